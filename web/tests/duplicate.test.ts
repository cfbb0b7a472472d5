// A duplicate evening through the page (docs/events.md, "Duplicate
// events"): Ann creates it with "Scoring: duplicate" in the lobby, four more
// people register by its link (five people and three bots: two tables),
// everyone plays two rounds of four boards at the tables the evening seats
// them at, and the lobby then shows the standings by matchpoints, every
// board with how both tables played it, and the boards file whose secret
// matches the commitment shown from the start. Against the real server (its
// side: tests/room/event_duplicate_test.cpp).
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { checkA11y } from "./axe";
import { artifactPath, desktop, newPerson, openLobby, phone, playOneTurn, position, screenshotOf, serverAndBrowser, skipWithoutChromium, type Person } from "./harness";

skipWithoutChromium();

const stage = serverAndBrowser();
const small = { width: 480, height: 720 };

test("a duplicate evening: the same boards at both tables, scored by matchpoints, checked after", async () => {
  const ann = await newPerson(stage.browser, "Ann", desktop);
  await openLobby(ann, stage.server);
  await ann.page.fill("#event-name", "Duplicate night");
  for (const [select, value] of Object.entries({ "event-format": "duplicate", "event-rounds": "2", "event-deals": "4",
    "event-check-in": "0", "event-pace": "instant" })) await ann.page.selectOption(`#${select}`, value);
  await ann.page.click("form.create-event button[type=submit]");
  const card = ann.page.locator(".event-list .event").first();
  await card.waitFor();
  const id = await card.getAttribute("data-event");
  assert.ok(id);
  assert.match(await card.locator(".event-facts").innerText(), /duplicate: every table plays the same boards/);
  const commitment = await card.locator(".boards-commitment code").innerText();
  assert.match(commitment, /^[0-9a-f]{16}…$/, "the commitment is shown before anyone registers");

  const others: Person[] = [];
  for (const [name, viewport] of [["Bob", phone], ["Cy", small], ["Di", small], ["Ed", small]] as const) {
    const p = await newPerson(stage.browser, name, viewport);
    await openLobby(p, stage.server, `?event=${id}`);
    await p.page.locator(`.event[data-event="${id}"] .event-join`).click();
    others.push(p);
  }
  await ann.page.waitForFunction(() => /5 registered/.test(document.querySelector(".event-people")?.textContent ?? ""));
  assert.match(await card.locator(".boards-commitment").innerText(), /with 5 contributions from the people/);
  await card.locator(".event-start").click();

  const everyone = [ann, ...others].map((p) => p.page);
  for (const p of everyone) await p.waitForSelector(".table-page[data-table]", { timeout: 15_000 });
  const inRoundTwo = async (p: Page): Promise<boolean> => /round 2:/.test((await p.locator(".event-notice").textContent()) ?? "");
  const finished = async (p: Page): Promise<boolean> => (await inRoundTwo(p)) && (await p.locator(".game-over .event-next").count()) > 0;
  const deadline = Date.now() + 240_000;
  let over = false;
  while (!over && Date.now() < deadline) {
    for (const p of everyone) if ((await position(p)).myTurn) await playOneTurn(p, undefined, 20_000);
    over = (await Promise.all(everyone.map(finished))).every(Boolean);
    if (!over) await ann.page.waitForTimeout(50);
  }
  assert.ok(over, "the evening did not end in time");

  const bob = others[0];
  assert.ok(bob);
  for (const p of [ann.page, bob.page]) {
    await p.click(".game-over button[data-focus=to-lobby]");
    await p.waitForFunction((eid) => document.querySelector(`.event[data-event="${eid}"]`)?.getAttribute("data-status") === "over",
      id, { timeout: 60_000 });
  }
  const mine = ann.page.locator(`.event[data-event="${id}"]`);
  assert.match(await mine.locator("table.standings caption").innerText(), /Final standings \(matchpoints\)/);
  assert.equal(await mine.locator("table.standings tbody tr").count(), 5, "the bots are compared, not ranked");
  // Eight boards by round, the latest round open; each board with both tables' play and matchpoints
  // that add up to the top (1 with two tables).
  const rounds = mine.locator("details.boards-round");
  assert.equal(await rounds.count(), 2);
  assert.match(await rounds.first().locator("summary").innerText(), /Round 2: boards 5 to 8/);
  assert.equal(await rounds.first().getAttribute("open"), "");
  assert.equal(await rounds.last().getAttribute("open"), null);
  await rounds.last().locator("summary").click();
  const boards = mine.locator("table.board-plays");
  assert.equal(await boards.count(), 8);
  assert.match(await boards.first().locator("caption").innerText(), /Board 5: how each table played it/);
  for (const board of await boards.all()) {
    const rows = await board.locator("tbody tr").evaluateAll((trs) => trs.map((tr) => Array.from(tr.children).map((c) => c.textContent)));
    assert.equal(rows.length, 2);
    for (const row of rows) {
      const [ns, ew] = (row[5] ?? "").split("–").map(Number);
      assert.equal((ns ?? 0) + (ew ?? 0), 1, `matchpoints ${row[5]}: a side's and its opponents' make the top`);
    }
  }
  assert.equal(await mine.locator("table.board-plays tr.me").count(), 8, "Ann's own play of each board is marked");
  await ann.page.screenshot({ path: artifactPath("duplicate-over-desktop.png"), fullPage: true, animations: "disabled" });
  await screenshotOf(mine, "duplicate-card-desktop.png");
  await checkA11y(ann.page, "a duplicate evening's standings and boards");
  await checkA11y(bob.page, "a duplicate evening's boards on a phone");
  await screenshotOf(bob.page.locator(`.event[data-event="${id}"]`), "duplicate-card-phone.png");
  await bob.page.screenshot({ path: artifactPath("duplicate-over-phone.png"), fullPage: true, animations: "disabled" });

  // The boards file: its secret is the one committed to before anyone registered.
  const href = await mine.locator(".boards-commitment a").getAttribute("href");
  const file = await (await fetch(`${stage.server.url}${href ?? ""}`)).json() as { secret: string; commitment: string; boards: unknown[] };
  assert.equal(createHash("sha256").update(Buffer.from(file.secret, "hex")).digest("hex"), file.commitment);
  assert.ok(file.commitment.startsWith(commitment.slice(0, 16)));
  assert.equal(file.boards.length, 8);

  // Board 7 as the other table played it, replayed from the card: the
  // replay opens at that board's deal (the third of round 2's table game).
  const replay = mine.locator("table.board-plays").nth(2).locator("tbody tr:not(.me) .replay-table");
  assert.match((await replay.getAttribute("aria-label")) ?? "", /Replay board 7 at table \d/);
  await replay.click();
  await ann.page.waitForSelector(".replay-page[data-loading=false]", { timeout: 60_000 });
  assert.equal(await ann.page.getAttribute(".replay-page", "data-deal"), "2");
  await ann.page.screenshot({ path: artifactPath("duplicate-board-replay-desktop.png"), animations: "disabled" });
  await ann.page.click("button[data-focus=close-replay]");
  await mine.waitFor();
  for (const p of [ann, ...others]) await p.context.close();
});
