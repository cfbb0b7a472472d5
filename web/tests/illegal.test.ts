// An illegal click: the page sends what the person chose, the server refuses
// it with the core's reason, the page shows that reason in words and
// nothing else changes (same hand, same position of the game).
import assert from "node:assert/strict";
import { test } from "node:test";
import { createTable, newPerson, openLobby, playOneTurn, position, serverAndBrowser, skipWithoutChromium } from "./harness";

skipWithoutChromium();

const stage = serverAndBrowser();

async function handOf(page: import("playwright-core").Page): Promise<string[]> {
  return page.locator(".hand [data-card]").evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.card ?? ""));
}

test("a card that may not be played is explained by the server and changes nothing", async () => {
  const ann = await newPerson(stage.browser, "Ann");
  await openLobby(ann, stage.server);
  await createTable(ann, { seats: ["you", "basic", "basic", "basic"], options: { target: "10" } });
  const page = ann.page;
  // Until Ann must follow suit with a card she may not play.
  for (let i = 0; i < 600; ++i) {
    const p = await position(page);
    if (p.myTurn && p.phase === "play" && (await page.locator(".hand button.card.not-legal").count()) > 0) break;
    if (p.myTurn) await playOneTurn(page);
    else await page.waitForTimeout(25);
  }
  const bad = page.locator(".hand button.card.not-legal").first();
  assert.equal(await bad.count(), 1, "never had a card that may not be played");
  // The kitty lies in the middle: standard's four undealt cards, the
  // dealer's discard in place of a taken up-card or the up-card turned down.
  const kitty = page.locator(".middle .kitty");
  const faceDown = Number(await kitty.getAttribute("data-face-down"));
  const turned = await kitty.locator(".card.turned-down").count();
  assert.equal(faceDown + turned, 4, `kitty: ${faceDown} face down, ${turned} turned down`);
  assert.match((await kitty.getAttribute("aria-label")) ?? "", /^the kitty: .*\d cards? face down$/);
  assert.equal(await kitty.locator(".back[data-card]").count(), 0, "a face-down card is never named");
  const before = { pos: await position(page), hand: await handOf(page) };
  await bad.click();
  const error = page.locator(".error[role=alert]");
  await error.waitFor();
  const text = await error.innerText();
  assert.match(text, /^Not allowed: /);
  assert.match(text, /must follow|follow/i, text);
  await page.waitForTimeout(300);
  const after = { pos: await position(page), hand: await handOf(page) };
  assert.equal(after.pos.seq, before.pos.seq);
  assert.deepEqual(after.hand, before.hand);
  assert.ok(after.pos.myTurn);
  // Still Ann's turn: a legal card is accepted and the message goes away.
  await page.locator(".hand button.card.legal").first().click();
  await page.waitForFunction((seq) => Number(document.querySelector<HTMLElement>(".table-page")?.dataset.seq) > seq, before.pos.seq);
  await page.waitForFunction(() => document.querySelector(".error") === null);
  await ann.context.close();
});

test("a click out of turn is refused in words", async () => {
  const ann = await newPerson(stage.browser, "Ann");
  const bob = await newPerson(stage.browser, "Bob");
  await openLobby(ann, stage.server);
  const table = await createTable(ann, { seats: ["you", "basic", "open", "basic"] });
  await openLobby(bob, stage.server, `?table=${table}`);
  await bob.page.locator('.seat-picker button.sit[data-seat="2"]').click();
  await bob.page.waitForSelector(".table-page.seated .hand [data-card]");
  // Whoever of the two is not to act clicks a card.
  for (let i = 0; i < 200; ++i) {
    const a = await position(ann.page), b = await position(bob.page);
    if (a.myTurn || b.myTurn) break;
    await ann.page.waitForTimeout(25);
  }
  const waiting = (await position(ann.page)).myTurn ? bob.page : ann.page;
  const seq = (await position(waiting)).seq;
  await waiting.locator(".hand button.card").first().click();
  const error = waiting.locator(".error[role=alert]");
  await error.waitFor();
  assert.match(await error.innerText(), /^Not your turn: /);
  assert.equal((await position(waiting)).seq, seq);
  await ann.context.close();
  await bob.context.close();
});
