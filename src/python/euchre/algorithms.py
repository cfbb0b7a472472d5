"""Exact methods for small two-player zero-sum games: tabular CFR and exact
best-response exploitability, in the manner of OpenSpiel's cfr.py and
exploitability.py (our own code), over the public State API.

Meant for the short deck (docs/python.md, "Exact methods on the small
variant"), where a deal's whole tree has a million and a half nodes:

    import euchre
    from euchre import algorithms
    game = euchre.load_game("euchre", preset="two-handed", deck=8, explicit_chance=True)
    tree = algorithms.GameTree(game.new_initial_state(), merge_key=algorithms.deal_key)
    solver = algorithms.CFRSolver(tree)
    solver.run(100)
    policy = solver.average_policy()        # {information_state_string: {action: probability}}
    print(algorithms.exploitability(tree, policy))

The tree is walked once through the State API and kept as numpy arrays, one
level (depth) after another, so that an iteration of CFR or a best response
is a few dozen array operations per level instead of a Python call per node:
visiting a million and a half nodes one by one in Python costs about as
long as the walk itself (8 s), for every iteration.
"""
import array

import numpy as np

CHANCE, DECISION, TERMINAL = 0, 1, 2
NODE_FIELDS = 8


def deal_key(state):
    """The merge key of a state reached by the chance nodes of a deal: its
    deal (dealer, hands, up-card, kitty as sets). Dealing the deck card by card
    reaches each deal by many orders of the cards (36 for the short deck:
    3! x 3! orders within the hands); what follows depends only on the deal, so
    those orders share one subtree with their probabilities added."""
    deal = state.deal()
    return (deal["dealer"], tuple(tuple(sorted(h)) for h in deal["hands"]), deal["up_card"],
            tuple(sorted(deal["kitty"])))


