// What is always in sight at the table: the score, the deal, trump, the
// makers (alone or not), tricks per side, the last trick, the last moves.
import { moveWords } from "./actions";
import { cardName, looksLikeCard, suitSymbols, suitWords } from "./cards";
import { h } from "./dom";
import type { Model } from "./model";
import type { Move } from "./protocol";
import { scorerName, scorerOf, seatCount, seatName } from "./sides";
import { cardView } from "./view_card";
import { pipScore } from "./view_pips";

function target(m: Model): string {
  const t = m.table?.options.target;
  return t === undefined ? "" : ` (to ${String(t)})`;
}

function scoreView(m: Model): HTMLElement | null {
  const s = m.state;
  if (!s) return null;
  const rows = s.score.map((points, scorer) => {
    let tricks = 0;
    for (let seat = 0; seat < seatCount(m); ++seat)
      if (scorerOf(s.score.length, seatCount(m), seat) === scorer) tricks += s.tricks[seat] ?? 0;
    return h("tr", { "data-scorer": scorer },
      h("th", { scope: "row" }, scorerName(m, scorer, s.score.length)),
      h("td", { class: "points" }, String(points), m.pipScore && s.score.length === 2 ? pipScore(points, scorer) : null),
      h("td", { class: "tricks" }, String(tricks)));
  });
  return h("table", { class: "score" },
    h("caption", {}, `Score${target(m)}`),
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "side"), h("th", { scope: "col" }, "points"), h("th", { scope: "col" }, "tricks"))),
    h("tbody", {}, ...rows));
}

function contractView(m: Model): HTMLElement | null {
  const s = m.state;
  if (!s) return null;
  const lines: (HTMLElement | string)[] = [`Deal ${s.deal + 1}, dealer ${seatName(m, s.dealer)}. `];
  if (s.trump) {
    lines.push(h("span", { class: `trump suit-${s.trump}` }, `Trump: ${suitSymbols[s.trump]} ${suitWords[s.trump]}`), ". ");
  }
  if (s.maker !== null) lines.push(`Made by ${seatName(m, s.maker)}${s.loner !== null ? ", alone" : ""}. `);
  if (s.lone_defender !== null) lines.push(`${seatName(m, s.lone_defender)} defends alone. `);
  if (s.called_ace) lines.push(`Called ace: ${suitWords[s.called_ace]}. `);
  return h("p", { class: "contract", "data-phase": s.phase }, ...lines, h("span", { class: "phase" }, `(${s.phase})`));
}

// The deal's plays from its moves, grouped by trick (as many cards as seats
// in play): the last complete one is "the last trick".
function lastTrick(m: Model): Move[] | null {
  const s = m.state;
  if (!s) return null;
  const plays = s.moves.filter((mv) => mv.phase === "play" && looksLikeCard(mv.action));
  const size = s.active.length;
  const complete = Math.floor(plays.length / size);
  if (complete === 0) return null;
  return plays.slice((complete - 1) * size, complete * size);
}

function lastTrickView(m: Model): HTMLElement | null {
  const trick = lastTrick(m);
  if (!trick) return null;
  const toggle = h("button", { type: "button", class: "last-trick-toggle", "aria-expanded": m.lastTrickOpen ? "true" : "false",
    "data-action": "last-trick", "data-focus": "last-trick", "aria-keyshortcuts": "l" },
  m.lastTrickOpen ? "Hide the last trick" : "Show the last trick (L)");
  if (!m.lastTrickOpen) return h("div", { class: "last-trick" }, toggle);
  return h("div", { class: "last-trick" }, toggle,
    h("ol", { class: "last-trick-cards", "aria-label": "the last trick" },
      ...trick.map((mv) => h("li", {}, cardView(mv.action, "small"), ` ${seatName(m, mv.seat)}`))));
}

function movesView(m: Model): HTMLElement | null {
  const s = m.state;
  if (!s) return null;
  const recent = s.moves.slice(-6);
  return h("ol", { class: "moves", "aria-label": "the last moves" },
    ...recent.map((mv) => h("li", {}, `${seatName(m, mv.seat)}: ${looksLikeCard(mv.action) ? cardName(mv.action) : moveWords(mv.action)}`)));
}

export function infoView(m: Model): HTMLElement {
  return h("aside", { class: "info", "aria-label": "score and deal" },
    scoreView(m), contractView(m), lastTrickView(m), movesView(m));
}
