"""The registry of games: ``tabletop.games.get("bahamut-dispute")``.

Found, not listed: every package ``tabletop.games.<name>`` that defines ``GAME`` (a
:class:`~tabletop.rules.Game`) is a game, so adding one touches nothing outside its folder. The
menu order is ``Game.menu_order``, then the title.
"""

from __future__ import annotations

import pkgutil
from functools import cache
from importlib import import_module

from tabletop.rules.game import Game


@cache
def _registry() -> dict[str, Game]:
    found: list[Game] = []
    for module in pkgutil.iter_modules(__path__):
        if module.ispkg:
            game = getattr(import_module(f"{__name__}.{module.name}"), "GAME", None)
            if isinstance(game, Game):
                found.append(game)
    found.sort(key=lambda g: (g.menu_order, g.title))
    return {game.id: game for game in found}


def ids() -> list[str]:
    """The ids of all playable games, in menu order."""
    return list(_registry())


def get(game_id: str) -> Game:
    """The game with this id; raises KeyError with the known ids when there is none."""
    registry = _registry()
    try:
        return registry[game_id]
    except KeyError:
        known = ", ".join(registry)
        raise KeyError(f"unknown game {game_id!r}; known games: {known}") from None


def register(game: Game) -> Game:
    """Add a game defined outside this package (a modder's, a test's); returns it."""
    registry = _registry()
    if game.id in registry and registry[game.id] is not game:
        raise ValueError(f"another game already has the id {game.id!r}")
    registry[game.id] = game
    return game


def unregister(game_id: str) -> None:
    """Remove a game added with :func:`register` (nothing happens for an unknown id)."""
    _registry().pop(game_id, None)
