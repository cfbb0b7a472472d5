// A stand-in for the server's WebSocket (Playwright's routeWebSocket): the
// page is served by the real `euchre serve`, but its /ws talks to the test,
// which sends the messages of docs/protocol.md it wants the page to show
// (a position that would take many deals to come by in a real game) and
// reads what the page sends. For tests of the page's own words and layout.
import type { Page, WebSocketRoute } from "playwright-core";

export interface Mock {
  sent: Record<string, unknown>[]; // what the page sent, in order
  send(message: Record<string, unknown>): void;
  ready: Promise<void>; // the page said hello and was welcomed
}

export async function mockServer(page: Page, name = "Ann", person = 7): Promise<Mock> {
  let route: WebSocketRoute | null = null;
  const sent: Record<string, unknown>[] = [];
  let welcomed: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => { welcomed = resolve; });
  const mock: Mock = {
    sent,
    send(message) {
      if (!route) throw new Error("the page has not connected");
      route.send(JSON.stringify({ v: 1, ...message }));
    },
    ready,
  };
  await page.routeWebSocket(/\/ws$/, (ws) => {
    route = ws;
    ws.onMessage((text) => {
      const m = JSON.parse(typeof text === "string" ? text : text.toString()) as Record<string, unknown>;
      sent.push(m);
      if (m.type === "hello") {
        ws.send(JSON.stringify({ v: 1, type: "welcome", person, name, token: "0123456789abcdef0123456789abcdef" }));
        welcomed();
      }
    });
  });
  return mock;
}

export interface SeatSpec { name: string; person?: number | null; bot?: boolean; level?: string | null; open?: boolean; away?: boolean }

export function tableMessage(id: string, seats: SeatSpec[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: "table", table: id, name: "Test table", preset: "standard", options: { target: 10 }, rules: "standard, to 10",
    status: "playing", game: 1, clock: 0, grace: 30, hints: true, private: false, rematch: [],
    seats: seats.map((s, seat) => ({ seat, name: s.name, person: s.person ?? null, bot: s.bot ?? false, open: s.open ?? false,
      away: s.away ?? false, ...(s.level !== undefined ? { level: s.level } : {}) })),
    ...extra,
  };
}

// A state with sensible defaults; `over` replaces any field.
export function stateMessage(id: string, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: "state", table: id, seat: 0, names: ["Ann", "Bob", "Cy", "Di"], bots: [false, true, true, true], seq: 1,
    deadline_ms: null, now_ms: null, deal: 0, phase: "bidding round 1", dealer: 3, to_act: 0, my_turn: true, blind: false,
    hand: ["9c", "Tc", "Jd", "Qh", "As"], up_card: "Ks", up_card_on_kitty: true, kitty_face_down: 3, own_discard: null,
    trump: null, maker: null, loner: null, lone_defender: null, active: [0, 1, 2, 3], called_ace: null, ace_partner: null,
    trick: [null, null, null, null], leader: 0, trick_no: 0, tricks: [0, 0, 0, 0], played: [], shown: [[], [], [], []],
    moves: [], score: [0, 0], legal: ["Pass", "Order", "Order alone"],
    ...over,
  };
}

export function lobbyTable(id: string, status: string, seats: SeatSpec[]): Record<string, unknown> {
  return {
    table: id, name: `Table ${id}`, rules: "standard, all_pass stick_the_dealer, to 10", preset: "standard", status, clock: 0, hints: false,
    seats: seats.map((s, seat) => ({ seat, name: s.name, person: s.person ?? null, bot: s.bot ?? false, open: s.open ?? false,
      away: false, ...(s.level !== undefined ? { level: s.level } : {}) })),
  };
}
