// An evening in person through the page (docs/events.md, "In person"): Ann
// creates it in the lobby ("Played in person"), three people register by its
// link, the hall's TV shows the big screen, and each round one phone enters
// its table's score and someone of the other side confirms it (or enters
// the right one, which the first side then confirms). The organiser then
// corrects a finished round's score with a reason: the standings move and
// the log shows it. Against the real server (its side:
// tests/room/event_in_person_test.cpp).
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Locator, Page } from "playwright-core";
import { checkA11y } from "./axe";
import { artifactPath, createEvening, desktop, newPerson, openLobby, phone, serverAndBrowser, skipWithoutChromium, type Person } from "./harness";

skipWithoutChromium();

const stage = serverAndBrowser();
const small = { width: 480, height: 760 };

// The organiser creates an evening in person named `name` (no check-in
// grace), with these choices of the form: its card and id.
async function createHall(organiser: Person, name: string, choices: Record<string, string> = {}): Promise<{ card: Locator; id: string }> {
  return createEvening(organiser, stage.server, name, { "event-check-in": "0", ...choices }, true);
}

// The organiser adds each of `names` by name (people without a phone).
async function addByName(card: Locator, names: string[]): Promise<void> {
  for (const name of names) {
    await card.locator("form.event-add input").fill(name);
    await card.locator("form.event-add button[type=submit]").click();
    await card.locator(".event-people-list li", { hasText: name }).waitFor();
  }
}

// The evening's files, from the organiser's page's own links (issue 38:
// they answered HTTP 500 for an evening in person): the standings, the EMN
// naming everyone and its extra file, while it runs and once it is over.
async function eveningFiles(card: Locator, names: string[]): Promise<void> {
  const links = await card.locator(".event-csv a").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  assert.equal(links.length, 3, links.join(" "));
  for (const href of links) {
    const got = await fetch(`${stage.server.url}${href}`);
    const body = await got.text();
    assert.equal(got.status, 200, `${href}: ${body.slice(0, 300)}`);
    if (!href.includes(".emn?")) continue;
    const emn = JSON.parse(body) as { fileType: string; metadata: { players: { name: string }[] } };
    assert.equal(emn.fileType, "Euchre Match Notation");
    for (const name of names) assert.ok(emn.metadata.players.some((p) => p.name === name), `${name} in ${body.slice(0, 300)}`);
  }
}

async function enterScore(page: Page, id: string, ns: number, ew: number): Promise<void> {
  const form = page.locator(`.event[data-event="${id}"] .score-box form.score-entry`);
  await form.locator("input[id$=-ns]").fill(String(ns));
  await form.locator("input[id$=-ew]").fill(String(ew));
  await form.locator("button[type=submit]").click();
}

// The page of someone who may confirm the entered score (the other side's).
async function confirmer(people: Person[], id: string): Promise<Page> {
  for (let tries = 0; tries < 100; ++tries) {
    for (const p of people) if (await p.page.locator(`.event[data-event="${id}"] .event-confirm`).count()) return p.page;
    await people[0]?.page.waitForTimeout(100);
  }
  throw new Error("nobody was offered to confirm the score");
}

