// EGN writer: strict EGN 1.4, plus the x-euchre extension when needed.
#include <string>
#include <vector>

#include "core/notation.h"
#include "egn/detail.h"
#include "fair/hex.h"

namespace euchre::egn {
namespace {

using detail::ordered_json;

ordered_json cards_json(CardSet cards) {
  ordered_json a = ordered_json::array();
  for (Card c : cards) a.push_back(card_text(c));
  return a;
}

std::string call_word(Action a) {
  switch (a.kind) {
    case ActionKind::Pass: return "Pass";
    case ActionKind::Order: return "Order";
    default: return std::string(1, suit_letter(a.called_trump()));
  }
}

struct DealOut {
  ordered_json deal;
  ordered_json ext;  // null when the deal needs no extension entry
};

// Annotations: notes keyed by move index become EGN's callAnnotations (key =
// index in `calls`) and playAnnotations (key = running index of the card in
// the deal's play). A note on another decision (discard, offers, claims)
// goes with the last call before it, else with the next card played.
void add_note(ordered_json& where, std::size_t key, const std::vector<std::string>& lines) {
  if (lines.empty()) return;
  const std::string k = std::to_string(key);
  if (!where.is_object()) where = ordered_json::object();
  if (!where.contains(k)) where[k] = ordered_json::array();
  for (const std::string& l : lines)
    if (where[k].size() < 50) where[k].push_back(l.substr(0, 1024));  // the schema's limits
}

DealOut write_deal(const CompiledRules& cr, const DealRecord& rec, const MoveNotes* notes,
                   const std::array<CardSet, 4>& unknown, bool unknown_discard) {
  // Replays the deal to know the phase of every move, exactly as Game did.
  std::vector<Card> hidden = rec.kitty;
  CardSet seen;  // French euchre (bidding=auction) turns no card
  if (rec.up_card != kNoCard) seen.add(rec.up_card);
  for (int p = 0; p < cr.seats; ++p) seen |= rec.hands[p];
  for (Card c : rec.kitty) seen.add(c);
  for (Card c : cr.deck - seen) hidden.push_back(c);
  DealState s = start_deal_from_hands(cr, rec.dealer, rec.hands, rec.up_card, hidden.data(),
                                      static_cast<int>(hidden.size()));

  ordered_json calls = ordered_json::array();
  bool alone = false;
  int defender = kNobody, farmer = kNobody;
  Card discard = kNoCard;
  std::vector<Card> given, received;
  std::vector<std::vector<Card>> tricks;
  ordered_json events = ordered_json::array();
  ordered_json call_notes, play_notes;
  std::size_t plays = 0;
  std::vector<std::pair<std::size_t, std::size_t>> pending;  // (move index, plays so far) of other decisions

  for (std::size_t i = 0; i < rec.moves.size(); ++i) {
    const Move& m = rec.moves[i];
    const Action a = m.action;
    const Phase ph = s.phase;
    const PhaseTraits traits = phase_traits(ph);
    const bool is_call =
        traits.bidding && (a.kind == ActionKind::Pass || a.kind == ActionKind::Order || a.kind == ActionKind::Call);
    const auto note = notes ? notes->find(i) : MoveNotes::const_iterator();
    const bool has_note = notes && note != notes->end();
    if (is_call) {
      if (has_note) add_note(call_notes, calls.size(), note->second);
      calls.push_back(call_word(a));
      if (a.alone()) alone = true;
    } else if (ph == Phase::Discard && a.kind == ActionKind::Discard) {
      discard = a.arg;
    } else if (ph == Phase::Play && a.kind == ActionKind::Play) {
      if (tricks.size() <= s.trick_no) tricks.resize(s.trick_no + 1u);
      tricks[s.trick_no].push_back(a.arg);
      if (has_note) add_note(play_notes, plays, note->second);
      ++plays;
    } else if (ph == Phase::DefendOffer && a.kind == ActionKind::DefendAlone) {
      defender = m.seat;
    } else if (ph == Phase::FarmerOffer && a.kind == ActionKind::Farmer) {
      farmer = m.seat;
    } else if (ph == Phase::FarmerGive && a.kind == ActionKind::FarmerGive) {
      given.push_back(a.arg);
    } else if (traits.offer && a.kind == ActionKind::Pass) {
      // EGN leaves declined offers unwritten: a missing answer is a pass.
    } else {
      ordered_json e;
      e["at"] = i;
      e["seat"] = m.seat;
      e["action"] = action_text(a);
      events.push_back(e);
    }
    if (has_note && !(ph == Phase::Play && a.kind == ActionKind::Play) && !is_call) {
      if (!calls.empty()) add_note(call_notes, calls.size() - 1, note->second);
      else pending.emplace_back(i, plays);
    }
    apply(s, a);
    if (ph == Phase::FarmerGive && s.phase != Phase::FarmerGive)
      for (Card c : s.farmer_kitty) received.push_back(c);
  }

  ordered_json d;
  d["dealNumber"] = rec.number;
  ordered_json init;
  init["dealer"] = rec.dealer;
  // No card turned (bidding=auction): no upCard (docs/egn.md, French euchre).
  if (rec.up_card != kNoCard) init["upCard"] = card_text(rec.up_card);
  ordered_json hands = ordered_json::array();
  for (int p = 0; p < cr.seats; ++p) {
    ordered_json h = cards_json(rec.hands[p] - unknown[static_cast<std::size_t>(p)]);
    for (int k = 0; k < (rec.hands[p] & unknown[static_cast<std::size_t>(p)]).size(); ++k) h.push_back("Xx");
    hands.push_back(h);
  }
  for (const auto& [i, at] : pending)
    if (at < plays) add_note(play_notes, at, notes->at(i));
  init["playerCards"] = hands;
  d["initialState"] = init;

  ordered_json phases = ordered_json::array();
  if (!calls.empty() || alone || defender != kNobody || discard != kNoCard || farmer != kNobody) {
    ordered_json b;
    b["phaseNumber"] = 0;  // 0-based as in the spec's examples (docs/egn.md)
    b["type"] = "EUCHRE_BIDDING";
    b["calls"] = calls;
    b["isAlone"] = alone;
    if (defender != kNobody) b["aloneDefender"] = defender;
    if (discard != kNoCard) b["discard"] = unknown_discard ? std::string("Xx") : card_text(discard);
    if (farmer != kNobody) {
      ordered_json ex = ordered_json::array();
      ordered_json give;
      give["sender"] = farmer;
      give["receiver"] = farmer;  // sender == receiver: the cards go to the kitty
      ordered_json gc = ordered_json::array();
      for (Card c : given) gc.push_back(card_text(c));
      give["cards"] = gc;
      ex.push_back(give);
      if (!received.empty()) {
        ordered_json take;  // no sender: the cards come from the kitty
        take["receiver"] = farmer;
        ordered_json rc = ordered_json::array();
        for (Card c : received) rc.push_back(card_text(c));
        take["cards"] = rc;
        ex.push_back(take);
      }
      b["cardExchanges"] = ex;
    }
    if (call_notes.is_object()) b["callAnnotations"] = call_notes;
    phases.push_back(b);
  }
  if (!tricks.empty()) {
    ordered_json t;
    t["phaseNumber"] = 1;
    t["type"] = "TRICK_PLAY";
    ordered_json tl = ordered_json::array();
    for (const auto& trick : tricks) {
      ordered_json tj = ordered_json::array();
      for (Card c : trick) tj.push_back(card_text(c));
      tl.push_back(tj);
    }
    t["tricks"] = tl;
    if (play_notes.is_object()) t["playAnnotations"] = play_notes;
    phases.push_back(t);
  }
  d["phases"] = phases;

  DealOut out;
  out.deal = d;
  // A deal stopped at an offer: the reader would decline it, so say where it stops.
  const bool needs_stop = !s.over() && phase_traits(s.phase).offer;
  if (!events.empty() || needs_stop) {
    ordered_json x;
    x["deal"] = rec.number;
    if (!events.empty()) x["events"] = events;
    if (needs_stop) x["moves"] = rec.moves.size();
    out.ext = x;
  }
  return out;
}

// x-euchre.deals[].fair (docs/fair-shuffle.md): the secret only once revealed.
ordered_json fair_json(const fair::FairDeal& f) {
  ordered_json j;
  j["algorithm"] = f.algorithm;
  j["commitment"] = fair::to_hex(f.commitment);
  ordered_json con = ordered_json::array();
  for (const fair::Bytes& c : f.contributions) con.push_back(fair::to_hex(c));
  j["contributions"] = con;
  j["bots"] = f.bots;
  if (!f.people.empty()) j["people"] = f.people;
  if (f.secret) j["secret"] = fair::to_hex(*f.secret);
  if (f.board) j["board"] = *f.board;
  return j;
}

// JSON text with 2-space indentation, but arrays of plain values (a hand, a
// trick, the calls) on one line, so a record reads like a score sheet.
void pretty(const ordered_json& j, int indent, std::string& out) {
  auto scalar = [](const ordered_json& v) { return v.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace); };
  const std::string pad(static_cast<std::size_t>(indent) + 2, ' ');
  if (j.is_array()) {
    bool flat = true;
    for (const auto& v : j) flat = flat && !v.is_structured();
    if (j.empty() || flat) {
      out += '[';
      bool first = true;
      for (const auto& v : j) {
        out += first ? "" : ", ";
        out += scalar(v);
        first = false;
      }
      out += ']';
      return;
    }
    out += "[\n";
    for (std::size_t i = 0; i < j.size(); ++i) {
      out += pad;
      pretty(j[i], indent + 2, out);
      out += i + 1 < j.size() ? ",\n" : "\n";
    }
    out += std::string(static_cast<std::size_t>(indent), ' ') + "]";
  } else if (j.is_object()) {
    if (j.empty()) {
      out += "{}";
      return;
    }
    out += "{\n";
    std::size_t i = 0;
    for (const auto& [key, v] : j.items()) {
      out += pad + scalar(ordered_json(key)) + ": ";
      pretty(v, indent + 2, out);
      out += ++i < j.size() ? ",\n" : "\n";
    }
    out += std::string(static_cast<std::size_t>(indent), ' ') + "}";
  } else {
    out += scalar(j);
  }
}

}  // namespace

