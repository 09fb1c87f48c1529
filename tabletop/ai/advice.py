"""Advice for a person: what the Hard bot would do in a view, and its chance of winning with
each of its best choices.

Why a module of its own: the table's Hint asks this, never the state, so a hint sees exactly
what the seat may see (the Hard bot's search runs on deals of the view, :mod:`ismcts`) and it
cannot change the game. The choices are ranked by the search as the bot would play them; each
one's ``chance`` is the mean, over the search's iterations through it, of a calibrated chance
of winning at the position the iteration reached: 1 or 0 for a finished game (1/2 drawn), else
the game's model of P(win | its evaluation, the turn) (:mod:`tabletop.ai.calibration`, which
never changes how the bot plays). The models were fitted on greedy-vs-greedy games by
``benchmarks/calibrate_hints.py``; on held-out games (2 players) their Brier score is, against
0.25 for always saying 1/2: Bahamut Dispute 0.209 (ECE 0.067), Bellum 0.224 (ECE 0.061),
Bellwake 0.194 (ECE 0.079), Para Bellum 0.217 (ECE 0.032). So a hint's percentage reads as
a chance of winning to within about 5-10 points, measured against greedy play, not a
person's; choices of one position often read alike, because the position weighs more than
the choice. A game or player count without a model (a mod, Para Bellum for 3 or 4) shows
the search's relative value instead (its mean reward: an even line near 50%), which the
table shows as a rating out of 100, not as a chance of winning.

A choice ranked lower never shows a higher chance than the one above it (:func:`in_rank`):
the ranking is the search's verdict, from all its iterations, while a lower choice's higher
mean comes from fewer of them; a panel reading "1. 50%, 2. 52%" left a person unsure which
move the hint meant. Such a choice shows the chance above it: about as good.
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
    calibrated: bool = True  # False: ``chance`` is the search's relative value (no model)


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
    top = distinct(choices)[:shown]
    chances = in_rank([rated(c.chance, c.value) for c in top])
    known = bot.chance_model is not None
    return [Advice(c.action, p, c.visits, known) for c, p in zip(top, chances, strict=True)]


def distinct(choices: list[Any]) -> list[Any]:
    """The choices as a player tells them apart: of two that read the same (two copies of
    one card placed alike), the better one alone."""
    seen: set[str] = set()
    out = []
    for choice in choices:
        words = choice.action.text or repr(choice.action)
        if words not in seen:
            seen.add(words)
            out.append(choice)
    return out


def in_rank(chances: list[float]) -> list[float]:
    """``chances`` of choices ranked best first, each at most the one before it."""
    out: list[float] = []
    for chance in chances:
        out.append(min(chance, out[-1]) if out else chance)
    return out


def rated(chance: float | None, value: float) -> float:
    """The calibrated chance, or where the game has no model the search's relative value."""
    return min(1.0, max(0.0, value if chance is None else chance))
