// The odd phases of the rules play in the page (docs/client.md): a claim of
// the rest (applied only when sound: else refused in words, nothing
// changes); call-ace, whose partner stays hidden until the called ace falls;
// a farmer's hand, the three low cards given for the kitty and shown; a
// railroad loner's call for his partner's best card. Each plays deals with
// three bots until the case comes (bounded).
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { createTable, newPerson, openLobby, playOneTurn, position, serverAndBrowser, skipWithoutChromium, type Person } from "./harness";

skipWithoutChromium();

const stage = serverAndBrowser();

interface StateFrame {
  type: string; seat: number | null; seq: number; deal: number; phase: string; hand: string[]; played: string[];
  called_ace: string | null; ace_partner: number | null; shown: string[][]; legal: string[]; trick: (string | null)[];
  maker: number | null; moves: { seat: number; action: string; phase: string }[];
}
function states(p: Person): StateFrame[] {
  return p.frames.map((f) => JSON.parse(f) as StateFrame).filter((m) => m.type === "state");
}

// Plays Ann's turns (by clicks, or `turn` when it takes the turn) until
// `done`, for at most `limitMs`.
async function playUntil(page: Page, done: () => Promise<boolean>, turn: () => Promise<boolean> = () => Promise.resolve(false), limitMs = 45_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await done())) {
    if (Date.now() > deadline) {
      // Where it stood, so that a failure says whether the table or the page stopped.
      const stood = await page.evaluate(() => ({
        table: document.querySelector<HTMLElement>(".table-page")?.dataset ?? {},
        error: document.querySelector(".error")?.textContent ?? null,
        actions: [...document.querySelectorAll(".actions button")].map((b) => b.textContent),
        status: document.querySelector(".status, [role=status]")?.textContent ?? null,
      }));
      throw new Error(`the case did not come in time; the page: ${JSON.stringify(stood)}`);
    }
    const p = await position(page);
    // A game that ends first leaves nothing to wait for: said at once, not after the limit.
    if (p.gameOver && !(await done())) throw new Error("the game ended before the case came (raise its target)");
    if (p.myTurn && !(await turn())) await playOneTurn(page);
    else if (!p.myTurn) await page.waitForTimeout(25);
  }
}

test("a claim of the rest: refused in words while unsound, ending the deal when sound", async () => {
  const ann = await newPerson(stage.browser, "Ann");
  const page = ann.page;
  await openLobby(ann, stage.server);
  // A target no game reaches within the limit: a sound claim comes about one
  // deal in three, and a game to 25 ended without one about once in twenty
  // runs (the test then waited for deals that never came, CI once).
  await createTable(ann, { seats: ["you", "basic", "basic", "basic"], options: { target: "200" } });
  let refused = 0, accepted = false, early = false;
  await playUntil(page, () => Promise.resolve(accepted), async () => {
    const p = await position(page);
    const claim = page.locator('.actions button[data-action="claim"]');
    if (p.phase !== "play" || (await claim.count()) === 0) return false;
    // A claim can be certain from her view only near the end (before that
    // the server says it is too early): she claims once early, to see those
    // words, then only with two cards or fewer. Claiming at every turn made
    // a deal slow enough that a loaded machine ran out of time (CI, once).
    const cards = await page.locator(".hand button.card").count();
    if (early && cards > 2) return false;
    early = true;
    const deal = p.deal;
    await claim.click();
    await page.waitForFunction((seq) => Number(document.querySelector<HTMLElement>(".table-page")?.dataset.seq) !== seq ||
      document.querySelector(".error") !== null, p.seq);
    const error = page.locator(".error[role=alert]");
    if (await error.count()) {
      const why = await error.innerText();
      assert.match(why, refused === 0 ? /too early to judge a claim/ : /claim/i);
      assert.equal((await position(page)).seq, p.seq); // nothing changed
      ++refused;
      await page.click(".error .dismiss");
      return false; // she plays a card instead
    }
    // Applied: the deal ends at once; the hands are shown in its end. The
    // previous deal's panel may still be up when the claim is made, so wait
    // for this deal's (a wait that times out fails the test).
    await page.waitForFunction((n) => document.querySelector(".deal-over h2")?.textContent.includes(`Deal ${n} is over`),
      deal + 1);
    assert.match(await page.locator(".deal-over h2").innerText(), new RegExp(`Deal ${deal + 1} is over`));
    accepted = true;
    return true;
  }, 240_000);  // a sound claim needs the right cards (about one deal in four): on a loaded machine the deals come slower
  assert.ok(accepted);
  console.log(`claims refused before one was sound: ${refused}`);
  await ann.context.close();
});

