#!/usr/bin/env python3
"""Writes the published positions (tests/data/positions/*.egn) and their
manifest (positions.json) from the table below; docs/notebook/expert-experiments.md, "Published
positions", says what they are for.

Each position is built from one piece of published advice: a hand that
clearly meets the rule, and the answer the advice gives, written down before
the engine was asked. The engine's answers are never read here: the
positions it disagrees with are listed in disagreements.json, written by
hand after running tests/published_positions_test.cpp.

Seats: dealer 0 unless said; seat 1 is left of the dealer (first seat,
eldest), seat 2 the dealer's partner, seat 3 the third seat. Teams: team 0 =
seats 0 and 2 (the dealer's side), team 1 = seats 1 and 3. Scores are
[team 0, team 1]. Hands are as dealt (the dealer's before the pick-up).
Every hand but the advised seat's is "Xx": the reader fills it with cards
nobody is known to hold, so only the advised seat's cards are ours.

Run from this directory: python3 generate.py
"""
import json

STANDARD = {"std": False, "loner_lead": "LEFT_OF_LONER"}

# The sources, cited in words (title, author or site, address).
SOURCES = {
    "andrews": 'J. Andrews, "The Modern Game of Euchre", Games Magazine, August 2000 (section "Helpful Hints" and the worked hand "The Pseudo-Squeeze")',
    "lapp": 'H. Lapp, "The Ten Commandments of Euchre" (2000), as published by euchrestrategy.info (www.euchrestrategy.info/basic-euchre-strategy/the-ten-commandments-of-euchre/) and OhioEuchre (ohioeuchre.com/E_tenComm.php)',
    "ohio_errors": 'OhioEuchre, "Top things people do wrong when playing euchre" (ohioeuchre.com/E_topthingsWrong.php)',
    "ohio_next": 'OhioEuchre, "The Art of a Next call (aka Hoyle)" (ohioeuchre.com/E_next.php), "fairly safe times to call next"',
    "ohio_round2": 'OhioEuchre, "When should I name trump, part 2" (ohioeuchre.com/E_When-Should_You-Bid-2.php), the second round seat by seat',
    "ohio_discard": 'OhioEuchre, "What card should I discard?" (ohioeuchre.com/E_What-card-should-I-Discard.php) and its example 2 (ohioeuchre.com/E_What-card-should-I-Discard-example2.php)',
    "ohio_duck": 'OhioEuchre, "Give Your Partner a Chance" (ohioeuchre.com/E_DuckingATrick.php)',
    "ohio_lonedef": 'OhioEuchre, "Defending against a lone call", pages 1 to 5 (ohioeuchre.com/E_loneDef.php, E_loneDef-example3.php, E_loneDef-example4.php)',
    "euchreinfo_discard": 'Euchre Info, "What Card Should I Discard?" (euchreinfo.com/discarding), discarding as the dealer',
    "eu_assist": 'Euchre Universe blog, "Assisting your partner" (euchreuniverse.blogspot.com/2006/03/renegade-euchre.html), ordering from seat 2',
    "eu_jack": 'Euchre Universe blog, "Euchre Strategy - When Jack is an Up-card" (euchreuniverse.blogspot.com/2006/05/euchre-strategy-when-jack-is-up-card.html)',
    "eu_hotw": 'Euchre Universe blog, "Euchre Strategy: Hand of the week number 1" (euchreuniverse.blogspot.com/2006/06/euchre-strategy-hand-of-week-number-1.html)',
    "eu_lonedef": 'Euchre Universe blog, "Loner defense resolved" (euchreuniverse.blogspot.com/2006/03/loner-defense-resolved.html)',
    "vegas_next": 'Vegas Euchre, "Strategy: Calling Next" (vegaseuchre.homestead.com/strategy.html)',
    "euchreverse_calling": 'Euchreverse, "Calling", round 1 by seat (www.euchreverse.com/learn/calling)',
    "wikipedia": 'Wikipedia, "Euchre", section "Terminology" ("Trump the Partner", "Lay-Down")',
    "keller": 'J. W. Keller, "The Game of Euchre" (1887), chapter 2 (assisting needs less than ordering up)',
}

P = []  # the positions, in the order of the manifest


