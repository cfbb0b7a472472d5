// One card as drawn: a card face of our own drawing (faces.ts: corner
// indices, pips, court figures), in the suit's colour (and with the suit's
// letter in the colour-blind mode, see style.css); its name as text for
// screen readers, and its text in data-card (what the tests read).
import { cardName, suitOf } from "./cards";
import { h } from "./dom";
import { faceOf } from "./faces";
import type { Card } from "./protocol";

export function cardFace(card: Card, compact = false): Node[] {
  return [faceOf(card, compact), h("span", { class: "visually-hidden" }, cardName(card))];
}

function suitClass(card: Card): string {
  const suit = suitOf(card);
  return suit ? `suit-${suit}` : "suit-benny";
}

// A card that is only shown (the trick, the up-card, revealed hands).
export function cardView(card: Card, extra = ""): HTMLElement {
  return h("span", { class: `card ${suitClass(card)} ${extra}`, "data-card": card },
    ...cardFace(card, /\bsmall\b/.test(extra)));
}

// A card of one's own hand: a button that asks the server for `action`.
// `legal` null: no card is chosen now (e.g. the bidding): none is marked.
export function cardButton(card: Card, opts: { legal: boolean | null; index: number; onClick: () => void }): HTMLElement {
  const key = opts.index < 9 ? String(opts.index + 1) : null;
  return h("button", {
    type: "button",
    class: `card ${suitClass(card)} ${opts.legal === null ? "" : opts.legal ? "legal" : "not-legal"}`,
    "aria-keyshortcuts": key,
    "data-card": card,
    "data-focus": `card-${card}`,
    onclick: opts.onClick,
  }, faceOf(card, false), h("span", { class: "visually-hidden" }, cardName(card) + (opts.legal === false ? " (not playable now)" : "")));
}
