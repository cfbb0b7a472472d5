"""Long C++ calls let other Python threads run: the arena, a bot's search,
the solver, the expert's hints and a batch's step and reset release the GIL
while they work (a Python thread runs during one call)."""
import sys
import threading
import time

import numpy as np
import pytest

import euchre


class Ticker:
    """A Python thread that notes the time every few hundred steps of a
    loop until stopped. It runs Python, so it needs the GIL: a time noted
    strictly inside a C++ call proves that the call let the GIL go."""

    def __init__(self):
        self.times = []
        self._stop = False
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self):
        n = 0
        while not self._stop:
            n += 1
            if n % 256 == 0:
                self.times.append(time.perf_counter())
                time.sleep(0)  # lets the GIL go, so a call that wants it back gets it at once

    def __enter__(self):
        self._thread.start()
        while not self.times:
            time.sleep(0.001)
        return self

    def __exit__(self, *exc):
        self._stop = True
        self._thread.join()


LONG_SWITCH = 5.0


def ran_during(call):
    """Whether the ticking thread ran while `call()` was inside C++.

    The switch interval is made long (5 s, more than any call here takes,
    under the sanitizers too)
    so that the main thread, holding the GIL, is never asked to give it up
    between its two readings of the clock: a thread can then only tick
    between them if the call let the GIL go. (With the usual 5 ms a held
    GIL is handed over just after a long call returns, before the second
    reading, which would look like progress.)"""
    interval = sys.getswitchinterval()
    try:
        with Ticker() as ticker:
            time.sleep(0.01)
            sys.setswitchinterval(LONG_SWITCH)
            time.sleep(0.001)  # the ticker lets the GIL go every 256 ticks
            start = time.perf_counter()
            call()
            end = time.perf_counter()
            sys.setswitchinterval(interval)
    finally:
        sys.setswitchinterval(interval)
    return end - start < LONG_SWITCH and any(start < t < end for t in ticker.times)


def assert_progress(call, tries=5):
    # A held GIL: never (the thread cannot run a line while the call runs).
    # A released one: nearly always at once; a loaded machine may not give
    # the thread a core during a short call, so a few tries.
    assert any(ran_during(call) for _ in range(tries)), "no Python thread ran while the call ran"


def test_the_arena_releases_the_gil():
    assert_progress(lambda: euchre.arena("basic", "random", deals=400, seed=3, progress=False))


def test_the_arena_progress_callback_runs_with_the_gil_while_it_works():
    seen = []
    euchre.arena("basic", "random", deals=400, seed=3, progress=lambda done, total: seen.append((done, total)))
    assert seen and seen[-1][1] == 400
    with pytest.raises(ZeroDivisionError):  # an error in the callback comes out after the run
        euchre.arena("basic", "random", deals=400, seed=3, progress=lambda done, total: 1 / 0)


def test_a_bots_search_hints_and_the_solver_release_the_gil():
    state = euchre.load_game("euchre", seed=2).new_initial_state(1)
    assert_progress(lambda: state.hints(level=4))
    while state.phase() != "play":
        state.apply_action(euchre.Bot("basic", 1)(state))
    assert_progress(lambda: euchre.Bot("ismcts:20000", 1)(state))
    assert_progress(lambda: euchre.Bot("ismcts:20000", 1).action_probabilities(state))
    assert_progress(lambda: euchre.Bot("expert:4", 1)(state))
    assert state.solve()  # released too, but done in microseconds here: too quick to see


def test_a_batch_step_releases_the_gil():
    game = euchre.load_game("euchre", seed=4)
    env = euchre.VectorEnv(game, 1024, observations=True, information_states=True)
    out = env.reset()
    assert_progress(lambda: env.step(out["legal"][:, 0]))
    assert_progress(env.reset)


def test_two_threads_stepping_one_batch_take_turns():
    game = euchre.load_game("euchre", seed=4)
    env = euchre.VectorEnv(game, 64, observations=False)
    out = env.reset()
    lock = threading.Lock()
    errors = []

    def stepper():
        for _ in range(200):
            with lock:
                actions = out["legal"][:, 0].copy()
            try:
                env.step(actions)
            except ValueError as error:  # the other thread stepped between this one's read and step
                errors.append(error)

    threads = [threading.Thread(target=stepper) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    # Whatever interleaving happened, every slot is a consistent episode.
    for k in range(64):
        state = env.state(k)
        assert state.legal_actions() == [a for a in out["legal"][k] if a >= 0]
