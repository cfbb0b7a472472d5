"""pyspiel's idioms that real code calls: get_type(), pickling and deepcopy
of games and states, State.num_players(), resample_from_infostate (the
world sampler) and the bots' policies."""
import copy
import pickle
import random
import types

import numpy as np
import pytest

import euchre

from conftest import PRESETS, play_random


def same_state(a, b):
    """Equal as far as anything a caller can ask shows."""
    assert a.history() == b.history()
    assert a.serialize() == b.serialize()
    assert a.current_player() == b.current_player() and a.is_terminal() == b.is_terminal()
    assert a.legal_actions() == b.legal_actions()
    assert a.returns() == b.returns()
    for p in range(a.num_players()):
        assert np.array_equal(a.observation_tensor(p), b.observation_tensor(p))
        assert np.array_equal(a.information_state_tensor(p), b.information_state_tensor(p))
        assert a.information_state_string(p) == b.information_state_string(p)


def test_get_type_has_pyspiels_fields():
    game = euchre.load_game("euchre", preset="three-handed")
    t = game.get_type()
    assert t.short_name == "euchre" and t.long_name
    assert t.dynamics == euchre.GameType.Dynamics.SEQUENTIAL
    assert t.chance_mode == euchre.GameType.ChanceMode.SAMPLED_STOCHASTIC
    assert euchre.load_game("euchre", explicit_chance=True).get_type().chance_mode == \
        euchre.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert t.information == euchre.GameType.Information.IMPERFECT_INFORMATION
    assert t.utility == euchre.GameType.Utility.ZERO_SUM
    assert t.reward_model == euchre.GameType.RewardModel.TERMINAL
    assert t.min_num_players == 2 and t.max_num_players == 4
    assert t.provides_information_state_string and t.provides_information_state_tensor
    assert t.provides_observation_string and t.provides_observation_tensor
    assert not t.provides_factored_observation_string
    assert "preset" in t.parameter_specification
    assert game.new_initial_state().get_type() == t


def mcts_like_search(game, state, simulations, random_state):
    """What OpenSpiel's MCTSBot and RandomRolloutEvaluator call, in their
    order (OpenSpiel is not installed here: its calls are reproduced, with
    `pyspiel` standing for this module)."""
    pyspiel = types.SimpleNamespace(GameType=euchre.GameType)
    game_type = game.get_type()
    if game_type.reward_model != pyspiel.GameType.RewardModel.TERMINAL:
        raise ValueError("Game must have terminal rewards.")
    if game_type.dynamics != pyspiel.GameType.Dynamics.SEQUENTIAL:
        raise ValueError("Game must have sequential turns.")
    max_utility = game.max_utility()
    player = state.current_player()
    totals = {a: 0.0 for a in state.legal_actions(player)}
    for i in range(simulations):
        action = list(totals)[i % len(totals)]
        working = state.clone()
        working.apply_action(action)
        while not working.is_terminal():
            if working.is_chance_node():
                actions, probs = zip(*working.chance_outcomes())
                working.apply_action(random_state.choice(actions, p=probs))
            else:
                working.apply_action(random_state.choice(working.legal_actions()))
        returns = np.array(working.returns())
        assert abs(returns[player]) <= max_utility
        totals[action] += returns[player]
    return max(totals, key=totals.get)


@pytest.mark.parametrize("explicit_chance", [False, True])
def test_an_mcts_bots_calls_run(explicit_chance):
    game = euchre.load_game("euchre", seed=4, explicit_chance=explicit_chance)
    state = game.new_initial_state()
    random_state = np.random.RandomState(3)
    while state.is_chance_node():
        actions, probs = zip(*state.chance_outcomes())
        state.apply_action(random_state.choice(actions, p=probs))
    action = mcts_like_search(game, state, 40, random_state)
    assert action in state.legal_actions()


