"""pyspiel's GameType for euchre (Game.get_type()), and the pyspiel State
and Game methods that are plain compositions of the module's own: attached
to the compiled classes at import (docs/python.md, "pyspiel's methods")."""
import enum

import numpy as np


class GameType:
    """The fields of OpenSpiel's GameType; its enums are nested as in pyspiel
    (GameType.Dynamics.SEQUENTIAL, ...), so code that checks
    `game.get_type().reward_model == pyspiel.GameType.RewardModel.TERMINAL`
    runs with `pyspiel` replaced by `euchre`."""

    class Dynamics(enum.Enum):
        SIMULTANEOUS = 0
        SEQUENTIAL = 1
        MEAN_FIELD = 2

    class ChanceMode(enum.Enum):
        DETERMINISTIC = 0
        EXPLICIT_STOCHASTIC = 1
        SAMPLED_STOCHASTIC = 2

    class Information(enum.Enum):
        ONE_SHOT = 0
        PERFECT_INFORMATION = 1
        IMPERFECT_INFORMATION = 2

    class Utility(enum.Enum):
        ZERO_SUM = 0
        CONSTANT_SUM = 1
        GENERAL_SUM = 2
        IDENTICAL = 3

    class RewardModel(enum.Enum):
        REWARDS = 0
        TERMINAL = 1

    def __init__(self, **fields):
        self.__dict__.update(fields)

    def __repr__(self):
        return "GameType(" + ", ".join(f"{k}={v!r}" for k, v in self.__dict__.items()) + ")"

    def __eq__(self, other):
        return isinstance(other, GameType) and self.__dict__ == other.__dict__


def game_type(game):
    """The GameType of a loaded game: sequential, imperfect information,
    zero-sum, terminal rewards; chance explicit with explicit_chance=True,
    else sampled inside new_initial_state (pyspiel's SAMPLED_STOCHASTIC)."""
    from . import presets
    params = game.get_parameters()
    seats = sorted({_seats(p) for p in presets()})
    return GameType(
        short_name="euchre",
        long_name="Euchre (every rule set of docs/rules.md)",
        dynamics=GameType.Dynamics.SEQUENTIAL,
        chance_mode=GameType.ChanceMode.EXPLICIT_STOCHASTIC if params.get("explicit_chance")
        else GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=GameType.Information.IMPERFECT_INFORMATION,
        utility=GameType.Utility.ZERO_SUM,
        reward_model=GameType.RewardModel.TERMINAL,
        max_num_players=seats[-1],
        min_num_players=seats[0],
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        provides_factored_observation_string=False,
        parameter_specification={"preset": "standard", "match": False, "seed": 0, "explicit_chance": False},
        default_loadable=True,
        is_concrete=True,
    )


_SEATS = {}


def _seats(preset):
    if preset not in _SEATS:
        from . import load_game
        _SEATS[preset] = load_game("euchre", preset=preset).num_players()
    return _SEATS[preset]


def _full_history(state):
    """pyspiel's full_history(): [(player, action)] of every move so far,
    replayed from the start (the state's serialized form without its moves)."""
    history = state.history()
    words = state.serialize().split()
    replay = state.get_game().deserialize_state(" ".join(words[:len(words) - len(history)]))
    moves = []
    for action in history:
        moves.append((replay.current_player(), action))
        replay.apply_action(action)
    return moves


def attach(game_class, state_class):
    """Adds the composed methods to Game and State."""
    game_class.get_type = game_type
    game_class.action_to_string = lambda game, player, action: \
        game.new_initial_state().action_to_string(player, action)
    game_class.max_move_number = lambda game: game.max_game_length()
    game_class.__str__ = game_class.__repr__
    state_class.get_type = lambda state: game_type(state.get_game())
    state_class.num_distinct_actions = lambda state: state.get_game().num_distinct_actions()
    state_class.is_initial_state = lambda state: not state.history()
    state_class.is_player_acting = lambda state, player: state.current_player() == player
    state_class.player_reward = lambda state, player: state.rewards()[_player(state, player)]
    state_class.apply_action_with_legality_check = state_class.apply_action  # every action is checked
    state_class.full_history = _full_history
    state_class.to_string = state_class.__str__
    state_class.is_mean_field_node = lambda state: False


def _player(state, player):
    import operator
    if isinstance(player, (bool, np.bool_)):
        raise TypeError(f"player must be an integer (int or numpy integer), not {type(player).__name__} {player!r}")
    player = operator.index(player)
    if not 0 <= player < state.num_players():
        raise ValueError(f"player {player} is not a seat (0..{state.num_players() - 1})")
    return player
