// POST /api/analyze (docs/client.md "Replays"): an EGN record in, the
// replay and the expert's analysis of every decision out, as JSON (schema:
// schemas/analysis.json). The record is the caller's own: a finished game's
// record from GET /api/games/ID.egn (which refuses unfinished games) or a
// file the person uploads; nothing here reads the store, so this reveals
// nothing the caller did not send.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string_view>

#include <nlohmann/json.hpp>

#include "learn/analyze.h"

namespace euchre::serve {

// The largest record the page may send (the HTTP body limit).
inline constexpr std::size_t kMaxAnalyzeBytes = 256 * 1024;

// The request cannot be analysed; what() says why in words (an HTTP 400).
class BadRecord : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The replay of the record's game (every position from the deal's start,
// every move with its analysis). Throws BadRecord for text that is not a
// readable record, a record with no deal or one over kMaxAnalyzeBytes.
// Slow (learn::analyze): call it off the network and hub threads.
nlohmann::json analysis_reply(std::string_view egn_text, const learn::AnalyzeSettings& settings = {});

}  // namespace euchre::serve
