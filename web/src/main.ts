// The browser table (docs/client.md): connects to the server that served
// the page, keeps the model of what the server said, and redraws. All game
// decisions are the server's: the page sends what the person chose and shows
// the answer.
import "./style.css";
import { cardOfAction, moveText } from "./actions";
import { looksLikeCard } from "./cards";
import { Connection, serverUrl } from "./connection";
import { h } from "./dom";
import { startEventClocks } from "./event_clock";
import { installKeys, keyHelp } from "./keys";
import { fetchFigures, fetchLessons, figuresKey, keepProgress, newLearning } from "./learn";
import { apply, emptyModel, leaveTable, mySeat } from "./model";
import { animateTable, rememberOwnCard } from "./motion";
import { keepHint, keptPractice, lookBack, newPractice, noteChoice, turnToAsk } from "./practice";
import { prefs } from "./prefs";
import { installPressThroughRedraw } from "./press_through_redraw";
import type { ClubInfo, PersonPage, Ratings, RulesCatalog, SeasonInfo, ServerMessage, State } from "./protocol";
import { analyze, replayKey, fetchRecord, newReplay } from "./replay";
import { randomContribution } from "./shuffle";
import { scorerOf, seatName } from "./sides";
import { play, setSound, unlockOnGesture } from "./sound";
import { current, hurry } from "./tricks";
import type { Ui } from "./ui";
import { CreateForm } from "./view_create";
import { clubView } from "./view_club";
import { lobbyView } from "./view_lobby";
import { screenView, turnPages } from "./view_screen";
import { awayText, clockText } from "./view_seats";
import { replayStep, replayView } from "./view_replay";
import type { LearnUi } from "./view_learn";
import { learnView } from "./view_learn";
import { errorWords, tableView } from "./view_table";

const model = emptyModel();
model.colourBlind = prefs.colourBlind();
model.pipScore = prefs.pipScore();
model.sound = prefs.sound();
model.mutedNames = prefs.mutedNames();
setSound(model.sound);
unlockOnGesture();
const params = new URLSearchParams(window.location.search);
model.tableId = params.get("table");
model.eventId = params.get("event");
model.clubId = params.get("club");
model.clubJoin = params.get("join");
let clubCreateAsked = false;
let signinCode = params.get("code");
// The big screen of an evening (view_screen.ts): no lobby, no table.
const bigScreen = params.get("screen") === "1" && model.eventId !== null;
// Its lists turn a page every `turn` seconds (&turn=N, 2 to 120; 10 by default).
const turnSeconds = Math.min(120, Math.max(2, Number(params.get("turn")) || 10));
let screenTick = 0;
model.invite = params.get("invite");
model.practice = keptPractice(model.tableId);
const learnAsked = params.get("learn");
let form: CreateForm | null = null;
startEventClocks();
installPressThroughRedraw();

const root = document.getElementById("app") ?? document.body;
if (learnAsked !== null && !model.tableId) openLearnFromAddress(learnAsked);

// ?learn=all (the list) or ?learn=ID (a lesson, from its start).
function openLearnFromAddress(asked: string): void {
  const l = newLearning();
  model.learning = l;
  fetchLessons().then((lessons) => {
    l.lessons = lessons;
    const index = lessons.findIndex((lesson) => lesson.id === asked);
    l.lesson = index >= 0 ? index : null;
  }, (e: unknown) => { l.error = e instanceof Error ? e.message : String(e); }).finally(() => { if (model.learning === l) render(); });
}
const announcer = document.getElementById("announce");
const statusLine = document.getElementById("status");

