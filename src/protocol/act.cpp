#include "protocol/act.h"

#include <exception>

#include "core/claim_view.h"
#include "core/notation.h"
#include "core/view.h"
#include "protocol/parse.h"

namespace euchre::protocol {
namespace {

Reply refuse(ErrorCode code, std::string message) { return {Error{code, std::move(message)}, {}}; }

std::optional<Error> check_turn(const Game& game, int seat) {
  if (game.over()) return Error{ErrorCode::NotYourTurn, "the game is over"};
  if (game.awaiting_deal()) return Error{ErrorCode::NotYourTurn, "the next deal has not been dealt"};
  if (game.to_act() != seat)
    return Error{ErrorCode::NotYourTurn, "seat " + std::to_string(game.to_act()) + " is to act, not seat " +
                                             std::to_string(seat)};
  return std::nullopt;
}

}  // namespace

Checked check_act(const Game& game, int seat, const json& msg) {
  const auto refuse_check = [](ErrorCode code, std::string message) {
    return Checked{Error{code, std::move(message)}, {}};
  };
  if (auto e = check_envelope(msg)) return {e, {}};
  if (auto e = require_string(msg, "table")) return {e, {}};
  const std::string& type = msg["type"].get_ref<const std::string&>();
  if (type != "act" && type != "claim")
    return refuse_check(ErrorCode::UnknownType, "\"" + type + "\" is not a table action (act, claim)");
  const bool claim = type == "claim";
  if (!claim)
    if (auto e = require_string(msg, "action")) return {e, {}};
  if (auto e = check_turn(game, seat)) return {e, {}};
  const DealState& s = game.deal();
  Action action = Action::simple(ActionKind::Claim);
  if (!claim) {
    const std::string& text = msg["action"].get_ref<const std::string&>();
    const auto parsed = parse_action(text, s);
    if (!parsed)
      return refuse_check(ErrorCode::Illegal, "\"" + text + "\" names no action in the " +
                                                  std::string(phase_name(s.phase)));
    action = *parsed;
  }
  if (claim && s.phase == Phase::Play && game.rules().claims) {
    // Judged from the claimer's view only: the answer must not tell him how
    // the unseen cards lie (core/claim_view.h).
    switch (judge_claim_from_view(s, make_view(game, seat))) {
      case ClaimVerdict::Certain:
        return {std::nullopt, action};
      case ClaimVerdict::NotCertain:
        return refuse_check(ErrorCode::Illegal, "a claim stands only when it is certain from what you can see: some "
                                                "way the unseen cards may lie takes a trick from your side; play on");
      case ClaimVerdict::TooEarly:
        return refuse_check(ErrorCode::Illegal, "too early to judge a claim from what you can see (too many ways "
                                                "the unseen cards may lie); play on and claim nearer the end");
    }
  }
  if (std::string why = explain_illegal(s, action); !why.empty())
    return {Error{ErrorCode::Illegal, std::move(why), refusal_reason(refusal_of(s, action))}, {}};
  return {std::nullopt, action};
}

Reply handle_act(Game& game, int seat, const json& msg) {
  Checked checked = check_act(game, seat, msg);
  if (checked.error) return {checked.error, {}};
  try {
    game.apply(checked.action);
  } catch (const std::exception& e) {
    // explain_illegal said yes; Game::apply disagreeing is a core bug, but
    // the table must keep running: the game is unchanged on GameError.
    return refuse(ErrorCode::Illegal, e.what());
  }
  return {std::nullopt, action_text(checked.action)};
}

Reply handle_text(Game& game, int seat, std::string_view raw) {
  Parsed p = parse_client_message(raw);
  if (p.error) return {p.error, {}};
  return handle_act(game, seat, p.message);
}

}  // namespace euchre::protocol
