// A club through the page (docs/clubs.md): Ann makes a members-only club,
// sets its weekly evening and a season; Bob and Cy join by the invitation
// link on phones and say they will come; a stranger is refused the club and
// its evening; the evening runs and the season's standings show it. Against
// the real server (its side: tests/room/club_test.cpp).
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { checkA11y } from "./axe";
import { artifactPath, desktop, newPerson, openLobby, phone, playOneTurn, position, serverAndBrowser, skipWithoutChromium } from "./harness";

skipWithoutChromium();

const stage = serverAndBrowser();

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

async function onTable(page: Page): Promise<boolean> {
  return (await page.locator(".table-page[data-table]").count()) > 0;
}

test("a club: made, its weekly evening and season set, joined by link on phones, an evening played, its season's standings", async () => {
  const ann = await newPerson(stage.browser, "Ann", desktop);
  const bob = await newPerson(stage.browser, "Bob", phone);
  const cy = await newPerson(stage.browser, "Cy", phone);
  const eve = await newPerson(stage.browser, "Eve", phone);

  // Ann makes a members-only club from the lobby: its page opens.
  await openLobby(ann, stage.server);
  await ann.page.fill("#club-name", "Thursday club");
  await ann.page.check("#club-members-only-new");
  await ann.page.click("form.club-create button[type=submit]");
  await ann.page.waitForSelector(".club-page h1");
  assert.equal(await ann.page.locator(".club-page h1").innerText(), "Thursday club");
  assert.match(await ann.page.locator(".club-facts").innerText(), /1 member; members only; you organise it\./);
  const club = await ann.page.getAttribute(".club-page", "data-club");
  assert.ok(club);
  assert.ok(ann.page.url().includes(`club=${club}`), "a reload comes back to the club");

  // The weekly evening on today's weekday (the server's calendar is UTC's):
  // one round of four deals, bots at once, no check-in. Made at once.
  await ann.page.selectOption("#club-weekday", String(new Date().getUTCDay()));
  await ann.page.selectOption("#club-rounds", "1");
  await ann.page.selectOption("#club-deals", "4");
  await ann.page.selectOption("#club-check-in", "0");
  await ann.page.selectOption("#club-pace", "instant");
  await ann.page.selectOption("#club-capacity", "8");
  await ann.page.click("form.club-schedule-form button[type=submit]");
  await ann.page.waitForFunction(() => /^Every \w+day at 18:30/.test(document.querySelector(".club-calendar p")?.textContent ?? ""));
  const evenings = ann.page.locator(".club-evenings .club-evening");
  await evenings.first().waitFor();
  assert.ok((await evenings.count()) >= 2, "two weeks ahead: at least two evenings");
  const evening = await evenings.first().getAttribute("data-event");
  assert.ok(evening);
  // Named by its day (the calendar's name, "Thursday club, DATE", says no more).
  assert.match(await evenings.first().innerText(), /^\w+day, \w+ \d+ · 0 coming of 8 places I'll come/);
  // A season from a week ago, each one's best 5 evenings.
  await ann.page.fill("#club-season-name", "Winter");
  await ann.page.fill("#club-season-from", isoDay(-7));
  await ann.page.fill("#club-season-to", isoDay(60));
  await ann.page.selectOption("#club-season-best", "5");
  await ann.page.click("form.club-season-form button[type=submit]");
  await ann.page.waitForSelector(".club-seasons .club-season");
  assert.match(await ann.page.locator(".club-season").innerText(), /No evening of this season is over yet/);
  await ann.page.fill("#club-announce-text", "Bring a friend: the hall has room for four tables");
  await ann.page.click("form.club-announce-form button[type=submit]");
  await ann.page.waitForSelector(".club-announcements li");
  const link = await ann.page.locator(".club-invite-link").getAttribute("href");
  assert.ok(link?.includes(`club=${club}`) && link.includes("join="), link ?? "");
  await checkA11y(ann.page, "the club's page, its organiser's");
  await ann.page.screenshot({ path: artifactPath("club-organiser-desktop.png"), fullPage: true, animations: "disabled" });

  // A stranger without the link learns nothing of the club or its evening.
  await openLobby(eve, stage.server, `?club=${club}`);
  await eve.page.waitForSelector(".club-page .error");
  assert.match(await eve.page.locator(".club-page .error").innerText(), /no club/);
  await openLobby(eve, stage.server, `?event=${evening}`);
  await eve.page.waitForFunction(() => /members only/.test(document.querySelector(".error")?.textContent ?? ""));
  assert.equal(await eve.page.locator(`.event[data-event="${evening}"]`).count(), 0);

  // Bob and Cy join by the link on their phones and say they will come.
  for (const p of [bob, cy]) {
    await p.page.goto(link ?? "");
    await p.page.waitForSelector(".club-page .club-join-button");
    assert.match(await p.page.locator(".club-page").innerText(), /You were invited/);
    await p.page.click(".club-join-button");
    await p.page.waitForSelector(`.club-evening[data-event="${evening}"] .club-come`);
    assert.ok(!p.page.url().includes("join="), "the invitation leaves the address once used");
    await p.page.click(`.club-evening[data-event="${evening}"] .club-come`);
    await p.page.waitForSelector(`.club-evening[data-event="${evening}"] .club-you-come`);
  }
  assert.match(await cy.page.locator(`.club-evening[data-event="${evening}"]`).innerText(), /2 coming of 8 places/);
  assert.match(await cy.page.locator(".club-announcements").innerText(), /Bring a friend/);
  await checkA11y(cy.page, "the club's page, a member's on a phone");
  await cy.page.screenshot({ path: artifactPath("club-member-phone.png"), fullPage: true, animations: "disabled" });
  // Ann has newcomers let in by an organiser: Dee's link makes her ask; Ann lets her in.
  await ann.page.reload();
  await ann.page.waitForSelector(".club-page .club-members li");
  assert.match(await ann.page.locator(".club-members").innerText(), /Members \(3\)/);
  await ann.page.check("input[data-focus=club-approval]");
  await ann.page.waitForFunction(() => /an organiser lets newcomers in/.test(document.querySelector(".club-facts")?.textContent ?? ""));
  const dee = await newPerson(stage.browser, "Dee", phone);
  await dee.page.goto(link ?? "");
  await dee.page.waitForSelector(".club-join-button");
  assert.equal(await dee.page.locator(".club-join-button").innerText(), "Ask to join");
  await dee.page.click(".club-join-button");
  await dee.page.waitForFunction(() => /You have asked to join/.test(document.querySelector(".club-join")?.textContent ?? ""));
  const letIn = ann.page.locator(".club-asking button", { hasText: "Let Dee in" });
  await letIn.waitFor();
  assert.match(await ann.page.locator(".club-asking-note").innerText(), /Dee asks to join: answer under Organising/);
  await ann.page.screenshot({ path: artifactPath("club-asking-desktop.png"), fullPage: true, animations: "disabled" });
  await letIn.click();
  await dee.page.waitForFunction(() => /you are a member/.test(document.querySelector(".club-facts")?.textContent ?? ""));
  // Removing someone asks first.
  const remove = ann.page.locator(".club-members li", { hasText: "Dee" }).locator("button", { hasText: "Remove" });
  await remove.click();
  assert.match(await ann.page.locator(".club-members .ask-first").innerText(), /Remove Dee from the club\?/);
  await ann.page.locator(".club-members .ask-first button", { hasText: "Keep them" }).click();
  assert.match(await ann.page.locator(".club-members").innerText(), /Members \(4\)/);
  await dee.context.close();

  // Ann opens the evening from the club's page and starts it.
  await ann.page.click(`.club-evening[data-event="${evening}"] .club-open-evening`);
  const card = ann.page.locator(`.event[data-event="${evening}"]`);
  await card.locator(".event-start").waitFor();
  await card.locator(".event-start").click();
  for (const p of [bob.page, cy.page]) await p.waitForSelector(".table-page[data-table]", { timeout: 20_000 });
  const deadline = Date.now() + 240_000;
  const over = async (p: Page): Promise<boolean> => (await p.locator(".game-over").count()) > 0;
  while (!((await over(bob.page)) && (await over(cy.page))) && Date.now() < deadline) {
    for (const p of [bob.page, cy.page]) {
      if (!(await onTable(p)) || (await over(p))) continue;
      if ((await position(p)).myTurn) await playOneTurn(p, undefined, 20_000);
    }
    await bob.page.waitForTimeout(30);
  }
  assert.ok((await over(bob.page)) && (await over(cy.page)), "the evening did not end in time");

  // The season's standings on the club's page: Bob and Cy, one evening each.
  await bob.page.goto(`${stage.server.url}/?club=${club}`);
  await bob.page.waitForSelector(".club-standings tbody tr", { timeout: 20_000 }).catch(async (e: unknown) => {
    console.error(await bob.page.locator("#app").innerText());
    throw e;
  });
  const rows = await bob.page.locator(".club-standings tbody tr").allInnerTexts();
  assert.equal(rows.length, 2, rows.join("\n"));
  assert.ok(rows.some((r) => /Bob \(you\)/.test(r)) && rows.some((r) => /Cy/.test(r)), rows.join("\n"));
  const played = await bob.page.locator(".club-standings tbody tr td:nth-child(6)").allInnerTexts();
  assert.deepEqual(played, ["1", "1"], "one evening each");
  // The CSV from the page's link says the same places, names and points.
  const csvHref = await bob.page.locator(".club-season a[href*='/seasons/'][href*='.csv']").getAttribute("href");
  assert.match(csvHref ?? "", /seasons\/1\.csv\?key=[0-9a-f]{20}$/);
  const csv = (await (await fetch(`${stage.server.url}${csvHref ?? ""}`)).text()).trim().split("\n");
  assert.equal(csv[0], "place,name,points,rounds_won,loners,evenings,counted,best_date,best_points");
  const shown = await bob.page.locator(".club-standings tbody tr").evaluateAll((trs) =>
    trs.map((tr) => Array.from(tr.children).slice(0, 3).map((c) => c.textContent.replace(/ \(you\)$/, ""))));
  assert.deepEqual(csv.slice(1).map((r) => r.split(",").slice(0, 3).map((c) => c.replace(/^"|"$/g, ""))), shown);
  assert.equal((await fetch(`${stage.server.url}/api/clubs/${club}/seasons/1.csv`)).status, 404, "members only: the key is needed");
  // The season's evening's games, from the season's list: EMN with the members' key, nothing without.
  const emnHref = await bob.page.locator(`.club-season-evenings a[href^="/api/events/${evening}.emn?key="]`).getAttribute("href");
  const emn = await (await fetch(`${stage.server.url}${emnHref ?? ""}`)).json() as { fileType: string };
  assert.equal(emn.fileType, "Euchre Match Notation");
  assert.equal((await fetch(`${stage.server.url}/api/events/${evening}.emn`)).status, 404);
  assert.equal((await fetch(`${stage.server.url}/api/events/${evening}.csv`)).status, 404);
  // The calendar file.
  const icsHref = await bob.page.locator(".club-calendar a[href*='.ics']").getAttribute("href");
  const ics = await (await fetch(`${stage.server.url}${icsHref ?? ""}`)).text();
  assert.match(ics, /^BEGIN:VCALENDAR\r\n/);
  assert.match(ics, new RegExp(`DTSTART;TZID=[^:]+:${isoDay(0).replace(/-/g, "")}T183000\\r\\n`));
  assert.ok(bob.page.url().includes(`club=${club}`));
  // The evening over is a past one now, not one coming up.
  assert.equal(await bob.page.locator(`.club-evening[data-event="${evening}"]`).count(), 0);
  assert.equal(await bob.page.locator(`.club-past a[href="?event=${evening}"]`).count(), 1);
  // Nothing runs off a phone's screen.
  assert.ok(await bob.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), "the club's page fits a phone");
  await bob.page.screenshot({ path: artifactPath("club-season-phone.png"), fullPage: true, animations: "disabled" });
  // Bob's own page (beside the ratings) names his club and his place in its season.
  await bob.page.click(".club-back");
  await bob.page.click(".show-ratings");
  await bob.page.waitForSelector(".person-clubs li", { timeout: 10_000 });
  assert.match(await bob.page.locator(".person-clubs").innerText(), /Thursday club; Winter: (1st|2nd) of 2, -?\d+ points over 1 evening/);
  // The lobby lists his club too.
  assert.match(await bob.page.locator(".clubs .club-list").innerText(), /Thursday club/);
  await bob.page.screenshot({ path: artifactPath("club-lobby-phone.png"), fullPage: true, animations: "disabled" });
  for (const p of [ann, bob, cy, eve]) await p.context.close();
});

