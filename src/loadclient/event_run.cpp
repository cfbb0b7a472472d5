#include "loadclient/event_run.h"

#include <iostream>

#include <fmt/format.h>

namespace euchre::cli {
namespace {

using namespace std::chrono_literals;
using json = nlohmann::json;

// How often the run looks at its deadline, and how long the closing
// handshakes may take.
constexpr auto kEventTick = 100ms;
constexpr auto kEventCloseTime = 5s;

}  // namespace

EventRun::EventRun(EventPlan plan) : plan_(std::move(plan)), ticker_(io_) {
  tally_.samples = plan_.samples;
  const auto n = static_cast<std::size_t>(plan_.people);
  status_.assign(n, "");
  checked_in_.assign(n, false);
  people_.reserve(n);
  for (std::size_t i = 0; i < n; ++i) {
    EventPerson::Hooks hooks{
        [this](EventPerson&) { on_welcome(); },
        [this, i](EventPerson& p, const json& m) { on_event(p, i, m); },
        [this](EventPerson& p, const json& error) { on_refused(p, error); },
        [this](EventPerson& p, const std::string& why) { on_lost(p, why); },
    };
    people_.push_back(std::make_unique<EventPerson>(io_, plan_.url, fmt::format("Person {}", i + 1), plan_.think,
                                                    tally_, plan_.seed * 1000003 + i, i == 0, std::move(hooks)));
  }
}

void EventRun::run() {
  begun_ = Clock::now();
  tally_.from = begun_;  // every response counts
  deadline_ = begun_ + plan_.timeout;
  for (auto& person : people_) person->start();
  tick();
  io_.run();
  if (wall_ == Clock::duration{}) wall_ = Clock::now() - begun_;
}

void EventRun::on_welcome() {
  if (++welcomed_ == people_.size()) people_.front()->send(plan_.create);
}

void EventRun::on_event(EventPerson& person, std::size_t index, const json& m) {
  if (closing_) return;
  const std::string id = m.value("event", "");
  if (event_.empty() && index == 0) {
    event_ = id;
    std::cerr << fmt::format("event simulate: event {} created; {} people register\n", event_, people_.size());
    for (std::size_t i = 1; i < people_.size(); ++i) people_[i]->send({{"type", "event_join"}, {"event", event_}});
  }
  if (id != event_) return;  // another evening this person was in
  const std::string status = m.value("status", "");
  const json& you = m.contains("you") ? m["you"] : json();
  if (you.is_object() && (you.contains("no_show") || you.contains("left")))
    return give_up(fmt::format("{} was {} by the server: {}", person.name(),
                               you.contains("left") ? "taken out of the evening" : "dropped as a no-show", m.dump().substr(0, 300)));
  if (index == 0) {
    last_event_ = m;
    const int round = m.value("round", 0);
    if (status == "running" && round != round_) {
      round_ = round;
      tables_ = std::max(tables_, static_cast<int>(m.value("tables", json::array()).size()));
      std::cerr << fmt::format("event simulate: round {} of {}, {} tables ({:.1f} s)\n", round_,
                               m.value("rounds", 0), m.value("tables", json::array()).size(),
                               std::chrono::duration<double>(Clock::now() - begun_).count());
    }
    if (!started_ && status == "registering" &&
        m.value("people", json::array()).size() == people_.size()) {
      started_ = true;
      person.send({{"type", "event_start"}, {"event", event_}});
    }
  }
  // A server that opens a check-in anyway: everyone says "I am here".
  if (status == "checking_in" && index != 0 && !checked_in_[index]) {
    checked_in_[index] = true;
    person.send({{"type", "event_check_in"}, {"event", event_}});
  }
  if (status == "over" && status_[index] != "over" && ++over_ == people_.size()) finish();
  status_[index] = status;
}

// Before the evening runs nothing goes on without the refused step; once it
// runs, the error is counted and the evening goes on (its tables do).
void EventRun::on_refused(EventPerson& person, const json& error) {
  if (closing_ || last_event_.value("status", "") == "running") return;
  if (last_event_.value("status", "") == "over") return;
  give_up(fmt::format("the server refused {}'s step before the evening began: {}", person.name(), error.dump()));
}

void EventRun::on_lost(EventPerson& person, const std::string& why) {
  if (closing_) return;
  give_up(person.name() + "'s connection ended: " + why);
}

void EventRun::tick() {
  const Clock::time_point now = Clock::now();
  if (!closing_ && now >= deadline_)
    give_up(fmt::format("the evening did not end within {} s ({})",
                        std::chrono::duration_cast<std::chrono::seconds>(plan_.timeout).count(), progress()));
  if (closing_) {
    bool all_ended = true;
    for (const auto& person : people_) all_ended = all_ended && person->ended();
    if (all_ended || now >= deadline_) {
      io_.stop();
      return;
    }
  }
  ticker_.expires_after(kEventTick);
  ticker_.async_wait([this](const boost::system::error_code& ec) {
    if (!ec) tick();
  });
}

std::string EventRun::progress() const {
  if (welcomed_ < people_.size()) return fmt::format("{} of {} people were welcomed", welcomed_, people_.size());
  if (event_.empty()) return "the event was not created";
  if (!started_)
    return fmt::format("{} of {} people registered", last_event_.value("people", json::array()).size(), people_.size());
  return fmt::format("event {}: {}, round {} of {}, {} of {} people saw it over", event_,
                     last_event_.value("status", "?"), last_event_.value("round", 0), last_event_.value("rounds", 0),
                     over_, people_.size());
}

void EventRun::give_up(std::string why) {
  if (failure_.empty()) failure_ = std::move(why);
  finish();
}

void EventRun::finish() {
  if (closing_) return;
  closing_ = true;
  wall_ = Clock::now() - begun_;
  deadline_ = Clock::now() + kEventCloseTime;
  for (auto& person : people_) person->stop();
}

}  // namespace euchre::cli
