// The messages of docs/protocol.md as the page reads and writes them. The
// server is the authority: these types describe what it sends, and the page
// shows them; it decides nothing about the game itself.

export type Card = string; // EGN text: "9c", "Th", "Js", "B"
export type Suit = "c" | "d" | "h" | "s" | "n";

export interface SeatInfo {
  seat: number;
  name: string;
  person: number | null;
  bot: boolean;
  open: boolean;
  away: boolean;
  // Newer servers (docs/protocol.md): the bot's level when a bot plays the
  // seat (its `name` is then a person-like name), and when an away person's
  // stand-in takes over.
  level?: string | null;
  away_since_ms?: number | null;
  stand_in_at_ms?: number | null;
}

export type Pace = "instant" | "normal" | "slow";

// The last completed trick of the deal being played (newer servers).
export interface LastTrick {
  cards: (Card | null)[];
  leader: number;
  winner: number;
  trick_no: number;
}

export interface LobbyTable {
  table: string;
  name: string;
  rules: string;
  preset: string;
  seats: SeatInfo[];
  status: "waiting" | "shuffling" | "playing" | "over";
  clock: number;
  hints: boolean;
}

export interface Welcome { type: "welcome"; person: number; name: string; token?: string; page?: string; instances?: string[] }
export interface Tables { type: "tables"; tables: LobbyTable[] }
export interface Created { type: "created"; table: string; invite: string | null }

export interface TableInfo {
  type: "table";
  table: string;
  name: string;
  preset: string;
  options: Record<string, string | number | boolean>;
  rules: string;
  seats: SeatInfo[];
  status: LobbyTable["status"];
  game: number | null;
  clock: number;
  grace: number;
  hints: boolean;
  private: boolean;
  rematch: number[];
  pace?: Pace;
  now_ms?: number;
  // The finished game's end, with how its last deal ended (newer servers).
  result?: { winner: number | null; score: number[]; record: string; game: number; last_deal?: Omit<DealOver, "type" | "table"> } | null;
  event?: string | null; // the club event whose round this table plays (newer servers)
}

export interface Move { seat: number; action: string; phase: string }

export interface State {
  type: "state";
  table: string;
  seat: number | null;
  names: string[];
  bots: boolean[];
  seq: number;
  deadline_ms: number | null; // the turn clock (server's ms since the epoch), null when none runs
  now_ms: number | null; // the server's clock when it sent this
  deal: number;
  phase: string;
  dealer: number;
  to_act: number | null;
  my_turn: boolean;
  blind: boolean;
  hand: Card[];
  up_card: Card | null;
  up_card_on_kitty: boolean; // face up in round 1, turned down once nobody took it
  kitty_face_down: number; // how many cards lie face down in the kitty (never which)
  own_discard: Card | null;
  trump: Suit | null;
  maker: number | null;
  bid: number; // French euchre: the highest bid of tricks so far, then the contract (0: none)
  high_bidder: number | null;
  loner: number | null;
  lone_defender: number | null;
  // Jambone (K ch. 5): the seat whose card is played next (to_act chooses
  // it: in a jambone the caller plays the lone player's card), the jambone
  // itself (the lone hand face up, in shown) and a jamboree's holder.
  turn?: number | null;
  jambone?: boolean;
  jamboree?: number | null;
  active: number[];
  called_ace: Suit | null;
  ace_partner: number | null;
  trick: (Card | null)[];
  leader: number;
  trick_no: number;
  tricks: number[];
  played: Card[];
  shown: Card[][];
  moves: Move[];
  score: number[];
  series?: Series; // a series of games (laps and slams): present only then
  legal: string[];
  last_trick?: LastTrick | null;
  undo?: boolean; // this seat may take back its last move of the deal (alone against the computer)
}

// A series of games with laps and slams (docs/protocol.md, state): games won
// by each side (a slam counts two), slams, the points the game in progress
// started with, games finished.
export interface Series {
  kind: string; // "first_to:N" or "rubber"
  games_won: number[];
  slams: number[];
  carried: number[];
  games_played: number;
}

export interface Commit {
  type: "commit";
  table: string;
  game: number;
  deal: number;
  dealer: number;
  commitment: string;
  contribute: boolean;
}

