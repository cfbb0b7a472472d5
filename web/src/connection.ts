// The page's one WebSocket to the server (ws[s]://same host/ws). On every
// (re)connection it says hello with the stored token, so the server brings
// back the person's seats; a dropped connection is retried with a growing
// pause, and the person sees that it is.
import { readMessage, type ServerMessage } from "./protocol";

export type Status = "connecting" | "open" | "closed";

export interface ConnectionEvents {
  opened(): void;
  message(m: ServerMessage): void;
  status(s: Status, detail: string): void;
}

export class Connection {
  private socket: WebSocket | null = null;
  private retryMs = 500;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly events: ConnectionEvents,
  ) {}

  open(): void {
    this.stopped = false;
    this.events.status("connecting", "connecting to the server");
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.addEventListener("open", () => {
      this.retryMs = 500;
      this.events.status("open", "connected");
      this.events.opened();
    });
    socket.addEventListener("message", (event: MessageEvent) => {
      if (typeof event.data !== "string") return;
      const m = readMessage(event.data);
      if (m) this.events.message(m);
    });
    socket.addEventListener("close", (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      const why = event.reason ? `: ${event.reason}` : "";
      if (this.stopped) return;
      this.events.status("closed", `connection lost${why}; trying again`);
      window.setTimeout(() => {
        if (!this.stopped) this.open();
      }, this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, 8000);
    });
  }

  // A new connection at once (e.g. to say hello under a new name).
  reopen(): void {
    const old = this.socket;
    this.socket = null;
    old?.close();
    this.open();
  }

  send(message: Record<string, unknown>): boolean {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify({ v: 1, ...message }));
    return true;
  }
}

// The server's WebSocket beside the page that was loaded from it.
export function serverUrl(): string {
  const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${window.location.host}/ws`;
}
