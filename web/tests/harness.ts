// What every browser test needs (docs/client.md "Tests"): its own
// `euchre serve --port 0` on 127.0.0.1 with a temporary SQLite store, Debian's
// Chromium driven headless by playwright-core (nothing downloaded), pages
// that record every WebSocket frame they receive, and a player that answers
// its turns through the page as a person would (clicking).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { after, before } from "node:test";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";

export const euchreBin = process.env.EUCHRE_BIN ?? "";
export const chromiumPath = process.env.EUCHRE_CHROMIUM ?? "/usr/bin/chromium";
export const artifacts = process.env.EUCHRE_WEB_ARTIFACTS ?? join(tmpdir(), "euchre-web-artifacts");

// CTest's SKIP_RETURN_CODE: the only reason to skip is a missing Chromium.
export function skipWithoutChromium(): void {
  if (!existsSync(chromiumPath)) {
    console.log(`SKIPPED: no Chromium at ${chromiumPath} (install the Debian package chromium: bash scripts/install-deps.sh)`);
    process.exit(77);
  }
  if (!euchreBin || !existsSync(euchreBin)) {
    console.error(`EUCHRE_BIN (${euchreBin || "unset"}) is not the built euchre program`);
    process.exit(1);
  }
}

// A TCP port of 127.0.0.1 free just now: for servers that must name each
// other before they start (`--instance`).
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => { probe.once("error", reject); probe.listen(0, "127.0.0.1", resolve); });
  const address = probe.address();
  await new Promise<void>((resolve) => { probe.close(() => { resolve(); }); });
  if (typeof address !== "object" || address === null) throw new Error("no free port");
  return address.port;
}

export class Server {
  readonly url: string;
  private constructor(private readonly child: ChildProcess, private readonly dir: string, readonly port: number,
    private readonly extra: string[], private readonly db: string | undefined) {
    this.url = `http://127.0.0.1:${port}`;
  }

  // Starts the server and waits (bounded) for the line with its address.
  // `db`: another store than a new SQLite file (a PostgreSQL URL).
  // `port`: 0 for any free one.
  static async start(extra: string[] = [], db?: string, port = 0): Promise<Server> {
    return Server.spawnIn(mkdtempSync(join(tmpdir(), "euchre-web-")), port, extra, db);
  }

  // The server killed at once (kill -9: no shutdown, nothing flushed
  // beyond what it acknowledged), as a machine that lost its power.
  async kill(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once("exit", resolve));
    this.child.kill("SIGKILL");
    await exited;
  }

  // A new server on the same port and store, after kill(): the pages
  // reconnect to it by themselves.
  async restart(): Promise<Server> {
    await this.kill();
    return Server.spawnIn(this.dir, this.port, this.extra, this.db);
  }

  private static async spawnIn(dir: string, wantedPort: number, extra: string[], db: string | undefined): Promise<Server> {
    // EUCHRE_WEB_DIR: a page built elsewhere (CTest leaves it unset: the
    // server then serves the page compiled into its build).
    const web = process.env.EUCHRE_WEB_DIR ? ["--web", process.env.EUCHRE_WEB_DIR] : [];
    // Every test person comes from 127.0.0.1, limited like any address
    // unless the operator names it (docs/server.md, "Limits").
    const loopback = ["--unlimited-address", "127.0.0.1"];
    const child = spawn(euchreBin, ["serve", "--port", String(wantedPort), "--db", db ?? join(dir, "euchre.db"), ...web, ...loopback, ...extra], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    const lines = createInterface({ input: child.stdout });
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => { reject(new Error("euchre serve did not print its address in 30 s")); }, 30_000);
      child.once("exit", (code) => { reject(new Error(`euchre serve exited (${String(code)}) before printing its address`)); });
      lines.on("line", (line) => {
        const match = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(line);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
    });
    return new Server(child, dir, port, extra, db);
  }

  tempDir(): string {
    return this.dir;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) { // not killed already
      const exited = new Promise((resolve) => this.child.once("exit", resolve));
      this.child.kill("SIGINT");
      await exited;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export async function launchBrowser(): Promise<Browser> {
  // --no-sandbox: CI runs as root, where Chromium's sandbox cannot start.
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: ["--no-sandbox", "--disable-gpu"] });
}

