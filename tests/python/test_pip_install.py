"""The documented offline install works: a venv that sees Debian's packages,
`pip install --no-build-isolation --no-deps --no-index .`, then `import
euchre` from the venv without PYTHONPATH."""
import os
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_pip_installs_the_module_offline_into_a_venv(tmp_path):
    build_dir = os.environ.get("EUCHRE_BUILD_DIR")
    if not build_dir:
        pytest.skip("EUCHRE_BUILD_DIR does not name a build directory (ctest sets it)")
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", str(venv)], check=True, timeout=120)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["EUCHRE_BUILD_DIR"] = build_dir
    install = subprocess.run([str(venv / "bin" / "pip"), "install", "-q", "--no-build-isolation", "--no-deps",
                              "--no-index", str(ROOT)], env=env, capture_output=True, text=True, timeout=300)
    assert install.returncode == 0, install.stdout + install.stderr
    check = subprocess.run([str(venv / "bin" / "python"), "-c",
                            "import euchre; s = euchre.load_game('euchre').new_initial_state(); "
                            "print(euchre.__file__); print(s.legal_actions())"],
                           env=env, cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert check.returncode == 0, check.stderr
    location, legal = check.stdout.splitlines()
    assert location.startswith(str(venv)) and legal == "[0, 1, 2]"
