// Validates protocol messages against schemas/protocol/<type>.json with
// Debian's python3-jsonschema, many messages per run (one interpreter start).
#pragma once

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace euchre::test {

// Returns "" when every message is valid against the schema named by its
// "type", else one line per invalid message (at most 20), or "ERROR ..." when
// the validator itself could not run.
// Client messages whose type the server also sends (hint, history) have
// their own schema, <type>.request.json: pass from_client for those.
inline std::string invalid_protocol_messages(const std::vector<nlohmann::json>& messages, bool from_client = false) {
  const auto dir = std::filesystem::temp_directory_path() / ("euchre_protocol_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  {
    std::ofstream lines(dir / "messages.jsonl");
    for (const auto& m : messages) lines << m.dump() << '\n';
  }
  std::ofstream(dir / "validate.py")
      << "import json, sys, os, jsonschema\n"
         "root = sys.argv[1]\n"
         "validators = {}\n"
         "bad = 0\n"
         "for n, line in enumerate(open(sys.argv[2], encoding='utf-8')):\n"
         "    m = json.loads(line)\n"
         "    t = m.get('type')\n"
         "    if t not in validators:\n"
         "        name = os.path.join(root, t + '.request.json')\n"
         "        if sys.argv[3] != 'client' or not os.path.exists(name): name = os.path.join(root, t + '.json')\n"
         "        validators[t] = jsonschema.Draft7Validator(json.load(open(name)))\n"
         "    errs = list(validators[t].iter_errors(m))\n"
         "    if errs and bad < 20:\n"
         "        bad += 1\n"
         "        print(n, t, errs[0].message[:200])\n";
  const std::string cmd = "/usr/bin/python3 '" + (dir / "validate.py").string() + "' '" +
                          std::string(EUCHRE_SOURCE_DIR) + "/schemas/protocol' '" +
                          (dir / "messages.jsonl").string() + "' " + (from_client ? "client" : "server") + " 2>&1";
  FILE* pipe = ::popen(cmd.c_str(), "r");
  if (!pipe) return "ERROR";
  std::string out;
  char buf[512];
  while (std::fgets(buf, sizeof buf, pipe)) out += buf;
  const int rc = ::pclose(pipe);
  std::filesystem::remove_all(dir);
  return rc == 0 ? out : "ERROR " + out;
}

}  // namespace euchre::test
