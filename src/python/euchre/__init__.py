"""Euchre for researchers: every rule set, whole matches, the bots and the
exact solver, shaped like pyspiel (docs/python.md).

    import euchre
    game = euchre.load_game("euchre", preset="standard", lone_defender=True)
    state = game.new_initial_state()
"""
from ._euchre import (  # noqa: F401  (the module's public names)
    CHANCE, ENCODING_VERSION, NUM_DISTINCT_ACTIONS, TERMINAL, TEST_SEEDS, TRAIN_SEEDS, VALIDATION_SEEDS,
    Bot, EgnError, Game, GameError, RuleError, card_to_string, read_egn, State, VectorEnv, bot_names, episode_seed, information_state_slices,
    observation_slices, options, presets,
)
from . import adapters, algorithms, distributed, game_type, play, spaces  # noqa: E402,F401
from .game_type import GameType  # noqa: E402,F401

game_type.attach(Game, State)
from .play import arena, evaluate_bots, self_play  # noqa: E402,F401


def load_game(name="euchre", params=None, **kwargs):
    """pyspiel's load_game: load_game("euchre", preset="british", match=True,
    seed=7, lone_defender=True), load_game({"name": "euchre", ...}) or the
    string form load_game("euchre(preset=british,lone_defender=true)").

    Parameters other than name, preset, match and seed are rule options
    (euchre.options() lists them with their values). A wrong name, option or
    value raises ValueError (RuleError) naming it."""
    if isinstance(name, dict):
        merged = dict(name)
        merged.update(params or {})
    else:
        merged = _parse_game_string(name)
        merged.update(params or {})
    merged.update(kwargs)
    return Game(merged)


def _parse_game_string(text):
    text = text.strip()
    if "(" not in text:
        return {"name": text}
    if not text.endswith(")"):
        raise ValueError(f"game string {text!r}: expected name(key=value,...)")
    name, _, inner = text[:-1].partition("(")
    params = {"name": name.strip()}
    for item in filter(None, (part.strip() for part in inner.split(","))):
        key, eq, value = item.partition("=")
        if not eq:
            raise ValueError(f"game string {text!r}: {item!r} is not key=value")
        params[key.strip()] = _parse_value(value.strip())
    return params


def _parse_value(text):
    if text.lower() in ("true", "false"):
        return text.lower() == "true"
    try:
        return int(text)
    except ValueError:
        return text
