// net::Service over the hub: every WebSocket event becomes a step on the
// hub's thread (in the order the connection produced them), and HTTP GETs
// are answered here: the lobby, finished games' records, health, the page;
// POST /api/analyze analyses a record the caller sends; GET /api/lessons
// and POST /api/lessons/ID/N/figures serve the page's Learn section.
#pragma once

#include <atomic>
#include <functional>
#include <optional>
#include <string>

#include "net/service.h"
#include "serve/asio_runtime.h"
#include "serve/lessons_api.h"
#include "serve/static_files.h"
#include "room/hub.h"
#include "store/watched_store.h"

namespace euchre::serve {

class HubService final : public net::Service {
 public:
  // `web`: the browser table's built files (served outside /api and /ws).
  HubService(room::Hub& hub, HubThread& thread, store::WatchedStore& store, StaticFiles web);
  void opened(net::ConnectionId id, const std::string& address) override;
  void received(net::ConnectionId id, std::string text) override;
  void closed(net::ConnectionId id) override;
  net::HttpResponse get(const std::string& target) override;
  // The store connection the tables' actions are kept on, when it is not
  // `store` (PostgreSQL: the writer has its own): /api/health says the store
  // is down when either is.
  void watch_also(store::WatchedStore& writer_store) { writer_store_ = &writer_store; }
  // POST /api/analyze: an EGN record's replay and analysis (serve/analysis.h),
  // computed on a thread of its own, one record at a time; when kMaxAnalyses
  // are waiting or under way the answer is 503 at once.
  void post(const std::string& target, std::string body, std::function<void(net::HttpResponse)> done) override;

  static constexpr int kMaxAnalyses = 4;
  // Lesson positions whose figures are waiting or being worked out (each
  // is worked out once, then kept: serve/lessons_api.h).
  static constexpr int kMaxLessonFigures = 8;

 private:
  // POST /api/lessons/ID/N/figures: kept, or worked out on a thread of its own.
  void lesson_figures(const std::string& path, std::function<void(net::HttpResponse)> done);
  net::HttpResponse game_record(const std::string& id_text, const std::string& invite);
  // GET /api/ratings[?top=N&person=ID]: every rated person, best first, or
  // the best N and that person (docs/events.md, "Ratings").
  net::HttpResponse ratings(const std::string& target);
  // GET /api/events/ID.emn and ID.emn-extra.json: the rounds played as EMN
  // and what EMN cannot say (docs/events.md, "EMN"); ID.boards.json. An
  // evening strangers may not watch needs ?key= (Hub::evening_open_to).
  net::HttpResponse event_emn(const std::string& id, bool extra, const std::string& key);
  net::HttpResponse event_boards(const std::string& id, const std::string& key);
  // Runs `step` on the hub's thread: nullopt, or the answer to a failure
  // (503 for the store, 500 with `failing` and what went wrong otherwise).
  std::optional<net::HttpResponse> ask_hub(const std::function<void()>& step, const std::string& failing);
  // An evening's read (issue 37): the hub's thread only finds the evening;
  // `read` runs here, on the asking thread, with whatever lock it takes, so
  // the hub never waits while an evening's files are built. Errors as ask_hub's.
  std::optional<net::HttpResponse> ask_evening(const std::string& id, const std::function<void(const room::EveningRef&)>& read,
                                               const std::string& failing);
  // GET /api/people/PAGE: a person's page by its id (Hub::person_page_id).
  net::HttpResponse person_page(const std::string& id);
  // GET /api/events/ID.csv: the evening's standings (docs/events.md).
  net::HttpResponse event_standings(const std::string& id, const std::string& key);
  // A club's files (docs/clubs.md): /api/clubs/ID.ics and
  // /api/clubs/ID/seasons/N.json or .csv (N from 1), with ?key=KEY for a
  // members-only club's.
  net::HttpResponse club_file(const std::string& rest, const std::string& key);

  room::Hub& hub_;
  HubThread& thread_;
  store::WatchedStore& store_;
  store::WatchedStore* writer_store_ = nullptr;
  StaticFiles web_;
  std::atomic<int> analyses_{0};  // waiting or under way
  std::atomic<int> figures_asked_{0};
  LessonFigures figures_;
  WorkerPool lessons_{1};         // after figures_: joined before it goes
  WorkerPool analysis_{1};        // last: destroyed (joined) first
};

}  // namespace euchre::serve
