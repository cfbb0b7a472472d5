// The table on screen: seats around, the trick in the middle, the score and
// deal beside, one's hand below with only the server's legal actions as
// buttons. Clicking a card asks the server; its answer (a new state, or an
// error in the core's words) is what the page then shows.
import { actionForCard, actionWords, cardOfAction } from "./actions";
import { cardName, suitWords } from "./cards";
import { h } from "./dom";
import { eventClockLine } from "./event_clock";
import { draggable } from "./drag";
import { orderHand } from "./hand_order";
import type { Model } from "./model";
import { mySeat } from "./model";
import type { Ui } from "./ui";
import type { ServerError, State } from "./protocol";
import { seatName } from "./sides";
import { current } from "./tricks";
import { cardButton, cardView } from "./view_card";
import { infoView, scoreBar } from "./view_info";
import { dealOverView, gameOverView, hintView, inviteView, practiceNoticeView, practiceView, seatPickerView } from "./view_panels";
import { middleView, phraseKeys, phraseText, seatsView } from "./view_seats";

function handView(m: Model, ui: Ui): HTMLElement | null {
  const s = m.state;
  if (!s || s.seat === null) return null;
  if (s.blind) return h("p", { class: "hand blind" }, "You decide blind: your cards are face down.");
  const legalCards = new Set(s.legal.map(cardOfAction).filter((c): c is string => c !== null));
  // A jambone's caller: the lone player's cards come first (keys 1, 2, ...).
  const first = callingJambone(s) ? lonerCards(s).length : 0;
  const cards = orderHand(s.hand, s.trump).map((card, index) => {
    const choose = (): void => { ui.act(actionForCard(card, s.phase, s.legal)); };
    const el = cardButton(card, { legal: legalCards.size === 0 ? null : legalCards.has(card), index: first + index, onClick: choose });
    if (s.my_turn) draggable(el, choose);
    return el;
  });
  if (!cards.length && !s.own_discard) return null;
  const own = h("div", { class: "hand", role: "group", "aria-label": `your hand, ${s.hand.length} cards` }, ...cards,
    s.own_discard ? h("span", { class: "own-discard" }, `You discarded the ${cardName(s.own_discard)} `, cardView(s.own_discard, "small")) : null);
  return callingJambone(s) ? h("div", { class: "hands" }, lonerHandView(m, ui, s), own) : own;
}

// A jambone (K ch. 5): this seat is the caller and chooses the card the lone
// player plays now, from his face-up hand.
function callingJambone(s: State): boolean {
  return s.my_turn && s.phase === "play" && s.turn !== undefined && s.turn !== null && s.turn !== s.seat;
}

// The lone player's face-up cards still held, in the order the page shows a hand.
function lonerCards(s: State): string[] {
  return orderHand((s.shown[s.turn ?? 0] ?? []).filter((c) => !s.played.includes(c)), s.trump);
}

function lonerHandView(m: Model, ui: Ui, s: State): HTMLElement {
  const loner = s.turn ?? 0;
  const legalCards = new Set(s.legal.map(cardOfAction).filter((c): c is string => c !== null));
  const cards = lonerCards(s).map((card, index) => {
    const choose = (): void => { ui.act(actionForCard(card, s.phase, s.legal)); };
    return cardButton(card, { legal: legalCards.has(card), index, onClick: choose });
  });
  return h("div", { class: "hand loner-hand", role: "group", "aria-label": `${seatName(m, loner)}'s hand, face up: choose the card ${seatName(m, loner)} plays` },
    h("p", { class: "loner-hand-title" }, `Jambone: you choose ${seatName(m, loner)}'s card`), ...cards);
}

