// The lobby: the open tables with their rules in words, seats (who, bots,
// open ones to join), watch; and the create form.
import { h } from "./dom";
import type { Model } from "./model";
import type { History, LobbyTable } from "./protocol";
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

// The person's statistics from the store (the history message's totals).
function statsView(t: History["totals"]): HTMLElement {
  const rate = t.games > 0 ? Math.round((100 * t.wins) / t.games) : 0;
  const item = (name: string, key: string, value: string): HTMLElement[] =>
    [h("dt", {}, name), h("dd", { "data-stat": key }, value)];
  return h("dl", { class: "stats", "aria-label": "your statistics" },
    ...item("Games played", "games", String(t.games)),
    ...item("Won", "wins", `${t.wins} (${rate}%)`),
    ...item("Points scored", "points", String(t.points)),
    ...item("Points a game", "per-game", (t.points / t.games).toFixed(1)),
    ...item("Loners", "loners", String(t.loners)),
    ...item("Euchres", "euchres", String(t.euchres)));
}

// The person's finished games, newest first, each with its record and a
// replay with the expert's analysis; and a record file to replay.
function historyView(m: Model, ui: Ui): HTMLElement {
  const hist = m.history;
  const t = hist?.totals;
  const upload = h("input", { type: "file", id: "replay-file", accept: ".egn,.json,application/json",
    onchange: (e: Event) => {
      const input = e.target as HTMLInputElement;
      const file = input.files?.[0];
      if (file) void file.text().then((text) => { ui.replayText(file.name, text); });
    } });
  return h("section", { class: "history", "aria-label": "your games" },
    h("h2", {}, "Your games"),
    t && t.games > 0 ? statsView(t) : h("p", {}, "Your finished games will be listed here."),
    hist && hist.games.length ? h("ul", { class: "history-games" }, ...hist.games.slice(0, 10).map((g) => h("li", { "data-game": g.game },
      `${new Date(g.started_ms).toLocaleString()}: ${g.won ? "won" : "lost"}, ${g.points} points `,
      h("a", { href: g.record, download: `euchre-game-${g.game}.egn` }, "record"), " ",
      h("button", { type: "button", class: "replay", "data-focus": `replay-${g.game}`, onclick: () => { ui.replayGame(g.game, g.record); } },
        "Replay with analysis")))) : null,
    h("p", {}, h("label", { for: "replay-file" }, "Replay a record (EGN file): "), upload));
}

export function lobbyView(m: Model, ui: Ui, form: CreateForm | null): HTMLElement {
  const list = m.lobby.length
    ? h("ul", { class: "lobby-tables" }, ...m.lobby.map((t) => tableRow(t, ui)))
    : h("p", {}, "No open tables yet: create one.");
  return h("div", { class: "lobby" },
    h("div", { class: "lobby-side" },
      h("section", { class: "tables", "aria-label": "open tables" }, h("h2", {}, "Open tables"), list),
      historyView(m, ui)),
    form ? form.element : h("p", {}, "Loading the rules…"));
}
