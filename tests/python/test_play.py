"""Bots in play: evaluate_bots, self-play datasets, the arena, the
PettingZoo- and gymnasium-shaped adapters, and the progress line of long
runs (on a terminal only)."""
import os
import pty
import subprocess
import sys

import numpy as np
import pytest

import euchre
from euchre import adapters


def test_self_play_rows_are_the_decisions_of_the_episodes(tmp_path):
    game = euchre.load_game("euchre", seed=8)
    data = euchre.self_play(game, ["basic", "random", "basic", "random"], range(6))
    n = len(data["action"])
    assert n > 6 * 5
    assert data["observation"].shape == (n, game.observation_tensor_size())
    assert all(data["mask"][i, data["action"][i]] == 1 for i in range(n))
    for episode in range(6):  # the rows of an episode replay it
        state = game.new_initial_state(episode)
        for action in data["action"][data["episode"] == episode]:
            state.apply_action(int(action))
        assert state.is_terminal()
        rows = data["episode"] == episode
        assert list(data["return"][rows]) == [state.returns()[p] for p in data["player"][rows]]
    euchre.play.save_npz(tmp_path / "d.npz", data)
    loaded = np.load(tmp_path / "d.npz")
    assert np.array_equal(loaded["action"], data["action"])
    assert euchre.self_play(game, ["basic", "random"] * 2, range(6))["action"].tolist() == data["action"].tolist()


def test_evaluate_bots_plays_to_the_end():
    game = euchre.load_game("euchre", preset="three-handed", seed=2)
    returns = euchre.evaluate_bots(game.new_initial_state(), euchre.play.bots_for(["basic"] * 3, 1), None)
    assert len(returns) == 3 and abs(sum(returns)) < 1e-9


def test_the_arena_reports_an_interval_that_favours_the_stronger_bot():
    report = euchre.arena("basic", "random", deals=150, seed=4, progress=False)
    assert report["boards"] == 150 and report["duplicate"]
    low, high = report["ci95"]
    assert 0 < low < report["points_per_deal"] < high
    with pytest.raises(ValueError):
        euchre.arena("basic", "nobody", deals=5, progress=False)


def test_the_aec_adapter_walks_every_agent_to_the_end():
    game = euchre.load_game("euchre", seed=3)
    env = adapters.AECEnv(game)
    env.reset(seed=2)
    bot = euchre.Bot("basic", 1)
    steps = 0
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, info = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        assert env.possible_agents.index(agent) == env.state.current_player()
        action = bot(env.state)
        assert observation["action_mask"][action] == 1
        env.step(action)
        steps += 1
    assert steps == len(env.state.history()) > 4
    assert abs(sum(env.rewards.values())) < 1e-9


def test_the_gym_adapter_gives_the_learning_seat_its_turns_and_its_return():
    game = euchre.load_game("euchre", seed=3)
    env = adapters.GymEnv(game, [euchre.Bot("basic", s) for s in range(4)], seat=2)
    observation, info = env.reset(seed=5)
    assert observation.shape == (game.observation_tensor_size(),)
    done, reward = False, 0.0
    while not done:
        assert env.state.current_player() == 2
        action = int(np.flatnonzero(info["action_mask"])[0])
        observation, reward, terminated, truncated, info = env.step(action)
        done = terminated or truncated
    assert reward == env.state.returns()[2]


PROGRESS_SCRIPT = """
import euchre
game = euchre.load_game("euchre", seed=3)
euchre.self_play(game, ["random"] * 4, range(60))
euchre.arena("basic", "random", deals=20, seed=4)
print("done")
"""


def run_progress_script(stderr_is_a_terminal):
    """Runs PROGRESS_SCRIPT with stderr a pseudo-terminal or a pipe and
    returns (stdout, stderr)."""
    env = dict(os.environ)
    if not stderr_is_a_terminal:
        out = subprocess.run([sys.executable, "-c", PROGRESS_SCRIPT], capture_output=True, text=True, timeout=120,
                             env=env)
        return out.stdout, out.stderr
    master, slave = pty.openpty()
    try:
        out = subprocess.run([sys.executable, "-c", PROGRESS_SCRIPT], stdout=subprocess.PIPE, stderr=slave,
                             text=True, timeout=120, env=env)
    finally:
        os.close(slave)
    seen = b""
    while True:
        try:
            chunk = os.read(master, 4096)
        except OSError:  # EIO: the terminal's other end is closed and read
            break
        if not chunk:
            break
        seen += chunk
    os.close(master)
    return out.stdout, seen.decode()


def test_a_progress_line_on_a_terminal_and_silence_otherwise():
    stdout, stderr = run_progress_script(stderr_is_a_terminal=True)
    assert stdout.strip() == "done"
    assert "self-play episodes: 60/60" in stderr and "arena boards: 20/20" in stderr, stderr
    stdout, stderr = run_progress_script(stderr_is_a_terminal=False)
    assert stdout.strip() == "done" and stderr == ""
