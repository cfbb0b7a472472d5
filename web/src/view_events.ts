// Club events in the lobby (docs/events.md): create a progressive evening,
// join one by its link, and for each event of the person: who registered,
// the organiser's Start, where to sit this round, the round's tables and
// the standings. The server seats people itself; the page shows it.
import { h } from "./dom";
import { eventClockLine } from "./event_clock";
import { eventEditView, fitWords, kBreaks, kLateArrivals, kPlaces, kTurnClocks, turnClockWords } from "./view_event_edit";
import { addGuestForm, inPersonWhere, organiserScores, scoresLog } from "./view_scores";
import { boardsContribution, boardsView, duplicateStandingsView, isDuplicateStandings, keyQuery } from "./view_boards";
import { playedView } from "./view_played";
import type { Model } from "./model";
import type { EventInfo, EventStanding, RulesCatalog } from "./protocol";
import { RuleChoice } from "./rule_options";
import type { Ui } from "./ui";

const statusWords: Record<EventInfo["status"], string> = {
  registering: "open for registration", checking_in: "checking in", running: "playing", over: "finished",
};
const movementWords: Record<EventInfo["movement"], string> = {
  fixed: "fixed movement", "head-table": "head-table movement", whist: "everyone partners everyone (whist schedule)",
  "round-robin": "the same partners all evening, every team meets every other (round robin)",
  swiss: "the same partners all evening, teams of like results meet (Swiss)",
};

function fixedPartners(ev: EventInfo): boolean {
  return ev.movement === "round-robin" || ev.movement === "swiss";
}

function eventLink(id: string): string {
  const url = new URL(window.location.href);
  url.search = "";
  url.searchParams.set("event", id);
  return url.href;
}

function standingsView(ev: EventInfo, me: number | null): HTMLElement | null {
  if (!ev.standings.length) return null;
  if (isDuplicateStandings(ev)) return duplicateStandingsView(ev.standings, ev.status === "over", me);
  return progressiveStandingsView(ev, ev.standings as EventStanding[], me);
}

// With fixed partners the standings rank by rounds won (matches), then
// points, and name each one's partner.
// Rounds won of those played, and the byes (credited their own average:
// docs/events.md, "Byes and bots") apart, so nobody's tally is a mystery.
function roundsCell(s: EventStanding): string {
  return s.rounds_played === undefined ? String(s.rounds_won) : `${s.rounds_won} of ${s.rounds_played}`;
}

function progressiveStandingsView(ev: EventInfo, standings: EventStanding[], me: number | null): HTMLElement {
  const teams = fixedPartners(ev);
  const byes = standings.some((s) => s.byes > 0);
  const heads = [...(teams ? ["Place", "Name & partner", "Won", "Points", "Loners"] : ["Place", "Name", "Points", "Rounds won", "Loners"]),
    ...(byes ? ["Byes"] : [])];
  return h("table", { class: "standings" },
    h("caption", {}, ev.status === "over" ? "Final standings" : "Standings so far", teams ? " (by rounds won, then points)" : ""),
    h("thead", {}, h("tr", {}, ...heads.map((t) => h("th", { scope: "col" }, t)))),
    h("tbody", {}, ...standings.map((s) => h("tr", { class: s.person === me ? "me" : "" },
      h("td", {}, String(s.place)), h("th", { scope: "row" }, s.person === me ? `${s.name} (you)` : s.name,
        teams && s.partner ? h("span", { class: "partner" }, ` & ${s.partner}`) : null),
      ...(teams ? [h("td", {}, roundsCell(s)), h("td", {}, String(s.points))]
        : [h("td", {}, String(s.points)), h("td", {}, roundsCell(s))]),
      h("td", {}, String(s.loners)),
      byes ? h("td", {}, String(s.byes)) : null))));
}

