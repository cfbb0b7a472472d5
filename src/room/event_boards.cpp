#include "room/event_boards.h"

#include <algorithm>
#include <stdexcept>

#include "events/board_deals.h"
#include "fair/boards.h"
#include "fair/commitment.h"
#include "fair/hex.h"
#include "fair/secret.h"

namespace euchre::room {

using json = nlohmann::json;

EventBoards EventBoards::drawn() {
  EventBoards b;
  b.secret_ = fair::new_secret();
  b.commitment_ = fair::commitment(b.secret_);
  return b;
}

EventBoards EventBoards::from_json(const json& state) {
  EventBoards b;
  try {
    b.secret_ = fair::from_hex(state.at("secret").get<std::string>());
    b.commitment_ = fair::commitment(b.secret_);
    b.pool_ = fair::from_hex(state.at("pool").get<std::string>());
    for (const json& c : state.at("contributions"))
      b.contributions_.push_back({c.at("person").get<store::PersonId>(), fair::from_hex(c.at("bytes").get<std::string>())});
    for (const json& c : state.at("pooled")) b.pooled_.push_back(fair::from_hex(c.get<std::string>()));
    for (const json& p : state.at("plays")) {
      events::BoardPlay play;
      play.board = p.at("board").get<int>();
      play.table = p.at("table").get<int>();
      play.seats = p.at("seats").get<events::TableSeats>();
      play.points = p.at("points").get<std::array<int, 2>>();
      play.tricks = p.at("tricks").get<std::array<int, 2>>();
      if (p.contains("trump")) play.trump = p.at("trump").get<int>();
      if (p.contains("maker")) play.maker = p.at("maker").get<int>();
      if (p.contains("alone")) play.alone = p.at("alone").get<int>();
      b.plays_.push_back(play);
    }
  } catch (const std::exception& e) {
    throw std::runtime_error(std::string("the event's boards do not read: ") + e.what());
  }
  return b;
}

json EventBoards::state_json() const {
  json contributions = json::array();
  for (const Contribution& c : contributions_) contributions.push_back({{"person", c.person}, {"bytes", fair::to_hex(c.bytes)}});
  json pooled = json::array();
  for (const fair::Bytes& c : pooled_) pooled.push_back(fair::to_hex(c));
  json plays = json::array();
  for (const events::BoardPlay& p : plays_) {
    json j = {{"board", p.board}, {"table", p.table}, {"seats", p.seats}, {"points", p.points}, {"tricks", p.tricks}};
    if (p.trump) j["trump"] = *p.trump;
    if (p.maker) j["maker"] = *p.maker;
    if (p.alone) j["alone"] = *p.alone;
    plays.push_back(std::move(j));
  }
  return {{"secret", fair::to_hex(secret_)}, {"pool", fair::to_hex(pool_)}, {"contributions", contributions},
          {"pooled", pooled}, {"plays", plays}};
}

std::optional<std::string> EventBoards::read_contribution(const json& hex, fair::Bytes& bytes) {
  if (!hex.is_string()) return "\"contribution\" must be hex text";
  try {
    bytes = fair::from_hex(hex.get<std::string>());
  } catch (const fair::FairError& e) {
    return std::string("\"contribution\": ") + e.what();
  }
  if (bytes.empty() || bytes.size() > fair::kMaxContributionBytes)
    return "\"contribution\" must have 1 to " + std::to_string(fair::kMaxContributionBytes) + " bytes";
  return std::nullopt;
}

std::optional<std::string> EventBoards::contribute(store::PersonId person, fair::Bytes bytes) {
  if (pool_drawn()) return "the boards are drawn: contributions are taken before the evening begins";
  for (const Contribution& c : contributions_)
    if (c.person == person) return "you have contributed to the boards already";
  contributions_.push_back({person, std::move(bytes)});
  return std::nullopt;
}

void EventBoards::draw_pool(const std::vector<store::PersonId>& people) {
  pooled_.clear();
  for (const Contribution& c : contributions_)
    if (std::find(people.begin(), people.end(), c.person) != people.end()) pooled_.push_back(c.bytes);
  pool_ = fair::boards_pool(pooled_);
}

TableBoards EventBoards::for_round(int round, int deals) const {
  return {fair::to_hex(secret_), fair::to_hex(commitment_), fair::to_hex(pool_), round * deals + 1};
}

void EventBoards::add_plays(const std::vector<events::BoardPlay>& plays) {
  plays_.insert(plays_.end(), plays.begin(), plays.end());
}

json EventBoards::public_json(bool over, int rounds_done, int deals, int tables,
                              const std::function<std::string(store::PersonId)>& person_name,
                              const PlayerName& player_name) const {
  json contributions = json::array();
  for (const Contribution& c : contributions_)
    contributions.push_back({{"name", person_name(c.person)}, {"bytes", fair::to_hex(c.bytes)}});
  json out = {{"algorithm", fair::kBoardsAlgorithmId}, {"commitment", fair::to_hex(commitment_)},
              {"contributions", contributions}};
  if (pool_drawn()) out["pool"] = fair::to_hex(pool_);
  if (over) out["secret"] = fair::to_hex(secret_);
  // Only the finished rounds' boards: while a round is played, another
  // table's result on a board could tell a table still to play it how it lies.
  const int boards = rounds_done * deals;
  std::vector<events::BoardPlay> done;
  for (const events::BoardPlay& p : plays_)
    if (p.board <= boards) done.push_back(p);
  json played = json::array();
  const auto by_board = events::plays_by_board(done, boards, deals, tables, player_name);
  for (int b = 1; b <= boards; ++b) played.push_back({{"board", b}, {"plays", by_board[static_cast<std::size_t>(b - 1)]}});
  out["boards"] = played;
  return out;
}

json EventBoards::boards_file(const std::string& preset, const json& options, const Rules& rules, int boards,
                              int deals, int tables, const PlayerName& player_name) const {
  const CompiledRules compiled(rules);
  const events::BoardSeeds seeds{secret_, commitment_, pool_};
  const auto played = events::plays_by_board(plays_, boards, deals, tables, player_name);
  json list = json::array();
  for (int b = 1; b <= boards; ++b) {
    json board = events::board_json(compiled, seeds, b);
    board["plays"] = played[static_cast<std::size_t>(b - 1)];
    list.push_back(std::move(board));
  }
  json option_list = json::array();
  for (const auto& [name, value] : options.items())
    option_list.push_back(name + "=" + (value.is_string() ? value.get<std::string>() : value.dump()));
  json contributions = json::array();
  for (const fair::Bytes& c : pooled_) contributions.push_back(fair::to_hex(c));
  return {{"algorithm", fair::kBoardsAlgorithmId}, {"preset", preset}, {"options", option_list},
          {"commitment", fair::to_hex(commitment_)}, {"contributions", contributions},
          {"pool", fair::to_hex(pool_)}, {"secret", fair::to_hex(secret_)}, {"tables", tables}, {"boards", list}};
}

std::string EventBoards::revealed_in(const std::string& record) const {
  nlohmann::ordered_json rec = nlohmann::ordered_json::parse(record);
  const auto ext = rec.find("x-euchre");
  if (ext == rec.end() || !ext->is_object() || !ext->contains("deals") || !(*ext)["deals"].is_array()) return record;
  const std::string commitment = fair::to_hex(commitment_);
  bool revealed = false;
  for (auto& deal : (*ext)["deals"]) {
    if (!deal.is_object() || !deal.contains("fair") || !deal["fair"].is_object()) continue;
    auto& f = deal["fair"];
    if (f.value("algorithm", "") != fair::kBoardsAlgorithmId || f.value("commitment", "") != commitment) continue;
    f["secret"] = fair::to_hex(secret_);
    revealed = true;
  }
  return revealed ? rec.dump(2) + "\n" : record;
}

}  // namespace euchre::room
