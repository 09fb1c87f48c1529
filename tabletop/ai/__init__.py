"""Bots that play any game through the same contract a person uses.

``tabletop.ai.get("greedy", seed=7).choose(state.view(seat))`` -> one legal Action. Bots see
only the view of their seat, never the state. Never imports pygame; no disk, no clock.
"""

from __future__ import annotations

from tabletop.ai.base import Bot, legal_actions
from tabletop.ai.greedy import DEFAULT_LEVEL, LEVELS, GreedyBot
from tabletop.ai.ismcts import LEVELS as ISMCTS_LEVELS
from tabletop.ai.ismcts import IsmctsBot
from tabletop.ai.random_bot import RandomBot
from tabletop.rules import Game

__all__ = ["Bot", "GreedyBot", "IsmctsBot", "RandomBot", "get", "legal_actions", "levels", "names"]


def levels() -> list[str]:
    """The bots a player picks by name (``easy``, ``normal``, ``hard``), weakest first; the
    other names are for tools."""
    return list(ISMCTS_LEVELS)


def names() -> list[str]:
    """Every bot name :func:`get` accepts: the levels a player picks (``easy``, ``normal``,
    ``hard``: ISMCTS), then the tools' bots, weakest first (``greedy`` is ``greedy:2``)."""
    return [*ISMCTS_LEVELS, "random", "greedy", *(f"greedy:{level}" for level in LEVELS)]


def get(name: str, seed: int = 0, game: Game | None = None) -> Bot:
    """A new bot called ``name`` with its own seed; ValueError on an unknown name.

    ``easy``, ``normal`` and ``hard`` think for a bounded time; ``hard:300`` (any level, any
    count) is bounded by that many iterations instead, so that it plays the same on any machine
    (tests, benchmarks); such names are not listed by :func:`names`.

    ``game`` is only needed for a game that is not in :mod:`tabletop.games` (tests, mods);
    otherwise bots find the game named by each view.
    """
    kind, _, level = str(name).strip().partition(":")
    if kind in ISMCTS_LEVELS:
        if not level:
            return IsmctsBot(seed, kind, game=game)
        if level.isdigit() and int(level) > 0:  # ``hard:300``: 300 iterations, no clock (tools)
            return IsmctsBot(seed, kind, name, game, iterations=int(level), seconds=None)
    if kind == "random" and not level:
        return RandomBot(seed)
    if kind == "greedy":
        if not level:
            return GreedyBot(seed, DEFAULT_LEVEL, name="greedy", game=game)
        if level.isdigit() and int(level) in LEVELS:
            return GreedyBot(seed, int(level), game=game)
    raise ValueError(f"unknown bot {name!r}; bots: {', '.join(names())}")