test("an evening in person: the big screen, a phone a table enters the score, the other side confirms", async () => {
  const ann = await newPerson(stage.browser, "Ann", desktop);
  const { card, id } = await createHall(ann, "Recreation hall", { "event-rounds": "2" });
  assert.match(await card.locator(".event-facts").innerText(), /in person: the server seats the tables/);
  const people: Person[] = [ann];
  for (const [name, viewport] of [["Bob", phone], ["Cy", small], ["Di", small]] as const) {
    const p = await newPerson(stage.browser, name, viewport);
    await openLobby(p, stage.server, `?event=${id}`);
    await p.page.locator(`.event[data-event="${id}"] .event-join`).click();
    people.push(p);
  }
  await ann.page.waitForFunction(() => /4 registered/.test(document.querySelector(".event-people")?.textContent ?? ""));
  await card.locator(".event-start").click();

  const tv = await stage.browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const screen = await tv.newPage();
  await screen.goto(`${stage.server.url}/?event=${id}&screen=1`);
  await screen.waitForSelector(".big-screen .screen-table", { timeout: 15_000 });
  assert.match(await screen.locator(".screen-status").innerText(), /Round 1 of 2/);

  // Nobody is sent to a server table: each sees his seat in the hall and the score form.
  const bob = people[1];
  assert.ok(bob);
  const bobCard = bob.page.locator(`.event[data-event="${id}"]`);
  await bobCard.locator(".score-box").waitFor();
  assert.match(await bobCard.locator(".event-where").innerText(), /Round 1 of 2: table 1, (North|East|South|West) \(with \w+, against \w+ and \w+\)/);
  assert.equal(await bob.page.locator(".table-page").count(), 0);
  await enterScore(bob.page, id, 7, 4);
  await bobCard.locator(".score-state").filter({ hasText: "Bob entered North–South 7, East–West 4" }).waitFor();
  await bob.page.screenshot({ path: artifactPath("in-person-entered-phone.png"), fullPage: true, animations: "disabled" });
  await checkA11y(bob.page, "the score entry on a phone");
  await screen.waitForSelector(".screen-table .badge", { timeout: 10_000 });
  assert.equal(await screen.locator(".screen-table .badge").innerText(), "score in");
  await screen.screenshot({ path: artifactPath("in-person-screen-tv.png"), animations: "disabled" });
  const other = await confirmer(people, id);
  await other.screenshot({ path: artifactPath("in-person-confirm.png"), fullPage: true, animations: "disabled" });
  await other.locator(`.event[data-event="${id}"] .event-confirm`).click();
  await screen.waitForFunction(() => /Round 2 of 2/.test(document.querySelector(".screen-status")?.textContent ?? ""), undefined, { timeout: 10_000 });
  await card.locator(".event-csv a").first().waitFor({ timeout: 10_000 });
  await eveningFiles(card, ["Ann", "Bob", "Cy", "Di"]);

  // Round 2: a score the other side disputes is entered again by them; the first side confirms it.
  await enterScore(bob.page, id, 3, 9);
  const disputer = await confirmer(people, id);
  await enterScore(disputer, id, 5, 9);
  await bobCard.locator(".event-confirm").waitFor();
  await bobCard.locator(".event-confirm").click();
  await ann.page.waitForFunction((eid) => document.querySelector(`.event[data-event="${eid}"]`)?.getAttribute("data-status") === "over",
    id, { timeout: 20_000 });

  // The organiser corrects round 1 with a reason: the log shows every step, and the standings move.
  const totalPoints = async (): Promise<number> => {
    const rows = await card.locator("table.standings tbody tr").evaluateAll((trs) => trs.map((tr) => Array.from(tr.children).map((c) => c.textContent)));
    return rows.reduce((sum, r) => sum + Number(r[2]), 0);
  };
  const before = await totalPoints();
  await card.locator(".score-correct > summary").click();
  // The page is drawn anew at every message (here: a switch of the pip
  // cards): the correction stays open under the organiser's fingers.
  await ann.page.evaluate(() => { document.querySelector<HTMLInputElement>("#pip-score")?.click(); });
  assert.ok(await card.locator(".score-correct").evaluate((d) => (d as HTMLDetailsElement).open), "a redraw folded the correction away");
  await ann.page.evaluate(() => { document.querySelector<HTMLInputElement>("#pip-score")?.click(); });
  const correct = card.locator(".score-correct form");
  await correct.locator("select[id^=correct-round]").selectOption("1");
  await correct.locator("input[id^=correct-reason]").fill("the tally sheet said 9 to 4");
  await correct.locator("input[id$=-ns]").fill("9");
  await correct.locator("input[id$=-ew]").fill("4");
  await correct.locator("button[type=submit]").click();
  await card.locator(".scores-log").filter({ hasText: "Score log (6)" }).waitFor({ timeout: 10_000 });
  // Round 1's North-South get 2 more points each: the four totals add up to 4 more.
  await ann.page.waitForFunction((args) => {
    const rows = document.querySelectorAll(`.event[data-event="${args.id}"] table.standings tbody tr`);
    let sum = 0;
    rows.forEach((tr) => { sum += Number(tr.children[2]?.textContent); });
    return sum === args.want;
  }, { id, want: before + 4 }, { timeout: 10_000 });
  await card.locator(".scores-log > summary").click();
  const log = await card.locator(".scores-log li").allInnerTexts();
  assert.match(log[0] ?? "", /Round 1, table 1: Ann corrected North–South 9, East–West 4 \(the tally sheet said 9 to 4\)/);
  assert.ok(log.some((l) => /Round 1, table 1: Bob entered North–South 7, East–West 4/.test(l)), log.join("\n"));
  await ann.page.screenshot({ path: artifactPath("in-person-log-desktop.png"), fullPage: true, animations: "disabled" });
  await checkA11y(ann.page, "the organiser's scores and the log");
  await eveningFiles(card, ["Ann", "Bob", "Cy", "Di"]);
  await screen.waitForSelector(".big-screen[data-status=over] .screen-standings li", { timeout: 20_000 });
  await tv.close();
  for (const p of people) await p.context.close();
});

