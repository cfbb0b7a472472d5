// An evening of fixed partners through the page (docs/events.md, "Fixed
// partnerships"): Ann creates a Swiss evening, Bob registers by its link,
// she asks him to partner her and he agrees; they sit together every round
// against the bots' team, and the standings name each one's partner.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { checkA11y } from "./axe";
import { artifactPath, desktop, newPerson, openLobby, phone, playOneTurn, position, serverAndBrowser, skipWithoutChromium, type Person } from "./harness";

skipWithoutChromium();

const stage = serverAndBrowser();

interface EventFrame { type: string; round: number; tables: { seats: { person: number | null; name: string }[] }[] }
function lastEvent(p: Person): EventFrame | undefined {
  return p.frames.map((f) => JSON.parse(f) as EventFrame).filter((m) => m.type === "event").at(-1);
}

test("partners asked for and agreed play together all evening; the standings name them", async () => {
  const ann = await newPerson(stage.browser, "Ann", desktop);
  const bob = await newPerson(stage.browser, "Bob", phone);
  await openLobby(ann, stage.server);
  await ann.page.fill("#event-name", "Pairs night");
  for (const [select, value] of Object.entries({ "event-movement": "swiss", "event-rounds": "2", "event-deals": "4",
    "event-pace": "instant", "event-check-in": "0" })) await ann.page.selectOption(`#${select}`, value);
  await ann.page.click("form.create-event button[type=submit]");
  const card = ann.page.locator(".event-list .event").first();
  await card.waitFor();
  const id = await card.getAttribute("data-event");
  assert.ok(id);
  assert.match(await card.locator(".event-facts").innerText(), /the same partners all evening, teams of like results meet \(Swiss\)/);

  await openLobby(bob, stage.server, `?event=${id}`);
  const bobCard = bob.page.locator(`.event[data-event="${id}"]`);
  await bobCard.locator(".event-join").click();
  await ann.page.waitForFunction(() => /2 registered/.test(document.querySelector(".event-people")?.textContent ?? ""));
  // Ann asks Bob; he sees it and agrees; both see them as partners.
  await card.locator(".event-partner").click();
  await bobCard.locator(".asks").waitFor();
  assert.match(await bobCard.locator(".event-people-list").innerText(), /Ann · asked for you/);
  await bob.page.screenshot({ path: artifactPath("teams-ask-phone.png"), fullPage: true, animations: "disabled" });
  await bobCard.locator(".event-partner").click();
  await card.locator(".partners").first().waitFor();
  assert.match(await card.locator(".event-people-list").innerText(), /Bob · partners with you/);
  await checkA11y(bob.page, "the partner asks on a phone");
  await bob.page.screenshot({ path: artifactPath("teams-partners-phone.png"), fullPage: true, animations: "disabled" });

  await card.locator(".event-start").click();
  for (const p of [ann.page, bob.page]) await p.waitForSelector(".table-page[data-table]", { timeout: 15_000 });
  const partnersEachRound = new Set<number>();
  const deadline = Date.now() + 240_000;
  const finished = async (p: Page): Promise<boolean> =>
    /round 2:/.test((await p.locator(".event-notice").textContent()) ?? "") && (await p.locator(".game-over .event-next").count()) > 0;
  let over = false;
  while (!over && Date.now() < deadline) {
    const ev = lastEvent(ann);
    const table = ev?.tables[0];
    if (ev && table) {
      const seats = table.seats.map((s) => s.name);
      const annAt = seats.indexOf("Ann");
      assert.ok(annAt >= 0, JSON.stringify(seats));
      assert.equal(seats[(annAt + 2) % 4], "Bob", `round ${ev.round}: Ann's partner is ${seats[(annAt + 2) % 4]}`);
      partnersEachRound.add(ev.round);
    }
    for (const p of [ann.page, bob.page]) if ((await position(p)).myTurn) await playOneTurn(p, undefined, 20_000);
    over = (await finished(ann.page)) && (await finished(bob.page));
    if (!over) await ann.page.waitForTimeout(50);
  }
  assert.ok(over, "the evening did not end in time");
  assert.deepEqual([...partnersEachRound].sort(), [1, 2]);
  await bob.page.click(".game-over button[data-focus=to-lobby]");
  await bob.page.waitForFunction((eid) => document.querySelector(`.event[data-event="${eid}"]`)?.getAttribute("data-status") === "over",
    id, { timeout: 60_000 });
  const standings = bob.page.locator(`.event[data-event="${id}"] table.standings`);
  assert.match(await standings.locator("caption").innerText(), /by rounds won, then points/);
  const rows = await standings.locator("tbody tr").evaluateAll((trs) => trs.map((tr) => Array.from(tr.children).map((c) => c.textContent)));
  assert.deepEqual(rows.map((r) => r[1]).sort(), ["Ann & Bob", "Bob (you) & Ann"]);
  assert.equal(rows[0]?.[0], rows[1]?.[0], "partners share their place");
  await checkA11y(bob.page, "the standings of fixed partners on a phone");
  await bob.page.screenshot({ path: artifactPath("teams-standings-phone.png"), fullPage: true, animations: "disabled" });
  await ann.context.close();
  await bob.context.close();
});

test("an evening of best of 3 games a round says so on its card, with its time and its code to type in", async () => {
  const ann = await newPerson(stage.browser, "Ann", phone);
  await openLobby(ann, stage.server);
  await ann.page.fill("#event-name", "Match night");
  await ann.page.fill("#event-when", "2026-12-03T18:30");
  // The rule set: a preset and any option (a game to 5, as best of 3 games plays to the target).
  await ann.page.selectOption("#event-preset", "modern");
  await ann.page.click("details.event-rules summary");
  await ann.page.fill("#event-option-target", "5");
  for (const [select, value] of Object.entries({ "event-movement": "round-robin", "event-rounds": "2", "event-games": "3" }))
    await ann.page.selectOption(`#${select}`, value);
  await ann.page.click("form.create-event button[type=submit]");
  const card = ann.page.locator(".event-list .event").first();
  await card.waitFor();
  assert.match(await card.locator(".event-facts").innerText(),
    /2 rounds of best of 3 games, the same partners all evening, every team meets every other \(round robin\), modern rules/);
  assert.match(await card.locator(".event-when").innerText(), /For \w+, (December 3|3 December)\D+(18|0?6):30/);
  const id = await card.getAttribute("data-event");
  assert.equal(await card.locator(".event-code").innerText(), id);
  // Cy types the code read off the organiser's card, and the evening opens for him to register.
  const cy = await newPerson(stage.browser, "Cy", phone);
  await openLobby(cy, stage.server);
  await cy.page.fill("#event-code-input", id ?? "");
  await cy.page.click("form.event-by-code button[type=submit]");
  await cy.page.locator(`.event[data-event="${id}"] .event-join`).waitFor({ timeout: 15_000 });
  await cy.context.close();
  await ann.context.close();
});
