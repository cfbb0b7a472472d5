// Playing a card by dragging it to the table, with a mouse, a pen or a
// finger (pointer events): past a few pixels the card follows the pointer;
// let go over the felt and it is chosen, as a click would (the server then
// accepts it or says why not); let go elsewhere and it goes back. A drag is
// not also a click.
//
// The page is drawn anew at every message (dom.ts), which replaces the card
// being dragged: a bot's card arriving or a trick being gathered must not
// drop it from the person's fingers. So the drag lives here, not in the
// element: it is keyed by the card's role (its data-focus name, which a
// redraw keeps), the pointer's moves and release are heard on the document,
// and a redrawn card with the same role takes the drag over. A card that is
// no longer drawn as playable when the pointer lets go is not played.
interface Drag {
  key: string;
  pointer: number;
  x: number;
  y: number;
  dx: number;
  dy: number;
  dragging: boolean;
  over: boolean; // over the felt
  el: HTMLElement;
  drop: () => void;
}

// How far a press moves before it is a drag and not a click (CSS pixels).
export const dragPixels = 8;

let drag: Drag | null = null;
let listening = false;

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

// Draws the drag on its current element, and the felt as a target.
function show(d: Drag): void {
  d.el.classList.toggle("dragging", d.dragging);
  d.el.style.transform = d.dragging ? `translate(${d.dx}px, ${d.dy}px)` : "";
  document.querySelector(".felt")?.classList.toggle("drop-target", d.dragging && d.over);
}

function moved(e: PointerEvent): void {
  const d = drag;
  if (!d || e.pointerId !== d.pointer) return;
  d.dx = e.clientX - d.x;
  d.dy = e.clientY - d.y;
  if (!d.dragging && Math.hypot(d.dx, d.dy) > dragPixels) {
    d.dragging = true;
    try {
      d.el.setPointerCapture(e.pointerId);
    } catch {
      // a pointer the browser no longer tracks: the moves still reach the document
    }
  }
  if (!d.dragging) return;
  e.preventDefault();
  d.over = overFelt(e.clientX, e.clientY);
  show(d);
}

function ended(e: PointerEvent, cancelled: boolean): void {
  const d = drag;
  if (!d || e.pointerId !== d.pointer) return;
  drag = null;
  const wasDragging = d.dragging;
  d.dragging = false;
  show(d);
  if (!wasDragging) return;
  swallowNextClick(d.el);
  if (!cancelled && d.el.isConnected && overFelt(e.clientX, e.clientY)) d.drop();
}

function listen(): void {
  if (listening) return;
  listening = true;
  document.addEventListener("pointermove", moved);
  document.addEventListener("pointerup", (e: PointerEvent) => { ended(e, false); });
  document.addEventListener("pointercancel", (e: PointerEvent) => { ended(e, true); });
}

export function draggable(el: HTMLElement, drop: () => void): void {
  listen();
  const key = el.dataset.focus ?? "";
  if (drag && key && drag.key === key) {
    // Drawn again in the middle of its drag: the new card carries on.
    drag.el = el;
    drag.drop = drop;
    show(drag);
  }
  el.addEventListener("pointerdown", (e: PointerEvent) => {
    if (e.button !== 0) return;
    drag = { key, pointer: e.pointerId, x: e.clientX, y: e.clientY, dx: 0, dy: 0, dragging: false, over: false, el, drop };
  });
}
