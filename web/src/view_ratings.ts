// The ratings (docs/events.md, "Ratings"): Glicko-2 over the club evenings
// that are over, one period an evening. Asked for when the person opens
// them: the best twenty, and one's own rating evening by evening.
import { h } from "./dom";
import type { Model } from "./model";
import type { PersonPage, RatedPerson } from "./protocol";
import type { Ui } from "./ui";

function leaderboard(people: RatedPerson[], me: number | null): HTMLElement {
  return h("table", { class: "ratings" },
    h("caption", {}, "The best rated (evenings that are over)"),
    h("thead", {}, h("tr", {}, ...["Place", "Name", "Rating", "± (how unsure)", "Evenings"].map((t) => h("th", { scope: "col" }, t)))),
    h("tbody", {}, ...people.filter((p) => p.place <= 20).map((p) => h("tr", { class: p.person === me ? "me" : "" },
      h("td", {}, String(p.place)), h("th", { scope: "row" }, (p.person === me ? `${p.name} (you)` : p.name) + (p.provisional ? " (provisional)" : "")),
      h("td", {}, p.rating.toFixed(0)), h("td", {}, `${Math.round(p.deviation * 2)}`), h("td", {}, String(p.evenings))))));
}

const ordinal = (n: number): string => {
  const tens = n % 100, ones = n % 10;
  const suffix = tens >= 11 && tens <= 13 ? "th" : ones === 1 ? "st" : ones === 2 ? "nd" : ones === 3 ? "rd" : "th";
  return `${n}${suffix}`;
};

function mine(p: RatedPerson, rated: number): HTMLElement {
  return h("div", { class: "my-rating" },
    h("p", {}, `Your rating: ${p.rating.toFixed(0)} (± ${Math.round(p.deviation * 2)}), ${ordinal(p.place)} of ${rated}, over ${p.evenings} ${p.evenings === 1 ? "evening" : "evenings"}`,
      p.provisional ? " (provisional: placed after everyone established until you have played 10 rated games against 3 different people):" : ":"),
    h("ul", {}, ...(p.history ?? []).map((s) => h("li", {},
      `${s.name}: ${s.won} of ${s.games} rounds won, ${s.before.toFixed(0)} → ${s.after.toFixed(0)}`))));
}


// One's own page (docs/events.md, "A person's page"): each evening over, and whom one partnered most.
function clubsLine(p: PersonPage): HTMLElement | null {
  const clubs = p.clubs ?? [];
  if (!clubs.length) return null;
  return h("ul", { class: "person-clubs", "aria-label": "Your clubs" }, ...clubs.map((c) => h("li", {},
    h("a", { href: `?club=${c.club}` }, c.name), c.organiser ? " (you organise it)" : "",
    ...c.seasons.map((s) => `; ${s.season}: ${ordinal(s.place)} of ${s.of}, ${s.points} points over ${s.evenings} ${s.evenings === 1 ? "evening" : "evenings"}`))));
}

function personPage(p: PersonPage): HTMLElement {
  if (!p.evenings.length) return h("div", { class: "person-page" }, h("p", {}, "Your evenings: none over yet."), clubsLine(p));
  return h("div", { class: "person-page" },
    clubsLine(p),
    h("p", {}, `Your evenings: ${p.evenings.length}, ${p.won} won, ${p.rounds} rounds, ${p.loners} ${p.loners === 1 ? "loner" : "loners"} made.`),
    h("ul", {}, ...p.evenings.map((e) => h("li", {},
      `${e.name}: ${ordinal(e.place)} of ${e.of}, `,
      e.percent !== undefined ? `${e.percent.toFixed(1)}%` : `${e.points} points, ${e.loners} ${e.loners === 1 ? "loner" : "loners"}`))),
    p.partners.length ? h("p", {}, "Partnered most: ",
      p.partners.map((x) => `${x.name} (${x.rounds} ${x.rounds === 1 ? "round" : "rounds"})`).join(", ")) : null);
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
    body.push(leaderboard(r.people, m.person), me ? mine(me, r.rated) : h("p", {}, "You are not rated yet: play a club evening to the end."));
  }
  if (r !== null && !("loading" in r) && !("failed" in r) && r.page) {
    body.push(personPage(r.page));
  }
  return h("section", { class: "ratings-section", "aria-labelledby": "ratings-title" },
    h("h2", { id: "ratings-title" }, "Ratings"),
    h("p", {}, "Glicko-2 over the club evenings and the rated games (one period a day): a round or a rated game won ",
      "counts as a game won by you and your partner."),
    ...body);
}
