// A duplicate event's boards on the server (docs/events.md, "Duplicate
// events"): the secret drawn and committed to when the event is created, the
// people's contributions as they register or check in, the pool drawn when
// the evening begins, and every table's play of every board as the rounds
// finish. What the event shows of them: the commitment and contributions
// from the start, a board's plays once its round is over (everyone has
// played it), the secret only when the event is over (before, it would give
// away the boards still to come).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/rules.h"
#include "events/duplicate.h"
#include "fair/algorithm.h"
#include "room/settings.h"
#include "store/store.h"

namespace euchre::room {

class EventBoards {
 public:
  // A fresh secret from the OS (throws fair::FairError when it has none).
  static EventBoards drawn();
  // As state_json() wrote it; throws std::runtime_error naming what does not read.
  static EventBoards from_json(const nlohmann::json& state);
  // Everything, the secret included: for the store only.
  nlohmann::json state_json() const;

  // A contribution as a message gives it (1 to 256 bytes in hex) into
  // `bytes`: nullopt, or what is malformed.
  static std::optional<std::string> read_contribution(const nlohmann::json& hex, fair::Bytes& bytes);
  // A person's contribution: nullopt, or why it is not taken now. Taken
  // until the pool is drawn; one a person.
  std::optional<std::string> contribute(store::PersonId person, fair::Bytes bytes);
  // The pool of the contributions of `people` (those the evening is drawn
  // for), in the order they were taken. Called once, when it begins.
  void draw_pool(const std::vector<store::PersonId>& people);
  bool pool_drawn() const { return !pool_.empty(); }

  // What a table of round `round` (from 0) deals: its boards from
  // round * deals + 1 on.
  TableBoards for_round(int round, int deals) const;

  void add_plays(const std::vector<events::BoardPlay>& plays);
  const std::vector<events::BoardPlay>& plays() const { return plays_; }

  // For every message: the algorithm, the commitment, the contributions
  // (whose, by name), the pool once drawn, the secret once `over`, and the
  // boards of the rounds finished (`rounds_done`) with every table's play:
  // how the other tables played them. `names`: a player number's name then.
  using PlayerName = std::function<std::string(int player, int round)>;
  nlohmann::json public_json(bool over, int rounds_done, int deals, int tables,
                             const std::function<std::string(store::PersonId)>& person_name,
                             const PlayerName& player_name) const;
  // The boards file `euchre verify --boards` checks (docs/fair-shuffle.md,
  // "Boards"): only once the event is over (the secret is in it).
  nlohmann::json boards_file(const std::string& preset, const nlohmann::json& options, const Rules& rules,
                             int boards, int deals, int tables, const PlayerName& player_name) const;
  // A table's EGN record with the secret written into each deal of these
  // boards (x-euchre.deals[].fair, the deals naming this commitment), so
  // that `euchre verify --boards` checks it: only once the event is over.
  // The record as it was when no deal is of these boards.
  std::string revealed_in(const std::string& record) const;

 private:
  fair::Bytes secret_, commitment_, pool_;
  struct Contribution {
    store::PersonId person = 0;
    fair::Bytes bytes;
  };
  std::vector<Contribution> contributions_;  // in the order taken
  std::vector<fair::Bytes> pooled_;          // those the pool was drawn from
  std::vector<events::BoardPlay> plays_;
};

}  // namespace euchre::room
