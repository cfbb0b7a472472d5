"""VectorEnv: N episodes stepped in C++ are the episodes a single State plays
with the same seed and the same choices, whatever N is."""
import numpy as np
import pytest

import euchre


def choose(legal_ids, move_number):
    """A deterministic policy of the position (the same in both drivers)."""
    return legal_ids[(7 * move_number + 3) % len(legal_ids)]


def single_episodes(game, count):
    out = []
    for episode in range(count):
        state = game.new_initial_state(episode)
        while not state.is_terminal():
            state.apply_action(choose(state.legal_actions(), len(state.history())))
        out.append((tuple(state.history()), tuple(state.returns())))
    return out


def batched_episodes(game, size, count, encodings=True):
    # Without encodings the legal ids come from another path (the Game's
    # list rather than the view's): both are checked against the State.
    env = euchre.VectorEnv(game, size, observations=encodings, information_states=encodings)
    out = env.reset()
    slot_episode = list(range(size))
    next_episode = size
    histories = [[] for _ in range(size)]
    finished = {}
    while len(finished) < count:
        for k in range(size):  # what the env shows is the State's own view
            state = env.state(k)
            assert out["player"][k] == state.current_player()
            assert list(np.flatnonzero(out["mask"][k])) == state.legal_actions()
            assert list(out["legal"][k][: out["legal_count"][k]]) == state.legal_actions()
            if encodings:
                assert np.array_equal(out["observation"][k], state.observation_tensor())
                assert np.array_equal(out["information_state"][k], state.information_state_tensor())
        actions = np.array([choose(list(out["legal"][k][: out["legal_count"][k]]), len(histories[k]))
                            for k in range(size)])
        out = env.step(actions)
        for k in range(size):
            histories[k].append(int(actions[k]))
            if out["done"][k]:
                finished[slot_episode[k]] = (tuple(histories[k]), tuple(float(r) for r in out["rewards"][k]))
                slot_episode[k], next_episode, histories[k] = next_episode, next_episode + 1, []
            else:
                assert not out["rewards"][k].any()
    return [finished[i] for i in range(count)]


@pytest.mark.parametrize("preset", ["standard", "three-handed", "british"])
def test_batched_and_single_stepping_play_the_same_episodes(preset):
    game = euchre.load_game("euchre", preset=preset, seed=99)
    single = single_episodes(game, 12)
    for size in (1, 5, 8):
        assert batched_episodes(game, size, 12) == single, f"N={size}"
    assert batched_episodes(game, 5, 12, encodings=False) == single, "N=5 without encodings"


def test_a_bad_batch_is_refused_before_any_game_moves():
    game = euchre.load_game("euchre", seed=1)
    env = euchre.VectorEnv(game, 3)
    out = env.reset()
    before = [env.state(k).serialize() for k in range(3)]
    actions = out["legal"][:, 0].astype(np.int64)
    bad = next(a for a in range(135) if not out["mask"][2][a])
    actions[2] = bad
    with pytest.raises(ValueError, match="game 2"):
        env.step(actions)
    with pytest.raises(ValueError, match="2 actions for 3 games"):
        env.step(actions[:2])
    assert [env.state(k).serialize() for k in range(3)] == before
