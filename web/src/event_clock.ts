// The clocks of club evenings (docs/events.md, "Timed rounds", "Checking
// in"): a countdown to the end of a timed round or of the check-in, and the
// time a round has been played. Drawn once with the page, then only their
// text is updated every second, in place: a redraw of the whole page every
// second would replace the buttons under a person's finger.
import { h } from "./dom";
import type { EventClock } from "./protocol";

function minutesAndSeconds(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}

// The clock's words at `now` (this browser's time plus the server's offset).
function clockText(el: HTMLElement, now: number): string {
  const at = Number(el.dataset.at);
  if (el.dataset.kind === "since") return `playing for ${minutesAndSeconds(now - at)}`;
  return at > now ? `${minutesAndSeconds(at - now)} left` : "time is up";
}

// A countdown to `at` (server time), or the time since it.
export function clockView(kind: "until" | "since", at: number, offset: number): HTMLElement {
  const el = h("span", { class: "event-clock", "data-kind": kind, "data-at": String(at), "data-offset": String(offset) });
  el.textContent = clockText(el, Date.now() + offset);
  return el;
}

// The clock of a round or of the check-in as a short line, or null.
export function eventClockLine(clock: EventClock | null, offset: number): HTMLElement | null {
  if (!clock) return null;
  if ("check_in_ends_ms" in clock) return h("span", {}, "Checking in: ", clockView("until", clock.check_in_ends_ms, offset));
  if ("break_ends_ms" in clock) return h("span", { class: "event-break" }, "Break: ", clockView("until", clock.break_ends_ms, offset));
  if (clock.ends_ms !== null) {
    return h("span", { class: clock.time_up ? "time-up" : "" }, clock.time_up
      ? "Time is up: each table finishes the deal it is playing."
      : clockView("until", clock.ends_ms, offset));
  }
  return clockView("since", clock.started_ms, offset);
}

let ticking = false;

// Updates every clock on the page once a second (started once).
export function startEventClocks(): void {
  if (ticking) return;
  ticking = true;
  window.setInterval(() => {
    for (const el of document.querySelectorAll<HTMLElement>(".event-clock")) {
      const text = clockText(el, Date.now() + Number(el.dataset.offset));
      if (el.textContent !== text) el.textContent = text;
    }
  }, 1000);
}
