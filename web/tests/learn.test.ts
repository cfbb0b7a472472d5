// Learn Euchre in the page (docs/client.md "Learn"): a new person on a
// 360x780 phone finds it on the first screen, reads lesson 1 and decides
// its positions at the table, is told right or not, why, and the expert's
// figures; the progress is kept on the device; a lesson works by keyboard;
// every lesson screen is free of accessibility violations (axe) and of card
// codes (each lesson's every position and answer); the practice game asks the expert at each turn and, after the
// trick, points out a choice that cost much.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { checkA11y } from "./axe";
import { assertNoCardCodes } from "./card_codes";
import { artifactPath, desktop, newPerson, openLobby, phone, serverAndBrowser, skipWithoutChromium } from "./harness";

skipWithoutChromium();

const stage = serverAndBrowser();
const smallPhone = { width: 360, height: 780 };

interface LessonData { id: string; title: string; text: string[]; positions: { answer: string; why: string; choices: { action: string; words: string }[] }[] }

async function lessons(): Promise<LessonData[]> {
  const response = await fetch(`${stage.server.url}/api/lessons`);
  assert.equal(response.status, 200);
  return ((await response.json()) as { lessons: LessonData[] }).lessons;
}

// The element's box on screen now (found and measured in one call).
async function onScreen(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return false;
    const r = el.getBoundingClientRect();
    return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight + 1;
  }, selector);
}

// The card an action is chosen by ("Ac", "discard 9c"), or null (a button).
function cardOf(action: string): string | null {
  return /^(?:(?:discard|give|pass|bury) )?((?:10|[2-9TJQKA])[cdhs])$/.exec(action)?.[1] ?? null;
}

// Chooses `action` at the position on screen: its card, or its button.
async function choose(page: Page, action: string, tap: boolean): Promise<void> {
  const card = cardOf(action);
  const selector = card ? `.lesson-choices .hand button.card[data-card="${card}"]` : `.lesson-choices button.action[data-action="${action}"]`;
  if (tap) await page.tap(selector);
  else await page.click(selector);
}