def pos(file, seat, category, score, expected, sources, advice, hand, up, calls=(), dealer=0,
        alone=None, discard=None, tricks=(), ruleset=STANDARD, note=None):
    P.append(dict(file=file, seat=seat, category=category, score=score, expected=list(expected),
                  sources=list(sources), advice=advice, hand=hand, up=up, calls=list(calls), dealer=dealer,
                  alone=alone, discard=discard, tricks=[list(t) for t in tricks], ruleset=ruleset, note=note))


R1_PASS3 = ["Pass", "Pass", "Pass"]
R1_ALL = ["Pass"] * 4

# ---- Round 1: ordering up by seat, the dealer's pick-up, at several scores ----
pos("r1-seat1-right-and-ace.egn", 1, "round1", [0, 0], ["Order"], ["andrews"],
    "An opponent of the dealer with two of the top three trumps should usually order up.",
    ["Js", "As", "Ah", "Td", "9c"], "9s")
pos("r1-seat3-three-trumps.egn", 3, "round1", [2, 3], ["Order"], ["andrews"],
    "An opponent of the dealer with almost any three trumps should usually order up.",
    ["Ah", "Qh", "9h", "Kc", "9s"], "Th", ["Pass", "Pass"])
pos("r1-seat1-three-trumps.egn", 1, "round1", [0, 0], ["Order"], ["andrews"],
    "An opponent of the dealer with almost any three trumps should usually order up.",
    ["Kd", "Qd", "Td", "Ac", "9s"], "9d")
pos("r1-seat2-bower-and-one.egn", 2, "round1", [3, 2], ["Order"], ["eu_assist", "keller"],
    "The dealer's partner orders with either bower and another trump (assisting needs less than ordering).",
    ["Jc", "Tc", "Ad", "9h", "Kh"], "Qc", ["Pass"])
pos("r1-seat2-nine-ten-ace.egn", 2, "round1", [1, 1], ["Order"], ["eu_assist"],
    "The dealer's partner orders with the 9 and 10 of trump and an off-suit ace.",
    ["Ts", "9s", "Ah", "Qd", "9c"], "Ks", ["Pass"])
pos("r1-seat2-one-trump.egn", 2, "round1", [4, 5], ["Pass"], ["eu_assist"],
    "Never order up with one trump, even when a point count says so.",
    ["Jh", "Ac", "Ad", "Ks", "Qs"], "Kh", ["Pass"])
pos("r1-seat2-right-bower-up.egn", 2, "round1", [3, 3], ["Pass"], ["lapp"],
    "Do not order the right bower into partner's hand unless you can go alone (commandment VIII).",
    ["Ah", "Qh", "Kc", "9s", "Td"], "Jh", ["Pass"])
pos("r1-dealer-jack-up-weak.egn", 0, "round1", [0, 0], ["Order"], ["eu_jack"],
    "As dealer, almost never turn down a bower: pick up even the weakest hand (10-9 of diamonds and hearts, 9 of spades).",
    ["Td", "9d", "Th", "9h", "9s"], "Jc", R1_PASS3)
pos("r1-dealer-jack-up-weak-opp-8.egn", 0, "round1", [5, 8], ["Pass"], ["eu_jack"],
    "The exception: with a really weak hand and the opponents at 8, do not pick up the bower (a euchre gives them the game).",
    ["Td", "9d", "Th", "9h", "9s"], "Jc", R1_PASS3)
pos("r1-dealer-three-small-trumps.egn", 0, "round1", [2, 2], ["Order"], ["euchreverse_calling"],
    "The dealer cannot pass a hand that will hold three trumps, even Q-10-9 with off-suit nines.",
    ["Qh", "Th", "9c", "9s", "Kd"], "9h", R1_PASS3)
pos("r1-dealer-andrews-hand.egn", 0, "round1", [0, 0], ["Order"], ["andrews"],
    "Andrews' worked hand: the dealer takes the up-card with two of the top three trumps and a side ace (the up-card is ours: the article says only that it was a spade).",
    ["Js", "As", "Ac", "Kh", "Qd"], "Ks", R1_PASS3)
pos("r1-seat1-9-6-stop-the-loner.egn", 1, "round1", [6, 9], ["Order"], ["andrews", "eu_hotw"],
    "Leading 9-6, order up if at all possible so the opponents cannot go alone for the game; a euchre is better than a meek pass.",
    ["Qs", "9h", "Ad", "Kc", "9c"], "Ts")
