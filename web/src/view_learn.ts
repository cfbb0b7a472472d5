// The Learn section (learn.ts): the list of lessons with this device's
// progress, a lesson's text, then its positions drawn by the table's own
// views (the seats, the trick, the up-card, the score) with the learner's
// hand and the choices below; a choice is answered with the verdict, why,
// and the expert's figures.
import { signedPoints } from "./points";
import { cardOfAction } from "./actions";
import { h } from "./dom";
import { fold } from "./folds";
import { orderHand } from "./hand_order";
import type { Learning, Lesson, LessonPosition } from "./learn";
import { figuresKey, readProgress } from "./learn";
import type { Model } from "./model";
import { emptyModel } from "./model";
import type { Ui } from "./ui";
import { cardButton } from "./view_card";
import { infoView } from "./view_info";
import { middleView, seatsView } from "./view_seats";

// What the Learn screen may ask of the page (main.ts).
export interface LearnUi {
  openLesson(index: number | null): void; // null: the list
  choose(action: string): void;
  next(): void; // the next position, or the lesson's end
  close(): void; // back to the lobby
  practice(): void; // a practice game against kind bots, hints on
}

function listView(lessons: Lesson[], ui: LearnUi): HTMLElement {
  const progress = readProgress();
  return h("section", { class: "learn-list", "aria-labelledby": "learn-title" },
    h("h1", { id: "learn-title" }, "Learn Euchre"),
    h("p", {}, "Short lessons for people who have never played. Each ends at the table: a real deal stops where you must choose, and the expert says why."),
    h("ol", { class: "lessons" }, ...lessons.map((lesson, i) => {
      const done = progress[lesson.id];
      return h("li", {},
        h("button", { type: "button", class: "lesson-open", "data-lesson": lesson.id, "data-focus": `lesson-${lesson.id}`, onclick: () => { ui.openLesson(i); } },
          lesson.title),
        done ? h("span", { class: "lesson-done" }, ` done: ${done.right} of ${done.of} right`) : null);
    })),
    practiceView(ui, false),
    h("p", {}, h("button", { type: "button", "data-focus": "learn-close", onclick: () => { ui.close(); } }, "Back to the lobby")));
}

function practiceView(ui: LearnUi, primary: boolean): HTMLElement {
  return h("div", { class: "practice" },
    h("button", { type: "button", class: `practice-game${primary ? " primary" : ""}`, "data-focus": "practice", "aria-describedby": "practice-note",
      onclick: () => { ui.practice(); } }, "Practice game"),
    h("p", { class: "start-note", id: "practice-note" },
      "A game against kind bots, with you and a bot partner: the expert's hints are on, and after each trick a choice that cost much is pointed out."));
}

// The position's table as the learner's seat sees it (a model of its own, as the replay draws one).
function positionModel(m: Model, p: LessonPosition): Model {
  const pm = emptyModel();
  pm.colourBlind = m.colourBlind;
  pm.pipScore = m.pipScore;
  pm.lastTrickOpen = m.lastTrickOpen;
  pm.state = { ...p.state, my_turn: false };
  return pm;
}

function choicesView(p: LessonPosition, l: Learning, ui: LearnUi): HTMLElement {
  const chosen = l.chosen;
  const cardChoices = new Set(p.choices.map((c) => cardOfAction(c.action)).filter((c): c is string => c !== null));
  const hand = orderHand(p.state.hand, p.state.trump).map((card, index) => {
    const el = cardButton(card, { legal: cardChoices.has(card), index, onClick: () => {
      if (chosen !== null || !cardChoices.has(card)) return;
      const choice = p.choices.find((c) => cardOfAction(c.action) === card);
      if (choice) ui.choose(choice.action);
    } });
    if (chosen !== null) el.setAttribute("aria-disabled", "true");
    if (chosen !== null && cardOfAction(chosen) === card) el.classList.add("chosen");
    return el;
  });
  const buttons = p.choices.filter((c) => cardOfAction(c.action) === null).map((c) =>
    h("button", { type: "button", class: `action${chosen === c.action ? " chosen" : ""}`, "data-action": c.action, "data-focus": `lesson-action-${c.action}`,
      disabled: chosen !== null, onclick: () => { ui.choose(c.action); } }, capital(c.words)));
  return h("div", { class: "lesson-choices" },
    h("p", { class: "question", id: "lesson-question" }, p.question),
    buttons.length ? h("div", { class: "actions", role: "group", "aria-labelledby": "lesson-question" }, ...buttons) : null,
    h("div", { class: "hand", role: "group", "aria-label": `your hand, ${p.state.hand.length} cards${cardChoices.size ? `: the cards to choose from are marked` : ""}` }, ...hand));
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}


