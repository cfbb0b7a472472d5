// Everything the page shows, as the server last said it. Each server
// message updates it (apply); the views draw it. Only what the server sent
// to this person is here: the page never holds another seat's hidden cards.
import type { ClubInfo, ClubList, SeasonInfo, Commit, Created, DealOver, GameOver, Hint, History, LobbyTable, EventInfo, EventPeople, RulesCatalog, SigninCode, Said, ServerError, ServerMessage, State, TableInfo, Undone, Ratings } from "./protocol";
import type { Status } from "./connection";
import type { Learning } from "./learn";
import type { Practice } from "./practice";
import type { Replay } from "./replay";
import { newTrickWatch, noteState, type TrickWatch } from "./tricks";

export interface Model {
  status: Status;
  statusText: string;
  person: number | null;
  page: string | null; // the person's own page (GET /api/people/PAGE), a link only he is given
  name: string;
  lobby: LobbyTable[];
  history: History | null; // the person's finished games (the lobby shows them)
  catalog: RulesCatalog | null;
  tableId: string | null; // the table on screen
  steppedAway: string | null; // the table whose seat the person kept but left the screen of (its messages no longer bring it back)
  invite: string | null; // its invite code, when it came from a link or was created here
  table: TableInfo | null;
  state: State | null;
  commit: Commit | null;
  shuffling: boolean; // a commit came and its deal's first state not yet
  dealOver: DealOver | null;
  dealOverOpen: boolean;
  gameOver: GameOver | null;
  hint: Hint | null;
  error: ServerError | null;
  created: Created | null;
  lastTrickOpen: boolean;
  clockEnds: number | null; // when the turn clock runs out, by this page's clock (ms); null: no clock runs
  colourBlind: boolean;
  pipScore: boolean; // the score also as the six and four pip cards
  helpOpen: boolean;
  replay: Replay | null; // a replay on screen (over the lobby or the table)
  watch: TrickWatch; // the completed tricks held on the table (tricks.ts)
  sound: boolean; // sounds on (kept in the browser)
  said: (Said & { at: number })[]; // quick phrases said at the table, the latest per seat
  mutedNames: Set<string>; // the people whose phrases this person does not want to see (kept in the browser)
  phrases: boolean; // the server takes quick phrases (false once it refused one)
  tableArrived: number; // when the last table message came (this page's clock)
  gameOverHidden: boolean; // the person put the result aside to look at the table
  phrasesOpen: boolean; // the quick phrases are unfolded
  seatPickerOpen: boolean | null; // a spectator's seat picker unfolded or not by the person (null: not chosen)
  undone: Undone | null; // the last undo at this table, said until the game moves on
  events: Map<string, EventInfo>; // the events this person has seen, the latest message of each
  eventClockOffset: number; // the server's clock minus this browser's, from the last event message
  ratings: Ratings | { loading: true } | { failed: string } | null; // GET /api/ratings once asked for
  eventId: string | null; // the event named by the address (?event=ID), shown in the lobby
  eventNotice: string | null; // "Round 2: table 3, seat 1", said when an event seats the person
  signin: (SigninCode & { until: number }) | null; // the code made for another device, shown until it expires
  devicesSignedOut: boolean;
  freshWatch: boolean; // the next state starts the trick watch afresh (after an undo)
  learning: Learning | null; // the Learn section on screen (over the lobby)
  practice: Practice | null; // the practice game started from it (its table)
  confirming: string | null; // the step that waits for "yes" (an evening's drop or leave: its button's key)
  editing: string | null; // the evening whose "Change the evening" form is open (its organiser's)
  clubs: ClubList["clubs"] | null; // this person's clubs (the lobby lists them)
  clubId: string | null; // the club on screen (?club=ID)
  clubJoin: string | null; // its invitation code, from the link (?club=ID&join=CODE)
  club: ClubInfo | null; // the club on screen, as the server last said it
  season: { index: number; info: SeasonInfo | null; failed?: string } | null; // the season shown on the club's page
}

export function emptyModel(): Model {
  return {
    status: "connecting", statusText: "connecting", person: null, page: null, name: "", lobby: [], history: null, catalog: null,
    tableId: null, steppedAway: null, invite: null, table: null, state: null, commit: null, shuffling: false, dealOver: null, dealOverOpen: false,
    gameOver: null, hint: null, error: null, created: null, lastTrickOpen: false, clockEnds: null,
    colourBlind: false, pipScore: false, helpOpen: false, replay: null, watch: newTrickWatch(), sound: false, said: [],
    mutedNames: new Set(), phrases: true, tableArrived: 0, gameOverHidden: false, phrasesOpen: false, seatPickerOpen: null,
    undone: null, freshWatch: false, events: new Map(), eventClockOffset: 0, ratings: null, eventId: null, eventNotice: null, signin: null, devicesSignedOut: false,
    learning: null, practice: null, confirming: null, editing: null,
    clubs: null, clubId: null, clubJoin: null, club: null, season: null,
  };
}

// The seat this person holds at the table on screen, or null (watching).
export function mySeat(m: Model): number | null {
  if (m.state && m.state.seat !== null) return m.state.seat;
  const seat = m.table?.seats.find((s) => s.person !== null && s.person === m.person && !s.bot);
  return seat ? seat.seat : null;
}

export function leaveTable(m: Model): void {
  m.tableId = null;
  m.invite = null;
  m.table = null;
  m.state = null;
  m.commit = null;
  m.shuffling = false;
  m.dealOver = null;
  m.gameOver = null;
  m.hint = null;
  m.created = null;
  m.watch = newTrickWatch();
  m.said = [];
  m.undone = null;
  m.seatPickerOpen = null;
}

