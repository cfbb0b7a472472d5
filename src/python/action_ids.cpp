#include "python/action_ids.h"

#include <array>

namespace euchre::python {
namespace {

constexpr std::array<ActionKind, 8> kSimpleKinds = {
    ActionKind::GoAlone,  ActionKind::DefendAlone, ActionKind::ThrowIn,    ActionKind::Farmer,
    ActionKind::BlindLoner, ActionKind::ShowHand,  ActionKind::CallRenege, ActionKind::RobsonSubtract,
};

bool in_range(int id, int first, int size) { return id >= first && id < first + size; }

}  // namespace

std::optional<Action> action_of_id(int id) {
  if (id == kPassId) return Action::pass();
  if (in_range(id, kOrderId, 2)) return Action::order(id - kOrderId == 1);
  if (in_range(id, kCallId, 10)) return Action::call((id - kCallId) / 2, (id - kCallId) % 2 == 1);
  if (in_range(id, kDiscardId, kCardCodes)) return Action::discard(static_cast<Card>(id - kDiscardId));
  if (in_range(id, kPlayId, kCardCodes)) return Action::play(static_cast<Card>(id - kPlayId));
  if (in_range(id, kFarmerGiveId, kCardCodes)) return Action::with(ActionKind::FarmerGive, id - kFarmerGiveId);
  if (in_range(id, kNameBlindId, kSuits)) return Action::with(ActionKind::NameBlind, id - kNameBlindId);
  if (in_range(id, kCallAceId, kSuits)) return Action::with(ActionKind::CallAce, id - kCallAceId);
  if (id == kCallBestId) return Action::simple(ActionKind::CallBest);
  if (in_range(id, kPassBestId, kCardCodes)) return Action::with(ActionKind::PassBest, id - kPassBestId);
  if (in_range(id, kBestDiscardId, kCardCodes)) return Action::with(ActionKind::BestDiscard, id - kBestDiscardId);
  if (in_range(id, kBidId, 7)) return Action::bid(id - kBidId + 1);
  if (id == kJamboneId) return Action::simple(ActionKind::Jambone);
  if (id == kNoJamboneId) return Action::simple(ActionKind::NoJambone);
  if (in_range(id, kSimpleId, static_cast<int>(kSimpleKinds.size())))
    return Action::simple(kSimpleKinds[static_cast<std::size_t>(id - kSimpleId)]);
  return std::nullopt;
}

int id_of_action(Action a) {
  switch (a.kind) {
    case ActionKind::Pass: return kPassId;
    case ActionKind::Order: return kOrderId + (a.alone() ? 1 : 0);
    case ActionKind::Call: return kCallId + 2 * a.called_trump() + (a.alone() ? 1 : 0);
    case ActionKind::Discard: return a.arg == kNoCard ? kHiddenDiscardId : kDiscardId + a.arg;
    case ActionKind::Play: return kPlayId + a.arg;
    case ActionKind::FarmerGive: return kFarmerGiveId + a.arg;
    case ActionKind::NameBlind: return kNameBlindId + a.arg;
    case ActionKind::CallAce: return kCallAceId + a.arg;
    case ActionKind::CallBest: return kCallBestId;
    case ActionKind::PassBest: return a.arg == kNoCard ? kHiddenPassId : kPassBestId + a.arg;
    case ActionKind::BestDiscard: return a.arg == kNoCard ? kHiddenDiscardId : kBestDiscardId + a.arg;
    case ActionKind::Bid: return kBidId + a.arg - 1;
    case ActionKind::Jambone: return kJamboneId;
    case ActionKind::NoJambone: return kNoJamboneId;
    case ActionKind::Claim: break;
    default:
      for (std::size_t i = 0; i < kSimpleKinds.size(); ++i)
        if (kSimpleKinds[i] == a.kind) return kSimpleId + static_cast<int>(i);
  }
  return -1;
}

}  // namespace euchre::python
