// Learn Euchre in the page (docs/client.md "Learn"): the lessons come from
// GET /api/lessons, the same built-in lessons as `euchre learn`, each
// position drawn as the learner's seat sees it at a table. The learner's
// choice is answered with the lesson's verdict and why at once, and with
// the expert's figures from POST /api/lessons/ID/N/figures (worked out once
// on the server, then kept). Progress is kept on this device only.
import type { State } from "./protocol";

export interface LessonChoice { action: string; words: string }
export interface LessonPosition {
  question: string;
  state: State; // the learner's seat's picture; its legal actions are the choices
  choices: LessonChoice[];
  answer: string;
  answer_words: string;
  why: string;
}
export interface Lesson { id: string; title: string; text: string[]; positions: LessonPosition[] }
export interface Figure { words: string; points: number | null }
export type FiguresShown = { figures: Figure[]; level: number } | { failed: string } | "loading";

export interface Learning {
  lessons: Lesson[] | null; // null while they load
  error: string | null;
  lesson: number | null; // the lesson on screen (index), null: the list
  position: number; // the position on screen; positions.length: the lesson's end
  chosen: string | null; // the learner's choice at this position
  right: number; // right answers in this lesson so far
  figures: Map<string, FiguresShown>; // by "ID/N"
}

export function newLearning(): Learning {
  return { lessons: null, error: null, lesson: null, position: 0, chosen: null, right: 0, figures: new Map() };
}

export async function fetchLessons(): Promise<Lesson[]> {
  const response = await fetch("/api/lessons");
  const body = (await response.json()) as { lessons?: Lesson[]; error?: string };
  if (!response.ok || !body.lessons) throw new Error(body.error ?? `HTTP ${response.status}`);
  return body.lessons;
}

// The expert's figures for position `n` (from 0) of the lesson.
export async function fetchFigures(id: string, n: number): Promise<{ figures: Figure[]; level: number }> {
  const response = await fetch(`/api/lessons/${encodeURIComponent(id)}/${n + 1}/figures`, { method: "POST" });
  const body = (await response.json()) as { figures?: Figure[]; level?: number; error?: string };
  if (!response.ok || !body.figures) throw new Error(body.error ?? `HTTP ${response.status}`);
  return { figures: body.figures, level: body.level ?? 0 };
}

export function figuresKey(id: string, n: number): string {
  return `${id}/${n}`;
}

// Progress on this device: per lesson, the right answers of the last time
// it was finished. Unreadable progress starts afresh.
const progressKey = "euchre.lessons";
export type Progress = Record<string, { right: number; of: number }>;

export function readProgress(): Progress {
  try {
    const kept: unknown = JSON.parse(window.localStorage.getItem(progressKey) ?? "{}");
    if (!kept || typeof kept !== "object" || Array.isArray(kept)) return {};
    const out: Progress = {};
    for (const [id, v] of Object.entries(kept as Record<string, unknown>)) {
      const r = v as { right?: unknown; of?: unknown };
      if (typeof r.right === "number" && typeof r.of === "number") out[id] = { right: r.right, of: r.of };
    }
    return out;
  } catch {
    return {};
  }
}

export function keepProgress(id: string, right: number, of: number): void {
  try {
    window.localStorage.setItem(progressKey, JSON.stringify({ ...readProgress(), [id]: { right, of } }));
  } catch {
    // storage refused (private mode): the lesson still runs, unremembered
  }
}
