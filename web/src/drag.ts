// Playing a card by dragging it to the table, with a mouse, a pen or a
// finger (pointer events): past a few pixels the card follows the pointer;
// let go over the felt and it is chosen, as a click would (the server then
// accepts it or says why not); let go elsewhere and it goes back. A drag is
// not also a click.
function overFelt(x: number, y: number): boolean {
  const felt = document.querySelector(".felt");
  if (!felt) return false;
  const r = felt.getBoundingClientRect();
  return x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
}

function swallowNextClick(el: HTMLElement): void {
  const swallow = (e: Event): void => {
    e.stopImmediatePropagation();
    e.preventDefault();
  };
  el.addEventListener("click", swallow, { capture: true, once: true });
  // A drag that produced no click (a finger) leaves no trap behind.
  window.setTimeout(() => { el.removeEventListener("click", swallow, { capture: true }); }, 0);
}

export function draggable(el: HTMLElement, drop: () => void): void {
  let start: { x: number; y: number; id: number } | null = null;
  let dragging = false;
  const highlight = (on: boolean): void => { document.querySelector(".felt")?.classList.toggle("drop-target", on); };
  el.addEventListener("pointerdown", (e: PointerEvent) => {
    if (e.button !== 0) return;
    start = { x: e.clientX, y: e.clientY, id: e.pointerId };
    dragging = false;
  });
  el.addEventListener("pointermove", (e: PointerEvent) => {
    if (!start || e.pointerId !== start.id) return;
    const dx = e.clientX - start.x, dy = e.clientY - start.y;
    if (!dragging && Math.hypot(dx, dy) > 8) {
      dragging = true;
      el.classList.add("dragging");
      try {
        el.setPointerCapture(e.pointerId);
      } catch {
        // a pointer the browser no longer tracks: the moves still come here
      }
    }
    if (!dragging) return;
    e.preventDefault();
    el.style.transform = `translate(${dx}px, ${dy}px)`;
    highlight(overFelt(e.clientX, e.clientY));
  });
  const end = (e: PointerEvent, cancelled: boolean): void => {
    if (!start || e.pointerId !== start.id) return;
    const wasDragging = dragging;
    start = null;
    dragging = false;
    el.style.transform = "";
    el.classList.remove("dragging");
    highlight(false);
    if (!wasDragging) return;
    swallowNextClick(el);
    if (!cancelled && overFelt(e.clientX, e.clientY)) drop();
  };
  el.addEventListener("pointerup", (e: PointerEvent) => { end(e, false); });
  el.addEventListener("pointercancel", (e: PointerEvent) => { end(e, true); });
}
