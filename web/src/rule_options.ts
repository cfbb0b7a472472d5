// A preset and every rule option, offered from the server's catalogue
// (GET /api/rules): the table's create form and the evening's form both
// choose a rule set with it. What is sent is the preset and the options
// that differ from it (the server fills in the rest).
import { h } from "./dom";
import type { RulesCatalog } from "./protocol";

export class RuleChoice {
  readonly preset: HTMLSelectElement;
  readonly options = h("div", { class: "option-list" });
  private readonly listeners: (() => void)[] = [];

  // `prefix` keeps two forms' ids apart ("option-" for the table's form);
  // `initial`: the preset chosen at first (the one remembered, prefs.ts).
  constructor(private readonly catalog: RulesCatalog, private readonly prefix: string, presetId: string,
    keep: (preset: RulesCatalog["presets"][number]) => boolean = () => true, initial = "standard") {
    const presets = catalog.presets.filter(keep).map((p) => [p.name, `${p.name}: ${p.summary}`] as const);
    const first = presets.some(([v]) => v === initial) ? initial : "standard";
    this.preset = h("select", { id: presetId, name: "preset", "data-focus": presetId },
      ...presets.map(([v, text]) => h("option", { value: v, selected: v === first }, text))) as HTMLSelectElement;
    this.preset.addEventListener("change", () => { this.fill(); this.changed(); });
    this.fill();
  }

  // Called when the preset or the mode changes (who sits where may change).
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  presetOptions(): Record<string, string> {
    return this.catalog.presets.find((p) => p.name === this.preset.value)?.options ?? {};
  }

  chosen(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const el of this.options.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[data-option]")) out[el.dataset.option ?? ""] = el.value;
    return out;
  }

  // The options that differ from the preset, numbers as numbers.
  changes(): Record<string, string | number> {
    const preset = this.presetOptions();
    const out: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(this.chosen()))
      if (preset[name] !== value) out[name] = /^-?\d+$/.test(value) ? Number(value) : value;
    return out;
  }

  private changed(): void {
    for (const l of this.listeners) l();
  }

  private fill(): void {
    const values = this.presetOptions();
    this.options.replaceChildren(...this.catalog.options.map((o) => {
      const id = `${this.prefix}${o.name}`;
      const value = values[o.name] ?? "";
      const input = o.values
        ? h("select", { id, "data-option": o.name, "data-focus": id }, ...o.values.map((v) => h("option", { value: v, selected: v === value }, v.replace(/_/g, " "))))
        : h("input", { id, "data-option": o.name, value, "data-focus": id, "aria-describedby": `${id}-about` });
      if (o.name === "mode") input.addEventListener("change", () => { this.changed(); });
      return h("div", { class: "option" }, h("label", { for: id }, o.name.replace(/_/g, " ")), input,
        h("small", { id: `${id}-about` }, `${o.summary}${o.values ? "" : ` (${o.description})`}`));
    }));
  }
}
