#include "bots/random_bot.h"

#include <stdexcept>

namespace euchre {

Action RandomBot::choose(const SeatView& view) {
  if (view.legal.size() == 0) throw std::logic_error("random bot asked to act with no legal action");
  if (!compiled_ || !(compiled_->rules == view.rules)) compiled_ = std::make_unique<CompiledRules>(view.rules);
  // With reneges prevented this is view.legal itself: the same draws as ever.
  const ActionList choices = without_reneges(view, *compiled_);
  return choices[static_cast<int>(rng_.below(static_cast<std::uint32_t>(choices.size())))];
}

}  // namespace euchre