// A test file's own server and browser: started before its first test,
// closed after its last (read them inside the tests, once started).
export interface Stage { server: Server; browser: Browser }
export function serverAndBrowser(): Stage {
  const stage = {} as Stage;
  before(async () => {
    stage.server = await Server.start();
    stage.browser = await launchBrowser();
  });
  after(async () => {
    await stage.browser.close();
    await stage.server.stop();
  });
  return stage;
}

export const desktop = { width: 1280, height: 860 };
export const phone = { width: 390, height: 844 };

export interface Person {
  context: BrowserContext;
  page: Page;
  frames: string[]; // every WebSocket frame the page received, in order
}

// A person in a browser of their own (own localStorage: own token), named
// before the page loads, with the page's received frames recorded.
export async function newPerson(browser: Browser, name: string, viewport = desktop): Promise<Person> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  await context.addInitScript((n: string) => {
    if (!window.localStorage.getItem("euchre.name")) window.localStorage.setItem("euchre.name", n);
  }, name);
  const page = await context.newPage();
  const frames: string[] = [];
  recordFrames(page, frames);
  return { context, page, frames };
}

export function recordFrames(page: Page, frames: string[]): void {
  page.on("websocket", (ws) => {
    ws.on("framereceived", (f) => { frames.push(typeof f.payload === "string" ? f.payload : f.payload.toString()); });
  });
  page.on("pageerror", (e) => { console.error(`page error: ${e.message}`); });
}

export async function openLobby(p: Person, server: Server, query = ""): Promise<void> {
  await p.page.goto(`${server.url}/${query}`);
  await p.page.waitForSelector("#status[data-status=open]");
}

// The organiser opens the lobby and creates a club evening named `name`
// with these choices of the form (select id -> value, in order), played in
// person when asked: its card and id.
export async function createEvening(organiser: Person, server: Server, name: string, choices: Record<string, string>,
  inPerson = false): Promise<{ card: Locator; id: string }> {
  await openLobby(organiser, server);
  await organiser.page.fill("#event-name", name);
  if (inPerson) await organiser.page.check("#event-in-person");
  for (const [select, value] of Object.entries(choices)) await organiser.page.selectOption(`#${select}`, value);
  await organiser.page.click("form.create-event button[type=submit]");
  const card = organiser.page.locator(".event-list .event").first();
  await card.waitFor();
  const id = await card.getAttribute("data-event");
  if (!id) throw new Error("the new evening's card has no id");
  return { card, id };
}

export interface TableChoices {
  preset?: string;
  seats?: string[]; // per seat: "you", "open", "basic", "expert:1"...
  options?: Record<string, string>;
  private?: boolean;
  grace?: string;
  clock?: string; // seconds a turn ("15", "30"...)
  pace?: "instant" | "normal" | "slow"; // how fast the bots play (tests: instant unless they say)
  name?: string;
}

// Fills the lobby's create form and submits it; returns the table's id once
// the page shows it.
export async function createTable(p: Person, choices: TableChoices): Promise<string> {
  const page = p.page;
  await page.waitForSelector("form.create");
  if (choices.name) await page.fill("#create-name", choices.name);
  if (choices.preset) await page.selectOption("#create-preset", choices.preset);
  if (choices.options && Object.keys(choices.options).length) {
    // The lobby above the form grows and shrinks as other tables play on, so
    // a click can land on the moved page: click until the details are open.
    const details = page.locator("details.more-rules");
    for (let tries = 0; !(await details.evaluate((d) => (d as HTMLDetailsElement).open)); ++tries) {
      if (tries === 5) throw new Error("the rule options would not open");
      await page.click("details.more-rules summary");
    }
    for (const [name, value] of Object.entries(choices.options)) {
      const el = page.locator(`#option-${name}`);
      if ((await el.evaluate((e) => e.tagName)) === "SELECT") await el.selectOption(value);
      else await el.fill(value);
    }
  }
  const seats = choices.seats ?? ["you", "basic", "basic", "basic"];
  for (const [i, who] of seats.entries()) await page.selectOption(`#create-seat-${i}`, who);
  if (choices.private) await page.check("input[name=private]");
  if (choices.grace) await page.selectOption("#create-grace", choices.grace);
  if (choices.clock) await page.selectOption("#create-clock", choices.clock);
  if (await page.locator("#create-pace").count()) await page.selectOption("#create-pace", choices.pace ?? "instant");
  await page.click("form.create button[type=submit]");
  await page.waitForSelector(".table-page[data-table]");
  const id = await page.getAttribute(".table-page", "data-table");
  if (!id) throw new Error("no table id on the page");
  return id;
}