function verdictView(lesson: Lesson, p: LessonPosition, l: Learning, ui: LearnUi): HTMLElement | null {
  if (l.chosen === null) return null;
  const right = l.chosen === p.answer;
  const chosenWords = p.choices.find((c) => c.action === l.chosen)?.words ?? l.chosen;
  const figures = l.figures.get(figuresKey(lesson.id, l.position));
  const last = l.position + 1 >= lesson.positions.length;
  return h("section", { class: `panel lesson-verdict ${right ? "right" : "wrong"}`, "aria-live": "polite", "aria-label": "the expert's answer" },
    h("h2", {}, right ? `Right: ${p.answer_words}.` : `Not quite: you chose to ${chosenWords}; the expert would ${p.answer_words}.`),
    h("p", { class: "why" }, p.why),
    figures === undefined || figures === "loading"
      ? h("p", { class: "figures loading" }, "The expert is working out its figures…")
      : "failed" in figures
        ? h("p", { class: "figures failed" }, `The expert's figures could not be worked out (${figures.failed}).`)
        : h("div", { class: "figures" },
          h("p", {}, "The expert's figures: the points each choice is worth in this deal on average (your side's minus theirs)."),
          h("ul", {}, ...figures.figures.filter((f) => f.points !== null).map((f) => h("li", {},
            h("span", { class: "figure-words" }, capital(f.words)), " ", h("strong", {}, signedPoints(f.points ?? 0)))))),
    h("p", {}, h("button", { type: "button", class: "primary", "data-focus": "lesson-next", onclick: () => { ui.next(); } },
      last ? "Finish the lesson" : "Next position")));
}

function endView(lessons: Lesson[], l: Learning, ui: LearnUi): HTMLElement {
  const index = l.lesson ?? 0;
  const lesson = lessons[index];
  const next = lessons[index + 1];
  return h("section", { class: "panel lesson-end", "aria-live": "polite" },
    h("h2", {}, `Lesson ${index + 1} done: ${l.right} of ${lesson?.positions.length ?? 0} right.`),
    next ? h("p", {}, h("button", { type: "button", class: "primary", "data-focus": "lesson-following", onclick: () => { ui.openLesson(index + 1); } },
      `Next lesson: ${next.title}`)) : h("p", {}, "That was the last lesson: a practice game puts it together."),
    practiceView(ui, !next),
    h("p", {}, h("button", { type: "button", "data-focus": "lesson-list", onclick: () => { ui.openLesson(null); } }, "All the lessons")));
}

function lessonView(m: Model, lessons: Lesson[], l: Learning, ui: Ui, learn: LearnUi): HTMLElement {
  const index = l.lesson ?? 0;
  const lesson = lessons[index];
  if (!lesson) return h("p", {}, "No such lesson.");
  const p = lesson.positions[l.position];
  const head = h("header", { class: "table-head" },
    h("h1", { id: "lesson-title" }, `Lesson ${index + 1} of ${lessons.length}: ${lesson.title}`),
    h("button", { type: "button", "data-focus": "lesson-list", onclick: () => { learn.openLesson(null); } }, "All the lessons"));
  if (!p) return h("div", { class: "lesson-page", "data-lesson": lesson.id, "data-position": "end" }, head, endView(lessons, l, learn));
  const pm = positionModel(m, p);
  // The text is read once, before the first position; each later position
  // keeps it folded. A fold, so that the lobby's redraws (every few seconds)
  // leave it as the learner left it.
  const text = fold(`lesson-text/${lesson.id}/${l.position}`, "lesson-text", l.position === 0 ? "The lesson" : "The lesson again",
    lesson.text.map((para) => h("p", {}, para)), l.position === 0);
  return h("div", { class: "lesson-page", "data-lesson": lesson.id, "data-position": l.position, "data-chosen": l.chosen ?? "" },
    head, text,
    h("h2", { class: "position-title" }, `At the table: position ${l.position + 1} of ${lesson.positions.length}`),
    h("div", { class: `felt seats-${p.state.names.length}` }, ...seatsView(pm), middleView(pm)),
    choicesView(p, l, learn),
    verdictView(lesson, p, l, learn),
    h("div", { class: "lesson-side" }, infoView(pm, ui)));
}

export function learnView(m: Model, l: Learning, ui: Ui, learn: LearnUi): HTMLElement {
  if (l.error) {
    return h("div", { class: "learn-page" }, h("div", { class: "error", role: "alert" }, `The lessons could not be read: ${l.error}`),
      h("button", { type: "button", "data-focus": "learn-close", onclick: () => { learn.close(); } }, "Back to the lobby"));
  }
  if (!l.lessons) return h("div", { class: "learn-page", "data-loading": "true" }, h("p", { "aria-live": "polite" }, "The lessons are on their way…"));
  return h("div", { class: "learn-page", "data-loading": "false" },
    l.lesson === null ? listView(l.lessons, learn) : lessonView(m, l.lessons, l, ui, learn));
}
