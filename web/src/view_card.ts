// One card as drawn: rank and suit symbol (with the suit's letter in the
// colour-blind mode, see style.css), its name for screen readers, and its
// text in data-card (what the tests read).
import { cardName, isBenny, rankLabel, suitOf, suitSymbols } from "./cards";
import { h } from "./dom";
import type { Card } from "./protocol";

export function cardFace(card: Card): HTMLElement[] {
  const suit = suitOf(card);
  return [
    h("span", { class: "rank", "aria-hidden": "true" }, rankLabel(card)),
    h("span", { class: "suit", "aria-hidden": "true" }, isBenny(card) ? "B" : suit ? suitSymbols[suit] : ""),
    h("span", { class: "letter", "aria-hidden": "true" }, suit ? suit.toUpperCase() : ""),
  ];
}

function suitClass(card: Card): string {
  const suit = suitOf(card);
  return suit ? `suit-${suit}` : "suit-benny";
}

// A card that is only shown (the trick, the up-card, revealed hands).
export function cardView(card: Card, extra = ""): HTMLElement {
  return h("span", { class: `card ${suitClass(card)} ${extra}`, role: "img", "aria-label": cardName(card), "data-card": card },
    ...cardFace(card));
}

// A card of one's own hand: a button that asks the server for `action`.
// `legal` null: no card is chosen now (e.g. the bidding): none is marked.
export function cardButton(card: Card, opts: { legal: boolean | null; index: number; onClick: () => void }): HTMLElement {
  const key = opts.index < 9 ? String(opts.index + 1) : null;
  return h("button", {
    type: "button",
    class: `card ${suitClass(card)} ${opts.legal === null ? "" : opts.legal ? "legal" : "not-legal"}`,
    "aria-label": cardName(card) + (opts.legal === false ? " (not playable now)" : ""),
    "aria-keyshortcuts": key,
    "data-card": card,
    "data-focus": `card-${card}`,
    onclick: opts.onClick,
  }, ...cardFace(card));
}
