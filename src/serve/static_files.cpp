#include "serve/static_files.h"

#include <algorithm>
#include <fstream>
#include <iterator>
#include <sstream>
#include <system_error>

namespace euchre::serve {
namespace {

namespace fs = std::filesystem;

net::HttpResponse html(int status, std::string body) { return {status, "text/html; charset=utf-8", std::move(body), ""}; }

net::HttpResponse not_found(const std::string& path) {
  return {404, "text/plain; charset=utf-8", "no such page: " + path + "\n", ""};
}

// Shown at "/" when the page was not built: the server runs without Node, so
// it can only say how to build it.
std::string missing_page(const fs::path& root) {
  return R"(<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Euchre server</title></head>
<body><h1>Euchre server</h1>
<p>The browser table is not built: there is no <code>)" +
         root.string() + R"(/index.html</code>.</p>
<p>Build it with the engine: <code>bash scripts/install-deps.sh</code> (Node and the page's npm packages), then
<code>cmake --preset release &amp;&amp; cmake --build --preset release</code>; or start the server with
<code>euchre serve --web DIR</code> naming a built page (docs/client.md).</p>
<p>Meanwhile this server speaks the table protocol (docs/protocol.md) on the WebSocket <code>/ws</code>:
play from a terminal with <code>euchre play --connect ws://HOST:PORT/ws</code>.
Open tables: <a href="/api/tables">/api/tables</a>.</p>
</body></html>
)";
}

// The page's file names carry a hash of their content (web/build.mjs), so they
// may be kept for ever; index.html names them and must be checked each time.
std::string cache_control_of(const fs::path& file) {
  return file.filename() == "index.html" ? "no-cache" : "public, max-age=31536000, immutable";
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// True when the decoded path names a file under the root by its segments
// alone: absolute from "/", no empty, "." or ".." segment, no backslash.
bool plain_path(const std::string& decoded) {
  if (decoded.empty() || decoded.front() != '/') return false;
  if (decoded.find('\\') != std::string::npos) return false;
  std::istringstream segments(decoded.substr(1));
  std::string segment;
  while (std::getline(segments, segment, '/'))
    if (segment.empty() || segment == "." || segment == "..") return false;
  return decoded.back() != '/';
}

}  // namespace

std::string percent_decode(const std::string& path) {
  std::string out;
  for (std::size_t i = 0; i < path.size(); ++i) {
    if (path[i] != '%') {
      out += path[i];
      continue;
    }
    if (i + 2 >= path.size()) return "";
    const int hi = hex_value(path[i + 1]), lo = hex_value(path[i + 2]);
    if (hi < 0 || lo < 0 || (hi == 0 && lo == 0)) return "";
    out += static_cast<char>(hi * 16 + lo);
    i += 2;
  }
  return out;
}

std::string content_type_of(const fs::path& file) {
  const std::string ext = file.extension().string();
  if (ext == ".html") return "text/html; charset=utf-8";
  if (ext == ".js") return "text/javascript; charset=utf-8";
  if (ext == ".css") return "text/css; charset=utf-8";
  if (ext == ".svg") return "image/svg+xml";
  if (ext == ".png") return "image/png";
  if (ext == ".ico") return "image/x-icon";
  if (ext == ".json" || ext == ".map") return "application/json";
  if (ext == ".txt") return "text/plain; charset=utf-8";
  return "application/octet-stream";
}

StaticFiles::StaticFiles(fs::path root) : root_(std::move(root)) {}

net::HttpResponse StaticFiles::get(const std::string& path) const {
  const std::string decoded = path == "/" ? "/index.html" : percent_decode(path);
  if (!plain_path(decoded)) return not_found(path);
  std::error_code ec;
  const fs::path root = fs::canonical(root_, ec);
  if (ec) return decoded == "/index.html" ? html(200, missing_page(root_)) : not_found(path);
  // The segments were checked above; canonical() also resolves symbolic
  // links, and a file they lead out of the root is not served either.
  const fs::path file = fs::canonical(root / decoded.substr(1), ec);
  const auto [end, at] = std::mismatch(root.begin(), root.end(), file.begin(), file.end());
  if (ec || end != root.end() || !fs::is_regular_file(file, ec)) {
    if (decoded == "/index.html") return html(200, missing_page(root_));
    return not_found(path);
  }
  std::ifstream in(file, std::ios::binary);
  if (!in) return not_found(path);
  std::string body{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  return {200, content_type_of(file), std::move(body), "", cache_control_of(file)};
}

}  // namespace euchre::serve
