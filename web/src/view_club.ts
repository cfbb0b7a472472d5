// A club's page (docs/clubs.md): what it is, its announcements, the
// evenings coming up with "I'll come", its weekly calendar, its seasons'
// standings, its members; and for its organisers, who asks to join, the
// invitation, the calendar's and seasons' settings. The lobby lists one's
// clubs and makes new ones (clubsSection).
import { h } from "./dom";
import type { Model } from "./model";
import type { ClubInfo, ClubEvening, EventInfo, SeasonInfo } from "./protocol";
import type { Ui } from "./ui";
import { kPlaces } from "./view_event_edit";
import { confirmed } from "./view_events";

const kWeekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export function clubLink(club: string, code?: string): string {
  const url = new URL(window.location.href);
  url.search = "";
  url.searchParams.set("club", club);
  if (code) url.searchParams.set("join", code);
  return url.href;
}

// "Thursday 3 December" from "2026-12-03" (the club's calendar date, whatever this browser's zone).
export function dayWords(date: string): string {
  const [y, mo, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y ?? 1970, (mo ?? 1) - 1, d ?? 1)).toLocaleDateString(undefined,
    { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
}

// "29 Nov" for the narrow standings.
function shortDay(date: string): string {
  const [y, mo, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y ?? 1970, (mo ?? 1) - 1, d ?? 1)).toLocaleDateString(undefined, { day: "numeric", month: "short", timeZone: "UTC" });
}

function scheduleWords(c: ClubInfo): string {
  const s = c.schedule;
  if (!s) return "No weekly evening yet.";
  return `Every ${kWeekdays[s.weekday]} at ${s.time}${s.zone ? ` (${s.zone.replace(/_/g, " ")} time)` : ""}; ` +
    `each evening opens for “I'll come” ${s.weeks_ahead === 1 ? "a week" : `${s.weeks_ahead} weeks`} ahead.`;
}

// A step that waits for "yes", as the evenings' Drop does.
function askFirst(key: string, m: Model, ui: Ui, label: string, question: string, yes: string, no: string, send: () => void): HTMLElement {
  return confirmed(key, m, ui, { label, aria: label, cls: "" }, question, yes, no, send);
}

// One evening coming up: its day, who comes, and this person's "I'll come".
function comingEvening(e: ClubEvening, ev: EventInfo | undefined, m: Model, ui: Ui): HTMLElement {
  // The calendar's evenings are named by the club and date: the day says it.
  const named = m.club && e.name !== `${m.club.name}, ${e.date}` ? ` · ${e.name}` : "";
  const you = ev?.you;
  const waiting = you && "waiting_list" in you ? you.waiting_list : null;
  const open = ev?.status === "registering" || ev?.status === "checking_in";
  const coming = ev ? ev.people.length : null;
  const places = ev?.capacity ? ` of ${ev.capacity} places` : "";
  return h("li", { class: "club-evening", "data-event": e.event },
    h("strong", {}, dayWords(e.date)), named,
    ev ? h("span", { class: "club-coming" }, ` · ${coming} coming${places}`, ev.waiting_list ? `, ${ev.waiting_list} waiting` : "") : null,
    ev && ev.status === "running" ? h("span", {}, " · playing now") : null,
    ev && ev.status === "over" ? h("span", {}, " · over") : null,
    // A full stop before what is this person's own (coming, waiting).
    h("span", { class: "club-evening-actions" }, ev?.registered || waiting !== null ? ". " : " ",
      ev?.registered ? h("span", { class: "club-you-come" }, ev.status === "over" ? "You played. " : "You're coming. ") : null,
      waiting !== null ? h("span", { class: "club-you-wait" }, `It is full: you are number ${waiting} on the waiting list. `) : null,
      ev && open && !ev.registered && waiting === null && m.club?.you.member
        ? h("button", { type: "button", class: "primary club-come", "data-focus": `club-come-${e.event}`,
          onclick: () => { ui.send({ type: "event_join", event: e.event }); } }, "I'll come") : null,
      ev && open && (ev.registered || waiting !== null)
        ? h("button", { type: "button", class: "secondary club-not-come", "data-focus": `club-not-come-${e.event}`,
          onclick: () => { ui.send({ type: "event_leave", event: e.event }); } }, waiting !== null ? "Stop waiting" : "I can't come after all") : null,
      " ", h("a", { href: `?event=${e.event}`, class: "club-open-evening" }, "Open the evening")));
}

