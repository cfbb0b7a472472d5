// The client's address behind a reverse proxy (docs/server.md, "Behind a
// proxy"): a request that comes from a proxy the operator trusts
// (`euchre serve --trust-proxy`) names its client in X-Forwarded-For or in
// RFC 7239 Forwarded; from anyone else those headers are a client's words
// and are ignored. Free of sockets, so it can be tested alone.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace euchre::net {

// Which header the trusted proxy writes. Only that one is read: a proxy
// that appends to one passes the other through from the client untouched.
enum class ProxyHeader { XForwardedFor, Forwarded };

// One spelling per address, so that limits count "::FFFF:10.0.0.1" and
// "10.0.0.1" as one: the address as Asio prints it, an IPv4-mapped IPv6
// address as IPv4. nullopt when `text` is not an IP address.
std::optional<std::string> canonical_address(std::string_view text);

// The client of a request from the trusted proxy `peer` (canonical), given
// the header's value (its lines joined with ", "): the right-most entry that
// is not itself a trusted proxy (a client may write anything to the left;
// each proxy appends the address it saw on the right), or the left-most
// when every entry is trusted. `peer` itself when the header is missing,
// empty or malformed where it is read (not an address, "unknown", an
// obfuscated identifier, a broken quoted string): a bad header never
// escapes the proxy's own limits. `trusted` holds canonical addresses.
std::string forwarded_client(const std::string& peer, std::string_view value, ProxyHeader header,
                             const std::vector<std::string>& trusted);

}  // namespace euchre::net
