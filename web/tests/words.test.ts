// Plain words and who is who (docs/client.md "What a player sees"): cards
// named, never as codes; "1 trick"; the dealer's order in round 1 is "Pick
// it up"; stick the dealer says why Pass is gone; a refusal to follow names
// the left bower when it was led; seats named from where one sits ("You",
// "Cy (partner)"), the sides likewise, bots with their level; the seat
// picker says who partners whom; card faces drawn (courts with figures); the
// Sound box is remembered; the replay's totals do not add match equity up.
// The positions come from a stand-in for the server's WebSocket (mock.ts).
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import assert from "node:assert/strict";
import { test } from "node:test";
import { euchreBin, newPerson, openLobby, serverAndBrowser, skipWithoutChromium } from "./harness";
import { mockServer, stateMessage, tableMessage, type Mock } from "./mock";
import type { Page } from "playwright-core";

skipWithoutChromium();

const stage = serverAndBrowser();

const seats = [
  { name: "Ann", person: 7 }, { name: "Gus", bot: true, level: "basic" }, { name: "Cy", person: 8 }, { name: "Hal", bot: true, level: "expert:2" },
];

async function atTable(id: string): Promise<{ page: Page; mock: Mock; close: () => Promise<void> }> {
  const ann = await newPerson(stage.browser, "Ann");
  const mock = await mockServer(ann.page);
  await ann.page.goto(`${stage.server.url}/?table=${id}`);
  await mock.ready;
  mock.send(tableMessage(id, seats));
  return { page: ann.page, mock, close: () => ann.context.close() };
}

const names = ["Ann", "Gus", "Cy", "Hal"];

test("the dealer is offered 'Pick it up'; under stick the dealer a line says why Pass is gone", async () => {
  const { page, mock, close } = await atTable("w1");
  mock.send(stateMessage("w1", { names, dealer: 0, seq: 3, legal: ["Pass", "Order", "Order alone"],
    moves: [1, 2, 3].map((seat) => ({ seat, action: "Pass", phase: "bidding round 1" })) }));
  await page.waitForSelector('.actions button[data-action="Order"]');
  assert.equal(await page.locator('.actions button[data-action="Order"]').evaluate((b) => b.firstChild?.textContent), "Pick it up");
  assert.match(await page.locator('.actions button[data-action="Order alone"]').innerText(), /Pick it up, alone/);
  // Not the dealer: "Order up".
  mock.send(stateMessage("w1", { names, dealer: 3, seq: 4, legal: ["Pass", "Order", "Order alone"] }));
  await page.waitForFunction(() => /Order up/.test(document.querySelector('.actions button[data-action="Order"]')?.textContent ?? ""));
  // Stick the dealer: the dealer, last in round 2, has no Pass.
  mock.send(stateMessage("w1", { names, dealer: 0, seq: 9, phase: "bidding round 2", legal: ["c", "c alone", "d", "d alone", "h", "h alone"] }));
  await page.waitForSelector('.actions button[data-action="c"]');
  assert.match(await page.locator(".actions").innerText(), /Stick the dealer: .*may not pass/);
  await close();
});

test("a refusal to follow after the left bower was led names it", async () => {
  const { page, mock, close } = await atTable("w2");
  mock.send(stateMessage("w2", { names, phase: "play", trump: "s", maker: 1, up_card_on_kitty: false, seq: 12, leader: 1,
    trick: [null, "Jc", "9s", "Ts"], hand: ["Qs", "Ah", "Kh", "9d", "Td"], legal: ["Qs"],
    moves: [{ seat: 1, action: "Jc", phase: "play" }, { seat: 2, action: "9s", phase: "play" }, { seat: 3, action: "Ts", phase: "play" }] }));
  await page.waitForSelector('.hand button.card[data-card="Ah"]');
  await page.click('.hand button.card[data-card="Ah"]');
  await page.waitForFunction(() => document.querySelector(".table-page") !== null);
  // The engine's reason as data, not its English, names the left bower (issue 36).
  mock.send({ type: "error", code: "illegal", message: "must follow spades", reason: { rule: "must_follow", suit: "spades", led: "Jc", left_bower: false } });
  await page.waitForSelector(".error[role=alert]");
  assert.doesNotMatch(await page.locator(".error").innerText(), /left bower/);
  mock.send({ type: "error", code: "illegal", message: "must follow spades", reason: { rule: "must_follow", suit: "spades", led: "Jc", left_bower: true } });
  await page.waitForFunction(() => /left bower/.test(document.querySelector(".error")?.textContent ?? ""));
  assert.match(await page.locator(".error").innerText(), /Not allowed: must follow spades: the jack of clubs is the left bower: it counts as a spade\./);
  assert.deepEqual(mock.sent.filter((m) => m.type === "act").map((m) => m.action), ["Ah"]);
  await close();
});

