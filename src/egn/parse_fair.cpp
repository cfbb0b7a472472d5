// The parser, the fair-shuffle data of one deal (parse.h): x-euchre.deals[].fair,
// {"algorithm", "commitment", "contributions", "bots", "people", "secret",
// "board"}. Our own
// extension, so an unknown field is an error. Notation only: the algorithm,
// the sizes and the seats are checked by `euchre verify` (fair/check.h).
#include <algorithm>
#include <string>

#include "egn/json_fields.h"
#include "egn/parse.h"
#include "fair/hex.h"

namespace euchre::egn::detail {
namespace {

fair::Bytes hex_value(const json& v, const std::string& what) {
  const std::string text = string_value(v, what);
  try {
    return fair::from_hex(text);
  } catch (const fair::FairError& e) {
    fail(what + ": " + e.what());
  }
}

}  // namespace

fair::FairDeal parse_fair(const json& f, const std::string& what, int deal) {
  object_value(f, what);
  reject_unknown_fields(f, {"algorithm", "commitment", "contributions", "bots", "people", "secret", "board"}, what);
  const json *alg = find(f, {"algorithm"}), *com = find(f, {"commitment"}), *con = find(f, {"contributions"});
  if (!alg || !com || !con) fail(what + ": needs 'algorithm', 'commitment' and 'contributions'");
  fair::FairDeal out;
  out.deal = deal;
  out.algorithm = string_value(*alg, what + ".algorithm");
  out.commitment = hex_value(*com, what + ".commitment");
  array_value(*con, what + ".contributions");
  if (con->size() > 4) fail(what + ".contributions: " + std::to_string(con->size()) + " entries; one per seat, at most 4");
  for (std::size_t seat = 0; seat < con->size(); ++seat)
    out.contributions.push_back(hex_value((*con)[seat], what + ".contributions[" + std::to_string(seat) + "]"));
  if (const json* bots = find(f, {"bots"}))
    for (const json& b : array_value(*bots, what + ".bots")) {
      const int seat = small_int(b, what + ".bots[]", 0, 3);
      if (std::find(out.bots.begin(), out.bots.end(), seat) != out.bots.end())
        fail(what + ".bots: seat " + std::to_string(seat) + " is listed twice");
      out.bots.push_back(seat);
    }
  if (const json* people = find(f, {"people"}))
    for (const json& b : array_value(*people, what + ".people")) {
      const int seat = small_int(b, what + ".people[]", 0, 3);
      if (std::find(out.people.begin(), out.people.end(), seat) != out.people.end() ||
          std::find(out.bots.begin(), out.bots.end(), seat) != out.bots.end())
        fail(what + ".people: seat " + std::to_string(seat) + " is listed twice");
      out.people.push_back(seat);
    }
  if (const json* s = find(f, {"secret"})) out.secret = hex_value(*s, what + ".secret");
  if (const json* b = find(f, {"board"})) out.board = small_int(*b, what + ".board", 1, 100000);
  return out;
}

}  // namespace euchre::egn::detail
