// Two-handed euchre for two people (Keller ch. 7; docs/rules.md): couples
// play it at home, one on a desktop and one on a phone here. Ann creates a
// two-handed table with an open seat, Bob takes it from the lobby, and they
// play a whole game (to 5) by clicks; both see the same end, with the
// two seats' names and scores.
import assert from "node:assert/strict";
import { test } from "node:test";
import { checkA11y } from "./axe";
import { artifactPath, createTable, desktop, newPerson, openLobby, phone, playOneTurnBidding, position, serverAndBrowser, skipWithoutChromium } from "./harness";

skipWithoutChromium();

const stage = serverAndBrowser();

test("two people play a whole two-handed game, one on a phone", async () => {
  const ann = await newPerson(stage.browser, "Ann", desktop);
  const bob = await newPerson(stage.browser, "Bob", phone);
  await openLobby(ann, stage.server);
  const table = await createTable(ann, { preset: "two-handed", seats: ["you", "open"] });
  await openLobby(bob, stage.server);
  await bob.page.locator(`.lobby-table[data-table="${table}"] button.join[data-seat="1"]`).click();
  await bob.page.waitForSelector(".table-page.seated");
  for (const p of [ann.page, bob.page])
    await p.waitForFunction(() => document.querySelectorAll(".felt .seat").length === 2, null, { timeout: 30_000 });
  let shot = false;
  const deadline = Date.now() + 240_000;
  while (!((await position(ann.page)).gameOver && (await position(bob.page)).gameOver)) {
    assert.ok(Date.now() < deadline, "the game did not end in time");
    let played = false;
    for (const p of [ann.page, bob.page]) {
      const pos = await position(p);
      if (!pos.myTurn || pos.gameOver) continue;
      if (!shot && p === bob.page && pos.phase === "play") {
        // Bob's phone in the middle of play: two seats, his hand, whose turn.
        await bob.page.screenshot({ path: artifactPath("two-handed-play-phone.png"), animations: "disabled" });
        await checkA11y(bob.page, "two-handed play on a phone");
        shot = true;
      }
      await playOneTurnBidding(p);
      played = true;
    }
    if (!played) await ann.page.waitForTimeout(50);
  }
  const a = await ann.page.locator(".game-over").innerText();
  const b = await bob.page.locator(".game-over").innerText();
  assert.match(a + b, /won/);
  // Each names the other: the same two scores, one of them at least 5 (game).
  const scores = (text: string): number[] => [...text.matchAll(/: (\d+)$/gm)].map((m) => Number(m[1])).sort((x, y) => x - y);
  assert.deepEqual(scores(a), scores(b));
  assert.equal(scores(a).length, 2, a);
  assert.ok(Math.max(...scores(a)) >= 5, a);
  await bob.page.screenshot({ path: artifactPath("two-handed-over-phone.png"), animations: "disabled" });
  await ann.context.close();
  await bob.context.close();
});
