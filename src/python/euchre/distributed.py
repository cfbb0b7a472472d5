"""Beyond one machine: self-play datasets and bot evaluations spread over
Dask's `distributed` workers (Debian's python3-distributed).

Episodes are split into chunks of consecutive numbers; each chunk runs on
some worker and the results are joined in episode order. Episode i is dealt
from (seed, i) and its bots are seeded from i, so the result equals the
single-process run whatever the number of workers or chunks.

    from dask.distributed import Client, LocalCluster
    with LocalCluster(n_workers=2, threads_per_worker=1) as cluster, Client(cluster) as client:
        data = euchre.distributed.self_play(client, {"preset": "standard", "seed": 5},
                                            ["expert:1", "basic"] * 2, range(1000))

On a real cluster: start `dask scheduler` on one machine and `dask worker
tcp://SCHEDULER:8786` on each of the others (each with this module on its
PYTHONPATH and the same build), then Client("tcp://SCHEDULER:8786").
"""
import math

import numpy as np

from . import play


def _chunks(episodes, chunk):
    episodes = list(episodes)
    return [episodes[i:i + chunk] for i in range(0, len(episodes), chunk)]


def _game(params):
    from . import load_game  # on the worker
    return load_game(dict(params))


def _self_play_chunk(params, bot_names, episodes, information_state):
    return play.self_play(_game(params), bot_names, episodes, information_state, progress=False)


def _returns_chunk(params, bot_names, episodes):
    game = _game(params)
    return np.array([play.evaluate_bots(game.new_initial_state(e), play.bots_for(bot_names, e)) for e in episodes],
                    dtype=np.float64).reshape(len(episodes), game.num_players())


def _duplicate_chunk(params, bot_a, bot_b, boards):
    """A's points on each board: the board's episode played once per seating
    (partnerships and call-ace: A at 0 and 2, then at 1 and 3; three- and
    two-handed: A at each seat in turn), the mean over seatings of A's seats'
    mean return."""
    game = _game(params)
    players = game.num_players()
    seatings = [(s,) for s in range(players)] if players < 4 else [(0, 2), (1, 3)]
    out = []
    for board in boards:
        total = 0.0
        for a_seats in seatings:
            names = [bot_a if s in a_seats else bot_b for s in range(players)]
            r = play.evaluate_bots(game.new_initial_state(board), play.bots_for(names, board))
            total += sum(r[s] for s in a_seats) / len(a_seats)
        out.append(total / len(seatings))
    return np.array(out, dtype=np.float64)


def duplicate_arena(client, params, bot_a, bot_b, boards, chunk=32):
    """A duplicate arena in Python over the workers: every board (episode) is
    played once per seating with the same cards; returns (points per deal of
    A, interval low, interval high, per-board points). Equal for any number
    of workers; the C++ arena (euchre.arena) is the quicker one-machine run."""
    parts = [(params, bot_a, bot_b, c) for c in _chunks(boards, chunk)]
    if client is None:
        points = np.concatenate([_duplicate_chunk(*p) for p in parts])
    else:
        points = np.concatenate(client.gather([client.submit(_duplicate_chunk, *p, pure=False) for p in parts]))
    mean, low, high = mean_interval(points)
    return mean, low, high, points


def self_play(client, params, bot_names, episodes, chunk=64, information_state=False):
    """play.self_play over the workers of `client` (None: in this process)."""
    parts = [(params, list(bot_names), c, information_state) for c in _chunks(episodes, chunk)]
    if client is None:
        return play.concatenate([_self_play_chunk(*p) for p in parts])
    futures = [client.submit(_self_play_chunk, *p, pure=False) for p in parts]
    return play.concatenate(client.gather(futures))


def returns(client, params, bot_names, episodes, chunk=64):
    """Every episode's returns (episodes x players) with bot_names[seat] at each seat."""
    parts = [(params, list(bot_names), c) for c in _chunks(episodes, chunk)]
    if client is None:
        return np.concatenate([_returns_chunk(*p) for p in parts])
    futures = [client.submit(_returns_chunk, *p, pure=False) for p in parts]
    return np.concatenate(client.gather(futures))


def mean_interval(values):
    """Mean and the 95% interval of the mean (normal approximation)."""
    values = np.asarray(values, dtype=np.float64)
    mean = float(values.mean())
    half = 1.96 * float(values.std(ddof=1)) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return mean, mean - half, mean + half
