// Cards move rather than appear and vanish: after each redraw, a card new to
// the middle slides in from the seat that played it (one's own from where it
// lay in the hand), and a trick being gathered slides toward its winner's
// seat. The page is redrawn from scratch on every message, so each motion
// is keyed by the table, game, deal and card (view_seats.ts) and timed by
// the clock: a redraw in the middle of a motion picks it up where it was. With prefers-reduced-motion nothing
// moves (the trick is still held, then simply goes).
import { GATHER_MS, HOLD_MS, reducedMotion } from "./tricks";

const ARRIVE_MS = 320;

interface Arrival { start: number; dx: number; dy: number }
const arrivals = new Map<string, Arrival>();
const ownCards = new Map<string, DOMRect>(); // a card of the hand just chosen: where it was

function centre(r: DOMRect): { x: number; y: number } {
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

// Called before a card of the hand is sent: where it starts from.
export function rememberOwnCard(card: string): void {
  const el = document.querySelector<HTMLElement>(`.hand button.card[data-card="${CSS.escape(card)}"]`);
  if (el) ownCards.set(card, el.getBoundingClientRect());
}

export interface MotionEvents {
  arrived(count: number): void; // cards new to the table (a sound)
  gathered(winner: number | null): void; // a trick began to move to its winner
}

const gatheredKeys = new Set<string>();

export function animateTable(root: HTMLElement, events: MotionEvents): void {
  const now = Date.now();
  const still = reducedMotion();
  let fresh = 0;
  for (const el of root.querySelectorAll<HTMLElement>(".table-page .middle .played[data-key]")) {
    const key = el.dataset.key ?? "";
    const seat = el.dataset.playedBy ?? "";
    let a = arrivals.get(key);
    if (!a) {
      ++fresh;
      const card = key.slice(key.lastIndexOf(":") + 1); // "TABLE/GAME/DEAL:CARD"
      const own = ownCards.get(card);
      ownCards.delete(card);
      const from = own ?? root.querySelector<HTMLElement>(`.table-page .seat[data-seat="${CSS.escape(seat)}"]`)?.getBoundingClientRect();
      const to = el.getBoundingClientRect();
      const f = from ? centre(from) : centre(to), t = centre(to);
      a = { start: now, dx: f.x - t.x, dy: f.y - t.y };
      arrivals.set(key, a);
    }
    const elapsed = now - a.start;
    if (!still && elapsed < ARRIVE_MS) {
      el.animate([{ transform: `translate(${a.dx}px, ${a.dy}px)` }, { transform: "none" }],
        { duration: ARRIVE_MS, delay: -elapsed, easing: "cubic-bezier(.2,.7,.3,1)" });
    }
  }
  if (fresh) events.arrived(fresh);
  // The trick held on the table: gathered toward its winner once its time is up.
  const middle = root.querySelector<HTMLElement>(".table-page .middle.holding");
  if (!middle) return;
  const held = Array.from(middle.querySelectorAll<HTMLElement>(".played.held"));
  const winnerAttr = middle.querySelector<HTMLElement>(".trick-result")?.dataset.winner;
  const winner = winnerAttr === undefined || winnerAttr === "" ? null : Number(winnerAttr);
  const heldSince = Number(middle.dataset.heldSince ?? "0");
  const gatherAt = heldSince + HOLD_MS;
  if (!heldSince || now < gatherAt) return;
  const groupKey = held.map((e) => e.dataset.key).join(",");
  if (!gatheredKeys.has(groupKey)) {
    gatheredKeys.add(groupKey);
    events.gathered(winner);
  }
  if (still) return;
  const target = winner === null ? null : root.querySelector<HTMLElement>(`.table-page .seat[data-seat="${winner}"]`)?.getBoundingClientRect();
  for (const el of held) {
    const r = el.getBoundingClientRect();
    const t = target ? centre(target) : centre(middle.getBoundingClientRect());
    const c = centre(r);
    el.animate([{ transform: "none", opacity: 1 }, { transform: `translate(${t.x - c.x}px, ${t.y - c.y}px) scale(.45)`, opacity: 0 }],
      { duration: GATHER_MS, delay: -(now - gatherAt), easing: "ease-in", fill: "forwards" });
  }
}
