#!/usr/bin/python3
"""Decisions a second of random play through the Python module `euchre`
(docs/python.md, "Speed"). Not a test: it prints figures.

    PYTHONPATH=build/release/python /usr/bin/python3 bench/python_bench.py [--seconds S] [--preset P]

Figures, each on one core (the module does not start threads):
- batched: VectorEnv of N games, a numpy random policy over the legal ids
  (`legal`, `legal_count`), observations off / on (then the mask is read too);
- single: one State, one decision per Python call (legal_actions, then
  apply_action), and the same reading the observation tensor each decision.
"""
import argparse
import time

import numpy as np

import euchre


def batched(game, size, observations, seconds, information_states=False):
    env = euchre.VectorEnv(game, size, observations=observations, information_states=information_states)
    out = env.reset()
    rng = np.random.default_rng(1)
    rows = np.arange(size)
    decisions, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(100):
            pick = (rng.random(size) * out["legal_count"]).astype(np.int64)
            actions = out["legal"][rows, pick]
            if observations:  # a learner reads what it is given
                out["observation"].sum()
                out["mask"].sum()
            if information_states:
                out["information_state"].sum()
            out = env.step(actions)
        decisions += 100 * size
    return decisions / (time.perf_counter() - start)


def single(game, observations, seconds):
    rng = np.random.default_rng(1)
    decisions, episode, start = 0, 0, time.perf_counter()
    state = game.new_initial_state(episode)
    while time.perf_counter() - start < seconds:
        for _ in range(1000):
            if state.is_terminal():
                episode += 1
                state = game.new_initial_state(episode)
            legal = state.legal_actions()
            if observations:
                state.observation_tensor()
            state.apply_action(legal[int(rng.random() * len(legal))])
        decisions += 1000
    return decisions / (time.perf_counter() - start)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per figure")
    parser.add_argument("--preset", default="standard")
    args = parser.parse_args()
    game = euchre.load_game("euchre", preset=args.preset, seed=1)
    print(f"preset {args.preset}, one deal an episode, {args.seconds:g} s a figure, one core")
    for size in (16, 256, 4096):
        print(f"batched N={size:5d}, observations off: {batched(game, size, False, args.seconds) / 1e6:.2f}M decisions/s")
    for size in (256, 4096):
        print(f"batched N={size:5d}, observations and masks read: "
              f"{batched(game, size, True, args.seconds) / 1e6:.2f}M decisions/s")
    print(f"batched N=  256, information states read: "
          f"{batched(game, 256, False, args.seconds, information_states=True) / 1e6:.2f}M decisions/s")
    print(f"single, one decision a call: {single(game, False, args.seconds) / 1e3:.0f}k decisions/s")
    print(f"single, with the observation tensor: {single(game, True, args.seconds) / 1e3:.0f}k decisions/s")


if __name__ == "__main__":
    main()
