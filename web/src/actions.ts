// The server's action texts (core/notation.h action_text, listed in a
// state's `legal`) in words for buttons and screen readers, with the key
// that presses each (docs/client.md "Keys"). Cards in actions ("Jh",
// "discard 9c", "give Ts", a partner's best card "pass Ah" and the card
// buried after it "bury 9c") are chosen by clicking the card instead.
import { cardName, looksLikeCard, suitWords } from "./cards";
import type { Suit } from "./protocol";

const fixed: Record<string, { words: string; key: string }> = {
  Pass: { words: "Pass", key: "p" },
  Order: { words: "Order up", key: "o" },
  "Order alone": { words: "Order up alone", key: "O" },
  alone: { words: "Go alone", key: "a" },
  "defend alone": { words: "Defend alone", key: "f" },
  "throw in": { words: "Throw in (redeal)", key: "t" },
  farmer: { words: "Farmer's hand", key: "r" },
  "blind loner": { words: "Blind loner", key: "b" },
  show: { words: "Show my hand", key: "w" },
  renege: { words: "Call a renege", key: "e" },
  subtract: { words: "Subtract (Robson)", key: "u" },
  claim: { words: "Claim the rest", key: "k" },
  "call best": { words: "Call for partner's best card", key: "g" },
  // Jambone (K ch. 5): the lone player's hand face up, his cards called.
  jambone: { words: "Jambone: play face up, the left-hand opponent calls my cards", key: "j" },
  "no jambone": { words: "No jambone: play an ordinary lone hand", key: "n" },
};

// Actions that name a card of the hand, chosen by clicking it, by phase.
const cardHeads: Record<string, string> = {
  discard: "discard",
  "farmer give": "give",
  "pass the best card": "pass",
  "discard for the best card": "bury",
};

export interface ActionWords {
  words: string;
  key: string | null; // null: reached by Tab only
}

function isSuit(text: string): text is Suit {
  return text === "c" || text === "d" || text === "h" || text === "s" || text === "n";
}

// `dealerPicks`: the dealer's own order in round 1 takes the up-card into
// his hand: players say "pick it up".
export function actionWords(action: string, dealerPicks = false): ActionWords {
  if (dealerPicks && action === "Order") return { words: "Pick it up", key: "o" };
  if (dealerPicks && action === "Order alone") return { words: "Pick it up, alone", key: "O" };
  const known = fixed[action];
  if (known) return known;
  const [head = "", tail] = action.split(" ", 2);
  if (isSuit(head) && (tail === undefined || tail === "alone")) {
    const name = head === "n" ? "No trump" : `${suitWords[head].replace(/^./, (c) => c.toUpperCase())} trump`;
    return tail ? { words: `${name}, alone`, key: head.toUpperCase() } : { words: name, key: head };
  }
  if (head === "name" && tail && isSuit(tail)) return { words: `Name ${suitWords[tail]}`, key: null };
  // French euchre's auction: a bid of tricks. No key: 1-9 choose cards.
  if (head === "bid" && tail && /^[1-9]$/.test(tail)) return { words: `Bid ${tail}`, key: null };
  if (head === "call" && tail?.startsWith("A")) {
    const s = tail.slice(1);
    return { words: isSuit(s) ? `Call the ace of ${suitWords[s]}` : action, key: null };
  }
  if (looksLikeCard(action)) return { words: `Play the ${cardName(action)}`, key: null };
  if (head === "discard" && tail) return { words: `Discard the ${cardName(tail)}`, key: null };
  if (head === "give" && tail) return { words: `Give the ${cardName(tail)}`, key: null };
  if (head === "pass" && tail && looksLikeCard(tail)) return { words: `Pass the ${cardName(tail)} to your partner`, key: null };
  if (head === "bury" && tail && looksLikeCard(tail)) return { words: `Bury the ${cardName(tail)}`, key: null };
  return { words: action, key: null };
}

// The card an action is about when it is chosen by clicking a card.
export function cardOfAction(action: string): string | null {
  if (looksLikeCard(action)) return action;
  const [head, tail] = action.split(" ", 2);
  if (head !== undefined && Object.values(cardHeads).includes(head) && tail && looksLikeCard(tail)) return tail;
  return null;
}

// What clicking a card asks for in this phase; the server decides whether
// it may: an illegal choice comes back as an error with the core's reason.
export function actionForCard(card: string, phase: string, legal: readonly string[]): string {
  const listed = legal.find((a) => cardOfAction(a) === card);
  if (listed) return listed;
  const head = cardHeads[phase];
  return head ? `${head} ${card}` : card;
}

// A move of the history ("Order alone" by Bob) in words; another seat's
// discard is the bare word "discard" (hidden).
export function moveWords(action: string, dealerPicks = false): string {
  if (action === "discard") return "discarded";
  // A partner's best card and the burial after it, face down (K ch. 6).
  if (action === "pass a card") return "passed a card face down";
  if (action === "bury a card") return "buried a card face down";
  if (action === "jambone") return "chose a jambone: the hand goes face up, the left-hand opponent calls its cards";
  if (action === "no jambone") return "chose no jambone";
  if (looksLikeCard(action)) return `played the ${cardName(action)}`;
  return actionWords(action, dealerPicks).words.toLowerCase();
}

// The words of a move of the deal's list: the dealer's round-1 order is
// "pick it up".
export function moveText(mv: { seat: number; action: string; phase: string }, dealer: number): string {
  return moveWords(mv.action, mv.seat === dealer && mv.phase === "bidding round 1");
}

// An action text (or a bare card) as words: "the king of diamonds", "Pass".
export function choiceWords(action: string): string {
  return looksLikeCard(action) ? `the ${cardName(action)}` : actionWords(action).words;
}
