// The first minute (docs/client.md "Play at once"): a new person on a
// 360x780 phone reaches a game against bots in one tap, with no scrolling;
// the rules last chosen are remembered for that tap; "Play with friends"
// makes a private table whose link is offered; "Club evenings" leads to
// them; "create one." on the empty lobby opens the create form; the first
// screen has no accessibility violation (axe) at phone and desktop size.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { checkA11y } from "./axe";
import { assertNoCardCodes } from "./card_codes";
import { createTable, desktop, newPerson, openLobby, serverAndBrowser, skipWithoutChromium } from "./harness";

skipWithoutChromium();

const stage = serverAndBrowser();
const smallPhone = { width: 360, height: 780 };

// The element's whole box on screen, without scrolling.
async function boxOnScreen(page: Page, selector: string): Promise<{ on: boolean; box: string }> {
  // One call that finds and measures: the page redraws at its messages, and
  // an element found first and measured after such a redraw is a detached
  // one with an empty box (seen once under load).
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return { on: false, box: `no ${sel}` };
    const r = el.getBoundingClientRect();
    return {
      on: window.scrollY === 0 && r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth,
      box: `${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)} in ${window.innerWidth}x${window.innerHeight}, scrolled ${window.scrollY}`,
    };
  }, selector);
}

// Runs first: the lobby is empty only before the other tests' tables.
test("'create one.' on the empty lobby opens the create form", async () => {
  const ann = await newPerson(stage.browser, "Ann", smallPhone);
  const page = ann.page;
  await openLobby(ann, stage.server);
  await page.waitForSelector("form.create");
  const link = page.locator(".tables a.to-create", { hasText: "create one" });
  assert.equal(await link.count(), 1, "the empty lobby's 'create one' is no link");
  await link.click();
  await page.waitForFunction(() => document.activeElement?.id === "create-name");
  const form = await page.locator("form.create").evaluate((el) => el.getBoundingClientRect().top);
  assert.ok(form >= -1 && form < 100, `the create form is not brought into view (its top at ${form} px)`);
  await ann.context.close();
});

test("a new person on a 360x780 phone reaches a game against bots in one tap, with no scrolling", async () => {
  const context = await stage.browser.newContext({ viewport: smallPhone, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  page.on("pageerror", (e) => { console.error(`page error: ${e.message}`); });
  await page.goto(stage.server.url);
  await page.waitForSelector("#status[data-status=open]");
  await page.waitForSelector("form.create"); // the rules are loaded (what a person sees in a second)
  const where = await boxOnScreen(page, "button.play-bots");
  assert.ok(where.on, `"Play against bots" is not on the first screen (${where.box})`);
  await checkA11y(page, "the first screen on a phone");
  await assertNoCardCodes(page, "the first screen on a phone");
  await page.tap("button.play-bots");
  await page.waitForSelector('.table-page[data-seat="0"][data-phase^="bidding"]', { timeout: 30_000 });
  // Everyone else at the table is a bot, and the person's hand is dealt.
  assert.equal(await page.locator(".felt .seat .badge", { hasText: /^bot/ }).count(), 3);
  assert.equal(await page.locator(".hand button.card").count(), 5);
  assert.match(await page.locator(".table-head .rules").innerText(), /^standard/);
  await assertNoCardCodes(page, "the first bid");
  await context.close();
});

test("the rules last chosen are the one tap's rules from then on", async () => {
  const ann = await newPerson(stage.browser, "Ann", smallPhone);
  const page = ann.page;
  await openLobby(ann, stage.server);
  await createTable(ann, { preset: "three-handed", seats: ["you", "basic", "basic"] });
  await page.click("text=Leave the table");
  await page.reload();
  await page.waitForSelector("#status[data-status=open]");
  await page.waitForSelector("form.create");
  assert.match(await page.locator("#play-bots-note").innerText(), /you against two bots; three-handed rules/);
  assert.equal(await page.inputValue("#create-preset"), "three-handed", "the create form does not start from the rules last chosen");
  await page.click("button.play-bots");
  await page.waitForSelector('.table-page[data-seat="0"][data-phase]', { timeout: 30_000 });
  assert.match(await page.locator(".table-head .rules").innerText(), /^three-handed/);
  assert.equal(await page.locator(".felt .seat").count(), 3);
  await ann.context.close();
});

test("'Play with friends' makes a private table and offers its link; 'Club evenings' leads to them", async () => {
  const bob = await newPerson(stage.browser, "Bob", smallPhone);
  const page = bob.page;
  await openLobby(bob, stage.server);
  await page.waitForSelector("form.create");
  const friends = await boxOnScreen(page, "button.play-friends");
  assert.ok(friends.on, `'Play with friends' is not on the first screen (${friends.box})`);
  const events = await boxOnScreen(page, "a.to-events");
  assert.ok(events.on, `'Club evenings' is not on the first screen (${events.box})`);
  await page.click("a.to-events");
  await page.waitForFunction(() => {
    const r = document.getElementById("club-events")?.getBoundingClientRect();
    return r !== undefined && r.top >= -1 && r.bottom <= window.innerHeight; // -1: a fraction of a pixel above, as the browser scrolls to an anchor
  });
  await page.evaluate(() => { window.scrollTo(0, 0); });
  await page.click("button.play-friends");
  await page.waitForSelector(".table-page[data-table]");
  const link = await page.locator(".invite a.invite-link").getAttribute("href");
  assert.match(link ?? "", /\?table=[^&]+&invite=/);
  assert.equal(await page.locator(".felt .seat .badge", { hasText: "open seat" }).count(), 3);
  // A friend opens the link and takes a seat.
  const cy = await newPerson(stage.browser, "Cy", desktop);
  await cy.page.goto(link ?? "");
  await cy.page.waitForSelector(".seat-picker button.sit");
  await bob.context.close();
  await cy.context.close();
});

test("the first screen at 1280x800: the four choices side by side above the fold, no violation", async () => {
  const di = await newPerson(stage.browser, "Di", { width: 1280, height: 800 });
  const page = di.page;
  await openLobby(di, stage.server);
  await page.waitForSelector("form.create");
  for (const selector of ["button.play-bots", "button.learn", "button.play-friends", "a.to-events"])
    assert.ok((await boxOnScreen(page, selector)).on, `${selector} is not on the first screen`);
  const tops = await page.locator(".start-button").evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
  assert.equal(tops.length, 4);
  assert.equal(new Set(tops).size, 1, `the four choices are not on one line (${tops.join(", ")})`);
  await checkA11y(page, "the first screen on a wide screen");
  await di.context.close();
});
