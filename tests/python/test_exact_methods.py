"""Exact methods on the short deck (docs/python.md, "Exact methods on the
small variant"): the deal's whole tree, tabular CFR and exact best-response
exploitability from euchre.algorithms, first checked on a game small enough
to solve by hand."""
import math
import time

import numpy as np
import pytest

import euchre
from euchre import algorithms

# ---- a game solved by hand: the biased coin ----


class CoinState:
    """Chance tosses a coin, heads (1) with probability 3/4; player 0 sees it
    and says 0 or 1; player 1 hears only what was said and guesses the coin.
    Player 0 wins 1 when the guess is wrong and loses 1 when it is right."""

    def __init__(self, history=()):
        self.history = tuple(history)

    def is_chance_node(self):
        return not self.history

    def is_terminal(self):
        return len(self.history) == 3

    def chance_outcomes(self):
        return [(0, 0.25), (1, 0.75)]

    def current_player(self):
        return len(self.history) - 1

    def legal_actions(self):
        return [0, 1]

    def information_state_string(self):
        if len(self.history) == 1:
            return f"player 0 sees the coin {self.history[0]}"
        return f"player 1 hears {self.history[1]}"

    def child(self, action):
        return CoinState(self.history + (action,))

    def returns(self):
        coin, _, guess = self.history
        return [1.0, -1.0] if guess != coin else [-1.0, 1.0]


@pytest.fixture(scope="module")
def coin_tree():
    return algorithms.GameTree(CoinState())


def test_best_response_on_the_coin_game_matches_the_hand_computed_values(coin_tree):
    uniform = coin_tree.policy_dict(coin_tree.uniform_policy())
    # Both uniform: every guess is right half the time, so each expects 0.
    assert algorithms.expected_returns(coin_tree, uniform) == pytest.approx((0.0, 0.0))
    # Player 1 against a uniform player 0: what is said tells nothing, so he
    # guesses the likelier heads and is right 3/4 of the time: 3/4 - 1/4 = 1/2.
    value, response = algorithms.best_response(coin_tree, uniform, 1)
    assert value == pytest.approx(0.5)
    for key in ("player 1 hears 0", "player 1 hears 1"):
        i = coin_tree.infoset_keys.index(key)
        assert list(response[i]) == [0.0, 1.0], key
    # Player 0 against a uniform guesser: right half the time whatever he says: 0.
    assert algorithms.best_response(coin_tree, uniform, 0)[0] == pytest.approx(0.0)
    # NashConv 0 + 1/2, exploitability half of it.
    assert algorithms.exploitability(coin_tree, uniform) == pytest.approx(0.25)
    # A truthful player 0 is read exactly: the guesser takes every coin (1);
    # against a guesser who always says heads player 0 loses 3/4 - 1/4 = 1/2.
    truthful = dict(uniform, **{"player 0 sees the coin 0": {0: 1.0, 1: 0.0},
                                "player 0 sees the coin 1": {0: 0.0, 1: 1.0}})
    assert algorithms.best_response(coin_tree, truthful, 1)[0] == pytest.approx(1.0)
    heads = dict(uniform, **{"player 1 hears 0": {0: 0.0, 1: 1.0}, "player 1 hears 1": {0: 0.0, 1: 1.0}})
    assert algorithms.best_response(coin_tree, heads, 0)[0] == pytest.approx(-0.5)


@pytest.mark.parametrize("plus", [False, True])
def test_cfr_solves_the_coin_game(coin_tree, plus):
    # The game's value for player 0 is -1/2: saying anything unrelated to the
    # coin leaves the guesser his 3/4 on heads, and nothing gives him more.
    solver = algorithms.CFRSolver(coin_tree, plus=plus).run(200)
    policy = solver.average_policy()
    assert algorithms.exploitability(coin_tree, policy) < 0.01
    assert algorithms.expected_returns(coin_tree, policy)[0] == pytest.approx(-0.5, abs=0.02)
    assert policy["player 1 hears 0"][1] > 0.95 and policy["player 1 hears 1"][1] > 0.95


def test_bad_policies_are_refused_by_name(coin_tree):
    uniform = coin_tree.policy_dict(coin_tree.uniform_policy())
    missing = {k: v for k, v in uniform.items() if k != "player 1 hears 1"}
    with pytest.raises(ValueError, match="no entry for information state 'player 1 hears 1'"):
        algorithms.exploitability(coin_tree, missing)
    with pytest.raises(ValueError, match="sums to 0.5"):
        algorithms.exploitability(coin_tree, dict(uniform, **{"player 1 hears 0": {0: 0.5}}))
    with pytest.raises(ValueError, match="action 7"):
        algorithms.exploitability(coin_tree, dict(uniform, **{"player 1 hears 0": {7: 1.0}}))


def test_games_that_do_not_fit_are_refused():
    with pytest.raises(ValueError, match="zero-sum"):
        class Unfair(CoinState):
            def returns(self):
                return [1.0, 1.0]

            def child(self, action):
                return Unfair(self.history + (action,))
        algorithms.GameTree(Unfair())
    with pytest.raises(ValueError, match="two players"):
        algorithms.GameTree(euchre.load_game("euchre", preset="standard", seed=1).new_initial_state())


# ---- the short deck ----