std::string write(const Game& game, const Metadata& md) { return write(game, md, WriteOptions{}); }

std::string write(const Game& game, const Metadata& md, const WriteOptions& options) {
  const Rules& rules = game.rules();
  const CompiledRules& cr = game.compiled();
  ordered_json root;
  root["fileType"] = "Euchre Game Notation";
  root["version"] = "1.4";

  ordered_json meta;
  if (!md.game_id.empty()) meta["gameId"] = md.game_id;
  if (!md.title.empty()) meta["title"] = md.title;
  if (!md.description.empty()) meta["description"] = md.description;
  if (!md.date.empty()) meta["date"] = md.date;
  ordered_json players = ordered_json::array();
  if (!md.players.empty() && static_cast<int>(md.players.size()) != cr.seats)
    throw EgnError("metadata lists " + std::to_string(md.players.size()) + " players, the rules seat " +
                   std::to_string(cr.seats));
  for (int p = 0; p < cr.seats; ++p)
    players.push_back(md.players.empty() ? "Seat " + std::to_string(p) : md.players[p]);
  meta["players"] = players;

  ordered_json ext;
  ext["version"] = kExtensionVersion;
  bool ext_needed = false;
  const auto& init = game.initial_score();
  const auto& score = game.score();
  if (rules.scorers() == 2) {
    // Two teams, or the two players of two-handed euchre (player 0 in team
    // 0's place, as seat 0 is in team 0): EGN's two numbers hold them.
    meta["initialScore"] = {init[0], init[1]};
    meta["finalScore"] = {score[0], score[1]};
  } else {
    // EGN scores are per team (at most two numbers); per-player scores of
    // three and four players go to the extension when they are not all zero.
    meta["initialScore"] = ordered_json::array();
    bool zero = true;
    for (int i = 0; i < rules.scorers(); ++i) zero = zero && init[i] == 0;
    if (!zero) {
      ordered_json a = ordered_json::array();
      for (int i = 0; i < rules.scorers(); ++i) a.push_back(init[i]);
      ext["initial_score"] = a;
      ext_needed = true;
    }
  }
  const ordered_json ruleset = detail::ruleset_from_rules(rules);
  if (!ruleset.empty()) meta["ruleset"] = ruleset;
  root["metadata"] = meta;

  const ordered_json ext_rules = detail::extension_rules(rules);
  if (!ext_rules.empty()) {
    ext["rules"] = ext_rules;
    ext_needed = true;
  }

  ordered_json deals = ordered_json::array();
  ordered_json ext_deals = ordered_json::array();
  for (std::size_t k = 0; k < game.records().size(); ++k) {
    const DealRecord& rec = game.records()[k];
    const MoveNotes* notes = k < options.notes.size() ? &options.notes[k] : nullptr;
    const std::array<CardSet, 4> unknown = k < options.unknown.size() ? options.unknown[k] : std::array<CardSet, 4>{};
    const bool unknown_discard = k < options.unknown_discard.size() && options.unknown_discard[k];
    DealOut d = write_deal(cr, rec, notes, unknown, unknown_discard);
    if (k < options.fair.size() && options.fair[k]) {
      const fair::FairDeal& f = *options.fair[k];
      if (f.deal != rec.number)
        throw EgnError("the fair-shuffle data given for deal " + std::to_string(rec.number) + " is for deal " +
                       std::to_string(f.deal));
      if (d.ext.is_null()) d.ext["deal"] = rec.number;
      d.ext["fair"] = fair_json(f);
    }
    deals.push_back(std::move(d.deal));
    if (!d.ext.is_null()) ext_deals.push_back(std::move(d.ext));
  }
  root["deals"] = deals;
  if (!ext_deals.empty()) {
    ext["deals"] = ext_deals;
    ext_needed = true;
  }
  if (ext_needed) root[std::string(kExtensionKey)] = ext;
  std::string out;
  pretty(root, 0, out);
  return out + "\n";
}

}  // namespace euchre::egn
