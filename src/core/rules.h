// The rules of one Euchre variant as plain data.
//
// `Rules` holds the value of every option of docs/rules.md (the project's rule
// contract). Presets are complete `Rules` values; any option can then be
// overridden by its public name ("lone_defender=true"). `validate` rejects
// combinations that make no sense, naming the options involved. Nothing here
// is consulted in the inner loop: `CompiledRules` (compiled_rules.h) turns a
// validated `Rules` into tables once.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace euchre {

// Who plays for whom. Not a docs/rules.md option row but the difference between
// its "Three-handed", "Call-ace" and "Two-handed" sections and the partnership
// game (decided here: one option, so a preset is still just option values).
// The order is that of the `mode` option's value names (rules.cpp).
enum class Mode : std::uint8_t { Partnership, ThreeHanded, CallAce, TwoHanded };
enum class JokerKind : std::uint8_t { None, Joker, TwoOfSpades };
enum class FirstDealer : std::uint8_t { Random, FirstJack, Cut };
enum class DealPattern : std::uint8_t { ThreeTwo, TwoThree, One };
enum class PartnerOrderUp : std::uint8_t { Normal, MustGoAlone };
enum class AllPass : std::uint8_t { Redeal, StickTheDealer };
enum class TrumpRequirement : std::uint8_t { Off, Dealer, All };
// makers_side (decided here, for H "any player may announce that they are
// playing alone"): either member of the making side, whether or not he passed.
enum class LoneBy : std::uint8_t { Maker, MakerOrPartner, MakersSide };
enum class LoneDefenderPoints : std::uint8_t { Four, TwoOrFourOnMarch };
enum class LoneLead : std::uint8_t { LeftOfLoner, EldestActive };
enum class BennyUp : std::uint8_t { DealerNamesBlind, Redeal };
enum class FarmersHand : std::uint8_t { Off, ThreeLow };
enum class RedealHand : std::uint8_t { Off, NinesTens, AceNoFace };
enum class Renege : std::uint8_t { Prevented, Callable };
enum class RenegePenalty : std::uint8_t { Award2, Deduct2 };
// How trump is made: the up-card and two rounds (every other game), or French
// euchre's auction (K ch. 9, Foster's "auction euchre"): no card turned, one
// bid each of a number of tricks, the highest bidder names trump.
enum class Bidding : std::uint8_t { UpCard, Auction };
// A series of games (docs/rules.md "Laps and slams", K ch. 5, 1888 Laws 1 and
// 7): one game, first to series_games games, or the 1888 rubber.
enum class SeriesKind : std::uint8_t { Single, FirstTo, Rubber };

// The `deck` value of the short deck (docs/rules.md "The short deck").
inline constexpr int kShortDeck = 8;

struct Rules {
  Mode mode = Mode::Partnership;
  // 24, 28 or 32 natural cards (9-A, 8-A, 7-A), or the short deck of 8 (the
  // jack to the ace of clubs and spades, two-handed, three cards each: a
  // game small enough for exact methods, docs/rules.md "The short deck").
  int deck = 24;
  JokerKind joker = JokerKind::None;
  int target = 10;    // 0 = no target (then num_deals must be set)
  int num_deals = 0;  // 0 = no limit on the number of deals
  bool win_by_two = false;
  FirstDealer first_dealer = FirstDealer::Random;
  DealPattern deal_pattern = DealPattern::ThreeTwo;
  PartnerOrderUp partner_order_up = PartnerOrderUp::Normal;
  AllPass all_pass = AllPass::Redeal;
  bool no_trump = false;
  TrumpRequirement trump_requirement = TrumpRequirement::Off;
  bool lone_maker = true;
  LoneBy lone_by = LoneBy::Maker;
  bool lone_defender = false;
  bool both_alone = false;
  LoneDefenderPoints lone_defender_points = LoneDefenderPoints::Four;
  LoneLead lone_lead = LoneLead::LeftOfLoner;
  // Railroad euchre (K ch. 6): a lone player may call for his partner's best
  // card, and once he has it an opponent may take the other's best card and
  // defend alone (core/deal.cpp, docs/rules.md "Partner's best").
  bool partners_best = false;
  bool defend_alone_best = false;
  BennyUp benny_up = BennyUp::DealerNamesBlind;
  FarmersHand farmers_hand = FarmersHand::Off;
  RedealHand redeal_hand = RedealHand::Off;
  bool no_ace_no_face_no_trump = false;
  bool robson = false;
  Renege renege = Renege::Prevented;
  RenegePenalty renege_penalty = RenegePenalty::Award2;
  bool claims = true;
  Bidding bidding = Bidding::UpCard;
  // Laps and slams (K ch. 5): a series of games, points beyond a game carried
  // into the next, a game won while the others have not scored counting two.
  SeriesKind series = SeriesKind::Single;
  int series_games = 0;  // first_to: the games that win the series
  bool laps = false;
  bool slams = false;
  // Jambone and jamboree (K ch. 5), options of laps-and-slams play: a lone
  // hand played face up with an opponent calling its cards (8 for a march),
  // and the five highest trumps shown for 16 without play.
  bool jambone = false;
  bool jamboree = false;

  bool operator==(const Rules&) const = default;

  int seats() const { return mode == Mode::ThreeHanded ? 3 : mode == Mode::TwoHanded ? 2 : 4; }
  bool short_deck() const { return deck == kShortDeck; }
  // The short deck deals three cards each: 2 x 3 and the up-card from eight.
  int hand_size() const { return short_deck() ? 3 : mode == Mode::ThreeHanded ? 7 : 5; }
  bool partnerships() const { return mode == Mode::Partnership; }
  // Number of separate scores kept: two teams, or one per player.
  int scorers() const { return partnerships() ? 2 : seats(); }
  int deck_size() const { return deck + (joker == JokerKind::None ? 0 : 1); }
  // French euchre: no card is turned; every undealt card stays hidden.
  bool auction() const { return bidding == Bidding::Auction; }
  bool turns_up_card() const { return !auction(); }
  bool plays_series() const { return series != SeriesKind::Single; }
};

// Any rejected rule input: unknown preset or option, bad value, contradiction.
class RuleError : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

struct OptionInfo {
  std::string_view name;
  std::string_view values;  // the accepted values, '|'-separated or a description
  std::string_view source;  // docs/rules.md source letters (K, H, T, W, A) or "decided here"
  std::string_view summary;
};

struct PresetInfo {
  std::string_view name;
  std::string_view source;
  std::string_view summary;
};

const std::vector<OptionInfo>& option_infos();
const std::vector<PresetInfo>& preset_infos();

// The rules of a named preset; throws RuleError naming the unknown preset.
Rules preset(std::string_view name);

// Sets one option by public name and value text; throws RuleError naming the
// option and the accepted values when either is unknown.
void set_option(Rules& rules, std::string_view name, std::string_view value);
// Applies "name=value"; throws RuleError on a malformed assignment.
void apply_override(Rules& rules, std::string_view assignment);

// A preset with NAME=VALUE overrides applied in order, validated (what the
// command line and the load client are given). Throws RuleError naming the
// unknown preset, the bad option or value, or the contradicting options.
Rules preset_with_overrides(std::string_view preset_name, const std::vector<std::string>& assignments);
std::string get_option(const Rules& rules, std::string_view name);

// Throws RuleError naming every option of the first contradiction found.
void validate(const Rules& rules);

}  // namespace euchre
