// The table's last rough edges (issue 39), on positions sent by a stand-in
// for the server's WebSocket (mock.ts): the last trick opens and closes by
// the key L, a click and a tap on a phone; on a phone the dock (choices and
// hand) stays in view while the deal's end is scrolled through; a
// spectator's seat picker leaves the table in view and folds away; the
// rules line (from the real server) says its options in words.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { checkA11y } from "./axe";
import { artifactPath, createTable, desktop, newPerson, openLobby, serverAndBrowser, skipWithoutChromium } from "./harness";
import { mockServer, stateMessage, tableMessage, type Mock } from "./mock";

skipWithoutChromium();

const stage = serverAndBrowser();
const edgePhone = { width: 360, height: 780 };
const edgeSeats = [{ name: "Ann", person: 7 }, { name: "Gus", bot: true, level: "basic" }, { name: "Cy", person: 8 }, { name: "Hal", bot: true, level: "expert:2" }];

const edgeNames = edgeSeats.map((s) => s.name);

// Ann's page at table `id`, at the given size (a touch screen when `touch`).
async function annAt(id: string, viewport: { width: number; height: number }, touch = false): Promise<{ page: Page; mock: Mock; close: () => Promise<void> }> {
  const context = await stage.browser.newContext({ viewport, hasTouch: touch, isMobile: touch });
  await context.addInitScript(() => { window.localStorage.setItem("euchre.name", "Ann"); });
  const page = await context.newPage();
  page.on("pageerror", (e) => { console.error(`page error: ${e.message}`); });
  const mock = await mockServer(page);
  await page.goto(`${stage.server.url}/?table=${id}`);
  await mock.ready;
  mock.send(tableMessage(id, edgeSeats));
  return { page, mock, close: () => context.close() };
}

// The second trick of a deal: the first one (Gus led the ace of clubs, Gus took it) complete.
const firstTrick = [
  { seat: 1, action: "Ac", phase: "play" }, { seat: 2, action: "9c", phase: "play" },
  { seat: 3, action: "Tc", phase: "play" }, { seat: 0, action: "Qc", phase: "play" },
];
function secondTrick(id: string): Record<string, unknown> {
  return stateMessage(id, { names: edgeNames, bots: [false, true, false, true], phase: "play", trump: "h", maker: 1, up_card_on_kitty: false, seq: 20, leader: 1, trick_no: 1,
    tricks: [0, 1, 0, 0], trick: [null, "Kd", null, null], played: ["Ac", "9c", "Tc", "Qc", "Kd"],
    hand: ["9d", "Qh", "Ah", "Jh"], legal: ["9d"], to_act: 0, my_turn: false,
    moves: [...firstTrick, { seat: 1, action: "Kd", phase: "play" }] });
}

for (const [size, viewport, touch] of [["desktop", desktop, false], ["phone", edgePhone, true]] as const) {
  test(`the last trick opens and closes by the key L, by a click and by a tap (${size})`, async () => {
    const { page, mock, close } = await annAt(`lt-${size}`, viewport, touch);
    mock.send(secondTrick(`lt-${size}`));
    const toggle = page.locator(".last-trick button.last-trick-toggle");
    await toggle.waitFor();
    const shown = async (): Promise<number> => page.locator(".last-trick .last-trick-cards li").count();
    assert.equal(await shown(), 0);
    await page.keyboard.press("l");
    await page.waitForSelector(".last-trick-cards");
    assert.equal(await shown(), 4);
    await page.keyboard.press("l");
    await page.waitForSelector(".last-trick-cards", { state: "detached" });
    // The button itself: a click, and on a phone a tap.
    if (touch) await toggle.tap();
    else await toggle.click();
    await page.waitForSelector(".last-trick-cards", { timeout: 3_000 });
    assert.equal(await shown(), 4, "the last trick's four cards are not shown");
    assert.match(await page.locator(".last-trick-cards li.winning").innerText(), /Gus.*took it/);
    assert.equal(await toggle.getAttribute("aria-expanded"), "true");
    if (touch) await toggle.tap();
    else await toggle.click();
    await page.waitForSelector(".last-trick-cards", { state: "detached", timeout: 3_000 });
    await close();
  });
}

// Every box of `selector` inside the viewport.
async function allInView(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluateAll((els) => els.length > 0 && els.every((el) => {
    const r = el.getBoundingClientRect();
    return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight + 0.5;
  }));
}

