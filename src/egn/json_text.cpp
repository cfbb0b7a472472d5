// JSON text with limits and without duplicate keys (json_text.h).
//
// nlohmann::json's parser calls back at every key and value before the
// value is stored, so the checks run while parsing: a file is refused at
// the first value over a limit, not after it has filled the memory.
#include "egn/json_text.h"

#include <set>
#include <string>
#include <vector>

#include "egn/json_fields.h"

namespace euchre::egn::detail {
namespace {

// Where the parser is, for messages: "deals[2].initialState".
class JsonPath {
 public:
  void open(bool object) { levels_.push_back({object, {}, 0, {}}); }
  void close() { levels_.pop_back(); }
  // A key of the innermost object; false when the object has it already.
  bool key(const std::string& k) {
    Level& l = levels_.back();
    if (!l.keys.insert(k).second) return false;
    l.key = k;
    return true;
  }
  // A value (or the start of one) inside the innermost array.
  void element() {
    if (!levels_.empty() && !levels_.back().object) ++levels_.back().index;
  }
  // The path to the current value; without its key: the innermost object.
  std::string text(bool with_key = true) const {
    std::string out;
    for (std::size_t i = 0; i < levels_.size(); ++i) {
      const Level& l = levels_[i];
      if (l.object) {
        if (!l.key.empty() && (with_key || i + 1 < levels_.size())) out += (out.empty() ? "" : ".") + printable(l.key);
      } else if (l.index > 0) {
        out += "[" + std::to_string(l.index - 1) + "]";
      }
    }
    return out.empty() ? "the top level" : out;
  }

 private:
  struct Level {
    bool object;
    std::string key;          // object: the key being read
    std::size_t index;        // array: elements begun so far
    std::set<std::string> keys;  // object: keys seen
  };
  std::vector<Level> levels_;
};

}  // namespace

json parse_json(std::string_view text) {
  if (text.size() > kMaxRecordBytes)
    throw EgnError("the record is " + std::to_string(text.size()) + " bytes; the limit is " +
                   std::to_string(kMaxRecordBytes >> 20) + " MiB (" + std::to_string(kMaxRecordBytes) + " bytes)");
  JsonPath path;
  std::size_t values = 0;
  auto check = [&](int depth, json::parse_event_t event, json& parsed) {
    using E = json::parse_event_t;
    if (event == E::key) {
      const std::string k = parsed.get<std::string>();
      if (!path.key(k)) throw EgnError("invalid JSON: duplicate key " + in_quotes(k) + " in " + path.text(false));
      return true;
    }
    if (event == E::object_end || event == E::array_end) {
      path.close();
      return true;
    }
    path.element();
    if (++values > kMaxJsonValues)
      throw EgnError("the record holds more than " + std::to_string(kMaxJsonValues) + " JSON values (the limit)");
    if (event == E::object_start || event == E::array_start) {
      if (depth >= kMaxJsonDepth)
        throw EgnError("the record nests deeper than " + std::to_string(kMaxJsonDepth) + " levels (the limit) at " +
                       path.text());
      path.open(event == E::object_start);
    }
    return true;
  };
  try {
    return json::parse(text.begin(), text.end(), check);
  } catch (const json::exception& e) {
    throw EgnError(std::string("invalid JSON: ") + e.what());
  }
}

}  // namespace euchre::egn::detail