test("cards are named in words: the discard, the hint, the deal's end says '1 trick'", async () => {
  const { page, mock, close } = await atTable("w3");
  mock.send(stateMessage("w3", { names, phase: "play", trump: "h", maker: 0, dealer: 0, up_card_on_kitty: false, own_discard: "Jc", seq: 8,
    hand: ["Kd", "Qh", "Ah", "Jh", "9s"], legal: ["Kd", "Qh", "Ah", "Jh", "9s"] }));
  await page.waitForSelector(".own-discard");
  assert.match(await page.locator(".own-discard").innerText(), /You discarded the jack of clubs/);
  mock.send({ type: "hint", table: "w3", turn: 8, actions: [
    { action: "Kd", name: "Kd", expected_points: -0.68, win_chance: 0.4, reason: "keeps trump" },
    { action: "Jh", name: "Jh", expected_points: 0.5, win_chance: 0.6, reason: "draws trump" }] });
  await page.waitForSelector(".hint li");
  const hint = await page.locator(".hint").innerText();
  assert.match(hint, /the king of diamonds/);
  assert.match(hint, /the jack of hearts/);
  assert.doesNotMatch(hint, /\b(Kd|Jh)\b/);
  mock.send(stateMessage("w3", { names, phase: "over", to_act: null, my_turn: false, legal: [], hand: [], trump: "h", maker: 0, seq: 30,
    tricks: [1, 0, 0, 4], score: [0, 2] }));
  mock.send({ type: "deal_over", table: "w3", deal: 0, dealer: 0, hands: [["Kd", "Qh", "Ah", "Jh", "9s"], ["9c", "Tc", "Jd", "Qd", "Ad"],
    ["9h", "Th", "Ks", "Qs", "As"], ["Kc", "Qc", "Kh", "Js", "Ac"]], up_card: "Jc", trump: "h", maker: 0, alone: null, defender_alone: null,
  tricks: [1, 4], points: [0, 2], score: [0, 2] });
  await page.waitForSelector(".deal-over");
  const over = await page.locator(".deal-over").innerText();
  assert.match(over, /You & Cy: 1 trick, \+0 points/);
  assert.doesNotMatch(over, /1 tricks/);
  await close();
});

// K ch. 5, "no point is lost": a jamboree's 16 in a game to 5 wins three
// games on one deal; the deal's end names each, not only the last (issue 36).
test("a deal that wins several games of a series names each of them", async () => {
  const { page, mock, close } = await atTable("w9");
  mock.send(stateMessage("w9", { names, seq: 5 }));
  mock.send({ type: "deal_over", table: "w9", deal: 0, dealer: 0, hands: [["9c", "Tc", "Qc", "Kc", "Ac"], ["Jh", "Jd", "Ah", "Kh", "Qh"],
    ["9s", "Ts", "Qs", "Ks", "As"], ["9d", "Td", "Qd", "Kd", "Ad"]], up_card: "9h", trump: "h", maker: 1, alone: null, defender_alone: null,
  jamboree: 1, outcome: "jamboree", tricks: [0, 0], points: [0, 16], score: [0, 1], game_won_by: 1, slam: true, carried: 1,
  games_won: [{ winner: 1, slam: true, carried: 11 }, { winner: 1, slam: true, carried: 6 }, { winner: 1, slam: true, carried: 1 }] });
  await page.waitForSelector(".deal-over .game-won");
  const lines = await page.locator(".deal-over .game-won").allInnerTexts();
  assert.equal(lines.length, 3, lines.join("\n"));
  assert.match(lines[0] ?? "", /Game won by Gus & Hal: a slam, it counts two games\. 11 points carried into the next game\./);
  assert.match(lines[1] ?? "", /6 points carried/);
  assert.match(lines[2] ?? "", /1 point carried/);
  await close();
});