test("on a 360x780 phone the dock stays in view while the deal's end is scrolled through", async () => {
  const { page, mock, close } = await annAt("dock", edgePhone, true);
  mock.send(stateMessage("dock", { names: edgeNames, deal: 0, phase: "over", to_act: null, my_turn: false, legal: [], hand: [], trump: "h", maker: 1,
    tricks: [1, 2, 0, 2], score: [0, 1] }));
  mock.send({ type: "deal_over", table: "dock", deal: 0, dealer: 3, hands: [["9c", "Tc", "Jd", "Qh", "As"], ["9h", "Th", "Jh", "Qd", "Ad"],
    ["9s", "Ts", "Js", "Qs", "Ac"], ["Kc", "Kd", "Kh", "Ks", "Ah"]], up_card: "Jc", trump: "h", maker: 1, alone: null, defender_alone: null,
  tricks: [1, 4], points: [0, 1], score: [0, 1] });
  mock.send({ type: "commit", table: "dock", game: 1, deal: 1, dealer: 0, algorithm: "euchre-fair-v1", commitment: "ab".repeat(32), contribute: false });
  mock.send(stateMessage("dock", { names: edgeNames, deal: 1, dealer: 0, seq: 30, score: [0, 1], phase: "bidding round 1", up_card: "Kd",
    moves: [1, 2, 3].map((seat) => ({ seat, action: "Pass", phase: "bidding round 1" })) }));
  await page.waitForSelector(".deal-over");
  await page.waitForSelector('.actions button[data-action="Pass"]');
  const dockInView = async (): Promise<boolean> =>
    (await allInView(page, ".dock .actions button")) && (await allInView(page, ".dock .hand button.card"));
  assert.ok(await dockInView(), "the dock is off screen before any scrolling");
  await page.screenshot({ path: artifactPath("dock-deal-end-top-phone.png"), animations: "disabled" });
  // Through the deal's end, its last hand, then to the foot of the page.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  assert.ok(height > 780 + 200, `the page is too short (${height} px) to test scrolling`);
  for (let y = 0; y <= height; y += 150) {
    await page.evaluate((top) => { window.scrollTo(0, top); }, y);
    await page.waitForTimeout(30);
    assert.ok(await dockInView(), `the choices or the hand left the screen scrolled to ${y} px`);
  }
  // At the foot the deal's end can be read whole: nothing of it under the dock.
  const covered = await page.evaluate(() => {
    const last = document.querySelector(".deal-over .hands li:last-child")?.getBoundingClientRect();
    const dock = document.querySelector(".dock")?.getBoundingClientRect();
    return last && dock ? last.bottom > dock.top + 0.5 : true;
  });
  assert.ok(!covered, "the deal's end is still under the dock at the foot of the page");
  await page.screenshot({ path: artifactPath("dock-deal-end-foot-phone.png"), animations: "disabled" });
  await close();
});

// A spectator on a phone (an invite link to a game being played, two seats
// open): the seat picker is short enough to leave the trick in view, and it
// folds away and stays folded across redraws.
test("on a 360x780 phone a spectator's seat picker leaves the trick in view and folds", async () => {
  const context = await stage.browser.newContext({ viewport: edgePhone, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  page.on("pageerror", (e) => { console.error(`page error: ${e.message}`); });
  const mock = await mockServer(page, "Eve", 99);
  await page.goto(`${stage.server.url}/?table=sp&invite=abc`);
  await mock.ready;
  const spSeats = [{ name: "Bob", person: 1 }, { name: "Gus", bot: true, level: "basic", open: true },
    { name: "Cy", bot: true, level: "expert:1", open: true }, { name: "Di", person: 2 }];
  mock.send(tableMessage("sp", spSeats, { name: "Bob's table with a long name" }));
  const watching = (seq: number): Record<string, unknown> => stateMessage("sp", { seat: null, names: ["Bob", "Gus", "Cy", "Di"],
    bots: [false, true, true, false], phase: "play", trump: "s", maker: 0, up_card_on_kitty: false, seq, leader: 1, to_act: 0, my_turn: false,
    trick: [null, "9d", "Ad", "Td"], hand: [], legal: [], moves: [{ seat: 1, action: "9d", phase: "play" }, { seat: 2, action: "Ad", phase: "play" },
      { seat: 3, action: "Td", phase: "play" }] });
  mock.send(watching(20));
  await page.waitForSelector(".seat-picker button.sit");
  await page.screenshot({ path: artifactPath("seat-picker-phone.png"), animations: "disabled" });
  // The whole felt: the trick and every seat around it.
  const trickInView = (): Promise<boolean> => allInView(page, ".felt");
  assert.ok(await trickInView(), "the table is pushed below the screen by the seat picker");
  assert.ok(await allInView(page, ".seat-picker button.sit"), "the seat picker's buttons are off screen");
  await checkA11y(page, "a spectator's seat picker on a phone");
  // Folded with a tap on its title; it stays folded when the game moves on.
  await page.locator(".seat-picker summary").tap();
  await page.waitForSelector(".seat-picker button.sit", { state: "hidden" });
  mock.send(watching(21));
  await page.waitForFunction(() => document.querySelector<HTMLElement>(".table-page")?.dataset.seq === "21");
  assert.equal(await page.locator(".seat-picker button.sit").first().isVisible(), false, "the seat picker opened again by itself");
  assert.ok(await trickInView());
  await page.screenshot({ path: artifactPath("seat-picker-folded-phone.png"), animations: "disabled" });
  await page.locator(".seat-picker summary").tap();
  await page.waitForSelector(".seat-picker button.sit");
  await context.close();
});

// The server's rules line names options in words: no raw name and value
// ("jambone true", "series first_to:3", "all_pass stick_the_dealer").
test("the rules line says the table's options in words, at the table and in the lobby", async () => {
  const ann = await newPerson(stage.browser, "Ann", edgePhone);
  await openLobby(ann, stage.server);
  const id = await createTable(ann, { seats: ["you", "basic", "open", "basic"],
    options: { series: "first_to:3", laps: "true", slams: "true", jambone: "true", all_pass: "stick_the_dealer", claims: "false" } });
  const atTable = await ann.page.locator(".table-head .rules").innerText();
  const bob = await newPerson(stage.browser, "Bob", desktop);
  await openLobby(bob, stage.server);
  const inLobby = await bob.page.locator(`.lobby-table[data-table="${id}"] .rules`).innerText();
  for (const line of [atTable, inLobby]) {
    assert.match(line, /jambone/);
    assert.match(line, /a series: first to 3 games/);
    assert.match(line, /all pass: stick the dealer/);
    assert.match(line, /no claims/);
    assert.doesNotMatch(line, /\btrue\b|\bfalse\b|_|first to:|:\d/, `raw option words in "${line}"`);
  }
  await ann.context.close();
  await bob.context.close();
});
