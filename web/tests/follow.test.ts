// A game a person can follow (docs/client.md "Tricks you can watch"): with
// bots that answer at once, every completed trick is still on the table, all
// its cards, for at least a second before it is gathered (the page's own
// hold); and the end of the game is in view at desktop and phone sizes.
import assert from "node:assert/strict";
import { test } from "node:test";
import { createTable, desktop, newPerson, openLobby, phone, playOneTurn, position, serverAndBrowser, skipWithoutChromium } from "./harness";

skipWithoutChromium();

const stage = serverAndBrowser();

interface Seen { cards: string; first: number; last: number }

test("a completed trick stays on the table, whole, for at least a second", async () => {
  const ann = await newPerson(stage.browser, "Ann");
  const page = ann.page;
  await openLobby(ann, stage.server);
  // In the page: every animation frame, the cards in the middle; a trick
  // is "whole" when as many cards lie there as seats play.
  await page.evaluate(() => {
    const seen: Seen[] = [];
    (window as unknown as { seenTricks: Seen[] }).seenTricks = seen;
    const look = (): void => {
      const cards = Array.from(document.querySelectorAll<HTMLElement>(".table-page .middle .played [data-card]"))
        .map((e) => e.dataset.card ?? "").sort().join(" ");
      if (cards.split(" ").length === 4) {
        const now = performance.now();
        const last = seen[seen.length - 1];
        if (last && last.cards === cards) last.last = now;
        else seen.push({ cards, first: now, last: now });
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await createTable(ann, { seats: ["you", "basic", "basic", "basic"], options: { target: "25" } });
  // Ann plays as a person who watches: she answers once no trick is held.
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    const seen = await page.evaluate(() => (window as unknown as { seenTricks: Seen[] }).seenTricks.length);
    if (seen >= 6) break;
    const p = await position(page);
    if (p.myTurn && (await page.locator(".middle.holding").count()) === 0) await playOneTurn(page);
    else await page.waitForTimeout(25);
  }
  await page.waitForTimeout(2000); // the last one seen has its time
  const seen = await page.evaluate(() => (window as unknown as { seenTricks: Seen[] }).seenTricks);
  assert.ok(seen.length >= 4, `only ${seen.length} whole tricks were ever on screen: ${JSON.stringify(seen)}`);
  for (const s of seen) assert.ok(s.last - s.first >= 1000, `the trick ${s.cards} was whole on screen for ${Math.round(s.last - s.first)} ms`);
  // Who took it is said while it is held, and the last trick can be looked at.
  assert.ok((await page.locator(".last-trick button").count()) === 1);
  await ann.context.close();
});

for (const [size, viewport] of [["desktop", desktop], ["phone", phone]] as const) {
  test(`the end of the game is in view at ${size} size`, async () => {
    const ann = await newPerson(stage.browser, "Ann", viewport);
    const page = ann.page;
    await openLobby(ann, stage.server);
    await createTable(ann, { seats: ["you", "basic", "basic", "basic"], options: { target: "1" } });
    for (let i = 0; i < 4000 && !(await position(page)).gameOver; ++i) {
      if ((await position(page)).myTurn) await playOneTurn(page);
      else await page.waitForTimeout(25);
    }
    await page.locator(".game-over").waitFor();
    await page.waitForTimeout(300);
    const box = await page.locator(".game-over").evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: window.innerHeight, width: window.innerWidth };
    });
    assert.ok(box.top >= 0 && box.bottom <= box.height && box.left >= 0 && box.right <= box.width,
      `the game-over panel is not in the viewport: ${JSON.stringify(box)}`);
    assert.match(await page.locator(".game-over").innerText(), /won/);
    // A reload after the end shows the result again (the table's `result`),
    // with the record and the rematch.
    const winner = await page.locator(".game-over .winner").innerText();
    const lastDeal = await page.locator(".game-over .last-deal").innerText();
    assert.match(lastDeal, /^Last deal: /);
    await page.reload();
    await page.locator(".game-over .winner").waitFor({ timeout: 10_000 });
    assert.equal(await page.locator(".game-over .winner").innerText(), winner);
    // How the last deal ended, as the page that saw it end said it.
    assert.equal(await page.locator(".game-over .last-deal").count(), 1, "the returning player's result lacks the last deal");
    assert.equal(await page.locator(".game-over .last-deal").innerText(), lastDeal);
    assert.equal(await page.locator(".game-over a.record-link").count(), 1);
    assert.equal(await page.locator('.game-over button[data-focus="rematch"]').count(), 1);
    await ann.context.close();
  });
}

test("a dropped player shows as away at once, with the time before a bot stands in", async () => {
  const ann = await newPerson(stage.browser, "Ann");
  const bob = await newPerson(stage.browser, "Bob");
  await openLobby(ann, stage.server);
  const table = await createTable(ann, { seats: ["you", "basic", "open", "basic"], grace: "30", pace: "slow" });
  await openLobby(bob, stage.server);
  await bob.page.locator(`.lobby-table[data-table="${table}"] button.join[data-seat="2"]`).click();
  await bob.page.waitForSelector(".table-page.seated");
  await bob.page.waitForSelector('.seat[data-seat="0"]');
  // Ann's seat is her partner's view of "Ann (partner)"; she drops.
  assert.match((await bob.page.locator('.seat[data-seat="0"]').getAttribute("aria-label")) ?? "", /Ann, partner/);
  const dropped = Date.now();
  await ann.context.close();
  await bob.page.waitForFunction(() => /away: a bot stands in in \d+ s/.test(document.querySelector('.seat[data-seat="0"]')?.getAttribute("aria-label") ?? ""),
    undefined, { timeout: 2000 });
  assert.ok(Date.now() - dropped < 2500);
  const label = (await bob.page.locator('.seat[data-seat="0"]').getAttribute("aria-label")) ?? "";
  const left = Number(/in (\d+) s/.exec(label)?.[1]);
  assert.ok(left > 20 && left <= 30, label);
  await bob.context.close();
});
