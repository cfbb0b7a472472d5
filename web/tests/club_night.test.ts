// A club night of eight people in eight browsers (issue 30's check;
// docs/events.md): Ann organises a two-round progressive evening, seven
// register by its link, everyone plays at the tables the evening seats them
// at, and in the middle of round 1 the server is killed (kill -9) and started
// again on its store. Every page reconnects by itself, nothing anyone saw
// acknowledged is lost, and the evening plays on to its standings.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { artifactPath, desktop, newPerson, openLobby, phone, playOneTurnBidding, position, serverAndBrowser, skipWithoutChromium, type Person } from "./harness";

skipWithoutChromium();

// The stage's server is replaced by the restarted one; its own end stops that one.
const stage = serverAndBrowser();

const names = ["Ann", "Bob", "Cy", "Di", "Ed", "Fay", "Gus", "Hal"];

async function onTable(page: Page): Promise<string | null> {
  return page.getAttribute(".table-page[data-table]", "data-table", { timeout: 1_000 }).catch(() => null);
}

// Everyone plays his turns once round (bidding whenever he may: four
// people who always passed would throw in every deal, and the standings
// would be all nought); true when someone played.
async function playRound(people: Person[]): Promise<boolean> {
  let any = false;
  for (const p of people) {
    if ((await p.page.locator(".table-page[data-table]").count()) === 0) continue;
    if (!(await position(p.page)).myTurn) continue;
    await playOneTurnBidding(p.page);
    any = true;
  }
  return any;
}

test("eight people play a two-round evening through a kill -9 of the server to its standings", async () => {
  const people: Person[] = [];
  for (const [i, name] of names.entries()) people.push(await newPerson(stage.browser, name, i % 2 ? phone : desktop));
  const [ann] = people;
  assert.ok(ann);
  await openLobby(ann, stage.server);
  await ann.page.fill("#event-name", "Thursday club");
  for (const [select, value] of Object.entries({ "event-rounds": "2", "event-deals": "4", "event-pace": "instant", "event-check-in": "0" }))
    await ann.page.selectOption(`#${select}`, value);
  await ann.page.click("form.create-event button[type=submit]");
  const card = ann.page.locator(".event-list .event").first();
  await card.waitFor();
  const id = await card.getAttribute("data-event");
  assert.ok(id);
  for (const p of people.slice(1)) {
    await openLobby(p, stage.server, `?event=${id}`);
    await p.page.locator(`.event[data-event="${id}"] .event-join`).click();
  }
  await ann.page.waitForFunction(() => /8 registered/.test(document.querySelector(".event-people")?.textContent ?? ""), null, { timeout: 30_000 });
  await card.locator(".event-start").click();
  for (const p of people) await p.page.waitForSelector(".table-page[data-table]", { timeout: 30_000 });

  // Round 1 under way: both tables past their first deal's bidding.
  const deadline = Date.now() + 120_000;
  const seen = new Map<Person, { table: string; seq: number }>();
  for (;;) {
    assert.ok(Date.now() < deadline, "round 1 did not get under way");
    await playRound(people);
    const positions = await Promise.all(people.map((p) => position(p.page)));
    if (positions.every((pos) => pos.seq >= 12 && !pos.gameOver)) break;
    await ann.page.waitForTimeout(25);
  }
  for (const p of people) seen.set(p, { table: (await onTable(p.page)) ?? "", seq: (await position(p.page)).seq });
  assert.equal(new Set([...seen.values()].map((s) => s.table)).size, 2, "two tables of four");

  // kill -9 and start again on the same store and port.
  stage.server = await stage.server.restart();
  for (const p of people) {
    await p.page.waitForSelector("#status[data-status=open]", { timeout: 30_000 });
    const was = seen.get(p);
    assert.ok(was);
    await p.page.waitForFunction(({ table, seq }: { table: string; seq: number }) => {
      const t = document.querySelector<HTMLElement>(".table-page[data-table]");
      return t !== null && t.dataset.table === table && Number(t.dataset.seq) >= seq;
    }, was, { timeout: 30_000 });
  }
  await people[1]?.page.screenshot({ path: artifactPath("club-night-after-restart-phone.png"), animations: "disabled" });

  // Play on to the end of round 2.
  const finished = async (p: Page): Promise<boolean> =>
    /round 2:/.test((await p.locator(".event-notice").textContent()) ?? "") && (await p.locator(".game-over .event-next").count()) > 0;
  const end = Date.now() + 360_000;
  let over = false;
  while (!over && Date.now() < end) {
    const played = await playRound(people);
    over = (await Promise.all(people.map((p) => finished(p.page)))).every(Boolean);
    if (!over && !played) await ann.page.waitForTimeout(50);
  }
  assert.ok(over, "the evening did not end in time");
  await ann.page.click(".game-over button[data-focus=to-lobby]");
  await ann.page.waitForFunction((eid) => document.querySelector(`.event[data-event="${eid}"]`)?.getAttribute("data-status") === "over",
    id, { timeout: 60_000 });
  const standings = ann.page.locator(`.event[data-event="${id}"] table.standings`);
  assert.match(await standings.locator("caption").innerText(), /Final standings/);
  const rows = await standings.locator("tbody th").allInnerTexts();
  assert.deepEqual(rows.map((r) => r.replace(" (you)", "")).sort(), [...names].sort());
  // The standings as CSV from the restarted server: the same eight.
  const csv = await (await fetch(`${stage.server.url}/api/events/${id}.csv`)).text();
  assert.equal(csv.trim().split("\n").length, 9, csv);
  // Trump was made and deals scored: somebody has points, and every round
  // was won by one side at each table (a round's points sum over its deals).
  const points = csv.trim().split("\n").slice(1).map((line) => Number(line.split(",")[2]));
  assert.ok(points.some((n) => n > 0), csv);
  await ann.page.screenshot({ path: artifactPath("club-night-standings-desktop.png"), fullPage: true, animations: "disabled" });
  for (const p of people) await p.context.close();
});
