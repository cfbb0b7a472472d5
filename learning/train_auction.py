#!/usr/bin/env python3
"""Trains the learned auction model (src/learned/auction_model.h) on the
training data of `euchre auction-data` (src/lab/auction_data.h) and writes
its weights as the text file the program builds in
(data/models/auction-round1.txt). docs/learned.md gives the pipeline:

    euchre auction-data --deals 4000 --seed 1 --threads 2 --out /tmp/a1.csv
    /usr/bin/python3 learning/train_auction.py /tmp/a1.csv --seed 1 \
        --out data/models/auction-round1.txt

The model: one hidden layer of rectified linear units, two outputs, what
ordering up and going alone are worth beside passing (points of the deal for
the deciding seat's side), fitted by least squares with Adam on mini-batches.
The alone output learns only from rows where alone was offered.

Reproducible: numpy only, float64, one thread, every random draw from
--seed; the same data and arguments give the same file, bit for bit
(learning/test_train_auction.py checks it).
"""
import os

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # one summation order
os.environ.setdefault("OMP_NUM_THREADS", "1")

import argparse  # noqa: E402
import csv  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402

import numpy as np  # noqa: E402

import mlp  # noqa: E402  (learning/mlp.py, beside this script)

FEATURES = 23  # learned/auction_features.h, kAuctionFeatures


def read_data(paths):
    """Features, targets (order - pass, alone - pass), the alone mask, the
    expert's choices and the feature names, from one or more CSV files."""
    names = None
    rows = []
    for path in paths:
        with open(path, newline="") as f:
            reader = csv.reader(f)
            header = next(reader)
            if names is None:
                names = header
            elif header != names:
                sys.exit(f"train_auction: {path} has other columns than {paths[0]}")
            rows.extend(reader)
    if names is None or not rows:
        sys.exit("train_auction: no data rows")
    col = {n: i for i, n in enumerate(names)}
    for needed in ("pass", "order", "alone", "alone_legal", "chosen"):
        if needed not in col:
            sys.exit(f"train_auction: the data has no column '{needed}' (written by euchre auction-data?)")
    feature_names = names[:FEATURES]
    x = np.array([[float(r[i]) for i in range(FEATURES)] for r in rows], dtype=np.float64)
    pas = np.array([float(r[col["pass"]]) for r in rows])
    order = np.array([float(r[col["order"]]) for r in rows])
    alone = np.array([float(r[col["alone"]]) for r in rows])
    mask = np.array([[1.0, float(r[col["alone_legal"]])] for r in rows])
    y = np.stack([order - pas, alone - pas], axis=1)
    chosen = [r[col["chosen"]] for r in rows]
    return x, y, mask, chosen, feature_names


def masked_mse(pred, y, mask):
    return float(((pred - y) ** 2 * mask).sum() / mask.sum())


def train(x, y, mask, hidden, epochs, batch, lr, seed):
    rng = np.random.default_rng(seed)
    p = mlp.init(rng, x.shape[1], hidden, 2, (y * mask).sum(axis=0) / mask.sum(axis=0))

    def output_gradient(idx, pred):
        mb = mask[idx]
        return 2.0 * (pred - y[idx]) * mb / mb.sum()
    return mlp.fit(p, x, epochs, batch, lr, rng, output_gradient)


def choice(pred, alone_legal):
    """The model's round-1 choice as learned/learned_expert.cpp makes it."""
    best, value = "pass", 0.0
    if pred[0] > value:
        best, value = "order", pred[0]
    if alone_legal and pred[1] > value:
        best = "order alone"
    return best


def expert_kind(text):
    t = text.lower()
    if t.startswith("p"):
        return "pass"
    return "order alone" if "alone" in t else "order"