test("a full evening: who says he comes waits on a list, and takes the place of whoever cannot come", async () => {
  const ann = await newPerson(stage.browser, "Ann", desktop);
  const people = await Promise.all(["Bob", "Cy", "Dee"].map((name) => newPerson(stage.browser, name, phone)));
  const [bob, cy, dee] = people as [typeof ann, typeof ann, typeof ann];
  // A public club whose weekly evening has two places.
  await openLobby(ann, stage.server);
  await ann.page.fill("#club-name", "Friday club");
  await ann.page.click("form.club-create button[type=submit]");
  await ann.page.waitForSelector(".club-page h1");
  await ann.page.selectOption("#club-weekday", String(new Date().getUTCDay()));
  await ann.page.selectOption("#club-capacity", "2");
  await ann.page.click("form.club-schedule-form button[type=submit]");
  const first = ann.page.locator(".club-evenings .club-evening").first();
  await first.waitFor();
  const evening = await first.getAttribute("data-event");
  const link = await ann.page.locator(".club-invite-link").getAttribute("href");
  for (const p of [bob, cy, dee]) {
    await p.page.goto(link ?? "");
    await p.page.click(".club-join-button");
    await p.page.click(`.club-evening[data-event="${evening}"] .club-come`);
    await p.page.waitForSelector(`.club-evening[data-event="${evening}"] .club-you-come, .club-evening[data-event="${evening}"] .club-you-wait`);
  }
  const deeLine = dee.page.locator(`.club-evening[data-event="${evening}"]`);
  assert.match(await deeLine.innerText(), /2 coming of 2 places, 1 waiting/);
  assert.match(await deeLine.innerText(), /It is full: you are number 1 on the waiting list\./);
  assert.match(await deeLine.locator(".club-not-come").innerText(), /Stop waiting/);
  await checkA11y(dee.page, "the club's page, on its waiting list");
  await dee.page.screenshot({ path: artifactPath("club-waiting-phone.png"), fullPage: true, animations: "disabled" });
  // Bob cannot come after all: Dee has his place, and her page says so at once.
  await bob.page.click(`.club-evening[data-event="${evening}"] .club-not-come`);
  await dee.page.waitForSelector(`.club-evening[data-event="${evening}"] .club-you-come`, { timeout: 10_000 });
  assert.match(await deeLine.innerText(), /2 coming of 2 places/);
  for (const p of [ann, bob, cy, dee]) await p.context.close();
});
