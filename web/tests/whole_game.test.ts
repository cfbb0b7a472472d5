// Two people in two browsers and two bots play a whole game through the
// page (a short one: to 3 points); a third browser watches it from the
// lobby. Then: the record downloads from the page's link and `euchre replay`
// accepts it; and the spectator's page never held a hidden card, neither in
// a WebSocket frame nor in its DOM, checked against the record's hands.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Browser } from "playwright-core";
import {
  createTable, euchreBin, launchBrowser, newPerson, openLobby, playUntil, position, Server, skipWithoutChromium,
  type Person,
} from "./harness";
import { cardsIn, dealsOf } from "./record";

skipWithoutChromium();

let server: Server;
let browser: Browser;
let ann: Person, bob: Person, cy: Person;
let table = "";
const domSnapshots: { deal: number; cards: string[] }[] = [];

before(async () => {
  server = await Server.start();
  browser = await launchBrowser();
  ann = await newPerson(browser, "Ann");
  bob = await newPerson(browser, "Bob");
  cy = await newPerson(browser, "Cy");
  await openLobby(ann, server);
  table = await createTable(ann, { seats: ["you", "basic", "open", "basic"], options: { target: "3" }, name: "Test game" });
  // The spectator finds the table in the lobby, with its rules in words, before anyone plays.
  await openLobby(cy, server);
  const row = cy.page.locator(`.lobby-table[data-table="${table}"]`);
  await row.waitFor();
  assert.match(await row.locator(".rules").innerText(), /to 3/);
  await row.locator("button.watch").click();
  await cy.page.waitForSelector(".table-page.watching");
  // The spectator's screen is sampled all along for cards.
  const sampler = setInterval(() => {
    void cy.page.evaluate(() => {
      const t = document.querySelector<HTMLElement>(".table-page");
      const deal = Number(t?.dataset.deal ?? -1);
      // A trick held on the table, or the last trick shown, may be the
      // previous deal's (it stays until this deal's first lead).
      return Array.from(document.querySelectorAll<HTMLElement>("[data-card]"))
        .filter((el) => !el.closest(".deal-over"))
        .map((el) => ({ deal: Number(el.closest<HTMLElement>("[data-cards-deal]")?.dataset.cardsDeal ?? deal), card: el.dataset.card ?? "" }));
    }).then((cards) => {
      for (const c of cards) if (c.deal >= 0) domSnapshots.push({ deal: c.deal, cards: [c.card] });
    }).catch(() => undefined);
  }, 100);
  // Bob joins from the lobby: the game starts.
  await openLobby(bob, server);
  await bob.page.locator(`.lobby-table[data-table="${table}"] button.join[data-seat="2"]`).click();
  await bob.page.waitForSelector(".table-page.seated");
  const done = async () => (await position(ann.page)).gameOver && (await position(bob.page)).gameOver;
  await playUntil([ann.page, bob.page], done, 160_000);
  await cy.page.waitForSelector(".game-over");
  clearInterval(sampler);
});

after(async () => {
  await browser.close();
  await server.stop();
});

test("both players see the end of the game with the same score", async () => {
  const a = await ann.page.locator(".game-over").innerText();
  const b = await bob.page.locator(".game-over").innerText();
  assert.match(a, /won/);
  // Each names the sides from where they sit ("You & Bob", "You & Ann"): the numbers agree.
  const scores = (text: string) => text.split("\n").filter((l) => /: \d+$/.test(l)).map((l) => /: (\d+)$/.exec(l)?.[1]).join(" ");
  assert.equal(scores(a), scores(b));
  assert.ok(scores(a).length > 0);
});

test("the record downloads from the page and euchre replay accepts it", async () => {
  const download = ann.page.waitForEvent("download");
  await ann.page.locator("a.record-link").click();
  const file = join(server.tempDir(), "game.egn");
  await (await download).saveAs(file);
  const text = readFileSync(file, "utf8");
  assert.match(text, /"Ann"/);
  assert.match(text, /"Bob"/);
  execFileSync(euchreBin, ["replay", file], { stdio: "pipe" }); // throws on a non-zero exit
  execFileSync(euchreBin, ["verify", file], { stdio: "pipe" }); // the pages' contributions check out
});

