// What each movement promises for the people registered (docs/events.md,
// "Movements"), so that the organiser picks rounds that keep it: the fixed
// movement gives new partners for as many rounds as there are tables, then
// repeats whole rounds; a whist schedule has its own length; a round robin
// meets every team once. The server's movements (src/events) are the
// truth; these are their documented promises in numbers.
import type { EventInfo } from "./protocol";

export interface MovementFit {
  rounds: number | null; // the most rounds that keep the promise; null: none to keep, or no evening at all
  promise: string; // in words, for the number registered
  seatable: boolean; // whether the evening can be seated at all
}

// The places an evening is drawn for: online, bots fill the last table; in
// a hall there are no bots.
function placesFor(people: number, inPerson: boolean): number {
  return inPerson ? people : Math.max(4, Math.ceil(people / 4) * 4);
}

export function movementFit(movement: EventInfo["movement"], people: number, inPerson: boolean): MovementFit {
  const places = placesFor(people, inPerson);
  const byePlaces = inPerson && places % 4 === 1;
  if (inPerson && places % 4 !== 0 && !(byePlaces && movement === "whist")) {
    return { rounds: null, seatable: false, promise: `in person ${people} people cannot be seated: a multiple of 4, ` +
      "or 4k+1 with the whist movement (one sits out each round)" };
  }
  const tables = Math.floor(places / 4), teams = places / 2;
  switch (movement) {
    case "fixed": {
      const rounds = tables === 1 ? 3 : tables;
      return { rounds, seatable: true, promise: `new partners every round for ${rounds} round${rounds === 1 ? "" : "s"} ` +
        `(${tables} table${tables === 1 ? "" : "s"}); more rounds repeat earlier rounds` };
    }
    case "head-table":
      return { rounds: null, seatable: true, promise: "the winners move up a table, so partners follow the results: no promise of new ones" };
    case "whist": {
      // The schedule is for 4k or 4k+1 players: online the fewest bots that
      // make one (src/events/whist.h), so 5 people play with none and one
      // sits out each round.
      let n = Math.max(people, 4);
      while (!inPerson && n % 4 !== 0 && n % 4 !== 1) n += 1;
      const withBots = n > people ? ` (the bots of the last table included)` : "";
      const rounds = n % 4 === 1 ? n : n - 1;
      return { rounds, seatable: true, promise: `everyone partners everyone${withBots} once in ${rounds} rounds` +
        (n % 4 === 1 ? ", one sitting out each round" : "") };
    }
    case "round-robin":
      return { rounds: teams - 1, seatable: true, promise: `every team of two meets every other once in ${teams - 1} round${teams === 2 ? "" : "s"}` +
        "; more rounds meet again with the sides changed" };
    case "swiss":
      return { rounds: teams - 1, seatable: true, promise: `teams of like results meet, never twice within ${teams - 1} round${teams === 2 ? "" : "s"}` };
  }
}

// The rounds to offer (1 to 13), each saying whether it keeps the promise.
export function roundsOffered(fit: MovementFit): [string, string][] {
  return Array.from({ length: 13 }, (_, i) => i + 1).map((n) => {
    if (fit.rounds === null) return [String(n), String(n)];
    const words = n === fit.rounds ? " (the whole movement)" : n > fit.rounds ? " (repeats)" : "";
    return [String(n), `${n}${words}`];
  });
}
