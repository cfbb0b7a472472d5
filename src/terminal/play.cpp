// `euchre play`: a whole game in the terminal, one human seat against (and
// with) computer players. The human sees exactly what make_view shows his
// seat; bots see their own views. At game end, end of input or Ctrl-C the
// game is saved as an EGN record.
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <iostream>
#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "bots/expert_bot.h"
#include "players/bot_factory.h"
#include "bots/player.h"
#include "terminal/choices.h"
#include "terminal/play.h"
#include "terminal/connect.h"
#include "terminal/interrupt.h"
#include "terminal/narration.h"
#include "terminal/out_file.h"
#include "learn/hint.h"
#include "terminal/terminal.h"
#include "core/game.h"
#include "core/notation.h"
#include "core/series.h"
#include "core/outcome.h"
#include "core/view.h"
#include "egn/egn.h"

namespace euchre::terminal {

using learn::rank_actions;
namespace {

std::uint64_t bot_seed(std::uint64_t seed, int seat) {
  std::uint64_t z = seed + 0x9E3779B97F4A7C15ull * static_cast<std::uint64_t>(seat + 1);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  return z ^ (z >> 27);
}

class Session {
 public:
  Session(Game& game, const PlayOptions& opt, bool colour)
      : game_(game), opt_(opt), cr_(game.compiled()), screen_(cr_, opt.seat, colour) {}

  std::vector<std::unique_ptr<Player>> players;  // by seat; null for the human
  std::vector<std::string> player_names;

  // Runs until the game ends, input ends or Ctrl-C. Returns the exit code.
  int run() {
    sync();
    while (!game_.over()) {
      check_game_length(game_);  // a game that cannot end stops (bots/player.h)
      if (interrupted()) {
        say("\nInterrupted.");
        return 130;
      }
      const int seat = game_.to_act();
      if (seat == opt_.seat && auto_claim()) continue;
      if (players[seat]) {
        const Action a = players[seat]->choose(make_view(game_, seat));
        act(a);
        continue;
      }
      if (!human_turn()) {
        if (interrupted()) {
          say("\nInterrupted.");
          return 130;
        }
        say("\nEnd of input: the game stops here.");
        return 0;
      }
    }
    return 0;
  }

  void announce_game_over() {
    if (!game_.over()) return;
    std::string line = "\n=== Game over after " + std::to_string(game_.deals_played()) + " deals: ";
    if (game_.winner()) {
      const std::string who = screen_.side_name(*game_.winner());
      line += who + (who == "You" || who.find('&') != std::string::npos ? " win" : " wins");
    } else {
      line += "no winner (tie)";
    }
    say(line + ". " + screen_.score_line(game_.score()) + " ===");
    if (const std::string series = screen_.series_line(make_view(game_, opt_.seat)); !series.empty())
      say(series.substr(0, series.find(" | game ")));
    // The 1888 Laws (7) value a rubber in points: each game one, a slam two,
    // two more to its winner; `euchre replay` prints the same figure.
    if (cr_.rules.series == SeriesKind::Rubber) {
      const std::array<int, 4> points = rubber_points(cr_.rules, game_.series());
      std::string points_line = "Rubber points: ";
      for (int side = 0; side < cr_.rules.scorers(); ++side)
        points_line += (side ? ", " : "") + screen_.side_name(side) + " " + std::to_string(points[static_cast<std::size_t>(side)]);
      say(points_line);
    }
  }

 private:
  void say(const std::string& s) { std::cout << s << "\n"; }

  std::string name(int seat) const { return screen_.seat_name(seat); }
  bool you(int seat) const { return seat == opt_.seat; }
  // Picks the verb form for "You" or a third person.
  std::string verb(int seat, const char* second, const char* third) const { return you(seat) ? second : third; }

