#include "bots/split_bot.h"

#include <utility>

namespace euchre {

SplitBot::SplitBot(std::unique_ptr<Player> auction, std::unique_ptr<Player> play, std::string name)
    : auction_(std::move(auction)), play_(std::move(play)), name_(std::move(name)) {}

Action SplitBot::choose(const SeatView& view) {
  return view.phase == Phase::Play ? play_->choose(view) : auction_->choose(view);
}

}  // namespace euchre