function seasonView(c: ClubInfo, m: Model, ui: Ui): HTMLElement | null {
  const seasons = c.seasons ?? [];
  if (!seasons.length) return null;
  const shown = m.season;
  const key = c.members_only && c.key ? `?key=${encodeURIComponent(c.key)}` : "";
  const info: SeasonInfo | null = shown?.info ?? null;
  // The evenings of the season that were played: their files.
  const played = (info?.evenings ?? []).filter((e) => e.played === true);
  return h("section", { class: "club-seasons", "aria-labelledby": "club-seasons-title" },
    h("h2", { id: "club-seasons-title" }, "Seasons"),
    h("p", { class: "club-season-pick" }, ...seasons.map((s, i) => h("button", {
      type: "button", class: shown?.index === i ? "primary" : "secondary", "data-focus": `club-season-${i}`, "aria-pressed": shown?.index === i ? "true" : "false",
      onclick: () => { ui.loadSeason(i); } }, s.name))),
    shown?.failed ? h("p", { class: "error" }, `The season could not be read: ${shown.failed}`) : null,
    info ? h("div", { class: "club-season" },
      h("p", {}, `${dayWords(info.from)} to ${dayWords(info.to)}: ${info.evenings.length} evening${info.evenings.length === 1 ? "" : "s"}; `,
        info.best ? `each member's best ${info.best} count.` : "every evening counts."),
      info.standings.length ? h("div", { class: "wide-table" }, h("table", { class: "standings club-standings" },
        h("caption", {}, `${info.season}: standings`),
        h("thead", {}, h("tr", {}, ...[["#", "Place"], ["Name", "Name"], ["Points", "Points"], ["Won", "Rounds won"], ["Loners", "Lone hands made"],
          ["Played", "Evenings played"], ["Best", "Best evening"]].map(([t, full]) => h("th", { scope: "col", title: full, "aria-label": full }, t)))),
        h("tbody", {}, ...info.standings.map((s) => h("tr", { class: s.person === m.person ? "me" : "" },
          h("td", {}, String(s.place)), h("th", { scope: "row" }, s.person === m.person ? `${s.name} (you)` : s.name),
          h("td", {}, String(s.points)), h("td", {}, String(s.rounds_won)), h("td", {}, String(s.loners)),
          h("td", {}, s.counted < s.evenings ? `${s.evenings} (best ${s.counted})` : String(s.evenings)),
          h("td", {}, `${s.best.points}, ${shortDay(s.best.date)}`))))))
        : h("p", {}, "No evening of this season is over yet."),
      h("p", {}, h("a", { href: `/api/clubs/${c.club}/seasons/${(shown?.index ?? 0) + 1}.csv${key}`, download: "" }, "The season as a spreadsheet (CSV)"),
        " · ", h("a", { href: `/api/clubs/${c.club}/seasons/${(shown?.index ?? 0) + 1}.json${key}`, download: "" }, "as JSON")),
      played.length ? h("ul", { class: "club-season-evenings", "aria-label": "the season's evenings and their games" },
        ...played.map((e) => h("li", {}, h("a", { href: `?event=${e.event}` }, dayWords(e.date)), ": its games as ",
          h("a", { href: `/api/events/${e.event}.emn${key}`, download: `euchre-event-${e.event}.emn` }, "EMN"), " with ",
          h("a", { href: `/api/events/${e.event}.emn-extra.json${key}`, download: `euchre-event-${e.event}.emn-extra.json` }, "its extra file"),
          ", its standings as ", h("a", { href: `/api/events/${e.event}.csv${key}`, download: `euchre-event-${e.event}.csv` }, "CSV"))))
        : null)
      : shown ? h("p", {}, "Loading the season…") : null);
}

