#include "bots/random_bot.h"

#include <stdexcept>

namespace euchre {

Action RandomBot::choose(const SeatView& view) {
  if (view.legal.size() == 0) throw std::logic_error("random bot asked to act with no legal action");
  // With reneges prevented this is view.legal itself: the same draws as ever.
  const ActionList choices = without_reneges(view);
  return choices[static_cast<int>(rng_.below(static_cast<std::uint32_t>(choices.size())))];
}

}  // namespace euchre
