#include "net/forwarded.h"

#include <algorithm>
#include <cctype>

#include <boost/asio/ip/address.hpp>

namespace euchre::net {
namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

bool all_digits(std::string_view s) {
  return !s.empty() && s.size() <= 5 && std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isdigit(c); });
}

// A node as proxies write it: "10.0.0.1", "10.0.0.1:4711", "2001:db8::1",
// "[2001:db8::1]" or "[2001:db8::1]:4711"; the port is dropped.
std::optional<std::string> node_address(std::string_view node) {
  node = trim(node);
  if (!node.empty() && node.front() == '[') {
    const auto close = node.find(']');
    if (close == std::string_view::npos) return std::nullopt;
    const std::string_view rest = node.substr(close + 1);
    if (!rest.empty() && !(rest.front() == ':' && all_digits(rest.substr(1)))) return std::nullopt;
    const auto address = canonical_address(node.substr(1, close - 1));
    // Brackets hold an IPv6 address only.
    if (!address || address->find(':') == std::string::npos) return std::nullopt;
    return address;
  }
  if (std::count(node.begin(), node.end(), ':') == 1) {  // IPv4 with a port
    const auto colon = node.find(':');
    if (!all_digits(node.substr(colon + 1))) return std::nullopt;
    const auto address = canonical_address(node.substr(0, colon));
    if (!address || address->find(':') != std::string::npos) return std::nullopt;
    return address;
  }
  return canonical_address(node);
}

// Splits at `separator` outside quoted strings; nullopt when a quoted
// string is not closed.
std::optional<std::vector<std::string_view>> split_outside_quotes(std::string_view s, char separator) {
  std::vector<std::string_view> parts;
  bool quoted = false;
  std::size_t start = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (quoted && s[i] == '\\') {
      ++i;  // a quoted pair
    } else if (s[i] == '"') {
      quoted = !quoted;
    } else if (!quoted && s[i] == separator) {
      parts.push_back(s.substr(start, i - start));
      start = i + 1;
    }
  }
  if (quoted) return std::nullopt;
  parts.push_back(s.substr(start));
  return parts;
}

bool iequals(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](unsigned char x, unsigned char y) {
           return std::tolower(x) == std::tolower(y);
         });
}

// The "for" node of one Forwarded element ("for=192.0.2.60;proto=http"),
// unquoted; nullopt when it has none or more than one.
std::optional<std::string> forwarded_for(std::string_view element) {
  const auto pairs = split_outside_quotes(element, ';');
  if (!pairs) return std::nullopt;
  std::optional<std::string> found;
  for (std::string_view pair : *pairs) {
    pair = trim(pair);
    const auto eq = pair.find('=');
    if (eq == std::string_view::npos || !iequals(trim(pair.substr(0, eq)), "for")) continue;
    if (found) return std::nullopt;
    std::string_view value = trim(pair.substr(eq + 1));
    if (value.size() >= 2 && value.front() == '"' && value.back() == '"') {
      std::string unquoted;
      for (std::size_t i = 1; i + 1 < value.size(); ++i) {
        if (value[i] == '\\' && i + 2 < value.size()) ++i;
        unquoted += value[i];
      }
      found = std::move(unquoted);
    } else if (value.find_first_of("\":[]") == std::string_view::npos) {
      // A token: an IPv4 address without a port; the rest must be quoted.
      found = std::string(value);
    } else {
      return std::nullopt;
    }
  }
  return found;
}

}  // namespace

std::optional<std::string> canonical_address(std::string_view text) {
  boost::system::error_code ec;
  const auto address = boost::asio::ip::make_address(std::string(text), ec);
  if (ec) return std::nullopt;
  if (address.is_v6() && address.to_v6().is_v4_mapped())
    return boost::asio::ip::make_address_v4(boost::asio::ip::v4_mapped, address.to_v6()).to_string();
  return address.to_string();
}

std::string forwarded_client(const std::string& peer, std::string_view value, ProxyHeader header,
                             const std::vector<std::string>& trusted) {
  const auto elements = split_outside_quotes(value, ',');
  if (!elements || trim(value).empty()) return peer;
  const auto is_trusted = [&](const std::string& address) {
    return std::find(trusted.begin(), trusted.end(), address) != trusted.end();
  };
  std::string client;
  // From the right: the entries the trusted proxies appended, then the
  // first one they did not write themselves.
  for (auto it = elements->rbegin(); it != elements->rend(); ++it) {
    std::optional<std::string> node =
        header == ProxyHeader::XForwardedFor ? std::optional<std::string>(std::string(*it)) : forwarded_for(*it);
    const auto address = node ? node_address(*node) : std::nullopt;
    if (!address) return peer;
    client = *address;
    if (!is_trusted(client)) return client;
  }
  return client;
}

}  // namespace euchre::net
