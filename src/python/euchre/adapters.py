"""Adapters shaped like PettingZoo's turn-by-turn (AEC) API and gymnasium's
single-agent API, written without importing either (Debian packages
neither): code written against them runs on these objects. Their spaces
are euchre.spaces' Discrete, Box and Dict, shaped like the libraries'."""
import operator

import numpy as np

from ._euchre import NUM_DISTINCT_ACTIONS, information_state_slices, observation_slices
from . import spaces


def _episode_number(seed):
    """An episode number from reset's seed: an int or numpy integer, not a bool."""
    if isinstance(seed, (bool, np.bool_)):
        raise TypeError(f"seed must be an integer (int or numpy integer), not {type(seed).__name__} {seed!r}")
    return operator.index(seed)


def observation_space(game, information_state=False):
    """The Box of a game's observation (or information state) tensor:
    float32, 0..1 but for the count fields (spaces.observation_bounds)."""
    slices = information_state_slices() if information_state else observation_slices()
    low, high = spaces.observation_bounds(slices)
    size = game.information_state_tensor_size() if information_state else game.observation_tensor_size()
    assert len(low) == size, "the slices cover the tensor"
    return spaces.Box(low, high, (size,), np.float32)


def action_space():
    """Discrete(204): every action id; the legal ones are in the mask."""
    return spaces.Discrete(NUM_DISTINCT_ACTIONS)


class AECEnv:
    """PettingZoo's AEC shape: reset(seed), agent_iter(), last(), step(action),
    observe(agent), with agents "player_0".. and observations as dicts
    {"observation": float32 array, "action_mask": uint8 array}.

    reset(seed=i) starts episode i of the game's seed (None: the next one)."""

    metadata = {"name": "euchre_v1", "is_parallelizable": False}

    def __init__(self, game):
        self.game = game
        self.possible_agents = [f"player_{p}" for p in range(game.num_players())]
        self._episode = -1
        self.state = None
        # PettingZoo's attributes; one space object for every agent.
        self._observation_space = spaces.Dict({
            "observation": observation_space(game),
            "action_mask": spaces.Box(0, 1, (NUM_DISTINCT_ACTIONS,), np.uint8),
        })
        self._action_space = action_space()
        self.observation_spaces = {a: self._observation_space for a in self.possible_agents}
        self.action_spaces = {a: self._action_space for a in self.possible_agents}

    def reset(self, seed=None, options=None):
        del options
        self._episode = self._episode + 1 if seed is None else _episode_number(seed)
        self.state = self.game.new_initial_state(self._episode)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._done_agents = set()
        self.agent_selection = self.agents[self.state.current_player()]

    def observation_space(self, agent):
        """Dict(observation: Box float32, action_mask: Box uint8 0..1), as PettingZoo's classic games."""
        return self.observation_spaces[agent]

    def action_space(self, agent):
        """Discrete(204)."""
        return self.action_spaces[agent]

    def observe(self, agent):
        player = self.possible_agents.index(agent)
        mask = self.state.legal_actions_mask(player) if not self.state.is_terminal() else \
            np.zeros(NUM_DISTINCT_ACTIONS, dtype=np.uint8)
        return {"observation": self.state.observation_tensor(player), "action_mask": mask}

    def last(self, observe=True):
        agent = self.agent_selection
        return (self.observe(agent) if observe else None, self._cumulative_rewards[agent],
                self.terminations[agent], self.truncations[agent], self.infos[agent])

    def agent_iter(self, max_iter=2**63):
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            # PettingZoo: a finished agent steps with None and leaves.
            self._done_agents.add(agent)
            self.agents = [a for a in self.agents if a not in self._done_agents]
            if self.agents:
                self.agent_selection = self.agents[0]
            return
        self.state.apply_action(action)  # an int or numpy integer; a bool or float: TypeError
        if self.state.is_terminal():
            for a, r in zip(self.possible_agents, self.state.returns()):
                self.rewards[a] = r
                self._cumulative_rewards[a] = r
                self.terminations[a] = not self.state.is_truncated()
                self.truncations[a] = self.state.is_truncated()
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = self.possible_agents[self.state.current_player()]


class GymEnv:
    """gymnasium's shape for one learning seat against bots at the others:
    reset(seed) -> (observation, info), step(action) -> (observation, reward,
    terminated, truncated, info). info["action_mask"] holds the legal ids;
    observation_space is a Box (float32), action_space Discrete(204).

    reset() always returns a state where the learning seat is to act: an
    episode that ends before the seat has a decision (its partner went alone,
    say, and the opponents' play ended the deal) teaches it nothing, so
    reset plays on to the next episode number. info["episode"] is the
    episode returned, info["skipped"] the episode numbers passed over."""

    metadata = {"render_modes": []}
    render_mode = None
    spec = None
    # Past this many episodes in a row without a decision reset gives up
    # (a learning seat that never plays, e.g. a seat no deal deals in).
    MAX_SKIPPED = 1000

    def __init__(self, game, opponents, seat=0):
        self.game, self.seat = game, seat
        self.opponents = opponents  # bots by seat; the learning seat's entry is ignored
        self._episode = -1
        self.state = None
        self.observation_space = observation_space(game)
        self.action_space = action_space()

    @property
    def unwrapped(self):
        return self

    def close(self):
        pass

    def _advance(self):
        while not self.state.is_terminal() and self.state.current_player() != self.seat:
            self.state.apply_action(self.opponents[self.state.current_player()](self.state))

    def _observation(self):
        return self.state.observation_tensor(self.seat)

    def _info(self):
        mask = np.zeros(NUM_DISTINCT_ACTIONS, dtype=np.uint8) if self.state.is_terminal() \
            else self.state.legal_actions_mask(self.seat)
        return {"action_mask": mask, "episode": self._episode}

    def reset(self, seed=None, options=None):
        """Episode `seed` (None: the one after the last), or the first after
        it in which the learning seat has a decision."""
        del options
        first = self._episode + 1 if seed is None else _episode_number(seed)
        skipped = []
        for episode in range(first, first + self.MAX_SKIPPED):
            self._episode = episode
            self.state = self.game.new_initial_state(episode)
            self._advance()
            if not self.state.is_terminal():
                info = self._info()
                info["skipped"] = skipped
                return self._observation(), info
            skipped.append(episode)
        raise RuntimeError(f"GymEnv.reset: seat {self.seat} had no decision in episodes {first}.."
                           f"{first + self.MAX_SKIPPED - 1}")

    def step(self, action):
        if self.state is None or self.state.is_terminal():
            raise RuntimeError("GymEnv.step: the episode is over (or not started): call reset()")
        self.state.apply_action(action)  # an int or numpy integer; a bool or float: TypeError
        self._advance()
        done = self.state.is_terminal()
        reward = self.state.returns()[self.seat] if done else 0.0
        return self._observation(), reward, done and not self.state.is_truncated(), self.state.is_truncated(), \
            self._info()
