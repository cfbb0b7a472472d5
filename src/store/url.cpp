#include "store/url.h"

#include <string_view>

namespace euchre::store {
namespace {

// Drops "user:secret@" down to "user@" in the authority (which, as libpq
// reads it, ends at the first '/').
std::string strip_userinfo_password(const std::string& url) {
  const auto scheme_end = url.find("://");
  if (scheme_end == std::string::npos) return url;
  const auto start = scheme_end + 3;
  const auto at = url.find_first_of("@/", start);
  if (at == std::string::npos || url[at] != '@') return url;
  const auto colon = url.find(':', start);
  if (colon == std::string::npos || colon > at) return url;
  return url.substr(0, colon) + url.substr(at);
}

// Drops every "password=..." parameter of the query string.
std::string strip_password_parameter(const std::string& url) {
  const auto question = url.find('?');
  if (question == std::string::npos) return url;
  std::string kept;
  std::string_view rest(url);
  rest.remove_prefix(question + 1);
  while (!rest.empty()) {
    const auto amp = rest.find('&');
    const std::string_view parameter = rest.substr(0, amp);
    if (!parameter.starts_with("password=")) {
      kept += kept.empty() ? "" : "&";
      kept += parameter;
    }
    rest = amp == std::string_view::npos ? std::string_view() : rest.substr(amp + 1);
  }
  return url.substr(0, question) + (kept.empty() ? "" : "?" + kept);
}

}  // namespace

bool is_postgres_url(const std::string& where) {
  return where.starts_with("postgresql://") || where.starts_with("postgres://");
}

std::string without_password(const std::string& url) { return strip_password_parameter(strip_userinfo_password(url)); }

}  // namespace euchre::store