// The address bar names the table on screen, so a reload comes back to it.
function syncUrl(): void {
  const url = new URL(window.location.href);
  url.search = "";
  if (model.tableId) url.searchParams.set("table", model.tableId);
  if (model.tableId && model.invite) url.searchParams.set("invite", model.invite);
  if (model.replay?.game) url.searchParams.set("replay", String(model.replay.game));
  if (!model.tableId && !model.replay && model.eventId) url.searchParams.set("event", model.eventId);
  if (!model.tableId && !model.replay && model.clubId) {
    url.searchParams.set("club", model.clubId);
    // The invitation stays in the address until it is used.
    if (model.clubJoin && !model.club?.you.member) url.searchParams.set("join", model.clubJoin);
  }
  const learning = model.learning;
  if (!model.tableId && !model.replay && learning) {
    url.searchParams.set("learn", learning.lesson === null ? "all" : learning.lessons?.[learning.lesson]?.id ?? "all");
  }
  if (bigScreen) url.searchParams.set("screen", "1");
  if (bigScreen && params.has("turn")) url.searchParams.set("turn", String(turnSeconds));
  if (url.href !== window.location.href) window.history.replaceState(null, "", url.href);
}

function announce(text: string): void {
  if (announcer && text) announcer.textContent = text;
}

function render(): void {
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement.dataset.focus : undefined;
  document.body.classList.toggle("colour-blind", model.colourBlind);
  document.body.classList.toggle("screen-mode", bigScreen); // the hall's TV: the whole screen, no name bar
  if (statusLine) {
    statusLine.textContent = model.status === "open" ? "Connected" : model.statusText;
    statusLine.dataset.status = model.status;
  }
  const view = bigScreen ? screenView(model)
    : model.replay ? replayView(model, ui) : model.tableId ? tableView(model, ui)
      : model.learning ? learnView(model, model.learning, ui, learnUi) : model.clubId ? clubView(model, ui) : lobbyView(model, ui, form);
  root.replaceChildren(view, model.helpOpen ? helpView() : "");
  if (focused) root.querySelector<HTMLElement>(`[data-focus="${CSS.escape(focused)}"]`)?.focus();
  syncUrl();
  if (bigScreen) turnPages(root, screenTick);
  fillName();
  if (!model.replay && model.tableId) {
    animateTable(root, {
      arrived: () => { play("card"); },
      gathered: (winner) => {
        const me = mySeat(model), n = model.state?.names.length ?? 4, scores = model.state?.score.length ?? 2;
        const ours = me !== null && winner !== null && scorerOf(scores, n, winner) === scorerOf(scores, n, me);
        play(ours ? "trick-ours" : "trick-theirs");
      },
    });
  }
  scheduleTrickChange();
}

// The trick held on the table changes at fixed times (tricks.ts): redraw then.
let trickTimer: number | null = null;
function scheduleTrickChange(): void {
  if (trickTimer !== null) window.clearTimeout(trickTimer);
  trickTimer = null;
  const next = current(model.watch, Date.now()).nextChange;
  if (next !== null) trickTimer = window.setTimeout(() => { trickTimer = null; render(); }, Math.max(0, next - Date.now()) + 5);
}

// The name box says who the server knows this person as (a guest's name on
// the first visit), unless the person is typing in it.
function fillName(): void {
  const input = document.getElementById("name") as HTMLInputElement | null;
  if (input && model.name && document.activeElement !== input && input.value !== model.name) input.value = model.name;
}

function helpView(): HTMLElement {
  return h("section", { class: "panel help", role: "dialog", "aria-label": "keys" },
    h("h2", {}, "Keys"),
    h("dl", {}, ...keyHelp.flatMap(([k, what]) => [h("dt", {}, h("kbd", {}, k)), h("dd", {}, what)])),
    h("button", { type: "button", "data-focus": "close-help", onclick: () => { ui.local((m) => { m.helpOpen = false; }); } }, "Close"));
}

const connection = new Connection(serverUrl(), {
  opened() {
    // A sign-in code from the address (another device of the person) is
    // used once; after that, and if it fails, the token kept here.
    if (signinCode) {
      connection.send({ type: "hello", code: signinCode });
      return;
    }
    const token = prefs.token();
    const name = prefs.name();
    connection.send({ type: "hello", ...(token ? { token } : {}), ...(name ? { name } : {}) });
  },
  message: received,
  status(s, detail) {
    model.status = s;
    model.statusText = detail;
    render();
  },
});

