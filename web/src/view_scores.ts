// An evening in person in the lobby (docs/events.md, "In person"): where a
// person sits in the hall, the score entry of his table (one phone a table;
// the other side confirms), the organiser's corrections, and the log of
// every score. The forms are built once per table and round and kept, so
// the lobby's redraws do not wipe what is being typed.
import { h } from "./dom";
import { fold } from "./folds";
import type { EventInfo, EventTable, TableScore } from "./protocol";
import type { Ui } from "./ui";

const seatWords = ["North", "East", "South", "West"];
const kept = new Map<string, HTMLElement>();

function keptForm(key: string, build: () => HTMLElement): HTMLElement {
  let form = kept.get(key);
  if (!form) {
    form = build();
    kept.set(key, form);
  }
  return form;
}

function numberInput(id: string, label: string, max: number): HTMLElement {
  return h("label", { for: id }, `${label} `,
    h("input", { id, type: "number", inputmode: "numeric", min: 0, max, value: "0", required: true, "data-focus": id }));
}

function valueOf(form: HTMLElement, id: string): number {
  return Number(form.querySelector<HTMLInputElement>(`#${id}`)?.value ?? 0);
}

// The points of both sides and the lone hands made, for `send` (event_score or event_correct).
function scoreForm(key: string, submit: string, send: (points: number[], loners: number[], form: HTMLElement) => void,
  extra: HTMLElement[] = []): HTMLElement {
  return keptForm(key, () => {
    const form: HTMLElement = h("form", { class: "score-entry", "aria-label": submit,
      onsubmit: (e: Event) => {
        e.preventDefault();
        send([valueOf(form, `${key}-ns`), valueOf(form, `${key}-ew`)],
          seatWords.map((_, s) => valueOf(form, `${key}-lone-${s}`)), form);
      } },
    ...extra,
    h("p", { class: "score-points" }, numberInput(`${key}-ns`, "North–South points", 999), " ",
      numberInput(`${key}-ew`, "East–West points", 999)),
    h("details", { class: "score-loners" }, h("summary", {}, "Lone hands made"),
      ...seatWords.map((w, s) => numberInput(`${key}-lone-${s}`, w, 99))),
    h("button", { type: "submit", class: "primary", "data-focus": `${key}-submit` }, submit));
    return form;
  });
}

function scoreWords(s: TableScore): string {
  return `North–South ${s.points[0]}, East–West ${s.points[1]}`;
}

function partners(t: EventTable, seat: number): string {
  const name = (i: number): string => t.seats[i]?.name ?? "?";
  const side = seat % 2;
  return `with ${name((seat + 2) % 4)}, against ${name(1 - side)} and ${name(3 - side)}`;
}

// Where the person sits this round, and his table's score: enter, confirm, or see it confirmed.
export function inPersonWhere(ev: EventInfo, you: { number: number; seat: number }, ui: Ui): HTMLElement {
  const t = ev.tables.find((x) => x.number === you.number);
  const where = h("p", { class: "event-where" },
    `Round ${ev.round} of ${ev.rounds}: table ${you.number}, ${seatWords[you.seat] ?? ""}`, t ? ` (${partners(t, you.seat)}).` : ".");
  const score = t?.score ?? null;
  const key = `score-${ev.event}-${ev.round}-${you.number}`;
  const send = (points: number[], loners: number[]): void => {
    ui.send({ type: "event_score", event: ev.event, round: ev.round, table: you.number, points, loners });
  };
  if (score?.confirmed) {
    return h("div", { class: "score-box" }, where, h("p", { class: "score-state confirmed" },
      `Your table's score: ${scoreWords(score)}, confirmed. Only the organiser can change it now.`));
  }
  if (score && score.side !== you.seat % 2) {
    return h("div", { class: "score-box" }, where,
      h("p", { class: "score-state" }, `${score.by} entered ${scoreWords(score)}. `,
        h("button", { type: "button", class: "primary event-confirm", "data-focus": `${key}-confirm`,
          onclick: () => { ui.send({ type: "event_confirm", event: ev.event, round: ev.round, table: you.number }); } }, "Confirm this score")),
      h("p", {}, "If it is wrong, enter the right score: then their side confirms it."),
      scoreForm(`${key}-fix`, "Enter the right score", send));
  }
  return h("div", { class: "score-box" }, where,
    score ? h("p", { class: "score-state" }, `${score.by} entered ${scoreWords(score)}: the other side confirms it.`)
      : h("p", {}, "At the end of the round one of you enters the table's score here; the other side confirms it."),
    score ? scoreForm(`${key}-again`, "Enter it again", send) : scoreForm(key, "Enter the score", send));
}

