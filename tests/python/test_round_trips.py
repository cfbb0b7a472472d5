"""serialize / deserialize_state, clone and undo_action give back the same
state: the same history, legal actions, encodings and returns."""
import numpy as np
import pytest

import euchre
from conftest import PRESETS


def fingerprint(state):
    players = range(state.get_game().num_players())
    return (tuple(state.history()), tuple(state.legal_actions()), state.is_terminal(), tuple(state.returns()),
            tuple(state.information_state_string(p) for p in players),
            tuple(state.information_state_tensor(p).tobytes() for p in players))


@pytest.mark.parametrize("preset", PRESETS)
def test_serialize_clone_and_undo_round_trip(preset, rng):
    game = euchre.load_game("euchre", preset=preset, seed=3)
    state = game.new_initial_state(7)
    while not state.is_terminal():
        before = fingerprint(state)
        assert fingerprint(game.deserialize_state(state.serialize())) == before
        clone = state.clone()
        legal = state.legal_actions()
        action = legal[int(rng.integers(len(legal)))]
        player = state.current_player()
        clone.apply_action(action)
        assert fingerprint(state) == before  # the clone is its own state
        state.apply_action(action)
        assert fingerprint(clone) == fingerprint(state)
        clone.undo_action(player, action)
        assert fingerprint(clone) == before


def test_a_given_deal_round_trips_and_bad_deals_are_named():
    game = euchre.load_game("euchre")
    dealt = game.new_initial_state(9).deal()
    state = game.new_initial_state_from_deal(dealt["dealer"], dealt["hands"], dealt["up_card"], dealt["kitty"])
    assert state.deal() == dealt
    state.apply_action(state.legal_actions()[0])
    assert game.deserialize_state(state.serialize()).serialize() == state.serialize()
    hands = [list(h) for h in dealt["hands"]]
    hands[1][0] = hands[0][0]
    with pytest.raises(ValueError, match="dealt twice"):
        game.new_initial_state_from_deal(dealt["dealer"], hands, dealt["up_card"], dealt["kitty"])
    with pytest.raises(ValueError, match="not a serialized"):
        game.deserialize_state("nonsense")
    with pytest.raises(ValueError, match="match"):
        euchre.load_game("euchre", match=True).new_initial_state_from_deal(
            dealt["dealer"], dealt["hands"], dealt["up_card"], dealt["kitty"])


def test_undo_names_a_wrong_action():
    state = euchre.load_game("euchre").new_initial_state()
    player = state.current_player()
    state.apply_action(0)
    with pytest.raises(ValueError, match="last action was 0"):
        state.undo_action(player, 1)
    state.undo_action(player, 0)
    with pytest.raises(ValueError, match="no action"):
        state.undo_action(player, 0)
    assert np.array_equal(state.observation_tensor(), euchre.load_game("euchre").new_initial_state().observation_tensor())


@pytest.mark.parametrize("preset", PRESETS)
def test_an_egn_record_reads_back_into_the_same_episode(preset, rng):
    game = euchre.load_game("euchre", preset=preset, seed=4)
    state = game.new_initial_state(2)
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply_action(legal[int(rng.integers(len(legal)))])
    (deal,) = euchre.read_egn(state.to_egn(["Ann", "Bob", "Cy", "Di"][:game.num_players()]))
    dealt = state.deal()
    assert {k: deal[k] for k in ("dealer", "hands", "up_card")} == {k: dealt[k] for k in ("dealer", "hands", "up_card")}
    assert sorted(deal["kitty"]) == sorted(dealt["kitty"])  # EGN keeps the kitty's cards, not their order
    assert deal["actions"] == state.history() and deal["finished"]
    again = game.new_initial_state_from_deal(deal["dealer"], deal["hands"], deal["up_card"], deal["kitty"])
    for action in deal["actions"]:
        again.apply_action(action)
    assert again.returns() == state.returns() and deal["points"] == state.score()
    with pytest.raises(ValueError):
        euchre.read_egn("{not a record")
