// Private to src/net: an HttpResponse (the service's, or the server's own
// refusal) as the Beast message sent on the wire, with the headers every
// answer carries (docs/net.md "HTTP").
#pragma once

#include <string>

#include "net/beast.h"
#include "net/service.h"

namespace euchre::net {

// What of the request shapes its answer.
struct RequestFacts {
  http::verb method = http::verb::get;
  unsigned version = 11;
  bool keep_alive = false;
};

// A HEAD request gets the headers (Content-Length of the body) and no body.
// A 405 says which methods are allowed.
http::message_generator make_reply(const RequestFacts& request, const HttpResponse& response);

// The server's own answers: plain text, one line.
HttpResponse text_response(int status, std::string text);

// `name` made safe inside a quoted header parameter: printable ASCII, no
// quote or backslash (others become '_').
std::string safe_filename(const std::string& name);

}  // namespace euchre::net
