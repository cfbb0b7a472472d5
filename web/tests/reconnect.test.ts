// A player closes the page in the middle of a trick and comes back: the
// token kept by the browser brings back the same seat, the same hand and
// the trick as it was; meanwhile the stand-in bot held the seat (after the
// table's grace), and once the player is back the bot is gone.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { createTable, newPerson, openLobby, type Person, playOneTurn, position, recordFrames, serverAndBrowser, skipWithoutChromium } from "./harness";

skipWithoutChromium();

const stage = serverAndBrowser();

interface Picture { seat: string | null; hand: string[]; trick: Record<string, string> }

async function picture(page: Page): Promise<Picture> {
  return page.evaluate(() => ({
    seat: document.querySelector(".table-page")?.getAttribute("data-seat") ?? null,
    hand: Array.from(document.querySelectorAll<HTMLElement>(".hand [data-card]"), (e) => e.dataset.card ?? ""),
    trick: Object.fromEntries(Array.from(document.querySelectorAll<HTMLElement>(".middle .played"),
      (e) => [e.dataset.playedBy ?? "", e.querySelector<HTMLElement>("[data-card]")?.dataset.card ?? ""])),
  }));
}

// Bob's page says whether Ann's seat (0) is played by a bot now.
async function annIsBot(bob: Page): Promise<boolean> {
  const label = await bob.locator('.seat[data-seat="0"]').getAttribute("aria-label");
  return /bot standing in/.test(label ?? "");
}

test("closing the page mid-trick and coming back gives the same seat, hand and trick", async () => {
  const ann: Person = await newPerson(stage.browser, "Ann");
  const bob: Person = await newPerson(stage.browser, "Bob");
  await openLobby(ann, stage.server);
  const table = await createTable(ann, { seats: ["you", "basic", "open", "basic"], grace: "5" });
  await openLobby(bob, stage.server, `?table=${table}`);
  await bob.page.locator('.seat-picker button.sit[data-seat="2"]').click();
  await bob.page.waitForSelector(".table-page.seated");
  // Play until it is Bob's turn in the play with a card already in the trick
  // (so the game waits for Bob, not for Ann, while she is away).
  // (The prompt says what was led: the felt may still hold the trick just
  // taken for a moment.)
  const midTrick = async () => {
    const p = await position(bob.page);
    return p.myTurn && p.phase === "play" && /led the/.test(await bob.page.locator(".actions .prompt").innerText());
  };
  for (let i = 0; i < 400 && !(await midTrick()); ++i) {
    if ((await position(ann.page)).myTurn) await playOneTurn(ann.page);
    else if ((await position(bob.page)).myTurn) await playOneTurn(bob.page);
    else await ann.page.waitForTimeout(25);
  }
  assert.ok(await midTrick(), "never reached Bob's turn in the middle of a trick");
  // Ann's page shows the trick being played once a trick just taken has had its moment.
  await ann.page.waitForFunction(() => document.querySelector(".middle.holding") === null, undefined, { timeout: 10_000 });
  const before = await picture(ann.page);
  assert.equal(before.seat, "0");
  assert.ok(before.hand.length > 0);
  assert.ok(Object.keys(before.trick).length > 0);

  await ann.page.close();
  // Past the grace (5 s) the stand-in plays Ann's seat: everyone sees it.
  await bob.page.waitForFunction(() => /bot standing in/.test(document.querySelector('.seat[data-seat="0"]')?.getAttribute("aria-label") ?? ""),
    undefined, { timeout: 20_000 });
  assert.ok(await annIsBot(bob.page));

  // The same browser (its localStorage keeps the token) opens the site again.
  const page = await ann.context.newPage();
  recordFrames(page, []);
  await page.goto(`${stage.server.url}/`);
  await page.waitForSelector(".table-page.seated .hand [data-card]");
  const back = await picture(page);
  assert.equal(back.seat, before.seat);
  assert.deepEqual(back.hand, before.hand);
  assert.deepEqual(back.trick, before.trick);
  assert.equal(await page.getAttribute(".table-page", "data-table"), table);
  // The bot that filled in is gone.
  await bob.page.waitForFunction(() => !/bot/.test(document.querySelector('.seat[data-seat="0"]')?.getAttribute("aria-label") ?? "bot"),
    undefined, { timeout: 10_000 });
  const seat0 = await page.locator('.seat[data-seat="0"]').getAttribute("aria-label");
  assert.doesNotMatch(seat0 ?? "", /bot/);
  await ann.context.close();
  await bob.context.close();
});
