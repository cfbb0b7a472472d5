// Screenshots for people to look at (docs/client.md shows them): the lobby,
// a bid, a trick (held whole, with who takes it), a deal's end, the game's
// end and a replay, at desktop and phone sizes, saved under the build
// directory (web/artifacts), never committed. The lobby is the whole page;
// the table's screens are what the screen shows (the choices and the hand
// stay at its bottom).
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { artifactPath, createTable, desktop, euchreBin, newPerson, openLobby, phone, playOneTurn, position, serverAndBrowser, skipWithoutChromium } from "./harness";

skipWithoutChromium();

const stage = serverAndBrowser();

for (const [size, viewport] of [["desktop", desktop], ["phone", phone]] as const) {
  test(`lobby, bid, trick, deal end, game over and replay at ${size} size`, async () => {
    // Bob waits at a table for a partner: the lobby lists it.
    const bob = await newPerson(stage.browser, "Bob", viewport);
    await openLobby(bob, stage.server);
    const waiting = await createTable(bob, { seats: ["you", "basic", "open", "expert:2"], name: `Bob's ${size} table` });
    const ann = await newPerson(stage.browser, "Ann", viewport);
    const page = ann.page;
    await openLobby(ann, stage.server);
    await page.waitForSelector("form.create");
    await page.waitForSelector(`.lobby-table[data-table="${waiting}"]`);
    const shots: string[] = [];
    const shot = async (name: string, fullPage = false) => {
      const file = artifactPath(`${name}-${size}.png`);
      await page.screenshot({ path: file, fullPage, animations: "disabled" });
      shots.push(file);
    };
    await shot("lobby", true);
    await page.check("#pip-score"); // the score on the pip cards too
    await createTable(ann, { seats: ["you", "basic", "basic", "expert:1"], name: "Screenshots", options: { target: "7" } });
    // A bid: Ann's turn while trump is being named.
    // Bounded in time as well as count: the bid may come only in the second
    // deal (when a seat before Ann orders up), and under the sanitizers with
    // other tests beside it 400 polls of 25 ms (10 s of waiting) can be less
    // than two deals' bot moves.
    let bid = false, trick = false;
    const deadline = Date.now() + 180_000;
    for (let i = 0; i < 4000 && Date.now() < deadline && !(bid && trick); ++i) {
      const p = await position(page);
      if (p.gameOver) break;  // the game ended first: said by the assertion below
      if (p.myTurn && p.phase.startsWith("bidding") && !bid) {
        await shot("bid");
        bid = true;
      }
      // A trick is whole with a card from every seat in play (three when a
      // lone player's partner sits out; waiting for four then never ended).
      if (p.phase === "play" && !trick && (await page.locator(".middle.holding .played.held").count()) ===
        (await page.locator(".felt .seat:not(.out)").count()) &&
        (await page.locator(".last-trick button").count()) > 0) {
        // A trick held whole, with who takes it; and the last trick opened.
        await page.click(".last-trick button");
        await page.waitForSelector(".last-trick-cards");
        await shot("trick");
        trick = true;
      }
      if (p.myTurn) await playOneTurn(page);
      else await page.waitForTimeout(25);
    }
    for (let i = 0; i < 4000 && Date.now() < deadline && (await page.locator(".deal-over").count()) === 0; ++i) {
      if ((await position(page)).myTurn) await playOneTurn(page);
      else await page.waitForTimeout(25);
    }
    await page.locator(".deal-over").waitFor({ timeout: 60_000 });
    await shot("deal-end");
    // The colour-blind cards: suit letters beside the symbols.
    await page.check("#colour-blind");
    assert.ok(await page.locator(".deal-over .card .letter").first().isVisible());
    await shot("deal-end-colour-blind");
    await page.uncheck("#colour-blind");
    assert.ok(bid && trick, `bid ${bid}, trick ${trick}`);
    // The game's end, in view over the table.
    for (let i = 0; i < 8000 && Date.now() < deadline + 60_000 && !(await position(page)).gameOver; ++i) {
      if ((await position(page)).myTurn) await playOneTurn(page);
      else await page.waitForTimeout(25);
    }
    await page.locator(".game-over").waitFor();
    await page.waitForTimeout(1500);
    await shot("game-over");
    // A replay with the expert's analysis (a record file).
    const record = join(stage.server.tempDir(), `replay-${size}.egn`);
    execFileSync(euchreBin, ["selfplay", "--seed", "11", "--bots", "basic", "--set", "target=5", "--out", record], { stdio: "ignore" });
    await page.click("button[data-focus=to-lobby]");
    await page.waitForSelector("#replay-file");
    await page.setInputFiles("#replay-file", record);
    await page.waitForSelector(".replay-page[data-loading=false]", { timeout: 60_000 });
    await page.uncheck("#colour-blind");
    // At a decision the expert calls a mistake (the page says what was better):
    // in the first deal that has one (the list shows one deal's moves, and
    // which deals have one depends on the expert).
    const mistake = page.locator(".replay-moves li:has(.verdict-mistake) button.goto");
    for (let deal = 0; deal < 20 && (await mistake.count()) === 0; ++deal)
      await page.click('.replay-controls button[data-step="next-deal"]');
    await mistake.first().click();
    assert.match(await page.locator(".decision").innerText(), /mistake: better/);
    await shot("replay", true);
    for (const file of shots) assert.ok(statSync(file).size > 5000, file);
    await ann.context.close();
    await bob.context.close();
  });
}
