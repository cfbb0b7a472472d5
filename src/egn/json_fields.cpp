// Typed JSON fields with errors naming their place (json_fields.h).
#include "egn/json_fields.h"

#include <cstdio>

namespace euchre::egn::detail {

void fail(const std::string& msg) { throw EgnError(msg); }

std::string printable(std::string_view text) {
  constexpr std::size_t kShown = 60;
  std::string out;
  for (std::size_t i = 0; i < text.size() && i < kShown; ++i) {
    const auto ch = static_cast<unsigned char>(text[i]);
    if (ch < 0x20 || ch == 0x7f) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02x", ch);
      out += buf;
    } else {
      out += static_cast<char>(ch);
    }
  }
  if (text.size() > kShown) out += "...";
  return out;
}

std::string in_quotes(std::string_view text) { return "'" + printable(text) + "'"; }

long long int_value(const json& v, const std::string& what, long long lo, long long hi) {
  long long x = 0;
  if (v.is_number_unsigned()) {
    const auto u = v.get<unsigned long long>();
    if (u > static_cast<unsigned long long>(hi)) fail(what + " is out of range");
    x = static_cast<long long>(u);
  } else if (v.is_number_integer()) {
    x = v.get<long long>();
  } else {
    fail(what + " must be an integer");
  }
  if (x < lo || x > hi) fail(what + " = " + std::to_string(x) + " is out of range");
  return x;
}

int small_int(const json& v, const std::string& what, int lo, int hi) {
  return static_cast<int>(int_value(v, what, lo, hi));
}

std::string string_value(const json& v, const std::string& what) {
  if (!v.is_string()) fail(what + " must be a string");
  return v.get<std::string>();
}

bool bool_value(const json& v, const std::string& what) {
  if (!v.is_boolean()) fail(what + " must be true or false");
  return v.get<bool>();
}

const json& array_value(const json& v, const std::string& what) {
  if (!v.is_array()) fail(what + " must be an array");
  return v;
}

const json& object_value(const json& v, const std::string& what) {
  if (!v.is_object()) fail(what + " must be an object");
  return v;
}

const json* find(const json& obj, std::initializer_list<const char*> names) {
  for (const char* n : names) {
    auto it = obj.find(n);
    if (it != obj.end()) return &*it;
  }
  return nullptr;
}

namespace {

bool is_known(const std::string& key, std::initializer_list<const char*> known) {
  for (const char* k : known)
    if (key == k) return true;
  return false;
}

}  // namespace

void warn_unknown_fields(const json& obj, std::initializer_list<const char*> known, const std::string& place,
                         Warnings& warnings) {
  for (const auto& item : obj.items())
    if (!is_known(item.key(), known)) warnings.add(place + ": unknown field " + in_quotes(item.key()));
}

void reject_unknown_fields(const json& obj, std::initializer_list<const char*> known, const std::string& place) {
  for (const auto& item : obj.items())
    if (!is_known(item.key(), known)) fail(place + ": unknown field " + in_quotes(item.key()));
}

}  // namespace euchre::egn::detail
