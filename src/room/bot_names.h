// The names bots go by at a table: a person tells the seats apart by name
// ("Ada", "Gus"), not by level; the level is shown beside the name. Each
// table draws its own names from its id, so a restarted server names its
// bots the same and no two seats of a table share a name.
#pragma once

#include <string>

namespace euchre::room {

std::string bot_name(const std::string& table_id, int seat);

}  // namespace euchre::room