// Fixed partners, before the evening begins: who asked for whom, and the
// buttons to ask for a partner (two who ask for each other are a team; the
// others are paired by lot when it begins).
function partnerNote(ev: EventInfo, p: EventInfo["people"][number], me: number | null, ui: Ui): (HTMLElement | string | null)[] {
  const mine = ev.people.find((q) => q.person === me);
  const asked = ev.people.find((q) => q.person === p.asks_partner);
  const mutual = asked !== undefined && asked.asks_partner === p.person;
  const out: (HTMLElement | string | null)[] = [];
  if (mutual) out.push(h("span", { class: "partners" }, ` · partners with ${asked.person === me ? "you" : asked.name}`));
  else if (asked) out.push(h("span", { class: "asks" }, ` · asked for ${asked.person === me ? "you" : asked.name}`));
  if (!mine || p.person === me || mutual) return out;
  const label = p.asks_partner === me ? `Partner ${p.name} too` : `Ask ${p.name} to partner you`;
  if (mine.asks_partner === p.person) {
    out.push(" ", h("button", { type: "button", class: "secondary event-partner", "data-focus": `event-partner-${ev.event}-${p.person}`,
      onclick: () => { ui.send({ type: "event_partner", event: ev.event, person: null }); } }, "Withdraw the ask"));
  } else {
    out.push(" ", h("button", { type: "button", class: "secondary event-partner", "data-focus": `event-partner-${ev.event}-${p.person}`,
      onclick: () => { ui.send({ type: "event_partner", event: ev.event, person: p.person }); } }, label));
  }
  return out;
}

// A round's length in words: "8 deals" or "20 minutes".
export function roundLength(ev: EventInfo): string {
  if (ev.games) return `best of ${ev.games} games`;
  return ev.minutes ? `${ev.minutes} minutes (the deal being played is finished)` : `${ev.deals} deals`;
}

// Every number of rounds from 1 to 13; those a whist schedule ("all partner
// all") has say for how many people (4k people play 4k-1 rounds, 4k+1
// people 4k+1: issue 38 found 2/4/6/8 offered, which fit none).
const kWhistPeople: Record<number, number> = { 3: 4, 5: 5, 7: 8, 9: 9, 11: 12, 13: 13 };
function roundChoices(): [string, string][] {
  return Array.from({ length: 13 }, (_, i) => i + 1).map((n) => {
    const people = kWhistPeople[n];
    return [String(n), people ? `${n} (all partner all: ${people} people)` : String(n)];
  });
}

function whereView(ev: EventInfo, m: Model, ui: Ui): HTMLElement | null {
  if (ev.you && "no_show" in ev.you) return h("p", { class: "event-where" }, "The evening began without you: you had not checked in.");
  if (ev.you && "waiting_list" in ev.you) {
    return h("p", { class: "event-where" }, ev.status === "registering" || ev.status === "checking_in"
      ? `The evening is full: you are number ${ev.you.waiting_list} on its waiting list, and take the place of the first who cannot come.`
      : `The evening began full: you were number ${ev.you.waiting_list} on its waiting list.`);
  }
  if (ev.you && "waiting" in ev.you) {
    return h("p", { class: "event-where" }, ev.you.from_round
      ? `You have a place from round ${ev.you.from_round}: you will be seated then.`
      : "You are registered: the organiser can give you a place from the next round.");
  }
  if (ev.status !== "running" || !ev.you) return null;
  if ("sitting_out" in ev.you) return h("p", { class: "event-where" }, `Round ${ev.round}: you sit out this round.`);
  if ("left" in ev.you) return h("p", { class: "event-where" }, "You left this evening: a bot plays your seat.");
  if ("after_break" in ev.you) {
    const seat = ev.in_person ? ["North", "East", "South", "West"][ev.you.seat] ?? "" : `seat ${ev.you.seat + 1}`;
    return h("p", { class: "event-where" }, `A break. Round ${ev.round} of ${ev.rounds}, after it: table ${ev.you.number}, ${seat}.`);
  }
  if ("in_person" in ev.you) return inPersonWhere(ev, ev.you, ui);
  const you = ev.you;
  return h("p", { class: "event-where" }, `Round ${ev.round} of ${ev.rounds}: table ${you.number}, seat ${you.seat + 1}. `,
    m.tableId === you.table ? null : h("button", { type: "button", class: "primary go-to-table", "data-focus": `event-go-${ev.event}`,
      onclick: () => { ui.watch(you.table, null); } }, "Go to your table"));
}

// The organiser gives someone waiting a place a bot plays (a leaver's or a
// bye-filling bot's), from the next round.
function placeChooser(ev: EventInfo, p: EventInfo["people"][number], ui: Ui): HTMLElement {
  const id = `event-place-${ev.event}-${p.person}`;
  const select = h("select", { id, "data-focus": id, "aria-label": `The place to give ${p.name}` },
    ...ev.places.map((place) => h("option", { value: String(place.player) },
      place.instead_of ? `${place.instead_of}'s place (left)` : `a bot's place (no. ${place.player + 1})`))) as HTMLSelectElement;
  return h("span", { class: "event-place" }, " ", select, " ",
    h("button", { type: "button", class: "secondary event-substitute", "data-focus": `${id}-give`,
      onclick: () => { ui.send({ type: "event_substitute", event: ev.event, person: p.person, player: Number(select.value) }); } },
    `Give ${p.name} this place`));
}

