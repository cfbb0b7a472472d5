// Jambone (docs/rules.md "Jambone and jamboree", K ch. 5): a person plays a
// laps-and-slams series with jambones on, at a phone's size, with random
// bots on both sides of him (a random bot goes alone and chooses a jambone
// often; the one on his right makes him its caller). Played until a jambone
// is on the table: the lone hand lies face up in its seat for everyone; when
// the person is the caller, his dock shows the lone player's hand above his
// own and says whose card he chooses, and he plays one of its cards with a
// click. Screenshots at phone size (artifacts/jambone-*.png).
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { artifactPath, createTable, newPerson, openLobby, phone, playOneTurn, position, screenshotOf, serverAndBrowser, skipWithoutChromium } from "./harness";

skipWithoutChromium();

const stage = serverAndBrowser();

interface Seen { calling: boolean; faceUp: number; badge: boolean; over: boolean }

async function seen(page: Page): Promise<Seen> {
  return page.evaluate(() => ({
    calling: document.querySelector(".loner-hand button.card.legal") !== null,
    faceUp: document.querySelectorAll(".seat .badge-alone-jambone-face-up").length,
    badge: document.querySelector(".badge-calls-the-jambone") !== null,
    over: document.querySelector(".game-over") !== null,
  }));
}

test("a jambone: the lone hand face up, and the person calls its cards", async () => {
  const ann = await newPerson(stage.browser, "Ann", phone);
  // Whether the bot on his right goes alone with a jambone is the deal's and
  // the bot's luck: a series that ends without one is followed by another.
  const newSeries = async (): Promise<void> => {
    await createTable(ann, {
      preset: "standard",
      options: { series: "first_to:3", laps: "true", jambone: "true", jamboree: "true" },
      seats: ["you", "random", "basic", "random"],
    });
  };
  await openLobby(ann, stage.server);
  await newSeries();
  const page = ann.page;
  let bots = false;  // a jambone was seen with a bot calling
  let series = 1;
  const deadline = Date.now() + 200_000;
  for (;;) {
    const s = await seen(page);
    if (s.calling) break;
    if (s.faceUp > 0 && !bots) {
      bots = true;
      await page.screenshot({ path: artifactPath("jambone-face-up-phone.png"), fullPage: true, animations: "disabled" });
    }
    assert.ok(Date.now() < deadline, `no jambone called by the person in time (${series} series)`);
    if (s.over) {
      ++series;
      await page.click("button[data-focus=to-lobby]");
      await newSeries();
      continue;
    }
    if ((await position(page)).myTurn) await playOneTurn(page);
    else await page.waitForTimeout(25);
  }
  // The person calls: the lone player's hand is in his dock, above his own, and said so.
  await page.screenshot({ path: artifactPath("jambone-caller-phone.png"), fullPage: true, animations: "disabled" });
  await screenshotOf(page.locator(".dock"), "jambone-caller-dock-phone.png");
  const prompt = await page.textContent(".actions .prompt") ?? "";
  assert.match(prompt, /you call the jambone/i, prompt);
  assert.match(prompt, /Choose the card .* plays/, prompt);
  const title = await page.textContent(".loner-hand-title") ?? "";
  assert.match(title, /Jambone: you choose .*'s card/, title);
  // The face-up hand is also in the lone player's seat, for everyone.
  const faceUp = await page.evaluate(() => {
    const seat = document.querySelector(".seat .badge-alone-jambone-face-up")?.closest(".seat");
    return seat?.querySelectorAll(".shown .card").length ?? 0;
  });
  assert.ok(faceUp > 0, "the lone hand is not shown in its seat");
  // His own cards are not playable now; one of the lone hand's is.
  assert.equal(await page.locator(".hand:not(.loner-hand) button.card.legal").count(), 0);
  const card = await page.getAttribute(".loner-hand button.card.legal", "data-card");
  assert.ok(card);
  const before = (await position(page)).seq;
  await page.click(`.loner-hand button.card.legal[data-card="${card}"]`);
  await page.waitForFunction((seq) => Number(document.querySelector<HTMLElement>(".table-page")?.dataset.seq ?? -1) !== seq
    || document.querySelector(".error") !== null, before, { timeout: 15_000 });
  assert.equal(await page.locator(".error").count(), 0, "the server refused the lone player's card");
  // It left the lone player's face-up hand (his seat shows what he still holds).
  await page.waitForFunction((c) => document.querySelector(`.seat .shown .card[data-card="${c}"]`) === null, card, { timeout: 15_000 });
  await ann.context.close();
});
