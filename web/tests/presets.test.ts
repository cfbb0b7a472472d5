// Every preset the server offers (GET /api/rules) starts from the page's
// create form and plays at least one deal to its end, with its own seats
// (three-handed has three, two-handed two) and whatever phases its rules reach.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Browser } from "playwright-core";
import { createTable, launchBrowser, newPerson, openLobby, playUntil, Server, skipWithoutChromium } from "./harness";

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
