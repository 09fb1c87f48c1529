"""Advice for a person: what the Hard bot would do in a view, and how it rates its best choices.

Why a module of its own: the table's Hint asks this, never the state, so a hint sees exactly
what the seat may see (the Hard bot's search runs on deals of the view, :mod:`ismcts`) and it
cannot change the game. ``chance`` is the search's mean reward for the deciding seat: a finished
playout scores 1 for a win and 0 for a loss, an unfinished one a win-like score of its gain over
the present position (:mod:`playout`), so it reads as an estimated chance of winning with that
choice, relative to the position (an even choice is near 50%), not a calibrated probability.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tabletop.ai.base import legal_actions
from tabletop.ai.calibration import model_for
from tabletop.ai.ismcts import LEVELS, IsmctsBot
from tabletop.rules import Action

LEVEL = "hard"


@dataclass(frozen=True, slots=True)
class Advice:
    """One choice the bot rates: ``chance`` in [0, 1], None when there was nothing to weigh
    (a single legal action)."""

    action: Action
    chance: float | None
    visits: int


def advise(
    view: dict[str, Any],
    seed: int = 0,
    seconds: float | None = None,
    iterations: int | None = None,
    shown: int = 3,
    pause: Callable[[], None] | None = None,
) -> list[Advice]:
    """The Hard bot's best ``shown`` choices for ``view``'s seat, best first.

    ``seconds`` bounds the search by time (the table); ``iterations`` by a count (tests: the
    same view and seed then always give the same advice). Neither: Hard's own time.
    ``pause`` is called between iterations (see IsmctsBot.pause).
    """
    actions = legal_actions(view)
    if len(actions) == 1:
        return [Advice(actions[0], None, 0)]
    setting = LEVELS[LEVEL]
    if iterations is not None:
        bot = IsmctsBot(seed, LEVEL, iterations=iterations, seconds=None, stop_early=False)
    else:
        seconds = setting.seconds if seconds is None else seconds
        bot = IsmctsBot(seed, LEVEL, seconds=seconds, stop_early=False)  # rate all three
    bot.pause = pause
    bot.chance_model = model_for(str(view["game"]), int(view["players"]))
    choices = [c for c in bot.analyse(view) if c.visits]
    if not choices:  # the search could not run: the bot's own (random) pick, unrated
        return [Advice(bot.choose(view), None, 0)]
    return [Advice(c.action, rated(c.chance, c.value), c.visits) for c in choices[:shown]]


def rated(chance: float | None, value: float) -> float:
    """The calibrated chance, or where the game has no model the search's relative value."""
    return min(1.0, max(0.0, value if chance is None else chance))