test("a new person on a 360x780 phone learns lesson 1 at the table: right or not, why, the expert's figures, progress kept", async () => {
  const all = await lessons();
  const first = all[0];
  assert.ok(first && first.positions.length >= 2, "lesson 1 has at least two positions");
  const context = await stage.browser.newContext({ viewport: smallPhone, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  page.on("pageerror", (e) => { console.error(`page error: ${e.message}`); });
  await page.goto(stage.server.url);
  await page.waitForSelector("#status[data-status=open]");
  assert.ok(await onScreen(page, "button.learn"), "'Learn Euchre' is not on the first screen of a phone");
  await page.tap("button.learn");
  await page.waitForSelector(".learn-list");
  assert.equal(await page.locator(".learn-list button.lesson-open").count(), all.length);
  await checkA11y(page, "the list of lessons");
  await assertNoCardCodes(page, "the list of lessons");
  await page.tap(`.learn-list button[data-lesson="${first.id}"]`);
  await page.waitForSelector(`.lesson-page[data-lesson="${first.id}"][data-position="0"]`);
  assert.match(await page.locator(".lesson-page h1").innerText(), new RegExp(`Lesson 1 of ${all.length}: ${first.title}`));
  assert.match(await page.locator(".lesson-text").innerText(), new RegExp(first.text[0]?.slice(0, 30) ?? "-"));
  // The table is drawn: four seats, the learner's hand.
  assert.equal(await page.locator(".lesson-page .felt .seat").count(), 4);
  assert.equal(await page.locator(".lesson-choices .hand button.card").count() > 0, true);
  await checkA11y(page, "a lesson's position");
  await assertNoCardCodes(page, "a lesson's position");
  for (let k = 0; k < first.positions.length; ++k) {
    const p: LessonData["positions"][number] | undefined = first.positions[k];
    assert.ok(p);
    await page.waitForSelector(`.lesson-page[data-position="${k}"][data-chosen=""]`);
    // The first answered as the expert would, the second not.
    const wrong = p.choices.find((c) => c.action !== p.answer);
    const chosen = k === 0 || !wrong ? p.answer : wrong.action;
    await choose(page, chosen, true);
    await page.waitForSelector(".lesson-verdict .figures:not(.loading)", { timeout: 30_000 });
    const verdict = await page.locator(".lesson-verdict").innerText();
    assert.match(verdict, chosen === p.answer ? /^Right:/ : /^Not quite:/);
    assert.ok(verdict.includes(p.why), `the verdict does not say why: ${verdict}`);
    // The expert's figures: one signed number per choice, the answer's the highest.
    const figures = await page.locator(".lesson-verdict .figures li").allInnerTexts();
    assert.equal(figures.length, p.choices.length, figures.join(" | "));
    const value = (line: string): number => Number((/([+−])(\d+\.\d\d)$/.exec(line) ?? ["", "+", "NaN"]).slice(1).join("").replace("−", "-"));
    const answerWords = p.choices.find((c) => c.action === p.answer)?.words ?? "";
    const answerLine = figures.find((f) => f.toLowerCase().startsWith(answerWords.toLowerCase())) ?? "";
    for (const f of figures) assert.ok(value(answerLine) >= value(f), `${answerLine} is not the best of ${figures.join(" | ")}`);
    assert.ok(await onScreen(page, ".lesson-verdict h2"), "the answer is not brought into view on the phone");
    if (k === 0) {
      await page.screenshot({ path: artifactPath("lesson-answer-phone.png") });
      await checkA11y(page, "a lesson's answer");
      await assertNoCardCodes(page, "a lesson's answer");
    }
    await page.tap('[data-focus="lesson-next"]');
  }
  await page.waitForSelector(`.lesson-page[data-position="end"]`);
  assert.match(await page.locator(".lesson-end h2").innerText(), new RegExp(`Lesson 1 done: 1 of ${first.positions.length} right`));
  await checkA11y(page, "a lesson's end");
  // Kept on the device: the list and the first screen say so after a reload.
  await page.reload();
  await page.waitForSelector(".learn-list, .lesson-page");
  await page.goto(`${stage.server.url}/?learn=all`);
  await page.waitForSelector(".learn-list");
  assert.match(await page.locator(`.learn-list li:has(button[data-lesson="${first.id}"])`).innerText(), new RegExp(`done: 1 of ${first.positions.length} right`));
  await page.tap('[data-focus="learn-close"]');
  await page.waitForSelector("#learn-note");
  assert.match(await page.locator("#learn-note").innerText(), /\(1 done here\)/);
  await context.close();
});

test("a lesson named by the address opens at its start and is answered by keyboard", async () => {
  const all = await lessons();
  const second = all[1];
  assert.ok(second);
  const p = second.positions[0];
  assert.ok(p);
  const ann = await newPerson(stage.browser, "Ann", desktop);
  const page = ann.page;
  await page.goto(`${stage.server.url}/?learn=${second.id}`);
  await page.waitForSelector(`.lesson-page[data-lesson="${second.id}"][data-position="0"]`);
  const card = cardOf(p.answer);
  await page.focus(card ? `.lesson-choices button.card[data-card="${card}"]` : `.lesson-choices button.action[data-action="${p.answer}"]`);
  await page.keyboard.press("Enter");
  await page.waitForSelector(".lesson-verdict.right");
  await page.waitForSelector(".lesson-verdict .figures:not(.loading)", { timeout: 30_000 });
  await page.screenshot({ path: artifactPath("lesson-answer-desktop.png"), fullPage: true });
  await checkA11y(page, "a lesson's answer on a wide screen");
  await page.focus('[data-focus="lesson-next"]');
  await page.keyboard.press("Enter");
  await page.waitForSelector(`.lesson-page[data-position="1"], .lesson-page[data-position="end"]`);
  await ann.context.close();
});

test("the practice game asks the expert at each turn and points out a costly choice after its trick", async () => {
  const bo = await newPerson(stage.browser, "Bo", smallPhone);
  const page = bo.page;
  await openLobby(bo, stage.server, "?learn=all");
  await page.waitForSelector(".learn-list");
  await page.click("button.practice-game");
  await page.waitForSelector('.table-page[data-seat="0"]', { timeout: 30_000 });
  assert.equal(await page.locator(".felt .seat .badge", { hasText: /^bot: basic/ }).count(), 3);
  assert.equal(await page.locator(".invite").count(), 0, "a practice game offers no invite link");
  assert.equal(await page.locator(".practice-panel input[type=checkbox]").isChecked(), true, "hints are on by default");
  // At each turn the expert's view comes by itself; the test then chooses
  // its worst choice, and once one costs a point or more the notice must
  // follow that choice's trick.
  const deadline = Date.now() + 120_000;
  let costly: string | null = null;
  while (costly === null && Date.now() < deadline) {
    await page.waitForSelector('.table-page[data-my-turn="true"]', { timeout: 60_000 });
    const seq = await page.locator(".table-page").getAttribute("data-seq");
    await page.waitForSelector(`.panel.hint[data-turn="${seq ?? ""}"] li[data-action]`, { timeout: 30_000 });
    const ranked = await page.locator(".panel.hint li").evaluateAll((els) => els.map((e) => ({
      action: e.getAttribute("data-action") ?? "", points: Number((/([+−])(\d+\.\d\d) points/.exec(e.textContent) ?? ["", "+", "NaN"]).slice(1).join("").replace("−", "-")) })));
    const best = ranked[0], worst = ranked[ranked.length - 1];
    assert.ok(best && worst);
    const card = cardOf(worst.action);
    const target = card ? `.dock .hand button.card[data-card="${card}"]` : `.dock .actions button[data-action="${worst.action}"]`;
    if (best.points - worst.points >= 1 && worst.action !== best.action) costly = worst.action;
    await page.click(target);
    await page.waitForFunction((s) => document.querySelector(".table-page")?.getAttribute("data-seq") !== s, seq, { timeout: 10_000 });
  }
  assert.ok(costly !== null, "no choice that cost a point came in two minutes of play");
  // Played on (the expert's choice each time) until the trick is over.
  const until = Date.now() + 60_000;
  while (!(await page.locator(".practice-notice").count()) && Date.now() < until) {
    const turn = await page.locator('.table-page[data-my-turn="true"] .panel.hint li[data-action]').first().getAttribute("data-action", { timeout: 1_000 }).catch(() => null);
    if (turn === null) continue;
    const seq = await page.locator(".table-page").getAttribute("data-seq");
    const card = cardOf(turn);
    await page.click(card ? `.dock .hand button.card[data-card="${card}"]` : `.dock .actions button[data-action="${turn}"]`);
    await page.waitForFunction((x) => document.querySelector(".table-page")?.getAttribute("data-seq") !== x, seq, { timeout: 10_000 });
  }
  await page.waitForSelector(".practice-notice", { timeout: 5_000 });
  const notice = await page.locator(".practice-notice p").innerText();
  assert.match(notice, /^Looking back: you (played|chose) .*; the expert would have (played|chosen) /);
  assert.ok(await onScreen(page, ".practice-notice"), "the notice is not on the phone's screen");
  await page.screenshot({ path: artifactPath("practice-notice-phone.png") });
  await assertNoCardCodes(page, "the practice game's notice");
  await checkA11y(page, "the practice game's notice");
  await page.click(".practice-notice button");
  await page.waitForSelector(".practice-notice", { state: "detached" });
  // Hints off: the expert's view no longer comes by itself.
  await page.uncheck(".practice-panel input[type=checkbox]");
  // One more choice of the person's, then the next turn comes without the expert's view.
  await page.waitForSelector('.table-page[data-my-turn="true"]', { timeout: 60_000 });
  const unchecked = await page.locator(".table-page").getAttribute("data-seq");
  await page.locator(".dock .actions button.action:not(.secondary), .dock .hand button.card.legal").first().click();
  await page.waitForFunction((s) => {
    const t = document.querySelector(".table-page");
    return t?.getAttribute("data-my-turn") === "true" && t.getAttribute("data-seq") !== s;
  }, unchecked, { timeout: 60_000 });
  await page.waitForTimeout(1500);
  assert.equal(await page.locator(".panel.hint").count(), 0, "the expert's view came though hints are off");
  await bo.context.close();
});

test("every lesson's every position and answer: no accessibility violation, no card code", async () => {
  const all = await lessons();
  const cy = await newPerson(stage.browser, "Cy", phone);
  const page = cy.page;
  for (const lesson of all) {
    await page.goto(`${stage.server.url}/?learn=${lesson.id}`);
    for (let k = 0; k < lesson.positions.length; ++k) {
      const p = lesson.positions[k];
      assert.ok(p);
      await page.waitForSelector(`.lesson-page[data-lesson="${lesson.id}"][data-position="${k}"][data-chosen=""]`);
      await choose(page, p.answer, false);
      await page.waitForSelector(".lesson-verdict.right .figures:not(.loading)", { timeout: 30_000 });
      await checkA11y(page, `lesson ${lesson.id}, position ${k + 1}, answered`);
      await assertNoCardCodes(page, `lesson ${lesson.id}, position ${k + 1}`);
      await page.click('[data-focus="lesson-next"]');
    }
    await page.waitForSelector(`.lesson-page[data-lesson="${lesson.id}"][data-position="end"]`);
  }
  await cy.context.close();
});
