#!/usr/bin/env python3
"""Fits the discard model (src/bots/discard_model.h) to the dealers' discards
in EGN records of self-play.

    euchre selfplay --games 250 --seed 1000 --bots expert --out /tmp/a
    euchre selfplay --games 250 --seed 5000 --bots expert --out /tmp/b
    python3 scripts/fit_discards.py /tmp/a /tmp/b

Each discard is one choice among the dealer's six cards (the five dealt and
the up-card; trump is the up-card's suit). A card's kind is Void (a side
suit's only card, not an ace), Low (the lowest card of a longer side suit,
not an ace), High (another side card, not an ace), Ace (a side ace) or Trump;
the chance of a card is its kind's preference over the six cards' sum (a
conditional logit by kind, Low fixed at 1), fitted by maximum likelihood.
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


def discards(directories):
    for directory in directories:
        for path in sorted(glob.glob(directory + "/*.egn")):
            with open(path) as f:
                game = json.load(f)
            for deal in game["deals"]:
                start = deal["initialState"]
                up = start["upCard"]
                hand = start["playerCards"][start["dealer"]] + [up]
                for phase in deal["phases"]:
                    if phase.get("discard"):
                        yield [kind(c, hand, up[1]) for c in hand], kind(phase["discard"], hand, up[1])


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


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    observations = list(discards(sys.argv[1:]))
    if not observations:
        sys.exit("no discards found in " + " ".join(sys.argv[1:]))
    utility = fit(observations)
    loglik = sum(utility[c] - math.log(sum(math.exp(utility[k]) for k in ks)) for ks, c in observations)
    print(f"{len(observations)} discards, log-likelihood {loglik:.1f}")
    for k in KINDS:
        print(f"{k:6s} {math.exp(utility[k]):.4g}")


if __name__ == "__main__":
    main()
