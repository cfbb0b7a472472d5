// What the page keeps in the browser (localStorage): the person's token (the
// only way back to one's seats: docs/protocol.md "Who you are"), the name,
// and display choices. Nothing about any game is kept here.
const tokenKey = "euchre.token";
const nameKey = "euchre.name";
const colourBlindKey = "euchre.colourBlind";
const pipScoreKey = "euchre.pipScore";
const soundKey = "euchre.sound";
const mutedKey = "euchre.mutedNames";
const presetKey = "euchre.preset";

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage refused (private mode): the page still plays, without reconnection
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // as above
  }
}

export const prefs = {
  token: (): string | null => read(tokenKey),
  setToken: (t: string): void => { write(tokenKey, t); },
  name: (): string => read(nameKey) ?? "",
  setName: (n: string): void => { write(nameKey, n); },
  colourBlind: (): boolean => read(colourBlindKey) === "1",
  setColourBlind: (on: boolean): void => { write(colourBlindKey, on ? "1" : "0"); },
  pipScore: (): boolean => read(pipScoreKey) === "1",
  setPipScore: (on: boolean): void => { write(pipScoreKey, on ? "1" : "0"); },
  // Sounds are on unless the person turned them off.
  sound: (): boolean => read(soundKey) !== "0",
  setSound: (on: boolean): void => { write(soundKey, on ? "1" : "0"); },
  // The rule set last chosen for a table: "Play against bots" plays it and
  // the create form starts from it (null: none chosen yet).
  preset: (): string | null => read(presetKey),
  setPreset: (name: string): void => { write(presetKey, name); },
  // The people whose quick phrases this person hides, by name, at every table.
  mutedNames: (): Set<string> => {
    try {
      const list: unknown = JSON.parse(read(mutedKey) ?? "[]");
      return new Set(Array.isArray(list) ? list.filter((x): x is string => typeof x === "string") : []);
    } catch {
      return new Set();
    }
  },
  setMutedNames: (names: Set<string>): void => { write(mutedKey, JSON.stringify([...names])); },
};
