// The seats around the table: name, bot, away, dealer, maker and alone,
// tricks taken, whose turn with the turn clock, cards the rules exposed; and
// the trick in the middle, each card in front of the seat that played it.
import { h } from "./dom";
import type { Model } from "./model";
import type { Card, Suit } from "./protocol";
import { botLevel, levelWords, plainName, positionOf, relationOf, seatCount, seatName } from "./sides";
import type { ShownTrick } from "./tricks";
import { cardView } from "./view_card";

// The turn clock as the server set it (state.deadline_ms): seconds left.
export function clockText(m: Model): string {
  if (m.clockEnds === null || !m.state || m.state.to_act === null) return "";
  const left = Math.max(0, Math.ceil((m.clockEnds - Date.now()) / 1000));
  return `${left} s`;
}

// "away: a bot stands in in 25 s" from the server's stand-in time (newer
// servers), counted on this page's clock from the table message's arrival.
export function awayText(m: Model, seat: number): string | null {
  const info = m.table?.seats[seat];
  if (!info?.away) return null;
  const at = info.stand_in_at_ms, now = m.table?.now_ms;
  if (info.bot || typeof at !== "number" || typeof now !== "number") return "away";
  const left = Math.max(0, Math.ceil((at - now - (Date.now() - m.tableArrived)) / 1000));
  return left > 0 ? `away: a bot stands in in ${left} s` : "away";
}

const phraseWords: Record<string, string> = {
  good_game: "Good game!", nice_hand: "Nice hand!", thanks_partner: "Thanks, partner!", well_played: "Well played!",
  sorry_partner: "Sorry, partner.", hello: "Hello!",
};
export const phraseKeys = Object.keys(phraseWords);
export function phraseText(key: string): string {
  return phraseWords[key] ?? key.replace(/_/g, " ");
}

function seatBox(m: Model, seat: number, held: ShownTrick | null): HTMLElement {
  const s = m.state;
  const info = m.table?.seats[seat];
  // The table message follows seat changes at once; a state only with the next action.
  const bot = info?.bot ?? s?.bots[seat] ?? false;
  const toAct = s?.to_act === seat;
  const out = s ? !s.active.includes(seat) : false;
  const rel = relationOf(m, seat);
  const level = botLevel(m, seat);
  const badges: string[] = [];
  if (bot) badges.push(info && !info.open && info.person !== null ? "bot standing in" : level ? `bot: ${levelWords(level)}` : "bot");
  const away = awayText(m, seat);
  if (away) badges.push(away);
  if (info?.open && !bot) badges.push("open seat");
  if (s?.dealer === seat) badges.push("dealer");
  if (s?.maker === seat) badges.push("maker");
  if (s?.loner === seat) badges.push(s.jambone ? "alone, jambone: face up" : "alone");
  if (s?.jambone && s.phase === "play" && s.turn !== undefined && s.turn !== null && s.turn !== s.to_act && s.to_act === seat)
    badges.push("calls the jambone");
  if (s?.jamboree === seat) badges.push("jamboree");
  if (s?.lone_defender === seat) badges.push("defends alone");
  if (s?.ace_partner === seat) badges.push("ace's partner");
  if (out && s?.phase !== "over") badges.push("sits out");
  const takes = held !== null && held.winner === seat;
  const shown = s?.shown[seat] ?? [];
  const name = rel === "you" ? "You" : plainName(m, seat);
  const role = rel && rel !== "you" ? rel : null;
  const tricks = s ? `${s.tricks[seat] ?? 0} trick${s.tricks[seat] === 1 ? "" : "s"}` : null;
  const label = `seat ${seat + 1}: ${name}${role ? `, ${role}` : ""}${badges.length ? ", " + badges.join(", ") : ""}${tricks ? `, ${tricks}` : ""}${toAct ? ", to act" : ""}`;
  const said = m.said.find((x) => x.seat === seat && !m.mutedNames.has(m.state?.names[seat] ?? "") && Date.now() - x.at < 6000);
  return h("div", {
    class: `seat pos-${positionOf(m, seat)}${toAct ? " to-act" : ""}${out ? " out" : ""}${takes ? " takes" : ""}${rel ? ` rel-${rel.replace(/ /g, "-")}` : ""}`,
    role: "group",
    "aria-label": label,
    "data-seat": seat,
  },
  h("div", { class: "seat-name", "aria-hidden": "true" }, name, role ? h("span", { class: "role" }, ` · ${role}`) : null),
  h("div", { class: "badges", "aria-hidden": "true" }, ...badges.map((b) => h("span", { class: `badge badge-${b.replace(/[^a-z]+/gi, "-").replace(/-+$/, "")}` }, b))),
  tricks ? h("div", { class: "seat-tricks", "aria-hidden": "true" }, tricks) : null,
  takes ? h("div", { class: "takes-trick", "aria-hidden": "true" }, rel === "you" ? "✓ you take the trick" : "✓ takes the trick") : null,
  toAct ? h("div", { class: "turn", "aria-hidden": "true" }, "to act ",
    h("span", { class: "clock", id: `clock-${seat}`, "data-ends": m.clockEnds }, clockText(m))) : null,
  said ? h("div", { class: "bubble", role: "status" }, `${name}: ${phraseText(said.phrase)}`) : null,
  shown.length ? h("div", { class: "shown", role: "group", "aria-label": `cards shown by ${seatName(m, seat)}` }, ...shown.map((c) => cardView(c, "small"))) : null);
}

