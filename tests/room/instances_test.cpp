// `elsewhere` only to the operator's own instances (issue 37, docs/scale.md):
// a lease row is something anyone who can write the store can cause, so an
// address it names reaches a client only when the operator listed it
// (`euchre serve --instance`); otherwise the table or evening is
// unavailable here, and the address is not even repeated. `welcome` lists
// the instances, which are all the page follows.
#include <filesystem>

#include <unistd.h>

#include <gtest/gtest.h>

#include "harness.h"
#include "store/store.h"

namespace euchre::testing {
namespace {

constexpr const char* kCollector = "ws://collector.example:9/ws";
constexpr const char* kOtherInstance = "ws://b.example:8080/ws";

// Every frame the connection got, none of which may name the collector.
void expect_never_named(HubRig& rig, net::ConnectionId id) {
  for (const std::string& frame : rig.frames(id))
    EXPECT_EQ(frame.find("collector"), std::string::npos) << frame;
}

// A directory of its own, removed at the end (after the rigs and store).
struct InstancesScratch {
  std::filesystem::path dir = std::filesystem::temp_directory_path() / ("euchre_instances_" + std::to_string(::getpid()));
  InstancesScratch() { std::filesystem::remove_all(dir); }
  ~InstancesScratch() {
    std::error_code ignored;
    std::filesystem::remove_all(dir, ignored);
  }
};

TEST(Instances, ALeaseRowNamingAnUnknownAddressNeverReachesAClientAsElsewhere) {
  const InstancesScratch scratch;
  const auto& dir = scratch.dir;
  auto store = store::open_store((dir / "euchre.db").string());
  // A table and an evening, made on one instance...
  HubRig maker({}, store.get());
  const auto ann = maker.open();
  maker.hello(ann, "Ann");
  const std::string table =
      create_table(maker, ann, {{"pace", "instant"}, {"seat", 0}, {"bots", {nullptr, "basic", "basic", "basic"}}});
  ASSERT_FALSE(table.empty());
  maker.send(ann, msg("event_create", {{"name", "Thursday club"}, {"rounds", 2}, {"deals", 2}, {"pace", "instant"}}));
  const json made = maker.last(ann, "event");
  ASSERT_FALSE(made.is_null()) << maker.last_frame(ann).dump();
  const std::string event = made["event"];
  // ...whose lease rows name an address no operator gave.
  const std::int64_t now = maker.executor.now_ms();
  ASSERT_TRUE(store->try_lease(table, std::string(kCollector) + "#x1", now, 600'000));
  ASSERT_TRUE(store->try_event_lease(event, std::string(kCollector) + "#x1", now, 600'000));

  room::HubOptions options;
  options.instances = {kOtherInstance};
  HubRig here(options, store.get());
  here.hub->set_lease_owner("ws://a.example:8080/ws#a1");
  const auto bob = here.open();
  here.hello(bob, "Bob");
  EXPECT_EQ(here.last(bob, "welcome")["instances"], json::array({"ws://a.example:8080/ws", kOtherInstance}));
  here.send(bob, msg("watch", {{"table", table}}));
  json refused = here.last(bob, "error");
  EXPECT_EQ(refused["code"], "elsewhere");
  EXPECT_FALSE(refused.contains("url")) << refused.dump();
  EXPECT_NE(refused["message"].get<std::string>().find("cannot be reached from here"), std::string::npos) << refused.dump();
  here.send(bob, msg("event_get", {{"event", event}}));
  refused = here.last(bob, "error");
  EXPECT_EQ(refused["code"], "elsewhere");
  EXPECT_FALSE(refused.contains("url")) << refused.dump();
  expect_never_named(here, bob);

  // The operator's instance holds them now: that one is named, to follow.
  store->release_lease(table, std::string(kCollector) + "#x1");
  store->release_event_lease(event, std::string(kCollector) + "#x1");
  ASSERT_TRUE(store->try_lease(table, std::string(kOtherInstance) + "#b1", now, 600'000));
  ASSERT_TRUE(store->try_event_lease(event, std::string(kOtherInstance) + "#b1", now, 600'000));
  here.send(bob, msg("watch", {{"table", table}}));
  EXPECT_EQ(here.last(bob, "error")["url"], kOtherInstance) << here.last(bob, "error").dump();
  here.send(bob, msg("event_get", {{"event", event}}));
  EXPECT_EQ(here.last(bob, "error")["url"], kOtherInstance) << here.last(bob, "error").dump();
}

}  // namespace
}  // namespace euchre::testing
