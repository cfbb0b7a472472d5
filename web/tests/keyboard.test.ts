// Keyboard only: a whole deal played with the keys of docs/client.md (digits
// choose a card, letters press the actions), no mouse. And the
// accessibility tree names every card: each card on screen is announced by
// its name ("jack of hearts"), each action button by its words.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { createTable, newPerson, openLobby, position, serverAndBrowser, skipWithoutChromium } from "./harness";

skipWithoutChromium();

const stage = serverAndBrowser();

const rankWords: Record<string, string> = { "9": "nine", T: "ten", J: "jack", Q: "queen", K: "king", A: "ace", "8": "eight", "7": "seven" };
const suitWords: Record<string, string> = { c: "clubs", d: "diamonds", h: "hearts", s: "spades" };
function nameOf(card: string): string {
  return card === "B" ? "the Benny (joker)" : `${rankWords[card[0] ?? ""] ?? "?"} of ${suitWords[card[1] ?? ""] ?? "?"}`;
}

// One turn by keys alone, as a person reading the screen would: the key
// shown on the first action button, else the digit of a card the page marks
// playable.
async function keyTurn(page: Page): Promise<void> {
  const seq = (await position(page)).seq;
  const action = page.locator(".actions button.action:not(.secondary)[aria-keyshortcuts]").first();
  let key: string | null = (await action.count()) ? await action.getAttribute("aria-keyshortcuts") : null;
  if (key && key !== key.toLowerCase()) key = `Shift+${key}`;
  if (!key) {
    const classes = await page.locator(".hand button.card").evaluateAll((els) => els.map((e) => e.classList.contains("legal")));
    const at = classes.indexOf(true);
    if (at >= 0 && at < 9) key = String(at + 1);
  }
  if (!key) throw new Error(`no key to press (phase ${(await position(page)).phase})`);
  await page.keyboard.press(key);
  await page.waitForFunction((s) => Number(document.querySelector<HTMLElement>(".table-page")?.dataset.seq) !== s, seq, { timeout: 15_000 });
}

test("a deal played with the keyboard only", async () => {
  const ann = await newPerson(stage.browser, "Ann");
  await openLobby(ann, stage.server);
  await createTable(ann, { seats: ["you", "basic", "basic", "basic"] });
  const page = ann.page;
  // The deals are random: Ann sits a deal out when her partner goes alone,
  // and may then have had a single bid or none. Such a deal proves nothing
  // about the keys; the next one is played (up to four deals).
  let turns = 0;
  const deadline = Date.now() + 120_000;
  for (let deal = 1; ; ++deal) {
    turns = 0;
    while ((await page.locator(".deal-over").count()) === 0) {
      assert.ok(Date.now() < deadline, `deal ${deal} did not end in time`);
      if ((await position(page)).myTurn) {
        await keyTurn(page);
        ++turns;
      } else {
        await page.waitForTimeout(25);
      }
    }
    if (turns >= 2 || deal === 4) break;
    // Closed, or already the next deal's panel (a deal Ann sits out can end
    // at once).
    const over = await page.locator(".deal-over").getAttribute("aria-label");
    await page.keyboard.press("Escape");
    await page.waitForFunction((label) => document.querySelector(".deal-over")?.getAttribute("aria-label") !== label, over);
  }
  assert.ok(turns >= 2, `${turns} turns by keys in the last of four deals`);
  // Esc closes the end-of-deal panel, ? opens the list of keys.
  await page.keyboard.press("Escape");
  assert.equal(await page.locator(".deal-over").count(), 0);
  await page.keyboard.press("?");
  assert.match(await page.locator(".help").innerText(), /choose the card/);
  await ann.context.close();
});

test("the accessibility tree names every card and every action", async () => {
  const ann = await newPerson(stage.browser, "Ann");
  await openLobby(ann, stage.server);
  await createTable(ann, { seats: ["you", "basic", "basic", "basic"] });
  const page = ann.page;
  await page.waitForFunction(() => document.querySelector(".table-page")?.getAttribute("data-my-turn") === "true", undefined, { timeout: 30_000 });
  const cards = await page.locator("[data-card]").evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.card ?? ""));
  assert.ok(cards.length >= 5);
  const tree = await page.locator("main").ariaSnapshot();
  for (const card of cards) assert.ok(tree.includes(nameOf(card)), `${card} (${nameOf(card)}) is not named in:\n${tree}`);
  const actionNames = await page.locator(".actions button").evaluateAll((els) =>
    els.map((e) => e.getAttribute("aria-label") ?? e.firstChild?.textContent ?? ""));
  assert.ok(actionNames.length > 0);
  for (const words of actionNames) assert.ok(words && tree.includes(words), `the action "${words}" is not named`);
  // Every button of the page has a name.
  const unnamed = await page.locator("button").evaluateAll((els) => els.filter((e) => !(e.getAttribute("aria-label") ?? e.textContent).trim()).length);
  assert.equal(unnamed, 0);
  await ann.context.close();
});
