#!/usr/bin/env python3
"""ctest learning.train_beliefs_reproducible: a short training run of
learning/train_beliefs.py on a tiny data set (tests/data/beliefs-tiny.txt,
written by `euchre belief-data --deals 40 --seed 7`) reproduces its model
bit for bit from its seed, and another seed gives another model (so the
check can fail); a malformed data file is refused with its name. A few
seconds."""
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = os.path.join(ROOT, "tests", "data", "beliefs-tiny.txt")


def train(out, seed, data=DATA):
    run = subprocess.run([sys.executable, os.path.join(HERE, "train_beliefs.py"), data, "--out", out, "--seed", str(seed),
                          "--hidden", "4", "--epochs", "3", "--batch", "32"], capture_output=True, text=True)
    if run.returncode:
        return run.stderr
    with open(out, "rb") as f:
        return f.read()


def main():
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        first = train(os.path.join(tmp, "a.txt"), 5)
        again = train(os.path.join(tmp, "b.txt"), 5)
        other = train(os.path.join(tmp, "c.txt"), 6)
        bad = os.path.join(tmp, "bad.txt")
        with open(DATA, "rb") as f:
            rows = f.read().split(b"\n")
        with open(bad, "wb") as f:
            f.write(b"\n".join(rows[:3] + [rows[3].replace(b",", b";")] + rows[4:]))
        refused = train(os.path.join(tmp, "d.txt"), 5, bad)
    if not isinstance(first, bytes) or not first.startswith(b"# The learned belief model") or b"\nw2 " not in first:
        failures.append(f"the model file does not look like a model: {first[:200]!r}")
    if first != again:
        failures.append("the same seed gave two different models")
    if first == other:
        failures.append("seeds 5 and 6 gave the same model: the seed is not used")
    if not isinstance(refused, str) or "bad.txt has a malformed row" not in refused:
        failures.append(f"a malformed row was not refused by name: {refused!r}"[:300])
    for f in failures:
        print("FAIL:", f)
    if not failures:
        print(f"ok: {len(first)} bytes, the same twice from seed 5, another from seed 6; a bad row refused")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
