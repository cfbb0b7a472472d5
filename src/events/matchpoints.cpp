#include "events/matchpoints.h"

#include <stdexcept>

namespace euchre::events {

std::vector<double> matchpoints(const std::vector<double>& results) {
  std::vector<double> mp(results.size(), 0.0);
  for (std::size_t i = 0; i < results.size(); ++i)
    for (std::size_t j = 0; j < results.size(); ++j) {
      if (i == j) continue;
      if (results[i] > results[j]) mp[i] += 1.0;
      if (results[i] == results[j]) mp[i] += 0.5;
    }
  return mp;
}

double neuberg(double mp, int played, int due) {
  if (played <= 0 || due < played) throw std::invalid_argument("Neuberg needs 0 < played <= due");
  return (mp + 0.5) * due / played - 0.5;
}

}  // namespace euchre::events
