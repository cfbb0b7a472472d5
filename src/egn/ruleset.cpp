// Our Rules <-> EGN's `metadata.ruleset` (docs/egn.md, "Rules").
//
// The mapping is one function each way; whatever the ruleset cannot carry is
// found by reading our own ruleset back and comparing every option, so the
// extension holds exactly the options that differ and a record always
// round-trips to the same Rules.
#include <string>

#include "egn/detail.h"
#include "egn/replay.h"

namespace euchre::egn::detail {
namespace {

bool is_bool(const json& v) { return v.is_boolean(); }

int int_field(const json& v, const std::string& name, int lo, int hi) {
  long long x = 0;
  if (v.is_number_unsigned()) {
    const auto u = v.get<unsigned long long>();
    if (u > static_cast<unsigned long long>(hi)) throw EgnError("ruleset: '" + name + "' is out of range");
    x = static_cast<long long>(u);
  } else if (v.is_number_integer()) {
    x = v.get<long long>();
  } else {
    throw EgnError("ruleset: '" + name + "' must be an integer");
  }
  if (x < lo || x > hi)
    throw EgnError("ruleset: '" + name + "' = " + std::to_string(x) + " is out of range " + std::to_string(lo) +
                   ".." + std::to_string(hi));
  return static_cast<int>(x);
}

bool bool_field(const json& v, const std::string& name) {
  if (!is_bool(v)) throw EgnError("ruleset: '" + name + "' must be true or false");
  return v.get<bool>();
}

}  // namespace

ordered_json ruleset_from_rules(const Rules& r) {
  ordered_json o = ordered_json::object();
  if (r.all_pass == AllPass::Redeal) o["std"] = false;  // EGN's default is stick the dealer
  // EGN has no short deck: its 8 cards travel in x-euchre.rules (extension_rules).
  if (r.deck == 28 || r.deck == 32) o["min_rank"] = r.deck == 28 ? 8 : 7;
  if (r.target == 0) {
    o["num_deals"] = r.num_deals;  // the schema forbids winning_score 0; absent + num_deals = fixed deals
  } else if (r.target != 10) {
    o["winning_score"] = r.target;
  }
  if (r.partner_order_up == PartnerOrderUp::MustGoAlone) o["canadian"] = true;
  if (r.lone_lead == LoneLead::LeftOfLoner) o["loner_lead"] = "LEFT_OF_LONER";
  if (r.lone_defender && r.both_alone) o["defend_alone"] = true;
  if (r.farmers_hand == FarmersHand::ThreeLow) o["farmers"] = true;
  if (r.joker != JokerKind::None) o["joker"] = true;
  if (r.mode == Mode::ThreeHanded) o["num_players"] = 3;
  if (r.mode == Mode::TwoHanded) o["num_players"] = 2;
  if (r.no_trump) o["allow_no_trump"] = true;
  if (r.partners_best) o["partners_best"] = true;
  return o;
}

Rules rules_from_ruleset(const json& rs) {
  Rules r;  // our `standard` values for everything EGN does not name
  r.all_pass = AllPass::StickTheDealer;
  r.lone_lead = LoneLead::EldestActive;
  if (rs.is_null()) return r;
  if (!rs.is_object()) throw EgnError("ruleset: must be an object");
  bool has_target = false, has_deals = false;
  for (const auto& [key, v] : rs.items()) {
    if (key == "std") {
      r.all_pass = bool_field(v, key) ? AllPass::StickTheDealer : AllPass::Redeal;
    } else if (key == "min_rank") {
      const int m = int_field(v, key, 0, 100);
      if (m != 7 && m != 8 && m != 9)
        throw EgnError("ruleset: 'min_rank' = " + std::to_string(m) + " is not supported (7, 8 or 9)");
      r.deck = m == 9 ? 24 : m == 8 ? 28 : 32;
    } else if (key == "winning_score") {
      r.target = int_field(v, key, 0, 1000);
      has_target = true;
    } else if (key == "num_deals") {
      r.num_deals = int_field(v, key, 0, 1000);
      has_deals = true;
    } else if (key == "canadian") {
      r.partner_order_up = bool_field(v, key) ? PartnerOrderUp::MustGoAlone : PartnerOrderUp::Normal;
    } else if (key == "loner_lead") {
      if (!v.is_string()) throw EgnError("ruleset: 'loner_lead' must be a string");
      const auto s = v.get<std::string>();
      if (s == "LEFT_OF_DEALER") r.lone_lead = LoneLead::EldestActive;
      else if (s == "LEFT_OF_LONER") r.lone_lead = LoneLead::LeftOfLoner;
      else throw EgnError("ruleset: 'loner_lead' must be LEFT_OF_DEALER or LEFT_OF_LONER");
    } else if (key == "loner_march_score") {
      if (int_field(v, key, -1000, 1000) != 4)
        throw EgnError("ruleset: 'loner_march_score' other than 4 is not supported");
    } else if (key == "loner_euchred_score") {
      const int x = int_field(v, key, -1000, 1000);
      if (x != 2 && x != 0)  // the reference code reads 0 as the default 2
        throw EgnError("ruleset: 'loner_euchred_score' other than 2 is not supported");
    } else if (key == "defend_alone") {
      r.lone_defender = r.both_alone = bool_field(v, key);
    } else if (key == "farmers") {
      r.farmers_hand = bool_field(v, key) ? FarmersHand::ThreeLow : FarmersHand::Off;
    } else if (key == "joker") {
      r.joker = bool_field(v, key) ? JokerKind::Joker : JokerKind::None;
    } else if (key == "num_players") {
      const int n = int_field(v, key, 0, 100);
      if (n == 3) {
        r.mode = Mode::ThreeHanded;
        r.lone_maker = false;  // W: no going alone in three-handed play
      } else if (n == 2) {
        r.mode = Mode::TwoHanded;
        r.lone_maker = false;  // K ch. 7: no lone hands with two players
      } else if (n != 4) {
        throw EgnError("ruleset: 'num_players' = " + std::to_string(n) + " is not supported (2, 3 or 4)");
      }
    } else if (key == "allow_no_trump") {
      r.no_trump = bool_field(v, key);
    } else if (key == "partners_best") {
      r.partners_best = bool_field(v, key);
    } else if (key == "go_under" || key == "fast_break" || key == "four_trick_tokens") {
      if (bool_field(v, key)) throw EgnError("ruleset: '" + key + "' is not supported");
    } else {
      throw EgnError("ruleset: unknown field '" + key + "'");
    }
  }
  // A fixed number of deals without a winning_score: no target (docs/egn.md).
  if (has_deals && !has_target && r.num_deals > 0) r.target = 0;
  return r;
}

ordered_json extension_rules(const Rules& rules) {
  ordered_json out = ordered_json::object();
  const Rules base = rules_from_ruleset(json(ruleset_from_rules(rules)));
  for (const OptionInfo& o : option_infos()) {
    const std::string ours = get_option(rules, o.name), theirs = get_option(base, o.name);
    if (ours != theirs) out[std::string(o.name)] = ours;
  }
  return out;
}

Rules record_rules(const parsed::Record& record) {
  Rules rules = rules_from_ruleset(record.ruleset);
  for (const auto& [name, value] : record.extension_rules) {
    try {
      set_option(rules, name, value);
    } catch (const RuleError& e) {
      throw EgnError(std::string("x-euchre.rules: ") + e.what());
    }
  }
  try {
    validate(rules);
  } catch (const RuleError& e) {
    throw EgnError(std::string("ruleset: ") + e.what());
  }
  return rules;
}

}  // namespace euchre::egn::detail

namespace euchre::egn {
bool rules_fit_egn(const Rules& rules) { return detail::extension_rules(rules).empty(); }
}  // namespace euchre::egn
