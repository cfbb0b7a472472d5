#include "python/resample.h"

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "bots/world_sampler.h"
#include "core/rng.h"
#include "python/action_ids.h"
#include "core/seats.h"
#include "python/encoding.h"

namespace euchre::python {
namespace {

// What a seat sees of an episode: the encodings are written from its view
// alone, so equal tensors and strings mean nothing it sees differs.
bool same_to(const Episode& a, const Episode& b, int seat) {
  const SeatView va = a.view(seat), vb = b.view(seat);
  std::vector<float> ta(static_cast<std::size_t>(information_state_size())), tb(ta.size());
  write_information_state(va, ta);
  write_information_state(vb, tb);
  std::vector<float> oa(static_cast<std::size_t>(observation_size())), ob(oa.size());
  write_observation(va, oa);
  write_observation(vb, ob);
  return ta == tb && oa == ob && information_state_text(va) == information_state_text(vb) &&
         observation_text(va) == observation_text(vb) && a.current_player() == b.current_player() &&
         (a.current_player() != seat || a.legal_ids() == b.legal_ids());
}

// The deal as dealt in a sampled world: each seat's hand now, the cards it
// played, and (the dealer who took the up-card) his discard back and the
// up-card out; the kitty is what is left.
std::optional<DealSetup> deal_of_world(const DealState& w, const DealRecord& rec, const CompiledRules& cr) {
  DealSetup d;
  d.dealer = w.dealer;
  d.up_card = rec.up_card;
  CardSet dealt_all;
  for (int p = 0; p < cr.seats; ++p) d.hands[static_cast<std::size_t>(p)] = w.hand[static_cast<std::size_t>(p)];
  for (const Move& m : rec.moves)
    if (m.action.kind == ActionKind::Play) d.hands[m.seat].add(m.action.arg);
  // The farmer's hand: he gave three cards (public) for the kitty's first
  // three (the world's farmer_kitty, hidden); undo the swap.
  int farmer = kNobody;
  CardSet given;
  for (const Move& m : rec.moves)
    if (m.action.kind == ActionKind::FarmerGive) farmer = m.seat, given.add(m.action.arg);
  if (farmer != kNobody) {
    if (given.size() == 3)  // the swap is made once the third card is given
      for (Card c : w.farmer_kitty)
        if (c != kNoCard) d.hands[static_cast<std::size_t>(farmer)].remove(c);
    d.hands[static_cast<std::size_t>(farmer)] |= given;
  }
  // Partner's best (railroad): undo the burial, then the pass.
  for (std::size_t i = 0; i < 2; ++i) {
    if (w.best_card[i] == kNoCard) continue;
    const int receiver = i == 0 ? w.loner : w.lone_defender;
    if (receiver == kNobody) return std::nullopt;
    if (w.best_discard[i] != kNoCard) d.hands[static_cast<std::size_t>(receiver)].add(w.best_discard[i]);
    d.hands[static_cast<std::size_t>(receiver)].remove(w.best_card[i]);
    d.hands[static_cast<std::size_t>(opposite(receiver))].add(w.best_card[i]);
  }
  if (w.up_card_taken) {
    if (w.discard != kNoCard) d.hands[w.dealer].add(w.discard);
    if (w.up_card != kNoCard) d.hands[w.dealer].remove(w.up_card);
  }
  for (int p = 0; p < cr.seats; ++p) {
    if (d.hands[static_cast<std::size_t>(p)].size() != cr.hand_size) return std::nullopt;
    dealt_all |= d.hands[static_cast<std::size_t>(p)];
  }
  CardSet kitty = cr.deck - dealt_all;
  if (d.up_card != kNoCard) kitty.remove(d.up_card);
  // The cards a farmer would receive first, in the world's order.
  for (Card c : w.farmer_kitty)
    if (c != kNoCard && kitty.contains(c)) d.kitty.push_back(c), kitty.remove(c);
  d.kitty.insert(d.kitty.end(), kitty.begin(), kitty.end());
  return d;
}

}  // namespace

Episode resample_from_infostate(const Episode& e, int player, std::uint64_t seed, bool weighted) {
  const GameConfig& c = e.config();
  if (player < 0 || player >= c.rules.seats())
    throw std::invalid_argument("resample_from_infostate: player " + std::to_string(player) + " is not a seat (0.." +
                                std::to_string(c.rules.seats() - 1) + ")");
  if (c.match) throw std::invalid_argument("resample_from_infostate: one-deal games only (this game is a match)");
  if (c.explicit_chance)
    throw std::invalid_argument("resample_from_infostate: not for explicit_chance games (their history holds the deck order)");
  if (e.game().records().empty()) throw std::invalid_argument("resample_from_infostate: nothing is dealt yet");
  const CompiledRules& cr = e.game().compiled();
  const DealRecord& rec = e.game().records().back();
  const SeatView view = e.view(player);
  const WorldSampler sampler(cr);
  Rng rng(seed);
  // The world's deal replayed with the episode's history: empty when it does
  // not replay (an exchange the rebuild does not undo) or shows the player
  // anything else.
  const auto replayed = [&](const SampledWorld& world) -> std::optional<Episode> {
    const std::optional<DealSetup> deal = deal_of_world(world.state, rec, cr);
    if (!deal) return std::nullopt;
    try {
      Episode out(e.config_ptr(), *deal);
      for (int id : e.history()) {
        // Another seat's face-down discard: this world's card.
        // Another seat's face-down discard, best card passed or buried: this
        // world's card (the world agrees with every card the player saw).
        const DealState& w = world.state;
        const int mover = out.current_player();
        if (mover != player && id >= kDiscardId && id < kDiscardId + kCardCodes && w.discard != kNoCard)
          id = kDiscardId + w.discard;
        if (mover != player && id >= kPassBestId && id < kPassBestId + kCardCodes) {
          const Card passed = w.best_card[opposite(mover) == w.loner ? 0 : 1];
          if (passed != kNoCard) id = kPassBestId + passed;
        }
        if (mover != player && id >= kBestDiscardId && id < kBestDiscardId + kCardCodes) {
          const Card buried = w.best_discard[mover == w.loner ? 0 : 1];
          if (buried != kNoCard) id = kBestDiscardId + buried;
        }
        out.apply(id);
      }
      if (same_to(e, out, player)) return out;
    } catch (const std::invalid_argument&) {
    }
    return std::nullopt;
  };
  // Weighted: sampling-importance-resampling, one of kCandidates consistent
  // worlds drawn in proportion to its weight.
  constexpr int kWorlds = 200, kCandidates = 16;
  std::vector<Episode> candidates;
  std::vector<double> weights;
  for (int attempt = 0; attempt < kWorlds; ++attempt) {
    SampledWorld world;
    if (!sampler.sample(view, rng, world)) continue;
    std::optional<Episode> out = replayed(world);
    if (!out) continue;
    if (!weighted) return std::move(*out);
    candidates.push_back(std::move(*out));
    weights.push_back(world.weight);
    if (static_cast<int>(candidates.size()) == kCandidates) break;
  }
  if (!candidates.empty()) {
    double total = 0;
    for (double w : weights) total += w;
    double r = static_cast<double>(rng.next() >> 11) * 0x1.0p-53 * total;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
      if (r < weights[i] || i + 1 == candidates.size()) return std::move(candidates[i]);
      r -= weights[i];
    }
  }
  throw std::runtime_error("resample_from_infostate: no consistent world in " + std::to_string(kWorlds) +
                           " draws");
}

}  // namespace euchre::python
