// The panels over the table: the end of a deal (every hand revealed, from
// deal_over), the end of the game (summary, the record, rematch), the
// expert's hint, the seat picker, and the invite link of a new table.
import { choiceWords } from "./actions";
import { suitWords } from "./cards";
import { h } from "./dom";
import { orderHand } from "./hand_order";
import type { Model } from "./model";
import { mySeat } from "./model";
import { botLevel, levelWords, partnerOf, plainName, scorerName, seatCount, seatName } from "./sides";
import { signedPoints } from "./points";
import { setShowHints } from "./practice";
import type { Ui } from "./ui";
import { cardView } from "./view_card";

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

function madeWords(m: Model, d: NonNullable<Model["dealOver"]>): string {
  return d.maker === null
    ? "Nobody made trump."
    : `${seatName(m, d.maker)} made ${d.trump ? suitWords[d.trump] : "trump"}${d.bid ? `, bidding ${d.bid}` : ""}${d.alone !== null ? (d.jambone ? ", alone: a jambone" : ", alone") : ""}${
      d.defender_alone !== null ? `; ${seatName(m, d.defender_alone)} defended alone` : ""}.${
      d.jamboree !== undefined ? ` ${seatName(m, d.jamboree)} showed a jamboree, the five highest trumps: 16 points without play.` : ""}${
      outcomeWords(d)}`;
}

// The server's word for the deal (the engine's outcome), with the tricks behind it.
function outcomeWords(d: NonNullable<Model["dealOver"]>): string {
  const took = d.makers_tricks !== undefined && d.tricks_needed !== undefined
    ? `took ${plural(d.makers_tricks, "trick")}, ${d.tricks_needed} needed` : "";
  switch (d.outcome) {
    case "march": return ` A march: the makers took every trick.`;
    case "made": return took ? ` Made: the makers ${took}.` : " Made.";
    case "euchred": return took ? ` Euchred: the makers ${took}.` : " Euchred.";
    case "renege": return " A renege was proven: the penalty is the score.";
    default: return "";
  }
}

function resultLines(m: Model, d: NonNullable<Model["dealOver"]>): HTMLElement[] {
  const scores = d.score.length;
  return d.points.map((p, scorer) =>
    h("li", {}, `${scorerName(m, scorer, scores)}: ${plural(d.tricks[scorer] ?? 0, "trick")}, ${p >= 0 ? "+" : ""}${plural(p, "point")}, score ${d.score[scorer] ?? 0}`));
}

// Laps and slams: each game this deal won (a lap can win several), its
// slam, the points carried into the next.
function gameWonLines(m: Model, d: NonNullable<Model["dealOver"]>): HTMLElement[] {
  const games = d.games_won ?? (d.game_won_by === undefined ? []
    : [{ winner: d.game_won_by, slam: d.slam ?? false, carried: d.carried ?? 0 }]);
  return games.map((g) => {
    const who = scorerName(m, g.winner, d.score.length);
    const carried = g.carried ? ` ${plural(g.carried, "point")} carried into the next game.` : "";
    return h("p", { class: "game-won" }, `Game won by ${who}${g.slam ? ": a slam, it counts two games" : ""}.${carried}`);
  });
}

export function dealOverView(m: Model, ui: Ui): HTMLElement | null {
  const d = m.dealOver;
  if (!d || !m.dealOverOpen) return null;
  const made = madeWords(m, d);
  const results = resultLines(m, d);
  const hands = d.hands.map((hand, seat) =>
    h("li", { "data-seat": seat }, h("span", { class: "hand-owner" }, seatName(m, seat)),
      h("span", { class: "cards" }, ...orderHand(hand, d.trump).map((c) => cardView(c, "small")))));
  return h("section", { class: "panel deal-over", role: "dialog", "aria-label": `deal ${d.deal + 1} is over` },
    h("h2", {}, `Deal ${d.deal + 1} is over`),
    h("p", {}, made),
    h("ul", { class: "results" }, ...results),
    ...gameWonLines(m, d),
    ...(d.hands_shown === false
      ? [h("p", {}, "The deal was thrown in: its hands are not shown, and the same dealer deals again.")]
      : [h("h3", {}, "The hands as dealt"), h("ul", { class: "hands" }, ...hands)]),
    h("button", { type: "button", "data-focus": "close-deal", onclick: () => { ui.local((mm) => { mm.dealOverOpen = false; }); } }, "Close", h("kbd", { "aria-hidden": "true" }, "Esc")));
}

// The end of a series (laps and slams): the games each side won, its slams.
function seriesResult(m: Model, scores: number): HTMLElement | null {
  const series = m.state?.series;
  if (!series) return null;
  return h("ul", { class: "series-result", "aria-label": "games won" }, ...series.games_won.map((won, scorer) => {
    const slams = series.slams[scorer] ?? 0;
    return h("li", { "data-scorer": scorer }, `${scorerName(m, scorer, scores)}: ${plural(won, "game")} won${slams ? ` (${plural(slams, "slam")})` : ""}`);
  }));
}