function actionsView(m: Model, ui: Ui): HTMLElement | null {
  const s = m.state;
  if (!s || s.seat === null) return null;
  // The dealer's own order in round 1 takes the up-card: "Pick it up".
  const dealerPicks = s.seat === s.dealer && s.phase === "bidding round 1";
  const buttons = s.legal.filter((a) => cardOfAction(a) === null).map((action) => {
    const w = actionWords(action, dealerPicks);
    return h("button", { type: "button", class: "action", "data-action": action, "data-focus": `action-${action}`,
      "aria-keyshortcuts": w.key, onclick: () => { ui.act(action); } },
    // An upper-case key is typed with Shift: "⇧O" (a bare "O" reads as zero).
    w.words, w.key ? h("kbd", { "aria-hidden": "true" }, w.key === w.key.toLowerCase() ? w.key : `⇧${w.key}`) : null);
  });
  // A jambone's caller claims nothing for the lone player (docs/rules.md).
  if (s.my_turn && s.phase === "play" && !callingJambone(s)) {
    buttons.push(h("button", { type: "button", class: "action secondary", "data-action": "claim", "data-focus": "action-claim",
      "aria-keyshortcuts": "k",
      onclick: () => { ui.send({ type: "claim", table: s.table }); } }, "Claim the rest", h("kbd", { "aria-hidden": "true" }, "k")));
  }
  if (s.undo) {
    buttons.push(h("button", { type: "button", class: "action secondary", "data-action": "undo", "data-focus": "action-undo",
      "aria-keyshortcuts": "u", onclick: () => { ui.send({ type: "undo", table: s.table }); } },
    "Undo", h("kbd", { "aria-hidden": "true" }, "u")));
  }
  if (s.my_turn && m.table?.hints) {
    buttons.push(h("button", { type: "button", class: "action secondary", "data-action": "hint", "data-focus": "action-hint",
      "aria-keyshortcuts": "i", onclick: () => { ui.send({ type: "hint", table: s.table }); } }, "Hint", h("kbd", { "aria-hidden": "true" }, "i")));
  }
  const prompt = s.my_turn
    ? s.legal.some((a) => cardOfAction(a) !== null) ? promptForCards(m, s)
      : s.phase === "jambone offer" ? jamboneOfferPrompt : "Your turn."
    : s.to_act !== null ? waitingWords(m, s, s.to_act) : "";
  if (!prompt && !buttons.length) return null;
  return h("div", { class: "actions", role: "group", "aria-label": "your choices" },
    h("p", { class: "prompt", "aria-live": "polite" }, undoneWords(m, s) + prompt), ...buttons, stickNote(s));
}

const jamboneOfferPrompt = "Your turn: play a jambone? Your hand goes face up and the opponent on your left chooses every card you play: all five tricks score 8, three or four 1, fewer is a euchre.";

// Whom the table waits for; in a jambone the caller chooses the lone player's card.
function waitingWords(m: Model, s: State, seat: number): string {
  if (s.phase === "play" && s.turn !== undefined && s.turn !== null && s.turn !== seat)
    return s.turn === s.seat
      ? `Jambone: waiting for ${seatName(m, seat)} to choose your card.`
      : `Jambone: waiting for ${seatName(m, seat)} to choose ${seatName(m, s.turn)}'s card.`;
  return `Waiting for ${seatName(m, seat)}.`;
}

// Said once after an undo, until the game moves on.
function undoneWords(m: Model, s: State): string {
  const u = m.undone;
  if (!u || u.seq !== s.seq) return "";
  return u.taken_back > 1 ? `Taken back: your move and the ${u.taken_back - 1} after it. ` : "Taken back: your move. ";
}

// What to do, and in the play what was led (said in words too: the trick
// on the felt may still be the one just taken, held for a moment).
function promptForCards(m: Model, s: State): string {
  if (s.phase === "discard") return "Your turn: choose a card to discard.";
  if (s.phase === "farmer give") return "Your turn: choose a card to give.";
  if (s.phase === "pass the best card") return "Your turn: choose your best card to pass face down to your partner.";
  if (s.phase === "discard for the best card") return "Your turn: choose a card to bury face down.";
  const led = s.trick[s.leader];
  if (callingJambone(s)) {
    const loner = seatName(m, s.turn ?? 0);
    const lead = led ? `${seatName(m, s.leader)} led the ${cardName(led)}. ` : "";
    return `Your turn: you call the jambone. ${lead}Choose the card ${loner} plays, from ${loner}'s face-up hand.`;
  }
  if (s.phase === "play" && led && s.leader !== s.seat) return `Your turn: ${seatName(m, s.leader)} led the ${cardName(led)}.`;
  return s.phase === "play" ? "Your turn: lead a card." : "Your turn: choose a card.";
}

// Stick the dealer: the dealer may not pass in the last round, so Pass is
// missing: say why.
function stickNote(s: State): HTMLElement | null {
  if (!s.my_turn || s.seat !== s.dealer || s.phase !== "bidding round 2" || s.legal.includes("Pass") || s.legal.length === 0) return null;
  return h("p", { class: "stick-note" }, "Stick the dealer: everyone passed, so you as dealer must name trump (you may not pass).");
}

// The round's clock at an event's table: the time left (or that it is up),
// so nobody starts a deal thinking there is time for more.
function tableEventClock(m: Model, event: string): HTMLElement | null {
  const ev = m.events.get(event);
  if (ev?.status !== "running" || !ev.clock || !("started_ms" in ev.clock) || ev.clock.ends_ms === null) return null;
  return h("p", { class: "event-table-clock" }, `Round ${ev.round}: `, eventClockLine(ev.clock, m.eventClockOffset));
}