pos("r1-seat3-9-7-stop-the-loner.egn", 3, "round1", [7, 9], ["Order"], ["andrews"],
    "Leading 9-7, order up if at all possible so the opponents cannot go alone for the game.",
    ["Td", "Ks", "Qs", "Ac", "9h"], "9d", ["Pass", "Pass"])
pos("r1-seat1-9-8-no-risk.egn", 1, "round1", [8, 9], ["Pass"], ["andrews"],
    "Leading 9-8, a side does not risk a euchre (which loses the game 10-9) on a borderline hand.",
    ["Qs", "Ts", "Ah", "Kd", "9c"], "9s")

# ---- Round 2: next, reverse next, by seat ----
pos("r2-seat1-next-two-and-ace.egn", 1, "round2", [0, 0], ["h"], ["ohio_next", "ohio_round2"],
    "First seat calls next (the suit of the turned-down card's colour) with two of it and an off-suit ace.",
    ["Kh", "9h", "Ac", "Qs", "Td"], "9d", R1_ALL)
pos("r2-seat1-next-after-jack.egn", 1, "round2", [4, 4], ["c"], ["vegas_next"],
    "After the dealer turns down a black jack, first seat calls next with the king and nine, a side ace and a void.",
    ["Kc", "9c", "Ah", "Qd", "Td"], "Js", R1_ALL)
pos("r2-seat2-reverse-next.egn", 2, "round2", [2, 1], ["s"], ["ohio_round2"],
    "Second seat calls reverse next (the other colour) with at least king-nine and an off-suit ace.",
    ["Ks", "9s", "Ad", "Qc", "Td"], "9h", R1_ALL + ["Pass"])
pos("r2-seat3-next-three.egn", 3, "round2", [5, 3], ["s"], ["ohio_round2", "ohio_next"],
    "Third seat calls next; three or more of next is a fairly safe call.",
    ["As", "Ks", "Ts", "Ah", "9d"], "Qc", R1_ALL + ["Pass", "Pass"])
pos("r2-seat1-next-three.egn", 1, "round2", [1, 4], ["d"], ["ohio_next"],
    "Three or more cards of next is a fairly safe next call.",
    ["Ad", "Qd", "9d", "Kc", "9s"], "Th", R1_ALL)

# ---- Lone hands, and not going alone when fewer points win ----
pos("loner-r2-seat1.egn", 1, "loner", [3, 2], ["c alone"], ["ohio_round2", "lapp"],
    "First seat in round 2 is the strongest place for a lone call; go alone whenever you can (commandment IX).",
    ["Jc", "Js", "Ac", "Kc", "Ah"], "9h", R1_ALL)
pos("loner-seat1-at-9.egn", 1, "loner", [5, 9], ["Order"], ["lapp", "ohio_errors"],
    "Go alone whenever you can unless your side has eight or nine points: at 9 one point wins.",
    ["Js", "Jc", "As", "Ks", "Ah"], "9s")
pos("loner-seat3-at-8.egn", 3, "loner", [3, 8], ["Order"], ["lapp"],
    "Go alone whenever you can unless your side has eight or nine points: at 8 a march with partner wins.",
    ["Jh", "Jd", "Ah", "Ac", "Ks"], "9h", ["Pass", "Pass"])
pos("loner-seat1-go-alone.egn", 1, "loner", [0, 0], ["Order alone"], ["lapp"],
    "Go alone whenever you can (commandment IX): both bowers, the ace and king of trump and an off ace.",
    ["Jh", "Jd", "Ah", "Kh", "As"], "Th")
pos("loner-seat2-four-trumps.egn", 2, "loner", [2, 4], ["Order alone"], ["eu_assist"],
    "The dealer's partner goes alone with four trumps (partner takes one more down, two are unaccounted for).",
    ["Jd", "Ad", "Kd", "9d", "Ac"], "Qd", ["Pass"])
pos("loner-dealer-lay-down.egn", 0, "loner", [4, 4], ["Order alone"], ["wikipedia"],
    "A lay-down (both bowers and the ace, king, queen of trump) is a hand one typically plays alone.",
    ["Js", "Jc", "As", "Ks", "9d"], "Qs", R1_PASS3)

# ---- The dealer's discard ----
pos("discard-andrews-hand.egn", 0, "discard", [0, 0], ["discard Qd"], ["andrews", "euchreinfo_discard"],
    "Andrews' dealer discards the queen of diamonds: a void, the lowest card, the ace kept.",
    ["Js", "As", "Ac", "Kh", "Qd"], "Ks", R1_PASS3 + ["Order"])
