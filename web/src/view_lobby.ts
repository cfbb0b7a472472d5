// The lobby: "Play now" first, the open tables with their rules in words,
// seats (who, bots, open ones to join), watch; and the create form.
import { h } from "./dom";
import type { Model } from "./model";
import type { History, LobbyTable } from "./protocol";
import type { Ui } from "./ui";
import type { CreateForm } from "./view_create";
import { levelWords } from "./sides";
import { devicesView } from "./view_devices";
import { eventsView } from "./view_events";
import { clubsSection } from "./view_club";
import { ratingsView } from "./view_ratings";
import { openCreate, startView } from "./view_start";
import { errorView } from "./view_table";

// "Cy (expert 2)" for a bot with a person-like name and a level (newer
// servers); older servers name a bot by its level.
function seatWho(s: LobbyTable["seats"][number]): string {
  if (s.bot) return s.level ? `${s.name} (${levelWords(s.level)})` : s.name;
  return s.open ? "open" : s.name;
}

function seatWords(t: LobbyTable): HTMLElement {
  return h("ul", { class: "lobby-seats" }, ...t.seats.map((s) =>
    h("li", {}, `Seat ${s.seat + 1}: `, seatWho(s),
      s.bot ? h("span", { class: "badge" }, s.open ? "bot, seat open" : "bot") : null,
      s.away ? h("span", { class: "badge" }, "away") : null)));
}

const statusWords: Record<LobbyTable["status"], string> = {
  waiting: "waiting for players", shuffling: "playing", playing: "playing", over: "finished",
};

function tableRow(t: LobbyTable, ui: Ui): HTMLElement {
  const joinable = t.seats.filter((s) => s.open && t.status !== "over");
  return h("li", { class: "lobby-table", "data-table": t.table, "data-status": t.status },
    h("h3", {}, t.name),
    h("p", { class: "rules" }, t.rules.replace(/_/g, " "), t.clock ? `, ${t.clock} s a turn` : "", t.hints ? ", hints" : ""),
    h("p", { class: "status" }, statusWords[t.status]),
    seatWords(t),
    h("p", { class: "lobby-actions" },
      ...joinable.map((s) => h("button", { type: "button", class: "join", "data-seat": s.seat, "data-focus": `join-${t.table}-${s.seat}`,
        onclick: () => { ui.join(t.table, s.seat, null); } }, `Join seat ${s.seat + 1}`)),
      h("button", { type: "button", class: "watch", "data-focus": `watch-${t.table}`, onclick: () => { ui.watch(t.table, null); } }, t.status === "over" ? "Look" : "Watch")));
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
  return h("section", { class: "history", "aria-labelledby": "your-games" },
    h("h2", { id: "your-games" }, "Your games"),
    t && t.games > 0 ? statsView(t) : h("p", {}, "Your finished games will be listed here."),
    hist && hist.games.length ? h("ul", { class: "history-games" }, ...hist.games.slice(0, 10).map((g) => h("li", { "data-game": g.game },
      `${new Date(g.started_ms).toLocaleString()}: ${g.won ? "won" : "lost"}, ${g.points} points `,
      h("a", { href: g.record, download: `euchre-game-${g.game}.egn` }, "record"), " ",
      h("button", { type: "button", class: "replay", "data-focus": `replay-${g.game}`, onclick: () => { ui.replayGame(g.game, g.record); } },
        "Replay with analysis")))) : null,
    h("p", {}, h("label", { for: "replay-file" }, "Replay a record (EGN file): "), upload),
    devicesView(m, ui));
}

// The first screen: "Play now" (view_start.ts) on top, so one tap starts a
// game on a phone with no scrolling; then the open tables and the create
// form; the club evenings, ratings and one's games beside them (below on a
// phone). Open tables are the ones still played or waiting; finished ones
// leave the list for a short "Just finished" one (the newest few).
export function lobbyView(m: Model, ui: Ui, form: CreateForm | null): HTMLElement {
  const live = m.lobby.filter((t) => t.status !== "over");
  const over = m.lobby.filter((t) => t.status === "over").slice(-3).reverse();
  const list = live.length
    ? h("ul", { class: "lobby-tables" }, ...live.map((t) => tableRow(t, ui)))
    : h("p", {}, "No open tables yet: ",
      h("a", { href: "#create-table", class: "to-create", "data-focus": "empty-create",
        onclick: (e: Event) => { e.preventDefault(); openCreate(); } }, "create one"), ".");
  return h("div", { class: "lobby" },
    h("h1", { class: "lobby-title" }, "Euchre: play at a table"),
    errorView(m, ui),
    startView(m, ui),
    h("div", { class: "lobby-main" },
      h("section", { class: "tables", "aria-labelledby": "open-tables" }, h("h2", { id: "open-tables" }, "Open tables"), list),
      over.length ? h("section", { class: "finished", "aria-labelledby": "just-finished" }, h("h2", { id: "just-finished" }, "Just finished"),
        h("ul", { class: "lobby-tables finished-tables" }, ...over.map((t) => tableRow(t, ui)))) : null,
      form ? form.element : h("p", {}, "Loading the rules…")),
    h("div", { class: "lobby-side" },
      eventsView(m, ui),
      clubsSection(m, ui),
      ratingsView(m, ui),
      historyView(m, ui)));
}
