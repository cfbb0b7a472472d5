#include "bots/random_bot.h"

#include <stdexcept>

namespace euchre {

Action RandomBot::choose(const SeatView& view) {
  if (view.legal.size() == 0) throw std::logic_error("random bot asked to act with no legal action");
  return view.legal[static_cast<int>(rng_.below(static_cast<std::uint32_t>(view.legal.size())))];
}

}  // namespace euchre
