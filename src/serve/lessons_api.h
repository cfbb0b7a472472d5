// The lessons for the page's Learn section (docs/client.md, "Learn"):
// GET /api/lessons gives every lesson with its positions drawn as the table
// draws a game (a "state" message of the learner's seat, whose legal actions
// are the choices offered), and POST /api/lessons/ID/N/figures the expert's
// figures for position N (from 1) of lesson ID. The content is the built-in
// lessons (data/lessons/lessons.json), the same as `euchre learn`'s; nothing
// here reads the store or a table.
#pragma once

#include <cstddef>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <utility>

#include <nlohmann/json.hpp>

namespace euchre::serve {

// Every lesson, worked out once (the content is fixed at build time).
const std::string& lessons_reply_text();

// "/api/lessons/deck/2/figures" -> {lesson index, position index}, both
// from 0; nullopt for a path that names no lesson or position.
std::optional<std::pair<std::size_t, std::size_t>> lesson_figures_target(const std::string& path);

// The figures of each position, worked out at most once each: the first
// learner to reach a position waits for the expert (seconds), the others
// read the answer kept. Safe to call from several threads.
class LessonFigures {
 public:
  // Kept already, or nullopt.
  std::optional<nlohmann::json> kept(std::pair<std::size_t, std::size_t> at) const;
  // Worked out now (slow: call it off the network and hub threads), and kept.
  nlohmann::json work_out(std::pair<std::size_t, std::size_t> at);

 private:
  mutable std::mutex mutex_;
  std::map<std::pair<std::size_t, std::size_t>, nlohmann::json> kept_;
};

}  // namespace euchre::serve
