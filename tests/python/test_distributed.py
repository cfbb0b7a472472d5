"""Dask: self-play and evaluations over a LocalCluster of two workers equal
the single-process run with the same seeds."""
import os

import numpy as np
import pytest

import euchre
from euchre import distributed

dask_distributed = pytest.importorskip("dask.distributed")


def test_two_workers_give_the_single_process_results():
    params = {"preset": "standard", "seed": 21}
    names = ["basic", "random", "expert:1", "random"]
    single_data = distributed.self_play(None, params, names, range(24), chunk=24)
    single_returns = distributed.returns(None, params, ["basic", "random"] * 2, range(40), chunk=40)
    single_arena = distributed.duplicate_arena(None, params, "basic", "random", range(30), chunk=30)
    with dask_distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None,
                                       worker_dashboard_address=None) as cluster, \
            dask_distributed.Client(cluster) as client:
        assert len(client.scheduler_info()["workers"]) == 2
        data = distributed.self_play(client, params, names, range(24), chunk=5)
        returns = distributed.returns(client, params, ["basic", "random"] * 2, range(40), chunk=7)
        arena = distributed.duplicate_arena(client, params, "basic", "random", range(30), chunk=4)
        pids = set(client.run(os.getpid).values())
    assert len(pids) == 2 and os.getpid() not in pids
    for key in single_data:
        assert np.array_equal(data[key], single_data[key]), key
    assert np.array_equal(returns, single_returns)
    mean, low, high = distributed.mean_interval(returns[:, 0])
    assert low <= mean <= high
    assert np.array_equal(arena[3], single_arena[3]) and arena[:3] == single_arena[:3]
    assert 0 < arena[1] < arena[0] < arena[2]  # basic beats random, and the interval says so