test("the organiser adds two people without a phone by name, and they are seated", async () => {
  const ann = await newPerson(stage.browser, "Ann", phone);
  const { card, id } = await createHall(ann, "Church hall");
  await addByName(card, ["Gran", "Pop"]);
  const bob = await newPerson(stage.browser, "Bob", phone);
  await openLobby(bob, stage.server, `?event=${id}`);
  await bob.page.locator(`.event[data-event="${id}"] .event-join`).click();
  await ann.page.waitForFunction(() => /4 registered/.test(document.querySelector(".event-people")?.textContent ?? ""));
  assert.match(await card.locator(".event-people-list").innerText(), /Gran ✓ here[\s\S]*Pop ✓ here/);
  await ann.page.screenshot({ path: artifactPath("in-person-added-phone.png"), fullPage: true, animations: "disabled" });
  await card.locator(".event-start").click();
  // The hall's one table seats all four: Bob's card names Gran and Pop at it.
  const where = bob.page.locator(`.event[data-event="${id}"] .event-where`);
  await where.waitFor({ timeout: 15_000 });
  const text = await where.innerText();
  assert.ok(/Gran/.test(text) && /Pop/.test(text), text);
  await ann.context.close();
  await bob.context.close();
});

// A round with a bye: five in the hall, one table; the big screen names who
// sits this round out (issue 38: it never did).
test("the big screen names who sits a round out", async () => {
  const ann = await newPerson(stage.browser, "Ann", desktop);
  // Five in the hall and no bots: the whist schedule's five rounds, one sitting out each.
  const { card, id } = await createHall(ann, "Village hall", { "event-movement": "whist", "event-rounds": "5" });
  assert.match(await ann.page.locator('#event-rounds option[value="5"]').innerText(), /all partner all: 5 people/);
  const guests = ["Gran", "Pop", "Nan", "Kit"];
  await addByName(card, guests);
  await card.locator(".event-start").click();
  await card.locator(".event-where").waitFor({ timeout: 15_000 }).catch(async () => {
    throw new Error(`the evening did not begin: ${await ann.page.locator(".error").allInnerTexts().then((t) => t.join(" | "))}; ${await card.innerText()}`);
  });
  const tv = await stage.browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const screen = await tv.newPage();
  await screen.goto(`${stage.server.url}/?event=${id}&screen=1`);
  await screen.waitForSelector(".big-screen .screen-table", { timeout: 15_000 });
  const atTable = await screen.locator(".screen-table").innerText();
  const everyone = ["Ann", ...guests];
  const out = everyone.filter((name) => !atTable.includes(name));
  assert.equal(out.length, 1, `one of five sits out; the table shows: ${atTable}`);
  assert.equal(await screen.locator(".screen-sitting-out").innerText(), `Sitting out round 1: ${out[0] ?? ""}`);
  await screen.screenshot({ path: artifactPath("in-person-screen-bye-tv.png"), animations: "disabled" });
  await tv.close();
  await ann.context.close();
});

