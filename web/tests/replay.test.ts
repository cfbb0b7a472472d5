// Replays with the expert's analysis (docs/client.md "Replays"): a record
// file uploaded in the lobby, and one's own game from its end, replay in the
// page; steps by action, trick and deal go forward and back; each decision
// shows the expert's judgement. POST /api/analyze refuses what it cannot
// take in words, and an unfinished game's record is not served to analyse.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { createTable, euchreBin, newPerson, openLobby, playOneTurn, position, serverAndBrowser, skipWithoutChromium } from "./harness";

skipWithoutChromium();

const stage = serverAndBrowser();

interface Where { deal: number; step: number; phase: string }
async function where(page: Page): Promise<Where> {
  return page.evaluate(() => {
    const r = document.querySelector<HTMLElement>(".replay-page");
    return { deal: Number(r?.dataset.deal ?? -1), step: Number(r?.dataset.step ?? -1), phase: r?.dataset.phase ?? "" };
  });
}

async function press(page: Page, step: string, expect: (w: Where) => boolean): Promise<Where> {
  await page.click(`.replay-controls button[data-step="${step}"]`);
  const w = await where(page);
  assert.ok(expect(w), `${step}: ${JSON.stringify(w)}`);
  return w;
}

test("an uploaded record replays by action, trick and deal with the expert's judgements", async () => {
  const file = join(stage.server.tempDir(), "selfplay.egn");
  execFileSync(euchreBin, ["selfplay", "--seed", "5", "--bots", "random", "--set", "target=5", "--out", file], { stdio: "ignore" });
  const ann = await newPerson(stage.browser, "Ann");
  const page = ann.page;
  await openLobby(ann, stage.server);
  await page.setInputFiles("#replay-file", file);
  await page.waitForSelector(".replay-page[data-loading=false]", { timeout: 60_000 });
  assert.equal(await page.locator(".replay-page .error").count(), 0);
  assert.deepEqual(await where(page), { deal: 0, step: 0, phase: (await where(page)).phase });
  // Every hand is shown (the game is over), and the first decision is judged.
  assert.equal(await page.locator(".replay-hands li").count(), 4);
  assert.equal(await page.locator(".replay-hands li").first().locator("[data-card]").count(), 5);
  assert.match(await page.locator(".decision").innerText(), /Next: .*\n?.*(The expert: (best|close|mistake)|Not judged)/s);
  // Random play: the expert finds mistakes and says what was better.
  assert.ok((await page.locator(".replay-moves .verdict-mistake").count()) + (await page.locator(".replay-totals").innerText()).length > 0);
  assert.match(await page.locator(".replay-totals").innerText(), /mistakes/);
  // Forward and back by action.
  await press(page, "next", (w) => w.deal === 0 && w.step === 1);
  await press(page, "prev", (w) => w.deal === 0 && w.step === 0);
  // By trick: from the start, the first stop is the lead of the first trick.
  const lead = await press(page, "next-trick", (w) => w.deal === 0 && w.step > 1 && (w.phase === "play" || w.phase === "over"));
  if (lead.phase === "play") {
    assert.equal(await page.locator(".middle .played").count(), 0, "a trick's lead: nothing on the table");
    const second = await press(page, "next-trick", (w) => w.step > lead.step);
    if (second.phase === "play") assert.ok((await page.locator(".middle .played").count()) >= 3, "the trick just taken stays in sight");
    await press(page, "prev-trick", (w) => w.step === lead.step);
  }
  // By deal, with the keys too.
  await press(page, "next-deal", (w) => w.deal === 1 && w.step === 0);
  await page.keyboard.press("ArrowLeft");
  const end = await where(page);
  assert.equal(end.deal, 0);
  assert.equal(end.phase, "over");
  assert.match(await page.locator(".decision.deal-end").innerText(), /End of deal 1|The record stops/);
  await page.keyboard.press("PageDown");
  assert.equal((await where(page)).deal, 1);
  // A move in the list jumps to its position.
  await page.locator(".replay-moves li button.goto").nth(3).click();
  assert.deepEqual(await where(page).then((w) => [w.deal, w.step]), [1, 3]);
  await page.click("button[data-focus=close-replay]");
  await page.waitForSelector(".lobby");
  // A file that is no record: said plainly, then the server's words; no crash.
  await page.setInputFiles("#replay-file", { name: "bad.egn", mimeType: "application/json", buffer: Buffer.from('{"deals": 3}') });
  const error = page.locator(".replay-page .error");
  await error.waitFor();
  assert.match(await error.innerText(), /^This file is not an EGN game record, so it cannot be replayed\. \(The server said: not a record euchre can read: .*\(HTTP 400\)\)/);
  await ann.context.close();
});

