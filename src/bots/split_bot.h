// `A+B`: one bot's auction with another bot's card play, the measuring
// stick of issue 10 ("the same auctions with the old and the new card
// play"): e.g. `expert+expert-v1` bids as the expert and plays its cards as
// expert-v1. The card play is the Play phase; every other decision (calls,
// discards, offers, the called ace, renege calls, Robson's choice) belongs
// to the auction bot. Each bot sees only the views of its own decisions, in
// order, as it would if it played those decisions alone.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "bots/player.h"

namespace euchre {

class SplitBot : public Player {
 public:
  // `name` is what name() answers: the "A+B" it was made from.
  SplitBot(std::unique_ptr<Player> auction, std::unique_ptr<Player> play, std::string name);
  Action choose(const SeatView& view) override;
  std::string_view name() const override { return name_; }

 private:
  std::unique_ptr<Player> auction_;
  std::unique_ptr<Player> play_;
  std::string name_;
};

}  // namespace euchre
