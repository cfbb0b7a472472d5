#!/usr/bin/python3
"""Plots an arena run with matplotlib: points per deal of bot A against bot B
with its 95% interval, one bar per preset (docs/python.md, "Examples").

    PYTHONPATH=build/release/python /usr/bin/python3 examples/plot_arena.py [--boards N] [--out FILE.png]
"""
import argparse

import matplotlib

matplotlib.use("Agg")  # files only, no display needed
import matplotlib.pyplot as plt  # noqa: E402

import euchre  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", default="basic")
    parser.add_argument("--b", default="random")
    parser.add_argument("--boards", type=int, default=500)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--out", default="arena.png")
    args = parser.parse_args()
    presets = euchre.presets()
    reports = [euchre.arena(args.a, args.b, preset=p, deals=args.boards, seed=args.seed) for p in presets]
    means = [r["points_per_deal"] for r in reports]
    errors = [[m - r["ci95"][0] for m, r in zip(means, reports)], [r["ci95"][1] - m for m, r in zip(means, reports)]]
    fig, ax = plt.subplots(figsize=(8, 4))
    ax.bar(presets, means, yerr=errors, capsize=4, color="tab:blue")
    ax.axhline(0, color="black", linewidth=0.8)
    ax.set_ylabel(f"{args.a} - {args.b}, points per deal")
    ax.set_title(f"{args.a} against {args.b}: {args.boards} duplicate boards a preset, 95% intervals")
    fig.tight_layout()
    fig.savefig(args.out, dpi=100)
    for preset, report in zip(presets, reports):
        print(f"{preset:13s} {report['points_per_deal']:+.3f} [{report['ci95'][0]:+.3f}, {report['ci95'][1]:+.3f}]")
    print(f"plot written to {args.out}")


if __name__ == "__main__":
    main()
