// Card and suit names for people and screen readers. Cards are the server's
// EGN texts ("Jh", "Ts", "B"); nothing here knows what beats what.
import type { Card, Suit } from "./protocol";

const rankWords: Record<string, string> = {
  "2": "two", "3": "three", "4": "four", "5": "five", "6": "six", "7": "seven", "8": "eight",
  "9": "nine", T: "ten", J: "jack", Q: "queen", K: "king", A: "ace",
};
const rankShort: Record<string, string> = { T: "10" };
export const suitWords: Record<Suit, string> = { c: "clubs", d: "diamonds", h: "hearts", s: "spades", n: "no trump" };
export const suitSymbols: Record<Suit, string> = { c: "♣", d: "♦", h: "♥", s: "♠", n: "NT" };
export const suitOrder: readonly Suit[] = ["s", "h", "c", "d"];

export function isBenny(card: Card): boolean {
  return card === "B";
}

export function rankOf(card: Card): string {
  return card.slice(0, 1);
}

export function suitOf(card: Card): Suit | null {
  const s = card.slice(1, 2);
  return s === "c" || s === "d" || s === "h" || s === "s" ? s : null;
}

// "jack of hearts", "the Benny".
export function cardName(card: Card): string {
  if (isBenny(card)) return "the Benny (joker)";
  const suit = suitOf(card);
  const rank = rankWords[rankOf(card)];
  return suit && rank ? `${rank} of ${suitWords[suit]}` : card;
}

// "10", "J"... as printed on the card's corner.
export function rankLabel(card: Card): string {
  if (isBenny(card)) return "★";
  const r = rankOf(card);
  return rankShort[r] ?? r;
}

export function suitName(suit: Suit): string {
  return suitWords[suit];
}

// Reads a card text, or null (the page only ever sees the server's cards).
export function looksLikeCard(text: string): boolean {
  return /^([2-9TJQKA][cdhs]|B)$/.test(text);
}