// A step that cannot be taken back by its own button (the organiser can
// bring someone back, but a tap on the wrong line should not need it):
// the first tap asks, in words that say what follows; "yes" sends.
// A step that waits for "yes" (a drop, a leave; the clubs' removal and leaving too).
export function confirmed(key: string, m: Model, ui: Ui, button: { label: string; aria: string; cls: string },
  question: string, yes: string, no: string, send: () => void): HTMLElement {
  if (m.confirming !== key)
    return h("button", { type: "button", class: `secondary ${button.cls}`, "data-focus": key, "aria-label": button.aria,
      onclick: () => { ui.local((x) => { x.confirming = key; }); } }, button.label);
  return h("span", { class: "ask-first", role: "group", "aria-label": question }, " ", question, " ",
    h("button", { type: "button", class: "danger ask-first-yes", "data-focus": `${key}-yes`,
      onclick: () => { ui.local((x) => { x.confirming = null; }); send(); } }, yes), " ",
    h("button", { type: "button", class: "secondary ask-first-no", "data-focus": `${key}-no`,
      onclick: () => { ui.local((x) => { x.confirming = null; }); } }, no));
}

function dropButton(ev: EventInfo, p: EventInfo["people"][number], m: Model, ui: Ui): HTMLElement {
  const before = ev.status === "registering" || ev.status === "checking_in";
  return confirmed(`event-drop-${ev.event}-${p.person}`, m, ui,
    { label: "Drop", aria: `Drop ${p.name} from the evening`, cls: "event-drop" },
    before ? `Drop ${p.name}? They are no longer registered (they may register again by the link).`
      : `Drop ${p.name}? A bot plays their seat from now on, and they leave the standings (you can bring them back).`,
    `Yes, drop ${p.name}`, "Keep them",
    () => { ui.send({ type: "event_drop", event: ev.event, person: p.person }); });
}

function leaveButton(ev: EventInfo, checking: boolean, m: Model, ui: Ui): HTMLElement {
  return confirmed(`event-leave-${ev.event}`, m, ui,
    { label: checking ? "Unregister" : "Leave the evening", aria: checking ? "Unregister from the evening" : "Leave the evening", cls: "event-leave" },
    checking ? "Unregister? You may register again by the link while it is open."
      : "Leave the evening? A bot plays your seat from now on, and you leave the standings (only the organiser can bring you back).",
    checking ? "Yes, unregister" : "Yes, leave", "Stay",
    () => { ui.send({ type: "event_leave", event: ev.event }); });
}

// A duplicate evening takes each person's contribution to its boards until it begins.
function withContribution(ev: EventInfo, message: Record<string, unknown>): Record<string, unknown> {
  return ev.format === "duplicate" && ev.status !== "running" ? { ...message, contribution: boardsContribution() } : message;
}

