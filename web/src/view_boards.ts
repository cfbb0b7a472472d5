// A duplicate evening in the lobby (docs/events.md, "Duplicate events"): the
// standings by matchpoints, each finished board with how every table played
// it, and the boards' commitment, so a player can check afterwards that
// nobody chose the cards.
import { suitSymbols, suitWords } from "./cards";
import { h } from "./dom";
import { fold } from "./folds";
import type { BoardPlay, DuplicateStanding, EventBoards, EventInfo, Suit } from "./protocol";
import type { Ui } from "./ui";
import { replayButton } from "./view_played";

const suits: readonly Suit[] = ["c", "d", "h", "s", "n"];
const seatWords = ["North", "East", "South", "West"];

// Random bytes as hex: this person's contribution to the boards, so that
// the server alone cannot choose them (docs/fair-shuffle.md, "Boards").
export function boardsContribution(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function isDuplicateStandings(ev: EventInfo): ev is EventInfo & { standings: DuplicateStanding[] } {
  return ev.format === "duplicate";
}

export function duplicateStandingsView(standings: DuplicateStanding[], over: boolean, me: number | null): HTMLElement {
  return h("table", { class: "standings" },
    h("caption", {}, over ? "Final standings (matchpoints)" : "Standings so far (matchpoints)"),
    h("thead", {}, h("tr", {}, ...["Place", "Name", "Score", "Matchpoints", "Boards"].map((t) => h("th", { scope: "col" }, t)))),
    // Score: the percentage of the top over the boards played (a bye costs nothing).
    h("tbody", {}, ...standings.map((s) => h("tr", { class: s.person === me ? "me" : "" },
      h("td", {}, String(s.place)), h("th", { scope: "row" }, s.person === me ? `${s.name} (you)` : s.name),
      h("td", { class: "num" }, `${s.percent.toFixed(1)}%`), h("td", { class: "num" }, `${s.matchpoints} of ${s.top}`),
      h("td", { class: "num" }, s.few_boards ? `${s.boards}*` : String(s.boards))))),
    // Why a high score can rank low (docs/events.md, "Duplicate").
    standings.some((s) => s.few_boards)
      ? h("tfoot", {}, h("tr", {}, h("td", { colspan: 5 },
        "* Fewer than half the boards of the one who played most: ranked after everyone who played that many.")))
      : null);
}

// "♥ hearts by East, alone" or "all passed".
function contract(p: BoardPlay): string {
  if (p.trump === undefined || p.maker === undefined) return "all passed";
  const suit = suits[p.trump] ?? "n";
  const made = `${suit === "n" ? "" : suitSymbols[suit] + " "}${suitWords[suit]} by ${seatWords[p.maker]}`;
  return p.alone !== undefined ? `${made}, alone` : made;
}

// The replay of a board's play: its table's record, opened at the board's deal.
function boardReplay(ev: EventInfo, board: number, p: BoardPlay, ui: Ui): HTMLElement | null {
  const record = ev.played?.find((r) => r.round === p.round)?.tables.find((t) => t.number === p.table)?.record;
  const firstBoard = (p.round - 1) * ev.deals + 1;
  return record ? replayButton(record, `board ${board} at table ${p.table}`, ui, board - firstBoard) : null;
}

function playRow(ev: EventInfo, board: number, p: BoardPlay, me: string | null, ui: Ui): HTMLElement {
  const mine = me !== null && p.seats.includes(me);
  const side = (a: number, b: number): string => `${p.seats[a]} & ${p.seats[b]}`;
  return h("tr", { class: mine ? "me" : "" },
    h("th", { scope: "row" }, `Table ${p.table} `, boardReplay(ev, board, p, ui)),
    h("td", { "data-label": "North–South" }, side(0, 2)), h("td", { "data-label": "East–West" }, side(1, 3)),
    h("td", { "data-label": "Contract" }, contract(p)),
    h("td", { class: "num", "data-label": "Points" }, `${p.points[0]}–${p.points[1]}`),
    h("td", { class: "num", "data-label": "Matchpoints" }, `${p.matchpoints[0]}–${p.matchpoints[1]}`));
}

type Board = EventBoards["boards"][number];

function boardTable(ev: EventInfo, board: Board, myName: string | null, ui: Ui): HTMLElement {
  const plays = [...board.plays].sort((a, b) => a.table - b.table);
  return h("table", { class: "board-plays" },
    h("caption", {}, `Board ${board.board}: how each table played it`),
    h("thead", {}, h("tr", {},
      h("th", { scope: "col" }, ""), h("th", { scope: "col" }, "North–South"), h("th", { scope: "col" }, "East–West"),
      h("th", { scope: "col" }, "Contract"), h("th", { scope: "col", class: "num" }, "Points"),
      h("th", { scope: "col", class: "num" }, h("abbr", { title: "matchpoints: North–South, East–West" }, "MP")))),
    h("tbody", {}, ...plays.map((p) => playRow(ev, board.board, p, myName, ui))));
}

// Every finished round's boards, the latest round open: how each table played them.
// The evening's key for its downloads (docs/events.md, "Watching an evening"), when it was given one.
export function keyQuery(ev: EventInfo): string {
  return ev.key ? `?key=${encodeURIComponent(ev.key)}` : "";
}

export function boardsView(ev: EventInfo, myName: string | null, ui: Ui): HTMLElement | null {
  const b = ev.boards;
  if (!b) return null;
  const commitment = h("p", { class: "boards-commitment" },
    "The boards were fixed before the evening: commitment ", h("code", {}, b.commitment.slice(0, 16) + "…"),
    `, with ${b.contributions.length} ${b.contributions.length === 1 ? "contribution" : "contributions"} from the people. `,
    b.secret ? h("a", { href: `/api/events/${ev.event}.boards.json${keyQuery(ev)}`, download: `euchre-event-${ev.event}.boards.json` },
      "Check the boards (for euchre verify --boards)") : "The secret is revealed when the evening is over.");
  const rounds = new Map<number, Board[]>();
  for (const board of b.boards) {
    const round = board.plays[0]?.round;
    if (round !== undefined) rounds.set(round, [...(rounds.get(round) ?? []), board]);
  }
  const latest = Math.max(0, ...rounds.keys());
  return h("section", { class: "boards", "aria-label": "the boards" },
    commitment,
    ...[...rounds.entries()].reverse().map(([round, boards]) => fold(`${ev.event}/boards/${round}`, "boards-round",
      `Round ${round}: boards ${boards[0]?.board ?? ""} to ${boards[boards.length - 1]?.board ?? ""}`,
      boards.map((board) => boardTable(ev, board, myName, ui)), round === latest)));
}
