// Tricks a person can watch (docs/client.md "Tricks you can watch"): every
// trick completed at the table is held on the felt, whole, with who won it,
// for a moment (HOLD_MS), then gathered toward the winner's side; the page
// shows the next trick only after. The server may send the states of a
// whole trick at once (bots answer at once), so completed tricks queue up
// and are shown one after the other. Nothing here decides the game: the
// cards are the deal's `moves`, the winner is the server's (`last_trick`,
// the next trick's leader, or the seat whose trick count rose).
import { looksLikeCard } from "./cards";
import type { Card, Move, State } from "./protocol";

export const HOLD_MS = 1300; // a complete trick stays on the table at least this long
export const GATHER_MS = 450; // then its cards move to the winner's side

export interface ShownTrick {
  deal: number;
  index: number; // the trick's number in the deal, from 0
  plays: Move[]; // in the order played
  cards: (Card | null)[]; // per seat
  winner: number | null;
  start: number; // when it began to be held on screen (ms, this page's clock); 0: not yet
}

export interface TrickWatch {
  queue: ShownTrick[]; // the head is on the table now
  deal: number; // the deal whose completed tricks are counted
  counted: number; // how many of its tricks were queued (or were already over when the page came)
  tricks: number[]; // the trick counts per seat at the last state
  last: ShownTrick | null; // the last completed trick, kept until the next deal's first lead
}

export function newTrickWatch(): TrickWatch {
  return { queue: [], deal: -1, counted: 0, tricks: [], last: null };
}

export function reducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export function gatherMs(): number {
  return reducedMotion() ? 0 : GATHER_MS;
}

function playsOf(s: State): Move[] {
  return s.moves.filter((mv) => mv.phase === "play" && looksLikeCard(mv.action));
}

// The seat that won trick `index` of the state's deal, as far as the server's
// facts say.
function winnerOf(s: State, plays: Move[], index: number, size: number, rose: number[]): number | null {
  const next = plays[(index + 1) * size];
  if (next) return next.seat; // the winner leads the next trick
  const lt = s.last_trick;
  if (lt && plays.slice(index * size, (index + 1) * size).every((mv) => lt.cards[mv.seat] === mv.action)) return lt.winner;
  if (rose.length === 1) return rose[0] ?? null;
  if (s.phase === "play" && s.trick.every((c) => c === null)) return s.leader;
  return null;
}

// Takes in a new state: the tricks it completed join the queue.
export function noteState(w: TrickWatch, before: State | null, s: State): void {
  const plays = playsOf(s);
  const size = s.active.length;
  if (size === 0) return;
  const complete = Math.floor(plays.length / size);
  if (w.deal !== s.deal) {
    // A page that comes in the middle of a deal does not replay its past
    // tricks; a new deal starts counting from none.
    const fresh = before === null;
    w.deal = s.deal;
    w.counted = fresh ? complete : 0;
    w.tricks = s.tricks.map(() => 0);
    if (fresh) w.tricks = [...s.tricks];
  }
  const rose: number[] = [];
  s.tricks.forEach((n, seat) => { if (n > (w.tricks[seat] ?? n)) rose.push(seat); });
  // The previous deal's last trick stays reviewable until this deal's first lead.
  if (w.last && w.last.deal !== s.deal && plays.length > 0) w.last = null;
  for (let index = w.counted; index < complete; ++index) {
    const trickPlays = plays.slice(index * size, (index + 1) * size);
    const cards: (Card | null)[] = s.trick.map(() => null);
    for (const mv of trickPlays) cards[mv.seat] = mv.action;
    const t: ShownTrick = { deal: s.deal, index, plays: trickPlays, cards, winner: winnerOf(s, plays, index, size, rose), start: 0 };
    w.queue.push(t);
    w.last = t;
  }
  w.counted = Math.max(w.counted, complete);
  // A winner unknown when queued may be known now (the next lead came).
  for (const t of w.queue) if (t.winner === null && t.deal === s.deal) t.winner = winnerOf(s, plays, t.index, size, rose);
  w.tricks = [...s.tricks];
}

// Drops the tricks whose time is over; starts the next one's. Returns the
// trick on the table now (or null) and when the picture next changes.
export function current(w: TrickWatch, now: number): { trick: ShownTrick | null; nextChange: number | null } {
  for (;;) {
    const head = w.queue[0];
    if (!head) return { trick: null, nextChange: null };
    if (head.start === 0) head.start = now;
    const gatherAt = head.start + HOLD_MS;
    const doneAt = gatherAt + gatherMs();
    if (now < doneAt) return { trick: head, nextChange: now < gatherAt ? gatherAt : doneAt };
    w.queue.shift();
  }
}

// The person acts while a trick is held (a lead): it is gathered now.
export function hurry(w: TrickWatch, now: number): void {
  const head = w.queue[0];
  if (head && head.start !== 0 && now < head.start + HOLD_MS) head.start = now - HOLD_MS;
  // Later ones have not been seen yet: they are skipped to the last.
  if (w.queue.length > 1) w.queue.splice(1, w.queue.length - 2);
}