function eventCard(ev: EventInfo, m: Model, ui: Ui): HTMLElement {
  const organise = ev.organiser_person === m.person || ev.organises === true;
  const checking = ev.status === "registering" || ev.status === "checking_in";
  const people = h("ul", { class: "event-people-list" }, ...ev.people.map((p) => h("li", { "data-person": p.person },
    p.person === m.person ? `${p.name} (you)` : p.name, p.left ? " (left; a bot plays the seat)" : "",
    checking && p.checked_in ? h("span", { class: "checked-in" }, " ✓ here") : null,
    ...(checking && fixedPartners(ev) ? partnerNote(ev, p, m.person, ui) : []),
    p.waiting ? " (waiting for a place)" : null,
    organise && p.waiting && ev.places.length ? placeChooser(ev, p, ui) : null,
    organise && p.person !== m.person && !p.left && ev.status !== "over" ? dropButton(ev, p, m, ui) : null,
    organise && p.left && ev.status === "running" ? h("button", { type: "button", class: "secondary event-return",
      "data-focus": `event-return-${ev.event}-${p.person}`, "aria-label": `Bring ${p.name} back to the evening`,
      onclick: () => { ui.send({ type: "event_return", event: ev.event, person: p.person }); } }, "Bring back") : null)));
  const mine = ev.people.find((p) => p.person === m.person);
  const clock = eventClockLine(ev.clock, m.eventClockOffset);
  return h("li", { class: "event", "data-event": ev.event, "data-status": ev.status },
    h("h3", {}, ev.name),
    ev.starts_ms ? h("p", { class: "event-when" }, "For ", new Date(ev.starts_ms).toLocaleString(undefined,
      { weekday: "long", day: "numeric", month: "long", hour: "2-digit", minute: "2-digit" })) : null,
    h("p", { class: "event-facts" }, `${statusWords[ev.status]}; organised by ${organise ? "you" : ev.organiser}; `,
      `${ev.rounds} rounds of ${roundLength(ev)}, ${movementWords[ev.movement]}, ${ev.preset} rules`,
      ev.in_person ? "" : turnClockWords(ev.turn_clock ?? 60),
      ev.break_minutes ? `; a ${ev.break_minutes}-minute break between rounds` : "",
      ev.late_arrivals === "seat" ? "; latecomers take a bot's place from the next round" : "",
      ev.capacity ? `; ${ev.capacity} places${ev.waiting_list ? `, ${ev.waiting_list} waiting for one` : ""}` : "",
      ev.format === "duplicate" ? "; duplicate: every table plays the same boards, scored by matchpoints" : "",
      ev.in_person ? "; in person: the server seats the tables, one phone a table enters the scores" : "",
      ev.spectators ? "; anyone with the link may replay the rounds played" : ""),
    // What the movement promises for the people registered (before it begins).
    checking ? h("p", { class: "event-fit" }, fitWords(ev)) : null,
    organise && checking ? eventEditView(ev, m, ui) : null,
    ev.status === "running" ? h("p", { class: "event-round" }, `Round ${ev.round} of ${ev.rounds}: `, clock,
      // The organiser may cut a break short.
      organise && ev.clock && "break_ends_ms" in ev.clock ? h("button", { type: "button", class: "primary event-begin-round",
        "data-focus": `event-begin-${ev.event}`, onclick: () => { ui.send({ type: "event_start", event: ev.event }); } },
      ` Begin round ${ev.round} now`) : null) : null,
    ev.status === "checking_in" ? h("p", { class: "event-round" }, clock,
      ". The evening begins when everyone is here; whoever has not checked in by then is left out.") : null,
    h("p", { class: "event-people" }, `${ev.people.length} registered:`),
    people,
    checking && fixedPartners(ev) ? h("p", { class: "event-partners-help" },
      "Partners stay together all evening. Ask someone to partner you; two who ask for each other are a team, ",
      "and the others are paired by lot when the evening begins.") : null,
    checking ? h("p", { class: "event-link" }, "Invite people with this link: ",
      h("a", { href: eventLink(ev.event) }, eventLink(ev.event)), ", or its code ", h("strong", { class: "event-code" }, ev.event),
      " (to type in under “Club evenings”).") : null,
    h("p", { class: "event-screen" }, h("a", { href: `${eventLink(ev.event)}&screen=1`, target: "_blank", rel: "noopener" },
      "The big screen (for a TV or projector)")),
    whereView(ev, m, ui),
    h("p", { class: "event-actions" },
      !ev.registered && ev.status === "registering" ? h("button", { type: "button", class: "primary event-join", "data-focus": `event-join-${ev.event}`,
        onclick: () => { ui.send(withContribution(ev, { type: "event_join", event: ev.event })); } }, "Register") : null,
      !ev.registered && (ev.status === "checking_in" || ev.status === "running") ? h("button", { type: "button", class: "primary event-join", "data-focus": `event-join-${ev.event}`,
        onclick: () => { ui.send(withContribution(ev, { type: "event_join", event: ev.event })); } }, ev.status === "running" ? "Register as a substitute" : "Register") : null,
      mine && !mine.checked_in && checking && !organise ? h("button", { type: "button", class: "primary event-check-in",
        "data-focus": `event-check-in-${ev.event}`, onclick: () => { ui.send({ type: "event_check_in", event: ev.event }); } },
      "I'm here (check in)") : null,
      organise && ev.status === "registering" ? h("button", { type: "button", class: "primary event-start", "data-focus": `event-start-${ev.event}`,
        disabled: ev.people.length < 2, onclick: () => { ui.send({ type: "event_start", event: ev.event }); } },
      ev.people.length < 2 ? "Start (two people needed)" : "Start the evening") : null,
      organise && ev.status === "checking_in" ? h("button", { type: "button", class: "secondary event-start", "data-focus": `event-start-${ev.event}`,
        onclick: () => { ui.send({ type: "event_start", event: ev.event }); } }, "Begin now, without those not here") : null,
      mine && !mine.left && ev.status !== "over" ? leaveButton(ev, checking, m, ui) : null),
    organise && ev.in_person ? addGuestForm(ev, ui) : null,
    organise && ev.in_person ? organiserScores(ev, ui) : null,
    standingsView(ev, m.person),
    boardsView(ev, mine?.name ?? null, ui),
    ev.format === "duplicate" ? null : playedView(ev, mine?.name ?? null, ui),
    scoresLog(ev),
    ev.standings.length ? h("p", { class: "event-csv" }, h("a", { href: `/api/events/${ev.event}.csv${ev.club ? keyQuery(ev) : ""}`, download: `euchre-event-${ev.event}.csv` },
      "The standings as a spreadsheet (CSV)"), ...(ev.spectators || ev.key ? [" · ",
    // The games are the evening's own unless anyone may watch: its key opens them.
    h("a", { href: `/api/events/${ev.event}.emn${keyQuery(ev)}`, download: `euchre-event-${ev.event}.emn` }, "the games as EMN"), " (",
    h("a", { href: `/api/events/${ev.event}.emn-extra.json${keyQuery(ev)}`, download: `euchre-event-${ev.event}.emn-extra.json` }, "with its tables and rounds"),
    ")"] : [])) : null);
}

