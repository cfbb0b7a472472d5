// The first thing the lobby shows (docs/client.md "Play at once"): one tap
// to a game against bots with the rules last chosen, then a private table
// to share with friends, then the club evenings. The long create form and
// the evening's form come below it, for those who look for them.
import { h } from "./dom";
import { readProgress } from "./learn";
import type { Model } from "./model";
import { prefs } from "./prefs";
import type { RulesCatalog } from "./protocol";
import type { Ui } from "./ui";

// The preset remembered on this device, if the server still offers it.
export function rememberedPreset(catalog: RulesCatalog | null): string {
  const kept = prefs.preset();
  if (kept && (!catalog || catalog.presets.some((p) => p.name === kept))) return kept;
  return "standard";
}

// How many seats the preset's mode has (two- and three-handed presets too).
export function presetSeats(catalog: RulesCatalog | null, preset: string): number {
  const mode = catalog?.presets.find((p) => p.name === preset)?.options.mode ?? "partnership";
  return catalog?.seats_by_mode[mode] ?? 4;
}

// Who plays with the person, in words, for the button's note (in call-ace
// euchre the partner is found in the play: no partner to name).
function botsWords(catalog: RulesCatalog | null, preset: string): string {
  const seats = presetSeats(catalog, preset);
  const mode = catalog?.presets.find((p) => p.name === preset)?.options.mode ?? "partnership";
  if (seats === 2) return "you against a bot";
  if (seats === 3) return "you against two bots";
  if (seats === 4 && mode === "partnership") return "you and a bot partner against two bots";
  return `you and ${seats - 1} bots`;
}

// A second tap while the first one's table is being made (a double tap, an
// impatient one) makes no second table.
let quickSentAt = 0;
const kQuickRepeatMs = 4000;

// The table the one-tap buttons create: the person in the first seat, the
// others bots (basic, the form's default) or open for friends; the bots at
// the normal pace and the expert's hints allowed, as the form starts.
function quickTable(m: Model, ui: Ui, friends: boolean): void {
  if (Date.now() - quickSentAt < kQuickRepeatMs) return;
  quickSentAt = Date.now();
  const preset = rememberedPreset(m.catalog);
  const seats = presetSeats(m.catalog, preset);
  const bots = Array.from({ length: seats }, (_, seat) => (seat === 0 || friends ? null : "basic"));
  ui.send({ type: "create", preset, options: {}, bots, seat: 0, private: friends, clock: 0, grace: 30, pace: "normal", hints: true });
}

// New to the game: the lessons, and how far this device has come.
function learnNote(): string {
  const done = Object.keys(readProgress()).length;
  return `Never played? Short lessons, each ending at the table with a real deal${done ? ` (${done} done here)` : ""}; then a practice game.`;
}

export function startView(m: Model, ui: Ui): HTMLElement {
  const preset = rememberedPreset(m.catalog);
  const rules = `${preset.replace(/_/g, " ")} rules`;
  return h("section", { class: "start", "aria-labelledby": "start-title" },
    h("h2", { id: "start-title" }, "Play now"),
    h("div", { class: "start-choices" },
      h("button", { type: "button", class: "primary start-button play-bots", "data-focus": "play-bots", "aria-describedby": "play-bots-note",
        onclick: () => { quickTable(m, ui, false); } }, "Play against bots"),
      h("p", { class: "start-note", id: "play-bots-note" }, `Starts at once: ${botsWords(m.catalog, preset)}; ${rules}, hints allowed.`),
      h("button", { type: "button", class: "start-button learn", "data-focus": "learn", "aria-describedby": "learn-note",
        onclick: () => { ui.openLearn(); } }, "Learn Euchre"),
      h("p", { class: "start-note", id: "learn-note" }, learnNote()),
      h("button", { type: "button", class: "start-button play-friends", "data-focus": "play-friends", "aria-describedby": "play-friends-note",
        onclick: () => { quickTable(m, ui, true); } }, "Play with friends"),
      h("p", { class: "start-note", id: "play-friends-note" }, `A private table (${rules}): send its link to the friends you play with.`),
      h("a", { class: "start-button start-link to-events", href: "#club-events", "aria-describedby": "to-events-note" }, "Club evenings"),
      h("p", { class: "start-note", id: "to-events-note" }, "Progressive euchre: a few deals a round, then partners and tables change.")),
    h("p", { class: "start-more" }, "Other rules, seats or a turn clock: ",
      h("a", { href: "#create-table", class: "to-create", onclick: (e: Event) => { e.preventDefault(); openCreate(); } }, "create a table"), "."));
}

// Takes the person to the create form and into its first field.
export function openCreate(): void {
  const form = document.getElementById("create-table");
  form?.scrollIntoView({ block: "start" });
  document.getElementById("create-name")?.focus({ preventScroll: true });
}