test("POST /api/analyze refuses what it cannot take, in words", async () => {
  const post = (path: string, body: string) => fetch(`${stage.server.url}${path}`, { method: "POST", body });
  const empty = await post("/api/analyze", "");
  assert.equal(empty.status, 400);
  assert.deepEqual(await empty.json(), { error: "no record: the request body is empty" });
  const big = await post("/api/analyze", " ".repeat(256 * 1024 + 1));
  assert.equal(big.status, 413);
  const elsewhere = await post("/api/tables", "{}");
  assert.equal(elsewhere.status, 404);
  assert.match(((await elsewhere.json()) as { error: string }).error, /POST \/api\/analyze/);
});

test("one's own game replays from its end; while it is played its record is not served", async () => {
  const ann = await newPerson(stage.browser, "Ann");
  const page = ann.page;
  await openLobby(ann, stage.server);
  await createTable(ann, { seats: ["you", "basic", "basic", "basic"], options: { target: "1" } });
  // The game's number, from the table message; its record is refused while it is played.
  let game = 0;
  for (let i = 0; i < 200 && !game; ++i) {
    for (const f of ann.frames) {
      const m = JSON.parse(f) as { type?: string; game?: number | null };
      if (m.type === "table" && m.game) game = m.game;
    }
    if (!game) await page.waitForTimeout(25);
  }
  assert.ok(game > 0, "no game number in the table message");
  const live = await fetch(`${stage.server.url}/api/games/${game}.egn`);
  assert.equal(live.status, 409);
  for (let i = 0; i < 2000 && !(await position(page)).gameOver; ++i) {
    if ((await position(page)).myTurn) await playOneTurn(page);
    else await page.waitForTimeout(25);
  }
  const won = await page.locator(".game-over .winner").innerText();
  await page.locator(".game-over button.replay").click();
  await page.waitForSelector(".replay-page[data-loading=false]", { timeout: 60_000 });
  assert.match(page.url(), new RegExp(`[?&]replay=${game}`));
  assert.match(await page.locator(".replay-page h1").innerText(), new RegExp(`game ${game}`));
  assert.equal(await page.locator(".replay-hands li").count(), 4);
  await page.keyboard.press("ArrowRight");
  assert.equal((await where(page)).step, 1);
  // Back in the lobby: the game in her history, her statistics from the store.
  await page.click("button[data-focus=close-replay]");
  await page.click("button[data-focus=to-lobby]");
  await page.waitForSelector(`.history-games li[data-game="${game}"]`);
  assert.equal(await page.locator(".stats [data-stat=games]").innerText(), "1");
  const wins = (await page.locator(".stats [data-stat=wins]").innerText()).trim();
  // The page names one's own side relatively ("You and Ada won!").
  assert.equal(wins, /\b(You|Ann)\b/.test(won) ? "1 (100%)" : "0 (0%)", won);
  await page.locator(`.history-games li[data-game="${game}"] button.replay`).click();
  await page.waitForSelector(".replay-page[data-loading=false]", { timeout: 60_000 });
  await ann.context.close();
});