// The organiser: each table's score this round, and a correction of any round's.
export function organiserScores(ev: EventInfo, ui: Ui): HTMLElement | null {
  if (ev.status === "registering" || ev.status === "checking_in") return null;
  const state = (t: EventTable): string => !t.score ? "no score yet"
    : `${scoreWords(t.score)}${t.score.confirmed ? ", confirmed" : `, entered by ${t.score.by}, not confirmed yet`}`;
  const round = h("select", { id: `correct-round-${ev.event}`, "data-focus": `correct-round-${ev.event}` },
    ...Array.from({ length: Math.max(1, ev.round) }, (_, i) => h("option", { value: String(i + 1), selected: i + 1 === ev.round }, `round ${i + 1}`)));
  const table = h("select", { id: `correct-table-${ev.event}`, "data-focus": `correct-table-${ev.event}` },
    // Every table a round has, the evening over included (issue 38: then only table 1 was offered).
    ...Array.from({ length: Math.max(1, ev.tables.length, ev.tables_a_round ?? 0) }, (_, i) => h("option", { value: String(i + 1) }, `table ${i + 1}`)));
  const reason = h("input", { id: `correct-reason-${ev.event}`, maxlength: 200, required: true, placeholder: "why (for the log)",
    "data-focus": `correct-reason-${ev.event}` });
  // Built again when the round changes: its round list grows.
  const form = scoreForm(`correct-${ev.event}-${ev.round}-${ev.status}`, "Correct the score", (points, loners, f) => {
    const pick = (id: string): string => f.querySelector<HTMLInputElement | HTMLSelectElement>(`#${id}`)?.value ?? "";
    ui.send({ type: "event_correct", event: ev.event, round: Number(pick(`correct-round-${ev.event}`)),
      table: Number(pick(`correct-table-${ev.event}`)), points, loners, reason: pick(`correct-reason-${ev.event}`) });
  }, [h("p", {}, h("label", { for: round.id }, "Round "), round, " ", h("label", { for: table.id }, "table "), table, " ",
    h("label", { for: reason.id }, "reason "), reason)]);
  return h("section", { class: "organiser-scores", "aria-label": "the tables' scores" },
    ev.status === "running" ? h("ul", { class: "table-scores" },
      ...ev.tables.map((t) => h("li", { "data-table": t.number }, `Table ${t.number}: ${state(t)}`))) : null,
    fold(`${ev.event}/correct`, "score-correct", "Correct a score (any round; logged)", [form]));
}

// Every score entered, confirmed and corrected, newest first.
export function scoresLog(ev: EventInfo): HTMLElement | null {
  if (!ev.in_person || !ev.scores_log.length) return null;
  return fold(`${ev.event}/scores-log`, "scores-log", `Score log (${ev.scores_log.length})`,
    [h("ol", { reversed: true }, ...[...ev.scores_log].reverse().map((l) => h("li", {},
      `Round ${l.round}, table ${l.table}: ${l.by} ${l.what} North–South ${l.points[0]}, East–West ${l.points[1]}`,
      l.reason ? ` (${l.reason})` : "")))]);
}

// The organiser of an evening in person adds someone without a phone by
// name: registered and checked in at once. Kept across redraws by event
// (what is typed survives the lobby's refreshes).
const addForms = new Map<string, HTMLElement>();
export function addGuestForm(ev: EventInfo, ui: Ui): HTMLElement | null {
  if (!ev.in_person || ev.status === "over") return null;
  let form = addForms.get(ev.event);
  if (!form) {
    const id = `event-add-${ev.event}`;
    const input = h("input", { id, maxlength: 40, placeholder: "their name", autocomplete: "off", "data-focus": id }) as HTMLInputElement;
    form = h("form", { class: "event-add", "aria-label": "add someone without a phone",
      onsubmit: (e: Event) => {
        e.preventDefault();
        const name = input.value.trim();
        if (!name) return;
        ui.send({ type: "event_add", event: ev.event, name });
        input.value = "";
      } },
    h("label", { for: id }, "Someone without a phone? Add them by name: "), input, " ",
    h("button", { type: "submit", class: "secondary", "data-focus": `${id}-submit` }, "Add"));
    addForms.set(ev.event, form);
  }
  return form;
}
