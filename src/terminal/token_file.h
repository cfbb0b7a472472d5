// The token that makes `euchre play --connect` the same person on its next
// run (docs/protocol.md, hello -> welcome): the server issues it once, keeps
// only its hash, and gives the person's seats back to whoever shows it. So it
// is kept like a password: one file per server, readable by its owner only.
#pragma once

#include <optional>
#include <string>

namespace euchre::terminal {

// $XDG_CONFIG_HOME/euchre/token-HOST-PORT, or ~/.config/euchre/token-HOST-PORT
// (HOST with anything but letters, digits, '.' and '-' replaced by '_').
// Throws std::runtime_error when neither XDG_CONFIG_HOME nor HOME is set.
std::string default_token_path(const std::string& host, const std::string& port);

// The token saved in `path`, or nullopt when there is no such file. Throws
// std::runtime_error when the file exists but cannot be read or is empty.
std::optional<std::string> read_token(const std::string& path);

// Writes the token (creating the directories), mode 0600 whatever the umask;
// throws std::runtime_error saying why it could not.
void save_token(const std::string& path, const std::string& token);

}  // namespace euchre::terminal
