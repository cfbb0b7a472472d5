// The rounds an evening has played, each table with its replay (docs/events.md,
// "Watching an evening"): who sat where, the points, and a button that opens
// the table's record in the replay with the expert's analysis. Only finished
// rounds come from the server: nobody watches a table while its round is played.
import { h } from "./dom";
import { fold } from "./folds";
import type { EventInfo } from "./protocol";
import type { Ui } from "./ui";

// "/api/games/12.egn?invite=..." -> 12 (the replay's title and key).
function gameOf(record: string): number {
  return Number(/\/api\/games\/(\d+)\.egn/.exec(record)?.[1] ?? 0);
}

export function replayButton(record: string, what: string, ui: Ui, deal = 0): HTMLElement {
  const game = gameOf(record);
  return h("button", { type: "button", class: "secondary replay-table", "data-focus": `replay-${game}-${deal}`,
    "aria-label": `Replay ${what}`, onclick: () => { ui.replayGame(game, record, deal); } }, "Replay");
}

export function playedView(ev: EventInfo, me: string | null, ui: Ui): HTMLElement | null {
  const played = ev.played ?? [];
  if (!played.length) return null;
  return fold(`${ev.event}/played`, "rounds-played", `The rounds played (${played.length}): who sat where, and each table's replay`,
    [...played].reverse().map((round) => h("section", { class: "round-played", "aria-label": `round ${round.round}` },
      h("h4", {}, `Round ${round.round}`),
      h("ul", {}, ...round.tables.map((t) => {
        const side = (a: number, b: number): string => `${t.seats[a] ?? "?"} & ${t.seats[b] ?? "?"}`;
        const mine = me !== null && t.seats.includes(me);
        return h("li", { class: mine ? "me" : "" }, `Table ${t.number}: ${side(0, 2)} ${t.points[0] ?? 0}, ${side(1, 3)} ${t.points[1] ?? 0} `,
          t.record ? replayButton(t.record, `round ${round.round}, table ${t.number}`, ui) : "(its record cannot be read just now)");
      })))));
}
