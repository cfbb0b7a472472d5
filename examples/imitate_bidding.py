#!/usr/bin/python3
"""Learns a bidding policy by imitating the expert, with numpy alone, and
measures it against the point count in duplicate (docs/python.md, "Examples").

1. The expert (expert:1, or --expert) bids in self-play; every round-1 and round-2
   decision is recorded from the seat's observation tensor.
2. Each decision is seen suit by suit: the hand is relabelled so that the
   candidate trump is suit 0 and its partner suit (the left bower's) suit 1,
   and a logistic regression learns "would the expert make this suit trump
   here" from the relabelled cards, the up-card and the seat from the dealer
   (and a second one "alone, given that it makes it").
3. A team bidding with the model (and playing its cards like the point-count
   player) meets the point-count player (`basic`) on the same deals with the
   seats swapped (duplicate): points per deal with a 95% interval.

    PYTHONPATH=build/release/python /usr/bin/python3 examples/imitate_bidding.py [--train N] [--boards N]
"""
import argparse

import numpy as np

import euchre
from euchre.distributed import mean_interval

# Observation slices by name (they move when ENCODING_VERSION changes).
_SLICES = {name: offset for name, offset, _size, _meaning in euchre.observation_slices()}
HAND, UP_CARD, DEALER = _SLICES["hand"], _SLICES["up_card"], _SLICES["dealer"]
CALL_FIRST, ORDER, ORDER_ALONE = 3, 1, 2


def relabel(suit, trump):
    """Suit order seen from a candidate trump: trump 0, its colour partner 1, the others 2, 3."""
    if suit == trump:
        return 0
    if suit == 3 - trump:
        return 1
    others = [s for s in range(4) if s not in (trump, 3 - trump)]
    return 2 + others.index(suit)


JACK, ACE = 4, 7