export interface DealOver {
  type: "deal_over";
  table: string;
  deal: number;
  dealer: number;
  hands: Card[][];
  hands_shown?: boolean;  // false: a thrown-in deal, its hands not shown
  up_card: Card | null;
  trump: Suit | null;
  maker: number | null;
  alone: number | null;
  jambone?: boolean; // the lone hand was a jambone (present only then)
  jamboree?: number; // the seat that showed a jamboree (present only then)
  defender_alone: number | null;
  bid?: number; // French euchre: the makers' bid of tricks
  // What became of the deal, the engine's word (never counted again here).
  outcome?: "made" | "march" | "euchred" | "renege" | "jamboree" | "no contract";
  makers_tricks?: number; // with a contract: the tricks the makers took and needed
  tricks_needed?: number;
  tricks: number[];
  points: number[];
  score: number[];
  game_won_by?: number; // in a series: this deal won a game for that side (the last, if several)
  slam?: boolean;
  carried?: number;
  // Every game this deal won, in order: a lap that reaches the target wins
  // the next game on the same deal too (K ch. 5).
  games_won?: { winner: number; slam: boolean; carried: number }[];
}

export interface GameOver {
  type: "game_over";
  table: string;
  game: number;
  winner: number | null;
  score: number[];
  record: string;
  secrets: (string | null)[];
}

export interface HintAction {
  action: string;
  name: string;
  expected_points: number | null;
  win_chance: number | null;
  reason: string;
}
export interface Hint { type: "hint"; table: string; turn: number; actions: HintAction[] }

// `url`: with code "elsewhere", the instance that serves what was asked for (docs/scale.md).
// reason: an illegal action's rule as data (the engine's refusal), so the page words it without reading the English.
export interface RefusalReason { rule: "must_follow" | "not_held" | "other"; suit?: string; led?: Card; left_bower?: boolean }
export interface ServerError { type: "error"; code: string; message: string; url?: string; reason?: RefusalReason }

// Quick phrases (no free text at the table: that would be table talk).
export interface Said { type: "said"; table: string; seat: number; phrase: string }

// A club event as this person sees it (docs/events.md): where to sit this
// round, the tables, the standings.
export interface EventSeat { name: string; person: number | null; bot: string | null }
// An evening in person: a table's score this round, as entered (side -1: by the organiser) and whether confirmed.
export interface TableScore { points: [number, number]; loners: [number, number, number, number]; by: string; side: number; confirmed: boolean }
export interface EventTable { table: string | null; upcoming?: true; number: number; done: boolean; seats: EventSeat[]; score?: TableScore | null } // table null, upcoming: the next round's during a break
// Every score entered, confirmed or corrected at an evening in person (docs/events.md, "In person").
export interface ScoreLogLine {
  ms: number; by: string; round: number; table: number; what: string;
  points: [number, number]; loners: [number, number, number, number]; reason?: string;
}
// GET /api/ratings (docs/events.md, "Ratings"): best first.
export interface RatingStep { event: string | null; name: string; before: number; after: number; games: number; won: number }
// The page asks for the best twenty and its own person (?top=20&person=ID):
// only that person's entry carries a history.
// provisional: a new identity (fewer than 10 counted games or 3 different opponents), listed after everyone established.
export interface RatedPerson { place: number; person: number; name: string; rating: number; deviation: number; evenings: number; provisional: boolean; history?: RatingStep[] }
export interface Ratings { people: RatedPerson[]; rated: number; page?: PersonPage }
// GET /api/people/ID (docs/events.md, "A person's page"): the evenings over, and whom one partnered most.
export interface PersonEvening { event: string; name: string; created_ms: number; place: number; of: number; points: number; loners: number; rounds: number; percent?: number }
export interface PersonPage {
  person: number; name: string; evenings: PersonEvening[]; won: number; loners: number; rounds: number;
  partners: { person: number; name: string; rounds: number }[];
  // His clubs, and his place in each season he played (docs/clubs.md; older servers: absent).
  clubs?: { club: string; name: string; organiser: boolean; seasons: { season: string; place: number; of: number; points: number; evenings: number }[] }[];
}

// The round's clock (server times; the page keeps its own offset), or the check-in's.
export type EventClock =
  | { started_ms: number; ends_ms: number | null; now_ms: number; time_up: boolean }
  | { check_in_ends_ms: number; now_ms: number }
  | { break_ends_ms: number; now_ms: number }; // a break between rounds
