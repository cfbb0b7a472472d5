"""Playing episodes with bots: pyspiel's evaluate_bots, and self-play
datasets (observation, mask, action, return) saved as .npz.

A "bot" is any callable bot(state) -> action id of the seat to act:
euchre.Bot("expert:2"), or a Python function."""
import numpy as np

from ._euchre import NUM_DISTINCT_ACTIONS, Bot


def evaluate_bots(state, bots, rng=None):
    """Plays `state` to its end with bots[seat] deciding for each seat (as
    pyspiel.evaluate_bots) and returns the returns. `rng` is unused: chance
    comes from the episode's seed; it is accepted so pyspiel code ports."""
    del rng
    while not state.is_terminal():
        state.apply_action(bots[state.current_player()](state))
    return state.returns()


def bots_for(names, seed):
    """One euchre.Bot per seat from names such as ["expert:1", "random", ...],
    seeded by (seed, seat) so that a run is reproducible."""
    return [Bot(name, seed * 1_000_003 + seat) for seat, name in enumerate(names)]


def self_play(game, bot_names, episodes, information_state=False, progress=None):
    """Plays episodes (an iterable of episode numbers) with one bot per seat
    (fresh bots per episode, seeded by the episode's number) and returns a
    dict of numpy arrays, one row per decision:
    observation (float32), mask (uint8, NUM_DISTINCT_ACTIONS), action (int16), player (int8),
    episode (int64) and return (float32: the deciding seat's return).
    progress: None shows a progress line on a terminal (stderr), False never."""
    import sys
    episodes = list(episodes)
    show = _terminal_progress("self-play episodes") if progress is None and sys.stderr.isatty() else None
    rows = {"observation": [], "mask": [], "action": [], "player": [], "episode": [], "return": []}
    for done, episode in enumerate(episodes):
        if show and done % 50 == 0:
            show(done, len(episodes))
        state = game.new_initial_state(episode)
        bots = bots_for(bot_names, episode)
        start = len(rows["action"])
        while not state.is_terminal():
            player = state.current_player()
            rows["observation"].append(state.information_state_tensor() if information_state
                                       else state.observation_tensor())
            rows["mask"].append(state.legal_actions_mask())
            action = bots[player](state)
            rows["action"].append(action)
            rows["player"].append(player)
            rows["episode"].append(episode)
            state.apply_action(action)
        returns = state.returns()
        rows["return"].extend(returns[p] for p in rows["player"][start:])
    if show:
        show(len(episodes), len(episodes))
        sys.stderr.write("\n")
    width = game.information_state_tensor_size() if information_state else game.observation_tensor_size()
    return {
        "observation": np.array(rows["observation"], dtype=np.float32).reshape(-1, width),
        "mask": np.array(rows["mask"], dtype=np.uint8).reshape(-1, NUM_DISTINCT_ACTIONS),
        "action": np.array(rows["action"], dtype=np.int16),
        "player": np.array(rows["player"], dtype=np.int8),
        "episode": np.array(rows["episode"], dtype=np.int64),
        "return": np.array(rows["return"], dtype=np.float32),
    }


def concatenate(parts):
    """Joins self_play results in the order given."""
    return {key: np.concatenate([p[key] for p in parts]) for key in parts[0]}


def save_npz(path, data):
    np.savez_compressed(path, **data)


def arena(bot_a, bot_b, preset="standard", deals=0, games=0, duplicate=True, seed=1, threads=1, progress=None,
          **options):
    """The C++ duplicate arena (docs/arena.md): bot A against bot B over
    `deals` single deals or `games` whole games, points per deal with its 95%
    interval and the match win rate. Returns the report as a dict (keys as
    `euchre arena --json`). progress: None prints a progress line on a
    terminal (stderr) and nothing otherwise; False never; or a callable
    progress(done, total)."""
    import json
    import sys

    from ._euchre import _arena_json
    if deals <= 0 and games <= 0:
        raise ValueError("arena: give deals or games (a positive number)")
    terminal = progress is None and sys.stderr.isatty()
    if progress is None:
        progress = _terminal_progress("arena boards") if terminal else False
    params = dict(options, preset=preset)
    report = json.loads(_arena_json(params, bot_a, bot_b, deals, games, duplicate, threads, seed,
                                    progress if progress else None))
    if terminal:
        # The arena reports progress while it waits for its threads, so a
        # quick run may end before the first report: the line is drawn
        # whole at the end, as `euchre arena` does.
        progress(report["boards"], report["boards"])
        sys.stderr.write("\n")
    return report


def _terminal_progress(what):
    import sys

    def show(done, total):
        sys.stderr.write(f"\r{what}: {done}/{total}")
        sys.stderr.flush()
    return show
