#!/usr/bin/env python3
"""ctest learning.train_reproducible: a short training run of
learning/train_auction.py on a tiny data set (tests/data/auction-tiny.csv,
written by `euchre auction-data --deals 40 --seed 7`) reproduces its model
bit for bit from its seed, and another seed gives another model (so the
check can fail). A few seconds."""
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = os.path.join(ROOT, "tests", "data", "auction-tiny.csv")


def train(out, seed):
    subprocess.run([sys.executable, os.path.join(HERE, "train_auction.py"), DATA, "--out", out, "--seed", str(seed),
                    "--hidden", "4", "--epochs", "30", "--batch", "32"], check=True, stdout=subprocess.DEVNULL)
    with open(out, "rb") as f:
        return f.read()


def main():
    with tempfile.TemporaryDirectory() as tmp:
        first = train(os.path.join(tmp, "a.txt"), 5)
        again = train(os.path.join(tmp, "b.txt"), 5)
        other = train(os.path.join(tmp, "c.txt"), 6)
    failures = []
    if not first.startswith(b"# The learned auction model") or b"\nw1 " not in first:
        failures.append("the model file does not look like a model")
    if first != again:
        failures.append("the same seed gave two different models")
    if first == other:
        failures.append("seeds 5 and 6 gave the same model: the seed is not used")
    for f in failures:
        print("FAIL:", f)
    if not failures:
        print(f"ok: {len(first)} bytes, the same twice from seed 5, another from seed 6")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
