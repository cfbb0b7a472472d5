// A press that meets a redraw still clicks (docs/client.md, "Tricks you can
// watch"). The page is drawn anew at every message, which replaces its
// elements: a press on a button or a card and the release on its
// replacement are, to the browser, on two elements, so no click comes (the
// click goes to their common ancestor) and the card is not played. When the
// pressed element was replaced meanwhile and the release lands on an element
// with the same role (its data-focus name, which the redraw keeps), that
// element is clicked. Nothing else changes: a press on an element that was
// not replaced clicks as it always did, and a press that moved away is a
// drag (drag.ts), not a click.
import { dragPixels } from "./drag";

let pressed: { key: string; el: HTMLElement; pointer: number; x: number; y: number } | null = null;

function roleOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>("[data-focus]") : null;
}

export function installPressThroughRedraw(): void {
  document.addEventListener("pointerdown", (e: PointerEvent) => {
    const el = roleOf(e.target);
    pressed = e.button === 0 && el?.dataset.focus ? { key: el.dataset.focus, el, pointer: e.pointerId, x: e.clientX, y: e.clientY } : null;
  }, true);
  document.addEventListener("pointerup", (e: PointerEvent) => {
    const was = pressed;
    pressed = null;
    if (!was || e.pointerId !== was.pointer || was.el.isConnected) return;
    if (Math.hypot(e.clientX - was.x, e.clientY - was.y) > dragPixels) return;
    const now = roleOf(e.target);
    if (!now || now.dataset.focus !== was.key) return;
    // After this release's own (lost) click has gone to the common ancestor.
    window.setTimeout(() => { if (now.isConnected) now.click(); }, 0);
  }, true);
  document.addEventListener("pointercancel", () => { pressed = null; }, true);
}
