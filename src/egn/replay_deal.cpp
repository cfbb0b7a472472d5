// One deal of a record into its Game (replay.h): deal the hands as far as
// they are known, replay the deal through the engine, and when the play
// proves a fact about a hand the record left open, deal again with it.
// Once a trial runs through, the same hands and actions go to the Game,
// which therefore never sees a guess the play contradicts.
#include "egn/deal_hands.h"
#include "egn/deal_trial.h"
#include "egn/json_fields.h"
#include "egn/replay.h"

namespace euchre::egn::detail {

DealOutcome replay_deal(Game& game, const parsed::Deal& d, bool last) {
  const CompiledRules& cr = game.compiled();
  DealHands hands(d, cr);
  // Each fact adds a card to what a seat held or lacked (deal_hands.h), so
  // there are at most 2 x 4 x 33 of them; more trials is a fault of ours.
  for (int trial = 0; trial <= 2 * 4 * kCardCodes; ++trial) {
    const DealHands::Dealt dealt = hands.deal();
    TrialResult r = DealTrial(cr, d, hands, dealt, last).run();
    if (r.fact) {
      if (r.fact->holds != kNoCard) hands.learn_holds(r.fact->seat, r.fact->holds);
      else hands.learn_lacks(r.fact->seat, r.fact->lacks);
      continue;
    }
    try {
      game.begin_deal(d.dealer, dealt.hands, d.up, dealt.kitty);
      for (Action a : r.actions) game.apply(a);
    } catch (const GameError& e) {
      fail(d.name + ": the game refused the replayed deal (a fault of the reader): " + e.what());
    }
    return {dealt.guessed, r.guessed_discard};
  }
  fail(d.name + ": the hands the record leaves open could not be settled (a fault of the reader)");
}

}  // namespace euchre::egn::detail