// What changed for the person, said once for screen readers.
function describe(before: State | null, after: State): string {
  const last = after.moves[after.moves.length - 1];
  const parts: string[] = [];
  if (last && (!before || before.seq !== after.seq)) {
    const who = seatName(model, last.seat);
    parts.push(`${who}${looksLikeCard(last.action) ? " " : ": "}${moveText(last, after.dealer)}.`);
  }
  if (after.my_turn) parts.push("Your turn.");
  return parts.join(" ");
}

function received(msg: ServerMessage): void {
  if (msg.type === "welcome") {
    connection.welcomed(msg.instances);
    if (msg.token) prefs.setToken(msg.token);
    prefs.setName(msg.name);
  }
  if (msg.type === "welcome") signinCode = null;
  if (msg.type === "error" && msg.code === "bad_token" && signinCode) {
    // The code was wrong, used or expired: say so, and carry on as before.
    signinCode = null;
    model.error = { type: "error", code: "bad_token", message: `This sign-in link did not work: ${msg.message}` };
    connection.reopen();
    render();
    return;
  }
  if (msg.type === "error" && msg.code === "bad_token") {
    // The token no longer works (this device was signed out from another,
    // or the server's store was reset): start afresh as a new guest of the
    // same name, and say so, for the games and seats stay with the token
    // (issue 38: the page once became a stranger without a word).
    const name = prefs.name() || "you";
    prefs.setToken("");
    window.localStorage.removeItem("euchre.token");
    model.error = { type: "error", code: "bad_token", message: `This device is no longer signed in as ${name}: it was signed out ` +
      `from another device, or the server has forgotten it. You play here as a new guest named ${name}; the games, evenings and ` +
      `seats stay with your other device. To be ${name} here again, make a sign-in code there (Your other devices).` };
    connection.reopen();
    render();
    return;
  }
  if (msg.type === "error" && msg.code === "elsewhere" && typeof msg.url === "string" && connection.follow(msg.url)) {
    // Served by another instance: the hello there asks again for the table or evening.
    announce("Served by another server of this site: moving there.");
    return;
  }
  if (msg.type === "error" && msg.code === "unknown_type" && /say/.test(msg.message)) {
    // A server without quick phrases: stop offering them.
    model.phrases = false;
    render();
    return;
  }
  if (msg.type === "event_people") {
    // People's changes to an evening shown; ones the page cannot place
    // (it counts other people than the server) asks for the whole evening.
    if (apply(model, msg)) render();
    else if (model.events.has(msg.event)) connection.send({ type: "event_get", event: msg.event });
    return;
  }
  // A practice game's hint asked for by the page itself is kept for looking
  // back, and shown only if the person wants hints before choosing.
  if (msg.type === "hint" && model.practice && !keepHint(model.practice, msg)) return;
  const before = model.state;
  const tableBefore = model.tableId;
  // The club just made is put on screen (club_create's answer).
  if (msg.type === "club" && clubCreateAsked && model.clubId === null) {
    clubCreateAsked = false;
    model.clubId = msg.club;
    model.season = null;
  }
  const clubBefore = model.club;
  if (!apply(model, msg)) return;
  if (msg.type === "club") clubArrived(clubBefore, msg);
  if (msg.type === "created" && practiceAsked) {
    practiceAsked = false;
    model.practice = newPractice(msg.table);
    model.learning = null;
  }
  // An event seated the person at a new table: its picture is asked for
  // (the server seated the person there while the page showed another).
  if (msg.type === "event" && model.tableId && model.tableId !== tableBefore) connection.send({ type: "watch", table: model.tableId });
  if (msg.type === "event" && model.eventNotice) announce(model.eventNotice);
  switch (msg.type) {
    case "welcome":
      // Seated people get their tables back from the server by themselves;
      // a table named by the address is watched until a seat is taken.
      if (model.tableId) connection.send({ type: "watch", table: model.tableId, ...(model.invite ? { invite: model.invite } : {}) });
      else connection.send({ type: "list" });
      connection.send({ type: "history" });
      if (model.eventId) connection.send({ type: "event_get", event: model.eventId });
      connection.send({ type: "clubs" });
      if (model.clubId) connection.send({ type: "club_get", club: model.clubId, ...(model.clubJoin ? { code: model.clubJoin } : {}) });
      break;
    case "commit":
      if (msg.contribute) connection.send({ type: "contribute", table: msg.table, deal: msg.deal, contribution: randomContribution() });
      break;
    case "state":
      announce(describe(before, msg));
      if (before && before.seq !== msg.seq) model.error = null; // the game moved on: an old refusal is stale
      if (model.error?.code === "elsewhere") model.error = null; // served here after all (a takeover)
      if (msg.my_turn && !(before?.my_turn && before.seq === msg.seq)) play("turn");
      if (model.practice) practiceStep(model.practice, msg);
      break;
    case "error":
      if (msg.code === "unavailable" && retryUnavailable()) {
        model.error = { type: "error", code: "unavailable", message: "the server could not keep your move; sending it again" };
      }
      announce(errorWords(msg.code, msg.message));
      if (msg.code === "unknown_table" && !model.table) leaveTable(model);
      break;
    case "undone":
      announce(msg.taken_back > 1 ? `Taken back: your move and the ${msg.taken_back - 1} after it.` : "Taken back: your move.");
      break;
    case "deal_over":
      announce(`Deal ${msg.deal + 1} is over.`);
      break;
    case "game_over":
      announce("The game is over.");
      break;
    default:
      break;
  }
  render();
}

