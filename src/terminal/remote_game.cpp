#include "terminal/remote_game.h"

#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <iostream>
#include <random>
#include <thread>
#include <utility>

#include "players/bot_factory.h"
#include "terminal/choices.h"
#include "terminal/elsewhere.h"
#include "terminal/final_move.h"
#include "terminal/interrupt.h"
#include "terminal/narration.h"
#include "terminal/out_file.h"
#include "terminal/remote_text.h"
#include "terminal/token_file.h"
#include "core/notation.h"
#include "net/http_get.h"
#include "protocol/table_rules.h"
#include "protocol/view_from_state.h"

namespace euchre::terminal {
namespace {

using namespace std::chrono_literals;

constexpr const char* kKeys = "  ?      this list;  h  hints;  q  leave (the server keeps your seat)";

// The person's share of the fair shuffle (docs/fair-shuffle.md): 16 bytes
// the server cannot choose or foresee, drawn here for every deal.
std::string contribution_hex() {
  std::random_device device;
  std::string hex;
  for (int i = 0; i < 16; ++i) {
    const unsigned byte = device() & 0xFFu;
    hex += "0123456789abcdef"[byte >> 4];
    hex += "0123456789abcdef"[byte & 0xFu];
  }
  return hex;
}

std::uint64_t random_seed() {
  std::random_device device;
  return (std::uint64_t{device()} << 32) ^ device();
}

bool for_table(const json& m, const std::string& table) { return m.value("table", "") == table; }

}  // namespace

RemoteGame::RemoteGame(ServerLink& link, RemoteSeat seat, const json& table)
    : link_(link), where_(std::move(seat)), home_url_(where_.url), rules_(protocol::rules_from_table(table)),
      compiled_(std::make_unique<CompiledRules>(rules_)),
      screen_(std::make_unique<Screen>(*compiled_, where_.seat, want_colour())),
      stdin_tty_(isatty(STDIN_FILENO) != 0) {
  if (!where_.human_bot.empty()) bot_ = make_bot(where_.human_bot, random_seed());
  hints_ = table.value("hints", false);
  grace_seconds_ = table.value("grace", grace_seconds_);
  unshown_table_ = table;
}

void RemoteGame::say(const std::string& s) const { std::cout << s << "\n" << std::flush; }

std::string RemoteGame::come_back_words() const {
  return "the server keeps your seat for " + std::to_string(grace_seconds_) +
         " seconds (then a bot plays it until you come back): run the same command to come back (your token is in " +
         where_.token_path + ").";
}

int RemoteGame::run() {
  catch_interrupt();
  int code = 1;
  for (;;) {
    try {
      code = loop();
    } catch (const LinkLost& e) {
      if (reconnect(e.what())) continue;
      say(std::string("\nThe server is gone (") + e.what() + "). Your seat is kept: run the same command to come back.");
      code = 1;
    } catch (const std::exception& e) {
      std::cerr << "euchre play: " << e.what() << "\n";
      link_.close();
    }
    break;
  }
  release_interrupt();
  return code;
}

// A lost connection (a restarted server, a network blip, another instance
// taking the table over) is retried for a while, backing off to one try in
// two seconds; the person's token brings the seat back with its picture.
bool RemoteGame::reconnect(const std::string& why) {
  if (where_.reconnect_seconds <= 0) return false;
  std::string target = where_.url;
  if (move_to_) {
    say("\nTable " + where_.table + " is now served at " + *move_to_ + "; moving there.");
    target = *std::exchange(move_to_, std::nullopt);
  } else {
    say("\nThe connection to the server was lost (" + why + "); trying again for up to " +
        std::to_string(where_.reconnect_seconds) + " seconds (Ctrl-C to stop).");
  }
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(where_.reconnect_seconds);
  auto pause = 250ms;
  while (!interrupted()) {
    try {
      link_.connect(target);
      where_.url = target;  // the record is downloaded from the server that serves the table
      resume();
      say("Reconnected to " + target + ".");
      return true;
    } catch (const std::exception&) {
      // Not up yet, or gone again. An instance named by "elsewhere" that
      // cannot be reached may have died since: back to the address given
      // (a load balancer there finds the instance that took the table over).
      target = home_url_;
    }
    if (std::chrono::steady_clock::now() + pause >= deadline) break;
    std::this_thread::sleep_for(pause);
    pause = std::min(pause * 2, std::chrono::milliseconds(2000));
  }
  return false;
}

// On a new connection: hello with the token, then this seat's picture. The
// server sends it before `seats_back` when it serves the table; else joining
// the seat again asks for it, and the answer may be "elsewhere".
void RemoteGame::resume() {
  const std::optional<std::string> token = read_token(where_.token_path);
  if (!token) throw std::runtime_error("no token in " + where_.token_path);
  link_.send({{"type", "hello"}, {"token", *token}});
  const json welcome = link_.await({"welcome", "error"}, 10s);
  if (welcome["type"] == "error") throw std::runtime_error(welcome.value("message", "hello refused"));
  where_.instances = welcome_instances(welcome);
  // A turn asked before the loss is asked again when its state comes back.
  prompting_ = awaiting_reply_ = awaiting_hint_ = false;
  turn_seq_ = -1;
  const json first = link_.await(
      [&](const json& m) { return m["type"] == "seats_back" || (m["type"] == "table" && for_table(m, where_.table)); },
      10s, "seats_back");
  if (first["type"] == "seats_back") link_.send({{"type", "join"}, {"table", where_.table}, {"seat", where_.seat}});
}

int RemoteGame::loop() {
  for (;;) {
    if (move_to_) {
      link_.close();
      throw LinkLost("the table moved to " + *move_to_);
    }
    if (exit_code_) {
      link_.close();
      return *exit_code_;
    }
    if (interrupted()) {
      say("\nInterrupted: you leave the table; " + come_back_words());
      link_.close();
      return 130;
    }
    if (quit_) {
      say("You leave the table; " + come_back_words());
      link_.close();
      return 0;
    }
    if (prompting_) {
      std::string line;
      const LineInput::Got got = input_.next(line, 30ms);
      if (got == LineInput::Got::End) {
        say("\nEnd of input: you leave the table; " + come_back_words());
        link_.close();
        return 0;
      }
      if (got == LineInput::Got::Line) {
        on_line(line);
        continue;
      }
    }
    if (auto m = link_.next(prompting_ ? 20ms : 200ms)) {
      handle(*m);
    } else if (unshown_table_) {
      // Nothing newer came (a table waiting for people): show the seats as they were.
      on_table(json(*unshown_table_));
    }
    // Input that ends while the others play (Ctrl-D, the end of a script):
    // the person has left; nothing of theirs is on its way.
    if (!exit_code_ && !bot_ && !prompting_ && !awaiting_reply_ && !awaiting_hint_ && input_.ended(0ms)) {
      say("\nEnd of input: you leave the table; " + come_back_words());
      link_.close();
      return 0;
    }
  }
}

void RemoteGame::handle(const json& m) {
  const std::string type = m.value("type", "");
  if (type == "error") return on_error(m);  // errors name no table: they answer this connection
  if (!for_table(m, where_.table)) return;  // another table of this person's
  if (type == "table") return on_table(m);
  if (type == "commit") return on_commit(m);
  if (type == "state") return on_state(m);
  if (type == "deal_over") return on_deal_over(m);
  if (type == "game_over") return on_game_over(m);
  if (type == "hint") return on_hint(m);
}

// ---- the server's messages ---------------------------------------------------

void RemoteGame::on_table(const json& m) {
  unshown_table_.reset();
  hints_ = m.value("hints", false);
  grace_seconds_ = m.value("grace", grace_seconds_);
  std::string line = "Table " + where_.table + " (" + m.value("name", "") + "):";
  std::string open;
  for (const json& s : m.value("seats", json::array())) {
    const int seat = s.value("seat", 0);
    line += (seat ? " | " : " ") + screen_->seat_name(seat) + " ";
    if (s.value("open", false) && !s.value("bot", false)) {
      line += "(open)";
      open += (open.empty() ? "" : ", ") + std::to_string(seat);
      continue;
    }
    line += s.value("name", "");
    const bool person = s.contains("person") && !s["person"].is_null();
    if (s.value("bot", false)) line += person ? " (away: a bot plays)" : " (bot)";
    else if (s.value("away", false)) line += " (away)";
  }
  const std::string status = m.value("status", "");
  if (status == "waiting" && !open.empty()) line += "\nWaiting for people at seat(s) " + open + ": they join with --table " + where_.table + ".";
  if (line != seating_) say(line);
  seating_ = line;
  // Back at a table whose game ended meanwhile: its record is all there is to get.
  const auto game_id = m.find("game");
  if (status == "over" && !game_over_ && game_id != m.end() && game_id->is_number_integer()) {
    say("The game at this table is over.");
    const std::int64_t game = game_id->get<std::int64_t>();
    exit_code_ = save_record("/api/games/" + std::to_string(game) + ".egn", game);
  }
}

void RemoteGame::on_commit(const json& m) {
  if (!m.value("contribute", false)) return;
  // The same offer again (a picture after reconnecting): the first answer stands.
  const std::string commitment = m.value("commitment", "");
  if (commitment == contributed_to_) return;
  contributed_to_ = commitment;
  link_.send({{"type", "contribute"}, {"table", where_.table}, {"deal", m["deal"]}, {"contribution", contribution_hex()}});
}

void RemoteGame::on_state(const json& m) {
  // A spectator's picture (while choosing a seat) is not this seat's.
  if (!m.contains("seat") || m["seat"] != where_.seat) return;
  SeatView v = protocol::view_from_state(m, rules_);
  const std::int64_t seq = m.value("seq", std::int64_t{0});
  if (v.deal_number != shown_deal_) {
    // Moves made before this client was there are not retold.
    narrated_ = view_ ? 0 : v.moves.size();
    shown_deal_ = v.deal_number;
    announce(v);
  }
  if (narrated_ > v.moves.size()) narrated_ = v.moves.size();
  // The game's last state follows its deal_over, which told the deal's end.
  if (v.phase != Phase::Over) narrate_moves(v, narrated_);
  narrated_ = v.moves.size();
  if (seq != seq_ && awaiting_reply_ && pending_.kind == ActionKind::Claim)
    say("Claim accepted: no play by the other side can take a trick from you.");
  if (seq != seq_) {
    awaiting_reply_ = false;
    awaiting_hint_ = false;
  }
  seq_ = seq;
  view_ = std::move(v);
  if (!view_->my_turn) {
    prompting_ = false;
    return;
  }
  if (turn_seq_ == seq) return;  // the same turn again (a seat came or went): already asked
  turn_seq_ = seq;
  begin_turn();
}

void RemoteGame::on_deal_over(const json& m) {
  if (awaiting_reply_ && pending_.kind == ActionKind::Claim)
    say("Claim accepted: no play by the other side can take a trick from you.");
  awaiting_reply_ = prompting_ = awaiting_hint_ = false;
  const int deal = m.value("deal", 0);
  std::optional<SeatView> last;
  if (view_ && view_->deal_number == deal) last = view_;
  if (last && narrated_ == last->moves.size())
    if (const auto move = final_move(*last, m, *compiled_)) {
      last->moves.push_back(*move);
      narrate_moves(*last, narrated_);
    }
  say(deal_over_text(*screen_, *compiled_, m));
  deals_ = deal + 1;
}

void RemoteGame::on_game_over(const json& m) {
  game_over_ = true;
  say(game_over_text(*screen_, m, deals_));
  exit_code_ = save_record(m.value("record", ""), m.value("game", std::int64_t{0}));
}

void RemoteGame::on_error(const json& m) {
  const std::string text = m.value("message", ""), code = m.value("code", "");
  if (code == "elsewhere") {
    if (const auto url = elsewhere_target(m, where_.instances)) {
      move_to_ = *url;
      return;
    }
    if (m.contains("url"))
      return say("The server says " + text + ", at an address that is not one of its instances: not followed.");
  }
  if (awaiting_hint_) {
    awaiting_hint_ = false;
    say("No hint: " + text + ".");
    if (view_ && view_->my_turn && !awaiting_reply_) prompt();
    return;
  }
  if (!awaiting_reply_) return say("The server says: " + text + " (" + code + ").");
  awaiting_reply_ = false;
  if (pending_.kind == ActionKind::Claim) say("Claim rejected: " + text + ". Play on.");
  else if (code == "illegal") say("Not allowed: " + text + may_play(pending_) + ". Type ? for your choices.");
  else say("The server refused: " + text + " (" + code + ").");
  if (!view_ || !view_->my_turn) return;
  if (bot_) {
    // A bot chooses from the legal list, so this is a disagreement about the
    // rules between this program and the server: try its first choice, then give up.
    if (++bot_refusals_ > 3) throw std::runtime_error("the server refused the bot's actions: " + text);
    send_act(view_->legal[0]);
    return;
  }
  prompt();
}

void RemoteGame::on_hint(const json& m) {
  awaiting_hint_ = false;
  if (!view_ || m.value("turn", std::int64_t{-1}) != seq_) return;  // for a turn that has passed
  std::cout << hints_text(*screen_, hints_from(m, *view_)) << std::flush;
  if (view_->my_turn && !awaiting_reply_) prompt();
}

// ---- telling ---------------------------------------------------------------------

void RemoteGame::announce(const SeatView& v) {
  say("\n--- Deal " + std::to_string(v.deal_number + 1) + " --- dealer " + screen_->seat_name(v.dealer) +
      (v.up_card == kNoCard ? std::string(", no card turned: bid a number of tricks or pass")  // French euchre
                            : ", up-card " + screen_->card(v.up_card, kTrumpUnset)));
  if (!v.hand.empty()) say("Your hand: " + screen_->hand(v.hand, kTrumpUnset));
}

void RemoteGame::narrate_moves(const SeatView& v, std::size_t from) {
  const std::vector<TrickWon> won = tricks_won(v, *compiled_);
  SeatView counted = v;  // the tricks as they stood after each trick told
  counted.tricks = {};
  std::size_t next_trick = 0;
  for (std::size_t i = 0; i < v.moves.size(); ++i) {
    const Move& mv = v.moves[i];
    if (i >= from) {
      const MoveScene scene{mv.phase, v.dealer, v.up_card, v.trump, v.shown[mv.seat]};
      const std::string told = narrate(*screen_, rules_.mode, scene, mv.seat, mv.action);
      if (!told.empty()) say(told);
    }
    if (next_trick < won.size() && won[next_trick].last_move == i) {
      const TrickWon& t = won[next_trick++];
      ++counted.tricks[t.winner];
      if (i < from) continue;
      std::string line = "  " + screen_->seat_name(t.winner) + (t.winner == where_.seat ? " win" : " wins") +
                         " the trick with " + screen_->card(t.card, v.trump) + ".";
      if (static_cast<int>(next_trick) < compiled_->hand_size) line += " " + screen_->tricks_line(counted);
      say(line);
    }
  }
}

// ---- the person's turn -------------------------------------------------------------

void RemoteGame::begin_turn() {
  const SeatView& v = *view_;
  bot_refusals_ = 0;
  // Every seat is asked the hand-dependent offers; when this hand cannot say
  // yes, there is nothing to decide: pass without a prompt.
  if (phase_traits(v.phase).hand_qualifies && v.legal.size() == 1) {
    say("(" + screen_->phase_words(v.phase) + ": your hand does not qualify; you pass.)");
    return send_act(v.legal[0]);
  }
  if (bot_) return send_act(bot_->choose(v));
  say("");
  std::cout << screen_->status(v);
  prompt();
}

void RemoteGame::prompt() {
  std::cout << "Your turn (" << screen_->phase_words(view_->phase) << "), ? for help\n> " << std::flush;
  prompting_ = true;
}

void RemoteGame::on_line(const std::string& raw) {
  if (!stdin_tty_) std::cout << raw << "\n";  // a readable transcript when input is scripted
  const SeatView& v = *view_;
  const std::string line = lower(trim(raw));
  if (line.empty()) return prompt();
  if (line == "?" || line == "help") {
    say(choices_text(*screen_, v, rules_.claims, kKeys));
    return prompt();
  }
  if (line == "h" || line == "hint") return ask_hint();
  if (line == "q" || line == "quit") {
    quit_ = true;
    prompting_ = false;
    return;
  }
  // "c" is a card's suit or clubs elsewhere; in the play it can only be a claim.
  if (line == "claim" || (line == "c" && v.phase == Phase::Play)) return claim();
  std::string text = line;
  if (v.phase == Phase::Discard && text.starts_with("d ")) text = text.substr(2);
  DealState context;  // parse_action reads the phase only
  context.phase = v.phase;
  const std::optional<Action> a = parse_action(text, context);
  if (!a) {
    say("Unknown input '" + std::string(trim(raw)) + "' (" + screen_->phase_words(v.phase) +
        "). Type ? for your choices.");
    return prompt();
  }
  // Legal or not, the server decides: its "error" says why not.
  send_act(*a);
}

void RemoteGame::claim() {
  if (!rules_.claims) {
    say("Claims are not allowed in these rules (claims=false).");
    return prompt();
  }
  if (view_->phase != Phase::Play) {
    say("You can claim only during the play of the tricks.");
    return prompt();
  }
  send_act(Action::simple(ActionKind::Claim));
}

void RemoteGame::ask_hint() {
  if (!hints_) {
    say("Hints are off at this table (it was created without them).");
    return prompt();
  }
  link_.send({{"type", "hint"}, {"table", where_.table}});
  awaiting_hint_ = true;
  prompting_ = false;
}

void RemoteGame::send_act(Action a) {
  json m = {{"type", a.kind == ActionKind::Claim ? "claim" : "act"}, {"table", where_.table}};
  if (a.kind != ActionKind::Claim) m["action"] = action_text(a);
  link_.send(m);
  pending_ = a;
  awaiting_reply_ = true;
  prompting_ = false;
}

// What this seat may play when the card it chose is held but does not follow.
std::string RemoteGame::may_play(Action a) const {
  if (!view_ || a.kind != ActionKind::Play || !view_->hand.contains(a.arg)) return "";
  std::string out = " (you may play:";
  for (Card c : view_->following) out += " " + card_text(c);
  return out + ")";
}

// ---- the record ------------------------------------------------------------------

int RemoteGame::save_record(const std::string& path, std::int64_t game) {
  const std::string file = where_.out.empty()
                               ? "./euchre-game" + std::to_string(game) + "-" + local_timestamp("%Y%m%d-%H%M%S") + ".egn"
                               : where_.out;
  try {
    const net::HttpResult got = net::http_get(net::http_url_for(where_.url, path));
    if (got.status != 200)
      throw std::runtime_error("GET " + path + " answered " + std::to_string(got.status) + ": " + got.body.substr(0, 200));
    std::ofstream out(file, std::ios::binary);
    out << got.body;
    out.close();
    if (!out) throw std::runtime_error("cannot write " + file);
  } catch (const std::exception& e) {
    std::cerr << "euchre play: could not save the record: " << e.what() << "\n";
    return 1;
  }
  say("record saved to " + file);
  return 0;
}

}  // namespace euchre::terminal
