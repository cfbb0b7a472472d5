// The "create a table" form: a preset and any option (offered from the
// server's catalogue, GET /api/rules), who sits in each seat (you, a
// friend, a bot and its level), private (an invite link), turn clock, hints.
// Built once and kept, so the lobby's refreshes do not wipe what is typed.
import { h } from "./dom";
import type { RulesCatalog } from "./protocol";
import type { Ui } from "./ui";

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
  private readonly optionsBox = h("div", { class: "option-list" });
  private readonly message = h("p", { class: "form-message", role: "status" });

  constructor(private readonly catalog: RulesCatalog, private readonly ui: Ui) {
    const presets = catalog.presets.map((p) => [p.name, `${p.name}: ${p.summary}`] as const);
    this.element = h("form", { class: "create", "aria-label": "create a table" },
      h("h2", {}, "Create a table"),
      h("label", { for: "create-name" }, "Table name ", h("input", { id: "create-name", name: "name", maxlength: 60, placeholder: "Friday night", "data-focus": "create-name" })),
      select("preset", "Rules", presets, "standard"),
      this.seatsBox,
      h("details", { class: "more-rules" }, h("summary", {}, "Every rule option"), this.optionsBox),
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
    this.field("preset").addEventListener("change", () => { this.fillOptions(); this.fillSeats(); });
    this.fillOptions();
    this.fillSeats();
  }

  private field(name: string): HTMLInputElement | HTMLSelectElement {
    const el = this.element.elements.namedItem(name);
    if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement)) throw new Error(`no field ${name}`);
    return el;
  }

  private presetOptions(): Record<string, string> {
    const name = this.field("preset").value;
    return this.catalog.presets.find((p) => p.name === name)?.options ?? {};
  }

  private chosenOptions(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const el of this.optionsBox.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[data-option]")) {
      const name = el.dataset.option ?? "";
      out[name] = el.value;
    }
    return out;
  }

  private fillOptions(): void {
    const values = this.presetOptions();
    this.optionsBox.replaceChildren(...this.catalog.options.map((o) => {
      const id = `option-${o.name}`;
      const value = values[o.name] ?? "";
      const input = o.values
        ? h("select", { id, "data-option": o.name, "data-focus": id }, ...o.values.map((v) => h("option", { value: v, selected: v === value }, v.replace(/_/g, " "))))
        : h("input", { id, "data-option": o.name, value, "data-focus": id, "aria-describedby": `${id}-about` });
      if (o.name === "mode") input.addEventListener("change", () => { this.fillSeats(); });
      return h("div", { class: "option" }, h("label", { for: id }, o.name.replace(/_/g, " ")), input,
        h("small", { id: `${id}-about` }, `${o.summary}${o.values ? "" : ` (${o.description})`}`));
    }));
  }

  private seatTotal(): number {
    const mode = this.chosenOptions().mode ?? this.presetOptions().mode ?? "partnership";
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
    const preset = this.presetOptions();
    const options: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(this.chosenOptions()))
      if (preset[name] !== value) options[name] = /^-?\d+$/.test(value) ? Number(value) : value;
    const name = this.field("name").value.trim();
    this.message.textContent = "";
    this.ui.send({
      type: "create", preset: this.field("preset").value, options, bots, seat,
      private: (this.field("private") as HTMLInputElement).checked, clock: Number(this.field("clock").value),
      grace: Number(this.field("grace").value), pace: this.field("pace").value,
      hints: (this.field("hints") as HTMLInputElement).checked, ...(name ? { name } : {}),
      ...((this.field("rated") as HTMLInputElement).checked ? { rated: true } : {}),
    });
  }
}