// A refusal in the core's words, with the left bower named when the core's
// reason says it was led ("must follow spades" after the jack of clubs, spades trump).
export function refusalWords(s: State | null, e: Pick<ServerError, "code" | "message" | "reason">): string {
  const text = errorWords(e.code, e.message);
  const why = e.reason;
  if (!s || e.code !== "illegal" || why?.rule !== "must_follow" || !why.left_bower || !why.led || !s.trump || s.trump === "n") return text;
  return `${text}: the ${cardName(why.led)} is the left bower: it counts as a ${suitWords[s.trump].replace(/s$/, "")}.`;
}

export function errorView(m: Model, ui: Ui): HTMLElement | null {
  const e = m.error;
  if (!e) return null;
  return h("div", { class: `error code-${e.code}`, role: "alert" },
    h("span", { class: "error-text" }, refusalWords(m.state, e)),
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

// Quick phrases (no free text: table talk); each seat's may be muted.
function phrasesView(m: Model, ui: Ui): HTMLElement | null {
  const s = m.state;
  if (!s || s.seat === null || !m.phrases) return null;
  const others = s.names.map((_, seat) => seat).filter((seat) => seat !== s.seat && !(s.bots[seat] ?? false));
  // Kept open across redraws (every message redraws the page).
  return h("details", { class: "phrases", open: m.phrasesOpen, ontoggle: (e: Event) => { const d = e.target as HTMLDetailsElement; if (d.isConnected) m.phrasesOpen = d.open; } },
    h("summary", { onclick: (e: Event) => { m.phrasesOpen = !((e.currentTarget as HTMLElement).parentElement as HTMLDetailsElement).open; } }, "Say something"),
    h("div", { class: "phrase-buttons" }, ...phraseKeys.map((key) => h("button", { type: "button", class: "phrase", "data-phrase": key,
      onclick: () => { ui.send({ type: "say", table: s.table, phrase: key }); } }, phraseText(key)))),
    others.length ? h("div", { class: "phrase-mutes" }, ...others.map((seat) => h("label", {},
      h("input", { type: "checkbox", checked: m.mutedNames.has(s.names[seat] ?? ""), "data-mute": seat,
        onchange: (e: Event) => { const on = (e.target as HTMLInputElement).checked; ui.mute(s.names[seat] ?? "", on); } }),
      ` Hide ${seatName(m, seat)}'s phrases`))) : null);
}

function dockView(m: Model, ui: Ui): HTMLElement | null {
  if (mySeat(m) === null) return null;
  const actions = actionsView(m, ui), hand = handView(m, ui);
  return actions || hand ? h("div", { class: "dock" }, practiceNoticeView(m, ui), actions, hand) : null;
}

export function tableView(m: Model, ui: Ui): HTMLElement {
  const t = m.table;
  const seated = mySeat(m) !== null;
  const s = m.state;
  const held = current(m.watch, Date.now()).trick;
  // data-*: the table's position for the browser tests (and nothing the
  // person cannot see on screen).
  return h("div", { class: `table-page${seated ? " seated" : " watching"}`, "data-table": m.tableId, "data-seat": mySeat(m),
    "data-status": t?.status, "data-deal": s?.deal, "data-seq": s?.seq, "data-phase": s?.phase,
    "data-my-turn": s?.my_turn ? "true" : "false" },
    h("header", { class: "table-head" },
      h("h1", {}, t ? t.name : "Table"),
      t ? h("p", { class: "rules" }, t.rules.replace(/_/g, " "), t.pace ? `; bots play ${t.pace === "normal" ? "at a normal pace" : t.pace === "slow" ? "slowly" : "instantly"}` : "") : null,
      t?.event ? h("button", { type: "button", "data-focus": "leave", onclick: () => { ui.toEvent(); } }, "The evening")
        : h("button", { type: "button", "data-focus": "leave", onclick: () => { ui.leave(); } }, seated ? "Leave the table" : "Back to the lobby")),
    m.eventNotice && t?.event ? h("p", { class: "event-notice", role: "status" }, m.eventNotice) : null,
    t?.event ? tableEventClock(m, t.event) : null,
    scoreBar(m),
    errorView(m, ui),
    inviteView(m),
    seatPickerView(m, ui),
    h("div", { class: `felt seats-${m.state?.names.length ?? t?.seats.length ?? 4}` }, ...seatsView(m, held), middleView(m, held)),
    dockView(m, ui),
    h("div", { class: "side" }, practiceView(m, ui), dealOverView(m, ui), hintView(m), infoView(m, ui), phrasesView(m, ui)),
    gameOverView(m, ui));
}
