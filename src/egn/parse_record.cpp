// The parser, the record around the deals (parse.h): fileType and version,
// metadata, the x-euchre extension, and the deals in their numbered order.
#include <algorithm>
#include <map>
#include <string>

#include "egn/json_fields.h"
#include "egn/parse.h"

namespace euchre::egn::detail {
namespace {

void check_file_type(const json& root) {
  const json* ft = find(root, {"fileType"});
  if (!ft || !ft->is_string() || ft->get<std::string>() != "Euchre Game Notation")
    fail("fileType must be \"Euchre Game Notation\"");
  const json* ver = find(root, {"version"});
  if (!ver) fail("no 'version'");
  const std::string v = string_value(*ver, "version");
  if (v.size() < 3 || v[0] != '1' || v[1] != '.' ||
      !std::all_of(v.begin() + 2, v.end(), [](char ch) { return (ch >= '0' && ch <= '9') || ch == '.'; }))
    fail("version " + in_quotes(v) + " is not an EGN 1.x version");
}

std::vector<int> scores(const json& a, const std::string& what) {
  std::vector<int> out;
  for (const json& x : array_value(a, what)) out.push_back(small_int(x, what, -100000, 100000));
  return out;
}

std::string player_name(const json& p, std::size_t i, Warnings& warnings) {
  if (p.is_string()) return p.get<std::string>();
  const std::string what = "metadata.players[" + std::to_string(i) + "]";
  if (!p.is_object() || !p.contains("name")) fail("metadata.players: each player is a name or an object with a 'name'");
  warn_unknown_fields(p, {"name", "id", "playerIds"}, what, warnings);
  return string_value(p["name"], what + ".name");
}

void parse_metadata(const json& meta, parsed::Record& rec, Warnings& warnings) {
  object_value(meta, "metadata");
  warn_unknown_fields(meta,
                      {"gameId", "matchId", "match_id", "title", "description", "players", "initialScore",
                       "finalScore", "date", "ruleset", "teamNames"},
                      "metadata", warnings);
  auto text = [&](std::initializer_list<const char*> names, std::string& out) {
    if (const json* x = find(meta, names)) out = string_value(*x, std::string("metadata.") + *names.begin());
  };
  Metadata& md = rec.metadata;
  text({"gameId", "matchId", "match_id"}, md.game_id);
  text({"title"}, md.title);
  text({"description"}, md.description);
  text({"date"}, md.date);
  const json* players = find(meta, {"players"});
  if (!players) fail("metadata: no 'players'");
  array_value(*players, "metadata.players");
  for (std::size_t i = 0; i < players->size(); ++i) md.players.push_back(player_name((*players)[i], i, warnings));
  if (const json* rs = find(meta, {"ruleset"})) rec.ruleset = *rs;
  const json* is = find(meta, {"initialScore"});
  if (!is) fail("metadata: no 'initialScore'");
  rec.initial_score = scores(*is, "metadata.initialScore");
  if (const json* fs = find(meta, {"finalScore"})) rec.final_score = scores(*fs, "metadata.finalScore");
}

struct ExtensionDeal {
  std::vector<parsed::Event> events;
  std::optional<std::size_t> moves;
  std::optional<fair::FairDeal> fair;
  bool used = false;
};

parsed::Event parse_event(const json& ev, const std::string& what) {
  object_value(ev, what + ".events[]");
  reject_unknown_fields(ev, {"at", "seat", "action"}, what + ".events[]");
  const json *at = find(ev, {"at"}), *seat = find(ev, {"seat"}), *act = find(ev, {"action"});
  if (!at || !seat || !act) fail(what + ": an event needs 'at', 'seat' and 'action'");
  parsed::Event x;
  x.at = static_cast<std::size_t>(int_value(*at, what + " event 'at'", 0, 100000));
  x.seat = small_int(*seat, what + " event 'seat'", 0, 3);
  x.action = string_value(*act, what + " event 'action'");
  return x;
}

// Our own extension: every field has a meaning, so an unknown one is an error.
std::map<int, ExtensionDeal> parse_extension(const json& ext, parsed::Record& rec) {
  object_value(ext, "x-euchre");
  reject_unknown_fields(ext, {"version", "rules", "initial_score", "deals"}, "x-euchre");
  const json* xv = find(ext, {"version"});
  if (!xv) fail("x-euchre: no 'version'");
  const int version = small_int(*xv, "x-euchre.version", 0, 1000000);
  if (version != kExtensionVersion)
    fail("x-euchre: version " + std::to_string(version) + " is not supported (this reader knows " +
         std::to_string(kExtensionVersion) + ")");
  if (const json* r = find(ext, {"rules"})) {
    for (const auto& item : object_value(*r, "x-euchre.rules").items()) {
      const json& v = item.value();
      const std::string what = "x-euchre.rules." + printable(item.key());
      std::string text;
      if (v.is_string()) text = v.get<std::string>();
      else if (v.is_boolean()) text = v.get<bool>() ? "true" : "false";
      else if (v.is_number_integer()) text = std::to_string(int_value(v, what, -1000000, 1000000));
      else fail(what + ": must be a string");
      rec.extension_rules.emplace_back(item.key(), text);
    }
  }
  if (const json* is = find(ext, {"initial_score"})) rec.extension_initial_score = scores(*is, "x-euchre.initial_score");
  std::map<int, ExtensionDeal> deals;
  if (const json* ds = find(ext, {"deals"})) {
    for (const json& xd : array_value(*ds, "x-euchre.deals")) {
      object_value(xd, "x-euchre.deals[]");
      reject_unknown_fields(xd, {"deal", "events", "moves", "fair"}, "x-euchre.deals[]");
      const json* dn = find(xd, {"deal"});
      if (!dn) fail("x-euchre.deals[]: no 'deal'");
      const int n = small_int(*dn, "x-euchre.deals[].deal", 0, 100000);
      const std::string what = "x-euchre, deal " + std::to_string(n);
      ExtensionDeal e;
      if (const json* evs = find(xd, {"events"}))
        for (const json& ev : array_value(*evs, what + ".events")) {
          e.events.push_back(parse_event(ev, what));
          if (e.events.size() > 1 && e.events.back().at <= e.events[e.events.size() - 2].at)
            fail(what + ": events out of order");
        }
      if (const json* mv = find(xd, {"moves"}))
        e.moves = static_cast<std::size_t>(int_value(*mv, what + ".moves", 0, 100000));
      if (const json* f = find(xd, {"fair"})) e.fair = parse_fair(*f, what + ", fair", n);
      if (!deals.emplace(n, std::move(e)).second) fail(what + ": listed twice");
    }
  }
  return deals;
}

// dealNumber: 0 or 1 (legacy) first, then each the previous + 1.
void check_number(const parsed::Deal& d, std::optional<int> previous) {
  if (!previous && d.number > 1) fail(d.name + ": the first deal must be number 0 (or 1)");
  if (previous && d.number != *previous + 1)
    fail(d.name + ": dealNumber " + std::to_string(d.number) + " follows deal " + std::to_string(*previous));
}

}  // namespace

parsed::Record parse_record(const json& root, Warnings& warnings) {
  if (!root.is_object()) fail("the record must be a JSON object");
  warn_unknown_fields(root, {"fileType", "version", "metadata", "deals", kExtensionKey.data()}, "record", warnings);
  check_file_type(root);
  parsed::Record rec;
  const json* meta = find(root, {"metadata"});
  if (!meta) fail("no 'metadata'");
  parse_metadata(*meta, rec, warnings);
  std::map<int, ExtensionDeal> ext;
  if (const json* x = find(root, {kExtensionKey.data()})) ext = parse_extension(*x, rec);

  const json* deals = find(root, {"deals"});
  if (!deals) fail("no 'deals'");
  array_value(*deals, "deals");
  if (deals->size() > kMaxDeals)
    fail("deals: " + std::to_string(deals->size()) + " deals; a record may hold at most " + std::to_string(kMaxDeals) +
         " (the limit)");
  std::optional<int> previous;
  for (std::size_t i = 0; i < deals->size(); ++i) {
    parsed::Deal d = parse_deal((*deals)[i], i, warnings);
    check_number(d, previous);
    previous = d.number;
    if (auto it = ext.find(d.number); it != ext.end()) {
      d.events = it->second.events;
      d.moves = it->second.moves;
      d.fair = it->second.fair;
      it->second.used = true;
    }
    rec.deals.push_back(std::move(d));
  }
  for (const auto& [n, e] : ext)
    if (!e.used) fail("x-euchre.deals: an entry names deal " + std::to_string(n) + ", which the record does not have");
  return rec;
}

}  // namespace euchre::egn::detail
