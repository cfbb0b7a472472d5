// Keyboard play (docs/client.md "Keys"): 1-9 choose the n-th card of the
// hand, the letter shown on an action button presses it, arrows move along
// the hand, L shows the last trick, Esc closes a panel, ? the list of keys.
// Tab and Enter reach everything as well: every control is a real button.
export const keyHelp: readonly (readonly [string, string])[] = [
  ["1 … 9", "choose the card at that place in your hand (left to right)"],
  ["← →", "move along your hand; Enter or Space plays the card in focus"],
  ["p / o / O", "pass / order up / order up alone"],
  ["c d h s n", "name clubs, diamonds, hearts, spades, no trump (with Shift: alone)"],
  ["a / f / g", "go alone / defend alone / call for partner's best card"],
  ["j / n", "jambone / no jambone (a lone hand face up, its cards called); calling one, 1 … 9 start with the lone player's cards"],
  ["k / i", "claim the rest / ask for a hint (where the table allows)"],
  ["u", "undo your last move (alone against the computer)"],
  ["l", "show or hide the last trick"],
  ["Esc", "close the end-of-deal panel or this help"],
  ["?", "show or hide this list"],
];

export interface KeyTargets {
  toggleLastTrick(): void;
  closePanels(): void;
  toggleHelp(): void;
}

function typing(target: EventTarget | null): boolean {
  return target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;
}

function handCards(): HTMLButtonElement[] {
  return Array.from(document.querySelectorAll<HTMLButtonElement>(".hand button.card"));
}

export function installKeys(targets: KeyTargets): void {
  document.addEventListener("keydown", (e: KeyboardEvent) => {
    if (e.ctrlKey || e.altKey || e.metaKey || typing(e.target)) return;
    if (e.key === "Escape") {
      targets.closePanels();
      return;
    }
    if (e.key === "?") {
      targets.toggleHelp();
      return;
    }
    if (e.key === "l" || e.key === "L") {
      targets.toggleLastTrick();
      return;
    }
    if (/^[1-9]$/.test(e.key)) {
      const card = handCards()[Number(e.key) - 1];
      if (card) {
        e.preventDefault();
        card.focus();
        card.click();
      }
      return;
    }
    if (e.key === "ArrowLeft" || e.key === "ArrowRight") {
      const cards = handCards();
      if (!cards.length) return;
      const at = cards.findIndex((c) => c === document.activeElement);
      const next = at < 0 ? 0 : (at + (e.key === "ArrowRight" ? 1 : cards.length - 1)) % cards.length;
      cards[next]?.focus();
      e.preventDefault();
      return;
    }
    if (e.key.length === 1) {
      const button = Array.from(document.querySelectorAll<HTMLButtonElement>(".actions button[aria-keyshortcuts]"))
        .find((b) => b.getAttribute("aria-keyshortcuts") === e.key);
      if (button && !button.disabled) {
        e.preventDefault();
        button.click();
      }
    }
  });
}
