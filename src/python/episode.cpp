#include "python/episode.h"

#include <algorithm>
#include <sstream>
#include <stdexcept>

#include "core/notation.h"
#include "python/action_ids.h"
#include "python/seeds.h"

namespace euchre::python {

Episode::Episode(std::shared_ptr<const GameConfig> config, std::uint64_t index)
    : config_(std::move(config)), index_(index) {
  restart();
}

Episode::Episode(std::shared_ptr<const GameConfig> config, DealSetup deal)
    : config_(std::move(config)), setup_(std::move(deal)) {
  if (config_->match) throw std::invalid_argument("a given deal is one episode of a one-deal game, not of a match");
  try {
    restart();
  } catch (const GameError& e) {
    throw std::invalid_argument(std::string("the deal: ") + e.what());
  }
}

Episode::Episode(const Episode& other) : config_(other.config_), index_(other.index_), setup_(other.setup_) {
  restart();
  for (int id : other.history_) apply(id);
}

void Episode::restart() {
  if (!config_->compiled) throw std::logic_error("a GameConfig without compiled rules: build it with make_config");
  if (setup_) {
    game_ = std::make_unique<Game>(config_->compiled, Game::ManualDeals{});
    game_->begin_deal(setup_->dealer, setup_->hands, setup_->up_card, setup_->kitty);
  } else if (config_->explicit_chance) {
    game_ = std::make_unique<Game>(config_->compiled, Game::ManualDeals{});
  } else {
    game_ = std::make_unique<Game>(config_->compiled, episode_seed(config_->seed, index_));
  }
  chance_dealer_ = -1;
  chance_order_.clear();
  history_.clear();
  truncated_ = false;
}

std::vector<std::pair<int, double>> Episode::chance_outcomes() const {
  std::vector<std::pair<int, double>> out;
  if (!chance()) return out;
  const CompiledRules& cr = game_->compiled();
  if (game_->records().empty() && chance_dealer_ < 0) {
    for (int p = 0; p < cr.seats; ++p) out.emplace_back(p, 1.0 / cr.seats);
    return out;
  }
  CardSet left = cr.deck;
  for (Card c : chance_order_) left.remove(c);
  for (Card c : left) out.emplace_back(c, 1.0 / left.size());
  return out;
}

void Episode::apply_chance(int id) {
  bool listed = false;
  for (const auto& [outcome, probability] : chance_outcomes()) listed = listed || outcome == id;
  if (!listed) throw std::invalid_argument("chance outcome " + std::to_string(id) + " is not possible here");
  if (game_->records().empty() && chance_dealer_ < 0) {
    chance_dealer_ = id;
  } else {
    chance_order_.push_back(static_cast<Card>(id));
    if (static_cast<int>(chance_order_.size()) == game_->compiled().deck_size) {
      const int dealer = game_->records().empty() ? chance_dealer_ : game_->expected_dealer();
      game_->begin_deal_from_order(dealer, chance_order_);
      chance_order_.clear();
    }
  }
  history_.push_back(id);
}

std::vector<int> Episode::legal_ids() const {
  std::vector<int> ids;
  if (terminal()) return ids;
  if (chance()) {
    for (const auto& [outcome, probability] : chance_outcomes()) ids.push_back(outcome);
    return ids;
  }
  ActionList list;
  game_->legal(list);
  for (const Action& a : list) ids.push_back(id_of_action(a));
  std::sort(ids.begin(), ids.end());
  return ids;
}

void Episode::legal_mask(std::uint8_t* mask) const {
  std::fill(mask, mask + kActionIds, std::uint8_t{0});
  if (terminal()) return;
  if (chance()) {
    for (int id : legal_ids()) mask[id] = 1;
    return;
  }
  ActionList list;
  game_->legal(list);
  for (const Action& a : list) mask[id_of_action(a)] = 1;
}

void Episode::apply(int id) {
  if (terminal()) throw std::invalid_argument("action " + std::to_string(id) + ": the episode is over");
  if (chance()) return apply_chance(id);
  const std::optional<Action> a = action_of_id(id);
  if (!a) throw std::invalid_argument("action " + std::to_string(id) + " is not an action id (0.." +
                                      std::to_string(kActionIds - 1) + ")");
  try {
    game_->apply(*a);  // checks legality (explain_illegal) and changes nothing when illegal
  } catch (const GameError& e) {
    throw std::invalid_argument("action " + std::to_string(id) + " ('" + action_text(*a) + "') is illegal: " + e.what());
  }
  history_.push_back(id);
  check_deal_bound();
}

void Episode::check_deal_bound() {
  if (!game_->over() && game_->deals_played() > max_episode_deals(*config_)) truncated_ = true;
}

void Episode::undo() {
  if (history_.empty()) throw std::invalid_argument("undo: no action to take back");
  std::vector<int> keep(history_.begin(), history_.end() - 1);
  restart();
  for (int id : keep) apply(id);
}

std::vector<double> Episode::returns() const {
  const Rules& r = config_->rules;
  const int seats = r.seats(), scorers = r.scorers();
  std::vector<double> out(static_cast<std::size_t>(seats), 0.0);
  if (!terminal()) return out;
  std::vector<double> per_scorer(static_cast<std::size_t>(scorers), 0.0);
  if (!config_->match) {
    double total = 0;
    for (int i = 0; i < scorers; ++i) total += game_->score()[static_cast<std::size_t>(i)];
    for (int i = 0; i < scorers; ++i) {
      const double own = game_->score()[static_cast<std::size_t>(i)];
      per_scorer[static_cast<std::size_t>(i)] = own - (total - own) / (scorers - 1);
    }
  } else if (game_->winner() && !truncated_) {
    for (int i = 0; i < scorers; ++i)
      per_scorer[static_cast<std::size_t>(i)] = i == *game_->winner() ? 1.0 : -1.0 / (scorers - 1);
  }
  for (int p = 0; p < seats; ++p) out[static_cast<std::size_t>(p)] = per_scorer[static_cast<std::size_t>(scorer_of(r.mode, p))];
  return out;
}

std::vector<double> Episode::rewards() const {
  if (terminal() && !history_.empty()) return returns();
  return std::vector<double>(static_cast<std::size_t>(config_->rules.seats()), 0.0);
}

SeatView Episode::view(int seat) const {
  SeatView v;
  view(seat, v);
  return v;
}

void Episode::view(int seat, SeatView& into) const {
  if (seat < 0 || seat >= config_->rules.seats())
    throw std::out_of_range("player " + std::to_string(seat) + " is not a seat (0.." +
                            std::to_string(config_->rules.seats() - 1) + ")");
  make_view(*game_, seat, into);
}

void Episode::start(std::uint64_t index) {
  if (setup_) throw std::logic_error("Episode::start: an episode of a given deal cannot start another");
  index_ = index;
  restart();
}

std::string Episode::serialize() const {
  std::string out = "euchre-episode 1 ";
  if (setup_) {
    out += "deal " + std::to_string(setup_->dealer) + " " + std::to_string(setup_->up_card);
    for (const CardSet& h : setup_->hands) out += " " + std::to_string(h.bits());
    std::string kitty;
    for (Card c : setup_->kitty) kitty += (kitty.empty() ? "" : ",") + std::to_string(c);
    out += " " + (kitty.empty() ? std::string("-") : kitty);
  } else {
    out += std::to_string(index_);
  }
  for (int id : history_) out += " " + std::to_string(id);
  return out;
}

Episode Episode::deserialize(std::shared_ptr<const GameConfig> config, const std::string& text) {
  std::istringstream in(text);
  std::string magic;
  int version = 0;
  std::string first;
  const auto bad = [&text] {
    return std::invalid_argument("deserialize_state: not a serialized euchre state (version 1): '" + text.substr(0, 60) + "'");
  };
  if (!(in >> magic >> version >> first) || magic != "euchre-episode" || version != 1) throw bad();
  std::optional<DealSetup> deal;
  std::uint64_t index = 0;
  try {
    if (first == "deal") {
      DealSetup d;
      int up = 0;
      std::string kitty;
      in >> d.dealer >> up;
      d.up_card = static_cast<Card>(up);
      for (CardSet& h : d.hands) {
        std::uint64_t bits = 0;
        in >> bits;
        h = CardSet(bits);
      }
      in >> kitty;
      if (!in) throw bad();
      std::istringstream cards(kitty == "-" ? "" : kitty);
      for (std::string c; std::getline(cards, c, ',');) d.kitty.push_back(static_cast<Card>(std::stoi(c)));
      deal = std::move(d);
    } else {
      index = std::stoull(first);
    }
  } catch (const std::logic_error&) {  // stoi / stoull: not a number
    throw bad();
  }
  std::optional<Episode> made;
  if (deal) made.emplace(std::move(config), std::move(*deal));
  else made.emplace(std::move(config), index);
  Episode e = std::move(*made);
  std::string word;
  while (in >> word) {
    std::size_t used = 0;
    int id = -1;
    try {
      id = std::stoi(word, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (used != word.size()) throw std::invalid_argument("deserialize_state: '" + word + "' is not an action id");
    e.apply(id);
  }
  return e;
}

}  // namespace euchre::python
