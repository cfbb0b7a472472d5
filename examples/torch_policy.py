#!/usr/bin/python3
"""A small torch policy (CPU) trained by imitation on a self-play dataset:
the observation tensor in, a masked softmax over the 128 action ids out
(docs/python.md, "Examples"). Exits with "skipped" where torch is absent
(Debian's python3-torch is installed only on request).

    PYTHONPATH=build/release/python /usr/bin/python3 examples/torch_policy.py [--deals N] [--epochs N]
"""
import argparse
import sys

import numpy as np

import euchre

try:
    import torch
except ImportError:
    print("skipped: torch is not installed (EUCHRE_WITH_TORCH=1 bash scripts/install-deps.sh)")
    sys.exit(0)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--epochs", type=int, default=20)
    args = parser.parse_args()
    torch.manual_seed(1)
    game = euchre.load_game("euchre", seed=euchre.TRAIN_SEEDS[0] + 2)
    data = euchre.self_play(game, ["basic"] * 4, range(args.deals))
    x = torch.from_numpy(data["observation"])
    mask = torch.from_numpy(data["mask"]).bool()
    y = torch.from_numpy(data["action"].astype(np.int64))
    model = torch.nn.Sequential(torch.nn.Linear(x.shape[1], 128), torch.nn.ReLU(), torch.nn.Linear(128, 128))
    optimiser = torch.optim.Adam(model.parameters(), lr=1e-3)
    for epoch in range(args.epochs):
        logits = model(x).masked_fill(~mask, -1e9)
        loss = torch.nn.functional.cross_entropy(logits, y)
        optimiser.zero_grad()
        loss.backward()
        optimiser.step()
    accuracy = float((model(x).masked_fill(~mask, -1e9).argmax(1) == y).float().mean())
    print(f"{len(y)} decisions of the point-count player, {args.epochs} epochs: loss {float(loss):.3f}, "
          f"agreement {accuracy:.3f}")


if __name__ == "__main__":
    main()
