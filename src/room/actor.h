// Who made an action, as the store's log names it: "p<person id>" for a
// person, the bot's level otherwise (store/store.h, Action::actor).
#pragma once

#include <string>

#include "store/store.h"

namespace euchre::room {

inline std::string person_actor(store::PersonId person) { return "p" + std::to_string(person); }

// The bot playing the seat a person left mid-game: "left:p<id>:<level>".
inline std::string left_actor(store::PersonId person, const std::string& level) {
  return "left:" + person_actor(person) + ":" + level;
}

}  // namespace euchre::room
