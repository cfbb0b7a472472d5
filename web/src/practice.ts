// A practice game (docs/client.md "Learn"): the table the Learn section
// starts against kind bots with the expert's hints allowed. The page asks
// the expert at each of the person's turns (the hint the table offers
// anyone, from the person's own view), shows it unless the person turned
// that off, and once the trick of a decision is over (the first trick for
// a decision of the auction) points out a choice that cost at least
// kCostly points against the expert's best, with the expert's reason.
import { signedPoints } from "./points";
import { actionWords } from "./actions";
import { cardName, looksLikeCard } from "./cards";
import type { Hint, State } from "./protocol";

export const kCostly = 0.5; // points this deal, the person's side's minus the others'

interface Decision { deal: number; turn: number; action: string; tricksDone: number }

export interface Practice {
  table: string;
  showHints: boolean; // the expert's view at each turn, before choosing
  asked: Set<number>; // turns whose hint was asked for by the page itself
  hints: Map<number, Hint>; // by turn
  decisions: Decision[]; // the person's choices not yet looked back on
  notice: string | null; // the last costly choice, in words
}

const practiceKey = "euchre.practice";
const showKey = "euchre.practiceHints";

export function newPractice(table: string): Practice {
  let show = true;
  try {
    window.sessionStorage.setItem(practiceKey, table);
    show = window.localStorage.getItem(showKey) !== "0";
  } catch {
    // storage refused: the practice still runs, hints on
  }
  return { table, showHints: show, asked: new Set(), hints: new Map(), decisions: [], notice: null };
}

// The practice table of this tab after a reload, if the address names it.
export function keptPractice(table: string | null): Practice | null {
  try {
    return table !== null && window.sessionStorage.getItem(practiceKey) === table ? newPractice(table) : null;
  } catch {
    return null;
  }
}

export function setShowHints(p: Practice, on: boolean): void {
  p.showHints = on;
  try {
    window.localStorage.setItem(showKey, on ? "1" : "0");
  } catch {
    // as above
  }
}

// Tricks finished in the deal (a decision of the auction counts as trick 0).
function tricksDone(s: State): number {
  return s.tricks.reduce((a, b) => a + b, 0);
}

// The turn to ask the expert about, once per turn: the person's own.
export function turnToAsk(p: Practice, s: State): number | null {
  if (s.table !== p.table || !s.my_turn || p.asked.has(s.seq)) return null;
  p.asked.add(s.seq);
  return s.seq;
}

export function noteChoice(p: Practice, s: State, action: string): void {
  if (s.table === p.table && s.my_turn) p.decisions.push({ deal: s.deal, turn: s.seq, action, tricksDone: tricksDone(s) });
}

// Keeps a hint; true if the page should show it (the person's own ask, or hints on).
export function keepHint(p: Practice, hint: Hint): boolean {
  if (hint.table !== p.table) return true;
  p.hints.set(hint.turn, hint);
  return p.showHints || !p.asked.has(hint.turn);
}


// "played the ace of clubs", "chose “Pass”" ("chosen" after "would have").
function choice(action: string, participle = false): string {
  return looksLikeCard(action) ? `played the ${cardName(action)}` : `${participle ? "chosen" : "chose"} “${actionWords(action).words}”`;
}

// The expert's reason ("you hold 3 trumps ...") as a sentence.
function sentence(text: string): string {
  const t = text.trim();
  return t ? `${t.charAt(0).toUpperCase()}${t.slice(1)}${/[.!?]$/.test(t) ? "" : "."}` : "";
}

// After a state: each decision whose trick is over is looked back on (once
// its hint is here); the costliest sets the notice.
export function lookBack(p: Practice, s: State): void {
  if (s.table !== p.table) return;
  const over = (d: Decision): boolean => s.deal !== d.deal || tricksDone(s) > d.tricksDone || s.phase === "over";
  const waiting: Decision[] = [];
  for (const d of p.decisions) {
    const hint = p.hints.get(d.turn);
    if (!over(d) || !hint) {
      if (!over(d) || s.deal === d.deal) waiting.push(d); // a hint still on its way
      continue;
    }
    const best = hint.actions[0];
    const mine = hint.actions.find((a) => a.action === d.action);
    if (!best || !mine || best.expected_points === null || mine.expected_points === null) continue;
    const cost = best.expected_points - mine.expected_points;
    if (cost >= kCostly && best.action !== d.action) {
      p.notice = `Looking back: you ${choice(d.action)}; the expert would have ${choice(best.action, true)}` +
        ` (${signedPoints(best.expected_points)} points expected against ${signedPoints(mine.expected_points)}). ${sentence(best.reason)}`;
    }
  }
  p.decisions = waiting;
}
