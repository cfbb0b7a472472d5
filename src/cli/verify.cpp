// `euchre verify RECORD`: every deal of a record against its fair-shuffle
// seeds (docs/fair-shuffle.md). One line per deal, "deal 3: ok" or what is
// wrong; exit 0 when every deal matches, 1 when any does not (or has no
// secret, or no fair data, or the record is invalid), 2 usage (a file that
// cannot be read).
#include <cstdio>
#include <iostream>

#include "cli/commands.h"
#include "cli/record_file.h"
#include "egn/egn.h"
#include "fair/check.h"

namespace euchre::cli {

int run_verify(const VerifyOptions& opt) {
  int code = 0;
  const std::optional<egn::Record> loaded = load_record("verify", opt.file, false, code);
  if (!loaded) return code;
  const egn::Record& rec = *loaded;
  bool any = false;
  for (const auto& f : rec.fair) any = any || f.has_value();
  if (!any) {
    std::cout << opt.file << ": the record carries no fair-shuffle data\n";
    return 1;
  }
  std::size_t k = 0, failed = 0;
  for (const Game* game : rec.games())
    for (const DealRecord& dealt : game->records()) {
      const std::optional<fair::FairDeal>& f = rec.fair[k];
      fair::DealCheck check;
      if (!f) check = {false, "no fair-shuffle data"};
      else check = fair::check_deal(game->compiled(), *f, dealt, rec.guessed[k]);
      // The record's dealNumber when the deal carries it, else its place (0-based).
      std::cout << "deal " << (f ? f->deal : static_cast<int>(k)) << ": " << check.text << "\n";
      failed += !check.ok;
      ++k;
    }
  if (failed == 0) std::cout << "all " << k << " deals match their seeds\n";
  else std::cout << failed << " of " << k << " deals do not verify\n";
  return failed == 0 ? 0 : 1;
}

}  // namespace euchre::cli
