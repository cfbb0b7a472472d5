// The information check of every frame the hub sends (docs/server.md,
// "Information"): computed from the server's full state, not from the view
// the message was built from, so a view bug would be caught too.
//
// While a deal is played, a seat may not be sent any card of another seat's
// hand or of the kitty, unless the whole table has seen it (played, the
// up-card, shown by a rule) or it is the dealer's own discard (or a best
// card the seat gave, received or buried, partners_best); a spectator
// none of them. After the deal, the hands as dealt are public but the kitty
// stays hidden. The secret of a deal's shuffle is sent to nobody before the
// game is over.
#pragma once

#include <string>

#include "core/notation.h"
#include "core/view.h"
#include "fair/hex.h"
#include "room/table.h"

namespace euchre::testing {

// Every card named in a frame's text: each word of each JSON string that is
// a card's text ("9c", "Th", the Benny "B"), e.g. in "hand", "moves" or an
// action text such as "discard 9c" (not the call-ace's "call Ah").
inline CardSet cards_in(const std::string& text) {
  CardSet out;
  std::size_t i = 0;
  while ((i = text.find('"', i)) != std::string::npos) {
    const std::size_t end = text.find('"', i + 1);
    if (end == std::string::npos) break;
    std::size_t w = i + 1;
    // "call Ah" (call-ace) names a suit by its ace, not a card anyone holds.
    if (text.compare(w, 5, "call ") == 0) w = end;
    while (w < end) {
      std::size_t stop = text.find(' ', w);
      if (stop == std::string::npos || stop > end) stop = end;
      if (stop - w <= 2)
        if (const auto c = parse_card(std::string_view(text).substr(w, stop - w))) out.add(*c);
      w = stop + 1;
    }
    i = end + 1;
  }
  return out;
}

// The cards `seat` (kSpectator: a spectator) may not learn now.
inline CardSet hidden_from(const Game& game, int seat) {
  const DealState& s = game.deal();
  CardSet hidden = s.kitty;
  for (int t = 0; t < game.compiled().seats; ++t)
    if (t != seat) hidden = hidden | s.hand[static_cast<std::size_t>(t)];
  const SeatView everyone = make_public_view(game);
  for (const CardSet& shown : everyone.shown) hidden = hidden - shown;
  hidden = hidden - everyone.played;
  if (s.up_card != kNoCard) hidden.remove(s.up_card);
  if (seat == s.dealer && s.discard != kNoCard) hidden.remove(s.discard);
  // partners_best (K ch. 6): the card passed is the giver's and the
  // receiver's to know, the card buried the receiver's.
  for (int i = 0; i < 2; ++i) {
    const int receiver = i == 0 ? s.loner : s.lone_defender;
    if (receiver == kNobody || seat == kSpectator) continue;
    if (s.best_card[i] != kNoCard && (seat == receiver || seat == opposite(receiver))) hidden.remove(s.best_card[i]);
    if (s.best_discard[i] != kNoCard && seat == receiver) hidden.remove(s.best_discard[i]);
  }
  return hidden;
}

// The kitty after a deal: never shown, not even at the deal's end.
inline CardSet kitty_after(const Game& game) {
  const DealState& s = game.deal();
  const DealRecord& record = game.records().back();
  CardSet kitty = s.kitty;
  for (const CardSet& dealt : record.hands) kitty = kitty - dealt;
  if (record.up_card != kNoCard) kitty.remove(record.up_card);
  const SeatView everyone = make_public_view(game);
  for (const CardSet& shown : everyone.shown) kitty = kitty - shown;
  return kitty;
}

struct LeakReport {
  std::int64_t frames = 0;
  std::int64_t cards_checked = 0;
  std::vector<std::string> leaks;  // the first few, each naming the frame
};

// Checks one frame about `table` sent to `seat`.
inline void check_frame(const room::Table& table, int seat, const std::string& text, LeakReport& report) {
  ++report.frames;
  const Game* game = table.game();
  const bool game_over = text.find("\"type\":\"game_over\"") != std::string::npos;
  if (!game_over)
    for (const fair::FairDeal& deal : table.fair_deals())
      if (deal.secret && text.find(fair::to_hex(*deal.secret)) != std::string::npos && report.leaks.size() < 5)
        report.leaks.push_back("a shuffle's secret before the game's end, to seat " + std::to_string(seat) + ": " + text);
  if (!game || game->records().empty() || game_over) return;
  const CardSet named = cards_in(text);
  report.cards_checked += named.size();
  const bool deal_over = text.find("\"type\":\"deal_over\"") != std::string::npos;
  const bool between = game->awaiting_deal() || game->over();
  const CardSet hidden = deal_over || between ? kitty_after(*game) : hidden_from(*game, seat);
  const CardSet leaked = named & hidden;
  if (!leaked.empty() && report.leaks.size() < 5) {
    std::string cards;
    for (Card c : leaked) cards += card_text(c) + " ";
    report.leaks.push_back("seat " + std::to_string(seat) + " was sent " + cards + "in " + text);
  }
}

}  // namespace euchre::testing