// The person's last action, sent again when the server could not keep it
// (`unavailable`: its store failed, nothing changed) while the turn is still
// the same: a few times, waiting longer each time.
let pendingAct: { table: string; action: string; seq: number; tries: number } | null = null;
const kActRetries = 5;

function retryUnavailable(): boolean {
  const act = pendingAct;
  if (!act || act.tries >= kActRetries || model.state?.seq !== act.seq || !model.state.my_turn) return false;
  act.tries += 1;
  window.setTimeout(() => {
    if (pendingAct === act && model.state?.seq === act.seq) connection.send({ type: "act", table: act.table, action: act.action });
  }, 1000 * act.tries);
  return true;
}

// A club on screen: its evenings coming up are asked for (who comes, and
// one's own "I'll come"), its current season's standings loaded, and the
// lobby's list of clubs asked again when this person's place in it changed.
function clubArrived(before: ClubInfo | null, club: ClubInfo): void {
  const today = club.today ?? "";
  for (const e of club.evenings ?? [])
    if (e.date >= today && !model.events.has(e.event)) connection.send({ type: "event_get", event: e.event });
  const seasons = club.seasons ?? [];
  if (model.season === null && seasons.length) {
    const current = seasons.map((s, i) => ({ s, i })).filter(({ s }) => s.from <= today).pop();
    ui.loadSeason(current ? current.i : 0);
  }
  if (!before || before.you.member !== club.you.member || before.you.asking !== club.you.asking || before.name !== club.name)
    connection.send({ type: "clubs" });
}

