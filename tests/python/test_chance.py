"""explicit_chance: deals dealt by chance nodes, pyspiel's model (the first
dealer, then the deck card by card), for algorithms that enumerate chance."""
import pytest

import euchre
from conftest import PRESETS
from test_engine_agreement import trace_of_engine


def play_with_chance(state, rng):
    decisions = []
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            assert state.current_player() == euchre.CHANCE
            assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
            assert [o for o, _ in outcomes] == state.legal_actions()
            state.apply_action(outcomes[int(rng.integers(len(outcomes)))][0])
        else:
            legal = state.legal_actions()
            action = legal[int(rng.integers(len(legal)))]
            decisions.append((state.current_player(), sorted(state.action_to_string(a) for a in legal),
                              state.action_to_string(action)))
            state.apply_action(action)
    return decisions


def test_a_deal_starts_with_the_dealer_then_every_card():
    game = euchre.load_game("euchre", explicit_chance=True)
    assert game.max_chance_outcomes() == 24
    state = game.new_initial_state()
    assert state.is_chance_node() and state.chance_outcomes() == [(s, 0.25) for s in range(4)]
    assert state.action_to_string(2) == "first dealer: seat 2"
    state.apply_action(2)
    for dealt in range(24):
        outcomes = state.chance_outcomes()
        assert len(outcomes) == 24 - dealt
        state.apply_action(outcomes[-1][0])  # the highest card code left
    assert not state.is_chance_node() and state.deal()["dealer"] == 2
    assert state.current_player() == 3  # left of the dealer
    with pytest.raises(ValueError, match="not possible"):
        game.new_initial_state().apply_action(9)
    with pytest.raises(ValueError, match="explicit_chance"):
        euchre.VectorEnv(game, 4)


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("match", [False, True])
def test_chance_dealt_episodes_agree_with_the_engine_and_round_trip(preset, match, euchre_bin, rng, tmp_path):
    game = euchre.load_game("euchre", preset=preset, match=match, explicit_chance=True)
    state = game.new_initial_state()
    api = play_with_chance(state, rng)
    assert api == trace_of_engine(euchre_bin, state.to_egn(), tmp_path)
    copy = game.deserialize_state(state.serialize())
    assert copy.history() == state.history() and copy.returns() == state.returns()