class GameTree:
    """The whole game from `root`, walked once: two players, zero-sum returns,
    perfect recall (every node of an information set at one depth).

    A run of chance nodes becomes one chance node whose outcomes are the run's
    ends with their probabilities multiplied; with `merge_key` (a function of
    the state where a run ends), ends with equal keys are one node with the
    probabilities added: the caller vouches that what follows is the same
    (deal_key for euchre's deals). Raises ValueError naming what does not fit.

    Uses only is_terminal, is_chance_node, chance_outcomes, child,
    current_player, legal_actions, information_state_string and returns.
    """

    def __init__(self, root, merge_key=None):
        # Per node, in the walk's order: kind, parent, slot, probability,
        # player, infoset, utility, depth, as 8 doubles (a tuple each would
        # cost five times the memory: about 400 MB on the short deck).
        self._nodes = array.array("d")
        self.infoset_keys, self.infoset_player, self.infoset_actions = [], [], []
        self._infoset_depth = []
        self._index = {}
        self._merge_key = merge_key
        self._expand(root, -1, 0, 1.0, 0)
        self._finish()

    # ---- the walk ----

    def _expand(self, state, parent, slot, prob, depth):
        # The hot loop of the walk (a million and a half nodes on the short deck).
        nodes = self._nodes
        node = len(nodes) // NODE_FIELDS
        if state.is_chance_node():
            return self._expand_chance(state, parent, slot, prob, depth)
        if state.is_terminal():
            nodes.extend((TERMINAL, parent, slot, prob, -1, -1, self._utility(state), depth))
            return
        player = state.current_player()
        if player not in (0, 1):
            raise ValueError(f"exact methods here need two players; player {player} is to act")
        legal = state.legal_actions()
        infoset = self._infoset_of(player, state.information_state_string(), legal, depth)
        nodes.extend((DECISION, parent, slot, prob, player, infoset, 0.0, depth))
        child_depth = depth + 1
        for k, action in enumerate(legal):
            self._expand(state.child(action), node, k, 1.0, child_depth)

    def _expand_chance(self, state, parent, slot, prob, depth):
        ends, order = {}, []
        self._collect_run(state, 1.0, ends, order)
        node = len(self._nodes) // NODE_FIELDS
        self._nodes.extend((CHANCE, parent, slot, prob, -1, -1, 0.0, depth))
        for k, key in enumerate(order):
            end_state, end_prob = ends[key]
            self._expand(end_state, node, k, end_prob, depth + 1)

    def _collect_run(self, state, prob, ends, order):
        for action, p in state.chance_outcomes():
            child = state.child(action)
            if child.is_chance_node():
                self._collect_run(child, prob * p, ends, order)
                continue
            key = self._merge_key(child) if self._merge_key else len(order)
            if key in ends:
                self._check_merge(ends[key][0], child, key)
                ends[key] = (ends[key][0], ends[key][1] + prob * p)
            else:
                ends[key] = (child, prob * p)
                order.append(key)

    @staticmethod
    def _check_merge(kept, other, key):
        # A cheap guard on the caller's promise: the states joined must at
        # least show the player to act the same thing.
        if kept.is_terminal() or other.is_terminal():
            same = kept.is_terminal() and other.is_terminal() and list(kept.returns()) == list(other.returns())
        else:
            same = (kept.current_player() == other.current_player() and
                    kept.information_state_string() == other.information_state_string())
        if not same:
            raise ValueError(f"merge_key joined states that differ (key {key!r})")

    @staticmethod
    def _utility(state):
        returns = list(state.returns())
        if len(returns) != 2:
            raise ValueError(f"exact methods here need two players; the game has {len(returns)}")
        if abs(returns[0] + returns[1]) > 1e-9:
            raise ValueError(f"exact methods here need a zero-sum game; returns {returns} do not sum to 0")
        return float(returns[0])

    def _infoset_of(self, player, key, legal, depth):
        found = self._index.get(key)
        if found is None:
            found = len(self.infoset_keys)
            self._index[key] = found
            self.infoset_keys.append(key)
            self.infoset_player.append(player)
            self.infoset_actions.append(legal)
            self._infoset_depth.append(depth)
            return found
        if self.infoset_player[found] != player or self.infoset_actions[found] != legal:
            raise ValueError(f"information state {key!r} is reached with different players or legal actions")
        if self._infoset_depth[found] != depth:
            raise ValueError(f"information state {key!r} is reached at two depths: not perfect recall as needed here")
        return found

    # ---- numpy arrays, nodes renumbered level by level ----

    def _finish(self):
        columns = np.frombuffer(self._nodes, dtype=np.float64).reshape(-1, NODE_FIELDS).T
        depth = np.asarray(columns[7], dtype=np.int64)
        order = np.argsort(depth, kind="stable")  # levels contiguous, the walk's order inside each
        new_id = np.empty_like(order)
        new_id[order] = np.arange(len(order))
        parent = np.asarray(columns[1], dtype=np.int64)[order]
        self.parent = np.where(parent >= 0, new_id[np.maximum(parent, 0)], -1)
        self.kind = np.asarray(columns[0], dtype=np.int8)[order]
        self.slot = np.asarray(columns[2], dtype=np.int64)[order]
        self.chance_prob = np.asarray(columns[3], dtype=np.float64)[order]
        self.player = np.asarray(columns[4], dtype=np.int8)[order]
        self.infoset = np.asarray(columns[5], dtype=np.int64)[order]
        self.utility = np.asarray(columns[6], dtype=np.float64)[order]  # player 0's return at terminals
        self.depth = depth[order]
        del columns
        self.num_nodes = len(order)
        self.num_infosets = len(self.infoset_keys)
        self.max_actions = max((len(a) for a in self.infoset_actions), default=1)
        self.legal_mask = np.zeros((self.num_infosets, self.max_actions), dtype=bool)
        for i, actions in enumerate(self.infoset_actions):
            self.legal_mask[i, :len(actions)] = True
        self.infoset_player = np.asarray(self.infoset_player, dtype=np.int8)
        bounds = np.searchsorted(self.depth, np.arange(self.depth.max() + 2))
        self.levels = [(int(bounds[d]), int(bounds[d + 1])) for d in range(len(bounds) - 1)]
        # Per node: the infoset and slot of the edge from its parent (flat index
        # into an infosets x actions array), -1 below a chance node.
        parent_infoset = np.where(self.parent >= 0, self.infoset[np.maximum(self.parent, 0)], -1)
        self.edge = np.where(parent_infoset >= 0, parent_infoset * self.max_actions + self.slot, -1)
        self.edge_player = np.where(parent_infoset >= 0, self.player[np.maximum(self.parent, 0)], -1)
        del self._nodes, self._index

    def uniform_policy(self):
        """Every legal action equally likely, as an infosets x actions matrix."""
        return self.legal_mask / self.legal_mask.sum(axis=1, keepdims=True)

    def policy_matrix(self, policy):
        """A policy as {information_state_string: {action: probability}} (what
        average_policy returns) turned into an infosets x actions matrix;
        ValueError names a missing information state or a bad distribution."""
        if isinstance(policy, np.ndarray):
            if policy.shape != self.legal_mask.shape:
                raise ValueError(f"policy matrix has shape {policy.shape}, the tree needs {self.legal_mask.shape}")
            return policy
        matrix = np.zeros(self.legal_mask.shape)
        for i, key in enumerate(self.infoset_keys):
            if key not in policy:
                raise ValueError(f"policy has no entry for information state {key!r}")
            probs = policy[key]
            for action, p in probs.items():
                if action not in self.infoset_actions[i]:
                    raise ValueError(f"policy gives action {action} at {key!r}, where it is not legal")
                matrix[i, self.infoset_actions[i].index(action)] = p
            if abs(matrix[i].sum() - 1) > 1e-6:
                raise ValueError(f"policy at {key!r} sums to {matrix[i].sum()}, not 1")
        return matrix

    def policy_dict(self, matrix):
        return {key: {a: float(matrix[i, k]) for k, a in enumerate(self.infoset_actions[i])}
                for i, key in enumerate(self.infoset_keys)}

    # ---- passes over the levels ----

    def edge_probabilities(self, matrix):
        """The probability of each node's incoming edge: chance's, or the policy's."""
        prob = self.chance_prob.copy()
        below_decision = self.edge >= 0
        prob[below_decision] = matrix.ravel()[self.edge[below_decision]]
        return prob

    def reach(self, factor):
        """Products of `factor` along every path from the root (root: 1)."""
        out = np.empty(self.num_nodes)
        out[0] = 1.0
        for start, end in self.levels[1:]:
            out[start:end] = out[self.parent[start:end]] * factor[start:end]
        return out

    def values(self, prob, player=0):
        """Each node's expected return for `player` when edges are taken with `prob`."""
        sign = 1.0 if player == 0 else -1.0
        v = np.where(self.kind == TERMINAL, sign * self.utility, 0.0)
        for d in range(len(self.levels) - 1, 0, -1):
            start, end = self.levels[d]
            up_start, up_end = self.levels[d - 1]
            v[up_start:up_end] += np.bincount(self.parent[start:end] - up_start, weights=prob[start:end] * v[start:end],
                                              minlength=up_end - up_start)
        return v