const ui: Ui = {
  send(message) {
    if (message.type === "club_create") clubCreateAsked = true;
    if (!connection.send(message)) {
      model.error = { type: "error", code: "offline", message: "not connected to the server; trying again" };
      render();
    }
  },
  act(action) {
    const table = model.state?.table ?? model.tableId;
    if (!table) return;
    const card = cardOfAction(action);
    // The end of the last deal has been read once the person plays on.
    if (card && model.dealOver && model.state && model.state.deal !== model.dealOver.deal && model.state.phase === "play") model.dealOverOpen = false;
    if (card && model.state?.phase === "play") {
      rememberOwnCard(card);
      // A trick still held is gathered now: the person has seen it and leads.
      hurry(model.watch, Date.now());
    }
    pendingAct = { table, action, seq: model.state?.seq ?? -1, tries: 0 };
    if (model.practice && model.state) noteChoice(model.practice, model.state, action);
    ui.send({ type: "act", table, action });
  },
  local(change) {
    change(model);
    render();
  },
  mute(name, on) {
    if (on) model.mutedNames.add(name);
    else model.mutedNames.delete(name);
    prefs.setMutedNames(model.mutedNames);
    render();
  },
  join(table, seat, invite) {
    model.tableId = table;
    model.steppedAway = null;
    model.invite = invite;
    model.error = null;
    ui.send({ type: "join", table, seat, ...(invite ? { invite } : {}) });
    render();
  },
  watch(table, invite) {
    model.tableId = table;
    model.steppedAway = null;
    model.invite = invite;
    ui.send({ type: "watch", table, ...(invite ? { invite } : {}) });
    render();
  },
  leave() {
    if (model.tableId) ui.send({ type: "leave", table: model.tableId });
    // Moves the server sent before it heard of the leave are not to bring the table back.
    model.steppedAway = model.tableId;
    model.practice = null;
    leaveTable(model);
    // From a table served elsewhere, the lobby is the page's own server's: its welcome asks for it.
    if (!connection.goHome()) {
      ui.send({ type: "list" });
      ui.send({ type: "history" });
    }
    render();
  },
  loadRatings() {
    model.ratings = { loading: true };
    render();
    void (async () => {
      try {
        const response = await fetch(`/api/ratings?top=20${model.person !== null ? `&person=${model.person}` : ""}`);
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const ratings = (await response.json()) as Ratings;
        // One's own page beside the ratings: the evenings played, places, partners.
        if (model.page !== null) {
          const page = await fetch(`/api/people/${model.page}`);
          if (page.ok) ratings.page = (await page.json()) as PersonPage;
        }
        model.ratings = ratings;
      } catch (e) {
        model.ratings = { failed: `the ratings could not be read (${String(e)})` };
      }
      render();
    })();
  },
  openClub(club, code) {
    model.clubId = club;
    model.clubJoin = code ?? null;
    model.club = null;
    model.season = null;
    model.error = null;
    model.confirming = null;
    if (club) ui.send({ type: "club_get", club, ...(code ? { code } : {}) });
    else ui.send({ type: "clubs" });
    render();
  },
  loadSeason(index) {
    const club = model.club;
    if (!club) return;
    const shown: { index: number; info: SeasonInfo | null; failed?: string } = { index, info: null };
    model.season = shown;
    render();
    const key = club.members_only && club.key ? `?key=${encodeURIComponent(club.key)}` : "";
    void fetch(`/api/clubs/${club.club}/seasons/${index + 1}.json${key}`).then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      shown.info = (await response.json()) as SeasonInfo;
    }).catch((e: unknown) => { shown.failed = e instanceof Error ? e.message : String(e); })
      .finally(() => { if (model.season === shown) render(); });
  },
  toEvent() {
    // The seat stays the person's (the table's 60 s turn clock has a bot
    // play a turn left waiting); the lobby shows the evening.
    if (model.table?.event) model.eventId = model.table.event;
    model.clubId = null; // the evening's card, not the club's page it was begun from
    model.steppedAway = model.tableId;
    leaveTable(model);
    ui.send({ type: "list" });
    ui.send({ type: "history" });
    render();
  },
  replayGame(game, record, deal) {
    void openReplay(`game ${game}`, game, () => fetchRecord(record), deal ?? 0);
  },
  replayText(title, text) {
    void openReplay(title, null, () => Promise.resolve(text));
  },
  closeReplay() {
    model.replay = null;
    render();
  },
  openLearn() {
    learnUi.openLesson(null);
  },
};

