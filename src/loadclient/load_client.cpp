#include "loadclient/load_client.h"

#include <algorithm>

namespace euchre::loadclient {

LoadClient::LoadClient(boost::asio::io_context& io, const LoadScript& script, LoadTally& tally, std::uint64_t seed,
                       std::function<void()> settled)
    : script_(script),
      tally_(tally),
      settled_callback_(std::move(settled)),
      rng_(seed),
      think_timer_(io),
      client_(io, net::AsyncClient::Handlers{
                      [this] { send({{"type", "hello"}, {"name", "load"}}); },
                      [this](std::string text) { on_message(text); },
                      [this](std::string why) { on_close(why); },
                  }) {}

void LoadClient::start() {
  started_ = true;
  client_.connect(script_.url);
}

void LoadClient::stop() {
  stopping_ = true;
  think_timer_.cancel();
  if (!started_) {
    ended_ = true;  // never connected: nothing to close
    return;
  }
  client_.close();
}

void LoadClient::send(json m) {
  m["v"] = 1;
  client_.send(m.dump());
}

void LoadClient::settle() {
  if (settled_) return;
  settled_ = true;
  if (settled_callback_) settled_callback_();
}

void LoadClient::on_message(const std::string& text) {
  const Clock::time_point now = Clock::now();
  // Only the top-level fields the script reads are kept: a state's hand,
  // trick and moves are lexed and dropped, not built (at 20,000 tables the
  // load test's one thread would otherwise be the bottleneck it measures).
  static const json::parser_callback_t read_fields = [](int depth, json::parse_event_t event, json& parsed) {
    if (depth != 1 || event != json::parse_event_t::key || !parsed.is_string()) return true;
    const auto& key = parsed.get_ref<const std::string&>();
    return key == "type" || key == "seq" || key == "my_turn" || key == "legal" || key == "table" || key == "deal" ||
           key == "contribute" || key == "code" || key == "message" || key == "reason";
  };
  const json m = json::parse(text, read_fields, false);
  if (!m.is_object() || !m.contains("type") || !m["type"].is_string()) {
    ++tally_.errors;
    tally_.problem("a message that is not a JSON object with a type: " + text.substr(0, 200));
    return;
  }
  try {
    handle(m, m["type"].get_ref<const std::string&>(), now);
  } catch (const json::exception& e) {
    // A field missing or of another type than the protocol says.
    ++tally_.errors;
    tally_.problem(std::string("a message the load test cannot read (") + e.what() + "): " + text.substr(0, 200));
  }
}

void LoadClient::handle(const json& m, const std::string& type, Clock::time_point now) {
  if (type == "welcome") {
    send(script_.create);
  } else if (type == "created") {
    table_ = m["table"].get<std::string>();
    ++tally_.tables;
    settle();
  } else if (type == "commit") {
    if (m.value("contribute", false))
      send({{"type", "contribute"}, {"table", table_}, {"deal", m["deal"]}, {"contribution", random_contribution(rng_)}});
  } else if (type == "state") {
    on_state(m, now);
  } else if (type == "deal_over") {
    if (const auto took = turns_.deal_over(now)) answered(now, *took);  // our action ended the deal: this is its answer
  } else if (type == "game_over") {
    on_game_over();
  } else if (type == "error") {
    ++tally_.errors;
    tally_.problem("table " + table_ + ": " + m.dump());
    turns_.refused();  // the action was refused; nothing changed
  }
}

void LoadClient::on_state(const json& m, Clock::time_point now) {
  const std::int64_t seq = m.value("seq", std::int64_t{0});
  const bool my_turn = m.value("my_turn", false) && m.contains("legal") && !m["legal"].empty();
  const SeatTurns::Seen seen = turns_.state(seq, my_turn, now);
  if (tally_.measuring(now)) tally_.actions += seen.applied;
  if (seen.answered) answered(now, *seen.answered);
  if (!seen.take_turn) return;
  legal_ = m["legal"];
  const Clock::time_point due = now + think_time();
  think_timer_.expires_at(due);
  think_timer_.async_wait([this, seq, due](const boost::system::error_code& ec) {
    if (!ec) act(seq, due);
  });
}

std::chrono::milliseconds LoadClient::think_time() {
  const auto jitter = script_.jitter.count();
  if (jitter <= 0) return script_.think;
  const auto offset = static_cast<std::int64_t>(rng_() % static_cast<std::uint64_t>(2 * jitter + 1)) - jitter;
  return std::max(std::chrono::milliseconds(0), script_.think + std::chrono::milliseconds(offset));
}

void LoadClient::act(std::int64_t seq, Clock::time_point due) {
  const Clock::time_point now = Clock::now();
  if (tally_.measuring(now)) {
    tally_.timer_late.add(now - due);
    tally_.sample(now, "timer_late", now - due, table_);
  }
  if (stopping_ || ended_ || !turns_.current(seq)) return;  // the turn has passed meanwhile
  const json action = legal_[rng_() % legal_.size()];
  turns_.sent(Clock::now());
  send({{"type", "act"}, {"table", table_}, {"action", action}});
}

void LoadClient::answered(Clock::time_point now, Clock::duration took) {
  if (!tally_.measuring(now)) return;
  tally_.response.add(took);
  tally_.sample(now, "response", took, table_);
}

// The next game's states count from seq 0 again; a rematch starts it.
void LoadClient::on_game_over() {
  turns_.new_game();
  send({{"type", "rematch"}, {"table", table_}});
}

void LoadClient::on_close(const std::string& why) {
  ended_ = true;
  think_timer_.cancel();
  if (!stopping_) {
    ++tally_.closed;
    if (why.find(" 429 ") != std::string::npos) ++tally_.refused;
    tally_.problem((table_.empty() ? std::string("a connection") : "table " + table_) + ": " + why);
  }
  settle();
}

}  // namespace euchre::loadclient
