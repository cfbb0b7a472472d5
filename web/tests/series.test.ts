// Laps and slams (docs/rules.md, K ch. 5): a table created from the page's
// form with a series of games (first to two games of 2 points, laps and
// slams) is played to its end by one person and three bots. The score bar
// and the score table show the games won once a game is won; the end of the
// series shows each side's games; the record names the series.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Browser } from "playwright-core";
import { createTable, fetchRecord, launchBrowser, newPerson, openLobby, playUntil, position, Server, skipWithoutChromium } from "./harness";

skipWithoutChromium();

let server: Server;
let browser: Browser;
before(async () => {
  server = await Server.start();
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
  await server.stop();
});

test("a laps-and-slams series is shown with its games won", async () => {
  const ann = await newPerson(browser, "Ann");
  await openLobby(ann, server);
  await createTable(ann, {
    preset: "keller",
    options: { series: "first_to:2", laps: "true", slams: "true", target: "2" },
    seats: ["you", "basic", "basic", "basic"],
  });
  const page = ann.page;
  await page.waitForSelector(".scorebar .side-games");
  const games = async () => page.evaluate(() => ({
    won: [...document.querySelectorAll<HTMLElement>(".scorebar .side-games")].map((e) => Number(e.dataset.games ?? 0)),
    bar: document.querySelector(".scorebar")?.textContent ?? "",
    table: document.querySelector("table.score")?.textContent ?? "",
    over: document.querySelector(".game-over") !== null,
  }));
  const start = await games();
  assert.deepEqual(start.won, [0, 0], start.bar);
  assert.match(start.table, /Series: first to 2 games; game 1/);
  // Until the first game is won: then the bar and the table show it.
  await playUntil([page], async () => { const g = await games(); return g.won.some((w) => w > 0) || g.over; });
  const first = await games();
  assert.ok(first.won.some((w) => w > 0), first.bar);
  assert.match(first.bar, /\[[12] games?/);
  assert.match(first.table, /games/);
  // To the end of the series: someone has two games (a slam counts two).
  await playUntil([page], async () => (await position(page)).gameOver);
  const result = await page.evaluate(() => document.querySelector(".game-over .series-result")?.textContent ?? "");
  assert.match(result, /[2-9] games won/, result);
  const link = await page.getAttribute(".game-over a.record-link", "href");
  assert.ok(link);
  const record = await fetchRecord(server, link) as { "x-euchre"?: { rules?: Record<string, string> } };
  const rules = record["x-euchre"]?.rules ?? {};
  assert.equal(rules.series, "first_to:2");
  assert.equal(rules.laps, "true");
  await ann.context.close();
});
