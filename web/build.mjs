// Builds the browser table (docs/client.md): the page's TypeScript and CSS
// bundled by esbuild into OUT with content-hashed names (so `euchre serve`
// may let browsers keep them), index.html naming them; and the browser tests
// compiled for Node into TESTS_OUT. Run by the CMake target euchre_web:
//   node web/build.mjs --out DIR [--tests-out DIR]
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));

function arg(name) {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
}

const out = arg("--out");
const testsOut = arg("--tests-out");
if (!out) {
  console.error("usage: node web/build.mjs --out DIR [--tests-out DIR]");
  process.exit(2);
}
if (!existsSync(join(here, "node_modules", "esbuild"))) {
  console.error(`web/build.mjs: ${join(here, "node_modules")} lacks esbuild: run bash scripts/install-deps.sh (npm ci in web/)`);
  process.exit(1);
}
const esbuild = await import("esbuild");

// The page: one script and one style sheet, hashed.
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const page = await esbuild.build({
  absWorkingDir: here,
  entryPoints: ["src/main.ts"],
  bundle: true,
  minify: true,
  sourcemap: "linked",
  format: "esm",
  target: ["es2022"],
  outdir: out,
  entryNames: "[name]-[hash]",
  metafile: true,
  logLevel: "warning",
});
const outputs = Object.keys(page.metafile.outputs).map((file) => basename(file));
const script = outputs.find((f) => f.endsWith(".js"));
const style = outputs.find((f) => f.endsWith(".css"));
if (!script || !style) throw new Error(`web/build.mjs: no script or style sheet in ${outputs.join(", ")}`);
const html = readFileSync(join(here, "src", "index.html"), "utf8").replace("%SCRIPT%", script).replace("%STYLE%", style);
writeFileSync(join(out, "index.html"), html);

// The tests: CommonJS for Node, playwright-core left to node_modules (NODE_PATH).
if (testsOut) {
  rmSync(testsOut, { recursive: true, force: true });
  const tests = readdirSync(join(here, "tests")).filter((f) => f.endsWith(".test.ts"));
  await esbuild.build({
    absWorkingDir: here,
    entryPoints: tests.map((f) => join("tests", f)),
    bundle: true,
    platform: "node",
    format: "cjs",
    target: ["node18"],
    outdir: testsOut,
    outExtension: { ".js": ".cjs" },
    external: ["playwright-core"],
    sourcemap: "inline",
    logLevel: "warning",
  });
}
console.log(`web/build.mjs: page in ${relative(process.cwd(), out) || "."} (${script}, ${style})`);
