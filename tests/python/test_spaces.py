"""The adapters' spaces, shaped like gymnasium's and PettingZoo's without
importing them, and GymEnv.reset, which never returns a finished episode."""
import numpy as np
import pytest

import euchre
from euchre import adapters, spaces


def gym_env(seat=1, seed=3, preset="standard", bot="basic"):
    game = euchre.load_game("euchre", preset=preset, seed=seed)
    return adapters.GymEnv(game, [euchre.Bot(bot, s) for s in range(game.num_players())], seat=seat)


def test_gym_reset_never_returns_a_finished_episode():
    # About 1 reset in 100 dealt an episode the learner's partner ended alone
    # before the learner acted; every reset now has a decision to make.
    # Random opponents go alone often: about 1 episode in 8 ends before seat 1 acts.
    env = gym_env(seat=1, seed=3, bot="random")
    skipped = []
    for seed in range(600):
        observation, info = env.reset(seed=seed)
        assert not env.state.is_terminal(), f"reset(seed={seed}) returned a finished episode"
        assert env.state.current_player() == 1
        assert info["action_mask"].any()
        assert info["episode"] == seed + len(info["skipped"])
        skipped += info["skipped"]
        assert env.observation_space.contains(observation)
    assert skipped, "some episodes of these seeds end before seat 1 acts: the test must meet one"
    # A skipped episode is one the seat has no decision in.
    state = env.game.new_initial_state(skipped[0])
    while not state.is_terminal():
        assert state.current_player() != 1
        state.apply_action(env.opponents[state.current_player()](state))
    # With the expert's opponents it is rarer (episode 18 of seed 3 is one).
    env = gym_env(seat=1, seed=3, bot="expert:1")
    _, info = env.reset(seed=18)
    assert info["skipped"] == [18] and info["episode"] == 19 and env.state.current_player() == 1


def test_gym_reset_without_a_seed_continues_after_the_episode_returned():
    env = gym_env()
    numbers = []
    for _ in range(150):
        _, info = env.reset()
        numbers.append(info["episode"])
    assert numbers == sorted(set(numbers))
    assert numbers[-1] == 149 + sum(1 for n in range(numbers[-1]) if n not in numbers)


def test_a_step_after_the_end_raises_clearly():
    env = gym_env()
    _, info = env.reset(seed=2)
    terminated = truncated = False
    while not (terminated or truncated):
        _, _, terminated, truncated, info = env.step(env.action_space.sample(info["action_mask"]))
    with pytest.raises(RuntimeError, match="call reset"):
        env.step(0)


def test_gym_spaces_have_the_libraries_shape():
    env = gym_env()
    obs_space, act_space = env.observation_space, env.action_space
    assert isinstance(obs_space, spaces.Box) and isinstance(act_space, spaces.Discrete)
    assert obs_space.shape == (env.game.observation_tensor_size(),) and obs_space.dtype == np.float32
    assert act_space.n == euchre.NUM_DISTINCT_ACTIONS and act_space.shape == () and act_space.dtype == np.int64
    observation, info = env.reset(seed=0)
    assert observation in obs_space and obs_space.contains(observation)
    assert not obs_space.contains(observation[:-1]) and not obs_space.contains(observation + 2)
    assert not obs_space.contains(np.full(obs_space.shape, -1.0, np.float32))
    sample = obs_space.sample()
    assert sample.shape == obs_space.shape and sample.dtype == np.float32 and obs_space.contains(sample)
    for _ in range(50):  # a masked sample is a legal action
        action = act_space.sample(info["action_mask"])
        assert info["action_mask"][action] == 1 and act_space.contains(action)
    assert act_space.contains(3) and act_space.contains(np.int16(203))
    assert not act_space.contains(204) and not act_space.contains(-1) and not act_space.contains(1.0)
    assert not act_space.contains(True)


def test_spaces_are_seedable_and_reproducible():
    a, b = gym_env().observation_space, gym_env().observation_space
    a.seed(7)
    b.seed(7)
    assert np.array_equal(a.sample(), b.sample())
    d1, d2 = spaces.Discrete(204, seed=5), spaces.Discrete(204, seed=5)
    assert [d1.sample() for _ in range(20)] == [d2.sample() for _ in range(20)]


def test_the_observation_bounds_hold_for_every_preset_in_play():
    for preset in euchre.presets():
        game = euchre.load_game("euchre", preset=preset, seed=9, match=True)
        space = adapters.observation_space(game)
        info_space = adapters.observation_space(game, information_state=True)
        state = game.new_initial_state()
        rng = np.random.default_rng(1)
        steps = 0
        while not state.is_terminal() and steps < 300:
            for p in range(game.num_players()):
                assert space.contains(state.observation_tensor(p)), preset
                assert info_space.contains(state.information_state_tensor(p)), preset
            state.apply_action(rng.choice(state.legal_actions()))
            steps += 1


def test_the_aec_spaces_are_pettingzoo_shaped():
    game = euchre.load_game("euchre", seed=3)
    env = adapters.AECEnv(game)
    env.reset(seed=1)
    agent = env.agent_selection
    space = env.observation_space(agent)
    assert isinstance(space, spaces.Dict) and set(space.keys()) == {"observation", "action_mask"}
    assert space["observation"].shape == (game.observation_tensor_size(),)
    assert space["action_mask"].shape == (euchre.NUM_DISTINCT_ACTIONS,) and space["action_mask"].dtype == np.uint8
    assert env.observation_spaces[agent] is space and env.action_spaces[agent] is env.action_space(agent)
    observation, *_ = env.last()
    assert space.contains(observation)
    assert env.action_space(agent).contains(int(np.flatnonzero(observation["action_mask"])[0]))
    space.seed(3)
    sample = space.sample()
    assert space.contains(sample)
    masked = env.action_space(agent).sample(observation["action_mask"])
    assert observation["action_mask"][masked] == 1