export function seatsView(m: Model, held: ShownTrick | null = null): HTMLElement[] {
  const boxes: HTMLElement[] = [];
  for (let seat = 0; seat < seatCount(m); ++seat) boxes.push(seatBox(m, seat, held));
  return boxes;
}

// The kitty in the middle of the table as everyone sees it: its face-down
// cards (how many, never which) and the up-card on top, face up in round 1,
// turned down once nobody took it. Taken up, it is in the dealer's hand.
function kittyView(s: { up_card: Card | null; up_card_on_kitty: boolean; kitty_face_down: number; trump: Suit | null; phase: string }): HTMLElement | null {
  const up = s.up_card_on_kitty ? s.up_card : null;
  if (!up && s.kitty_face_down === 0) return null;
  const turned = up !== null && (s.trump !== null || s.phase === "bidding round 2");
  const backs = Array.from({ length: Math.min(s.kitty_face_down, 4) }, (_, i) =>
    h("span", { class: "card back", style: `--i: ${i}`, "aria-hidden": "true" }));
  const words = [`${s.kitty_face_down} card${s.kitty_face_down === 1 ? "" : "s"} face down`];
  if (up) words.unshift(turned ? "the up-card, turned down" : "the up-card");
  const label = up ? (turned ? "turned down" : "up-card") : "kitty";
  return h("div", { class: `kitty${turned ? " turned" : ""}`, "aria-label": `the kitty: ${words.join(", ")}`, "data-face-down": s.kitty_face_down },
    h("div", { class: "pile" }, ...backs, up ? cardView(up, turned ? "turned-down" : "up") : h("span", { class: "count" }, String(s.kitty_face_down))),
    h("span", {}, label));
}

// The trick in play around the kitty; a completed trick held on the table
// (tricks.ts) is drawn whole, with who won it, until it is gathered.
export function middleView(m: Model, held: ShownTrick | null = null): HTMLElement {
  const s = m.state;
  const parts: HTMLElement[] = [];
  if (s) {
    const cards = held ? held.cards : s.trick;
    const deal = held ? held.deal : s.deal;
    // The motions' key (motion.ts): deal numbers start again in every game
    // and the same card comes back, so the table and its game are in it.
    const game = `${m.tableId ?? ""}/${m.commit?.game ?? m.table?.game ?? 0}`;
    cards.forEach((card, seat) => {
      if (card) parts.push(h("div", { class: `played pos-${positionOf(m, seat)}${held ? " held" : ""}${held?.winner === seat ? " winning" : ""}`,
        "data-played-by": seat, "data-key": `${game}/${deal}:${card}`, "data-cards-deal": deal },
      cardView(card), h("span", { class: "played-by" }, seat === held?.winner ? `${seatName(m, seat)} ✓` : seatName(m, seat))));
    });
    const kitty = kittyView(s);
    if (kitty) parts.push(kitty);
    if (held && held.deal !== s.deal) parts.push(h("p", { class: "held-caption" }, `The last trick of deal ${held.deal + 1}`));
    if (held) {
      const winner = held.winner === null ? null : seatName(m, held.winner);
      parts.push(h("p", { class: "trick-result visually-hidden", "data-winner": held.winner }, winner ? `${winner === "You" ? "You take" : `${winner} takes`} the trick` : "Trick complete"));
    }
    if (!parts.length && m.shuffling) parts.push(h("p", { class: "shuffling" }, "Shuffling…"));
  } else if (m.table) {
    parts.push(h("p", { class: "shuffling" }, m.table.status === "waiting" ? "Waiting for players…" : m.table.status === "over" ? "The game is over." : "Shuffling…"));
  }
  return h("div", { class: `middle${held ? " holding" : ""}`, role: "group", "aria-label": "the trick", "data-held": held ? held.index : null, "data-held-since": held ? held.start : null }, ...parts);
}