test("the spectator's frames hold no card before it was played", async () => {
  const href = await ann.page.locator("a.record-link").getAttribute("href");
  assert.ok(href);
  const deals = dealsOf(await (await fetch(`${server.url}${href}`)).json());
  assert.ok(deals.length > 0);
  let states = 0;
  for (const text of cy.frames) {
    const m = JSON.parse(text) as { type: string; deal?: number; hand?: string[]; own_discard?: string | null;
      played?: string[]; trick?: (string | null)[]; legal?: string[] };
    if (m.type === "deal_over" || m.type === "game_over") continue; // the deal's end reveals its hands
    if (m.type !== "state") {
      // A finished game's table carries its last deal's end (deal_over's, as above).
      const rest = JSON.parse(text) as { result?: { last_deal?: unknown } | null };
      if (m.type === "table" && rest.result) delete rest.result.last_deal;
      assert.deepEqual(cardsIn(JSON.stringify(rest)), [], `a ${m.type} frame names a card`);
      continue;
    }
    ++states;
    const deal = deals[m.deal ?? -1];
    assert.ok(deal, `state of deal ${m.deal} not in the record`);
    assert.deepEqual(m.hand, []);
    assert.equal(m.own_discard, null);
    assert.deepEqual(m.legal, []);
    // The cards the frame says were played are the first ones of the record's deal...
    const shown = new Set([...(m.played ?? []), ...(m.trick ?? []).filter((c): c is string => c !== null)]);
    const prefix = new Set(deal.plays.slice(0, shown.size));
    assert.deepEqual(shown, prefix, `deal ${m.deal}: played cards differ from the record's first ${shown.size}`);
    // ...and no other card is named but the up-card.
    for (const card of cardsIn(text)) assert.ok(card === deal.upCard || prefix.has(card), `deal ${m.deal}: ${card} seen before it was played`);
  }
  assert.ok(states > 20, `the spectator got ${states} states`);
});

test("the spectator's screen shows no card before it was played", async () => {
  const href = await ann.page.locator("a.record-link").getAttribute("href");
  const deals = dealsOf(await (await fetch(`${server.url}${href ?? ""}`)).json());
  assert.ok(domSnapshots.length > 10, `${domSnapshots.length} snapshots`);
  for (const s of domSnapshots) {
    const deal = deals[s.deal];
    assert.ok(deal);
    const publicCards = new Set([...deal.plays, ...(deal.upCard ? [deal.upCard] : [])]);
    for (const card of s.cards) assert.ok(publicCards.has(card), `deal ${s.deal}: the spectator's screen showed ${card}`);
  }
  // The spectator page has no hand and no choices.
  assert.equal(await cy.page.locator(".hand").count(), 0);
  assert.equal(await cy.page.locator(".actions").count(), 0);
});

test("rematch: both players ask and the next game starts", async () => {
  await ann.page.locator(".game-over button", { hasText: "Rematch" }).click();
  await bob.page.waitForFunction(() => /Rematch asked by/.test(document.querySelector(".game-over")?.textContent ?? ""));
  await bob.page.locator(".game-over button", { hasText: "Rematch" }).click();
  for (const p of [ann.page, bob.page])
    await p.waitForFunction(() => document.querySelector(".game-over") === null, undefined, { timeout: 20_000 });
});

test("back in the lobby, the finished game is in the player's history", async () => {
  await ann.page.locator("button", { hasText: "Leave the table" }).click();
  const history = ann.page.locator("section.history");
  await history.locator(".stats [data-stat=games]").waitFor();
  assert.equal(await history.locator(".stats [data-stat=games]").innerText(), "1");
  assert.equal(await history.locator("a[href$='.egn']").count(), 1);
});
