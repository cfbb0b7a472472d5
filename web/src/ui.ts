// What a view may ask for: a message to the server, or a change of the
// page's own display (a panel opened or closed). Views get it from main.ts.
import type { Model } from "./model";

export interface Ui {
  send(message: Record<string, unknown>): void;
  act(action: string): void;
  local(change: (m: Model) => void): void; // changes the display and redraws
  join(table: string, seat: number, invite: string | null): void;
  watch(table: string, invite: string | null): void;
  leave(): void;
  toEvent(): void; // from an event's table to the lobby's events, keeping the seat
  mute(name: string, on: boolean): void; // hides (or shows again) a person's quick phrases, remembered
  // A replay with the expert's analysis: of a stored game (its record's
  // address), or of a record's text (an uploaded file).
  // `deal`: the deal to open at (from 0), e.g. a duplicate board's.
  replayGame(game: number, record: string, deal?: number): void;
  replayText(title: string, text: string): void;
  closeReplay(): void;
  loadRatings(): void; // GET /api/ratings into the model
  openLearn(): void; // the Learn section: its list of lessons
  openClub(club: string | null, code?: string | null): void; // a club's page (null: back to the lobby); `code`: its invitation
  loadSeason(index: number): void; // a season's standings on the club's page (GET /api/clubs/ID/seasons/N.json)
}
