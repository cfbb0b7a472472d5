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

// The site's icon: a card on the felt, as SVG (named by index.html) and as
// /favicon.ico (which browsers ask for by themselves): a 32x32 BMP in an ICO.
const feltRgb = [0x1d, 0x5e, 0x3a], darkRgb = [0x15, 0x4a, 0x2d], red = [0xc0, 0x26, 0x2d];
writeFileSync(join(out, "favicon.svg"), `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
<rect width="32" height="32" rx="7" fill="#1d5e3a"/><rect x="8.5" y="5.5" width="15" height="21" rx="2" fill="#fbfaf6" stroke="#154a2d"/>
<path d="M16 10.5 20.5 16 16 21.5 11.5 16z" fill="#c0262d"/></svg>
`);
function icoPixel(x, y) {
  // y from the top; returns [r, g, b, a]
  const corner = 6, cx = Math.min(x, 31 - x), cy = Math.min(y, 31 - y);
  if (cx < corner && cy < corner && (corner - cx) ** 2 + (corner - cy) ** 2 > corner ** 2) return [0, 0, 0, 0];
  if (x >= 9 && x <= 22 && y >= 5 && y <= 26) {
    if (Math.abs(x - 15.5) * 1.1 + Math.abs(y - 15.5) * 0.9 <= 5.2) return [...red, 255];
    if (x === 9 || x === 22 || y === 5 || y === 26) return [...darkRgb, 255];
    return [0xfb, 0xfa, 0xf6, 255];
  }
  return [...feltRgb, 255];
}
{
  const size = 32, pixels = Buffer.alloc(size * size * 4), mask = Buffer.alloc(size * 4);
  for (let row = 0; row < size; ++row) {
    const y = size - 1 - row; // BMP rows go bottom up
    for (let x = 0; x < size; ++x) {
      const [r, g, b, a] = icoPixel(x, y);
      pixels.set([b, g, r, a], (row * size + x) * 4);
    }
  }
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0); header.writeInt32LE(size, 4); header.writeInt32LE(size * 2, 8);
  header.writeUInt16LE(1, 12); header.writeUInt16LE(32, 14); header.writeUInt32LE(pixels.length + mask.length, 20);
  const image = Buffer.concat([header, pixels, mask]);
  const dir = Buffer.alloc(22);
  dir.writeUInt16LE(0, 0); dir.writeUInt16LE(1, 2); dir.writeUInt16LE(1, 4);
  dir.writeUInt8(size, 6); dir.writeUInt8(size, 7); dir.writeUInt8(0, 8); dir.writeUInt8(0, 9);
  dir.writeUInt16LE(1, 10); dir.writeUInt16LE(32, 12); dir.writeUInt32LE(image.length, 14); dir.writeUInt32LE(22, 18);
  writeFileSync(join(out, "favicon.ico"), Buffer.concat([dir, image]));
}

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