export interface Position {
  deal: number;
  seq: number;
  phase: string;
  myTurn: boolean;
  status: string;
  gameOver: boolean;
  dealOver: boolean;
}

export async function position(page: Page): Promise<Position> {
  return page.evaluate(() => {
    const t = document.querySelector<HTMLElement>(".table-page");
    return {
      deal: Number(t?.dataset.deal ?? -1),
      seq: Number(t?.dataset.seq ?? -1),
      phase: t?.dataset.phase ?? "",
      myTurn: t?.dataset.myTurn === "true",
      status: t?.dataset.status ?? "",
      gameOver: document.querySelector(".game-over") !== null,
      dealOver: document.querySelector(".deal-over") !== null,
    };
  });
}

// Waits until it is this page's turn (or `stop` holds), then makes one
// choice as a person would: a playable card, else the first action button.
// Returns false when `stop` held instead.
export async function playOneTurn(page: Page, stop?: () => Promise<boolean>, limitMs = 60_000): Promise<boolean> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    if (stop && (await stop())) return false;
    const pos = await position(page);
    if (pos.myTurn) break;
    if (Date.now() > deadline) throw new Error(`no turn came within ${limitMs} ms (phase ${pos.phase}, seq ${pos.seq})`);
    await page.waitForTimeout(25);
  }
  const before = (await position(page)).seq;
  // A click whose press and release fall on either side of a redraw (a
  // message came in between) is no click; on a loaded machine that happens:
  // the choice is made again while the turn is still the same.
  for (let attempt = 0; ; ++attempt) {
    const card = page.locator(".hand button.card.legal").first();
    if (await card.count()) await card.click();
    else await page.locator(".actions button.action:not(.secondary)").first().click();
    // The server's answer: the next state (or, for a refused choice, an error).
    try {
      await page.waitForFunction((seq) => {
        const t = document.querySelector<HTMLElement>(".table-page");
        return Number(t?.dataset.seq ?? -1) !== seq || document.querySelector(".error") !== null;
      }, before, { timeout: attempt < 2 ? 10_000 : 30_000 });
      return true;
    } catch (e) {
      const pos = await position(page);
      if (attempt >= 2 || pos.seq !== before || !pos.myTurn) throw e;
    }
  }
}

// A turn played as someone who makes trump whenever he may (never alone):
// people who all pass throw in every deal, and a game of them never ends.
export async function playOneTurnBidding(page: Page, limitMs = 20_000): Promise<void> {
  const pos = await position(page);
  const bid = page.locator(".actions button.action:not(.secondary)").filter({ hasNotText: /pass|alone/i }).first();
  if (pos.myTurn && !pos.phase.includes("discard") && (await bid.count()) > 0 && (await page.locator(".hand button.card.legal").count()) === 0) {
    await bid.click();
    await page.waitForFunction((seq) => Number(document.querySelector<HTMLElement>(".table-page")?.dataset.seq ?? -1) !== seq,
      pos.seq, { timeout: limitMs }).catch(() => undefined);
    return;
  }
  await playOneTurn(page, undefined, limitMs);
}

export async function playUntil(people: Page[], done: () => Promise<boolean>, limitMs = 150_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error("the game did not get there in time");
    let moved = false;
    for (const page of people) {
      const pos = await position(page);
      if (pos.myTurn) {
        await playOneTurn(page);
        moved = true;
      }
    }
    if (!moved) await people[0]?.waitForTimeout(25);
  }
}

// A picture of one element. The page is drawn anew at every message, which
// can replace the element between finding it and taking its picture: then
// it is found and taken again.
export async function screenshotOf(element: Locator, name: string): Promise<void> {
  for (let attempt = 0; ; ++attempt) {
    try {
      await element.screenshot({ path: artifactPath(name), animations: "disabled" });
      return;
    } catch (e) {
      if (attempt === 4) throw e;
    }
  }
}

export function artifactPath(name: string): string {
  mkdirSync(artifacts, { recursive: true });
  return join(artifacts, name);
}

// The record of a finished game, as the server serves it.
export async function fetchRecord(server: Server, path: string): Promise<unknown> {
  const response = await fetch(`${server.url}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return response.json();
}
