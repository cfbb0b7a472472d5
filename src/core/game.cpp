#include "core/game.h"

#include <algorithm>
#include <bit>

#include "core/notation.h"

namespace euchre {

Game::Game(const Rules& rules, std::uint64_t seed) : Game(std::make_shared<const CompiledRules>(rules), seed) {}

Game::Game(const Rules& rules, ManualDeals, std::array<int, 4> initial_score)
    : Game(std::make_shared<const CompiledRules>(rules), ManualDeals{}, initial_score) {}

Game::Game(std::shared_ptr<const CompiledRules> compiled, std::uint64_t seed) : compiled_(std::move(compiled)), rng_(seed) {
  choose_first_dealer();
  deal_from_rng();
}

Game::Game(std::shared_ptr<const CompiledRules> compiled, ManualDeals, std::array<int, 4> initial_score)
    : compiled_(std::move(compiled)),
      auto_deal_(false),
      awaiting_deal_(true),
      score_(initial_score),
      initial_score_(initial_score) {
  series_.start = initial_score;
  state_.rules = compiled_.get();
}

void Game::choose_first_dealer() {
  const int seats = compiled_->seats;
  switch (rules().first_dealer) {
    case FirstDealer::Random:
      next_dealer_ = static_cast<int>(rng_.below(static_cast<std::uint32_t>(seats)));
      break;
    case FirstDealer::FirstJack: {
      // A: cards are dealt face up one at a time, from seat 0 (decided here),
      // until someone receives a jack; that player deals.
      std::array<Card, kCardCodes> deck = compiled_->deck_cards;
      rng_.shuffle(deck.data(), compiled_->deck_size);
      next_dealer_ = 0;
      for (int i = 0; i < compiled_->deck_size; ++i)
        if (!is_benny(deck[i]) && rank_of(deck[i]) == Rank::Jack) {
          next_dealer_ = i % seats;
          break;
        }
      break;
    }
    case FirstDealer::Cut: {
      // The lowest cut deals (the 1862 Law and Practice; Keller does not say
      // which); ace lowest, king highest, jack between queen and ten (K).
      // Ties cut again (decided here); the Benny cuts highest (decided here).
      auto cut_rank = [](Card c) {
        if (is_benny(c)) return 99;
        static constexpr int order[8] = {2, 3, 4, 5, 6, 7, 8, 1};  // 7..A with J between T and Q, A low
        return order[static_cast<int>(rank_of(c))];
      };
      std::uint8_t tied = static_cast<std::uint8_t>((1u << seats) - 1);
      for (;;) {
        std::array<Card, kCardCodes> deck = compiled_->deck_cards;
        rng_.shuffle(deck.data(), compiled_->deck_size);
        int best = 1000, i = 0;
        std::uint8_t lowest = 0;
        for (int p = 0; p < seats; ++p) {
          if (!(tied & (1u << p))) continue;
          const int r = cut_rank(deck[i++]);
          if (r < best) best = r, lowest = 0;
          if (r == best) lowest |= static_cast<std::uint8_t>(1u << p);
        }
        if (std::popcount(lowest) == 1) {
          next_dealer_ = std::countr_zero(lowest);
          break;
        }
        tied = lowest;
      }
      break;
    }
  }
  first_dealer_ = next_dealer_;
}

void Game::deal_from_rng() {
  std::vector<Card> order(compiled_->deck_cards.begin(), compiled_->deck_cards.begin() + compiled_->deck_size);
  rng_.shuffle(order.data(), static_cast<int>(order.size()));
  awaiting_deal_ = true;
  begin_deal_from_order(next_dealer_, order);
}

void Game::begin_deal_from_order(int dealer, const std::vector<Card>& order) {
  if (static_cast<int>(order.size()) != compiled_->deck_size)
    throw GameError("deck order has " + std::to_string(order.size()) + " cards, the deck has " +
                    std::to_string(compiled_->deck_size));
  if (dealer < 0 || dealer >= compiled_->seats) throw GameError("no seat " + std::to_string(dealer) + " to deal");
  const std::array<CardSet, 4> hands = deal_hands(*compiled_, dealer, order.data());
  // French euchre turns no card: every card after the hands is the kitty.
  const int turned = compiled_->rules.turns_up_card() ? 1 : 0;
  begin_deal(dealer, hands, turned ? order[compiled_->dealt] : kNoCard,
             std::vector<Card>(order.begin() + compiled_->dealt + turned, order.end()));
}

void Game::begin_deal(int dealer, const std::array<CardSet, 4>& hands, Card up_card, const std::vector<Card>& kitty) {
  const CompiledRules& cr = *compiled_;
  const int n = static_cast<int>(records_.size());
  if (over_) throw GameError("deal " + std::to_string(n + 1) + ": the game is already over");
  if (!awaiting_deal_) throw GameError("deal " + std::to_string(n + 1) + ": the previous deal is not finished");
  if (dealer < 0 || dealer >= cr.seats) throw GameError("deal " + std::to_string(n + 1) + ": no seat " + std::to_string(dealer));
  if (n > 0 && dealer != next_dealer_)
    throw GameError("deal " + std::to_string(n + 1) + ": dealer is seat " + std::to_string(dealer) +
                    " but the rotation gives seat " + std::to_string(next_dealer_));
  CardSet seen;
  auto take = [&](Card c, const std::string& where) {
    if (c >= kCardCodes || !cr.deck.contains(c))
      throw GameError("deal " + std::to_string(n + 1) + ": " + where + " holds " + card_text(c) +
                      ", which is not in this deck");
    if (seen.contains(c))
      throw GameError("deal " + std::to_string(n + 1) + ": " + card_text(c) + " is dealt twice");
    seen.add(c);
  };
  for (int p = 0; p < cr.seats; ++p) {
    for (Card c : hands[p]) take(c, "seat " + std::to_string(p));
    if (hands[p].size() != cr.hand_size)
      throw GameError("deal " + std::to_string(n + 1) + ": seat " + std::to_string(p) + " holds " +
                      std::to_string(hands[p].size()) + " cards, not " + std::to_string(cr.hand_size));
  }
  for (int p = cr.seats; p < 4; ++p)
    if (!hands[p].empty()) throw GameError("deal " + std::to_string(n + 1) + ": cards for a seat not in play");
  if (cr.rules.turns_up_card()) take(up_card, "the up-card");
  else if (up_card != kNoCard)
    throw GameError("deal " + std::to_string(n + 1) + ": bidding=auction turns no card, but the deal names an up-card " +
                    card_text(up_card));
  for (Card c : kitty) take(c, "the kitty");

  if (n == 0) first_dealer_ = dealer;
  DealRecord rec;
  rec.number = n;
  rec.dealer = dealer;
  rec.hands = hands;
  rec.up_card = up_card;
  rec.kitty = kitty;
  // Cards of the deck not named (a record without a kitty) stay hidden there.
  std::vector<Card> hidden = kitty;
  for (Card c : cr.deck - seen) hidden.push_back(c);
  state_ = start_deal_from_hands(cr, dealer, hands, up_card, hidden.data(), static_cast<int>(hidden.size()));
  records_.push_back(std::move(rec));
  awaiting_deal_ = false;
  if (state_.over()) finish_deal();
}

void Game::legal(ActionList& out) const {
  out.count = 0;
  if (!awaiting_deal_ && !over_) legal_actions(state_, out);
}

void Game::apply(Action a) {
  const int n = static_cast<int>(records_.size());
  if (over_) throw GameError("the game is over; no action '" + action_text(a) + "' is possible");
  if (awaiting_deal_) throw GameError("deal " + std::to_string(n + 1) + " has not been dealt");
  if (const std::string why = explain_illegal(state_, a); !why.empty())
    throw GameError("deal " + std::to_string(n) + ": seat " + std::to_string(state_.to_act) + " may not '" +
                    action_text(a) + "': " + why);
  // A card is the seat's whose hand it leaves, also when a jambone's caller chose it.
  records_.back().moves.push_back({static_cast<std::uint8_t>(move_seat(state_, a)), a, state_.phase});
  euchre::apply(state_, a);
  if (state_.over()) finish_deal();
}

std::optional<int> leader_if_won(const Rules& rules, const std::array<int, 4>& score) {
  const int n = rules.scorers();
  int best = 0;
  for (int i = 1; i < n; ++i)
    if (score[i] > score[best]) best = i;
  int runner_up = -1000000;
  for (int i = 0; i < n; ++i)
    if (i != best) runner_up = std::max(runner_up, score[i]);
  if (score[best] == runner_up) return std::nullopt;  // tied at the top: play on (decided here)
  if (rules.target > 0 && score[best] >= rules.target && (!rules.win_by_two || score[best] - runner_up >= 2))
    return best;
  return std::nullopt;
}

void Game::finish_deal() {
  DealRecord& rec = records_.back();
  rec.final_state = state_;
  rec.finished = true;
  for (int i = 0; i < 4; ++i) score_[i] += state_.points[i];
  const int seats = compiled_->seats;
  const bool same_dealer = state_.end == DealEnd::Redeal;
  next_dealer_ = same_dealer ? rec.dealer : (rec.dealer + 1) % seats;
  winner_ = leader_if_won(rules(), score_);
  if (winner_ && rules().plays_series()) {
    // A game of the series is won (and, with a lap of a game or more, the
    // games after it): count them, and the next game starts from the lap
    // (the last game's score stays on the board when it ends the series).
    const std::array<int, 4> next = finish_game(rules(), series_, *winner_, score_, rec.number);
    winner_ = series_winner(rules(), series_);
    score_ = winner_ ? series_.games.back().score : next;
  }
  over_ = winner_.has_value();
  awaiting_deal_ = true;
  end_if_deals_done();
  if (!over_ && auto_deal_) deal_from_rng();
}

void Game::end_if_deals_done() {
  if (over_ || !awaiting_deal_ || rules().num_deals <= 0 || static_cast<int>(records_.size()) < rules().num_deals)
    return;
  over_ = true;  // a fixed number of deals: the leader wins, a tie has no winner
  // In a series the leader is the one with most games won (decided here).
  const std::array<int, 4>& lead = rules().plays_series() ? series_.won : score_;
  const int n = rules().scorers();
  int best = 0, ties = 0;
  for (int i = 1; i < n; ++i)
    if (lead[i] > lead[best]) best = i;
  for (int i = 0; i < n; ++i) ties += lead[i] == lead[best];
  if (ties == 1) winner_ = best;
}

std::optional<Rules> Game::rules_ending_after_this_deal() const {
  if (over_) return std::nullopt;
  // A game of no deal at all is no game: between the first deal's shuffle
  // and its dealing, the first deal is still played.
  const int deals = std::max(static_cast<int>(records_.size()), 1);
  if (rules().num_deals > 0 && rules().num_deals <= deals) return std::nullopt;
  Rules shorter = rules();
  shorter.num_deals = deals;
  return shorter;
}

void Game::end_after_this_deal() {
  const auto rules = rules_ending_after_this_deal();
  if (!rules) return;
  // The compiled rules may be shared with other games (batches share them):
  // this game takes a copy that differs only in its number of deals. The
  // deals played keep pointing at the longer rules, which stay alive here.
  auto shorter = std::make_shared<CompiledRules>(*compiled_);
  shorter->rules.num_deals = rules->num_deals;
  longer_ = std::move(compiled_);
  compiled_ = std::move(shorter);
  state_.rules = compiled_.get();
  end_if_deals_done();
}

}  // namespace euchre
