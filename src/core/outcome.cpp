#include "core/outcome.h"

namespace euchre {

int makers_tricks_needed(const DealState& s) {
  const int n = s.rules->hand_size;
  if (s.rules->rules.auction()) return s.bid;
  if (s.blind_loner) return n;
  return n / 2 + 1;
}

DealOutcome deal_outcome(const DealState& s) {
  DealOutcome o;
  o.tricks_in_deal = s.rules->hand_size;
  if (!s.over()) return o;
  o.maker = s.maker;
  if (s.maker != kNobody) o.makers = s.makers_mask();
  o.loner = s.loner;
  o.lone_defender = s.lone_defender;
  o.blind_loner = s.blind_loner;
  o.jambone = s.jambone;
  o.bid = s.rules->rules.auction() ? s.bid : 0;
  switch (s.end) {
    case DealEnd::Renege: o.kind = DealOutcomeKind::Renege; break;
    case DealEnd::Jamboree: o.kind = DealOutcomeKind::Jamboree; break;
    case DealEnd::Scored: {
      if (s.maker == kNobody) break;
      o.makers_tricks = s.makers_tricks();
      o.tricks_needed = makers_tricks_needed(s);
      if (o.makers_tricks < o.tricks_needed) o.kind = DealOutcomeKind::Euchred;
      else o.kind = o.makers_tricks == o.tricks_in_deal ? DealOutcomeKind::Marched : DealOutcomeKind::Made;
      break;
    }
    default: break;  // all passed, a redeal, a hand thrown in
  }
  if (o.kind == DealOutcomeKind::NoContract) {
    o.maker = o.loner = o.lone_defender = kNobody;
    o.makers = 0;
  }
  return o;
}

std::string_view outcome_name(DealOutcomeKind kind) {
  switch (kind) {
    case DealOutcomeKind::NoContract: return "no contract";
    case DealOutcomeKind::Made: return "made";
    case DealOutcomeKind::Marched: return "march";
    case DealOutcomeKind::Euchred: return "euchred";
    case DealOutcomeKind::Renege: return "renege";
    case DealOutcomeKind::Jamboree: return "jamboree";
  }
  return "no contract";
}

}  // namespace euchre