// The game's end: in view wherever the page is scrolled (a panel fixed at
// the middle of the screen), with how the last deal ended.
export function gameOverView(m: Model, ui: Ui): HTMLElement | null {
  const g = m.gameOver;
  if (!g) return null;
  const scores = g.score.length;
  const me = mySeat(m);
  const winner = g.winner === null ? "Nobody won." : `${scorerName(m, g.winner, scores)} won.`;
  const asked = me !== null && (m.table?.rematch ?? []).includes(me);
  const waiting = (m.table?.rematch ?? []).map((s) => seatName(m, s));
  const last = m.dealOver;
  if (m.gameOverHidden) {
    return h("div", { class: "game-over-tab" }, h("button", { type: "button", "data-focus": "show-result",
      onclick: () => { ui.local((mm) => { mm.gameOverHidden = false; }); } }, "Show the result"));
  }
  return h("section", { class: "panel game-over", role: "dialog", "aria-labelledby": "game-over-title" },
    h("h2", { id: "game-over-title" }, "Game over"),
    h("p", { class: "winner" }, winner.replace(/^You won\.$/, "You won!").replace(/^You & (.*) won\.$/, "You and $1 won!")),
    h("ul", { class: "final-score" }, ...g.score.map((p, scorer) => h("li", {}, `${scorerName(m, scorer, scores)}: ${p}`))),
    seriesResult(m, scores),
    last ? h("p", { class: "last-deal" }, `Last deal: ${madeWords(m, last)} `, ...resultLines(m, last).map((li) => h("span", {}, li.textContent, ". "))) : null,
    h("p", {}, h("a", { href: g.record, download: `euchre-game-${g.game}.egn`, class: "record-link" }, "Download the game record (EGN)"), " ",
      h("button", { type: "button", class: "replay", "data-focus": "replay-game", onclick: () => { ui.replayGame(g.game, g.record); } },
        "Replay with analysis")),
    waiting.length ? h("p", {}, `Rematch asked by ${waiting.join(", ")}.`) : null,
    m.table?.event ? h("p", { class: "event-next" }, eventNextWords(m, m.table.event)) : null,
    h("p", { class: "game-over-buttons" },
      me !== null && !m.table?.event ? h("button", { type: "button", class: "primary", disabled: asked, "data-focus": "rematch",
        onclick: () => { ui.send({ type: "rematch", table: g.table }); } }, asked ? "Rematch asked" : "Rematch") : null,
      m.table?.event ? h("button", { type: "button", "data-focus": "to-lobby", onclick: () => { ui.toEvent(); } }, "The evening's standings")
        : h("button", { type: "button", "data-focus": "to-lobby", onclick: () => { ui.leave(); } }, "Back to the lobby"),
      h("button", { type: "button", class: "secondary", "data-focus": "hide-result", onclick: () => { ui.local((mm) => { mm.gameOverHidden = true; }); } }, "Look at the table")));
}

// The hint's choice in words: "the king of diamonds", "Pass".
function hintName(action: string, name: string): string {
  const words = choiceWords(action);
  return words === action ? choiceWords(name) : words;
}

export function hintView(m: Model): HTMLElement | null {
  const hint = m.hint;
  if (!hint) return null;
  return h("section", { class: "panel hint", "aria-label": "the expert's hint", "data-turn": hint.turn },
    h("h2", {}, "The expert's view"),
    h("ol", {}, ...hint.actions.map((a) => h("li", { "data-action": a.action },
      h("strong", {}, hintName(a.action, a.name)), a.expected_points !== null ? `: ${signedPoints(a.expected_points)} points expected` : "",
      a.win_chance !== null ? `, ${Math.round(a.win_chance * 100)}% to win` : "", h("br"), a.reason))));
}

// "a bot: Cy (expert 2)", "Ann", "open".
function seatWho(m: Model, seat: number): string {
  const info = m.table?.seats[seat];
  if (!info) return "";
  const level = botLevel(m, seat);
  if (info.bot) return level ? `${plainName(m, seat)}, a bot (${levelWords(level)})` : `a bot (${info.name})`;
  return info.open ? "nobody yet" : info.name;
}

