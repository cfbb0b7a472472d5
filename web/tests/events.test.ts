// A club evening through the page (docs/events.md): Ann creates it in the
// lobby, Bob registers from its link, Ann starts it; each page is taken to
// the table the evening seats its person at, round after round, and the
// evening ends with the standings in the lobby. Against the real server
// (its side: tests/room/event_test.cpp).
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Locator, Page } from "playwright-core";
import { checkA11y } from "./axe";
import { artifactPath, createEvening, desktop, newPerson, openLobby, phone, playOneTurn, position, serverAndBrowser, skipWithoutChromium, type Person } from "./harness";

skipWithoutChromium();

const stage = serverAndBrowser();

// Someone registers by the evening's link; the organiser sees two registered.
async function registerByLink(organiser: Person, person: Person, id: string): Promise<void> {
  await openLobby(person, stage.server, `?event=${id}`);
  await person.page.locator(`.event[data-event="${id}"] .event-join`).click();
  await organiser.page.waitForFunction(() => /2 registered/.test(document.querySelector(".event-people")?.textContent ?? ""));
}

// Ann creates an evening of two rounds (no check-in grace), Bob registers by
// its link, and Ann starts it: both are seated, Ann's page at her table.
async function startedEvening(ann: Person, bob: Person, name: string): Promise<{ card: Locator; id: string }> {
  const evening = await createEvening(ann, stage.server, name, { "event-rounds": "2", "event-check-in": "0" });
  await registerByLink(ann, bob, evening.id);
  await evening.card.locator(".event-start").click();
  await ann.page.waitForSelector(".table-page[data-table]", { timeout: 15_000 });
  return evening;
}

async function onEventTable(page: Page): Promise<boolean> {
  return (await page.locator(".table-page[data-table]").count()) > 0;
}

