// Validates EGN files against the schema (the copy in tests/data) with
// Debian's python3-jsonschema, for the tests that promise schema-valid output.
#pragma once

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

namespace euchre::test {

// Checks `path` (one .egn file, or every *.egn in a directory). Returns ""
// when all are valid, else one line per invalid file ("name message"), or
// "ERROR ..." when the validator itself could not run.
inline std::string invalid_egn_files(const std::filesystem::path& path) {
  const bool dir = std::filesystem::is_directory(path);
  const std::filesystem::path script = (dir ? path : path.parent_path()) / "validate_egn.py";
  std::ofstream(script) << "import json, sys, glob, os, jsonschema\n"
                           "schema = json.load(open(sys.argv[1], encoding='utf-8'))\n"
                           "v = jsonschema.Draft7Validator(schema)\n"
                           "p = sys.argv[2]\n"
                           "files = sorted(glob.glob(os.path.join(p, '*.egn'))) if os.path.isdir(p) else [p]\n"
                           "for f in files:\n"
                           "    errs = list(v.iter_errors(json.load(open(f, encoding='utf-8'))))\n"
                           "    if errs: print(os.path.basename(f), errs[0].message[:200])\n";
  const std::string cmd = "/usr/bin/python3 '" + script.string() + "' '" + std::string(EUCHRE_SOURCE_DIR) +
                          "/tests/data/egn-schema-v1.json' '" + path.string() + "' 2>&1";
  FILE* pipe = ::popen(cmd.c_str(), "r");
  if (!pipe) return "ERROR";
  std::string out;
  char buf[512];
  while (std::fgets(buf, sizeof buf, pipe)) out += buf;
  return ::pclose(pipe) == 0 ? out : "ERROR " + out;
}

}  // namespace euchre::test
