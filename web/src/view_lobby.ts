// The lobby: the open tables with their rules in words, seats (who, bots,
// open ones to join), watch; and the create form.
import { h } from "./dom";
import type { Model } from "./model";
import type { LobbyTable } from "./protocol";
import type { Ui } from "./ui";
import type { CreateForm } from "./view_create";

function seatWords(t: LobbyTable): HTMLElement {
  return h("ul", { class: "lobby-seats" }, ...t.seats.map((s) =>
    h("li", {}, `Seat ${s.seat + 1}: `, s.open && !s.bot ? "open" : s.name,
      s.bot ? h("span", { class: "badge" }, s.open ? "bot, seat open" : "bot") : null,
      s.away ? h("span", { class: "badge" }, "away") : null)));
}

function tableRow(t: LobbyTable, ui: Ui): HTMLElement {
  const joinable = t.seats.filter((s) => s.open && t.status !== "over");
  return h("li", { class: "lobby-table", "data-table": t.table },
    h("h3", {}, t.name),
    h("p", { class: "rules" }, t.rules.replace(/_/g, " "), t.clock ? `, ${t.clock} s a turn` : "", t.hints ? ", hints" : ""),
    h("p", { class: "status" }, t.status),
    seatWords(t),
    h("p", { class: "lobby-actions" },
      ...joinable.map((s) => h("button", { type: "button", class: "join", "data-seat": s.seat, "data-focus": `join-${t.table}-${s.seat}`,
        onclick: () => { ui.join(t.table, s.seat, null); } }, `Join seat ${s.seat + 1}`)),
      h("button", { type: "button", class: "watch", "data-focus": `watch-${t.table}`, onclick: () => { ui.watch(t.table, null); } }, "Watch")));
}

// The person's finished games, newest first, each with its record.
function historyView(m: Model): HTMLElement | null {
  const hist = m.history;
  if (!hist || hist.games.length === 0) return null;
  const t = hist.totals;
  return h("section", { class: "history", "aria-label": "your games" },
    h("h2", {}, "Your games"),
    h("p", {}, `${t.games} played, ${t.wins} won, ${t.points} points, ${t.loners} loners, ${t.euchres} euchres.`),
    h("ul", {}, ...hist.games.slice(0, 10).map((g) => h("li", {},
      `${new Date(g.started_ms).toLocaleString()}: ${g.won ? "won" : "lost"}, ${g.points} points `,
      h("a", { href: g.record, download: `euchre-game-${g.game}.egn` }, "record")))));
}

export function lobbyView(m: Model, ui: Ui, form: CreateForm | null): HTMLElement {
  const list = m.lobby.length
    ? h("ul", { class: "lobby-tables" }, ...m.lobby.map((t) => tableRow(t, ui)))
    : h("p", {}, "No open tables yet: create one.");
  return h("div", { class: "lobby" },
    h("div", { class: "lobby-side" },
      h("section", { class: "tables", "aria-label": "open tables" }, h("h2", {}, "Open tables"), list),
      historyView(m)),
    form ? form.element : h("p", {}, "Loading the rules…"));
}