function membersView(c: ClubInfo, m: Model, ui: Ui): HTMLElement {
  const organiser = c.you.organiser;
  return h("section", { class: "club-members", "aria-labelledby": "club-members-title" },
    h("h2", { id: "club-members-title" }, `Members (${c.member_count})`),
    h("ul", {}, ...(c.members ?? []).map((p) => h("li", { "data-person": p.person },
      p.person === m.person ? `${p.name} (you)` : p.name, p.organiser ? h("span", { class: "club-tag" }, " · organiser") : null,
      organiser && p.person !== m.person ? h("span", { class: "club-member-actions" }, " ",
        h("button", { type: "button", class: "secondary", "data-focus": `club-role-${p.person}`,
          onclick: () => { ui.send({ type: "club_member", club: c.club, person: p.person, do: p.organiser ? "member" : "organiser" }); } },
        p.organiser ? "No longer organiser" : "Make organiser"), " ",
        confirmed(`club-remove-${p.person}`, m, ui, { label: "Remove", aria: `Remove ${p.name} from the club`, cls: "" },
          `Remove ${p.name} from the club?`, `Yes, remove ${p.name}`, "Keep them",
          () => { ui.send({ type: "club_member", club: c.club, person: p.person, do: "remove" }); })) : null))));
}

// Built once per club, so what an organiser types survives the redraws.
const forms = new Map<string, HTMLElement>();
function kept(key: string, build: () => HTMLElement): HTMLElement {
  let form = forms.get(key);
  if (!form) {
    form = build();
    forms.set(key, form);
  }
  return form;
}

function value(id: string): string {
  return (document.getElementById(id) as HTMLInputElement | HTMLSelectElement | null)?.value ?? "";
}

function scheduleForm(c: ClubInfo, ui: Ui): HTMLElement {
  const s = c.schedule;
  const e = s?.evening ?? {};
  const setting = (field: string, fallback: string): string => {
    const v = e[field];
    return typeof v === "number" || typeof v === "string" ? String(v) : fallback;
  };
  const choose = (id: string, options: [string, string][], chosen: string): HTMLElement =>
    h("select", { id, "data-focus": id }, ...options.map(([v, t]) => h("option", { value: v, selected: v === chosen }, t)));
  const zone = s?.zone || Intl.DateTimeFormat().resolvedOptions().timeZone || "";
  return h("form", { class: "club-schedule-form", "aria-label": "the weekly evening",
    onsubmit: (ev: Event) => {
      ev.preventDefault();
      ui.send({ type: "club_schedule", club: c.club, schedule: {
        weekday: Number(value("club-weekday")), time: value("club-time"), zone, weeks_ahead: Number(value("club-ahead")),
        evening: { rounds: Number(value("club-rounds")), deals: Number(value("club-deals")), movement: value("club-movement"),
          capacity: Number(value("club-capacity")), in_person: value("club-where") === "hall",
          check_in_minutes: Number(value("club-check-in")), pace: value("club-pace") } } });
    } },
  h("h3", {}, "The weekly evening"),
  h("label", { for: "club-weekday" }, "Day ", choose("club-weekday", kWeekdays.map((d, i) => [String(i), d]), String(s?.weekday ?? 4))),
  h("label", { for: "club-time" }, " at ", h("input", { id: "club-time", type: "time", value: s?.time ?? "18:30", "data-focus": "club-time", required: true })),
  h("label", { for: "club-ahead" }, " opens ", choose("club-ahead", [["1", "a week ahead"], ["2", "2 weeks ahead"], ["4", "4 weeks ahead"]], String(s?.weeks_ahead ?? 2))),
  h("label", { for: "club-where" }, " played ", choose("club-where", [["online", "online, at the server's tables"], ["hall", "in person, at the hall"]],
    e.in_person ? "hall" : "online")),
  h("label", { for: "club-rounds" }, " rounds ", choose("club-rounds", ["1", "2", "3", "4", "5", "6", "7", "8"].map((n) => [n, n]), setting("rounds", "6"))),
  h("label", { for: "club-deals" }, " deals a round ", choose("club-deals", [["4", "4"], ["8", "8"], ["12", "12"]], setting("deals", "8"))),
  h("label", { for: "club-movement" }, " partners ", choose("club-movement", [["fixed", "change (fixed)"], ["whist", "change (all partner all)"],
    ["round-robin", "stay (round robin)"]], setting("movement", "fixed"))),
  h("label", { for: "club-capacity" }, " places ", choose("club-capacity", kPlaces, setting("capacity", "0"))),
  h("label", { for: "club-check-in" }, " checking in ", choose("club-check-in", [["5", "5 minutes after the start"], ["10", "10 minutes"],
    ["0", "none: everyone coming plays"]], setting("check_in_minutes", "5"))),
  h("label", { for: "club-pace" }, " bots play ", choose("club-pace", [["normal", "at a normal pace"], ["slow", "slowly"], ["instant", "at once"]],
    setting("pace", "normal"))),
  h("p", { class: "club-zone" }, zone ? `Times are ${zone.replace(/_/g, " ")} time (this browser's).` : ""),
  h("button", { type: "submit", class: "primary", "data-focus": "club-schedule-save" }, s ? "Change the weekly evening" : "Set the weekly evening"),
  s ? h("button", { type: "button", class: "secondary", "data-focus": "club-schedule-stop",
    onclick: () => { ui.send({ type: "club_schedule", club: c.club, schedule: null }); } }, "No weekly evening") : null);
}

