// A person's secret token: 128 random bits from the operating system, given
// to the person once (in "welcome") and kept by the server only as a hash, so
// a copy of the database does not let anyone act as anyone.
#pragma once

#include <string>

namespace euchre::room {

// 32 lowercase hex characters (OpenSSL RAND_bytes, seeded by the OS).
std::string new_token();
// Hex SHA-256 of the token's text: what the store keeps and looks up.
std::string token_hash(const std::string& token);
// A random id of `chars` characters from an alphabet without look-alikes
// (tables' ids, invite codes): easy to read aloud, hard to guess.
std::string new_id(int chars);
// A key that only the server can make and check (docs/server.md,
// "Privacy"): 20 hex characters of HMAC-SHA256 keyed by `secret` (a stored
// token hash, which never leaves the server) over `purpose` (what it opens,
// e.g. "evening e7k2m9"). The same inputs give the same key after a restart
// and at every instance, so nothing new is stored.
std::string keyed_id(const std::string& secret, const std::string& purpose);
// Whether `given` is `expected`, in a time that does not depend on where they differ.
bool same_key(const std::string& given, const std::string& expected);

}  // namespace euchre::room
