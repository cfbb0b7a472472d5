// Who sits where on screen and who scores together, from the server's
// facts only: the score has one entry per scorer (docs/protocol.md), two
// for partnerships (seats 0 and 2, 1 and 3), else one per seat. Seats are
// named relative to the person looking: "You", "Cy (partner)", and the
// opponents by name (their place on screen says left or right).
import type { Model } from "./model";
import { mySeat } from "./model";

const positions4 = ["south", "west", "north", "east"] as const;
const positions3 = ["south", "west", "east"] as const;
// Two-handed: the one opponent sits across the table.
const positions2 = ["south", "north"] as const;
export type Position = (typeof positions4)[number];

export function seatCount(m: Model): number {
  return m.state?.names.length ?? m.table?.seats.length ?? 4;
}

// The seat shown at the bottom: one's own, or seat 0 for a spectator.
export function bottomSeat(m: Model): number {
  return mySeat(m) ?? 0;
}

export function positionOf(m: Model, seat: number): Position {
  const n = seatCount(m);
  const rel = (seat - bottomSeat(m) + n) % n;
  const positions = n === 2 ? positions2 : n === 3 ? positions3 : positions4;
  return positions[rel] ?? "south";
}

// Two sides of two (seats 0 & 2 against 1 & 3)? Call-ace, three-handed and
// two-handed games score per player.
export function partnerships(m: Model): boolean {
  if (seatCount(m) !== 4) return false;
  if (m.state) return m.state.score.length === 2;
  return !/call.?ace|cutthroat|three/.test(`${m.table?.preset ?? ""} ${String(m.table?.options.mode ?? "")}`);
}

export function partnerOf(m: Model, seat: number): number | null {
  return partnerships(m) ? (seat + 2) % 4 : null;
}

export type Relation = "you" | "partner" | "left opponent" | "right opponent" | "opponent across";

// How a seat stands to the person looking (null for a spectator).
export function relationOf(m: Model, seat: number): Relation | null {
  const me = mySeat(m);
  if (me === null) return null;
  if (seat === me) return "you";
  if (partnerOf(m, me) === seat) return "partner";
  const pos = positionOf(m, seat);
  return pos === "west" ? "left opponent" : pos === "east" ? "right opponent" : "opponent across";
}

// "expert:2" -> "expert 2".
export function levelWords(level: string): string {
  return level.replace(/:/g, " ").replace(/\+/g, " + ");
}

// A bot's level when the server names it (newer servers give bots
// person-like names and the level apart); null for a person.
export function botLevel(m: Model, seat: number): string | null {
  const info = m.table?.seats[seat];
  const bot = info?.bot ?? m.state?.bots[seat] ?? false;
  return bot && info?.level ? info.level : null;
}

// The seat's own name, as the server gives it.
export function plainName(m: Model, seat: number): string {
  return m.state?.names[seat] ?? m.table?.seats[seat]?.name ?? `seat ${seat + 1}`;
}

// The name in running text: "You", "Cy (partner)", "Bob".
export function seatName(m: Model, seat: number): string {
  const rel = relationOf(m, seat);
  if (rel === "you") return "You";
  const name = plainName(m, seat);
  return rel === "partner" ? `${name} (partner)` : name;
}

// The score entry (and side) of a seat.
export function scorerOf(scores: number, seats: number, seat: number): number {
  return scores === 2 && seats === 4 ? seat % 2 : seat;
}

// "You & Cy" for a side, "Bob & Di" for the other, "Ann" for a player
// scoring alone.
export function scorerName(m: Model, scorer: number, scores: number): string {
  const n = seatCount(m);
  const members: number[] = [];
  for (let seat = 0; seat < n; ++seat) if (scorerOf(scores, n, seat) === scorer) members.push(seat);
  const me = mySeat(m);
  members.sort((a, b) => (a === me ? -1 : b === me ? 1 : a - b));
  return members.map((seat) => (seat === me ? "You" : plainName(m, seat))).join(" & ");
}
