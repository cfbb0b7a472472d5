#!/usr/bin/env python3
"""Trains the learned belief model (src/learned/belief_model.h) on the
training data of `euchre belief-data` (src/lab/belief_data.h) and writes its
weights as the text file the program builds in
(data/models/beliefs-play.txt). docs/learned.md gives the pipeline:

    euchre belief-data --deals 20000 --seed 1 --threads 2 --out /tmp/b1-1.txt
    /usr/bin/python3 learning/train_beliefs.py /tmp/b1-1.txt --seed 1 \
        --out data/models/beliefs-play.txt

The model: for a seat's view in the play (218 features), one hidden layer of
rectified linear units and, for each of the 24 cards, four scores whose
softmax is the chance that the card lies with the seat's left, its partner,
its right, or out of play. Fitted by cross-entropy on the cards the seat
cannot see (the others are left out of the loss), with Adam on mini-batches.

Reproducible: numpy only, float64, one thread, every random draw from
--seed; the same data and arguments give the same file, bit for bit
(learning/test_train_beliefs.py checks it).
"""
import os

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # one summation order
os.environ.setdefault("OMP_NUM_THREADS", "1")

import argparse  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402

import numpy as np  # noqa: E402

import mlp  # noqa: E402  (learning/mlp.py, beside this script)

FEATURES = 218  # learned/belief_features.h, kBeliefFeatures
CARDS = 24
PLACES = 4
ROW = FEATURES + 1 + CARDS + 1  # the features, a comma, the places, the newline


def read_data(paths):
    """Features (rows x 218 of 0/1) and places (rows x 24: 0..3, -1 known)."""
    blobs = []
    for path in paths:
        with open(path, "rb") as f:
            raw = f.read()
        if len(raw) % ROW:
            sys.exit(f"train_beliefs: {path} is not whole rows of {ROW} bytes (written by euchre belief-data?)")
        a = np.frombuffer(raw, dtype=np.uint8).reshape(-1, ROW)
        if a.size and ((a[:, FEATURES] != ord(",")).any() or (a[:, -1] != ord("\n")).any()):
            sys.exit(f"train_beliefs: {path} has a malformed row")
        blobs.append(a)
    if not blobs or not sum(len(b) for b in blobs):
        sys.exit("train_beliefs: no data rows")
    a = np.concatenate(blobs)
    feats = a[:, :FEATURES]
    if not np.isin(feats, (ord("0"), ord("1"))).all():
        sys.exit("train_beliefs: a feature is neither 0 nor 1")
    places = a[:, FEATURES + 1:FEATURES + 1 + CARDS]
    if not np.isin(places, np.frombuffer(b"0123x", dtype=np.uint8)).all():
        sys.exit("train_beliefs: a place is not 0, 1, 2, 3 or x")
    x = (feats == ord("1")).astype(np.float64)
    y = np.where(places == ord("x"), -1, places.astype(np.int64) - ord("0"))
    return x, y


def softmax4(z):
    """Per card, over its four places: z is rows x 96, card-major."""
    z = z.reshape(len(z), CARDS, PLACES)
    z = z - z.max(axis=2, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=2, keepdims=True)


def one_hot(y):
    t = np.zeros((len(y), CARDS, PLACES))
    rows, cards = np.nonzero(y >= 0)
    t[rows, cards, y[rows, cards]] = 1.0
    return t


def scores(prob, y):
    """Mean log loss and Brier score a card the seat cannot see."""
    mask = y >= 0
    t = one_hot(y)
    n = mask.sum()
    log_loss = -(np.log(np.maximum((prob * t).sum(axis=2), 1e-300)) * mask).sum() / n
    brier = (((prob - t) ** 2).sum(axis=2) * mask).sum() / n
    return float(log_loss), float(brier)


def train(x, y, hidden, epochs, batch, lr, seed):
    rng = np.random.default_rng(seed)
    out = CARDS * PLACES
    p = mlp.init(rng, x.shape[1], hidden, out, np.zeros(out))

    def output_gradient(idx, z):
        yb = y[idx]
        mask = (yb >= 0)[:, :, None]
        return ((softmax4(z) - one_hot(yb)) * mask / max(mask.sum(), 1)).reshape(len(idx), out)
    return mlp.fit(p, x, epochs, batch, lr, rng, output_gradient)


