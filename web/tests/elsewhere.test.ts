// Two server instances on one PostgreSQL database (docs/scale.md): Ann's
// table is served by A. Bob opens it from B's page: B answers `elsewhere`,
// and the page follows to A by itself, with Bob's token, and Bob takes a
// seat and plays there. A is killed (kill -9): Bob's page goes back to its
// own server, which takes the table over when A's lease runs out, and Bob
// plays on at the same table. Uses the throwaway PostgreSQL of the pg
// fixture (scripts/pg-test-server.sh): without it the test fails saying
// why, or is skipped with EUCHRE_NO_PG=1, as the C++ PostgreSQL tests are.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { artifactPath, createTable, freePort, launchBrowser, newPerson, openLobby, phone, playOneTurn, position, Server, skipWithoutChromium } from "./harness";

skipWithoutChromium();

const pgDir = process.env.EUCHRE_TEST_PG_DIR ?? "";
const pgUrlFile = join(pgDir, "url");
if (!existsSync(pgUrlFile) && process.env.EUCHRE_NO_PG) {
  console.log(`# skipped: no PostgreSQL (${pgUrlFile})`);
  process.exit(77);
}

// A schema of its own in the test database, dropped at the end.
const schema = `web_${randomBytes(6).toString("hex")}`;
let pgUrl = "";
let a: Server;
let b: Server;
let browser: Browser;
before(async () => {
  if (!existsSync(pgUrlFile)) {
    const why = existsSync(join(pgDir, "error")) ? readFileSync(join(pgDir, "error"), "utf8") : "the pg fixture did not start";
    throw new Error(`no PostgreSQL for this test (${pgUrlFile}): ${why}`);
  }
  pgUrl = readFileSync(pgUrlFile, "utf8").trim();
  execFileSync("psql", [pgUrl, "-v", "ON_ERROR_STOP=1", "-q", "-c", `CREATE SCHEMA ${schema}`]);
  const db = `${pgUrl}${pgUrl.includes("?") ? "&" : "?"}options=-csearch_path%3D${schema}`;
  // Each names the other (`--instance`): the only addresses `elsewhere` sends a page to.
  const portA = await freePort();
  let portB = await freePort();
  while (portB === portA) portB = await freePort();
  a = await Server.start(["--lease-seconds", "2", "--instance", `ws://127.0.0.1:${portB}/ws`], db, portA);
  b = await Server.start(["--lease-seconds", "2", "--instance", `ws://127.0.0.1:${portA}/ws`], db, portB);
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
  await a.stop();
  await b.stop();
  execFileSync("psql", [pgUrl, "-q", "-c", `SET client_min_messages TO warning; DROP SCHEMA IF EXISTS ${schema} CASCADE`]);
});

async function seqOf(page: Page): Promise<number> {
  return (await position(page)).seq;
}

// Bob's part until his seat has played `turns` times (his turns only: the
// bots play theirs; Ann's seat is a bot once A is gone).
async function bobPlays(page: Page, turns: number): Promise<void> {
  for (let done = 0; done < turns;) {
    if ((await position(page)).gameOver) return;
    if (await playOneTurn(page, undefined, 60_000)) ++done;
  }
}

test("a table served by another instance: the page follows it there, and back when that instance dies", async () => {
  const ann = await newPerson(browser, "Ann");
  await openLobby(ann, a);
  const table = await createTable(ann, { seats: ["you", "basic", "open", "basic"], grace: "5", options: { target: "10" } });

  // Bob comes to B's page with the table's address: the page moves to A.
  const bob = await newPerson(browser, "Bob", phone);
  const sockets: string[] = [];
  bob.page.on("websocket", (ws) => { sockets.push(ws.url()); });
  await openLobby(bob, b, `?table=${table}`);
  await bob.page.locator('.seat-picker button.sit[data-seat="2"]').click({ timeout: 30_000 });
  await bob.page.waitForSelector(".table-page.seated", { timeout: 30_000 });
  const aWs = a.url.replace("http:", "ws:");
  assert.ok(sockets.some((u) => u.startsWith(aWs)), `the page did not connect to A (${sockets.join(", ")})`);
  assert.equal(await bob.page.locator(".error").count(), 0, "the page shows an error after following");
  await bob.page.screenshot({ path: artifactPath("elsewhere-followed-phone.png"), fullPage: true, animations: "disabled" });

  // Ann plays her turns on A until Bob has played twice there.
  const annTurns = { on: true };
  const annLoop = (async () => {
    while (annTurns.on) {
      const p = await position(ann.page).catch(() => null);
      if (!p || p.gameOver) return;
      if (p.myTurn) await playOneTurn(ann.page, () => Promise.resolve(!annTurns.on), 5_000).catch(() => undefined);
      else await ann.page.waitForTimeout(50);
    }
  })();
  await bobPlays(bob.page, 2);
  annTurns.on = false;
  await annLoop;
  const seen = await seqOf(bob.page);

  // A dies. Bob's page goes back to B, which takes the table over (its
  // lease ran out) and gives Bob his seat back: he plays on.
  const socketsBefore = sockets.length;
  await a.kill();
  const bWs = b.url.replace("http:", "ws:");
  const back = Date.now() + 30_000;
  while (!sockets.slice(socketsBefore).some((u) => u.startsWith(bWs))) {
    assert.ok(Date.now() < back, `the page did not go back to B (${sockets.join(", ")})`);
    await bob.page.waitForTimeout(100);
  }
  // Until B's lease-holder check lets A's lease run out, B names A, which
  // cannot be reached: the page says so in B's words and stays. Then B
  // takes the table over and sends Bob his seat: the words go, play goes on.
  const goesOn = Date.now() + 90_000;
  while ((await seqOf(bob.page)) <= seen || (await bob.page.locator(".error").count()) > 0) {
    assert.ok(Date.now() < goesOn, `the table did not go on at B (${(await bob.page.locator(".error").textContent().catch(() => null)) ?? "no error shown"})`);
    if ((await position(bob.page)).myTurn) await playOneTurn(bob.page, undefined, 10_000).catch(() => undefined);
    else await bob.page.waitForTimeout(100);
  }
  assert.ok(await bob.page.locator(".table-page.seated").count(), "Bob is not seated at B");
  await bobPlays(bob.page, 1);
  assert.equal(await bob.page.locator(".table-page").getAttribute("data-table"), table);
  await bob.page.screenshot({ path: artifactPath("elsewhere-back-home-phone.png"), fullPage: true, animations: "disabled" });
  await ann.context.close();
  await bob.context.close();
});
