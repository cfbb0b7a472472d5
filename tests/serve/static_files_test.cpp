// The browser table's files (src/serve/static_files.h): content types, cache
// headers, the page shown when the page is not built, and no way out of the
// directory: "..", its %-encodings, absolute paths, backslashes, NULs and
// symbolic links are 404. Then the same over the wire with `euchre serve --web`.
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "net/http_get.h"
#include "serve/static_files.h"
#include "serve_process.h"

namespace euchre::testing {
namespace {

namespace fs = std::filesystem;

struct WebDir {
  fs::path top = fs::temp_directory_path() / ("euchre_static_" + std::to_string(::getpid()));
  fs::path root = top / "dist";
  WebDir() {
    fs::remove_all(top);
    fs::create_directories(root / "assets");
    std::ofstream(root / "index.html") << "<!doctype html><title>page</title>";
    std::ofstream(root / "assets" / "app-1234.js") << "console.log(1)";
    std::ofstream(root / "app-1234.css") << "body{}";
    std::ofstream(top / "secret.txt") << "the secret file's content";
    fs::create_symlink(top / "secret.txt", root / "link.txt");
  }
  ~WebDir() { fs::remove_all(top); }
};

TEST(StaticFiles, ServesThePageWithItsTypeAndCacheHeaders) {
  WebDir dir;
  const serve::StaticFiles web(dir.root);
  const auto index = web.get("/");
  EXPECT_EQ(index.status, 200);
  EXPECT_EQ(index.content_type, "text/html; charset=utf-8");
  EXPECT_EQ(index.body, "<!doctype html><title>page</title>");
  EXPECT_EQ(index.cache_control, "no-cache");  // names the hashed files: checked each time
  EXPECT_EQ(web.get("/index.html").body, index.body);
  const auto js = web.get("/assets/app-1234.js");
  EXPECT_EQ(js.status, 200);
  EXPECT_EQ(js.content_type, "text/javascript; charset=utf-8");
  EXPECT_EQ(js.cache_control, "public, max-age=31536000, immutable");
  EXPECT_EQ(web.get("/app-1234.css").content_type, "text/css; charset=utf-8");
  EXPECT_EQ(web.get("/assets/app%2d1234.js").status, 200);  // an escape that stays inside is fine
}

TEST(StaticFiles, NothingOutsideTheDirectoryCanBeNamed) {
  WebDir dir;
  const serve::StaticFiles web(dir.root);
  for (const std::string& path : std::vector<std::string>{"/../secret.txt", "/assets/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/secret.txt", "/..%2fsecret.txt",
        "/assets/..%2F..%2Fsecret.txt", "/%2e%2e%2fsecret.txt", "//etc/passwd", "/%2fetc/passwd", "/etc/passwd",
        "/..\\secret.txt", "/assets%5c..%5c..%5csecret.txt", "/index.html%00.js", "/%zz", "/%2", "/./index.html",
        "/assets/", "/assets", "/link.txt", "/missing.js", dir.top.string() + "/secret.txt"}) {
    const auto r = web.get(path);
    EXPECT_EQ(r.status, 404) << path;
    EXPECT_EQ(r.body.find("the secret file's content"), std::string::npos) << path;
  }
}

TEST(StaticFiles, WithoutTheBuiltPageTheRootSaysHowToBuildIt) {
  const serve::StaticFiles web(fs::temp_directory_path() / "euchre_no_such_page_dir");
  const auto r = web.get("/");
  EXPECT_EQ(r.status, 200);
  EXPECT_NE(r.body.find("not built"), std::string::npos);
  EXPECT_NE(r.body.find("scripts/install-deps.sh"), std::string::npos);
  EXPECT_EQ(web.get("/app.js").status, 404);
}

TEST(StaticFiles, PercentDecodingRefusesMalformedEscapesAndNul) {
  EXPECT_EQ(serve::percent_decode("/a%20b"), "/a b");
  EXPECT_EQ(serve::percent_decode("/%2e%2E"), "/..");
  EXPECT_EQ(serve::percent_decode("/a%"), "");
  EXPECT_EQ(serve::percent_decode("/a%g1"), "");
  EXPECT_EQ(serve::percent_decode("/a%00"), "");
}

// Over the wire: the transport hands the target as sent, the service answers.
TEST(StaticFiles, EuchreServeServesTheDirectoryItIsGiven) {
  WebDir dir;
  ServeProcess server((dir.top / "euchre.db").string(), {"--web", dir.root.string()});
  const auto index = net::http_get(server.http("/?table=abc&invite=def"));
  EXPECT_EQ(index.status, 200);
  EXPECT_EQ(index.content_type, "text/html; charset=utf-8");
  EXPECT_EQ(net::http_get(server.http("/assets/app-1234.js")).content_type, "text/javascript; charset=utf-8");
  for (const std::string path : {"/../secret.txt", "/%2e%2e/secret.txt", "/%2e%2e%2fsecret.txt", "//etc/passwd"})
    EXPECT_EQ(net::http_get(server.http(path)).status, 404) << path;
  EXPECT_EQ(net::http_get(server.http("/api/nothing")).status, 404);
  EXPECT_EQ(net::http_get(server.http("/api/tables")).status, 200);
  // The create form's catalogue: every preset with its option values, every option.
  const auto rules = nlohmann::json::parse(net::http_get(server.http("/api/rules")).body);
  ASSERT_TRUE(rules["presets"].is_array());
  EXPECT_EQ(rules["presets"][0]["name"], "standard");
  EXPECT_EQ(rules["presets"][0]["options"]["target"], "10");
  bool has_all_pass = false;
  for (const auto& option : rules["options"])
    if (option["name"] == "all_pass") has_all_pass = option["values"].is_array() && !option["values"].empty();
  EXPECT_TRUE(has_all_pass);
}

}  // namespace
}  // namespace euchre::testing