def write_model(path, p, feature_names, preset, x_check, args_text, summary):
    _, y_check = mlp.forward(p, x_check)
    num = repr  # the shortest text that reads back as the same double
    with open(path, "w") as f:
        f.write("# The learned auction model (src/learned/auction_model.h), written by\n")
        f.write(f"# learning/train_auction.py {args_text}\n")
        for line in summary:
            f.write(f"# {line}\n")
        f.write("format euchre-auction-mlp 1\n")
        f.write(f"preset {preset}\n")
        f.write("features " + " ".join(feature_names) + "\n")
        f.write(f"hidden {p['w1'].shape[0]}\n")
        for k in ("w1", "b1", "w2", "b2"):
            f.write(k + " " + " ".join(num(float(a)) for a in p[k].ravel()) + "\n")
        for xr, yr in zip(x_check, y_check):
            f.write("check " + " ".join(num(float(a)) for a in list(xr) + list(yr)) + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("data", nargs="+", help="CSV files written by euchre auction-data")
    ap.add_argument("--out", required=True, help="the model file to write")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--hidden", type=int, default=16)
    ap.add_argument("--epochs", type=int, default=40)
    ap.add_argument("--batch", type=int, default=256)
    ap.add_argument("--lr", type=float, default=0.003)
    ap.add_argument("--valid", type=float, default=0.1, help="share of rows held out to report the fit")
    ap.add_argument("--preset", default="standard", help="the preset the data was played in")
    args = ap.parse_args()
    if args.hidden < 1 or args.epochs < 1 or args.batch < 1 or not 0 <= args.valid < 1:
        sys.exit("train_auction: --hidden, --epochs and --batch must be positive, --valid in [0, 1)")
    start = time.process_time()
    x, y, mask, chosen, names = read_data(args.data)
    n = len(x)
    split = np.random.default_rng(args.seed + 1_000_003).permutation(n)
    n_valid = int(n * args.valid)
    valid, fit = split[:n_valid], split[n_valid:]
    p = train(x[fit], y[fit], mask[fit], args.hidden, args.epochs, args.batch, args.lr, args.seed)
    summary = [f"rows {n} (fit {len(fit)}, held out {n_valid})"]
    if n_valid:
        _, pred = mlp.forward(p, x[valid])
        const = (y[fit] * mask[fit]).sum(axis=0) / mask[fit].sum(axis=0)
        summary.append(f"held-out mean squared error {masked_mse(pred, y[valid], mask[valid]):.4f} "
                       f"(a constant: {masked_mse(np.tile(const, (n_valid, 1)), y[valid], mask[valid]):.4f})")
        agree = sum(choice(pred[i], mask[valid][i][1] > 0) == expert_kind(chosen[valid[i]]) for i in range(n_valid))
        # What each policy's choices really scored on the held-out rows (the
        # same play-outs for both: the difference is paired).
        def realised(kinds):
            return np.array([0.0 if k == "pass" else y[valid[i]][0 if k == "order" else 1]
                             for i, k in enumerate(kinds)])
        model_pts = realised([choice(pred[i], mask[valid][i][1] > 0) for i in range(n_valid)])
        expert_pts = realised([expert_kind(chosen[valid[i]]) for i in range(n_valid)])
        gain = model_pts - expert_pts
        half = 1.96 * gain.std(ddof=1) / np.sqrt(n_valid) if n_valid > 1 else 0.0
        summary.append(f"held out: agrees with the expert's choice {agree / n_valid:.3f}; points over passing, "
                       f"model {model_pts.mean():+.4f}, expert {expert_pts.mean():+.4f}; "
                       f"model - expert {gain.mean():+.4f} [{gain.mean() - half:+.4f}, {gain.mean() + half:+.4f}]")
    # The file names only the data files' names and the arguments, so that
    # the same run anywhere writes the same bytes.
    args_text = " ".join([os.path.basename(d) for d in args.data] +
                         [f"--seed {args.seed} --hidden {args.hidden} --epochs {args.epochs} --batch {args.batch}",
                          f"--lr {args.lr} --valid {args.valid} --preset {args.preset}"])
    write_model(args.out, p, names, args.preset, x[:4], args_text, summary)
    for line in summary:
        print(line)
    print(f"training CPU time {time.process_time() - start:.1f} s; wrote {args.out}")


if __name__ == "__main__":
    main()
