#include "terminal/connect.h"

#include <iostream>
#include <sstream>

#include "players/bot_factory.h"
#include "bots/player.h"
#include "terminal/elsewhere.h"
#include "terminal/out_file.h"
#include "terminal/remote_game.h"
#include "terminal/server_link.h"
#include "terminal/token_file.h"
#include "core/notation.h"
#include "net/url.h"

namespace euchre::terminal {
namespace {

using namespace std::chrono_literals;
constexpr auto kReplyTime = 15s;  // the server answers at once; this is for a server that does not

struct Person {
  std::int64_t id = 0;
  std::string name;
  std::vector<std::string> instances;  // the operator's instances the welcome named
};

// A refusal the person can act on (a wrong table, a taken seat): exit 2.
class Refused : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

std::string error_words(const json& error) {
  return error.value("message", std::string("(no message)")) + " (" + error.value("code", std::string("?")) + ")";
}

std::vector<std::string> bot_levels(const std::string& bots) {
  std::vector<std::string> levels;
  std::stringstream ss(bots);
  std::string item;
  while (std::getline(ss, item, ',')) levels.emplace_back(trim(item));
  if (levels.empty()) levels.push_back("basic");
  return levels;
}

bool open_level(const std::string& level) { return level == "open" || level == "person" || level == "-"; }

// The "create" message of the options: --preset, --set, --bots (a level per
// other seat, or "open" to leave it to a person), --seat. Hints are on: `h`
// works as in the local game. Throws RuleError/invalid_argument on bad options.
json create_message(const PlayOptions& opt) {
  const Rules rules = preset_with_overrides(opt.preset, opt.sets);
  if (opt.seat < 0 || opt.seat >= rules.seats())
    throw std::invalid_argument("--seat " + std::to_string(opt.seat) + " is not a seat of this game (0.." +
                                std::to_string(rules.seats() - 1) + ")");
  json options = json::object();
  for (const std::string& assignment : opt.sets) {
    const auto eq = assignment.find('=');
    options[std::string(trim(assignment.substr(0, eq)))] = std::string(trim(assignment.substr(eq + 1)));
  }
  const std::vector<std::string> levels = bot_levels(opt.bots);
  json bots = json::array();
  for (int p = 0; p < rules.seats(); ++p) {
    const std::string& level = levels.size() == 1 ? levels[0] : levels[static_cast<std::size_t>(p) % levels.size()];
    if (p == opt.seat || open_level(level)) {
      bots.push_back(nullptr);
      continue;
    }
    (void)make_bot(level, 1);  // throws std::invalid_argument naming an unknown bot
    bots.push_back(level);
  }
  return {{"type", "create"}, {"preset", opt.preset}, {"options", options}, {"bots", bots},
          {"seat", opt.seat}, {"hints", true}, {"pace", opt.pace}};
}

bool sits(const json& table, std::int64_t person, std::optional<int> seat = std::nullopt) {
  for (const json& s : table.value("seats", json::array()))
    if (s.contains("person") && s["person"] == person && (!seat || s.value("seat", -1) == *seat)) return true;
  return false;
}

int seat_of(const json& table, std::int64_t person) {
  for (const json& s : table.value("seats", json::array()))
    if (s.contains("person") && s["person"] == person) return s.value("seat", 0);
  return 0;
}

// hello -> welcome; a token this server does not know (another server, or
// its data reset) is set aside and the person starts anew.
Person hello(ServerLink& link, const PlayOptions& opt, const std::string& token_path) {
  std::optional<std::string> token = read_token(token_path);
  json m = {{"type", "hello"}};
  if (!opt.name.empty()) m["name"] = opt.name;
  if (token) m["token"] = *token;
  link.send(m);
  json reply = link.await({"welcome", "error"}, kReplyTime);
  if (reply["type"] == "error" && reply.value("code", "") == "bad_token") {
    std::cout << "This server does not know the token in " << token_path << ": you join as a new person.\n";
    m.erase("token");
    link.send(m);
    reply = link.await({"welcome", "error"}, kReplyTime);
  }
  if (reply["type"] == "error") throw std::runtime_error("the server refused hello: " + error_words(reply));
  Person me{reply.value("person", std::int64_t{0}), reply.value("name", std::string()), welcome_instances(reply)};
  if (reply.contains("token")) {
    save_token(token_path, reply["token"].get<std::string>());
    std::cout << "Welcome, " << me.name << ". Your token is saved in " << token_path
              << ": it brings you (and your seats) back.\n";
  } else {
    std::cout << "Welcome back, " << me.name << ".\n";
  }
  return me;
}

// The seats the token brought back: their pictures come before `seats_back`
// (docs/protocol.md, `hello`), each from its own table's thread.
std::vector<json> own_tables(ServerLink& link, const Person& me) {
  std::vector<json> mine;
  link.await(
      [&](const json& m) {
        if (m["type"] == "table" && sits(m, me.id)) mine.push_back(m);
        return m["type"] == "seats_back";
      },
      kReplyTime, "\"seats_back\"");
  return mine;
}

// Whether the person has claimed the bot's seat for the next deal.
bool claims(const json& table, std::int64_t person, int seat) {
  for (const json& s : table.value("seats", json::array()))
    if (s.value("seat", -1) == seat && s.value("claimed_by", json()) == person) return true;
  return false;
}

// Waits for the table's message that shows the person at `seat` (or taking
// it when the deal being played ends).
json await_seated(ServerLink& link, const std::string& table, const Person& me, int seat) {
  const json m = link.await(
      [&](const json& x) {
        return x["type"] == "error" || (x["type"] == "table" && x.value("table", "") == table &&
                                        (sits(x, me.id, seat) || claims(x, me.id, seat)));
      },
      kReplyTime, "seat at table " + table);
  if (m["type"] == "error") throw Refused("the server refused the seat: " + error_words(m));
  return m;
}

json with_invite(json m, const PlayOptions& opt) {
  if (!opt.invite.empty()) m["invite"] = opt.invite;
  return m;
}

// --table without --seat: the first seat no person holds.
int first_open_seat(ServerLink& link, const PlayOptions& opt) {
  link.send(with_invite({{"type", "watch"}, {"table", opt.table}}, opt));
  const json m = link.await(
      [&](const json& x) { return x["type"] == "error" || (x["type"] == "table" && x.value("table", "") == opt.table); },
      kReplyTime, "table " + opt.table);
  if (m["type"] == "error") throw Refused(error_words(m));
  // An empty seat first; else one a bot holds (the person takes over from it).
  for (const bool bot_too : {false, true})
    for (const json& s : m.value("seats", json::array()))
      if (s.value("open", false) && (bot_too || !s.value("bot", false))) return s.value("seat", 0);
  throw Refused("table " + opt.table + " has no open seat");
}

json join(ServerLink& link, const PlayOptions& opt, const Person& me) {
  const int seat = opt.seat_given ? opt.seat : first_open_seat(link, opt);
  link.send(with_invite({{"type", "join"}, {"table", opt.table}, {"seat", seat}}, opt));
  const json table = await_seated(link, opt.table, me, seat);
  if (sits(table, me.id, seat)) {
    std::cout << "You sit at seat " << seat << " of table " << opt.table << ".\n";
  } else {
    std::cout << "You take seat " << seat << " of table " << opt.table
              << " when this deal ends (its bot plays it until then).\n";
  }
  return table;
}

json create(ServerLink& link, const json& message, const Person& me) {
  link.send(message);
  const json created = link.await({"created", "error"}, kReplyTime);
  if (created["type"] == "error") throw Refused("the server refused the table: " + error_words(created));
  const std::string table = created.value("table", "");
  std::cout << "Table " << table << " created";
  if (created.contains("invite") && created["invite"].is_string())
    std::cout << " (private: invite " << created["invite"].get<std::string>() << ")";
  std::cout << "; others may join it with --table " << table << ".\n";
  return await_seated(link, table, me, message["seat"].get<int>());
}

// Back at the person's own table, or --table joined, or a new table.
json take_seat(ServerLink& link, const PlayOptions& opt, const Person& me, const json& create_msg) {
  const std::vector<json> mine = own_tables(link, me);
  std::vector<json> playing;
  for (const json& t : mine)
    if (t.value("status", "") != "over") playing.push_back(t);
  // --table: that one, even finished (its record is fetched); else a game still on.
  for (const json& t : opt.table.empty() ? playing : mine) {
    if (!opt.table.empty() && t.value("table", "") != opt.table) continue;
    std::cout << "Back at table " << t.value("table", "") << ", seat " << seat_of(t, me.id) << ".\n";
    if (opt.table.empty() && playing.size() > 1)
      std::cout << "(You sit at " << playing.size() << " tables: choose one with --table ID.)\n";
    return t;
  }
  if (!opt.table.empty()) return join(link, opt, me);
  return create(link, create_msg, me);
}

// What can be checked before connecting, so that a typo costs nothing.
struct Checked {
  net::WsUrl url;
  json create;
  std::string token_path;
};
Checked check_options(const PlayOptions& opt) {
  Checked c;
  c.url = net::parse_ws_url(opt.connect);
  if (opt.table.empty()) c.create = create_message(opt);
  if (!opt.human_bot.empty()) (void)make_bot(opt.human_bot, 1);
  if (!opt.out.empty())
    if (const std::string why = unwritable_reason(opt.out); !why.empty())
      throw std::invalid_argument("cannot save the record to " + opt.out + ": " + why);
  c.token_path = opt.token_file.empty() ? default_token_path(c.url.host, c.url.port) : opt.token_file;
  return c;
}

}  // namespace

int run_connect(const PlayOptions& opt) {
  Checked checked;
  try {
    checked = check_options(opt);
  } catch (const std::exception& e) {
    std::cerr << "euchre play: " << e.what() << "\n";
    return 2;
  }
  ServerLink link;
  json table;
  Person me;
  try {
    link.connect(opt.connect);
    me = hello(link, opt, checked.token_path);
    table = take_seat(link, opt, me, checked.create);
  } catch (const Refused& e) {
    std::cerr << "euchre play: " << e.what() << "\n";
    link.close();
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "euchre play: " << e.what() << "\n";
    link.close();
    return 1;
  }
  std::cout << "Type ? at any prompt for your choices.\n";
  const RemoteSeat seat{opt.connect,         table.value("table", ""), seat_of(table, me.id), opt.human_bot, opt.out,
                        checked.token_path, opt.reconnect_seconds,    me.instances};
  try {
    RemoteGame game(link, seat, table);
    return game.run();
  } catch (const std::exception& e) {
    std::cerr << "euchre play: " << e.what() << "\n";
    link.close();
    return 1;
  }
}

}  // namespace euchre::terminal
