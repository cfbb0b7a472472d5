// `euchre club season FILE.json` (docs/clubs.md, "Seasons"): a club
// season's standings worked out again from what the server gives out, the
// season's JSON (its evenings and what counts) and each evening's EMN with
// its extra file, through the one computation the server uses
// (events/season.h). Printed as the season's CSV, so the two can be compared.
#include <filesystem>
#include <iostream>
#include <map>

#include <fstream>

#include "cli/event_cmd.h"
#include "egn/json_text.h"
#include "egn/egn.h"
#include "events/emn.h"
#include "events/emn_evening.h"
#include "events/season.h"

namespace euchre::cli {

using nlohmann::json;



namespace {

// "person-12" -> 12 (the server's EMN ids of people); nullopt for a bot's.
std::optional<std::int64_t> person_number(const std::string& id) {
  const std::string prefix = "person-";
  if (id.rfind(prefix, 0) != 0 || id.size() == prefix.size() || id.size() > prefix.size() + 18) return std::nullopt;
  std::int64_t n = 0;
  for (std::size_t i = prefix.size(); i < id.size(); ++i) {
    if (id[i] < '0' || id[i] > '9') return std::nullopt;
    n = n * 10 + (id[i] - '0');
  }
  return n;
}

std::string name_in(const events::EmnResults& match, const std::string& id) {
  for (const events::EmnPlayer& p : match.players)
    if (p.id == id) return p.name;
  return id;
}

// One evening's people as the season counts them, from its EMN and extra file.
events::SeasonEvening evening_of(const std::string& event, const std::string& date, const std::filesystem::path& emn,
                                 std::map<std::int64_t, std::string>& names) {
  const events::EmnResults match = events::read_emn(read_match_file(emn));
  const json extra = read_extra_file(events::emn_extra_name(emn.string()));
  events::SeasonEvening out{event, date, {}};
  if (extra.contains("duplicate")) {
    for (const json& s : extra["duplicate"].value("standings", json::array())) {
      const std::string id = s.value("id", "");
      if (const auto person = person_number(id)) {
        out.people[*person] = {s.value("percent", 0.0), 0, 0, s.value("place", 0), 0};
        names.emplace(*person, name_in(match, id));
      }
    }
    return out;
  }
  const events::ImportedEvening evening = events::read_evening(extra, match);
  std::vector<events::EmnPlayer> places;
  for (const json& id : extra.at("players")) places.push_back({id.get<std::string>(), ""});
  for (const events::Standing& s : evening.standings) {
    const std::string id = evening.people.person(places, s.player).id;
    const auto person = person_number(id);
    if (!person) continue;  // a bot's place
    out.people[*person] = {static_cast<double>(s.points), s.rounds_won, s.loners, s.place,
                           static_cast<int>(evening.standings.size())};
    names.emplace(*person, name_in(match, id));
  }
  return out;
}

json read_season_file(const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec)) throw egn::FileError("cannot read " + path + ": not a file");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw egn::FileError("cannot read " + path);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  return egn::detail::parse_json(text, {std::size_t{8} << 20, 1'000'000, egn::kMaxJsonDepth, "the season file"});
}

}  // namespace

int run_season_import(const SeasonImportOptions& opt) {
  try {
    const json season = read_season_file(opt.season);
    const std::filesystem::path dir =
        opt.dir.empty() ? std::filesystem::path(opt.season).parent_path() : std::filesystem::path(opt.dir);
    std::vector<events::SeasonEvening> evenings;
    std::map<std::int64_t, std::string> names;
    for (const json& e : season.at("evenings")) {
      const std::string event = e.at("event").get<std::string>();
      const std::filesystem::path emn = dir / ("euchre-event-" + event + ".emn");
      if (!std::filesystem::exists(emn)) {
        // An evening not over has no games to give: it counts for nothing yet.
        std::cerr << "euchre club season: no " << emn.string() << ": evening " << event << " is not counted\n";
        continue;
      }
      evenings.push_back(evening_of(event, e.at("date").get<std::string>(), emn, names));
    }
    std::cout << events::season_csv(events::season_standings(evenings, season.value("best", 0)), names);
    return 0;
  } catch (const egn::FileError& e) {
    std::cerr << "euchre club season: " << e.what() << "\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "euchre club season: " << opt.season << ": " << e.what() << "\n";
    return 1;
  }
}

}  // namespace euchre::cli