def feature_names():
    suits = ("trump", "colour", "side1", "side2")
    ranks = ("9", "10", "J", "Q", "K", "A")
    seats = ("me", "left", "partner", "right")
    names = []

    def cards(prefix):
        names.extend(f"{prefix}{s}_{r}" for s in suits for r in ranks)
    cards("hand_")
    for s in seats[1:]:
        cards(f"played_{s}_")
    cards("up_")
    names.append("up_taken")
    for who in ("dealer_", "maker_", "loner_"):
        names.extend(who + s for s in seats)
    names.append("round2")
    for s in seats[1:]:
        names.extend(f"void_{s}_{u}" for u in suits)
    for s in seats[1:]:
        cards(f"led_{s}_")
    assert len(names) == FEATURES
    return names


def write_model(path, p, preset, x_check, args_text, summary):
    _, z_check = mlp.forward(p, x_check)
    num = repr  # the shortest text that reads back as the same double
    with open(path, "w") as f:
        f.write("# The learned belief model (src/learned/belief_model.h), written by\n")
        f.write(f"# learning/train_beliefs.py {args_text}\n")
        for line in summary:
            f.write(f"# {line}\n")
        f.write("format euchre-belief-mlp 1\n")
        f.write(f"preset {preset}\n")
        f.write("features " + " ".join(feature_names()) + "\n")
        f.write(f"hidden {p['w1'].shape[0]}\n")
        # One line a row of each matrix: no line too long for one string.
        for k in ("w1", "w2"):
            for row in p[k]:
                f.write(k + " " + " ".join(num(float(a)) for a in row) + "\n")
            bias = "b1" if k == "w1" else "b2"
            f.write(bias + " " + " ".join(num(float(a)) for a in p[bias]) + "\n")
        for xr, zr in zip(x_check, z_check):
            f.write("check " + " ".join(num(float(a)) for a in list(xr) + list(zr)) + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("data", nargs="+", help="files written by euchre belief-data")
    ap.add_argument("--out", required=True, help="the model file to write")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--hidden", type=int, default=64)
    ap.add_argument("--epochs", type=int, default=4)
    ap.add_argument("--batch", type=int, default=512)
    ap.add_argument("--lr", type=float, default=0.002)
    ap.add_argument("--valid", type=float, default=0.05, help="share of rows held out to report the fit")
    ap.add_argument("--preset", default="standard", help="the preset the data was played in")
    args = ap.parse_args()
    if args.hidden < 1 or args.epochs < 1 or args.batch < 1 or not 0 <= args.valid < 1:
        sys.exit("train_beliefs: --hidden, --epochs and --batch must be positive, --valid in [0, 1)")
    start = time.process_time()
    x, y = read_data(args.data)
    n = len(x)
    split = np.random.default_rng(args.seed + 1_000_003).permutation(n)
    n_valid = int(n * args.valid)
    valid, fit = split[:n_valid], split[n_valid:]
    p = train(x[fit], y[fit], args.hidden, args.epochs, args.batch, args.lr, args.seed)
    summary = [f"rows {n} (fit {len(fit)}, held out {n_valid})"]
    if n_valid:
        _, z = mlp.forward(p, x[valid])
        ll, br = scores(softmax4(z), y[valid])
        # The baseline: every place as often as in the data, whatever the view.
        freq = one_hot(y[fit]).sum(axis=(0, 1))
        base = np.tile(freq / freq.sum(), (n_valid, CARDS, 1))
        bll, bbr = scores(base, y[valid])
        summary.append(f"held out, a card the seat cannot see: log loss {ll:.4f}, Brier {br:.4f} "
                       f"(the places' frequencies: {bll:.4f}, {bbr:.4f})")
    args_text = " ".join([os.path.basename(d) for d in args.data] +
                         [f"--seed {args.seed} --hidden {args.hidden} --epochs {args.epochs} --batch {args.batch}",
                          f"--lr {args.lr} --valid {args.valid} --preset {args.preset}"])
    write_model(args.out, p, args.preset, x[:3], args_text, summary)
    for line in summary:
        print(line)
    print(f"training CPU time {time.process_time() - start:.1f} s; wrote {args.out}")


if __name__ == "__main__":
    main()
