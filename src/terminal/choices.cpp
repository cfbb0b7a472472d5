#include "terminal/choices.h"

#include <algorithm>
#include <cstdio>

#include "core/notation.h"

namespace euchre::terminal {

std::string choices_text(const Screen& screen, const SeatView& v, bool claims, std::string_view keys) {
  std::string out = "Your choices (" + screen.phase_words(v.phase) + "):\n";
  if (v.phase == Phase::Play) {
    std::string cards;
    for (const Action& a : v.legal)
      if (a.kind == ActionKind::Play) cards += " " + screen.card(a.arg, v.trump);
    out += "  play a card:" + cards + "   (type it: e.g. jh, 10h or th)\n";
    for (const Action& a : v.legal)
      if (a.kind != ActionKind::Play) out += "  " + screen.input_for(a) + "  " + screen.explain(a, v) + "\n";
    if (claims) out += "  claim  claim every remaining trick (accepted only if nothing can stop you)\n";
  } else {
    for (const Action& a : v.legal) {
      std::string in = screen.input_for(a);
      in.resize(std::max<std::size_t>(in.size(), 6), ' ');
      out += "  " + in + " " + screen.explain(a, v) + "\n";
    }
  }
  out += keys;
  return out;
}

std::string hints_text(const Screen& screen, const std::vector<learn::Hint>& hints) {
  std::string out = "Hints (the expert, from what you can see; best first):\n";
  for (const learn::Hint& h : hints) {
    std::string name = screen.input_for(h.action);
    name.resize(std::max<std::size_t>(name.size(), 8), ' ');
    out += "  " + name;
    if (h.expected_points) {
      char pts[32];
      std::snprintf(pts, sizeof pts, "%+.2f", *h.expected_points);
      out += " " + std::string(pts) + " points";
    }
    if (h.win_chance) {
      char wc[32];
      std::snprintf(wc, sizeof wc, "%.0f%%", *h.win_chance * 100);
      out += ", win " + std::string(wc);
    }
    out += "  " + h.reason + "\n";
  }
  return out;
}

}  // namespace euchre::terminal
