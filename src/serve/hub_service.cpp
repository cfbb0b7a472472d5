#include "serve/hub_service.h"

#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <fstream>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include <nlohmann/json.hpp>

#include "serve/analysis.h"
#include "serve/lessons_api.h"
#include "serve/rules_catalog.h"

namespace euchre::serve {
namespace {

using json = nlohmann::json;

net::HttpResponse json_response(int status, const json& body) { return {status, "application/json", body.dump(), ""}; }

net::HttpResponse not_found(const std::string& what) { return json_response(404, {{"error", what}}); }

// The process's resident memory in MiB (VmRSS of /proc/self/status), for
// `euchre loadtest` and monitoring; nullopt without /proc (not Linux).
std::optional<double> resident_mb() {
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line))
    if (line.rfind("VmRSS:", 0) == 0) return std::stod(line.substr(6)) / 1024.0;  // "VmRSS:   123456 kB"
  return std::nullopt;
}

json health() {
  const auto rss = resident_mb();
  return {{"ok", true}, {"pid", ::getpid()}, {"rss_mb", rss ? json(*rss) : json(nullptr)}};
}

// The value of `name` in the target's query string ("" when absent).
std::string query_value(const std::string& target, const std::string& name) {
  const auto q = target.find('?');
  if (q == std::string::npos) return "";
  std::size_t at = q + 1;
  while (at < target.size()) {
    const auto end = std::min(target.find('&', at), target.size());
    const std::string pair = target.substr(at, end - at);
    if (pair.rfind(name + "=", 0) == 0) return pair.substr(name.size() + 1);
    at = end + 1;
  }
  return "";
}

// "12" -> 12; nullopt for anything but a whole number from 1 (no sign, no
// spaces, nothing after it) that fits.
std::optional<long long> positive_number(const std::string& text) {
  long long n = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (ec != std::errc() || end != text.data() + text.size() || n <= 0) return std::nullopt;
  return n;
}

}  // namespace

HubService::HubService(room::Hub& hub, HubThread& thread, store::WatchedStore& store, StaticFiles web)
    : hub_(hub), thread_(thread), store_(store), web_(std::move(web)) {}

void HubService::opened(net::ConnectionId id, const std::string& address) {
  thread_.post([this, id, address] { hub_.opened(id, address); });
}

void HubService::received(net::ConnectionId id, std::string text) {
  thread_.post([this, id, text = std::move(text)] { hub_.received(id, text); });
}

void HubService::closed(net::ConnectionId id) {
  thread_.post([this, id] { hub_.closed(id); });
}

