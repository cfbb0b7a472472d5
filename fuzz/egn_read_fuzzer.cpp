// Fuzzes egn::read: any input either throws EgnError or yields a game whose
// record re-writes and re-reads to the same text, and our own text reads
// without a single warning (a strict read). Anything else (a crash, a
// sanitizer report, another exception escaping) is a bug.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "egn/egn.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  euchre::egn::Record rec;
  try {
    rec = euchre::egn::read(text);  // lenient: warnings are collected, not thrown
  } catch (const euchre::egn::EgnError&) {
    return 0;
  }
  const std::string once = euchre::egn::write(*rec.game, rec.metadata);
  euchre::egn::ReadOptions strict;
  strict.strict = true;
  const euchre::egn::Record again = euchre::egn::read(once, strict);  // must not throw
  if (euchre::egn::write(*again.game, again.metadata) != once) std::abort();
  return 0;
}