// Where an event seats the person now. A new round moves the page to the
// new table when it shows the lobby or a table whose game is over (the
// server has seated the person there already).
function noteEvent(m: Model, msg: EventInfo): void {
  const before = m.events.get(msg.event);
  m.events.set(msg.event, msg);
  if (msg.clock) m.eventClockOffset = msg.clock.now_ms - Date.now();
  const you = msg.you;
  if (!you || !("table" in you)) return;
  const moved = !before || !before.you || !("table" in before.you) || before.you.table !== you.table;
  if (!moved) return;
  m.eventNotice = `${msg.name}, round ${msg.round}: table ${you.number}, seat ${you.seat + 1}.`;
  if (m.tableId === null || m.gameOver !== null) {
    leaveTable(m);
    m.tableId = you.table;
    m.steppedAway = null;
  }
}

// One person's changed entry of an evening being shown: replaced, or added
// after the others. False when the page holds no such evening, or counts
// another number of people than the server then: it asks for the whole
// evening again (main.ts).
function notePeople(m: Model, msg: EventPeople): boolean {
  const ev = m.events.get(msg.event);
  if (!ev) return false;
  const people = ev.people.slice();
  for (const entry of msg.entries) {
    const at = people.findIndex((p) => p.person === entry.person);
    if (at >= 0) people[at] = entry;
    else people.push(entry);
  }
  if (people.length !== msg.people) return false;
  m.events.set(msg.event, { ...ev, people, status: msg.status });
  return true;
}

// Applies one server message. Returns false when it was for another table
// (a person seated at two tables sees the one on screen).
export function apply(m: Model, msg: ServerMessage): boolean {
  switch (msg.type) {
    case "welcome":
      m.person = msg.person;
      m.page = msg.page ?? null;
      m.name = msg.name;
      return true;
    case "tables":
      m.lobby = msg.tables;
      return true;
    case "history":
      m.history = msg;
      return true;
    case "event":
      noteEvent(m, msg);
      return true;
    case "event_people":
      return notePeople(m, msg);
    case "signin_code":
      m.signin = { ...msg, until: Date.now() + msg.minutes * 60_000 };
      m.devicesSignedOut = false;
      return true;
    case "devices_signed_out":
      m.signin = null;
      m.devicesSignedOut = true;
      return true;
    case "created":
      m.created = msg;
      m.tableId = msg.table;
      m.steppedAway = null;
      m.invite = msg.invite;
      return true;
    case "error":
      m.error = msg;
      return true;
    case "seats_back":
      return false; // the seats' own pictures came before it
    case "clubs":
      m.clubs = msg.clubs;
      return true;
    case "club":
      // Only the club on screen (an organiser hears of changes to his others too).
      if (m.clubId !== msg.club) return false;
      m.club = msg;
      return true;
    default:
      break;
  }
  // A seat brought back by the token (a reload, a reconnection) puts its
  // table on screen, but not the table the person has just stepped away
  // from: its moves still come to the seat, and would pull the page back.
  // A club's page asked for by its address stays (an evening's next table still moves it: noteEvent).
  if (m.tableId === null && m.clubId === null && msg.table !== m.steppedAway) m.tableId = msg.table;
  if (msg.table !== m.tableId) return false;
  switch (msg.type) {
    case "table":
      m.table = msg;
      m.tableArrived = Date.now();
      // A finished game's result comes with the table (newer servers), so a
      // reload or a return after the end shows it.
      if (msg.result && msg.status === "over" && (!m.gameOver || m.gameOver.game !== msg.result.game)) {
        const { last_deal: lastDeal, ...result } = msg.result;
        m.gameOver = { type: "game_over", table: msg.table, secrets: [], ...result };
        // How the last deal ended, for the result's "Last deal" line.
        if (lastDeal && m.dealOver?.deal !== lastDeal.deal) {
          m.dealOver = { type: "deal_over", table: msg.table, ...lastDeal };
          m.dealOverOpen = false;
        }
      }
      break;
    case "state": {
      const before = m.state;
      // The server's deadline on this page's clock (the two clocks may differ).
      m.clockEnds = msg.deadline_ms !== null && msg.now_ms !== null ? Date.now() + (msg.deadline_ms - msg.now_ms) : null;
      if (before && before.deal !== msg.deal) m.hint = null;
      if (m.hint && m.hint.turn !== msg.seq) m.hint = null;
      // After an undo the tricks already shown are not shown again.
      noteState(m.watch, m.freshWatch ? null : before, msg);
      m.freshWatch = false;
      if (m.undone && m.undone.seq !== msg.seq) m.undone = null;
      m.state = msg;
      m.shuffling = false;
      break;
    }
    case "commit":
      if (m.gameOver && m.gameOver.game !== msg.game) {
        // A rematch began: the old game's panels close, and its tricks are
        // forgotten (deal numbers start again: a game of one deal left
        // deal 0's tricks counted for the next game's deal 0).
        m.gameOver = null;
        m.dealOver = null;
        m.dealOverOpen = false;
        m.watch = newTrickWatch();
      }
      m.commit = msg;
      m.shuffling = true;
      break;
    case "deal_over":
      m.dealOver = msg;
      m.dealOverOpen = true;
      break;
    case "game_over":
      m.gameOver = msg;
      m.gameOverHidden = false;
      m.dealOverOpen = false; // the game's end says how the last deal ended
      break;
    case "undone":
      m.undone = msg;
      m.watch = newTrickWatch();
      m.freshWatch = true;
      m.hint = null;
      m.error = null;
      break;
    case "said":
      m.said = [...m.said.filter((x) => x.seat !== msg.seat), { ...msg, at: Date.now() }];
      break;
    case "hint":
      // A hint for a turn already past (asked for, then played before it
      // came) would name choices no longer there.
      if (!m.state || msg.turn === m.state.seq) m.hint = msg;
      break;
  }
  return true;
}
