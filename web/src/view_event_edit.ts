// The organiser changes an evening before it begins (event_edit;
// docs/events.md, "Changing an evening before it begins"): its name,
// rounds, round length, partners' movement and check-in. The rounds offered
// say, for the people registered now, which keep the movement's promise
// (movement_fit.ts). Built once while open, so a redraw (every message)
// keeps what is being chosen.
import { h } from "./dom";
import { movementFit, roundsOffered } from "./movement_fit";
import type { Model } from "./model";
import type { EventInfo } from "./protocol";
import type { Ui } from "./ui";

const kMovements: [EventInfo["movement"], string][] = [["fixed", "change (fixed movement)"], ["head-table", "change (head table)"],
  ["whist", "change (all partner all)"], ["round-robin", "stay (round robin)"], ["swiss", "stay (Swiss)"]];

// The movement's promise for the people registered, as the card says it.
export function fitWords(ev: EventInfo, movement: EventInfo["movement"] = ev.movement, rounds = ev.rounds,
  lead = `With ${ev.people.length} registered`): string {
  const fit = movementFit(movement, ev.people.length, ev.in_person);
  if (!fit.seatable) return `${lead}: ${fit.promise}.`;
  const over = fit.rounds !== null && rounds > fit.rounds ? ` ${rounds} rounds is more: partners or whole rounds repeat.` : "";
  return `${lead}: ${fit.promise}.${over}`;
}

// The tables' turn clock, as the card says it (docs/events.md, "The turn clock").
export function turnClockWords(seconds: number): string {
  return seconds ? `; ${seconds} seconds a turn, then the stand-in makes that move` : "; no turn clock";
}

export const kTurnClocks: [string, string][] = [["30", "30 seconds"], ["60", "60 seconds"], ["90", "90 seconds"],
  ["120", "2 minutes"], ["0", "none (a slow player holds the round up)"]];

export const kBreaks: [string, string][] = [["0", "no break"], ["5", "a 5-minute break"], ["10", "a 10-minute break"],
  ["15", "a 15-minute break"], ["30", "a 30-minute break"]];

export const kLateArrivals: [string, string][] = [["organiser", "wait until the organiser gives them a place"],
  ["seat", "take a bot's place from the next round, at once"]];

const forms = new Map<string, HTMLElement>();

function select(id: string, options: [string, string][], value: string): HTMLSelectElement {
  return h("select", { id, "data-focus": id }, ...options.map(([v, t]) => h("option", { value: v, selected: v === value }, t))) as HTMLSelectElement;
}

// The places an evening may have (docs/clubs.md, "Coming"): none, or a few
// tables' worth; the evening's own number among them.
export const kPlaces: [string, string][] = [["0", "no limit"], ...[2, 4, 8, 12, 16, 20, 24, 32, 40, 48, 64].map((n): [string, string] =>
  [String(n), `${n} (then a waiting list)`])];
function placesOffered(now: number): [string, string][] {
  return kPlaces.some(([v]) => Number(v) === now) ? kPlaces : [...kPlaces, [String(now), `${now} (then a waiting list)`]];
}

function build(ev: EventInfo, ui: Ui): HTMLElement {
  const key = `event-edit-${ev.event}`;
  const name = h("input", { id: `${key}-name`, maxlength: 60, value: ev.name, "data-focus": `${key}-name` }) as HTMLInputElement;
  const movement = select(`${key}-movement`, kMovements, ev.movement);
  const rounds = select(`${key}-rounds`, roundsOffered(movementFit(ev.movement, ev.people.length, ev.in_person)), String(ev.rounds));
  const length = select(`${key}-length`, [["deals:4", "4 deals"], ["deals:8", "8 deals (each deals twice)"], ["deals:12", "12 deals"],
    ["minutes:15", "15 minutes"], ["minutes:20", "20 minutes"], ["minutes:25", "25 minutes"], ["games:3", "best of 3 games"],
    ["games:5", "best of 5 games"]], ev.games ? `games:${ev.games}` : ev.minutes ? `minutes:${ev.minutes}` : `deals:${ev.deals}`);
  const clock = select(`${key}-clock`, kTurnClocks, String(ev.turn_clock ?? 60));
  const pause = select(`${key}-break`, kBreaks, String(ev.break_minutes ?? 0));
  const late = select(`${key}-late`, kLateArrivals, ev.late_arrivals ?? "organiser");
  const places = select(`${key}-places`, placesOffered(ev.capacity ?? 0), String(ev.capacity ?? 0));
  const fit = h("p", { class: "event-edit-fit", "aria-live": "polite" });
  const form = h("form", { class: "event-edit-form", "aria-labelledby": `${key}-title`,
    onsubmit: (e: Event) => {
      e.preventDefault();
      const [field = "deals", count = "8"] = length.value.split(":");
      ui.send({ type: "event_edit", event: ev.event, name: name.value.trim() || ev.name, rounds: Number(rounds.value),
        movement: movement.value, [field]: Number(count), break_minutes: Number(pause.value), late_arrivals: late.value,
        capacity: Number(places.value),
        ...(ev.in_person ? {} : { clock: Number(clock.value) }) });
      ui.local((m) => { m.editing = null; });
    } },
  h("h4", { id: `${key}-title` }, "Change the evening"),
  h("label", { for: name.id }, "Name ", name),
  h("label", { for: movement.id }, "Partners ", movement),
  h("label", { for: rounds.id }, "Rounds ", rounds),
  h("label", { for: length.id }, "A round ", length),
  ev.in_person ? null : h("label", { for: clock.id }, "A turn's clock ", clock),
  h("label", { for: pause.id }, "Between rounds ", pause),
  h("label", { for: late.id }, "Latecomers ", late),
  h("label", { for: places.id }, "Places ", places),
  fit,
  h("p", {}, h("button", { type: "submit", class: "primary", "data-focus": `${key}-save` }, "Save the changes"), " ",
    h("button", { type: "button", class: "secondary", "data-focus": `${key}-cancel`,
      onclick: () => { ui.local((m) => { m.editing = null; }); } }, "Cancel")));
  // The rounds' words follow the movement chosen and the people registered.
  form.addEventListener("change", () => { refresh(form, ev); });
  return form;
}

// The rounds' labels and the promise, for the movement chosen in the form
// and the people registered now (`ev` is the evening's latest message).
function refresh(form: HTMLElement, ev: EventInfo): void {
  const movement = form.querySelector<HTMLSelectElement>("select[id$=-movement]");
  const rounds = form.querySelector<HTMLSelectElement>("select[id$=-rounds]");
  if (!movement || !rounds) return;
  const chosen = movement.value as EventInfo["movement"];
  const offered = roundsOffered(movementFit(chosen, ev.people.length, ev.in_person));
  offered.forEach(([, words], i) => { const o = rounds.options[i]; if (o) o.textContent = words; });
  const fit = form.querySelector(".event-edit-fit");
  if (fit) fit.textContent = fitWords(ev, chosen, Number(rounds.value), `As chosen, with ${ev.people.length} registered`);
}

// The organiser's "Change the evening" (before it begins), open or not.
export function eventEditView(ev: EventInfo, m: Model, ui: Ui): HTMLElement {
  const key = `event-edit-${ev.event}`;
  if (m.editing !== ev.event) {
    forms.delete(ev.event);
    return h("button", { type: "button", class: "secondary event-edit", "data-focus": key,
      onclick: () => { ui.local((x) => { x.editing = ev.event; }); } }, "Change the evening");
  }
  let form = forms.get(ev.event);
  if (!form) {
    form = build(ev, ui);
    forms.set(ev.event, form);
  }
  refresh(form, ev);
  return form;
}
