// The tensors a learner reads: an observation (what one seat sees now) and
// an information state (the observation and every move of the deal so far,
// as that seat saw it: perfect recall within the deal; the score carries the
// match's past). Both are written from the seat's SeatView (core/view.h)
// and from nothing else, so a hidden card cannot reach them.
//
// Seats are relative to the observer: 0 is the observer, 1 the next seat
// clockwise (left), and so on; the slot after the last seat means "nobody".
// Every field is a named slice (docs/python.md, "Encodings", prints them);
// kEncodingVersion changes whenever a slice moves, grows or changes meaning.
#pragma once

#include <array>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/view.h"

namespace euchre::python {

inline constexpr int kEncodingVersion = 3;  // 2: railroad's three phases and 67 ids; French euchre's two phases and seven bid ids; 3: the jambone's phase, two ids and the seat whose card is played
// Moves of one deal an information state holds; the longest deal of any
// rule set makes fewer (tests/python checks random deals of every preset).
inline constexpr int kMaxHistoryMoves = 72;

struct Slice {
  std::string_view name;
  int offset = 0;
  int size = 0;
  std::string_view meaning;
};

const std::vector<Slice>& observation_slices();
const std::vector<Slice>& information_state_slices();
int observation_size();
int information_state_size();

// Write the tensor of `view` (a seat's view, seat >= 0) into `out`, which
// holds observation_size() (information_state_size()) floats.
void write_observation(const SeatView& view, std::span<float> out);
void write_information_state(const SeatView& view, std::span<float> out);

// The same facts as text, for people (pyspiel's *_string).
std::string observation_text(const SeatView& view);
std::string information_state_text(const SeatView& view);

}  // namespace euchre::python
