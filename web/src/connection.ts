// The page's one WebSocket to the server (ws[s]://same host/ws). On every
// (re)connection it says hello with the stored token, so the server brings
// back the person's seats; a dropped connection is retried with a growing
// pause, and the person sees that it is. When another instance serves what
// the page asked for (`elsewhere`, docs/scale.md), the page follows it there
// with the same token, and goes back to its own server when that connection
// fails or drops (the instance may have died; its own server knows who took
// the table over).
import { mayFollow } from "./follow_check";
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
  private url: string;
  private followed: number[] = []; // when a connection `elsewhere` named opened (ms)
  private dead: { url: string; until: number } | null = null; // named, and could not be reached
  private instances: readonly string[] = []; // the operator's instances, from home's welcome

  constructor(
    private readonly home: string,
    private readonly events: ConnectionEvents,
  ) {
    this.url = home;
  }

  open(): void {
    this.stopped = false;
    this.events.status("connecting", "connecting to the server");
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.url);
    } catch (e) {
      // An address the browser refuses outright: back to the page's own server.
      this.events.status("closed", `cannot connect to ${this.url} (${String(e)}); trying the page's server`);
      this.url = this.home;
      window.setTimeout(() => { if (!this.stopped) this.open(); }, this.retryMs);
      return;
    }
    this.socket = socket;
    let opened = false;
    socket.addEventListener("open", () => {
      opened = true;
      if (this.url !== this.home) this.followed.push(Date.now());
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
      // A followed instance that failed or dropped: home knows who serves
      // now. One that could not be reached is not followed again for 10 s
      // (it may have died, and home names it until its lease runs out).
      if (!opened && this.url !== this.home) this.dead = { url: this.url, until: Date.now() + 10_000 };
      this.url = this.home;
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

  // The instances the page's own server named in its welcome (the only
  // ones a welcome from elsewhere cannot change).
  welcomed(instances: readonly string[] | undefined): void {
    if (this.url !== this.home) return;
    this.instances = Array.isArray(instances) ? instances.filter((u): u is string => typeof u === "string") : [];
  }

  // Another instance serves what was asked for: connect there, with the
  // same hello. False when the address is not one to follow (not on the
  // page's own host nor one of the instances its server named, not ws: or
  // wss:, or ws: from a secure page, which the browser would refuse), could
  // not be reached in the last 10 s, or the page has moved four times in
  // half a minute (instances that keep sending it on): then the person
  // reads the server's words instead.
  follow(url: string): boolean {
    const now = Date.now();
    this.followed = this.followed.filter((t) => now - t < 30_000);
    const secure = window.location.protocol === "https:";
    if (!mayFollow(url, this.home, this.instances, secure) || url === this.url || this.followed.length >= 4) return false;
    if (this.dead && this.dead.url === url && now < this.dead.until) return false;
    this.url = url;
    this.reopen();
    return true;
  }

  // Back to the page's own server (leaving a table served elsewhere: the
  // lobby is the page's server's). False when the page is there already.
  goHome(): boolean {
    if (this.url === this.home) return false;
    this.url = this.home;
    this.reopen();
    return true;
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
