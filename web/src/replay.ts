// Replays (docs/client.md "Replays"): a finished game's record (one's own
// from the history, or a file) is sent to POST /api/analyze, which replays
// it and judges every decision; the page steps through the positions the
// server sent, by action, trick or deal. Nothing here knows the rules: a
// trick's start is a position in the play with no card on the table.
import type { Analysis, ReplayStep } from "./protocol";

export interface Replay {
  title: string;
  game: number | null; // a stored game's number (the address bar names it)
  analysis: Analysis | null; // null while the server works
  error: string | null;
  deal: number;
  step: number;
}

export function newReplay(title: string, game: number | null): Replay {
  return { title, game, analysis: null, error: null, deal: 0, step: 0 };
}

// The body of a successful answer; otherwise an error with the server's
// words (JSON {"error": ...}, or plain text such as the transport's 413).
async function textOrRefusal(response: Response): Promise<string> {
  const text = await response.text();
  if (response.ok) return text;
  let why = text.trim();
  try {
    why = (JSON.parse(text) as { error?: string }).error ?? why;
  } catch {
    // a plain-text answer is shown as it is
  }
  throw new Error(`${why} (HTTP ${response.status})`);
}

// Sends the record's text; the server's refusal comes back in its words.
export async function analyze(record: string): Promise<Analysis> {
  const response = await fetch("/api/analyze", { method: "POST", headers: { "Content-Type": "application/json" }, body: record });
  return JSON.parse(await textOrRefusal(response)) as Analysis;
}

// A stored game's record (GET /api/games/ID.egn: finished games only).
export async function fetchRecord(path: string): Promise<string> {
  return textOrRefusal(await fetch(path));
}

export function currentStep(r: Replay): ReplayStep | null {
  return r.analysis?.deals[r.deal]?.steps[r.step] ?? null;
}

function lastStep(r: Replay, deal: number): number {
  return Math.max(0, (r.analysis?.deals[deal]?.steps.length ?? 1) - 1);
}

// A position where a trick is about to be led (or the deal's end).
function trickBoundary(s: ReplayStep | undefined): boolean {
  return s !== undefined && (s.phase === "over" || (s.phase === "play" && s.trick.every((c) => c === null)));
}

export type Unit = "action" | "trick" | "deal";

export function forward(r: Replay, unit: Unit): void {
  const a = r.analysis;
  if (!a) return;
  const steps = a.deals[r.deal]?.steps ?? [];
  const nextDeal = (): void => {
    if (r.deal + 1 < a.deals.length) {
      r.deal += 1;
      r.step = 0;
    } else {
      r.step = lastStep(r, r.deal);
    }
  };
  if (unit === "deal" || r.step >= steps.length - 1) {
    nextDeal();
    return;
  }
  if (unit === "action") {
    r.step += 1;
    return;
  }
  let i = r.step + 1;
  while (i < steps.length - 1 && !trickBoundary(steps[i])) ++i;
  r.step = i;
}

export function backward(r: Replay, unit: Unit): void {
  const a = r.analysis;
  if (!a) return;
  if (r.step === 0) {
    if (r.deal === 0) return;
    r.deal -= 1;
    r.step = unit === "deal" ? 0 : lastStep(r, r.deal);
    return;
  }
  if (unit === "deal") {
    r.step = 0;
    return;
  }
  if (unit === "action") {
    r.step -= 1;
    return;
  }
  const steps = a.deals[r.deal]?.steps ?? [];
  let i = r.step - 1;
  while (i > 0 && !trickBoundary(steps[i])) --i;
  r.step = i;
}

// The replay's keys (docs/client.md "Keys"): what a key steps, or null.
export function replayKey(key: string, shift: boolean): { unit: Unit; ahead: boolean } | null {
  if (key === "ArrowLeft" || key === "ArrowRight") return { unit: shift ? "trick" : "action", ahead: key === "ArrowRight" };
  if (key === "PageUp" || key === "PageDown") return { unit: "deal", ahead: key === "PageDown" };
  return null;
}