// An evening by its code (told at the club, or read off the big screen):
// opens its card as its link does. Built once, so typing survives redraws.
let codeBox: HTMLElement | null = null;
function codeForm(): HTMLElement {
  codeBox ??= h("form", { class: "event-by-code", "aria-label": "open an evening by its code",
    onsubmit: (e: Event) => {
      e.preventDefault();
      const code = (document.getElementById("event-code-input") as HTMLInputElement | null)?.value.trim() ?? "";
      if (/^[a-z0-9]{2,16}$/i.test(code)) window.location.href = eventLink(code);
    } },
  h("label", { for: "event-code-input" }, "Have an evening's code? ",
    h("input", { id: "event-code-input", maxlength: 16, placeholder: "e4k2m9p", autocomplete: "off", "data-focus": "event-code-input" })),
  " ", h("button", { type: "submit", class: "secondary", "data-focus": "event-code-open" }, "Open it"));
  return codeBox;
}

// Built once and kept, so the lobby's refreshes do not wipe what is typed.
let eventForm: HTMLElement | null = null;

function createEventForm(ui: Ui, catalog: RulesCatalog | null): HTMLElement {
  if (!catalog) return h("p", {}, "Loading the rules…");
  eventForm ??= buildEventForm(ui, catalog);
  return eventForm;
}

