// The page's part of the fair shuffle (docs/fair-shuffle.md): a random
// contribution drawn here, so that the server cannot choose the cards.
export function randomContribution(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