export interface EventStanding {
  place: number; person: number; name: string; points: number; rounds_won: number; loners: number; byes: number; partner?: string;
  rounds_played?: number; // rounds at a table, byes not counted (older servers: absent)
}
// A duplicate evening's standing: matchpoints over the top of the boards played (docs/events.md, "Duplicate events").
// few_boards: fewer than half the boards of the one who played most, so ranked after those who played that share.
export interface DuplicateStanding { place: number; person: number; name: string; percent: number; matchpoints: number; top: number; boards: number; few_boards?: true }
// One table's play of a board: seats North, East, South, West; trump 0..3 clubs..spades (4 no trump); maker/alone seats.
export interface BoardPlay {
  round: number; table: number; seats: string[]; points: [number, number]; tricks: [number, number];
  matchpoints: [number, number]; trump?: number; maker?: number; alone?: number;
}
// A duplicate evening's boards: committed before, the pool when it began, the secret when over,
// and the finished rounds' boards with every table's play.
export interface EventBoards {
  algorithm: "euchre-boards-v1"; commitment: string; pool?: string; secret?: string;
  contributions: { name: string; bytes: string }[];
  boards: { board: number; plays: BoardPlay[] }[];
}
// One person's entry of an evening, as EventInfo's people list it.
export type EventPersonEntry = { person: number; name: string; left: boolean; checked_in: boolean; waiting: boolean; asks_partner?: number | null };
// Before an evening begins, people's changes (joins, check-ins, partner
// asks) reach the others as their entries alone, a few at a time (docs/protocol.md).
export interface EventPeople { type: "event_people"; event: string; entries: EventPersonEntry[]; people: number; status: "registering" | "checking_in" }
export interface EventInfo {
  type: "event";
  event: string;
  name: string;
  organiser: string;
  organiser_person: number;
  status: "registering" | "checking_in" | "running" | "over";
  rounds: number;
  round: number;
  deals: number;
  minutes: number;
  games?: number;  // best of N games a round (0: deals or minutes)
  spectators?: boolean;  // anyone with the link may replay the rounds played
  key?: string;  // to the evening's own people when strangers may not watch: ?key= opens its downloads
  starts_ms?: number;    // when it is announced for (0: not said)
  // The rounds played: each table's seats, points and its record (for the replay).
  played?: { round: number; tables: { number: number; seats: string[]; points: number[]; record: string | null }[] }[];
  clock: EventClock | null;
  movement: "fixed" | "head-table" | "whist" | "round-robin" | "swiss";
  preset: string;
  people: EventPersonEntry[];
  places: { player: number; instead_of: string | null }[]; // what the organiser may give someone waiting
  tables: EventTable[];
  you: { table: string; number: number; seat: number } | { number: number; seat: number; in_person: true } |
    { number: number; seat: number; after_break: true } | { sitting_out: true } | { left: true } | { no_show: true } | { waiting: true; from_round?: number } |
    { waiting_list: number } | null; // waiting_list: the evening is full, this person's number on its list
  club?: string; // the club whose evening it is (docs/clubs.md)
  organises?: boolean; // a club's evening: this person may do what its organiser does
  capacity?: number; // the most registered before it begins (0: no limit)
  waiting_list?: number; // how many wait for a place
  standings: EventStanding[] | DuplicateStanding[];
  registered: boolean;
  format: "progressive" | "duplicate";
  boards: EventBoards | null;
  in_person: boolean;
  scores_log: ScoreLogLine[];
  tables_a_round?: number; // tables a round has once drawn (0 before; older servers: absent)
  turn_clock?: number; // each turn's clock at its tables, seconds (0: none; older servers: absent, 60)
  break_minutes?: number; // the break between rounds (0: none; older servers: absent)
  late_arrivals?: "organiser" | "seat"; // who places someone registering once it runs (older servers: absent, the organiser)
}

// A one-time code that signs another device in as this person (docs/server.md, "Another device").
export interface SigninCode { type: "signin_code"; code: string; minutes: number }
export interface DevicesSignedOut { type: "devices_signed_out" }
// After a hello: every seat's picture has come; the tables of those seats.
export interface SeatsBack { type: "seats_back"; tables: string[] }

// An undo took back `taken_back` actions; the state that follows is the game as it now stands.
export interface Undone { type: "undone"; table: string; seq: number; taken_back: number }

export interface HistoryGame { game: number; table: string; seat: number; started_ms: number; won: boolean; points: number; record: string }
export interface History {
  type: "history";
  person: number;
  totals: { games: number; wins: number; points: number; loners: number; euchres: number };
  games: HistoryGame[];
}

