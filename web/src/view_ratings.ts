// The ratings (docs/events.md, "Ratings"): Glicko-2 over the club evenings
// that are over, one period an evening. Asked for when the person opens
// them: the best twenty, and one's own rating evening by evening.
import { h } from "./dom";
import type { Model } from "./model";
import type { RatedPerson } from "./protocol";
import type { Ui } from "./ui";

function leaderboard(people: RatedPerson[], me: number | null): HTMLElement {
  return h("table", { class: "ratings" },
    h("caption", {}, "The best rated (evenings that are over)"),
    h("thead", {}, h("tr", {}, ...["Place", "Name", "Rating", "± (how unsure)", "Evenings"].map((t) => h("th", { scope: "col" }, t)))),
    h("tbody", {}, ...people.slice(0, 20).map((p, i) => h("tr", { class: p.person === me ? "me" : "" },
      h("td", {}, String(i + 1)), h("th", { scope: "row" }, p.person === me ? `${p.name} (you)` : p.name),
      h("td", {}, p.rating.toFixed(0)), h("td", {}, `${Math.round(p.deviation * 2)}`), h("td", {}, String(p.evenings))))));
}

function mine(p: RatedPerson): HTMLElement {
  return h("div", { class: "my-rating" },
    h("p", {}, `Your rating: ${p.rating.toFixed(0)} (± ${Math.round(p.deviation * 2)}), over ${p.evenings} ${p.evenings === 1 ? "evening" : "evenings"}:`),
    h("ul", {}, ...p.history.map((s) => h("li", {},
      `${s.name}: ${s.won} of ${s.games} rounds won, ${s.before.toFixed(0)} → ${s.after.toFixed(0)}`))));
}

export function ratingsView(m: Model, ui: Ui): HTMLElement {
  const r = m.ratings;
  const body: (HTMLElement | string | null)[] = [];
  if (r === null) {
    body.push(h("button", { type: "button", class: "secondary show-ratings", "data-focus": "show-ratings", onclick: () => { ui.loadRatings(); } },
      "Show the ratings"));
  } else if ("loading" in r) {
    body.push(h("p", {}, "Reading the ratings…"));
  } else if ("failed" in r) {
    body.push(h("p", { class: "error", role: "alert" }, r.failed));
  } else if (!r.people.length) {
    body.push(h("p", {}, "Nobody is rated yet: ratings come from club evenings that are over."));
  } else {
    const me = r.people.find((p) => p.person === m.person);
    body.push(leaderboard(r.people, m.person), me ? mine(me) : h("p", {}, "You are not rated yet: play a club evening to the end."));
  }
  return h("section", { class: "ratings-section", "aria-labelledby": "ratings-title" },
    h("h2", { id: "ratings-title" }, "Ratings"),
    h("p", {}, "Glicko-2 over the club evenings: a round won at a table counts as a game won by you and your partner."),
    ...body);
}
