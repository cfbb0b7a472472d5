#include "lab/self_play.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <stdexcept>

#include "core/compiled_rules.h"
#include "core/rng.h"

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

std::unique_ptr<Game> deal_from(const Rules& rules, const std::array<int, 4>& score, std::uint64_t deal_seed) {
  auto g = std::make_unique<Game>(rules, Game::ManualDeals{}, score);
  const CompiledRules& cr = g->compiled();
  std::vector<Card> order(cr.deck_cards.begin(), cr.deck_cards.begin() + cr.deck_size);
  Rng rng(deal_seed);
  rng.shuffle(order.data(), static_cast<int>(order.size()));
  g->begin_deal_from_order(static_cast<int>(deal_seed % 4), order);
  return g;
}

std::unique_ptr<Game> play_out(const Rules& rules, const std::array<int, 4>& score, const DealRecord& record, Action forced,
                               std::uint64_t bots_seed, int level) {
  auto g = std::make_unique<Game>(rules, Game::ManualDeals{}, score);
  g->begin_deal(record.dealer, record.hands, record.up_card, record.kitty);
  for (const Move& m : record.moves) g->apply(m.action);
  g->apply(forced);
  const auto bots = experts_at_every_seat(rules, bots_seed, level);
  while (!g->over() && !g->awaiting_deal()) {
    const int p = g->to_act();
    g->apply(bots[static_cast<std::size_t>(p)]->choose(make_view(*g, p)));
  }
  return g;
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
