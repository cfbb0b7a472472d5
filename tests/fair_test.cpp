// The fair shuffle as a library (docs/fair-shuffle.md): the published test
// vectors, what changes the deck and what cannot collide, the rejection
// sampling, every card once, hex, refused inputs, and the check of one deal.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "core/deal.h"
#include "core/game.h"
#include "core/notation.h"
#include "fair/check.h"
#include "fair/commitment.h"
#include "fair/deck_order.h"
#include "fair/digest.h"
#include "fair/hex.h"
#include "fair/secret.h"
#include "test_util.h"

namespace euchre {
namespace {

using fair::Bytes;
using test::H;
using test::R;

Bytes ascii(std::string_view text) { return Bytes(text.begin(), text.end()); }

// The test vector's inputs (docs/fair-shuffle.md, "Test vector").
Bytes vector_secret() {
  Bytes s;
  for (int i = 0; i < 32; ++i) s.push_back(static_cast<std::uint8_t>(i));
  return s;
}
std::vector<Bytes> vector_contributions() { return {ascii("alice"), ascii("bob"), ascii(""), ascii("dave")}; }

std::string order_text(const std::vector<Card>& order) {
  std::string out;
  for (Card c : order) out += (out.empty() ? "" : " ") + card_text(c);
  return out;
}

// A deterministic secret per index, for the statistical checks.
Bytes nth_secret(std::uint32_t i) {
  Bytes m;
  fair::put_u32(m, i);
  return fair::sha256(m);
}

std::vector<Bytes> bot_contributions(const Bytes& secret, int seats) {
  std::vector<Bytes> out;
  for (int p = 0; p < seats; ++p) out.push_back(fair::bot_contribution(secret, p));
  return out;
}

TEST(FairVector, StandardDealZero) {
  const CompiledRules cr(R("standard"));
  const Bytes secret = vector_secret();
  EXPECT_EQ(fair::to_hex(fair::commitment(secret)),
            "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd");
  const std::vector<Card> order = fair::deck_order(cr, secret, vector_contributions(), 0);
  EXPECT_EQ(order_text(order), "Ac 9h Ah Kd Kh Ad Qd 9c Tc Jh Td Qc Qs Ks Qh Jd 9s Th Kc Jc 9d Ts As Js");
  // Dealt by the game itself, dealer seat 0, 3-2.
  Game g(cr.rules, Game::ManualDeals{});
  g.begin_deal_from_order(0, order);
  const DealRecord& d = g.records().back();
  EXPECT_EQ(d.hands[0], H("Jh Td Qc Kc Jc"));
  EXPECT_EQ(d.hands[1], H("Ac 9h Ah Qs Ks"));
  EXPECT_EQ(d.hands[2], H("Kd Kh Ad Qh Jd"));
  EXPECT_EQ(d.hands[3], H("Qd 9c Tc 9s Th"));
  EXPECT_EQ(card_text(d.up_card), "9d");
  EXPECT_EQ(order_text(d.kitty), "Ts As Js");
}

TEST(FairVector, BritishWithTheBennyDealSeven) {
  const CompiledRules cr(R("british"));  // 25 cards, the Benny last; deal_pattern 2-3
  const std::vector<Card> order = fair::deck_order(cr, vector_secret(), vector_contributions(), 7);
  EXPECT_EQ(order_text(order), "Qc 9d Qs Ac Td Jc Ks Qh 9c B As 9h Ad Kh Jh Th Tc Qd Kd 9s Ah Jd Kc Ts Js");
  const std::array<CardSet, 4> hands = deal_hands(cr, 2, order.data());
  EXPECT_EQ(hands[0], H("Qs Ac 9h Ad Kh"));
  EXPECT_EQ(hands[1], H("Td Jc Jh Th Tc"));
  EXPECT_EQ(hands[2], H("Ks Qh Qd Kd 9s"));
  EXPECT_EQ(hands[3], H("Qc 9d 9c B As"));
  EXPECT_EQ(card_text(order[static_cast<std::size_t>(cr.dealt)]), "Ah");
}

TEST(FairVector, BotContribution) {
  EXPECT_EQ(fair::to_hex(fair::bot_contribution(vector_secret(), 0)),
            "20b7d174d0b07c3260a033f65123559af1816b8404e57c709774969328094f40");
  EXPECT_NE(fair::bot_contribution(vector_secret(), 0), fair::bot_contribution(vector_secret(), 1));
}

// The reference implementation printed in docs/fair-shuffle.md, run with
// python3, gives the same numbers as the library: the document is enough.
TEST(FairVector, TheDocumentsReferenceImplementationAgrees) {
  std::ifstream doc(std::string(EUCHRE_SOURCE_DIR) + "/docs/fair-shuffle.md");
  ASSERT_TRUE(doc) << "docs/fair-shuffle.md is missing";
  std::string line, code;
  bool in_block = false;
  while (std::getline(doc, line)) {
    if (line == "```python") in_block = true;
    else if (in_block && line == "```") break;
    else if (in_block) code += line + "\n";
  }
  ASSERT_FALSE(code.empty()) << "no ```python block in docs/fair-shuffle.md";
  const std::string dir = ::testing::TempDir();
  const std::string script = dir + "/fair_reference_" + std::to_string(::getpid()) + ".py";
  std::ofstream(script) << code;
  FILE* pipe = ::popen(("/usr/bin/python3 '" + script + "' 2>&1").c_str(), "r");
  ASSERT_NE(pipe, nullptr);
  std::string out;
  char buf[512];
  while (std::fgets(buf, sizeof buf, pipe)) out += buf;
  ASSERT_EQ(::pclose(pipe), 0) << out;

  const CompiledRules cr(R("standard"));
  const Bytes secret = vector_secret();
  const std::vector<Card> order = fair::deck_order(cr, secret, vector_contributions(), 0);
  const std::array<CardSet, 4> hands = deal_hands(cr, 0, order.data());
  std::string want = "commitment " + fair::to_hex(fair::commitment(secret)) + "\n";
  want += "order " + order_text(order) + "\n";
  for (int p = 0; p < 4; ++p) {
    // The script prints each hand in the order dealt: match it as a set.
    const std::string tag = "seat " + std::to_string(p) + " ";
    const auto at = out.find(tag);
    ASSERT_NE(at, std::string::npos) << out;
    const std::string printed = out.substr(at + tag.size(), out.find('\n', at) - at - tag.size());
    EXPECT_EQ(H(printed), hands[p]) << "seat " << p << ": " << printed;
  }
  want += "up " + card_text(order[static_cast<std::size_t>(cr.dealt)]) + "\n";
  want += "kitty " + order_text(std::vector<Card>(order.begin() + cr.dealt + 1, order.end())) + "\n";
  want += "bot0 " + fair::to_hex(fair::bot_contribution(secret, 0)) + "\n";
  std::string got;  // the script's lines other than the hands
  std::istringstream lines(out);
  while (std::getline(lines, line))
    if (line.rfind("seat ", 0) != 0) got += line + "\n";
  EXPECT_EQ(got, want);
}

TEST(FairShuffle, EachInputChangesTheDeck) {
  const CompiledRules cr(R("standard"));
  const Bytes secret = vector_secret();
  std::vector<Bytes> con = vector_contributions();
  std::set<std::string> decks;  // as text (GCC 12 warns wrongly on comparing vectors of bytes)
  decks.insert(order_text(fair::deck_order(cr, secret, con, 0)));
  decks.insert(order_text(fair::deck_order(cr, secret, con, 1)));  // the deal number
  Bytes other = secret;
  other[31] ^= 1;
  decks.insert(order_text(fair::deck_order(cr, other, con, 0)));  // one bit of the secret
  for (std::size_t seat = 0; seat < con.size(); ++seat) {  // one byte of any one seat's contribution
    std::vector<Bytes> c = con;
    c[seat].push_back(0);
    decks.insert(order_text(fair::deck_order(cr, secret, c, 0)));
  }
  std::vector<Bytes> swapped = con;  // the same contributions at other seats
  std::swap(swapped[0], swapped[1]);
  decks.insert(order_text(fair::deck_order(cr, secret, swapped, 0)));
  EXPECT_EQ(decks.size(), 8u);
  // And the same inputs give the same deck.
  EXPECT_EQ(fair::deck_order(cr, secret, con, 0), fair::deck_order(cr, secret, con, 0));
}

// "ab"+"c" and "a"+"bc" are different contributions: the length prefixes
// keep their messages, and so their decks, apart.
TEST(FairShuffle, ConcatenatedContributionsDoNotCollide) {
  const CompiledRules cr(R("standard"));
  const std::vector<Bytes> a = {ascii("ab"), ascii("c"), {}, {}};
  const std::vector<Bytes> b = {ascii("a"), ascii("bc"), {}, {}};
  const std::vector<Bytes> c = {{}, ascii("abc"), {}, {}};
  const std::vector<Bytes> d = {ascii("abc"), {}, {}, {}};
  EXPECT_NE(fair::shuffle_message(a, 0), fair::shuffle_message(b, 0));
  EXPECT_NE(fair::shuffle_message(c, 0), fair::shuffle_message(d, 0));
  EXPECT_EQ(order_text(fair::deck_order(cr, vector_secret(), a, 0)),
            "Ks Ah Jd Qc Jc Kc Kh Ts Ac Qd Kd 9h Td Qs Th Qh 9c As 9d Tc Ad Js Jh 9s");
  EXPECT_EQ(order_text(fair::deck_order(cr, vector_secret(), b, 0)),
            "9c Jc Ks Td Ad 9s Qc Ac Jh Tc Kd Kc 9d 9h Ah Jd Ts As Th Qd Qh Js Kh Qs");
  EXPECT_NE(fair::deck_order(cr, vector_secret(), c, 0), fair::deck_order(cr, vector_secret(), d, 0));
  // The message as documented: field(id) || u32be(n) || field(C_i)... || u32be(deal).
  const Bytes m = fair::shuffle_message({ascii("ab"), ascii("c")}, 258);
  std::string want = "0000000e" + fair::to_hex(ascii("euchre-fair-v1")) + "00000002" + "00000002" + "6162" +
                     "00000001" + "63" + "00000102";
  EXPECT_EQ(fair::to_hex(m), want);
}

// Pearson's chi-square against uniform; the bound is the 0.999 quantile, and
// the secrets are fixed, so the check is deterministic.
double chi_square(const std::vector<long>& counts) {
  long total = 0;
  for (long c : counts) total += c;
  const double expected = static_cast<double>(total) / static_cast<double>(counts.size());
  double x = 0;
  for (long c : counts) x += (static_cast<double>(c) - expected) * (static_cast<double>(c) - expected) / expected;
  return x;
}

TEST(FairShuffle, RejectionSamplingIsUniform) {
  constexpr int kMax = 5;  // 0..5: six values, masked to 0..7, so 2 of 8 are rejected
  constexpr double kBound5 = 20.52;  // chi-square, 5 degrees of freedom, p = 0.001
  std::vector<long> drawn(kMax + 1), modulo(kMax + 1);
  for (std::uint32_t i = 0; i < 30000; ++i) {
    fair::ShuffleStream s(nth_secret(i), {}, 0);
    const int x = fair::draw_at_most(s, kMax);
    ASSERT_GE(x, 0);
    ASSERT_LE(x, kMax);
    ++drawn[static_cast<std::size_t>(x)];
    fair::ShuffleStream t(nth_secret(i), {}, 0);
    ++modulo[static_cast<std::size_t>((t.next() & 7) % (kMax + 1))];  // what rejection avoids
  }
  EXPECT_LT(chi_square(drawn), kBound5);
  // The same check sees the bias of a modulo: 0 and 1 come twice as often.
  EXPECT_GT(chi_square(modulo), kBound5);
}

TEST(FairShuffle, EveryCardIsEquallyLikelyFirst) {
  const CompiledRules cr(R("standard"));
  constexpr double kBound23 = 49.73;  // chi-square, 23 degrees of freedom, p = 0.001
  std::vector<long> first(kCardCodes), last(kCardCodes);
  std::vector<long> first24, last24;
  for (std::uint32_t i = 0; i < 24000; ++i) {
    const Bytes secret = nth_secret(i);
    const std::vector<Card> order = fair::deck_order(cr, secret, bot_contributions(secret, 4), 0);
    ++first[order.front()];
    ++last[order.back()];
  }
  for (Card c : cr.deck) {
    first24.push_back(first[c]);
    last24.push_back(last[c]);
  }
  EXPECT_LT(chi_square(first24), kBound23);
  EXPECT_LT(chi_square(last24), kBound23);
}

TEST(FairShuffle, EveryCardExactlyOnceInEveryPreset) {
  for (const PresetInfo& p : preset_infos()) {
    const CompiledRules cr(R(p.name));
    for (std::uint32_t i = 0; i < 200; ++i) {
      const Bytes secret = nth_secret(i);
      const std::vector<Card> order =
          fair::deck_order(cr, secret, bot_contributions(secret, cr.seats), static_cast<int>(i));
      ASSERT_EQ(static_cast<int>(order.size()), cr.deck_size) << p.name;
      CardSet seen;
      for (Card c : order) {
        ASSERT_TRUE(cr.deck.contains(c)) << p.name << ": " << card_text(c);
        ASSERT_FALSE(seen.contains(c)) << p.name << ": " << card_text(c) << " twice";
        seen.add(c);
      }
      ASSERT_EQ(seen, cr.deck) << p.name;
    }
  }
}

template <typename F>
std::string error_of(F f) {
  try {
    f();
  } catch (const fair::FairError& e) {
    return e.what();
  }
  return "(no error)";
}

TEST(FairShuffle, RefusesBadInputsNamingThem) {
  const CompiledRules cr(R("standard"));
  Bytes short_secret = vector_secret();
  short_secret.pop_back();
  EXPECT_EQ(error_of([&] { fair::deck_order(cr, short_secret, vector_contributions(), 0); }),
            "the secret is 31 bytes; euchre-fair-v1 secrets are 32");
  EXPECT_EQ(error_of([&] { fair::commitment(short_secret); }), "the secret is 31 bytes; euchre-fair-v1 secrets are 32");
  EXPECT_EQ(error_of([&] { fair::deck_order(cr, vector_secret(), {ascii("a"), ascii("b"), ascii("c")}, 0); }),
            "3 contributions for 4 seats; one per seat");
  EXPECT_EQ(error_of([&] { fair::deck_order(cr, vector_secret(), {Bytes(257), {}, {}, {}}, 0); }),
            "the contribution of seat 0 is 257 bytes; at most 256 are taken");
  EXPECT_EQ(error_of([&] { fair::deck_order(cr, vector_secret(), vector_contributions(), -1); }),
            "deal number -1 is negative");
}

TEST(FairSecret, FreshSecretsFromTheSystem) {
  const Bytes a = fair::new_secret(), b = fair::new_secret();
  EXPECT_EQ(a.size(), 32u);
  EXPECT_NE(a, b);
}

TEST(FairHex, RoundTripAndClearErrors) {
  const Bytes b = {0x00, 0x7f, 0x80, 0xff, 0x1a};
  EXPECT_EQ(fair::to_hex(b), "007f80ff1a");
  EXPECT_EQ(fair::from_hex("007f80ff1a"), b);
  EXPECT_EQ(fair::from_hex("007F80FF1A"), b);
  EXPECT_TRUE(fair::from_hex("").empty());
  EXPECT_EQ(error_of([] { fair::from_hex("abc"); }), "'abc' is not hexadecimal bytes: 3 digits, an odd number");
  EXPECT_EQ(error_of([] { fair::from_hex("0g"); }), "'0g' is not hexadecimal: 'g' at character 2 is not a hex digit");
  EXPECT_EQ(error_of([] { fair::from_hex("ab cd"); }),
            "'ab cd' is not hexadecimal: ' ' at character 3 is not a hex digit");
  EXPECT_EQ(error_of([] { fair::from_hex("0x12"); }),
            "'0x12' is not hexadecimal: 'x' at character 2 is not a hex digit");
}

// check_deal on deals built here: the seeds' own deal, then each kind of difference.
struct CheckFixture {
  CompiledRules cr;
  fair::FairDeal fair;
  std::vector<Card> order;

