// One deal of a record replayed through the rules engine on one dealing of
// the hands (deal_hands.h): the EGN fields are read in the order the engine
// asks for them, every call and card goes to the seat the engine says is to
// act, and each is checked with is_legal and, when refused, explained with
// explain_illegal. When the play proves something about a hand the record
// left open, the trial stops with that fact instead, and the caller deals
// again.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "core/deal.h"
#include "egn/deal_hands.h"
#include "egn/parsed.h"

namespace euchre::egn::detail {

// What the play proved about an open hand: it held `holds`, or none of `lacks`.
struct Fact {
  int seat = 0;
  Card holds = kNoCard;
  CardSet lacks;
};

struct TrialResult {
  std::optional<Fact> fact;     // set: deal again with it, `actions` is empty
  std::vector<Action> actions;  // every action of the deal, implicit passes included
  int guessed_discard = kNobody;
};

class DealTrial {
 public:
  // `last`: the record's last deal, which may stop anywhere.
  DealTrial(const CompiledRules& rules, const parsed::Deal& deal, const DealHands& hands,
            const DealHands::Dealt& dealt, bool last);
  // Throws EgnError naming the deal, the action and the rule.
  TrialResult run();

 private:
  enum class Step { Applied, Stop, Learned };

  Step step();
  Step step_call();
  Step step_offer();
  Step step_discard();
  Step step_give();
  Step step_card();
  Step apply_event();

  Card choose_discard() const;
  void check_trick_position() const;
  void require_legal(Action a, const std::string& what) const;
  void apply(Action a);
  Step learn(Fact f);
  std::string where_stopped() const;
  void check_leftovers() const;

  const parsed::Deal& d_;
  const DealHands& hands_;
  const DealHands::Dealt& dealt_;
  const bool last_;
  DealState s_;
  std::vector<Action> actions_;
  std::optional<Fact> fact_;
  std::array<CardSet, 4> played_by_{};  // the cards each seat has played so far
  int guessed_discard_ = kNobody;
  std::size_t next_call_ = 0, next_trick_ = 0, next_card_ = 0, next_event_ = 0, next_give_ = 0;
  bool made_ = false, discard_used_ = false, defender_used_ = false, farmer_used_ = false;
};

}  // namespace euchre::egn::detail
