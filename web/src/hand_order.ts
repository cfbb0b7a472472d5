// The order the hand is shown in, for the eye only: suits grouped, colours
// alternating, high cards first, and once trump is named the trump suit
// first with the bowers (and the Benny) at its head. What may be played is
// never decided here: the server's `legal` list says that.
import { isBenny, rankOf, suitOf, suitOrder } from "./cards";
import type { Card, Suit } from "./protocol";

const rankOrder = "AKQJT98765432";
const sameColour: Record<string, Suit> = { c: "s", s: "c", d: "h", h: "d" };

// Higher first; ties cannot happen (a hand holds each card once).
function rankIndex(card: Card): number {
  return rankOrder.indexOf(rankOf(card));
}

// The suit a card sits with on screen: the left bower with trump.
function displaySuit(card: Card, trump: Suit | null): Suit | "t" {
  if (isBenny(card)) return "t";
  const suit = suitOf(card);
  if (!suit) return "n";
  if (trump && trump !== "n" && rankOf(card) === "J" && (suit === trump || sameColour[suit] === trump)) return "t";
  return suit;
}

export function orderHand(hand: readonly Card[], trump: Suit | null): Card[] {
  const named = trump && trump !== "n" ? trump : null;
  // Suits in an order whose colours alternate, starting after trump.
  let suits: Suit[] = [...suitOrder];
  if (named) {
    const at = suits.indexOf(named);
    suits = [...suits.slice(at), ...suits.slice(0, at)];
  }
  const groupIndex = (card: Card): number => {
    const s = displaySuit(card, named);
    return s === "t" ? -1 : s === "n" ? 9 : suits.indexOf(s);
  };
  const inTrump = (card: Card): number => {
    if (isBenny(card)) return -3;
    if (named && rankOf(card) === "J") return suitOf(card) === named ? -2 : -1;
    return rankIndex(card);
  };
  return [...hand].sort((a, b) => {
    const ga = groupIndex(a), gb = groupIndex(b);
    if (ga !== gb) return ga - gb;
    return ga === -1 || (named && ga === 0) ? inTrump(a) - inTrump(b) : rankIndex(a) - rankIndex(b);
  });
}
