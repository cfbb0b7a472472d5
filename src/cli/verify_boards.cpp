// `euchre verify --boards BOARDS.json [RECORD...]`: a duplicate event's boards
// (docs/fair-shuffle.md, "Boards"). The revealed secret against the
// commitment published before the event, the pool against the people's
// contributions, every published board against the deal the seeds give;
// then every deal of each record given is one of these boards, dealt as the
// seeds deal it. One line per board and per record; exit 0 when everything
// matches, 1 when anything does not, 2 when a file cannot be read.
#include <fstream>
#include <iostream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "cli/record_file.h"
#include "core/deal.h"
#include "core/notation.h"
#include "fair/boards.h"
#include "fair/check.h"
#include "fair/commitment.h"
#include "fair/hex.h"

namespace euchre::cli {
namespace {

using json = nlohmann::json;

// What the boards file says, read and checked for shape (not yet for truth).
struct BoardsFile {
  Rules rules;
  fair::Bytes commitment, pool, secret;
  std::vector<fair::Bytes> contributions;
  json boards;
};

class BoardsFileError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

fair::Bytes hex_field(const json& file, const char* name) {
  if (!file.contains(name) || !file[name].is_string()) throw BoardsFileError(std::string("no string field '") + name + "'");
  try {
    return fair::from_hex(file[name].get<std::string>());
  } catch (const fair::FairError& e) {
    throw BoardsFileError(std::string(name) + ": " + e.what());
  }
}

BoardsFile read_boards(const json& file) {
  if (!file.is_object()) throw BoardsFileError("not a JSON object");
  if (file.value("algorithm", "") != fair::kBoardsAlgorithmId)
    throw BoardsFileError("algorithm is not " + std::string(fair::kBoardsAlgorithmId));
  BoardsFile out;
  std::vector<std::string> options;
  if (file.contains("options")) {
    if (!file["options"].is_array()) throw BoardsFileError("options: not a list of OPTION=VALUE");
    for (const json& o : file["options"]) {
      if (!o.is_string()) throw BoardsFileError("options: not a list of OPTION=VALUE");
      options.push_back(o.get<std::string>());
    }
  }
  try {
    out.rules = preset_with_overrides(file.value("preset", "standard"), options);
    validate(out.rules);
  } catch (const std::exception& e) {
    throw BoardsFileError(std::string("the rule set: ") + e.what());
  }
  out.commitment = hex_field(file, "commitment");
  out.pool = hex_field(file, "pool");
  out.secret = hex_field(file, "secret");
  if (!file.contains("contributions") || !file["contributions"].is_array())
    throw BoardsFileError("no list 'contributions'");
  for (std::size_t i = 0; i < file["contributions"].size(); ++i) {
    json one = {{"c", file["contributions"][i]}};
    out.contributions.push_back(hex_field(one, "c"));
  }
  if (!file.contains("boards") || !file["boards"].is_array() || file["boards"].empty())
    throw BoardsFileError("no list 'boards'");
  out.boards = file["boards"];
  return out;
}

std::string cards_text(const json& cards) {
  std::string out;
  for (const json& c : cards) out += (out.empty() ? "" : " ") + (c.is_string() ? c.get<std::string>() : c.dump());
  return out;
}

std::string set_text(CardSet cards) {
  std::string out;
  for (Card c : cards) out += (out.empty() ? "" : " ") + card_text(c);
  return out;
}

// "ok", or what differs between the published board and the seeds' deal.
std::string check_board(const BoardsFile& f, const CompiledRules& rules, const json& board, int number) {
  if (board.value("board", 0) != number) return "is numbered " + board.value("board", json()).dump();
  const std::vector<Card> order = fair::board_order(rules, f.secret, f.pool, number);
  const int dealer = fair::board_dealer(number, rules.seats);
  if (board.value("dealer", -1) != dealer)
    return "dealt by seat " + board.value("dealer", json()).dump() + ", the board's dealer is seat " + std::to_string(dealer);
  const std::array<CardSet, 4> hands = deal_hands(rules, dealer, order.data());
  const json& published = board.value("hands", json::array());
  for (int s = 0; s < rules.seats; ++s) {
    const std::string seeded = set_text(hands[static_cast<std::size_t>(s)]);
    const json given = s < static_cast<int>(published.size()) ? published[static_cast<std::size_t>(s)] : json::array();
    std::string given_text;
    try {
      CardSet set;
      for (const json& c : given) {
        const std::optional<Card> card = parse_card(c.get<std::string>());
        if (!card) return "seat " + std::to_string(s) + "'s hand does not read: " + cards_text(given);
        set.add(*card);
      }
      given_text = set_text(set);
    } catch (const std::exception&) {
      return "seat " + std::to_string(s) + "'s hand does not read: " + cards_text(given);
    }
    if (given_text != seeded)
      return "seat " + std::to_string(s) + " is published with " + given_text + ", the seeds deal it " + seeded;
  }
  const std::string up = card_text(order[static_cast<std::size_t>(rules.dealt)]);
  if (board.value("up", "") != up) return "the up-card is published as " + board.value("up", json()).dump() + ", the seeds turn " + up;
  return "ok";
}

// Checks the secret, the pool and every board; prints a line each. True when all match.
bool check_boards_file(const BoardsFile& f) {
  if (fair::commitment(f.secret) != f.commitment) {
    std::cout << "the secret does not match the commitment published before the event\n";
    return false;
  }
  if (fair::boards_pool(f.contributions) != f.pool) {
    std::cout << "the pool is not the digest of the " << f.contributions.size() << " contributions listed\n";
    return false;
  }
  const CompiledRules rules(f.rules);
  bool ok = true;
  for (std::size_t i = 0; i < f.boards.size(); ++i) {
    const std::string text = check_board(f, rules, f.boards[i], static_cast<int>(i) + 1);
    std::cout << "board " << i + 1 << ": " << text << "\n";
    ok = ok && text == "ok";
  }
  return ok;
}

// Every deal of the record is a board of this event, dealt as its seeds deal it.
bool check_record(const BoardsFile& f, const std::string& file, int& code) {
  int load_code = 0;
  const std::optional<egn::Record> rec = load_record("verify", file, false, load_code);
  if (!rec) {
    code = std::max(code, load_code);
    return false;
  }
  std::size_t k = 0, failed = 0;
  for (const Game* game : rec->games())
    for (const DealRecord& dealt : game->records()) {
      const std::optional<fair::FairDeal>& d = rec->fair[k];
      std::string text;
      if (!d || d->algorithm != fair::kBoardsAlgorithmId || !d->board) text = "not a board of a duplicate event";
      else if (d->commitment != f.commitment) text = "a board of another event (its commitment differs)";
      else if (d->contributions.size() != 1 || d->contributions[0] != f.pool) text = "dealt from another pool";
      else if (*d->board > static_cast<int>(f.boards.size())) text = "board " + std::to_string(*d->board) + " is not published";
      else text = fair::check_deal(game->compiled(), *d, dealt, rec->guessed[k]).text;
      const bool ok = text.rfind("ok", 0) == 0;
      std::cout << file << ", deal " << k << (d && d->board ? " (board " + std::to_string(*d->board) + ")" : "") << ": "
                << text << "\n";
      failed += !ok;
      ++k;
    }
  return failed == 0 && k > 0;
}

}  // namespace

int run_verify_boards(const VerifyOptions& opt) {
  std::ifstream in(opt.boards);
  if (!in) {
    std::cerr << "euchre verify: cannot read " << opt.boards << "\n";
    return 2;
  }
  BoardsFile f;
  try {
    std::stringstream text;
    text << in.rdbuf();
    f = read_boards(json::parse(text.str()));
  } catch (const std::exception& e) {
    std::cout << opt.boards << ": " << e.what() << "\n";
    return 1;
  }
  bool ok = check_boards_file(f);
  int code = 0;
  for (const std::string& file : opt.records) ok = check_record(f, file, code) && ok;
  if (code == 2) return 2;
  std::cout << (ok ? "the boards and every record match the seeds\n" : "something does not match: see above\n");
  return ok ? 0 : 1;
}

}  // namespace euchre::cli
