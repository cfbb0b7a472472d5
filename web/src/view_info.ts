// What is always in sight at the table: the score, the deal, trump, the
// makers (alone or not), tricks per side, the last trick, the last moves.
// On a phone the score line and trump sit at the top (scoreBar); the side
// panel holds the rest.
import { moveText } from "./actions";
import { looksLikeCard, suitSymbols, suitWords } from "./cards";
import { h } from "./dom";
import type { Model } from "./model";
import type { Move } from "./protocol";
import { scorerName, scorerOf, seatCount, seatName } from "./sides";
import type { Ui } from "./ui";
import { cardView } from "./view_card";
import { pipScore } from "./view_pips";

function target(m: Model): number | null {
  const t = m.table?.options.target;
  return typeof t === "number" ? t : typeof t === "string" && /^\d+$/.test(t) ? Number(t) : null;
}

function targetFromRules(m: Model): string {
  const t = target(m);
  if (t === 0) return "";  // a number of deals (a club round), not a target
  if (t !== null) return ` (to ${t})`;
  const match = /to (\d+)/.exec(m.table?.rules ?? "");
  return match ? ` (to ${match[1] ?? ""})` : "";
}

function sideTricks(m: Model, scorer: number): number {
  const s = m.state;
  if (!s) return 0;
  let tricks = 0;
  for (let seat = 0; seat < seatCount(m); ++seat)
    if (scorerOf(s.score.length, seatCount(m), seat) === scorer) tricks += s.tricks[seat] ?? 0;
  return tricks;
}

// A series of games (laps and slams): "first to 3" or "rubber", the game
// in progress, and the points it started with when a lap was carried.
function seriesWords(m: Model): string {
  const series = m.state?.series;
  if (!series) return "";
  const kind = series.kind === "rubber" ? "a rubber" : series.kind.replace("first_to:", "first to ") + " games";
  const carried = series.carried.some((c) => c !== 0) ? `, started ${series.carried.join("–")} with the points carried` : "";
  return `Series: ${kind}; game ${series.games_played + 1}${carried}`;
}

// Each side's games won in a series ("2 games, 1 slam").
function gamesWon(m: Model, scorer: number): string {
  const series = m.state?.series;
  if (!series) return "";
  const won = series.games_won[scorer] ?? 0, slams = series.slams[scorer] ?? 0;
  return `${won} game${won === 1 ? "" : "s"}${slams ? `, ${slams} slam${slams === 1 ? "" : "s"}` : ""}`;
}

// The line at the top of the table: each side's points (and tricks this
// deal; in a series its games won), trump, the dealer.
export function scoreBar(m: Model): HTMLElement | null {
  const s = m.state;
  if (!s) return null;
  const sides = s.score.map((points, scorer) => h("span", { class: "bar-side", "data-scorer": scorer },
    h("span", { class: "side-name" }, scorerName(m, scorer, s.score.length)), " ",
    h("strong", { class: "side-points" }, String(points)),
    s.series ? h("span", { class: "side-games", "data-games": s.series.games_won[scorer] ?? 0 }, ` [${gamesWon(m, scorer)}]`) : null,
    s.phase === "play" || s.phase === "over" ? h("span", { class: "side-tricks" }, ` (${sideTricks(m, scorer)} tr.)`) : null));
  const joined: (HTMLElement | string)[] = [];
  sides.forEach((el, i) => { if (i) joined.push(h("span", { class: "vs", "aria-hidden": "true" }, " · ")); joined.push(el); });
  return h("div", { class: "scorebar", role: "group", "aria-label": "score and trump" },
    h("span", { class: "sides" }, ...joined, h("span", { class: "target" }, targetFromRules(m))),
    s.trump
      ? h("span", { class: `bar-trump trump suit-${s.trump}` }, `Trump: ${s.trump === "n" ? "" : suitSymbols[s.trump] + " "}${suitWords[s.trump]}`)
      : h("span", { class: "bar-trump none" }, "Trump: not named yet"),
    h("span", { class: "bar-dealer" }, `Dealer: ${seatName(m, s.dealer)}`));
}

function scoreView(m: Model): HTMLElement | null {
  const s = m.state;
  if (!s) return null;
  const rows = s.score.map((points, scorer) =>
    h("tr", { "data-scorer": scorer },
      h("th", { scope: "row" }, scorerName(m, scorer, s.score.length)),
      h("td", { class: "points" }, String(points), m.pipScore && s.score.length === 2 ? pipScore(points, scorer) : null),
      h("td", { class: "tricks" }, String(sideTricks(m, scorer))),
      s.series ? h("td", { class: "games" }, gamesWon(m, scorer)) : null));
  return h("table", { class: "score" },
    h("caption", {}, `Score${targetFromRules(m)}`, s.series ? h("span", { class: "series" }, ` · ${seriesWords(m)}`) : null),
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "side"), h("th", { scope: "col" }, "points"), h("th", { scope: "col" }, "tricks"),
      s.series ? h("th", { scope: "col" }, "games") : null)),
    h("tbody", {}, ...rows));
}