test("an evening: created, joined by link, started, played over two rounds to its standings", async () => {
  const ann = await newPerson(stage.browser, "Ann", desktop);
  const bob = await newPerson(stage.browser, "Bob", phone);
  const { card, id } = await createEvening(ann, stage.server, "Thursday club", { "event-rounds": "2", "event-deals": "4", "event-pace": "instant" });
  const link = await card.locator(".event-link a").getAttribute("href");
  assert.ok(link?.includes(`event=${id}`));
  assert.match(await card.locator(".event-start").innerText(), /two people needed/);

  await openLobby(bob, stage.server, `?event=${id}`);
  const bobCard = bob.page.locator(`.event[data-event="${id}"]`);
  await bobCard.locator(".event-join").click();
  await ann.page.waitForFunction(() => /2 registered/.test(document.querySelector(".event-people")?.textContent ?? ""));
  assert.deepEqual(await card.locator(".event-people-list li").evaluateAll((els) => els.map((e) => e.firstChild?.textContent)), ["Ann (you)", "Bob"]);
  // The organiser may drop Bob (a no-show); Bob may unregister himself.
  assert.equal(await card.locator(".event-drop").count(), 1);
  assert.match(await bobCard.locator(".event-leave").innerText(), /Unregister/);
  await ann.page.screenshot({ path: artifactPath("event-lobby-desktop.png"), fullPage: true, animations: "disabled" });
  await bob.page.screenshot({ path: artifactPath("event-lobby-phone.png"), fullPage: true, animations: "disabled" });
  await card.locator(".event-start").click();
  // The organiser's start opens the check-in: Bob is told, with its clock, and says he is here.
  await bobCard.locator(".event-check-in").waitFor();
  assert.match(await bobCard.locator(".event-round").innerText(), /Checking in: \d:\d\d left/);
  assert.match(await card.locator(".event-start").innerText(), /Begin now/);
  await bob.page.screenshot({ path: artifactPath("event-check-in-phone.png"), fullPage: true, animations: "disabled" });
  await bobCard.locator(".event-check-in").click();
  // The big screen (a third browser, the organiser's TV): where everyone sits.
  const tv = await stage.browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const screen = await tv.newPage();
  await screen.goto(`${stage.server.url}/?event=${id}&screen=1`);
  await screen.waitForSelector(".big-screen .screen-table", { timeout: 15_000 });
  assert.match(await screen.locator(".screen-status").innerText(), /Round 1 of 2/);
  assert.equal(await screen.locator(".screen-table").count(), 1, "two people and two bots: one table");
  const seated = await screen.locator(".screen-tables").innerText();
  assert.ok(seated.includes("Ann") && seated.includes("Bob"), seated);
  await screen.screenshot({ path: artifactPath("event-screen-tv.png"), animations: "disabled" });

  // Each page goes to its table by itself; both play until the evening is over.
  for (const p of [ann.page, bob.page]) await p.waitForSelector(".table-page[data-table]", { timeout: 15_000 });
  assert.match(await ann.page.locator(".event-notice").innerText(), /Thursday club, round 1: table \d, seat \d\./);
  const tables = new Map<Page, Set<string>>([[ann.page, new Set()], [bob.page, new Set()]]);
  const inRoundTwo = async (p: Page): Promise<boolean> => /round 2:/.test((await p.locator(".event-notice").textContent()) ?? "");
  const finished = async (p: Page): Promise<boolean> => (await inRoundTwo(p)) && (await p.locator(".game-over .event-next").count()) > 0;
  const deadline = Date.now() + 240_000;
  let over = false;
  while (!over && Date.now() < deadline) {
    for (const p of [ann.page, bob.page]) {
      if (await onEventTable(p)) tables.get(p)?.add((await p.getAttribute(".table-page", "data-table")) ?? "");
      const pos = await position(p);
      if (pos.myTurn) await playOneTurn(p, undefined, 20_000);
    }
    // The evening is over when both sit at a round-2 table whose game is over.
    over = (await finished(ann.page)) && (await finished(bob.page));
    if (!over) await ann.page.waitForTimeout(50);
  }
  assert.ok(over, "the evening did not end in time");
  // Round 2 of 2 was the last: no next round is promised.
  assert.match(await ann.page.locator(".game-over .event-next").innerText(), /last round: the final standings/);
  for (const [p, seen] of tables) assert.equal(seen.size, 2, `${p === ann.page ? "Ann" : "Bob"} sat at a new table in round 2`);
  // At an event's table there is no rematch; the standings are one click away.
  assert.equal(await ann.page.locator(".game-over button[data-focus=rematch]").count(), 0);
  await ann.page.click(".game-over button[data-focus=to-lobby]");
  const standings = ann.page.locator(`.event[data-event="${id}"] table.standings`);
  await ann.page.waitForFunction((eid) => document.querySelector(`.event[data-event="${eid}"]`)?.getAttribute("data-status") === "over",
    id, { timeout: 60_000 });
  assert.match(await standings.locator("caption").innerText(), /Final standings/);
  assert.equal(await standings.locator("tbody tr").count(), 2);
  // The standings as CSV, from the page's link: the same people, places and points.
  const csvHref = await ann.page.locator(`.event[data-event="${id}"] .event-csv a[href$=".csv"]`).getAttribute("href");
  const csv = await (await fetch(`${stage.server.url}${csvHref ?? ""}`)).text();
  const rows = csv.trim().split("\n");
  assert.equal(rows[0], "place,name,points,rounds_won,loners,byes");
  const shown = await standings.locator("tbody tr").evaluateAll((trs) => trs.map((tr) => Array.from(tr.children).map((c) => c.textContent)));
  assert.deepEqual(rows.slice(1).map((r) => r.split(",").slice(0, 3)),
    shown.map(([place, name, points]) => [place, `"${String(name).replace(/ \(you\)$/, "")}"`, points]));
  assert.equal((await fetch(`${stage.server.url}/api/events/nope.csv`)).status, 404);
  // The games as EMN, from the page's link: one game a round (one table), the evening's people in it.
  // Without spectators the link carries the evening's key; without it the games are not there (issue 36).
  const emnHref = await ann.page.locator(`.event[data-event="${id}"] .event-csv a[download$=".emn"]`).getAttribute("href");
  assert.match(emnHref ?? "", /\.emn\?key=[0-9a-f]{20}$/);
  assert.equal((await fetch(`${stage.server.url}/api/events/${id}.emn`)).status, 404);
  assert.equal((await fetch(`${stage.server.url}/api/people/1`)).status, 404);
  const emn = await (await fetch(`${stage.server.url}${emnHref ?? ""}`)).json() as { fileType: string; games: unknown[]; metadata: { players: { name: string }[] } };
  assert.equal(emn.fileType, "Euchre Match Notation");
  assert.equal(emn.games.length, 2);
  const players = emn.metadata.players;
  assert.ok(players.some((p) => p.name === "Ann") && players.some((p) => p.name === "Bob"), JSON.stringify(players));
  // The ratings: the evening that is over rated Ann and Bob (bots are not
  // rated), both new so provisional (docs/events.md, "What a rating counts").
  await ann.page.click(".show-ratings");
  await ann.page.waitForSelector("table.ratings tbody tr", { timeout: 10_000 });
  const rated = await ann.page.locator("table.ratings tbody th").allInnerTexts();
  assert.deepEqual([...rated].sort(), ["Ann (you) (provisional)", "Bob (provisional)"]);
  assert.match(await ann.page.locator(".my-rating").innerText(), /Your rating: \d+ \(± \d+\), (1st|2nd) of 2, over 1 evening \(provisional: [^)]*\):\s*Thursday club: \d of 2 rounds won, 1500 → \d+/s);
  // Her page beside it: the evening, her place of two, and Bob as her partner if they sat together.
  const page = await ann.page.locator(".person-page").innerText();
  assert.match(page, /Your evenings: 1, [01] won, 2 rounds/);
  assert.match(page, /Thursday club: (1st|2nd) of 2, -?\d+ points, \d+ loners?/);
  await ann.page.screenshot({ path: artifactPath("event-standings-desktop.png"), fullPage: true, animations: "disabled" });
  // The rounds played, each table with its replay: round 2's table opens in the replay.
  const played = ann.page.locator(`.event[data-event="${id}"] details.rounds-played`);
  await played.locator("summary").click();
  assert.equal(await played.locator(".round-played").count(), 2);
  assert.match(await played.locator(".round-played").first().innerText(), /Round 2\s+Table 1: .*Ann/s);
  await played.locator(".replay-table").first().click();
  await ann.page.waitForSelector(".replay-page[data-loading=false]", { timeout: 60_000 });
  assert.equal(await ann.page.getAttribute(".replay-page", "data-deal"), "0");
  await ann.page.click("button[data-focus=close-replay]");
  await played.waitFor();
  // The big screen follows to the end (it asks every 5 s).
  await screen.waitForSelector(".big-screen[data-status=over] .screen-standings li", { timeout: 20_000 });
  await screen.screenshot({ path: artifactPath("event-screen-tv-over.png"), animations: "disabled" });
  await tv.close();
  await ann.context.close();
  await bob.context.close();
});