// Sends `messages` as the organiser's page would, over a connection of her
// own (the same token), a few a second, as an organiser typing would:
// bounded in count and time. No error may come back.
async function asOrganiser(organiser: Person, messages: Record<string, unknown>[]): Promise<void> {
  const errors = await organiser.page.evaluate(async (messages) => {
    const token = window.localStorage.getItem("euchre.token");
    const ws = new WebSocket(`ws://${window.location.host}/ws`);
    const errors: string[] = [];
    const got = { last: Date.now() }; // set by the handler below
    ws.onmessage = (e: MessageEvent<string>) => {
      const m = JSON.parse(e.data) as { type: string; message?: string };
      if (m.type === "error") errors.push(m.message ?? "");
      got.last = Date.now();
    };
    const sleep = (ms: number): Promise<unknown> => new Promise((resolve) => setTimeout(resolve, ms));
    await new Promise((resolve) => { ws.onopen = resolve; });
    ws.send(JSON.stringify({ v: 1, type: "hello", token }));
    for (const m of messages) {
      ws.send(JSON.stringify({ v: 1, ...m }));
      await sleep(70);
    }
    // The evening answers in order, on its own thread: once its answers
    // have stopped coming for a while, every message was taken.
    for (let i = 0; i < 100 && Date.now() - got.last < 700; ++i) await sleep(100);
    ws.close();
    return errors;
  }, messages);
  assert.deepEqual(errors, []);
}

// `count` names a hall might hold: first names with a surname's initial.
function hallNames(count: number): string[] {
  const first = ["Ada", "Bert", "Cora", "Dale", "Edna", "Floyd", "Gwen", "Hank", "Iris", "Jack", "Kay", "Lou", "Mae", "Ned",
    "Opal", "Pete", "Rose", "Sam", "Tess", "Vern"];
  return Array.from({ length: count }, (_, i) => `${first[i % first.length] ?? "Guest"} ${String.fromCharCode(65 + Math.floor(i / first.length))}.`);
}

// Every table, seat and place on the big screen, a page at a time: what it
// showed on each page, until every page of both lists was seen (bounded).
async function screenPages(screen: Page): Promise<{ tables: Map<number, string>; places: Set<string>; pages: number }> {
  const tables = new Map<number, string>();
  const places = new Set<string>();
  const seen: Set<string>[] = []; // by list: its pages shown
  let pages = 0;
  for (let i = 0; i < 400; ++i) {
    const shown = await screen.evaluate(() => {
      const lists = [...document.querySelectorAll<HTMLElement>(".screen-pages")];
      const visible = (el: Element): boolean => !(el as HTMLElement).hidden;
      const bottom = window.innerHeight, right = window.innerWidth;
      const inside = [...document.querySelectorAll(".screen-pages > *")].filter(visible)
        .every((el) => { const r = el.getBoundingClientRect(); return r.bottom <= bottom + 1 && r.right <= right + 1; });
      return {
        lists: lists.map((l) => ({ page: l.dataset.page ?? "", pages: Number(l.dataset.pages ?? "1") })),
        tables: [...document.querySelectorAll<HTMLElement>(".screen-table")].filter(visible)
          .map((t) => [Number(t.dataset.table), t.innerText] as [number, string]),
        places: [...document.querySelectorAll<HTMLElement>(".screen-standings li")].filter(visible).map((li) => li.innerText),
        inside,
        scrolls: document.documentElement.scrollHeight > window.innerHeight + 1,
      };
    });
    assert.ok(shown.inside, "a shown table or place runs off the screen");
    assert.equal(shown.scrolls, false, "the big screen scrolls");
    for (const [n, text] of shown.tables) tables.set(n, text);
    for (const p of shown.places) places.add(p);
    shown.lists.forEach((l, n) => { (seen[n] ??= new Set()).add(l.page); });
    pages = Math.max(...shown.lists.map((l) => l.pages));
    if (i > 2 && shown.lists.every((l, n) => (seen[n]?.size ?? 0) >= l.pages)) break;
    await screen.waitForTimeout(250);
  }
  return { tables, places, pages };
}