net::HttpResponse HubService::get(const std::string& target) {
  const std::string path = target.substr(0, target.find('?'));
  if (path == "/api/health") {
    json body = health();
    body["store"] = store_.describe();
    // A store that is down is a server that cannot keep a game: 503, so a
    // load balancer or a monitor sees it; the tables go on once it is back.
    store_.probe();
    store::StoreHealth store_health = store_.health();
    if (writer_store_) {
      writer_store_->probe();
      if (store::StoreHealth writer = writer_store_->health(); !writer.up && store_health.up) store_health = writer;
    }
    body["store_up"] = store_health.up;
    body["store_error"] = store_health.up ? json(nullptr) : json(store_health.last_error);
    body["store_down_since_ms"] = store_health.up ? json(nullptr) : json(store_health.down_since_ms);
    body["ok"] = store_health.up;
    return json_response(store_health.up ? 200 : 503, body);
  }
  if (path == "/api/rules") return json_response(200, rules_catalog());
  if (path == "/api/lessons") {
    const std::string& lessons = lessons_reply_text();
    return {lessons.rfind("{\"error\"", 0) == 0 ? 500 : 200, "application/json", lessons, ""};
  }
  if (path == "/api/tables") {
    // ?offset=N: the page from the Nth listed table (docs/server.md).
    int offset = 0;
    if (const auto q = target.find("?offset="); q != std::string::npos) {
      const std::string text = target.substr(q + 8);
      const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), offset);
      if (ec != std::errc() || end != text.data() + text.size() || offset < 0)
        return json_response(400, {{"error", "offset must be a whole number from 0, not \"" + text + "\""}});
    }
    std::string lobby;
    thread_.call([&] { lobby = hub_.lobby_text(offset); });
    return {200, "application/json", std::move(lobby), ""};
  }
  const std::string games = "/api/games/";
  if (path.rfind(games, 0) == 0 && path.size() > games.size() + 4 && path.ends_with(".egn"))
    return game_record(path.substr(games.size(), path.size() - games.size() - 4), query_value(target, "invite"));
  if (path == "/api/ratings") return ratings(target);
  const std::string people = "/api/people/";
  if (path.rfind(people, 0) == 0) return person_page(path.substr(people.size()));
  const std::string events = "/api/events/";
  // The evening's play: its own people's key, unless anyone may watch it.
  const std::string key = query_value(target, "key");
  if (path.rfind(events, 0) == 0 && path.size() > events.size() + 4 && path.ends_with(".csv"))
    return event_standings(path.substr(events.size(), path.size() - events.size() - 4), key);
  if (path.rfind(events, 0) == 0 && path.size() > events.size() + 12 && path.ends_with(".boards.json"))
    return event_boards(path.substr(events.size(), path.size() - events.size() - 12), key);
  for (const std::string ending : {".emn", ".emn-extra.json"})
    if (path.rfind(events, 0) == 0 && path.size() > events.size() + ending.size() && path.ends_with(ending))
      return event_emn(path.substr(events.size(), path.size() - events.size() - ending.size()), ending != ".emn", key);
  const std::string clubs = "/api/clubs/";
  if (path.rfind(clubs, 0) == 0) return club_file(path.substr(clubs.size()), key);
  if (path.rfind("/api/", 0) == 0) return not_found("no such page: " + path);
  return web_.get(path);
}

void HubService::post(const std::string& target, std::string body, std::function<void(net::HttpResponse)> done) {
  const std::string path = target.substr(0, target.find('?'));
  if (path.rfind("/api/lessons/", 0) == 0) return lesson_figures(path, std::move(done));
  if (path != "/api/analyze")
    return done(not_found("nothing to POST to at " + path + " (POST /api/analyze takes a record, POST /api/lessons/ID/N/figures asks for a lesson's figures)"));
  if (analyses_.fetch_add(1) >= kMaxAnalyses) {
    --analyses_;
    return done(json_response(503, {{"error", "the server is analysing other games; try again in a minute"}}));
  }
  analysis_.run([this, body = std::move(body), done = std::move(done)] {
    net::HttpResponse response;
    try {
      response = json_response(200, analysis_reply(body));
    } catch (const BadRecord& e) {
      response = json_response(400, {{"error", e.what()}});
    } catch (const std::exception&) {
      response = json_response(500, {{"error", "the analysis failed"}});
    }
    --analyses_;
    done(std::move(response));
  });
}

void HubService::lesson_figures(const std::string& path, std::function<void(net::HttpResponse)> done) {
  const auto at = lesson_figures_target(path);
  if (!at) return done(not_found("no lesson position at " + path + " (POST /api/lessons/ID/N/figures: a lesson's id and a position from 1)"));
  if (auto kept = figures_.kept(*at)) return done(json_response(200, *kept));
  if (figures_asked_.fetch_add(1) >= kMaxLessonFigures) {
    --figures_asked_;
    return done(json_response(503, {{"error", "the expert is working out other lessons' figures; try again in a minute"}}));
  }
  lessons_.run([this, at = *at, done = std::move(done)] {
    net::HttpResponse response;
    try {
      response = json_response(200, figures_.work_out(at));
    } catch (const std::exception& e) {
      response = json_response(500, {{"error", std::string("the lesson's figures could not be worked out: ") + e.what()}});
    }
    --figures_asked_;
    done(std::move(response));
  });
}

