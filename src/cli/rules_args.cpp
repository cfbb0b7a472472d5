#include "cli/rules_args.h"

namespace euchre::cli {

Rules rules_from_args(const std::string& preset_name, const std::vector<std::string>& sets) {
  Rules rules = preset(preset_name);
  for (const std::string& assignment : sets) apply_override(rules, assignment);
  validate(rules);
  return rules;
}

}  // namespace euchre::cli
