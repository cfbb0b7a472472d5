// `euchre play --connect`, once seated: the table's messages drawn with the
// local game's screen (terminal/terminal.h, narration.h, choices.h), the person's
// lines (or a bot's choices, --human-bot) sent back as "act", "claim" and
// "hint". The server decides everything: an illegal choice is sent, and its
// "error" is shown in the server's own words.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "bots/player.h"
#include "terminal/line_input.h"
#include "terminal/server_link.h"
#include "terminal/terminal.h"
#include "core/compiled_rules.h"
#include "core/view.h"

namespace euchre::terminal {

struct RemoteSeat {
  std::string url;         // ws://host:port/ws: the record is downloaded from the same server
  std::string table;
  int seat = 0;
  std::string human_bot;   // a bot answers for the person (scripting, tests)
  std::string out;         // the record file; empty: ./euchre-game<ID>-<time>.egn
  std::string token_path;  // named when telling the person how to come back
  int reconnect_seconds = 60;  // how long a lost connection is retried (0: not)
  std::vector<std::string> instances;  // the operator's instances (welcome): "elsewhere" goes only there
};

class RemoteGame {
 public:
  // `table` is the table message that shows the person seated (its rules).
  // Throws std::invalid_argument when its rules cannot be read.
  RemoteGame(ServerLink& link, RemoteSeat seat, const json& table);

  // Until the game is over and its record saved (0), the input ends or the
  // person quits (0: the seat is kept for the grace period), Ctrl-C (130),
  // or the connection is lost for longer than the reconnection time (1).
  int run();

 private:
  int loop();
  bool reconnect(const std::string& why);
  void resume();
  void handle(const json& m);
  void on_table(const json& m);
  void on_commit(const json& m);
  void on_state(const json& m);
  void on_deal_over(const json& m);
  void on_game_over(const json& m);
  void on_error(const json& m);
  void on_hint(const json& m);

  void announce(const SeatView& v);
  void narrate_moves(const SeatView& v, std::size_t from);
  void begin_turn();
  void prompt();
  void on_line(const std::string& raw);
  void claim();
  void ask_hint();
  void send_act(Action a);
  std::string may_play(Action a) const;
  int save_record(const std::string& path, std::int64_t game);
  std::string come_back_words() const;
  void say(const std::string& s) const;

  ServerLink& link_;
  RemoteSeat where_;
  std::string home_url_;  // the --connect address, to fall back to
  Rules rules_;
  std::unique_ptr<CompiledRules> compiled_;
  std::unique_ptr<Screen> screen_;
  std::unique_ptr<Player> bot_;
  LineInput input_;
  bool stdin_tty_;

  bool hints_ = false;
  int grace_seconds_ = 30;
  std::optional<json> unshown_table_;  // the seats when seated: shown unless newer ones come first
  std::string seating_;                // the last seating line shown
  std::optional<SeatView> view_;       // the last state, read back into a view
  std::int64_t seq_ = -1;              // its seq
  int shown_deal_ = -1;                // the deal announced last
  std::size_t narrated_ = 0;           // moves of that deal told so far
  int deals_ = 0;                      // deals finished
  std::int64_t turn_seq_ = -1;         // the state whose turn was begun
  bool prompting_ = false;             // waiting for the person's line
  bool awaiting_reply_ = false;        // an act or claim was sent
  bool awaiting_hint_ = false;
  Action pending_;                     // what was sent
  int bot_refusals_ = 0;
  bool quit_ = false;
  bool game_over_ = false;
  std::optional<int> exit_code_;
  std::string contributed_to_;         // the commitment of the last shuffle this client added to
  std::optional<std::string> move_to_;  // "elsewhere": the instance that serves the table now
};

}  // namespace euchre::terminal
