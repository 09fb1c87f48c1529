"""The registry of games: ``tabletop.games.get("bahamut-dispute")``."""

from __future__ import annotations

from importlib import import_module

from tabletop.rules.game import Game

# game id -> module that defines GAME; a game appears here once its rules are complete.
_MODULES = {
    "bahamut-dispute": "tabletop.games.bahamut_dispute",
    "para-bellum": "tabletop.games.para_bellum",
}


def ids() -> list[str]:
    """The ids of all playable games, in menu order."""
    return list(_MODULES)


def get(game_id: str) -> Game:
    """The game with this id; raises KeyError with the known ids when there is none."""
    try:
        module = _MODULES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(_MODULES)}") from None
    return import_module(module).GAME
