#include "python/vector_env.h"

#include <algorithm>
#include <bit>
#include <stdexcept>
#include <string>

#include "core/notation.h"
#include "python/action_ids.h"
#include "python/encoding.h"

namespace euchre::python {

namespace {

// Calls f(id) for each id set in the bits, in ascending order.
template <class F>
void for_each_id(const LegalBits& bits, F f) {
  for (int word = 0; word < static_cast<int>(bits.size()); ++word)
    for (std::uint64_t b = bits[static_cast<std::size_t>(word)]; b != 0; b &= b - 1)
      f(word * 64 + std::countr_zero(b));
}

}  // namespace

VectorEnv::VectorEnv(std::shared_ptr<const GameConfig> config, int size) : config_(std::move(config)) {
  if (size < 1) throw std::invalid_argument("VectorEnv: size must be at least 1, not " + std::to_string(size));
  slots_.resize(static_cast<std::size_t>(size));
  legal_bits_.resize(static_cast<std::size_t>(size));
}

void VectorEnv::reset(const StepOutput& out) {
  next_episode_ = 0;
  finished_ = 0;
  for (int k = 0; k < size(); ++k) {
    slots_[static_cast<std::size_t>(k)] = std::make_unique<Episode>(config_, next_episode_++);
    if (!out.rewards.empty())
      std::fill_n(out.rewards.begin() + k * seats(), seats(), 0.0f);
    if (!out.done.empty()) out.done[static_cast<std::size_t>(k)] = 0;
    write_slot(k, out);
  }
}

void VectorEnv::step(std::span<const std::int64_t> actions, const StepOutput& out) {
  if (static_cast<int>(actions.size()) != size())
    throw std::invalid_argument("VectorEnv.step: " + std::to_string(actions.size()) + " actions for " +
                                std::to_string(size()) + " games");
  // Check every action before moving any slot, so an error leaves the batch
  // as it was: against the legal ids written for the slot (the core checks
  // each action again as it applies it; this check names the slot).
  for (int k = 0; k < size(); ++k) {
    const std::int64_t id = actions[static_cast<std::size_t>(k)];
    if (id < 0 || id >= kActionIds)
      throw std::invalid_argument("VectorEnv.step: game " + std::to_string(k) + ": " + std::to_string(id) +
                                  " is not an action id (0.." + std::to_string(kActionIds - 1) + ")");
    const auto& bits = legal_bits_[static_cast<std::size_t>(k)];
    if (((bits[static_cast<std::size_t>(id >> 6)] >> (id & 63)) & 1) == 0) {
      const Episode& e = *slots_[static_cast<std::size_t>(k)];
      const Action a = *action_of_id(static_cast<int>(id));
      const std::string why = explain_illegal(e.game().deal(), a);
      throw std::invalid_argument("VectorEnv.step: game " + std::to_string(k) + ": action " + std::to_string(id) +
                                  " ('" + action_text(a) + "') is illegal for seat " +
                                  std::to_string(e.current_player()) + ": " + (why.empty() ? "not listed" : why));
    }
  }
  for (int k = 0; k < size(); ++k) {
    auto& slot = slots_[static_cast<std::size_t>(k)];
    slot->apply(static_cast<int>(actions[static_cast<std::size_t>(k)]));
    const bool ended = slot->terminal();
    if (!out.rewards.empty()) {
      float* row = out.rewards.data() + k * seats();
      if (ended) {
        const std::vector<double> r = slot->returns();
        for (int p = 0; p < seats(); ++p) row[p] = static_cast<float>(r[static_cast<std::size_t>(p)]);
      } else {
        std::fill_n(row, seats(), 0.0f);
      }
    }
    if (!out.done.empty()) out.done[static_cast<std::size_t>(k)] = ended ? 1 : 0;
    if (ended) {
      ++finished_;
      slot->start(next_episode_++);
    }
    write_slot(k, out);
  }
}

void VectorEnv::write_slot(int k, const StepOutput& out) {
  const Episode& e = *slots_[static_cast<std::size_t>(k)];
  const auto row = static_cast<std::size_t>(k);
  const int player = e.current_player();
  if (!out.player.empty()) out.player[row] = static_cast<std::int8_t>(player);
  const bool encodings = !out.observation.empty() || !out.information_state.empty();
  // The seat's view (the core's, reusing view_'s storage) also lists its
  // legal actions: taken from there, they are not worked out twice.
  if (encodings) e.view(player, view_);
  ActionList own;
  const ActionList* list = &view_.legal;
  if (!encodings || !view_.my_turn) {
    e.game().legal(own);
    list = &own;
  }
  auto& bits = legal_bits_[row];
  bits = {};
  for (const Action& a : *list) {
    const int id = id_of_action(a);
    bits[static_cast<std::size_t>(id >> 6)] |= std::uint64_t{1} << (id & 63);
  }
  if (!out.mask.empty()) {
    std::uint8_t* m = out.mask.data() + row * kActionIds;
    std::fill_n(m, kActionIds, std::uint8_t{0});
    for_each_id(bits, [m](int id) { m[id] = 1; });
  }
  if (!out.legal.empty()) {
    // The bits give the ids in ascending order (no sort).
    std::int16_t* l = out.legal.data() + row * kMaxLegal;
    int n = 0;
    for_each_id(bits, [l, &n](int id) { l[n++] = static_cast<std::int16_t>(id); });
    std::fill(l + n, l + kMaxLegal, std::int16_t{-1});
    out.legal_count[row] = static_cast<std::int16_t>(n);
  }
  if (!out.observation.empty()) {
    const auto n = static_cast<std::size_t>(observation_size());
    write_observation(view_, out.observation.subspan(row * n, n));
  }
  if (!out.information_state.empty()) {
    const auto n = static_cast<std::size_t>(information_state_size());
    write_information_state(view_, out.information_state.subspan(row * n, n));
  }
}

}  // namespace euchre::python