function seasonForm(c: ClubInfo, ui: Ui): HTMLElement {
  return h("form", { class: "club-season-form", "aria-label": "a new season",
    onsubmit: (ev: Event) => {
      ev.preventDefault();
      ui.send({ type: "club_season", club: c.club, name: value("club-season-name").trim(), from: value("club-season-from"),
        to: value("club-season-to"), best: Number(value("club-season-best")) });
      (ev.target as HTMLFormElement).reset();
    } },
  h("h3", {}, "A new season"),
  h("label", { for: "club-season-name" }, "Name ", h("input", { id: "club-season-name", maxlength: 40, placeholder: "Winter 2027", required: true, "data-focus": "club-season-name" })),
  h("label", { for: "club-season-from" }, " from ", h("input", { id: "club-season-from", type: "date", required: true, "data-focus": "club-season-from" })),
  h("label", { for: "club-season-to" }, " to ", h("input", { id: "club-season-to", type: "date", required: true, "data-focus": "club-season-to" })),
  h("label", { for: "club-season-best" }, " counting ", h("select", { id: "club-season-best", "data-focus": "club-season-best" },
    ...[["0", "every evening"], ["5", "each one's best 5"], ["8", "each one's best 8"], ["10", "each one's best 10"], ["12", "each one's best 12"]]
      .map(([v, t]) => h("option", { value: v }, t)))),
  " ", h("button", { type: "submit", class: "primary", "data-focus": "club-season-add" }, "Add the season"));
}

function announceForm(c: ClubInfo, ui: Ui): HTMLElement {
  return h("form", { class: "club-announce-form", "aria-label": "an announcement",
    onsubmit: (ev: Event) => {
      ev.preventDefault();
      const input = document.getElementById("club-announce-text") as HTMLInputElement | null;
      const text = input?.value.trim() ?? "";
      if (!text) return;
      ui.send({ type: "club_announce", club: c.club, text });
      if (input) input.value = "";
    } },
  h("label", { for: "club-announce-text" }, "Announce ", h("input", { id: "club-announce-text", maxlength: 500, placeholder: "No club on Christmas Eve", "data-focus": "club-announce-text" })),
  " ", h("button", { type: "submit", class: "primary", "data-focus": "club-announce" }, "Post"));
}

function organiserView(c: ClubInfo, ui: Ui): HTMLElement {
  const asking = c.asking ?? [];
  return h("section", { class: "club-organise", "aria-labelledby": "club-organise-title" },
    h("h2", { id: "club-organise-title" }, "Organising"),
    asking.length ? h("div", { class: "club-asking" }, h("h3", {}, "Asking to join"),
      h("ul", {}, ...asking.map((p) => h("li", { "data-person": p.person }, p.name, " ",
        h("button", { type: "button", class: "primary", "data-focus": `club-approve-${p.person}`,
          onclick: () => { ui.send({ type: "club_member", club: c.club, person: p.person, do: "approve" }); } }, `Let ${p.name} in`), " ",
        h("button", { type: "button", class: "secondary", "data-focus": `club-refuse-${p.person}`,
          onclick: () => { ui.send({ type: "club_member", club: c.club, person: p.person, do: "refuse" }); } }, "Refuse"))))) : null,
    kept(`announce-${c.club}`, () => announceForm(c, ui)),
    h("p", { class: "club-settings" },
      h("label", { class: "check" }, h("input", { type: "checkbox", checked: c.members_only, "data-focus": "club-members-only",
        onchange: (e: Event) => { ui.send({ type: "club_change", club: c.club, members_only: (e.target as HTMLInputElement).checked }); } }),
      h("span", {}, "Members only: its page, evenings and results are its members' alone")),
      h("label", { class: "check" }, h("input", { type: "checkbox", checked: c.approval, "data-focus": "club-approval",
        onchange: (e: Event) => { ui.send({ type: "club_change", club: c.club, approval: (e.target as HTMLInputElement).checked }); } }),
      h("span", {}, "An organiser lets each newcomer in"))),
    h("p", {}, h("button", { type: "button", class: "secondary", "data-focus": "club-new-code",
      onclick: () => { ui.send({ type: "club_change", club: c.club, new_code: true }); } }, "A new invitation code (the old link stops working)")),
    kept(`schedule-${c.club}-${JSON.stringify(c.schedule ?? null)}`, () => scheduleForm(c, ui)),
    kept(`season-${c.club}`, () => seasonForm(c, ui)));
}

