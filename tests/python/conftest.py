"""The Python module's tests (docs/python.md, "Tests"). ctest runs them with
PYTHONPATH at the build's python/ directory and EUCHRE_BIN at its `euchre`."""
import os

import numpy as np
import pytest

import euchre


@pytest.fixture(scope="session")
def euchre_bin():
    path = os.environ.get("EUCHRE_BIN")
    if not path or not os.path.exists(path):
        pytest.skip("EUCHRE_BIN does not name the built euchre program")
    return path


def play_random(state, rng, max_actions=None, on_decision=None):
    """Plays uniformly random legal actions until the end (or max_actions)."""
    done = 0
    while not state.is_terminal() and (max_actions is None or done < max_actions):
        legal = state.legal_actions()
        action = legal[int(rng.integers(len(legal)))]
        if on_decision:
            on_decision(state, legal, action)
        state.apply_action(action)
        done += 1
    return state


PRESETS = euchre.presets()


@pytest.fixture
def rng():
    return np.random.default_rng(20261126)
