// Who sits where on screen and who scores together, from the server's
// facts only: the score has one entry per scorer (docs/protocol.md), two
// for partnerships (seats 0 and 2, 1 and 3), else one per seat.
import type { Model } from "./model";
import { mySeat } from "./model";

const positions4 = ["south", "west", "north", "east"] as const;
const positions3 = ["south", "west", "east"] as const;
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
  return (n === 3 ? positions3[rel] : positions4[rel]) ?? "south";
}

export function seatName(m: Model, seat: number): string {
  const name = m.state?.names[seat] ?? m.table?.seats[seat]?.name ?? `seat ${seat + 1}`;
  return seat === mySeat(m) ? `${name} (you)` : name;
}

// The score entry (and side) of a seat.
export function scorerOf(scores: number, seats: number, seat: number): number {
  return scores === 2 && seats === 4 ? seat % 2 : seat;
}

// "Ann & Cy" for a side, "Ann" for a player scoring alone.
export function scorerName(m: Model, scorer: number, scores: number): string {
  const n = seatCount(m);
  const members: string[] = [];
  for (let seat = 0; seat < n; ++seat) if (scorerOf(scores, n, seat) === scorer) members.push(seatName(m, seat));
  return members.join(" & ");
}