  // Applies an action of the seat to act and narrates it.
  void act(Action a) {
    const DealState before = game_.deal();
    const std::size_t idx = game_.records().size() - 1;
    // A card is its hand's seat's; in a jambone the caller chose it.
    const bool card = a.kind == ActionKind::Play && before.phase == Phase::Play;
    const int seat = card ? before.turn : before.to_act;
    game_.apply(a);
    const DealRecord& rec = game_.records()[idx];
    const DealState& after = rec.finished ? rec.final_state : game_.deal();
    std::string told = narrate(before, seat, a);
    if (card && before.to_act != before.turn)
      told += " (" + name(before.to_act) + " " + verb(before.to_act, "call", "calls") + " the jambone's cards)";
    if (!told.empty()) say(told);
    if (a.kind == ActionKind::Play && after.trick_no > before.trick_no) {
      const int winner = after.leader;
      const Card c = winner == seat ? static_cast<Card>(a.arg) : before.trick[winner];
      std::string line = "  " + name(winner) + " " + verb(winner, "win", "wins") + " the trick with " +
                         screen_.card(c, before.trump) + ".";
      if (after.trick_no < cr_.hand_size) {
        line += " " + screen_.tricks_line(make_view(game_, opt_.seat));
      }
      say(line);
    }
    if (a.kind == ActionKind::Claim) {
      std::string shown = "  Cards shown:";
      for (int p = 0; p < cr_.seats; ++p)
        if (has_seat(before.active, p)) shown += " " + name(p) + " [" + screen_.hand(before.hand[p], before.trump) + "]";
      say(shown);
    }
    sync();
  }

  std::string narrate(const DealState& s, int seat, Action a) const {
    // A best card passes face down (K ch. 6): its card is told to the giver
    // and the receiver only, a burial's to the one who buried it.
    const bool giver_or_receiver = opt_.seat == seat || opt_.seat == opposite(seat);
    if ((a.kind == ActionKind::PassBest && !giver_or_receiver) || (a.kind == ActionKind::BestDiscard && !you(seat)))
      a.arg = kNoCard;
    return terminal::narrate(screen_, cr_.rules.mode, {s.phase, s.dealer, s.up_card, s.trump, s.hand[seat]}, seat, a);
  }

  // Announces new deals and summarises finished ones, in order.
  void sync() {
    const auto& recs = game_.records();
    for (;;) {
      if (summarized_ < started_ && recs[summarized_].finished) {
        summarize(summarized_++);
        continue;
      }
      if (started_ < recs.size() && summarized_ == started_) {
        announce(started_++);
        continue;
      }
      break;
    }
  }

  void announce(std::size_t k) {
    const DealRecord& r = game_.records()[k];
    // French euchre (bidding=auction) turns no card: bids are numbers of tricks.
    say("\n--- Deal " + std::to_string(k + 1) + " --- dealer " + name(r.dealer) +
        (r.up_card == kNoCard ? ", no card turned: bid a number of tricks (1-" + std::to_string(cr_.hand_size) +
                                    ") or pass; the highest bidder names trump"
                              : ", up-card " + screen_.card(r.up_card, kTrumpUnset)));
    const bool blind = opt_.seat == r.dealer && r.up_card != kNoCard &&
                       ((is_benny(r.up_card) && cr_.rules.benny_up == BennyUp::DealerNamesBlind) ||
                        (cr_.rules.robson && !is_benny(r.up_card) && rank_of(r.up_card) == Rank::Jack));
    if (!blind) say("Your hand: " + screen_.hand(r.hands[opt_.seat], kTrumpUnset));
  }