SHORT = {"preset": "two-handed", "deck": 8}
SHORT_CARDS = {euchre.card_to_string(c) for c in range(32)
               if c // 8 in (0, 3) and c % 8 >= 4}  # jack to ace (ranks 4..7) of clubs (0) and spades (3)


def test_short_deck_deals_conserve_cards(rng):
    game = euchre.load_game("euchre", explicit_chance=True, seed=3, **SHORT)
    assert game.num_players() == 2 and game.max_chance_outcomes() == 8
    assert {euchre.card_to_string(c) for c in range(33)} >= SHORT_CARDS and len(SHORT_CARDS) == 8
    for _ in range(50):
        state = game.new_initial_state()
        while state.is_chance_node():
            outcomes = state.chance_outcomes()
            assert sum(p for _, p in outcomes) == pytest.approx(1.0)
            assert len({p for _, p in outcomes}) == 1  # equally likely
            state.apply_action(outcomes[int(rng.integers(len(outcomes)))][0])
        deal = state.deal()
        cards = [c for hand in deal["hands"] for c in hand] + [deal["up_card"]] + list(deal["kitty"])
        assert [len(h) for h in deal["hands"]] == [3, 3] and len(deal["kitty"]) == 1
        assert sorted(euchre.card_to_string(c) for c in cards) == sorted(SHORT_CARDS)
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply_action(legal[int(rng.integers(len(legal)))])
        assert sum(state.returns()) == 0 and abs(state.returns()[0]) in (0, 1, 2)


def test_best_response_on_one_short_deal_is_worked_out_by_hand():
    # Card codes: suit * 8 + rank, clubs 0 and spades 3, jack 4 .. ace 7.
    jc, qc, kc, ac, js, qs, ks, as_ = 4, 5, 6, 7, 28, 29, 30, 31
    game = euchre.load_game("euchre", **SHORT)
    # Seat 0 deals himself Qc Qs Ks; seat 1 holds Jc Js Ac; Kc is turned, As hidden.
    state = game.new_initial_state_from_deal(0, [[qc, qs, ks], [jc, js, ac]], kc, [as_])
    tree = algorithms.GameTree(state)
    uniform = tree.uniform_policy()
    # Seat 1 can always march, 2 points, the most a deal gives: ordering up
    # makes clubs trump and he leads Jc, Js, Ac, the three best trumps; if
    # the dealer orders up after his pass he euchres him the same way (2);
    # if both pass he names spades and leads Js, Jc (the two best trumps)
    # and Ac, which the dealer's Qc must follow. So his best response is worth 2.
    assert algorithms.best_response(tree, uniform, 1)[0] == pytest.approx(2.0)
    # Played at random he is worth less: a random lead can lose a trick.
    assert algorithms.expected_returns(tree, uniform)[1] < 2.0


@pytest.fixture(scope="module")
def short_tree():
    game = euchre.load_game("euchre", explicit_chance=True, **SHORT)
    started = time.perf_counter()
    tree = algorithms.GameTree(game.new_initial_state(), merge_key=algorithms.deal_key)
    print(f"short deck tree: {tree.num_nodes} nodes, {tree.num_infosets} information sets, "
          f"{time.perf_counter() - started:.1f} s")
    return tree


def test_the_tree_holds_every_deal_once(short_tree):
    # The root's chance outcomes are the distinct deals: 2 dealers x
    # 8! / (3! 3! 1! 1!) = 1,120 ways to split eight cards into two hands of
    # three, the up-card and the kitty, each 1 / 2,240.
    start, end = short_tree.levels[1]
    assert end - start == 2 * math.factorial(8) // (math.factorial(3) ** 2)
    assert np.allclose(short_tree.chance_prob[start:end], 1 / 2240)
    assert short_tree.kind[0] == algorithms.CHANCE and (short_tree.kind[start:end] == algorithms.DECISION).all()


# What docs/python.md quotes: CFR+ from the uniform policy, exploitability
# after 2, 5 and 10 iterations measured 0.418, 0.101 and 0.0283 (the
# arithmetic is deterministic; the bound leaves room for rounding only).
CFR_PLUS_CHECKPOINTS = (2, 5, 10)
EXPLOITABILITY_BOUND = 0.03


def test_cfr_on_the_short_deck_converges(short_tree):
    start = algorithms.exploitability(short_tree, short_tree.uniform_policy())
    assert 0.8 < start < 0.9  # uniform play leaves most of a point a deal to a best response (0.845)
    solver = algorithms.CFRSolver(short_tree, plus=True)
    seen = []
    for checkpoint in CFR_PLUS_CHECKPOINTS:
        solver.run(checkpoint - solver.iterations)
        seen.append(algorithms.exploitability(short_tree, solver.average_policy_matrix()))
    assert all(later < earlier for earlier, later in zip([start] + seen, seen)), seen
    assert seen[-1] < EXPLOITABILITY_BOUND, seen
    # Seat 0 deals half the deals: by that symmetry the game is worth 0 to him.
    assert abs(algorithms.expected_returns(short_tree, solver.average_policy_matrix())[0]) < seen[-1]


def test_a_short_deck_record_round_trips(rng):
    game = euchre.load_game("euchre", seed=5, **SHORT)
    for episode in range(20):
        state = game.new_initial_state(episode)
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply_action(legal[int(rng.integers(len(legal)))])
        text = state.to_egn(["Ann", "Bob"])
        assert '"deck": "8"' in text and "min_rank" not in text  # EGN has no short deck: x-euchre carries it
        (deal,) = euchre.read_egn(text)
        assert deal["hands"] == state.deal()["hands"] and deal["actions"] == state.history()
        again = game.new_initial_state_from_deal(deal["dealer"], deal["hands"], deal["up_card"], deal["kitty"])
        for action in deal["actions"]:
            again.apply_action(action)
        assert again.returns() == state.returns()
