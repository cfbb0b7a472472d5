// The score as the traditional pip cards (an option of the page): each side
// keeps score with a six and a four of one suit, the six laid over the four
// so that as many pips show as the side has points (0 to 10). Drawn from the
// server's score alone; outside 0..10 only the number is shown.
import { h } from "./dom";

const sideSuits = ["♥", "♠"] as const;

function pipCard(rank: string, pips: number, shown: number, suit: string): HTMLElement {
  const slots = Array.from({ length: pips }, (_, i) => h("span", { class: i < shown ? "pip on" : "pip" }, suit));
  return h("span", { class: `pip-card rank-${rank}` }, h("span", { class: "pip-rank" }, rank), ...slots);
}

export function pipScore(points: number, scorer: number): HTMLElement | null {
  if (!Number.isInteger(points) || points < 0 || points > 10) return null;
  const suit = sideSuits[scorer % 2] ?? "♠";
  // The four counts the first points, the six the rest.
  const onFour = Math.min(points, 4), onSix = Math.max(0, points - 4);
  return h("span", { class: `pips side-${scorer % 2}`, role: "img", "aria-label": `${points} on the pip cards`, "data-points": points },
    pipCard("4", 4, onFour, suit), pipCard("6", 6, onSix, suit));
}
