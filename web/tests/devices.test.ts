// One person on two devices (docs/server.md, "Another device"): a code made
// in the lobby signs a phone in as the same person through its link; the
// link works once; a link that does not work says so and leaves the page as
// it was. Against the real server (its side: tests/room/signin_test.cpp).
import assert from "node:assert/strict";
import { test } from "node:test";
import { artifactPath, desktop, newPerson, openLobby, phone, serverAndBrowser, skipWithoutChromium } from "./harness";

skipWithoutChromium();

const stage = serverAndBrowser();

test("a sign-in link carries a person to a phone, once", async () => {
  const ann = await newPerson(stage.browser, "Ann", desktop);
  await openLobby(ann, stage.server);
  await ann.page.click("button.signin-make");
  const link = ann.page.locator(".signin-code a");
  await link.waitFor();
  const href = (await link.getAttribute("href")) ?? "";
  assert.match(href, /\?code=[2-9a-z]{4}-[2-9a-z]{4}-[2-9a-z]{4}$/);
  assert.match(await ann.page.locator(".signin-code").innerText(), /works once, for 15 minutes/);

  // A new browser (no token, no name kept) opens the link: it is Ann.
  const context = await stage.browser.newContext({ viewport: phone });
  const page = await context.newPage();
  await page.goto(href);
  await page.waitForSelector("#status[data-status=open]");
  await page.waitForFunction(() => (document.getElementById("name") as HTMLInputElement | null)?.value === "Ann");
  assert.equal(new URL(page.url()).searchParams.get("code"), null, "the code leaves the address bar");
  const token = await page.evaluate(() => window.localStorage.getItem("euchre.token"));
  const annToken = await ann.page.evaluate(() => window.localStorage.getItem("euchre.token"));
  assert.ok(token && token !== annToken, "the phone has a token of its own");

  // The same link again, in a third browser: it says so and carries on as a guest.
  const other = await stage.browser.newContext({ viewport: phone });
  const third = await other.newPage();
  await third.goto(href);
  await third.waitForSelector(".lobby .error");
  assert.match(await third.locator(".lobby .error").innerText(), /This sign-in link did not work: .*used already or expired/);
  await third.waitForFunction(() => /^guest /.test((document.getElementById("name") as HTMLInputElement | null)?.value ?? ""));

  // Signing the other devices out: the phone's token no longer works (a
  // reload makes it a newcomer, with a token of its own again).
  await ann.page.click("button.signout-devices");
  await ann.page.waitForFunction(() => /other devices are signed out/.test(document.querySelector(".devices")?.textContent ?? ""));
  await page.reload();
  await page.waitForFunction((old) => {
    const now = window.localStorage.getItem("euchre.token");
    return now !== null && now !== old;
  }, token);
  // It says what happened (issue 38: it became a stranger without a word).
  await page.waitForSelector(".lobby .error");
  assert.match(await page.locator(".lobby .error").innerText(),
    /This device is no longer signed in as Ann: it was signed out from another device, or the server has forgotten it\. You play here as a new guest named Ann/);
  await page.screenshot({ path: artifactPath("devices-signed-out-phone.png"), fullPage: true, animations: "disabled" });
  await other.close();
  await context.close();
  await ann.context.close();
});
