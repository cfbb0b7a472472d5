// Accessibility checked by axe-core (npm, injected into the page), for
// every browser test that shows a screen of its own (a11y.test.ts, the club
// evenings' tests): the moderate, serious and critical violations.
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";

// axe.min.js from the page's node_modules (NODE_PATH, as CTest sets it).
function axePath(): string {
  const dirs = [...(process.env.NODE_PATH ?? "").split(":").filter(Boolean), join(process.cwd(), "node_modules")];
  for (const dir of dirs) {
    const file = join(dir, "axe-core", "axe.min.js");
    if (existsSync(file)) return file;
  }
  throw new Error(`axe-core not found in ${dirs.join(", ")}: npm ci in web/`);
}

interface Violation { id: string; impact: string | null; help: string; nodes: { target: string[]; failureSummary?: string }[] }

async function violations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: axePath() });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: unknown): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { rules: { "label-content-name-mismatch": { enabled: true } } });
    return result.violations;
  });
  return found.filter((v) => v.impact === "moderate" || v.impact === "serious" || v.impact === "critical");
}

export async function checkA11y(page: Page, screen: string): Promise<void> {
  // Judged at rest: a card sliding to the trick's winner fades its label on
  // the way (a contrast no one reads), so the moves finish first (bounded).
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"), null,
    { timeout: 5_000 }).catch(() => undefined);
  let found = await violations(page);
  // A colour measured while something fades (a seat's badge as the trick
  // is gathered, on a loaded machine past the wait above) is not what a
  // person reads: contrast is judged again a moment later, and a real
  // shortfall is still there then.
  if (found.some((v) => v.id === "color-contrast")) {
    await page.waitForTimeout(1_500);
    found = await violations(page);
  }
  const words = found.map((v) => `${v.id} (${v.impact ?? ""}): ${v.help}\n` +
    v.nodes.slice(0, 4).map((n) => `    ${n.target.join(" ")}: ${(n.failureSummary ?? "").replace(/\n/g, " ")}`).join("\n")).join("\n");
  assert.equal(found.length, 0, `${screen}: ${found.length} violations\n${words}`);
}