// A practice game: each of the person's turns is put to the expert (the
// table's own hint), and each decision whose trick is over is looked back on.
function practiceStep(p: NonNullable<typeof model.practice>, s: State): void {
  const turn = turnToAsk(p, s);
  if (turn !== null) connection.send({ type: "hint", table: s.table });
  lookBack(p, s);
}

// The Learn section (view_learn.ts): the lessons are read once; the
// figures of a position are asked for when the learner has chosen.
let practiceAsked = false;
const learnUi: LearnUi = {
  openLesson(index) {
    const l = model.learning ?? newLearning();
    model.learning = l;
    l.lesson = index;
    l.position = 0;
    l.chosen = null;
    l.right = 0;
    window.scrollTo(0, 0);
    render();
    if (!l.lessons && !l.error) {
      fetchLessons().then((lessons) => { l.lessons = lessons; }, (e: unknown) => { l.error = e instanceof Error ? e.message : String(e); })
        .finally(() => { if (model.learning === l) render(); });
    }
  },
  choose(action) {
    const l = model.learning;
    const lesson = l?.lessons?.[l.lesson ?? -1];
    const p = lesson?.positions[l?.position ?? -1];
    if (!l || !lesson || !p || l.chosen !== null) return;
    l.chosen = action;
    if (action === p.answer) l.right += 1;
    const key = figuresKey(lesson.id, l.position);
    const kept = l.figures.get(key);
    if (kept === undefined || (kept !== "loading" && "failed" in kept)) {
      l.figures.set(key, "loading");
      fetchFigures(lesson.id, l.position).then((f) => { l.figures.set(key, f); }, (e: unknown) => { l.figures.set(key, { failed: e instanceof Error ? e.message : String(e) }); })
        .finally(() => { if (model.learning === l) render(); });
    }
    announce(action === p.answer ? `Right: ${p.answer_words}.` : `Not quite: the expert would ${p.answer_words}.`);
    render();
    // On a phone the answer lies below the hand: bring it into view.
    document.querySelector(".lesson-verdict")?.scrollIntoView({ block: "nearest" });
  },
  next() {
    const l = model.learning;
    const lesson = l?.lessons?.[l.lesson ?? -1];
    if (!l || !lesson) return;
    l.position += 1;
    l.chosen = null;
    if (l.position >= lesson.positions.length) keepProgress(lesson.id, l.right, lesson.positions.length);
    render();
    document.querySelector<HTMLElement>(".lesson-page h2, .lesson-end h2")?.focus({ preventScroll: true });
    document.querySelector(".position-title, .lesson-end")?.scrollIntoView({ block: "start" });
  },
  close() {
    model.learning = null;
    render();
  },
  practice() {
    // Kind bots (basic) with hints allowed, the standard rules: the same table "Play against bots" makes.
    practiceAsked = true;
    ui.send({ type: "create", preset: "standard", options: {}, bots: [null, "basic", "basic", "basic"], seat: 0, private: true, clock: 0,
      grace: 30, pace: "normal", hints: true, name: "Practice game" });
  },
};

// A replay: the record goes to the server, which replays and judges it.
async function openReplay(title: string, game: number | null, record: () => Promise<string>, deal = 0): Promise<void> {
  const r = newReplay(title, game);
  r.deal = deal;
  model.replay = r;
  model.error = null;
  render();
  try {
    r.analysis = await analyze(await record());
    r.deal = Math.max(0, Math.min(r.deal, r.analysis.deals.length - 1));
  } catch (e) {
    r.error = e instanceof Error ? e.message : String(e);
  }
  if (model.replay === r) render();
}

