// The table on screen: seats around, the trick in the middle, the score and
// deal beside, one's hand below with only the server's legal actions as
// buttons. Clicking a card asks the server; its answer (a new state, or an
// error in the core's words) is what the page then shows.
import { actionForCard, actionWords, cardOfAction } from "./actions";
import { h } from "./dom";
import { draggable } from "./drag";
import { orderHand } from "./hand_order";
import type { Model } from "./model";
import { mySeat } from "./model";
import type { Ui } from "./ui";
import { cardButton } from "./view_card";
import { infoView } from "./view_info";
import { dealOverView, gameOverView, hintView, inviteView, seatPickerView } from "./view_panels";
import { middleView, seatsView } from "./view_seats";

function handView(m: Model, ui: Ui): HTMLElement | null {
  const s = m.state;
  if (!s || s.seat === null) return null;
  if (s.blind) return h("p", { class: "hand blind" }, "You decide blind: your cards are face down.");
  const legalCards = new Set(s.legal.map(cardOfAction).filter((c): c is string => c !== null));
  const cards = orderHand(s.hand, s.trump).map((card, index) => {
    const choose = (): void => { ui.act(actionForCard(card, s.phase, s.legal)); };
    const el = cardButton(card, { legal: legalCards.size === 0 ? null : legalCards.has(card), index, onClick: choose });
    if (s.my_turn) draggable(el, choose);
    return el;
  });
  return h("div", { class: "hand", role: "group", "aria-label": `your hand, ${s.hand.length} cards` }, ...cards,
    s.own_discard ? h("span", { class: "own-discard" }, "you discarded ", h("span", { "data-card": s.own_discard }, s.own_discard)) : null);
}

function actionsView(m: Model, ui: Ui): HTMLElement | null {
  const s = m.state;
  if (!s || s.seat === null) return null;
  const buttons = s.legal.filter((a) => cardOfAction(a) === null).map((action) => {
    const w = actionWords(action);
    return h("button", { type: "button", class: "action", "data-action": action, "data-focus": `action-${action}`,
      "aria-keyshortcuts": w.key, "aria-label": w.words, onclick: () => { ui.act(action); } },
    // An upper-case key is typed with Shift: "⇧O" (a bare "O" reads as zero).
    w.words, w.key ? h("kbd", { "aria-hidden": "true" }, w.key === w.key.toLowerCase() ? w.key : `⇧${w.key}`) : null);
  });
  if (s.my_turn && s.phase === "play") {
    buttons.push(h("button", { type: "button", class: "action secondary", "data-action": "claim", "data-focus": "action-claim",
      "aria-keyshortcuts": "k", "aria-label": "Claim the rest of the tricks",
      onclick: () => { ui.send({ type: "claim", table: s.table }); } }, "Claim the rest", h("kbd", { "aria-hidden": "true" }, "k")));
  }
  if (s.my_turn && m.table?.hints) {
    buttons.push(h("button", { type: "button", class: "action secondary", "data-action": "hint", "data-focus": "action-hint",
      "aria-keyshortcuts": "i", onclick: () => { ui.send({ type: "hint", table: s.table }); } }, "Hint", h("kbd", { "aria-hidden": "true" }, "i")));
  }
  const prompt = s.my_turn
    ? s.legal.some((a) => cardOfAction(a) !== null) ? "Your turn: choose a card." : "Your turn."
    : s.to_act !== null ? `Waiting for ${s.names[s.to_act] ?? "the next seat"}.` : "";
  return h("div", { class: "actions", role: "group", "aria-label": "your choices" },
    h("p", { class: "prompt", "aria-live": "polite" }, prompt), ...buttons);
}

function errorView(m: Model, ui: Ui): HTMLElement | null {
  const e = m.error;
  if (!e) return null;
  return h("div", { class: `error code-${e.code}`, role: "alert" },
    h("span", { class: "error-text" }, errorWords(e.code, e.message)),
    h("button", { type: "button", class: "dismiss", "aria-label": "dismiss the message",
      onclick: () => { ui.local((mm) => { mm.error = null; }); } }, "×"));
}

// The server's message is the explanation; a few codes get a lead-in.
export function errorWords(code: string, message: string): string {
  const lead: Record<string, string> = {
    illegal: "Not allowed: ", not_your_turn: "Not your turn: ", seat_taken: "That seat is taken: ",
    unknown_table: "No such table: ", bad_settings: "Those settings do not work: ", rate_limited: "Too fast: ",
    unavailable: "The server could not keep that, try again: ",
  };
  return (lead[code] ?? "") + message;
}

export function tableView(m: Model, ui: Ui): HTMLElement {
  const t = m.table;
  const seated = mySeat(m) !== null;
  const s = m.state;
  // data-*: the table's position for the browser tests (and nothing the
  // person cannot see on screen).
  return h("div", { class: `table-page${seated ? " seated" : " watching"}`, "data-table": m.tableId, "data-seat": mySeat(m),
    "data-status": t?.status, "data-deal": s?.deal, "data-seq": s?.seq, "data-phase": s?.phase,
    "data-my-turn": s?.my_turn ? "true" : "false" },
    h("header", { class: "table-head" },
      h("h1", {}, t ? t.name : "Table"),
      t ? h("p", { class: "rules" }, t.rules.replace(/_/g, " ")) : null,
      h("button", { type: "button", "data-focus": "leave", onclick: () => { ui.leave(); } }, seated ? "Leave the table" : "Back to the lobby")),
    errorView(m, ui),
    inviteView(m),
    seatPickerView(m, ui),
    h("div", { class: `felt seats-${m.state?.names.length ?? t?.seats.length ?? 4}` }, ...seatsView(m), middleView(m)),
    infoView(m),
    actionsView(m, ui),
    handView(m, ui),
    hintView(m),
    dealOverView(m, ui),
    gameOverView(m, ui));
}