std::optional<net::HttpResponse> HubService::ask_hub(const std::function<void()>& step, const std::string& failing) {
  try {
    thread_.call(step);
  } catch (const store::StoreError& e) {
    return json_response(503, {{"error", e.what()}});
  } catch (const std::exception& e) {
    return json_response(500, {{"error", failing + e.what()}});
  }
  return std::nullopt;
}

std::optional<net::HttpResponse> HubService::ask_evening(const std::string& id,
                                                         const std::function<void(const room::EveningRef&)>& read,
                                                         const std::string& failing) {
  room::EveningRef ref;
  if (auto failed = ask_hub([&] { ref = hub_.evening_ref(id); }, failing)) return failed;
  try {
    read(ref);
  } catch (const store::StoreError& e) {
    return json_response(503, {{"error", e.what()}});
  } catch (const std::exception& e) {
    return json_response(500, {{"error", failing + e.what()}});
  }
  return std::nullopt;
}

net::HttpResponse HubService::event_standings(const std::string& id, const std::string& key) {
  std::optional<std::string> csv;
  const auto read = [&](const room::EveningRef& ref) { csv = hub_.event_standings_csv(ref, key); };
  if (auto failed = ask_evening(id, read, "the event could not be read: ")) return std::move(*failed);
  if (!csv) return not_found("no event " + id);
  return {200, "text/csv; charset=utf-8", std::move(*csv), "euchre-event-" + id + ".csv"};
}

net::HttpResponse HubService::club_file(const std::string& rest, const std::string& key) {
  // One answer for no club, a wrong key and no season: clubs are not walked.
  const auto none = [&] { return not_found("no club file " + rest + " (a members-only club's files need its members' key)"); };
  if (rest.ends_with(".ics") && rest.find('/') == std::string::npos) {
    std::optional<std::string> text;
    const std::string club = rest.substr(0, rest.size() - 4);
    if (auto failed = ask_hub([&] { text = hub_.club_calendar(club, key); }, "the calendar could not be made: ")) return std::move(*failed);
    if (!text) return none();
    return {200, "text/calendar; charset=utf-8", std::move(*text), "euchre-club-" + club + ".ics"};
  }
  const std::string seasons = "/seasons/";
  const auto at = rest.find(seasons);
  if (at == std::string::npos) return none();
  const std::string club = rest.substr(0, at), file = rest.substr(at + seasons.size());
  const bool csv = file.ends_with(".csv");
  if (!csv && !file.ends_with(".json")) return none();
  const auto number = positive_number(file.substr(0, file.size() - (csv ? 4 : 5)));
  if (!number || *number > 1000) return none();
  const int season = static_cast<int>(*number) - 1;
  if (csv) {
    std::optional<std::string> text;
    if (auto failed = ask_hub([&] { text = hub_.club_season_csv(club, season, key); }, "the season could not be read: "))
      return std::move(*failed);
    if (!text) return none();
    return {200, "text/csv; charset=utf-8", std::move(*text), "euchre-club-" + club + "-season-" + std::to_string(season + 1) + ".csv"};
  }
  std::optional<nlohmann::json> body;
  if (auto failed = ask_hub([&] { body = hub_.club_season_json(club, season, key); }, "the season could not be read: "))
    return std::move(*failed);
  if (!body) return none();
  return json_response(200, *body);
}

net::HttpResponse HubService::ratings(const std::string& target) {
  room::Hub::RatingsAsked asked;
  for (const char* name : {"top", "person"}) {
    const std::string text = query_value(target, name);
    if (text.empty()) continue;
    const auto number = positive_number(text);
    if (!number) return json_response(400, {{"error", std::string(name) + "=" + text + " is not a positive whole number"}});
    if (std::string_view(name) == "top") asked.top = static_cast<int>(std::min<long long>(*number, 1'000'000));
    else asked.person = *number;
  }
  nlohmann::json body;
  if (auto failed = ask_hub([&] { body = hub_.ratings_json(asked); }, "the ratings could not be computed: ")) return std::move(*failed);
  return json_response(200, body);
}

