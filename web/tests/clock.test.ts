// The turn clock (docs/protocol.md "state": deadline_ms, now_ms): the page
// counts down the time the server gave the seat to act; a reload in the
// middle of the turn shows the same deadline, not a fresh one; a bot's turn
// shows no clock.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { createTable, newPerson, openLobby, playOneTurn, position, serverAndBrowser, skipWithoutChromium } from "./harness";

skipWithoutChromium();

const stage = serverAndBrowser();

async function secondsLeft(page: Page): Promise<number> {
  const text = await page.locator(".seat.to-act .clock").innerText();
  const match = /^(\d+) s$/.exec(text.trim());
  assert.ok(match, `clock text "${text}"`);
  return Number(match[1]);
}

test("the turn clock counts down from the server's deadline, the same after a reload", async () => {
  const ann = await newPerson(stage.browser, "Ann");
  const page = ann.page;
  await openLobby(ann, stage.server);
  await createTable(ann, { seats: ["you", "basic", "basic", "basic"], clock: "15" });
  for (let i = 0; i < 800 && !(await position(page)).myTurn; ++i) await page.waitForTimeout(25);
  assert.ok((await position(page)).myTurn, "Ann's turn never came");
  const first = await secondsLeft(page);
  assert.ok(first >= 13 && first <= 15, `first ${first}`);
  await page.waitForTimeout(2200);
  const later = await secondsLeft(page);
  assert.ok(later <= first - 1 && later >= first - 3, `${first} then ${later}`);
  // A reload: the server's deadline stands (the clock does not start again).
  await page.reload();
  await page.waitForSelector(".table-page.seated .seat.to-act .clock");
  const back = await secondsLeft(page);
  assert.ok(back <= later && back >= later - 3, `${later} then ${back} after the reload`);
  // The frames say it: every state for Ann's turn has the same deadline.
  const deadlines = new Set(ann.frames.map((f) => JSON.parse(f) as { type?: string; my_turn?: boolean; deadline_ms?: number | null })
    .filter((m) => m.type === "state" && m.my_turn).map((m) => m.deadline_ms));
  assert.equal(deadlines.size, 1, `deadlines ${[...deadlines].join(", ")}`);
  // Her choice: the bots' turns that follow run no clock (theirs is no person's time).
  await playOneTurn(page);
  type StateFrame = { type?: string; to_act?: number | null; deadline_ms?: number | null };
  const botStates = (): StateFrame[] => ann.frames.map((f) => JSON.parse(f) as StateFrame)
    .filter((m) => m.type === "state" && m.to_act !== null && m.to_act !== undefined && m.to_act !== 0);
  for (let i = 0; i < 400 && botStates().length === 0; ++i) await page.waitForTimeout(25);
  assert.ok(botStates().length > 0, "no bot's turn came");
  for (const m of botStates()) assert.equal(m.deadline_ms, null);
  await ann.context.close();
});
