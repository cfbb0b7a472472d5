// A person's secret token: 128 random bits from the operating system, given
// to the person once (in "welcome") and kept by the server only as a hash, so
// a copy of the database does not let anyone act as anyone.
#pragma once

#include <string>

namespace euchre::server {

// 32 lowercase hex characters (OpenSSL RAND_bytes, seeded by the OS).
std::string new_token();
// Hex SHA-256 of the token's text: what the store keeps and looks up.
std::string token_hash(const std::string& token);
// A random id of `chars` characters from an alphabet without look-alikes
// (tables' ids, invite codes): easy to read aloud, hard to guess.
std::string new_id(int chars);

}  // namespace euchre::server
