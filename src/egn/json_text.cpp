// JSON text with limits and without duplicate keys (json_text.h).
//
// The value is built by our own SAX handler, so the checks run while
// parsing: a file is refused at the first value over a limit, not after it
// has filled the memory. (nlohmann::json's parser callback would do the
// same checks, but its object_end scans the parent container each time:
// quadratic in an array of objects, minutes for a hostile file.)
#include "egn/json_text.h"

#include <set>
#include <string>
#include <vector>

#include "egn/json_fields.h"

namespace euchre::egn::detail {
namespace {

// Builds the JSON value from the parser's events, refusing a duplicate
// key, a value over kMaxJsonValues and nesting deeper than kMaxJsonDepth.
class Builder {
 public:
  explicit Builder(const JsonLimits& limits) : limits_(limits) {}
  json root;

  bool null() { return add(json(nullptr)); }
  bool boolean(bool b) { return add(json(b)); }
  bool number_integer(json::number_integer_t v) { return add(json(v)); }
  bool number_unsigned(json::number_unsigned_t v) { return add(json(v)); }
  bool number_float(json::number_float_t v, const json::string_t&) { return add(json(v)); }
  bool string(json::string_t& s) { return add(json(std::move(s))); }
  bool binary(json::binary_t& b) { return add(json::binary(std::move(b))); }
  bool start_object(std::size_t) { return open(json::object()); }
  bool start_array(std::size_t) { return open(json::array()); }
  bool end_object() { return close(); }
  bool end_array() { return close(); }

  bool key(json::string_t& k) {
    Level& l = levels_.back();
    if (!l.keys.insert(k).second) throw EgnError("invalid JSON: duplicate key " + in_quotes(k) + " in " + where());
    l.key = std::move(k);
    return true;
  }

  bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception& e) {
    throw EgnError(std::string("invalid JSON: ") + e.what());
  }

 private:
  struct Level {
    json* value;
    std::string key;             // object: the key whose value comes next
    std::size_t index = 0;       // array: elements so far
    std::set<std::string> keys;  // object: keys seen
  };

  // Where the parser is, for messages: "deals[2].initialState".
  std::string where() const {
    std::string out;
    for (std::size_t i = 0; i + 1 < levels_.size(); ++i) {
      const Level& l = levels_[i];
      if (l.value->is_object()) out += (out.empty() ? "" : ".") + printable(l.key);
      else out += "[" + std::to_string(l.index - 1) + "]";
    }
    return out.empty() ? "the top level" : out;
  }

  // Places a value in the innermost open container (or as the root); the
  // container's own address stays valid while it is open, as only its
  // children grow.
  json* place(json v) {
    if (++values_ > limits_.values)
      throw EgnError(std::string(limits_.what) + " holds more than " + std::to_string(limits_.values) +
                     " JSON values (the limit)");
    if (levels_.empty()) {
      root = std::move(v);
      return &root;
    }
    Level& l = levels_.back();
    if (l.value->is_object()) return &((*l.value)[l.key] = std::move(v));
    ++l.index;
    l.value->push_back(std::move(v));
    return &l.value->back();
  }
  bool add(json v) {
    place(std::move(v));
    return true;
  }
  bool open(json container) {
    if (levels_.size() >= static_cast<std::size_t>(limits_.depth))
      throw EgnError(std::string(limits_.what) + " nests deeper than " + std::to_string(limits_.depth) +
                     " levels (the limit) at " + where());
    json* v = place(std::move(container));
    levels_.push_back({v, {}, 0, {}});
    return true;
  }
  bool close() {
    levels_.pop_back();
    return true;
  }

  JsonLimits limits_;
  std::vector<Level> levels_;
  std::size_t values_ = 0;
};

}  // namespace

json parse_json(std::string_view text, const JsonLimits& limits) {
  if (text.size() > limits.bytes)
    throw EgnError(std::string(limits.what) + " is " + std::to_string(text.size()) + " bytes; the limit is " +
                   std::to_string(limits.bytes >> 20) + " MiB (" + std::to_string(limits.bytes) + " bytes)");
  Builder b(limits);
  json::sax_parse(text.begin(), text.end(), &b);
  return std::move(b.root);
}

}  // namespace euchre::egn::detail
