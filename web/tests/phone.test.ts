// Phone first (docs/client.md "Phone and wide screens"): at 360 px the lobby
// with eight tables and the table itself fit without sideways scrolling;
// finished tables leave "Open tables"; at the table the score and trump sit
// above the felt, and the choices and the hand stay in view even with the
// end-of-deal panel open; a rematch closes the old game's panels. The page
// talks to a stand-in for the server's WebSocket (mock.ts), which sends the
// positions to look at.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { lobbyTable, mockServer, stateMessage, tableMessage } from "./mock";
import { newPerson, serverAndBrowser, skipWithoutChromium } from "./harness";

skipWithoutChromium();

const stage = serverAndBrowser();
const narrow = { width: 360, height: 740 };

async function overflow(page: Page): Promise<{ scroll: number; client: number }> {
  return page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
}

// The element's box lies inside the viewport, once the cards have come to
// rest: found and measured in one call (a redraw between the two left a
// detached element with an empty box), and asked again for up to 3 s while a
// card still slides in (failed once under the full suite's load).
async function inView(page: Page, selector: string): Promise<boolean> {
  return page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    if (!el) return false;
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth && r.height > 0;
  }, selector, { timeout: 3_000 }).then(() => true, () => false);
}

const people = [{ name: "Ann", person: 1 }, { name: "Bob", person: 2 }];
function someSeats(i: number) {
  return [
    { name: i % 2 ? "Maximiliana Fitzgerald-Ramanathan" : "Ann", person: 1 },
    { name: "Bob", bot: true, level: "expert:2" },
    { name: "Cy", open: true },
    { name: "Di", person: 2 },
  ];
}

test("the lobby at 360 px with eight tables: no sideways scrolling, finished tables apart", async () => {
  const ann = await newPerson(stage.browser, "Ann", narrow);
  const page = ann.page;
  const mock = await mockServer(page);
  await page.goto(stage.server.url);
  await mock.ready;
  const tables = Array.from({ length: 8 }, (_, i) => lobbyTable(`t${i}`, i < 5 ? (i % 2 ? "playing" : "waiting") : "over",
    i === 0 ? people.map((p) => ({ ...p })) : someSeats(i)));
  (tables[2] as { name: string }).name = "A table with a very long name that goes on and on without end";
  mock.send({ type: "tables", tables });
  await page.waitForSelector('.lobby-table[data-table="t4"]');
  await page.waitForSelector("form.create");
  const o = await overflow(page);
  assert.ok(o.scroll <= o.client, `the lobby is ${o.scroll} px wide in a ${o.client} px screen`);
  // Finished tables are not offered under "Open tables".
  const open = await page.locator("section", { has: page.locator("h2", { hasText: "Open tables" }) })
    .locator(".lobby-table").evaluateAll((els) => els.map((e) => e.getAttribute("data-table")));
  assert.deepEqual(open.sort(), ["t0", "t1", "t2", "t3", "t4"]);
  // A bot shows its name with its level beside it.
  assert.match(await page.locator('.lobby-table[data-table="t1"] .lobby-seats').innerText(), /Bob \(expert 2\)/);
  await ann.context.close();
});

