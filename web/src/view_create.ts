// The "create a table" form: a preset and any option (offered from the
// server's catalogue, GET /api/rules), who sits in each seat (you, a
// friend, a bot and its level), private (an invite link), turn clock, hints.
// Built once and kept, so the lobby's refreshes do not wipe what is typed.
// It starts from the preset last chosen on this device (prefs.ts).
import { h } from "./dom";
import { prefs } from "./prefs";
import type { RulesCatalog } from "./protocol";
import { RuleChoice } from "./rule_options";
import type { Ui } from "./ui";
import { rememberedPreset } from "./view_start";

const who = [
  ["you", "You"], ["open", "A friend (open seat)"], ["basic", "Bot: basic"], ["random", "Bot: random"],
  ["expert:1", "Bot: expert, quick"], ["expert:2", "Bot: expert, level 2"], ["expert:3", "Bot: expert, level 3"],
  ["expert:4", "Bot: expert, deep"],
] as const;

function select(name: string, label: string, options: readonly (readonly [string, string])[], value: string): HTMLElement {
  const id = `create-${name}`;
  const el = h("select", { id, name, "data-focus": id }, ...options.map(([v, text]) => h("option", { value: v, selected: v === value }, text)));
  return h("label", { for: id }, `${label} `, el);
}

export class CreateForm {
  readonly element: HTMLFormElement;
  private readonly seatsBox = h("fieldset", { class: "seat-choices" });
  private readonly rules: RuleChoice;
  private readonly message = h("p", { class: "form-message", role: "status" });

  constructor(private readonly catalog: RulesCatalog, private readonly ui: Ui) {
    this.rules = new RuleChoice(catalog, "option-", "create-preset", () => true, rememberedPreset(catalog));
    this.element = h("form", { class: "create", id: "create-table", "aria-labelledby": "create-title" },
      h("h2", { id: "create-title" }, "Create a table"),
      h("label", { for: "create-name" }, "Table name ", h("input", { id: "create-name", name: "name", maxlength: 60, placeholder: "Friday night", "data-focus": "create-name" })),
      h("label", { for: "create-preset" }, "Rules ", this.rules.preset),
      this.seatsBox,
      h("details", { class: "more-rules" }, h("summary", {}, "Every rule option"), this.rules.options),
      h("label", {}, h("input", { type: "checkbox", name: "private", "data-focus": "create-private" }), " Private (only people with the invite link)"),
      select("clock", "Turn clock", [["0", "none"], ["15", "15 s"], ["30", "30 s"], ["60", "1 min"], ["120", "2 min"]], "0"),
      select("pace", "Bots play", [["instant", "Instant"], ["normal", "Normal (about 0.8 s a card)"], ["slow", "Slow"]], "normal"),
      select("grace", "Keep a dropped player's seat for", [["5", "5 s"], ["15", "15 s"], ["30", "30 s"], ["60", "1 min"], ["300", "5 min"]], "30"),
      h("label", {}, h("input", { type: "checkbox", name: "hints", checked: true, "data-focus": "create-hints" }), " Allow the expert's hints"),
      h("label", {}, h("input", { type: "checkbox", name: "rated", "data-focus": "create-rated",
        onchange: (e: Event) => { if ((e.target as HTMLInputElement).checked) (this.field("hints") as HTMLInputElement).checked = false; } }),
      " Rated game (no hints, no undo)"),
      h("button", { type: "submit", class: "primary", "data-focus": "create-submit" }, "Create the table"),
      this.message) as HTMLFormElement;
    this.element.addEventListener("submit", (e) => { e.preventDefault(); this.submit(); });
    this.rules.onChange(() => { this.fillSeats(); });
    this.fillSeats();
  }

  private field(name: string): HTMLInputElement | HTMLSelectElement {
    const el = this.element.elements.namedItem(name);
    if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement)) throw new Error(`no field ${name}`);
    return el;
  }

  private seatTotal(): number {
    const mode = this.rules.chosen().mode ?? this.rules.presetOptions().mode ?? "partnership";
    return this.catalog.seats_by_mode[mode] ?? 4;
  }

  private fillSeats(): void {
    const n = this.seatTotal();
    const rows = Array.from({ length: n }, (_, seat) => select(`seat-${seat}`, `Seat ${seat + 1}${n === 4 ? (seat % 2 === 0 ? " (your side)" : " (opponents)") : ""}`,
      who, seat === 0 ? "you" : "basic"));
    this.seatsBox.replaceChildren(h("legend", {}, "Who sits where"), ...rows);
  }

  private submit(): void {
    const n = this.seatTotal();
    const bots: (string | null)[] = [];
    let seat: number | null = null;
    for (let i = 0; i < n; ++i) {
      const choice = this.field(`seat-${i}`).value;
      if (choice === "you") {
        if (seat !== null) {
          this.message.textContent = "You can sit in one seat only.";
          return;
        }
        seat = i;
      }
      bots.push(choice === "you" || choice === "open" ? null : choice);
    }
    const options = this.rules.changes();
    const name = this.field("name").value.trim();
    this.message.textContent = "";
    prefs.setPreset(this.rules.preset.value); // "Play against bots" plays it from now on
    this.ui.send({
      type: "create", preset: this.rules.preset.value, options, bots, seat,
      private: (this.field("private") as HTMLInputElement).checked, clock: Number(this.field("clock").value),
      grace: Number(this.field("grace").value), pace: this.field("pace").value,
      hints: (this.field("hints") as HTMLInputElement).checked, ...(name ? { name } : {}),
      ...((this.field("rated") as HTMLInputElement).checked ? { rated: true } : {}),
    });
  }
}
