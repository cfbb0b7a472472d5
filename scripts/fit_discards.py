#!/usr/bin/env python3
"""Fits the discard model (src/bots/discard_model.h) to the dealers' discards
and to the sloughs in EGN records of self-play.

    euchre selfplay --games 250 --seed 1000 --bots expert --out /tmp/a
    euchre selfplay --games 250 --seed 5000 --bots expert --out /tmp/b
    python3 scripts/fit_discards.py /tmp/a /tmp/b

Each discard is one choice among the dealer's six cards (the five dealt and
the up-card; trump is the up-card's suit). A card's kind is Void (a side
suit's only card, not an ace), Low (the lowest card of a longer side suit,
not an ace), High (another side card, not an ace), Ace (a side ace) or Trump;
the chance of a card is its kind's preference over the six cards' sum (a
conditional logit by kind, Low fixed at 1), fitted by maximum likelihood.
A slough is a side card thrown by a seat void in the led suit; it is one
choice among the seat's side (non-trump) cards, by the same kinds.
Standard rules only (24 cards, no Benny). Prints the preferences for
discard_model.cpp.
"""
import glob
import json
import math
import sys

RANKS = "9TJQKA"
SAME_COLOUR = {"c": "s", "s": "c", "h": "d", "d": "h"}
KINDS = ["void", "low", "high", "ace", "trump"]


def suit_of(card, trump):
    if card[0] == "J" and card[1] == SAME_COLOUR[trump]:
        return trump  # the left bower
    return card[1]


def kind(card, hand, trump):
    suit = suit_of(card, trump)
    if suit == trump:
        return "trump"
    if card[0] == "A":
        return "ace"
    same = [c for c in hand if suit_of(c, trump) == suit]
    if len(same) == 1:
        return "void"
    lowest = min(same, key=lambda c: RANKS.index(c[0]))
    return "low" if lowest == card else "high"


def deals(directories):
    """Every deal of every record in the directories."""
    for directory in directories:
        for path in sorted(glob.glob(directory + "/*.egn")):
            with open(path) as f:
                yield from json.load(f)["deals"]


def discards(directories):
    for deal in deals(directories):
        start = deal["initialState"]
        up = start["upCard"]
        hand = start["playerCards"][start["dealer"]] + [up]
        for phase in deal["phases"]:
            if phase.get("discard"):
                yield [kind(c, hand, up[1]) for c in hand], kind(phase["discard"], hand, up[1])


def trump_of(calls, up):
    """The trump suit named by a deal's calls (None when all passed)."""
    for call in calls:
        word = call.split()[0]
        if word == "Order":
            return up[1]
        if word in ("c", "d", "h", "s"):
            return word
    return None


def sloughs(directories):
    for deal in deals(directories):
        start = deal["initialState"]
        up = start["upCard"]
        hands = [set(h) for h in start["playerCards"]]
        bidding = next((p for p in deal["phases"] if p["type"] == "EUCHRE_BIDDING"), None)
        play = next((p for p in deal["phases"] if p["type"] == "TRICK_PLAY"), None)
        if bidding is None or play is None:
            continue
        trump = trump_of(bidding.get("calls", []), up)
        if trump is None:
            continue
        if bidding.get("discard"):
            hands[start["dealer"]].add(up)
            hands[start["dealer"]].discard(bidding["discard"])
        for trick in play["tricks"]:
            led = suit_of(trick[0], trump)
            for card in trick:
                seat = next(p for p in range(4) if card in hands[p])
                hand = sorted(hands[seat])
                void = not any(suit_of(c, trump) == led for c in hand)
                side = [c for c in hand if suit_of(c, trump) != trump]
                if card != trick[0] and void and suit_of(card, trump) != trump and len(side) >= 2:
                    yield [kind(c, hand, trump) for c in side], kind(card, hand, trump)
                hands[seat].discard(card)


def fit(observations, steps=3000, rate=5.0):
    utility = {k: 0.0 for k in KINDS}
    for _ in range(steps):
        gradient = {k: 0.0 for k in KINDS}
        for kinds, chosen in observations:
            z = sum(math.exp(utility[k]) for k in kinds)
            gradient[chosen] += 1
            for k in kinds:
                gradient[k] -= math.exp(utility[k]) / z
        for k in KINDS:
            if k != "low":
                utility[k] += rate * gradient[k] / len(observations)
    return utility


def report(name, observations):
    if not observations:
        sys.exit(f"no {name} found in " + " ".join(sys.argv[1:]))
    utility = fit(observations)
    loglik = sum(utility[c] - math.log(sum(math.exp(utility[k]) for k in ks)) for ks, c in observations)
    print(f"{len(observations)} {name}, log-likelihood {loglik:.1f}")
    for k in KINDS:
        if any(k in ks for ks, _ in observations):
            print(f"  {k:6s} {math.exp(utility[k]):.4g}")


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    report("discards", list(discards(sys.argv[1:])))
    report("sloughs", list(sloughs(sys.argv[1:])))


if __name__ == "__main__":
    main()