test("a timed evening: the round's clock counts down in the lobby, at the table and on the big screen", async () => {
  const ann = await newPerson(stage.browser, "Ann", phone);
  const bob = await newPerson(stage.browser, "Bob", desktop);
  const { card, id } = await createEvening(ann, stage.server, "Timed club", { "event-minutes": "20", "event-check-in": "0" });
  assert.match(await card.locator(".event-facts").innerText(), /rounds of 20 minutes/);
  await registerByLink(ann, bob, id);
  await card.locator(".event-start").click();  // no check-in: the evening begins at once
  for (const p of [ann.page, bob.page]) await p.waitForSelector(".table-page[data-table]", { timeout: 15_000 });
  // At the table: the round's time left, counting down by itself.
  const clock = bob.page.locator(".event-table-clock .event-clock");
  await clock.waitFor();
  const first = await clock.innerText();
  assert.match(first, /^(19|20):\d\d left$/);
  await bob.page.waitForFunction((before) => document.querySelector(".event-table-clock .event-clock")?.textContent !== before, first, { timeout: 5_000 });
  await ann.page.screenshot({ path: artifactPath("event-clock-table-phone.png"), animations: "disabled" });
  // The big screen shows it too.
  const tv = await stage.browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const screen = await tv.newPage();
  await screen.goto(`${stage.server.url}/?event=${id}&screen=1`);
  await screen.waitForSelector(".big-screen .screen-clock .event-clock", { timeout: 15_000 });
  assert.match(await screen.locator(".screen-clock").innerText(), /\d+:\d\d left/);
  await screen.screenshot({ path: artifactPath("event-clock-tv.png"), animations: "disabled" });
  await tv.close();
  await ann.context.close();
  await bob.context.close();
});

