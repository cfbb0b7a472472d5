// The state message's text (protocol/state.h, state_text): over random games
// of every preset, for every seat and a spectator at every step, the text is
// JSON in the canonical form nlohmann's dump() writes (keys in byte order,
// no spaces): parsing and dumping it again gives the same bytes. So the
// messages the hub sends read byte for byte as when they were built as JSON
// trees, and state_message (parsed from this text) is unchanged for every
// other test of its content. Names with quotes, backslashes, control
// characters and non-ASCII letters are escaped as nlohmann escapes them.
#include <gtest/gtest.h>

#include "core/playout.h"
#include "core/rng.h"
#include "protocol/state.h"
#include "test_util.h"

namespace euchre {
namespace state_text_test {

using nlohmann::json;

protocol::TableFacts odd_facts(int step) {
  protocol::TableFacts f;
  f.table = step % 2 ? "t\"1\\x" : "abc123";
  f.names = {"Ann", "Zoë \"Z\" O'Neil", "Bo\\b\tx", "ツ🂡"};
  f.bots = {false, true, step % 3 == 0, false};
  f.seq = 1000000000000LL + step;
  if (step % 4 == 1) {
    f.deadline_ms = 1764400000000LL + step;
    f.now_ms = 1764399990000LL;
  }
  if (step % 5 == 2) f.undo_seat = step % 4;
  return f;
}

TEST(ProtocolStateText, IsCanonicalJsonForEverySeatOfEveryPreset) {
  Rng rng(23);
  int checked = 0;
  for (const PresetInfo& info : preset_infos()) {
    const Rules rules = preset(info.name);
    for (int game = 0; game < 2; ++game) {
      Game g(rules, rng.next());
      Rng play(rng.next());
      for (int step = 0; !g.over() && step < 400; ++step) {
        for (int seat = -1; seat < g.compiled().seats; ++seat) {
          const std::string text = protocol::state_text_for(g, seat, odd_facts(step));
          ASSERT_EQ(json::parse(text).dump(), text) << info.name << " step " << step << " seat " << seat;
          ++checked;
        }
        g.apply(random_action(g.deal(), play));
      }
    }
  }
  EXPECT_GT(checked, 10000);
}

}  // namespace state_text_test
}  // namespace euchre