// The big screen's pages turn (the lists longer than the screen).
window.setInterval(() => {
  if (!bigScreen) return;
  screenTick += 1;
  turnPages(root, screenTick);
}, turnSeconds * 1000);
// The big screen asks for its evening every 5 s (people who are not
// registered hear of changes only by asking).
window.setInterval(() => {
  if (bigScreen && model.eventId && model.status === "open") connection.send({ type: "event_get", event: model.eventId });
}, 5000);
// The lobby's list is asked for again every few seconds while it is shown.
window.setInterval(() => {
  if (!model.tableId && model.status === "open") connection.send({ type: "list" });
}, 4000);
// An away player's countdown ("a bot stands in in 25 s") and quick phrases
// that have had their time are redrawn once a second when there are any.
let awayShown = "";
window.setInterval(() => {
  if (!model.table || model.replay) return;
  const away = model.table.seats.map((_, seat) => awayText(model, seat) ?? "").join("|");
  const bubbles = model.said.filter((x) => Date.now() - x.at < 6500).length;
  if (away !== awayShown || bubbles !== shownBubbles) {
    awayShown = away;
    shownBubbles = bubbles;
    render();
  }
}, 1000);
let shownBubbles = 0;
// The turn clock ticks without a redraw.
window.setInterval(() => {
  const seat = model.state?.to_act;
  if (seat === null || seat === undefined) return;
  const el = document.getElementById(`clock-${seat}`);
  if (el) el.textContent = clockText(model);
}, 250);

installKeys({
  toggleLastTrick: () => { ui.local((m) => { m.lastTrickOpen = !m.lastTrickOpen; }); },
  closePanels: () => { ui.local((m) => { m.dealOverOpen = false; m.helpOpen = false; }); },
  toggleHelp: () => { ui.local((m) => { m.helpOpen = !m.helpOpen; }); },
});

function header(): void {
  const nameInput = document.getElementById("name") as HTMLInputElement | null;
  if (nameInput) {
    nameInput.value = prefs.name();
    nameInput.addEventListener("change", () => {
      const name = nameInput.value.trim();
      if (!name) return;
      prefs.setName(name);
      connection.reopen(); // a hello with the token and the new name renames
    });
  }
  const cb = document.getElementById("colour-blind") as HTMLInputElement | null;
  if (cb) {
    cb.checked = model.colourBlind;
    cb.addEventListener("change", () => {
      prefs.setColourBlind(cb.checked);
      ui.local((m) => { m.colourBlind = cb.checked; });
    });
  }
  const pips = document.getElementById("pip-score") as HTMLInputElement | null;
  if (pips) {
    pips.checked = model.pipScore;
    pips.addEventListener("change", () => {
      prefs.setPipScore(pips.checked);
      ui.local((m) => { m.pipScore = pips.checked; });
    });
  }
  const sound = document.getElementById("sound") as HTMLInputElement | null;
  if (sound) {
    sound.checked = model.sound;
    sound.addEventListener("change", () => {
      prefs.setSound(sound.checked);
      setSound(sound.checked);
      ui.local((m) => { m.sound = sound.checked; });
    });
  }
  document.getElementById("help")?.addEventListener("click", () => { ui.local((m) => { m.helpOpen = !m.helpOpen; }); });
}

async function loadCatalog(): Promise<void> {
  try {
    const response = await fetch("/api/rules");
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    model.catalog = (await response.json()) as RulesCatalog;
    form = new CreateForm(model.catalog, ui);
  } catch (e) {
    model.error = { type: "error", code: "catalog", message: `could not load the rules from the server (${String(e)})` };
  }
  render();
}

// The replay's keys: arrows step by action (with Shift by trick), Page Up
// and Page Down by deal.
document.addEventListener("keydown", (e) => {
  if (!model.replay || e.ctrlKey || e.altKey || e.metaKey || e.target instanceof HTMLInputElement) return;
  const step = replayKey(e.key, e.shiftKey);
  if (!step) return;
  e.preventDefault();
  replayStep(ui, step.unit, step.ahead);
});

header();
render();
const replayParam = Number(params.get("replay"));
if (Number.isInteger(replayParam) && replayParam > 0)
  void openReplay(`game ${replayParam}`, replayParam, () => fetchRecord(`/api/games/${replayParam}.egn`));
connection.open();
void loadCatalog();