class CFRSolver:
    """Tabular counterfactual regret minimisation over a GameTree, with
    alternating updates. plus=False: vanilla CFR (Zinkevich et al. 2007), the
    average weighted by the player's own reach; plus=True: CFR+ (Tammelin
    2014), regrets floored at zero and iteration t weighted t in the average."""

    def __init__(self, tree, plus=False):
        self.tree = tree
        self.plus = plus
        self.iterations = 0
        self.regrets = np.zeros(tree.legal_mask.shape)
        self.average_sum = np.zeros(tree.legal_mask.shape)
        self.current = tree.uniform_policy()

    def _regret_matching(self):
        positive = np.maximum(self.regrets, 0.0) * self.tree.legal_mask
        total = positive.sum(axis=1, keepdims=True)
        return np.where(total > 0, positive / np.where(total > 0, total, 1.0), self.tree.uniform_policy())

    def _update(self, player):
        tree = self.tree
        prob = tree.edge_probabilities(self.current)
        own = np.where(tree.edge_player == player, prob, 1.0)
        others = np.where(tree.edge_player == player, 1.0, prob)
        own_reach, other_reach = tree.reach(own), tree.reach(others)
        v = tree.values(prob, player)
        # Regret of each action: the counterfactual value of taking it minus the node's, summed over the infoset.
        below = tree.edge_player == player
        parents = tree.parent[below]
        gain = other_reach[parents] * (v[below] - v[parents])
        increment = np.bincount(tree.edge[below], weights=gain, minlength=self.regrets.size).reshape(self.regrets.shape)
        mine = tree.infoset_player == player
        self.regrets[mine] += increment[mine]
        if self.plus:
            self.regrets[mine] = np.maximum(self.regrets[mine], 0.0)
        # The average policy: this iteration's policy weighted by the player's own reach of the infoset.
        acting = (tree.kind == DECISION) & (tree.player == player)
        reach_of_infoset = np.bincount(tree.infoset[acting], weights=own_reach[acting], minlength=tree.num_infosets)
        weight = (self.iterations + 1) if self.plus else 1.0
        self.average_sum[mine] += weight * reach_of_infoset[mine, None] * self.current[mine]
        self.current[mine] = self._regret_matching()[mine]

    def iteration(self):
        for player in (0, 1):
            self._update(player)
        self.iterations += 1

    def run(self, iterations):
        for _ in range(iterations):
            self.iteration()
        return self

    def average_policy_matrix(self):
        total = self.average_sum.sum(axis=1, keepdims=True)
        return np.where(total > 0, self.average_sum / np.where(total > 0, total, 1.0), self.tree.uniform_policy())

    def average_policy(self):
        """The output: {information_state_string: {action: probability}}."""
        return self.tree.policy_dict(self.average_policy_matrix())