test("seats are named from where one sits; sides alike; bots by name and level", async () => {
  const { page, mock, close } = await atTable("w4");
  mock.send(stateMessage("w4", { names, bots: [false, true, false, true], seq: 2 }));
  await page.waitForSelector('.seat[data-seat="2"]');
  assert.match((await page.locator('.seat[data-seat="2"]').getAttribute("aria-label")) ?? "", /^seat 3: Cy, partner/);
  assert.match((await page.locator('.seat[data-seat="0"]').getAttribute("aria-label")) ?? "", /^seat 1: You/);
  assert.match((await page.locator('.seat[data-seat="1"]').getAttribute("aria-label")) ?? "", /^seat 2: Gus, left opponent, bot: basic/);
  assert.match((await page.locator('.seat[data-seat="3"]').getAttribute("aria-label")) ?? "", /^seat 4: Hal, right opponent, bot: expert 2/);
  const sides = await page.locator(".scorebar").innerText();
  assert.match(sides, /You & Cy/);
  assert.match(sides, /Gus & Hal/);
  // No two seats carry the same name for assistive technology.
  const labels = await page.locator(".seat").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
  assert.equal(new Set(labels).size, labels.length);
  await close();
});

test("the seat picker says which seat partners whom", async () => {
  const ann = await newPerson(stage.browser, "Ann");
  const mock = await mockServer(ann.page, "Ann", 99);
  await ann.page.goto(`${stage.server.url}/?table=w5&invite=abc`);
  await mock.ready;
  mock.send(tableMessage("w5", [{ name: "Bob", person: 1 }, { name: "Gus", bot: true, level: "basic", open: true },
    { name: "Cy", bot: true, level: "expert:1", open: true }, { name: "Di", person: 2 }], { status: "waiting" }));
  await ann.page.waitForSelector(".seat-picker button.sit");
  const text = await ann.page.locator(".seat-picker").innerText();
  assert.match(text, /Sit in seat 2\s+now Gus, a bot \(basic\), partner of seat 4 \(Di\)/);
  assert.match(text, /Sit in seat 3\s+now Cy, a bot \(expert 1\), partner of seat 1 \(Bob\)/);
  await ann.context.close();
});

test("cards have faces: pips, and figures on the court cards, in both decks; the Sound box is remembered", async () => {
  const { page, mock, close } = await atTable("w6");
  mock.send(stateMessage("w6", { names, hand: ["9c", "Td", "Jh", "Qs", "Kc"], seq: 2 }));
  await page.waitForSelector('.hand button.card[data-card="Kc"]');
  const pips = (card: string) => page.locator(`.hand button.card[data-card="${card}"] svg.face path`).count();
  assert.ok((await pips("9c")) >= 9 + 2, "the nine shows its nine pips");
  assert.ok((await pips("Td")) >= 10 + 2, "the ten shows its ten pips");
  for (const court of ["Jh", "Qs", "Kc"])
    assert.equal(await page.locator(`.hand button.card[data-card="${court}"] svg.face circle`).count() >= 2, true, `${court} has a figure`);
  // Readable at phone size: the hand's cards are at least 50 px wide.
  // Found and measured in one call, asked again for up to 3 s: a redraw
  // between finding and measuring left a detached card 0 px wide (failed once
  // under the full suite's load, in CI).
  const wideEnough = await page.waitForFunction(() => {
    const card = document.querySelector('.hand button.card[data-card="Kc"]');
    return card !== null && card.getBoundingClientRect().width >= 50;
  }, undefined, { timeout: 3_000 }).then(() => true, () => false);
  const width = await page.evaluate(() => document.querySelector('.hand button.card[data-card="Kc"]')?.getBoundingClientRect().width ?? 0);
  assert.ok(wideEnough, `a card of the hand is ${width} px wide`);
  // The colour-blind deck: the suit's letter shows.
  assert.equal(await page.locator('.hand button.card[data-card="Kc"] .letter').first().isVisible(), false);
  await page.check("#colour-blind");
  assert.equal(await page.locator('.hand button.card[data-card="Kc"] .letter').first().isVisible(), true);
  // Sound: on by default, off is kept across a reload.
  assert.equal(await page.isChecked("#sound"), true);
  await page.uncheck("#sound");
  await page.reload();
  await page.waitForSelector("#sound");
  assert.equal(await page.isChecked("#sound"), false);
  await close();
});

test("the replay's totals give points lost, not match equity added up", async () => {
  const ann = await newPerson(stage.browser, "Ann");
  const page = ann.page;
  const record = join(stage.server.tempDir(), "words.egn");
  execFileSync(euchreBin, ["selfplay", "--seed", "5", "--bots", "random", "--set", "target=5", "--out", record], { stdio: "ignore" });
  await openLobby(ann, stage.server);
  await page.setInputFiles("#replay-file", record);
  await page.waitForSelector(".replay-page[data-loading=false]", { timeout: 60_000 });
  const totals = await page.locator(".replay-totals").innerText();
  assert.match(totals, /points lost/);
  assert.doesNotMatch(totals, /%/);
  await ann.context.close();
});