export function clubView(m: Model, ui: Ui): HTMLElement {
  const c = m.club;
  const back = h("p", {}, h("a", { href: "/", class: "club-back", "data-focus": "club-back",
    onclick: (e: Event) => { e.preventDefault(); ui.openClub(null); } }, "← Tables and evenings"));
  const error = m.error ? h("p", { class: "error", role: "alert" }, m.error.message) : null;
  if (!c) return h("div", { class: "club-page" }, back, error, h("p", {}, m.error ? "" : "Opening the club…"));
  const member = c.you.member;
  const today = c.today ?? "";
  const evenings = c.evenings ?? [];
  // An evening over (or whose day has gone) is a past one.
  const over = (e: ClubEvening): boolean => e.date < today || m.events.get(e.event)?.status === "over";
  const coming = evenings.filter((e) => !over(e));
  const past = evenings.filter(over).reverse();
  const key = c.members_only && c.key ? `?key=${encodeURIComponent(c.key)}` : "";
  return h("div", { class: "club-page", "data-club": c.club },
    back,
    h("h1", {}, c.name),
    c.about ? h("p", { class: "club-about" }, c.about) : null,
    h("p", { class: "club-facts" }, `${c.member_count} member${c.member_count === 1 ? "" : "s"}; `,
      c.members_only ? "members only" : "a public club", c.approval ? "; an organiser lets newcomers in" : "",
      member ? (c.you.organiser ? "; you organise it." : "; you are a member.") : "."),
    error,
    // Who asks to join is said at the top, so an organiser does not miss it.
    c.you.organiser && (c.asking ?? []).length ? h("p", { class: "club-asking-note" },
      h("a", { href: "#club-organise-title" }, `${(c.asking ?? []).map((p) => p.name).join(", ")} ${(c.asking ?? []).length === 1 ? "asks" : "ask"} to join`),
      ": answer under Organising.") : null,
    !member ? h("p", { class: "club-join" },
      c.you.asking ? h("span", {}, "You have asked to join; an organiser will answer. ") : null,
      c.you.asking ? askFirst("club-unask", m, ui, "Take back my ask", "Take back your ask to join?", "Yes, take it back", "Keep asking",
        () => { ui.send({ type: "club_leave", club: c.club }); })
        : h("button", { type: "button", class: "primary club-join-button", "data-focus": "club-join",
          onclick: () => { ui.send({ type: "club_join", club: c.club, ...(m.clubJoin ? { code: m.clubJoin } : {}) }); } },
        c.approval || !m.clubJoin ? "Ask to join" : "Join the club")) : null,
    c.invited ? h("p", {}, "You were invited: its evenings and results are its members' alone.") : null,
    (c.announcements ?? []).length ? h("section", { class: "club-announcements", "aria-labelledby": "club-news" },
      h("h2", { id: "club-news" }, "Announcements"),
      h("ul", {}, ...(c.announcements ?? []).map((a) => h("li", { "data-announcement": a.id },
        h("p", {}, a.text), h("p", { class: "club-by" }, `${a.by}, ${new Date(a.ms).toLocaleDateString(undefined, { day: "numeric", month: "long" })}`),
        c.you.organiser ? h("button", { type: "button", class: "secondary", "data-focus": `club-withdraw-${a.id}`,
          onclick: () => { ui.send({ type: "club_announce", club: c.club, withdraw: a.id }); } }, "Withdraw") : null)))) : null,
    c.members ? h("section", { class: "club-calendar", "aria-labelledby": "club-coming-title" },
      h("h2", { id: "club-coming-title" }, "Coming up"),
      h("p", {}, scheduleWords(c), " ", h("a", { href: `/api/clubs/${c.club}.ics${key}`, download: `${c.name}.ics` }, "Add to your calendar (.ics)")),
      coming.length ? h("ul", { class: "club-evenings" }, ...coming.map((e) => comingEvening(e, m.events.get(e.event), m, ui)))
        : h("p", {}, "No evening is planned yet.")) : null,
    c.members ? seasonView(c, m, ui) : null,
    past.length ? h("section", { class: "club-past", "aria-labelledby": "club-past-title" },
      h("h2", { id: "club-past-title" }, "Past evenings"),
      h("ul", {}, ...past.slice(0, 20).map((e) => h("li", {}, h("a", { href: `?event=${e.event}` },
        e.name === `${c.name}, ${e.date}` ? dayWords(e.date) : `${dayWords(e.date)}: ${e.name}`))))) : null,
    c.members ? membersView(c, m, ui) : null,
    member ? h("section", { class: "club-invite", "aria-labelledby": "club-invite-title" },
      h("h2", { id: "club-invite-title" }, "Invite someone"),
      h("p", {}, "Send them this link: ", h("a", { href: clubLink(c.club, c.code), class: "club-invite-link" }, clubLink(c.club, c.code)),
        ", or tell them the club's code ", h("strong", { class: "club-code" }, `${c.club}-${c.code ?? ""}`), " (to type in under “Clubs”).")) : null,
    c.you.organiser ? organiserView(c, ui) : null,
    member ? h("p", { class: "club-leave" }, askFirst("club-leave", m, ui, "Leave the club", `Leave ${c.name}? You may join again with its code.`,
      "Yes, leave", "Stay", () => { ui.send({ type: "club_leave", club: c.club }); })) : null);
}

