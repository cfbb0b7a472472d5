"""Integer arguments as pyspiel takes them: numpy integer scalars and int
subclasses (anything with __index__) wherever an action, player, seed,
episode or card is taken; bools and floats refused with a TypeError naming
the argument."""
import enum

import numpy as np
import pytest

import euchre
from euchre import adapters

NUMPY_INTEGERS = [np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint32, np.uint64]


class Seat(enum.IntEnum):
    NORTH = 0
    EAST = 1


def test_rng_choice_of_legal_actions_plays_a_whole_episode():
    # The pyspiel idiom: apply_action(rng.choice(state.legal_actions())).
    game = euchre.load_game("euchre", seed=np.uint64(11))
    rng = np.random.default_rng(3)
    state = game.new_initial_state(np.int64(4))
    while not state.is_terminal():
        action = rng.choice(state.legal_actions())
        assert isinstance(action, np.integer)
        state.apply_action(action)
    assert abs(sum(state.returns())) < 1e-9


@pytest.mark.parametrize("kind", NUMPY_INTEGERS)
def test_every_numpy_integer_type_is_an_action_player_and_seed(kind):
    game = euchre.load_game("euchre", seed=kind(5))
    state = game.new_initial_state(kind(1))
    plain = game.new_initial_state(1)
    player = state.current_player()
    action = state.legal_actions()[0]
    assert state.legal_actions(kind(player)) == plain.legal_actions(player)
    assert state.action_to_string(kind(action)) == plain.action_to_string(action)
    assert state.action_to_string(kind(player), kind(action)) == plain.action_to_string(player, action)
    assert np.array_equal(state.observation_tensor(kind(player)), plain.observation_tensor(player))
    assert state.information_state_string(kind(player)) == plain.information_state_string(player)
    assert np.array_equal(state.legal_actions_mask(kind(player)), plain.legal_actions_mask(player))
    child = state.child(kind(action))
    state.apply_action(kind(action))
    plain.apply_action(action)
    assert state.history() == plain.history() == child.history()
    state.undo_action(kind(player), kind(action))
    assert state.history() == []
    assert euchre.card_to_string(kind(5)) == euchre.card_to_string(5)
    assert euchre.episode_seed(kind(3), kind(4)) == euchre.episode_seed(3, 4)
    assert euchre.Bot("basic", kind(2))(plain) in plain.legal_actions()
    assert euchre.load_game("euchre", target=kind(5)).rules()["target"] == \
        euchre.load_game("euchre", target=5).rules()["target"]


def test_int_subclasses_are_integers():
    game = euchre.load_game("euchre", seed=2)
    state = game.new_initial_state()
    assert state.observation_string(Seat.EAST) == state.observation_string(1)
    assert state.player_return(Seat.NORTH) == 0.0


@pytest.mark.parametrize("bad", [True, False, np.bool_(True), 1.0, np.float64(2.0), np.float32(1.0), "3", None])
def test_bools_floats_and_strings_are_refused_naming_the_argument(bad):
    game = euchre.load_game("euchre", seed=2)
    state = game.new_initial_state()
    with pytest.raises(TypeError, match="action must be an integer"):
        state.apply_action(bad)
    assert state.history() == []
    if bad is not None:  # None is the seat to act, for a player
        with pytest.raises(TypeError, match="player must be an integer"):
            state.observation_tensor(bad)
    with pytest.raises(TypeError, match="seed must be an integer"):
        euchre.Bot("basic", bad)
    with pytest.raises(TypeError, match="episode must be an integer"):
        game.new_initial_state(bad)


def test_out_of_range_integers_are_a_value_error():
    state = euchre.load_game("euchre").new_initial_state()
    with pytest.raises(ValueError, match="out of range"):
        state.apply_action(2**40)
    with pytest.raises(ValueError, match="out of range"):
        euchre.Bot("basic", -1)


def test_the_batch_takes_any_integer_array_and_refuses_bool_and_float_arrays():
    game = euchre.load_game("euchre", seed=4)
    env = euchre.VectorEnv(game, 3, observations=False)
    other = euchre.VectorEnv(game, 3, observations=False)
    out = env.reset()
    other.reset()
    first = out["legal"][:, 0].copy()
    env.step(first.astype(np.int16))
    other.step([int(a) for a in first])  # a list of Python ints
    assert [env.state(k).history() for k in range(3)] == [other.state(k).history() for k in range(3)]
    nxt = env.step(np.asarray(env.reset()["legal"][:, 0], dtype=np.uint8))
    assert nxt["player"].shape == (3,)
    for bad in (first.astype(np.float64), np.ones(3, dtype=bool)):
        with pytest.raises(TypeError, match="actions must be an array of integers"):
            env.step(bad)
    assert env.state(np.int64(0)).history() == env.state(0).history()


@pytest.mark.parametrize("bad", [True, 1.0])
def test_the_adapters_take_numpy_actions_and_refuse_bools_and_floats(bad):
    game = euchre.load_game("euchre", seed=3)
    env = adapters.GymEnv(game, [euchre.Bot("basic", s) for s in range(4)], seat=0)
    _, info = env.reset(seed=np.int64(1))
    legal = np.flatnonzero(info["action_mask"])
    with pytest.raises(TypeError):
        env.step(bad)
    env.step(legal[0])  # a numpy.int64
    aec = adapters.AECEnv(game)
    aec.reset(seed=np.uint32(2))
    with pytest.raises(TypeError):
        aec.step(bad)
    aec.step(np.int16(aec.state.legal_actions()[0]))
    assert len(aec.state.history()) == 1
