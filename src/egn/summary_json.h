// One deal's summary (egn::summarize) as JSON, in one wording for every edge
// that shows it: `euchre replay --json` and the server's deal_over message.
#pragma once

#include <nlohmann/json.hpp>

#include "egn/egn.h"

namespace euchre::egn {

// {"deal","dealer","finished","trump" ("c".."s", "n", null),"maker","alone",
//  "defender_alone","tricks","points","score"}; absent values are null.
nlohmann::ordered_json summary_json(const DealSummary& deal);

}  // namespace euchre::egn