def features(observation, trump, round_one):
    """Cards (24 natural cards of the 9..A deck) relabelled from `trump`, the
    up-card likewise (round 1), the seat from the dealer, counts a player
    would name (trumps with the left bower, side aces, suits held), each
    count by seat, and a bias."""
    f = np.zeros(24 + 24 + 4 + 2 + 4 * 3, dtype=np.float64)
    trumps = side_aces = 0
    suits = set()
    for card in np.flatnonzero(observation[HAND:HAND + 32]):
        suit, rank = divmod(int(card), 8)
        if rank >= 2:
            f[relabel(suit, trump) * 6 + rank - 2] = 1
        is_trump = suit == trump or (suit == 3 - trump and rank == JACK)
        trumps += is_trump
        side_aces += (not is_trump) and rank == ACE
        suits.add(trump if is_trump else suit)
    dealer_rel = int(np.flatnonzero(observation[DEALER:DEALER + 5])[0])
    seat = (-dealer_rel) % 4  # 0: the observer deals, 1: left of the dealer, ...
    if round_one:
        up = int(np.flatnonzero(observation[UP_CARD:UP_CARD + 32])[0])
        f[24 + relabel(up // 8, trump) * 6 + up % 8 - 2] = 1
        if seat == 0:
            trumps += 1  # the dealer picks the up-card up
    f[48 + seat] = 1
    f[52] = 1 if round_one else 0
    f[53] = 1
    f[54 + seat * 3:57 + seat * 3] = (trumps, side_aces, len(suits))
    return f


def candidates(state):
    """(action, trump, round one?) for every way to make trump now."""
    legal = state.legal_actions()
    if state.phase() == "bidding round 1":
        up = int(np.flatnonzero(state.observation_tensor()[UP_CARD:UP_CARD + 32])[0])
        return [(ORDER, up // 8, True)] if ORDER in legal else []
    return [(a, (a - CALL_FIRST) // 2, False) for a in legal if CALL_FIRST <= a < CALL_FIRST + 8 and (a - CALL_FIRST) % 2 == 0]


def collect(game, deals, seed, expert):
    """Rows (features, 1 if the expert made that trump, 1 if alone) from the expert's bidding."""
    rows, labels, alone = [], [], []
    for episode in range(deals):
        state = game.new_initial_state(episode)
        bots = [euchre.Bot(expert, seed * 7919 + episode * 4 + s) for s in range(4)]
        while not state.is_terminal() and state.phase().startswith("bidding"):
            observation = state.observation_tensor()
            action = bots[state.current_player()](state)
            for candidate, trump, round_one in candidates(state):
                made = action == candidate or action == candidate + 1  # ORDER_ALONE is ORDER + 1
                rows.append(features(observation, trump, round_one))
                labels.append(1.0 if made else 0.0)
                alone.append(1.0 if action == candidate + 1 else 0.0)
            state.apply_action(action)
    return np.array(rows), np.array(labels), np.array(alone)


def fit_logistic(x, y, steps=4000, rate=0.1, l2=1e-3):
    w = np.zeros(x.shape[1])
    for _ in range(steps):
        p = 1 / (1 + np.exp(-x @ w))
        w -= rate * (x.T @ (p - y) / len(y) + l2 * w)
    return w


class LearnedBidder:
    """Bids with the model, plays like the point count."""

    def __init__(self, weights, alone_weights, seed):
        self.weights, self.alone_weights = weights, alone_weights
        self.basic = euchre.Bot("basic", seed)

    def __call__(self, state):
        if not state.phase().startswith("bidding"):
            return self.basic(state)
        observation = state.observation_tensor()
        scored = [(1 / (1 + np.exp(-features(observation, trump, r1) @ self.weights)), action,
                   features(observation, trump, r1)) for action, trump, r1 in candidates(state)]
        legal = state.legal_actions()
        if scored:
            best_p, best_action, f = max(scored, key=lambda row: row[0])
            if best_p > 0.5 or 0 not in legal:  # 0 is pass; a stuck dealer must call
                alone = f @ self.alone_weights > 0 and best_action + 1 in legal
                return best_action + 1 if alone else best_action
        return 0


def duplicate(game, weights, alone_weights, boards, seed):
    """Points per deal of the learned bidders' side, each board played twice with the seats swapped."""
    points = []
    for board in range(boards):
        total = 0.0
        for learned_seats in ((0, 2), (1, 3)):
            state = game.new_initial_state(board)
            bots = [LearnedBidder(weights, alone_weights, seed + 4 * board + s) if s in learned_seats
                    else euchre.Bot("basic", seed + 4 * board + s) for s in range(4)]
            returns = euchre.evaluate_bots(state, bots)
            total += returns[learned_seats[0]]
        points.append(total / 2)
    return mean_interval(points)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--train", type=int, default=3000, help="self-play deals the expert bids")
    parser.add_argument("--boards", type=int, default=2000, help="duplicate boards of the evaluation")
    parser.add_argument("--expert", default="expert:1", help="the bot imitated")
    args = parser.parse_args()
    train = euchre.load_game("euchre", preset="standard", seed=euchre.TRAIN_SEEDS[0] + 1)
    x, y, alone = collect(train, args.train, 1, args.expert)
    weights = fit_logistic(x, y)
    made = y > 0.5
    alone_weights = fit_logistic(x[made], alone[made])  # alone, given that it makes trump
    accuracy = float(((x @ weights > 0) == (y > 0.5)).mean())
    print(f"expert decisions seen suit by suit: {len(y)}, made trump: {int(y.sum())} (alone {int(alone.sum())}), "
          f"training accuracy {accuracy:.3f}")
    test = euchre.load_game("euchre", preset="standard", seed=euchre.TEST_SEEDS[0])
    mean, low, high = duplicate(test, weights, alone_weights, args.boards, 11)
    print(f"learned bidding + point-count play against the point count, {args.boards} duplicate boards: "
          f"{mean:+.3f} points per deal, 95% interval [{low:+.3f}, {high:+.3f}]")


if __name__ == "__main__":
    main()