function buildEventForm(ui: Ui, catalog: RulesCatalog): HTMLElement {
  // Any four-handed rule set in partnerships (the server refuses others in words).
  const rules = new RuleChoice(catalog, "event-option-", "event-preset", (p) => (p.options.mode ?? "partnership") === "partnership");
  const field = (id: string, label: string, control: HTMLElement): HTMLElement => h("label", { for: id }, `${label} `, control);
  const choose = (id: string, options: [string, string][], value: string): HTMLElement =>
    h("select", { id, "data-focus": id }, ...options.map(([v, t]) => h("option", { value: v, selected: v === value }, t)));
  const form = h("form", { class: "create-event", "aria-label": "create a club evening",
    onsubmit: (e: Event) => {
      e.preventDefault();
      const value = (id: string): string => (document.getElementById(id) as HTMLInputElement | HTMLSelectElement | null)?.value ?? "";
      const name = value("event-name").trim();
      const games = Number(value("event-games"));
      const minutes = games ? 0 : Number(value("event-minutes"));
      const duplicate = value("event-format") === "duplicate";
      const inPerson = (document.getElementById("event-in-person") as HTMLInputElement | null)?.checked ?? false;
      const spectators = (document.getElementById("event-spectators") as HTMLInputElement | null)?.checked ?? false;
      const when = value("event-when");
      const startsMs = when ? new Date(when).getTime() : 0;
      const options = rules.changes();
      ui.send({ type: "event_create", ...(name ? { name } : {}), preset: rules.preset.value,
        ...(Object.keys(options).length ? { options } : {}), rounds: Number(value("event-rounds")),
        ...(games ? { games } : minutes ? { minutes } : { deals: Number(value("event-deals")) }), check_in_minutes: Number(value("event-check-in")),
        movement: value("event-movement"), pace: value("event-pace"), clock: Number(value("event-turn-clock")),
        break_minutes: Number(value("event-break")), late_arrivals: value("event-late"),
        ...(Number(value("event-places")) ? { capacity: Number(value("event-places")) } : {}),
        ...(duplicate ? { format: "duplicate", contribution: boardsContribution() } : {}),
        ...(inPerson ? { in_person: true } : {}), ...(spectators ? { spectators: true } : {}),
        ...(startsMs > 0 ? { starts_ms: startsMs } : {}) });
    } },
  h("h3", {}, "Start a club evening"),
  field("event-name", "Name", h("input", { id: "event-name", maxlength: 60, placeholder: "Thursday club", "data-focus": "event-name" })),
  h("label", { for: "event-preset" }, "Rules ", rules.preset),
  h("details", { class: "event-rules" }, h("summary", {}, "Every rule option"), rules.options),
  field("event-when", "When (optional)", h("input", { id: "event-when", type: "datetime-local", "data-focus": "event-when" })),
  field("event-format", "Scoring", choose("event-format", [["progressive", "progressive (points)"],
    ["duplicate", "duplicate (same boards, matchpoints)"]], "progressive")),
  h("label", { for: "event-in-person", class: "check" }, h("input", { id: "event-in-person", type: "checkbox", "data-focus": "event-in-person" }),
    h("span", {}, "Played in person, at a club: the server seats the tables, one phone a table enters the scores (no bots)")),
  field("event-rounds", "Rounds", choose("event-rounds", roundChoices(), "6")),
  field("event-deals", "Deals a round", choose("event-deals", [["4", "4"], ["8", "8 (each deals twice)"], ["12", "12"]], "8")),
  field("event-minutes", "Or a clock", choose("event-minutes", [["0", "no clock: the deals above"], ["15", "15 minutes a round"],
    ["20", "20 minutes a round"], ["25", "25 minutes a round"]], "0")),
  field("event-games", "Or games", choose("event-games", [["0", "no: the deals or clock above"], ["3", "best of 3 games a round"],
    ["5", "best of 5 games a round"]], "0")),
  field("event-check-in", "Checking in", choose("event-check-in", [["5", "5 minutes after the start"], ["10", "10 minutes after the start"],
    ["0", "none: everyone registered plays"]], "5")),
  field("event-movement", "Partners", choose("event-movement", [["fixed", "change (fixed movement)"], ["head-table", "change (head table)"],
    ["whist", "change (all partner all)"], ["round-robin", "stay (round robin)"], ["swiss", "stay (Swiss)"]], "fixed")),
  h("label", { for: "event-spectators", class: "check" }, h("input", { id: "event-spectators", type: "checkbox", "data-focus": "event-spectators" }),
    h("span", {}, "Anyone with the link may replay a table once its round is over (the evening's people always may)")),
  field("event-turn-clock", "A turn's clock", choose("event-turn-clock", kTurnClocks, "60")),
  field("event-break", "Between rounds", choose("event-break", kBreaks, "0")),
  field("event-late", "Latecomers", choose("event-late", kLateArrivals, "organiser")),
  field("event-places", "Places", choose("event-places", kPlaces, "0")),
  field("event-pace", "Bots play", choose("event-pace", [["instant", "Instant"], ["normal", "Normal"], ["slow", "Slow"]], "normal")),
  h("button", { type: "submit", class: "primary", "data-focus": "event-create" }, "Create the evening"));
  return form;
}

export function eventsView(m: Model, ui: Ui): HTMLElement {
  const events = [...m.events.values()].reverse();
  return h("section", { class: "events", "aria-labelledby": "club-events" },
    h("h2", { id: "club-events" }, "Club evenings"),
    h("p", {}, "Progressive euchre: a few deals a round, then partners and tables change; bots fill the empty seats."),
    events.length ? h("ul", { class: "event-list" }, ...events.map((ev) => eventCard(ev, m, ui))) : null,
    codeForm(),
    createEventForm(ui, m.catalog));
}
