"""No hidden card reaches an encoding. For an observer, two states that differ
only in cards the observer cannot see (other hands' unplayed cards and the
kitty, shuffled among themselves) must give the observer identical tensors
and strings; the seat whose cards changed must see a difference, so the
comparison is one that can fail."""
import numpy as np
import pytest

import euchre
from conftest import PRESETS


def encodings(state, player):
    return (state.observation_tensor(player).tobytes(), state.information_state_tensor(player).tobytes(),
            state.observation_string(player), state.information_state_string(player))


def used_cards(state):
    """Per seat, the cards its own actions named (plays, discards, gifts): they stay in place."""
    used = {}
    deal = state.deal()
    replay = state.get_game().new_initial_state_from_deal(deal["dealer"], deal["hands"], deal["up_card"], deal["kitty"])
    for action in state.history():
        seat = replay.current_player()
        if 13 <= action < 112:  # discard, play, farmer's gift: the card is (action - first id) % 33
            used.setdefault(seat, set()).add((action - 13) % 33)
        replay.apply_action(action)
    return used


def hidden_shuffle(state, observer, rng):
    """The same history over another deal: every card the observer has not
    seen goes to another hidden place; None when the history is not legal there."""
    game = state.get_game()
    deal = state.deal()
    used = used_cards(state)
    places, pool = [], []
    for seat, hand in enumerate(deal["hands"]):
        for card in hand:
            fixed = seat == observer or card in used.get(seat, set())
            places.append(("hand", seat, card if fixed else None))
            if not fixed:
                pool.append(card)
    kitty = list(deal["kitty"])
    places += [("kitty", None, None)] * len(kitty)
    pool += kitty
    for _ in range(20):
        order = list(rng.permutation(pool))
        hands = [[] for _ in deal["hands"]]
        new_kitty = []
        it = iter(order)
        for where, seat, card in places:
            value = card if card is not None else int(next(it))
            (hands[seat] if where == "hand" else new_kitty).append(value)
        try:
            other = game.new_initial_state_from_deal(deal["dealer"], hands, deal["up_card"], new_kitty)
            for action in state.history():
                other.apply_action(action)
        except ValueError:
            continue  # a void, a qualification or a discard the new deal does not allow
        if other.deal() != deal:
            return other
    return None


@pytest.mark.parametrize("preset", PRESETS)
def test_hidden_cards_do_not_change_any_encoding(preset, rng):
    game = euchre.load_game("euchre", preset=preset, seed=17)
    compared = differed = 0
    for episode in range(12):
        state = game.new_initial_state(episode)
        stop = int(rng.integers(1, 30))
        while not state.is_terminal() and len(state.history()) < stop:
            legal = state.legal_actions()
            state.apply_action(legal[int(rng.integers(len(legal)))])
        if state.is_terminal():
            continue
        observer = int(rng.integers(game.num_players()))
        other = hidden_shuffle(state, observer, rng)
        if other is None:
            continue
        compared += 1
        assert encodings(other, observer) == encodings(state, observer), f"episode {episode}, observer {observer}"
        if any(encodings(other, p) != encodings(state, p) for p in range(game.num_players()) if p != observer):
            differed += 1
    print(f"{preset}: {compared} positions compared, {differed} where another seat saw the change")
    assert compared >= 4, "too few positions to compare"
    assert differed >= 1, "the other seats never saw the changed cards: the comparison cannot fail"


@pytest.mark.parametrize("preset", PRESETS)
def test_the_card_a_dealer_buries_changes_no_other_encoding(preset, rng):
    """Issue 36: a dealer who takes the up-card may bury it; which card he
    buried (the up-card itself or another) is his alone (docs/rules.md,
    "Information"). Every other seat's tensors and strings are the same
    after each discard he could make; his own differ, so the check can fail."""
    game = euchre.load_game("euchre", preset=preset, seed=23)
    compared = 0
    for episode in range(40):
        state = game.new_initial_state(episode)
        while not state.is_terminal() and state.phase() != "discard":
            legal = state.legal_actions()
            # Order up when it can, so that most deals reach the discard.
            order = [a for a in legal if state.action_to_string(a).lower().startswith("order")]
            state.apply_action(order[0] if order else legal[int(rng.integers(len(legal)))])
        if state.is_terminal() or state.deal()["up_card"] is None:
            continue
        dealer = state.current_player()
        after = [state.child(a) for a in state.legal_actions()]
        if len(after) < 2:
            continue
        compared += 1
        for seat in range(game.num_players()):
            if seat == dealer:
                assert len({encodings(s, seat) for s in after}) == len(after), f"episode {episode}: the dealer's own discard"
            else:
                first = encodings(after[0], seat)
                assert all(encodings(s, seat) == first for s in after[1:]), \
                    f"{preset}, episode {episode}: seat {seat} can tell which card the dealer buried"
    if preset == "french":
        return  # French euchre turns no card: no up-card to bury
    assert compared >= 5, f"{preset}: only {compared} discards reached"