@pytest.mark.parametrize("preset", PRESETS)
def test_games_and_states_pickle_and_deepcopy_round_trip(preset, rng):
    game = euchre.load_game("euchre", preset=preset, seed=13, match=preset == "standard", lone_defender=True) \
        if preset == "standard" else euchre.load_game("euchre", preset=preset, seed=13)
    for other in (pickle.loads(pickle.dumps(game)), copy.deepcopy(game), copy.copy(game)):
        assert other == game and hash(other) == hash(game)
        assert other.get_parameters() == game.get_parameters() and repr(other) == repr(game)
    state = game.new_initial_state(2)
    for _ in range(40):
        for other in (pickle.loads(pickle.dumps(state, protocol=p)) for p in (2, pickle.HIGHEST_PROTOCOL)):
            same_state(state, other)
            assert other.get_game() == game
        same_state(state, copy.deepcopy(state))
        same_state(state, copy.copy(state))
        if state.is_terminal():
            break
        state.apply_action(rng.choice(state.legal_actions()))
    # A deep copy is a copy: moving it leaves the original.
    if not state.is_terminal():
        twin = copy.deepcopy(state)
        twin.apply_action(twin.legal_actions()[0])
        assert len(twin.history()) == len(state.history()) + 1


def test_given_deals_and_chance_states_pickle(rng):
    game = euchre.load_game("euchre", explicit_chance=True, seed=2)
    state = play_random(game.new_initial_state(), rng, max_actions=30)
    same_state(state, pickle.loads(pickle.dumps(state)))
    plain = euchre.load_game("euchre")
    dealt = plain.new_initial_state(5).deal()
    given = plain.new_initial_state_from_deal(dealt["dealer"], dealt["hands"], dealt["up_card"], dealt["kitty"])
    play_random(given, rng, max_actions=7)
    same_state(given, pickle.loads(pickle.dumps(given)))
    same_state(given, copy.deepcopy(given))


def test_num_players_and_the_other_composed_methods():
    for preset in PRESETS:
        game = euchre.load_game("euchre", preset=preset)
        state = game.new_initial_state()
        assert state.num_players() == game.num_players()
        assert state.num_distinct_actions() == game.num_distinct_actions()
        assert state.is_initial_state() and state.is_player_acting(state.current_player())
    state = euchre.load_game("euchre", seed=3).new_initial_state()
    seen = []
    while not state.is_terminal():
        seen.append((state.current_player(), state.legal_actions()[0]))
        state.apply_action_with_legality_check(state.legal_actions()[0])
    assert state.full_history() == seen
    assert [state.player_reward(p) for p in range(4)] == state.rewards()
    assert state.get_game().action_to_string(0, 46) == state.action_to_string(0, 46)


def hidden_cards(state, player):
    """The cards `player` cannot see: every other hand and the kitty."""
    deal = state.deal()
    return [sorted(h) for p, h in enumerate(deal["hands"]) if p != player] + [sorted(deal["kitty"])]


@pytest.mark.parametrize("preset", PRESETS)
def test_resample_from_infostate_keeps_what_the_player_knows(preset, rng):
    game = euchre.load_game("euchre", preset=preset, seed=21)
    resampled = differ = 0
    for episode in range(12):
        state = game.new_initial_state(episode)
        while not state.is_terminal():
            for player in range(game.num_players()):
                try:
                    other = state.resample_from_infostate(player, int(rng.integers(2**63)))
                except RuntimeError:  # rare (railroad, about 1 in 200): no world in the draws
                    assert preset == "railroad"
                    continue
                resampled += 1
                assert other.information_state_string(player) == state.information_state_string(player)
                assert other.observation_string(player) == state.observation_string(player)
                assert np.array_equal(other.information_state_tensor(player), state.information_state_tensor(player))
                assert np.array_equal(other.observation_tensor(player), state.observation_tensor(player))
                if "(blind)" not in state.observation_string(player):  # a blind loner has not seen his cards
                    assert other.deal()["hands"][player] == state.deal()["hands"][player], \
                        state.information_state_string(player)
                assert other.current_player() == state.current_player()
                if state.current_player() == player:
                    assert other.legal_actions() == state.legal_actions()
                differ += hidden_cards(other, player) != hidden_cards(state, player)
            state.apply_action(rng.choice(state.legal_actions()))
    assert resampled > 100 and differ > resampled // 2  # the hidden cards are dealt again


