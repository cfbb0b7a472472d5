// What a table says: its state to every seat (each from its own view) and
// to spectators, the table, a deal's end and the game's result, and a
// picture of it all for a connection that comes (back).
#include "fair/hex.h"
#include "protocol/state.h"
#include "room/messages.h"
#include "room/table.h"
#include "room/table_round.h"

namespace euchre::room {

using json = nlohmann::json;
using protocol::ErrorCode;

json Table::result() const {
  const auto held = hold();
  if (!game_ || !game_->over() || !game_id_) return nullptr;
  json m = game_over_message(row_.id, *game_id_, *game_, fair_, row_.invite);
  // The secrets are game_over's, once: the record at `record` holds them too.
  for (const char* key : {"v", "type", "table", "secrets"}) m.erase(key);
  // How the last deal ended (its deal_over, less "v", "type" and "table": a
  // message is known by its type): a page that comes back after the end
  // says "Last deal: ..." as one that saw it end.
  json last = deal_over_message(row_.id, *game_);
  for (const char* key : {"v", "type", "table"}) last.erase(key);
  m["last_deal"] = last;
  return m;
}

void Table::broadcast(const json& message) {
  for (int s = 0; s < seats(); ++s)
    if (seat(s).person) host_.send_to_person(*seat(s).person, message);
  for (net::ConnectionId c : spectators_) host_.send_to(c, message);
}

void Table::broadcast_state() {
  if (!game_ || game_->records().empty()) return;
  const protocol::TableFacts facts = state_facts();
  // Written as text, and only for people connected: this runs after every action.
  for (int s = 0; s < seats(); ++s)
    if (seat(s).person && host_.online(*seat(s).person))
      host_.send_text_to_person(*seat(s).person, protocol::state_text_for(*game_, s, facts));
  if (!spectators_.empty()) {
    const std::string spectator = protocol::state_text_for(*game_, kSpectator, facts);
    for (net::ConnectionId c : spectators_) host_.send_text_to(c, spectator);
  }
}

void Table::broadcast_table() { broadcast(table_message()); }

void Table::send_deal_over() { broadcast(deal_over_message(row_.id, *game_)); }

json Table::table_message() {
  return table_info_message(*this, seat_names(), rematch_votes_, round_ != nullptr, executor_.now_ms());
}

json Table::commit_message(std::optional<int> s) const {
  const Round& r = *round_;
  const bool asked = s && !r.contributions[static_cast<std::size_t>(*s)];
  return {{"v", protocol::kVersion}, {"type", "commit"}, {"table", row_.id}, {"game", *game_id_},
          {"deal", r.deal}, {"dealer", r.dealer}, {"commitment", fair::to_hex(r.commitment)},
          {"algorithm", fair::kAlgorithmId}, {"contribute", asked}};
}

void Table::send_picture(net::ConnectionId c, std::optional<PersonId> person) {
  const auto held = hold();
  host_.send_to(c, table_message());
  const std::optional<int> s = person ? seat_of(*person) : std::nullopt;
  if (round_) host_.send_to(c, commit_message(s));
  if (!game_ || game_->awaiting_deal()) return;
  host_.send_text_to(c, protocol::state_text_for(*game_, s ? *s : kSpectator, state_facts()));
}

Table::LobbyLine Table::lobby_line() {
  const auto held = try_hold();
  if (held.owns_lock()) {
    LobbyLine line{summary(), game_ != nullptr, game_ && game_->over(), quiet_since_ms_};
    std::lock_guard kept(line_mutex_);
    last_line_ = line;
    return line;
  }
  std::lock_guard kept(line_mutex_);
  return last_line_;
}

std::shared_ptr<const json> Table::summary() {
  const auto held = hold();
  const std::array<std::string, 4> names = seat_names();
  // Everything table_summary reads that can change (the settings cannot).
  std::string key = game_ ? (game_->over() ? "o" : "p") : "w";
  for (int s = 0; s < seats(); ++s) {
    const SeatState& st = seat(s);
    const auto claim = claims_.find(s);
    key += '|' + names[static_cast<std::size_t>(s)] + '|' + std::to_string(st.person.value_or(0)) + '|' + st.bot + '|' +
           level_of(s) + (st.away ? "a" : "") + (st.stand_in ? "s" : "") + '|' + std::to_string(st.stand_in_at_ms) +
           '|' + (claim == claims_.end() ? std::string() : std::to_string(claim->second));
  }
  if (summary_ && key == summary_key_) return summary_;
  if (rules_words_.empty()) rules_words_ = rules_words(settings_);  // never changes at a table
  summary_ = std::make_shared<const json>(table_summary(*this, names, rules_words_));
  summary_key_ = std::move(key);
  return summary_;
}

}  // namespace euchre::room
