// The replay of a finished game (replay.ts): the table as it was at each
// position (every hand shown: the game is over), the controls to step by
// action, trick and deal, and beside each decision the expert's judgement
// from POST /api/analyze (points lost, the better choice).
import { actionWords } from "./actions";
import { cardName, looksLikeCard } from "./cards";
import { h } from "./dom";
import { orderHand } from "./hand_order";
import type { Model } from "./model";
import { emptyModel } from "./model";
import type { Analysis, Judgement, ReplayDeal, ReplayMove, State } from "./protocol";
import type { Replay, Unit } from "./replay";
import { backward, forward } from "./replay";
import { scorerName } from "./sides";
import type { Ui } from "./ui";
import { cardView } from "./view_card";
import { infoView } from "./view_info";
import { middleView, seatsView } from "./view_seats";

// The dealer's own order in round 1 is "Pick it up" (as at the table).
function picks(mv: ReplayMove, dealer: number): boolean {
  return mv.seat === dealer && mv.phase === "bidding round 1";
}

function moveText(a: Analysis, mv: ReplayMove, dealer: number): string {
  const who = a.players[mv.seat] ?? `seat ${mv.seat + 1}`;
  return looksLikeCard(mv.action) ? `${who} plays the ${cardName(mv.action)}` : `${who}: ${actionWords(mv.action, picks(mv, dealer)).words}`;
}

function bestText(action: string, dealerPicks = false): string {
  return looksLikeCard(action) ? `the ${cardName(action)}` : actionWords(action, dealerPicks).words;
}

function lossText(j: Judgement): string {
  return j.unit === "match_equity" ? `${(j.lost * 100).toFixed(1)}% match equity` : `${j.lost.toFixed(2)} of value`;
}

// A refused record in plain words first, then the server's detail.
function refusalText(r: Replay): string {
  if (r.game === null && /\(HTTP 400\)$/.test(r.error ?? ""))
    return `This file is not an EGN game record, so it cannot be replayed. (The server said: ${r.error ?? ""})`;
  if (/\(HTTP 413\)$/.test(r.error ?? "")) return `This file is too large to replay (the limit is 256 KiB). (${r.error ?? ""})`;
  return `Cannot replay it: ${r.error ?? ""}`;
}

export function judgementText(j: Judgement, dealerPicks = false): string {
  switch (j.verdict) {
    case "best":
      return `best (expected ${j.points >= 0 ? "+" : ""}${j.points.toFixed(2)} points)`;
    case "close":
      return `close: best was ${bestText(j.best, dealerPicks)} (${lossText(j)} lost)`;
    case "mistake":
      return `mistake: better ${bestText(j.best, dealerPicks)} (${lossText(j)} lost, ${j.points_lost.toFixed(2)} points)`;
  }
}

// The table of this position drawn by the live table's own views, as a
// spectator would have seen it; a trick just completed stays in the middle.
function positionModel(m: Model, r: Replay, a: Analysis, deal: ReplayDeal): Model {
  const step = deal.steps[r.step];
  const pm = emptyModel();
  pm.colourBlind = m.colourBlind;
  pm.pipScore = m.pipScore;
  pm.lastTrickOpen = m.lastTrickOpen;
  if (!step) return pm;
  const moves = deal.moves.slice(0, r.step).map(({ seat, action, phase }) => ({ seat, action, phase }));
  let trick = step.trick;
  const last = moves[moves.length - 1];
  if (trick.every((c) => c === null) && last && last.phase === "play" && looksLikeCard(last.action)) {
    const plays = moves.filter((mv) => mv.phase === "play" && looksLikeCard(mv.action));
    const size = step.active.length;
    if (size > 0 && plays.length % size === 0) {
      trick = step.trick.map(() => null);
      for (const mv of plays.slice(-size)) trick[mv.seat] = mv.action;
    }
  }
  const state: State = {
    ...step, trick, type: "state", table: "replay", seat: null, names: a.players, bots: a.players.map(() => false),
    moves, legal: [], hand: [], my_turn: false, own_discard: null, blind: false, deadline_ms: null, now_ms: null,
  };
  pm.state = state;
  return pm;
}

function handsView(a: Analysis, deal: ReplayDeal, r: Replay): HTMLElement {
  const step = deal.steps[r.step];
  const next = deal.moves[r.step];
  return h("ul", { class: "replay-hands", "aria-label": "every hand" },
    ...a.players.map((name, seat) => {
      const hand = step?.hands[seat] ?? null;
      return h("li", { "data-seat": seat }, h("span", { class: "hand-owner" }, name),
        hand === null
          ? h("span", { class: "unknown" }, "not in the record")
          : h("span", { class: "cards" }, ...orderHand(hand, step?.trump ?? null).map((c) =>
            cardView(c, `small${next && next.seat === seat && next.action.endsWith(c) ? " next" : ""}`))));
    }));
}