pos("discard-euchreinfo-example.egn", 0, "discard", [0, 0], ["discard Qh"], ["euchreinfo_discard"],
    "The article's own example: ordered up in spades holding A-9 of diamonds, Q of hearts, 10 of clubs, 9 of spades, discard the Qh (a void in a green suit).",
    ["Ad", "9d", "Qh", "Tc", "9s"], "Ts", ["Order"])
pos("discard-keep-the-ace.egn", 0, "discard", [6, 5], ["discard Qd"], ["euchreinfo_discard"],
    "Do not discard trump or a side ace; when the only void would cost the ace, discard the lowest card.",
    ["Jh", "Th", "Ac", "Kd", "Qd"], "9h", ["Pass", "Pass", "Order"])
pos("discard-ohio-king-nine.egn", 0, "discard", [2, 2], ["discard 9d"], ["ohio_discard"],
    "Ordered by an opponent with A-K-9 and K-9 off-suit, discard the 9 from the K-9 (the king can go later for a void).",
    ["Ah", "Kh", "9h", "Kd", "9d"], "9s", ["Order"])
pos("discard-green-void.egn", 0, "discard", [0, 0], ["discard Kh"], ["ohio_discard"],
    "Create a void first, in a green suit rather than next, even by discarding a singleton green king.",
    ["Jc", "Qc", "Kh", "Qs", "Ad"], "Tc", R1_PASS3 + ["Order"])

# ---- Opening leads ----
pos("lead-maker-right-bower.egn", 1, "lead", [0, 0], ["Js"], ["lapp", "ohio_errors"],
    "When you have ordered trump, lead your right bower (commandment VII; not leading trump on your own call is an error).",
    ["Js", "As", "Ts", "Ah", "9d"], "9s", ["Order"], discard="Xx")
pos("lead-trump-to-partner.egn", 1, "lead", [3, 5], ["Tc"], ["lapp", "ohio_errors"],
    "Lead trump to your partner's order (commandment V).",
    ["Tc", "Ah", "Kd", "9d", "Qs"], "9c", ["Pass", "Pass", "Order"], discard="Xx")
pos("lead-andrews-west.egn", 1, "lead", [0, 0], ["Jd", "Tc", "Qh"], ["andrews", "lapp"],
    "Andrews' hand: the eldest's lead of the 9 of trump into the dealer-maker was poor (the diamond jack was much better); do not lead trump to an opponent's order (commandment VI). The article gives West's 9s, 10s and Jd; the 10c and Qh are ours.",
    ["9s", "Ts", "Jd", "Tc", "Qh"], "Ks", R1_PASS3 + ["Order"], discard="Xx")
pos("lead-loner-two-aces.egn", 1, "lead", [2, 3], ["Ac", "Ad"], ["eu_lonedef"],
    "Against a loner, with two singleton aces lead one of them (so you are not squeezed at the end).",
    ["Ac", "Ad", "Qh", "Th", "9h"], "9s", R1_PASS3 + ["Order"], alone=True, discard="Xx")
pos("lead-loner-hold-the-ace.egn", 1, "lead", [4, 1], ["Qh", "Th", "9h"], ["eu_lonedef"],
    "Against a loner, hold a singleton ace to the end and lead from your long suit.",
    ["Ac", "Qh", "Th", "9h", "Kd"], "9s", R1_PASS3 + ["Order"], alone=True, discard="Xx")
pos("lead-loner-not-the-right.egn", 1, "lead", [1, 1], ["Kh", "9h", "Qd", "9c"], ["ohio_lonedef", "ohio_errors"],
    "Against a loner, do not lead the right bower (it stops the march but pulls partner's trump); leading trump against a loner is an error.",
    ["Js", "Kh", "9h", "Qd", "9c"], "Ts", R1_PASS3 + ["Order"], alone=True, discard="Xx")
pos("lead-loner-third-seat-next.egn", 2, "lead", [0, 0], ["9s"], ["ohio_lonedef"],
    "Against a third-seat loner, the dealer's partner leads next, be it a nine or an ace (the record's rules: the first active seat left of the dealer leads).",
    ["9s", "Ah", "Kd", "Td", "Qh"], "Qc", ["Pass", "Pass", "Order"], alone=True, discard="Xx",
    ruleset={"std": False})