// Seats one may take: open ones (a bot plays them until someone sits), each
// with whom it partners. Short (the table's name and rules are in its head,
// who sits where on the felt), and folded away with a tap on its title: on
// a phone it must not push the trick below the screen. Open at first while
// a seat is free; the person's choice holds across the redraws.
export function seatPickerView(m: Model, ui: Ui): HTMLElement | null {
  const t = m.table;
  if (!t || mySeat(m) !== null || t.status === "over") return null;
  const open = t.seats.filter((s) => s.open);
  const partnerText = (seat: number): string => {
    const p = partnerOf(m, seat);
    return p === null ? "" : `, partner of seat ${p + 1} (${seatWho(m, p)})`;
  };
  const unfolded = m.seatPickerOpen ?? open.length > 0;
  // A press on the summary is taken at once, and a replaced picker's late
  // "toggle" is not listened to (as folds.ts does): either reopened it.
  return h("details", { class: "panel seat-picker", open: unfolded,
    ontoggle: (e: Event) => { const d = e.target as HTMLDetailsElement; if (d.isConnected) m.seatPickerOpen = d.open; } },
    h("summary", { id: "seat-picker-title", onclick: (e: Event) => { m.seatPickerOpen = !((e.currentTarget as HTMLElement).parentElement as HTMLDetailsElement).open; } },
      open.length ? `Take a seat: ${open.length === 1 ? "one is" : `${open.length} are`} open` : "Every seat is taken: you are watching"),
    open.length
      ? h("ul", { class: "sit-list", "aria-labelledby": "seat-picker-title" }, ...open.map((s) => h("li", {}, h("button", { type: "button", class: "sit", "data-seat": s.seat,
        "data-focus": `sit-${s.seat}`, onclick: () => { ui.join(t.table, s.seat, m.invite); } },
      `Sit in seat ${s.seat + 1}`), h("span", { class: "sit-who" }, ` now ${seatWho(m, s.seat)}${partnerText(s.seat)}`))))
      : h("p", {}, `Seats: ${t.seats.map((s) => `${s.seat + 1} ${seatWho(m, s.seat)}`).join("; ")}.`));
}

export function inviteView(m: Model): HTMLElement | null {
  const c = m.created;
  // A practice game is the learner's own: no friends to invite.
  if (!c?.invite || m.tableId !== c.table || m.practice?.table === c.table) return null;
  const link = `${window.location.origin}/?table=${encodeURIComponent(c.table)}&invite=${encodeURIComponent(c.invite)}`;
  return h("section", { class: "panel invite", "aria-label": "invite link" },
    h("p", {}, "A private table: friends join with this link. ",
      h("a", { href: link, class: "invite-link" }, link)),
    h("p", { class: "invite-actions" },
      h("button", { type: "button", class: "copy-invite", "data-focus": "copy-invite", onclick: () => { copyLink(link); } }, "Copy the link"),
      h("span", { class: "copy-said", role: "status" }, copied?.link === link ? copied.words : "")));
}

// What became of the last "Copy the link" (kept across the redraws).
let copied: { link: string; words: string } | null = null;

function copyLink(link: string): void {
  const said = (words: string): void => {
    copied = { link, words };
    const el = document.querySelector(".invite .copy-said");
    if (el) el.textContent = words;
  };
  // The clipboard may be refused (an insecure page, no permission): say so.
  const clip = typeof navigator.clipboard === "object" ? navigator.clipboard : null;
  if (!clip) {
    said("This browser will not copy: select the link and copy it.");
    return;
  }
  clip.writeText(link).then(() => { said("Copied: paste it in a message to your friends."); },
    () => { said("The browser would not copy it: select the link and copy it."); });
}

export function seatsSummary(m: Model): string {
  return Array.from({ length: seatCount(m) }, (_, i) => seatName(m, i)).join(", ");
}

// A practice game's own panel (practice.ts): hints before choosing on or off.
export function practiceView(m: Model, ui: Ui): HTMLElement | null {
  const p = m.practice;
  if (!p || p.table !== m.tableId) return null;
  return h("section", { class: "panel practice-panel", "aria-label": "practice game" },
    h("h2", {}, "Practice game"),
    h("label", {}, h("input", { type: "checkbox", checked: p.showHints, "data-focus": "practice-hints",
      onchange: (e: Event) => { const on = (e.target as HTMLInputElement).checked; ui.local(() => { setShowHints(p, on); }); } }),
    " Show the expert's view at each of my turns"),
    h("p", { class: "practice-quiet" }, "After each trick, a choice of yours that cost much is pointed out above your hand."));
}

// The last costly choice looked back on, above the hand (in the dock, so it
// is on screen on a phone) until the person has read it.
export function practiceNoticeView(m: Model, ui: Ui): HTMLElement | null {
  const p = m.practice;
  if (!p || p.table !== m.tableId || !p.notice) return null;
  return h("div", { class: "practice-notice", role: "status" },
    h("p", {}, p.notice),
    h("button", { type: "button", class: "secondary", "data-focus": "practice-read", onclick: () => { ui.local(() => { p.notice = null; }); } }, "Got it"));
}

// What comes after an evening's round at this table: the next round, or,
// after the last, the final standings (issue 38: the last round promised
// a next one).
function eventNextWords(m: Model, event: string): string {
  const ev = m.events.get(event);
  if (ev?.you && "after_break" in ev.you)
    return `A break: round ${ev.round} begins after it, at table ${ev.you.number}, seat ${ev.you.seat + 1} (the page takes you there).`;
  if (ev && ev.rounds > 0 && ev.round >= ev.rounds)
    return "That was the evening's last round: the final standings come as soon as every table is done.";
  return "This round is over at this table: the evening seats you for the next round as soon as every table is done.";
}