  void summarize(std::size_t k) {
    const DealRecord& r = game_.records()[k];
    const DealState& fs = r.final_state;
    const int n = cr_.hand_size;
    std::string line = "* Deal " + std::to_string(k + 1) + ": ";
    switch (fs.end) {
      case DealEnd::Scored: {
        const DealOutcome o = deal_outcome(fs);  // core/outcome.h
        line += name(fs.maker) + " made " + std::string(suit_name(fs.trump));
        if (fs.bid != 0) line += ", bidding " + std::to_string(fs.bid);
        if (fs.blind_loner) line += " (alone, blind)";
        else if (fs.loner != kNobody) line += " (" + name(fs.loner) + (fs.jambone ? " alone, a jambone)" : " alone)");
        if (fs.lone_defender != kNobody) line += ", " + name(fs.lone_defender) + " defending alone";
        line += "; the makers took " + std::to_string(o.makers_tricks) + " of " + std::to_string(n) + " tricks";
        line += outcome_words(outcome_name(o.kind));
        if (fs.claimer != kNobody) line += " (" + name(fs.claimer) + " claimed the rest)";
        line += ".";
        break;
      }
      case DealEnd::AllPassed:
        line += "everyone passed: misdeal, the deal passes to " + name((r.dealer + 1) % cr_.seats) + ".";
        break;
      case DealEnd::Redeal:
        if (r.moves.empty()) line += "the joker was turned up: the same dealer deals again.";
        else line += name(r.moves.back().seat) + " threw in the hand: the same dealer deals again.";
        break;
      case DealEnd::ThrownIn:
        line += name(r.moves.back().seat) + " showed a hand with no ace, no face and no trump: thrown in.";
        break;
      case DealEnd::Renege:
        line += name(r.moves.back().seat) + " proved a renege: the penalty replaces the score.";
        break;
      case DealEnd::Jamboree:
        line += name(fs.jamboree) + " showed a jamboree, the five highest trumps (" +
                screen_.hand(fs.hand[fs.jamboree], fs.trump) + "): 16 points without play.";
        break;
      case DealEnd::None: break;
    }
    std::string points;
    for (int i = 0; i < cr_.rules.scorers(); ++i)
      if (fs.points[i] != 0)
        points += (points.empty() ? "" : ", ") + screen_.side_name(i) + " " + (fs.points[i] > 0 ? "+" : "") +
                  std::to_string(fs.points[i]);
    if (!points.empty()) line += " Points: " + points + (fs.robson_subtracted ? " (Robson: subtracted)" : "") + ".";
    say(line);
    std::array<int, 4> score = game_.initial_score();
    std::vector<const SeriesGame*> won;  // the games of the series won with this deal (a lap can win several)
    for (std::size_t j = 0; j <= k; ++j) {
      for (int i = 0; i < 4; ++i) score[i] += game_.records()[j].final_state.points[i];
      for (const SeriesGame& g : game_.series().games)
        if (g.last_deal == static_cast<int>(j)) {
          if (j == k) won.push_back(&g);
          else score = {}, score[static_cast<std::size_t>(g.winner)] = g.carried;  // the next game starts at the lap
        }
    }
    say("  " + screen_.score_line(score));
    if (!won.empty()) announce_games_won(won);
  }

  // Laps and slams: each game just won, its slam, the points carried, and
  // the games won so far.
  void announce_games_won(const std::vector<const SeriesGame*>& won) {
    for (std::size_t i = 0; i < won.size(); ++i) {
      const bool last = i + 1 == won.size();
      say("  " + screen_.game_won_line(won[i]->winner, won[i]->slam, won[i]->carried, last && game_.over()));
    }
    const std::string series = screen_.series_line(make_view(game_, opt_.seat));
    say("  " + series.substr(0, series.find(" | game ")));
  }

  // ---- the human seat ----

  // The core's words, plus what this seat may play when it must follow.
  std::string why_illegal(Action a, const SeatView& v) const {
    std::string why = explain_illegal(game_.deal(), a);
    if (a.kind == ActionKind::Play && v.hand.contains(a.arg)) {  // held: it must follow suit
      why += " (you may play:";
      for (Card c : v.following) why += " " + card_text(c);
      why += ")";
    }
    return why;
  }

  void help(const SeatView& v) {
    say(choices_text(screen_, v, cr_.rules.claims, "  ?      this list;  h  hints;  q  save and quit"));
  }