// Built once, so typing survives the lobby's redraws.
let clubForm: HTMLElement | null = null;
let joinForm: HTMLElement | null = null;

export function clubsSection(m: Model, ui: Ui): HTMLElement {
  clubForm ??= h("form", { class: "club-create", "aria-label": "make a club",
    onsubmit: (e: Event) => {
      e.preventDefault();
      const name = value("club-name").trim();
      const membersOnly = (document.getElementById("club-members-only-new") as HTMLInputElement | null)?.checked ?? false;
      if (name) ui.send({ type: "club_create", name, members_only: membersOnly });
    } },
  h("label", { for: "club-name" }, "Make a club: ", h("input", { id: "club-name", maxlength: 40, placeholder: "Thursday club", "data-focus": "club-name" })),
  " ", h("label", { for: "club-members-only-new", class: "check" }, h("input", { id: "club-members-only-new", type: "checkbox", "data-focus": "club-members-only-new" }),
    h("span", {}, "members only")),
  " ", h("button", { type: "submit", class: "primary", "data-focus": "club-create" }, "Make it"));
  joinForm ??= h("form", { class: "club-by-code", "aria-label": "open a club by its code",
    onsubmit: (e: Event) => {
      e.preventDefault();
      const text = value("club-code-input").trim();
      // "CLUB-CODE" as a member reads it out, or the invitation link itself.
      const link = /[?&]club=([a-z0-9]+)(?:&join=([a-z0-9]+))?/i.exec(text);
      const code = /^([a-z0-9]{2,16})-([a-z0-9]{2,16})$/i.exec(text);
      const club = link?.[1] ?? code?.[1];
      if (club) ui.openClub(club, link?.[2] ?? code?.[2] ?? null);
    } },
  h("label", { for: "club-code-input" }, "Have a club's code or link? ",
    h("input", { id: "club-code-input", maxlength: 200, placeholder: "c4k2m9p-7hq2x9kd", autocomplete: "off", "data-focus": "club-code-input" })),
  " ", h("button", { type: "submit", class: "secondary", "data-focus": "club-code-open" }, "Open it"));
  const mine = m.clubs ?? [];
  return h("section", { class: "clubs", "aria-labelledby": "clubs-title" },
    h("h2", { id: "clubs-title" }, "Clubs"),
    mine.length ? h("ul", { class: "club-list" }, ...mine.map((c) => h("li", {},
      h("a", { href: clubLink(c.club), "data-focus": `club-open-${c.club}`, onclick: (e: Event) => { e.preventDefault(); ui.openClub(c.club); } }, c.name),
      c.organiser ? " (you organise it)" : c.asking ? " (asked to join)" : "")))
      : h("p", {}, "A club keeps its members, its weekly evening and its seasons' standings."),
    joinForm, clubForm);
}

export type { SeasonInfo };
