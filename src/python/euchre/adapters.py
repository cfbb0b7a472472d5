"""Adapters shaped like PettingZoo's turn-by-turn (AEC) API and gymnasium's
single-agent API, written without importing either (Debian packages
neither): code written against them runs on these objects."""
import numpy as np

from ._euchre import NUM_DISTINCT_ACTIONS


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

    def reset(self, seed=None, options=None):
        del options
        self._episode = self._episode + 1 if seed is None else int(seed)
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
        del agent
        return {"observation": (self.game.observation_tensor_size(),), "action_mask": (NUM_DISTINCT_ACTIONS,)}

    def action_space(self, agent):
        del agent
        return NUM_DISTINCT_ACTIONS

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
        self.state.apply_action(int(action))
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
    terminated, truncated, info). info["action_mask"] holds the legal ids."""

    def __init__(self, game, opponents, seat=0):
        self.game, self.seat = game, seat
        self.opponents = opponents  # bots by seat; the learning seat's entry is ignored
        self._episode = -1
        self.state = None

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
        del options
        self._episode = self._episode + 1 if seed is None else int(seed)
        self.state = self.game.new_initial_state(self._episode)
        self._advance()
        return self._observation(), self._info()

    def step(self, action):
        self.state.apply_action(int(action))
        self._advance()
        done = self.state.is_terminal()
        reward = self.state.returns()[self.seat] if done else 0.0
        return self._observation(), reward, done and not self.state.is_truncated(), self.state.is_truncated(), \
            self._info()
