// The expert's figures (figures.h): the position replayed, the learner's
// view ranked by the expert, and each offered choice's value picked out.
#include "lessons/figures.h"

#include "core/notation.h"
#include "core/view.h"
#include "learn/hint.h"

namespace euchre::lessons {

std::vector<Figure> expert_figures(const Position& p, int level, std::uint64_t seed) {
  const auto game = replay(p);
  const SeatView view = make_view(*game, p.seat);
  const std::vector<learn::Hint> hints = learn::rank_actions(view, level, seed);
  std::vector<Figure> out;
  for (const std::string& choice : p.choices) {
    Figure f{choice, action_words(choice, game->deal()), std::nullopt};
    const auto action = parse_action(choice, game->deal());
    for (const learn::Hint& h : hints)
      if (action && h.action == *action) f.points = h.expected_points;
    out.push_back(std::move(f));
  }
  return out;
}

}  // namespace euchre::lessons
