// The panels over the table: the end of a deal (every hand revealed, from
// deal_over), the end of the game (summary, the record, rematch), the
// expert's hint, the seat picker, and the invite link of a new table.
import { suitWords } from "./cards";
import { h } from "./dom";
import { orderHand } from "./hand_order";
import type { Model } from "./model";
import { mySeat } from "./model";
import { scorerName, seatCount, seatName } from "./sides";
import type { Ui } from "./ui";
import { cardView } from "./view_card";

export function dealOverView(m: Model, ui: Ui): HTMLElement | null {
  const d = m.dealOver;
  if (!d || !m.dealOverOpen) return null;
  const scores = d.score.length;
  const made = d.maker === null
    ? "Nobody made trump."
    : `${seatName(m, d.maker)} made ${d.trump ? suitWords[d.trump] : "trump"}${d.alone !== null ? ", alone" : ""}${
      d.defender_alone !== null ? `; ${seatName(m, d.defender_alone)} defended alone` : ""}.`;
  const results = d.points.map((p, scorer) =>
    h("li", {}, `${scorerName(m, scorer, scores)}: ${d.tricks[scorer] ?? 0} tricks, ${p >= 0 ? "+" : ""}${p} point${p === 1 ? "" : "s"}, score ${d.score[scorer] ?? 0}`));
  const hands = d.hands.map((hand, seat) =>
    h("li", { "data-seat": seat }, h("span", { class: "hand-owner" }, seatName(m, seat)),
      h("span", { class: "cards" }, ...orderHand(hand, d.trump).map((c) => cardView(c, "small")))));
  return h("section", { class: "panel deal-over", role: "dialog", "aria-label": `deal ${d.deal + 1} is over` },
    h("h2", {}, `Deal ${d.deal + 1} is over`),
    h("p", {}, made),
    h("ul", { class: "results" }, ...results),
    h("h3", {}, "The hands as dealt"),
    h("ul", { class: "hands" }, ...hands),
    h("button", { type: "button", "data-focus": "close-deal", onclick: () => { ui.local((mm) => { mm.dealOverOpen = false; }); } }, "Close (Esc)"));
}

export function gameOverView(m: Model, ui: Ui): HTMLElement | null {
  const g = m.gameOver;
  if (!g) return null;
  const scores = g.score.length;
  const me = mySeat(m);
  const winner = g.winner === null ? "Nobody won." : `${scorerName(m, g.winner, scores)} won.`;
  const asked = me !== null && (m.table?.rematch ?? []).includes(me);
  const waiting = (m.table?.rematch ?? []).map((s) => seatName(m, s));
  return h("section", { class: "panel game-over", role: "dialog", "aria-label": "the game is over" },
    h("h2", {}, "Game over"),
    h("p", { class: "winner" }, winner),
    h("ul", {}, ...g.score.map((p, scorer) => h("li", {}, `${scorerName(m, scorer, scores)}: ${p}`))),
    h("p", {}, h("a", { href: g.record, download: `euchre-game-${g.game}.egn`, class: "record-link" }, "Download the game record (EGN)"), " ",
      h("button", { type: "button", class: "replay", "data-focus": "replay-game", onclick: () => { ui.replayGame(g.game, g.record); } },
        "Replay with analysis")),
    waiting.length ? h("p", {}, `Rematch asked by ${waiting.join(", ")}.`) : null,
    me !== null ? h("button", { type: "button", disabled: asked, "data-focus": "rematch",
      onclick: () => { ui.send({ type: "rematch", table: g.table }); } }, asked ? "Rematch asked" : "Rematch") : null,
    h("button", { type: "button", "data-focus": "to-lobby", onclick: () => { ui.leave(); } }, "Back to the lobby"));
}

export function hintView(m: Model): HTMLElement | null {
  const hint = m.hint;
  if (!hint) return null;
  return h("section", { class: "panel hint", "aria-label": "the expert's hint" },
    h("h2", {}, "The expert's view"),
    h("ol", {}, ...hint.actions.map((a) => h("li", {},
      h("strong", {}, a.name), a.expected_points !== null ? ` ${a.expected_points.toFixed(2)} points expected` : "",
      a.win_chance !== null ? `, ${Math.round(a.win_chance * 100)}% to win` : "", h("br"), a.reason))));
}

// Seats one may take: open ones (a bot plays them until someone sits).
export function seatPickerView(m: Model, ui: Ui): HTMLElement | null {
  const t = m.table;
  if (!t || mySeat(m) !== null || t.status === "over") return null;
  const open = t.seats.filter((s) => s.open);
  return h("section", { class: "panel seat-picker", "aria-label": "choose a seat" },
    h("h2", {}, `${t.name}: ${t.rules.replace(/_/g, " ")}`),
    open.length
      ? h("p", {}, "Take a seat:", ...open.map((s) => h("button", { type: "button", class: "sit", "data-seat": s.seat,
        "data-focus": `sit-${s.seat}`, onclick: () => { ui.join(t.table, s.seat, m.invite); } },
      `Sit in seat ${s.seat + 1}${s.bot ? ` (now ${s.name})` : ""}`)))
      : h("p", {}, "Every seat is taken: you are watching."),
    h("p", {}, `Seats: ${t.seats.map((s) => `${s.seat + 1} ${s.open ? "open" : s.name}${s.bot && !s.open ? " (bot)" : ""}`).join(", ")}.`));
}

export function inviteView(m: Model): HTMLElement | null {
  const c = m.created;
  if (!c?.invite || m.tableId !== c.table) return null;
  const link = `${window.location.origin}/?table=${encodeURIComponent(c.table)}&invite=${encodeURIComponent(c.invite)}`;
  return h("section", { class: "panel invite", "aria-label": "invite link" },
    h("p", {}, "A private table: friends join with this link. ",
      h("a", { href: link, class: "invite-link" }, link)));
}

export function seatsSummary(m: Model): string {
  return Array.from({ length: seatCount(m) }, (_, i) => seatName(m, i)).join(", ");
}