  void claim(const SeatView& v) {
    if (!cr_.rules.claims) return say("Claims are not allowed in these rules (claims=false).");
    if (v.phase != Phase::Play) return say("You can claim only during the play of the tricks.");
    if (is_legal(game_.deal(), Action::simple(ActionKind::Claim))) {
      say("Claim accepted: no play by the other side can take a trick from you.");
      act(Action::simple(ActionKind::Claim));
      return;
    }
    say("Claim rejected: the other side could still win a trick. Play on.");
  }

  // --auto-claim: at the human's turn in the play, when no defence can take a
  // trick from the human's side, the game claims for them; every remaining
  // card is shown (act() prints them, as for a typed claim).
  bool auto_claim() {
    if (!opt_.auto_claim || game_.over()) return false;
    const DealState& s = game_.deal();
    if (s.over() || s.phase != Phase::Play || s.to_act != opt_.seat) return false;
    if (!is_legal(s, Action::simple(ActionKind::Claim))) return false;
    say("\nAuto-claim: no play by the other side can take a trick from " +
        std::string(cr_.rules.partnerships() ? "your side." : "you."));
    act(Action::simple(ActionKind::Claim));
    return true;
  }

  // `h`: the expert ranks your choices from your view only, with reasons.
  void hint(const SeatView& v) {
    std::cout << hints_text(screen_, rank_actions(v, ExpertBot::kDefaultLevel, hint_seed_++)) << std::flush;
  }

  // One human decision. Returns false at end of input (or Ctrl-C).
  bool human_turn() {
    const SeatView v = make_view(game_, opt_.seat);
    // Every seat is asked the hand-dependent offers; when this hand cannot say
    // yes, there is nothing to decide: pass without a prompt.
    if (phase_traits(v.phase).hand_qualifies && v.legal.size() == 1) {
      say("(" + screen_.phase_words(v.phase) + ": your hand does not qualify; you pass.)");
      act(v.legal[0]);
      return true;
    }
    say("");
    std::cout << screen_.status(v);
    std::string prompt = "Your turn (" + screen_.phase_words(v.phase) + "), ? for help";
    for (;;) {
      std::cout << prompt << "\n> " << std::flush;
      std::string raw;
      if (!std::getline(std::cin, raw)) return false;
      if (interrupted()) return false;
      if (!stdin_tty_) std::cout << raw << "\n";  // a readable transcript when input is scripted
      const std::string line = lower(trim(raw));
      if (line.empty()) continue;
      if (line == "?" || line == "help") {
        help(v);
        continue;
      }
      if (line == "h" || line == "hint") {
        hint(v);
        continue;
      }
      if (line == "q" || line == "quit") return false;
      if (line == "claim") {
        const std::size_t before = game_.records().size();
        const bool was_finished = game_.records().back().finished;
        claim(v);
        if (game_.records().size() != before || game_.records().back().finished != was_finished) return true;
        continue;
      }
      std::string text = line;
      if (v.phase == Phase::Discard && text.starts_with("d ")) text = text.substr(2);
      const std::optional<Action> a = parse_action(text, game_.deal());
      if (!a) {
        say("Unknown input '" + std::string(trim(raw)) + "' (" + screen_.phase_words(v.phase) + "). Type ? for your choices.");
        continue;
      }
      if (!v.legal.contains(*a)) {
        say("Not allowed: " + why_illegal(*a, v) + ". Type ? for your choices.");
        continue;
      }
      act(*a);
      return true;
    }
  }

