// Accessibility checked by axe-core (npm, injected into the page): the
// lobby, a bid, a play, a deal's end, the game's end and a replay have no
// violation of impact moderate or above (label-content-name-mismatch, off by
// default in axe as experimental, is turned on). Also: the first visit's name
// box says the name the server gave; the site has a favicon.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { checkA11y } from "./axe";
import { assertNoCardCodes } from "./card_codes";
import { createTable, euchreBin, newPerson, openLobby, playOneTurn, position, serverAndBrowser, skipWithoutChromium, type Person } from "./harness";

skipWithoutChromium();

const stage = serverAndBrowser();
// Each screen: axe, and no card code in its text (cards in words).
async function check(page: Page, screen: string): Promise<void> {
  await checkA11y(page, screen);
  await assertNoCardCodes(page, screen);
}

// The expert's hint asked for at this turn (the table allows hints): its
// reasons are scanned with the rest of the screen.
async function withHint(page: Page): Promise<void> {
  await page.click('.actions button[data-action="hint"]');
  await page.waitForSelector(".panel.hint li", { timeout: 30_000 });
}

async function until(p: Person, what: () => Promise<boolean>, limitMs = 40_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await what())) {
    if (Date.now() > deadline) throw new Error("the screen did not come in time");
    if ((await position(p.page)).myTurn) await playOneTurn(p.page);
    else await p.page.waitForTimeout(25);
  }
}

test("the lobby, a bid, a play, a deal's end and the game's end have no violation", async () => {
  const ann = await newPerson(stage.browser, "Ann");
  const page = ann.page;
  await openLobby(ann, stage.server);
  await page.waitForSelector("form.create");
  await check(page, "the lobby");
  // To 10: at 3 a lone hand of four points could end the game before Ann's
  // first card, and the play's screen then never came.
  await createTable(ann, { seats: ["you", "basic", "basic", "expert:1"], options: { target: "10" } });
  const bid = async () => { const p = await position(page); return p.myTurn && p.phase.startsWith("bidding"); };
  await until(ann, bid);
  await withHint(page);
  await check(page, "a bid (with the expert's hint)");
  // Plays with the hint open, several (the reasons differ with the trick).
  for (let plays = 0; plays < 3 && !(await position(page)).gameOver; ++plays) {
    await until(ann, async () => { const p = await position(page); return (p.myTurn && p.phase === "play") || p.gameOver; });
    if ((await position(page)).gameOver) break;
    await withHint(page);
    await check(page, `a play (with the expert's hint, ${plays + 1})`);
    await playOneTurn(page);
  }
  await until(ann, async () => (await page.locator(".deal-over").count()) > 0);
  await check(page, "a deal's end");
  await until(ann, async () => (await position(page)).gameOver, 180_000);
  await page.waitForTimeout(300);
  await check(page, "the game's end");
  await ann.context.close();
});

test("a replay has no violation", async () => {
  const ann = await newPerson(stage.browser, "Ann");
  const page = ann.page;
  const record = join(stage.server.tempDir(), "a11y.egn");
  execFileSync(euchreBin, ["selfplay", "--seed", "3", "--bots", "basic", "--set", "target=3", "--out", record], { stdio: "ignore" });
  await openLobby(ann, stage.server);
  await page.setInputFiles("#replay-file", record);
  await page.waitForSelector(".replay-page[data-loading=false]", { timeout: 60_000 });
  await check(page, "a replay");
  await page.click('.replay-controls button[data-step="next-trick"]');
  await page.click('.replay-controls button[data-step="next-trick"]');
  await check(page, "a replay in the play");
  await ann.context.close();
});

test("the first visit's name box shows the name the server gave; the site has a favicon", async () => {
  const context = await stage.browser.newContext();
  const page = await context.newPage();
  await page.goto(stage.server.url);
  await page.waitForSelector("#status[data-status=open]");
  await page.waitForFunction(() => (document.getElementById("name") as HTMLInputElement | null)?.value !== "");
  const name = await page.inputValue("#name");
  assert.ok(name.length > 0);
  const status = await page.locator("#status").innerText();
  assert.ok(!/Connected as/.test(status) || status.endsWith(name), `the header says "${status}", the name box "${name}"`);
  const icon = await fetch(`${stage.server.url}/favicon.ico`);
  assert.equal(icon.status, 200);
  assert.equal(icon.headers.get("content-type"), "image/x-icon");
  await context.close();
});