def test_resample_takes_pyspiels_sampler_and_python_generators_and_plays_on(rng):
    game = euchre.load_game("euchre", seed=6)
    state = play_random(game.new_initial_state(1), rng, max_actions=9)
    player = state.current_player()
    for source in (5, np.int64(5), np.random.default_rng(1), random.Random(2), random.Random(3).random):
        other = state.resample_from_infostate(player, source)
        assert other.information_state_string(player) == state.information_state_string(player)
        play_random(other, rng)
        assert other.is_terminal()
    a = state.resample_from_infostate(player, 9)
    b = state.resample_from_infostate(player, 9)
    assert a.deal() == b.deal()  # the same seed, the same world
    weighted = state.resample_from_infostate(player, 9, weighted=True)
    assert weighted.information_state_string(player) == state.information_state_string(player)


def test_resample_refuses_what_it_cannot_do():
    with pytest.raises(ValueError, match="one-deal games only"):
        euchre.load_game("euchre", match=True).new_initial_state().resample_from_infostate(0, 1)
    with pytest.raises(ValueError, match="explicit_chance"):
        euchre.load_game("euchre", explicit_chance=True).new_initial_state().resample_from_infostate(0, 1)
    with pytest.raises(ValueError, match="not a seat"):
        euchre.load_game("euchre").new_initial_state().resample_from_infostate(7, 1)
    with pytest.raises(TypeError, match="player must be an integer"):
        euchre.load_game("euchre").new_initial_state().resample_from_infostate(1.0, 1)


def test_the_bots_policies():
    game = euchre.load_game("euchre", seed=8)
    state = game.new_initial_state(3)
    while len(state.legal_actions()) < 3:
        state.apply_action(state.legal_actions()[0])
    legal = state.legal_actions()
    policy, action = euchre.Bot("random", 1).step_with_policy(state)
    assert [a for a, _ in policy] == legal and all(p == pytest.approx(1 / len(legal)) for _, p in policy)
    assert action in legal
    probabilities = euchre.Bot("ismcts:300", 2).action_probabilities(state)
    assert set(probabilities) <= set(legal) and sum(probabilities.values()) == pytest.approx(1.0)
    assert len(probabilities) > 1  # the search's visit shares, not one action
    chosen = euchre.Bot("ismcts:300", 2)(state)
    assert chosen == max(probabilities, key=probabilities.get)
    assert euchre.Bot("expert:1", 3).action_probabilities(state) == {euchre.Bot("expert:1", 3)(state): 1.0}
    bot = euchre.Bot("random", 4)
    first = bot.step(state)
    bot.restart()
    assert bot.step(state) == first and bot.provides_policy()


def pyspiel_table():
    """(class, method, provided, note) of every row of docs/python.md's table
    of pyspiel's methods."""
    import os
    import re
    doc = os.path.join(os.path.dirname(__file__), "..", "..", "docs", "python.md")
    rows = re.findall(r"^\| `(Game|State|Bot)\.(\w+)` \| (yes|no)(.*)\|$", open(doc, encoding="utf-8").read(), re.M)
    return [(cls, name, verdict == "yes", note.strip(" :")) for cls, name, verdict, note in rows]


def test_the_docs_table_of_pyspiels_methods_is_true():
    rows = pyspiel_table()
    assert len(rows) > 50
    for cls, name, provided, note in rows:
        owner = getattr(euchre, cls)
        if provided:
            assert callable(getattr(owner, name, None)), f"{cls}.{name} is listed as provided"
        else:
            assert not hasattr(owner, name), f"{cls}.{name} is listed as missing but exists"
            assert note, f"{cls}.{name}: say why not"
