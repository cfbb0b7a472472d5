#include "loadclient/event_run.h"

#include <iostream>

#include <fmt/format.h>

namespace euchre::loadclient {
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
  for (int e = 0; e < plan_.evenings; ++e) {
    auto evening = std::make_unique<Evening>();
    Evening& ev = *evening;
    ev.status.assign(n, "");
    ev.checked_in.assign(n, false);
    ev.people.reserve(n);
    for (std::size_t i = 0; i < n; ++i) {
      EventPerson::Hooks hooks{
          [this, &ev](EventPerson&) { on_welcome(ev); },
          [this, &ev, i](EventPerson& p, const json& m) { on_event(ev, p, i, m); },
          [this, &ev](EventPerson& p, const json& error) { on_refused(ev, p, error); },
          [this](EventPerson& p, const std::string& why) { on_lost(p, why); },
      };
      const std::string name =
          plan_.evenings == 1 ? fmt::format("Person {}", i + 1) : fmt::format("Person {}.{}", e + 1, i + 1);
      const std::uint64_t seed = plan_.seed * 1000003 + static_cast<std::uint64_t>(e) * 1009 + i;
      ev.people.push_back(
          std::make_unique<EventPerson>(io_, plan_.url, name, plan_.think, tally_, seed, i == 0, std::move(hooks)));
    }
    evenings_.push_back(std::move(evening));
  }
}

std::vector<json> EventRun::last_events() const {
  std::vector<json> out;
  for (const auto& evening : evenings_) out.push_back(evening->last);
  return out;
}

void EventRun::run() {
  begun_ = Clock::now();
  tally_.from = begun_;  // every response counts
  deadline_ = begun_ + plan_.timeout;
  for (auto& evening : evenings_)
    for (auto& person : evening->people) person->start();
  tick();
  io_.run();
  if (wall_ == Clock::duration{}) wall_ = Clock::now() - begun_;
}

void EventRun::on_welcome(Evening& evening) {
  if (++evening.welcomed == evening.people.size()) evening.people.front()->send(plan_.create);
}

void EventRun::on_event(Evening& evening, EventPerson& person, std::size_t index, const json& m) {
  if (closing_) return;
  const std::string id = m.value("event", "");
  const std::size_t n = evening.people.size();
  if (evening.id.empty() && index == 0) {
    evening.id = id;
    std::cerr << fmt::format("event simulate: event {} created; {} people register\n", id, n);
    for (std::size_t i = 1; i < n; ++i) evening.people[i]->send({{"type", "event_join"}, {"event", id}});
  }
  if (id != evening.id) return;  // another evening this person was in
  const std::string status = m.value("status", "");
  const json& you = m.contains("you") ? m["you"] : json();
  if (you.is_object() && (you.contains("no_show") || you.contains("left")))
    return give_up(fmt::format("{} was {} by the server: {}", person.name(),
                               you.contains("left") ? "taken out of the evening" : "dropped as a no-show",
                               m.dump().substr(0, 300)));
  // event_people (people's changes before the evening begins) says how
  // many are registered; event lists them.
  const bool whole = m.value("type", "") == "event";
  const std::size_t registered = whole ? m.value("people", json::array()).size() : m.value("people", std::size_t{0});
  if (index == 0) {
    if (whole) evening.last = m;
    const int round = m.value("round", 0);
    const std::size_t tables = m.value("tables", json::array()).size();
    if (status == "running" && round != evening.round) {
      evening.round = round;
      tables_ = std::max(tables_, static_cast<int>(tables));
      std::cerr << fmt::format("event simulate: event {}: round {} of {}, {} tables ({:.1f} s)\n", id, round,
                               m.value("rounds", 0), tables, std::chrono::duration<double>(Clock::now() - begun_).count());
    }
    if (!evening.started && status == "registering" && registered == n) {
      evening.started = true;
      person.send({{"type", "event_start"}, {"event", id}});
    }
  }
  // A server that opens a check-in anyway: everyone says "I am here".
  if (status == "checking_in" && index != 0 && !evening.checked_in[index]) {
    evening.checked_in[index] = true;
    person.send({{"type", "event_check_in"}, {"event", id}});
  }
  if (status == "over" && evening.status[index] != "over" && ++evening.over == n && ++evenings_over_ == evenings_.size())
    finish();
  evening.status[index] = status;
}

// Before an evening runs nothing goes on without the refused step; once it
// runs, the error is counted and the evening goes on (its tables do).
void EventRun::on_refused(const Evening& evening, EventPerson& person, const json& error) {
  const std::string status = evening.last.value("status", "");
  if (closing_ || status == "running" || status == "over") return;
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
  if (closing_ && (all_ended() || now >= deadline_)) {
    io_.stop();
    return;
  }
  ticker_.expires_after(kEventTick);
  ticker_.async_wait([this](const boost::system::error_code& ec) {
    if (!ec) tick();
  });
}

bool EventRun::all_ended() const {
  for (const auto& evening : evenings_)
    for (const auto& person : evening->people)
      if (!person->ended()) return false;
  return true;
}

// How far the first evening not over got.
std::string EventRun::progress() const {
  for (const auto& evening : evenings_) {
    const Evening& ev = *evening;
    const std::size_t n = ev.people.size();
    if (ev.welcomed < n) return fmt::format("{} of {} people were welcomed", ev.welcomed, n);
    if (ev.id.empty()) return "the event was not created";
    if (!ev.started)
      return fmt::format("event {}: {} of {} people registered", ev.id, ev.last.value("people", json::array()).size(), n);
    if (ev.over < n)
      return fmt::format("event {}: {}, round {} of {}, {} of {} people saw it over", ev.id, ev.last.value("status", "?"),
                         ev.last.value("round", 0), ev.last.value("rounds", 0), ev.over, n);
  }
  return "every evening was over";
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
  for (auto& evening : evenings_)
    for (auto& person : evening->people) person->stop();
}

}  // namespace euchre::loadclient