function decisionView(pm: Model, a: Analysis, deal: ReplayDeal, r: Replay): HTMLElement {
  const next = deal.moves[r.step];
  if (!next) {
    const scores = deal.score.length;
    return h("div", { class: "decision deal-end", "aria-live": "polite" },
      h("h2", {}, deal.finished ? `End of deal ${deal.deal + 1}` : "The record stops here"),
      h("ul", {}, ...deal.points.map((p, scorer) => h("li", {},
        `${scorerName(pm, scorer, scores)}: ${p >= 0 ? "+" : ""}${p}, score ${deal.score[scorer] ?? 0}`))),
      deal.open_hand ? h("p", {}, `Open hand: the makers (${a.players[deal.open_hand.maker] ?? ""}'s side) could take ${deal.open_hand.tricks} of ${deal.open_hand.of} tricks with best play.`) : null);
  }
  const j = next.analysis;
  return h("div", { class: `decision${j ? ` verdict-${j.verdict}` : ""}`, "aria-live": "polite" },
    h("h2", {}, "Next: ", moveText(a, next, deal.dealer)),
    h("p", { class: "judgement" }, j ? `The expert: ${judgementText(j, picks(next, deal.dealer))}.` : "Not judged (the only choice, a claim, or a hand the record hides)."));
}

function moveListView(a: Analysis, deal: ReplayDeal, r: Replay, ui: Ui): HTMLElement {
  return h("ol", { class: "replay-moves", "aria-label": `the moves of deal ${deal.deal + 1}` },
    ...deal.moves.map((mv, i) => h("li", { class: i === r.step ? "current" : "", "aria-current": i === r.step ? "step" : null },
      h("button", { type: "button", class: "goto", "data-focus": `goto-${i}`, onclick: () => { ui.local((m) => { if (m.replay) m.replay.step = i; }); } },
        moveText(a, mv, deal.dealer)),
      mv.analysis ? h("span", { class: `verdict verdict-${mv.analysis.verdict}`, title: judgementText(mv.analysis, picks(mv, deal.dealer)) },
        mv.analysis.verdict === "best" ? "✓ best" : mv.analysis.verdict === "close" ? `≈ ${bestText(mv.analysis.best, picks(mv, deal.dealer))}`
          : `✗ better ${bestText(mv.analysis.best, picks(mv, deal.dealer))}`) : null)));
}

// Per player: decisions, mistakes and the points they cost (match equity is
// per decision: summed over a game it would mean nothing).
function totalsView(a: Analysis): HTMLElement {
  return h("table", { class: "replay-totals" },
    h("caption", {}, `The expert's view (level ${a.level})`),
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "player"), h("th", { scope: "col" }, "decisions"),
      h("th", { scope: "col" }, "mistakes"), h("th", { scope: "col" }, "points lost"))),
    h("tbody", {}, ...a.totals.map((t) => h("tr", {},
      h("th", { scope: "row" }, a.players[t.seat] ?? ""), h("td", {}, String(t.decisions)), h("td", {}, String(t.mistakes)),
      h("td", {}, t.points_lost.toFixed(2))))));
}

const controls: readonly (readonly [string, string, Unit, boolean, string])[] = [
  ["prev-deal", "|◀ Deal", "deal", false, "PageUp"],
  ["prev-trick", "◀◀ Trick", "trick", false, "Shift+ArrowLeft"],
  ["prev", "◀ Action", "action", false, "ArrowLeft"],
  ["next", "Action ▶", "action", true, "ArrowRight"],
  ["next-trick", "Trick ▶▶", "trick", true, "Shift+ArrowRight"],
  ["next-deal", "Deal ▶|", "deal", true, "PageDown"],
];

export function replayStep(ui: Ui, unit: Unit, ahead: boolean): void {
  ui.local((m) => { if (m.replay) (ahead ? forward : backward)(m.replay, unit); });
}

export function replayView(m: Model, ui: Ui): HTMLElement {
  const r = m.replay;
  if (!r) return h("div");
  const a = r.analysis;
  const deal = a?.deals[r.deal];
  const step = deal?.steps[r.step];
  const head = h("header", { class: "table-head" },
    h("h1", {}, `Replay: ${r.title}`),
    a ? h("p", { class: "rules" }, `${a.players.join(", ")}${a.target ? `, to ${a.target}` : ""}${a.over && a.winner !== null ? "" : ", unfinished"}`) : null,
    h("button", { type: "button", "data-focus": "close-replay", onclick: () => { ui.closeReplay(); } }, "Close the replay"));
  if (!a || !deal || !step) {
    return h("div", { class: "replay-page", "data-loading": r.error ? "false" : "true" }, head,
      r.error ? h("div", { class: "error", role: "alert" }, h("span", { class: "error-text" }, refusalText(r)))
        : h("p", { class: "loading", "aria-live": "polite" }, "The expert is analysing every decision…"));
  }
  const pm = positionModel(m, r, a, deal);
  const total = deal.steps.length - 1;
  const nav = h("div", { class: "replay-controls", role: "group", "aria-label": "step through the game" },
    ...controls.map(([name, label, unit, ahead, key]) => h("button", { type: "button", class: "step", "data-step": name, "data-focus": `step-${name}`,
      "aria-keyshortcuts": key, onclick: () => { replayStep(ui, unit, ahead); } }, label)),
    h("p", { class: "where" }, `Deal ${r.deal + 1} of ${a.deals.length}, move ${r.step} of ${total}`));
  return h("div", { class: "replay-page", "data-deal": r.deal, "data-step": r.step, "data-phase": step.phase, "data-loading": "false" },
    head, nav,
    h("div", { class: `felt seats-${a.seats}` }, ...seatsView(pm), middleView(pm)),
    h("div", { class: "replay-side" }, decisionView(pm, a, deal, r), infoView(pm, ui), totalsView(a)),
    handsView(a, deal, r),
    moveListView(a, deal, r, ui));
}
