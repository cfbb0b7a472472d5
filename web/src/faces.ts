// Card faces drawn by the page itself (SVG, no image files): the corner
// index (rank and suit, big enough to read on a phone), the pips of the
// number cards in their classic places, one large pip for an ace, and a
// double-headed figure for the jack, queen and king (cap, tiara, crown).
// Shapes take the suit's colour from CSS (currentColor), so the colour-blind
// deck (four colours and the suit's letter) is the same drawing. Each face
// is built once and cloned. Drawn by this project; public domain (CC0 1.0):
// web/CARD-FACES-LICENSE.md.
import { isBenny, rankLabel, rankOf, suitOf } from "./cards";
import type { Card, Suit } from "./protocol";

const NS = "http://www.w3.org/2000/svg";

// Suit shapes in a 100 x 100 box.
const suitPaths: Record<Exclude<Suit, "n">, string> = {
  h: "M50 92C22 68 2 50 2 29 2 13 14 2 28 2c10 0 18 6 22 14C54 8 62 2 72 2c14 0 26 11 26 27 0 21-20 39-48 63z",
  d: "M50 2 90 50 50 98 10 50z",
  s: "M50 2C32 26 2 42 2 63c0 15 11 25 24 25 9 0 17-4 21-11-1 10-6 17-15 23h36c-9-6-14-13-15-23 4 7 12 11 21 11 13 0 24-10 24-25C98 42 68 26 50 2z",
  c: "M50 4a21 21 0 0 0-20 28A21 21 0 1 0 46 66c-1 14-6 24-15 32h38c-9-8-14-18-15-32a21 21 0 1 0 16-34A21 21 0 0 0 50 4z",
};

function pip(suit: Exclude<Suit, "n">, cx: number, cy: number, size: number, flip = false): string {
  const s = size / 100;
  const t = `translate(${cx - size / 2} ${cy - size / 2}) scale(${s})`;
  return `<path d="${suitPaths[suit]}" transform="${flip ? `rotate(180 ${cx} ${cy}) ` : ""}${t}"/>`;
}

// Pip places of the number cards: [column, row] with columns l m r and
// rows from 0 (top) to 1 (bottom).
const L = 31, M = 50, R = 69;
const layouts: Record<string, [number, number][]> = {
  "2": [[M, 0], [M, 1]],
  "3": [[M, 0], [M, 0.5], [M, 1]],
  "4": [[L, 0], [R, 0], [L, 1], [R, 1]],
  "5": [[L, 0], [R, 0], [M, 0.5], [L, 1], [R, 1]],
  "6": [[L, 0], [R, 0], [L, 0.5], [R, 0.5], [L, 1], [R, 1]],
  "7": [[L, 0], [R, 0], [M, 0.25], [L, 0.5], [R, 0.5], [L, 1], [R, 1]],
  "8": [[L, 0], [R, 0], [M, 0.25], [L, 0.5], [R, 0.5], [M, 0.75], [L, 1], [R, 1]],
  "9": [[L, 0], [R, 0], [L, 1 / 3], [R, 1 / 3], [M, 0.5], [L, 2 / 3], [R, 2 / 3], [L, 1], [R, 1]],
  T: [[L, 0], [R, 0], [M, 1 / 6], [L, 1 / 3], [R, 1 / 3], [L, 2 / 3], [R, 2 / 3], [M, 5 / 6], [L, 1], [R, 1]],
};

const GOLD = "#d9a52b", SKIN = "#f4d3a6", LINE = "#3a2a10";

// The top half of a court figure (the bottom half is the same turned).
function figureHalf(rank: string, suit: Exclude<Suit, "n">): string {
  const hat = rank === "K"
    ? `<path d="M38 38 40 24 45 32 50 21 55 32 60 24 62 38z" fill="${GOLD}" stroke="${LINE}" stroke-width="1"/>`
    : rank === "Q"
      ? `<path d="M39 39Q50 22 61 39z" fill="${GOLD}" stroke="${LINE}" stroke-width="1"/><circle cx="50" cy="27" r="2.5" fill="${GOLD}" stroke="${LINE}"/>`
      : `<path d="M38 39Q40 27 51 27Q62 28 63 36L69 35 63 40z" fill="currentColor" stroke="${LINE}" stroke-width="1"/>`;
  const hair = rank === "Q" ? `<path d="M40 42Q38 56 44 60L44 44zM60 42Q62 56 56 60L56 44z" fill="${LINE}"/>` : "";
  const beard = rank === "K" ? `<path d="M43 50Q50 62 57 50Q50 54 43 50z" fill="${LINE}"/>` : "";
  return `<path d="M27 70Q28 56 50 55Q72 56 73 70z" fill="currentColor" stroke="${LINE}" stroke-width="1"/>` +
    `<path d="M41 57 50 65 59 57" fill="none" stroke="${GOLD}" stroke-width="2.5"/>` +
    hair + `<circle cx="50" cy="46" r="9" fill="${SKIN}" stroke="${LINE}" stroke-width="1"/>` + beard + hat +
    `<circle cx="46.5" cy="45" r="1" fill="${LINE}"/><circle cx="53.5" cy="45" r="1" fill="${LINE}"/>` +
    pip(suit, 32, 32, 11);
}