net::HttpResponse HubService::event_emn(const std::string& id, bool extra, const std::string& key) {
  std::optional<std::string> text;
  // A hidden evening without its key is not there, in the same words as an unknown one.
  const auto read = [&](const room::EveningRef& ref) {
    if (hub_.evening_open_to(ref, key)) text = hub_.event_emn(ref, extra);
  };
  if (auto failed = ask_evening(id, read, "the event could not be written as EMN: ")) return std::move(*failed);
  if (!text) return not_found("no event " + id);
  const std::string file = "euchre-event-" + id + (extra ? ".emn-extra.json" : ".emn");
  return {200, "application/json; charset=utf-8", std::move(*text), file};
}

net::HttpResponse HubService::person_page(const std::string& id_text) {
  std::optional<nlohmann::json> page;
  const auto read = [&] {
    if (const auto person = hub_.person_by_page_id(id_text)) page = hub_.person_json(*person);
  };
  if (auto failed = ask_hub(read, "the person's page could not be made: ")) return std::move(*failed);
  // One answer for a bare number, a wrong key and nobody: pages are not walked.
  if (!page) return not_found("no person's page " + id_text + " (a page is reached by the link its person is given)");
  return json_response(200, *page);
}

net::HttpResponse HubService::event_boards(const std::string& id, const std::string& key) {
  std::optional<nlohmann::json> file;
  std::string why = "no event " + id;
  const auto read = [&](const room::EveningRef& ref) {
    if (hub_.evening_open_to(ref, key)) file = hub_.event_boards(ref, why);
  };
  if (auto failed = ask_evening(id, read, "the boards could not be written: ")) return std::move(*failed);
  if (!file) return not_found(why);
  return {200, "application/json; charset=utf-8", file->dump(2) + "\n", "euchre-event-" + id + ".boards.json"};
}

net::HttpResponse HubService::game_record(const std::string& id_text, const std::string& invite) {
  store::GameId id = 0;
  const auto [end, ec] = std::from_chars(id_text.data(), id_text.data() + id_text.size(), id);
  if (ec != std::errc() || end != id_text.data() + id_text.size() || id <= 0)
    return not_found("\"" + id_text + "\" is not a game number");
  try {
    const auto game = store_.game(id);
    if (!game) return not_found("no game " + id_text);
    // A private table's records need its invite code: without it the game
    // does not exist, in the same words as a wrong number.
    const auto table = store_.table(game->table);
    if (table && !table->invite.empty() && table->invite != invite) return not_found("no game " + id_text);
    // A live game's record would show the hands and the shuffle's secrets.
    if (!game->finished)
      return json_response(409, {{"error", "game " + id_text + " is not finished; its record is published at its end"}});
    // An event's table: as the event gives it (a duplicate event's with its
    // boards' secret once it is over, so that `euchre verify --boards` checks it).
    std::string record = game->record;
    const nlohmann::json settings = table ? nlohmann::json::parse(table->settings, nullptr, false) : nlohmann::json();
    if (const std::string event = settings.is_object() ? settings.value("event", std::string()) : std::string(); !event.empty())
      if (auto failed = ask_evening(event, [&](const room::EveningRef& ref) { record = hub_.downloaded_record(ref, game->record); },
                                    "the record could not be read: "))
        return std::move(*failed);
    return {200, "application/json", std::move(record), "euchre-game-" + id_text + ".egn"};
  } catch (const store::StoreError& e) {
    return json_response(503, {{"error", e.what()}});
  }
}

}  // namespace euchre::serve
