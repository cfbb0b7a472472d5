// `euchre rules [PRESET] [--set OPTION=VALUE]...`: every option with its
// value, where the value comes from (the preset or an override) and the
// docs/rules.md sources; the preset list when no preset is named.
#include <algorithm>
#include <iostream>
#include <set>
#include <string>

#include "cli/commands.h"
#include "core/rules.h"

namespace euchre::cli {

int run_rules(const RulesOptions& opt) {
  const std::string name = opt.preset.empty() ? "standard" : opt.preset;
  Rules rules;
  std::set<std::string> overridden;
  try {
    rules = preset_with_overrides(name, opt.sets);
    for (const std::string& s : opt.sets) overridden.insert(s.substr(0, s.find('=')));
  } catch (const RuleError& e) {
    std::cerr << "euchre rules: " << e.what() << "\n";
    return 2;
  }

  if (opt.preset.empty()) {
    std::cout << "Presets (source letters: K Keller 1887, H Hidden Valley Ranch sheet, T \"How To Play Euchre\", "
                 "W Wikipedia, A Andrews):\n";
    for (const PresetInfo& p : preset_infos())
      std::cout << "  " << std::string(p.name) << std::string(14 - std::min<std::size_t>(13, p.name.size()), ' ')
                << "[" << p.source << "] " << p.summary << "\n";
    std::cout << "\nNo preset named: the options of 'standard' are shown.\n\n";
  }
  std::string source;
  for (const PresetInfo& p : preset_infos())
    if (p.name == name) source = std::string(p.source);
  std::cout << "Rules: preset " << name << " [" << source << "]";
  if (!opt.sets.empty()) {
    std::cout << " with";
    for (const std::string& s : opt.sets) std::cout << " " << s;
  }
  std::cout << "\n\n";

  std::size_t wname = 6, wvalue = 5, wsource = 7;
  for (const OptionInfo& o : option_infos()) {
    wname = std::max(wname, o.name.size());
    wvalue = std::max(wvalue, get_option(rules, o.name).size());
    wsource = std::max(wsource, o.source.size());
  }
  auto pad = [](std::string s, std::size_t w) {
    s.resize(std::max(s.size(), w), ' ');
    return s;
  };
  std::cout << pad("option", wname) << "  " << pad("value", wvalue) << "  " << pad("from", 8) << "  "
            << pad("sources", wsource) << "  accepted values; meaning\n";
  for (const OptionInfo& o : option_infos()) {
    const std::string from = overridden.count(std::string(o.name)) ? "override" : "preset";
    std::cout << pad(std::string(o.name), wname) << "  " << pad(get_option(rules, o.name), wvalue) << "  "
              << pad(from, 8) << "  " << pad(std::string(o.source), wsource) << "  " << o.values << "; " << o.summary
              << "\n";
  }
  return 0;
}

}  // namespace euchre::cli