// "The evening" takes a seated person to the lobby while the seat plays on
// (its turn clock has a bot play a turn left waiting). The table's moves
// still come to the seat; they must not pull the page back to the table
// (once they did, and took the organiser away from his buttons).
test("stepping away to the evening: the lobby stays on screen while the table plays on, until 'Go to your table'", async () => {
  const ann = await newPerson(stage.browser, "Ann", desktop);
  const bob = await newPerson(stage.browser, "Bob", phone);
  const { card } = await startedEvening(ann, bob, "Stepping away");
  await bob.page.waitForSelector(".table-page[data-table]", { timeout: 15_000 });
  // Not Ann's turn when she steps away, so that someone else moves next.
  await ann.page.waitForFunction(() => document.querySelector<HTMLElement>(".table-page")?.dataset.seq !== undefined);
  if ((await position(ann.page)).myTurn) await playOneTurn(ann.page);
  const seen = ann.frames.length;
  await ann.page.click("button[data-focus=leave]");
  await card.waitFor();
  // Bob or a bot moves; each move comes to Ann's seat as a state.
  const moved = (): boolean => ann.frames.slice(seen).some((f) => f.includes('"type":"state"'));
  for (let i = 0; i < 600 && !moved(); ++i) {
    if ((await position(bob.page)).myTurn) await playOneTurn(bob.page);
    else await ann.page.waitForTimeout(50);
  }
  assert.ok(moved(), "no move came to Ann's seat after she stepped away");
  await ann.page.waitForTimeout(300); // the page has taken the move in
  assert.equal(await onEventTable(ann.page), false, "a move at her table brought Ann's page back to it");
  await card.locator(".go-to-table").click();
  await ann.page.waitForSelector(".table-page[data-table]", { timeout: 15_000 });
  for (const p of [ann, bob]) await p.context.close();
});