test("call-ace: the called ace's holder is hidden until the ace falls", async () => {
  const ann = await newPerson(stage.browser, "Ann");
  const page = ann.page;
  await openLobby(ann, stage.server);
  await createTable(ann, { preset: "call-ace", seats: ["you", "basic", "basic", "basic"], options: { target: "200" } });
  // A deal where an ace was called that Ann does not hold, and another seat
  // than the maker played it. (The maker may hold the ace he calls: a basic
  // player with all three side aces must call one of them. He is then alone,
  // and no partner is ever named, even after the ace falls.)
  const revealed = (): StateFrame | undefined => states(ann).find((s) => s.called_ace && s.called_ace !== "n" &&
    s.played.includes(`A${s.called_ace}`) && s.moves.some((m) => m.action === `A${s.called_ace}` && m.seat !== s.maker) &&
    !states(ann).some((o) => o.deal === s.deal && o.hand.includes(`A${s.called_ace}`)));
  await playUntil(page, () => Promise.resolve(revealed() !== undefined));
  const after = revealed();
  assert.ok(after);
  const ace = `A${after.called_ace ?? ""}`;
  // Before the ace fell, no state of that deal named the partner; after, it did.
  for (const s of states(ann).filter((o) => o.deal === after.deal)) {
    if (!s.played.includes(ace)) assert.equal(s.ace_partner, null, `partner named before ${ace} fell (seq ${s.seq})`);
    else assert.notEqual(s.ace_partner, null);
  }
  // The page says it: the called ace in words, the partner's badge on its seat.
  await page.waitForSelector(".contract");
  if ((await position(page)).deal === after.deal && (await position(page)).phase === "play") {
    assert.match(await page.locator(".contract").innerText(), /Called ace: /);
    assert.equal(await page.locator(".seat .badge-ace-s-partner").count(), 1);
  }
  await ann.context.close();
});

test("a farmer's hand: declared, three cards given for the kitty and shown", async () => {
  const ann = await newPerson(stage.browser, "Ann");
  const page = ann.page;
  await openLobby(ann, stage.server);
  await createTable(ann, { seats: ["you", "basic", "basic", "basic"], options: { target: "200", farmers_hand: "three_low" } });
  let declared = false;
  await playUntil(page, () => Promise.resolve(declared), async () => {
    const farmer = page.locator('.actions button[data-action="farmer"]');
    if ((await farmer.count()) === 0) return false;
    const seq = (await position(page)).seq;
    await farmer.click();
    await page.waitForFunction((s) => Number(document.querySelector<HTMLElement>(".table-page")?.dataset.seq) > s, seq);
    declared = true;
    return true;
  }, 55_000);
  // She gives three low cards (the server lists them), one click each.
  const dealt = (await position(page)).deal;
  for (let i = 0; i < 3; ++i) {
    await page.waitForFunction(() => document.querySelector(".table-page")?.getAttribute("data-phase") === "farmer give" &&
      document.querySelector(".table-page")?.getAttribute("data-my-turn") === "true");
    const give = page.locator(".hand button.card.legal").first();
    const card = await give.getAttribute("data-card");
    assert.match(card ?? "", /^[9T]/);
    const seq = (await position(page)).seq;
    await give.click();
    await page.waitForFunction((s) => Number(document.querySelector<HTMLElement>(".table-page")?.dataset.seq) > s, seq);
  }
  // The given cards are shown at her seat (the rules expose them), in the deal she declared.
  const shown = states(ann).filter((s) => s.deal === dealt).map((s) => s.shown[0]?.length ?? 0);
  assert.equal(Math.max(...shown), 3);
  if ((await position(page)).deal === dealt) assert.equal(await page.locator('.seat[data-seat="0"] .shown [data-card]').count(), 3);
  await ann.context.close();
});

test("railroad: a lone player calls for his partner's best card, sees it alone and buries one", async () => {
  const ann = await newPerson(stage.browser, "Ann");
  const page = ann.page;
  await openLobby(ann, stage.server);
  await createTable(ann, { preset: "railroad", seats: ["you", "basic", "basic", "basic"], options: { target: "200" } });
  let called = false;
  await playUntil(page, () => Promise.resolve(called), async () => {
    // Alone whenever she may order up: she then is asked whether she calls.
    for (const action of ["call best", "Order alone"]) {
      const button = page.locator(`.actions button[data-action="${action}"]`);
      if ((await button.count()) === 0) continue;
      const seq = (await position(page)).seq;
      await button.click();
      await page.waitForFunction((s) => Number(document.querySelector<HTMLElement>(".table-page")?.dataset.seq) > s, seq);
      called = action === "call best";
      return true;
    }
    return false;
  }, 80_000);
  // Her partner (a bot) passes a card face down: she holds six and buries one by a click.
  await page.waitForFunction(() => document.querySelector(".table-page")?.getAttribute("data-phase") === "discard for the best card" &&
    document.querySelector(".table-page")?.getAttribute("data-my-turn") === "true");
  assert.equal(await page.locator(".hand button.card").count(), 6);
  const passed = states(ann).at(-1)?.moves.find((mv) => mv.phase === "pass the best card");
  assert.ok(passed, "a card was passed");
  assert.equal(passed.seat, 2, "her partner passes");
  assert.match(passed.action, /^pass [2-9TJQKA][cdhs]$|^pass B$/, "she sees which card");
  const bury = page.locator(".hand button.card.legal").first();
  const card = await bury.getAttribute("data-card");
  const seq = (await position(page)).seq;
  await bury.click();
  await page.waitForFunction((s) => Number(document.querySelector<HTMLElement>(".table-page")?.dataset.seq) > s, seq);
  const after = states(ann).at(-1);
  assert.ok(after?.moves.some((mv) => mv.seat === 0 && mv.action === `bury ${card ?? ""}`), "her burial, with its card, in her own moves");
  assert.equal(after?.hand.length, 5);
  await ann.context.close();
});
