// Cards are named in words on every screen (docs/client.md "What a player
// sees"): the page's visible text, and the names a screen reader is given
// (aria-label, title), hold no card code ("Ac", "Th", "10d", "9s"), hints
// included. For the tests that visit screens (a11y.test.ts, first.test.ts).
import assert from "node:assert/strict";
import type { Page } from "playwright-core";

// A rank then a suit letter, standing alone: "Ac", "Th", "10d", "9s".
const cardCode = /(?<![\w-])(10|[2-9TJQKA])[cdhs](?![\w-])/;

export async function assertNoCardCodes(page: Page, screen: string): Promise<void> {
  const texts = await page.evaluate(() => {
    const out = [document.body.innerText];
    for (const el of document.querySelectorAll("[aria-label], [title]"))
      out.push(el.getAttribute("aria-label") ?? "", el.getAttribute("title") ?? "");
    return out;
  });
  for (const text of texts) {
    for (const line of text.split("\n")) {
      const m = cardCode.exec(line);
      assert.equal(m, null, `${screen}: a card code "${m?.[0] ?? ""}" in "${line.trim()}"`);
    }
  }
}