test("a substitute: registers while the evening runs, and the organiser gives him a bot's place from the next round", async () => {
  const ann = await newPerson(stage.browser, "Ann", desktop);
  const bob = await newPerson(stage.browser, "Bob", desktop);
  const cy = await newPerson(stage.browser, "Cy", phone);
  const { id } = await startedEvening(ann, bob, "Late arrivals");
  // Cy comes late: the link still lets him register, as a substitute.
  await openLobby(cy, stage.server, `?event=${id}`);
  const cyCard = cy.page.locator(`.event[data-event="${id}"]`);
  await cyCard.locator(".event-join").waitFor();
  assert.match(await cyCard.locator(".event-join").innerText(), /substitute/);
  await cyCard.locator(".event-join").click();
  await cyCard.locator(".event-where").waitFor();
  assert.match(await cyCard.locator(".event-where").innerText(), /organiser can give you a place/);
  // Ann, in the lobby, gives him a bot's place.
  await ann.page.click("button[data-focus=leave]");
  const cyRow = ann.page.locator(`.event[data-event="${id}"] .event-people-list li`, { hasText: "Cy" });
  // The lobby is redrawn at every message while Ann's old table plays on; on
  // a loaded machine a locator's element is often replaced before it is
  // used, so the page is asked in one go (bounded).
  const chooserShown = (eid: string): boolean => [...document.querySelectorAll(`.event[data-event="${eid}"] .event-people-list li`)]
    .some((li) => li.textContent.includes("Cy") && li.querySelector(".event-substitute") !== null);
  await ann.page.waitForFunction(chooserShown, id, { timeout: 30_000 });
  assert.match(await cyRow.innerText(), /waiting for a place/);
  assert.match(await cyRow.locator("select").innerText(), /a bot's place/);
  await ann.page.screenshot({ path: artifactPath("event-substitute-desktop.png"), fullPage: true, animations: "disabled" });
  // A person's press and release on two renderings of the button still
  // click (press_through_redraw.ts, tested in browser.motion); here the
  // button is clicked in the same moment it is found.
  // Asked again (bounded) if Cy is not placed: under the full suite's load
  // the click once fell on a row being replaced and nothing was sent.
  const placed = (): Promise<boolean> => cy.page.waitForFunction(() => /place from round 2/.test(document.querySelector(".event-where")?.textContent ?? ""),
    undefined, { timeout: 8_000 }).then(() => true, () => false);
  let given = false, clicked = false;
  for (let attempt = 0; attempt < 3 && !given; ++attempt) {
    if (attempt > 0) await ann.page.waitForFunction(chooserShown, id, { timeout: 10_000 }).catch(() => undefined);
    // The row with the button (the same test as chooserShown), and whether
    // one was there to click: a failure says which of the two sides missed.
    clicked = await ann.page.evaluate((eid) => {
      const button = [...document.querySelectorAll(`.event[data-event="${eid}"] .event-people-list li`)]
        .filter((li) => li.textContent.includes("Cy"))
        .map((li) => li.querySelector<HTMLButtonElement>(".event-substitute"))
        .find((b) => b !== null);
      button?.click();
      return button !== undefined;
    }, id) || clicked;
    given = await placed();
  }
  if (!given) {
    // What the server last told each of them, so that a failure says why.
    const last = (frames: string[], type: string): string => frames.filter((f) => f.includes(`"type":"${type}"`)).at(-1)?.slice(0, 600) ?? "none";
    const cyEvening = cy.frames.filter((f) => f.includes('"type":"event"')).at(-1) ?? "{}";
    const cyYou = JSON.stringify((JSON.parse(cyEvening) as { you?: unknown }).you);
    assert.fail(`Cy was not given a place from round 2; Ann's button clicked: ${String(clicked)}; Cy's "you": ${cyYou}; ` +
      `Cy's page: ${await cy.page.locator(".event-where").allInnerTexts().then((t) => t.join(" | "))}; Ann's last error: ${last(ann.frames, "error")}; ` +
      `Ann's page: ${await ann.page.locator(".error").allInnerTexts().then((t) => t.join(" | "))}; ` +
      `Cy's last evening: ${last(cy.frames, "event")}`);
  }
  await cy.page.screenshot({ path: artifactPath("event-substitute-phone.png"), fullPage: true, animations: "disabled" });
  for (const p of [ann, bob, cy]) await p.context.close();
});

// A button in the lobby, which is redrawn at every message while a table
// plays on: found and clicked in one go (bounded), until `done` holds.
async function pressUntil(page: Page, selector: string, done: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 5; ++attempt) {
    await page.waitForSelector(selector, { timeout: 15_000 });
    await page.evaluate((sel) => { document.querySelector<HTMLButtonElement>(sel)?.click(); }, selector);
    for (let i = 0; i < 20; ++i) {
      if (await done()) return;
      await page.waitForTimeout(100);
    }
  }
  assert.fail(`pressing ${selector} never took effect`);
}

