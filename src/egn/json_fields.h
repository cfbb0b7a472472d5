// Reading typed fields out of JSON, each error naming the field's place
// ("deal 3, aloneDefender must be an integer"). Notation only: no rules.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

#include "egn/detail.h"
#include "egn/warnings.h"

namespace euchre::egn::detail {

[[noreturn]] void fail(const std::string& msg);

// A name from the file, safe to print: control characters escaped, cut at 60 characters.
std::string printable(std::string_view text);
std::string in_quotes(std::string_view text);  // 'printable'

long long int_value(const json& v, const std::string& what, long long lo, long long hi);
int small_int(const json& v, const std::string& what, int lo, int hi);
std::string string_value(const json& v, const std::string& what);
bool bool_value(const json& v, const std::string& what);
const json& array_value(const json& v, const std::string& what);
const json& object_value(const json& v, const std::string& what);

// The first of `names` (a field and its legacy spellings) that `obj` has.
const json* find(const json& obj, std::initializer_list<const char*> names);

// A field EGN does not know is a warning naming it and its place: the
// record is still read (viewers add `timings`, `videoUrl`, ...).
void warn_unknown_fields(const json& obj, std::initializer_list<const char*> known, const std::string& place,
                         Warnings& warnings);
// For our own extension, whose every field has a meaning: an unknown one is an error.
void reject_unknown_fields(const json& obj, std::initializer_list<const char*> known, const std::string& place);

}  // namespace euchre::egn::detail