  explicit CheckFixture(const Rules& rules = R("standard")) : cr(rules) {
    const Bytes secret = vector_secret();
    fair.deal = 4;
    fair.commitment = fair::commitment(secret);
    fair.contributions = vector_contributions();
    fair.people = {0, 1, 2, 3};
    fair.secret = secret;
    order = fair::deck_order(cr, secret, fair.contributions, fair.deal);
  }
  DealRecord dealt(const std::vector<Card>& o, int dealer = 1) const {
    DealRecord d;
    d.number = 4;
    d.dealer = dealer;
    d.hands = deal_hands(cr, dealer, o.data());
    d.up_card = o[static_cast<std::size_t>(cr.dealt)];
    d.kitty.assign(o.begin() + cr.dealt + 1, o.end());
    return d;
  }
};

TEST(FairCheck, TheSeedsOwnDealIsOk) {
  const CheckFixture f;
  const fair::DealCheck c = fair::check_deal(f.cr, f.fair, f.dealt(f.order));
  EXPECT_TRUE(c.ok) << c.text;
  EXPECT_EQ(c.text, "ok");
}

TEST(FairCheck, NamesEachDifference) {
  const CheckFixture f;
  // Dealer 1, 3-2: order[0..2] go to seat 2, order[6..8] to seat 0.
  std::vector<Card> swapped = f.order;
  std::swap(swapped[0], swapped[6]);
  fair::DealCheck c = fair::check_deal(f.cr, f.fair, f.dealt(swapped));
  EXPECT_FALSE(c.ok);
  const std::string a = card_text(f.order[0]), b = card_text(f.order[6]);
  EXPECT_EQ(c.text, "the hands differ from the seeds: seat 0 holds " + a + ", the seeds deal it " + b + "; seat 2 holds " +
                        b + ", the seeds deal it " + a);

  std::vector<Card> up = f.order;
  std::swap(up[static_cast<std::size_t>(f.cr.dealt)], up[static_cast<std::size_t>(f.cr.dealt) + 1]);
  c = fair::check_deal(f.cr, f.fair, f.dealt(up));
  EXPECT_EQ(c.text, "the up-card is " + card_text(up[20]) + ", the seeds turn " + card_text(f.order[20]));

  // Another dealer than the seeds were dealt for: the same cards to other seats.
  c = fair::check_deal(f.cr, f.fair, f.dealt(f.order, 2));
  EXPECT_TRUE(c.ok) << c.text;  // the dealer is the record's: the seeds are dealt by it
  DealRecord moved = f.dealt(f.order);
  moved.dealer = 2;
  c = fair::check_deal(f.cr, f.fair, moved);
  EXPECT_EQ(c.text.rfind("the hands differ from the seeds: seat 0 holds ", 0), 0u) << c.text;

  fair::FairDeal wrong = f.fair;
  (*wrong.secret)[0] ^= 0x80;
  c = fair::check_deal(f.cr, wrong, f.dealt(f.order));
  EXPECT_EQ(c.text.rfind("the secret does not match the commitment: SHA-256 of the secret is ", 0), 0u) << c.text;

  fair::FairDeal hidden = f.fair;
  hidden.secret.reset();
  EXPECT_EQ(fair::check_deal(f.cr, hidden, f.dealt(f.order)).text, "no secret revealed");

  fair::FairDeal other = f.fair;
  other.contributions[3] = ascii("dave!");
  c = fair::check_deal(f.cr, other, f.dealt(f.order));
  EXPECT_FALSE(c.ok);

  fair::FairDeal later = f.fair;
  later.deal = 5;  // seeds for another deal number
  EXPECT_FALSE(fair::check_deal(f.cr, later, f.dealt(f.order)).ok);

  fair::FairDeal alg = f.fair;
  alg.algorithm = "euchre-fair-v0";
  EXPECT_EQ(fair::check_deal(f.cr, alg, f.dealt(f.order)).text,
            "unknown algorithm 'euchre-fair-v0' (this verifier knows euchre-fair-v1 and euchre-boards-v1)");

  fair::FairDeal bots = f.fair;
  bots.bots = {2};  // seat 2's contribution ("") is not derived from the secret
  EXPECT_EQ(fair::check_deal(f.cr, bots, f.dealt(f.order)).text,
            "seat 2 is a bot, but its contribution is not the one the secret derives for it");
  bots.contributions[2] = fair::bot_contribution(*bots.secret, 2);
  bots.contributions[2][0] ^= 1;
  EXPECT_FALSE(fair::check_deal(f.cr, bots, f.dealt(f.order)).ok);

  fair::FairDeal three = f.fair;
  three.contributions.pop_back();
  EXPECT_EQ(fair::check_deal(f.cr, three, f.dealt(f.order)).text, "3 contributions for 4 seats; one per seat");

  fair::FairDeal short_commit = f.fair;
  short_commit.commitment.pop_back();
  EXPECT_EQ(fair::check_deal(f.cr, short_commit, f.dealt(f.order)).text,
            "the commitment is 31 bytes; a SHA-256 commitment is 32");
}

TEST(FairCheck, OpenCardsAreNotCompared) {
  const CheckFixture f;
  DealRecord d = f.dealt(f.order);
  // The record left two of seat 3's cards open and the reader filled in others.
  const CardSet real = d.hands[3];
  const Card a = real.nth(0), b = real.nth(1);
  const Card x = d.kitty[0], y = d.kitty[1];
  d.hands[3] = (real - CardSet::of(a) - CardSet::of(b)) | CardSet::of(x) | CardSet::of(y);
  std::array<CardSet, 4> open{};
  open[3] = CardSet::of(x) | CardSet::of(y);
  const fair::DealCheck c = fair::check_deal(f.cr, f.fair, d, open);
  EXPECT_TRUE(c.ok) << c.text;
  EXPECT_EQ(c.text, "ok (2 cards the record leaves open not compared)");
  EXPECT_FALSE(fair::check_deal(f.cr, f.fair, d).ok);  // the same cards given as known
}

TEST(FairCheck, TheFarmerTakesTheKittysTopCards) {
  const CheckFixture f(R("standard", {"farmers_hand=three_low", "deck=32"}));  // a kitty of 11 cards
  DealRecord d = f.dealt(f.order);
  d.moves.push_back({2, Action{ActionKind::FarmerGive, d.hands[2].lowest()}, Phase::FarmerGive});
  EXPECT_TRUE(fair::check_deal(f.cr, f.fair, d).ok);
  std::swap(d.kitty[0], d.kitty[3]);  // the same kitty, another card on top
  const fair::DealCheck c = fair::check_deal(f.cr, f.fair, d);
  EXPECT_FALSE(c.ok);
  EXPECT_EQ(c.text.rfind("the farmer took ", 0), 0u) << c.text;
  d.moves.clear();  // no farmer: the kitty's order was never seen
  EXPECT_TRUE(fair::check_deal(f.cr, f.fair, d).ok);
}

}  // namespace
}  // namespace euchre