test("a drop asks first, and the organiser brings back someone dropped by mistake", async () => {
  const ann = await newPerson(stage.browser, "Ann", desktop);
  const bob = await newPerson(stage.browser, "Bob", phone);
  const { id } = await startedEvening(ann, bob, "Second thoughts");
  await bob.page.waitForSelector(".table-page[data-table]", { timeout: 15_000 });
  const bobTable = await bob.page.getAttribute(".table-page", "data-table");
  await ann.page.click("button[data-focus=leave]");
  const card = `.event[data-event="${id}"]`;
  const bobRow = (page: Page): Locator => page.locator(`${card} .event-people-list li`, { hasText: "Bob" });
  const bobPerson = await bobRow(ann.page).getAttribute("data-person");
  const drop = `${card} button[data-focus="event-drop-${id}-${bobPerson}"]`;
  const leftOnAnn = async (): Promise<boolean> => /\(left; a bot plays the seat\)/.test(await bobRow(ann.page).innerText());
  // The first tap asks, saying what follows; "Keep them" changes nothing.
  await pressUntil(ann.page, drop, async () => (await ann.page.locator(`${card} .ask-first`).count()) === 1);
  const question = await ann.page.locator(`${card} .ask-first`).innerText();
  assert.match(question, /Drop Bob\? A bot plays their seat from now on, and they leave the standings \(you can bring them back\)\./);
  await ann.page.screenshot({ path: artifactPath("event-drop-confirm-desktop.png"), fullPage: true, animations: "disabled" });
  await checkA11y(ann.page, "the organiser's drop, asking first");
  await pressUntil(ann.page, `${card} .ask-first-no`, async () => (await ann.page.locator(`${card} .ask-first`).count()) === 0);
  assert.equal(await leftOnAnn(), false, "Keep them dropped Bob");
  // Dropped for real, by mistake.
  await pressUntil(ann.page, drop, async () => (await ann.page.locator(`${card} .ask-first-yes`).count()) === 1);
  await pressUntil(ann.page, `${card} .ask-first-yes`, leftOnAnn);
  // What the server last told Bob of the evening: where he sits, or that he left.
  const bobYou = (): unknown => (JSON.parse(bob.frames.filter((f) => f.includes('"type":"event"')).at(-1) ?? "{}") as { you?: unknown }).you;
  for (let i = 0; i < 100 && JSON.stringify(bobYou()) !== '{"left":true}'; ++i) await bob.page.waitForTimeout(100);
  assert.deepEqual(bobYou(), { left: true });
  // Brought back: his place and his seat at the same table.
  const bringBack = `${card} button[data-focus="event-return-${id}-${bobPerson}"]`;
  assert.match(await ann.page.locator(bringBack).innerText(), /Bring back/);
  await ann.page.screenshot({ path: artifactPath("event-bring-back-desktop.png"), fullPage: true, animations: "disabled" });
  await pressUntil(ann.page, bringBack, async () => !(await leftOnAnn()));
  for (let i = 0; i < 100 && (bobYou() as { table?: string } | undefined)?.table !== bobTable; ++i) await bob.page.waitForTimeout(100);
  assert.equal((bobYou() as { table?: string } | undefined)?.table, bobTable, JSON.stringify(bobYou()));
  const bobCard = bob.page.locator(card);
  if (await onEventTable(bob.page)) await bob.page.click("button[data-focus=leave]");
  await bobCard.locator(".event-where").waitFor({ timeout: 15_000 });
  assert.match(await bobCard.locator(".event-where").innerText(), /Round 1 of 2: table \d, seat \d/);
  // Bob's own leave asks too; "Stay" keeps him.
  await pressUntil(bob.page, `${card} .event-leave`, async () => (await bobCard.locator(".ask-first").count()) === 1);
  assert.match(await bobCard.locator(".ask-first").innerText(), /Leave the evening\? A bot plays your seat from now on/);
  await bob.page.screenshot({ path: artifactPath("event-leave-confirm-phone.png"), fullPage: true, animations: "disabled" });
  await pressUntil(bob.page, `${card} .ask-first-no`, async () => (await bobCard.locator(".ask-first").count()) === 0);
  assert.match(await bobCard.locator(".event-where").innerText(), /Round 1 of 2/);
  for (const p of [ann, bob]) await p.context.close();
});