def expected_returns(tree, policy):
    """Player 0's and player 1's expected returns when both play `policy`."""
    v0 = tree.values(tree.edge_probabilities(tree.policy_matrix(policy)), 0)[0]
    return float(v0), float(-v0)


def best_response(tree, policy, player):
    """The exact best response of `player` to the others playing `policy`:
    (its expected return, its policy as a matrix: one action at each of its
    information sets, the others' rows left uniform). Information sets are
    settled from the deepest level up: at each, the action with the largest
    sum over its nodes of (others' and chance's reach) x (the child's value)."""
    matrix = tree.policy_matrix(policy)
    prob = tree.edge_probabilities(matrix)
    others = tree.reach(np.where(tree.edge_player == player, 1.0, prob))
    sign = 1.0 if player == 0 else -1.0
    v = np.where(tree.kind == TERMINAL, sign * tree.utility, 0.0)
    response = tree.uniform_policy().copy()
    mine = tree.edge_player == player
    for d in range(len(tree.levels) - 1, 0, -1):
        start, end = tree.levels[d]
        up_start, up_end = tree.levels[d - 1]
        parents = tree.parent[start:end]
        here = mine[start:end]
        if here.any():
            edges = tree.edge[start:end][here]
            q = np.bincount(edges, weights=others[parents[here]] * v[start:end][here], minlength=matrix.size)
            q = np.where(tree.legal_mask.ravel(), q, -np.inf).reshape(matrix.shape)
            settled = np.unique(edges // tree.max_actions)
            best = np.argmax(q[settled], axis=1)
            response[settled] = 0.0
            response[settled, best] = 1.0
            prob[start:end][here] = response.ravel()[edges]
        v[up_start:up_end] += np.bincount(parents - up_start, weights=prob[start:end] * v[start:end],
                                          minlength=up_end - up_start)
    return float(v[0]), response


def nash_conv(tree, policy):
    """Sum over players of what a best response gains over `policy` (zero at an equilibrium)."""
    values = expected_returns(tree, policy)
    return sum(best_response(tree, policy, p)[0] - values[p] for p in (0, 1))


def exploitability(tree, policy):
    """NashConv / 2, OpenSpiel's measure for two-player zero-sum games."""
    return nash_conv(tree, policy) / 2
