"""load_game and the pyspiel-shaped Game and State: shapes, errors, markers."""
import numpy as np
import pytest

import euchre
from conftest import PRESETS, play_random


def test_every_preset_loads_with_its_seats_and_shapes():
    for preset in PRESETS:
        game = euchre.load_game("euchre", preset=preset)
        assert game.num_players() == {"three-handed": 3, "two-handed": 2}.get(preset, 4)
        assert game.num_distinct_actions() == 204
        state = game.new_initial_state()
        assert state.observation_tensor().shape == tuple(game.observation_tensor_shape())
        assert state.information_state_tensor().shape == tuple(game.information_state_tensor_shape())
        assert state.observation_tensor().dtype == np.float32
        assert 0 <= state.current_player() < game.num_players()


def test_the_three_forms_of_load_game_agree():
    a = euchre.load_game("euchre", preset="british", lone_defender=True, seed=5)
    b = euchre.load_game({"name": "euchre", "preset": "british", "lone_defender": True, "seed": 5})
    c = euchre.load_game("euchre(preset=british,lone_defender=true,seed=5)")
    assert a.rules() == b.rules() == c.rules()
    assert a.rules()["lone_defender"] == "true"
    assert a.new_initial_state().observation_string() == c.new_initial_state().observation_string()


def test_bad_parameters_raise_value_errors_naming_them():
    with pytest.raises(ValueError, match="unknown preset 'nope'"):
        euchre.load_game("euchre", preset="nope")
    with pytest.raises(ValueError, match="lone_defender"):
        euchre.load_game("euchre", lone_defender="maybe")
    with pytest.raises(ValueError, match="no_such_option"):
        euchre.load_game("euchre", no_such_option=1)
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        euchre.load_game("chess")
    with pytest.raises(ValueError, match="key=value"):
        euchre.load_game("euchre(preset)")


def test_illegal_and_unknown_actions_raise_and_change_nothing():
    state = euchre.load_game("euchre").new_initial_state()
    before = state.serialize()
    illegal = next(a for a in range(135) if a not in state.legal_actions())
    with pytest.raises(ValueError, match="illegal"):
        state.apply_action(illegal)
    with pytest.raises(ValueError, match="not an action id"):
        state.apply_action(999)
    with pytest.raises(IndexError, match="not a seat"):
        state.observation_tensor(7)
    assert state.serialize() == before


def test_a_deal_ends_with_zero_sum_returns_and_rewards_only_at_the_end(rng):
    for preset in PRESETS:
        state = euchre.load_game("euchre", preset=preset).new_initial_state(3)
        while not state.is_terminal():
            assert state.rewards() == [0.0] * len(state.rewards())
            legal = state.legal_actions()
            state.apply_action(legal[int(rng.integers(len(legal)))])
        assert state.current_player() == euchre.TERMINAL
        assert abs(sum(state.returns()) - state.get_game().utility_sum()) < 1e-9
        assert [state.player_return(p) for p in range(len(state.returns()))] == state.returns()
        assert not state.is_simultaneous_node()
        with pytest.raises(ValueError, match="not a seat"):
            state.player_return(len(state.returns()))
        assert state.rewards() == state.returns()
        assert state.legal_actions() == []


def test_a_match_plays_deals_until_a_side_wins(rng):
    game = euchre.load_game("euchre", preset="standard", match=True, seed=2)
    state = play_random(game.new_initial_state(), rng)
    assert state.deals_played() > 1
    assert max(state.score()) >= 10
    assert sorted(state.returns()) == [-1.0, -1.0, 1.0, 1.0]


def test_the_legal_mask_is_the_legal_list(rng):
    state = euchre.load_game("euchre", preset="howto").new_initial_state(1)
    while not state.is_terminal():
        mask = state.legal_actions_mask()
        assert list(np.flatnonzero(mask)) == state.legal_actions()
        other = (state.current_player() + 1) % 4
        assert state.legal_actions(other) == [] and not state.legal_actions_mask(other).any()
        state.apply_action(state.legal_actions()[0])


def test_action_strings_name_the_core_actions():
    state = euchre.load_game("euchre").new_initial_state()
    assert [state.action_to_string(a) for a in (0, 1, 2)] == ["Pass", "Order", "Order alone"]
    assert state.action_to_string(0, 46 + 7) == "Ac"
    assert state.string_to_action("p") == 0


def test_seeds_are_reproducible_and_distinct_per_episode():
    game = euchre.load_game("euchre", seed=42)
    assert game.new_initial_state(5).deal() == game.new_initial_state(5).deal()
    assert game.new_initial_state(5).deal() != game.new_initial_state(6).deal()
    assert euchre.load_game("euchre", seed=43).new_initial_state(5).deal() != game.new_initial_state(5).deal()
    assert euchre.episode_seed(42, 5) != euchre.episode_seed(43, 4)
    ranges = [euchre.TRAIN_SEEDS, euchre.VALIDATION_SEEDS, euchre.TEST_SEEDS]
    for (a_first, a_end), (b_first, _) in zip(ranges, ranges[1:]):
        assert a_first < a_end <= b_first


def test_slices_tile_the_tensors_without_gaps():
    for slices, size in ((euchre.observation_slices(), euchre.load_game().observation_tensor_size()),
                         (euchre.information_state_slices(), euchre.load_game().information_state_tensor_size())):
        offset = 0
        for name, start, width, meaning in slices:
            assert start == offset and width > 0 and name and meaning
            offset += width
        assert offset == size


def test_the_solver_values_every_legal_card(rng):
    state = euchre.load_game("euchre").new_initial_state(2)
    while state.phase() != "play":  # the first seat orders up, the dealer discards his lowest
        legal = state.legal_actions()
        state.apply_action(1 if 1 in legal else legal[0])
    values = state.solve()
    assert sorted(values) == state.legal_actions()
    assert all(0 <= v <= 5 for v in values.values())
    with pytest.raises(ValueError, match="play phase"):
        euchre.load_game("euchre").new_initial_state().solve()


def test_bots_choose_legal_actions_from_their_view(rng):
    game = euchre.load_game("euchre", preset="standard")
    for name in ("random", "basic", "expert:1", "ismcts:20"):
        bot = euchre.Bot(name, seed=3)
        state = game.new_initial_state(4)
        for _ in range(8):
            if state.is_terminal():
                break
            action = bot(state)
            assert action in state.legal_actions()
            state.apply_action(action)
    with pytest.raises(ValueError, match="random"):
        euchre.Bot("nobody")


def test_hints_rank_the_legal_actions():
    state = euchre.load_game("euchre").new_initial_state(1)
    hints = state.hints(level=1)
    assert sorted(h["action"] for h in hints) == state.legal_actions()
    assert all(h["reason"] for h in hints)
