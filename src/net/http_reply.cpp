#include "net/http_reply.h"

#include <utility>

namespace euchre::net {
namespace {

// A status Beast cannot send (outside 100..599) is the service's bug: 500.
unsigned checked_status(int status) {
  return status >= 100 && status <= 599 ? static_cast<unsigned>(status) : 500U;
}

template <class Body>
void set_headers(http::response<Body>& res, const HttpResponse& response) {
  res.set(http::field::server, "euchre");
  res.set(http::field::content_type, response.content_type);
  // Answers are built per request (games, tables): never cached unless the
  // service says otherwise (the page's files); the browser trusts the stated
  // type only.
  res.set(http::field::cache_control, response.cache_control.empty() ? "no-store" : response.cache_control);
  res.set("X-Content-Type-Options", "nosniff");
  if (!response.filename.empty()) {
    res.set(http::field::content_disposition, "attachment; filename=\"" + safe_filename(response.filename) + "\"");
  }
  if (res.result_int() == 405) res.set(http::field::allow, "GET, HEAD, POST");
}

}  // namespace

http::message_generator make_reply(const RequestFacts& request, const HttpResponse& response) {
  if (request.method == http::verb::head) {
    http::response<http::empty_body> res;
    res.version(request.version);
    res.result(checked_status(response.status));
    res.keep_alive(request.keep_alive);
    set_headers(res, response);
    res.content_length(response.body.size());
    return res;
  }
  http::response<http::string_body> res;
  res.version(request.version);
  res.result(checked_status(response.status));
  res.keep_alive(request.keep_alive);
  set_headers(res, response);
  res.body() = response.body;
  res.prepare_payload();
  return res;
}

HttpResponse text_response(int status, std::string text) {
  HttpResponse response;
  response.status = status;
  response.content_type = "text/plain; charset=utf-8";
  response.body = std::move(text) + "\n";
  return response;
}

std::string safe_filename(const std::string& name) {
  std::string safe = name;
  for (char& c : safe) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte < 0x20 || byte >= 0x7f || c == '"' || c == '\\') c = '_';
  }
  return safe;
}

}  // namespace euchre::net
