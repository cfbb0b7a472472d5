// Every preset the server offers (GET /api/rules) starts from the page's
// create form and plays at least one deal to its end, with its own seats
// (three-handed has three, two-handed two) and whatever phases its rules reach.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Browser } from "playwright-core";
import { createTable, launchBrowser, newPerson, openLobby, playOneTurn, playUntil, position, Server, skipWithoutChromium } from "./harness";

skipWithoutChromium();

let server: Server;
let browser: Browser;
let presets: { name: string; options: Record<string, string> }[] = [];
before(async () => {
  server = await Server.start();
  browser = await launchBrowser();
  presets = ((await (await fetch(`${server.url}/api/rules`)).json()) as { presets: typeof presets }).presets;
});
after(async () => {
  await browser.close();
  await server.stop();
});

test("the server offers several presets", () => {
  assert.ok(presets.length >= 5, `${presets.length} presets`);
});

test("every preset plays a deal to its end in the page", async () => {
  for (const preset of presets) {
    const ann = await newPerson(browser, "Ann");
    await openLobby(ann, server);
    const count: Record<string, number> = { three_handed: 3, two_handed: 2 };
    const seats = ["you", "basic", "basic", "basic"].slice(0, count[preset.options.mode ?? ""] ?? 4);
    await createTable(ann, { preset: preset.name, seats });
    // The table page can show before the table's first message: until then it
    // draws four seats, so wait for the preset's count (three-handed has three, two-handed two).
    await ann.page.waitForFunction((n) => document.querySelectorAll(".felt .seat").length === n, seats.length, { timeout: 30_000 })
      .catch(() => { throw new Error(`${preset.name}: the table never showed ${seats.length} seats`); });
    await playUntil([ann.page], async () => (await ann.page.locator(".deal-over").count()) > 0, 90_000);
    // Read in one go: bots may finish the next deal on their own (a loner
    // whose partner is Ann) and replace the panel between two reads.
    const panel = await ann.page.evaluate(() => ({
      text: document.querySelector(".deal-over")?.textContent ?? "",
      hands: document.querySelectorAll(".deal-over .hands li").length,
    }));
    assert.match(panel.text, /Deal \d+ is over/, preset.name);
    assert.equal(panel.hands, seats.length, preset.name);
    await ann.context.close();
  }
});

// French euchre (K ch. 9): no card turned; at Ann's turn in the auction the
// page offers a button for each bid of tricks the server lists ("Bid 3") and
// Pass; she bids five (which ends the auction), names trump from the suit
// buttons, and the contract line and the end-of-deal panel name her bid.
test("French euchre: bids of tricks as buttons", async () => {
  const ann = await newPerson(browser, "Ann");
  await openLobby(ann, server);
  await createTable(ann, { preset: "french", seats: ["you", "basic", "basic", "basic"] });
  const page = ann.page;
  let bidFive = false, dealBid = -1;
  for (let turns = 0; !bidFive && turns < 200; ++turns) {
    await playOneTurn(page, async () => {
      const pos = await position(page);
      return pos.myTurn && pos.phase === "auction";
    });
    const pos = await position(page);
    if (!(pos.myTurn && pos.phase === "auction")) continue;
    const words = await page.locator(".actions button.action").allTextContents();
    const bids = words.filter((w) => /Bid [1-5]/.test(w));
    assert.ok(bids.length >= 1, `bid buttons: ${words.join(" | ")}`);
    assert.ok(words.some((w) => w.includes("Bid 5")), `a bid of five is always possible: ${words.join(" | ")}`);
    assert.equal(await page.locator(".kitty").getAttribute("aria-label"), "the kitty: 4 cards face down", "no card is turned");
    await page.locator(".actions button.action", { hasText: "Bid 5" }).first().click();
    await page.waitForFunction(() => document.querySelector<HTMLElement>(".table-page")?.dataset.phase === "name trump",
      undefined, { timeout: 30_000 });
    const suits = await page.locator(".actions button.action").allTextContents();
    for (const s of ["Clubs trump", "Diamonds trump", "Hearts trump", "Spades trump"])
      assert.ok(suits.some((w) => w.includes(s)), `${s} in ${suits.join(" | ")}`);
    assert.match(await page.locator(".contract").textContent() ?? "", /High bid: 5 by/);
    await page.locator(".actions button.action", { hasText: "Hearts trump" }).first().click();
    bidFive = true;
    dealBid = pos.deal;
  }
  assert.ok(bidFive, "Ann was never asked to bid");
  // The end of the deal she bid in: an earlier deal's panel may still be up
  // when she bids (it was once taken for hers: "Fay made spades, bidding 4").
  await page.waitForFunction((n) => /Bid: 5 by/.test(document.querySelector(".contract")?.textContent ?? "") ||
    Number(document.querySelector<HTMLElement>(".table-page")?.dataset.deal ?? -1) !== n, dealBid, { timeout: 30_000 });
  const heading = `Deal ${dealBid + 1} is over`;
  const herDealOver = (): Promise<boolean> =>
    page.evaluate((h) => document.querySelector(".deal-over h2")?.textContent.includes(h) ?? false, heading);
  await playUntil([page], herDealOver, 90_000);
  assert.match(await page.locator(".deal-over").textContent() ?? "", /bidding 5/);
  await ann.context.close();
});
