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

// The seats of one side of a table, each with its place: at the hall's
// tables the compass point (North, East, South, West: the score sheet's),
// at the server's its seat number, as each person's card says it.
const compass = ["N", "E", "S", "W"];
function side(ev: EventInfo, table: EventInfo["tables"][number], a: number, b: number): HTMLElement {
  const seat = (i: number): HTMLElement => {
    const who = table.seats[i];
    const place = ev.in_person ? compass[i] ?? "?" : String(i + 1);
    return h("span", { class: "screen-seat" }, h("span", { class: "seat-place", "aria-label": ev.in_person ? undefined : `seat ${place}` }, place),
      " ", who?.bot ? "bot" : who?.name ?? "?");
  };
  return h("p", { class: "screen-side" }, seat(a), " & ", seat(b));
}

// Who sits this round out (a bye): the evening's people who neither left,
// nor wait for a place, nor hold a seat at one of the round's tables. The
// hall reads it on the screen (issue 38: it never named them).
export function sittingOut(ev: EventInfo): string[] {
  const seated = new Set(ev.tables.flatMap((t) => t.seats.map((s) => s.person)).filter((p) => p !== null));
  return ev.people.filter((p) => !p.left && !p.waiting && !seated.has(p.person)).map((p) => p.name);
}

// A list that may not fit the screen: its pages turn by themselves
// (turnPages). The caption says which page is shown.
function paged(tag: string, cls: string, label: string, items: HTMLElement[]): HTMLElement {
  return h("section", { class: `screen-paged ${cls}`, "aria-label": label },
    h("p", { class: "screen-page-caption", "aria-live": "off" }),
    h(tag, { class: "screen-pages", "data-pages": "1", "data-page": "0" }, ...items));
}

export function screenView(m: Model): HTMLElement {
  const ev = m.eventId ? m.events.get(m.eventId) : undefined;
  if (!ev) return h("div", { class: "big-screen" }, h("h1", {}, "Waiting for the evening…"));
  const running = ev.status === "running";
  const before = ev.status === "registering" || ev.status === "checking_in";
  const out = running ? sittingOut(ev) : [];
  const tables = running ? paged("div", "screen-tables", "where everyone sits",
    ev.tables.map((t) => h("div", { class: `screen-table${t.done ? " done" : ""}`, "data-table": t.number },
      h("h2", {}, `Table ${t.number}`, t.upcoming ? h("span", { class: "badge" }, "after the break")
        : t.done ? h("span", { class: "badge" }, "done")
          : t.score ? h("span", { class: "badge" }, "score in") : null),
      side(ev, t, 0, 2), h("p", { class: "versus" }, "v"), side(ev, t, 1, 3)))) : null;
  const people = before ? paged("ul", "screen-people", "who is registered",
    ev.people.map((p) => h("li", { class: p.checked_in ? "here" : "" }, p.name, p.checked_in ? " ✓" : ""))) : null;
  const standings = ev.standings.length ? paged("ol", "screen-standings", "standings",
    ev.standings.map((s) => h("li", { value: s.place },
      h("span", { class: "place" }, `${s.place}.`), h("span", { class: "who" }, s.name),
      h("span", { class: "pts" }, "percent" in s ? `${s.percent.toFixed(1)}%` : `${s.points}`)))) : null;
  standings?.prepend(h("h2", {}, ev.status === "over" ? "Final standings" : "Standings"));
  return h("div", { class: `big-screen${standings && (tables || people) ? " two-columns" : ""}`, "data-event": ev.event, "data-status": ev.status },
    h("header", {},
      h("h1", {}, ev.name),
      h("p", { class: "screen-status" }, running ? `Round ${ev.round} of ${ev.rounds}` : statusWords[ev.status],
        ev.status === "registering" ? ` — ${ev.people.length} registered` : "",
        ev.status === "checking_in" ? ` — ${ev.people.filter((p) => p.checked_in).length} of ${ev.people.length} here` : "",
        ev.clock ? h("span", { class: "screen-clock" }, " — ", eventClockLine(ev.clock, m.eventClockOffset)) : null),
      // Before it begins the hall reads the code to register by.
      before ? h("p", { class: "screen-code" }, "Register on your phone: open the euchre page and type the code ", h("strong", {}, ev.event)) : null),
    h("div", { class: "screen-body" }, tables ?? people, standings),
    out.length ? h("p", { class: "screen-sitting-out" }, `Sitting out round ${ev.round}: ${out.join(", ")}`) : null,
    // The name bar (with its "Connected") is hidden here: a lost connection is said on the screen.
    m.status === "open" ? null : h("p", { class: "screen-offline", role: "status" }, m.statusText));
}

// Shows page `tick` (turning round) of every paged list under `root`: as
// many items as the list's box holds, measured as laid out now, so every
// table, seat and place is shown at any screen size, a page at a time.
export function turnPages(root: HTMLElement, tick: number): void {
  for (const list of root.querySelectorAll<HTMLElement>(".screen-pages")) {
    const items = [...list.children] as HTMLElement[];
    for (const item of items) item.hidden = false;
    const bottom = list.getBoundingClientRect().bottom + 1;
    let fits = items.findIndex((item) => item.getBoundingClientRect().bottom > bottom);
    if (fits < 0) fits = items.length;
    const perPage = Math.max(1, fits);
    const pages = Math.max(1, Math.ceil(items.length / perPage));
    const page = tick % pages;
    items.forEach((item, i) => { item.hidden = Math.floor(i / perPage) !== page; });
    list.dataset.pages = String(pages);
    list.dataset.page = String(page);
    const caption = list.parentElement?.querySelector<HTMLElement>(".screen-page-caption");
    if (caption) {
      const first = page * perPage + 1, last = Math.min(items.length, (page + 1) * perPage);
      caption.textContent = pages > 1 ? `${first}–${last} of ${items.length} · page ${page + 1} of ${pages}` : "";
    }
  }
}
