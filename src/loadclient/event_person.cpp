#include "loadclient/event_person.h"

namespace euchre::loadclient {

EventPerson::EventPerson(boost::asio::io_context& io, std::string url, std::string name,
                         std::chrono::milliseconds think, LoadTally& tally, std::uint64_t seed, bool whole_events,
                         Hooks hooks)
    : url_(std::move(url)),
      name_(std::move(name)),
      think_(think),
      tally_(tally),
      rng_(seed),
      whole_events_(whole_events),
      hooks_(std::move(hooks)),
      think_timer_(io),
      client_(io, net::AsyncClient::Handlers{
                      [this] { send({{"type", "hello"}, {"name", name_}}); },
                      [this](std::string text) { on_message(text); },
                      [this](std::string why) { on_close(why); },
                  }) {}

void EventPerson::start() {
  started_ = true;
  client_.connect(url_);
}

void EventPerson::stop() {
  stopping_ = true;
  think_timer_.cancel();
  if (!started_) {
    ended_ = true;
    return;
  }
  client_.close();
}

void EventPerson::send(json m) {
  m["v"] = 1;
  client_.send(m.dump());
}

void EventPerson::on_message(const std::string& text) {
  const Clock::time_point now = Clock::now();
  // The fields of `event` that only the organiser's hook reads are skipped.
  static const json::parser_callback_t skip = [](int depth, json::parse_event_t event, json& parsed) {
    return !(depth == 1 && event == json::parse_event_t::key && parsed.is_string() &&
             (parsed == "people" || parsed == "tables" || parsed == "standings"));
  };
  const json m = whole_events_ ? json::parse(text, nullptr, false) : json::parse(text, skip, false);
  if (!m.is_object() || !m.contains("type") || !m["type"].is_string()) {
    ++tally_.errors;
    tally_.problem(name_ + ": a message that is not a JSON object with a type: " + text.substr(0, 200));
    return;
  }
  try {
    handle(m, m["type"].get_ref<const std::string&>(), now);
  } catch (const json::exception& e) {
    ++tally_.errors;
    tally_.problem(name_ + ": a message the simulation cannot read (" + e.what() + "): " + text.substr(0, 200));
  }
}

void EventPerson::handle(const json& m, const std::string& type, Clock::time_point now) {
  if (type == "welcome") {
    if (hooks_.welcomed) hooks_.welcomed(*this);
  } else if (type == "event" || type == "event_people") {  // the whole evening, or people's changes before it begins
    if (hooks_.event) hooks_.event(*this, m);
  } else if (type == "commit") {
    if (m.value("contribute", false))
      send({{"type", "contribute"}, {"table", m["table"]}, {"deal", m["deal"]}, {"contribution", random_contribution(rng_)}});
  } else if (type == "state") {
    on_state(m, now);
  } else if (type == "deal_over") {
    const std::string table = m["table"].get<std::string>();
    if (const auto took = turns_[table].deal_over(now)) answered(*took, table);
  } else if (type == "error") {
    ++tally_.errors;
    tally_.problem(name_ + ": " + m.dump());
    for (auto& [table, turns] : turns_) turns.refused();  // nothing changed
    if (hooks_.refused) hooks_.refused(*this, m);
  }
}

void EventPerson::on_state(const json& m, Clock::time_point now) {
  const std::string table = m["table"].get<std::string>();
  const std::int64_t seq = m.value("seq", std::int64_t{0});
  const bool my_turn = m.value("my_turn", false) && m.contains("legal") && !m["legal"].empty();
  const SeatTurns::Seen seen = turns_[table].state(seq, my_turn, now);
  if (seen.answered) answered(*seen.answered, table);
  if (!seen.take_turn) return;
  legal_ = m["legal"];
  const Clock::time_point due = now + think_;
  think_timer_.expires_at(due);
  think_timer_.async_wait([this, table, seq, due](const boost::system::error_code& ec) {
    if (!ec) act(table, seq, due);
  });
}

void EventPerson::act(const std::string& table, std::int64_t seq, Clock::time_point due) {
  const Clock::time_point now = Clock::now();
  tally_.timer_late.add(now - due);  // the clients' own thread held up
  tally_.sample(now, "timer_late", now - due, table);
  SeatTurns& turns = turns_[table];
  if (stopping_ || ended_ || !turns.current(seq)) return;  // the turn has passed meanwhile
  const json action = legal_[rng_() % legal_.size()];
  turns.sent(Clock::now());
  send({{"type", "act"}, {"table", table}, {"action", action}});
}

void EventPerson::answered(Clock::duration took, const std::string& table) {
  tally_.response.add(took);
  tally_.sample(Clock::now(), "response", took, table);
}

void EventPerson::on_close(const std::string& why) {
  ended_ = true;
  think_timer_.cancel();
  if (stopping_) return;
  ++tally_.closed;
  if (why.find(" 429 ") != std::string::npos) ++tally_.refused;
  if (hooks_.lost) hooks_.lost(*this, why);
}

}  // namespace euchre::loadclient
