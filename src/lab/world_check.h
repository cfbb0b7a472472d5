// How well the expert's worlds know the hands they cannot see (issue 10).
// Three corrections of the sampler moved the expert's figure (the dealer's
// discard, the reading of loners, the hand's shape): each fixed worlds
// that were wrong in a known direction. This finds such errors: in the
// expert's self-play, at every decision of every seat in the auction and
// the play, the seat's sampler deals worlds as the expert deals them
// (weighted by its inference); the real deal is beside them. It counts:
// - for each other hand, the trumps and side aces the weighted worlds
//   expect minus those it really holds, by stage (round 1 or 2 of the
//   auction, tricks 1 to 5), by who asks and about whom;
// - for each card the seat cannot see, the Brier score of the worlds'
//   guess of its place (each other hand and the kitty with the discard):
//   the sum over places of (p - truth)^2, 0 for a certain and right guess,
//   at most 2; lower is better, and it is comparable between samplers on
//   the same positions;
// - the reliability of "this card is in that hand": guesses binned by the
//   worlds' probability, beside how often the card was there.
// Driven by `euchre check-worlds`; a measurement, not a test.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <tuple>

#include "bots/world_sampler.h"
#include "lab/self_play.h"

namespace euchre::lab {

inline constexpr int kWorldStages = 7;  // round 1, round 2, tricks 1..5
inline constexpr int kRoles = 4;        // in the auction: seat from the dealer; in the play: WorldRole

// A seat's part in the play.
enum class WorldRole : std::uint8_t { Maker, MakersPartner, Defender };

// The card kinds the reliability is counted for: trumps (in round 1 of the
// auction, the up-card's suit), side aces, other cards.
inline constexpr int kCardKinds = 3;
inline constexpr int kReliabilityBins = 10;

struct CountErrors {
  MeanSums trumps;     // worlds' expectation minus the real hand's
  MeanSums side_aces;  // the same, aces of the other suits
};

// One bin of guesses. The worlds of a decision are split in two halves
// (even and odd draws): a guess is binned by one half's probability and
// predicted by the other's, so that the sampling noise that put it in the
// bin does not also make it look wrong there.
struct ReliabilityBin {
  long n = 0;
  double binned = 0;     // sum of the first half's probabilities
  double predicted = 0;  // sum of the second half's
  long there = 0;        // how often the card was in that hand
};

// How the maker came to make trump, for the play's questions about him:
// the round of the call and his seat from the dealer.
struct MakerGroup {
  int round = 1;  // 0: named blind by a rule (the Benny turned up)
  int from_dealer = 0;
  auto operator<=>(const MakerGroup&) const = default;
};

struct WorldCheck {
  long decisions = 0;
  // [stage][asker][hand]: roles as kRoles says (a lone hand's deal is left
  // out of the play's stages: its sitting partner holds nothing to guess).
  std::array<std::array<std::array<CountErrors, kRoles>, kRoles>, kWorldStages> counts{};
  // The maker's hand in the play (every trick), by how he made trump and
  // who asks (WorldRole of the asker).
  std::map<std::tuple<MakerGroup, int>, CountErrors> maker_by_group;
  std::array<MeanSums, kWorldStages> brier{};  // per unseen card
  // [0 the auction, 1 the play][kind][bin]
  std::array<std::array<std::array<ReliabilityBin, kReliabilityBins>, kCardKinds>, 2> reliability{};
};

// Plays run.deals self-played deals of the expert (run.level) and asks the
// expert's sampler `worlds` worlds at every decision. Without `inference`,
// the worlds are dealt as ISMCTS deals them instead: no discard model and
// every world weighing the same (only the voids and the replay of every
// move constrain them), the baseline the inference is measured against.
// Throws std::invalid_argument as self_play_rules does, or for fewer than
// 10 worlds.
// With `beliefs`, the worlds are dealt by its beliefs where it has some
// (the learned belief model, learned/belief_model.h).
WorldCheck check_worlds(const SelfPlayRun& run, int worlds, bool inference = true,
                        const BeliefSource* beliefs = nullptr);

// The words for a stage ("round 1", "trick 3") and for a role at a stage.
const char* world_stage_words(int stage);
const char* world_role_words(int stage, int role);

}  // namespace euchre::lab
