#include "lab/world_check.h"

#include <algorithm>
#include <stdexcept>

#include "bots/bid_model.h"
#include "bots/expert_bot.h"
#include "bots/world_sampler.h"
#include "core/game.h"
#include "core/seats.h"
#include "core/view.h"

namespace euchre::lab {
namespace {

constexpr int kAuctionStages = 2;
constexpr int kPlaces = 5;  // the four hands, then the kitty (with the discard)
constexpr int kKittyPlace = 4;

// -1 for a decision the check does not ask about (a discard, an offer).
int stage_of(const DealState& s) {
  if (s.phase == Phase::Bid1) return 0;
  if (s.phase == Phase::Bid2) return 1;
  if (s.phase == Phase::Play) return kAuctionStages + std::min<int>(s.trick_no, kWorldStages - kAuctionStages - 1);
  return -1;
}

int role_of(const DealState& s, int seat, int stage) {
  if (stage < kAuctionStages) return (seat - s.dealer + 4) % 4;
  if (seat == s.maker) return static_cast<int>(WorldRole::Maker);
  return static_cast<int>(has_seat(s.makers_mask(), seat) ? WorldRole::MakersPartner : WorldRole::Defender);
}

// The suit the trumps are counted in: the up-card's in round 1, none in
// round 2 (every suit but one may still be named), the trump in the play.
int counted_trump(const DealState& s, int stage) {
  if (stage == 0) return static_cast<int>(natural_suit(s.up_card));
  if (stage == 1 || s.trump >= kTrumpUnset || s.rules->trump[s.trump].trumps.empty()) return -1;
  return s.trump;
}

int place_of(const DealState& s, Card c) {
  for (int h = 0; h < 4; ++h)
    if (s.hand[static_cast<std::size_t>(h)].contains(c)) return h;
  return kKittyPlace;
}

int kind_of(const CompiledRules& cr, int trump, Card c) {
  const CardSet trumps = trump >= 0 ? cr.trump[static_cast<std::size_t>(trump)].trumps : CardSet{};
  return trumps.contains(c) ? 0 : is_ace(c) ? 1 : 2;
}

void merge(CountErrors& into, const CountErrors& from) {
  into.trumps.add(from.trumps);
  into.side_aces.add(from.side_aces);
}

void merge(WorldCheck& into, const WorldCheck& from) {
  into.decisions += from.decisions;
  for (int st = 0; st < kWorldStages; ++st) {
    const auto s = static_cast<std::size_t>(st);
    into.brier[s].add(from.brier[s]);
    for (std::size_t a = 0; a < kRoles; ++a)
      for (std::size_t h = 0; h < kRoles; ++h) merge(into.counts[s][a][h], from.counts[s][a][h]);
  }
  for (const auto& [key, errors] : from.maker_by_group) merge(into.maker_by_group[key], errors);
  for (std::size_t g = 0; g < 2; ++g)
    for (std::size_t k = 0; k < kCardKinds; ++k)
      for (std::size_t b = 0; b < kReliabilityBins; ++b) {
        ReliabilityBin& to = into.reliability[g][k][b];
        const ReliabilityBin& add = from.reliability[g][k][b];
        to.n += add.n, to.binned += add.binned, to.predicted += add.predicted, to.there += add.there;
      }
}

// What the weighted worlds of one decision say: each unseen card's weight
// in each place (also by halves of the worlds, for ReliabilityBin), and
// each hand's expected trumps and side aces.
struct WorldTally {
  double weight = 0;
  std::array<std::array<double, kPlaces>, kCardCodes> place{};
  std::array<double, 4> trumps{}, side_aces{};
  std::array<double, 2> half_weight{};
  std::array<std::array<std::array<double, kPlaces>, kCardCodes>, 2> half_place{};
};

WorldTally tally_worlds(const CompiledRules& cr, const WorldSampler& sampler, const SeatView& v, CardSet unseen,
                        int trump, int worlds, bool inference, const BeliefSource* source, Rng& rng) {
  WorldTally t;
  CardBeliefs beliefs;
  const CardBeliefs* dealt_by = source != nullptr && source->beliefs(v, beliefs) ? &beliefs : nullptr;
  for (int w = 0; w < worlds; ++w) {
    SampledWorld world;
    if (!sampler.sample(v, rng, world, dealt_by)) continue;
    const double weight = inference ? world.weight : 1.0;
    t.weight += weight;
    const auto half = static_cast<std::size_t>(w % 2);
    t.half_weight[half] += weight;
    for (Card c : unseen) {
      const auto p = static_cast<std::size_t>(place_of(world.state, c));
      t.place[c][p] += weight;
      t.half_place[half][c][p] += weight;
    }
    if (trump < 0) continue;
    for (std::size_t h = 0; h < 4; ++h) {
      const HandShape shape = hand_shape(cr, world.state.hand[h], trump, kNoCard);
      t.trumps[h] += weight * shape.trumps;
      t.side_aces[h] += weight * shape.side_aces;
    }
  }
  return t;
}

// The trumps and side aces the worlds expect in each other hand, against
// the real ones.
void add_count_errors(const CompiledRules& cr, const DealState& real, int asker, int stage, int trump,
                      const WorldTally& t, WorldCheck& out) {
  const auto asker_role = static_cast<std::size_t>(role_of(real, asker, stage));
  for (int h = 0; h < 4; ++h) {
    const auto hs = static_cast<std::size_t>(h);
    if (h == asker) continue;
    const HandShape truth = hand_shape(cr, real.hand[hs], trump, kNoCard);
    const double trumps = t.trumps[hs] / t.weight - truth.trumps;
    const double aces = t.side_aces[hs] / t.weight - truth.side_aces;
    CountErrors& cell =
        out.counts[static_cast<std::size_t>(stage)][asker_role][static_cast<std::size_t>(role_of(real, h, stage))];
    cell.trumps.add(trumps);
    cell.side_aces.add(aces);
    if (stage < kAuctionStages || h != real.maker) continue;
    const MakerGroup group{real.trump_made_round, (real.maker - real.dealer + 4) % 4};
    CountErrors& g = out.maker_by_group[{group, static_cast<int>(asker_role)}];
    g.trumps.add(trumps);
    g.side_aces.add(aces);
  }
}

// Each unseen card's place: the Brier score of the worlds' guess, and the
// reliability of each uncertain "in that hand".
void add_card_guesses(const CompiledRules& cr, const DealState& real, int asker, int stage, int trump, CardSet unseen,
                      const WorldTally& t, WorldCheck& out) {
  const bool halves = t.half_weight[0] > 0 && t.half_weight[1] > 0;
  for (Card c : unseen) {
    const int truth = place_of(real, c);
    double brier = 0;
    for (int p = 0; p < kPlaces; ++p) {
      if (p == asker) continue;
      const auto ps = static_cast<std::size_t>(p);
      const double prob = t.place[c][ps] / t.weight;
      const bool there = p == truth;
      brier += (prob - (there ? 1.0 : 0.0)) * (prob - (there ? 1.0 : 0.0));
      if (p == kKittyPlace || prob <= 0 || prob >= 1 || !halves) continue;  // a certain guess says nothing here
      const double binned = t.half_place[0][c][ps] / t.half_weight[0];
      const int b = std::min(kReliabilityBins - 1, static_cast<int>(binned * kReliabilityBins));
      const auto kind = static_cast<std::size_t>(kind_of(cr, trump, c));
      ReliabilityBin& bin = out.reliability[stage < kAuctionStages ? 0 : 1][kind][static_cast<std::size_t>(b)];
      ++bin.n, bin.binned += binned, bin.predicted += t.half_place[1][c][ps] / t.half_weight[1];
      bin.there += there ? 1 : 0;
    }
    out.brier[static_cast<std::size_t>(stage)].add(brier);
  }
}

void check_decision(const CompiledRules& cr, const WorldSampler& sampler, const SeatView& v, const DealState& real,
                    int worlds, bool inference, const BeliefSource* beliefs, Rng& rng, WorldCheck& out) {
  const int stage = stage_of(real);
  if (stage < 0) return;
  const bool lone = real.loner != kNobody || real.lone_defender != kNobody;
  if (stage >= kAuctionStages && lone) return;
  const int trump = counted_trump(real, stage);
  CardSet unseen = cr.deck - real.hand[static_cast<std::size_t>(v.seat)] - real.played;
  if (stage < kAuctionStages) unseen.remove(real.up_card);
  const WorldTally t = tally_worlds(cr, sampler, v, unseen, trump, worlds, inference, beliefs, rng);
  if (t.weight <= 0) return;
  ++out.decisions;
  if (trump >= 0) add_count_errors(cr, real, v.seat, stage, trump, t, out);
  add_card_guesses(cr, real, v.seat, stage, trump, unseen, t, out);
}

void check_deal(const Rules& rules, const CompiledRules& cr, const WorldSampler& sampler, int level, int worlds,
                bool inference, const BeliefSource* beliefs, std::uint64_t deal_seed, WorldCheck& out) {
  Game game(rules, deal_seed);
  const auto bots = experts_at_every_seat(rules, deal_seed, level);
  Rng rng(deal_seed ^ 0x9E3779B97F4A7C15ull);
  const int first = game.deals_played();
  while (!game.over() && game.deals_played() == first) {
    const int seat = game.to_act();
    const SeatView v = make_view(game, seat);
    check_decision(cr, sampler, v, game.deal(), worlds, inference, beliefs, rng, out);
    game.apply(bots[static_cast<std::size_t>(seat)]->choose(v));
  }
}

}  // namespace

WorldCheck check_worlds(const SelfPlayRun& run, int worlds, bool inference, const BeliefSource* beliefs) {
  const Rules rules = self_play_rules(run, "checking the worlds");
  if (worlds < 10) throw std::invalid_argument("checking the worlds needs at least 10 worlds a decision");
  const CompiledRules compiled(rules);
  const WorldSampler sampler(compiled, inference ? expert_sampler_models(compiled) : SamplerModels{});
  const auto parts = self_play_parts<WorldCheck>(run, [&](std::uint64_t deal_seed, WorldCheck& part) {
    check_deal(rules, compiled, sampler, run.level, worlds, inference, beliefs, deal_seed, part);
  });
  WorldCheck all;
  for (const WorldCheck& part : parts) merge(all, part);
  return all;
}

const char* world_stage_words(int stage) {
  static constexpr std::array<const char*, kWorldStages> kWords{"round 1", "round 2", "trick 1", "trick 2",
                                                                "trick 3", "trick 4", "trick 5"};
  return kWords[static_cast<std::size_t>(std::clamp(stage, 0, kWorldStages - 1))];
}

const char* world_role_words(int stage, int role) {
  static constexpr std::array<const char*, kRoles> kPlay{"maker", "maker's partner", "defender", "-"};
  if (stage < kAuctionStages) return seat_from_dealer_words(role);
  return kPlay[static_cast<std::size_t>(role & 3)];
}

}  // namespace euchre::lab