function contractView(m: Model): HTMLElement | null {
  const s = m.state;
  if (!s) return null;
  const lines: (HTMLElement | string)[] = [`Deal ${s.deal + 1}. Dealer: ${seatName(m, s.dealer)}. `];
  if (s.trump) {
    lines.push(h("span", { class: `trump suit-${s.trump}` }, `Trump: ${s.trump === "n" ? "" : suitSymbols[s.trump] + " "}${suitWords[s.trump]}`), ". ");
  }
  // French euchre: the bid to beat during the auction, the contract after it.
  if (s.bid > 0 && s.high_bidder !== null)
    lines.push(`${s.maker === null ? "High bid" : "Bid"}: ${s.bid} by ${seatName(m, s.high_bidder)}. `);
  if (s.maker !== null) lines.push(`Made by: ${seatName(m, s.maker)}${s.loner !== null ? ", alone" : ""}. `);
  if (s.lone_defender !== null) lines.push(`${seatName(m, s.lone_defender)} defends alone. `);
  if (s.called_ace) lines.push(`Called ace: ${suitWords[s.called_ace]}. `);
  return h("p", { class: "contract", "data-phase": s.phase }, ...lines, h("span", { class: "phase" }, `(${s.phase})`));
}

interface LastTrick { plays: Move[]; winner: number | null; previousDeal: boolean; deal: number }

// The deal's plays from its moves, grouped by trick (as many cards as seats
// in play): the last complete one is "the last trick". Before the next
// deal's first lead, the previous deal's last trick (kept by tricks.ts).
function lastTrick(m: Model): LastTrick | null {
  const s = m.state;
  if (!s) return null;
  const plays = s.moves.filter((mv) => mv.phase === "play" && looksLikeCard(mv.action));
  const size = s.active.length;
  const complete = size > 0 ? Math.floor(plays.length / size) : 0;
  const kept = m.watch.last;
  if (complete === 0) return kept && kept.deal !== s.deal && plays.length === 0 ? { plays: kept.plays, winner: kept.winner, previousDeal: true, deal: kept.deal } : null;
  const trick = plays.slice((complete - 1) * size, complete * size);
  const next = plays[complete * size];
  const winner = next ? next.seat
    : kept && kept.deal === s.deal && kept.index === complete - 1 ? kept.winner
    : s.phase === "play" && s.trick.every((c) => c === null) ? s.leader : null;
  return { plays: trick, winner, previousDeal: false, deal: s.deal };
}

// Opened and closed by a click (a tap on a phone) as by the key L.
function lastTrickView(m: Model, ui: Ui): HTMLElement | null {
  const trick = lastTrick(m);
  if (!trick) return null;
  const what = trick.previousDeal ? "the last deal's last trick" : "the last trick";
  const toggle = h("button", { type: "button", class: "last-trick-toggle", "aria-expanded": m.lastTrickOpen ? "true" : "false",
    "data-action": "last-trick", "data-focus": "last-trick", "aria-keyshortcuts": "l",
    onclick: () => { ui.local((mm) => { mm.lastTrickOpen = !mm.lastTrickOpen; }); } },
  m.lastTrickOpen ? `Hide ${what}` : `Show ${what}`, h("kbd", { "aria-hidden": "true" }, "L"));
  if (!m.lastTrickOpen) return h("div", { class: "last-trick" }, toggle);
  return h("div", { class: "last-trick" }, toggle,
    h("ol", { class: "last-trick-cards", "aria-label": what, "data-cards-deal": trick.deal },
      ...trick.plays.map((mv) => h("li", { class: mv.seat === trick.winner ? "winning" : "" }, cardView(mv.action, "small"),
        ` ${seatName(m, mv.seat)}${mv.seat === trick.winner ? " (took it)" : ""}`))));
}

function movesView(m: Model): HTMLElement | null {
  const s = m.state;
  if (!s) return null;
  const recent = s.moves.slice(-6);
  return h("ol", { class: "moves", "aria-label": "the last moves" },
    ...recent.map((mv) => h("li", {}, `${seatName(m, mv.seat)}${looksLikeCard(mv.action) ? " " : ": "}${moveText(mv, s.dealer)}`)));
}

export function infoView(m: Model, ui: Ui): HTMLElement | null {
  if (!m.state) return null;
  return h("aside", { class: "info", "aria-label": "score and deal" },
    scoreView(m), contractView(m), lastTrickView(m, ui), movesView(m));
}