// 41 people in a hall (ten tables and one sitting out: the whist
// movement) and 80 (twenty tables), each on a TV after round 1's scores
// are in; the 80 also on a smaller screen.
test("the big screen at 41 and 80 people shows every table, seat and place, its pages turning", async () => {
  for (const people of [41, 80]) {
    // An organiser an evening: the lobby's first evening card is hers.
    const ann = await newPerson(stage.browser, "Ann", desktop);
    const { card, id } = await createHall(ann, `Grand hall ${people}`,
      { "event-movement": people % 4 === 1 ? "whist" : "fixed", "event-rounds": "2", "event-deals": "4" });
    const names = hallNames(people - 1);
    await asOrganiser(ann, names.map((name) => ({ type: "event_add", event: id, name })));
    await ann.page.waitForFunction((n) => new RegExp(`${n} registered`).test(document.querySelector(".event-people")?.textContent ?? ""),
      people, { timeout: 20_000 });
    await card.locator(".event-start").click();
    await card.locator(".event-where").waitFor({ timeout: 15_000 }).catch(async () => {
      throw new Error(`the evening did not begin: ${await ann.page.locator(".error").allInnerTexts().then((t) => t.join(" | "))}`);
    });
    // Round 1's scores, the organiser's from the paper tallies (they stand at once): round 2 is seated, and the standings are there.
    const tableCount = Math.floor(people / 4);
    await asOrganiser(ann, Array.from({ length: tableCount }, (_, t) =>
      ({ type: "event_correct", event: id, round: 1, table: t + 1, points: [t % 5 + 2, 4], reason: "from the paper tally" })));
    const everyone = ["Ann", ...names];
    // The organiser's standings say the rounds won of those played, and the byes
    // (issue 38: the page hid both): after round 1, one of 41 sat it out.
    if (people === 41) {
      const standings = card.locator("table.standings");
      await standings.waitFor({ timeout: 10_000 });
      assert.deepEqual(await standings.locator("thead th").allInnerTexts(), ["Place", "Name", "Points", "Rounds won", "Loners", "Byes"]);
      const rows = await standings.locator("tbody tr").evaluateAll((trs) => trs.map((tr) => Array.from(tr.children).map((c) => c.textContent)));
      assert.equal(rows.filter((r) => r[5] === "1").length, 1, "one bye");
      assert.ok(rows.every((r) => /^[01] of [01]$/.test(r[3] ?? "")), JSON.stringify(rows.slice(0, 3)));
      assert.equal(rows.filter((r) => r[3]?.endsWith("of 0")).length, 1, "the one sitting out played no round");
    }
    // The evening's files answer for a hall with byes and people added by name too.
    await card.locator(".event-csv a").first().waitFor({ timeout: 10_000 });
    await eveningFiles(card, everyone);
    for (const viewport of people === 80 ? [{ width: 1920, height: 1080 }, { width: 1280, height: 720 }] : [{ width: 1920, height: 1080 }]) {
      const tv = await stage.browser.newContext({ viewport });
      const screen = await tv.newPage();
      await screen.goto(`${stage.server.url}/?event=${id}&screen=1&turn=2`);
      await screen.waitForFunction(() => /Round 2 of 2/.test(document.querySelector(".screen-status")?.textContent ?? ""), undefined, { timeout: 15_000 });
      await screen.waitForSelector(".big-screen .screen-standings li", { timeout: 15_000 });
      await screen.screenshot({ path: artifactPath(`in-person-screen-${people}-${viewport.width}.png`), animations: "disabled" });
      const { tables, places, pages } = await screenPages(screen);
      // Every table, each with its four seats (compass points, as the cards say).
      assert.deepEqual([...tables.keys()].sort((a, b) => a - b), Array.from({ length: tableCount }, (_, i) => i + 1));
      for (const [n, text] of tables) for (const point of ["N", "E", "S", "W"]) assert.match(text, new RegExp(`(^|\\s)${point}\\s`), `table ${n}: ${text}`);
      // Everyone sits somewhere, or is named as sitting out.
      const seatedText = [...tables.values()].join("\n") + (await screen.locator(".screen-sitting-out").allInnerTexts()).join(" ");
      assert.deepEqual(everyone.filter((name) => !seatedText.includes(name)), [], `not seated on the big screen at ${viewport.width}x${viewport.height}`);
      // And every one of them has a place in the standings.
      assert.deepEqual(everyone.filter((name) => ![...places].some((p) => p.includes(name))), [],
        `not in the standings at ${viewport.width}: ${[...places].length} places seen`);
      if (people === 80) assert.ok(pages > 1, "80 people fit one page?");
      await checkA11y(screen, `the big screen at ${people} people, ${viewport.width}x${viewport.height}`);
      await tv.close();
    }
    await ann.context.close();
  }
});

