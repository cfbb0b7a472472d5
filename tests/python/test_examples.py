"""The examples run to completion (small sizes; their real figures are in
docs/python.md)."""
import os
import pathlib
import re
import subprocess
import sys

import pytest

EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "examples"
# Under the sanitizers the bots are several times slower: smaller runs.
SMALL = os.environ.get("EUCHRE_SANITIZED") == "1"


def run(name, *args):
    out = subprocess.run([sys.executable, str(EXAMPLES / name), *args], capture_output=True, text=True, timeout=120,
                         env=dict(os.environ))
    assert out.returncode == 0, out.stderr
    return out.stdout


def test_imitate_bidding_learns_and_measures():
    out = run("imitate_bidding.py", "--train", "20" if SMALL else "150", "--boards", "10" if SMALL else "60")
    assert "training accuracy" in out and "points per deal, 95% interval" in out


def test_plot_arena_writes_a_png(tmp_path):
    png = tmp_path / "arena.png"
    out = run("plot_arena.py", "--boards", "5" if SMALL else "20", "--out", str(png))
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert "three-handed" in out


def test_torch_policy_learns_where_torch_is_installed():
    try:
        import torch  # noqa: F401  (only whether it loads)
    except ImportError:
        pytest.skip("torch is not installed (EUCHRE_WITH_TORCH=1 bash scripts/install-deps.sh)")
    out = run("torch_policy.py", "--deals", "60" if SMALL else "200", "--epochs", "5")
    found = re.search(r"validation ([0-9.]+) .*a uniform legal pick ([0-9.]+)", out)
    assert found, out
    validation, uniform = map(float, found.groups())
    # Imitating the point-count player on deals it never saw: well above a
    # uniform pick among the legal actions, or nothing was learned.
    assert validation > uniform + 0.1, out
