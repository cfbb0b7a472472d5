// The big screen of a club evening (docs/events.md, "The big screen"): for
// the hall's TV or projector, at `/?event=ID&screen=1`. Where everyone sits
// this round, which tables are done, and the standings, in large type. It
// shows what the server says; it asks again every few seconds.
import { h } from "./dom";
import { eventClockLine } from "./event_clock";
import type { Model } from "./model";
import type { EventInfo } from "./protocol";

const statusWords: Record<EventInfo["status"], string> = {
  registering: "Registration open", checking_in: "Checking in", running: "Playing", over: "The evening is over",
};

// "Ann & Cy": the partners of one side of a table (a bot is "bot").
function side(table: EventInfo["tables"][number], a: number, b: number): string {
  const name = (i: number): string => (table.seats[i]?.bot ? "bot" : table.seats[i]?.name ?? "?");
  return `${name(a)} & ${name(b)}`;
}

// Who sits this round out (a bye): the evening's people who neither left,
// nor wait for a place, nor hold a seat at one of the round's tables. The
// hall reads it on the screen (issue 38: it never named them).
export function sittingOut(ev: EventInfo): string[] {
  const seated = new Set(ev.tables.flatMap((t) => t.seats.map((s) => s.person)).filter((p) => p !== null));
  return ev.people.filter((p) => !p.left && !p.waiting && !seated.has(p.person)).map((p) => p.name);
}

export function screenView(m: Model): HTMLElement {
  const ev = m.eventId ? m.events.get(m.eventId) : undefined;
  if (!ev) return h("main", { class: "big-screen" }, h("h1", {}, "Waiting for the evening…"));
  return h("main", { class: "big-screen", "data-event": ev.event, "data-status": ev.status },
    h("header", {},
      h("h1", {}, ev.name),
      h("p", { class: "screen-status" }, ev.status === "running" ? `Round ${ev.round} of ${ev.rounds}` : statusWords[ev.status],
        ev.status === "registering" ? ` — ${ev.people.length} registered` : "",
        ev.status === "checking_in" ? ` — ${ev.people.filter((p) => p.checked_in).length} of ${ev.people.length} here` : ""),
      // Before it begins the hall reads the code to register by.
      ev.status === "registering" || ev.status === "checking_in"
        ? h("p", { class: "screen-code" }, "Register on your phone: open the euchre page and type the code ", h("strong", {}, ev.event)) : null,
      ev.clock ? h("p", { class: "screen-clock" }, eventClockLine(ev.clock, m.eventClockOffset)) : null),
    ev.status === "running" ? h("section", { class: "screen-tables", "aria-label": "where everyone sits" },
      ...ev.tables.map((t) => h("div", { class: `screen-table${t.done ? " done" : ""}`, "data-table": t.number },
        h("h2", {}, `Table ${t.number}`, t.done ? h("span", { class: "badge" }, "done")
          : t.score ? h("span", { class: "badge" }, "score in") : null),
        h("p", {}, side(t, 0, 2)), h("p", { class: "versus" }, "v"), h("p", {}, side(t, 1, 3))))) : null,
    ev.status === "running" && sittingOut(ev).length
      ? h("p", { class: "screen-sitting-out" }, `Sitting out round ${ev.round}: ${sittingOut(ev).join(", ")}`) : null,
    ev.status === "registering" || ev.status === "checking_in" ? h("ul", { class: "screen-people" },
      ...ev.people.map((p) => h("li", { class: p.checked_in ? "here" : "" }, p.name, p.checked_in ? " ✓" : ""))) : null,
    ev.standings.length ? h("section", { class: "screen-standings", "aria-label": "standings" },
      h("h2", {}, ev.status === "over" ? "Final standings" : "Standings"),
      h("ol", {}, ...ev.standings.slice(0, 24).map((s) => h("li", { value: s.place },
        h("span", { class: "who" }, s.name), h("span", { class: "pts" }, "percent" in s ? `${s.percent.toFixed(1)}%` : `${s.points}`))))) : null);
}
