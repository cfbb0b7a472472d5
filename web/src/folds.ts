// A <details> that stays as the person left it. The page is drawn again at
// every message (dom.ts), so a plain <details> would close at the next one:
// an organiser's half-typed correction folded away under his fingers.
import { type Child, h } from "./dom";

const opened = new Map<string, boolean>();

// `key` names the fold for this page's life (an event's id in it keeps two
// evenings' folds apart); `openAtFirst` is how it shows before any toggle.
// The browser says "toggle" a moment after the change, and a redraw in that
// moment would draw the fold as it was: a press on the summary (a click, or
// Enter or Space on it) is therefore taken at once, as the change it makes.
// A fold drawn open says "toggle" too, a moment later: one already replaced
// by a redraw is not listened to (it would undo a press made since).
export function fold(key: string, cls: string, summary: Child, children: Child[], openAtFirst = false): HTMLElement {
  const details = <HTMLDetailsElement>h("details", { class: cls, open: opened.get(key) ?? openAtFirst,
    ontoggle: () => { if (details.isConnected) opened.set(key, details.open); } },
  h("summary", { onclick: () => { opened.set(key, !details.open); } }, summary), ...children);
  return details;
}