  Game& game_;
  const PlayOptions& opt_;
  const CompiledRules& cr_;
  Screen screen_;
  std::size_t started_ = 0;
  std::size_t summarized_ = 0;
  bool stdin_tty_ = isatty(STDIN_FILENO) != 0;
  std::uint64_t hint_seed_ = 1;
};

}  // namespace

int run_play(const PlayOptions& opt) {
  if (!opt.connect.empty()) return run_connect(opt);
  Rules rules;
  try {
    rules = preset_with_overrides(opt.preset, opt.sets);
  } catch (const RuleError& e) {
    std::cerr << "euchre play: " << e.what() << "\n";
    return 2;
  }
  if (opt.seat < 0 || opt.seat >= rules.seats()) {
    std::cerr << "euchre play: --seat " << opt.seat << " is not a seat of this game (0.." << rules.seats() - 1
              << ")\n";
    return 2;
  }
  const std::uint64_t seed = opt.seed ? *opt.seed : (static_cast<std::uint64_t>(std::random_device{}()) << 32) ^
                                                         static_cast<std::uint64_t>(std::time(nullptr));
  const std::string stamp = local_timestamp("%Y%m%d-%H%M%S");
  const std::string file = opt.out.empty() ? "./euchre-" + std::to_string(seed) + "-" + stamp + ".egn" : opt.out;
  // The record is written at the end: find out now, before the first deal,
  // whether it can be.
  if (const std::string why = unwritable_reason(file); !why.empty()) {
    std::cerr << "euchre play: cannot save the record to " << file << ": " << why << "\n";
    return 2;
  }
  // Bot names: one for every computer seat, or a comma-separated list by seat.
  std::vector<std::string> names;
  {
    std::stringstream ss(opt.bots);
    std::string item;
    while (std::getline(ss, item, ',')) names.emplace_back(trim(item));
    if (names.empty()) names.push_back("basic");
  }
  Game game(rules, seed);
  const bool colour = want_colour();
  Session session(game, opt, colour);
  try {
    for (int p = 0; p < rules.seats(); ++p) {
      if (p == opt.seat) {
        session.players.push_back(opt.human_bot.empty() ? nullptr : make_bot(opt.human_bot, bot_seed(seed, p)));
        session.player_names.push_back(opt.human_bot.empty() ? "human" : opt.human_bot + " (for the human)");
        continue;
      }
      const std::string& n = names.size() == 1 ? names[0] : names[static_cast<std::size_t>(p) % names.size()];
      session.players.push_back(make_bot(n, bot_seed(seed, p)));
      session.player_names.push_back(n);
    }
  } catch (const std::invalid_argument& e) {
    std::cerr << "euchre play: " << e.what() << "\n";
    return 2;
  }

  std::cout << "euchre: preset " << opt.preset;
  for (const std::string& s : opt.sets) std::cout << " --set " << s;
  std::cout << ", seed " << seed << " (replay with --seed " << seed << "). You are seat " << opt.seat << ".\n";
  std::cout << "Type ? at any prompt for your choices.\n";

  catch_interrupt();
  int code = 0;
  try {
    code = session.run();
  } catch (const std::exception& e) {
    std::cerr << "euchre play: internal error: " << e.what() << "\n";
    code = 1;
  }
  session.announce_game_over();
  release_interrupt();

  egn::Metadata md;
  for (int p = 0; p < rules.seats(); ++p) md.players.push_back(session.player_names[static_cast<std::size_t>(p)]);
  md.title = "euchre play";
  md.description = "preset " + opt.preset + ", seed " + std::to_string(seed);
  for (const std::string& s : opt.sets) md.description += ", " + s;
  md.date = local_timestamp("%Y-%m-%d %H:%M");
  md.game_id = "euchre-" + std::to_string(seed) + "-" + stamp;
  try {
    const std::string text = egn::write(game, md);
    std::ofstream out(file, std::ios::binary);
    out << text;
    out.close();
    if (!out) throw std::runtime_error("cannot write " + file);
    std::cout << "record saved to " << file << "\n";
  } catch (const std::exception& e) {
    std::cerr << "euchre play: could not save the record: " << e.what() << "\n";
    if (code == 0) code = 1;
  }
  return code;
}

}  // namespace euchre::terminal
