// The evenings that are over, as the ratings and the people's pages read
// them (docs/events.md, "Ratings" and "A person's page"). Both pages go
// through every closed evening at each request, on the hub's thread, where
// every table waits meanwhile; reading an evening back parses its whole row
// (Event::restore). So each evening is read once and kept while its row is
// the same: an organiser may still correct a score once the evening is over,
// and the changed row is read again.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "events/ratings.h"
#include "room/event.h"
#include "store/store.h"

namespace euchre::room {

class ClosedEvenings {
 public:
  struct Evening {
    std::string id, name;
    std::int64_t created_ms = 0;
    bool spectators = false;  // anyone may watch it (Event::may_watch): public pages may name it
    events::RatedEvening rated;
    std::map<store::PersonId, Event::PersonEvening> people;  // everyone in its standings
  };

  // The rows' evenings, in the rows' order. One that does not read is left
  // out, named on stderr; the others are kept. Rows no longer given are
  // forgotten. The pointers stay good until the next call.
  std::vector<const Evening*> read(EventHost& host, const std::vector<store::Event>& rows);

  // Evenings read from their rows since the start (for the benchmark and tests).
  std::size_t rows_read() const { return rows_read_; }

 private:
  struct Kept {
    std::size_t fingerprint = 0;
    Evening evening;
  };
  std::map<std::string, Kept> kept_;
  std::size_t rows_read_ = 0;
};

}  // namespace euchre::room
