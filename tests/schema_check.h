// Validates EGN and EMN files against their schemas (the copies in
// tests/data) with Debian's python3-jsonschema, for the tests that promise
// schema-valid output.
#pragma once

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include <unistd.h>

namespace euchre::test {

// Runs the Python validator `code` (written to `script`) with the arguments
// `data` (a path under tests/data) and `target`; what it printed, or
// "ERROR ..." when it failed to run.
inline std::string run_validator(const std::filesystem::path& script, const char* code, const std::string& data,
                                 const std::filesystem::path& target) {
  std::ofstream(script) << code;
  const std::string cmd = "/usr/bin/python3 '" + script.string() + "' '" + std::string(EUCHRE_SOURCE_DIR) +
                          "/tests/data" + data + "' '" + target.string() + "' 2>&1";
  FILE* pipe = ::popen(cmd.c_str(), "r");
  if (!pipe) return "ERROR";
  std::string out;
  char buf[512];
  while (std::fgets(buf, sizeof buf, pipe)) out += buf;
  return ::pclose(pipe) == 0 ? out : "ERROR " + out;
}

// Checks `path` (one .egn file, or every *.egn in a directory). Returns ""
// when all are valid, else one line per invalid file ("name message"), or
// "ERROR ..." when the validator itself could not run.
inline std::string invalid_egn_files(const std::filesystem::path& path) {
  const bool dir = std::filesystem::is_directory(path);
  const std::filesystem::path script = (dir ? path : path.parent_path()) / "validate_egn.py";
  return run_validator(script,
                       "import json, sys, glob, os, jsonschema\n"
                       "schema = json.load(open(sys.argv[1], encoding='utf-8'))\n"
                       "v = jsonschema.Draft7Validator(schema)\n"
                       "p = sys.argv[2]\n"
                       "files = sorted(glob.glob(os.path.join(p, '*.egn'))) if os.path.isdir(p) else [p]\n"
                       "for f in files:\n"
                       "    errs = list(v.iter_errors(json.load(open(f, encoding='utf-8'))))\n"
                       "    if errs: print(os.path.basename(f), errs[0].message[:200])\n",
                       "/egn-schema-v1.json", path);
}

// Checks one EMN file against the EMN 1.0 schema (tests/data/emn, its
// "../egn-schema-v1.json" reference resolved to the EGN schema beside it),
// and each game's gameData against the EGN schema (EMN 1.0 says only
// "object" of it). "" when valid, else one line per error ("EMN path
// message" or "EGN game N path message"), or "ERROR ..." when the validator
// itself could not run.
inline std::string invalid_emn_file(const std::filesystem::path& file) {
  // The script goes to the temporary directory: `file` may be one of tests/data.
  const std::filesystem::path script =
      std::filesystem::temp_directory_path() / ("validate_emn_" + std::to_string(::getpid()) + ".py");
  return run_validator(script,
                       "import json, sys, pathlib, warnings, jsonschema\n"
                       "warnings.simplefilter('ignore', DeprecationWarning)  # RefResolver, in newer jsonschema\n"
                       "data = pathlib.Path(sys.argv[1])\n"
                       "emn_path, egn_path = data / 'emn' / 'emn-schema-v1.json', data / 'egn-schema-v1.json'\n"
                       "emn_schema = json.load(open(emn_path, encoding='utf-8'))\n"
                       "egn_schema = json.load(open(egn_path, encoding='utf-8'))\n"
                       "resolver = jsonschema.RefResolver(emn_path.resolve().as_uri(), emn_schema,\n"
                       "    store={egn_path.resolve().as_uri(): egn_schema})\n"
                       "emn = jsonschema.Draft7Validator(emn_schema, resolver=resolver)\n"
                       "egn = jsonschema.Draft7Validator(egn_schema)\n"
                       "doc = json.load(open(sys.argv[2], encoding='utf-8'))\n"
                       "for e in emn.iter_errors(doc):\n"
                       "    print('EMN', list(e.absolute_path), e.message[:200])\n"
                       "games = doc.get('games') if isinstance(doc, dict) else None\n"
                       "for g in games if isinstance(games, list) else []:\n"
                       "    if isinstance(g, dict) and isinstance(g.get('gameData'), dict):\n"
                       "        for e in egn.iter_errors(g['gameData']):\n"
                       "            print('EGN game', g.get('gameIndex'), list(e.absolute_path), e.message[:200])\n",
                       "", file);
}

}  // namespace euchre::test
