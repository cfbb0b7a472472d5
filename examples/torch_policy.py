#!/usr/bin/python3
"""A small torch policy (CPU) trained by imitation on a self-play dataset:
the observation tensor in, a masked softmax over the action ids out
(docs/python.md, "Examples"). It learns from deals of the training seeds and
is measured on deals of the validation seeds, beside what a uniform pick
among the legal actions would agree with. Exits with "skipped" where torch is
absent (Debian's python3-torch is installed only on request).

    PYTHONPATH=build/release/python /usr/bin/python3 examples/torch_policy.py [--deals N] [--epochs N]
"""
import argparse
import sys
import time

import numpy as np

import euchre

try:
    import torch
except ImportError:
    print("skipped: torch is not installed (EUCHRE_WITH_TORCH=1 bash scripts/install-deps.sh)")
    sys.exit(0)


def dataset(seed, deals, teacher):
    data = euchre.self_play(euchre.load_game("euchre", seed=seed), [teacher] * 4, range(deals))
    return (torch.from_numpy(data["observation"]), torch.from_numpy(data["mask"]).bool(),
            torch.from_numpy(data["action"].astype(np.int64)))


def agreement(model, x, mask, y):
    with torch.no_grad():
        return float((model(x).masked_fill(~mask, -1e9).argmax(1) == y).float().mean())


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1000, help="training deals (validation: a quarter as many)")
    parser.add_argument("--epochs", type=int, default=5)
    parser.add_argument("--teacher", default="basic", help="the player imitated (any bot name)")
    args = parser.parse_args()
    torch.manual_seed(1)
    start = time.perf_counter()
    x, mask, y = dataset(euchre.TRAIN_SEEDS[0] + 2, args.deals, args.teacher)
    vx, vmask, vy = dataset(euchre.VALIDATION_SEEDS[0], max(1, args.deals // 4), args.teacher)
    model = torch.nn.Sequential(torch.nn.Linear(x.shape[1], 128), torch.nn.ReLU(), torch.nn.Linear(128, euchre.NUM_DISTINCT_ACTIONS))
    optimiser = torch.optim.Adam(model.parameters(), lr=1e-3)
    batch = 256
    for epoch in range(args.epochs):
        order = torch.randperm(len(y))
        for i in range(0, len(y), batch):
            rows = order[i:i + batch]
            logits = model(x[rows]).masked_fill(~mask[rows], -1e9)
            loss = torch.nn.functional.cross_entropy(logits, y[rows])
            optimiser.zero_grad()
            loss.backward()
            optimiser.step()
    # A uniform pick among the legal ids agrees with the teacher 1/len(legal)
    # of the time: the policy has learned something only above that.
    uniform = float((1.0 / vmask.sum(1).float()).mean())
    print(f"{len(y)} training decisions of '{args.teacher}' ({args.deals} deals), {args.epochs} epochs, "
          f"{time.perf_counter() - start:.1f} s")
    print(f"agreement: training {agreement(model, x, mask, y):.3f}, validation {agreement(model, vx, vmask, vy):.3f} "
          f"({len(vy)} decisions), a uniform legal pick {uniform:.3f}")


if __name__ == "__main__":
    main()
