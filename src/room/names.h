// One rule for every name a person gives the server (docs/protocol.md,
// "Names"): his own, a table's, an evening's, and a guest's the organiser
// adds. A name is UTF-8 text of 1 to `max` characters (code points, not
// bytes), with a visible character, no leading or trailing space, no
// control characters, and none that hide, reorder or imitate others
// (events/plain_text.h): two names that look alike are the same name.
// Names already stored are read back as they are: the rule is for new ones.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

namespace euchre::room {

inline constexpr std::size_t kMaxPersonNameChars = 40;
// Tables and evenings: room for a place and a person's name ("Ann's table").
inline constexpr std::size_t kMaxPlaceNameChars = 60;
// A name the server derives from one given (an evening's table, "NAME: round
// 30, table 100 (180 minutes)"): not a name a person gives, so not held to
// kMaxPlaceNameChars, but bounded: room for the longest suffix an evening's
// settings can reach after the longest evening name (docs/events.md, "Names
// of an evening's tables"). Checked where the evening's name is given.
inline constexpr std::size_t kMaxDerivedNameChars = kMaxPlaceNameChars + 40;

// What is wrong with `name`, in words naming the field "name"; nullopt: nothing.
std::optional<std::string> name_problem(const std::string& name, std::size_t max_chars);

// A name as people read it, letters' case aside: two names with one key are
// one name to the people at a table or an evening.
std::string name_key(const std::string& name);

}  // namespace euchre::room