test("before it begins, the card says what the movement promises for those registered, and the organiser changes the evening", async () => {
  const ann = await newPerson(stage.browser, "Ann", desktop);
  const bob = await newPerson(stage.browser, "Bob", phone);
  // The form's first choices: a fixed movement of 6 rounds.
  const { card, id } = await createEvening(ann, stage.server, "Tuesday tryout", { "event-rounds": "6", "event-movement": "fixed", "event-check-in": "0" });
  await registerByLink(ann, bob, id);
  // Two people and two bots: one table, whose fixed movement gives new partners for 3 rounds.
  await ann.page.waitForFunction((eid) => /With 2 registered/.test(document.querySelector(`.event[data-event="${eid}"] .event-fit`)?.textContent ?? ""), id);
  assert.equal(await card.locator(".event-fit").innerText(),
    "With 2 registered: new partners every round for 3 rounds (1 table); more rounds repeat earlier rounds. 6 rounds is more: partners or whole rounds repeat.");
  await card.locator(".event-edit").click();
  const form = card.locator("form.event-edit-form");
  await form.locator("select[id$=-movement]").selectOption("whist");
  // The rounds say which keep the promise of the movement chosen.
  assert.equal(await form.locator("select[id$=-rounds] option[value='3']").innerText(), "3 (the whole movement)");
  assert.equal(await form.locator("select[id$=-rounds] option[value='4']").innerText(), "4 (repeats)");
  await form.locator("select[id$=-rounds]").selectOption("3");
  await form.locator("select[id$=-length]").selectOption("deals:4");
  await form.locator("input[id$=-name]").fill("Tuesday whist");
  await form.locator("select[id$=-clock]").selectOption("90");
  await form.locator("select[id$=-late]").selectOption("seat");
  assert.match(await form.locator(".event-edit-fit").innerText(), /everyone partners everyone \(the bots of the last table included\) once in 3 rounds/);
  await ann.page.screenshot({ path: artifactPath("event-edit-desktop.png"), fullPage: true, animations: "disabled" });
  await checkA11y(ann.page, "the organiser's 'Change the evening'");
  await form.locator("button[type=submit]").click();
  // Both cards show the evening as changed; nobody's registration moved.
  for (const p of [ann.page, bob.page]) {
    await p.waitForFunction((eid) => /3 rounds of 4 deals, everyone partners everyone.*; 90 seconds a turn, then the stand-in makes that move; latecomers take a bot's place from the next round/.test(
      document.querySelector(`.event[data-event="${eid}"] .event-facts`)?.textContent ?? ""), id, { timeout: 10_000 });
    assert.equal(await p.locator(`.event[data-event="${id}"] h3`).innerText(), "Tuesday whist");
  }
  assert.match(await card.locator(".event-people").innerText(), /2 registered/);
  await bob.page.screenshot({ path: artifactPath("event-edited-phone.png"), fullPage: true, animations: "disabled" });
  // Only the organiser has the button, and only before the evening begins.
  assert.equal(await bob.page.locator(`.event[data-event="${id}"] .event-edit`).count(), 0);
  await card.locator(".event-start").click();
  await ann.page.waitForSelector(".table-page[data-table]", { timeout: 15_000 });
  await ann.page.click("button[data-focus=leave]");
  await card.waitFor();
  assert.equal(await card.locator(".event-edit").count(), 0);
  assert.match(await card.locator(".event-round").innerText(), /Round 1 of 3/);
  for (const p of [ann, bob]) await p.context.close();
});
