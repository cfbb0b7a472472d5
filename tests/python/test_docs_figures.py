"""docs/python.md's figures are the module's: the number of presets, the
tensors' widths, the action count and the players a game may have, read
from the module and from the doc's text."""
import os
import re

import euchre

DOC = os.path.join(os.path.dirname(__file__), "..", "..", "docs", "python.md")
WORDS = {w: n for n, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen".split())}


def doc_text():
    with open(DOC, encoding="utf-8") as f:
        return f.read()


def number(text):
    return int(text.replace(",", ""))


def test_the_number_of_presets_is_the_modules():
    said = re.findall(r"\b(\w+)\s+presets\b", doc_text())
    counts = [WORDS[w] if w in WORDS else number(w) for w in said if w in WORDS or w.replace(",", "").isdigit()]
    assert counts, "the doc says how many presets there are"
    assert set(counts) == {len(euchre.presets())}, said


def test_every_tensor_width_named_is_the_modules():
    game = euchre.load_game("euchre")
    widths = {game.observation_tensor_size(), game.information_state_tensor_size()}
    text = doc_text()
    named = [number(n) for n in re.findall(r"\b([\d,]+) floats\b", text)]
    assert set(named) == widths, f"floats named in the doc: {named}, the module's: {widths}"
    batch = {number(n) for n in re.findall(r"`(?:observation|information_state)` \(N x ([\d,]+)\)", text)}
    assert batch == widths
    slices = euchre.information_state_slices()
    assert f"| `history` | {slices[-1][1]} | {slices[-1][2]:,} |" in text


def test_the_action_count_and_player_counts_are_the_modules():
    text = doc_text()
    assert f"`num_distinct_actions` ({euchre.NUM_DISTINCT_ACTIONS})" in text
    assert f"`mask` (N x {euchre.NUM_DISTINCT_ACTIONS})" in text
    players = sorted({euchre.load_game("euchre", preset=p).num_players() for p in euchre.presets()})
    said = re.search(r"`num_players` \(([\d, or]+)\)", text).group(1)
    assert sorted(int(n) for n in re.findall(r"\d+", said)) == players