test("the table at 360 px: score and trump on top, the choices and hand in view with the deal's end open", async () => {
  const ann = await newPerson(stage.browser, "Ann", narrow);
  const page = ann.page;
  const mock = await mockServer(page);
  await page.goto(`${stage.server.url}/?table=tp`);
  await mock.ready;
  mock.send(tableMessage("tp", [{ name: "Ann", person: 7 }, { name: "Bob", bot: true }, { name: "Cy", person: 8 }, { name: "Di", bot: true }]));
  mock.send(stateMessage("tp", { deal: 0, phase: "over", to_act: null, my_turn: false, legal: [], hand: [], trump: "h", maker: 1,
    tricks: [1, 2, 0, 2], score: [0, 1] }));
  mock.send({ type: "deal_over", table: "tp", deal: 0, dealer: 3, hands: [["9c", "Tc", "Jd", "Qh", "As"], ["9h", "Th", "Jh", "Qd", "Ad"],
    ["9s", "Ts", "Js", "Qs", "Ac"], ["Kc", "Kd", "Kh", "Ks", "Ah"]], up_card: "Jc", trump: "h", maker: 1, alone: null, defender_alone: null,
  tricks: [1, 4], points: [0, 1], score: [0, 1] });
  mock.send({ type: "commit", table: "tp", game: 1, deal: 1, dealer: 0, algorithm: "euchre-fair-v1", commitment: "ab".repeat(32), contribute: false });
  mock.send(stateMessage("tp", { deal: 1, dealer: 0, seq: 30, score: [0, 1], phase: "bidding round 1", up_card: "Kd",
    moves: [{ seat: 1, action: "Pass", phase: "bidding round 1" }, { seat: 2, action: "Pass", phase: "bidding round 1" },
      { seat: 3, action: "Pass", phase: "bidding round 1" }] }));
  await page.waitForSelector(".deal-over");
  await page.waitForSelector('.actions button[data-action="Pass"]');
  let o = await overflow(page);
  assert.ok(o.scroll <= o.client, `the table is ${o.scroll} px wide in a ${o.client} px screen`);
  assert.ok(await inView(page, '.actions button[data-action="Pass"]'), "the bid's buttons are off screen");
  assert.ok(await inView(page, ".hand button.card"), "the hand is off screen");
  // In the play: trump and the score above the felt, the hand in view.
  mock.send(stateMessage("tp", { deal: 1, dealer: 0, seq: 36, score: [0, 1], phase: "play", trump: "d", maker: 0, up_card_on_kitty: false,
    hand: ["Tc", "Jd", "Qh", "As", "Kd"], legal: ["Tc", "Jd", "Qh", "As", "Kd"], leader: 1, trick: [null, "9d", "Ad", "Td"],
    moves: [{ seat: 1, action: "9d", phase: "play" }, { seat: 2, action: "Ad", phase: "play" }, { seat: 3, action: "Td", phase: "play" }] }));
  await page.waitForSelector('.table-page[data-phase="play"]');
  o = await overflow(page);
  assert.ok(o.scroll <= o.client, `the table is ${o.scroll} px wide in a ${o.client} px screen`);
  const top = await page.evaluate(() => {
    const felt = document.querySelector(".felt")?.getBoundingClientRect().top ?? 0;
    const trump = Array.from(document.querySelectorAll<HTMLElement>(".table-page *"))
      .find((e) => e.children.length === 0 && /Trump: .*diamonds/.test(e.textContent))?.getBoundingClientRect().top ?? Infinity;
    const score = document.querySelector("[data-scorer]")?.getBoundingClientRect().top ?? Infinity;
    return { felt, trump, score };
  });
  assert.ok(top.trump < top.felt, `trump is below the felt (${JSON.stringify(top)})`);
  assert.ok(top.score < top.felt, `the score is below the felt (${JSON.stringify(top)})`);
  assert.ok(await inView(page, ".hand button.card.legal"), "the hand is off screen in the play");
  await ann.context.close();
});

test("a rematch closes the old game's end-of-deal and end-of-game panels", async () => {
  const ann = await newPerson(stage.browser, "Ann");
  const page = ann.page;
  const mock = await mockServer(page);
  await page.goto(`${stage.server.url}/?table=tr`);
  await mock.ready;
  mock.send(tableMessage("tr", [{ name: "Ann", person: 7 }, { name: "Bob", bot: true }, { name: "Cy", bot: true }, { name: "Di", bot: true }]));
  mock.send(stateMessage("tr", { deal: 4, phase: "over", to_act: null, my_turn: false, legal: [], hand: [], score: [10, 6] }));
  mock.send({ type: "deal_over", table: "tr", deal: 4, dealer: 3, hands: [[], [], [], []], up_card: "Jc", trump: "h", maker: 0, alone: null,
    defender_alone: null, tricks: [4, 1], points: [1, 0], score: [10, 6] });
  mock.send({ type: "game_over", table: "tr", game: 1, winner: 0, score: [10, 6], record: "/api/games/1.egn", secrets: [] });
  await page.waitForSelector(".game-over");
  mock.send(tableMessage("tr", [{ name: "Ann", person: 7 }, { name: "Bob", bot: true }, { name: "Cy", bot: true }, { name: "Di", bot: true }], { game: 2 }));
  mock.send({ type: "commit", table: "tr", game: 2, deal: 0, dealer: 1, algorithm: "euchre-fair-v1", commitment: "cd".repeat(32), contribute: false });
  mock.send(stateMessage("tr", { deal: 0, dealer: 1, seq: 1, score: [0, 0] }));
  await page.waitForSelector('.actions button[data-action="Pass"]');
  assert.equal(await page.locator(".game-over").count(), 0);
  assert.equal(await page.locator(".deal-over").count(), 0, "the old game's last deal panel is still open");
  await ann.context.close();
});
