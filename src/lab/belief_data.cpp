#include "lab/belief_data.h"

#include <stdexcept>

#include "learned/belief_features.h"

namespace euchre::lab {
namespace {

std::string belief_row(const SeatView& v, const DealState& real) {
  std::string row;
  row.reserve(learned::kBeliefFeatures + 1 + learned::kBeliefCards);
  for (double x : learned::belief_features(v)) row.push_back(x > 0 ? '1' : '0');
  row.push_back(',');
  const CardSet unseen = learned::unseen_cards(v);
  for (int i = 0; i < learned::kBeliefCards; ++i) {
    const Card c = learned::belief_card(v.trump, i);
    row.push_back(unseen.contains(c) ? static_cast<char>('0' + belief_place(real, v.seat, c)) : 'x');
  }
  return row;
}

void belief_deal(const Rules& rules, int level, std::uint64_t deal_seed, std::vector<std::string>& out) {
  Game game(rules, deal_seed);
  const auto bots = experts_at_every_seat(rules, deal_seed, level);
  const int first = game.deals_played();
  while (!game.over() && game.deals_played() == first) {
    const int seat = game.to_act();
    const SeatView v = make_view(game, seat);
    if (learned::is_belief_question(v) && v.legal.size() >= 2) out.push_back(belief_row(v, game.deal()));
    game.apply(bots[static_cast<std::size_t>(seat)]->choose(v));
  }
}

}  // namespace

int belief_place(const DealState& real, int seat, Card card) {
  for (int p = 1; p < 4; ++p)
    if (real.hand[static_cast<std::size_t>((seat + p) % 4)].contains(card)) return p - 1;
  return learned::kBeliefOut;
}

std::vector<std::string> belief_rows(const SelfPlayRun& run) {
  const Rules rules = self_play_rules(run, "the belief data");
  if (rules.deck != 24 || rules.deck_size() != 24)
    throw std::invalid_argument("the belief data needs a preset of the 24-card deck (the model reads 24 cards), not '" +
                                run.preset + "'");
  const auto parts = self_play_parts<std::vector<std::string>>(
      run, [&](std::uint64_t deal_seed, std::vector<std::string>& part) { belief_deal(rules, run.level, deal_seed, part); });
  std::vector<std::string> all;
  for (const auto& part : parts) all.insert(all.end(), part.begin(), part.end());
  return all;
}

}  // namespace euchre::lab