// A break between rounds (docs/events.md, "Breaks"): once round 1's scores
// are in, the cards and the big screen count the break down and say where
// each sits next; the organiser begins round 2 early.
test("a break between rounds is counted down on the cards and the big screen, and the organiser may cut it short", async () => {
  const ann = await newPerson(stage.browser, "Ann", desktop);
  const { card, id } = await createHall(ann, "Supper club", { "event-rounds": "2", "event-deals": "4", "event-break": "10" });
  assert.match(await card.locator(".event-facts").innerText(), /a 10-minute break between rounds/);
  await asOrganiser(ann, ["Gran", "Pop", "Nan"].map((name) => ({ type: "event_add", event: id, name })));
  await ann.page.waitForFunction(() => /4 registered/.test(document.querySelector(".event-people")?.textContent ?? ""));
  await card.locator(".event-start").click();
  await card.locator(".event-where").waitFor({ timeout: 15_000 });
  await asOrganiser(ann, [{ type: "event_correct", event: id, round: 1, table: 1, points: [6, 4], reason: "from the tally" }]);
  await card.locator(".event-round .event-break").waitFor({ timeout: 10_000 });
  assert.match(await card.locator(".event-round").innerText(), /Round 2 of 2: Break: (10:00|9:5\d) left/);
  assert.match(await card.locator(".event-where").innerText(), /^A break\. Round 2 of 2, after it: table 1, (North|East|South|West)\.$/);
  const tv = await stage.browser.newContext({ viewport: { width: 1280, height: 720 } });
  const screen = await tv.newPage();
  await screen.goto(`${stage.server.url}/?event=${id}&screen=1`);
  await screen.waitForFunction(() => /Round 2 of 2 — Break: \d+:\d\d left/.test(document.querySelector(".screen-status")?.textContent ?? ""),
    undefined, { timeout: 15_000 });
  // The hall reads where to sit next, and nobody is said to sit out.
  assert.match(await screen.locator(".screen-table").first().innerText(), /Table 1\s*after the break/);
  assert.equal(await screen.locator(".screen-sitting-out").count(), 0);
  await ann.page.screenshot({ path: artifactPath("in-person-break-desktop.png"), fullPage: true, animations: "disabled" });
  await screen.screenshot({ path: artifactPath("in-person-break-tv.png"), animations: "disabled" });
  // The organiser begins round 2 now: the cards seat it, the screen shows its table.
  await card.locator(".event-begin-round").click();
  await card.locator(".event-where").filter({ hasText: /Round 2 of 2: table 1/ }).waitFor({ timeout: 10_000 });
  assert.equal(await card.locator(".event-begin-round").count(), 0);
  await screen.waitForSelector(".big-screen .screen-table", { timeout: 15_000 });
  await tv.close();
  await ann.context.close();
});