# ---- Following and defence ----
pos("play-andrews-south-ace.egn", 0, "play", [0, 0], ["Ac"], ["andrews"],
    "Andrews' hand, trick 3: after two rounds of trump the maker cashes the side ace before the last trump, so a left bower in West's hand cannot cost three tricks.",
    ["Js", "As", "Ac", "Kh", "Qd"], "Ks", R1_PASS3 + ["Order"], discard="Qd",
    tricks=[["9s", "Qs", "9c", "As"], ["Js", "Ts", "9d", "9h"]])
pos("play-defender-partner-ace.egn", 0, "play", [2, 6], ["9s"], ["wikipedia", "lapp"],
    "Playing last, do not trump partner's winning ace: throw a low off-suit card (commandment III).",
    ["Qh", "9h", "As", "9s", "Kd"], "Th", ["Order"], discard="Kd",
    tricks=[["9c", "Ac", "Kc"]])
pos("play-maker-partner-ace.egn", 0, "play", [0, 0], ["Qd"], ["wikipedia", "lapp"],
    "Playing last, the maker does not trump partner's winning ace: throw a low off-suit card.",
    ["Js", "Ts", "Ac", "Qd", "9h"], "9s", R1_PASS3 + ["Order"], discard="9h",
    tricks=[["Th", "Ah", "Kh"]])
pos("play-maker-duck.egn", 2, "play", [0, 0], ["Tc", "9d"], ["ohio_duck"],
    "The maker who needs partner's help throws off a card that will never take a trick rather than trumping second hand.",
    ["Qh", "Th", "Tc", "9d", "Ad"], "Ah", ["Pass", "Order"], discard="Xx",
    tricks=[["Ks"]])
pos("play-trump-partner-king.egn", 3, "play", [1, 2], ["Qh", "Th"], ["lapp"],
    "Trump your partner's king (commandment IV): the ace may be behind it.",
    ["Qh", "Th", "Ad", "Ts", "9s"], "9h", R1_PASS3 + ["Order"], discard="Xx",
    tricks=[["Kc", "9c"]])
pos("play-loner-keep-the-queen.egn", 1, "play", [0, 0], ["Ad"], ["ohio_lonedef"],
    "Against a loner, keep the card that guards the maker's likely second card (his ace of clubs was cashed, so he probably holds another club): keep the boss queen of clubs, throw the ace of diamonds. The hands beyond the cards the article names are ours.",
    ["Qs", "Js", "Kc", "Qc", "Ad"], "Qh", R1_PASS3 + ["Order"], alone=True, discard="Xx",
    tricks=[["Qs", "Ts", "Qh"], ["Jh", "Js", "9h"], ["Ac", "Kc", "9d"], ["Kh"]])


def record(p):
    hands = [["Xx"] * 5 for _ in range(4)]
    hands[p["seat"]] = p["hand"]
    bidding = {"phaseNumber": 0, "type": "EUCHRE_BIDDING", "calls": p["calls"]}
    if p["alone"] is not None:
        bidding["isAlone"] = p["alone"]
    if p["discard"] is not None:
        bidding["discard"] = p["discard"]
    phases = [bidding]
    if p["tricks"]:
        phases.append({"phaseNumber": 1, "type": "TRICK_PLAY", "tricks": p["tricks"]})
    return {
        "fileType": "Euchre Game Notation",
        "version": "1.4",
        "metadata": {
            "title": p["file"][:-4],
            "description": p["advice"],
            "players": ["Seat 0", "Seat 1", "Seat 2", "Seat 3"],
            "initialScore": p["score"],
            "ruleset": p["ruleset"],
        },
        "deals": [{
            "dealNumber": 0,
            "initialState": {"dealer": p["dealer"], "upCard": p["up"], "playerCards": hands},
            "phases": phases,
        }],
    }


def main():
    manifest = {"about": "Positions from published expert advice; see docs/notebook/expert-experiments.md, 'Published positions'. "
                         "Each expected list holds the actions the advice accepts, in `euchre hint --json` words.",
                "sources": SOURCES, "positions": []}
    for p in P:
        with open(p["file"], "w") as f:
            json.dump(record(p), f, indent=2)
            f.write("\n")
        manifest["positions"].append({k: p[k] for k in ("file", "seat", "category", "score", "expected", "sources", "advice")})
    with open("positions.json", "w") as f:
        json.dump(manifest, f, indent=2)
        f.write("\n")
    print(len(P), "positions")


if __name__ == "__main__":
    main()
