#include "lab/self_play.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <stdexcept>

namespace euchre::lab {

Rules self_play_rules(const SelfPlayRun& run, const std::string& what) {
  const Rules rules = preset(run.preset);  // throws RuleError (an invalid_argument) naming an unknown preset
  if (!rules.partnerships() || rules.seats() != 4 || rules.hand_size() != 5)
    throw std::invalid_argument(what + " needs a five-card, four-seat partnership preset, not '" + run.preset + "'");
  if (run.level < 1 || run.level > 4)
    throw std::invalid_argument("the expert's level is 1 to 4, not " + std::to_string(run.level));
  if (run.deals < 1) throw std::invalid_argument(what + " needs at least one deal");
  return rules;
}

std::vector<std::unique_ptr<ExpertBot>> experts_at_every_seat(const Rules& rules, std::uint64_t deal_seed, int level) {
  std::vector<std::unique_ptr<ExpertBot>> bots;
  for (int seat = 0; seat < rules.seats(); ++seat)
    bots.push_back(std::make_unique<ExpertBot>(deal_seed * 8 + static_cast<std::uint64_t>(seat), level));
  return bots;
}

bool is_auction_question(const SeatView& v) {
  return (v.phase == Phase::Bid1 || v.phase == Phase::Bid2) && v.legal.size() >= 2;
}

std::string call_kind_words(Action a) {
  if (a.kind == ActionKind::Pass) return "pass";
  const std::string call = a.kind == ActionKind::Order ? "order" : "call";
  return a.alone() ? call + " alone" : call;
}

double MeanSums::half_width_95() const {
  if (n < 2) return 0.0;
  const double count = static_cast<double>(n), m = mean();
  const double variance = (squares - count * m * m) / (count - 1);
  return 1.96 * std::sqrt(std::max(0.0, variance) / count);
}

const char* seat_from_dealer_words(int from_dealer) {
  static constexpr std::array<const char*, 4> kWords{"dealer", "left of dealer", "dealer's partner", "right of dealer"};
  return kWords[static_cast<std::size_t>(from_dealer & 3)];
}

}  // namespace euchre::lab
