// One HTTP GET, synchronously: how the terminal client downloads a finished
// game's record and the tests read the server's pages.
#pragma once

#include <chrono>
#include <string>

namespace euchre::net {

struct HttpResult {
  int status = 0;
  std::string content_type;
  std::string body;
};

// `url` is http://host[:port]/path (ws:// is accepted too and read as http://,
// so a client can reach the pages of the server it plays on). Throws
// std::runtime_error on a bad URL, a refused connection or the time limit.
HttpResult http_get(const std::string& url, std::chrono::milliseconds timeout = std::chrono::seconds(10));

// The http:// address of `path` on the server of a ws:// URL.
std::string http_url_for(const std::string& ws_url, const std::string& path);

}  // namespace euchre::net