function court(rank: string, suit: Exclude<Suit, "n">): string {
  const half = figureHalf(rank, suit);
  return `<rect x="22" y="20" width="56" height="100" rx="3" fill="#fffdf3" stroke="currentColor" stroke-width="1.5"/>` +
    `<g>${half}</g><g transform="rotate(180 50 70)">${half}</g>` +
    `<line x1="22" y1="70" x2="78" y2="70" stroke="currentColor" stroke-width="1"/>`;
}

function centre(rank: string, suit: Exclude<Suit, "n">): string {
  if (rank === "A") return pip(suit, 50, 70, 46);
  if (rank === "J" || rank === "Q" || rank === "K") return court(rank, suit);
  const places = layouts[rank] ?? [];
  return places.map(([x, row]) => pip(suit, x, 28 + row * 84, 19, row > 0.5)).join("");
}

function corner(rank: string, suit: Exclude<Suit, "n">, letter: string): string {
  return `<text x="11" y="27" class="index" text-anchor="middle" font-size="${rank.length > 1 ? 22 : 27}" font-weight="700" fill="currentColor" ` +
    `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" ${rank.length > 1 ? 'letter-spacing="-2"' : ""}>${rank}</text>` +
    pip(suit, 11, 39, 15) +
    `<text x="11" y="61" class="letter" text-anchor="middle" font-size="13" font-weight="700" fill="currentColor" font-family="system-ui, sans-serif">${letter}</text>`;
}

function faceSvg(card: Card, compact: boolean): string {
  const open = `<svg xmlns="${NS}" viewBox="0 0 100 140" class="face${compact ? " compact" : ""}" aria-hidden="true" focusable="false">`;
  if (isBenny(card)) {
    return `${open}<path d="M50 34 58 58 83 58 63 73 70 97 50 82 30 97 37 73 17 58 42 58z" fill="${GOLD}" stroke="${LINE}" stroke-width="1.5"/>` +
      `<text x="50" y="122" text-anchor="middle" font-size="16" font-weight="700" fill="currentColor" font-family="system-ui, sans-serif">JOKER</text>` +
      `<text x="11" y="27" text-anchor="middle" font-size="22" font-weight="700" fill="currentColor">★</text></svg>`;
  }
  const suit = suitOf(card);
  if (!suit || suit === "n") return `${open}<text x="50" y="80" text-anchor="middle" font-size="30">${card}</text></svg>`;
  const rank = rankLabel(card);
  const letter = suit.toUpperCase();
  if (compact) {
    // Small cards (revealed hands, the last trick): the index large, one pip.
    return `${open}<text x="50" y="60" text-anchor="middle" font-size="${rank.length > 1 ? 50 : 58}" font-weight="700" fill="currentColor" ` +
      `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" ${rank.length > 1 ? 'letter-spacing="-4"' : ""}>${rank}</text>` +
      pip(suit, 50, 96, 44) +
      `<text x="86" y="130" class="letter" text-anchor="middle" font-size="24" font-weight="700" fill="currentColor" font-family="system-ui, sans-serif">${letter}</text></svg>`;
  }
  return `${open}${centre(rankOf(card), suit)}${corner(rank, suit, letter)}` +
    `<g transform="rotate(180 50 70)">${corner(rank, suit, letter)}</g></svg>`;
}

const cache = new Map<string, Element>();

export function faceOf(card: Card, compact: boolean): Element {
  const key = `${card}:${compact ? "c" : "f"}`;
  let face = cache.get(key);
  if (!face) {
    const t = document.createElement("template");
    t.innerHTML = faceSvg(card, compact);
    face = t.content.firstElementChild ?? document.createElementNS(NS, "svg");
    cache.set(key, face);
  }
  return face.cloneNode(true) as Element;
}