// A club (docs/clubs.md) as this person sees it. A members-only club shows
// a stranger with its code only its name and words (invited).
export interface ClubMember { person: number; name: string; organiser: boolean; since_ms: number }
export interface ClubSchedule { weekday: number; time: string; zone: string; weeks_ahead: number; evening: Record<string, unknown> }
export interface ClubSeason { name: string; from: string; to: string; best: number }
export interface ClubEvening { event: string; date: string; name: string }
export interface ClubInfo {
  type: "club"; club: string; name: string; about: string; members_only: boolean; approval: boolean; member_count: number;
  you: { member: boolean; organiser: boolean; asking: boolean };
  invited?: boolean;
  members?: ClubMember[]; asking?: { person: number; name: string; since_ms: number }[];
  announcements?: { id: number; ms: number; by: string; text: string }[];
  evenings?: ClubEvening[]; seasons?: ClubSeason[]; schedule?: ClubSchedule | null; today?: string;
  code?: string; key?: string;
}
export interface ClubList { type: "clubs"; clubs: { club: string; name: string; organiser: boolean; asking: boolean }[] }
// GET /api/clubs/ID/seasons/N.json: a season's standings.
export interface SeasonStanding {
  place: number; person: number; name: string; points: number; rounds_won: number; loners: number; evenings: number; counted: number;
  best: { event: string; date: string; points: number };
}
export interface SeasonInfo {
  club: string; name: string; season: string; from: string; to: string; best: number;
  evenings: (ClubEvening & { played?: boolean })[]; // played: over with its results (its files are there)
  standings: SeasonStanding[];
}

export type ServerMessage =
  | Welcome
  | Tables
  | Created
  | TableInfo
  | State
  | Commit
  | DealOver
  | GameOver
  | Hint
  | History
  | Said
  | Undone
  | EventInfo
  | EventPeople
  | SigninCode
  | DevicesSignedOut
  | SeatsBack
  | ClubInfo
  | ClubList
  | ServerError;

// GET /api/rules: the presets and options the server accepts (create form).
export interface RulesCatalog {
  presets: { name: string; summary: string; options: Record<string, string> }[];
  options: { name: string; values: string[] | null; description: string; summary: string }[];
  seats_by_mode: Record<string, number>;
}

const serverTypes = new Set(["welcome", "tables", "created", "table", "state", "commit", "deal_over", "game_over", "hint", "history", "said", "undone", "event", "event_people", "signin_code", "devices_signed_out", "seats_back", "club", "clubs", "error"]);

// The message, or null for text that is not one the page knows (a newer
// server's message is ignored, not misread).
export function readMessage(text: string): ServerMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const type = (value as { type?: unknown }).type;
  return typeof type === "string" && serverTypes.has(type) ? (value as ServerMessage) : null;
}

// POST /api/analyze (schemas/analysis.json): a record's replay, position by
// position, with the expert's judgement of every decision. The server
// replays the record; the page only steps through what it sent.
export interface Judgement {
  seat: number;
  verdict: "best" | "close" | "mistake";
  best: string;
  value: number;
  lost: number;
  points: number;
  points_lost: number;
  unit: "match_equity" | "points";
}
export interface ReplayMove { seat: number; action: string; phase: string; analysis: Judgement | null }
export type ReplayStep = Omit<State, "type" | "table" | "seat" | "names" | "bots" | "moves" | "legal" | "hand" | "my_turn" | "own_discard" | "blind" | "deadline_ms" | "now_ms">
  & { hands: (Card[] | null)[] };
export interface ReplayDeal {
  deal: number;
  dealer: number;
  hands: (Card[] | null)[];
  up_card: Card | null;
  finished: boolean;
  moves: ReplayMove[];
  steps: ReplayStep[]; // steps[0]: the deal's start; steps[i + 1]: after moves[i]
  open_hand: { move: number; maker: number; tricks: number; of: number } | null;
  points: number[];
  score: number[];
}
export interface Analysis {
  type: "analysis";
  players: string[];
  seats: number;
  target: number;
  unit: "match_equity" | "points";
  level: number;
  threshold: number;
  over: boolean;
  winner: number | null;
  totals: { seat: number; decisions: number; mistakes: number; lost: number; points_lost: number }[];
  deals: ReplayDeal[];
  played_on: number;
}
