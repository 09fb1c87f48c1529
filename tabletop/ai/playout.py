"""What ISMCTS does below its tree: a cheap playout, cut off early and scored as win chances.

Why a cutoff: full random playouts of these games are long (hundreds of actions) and say
little, because random play is so unlike real play. So a playout plays a few cheap actions
(``random`` steps, none by default), then *settles* the position the way the greedy bot does
(:meth:`tabletop.ai.greedy.GreedyBot._settle`: the consequences of the last action are played
out one-ply greedily, until the turn passes or the seat is back at a decision of its own), and
the game's ``evaluate`` scores what is left.

Why win chances: ``game.evaluate`` is on each game's own scale (life points, victory points,
a cooperative score), and UCB wants rewards in [0, 1]. A finished game scores 1 for a winner, 0
for a loser, 1/2 for a draw (and 0 for both seats of a lost cooperative game). A position still
in play scores ``sigmoid((gain - centre) / scale)``, where the gain is
``evaluate(leaf) - evaluate(root)``, what the seat won over where it stands now, and the centre
and scale are the mean and spread of the gains that this search's first playouts found
(:class:`Scaler`). Measuring against the root of the same determinisation also
cancels what the deal added to the score (the worth of the hidden cards dealt to each seat).
The scale comes from the search itself, so no module outside a game needs to know the game's
numbers.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from tabletop.ai.greedy import GreedyBot, Level, _Mark, retracts
from tabletop.rules import Action, Game, State
from tabletop.rules.outcome import DRAWN

# The settling of a playout: greedy level 1's width and steps (cheap, one sample).
SETTLE = Level(samples=1, width=4, steps=8)


def options(state: State) -> tuple[Action, ...]:
    """The decider's actions, without those that take back part of a choice being built
    (bots never retract, so a choice of several actions always ends)."""
    actions = state.decision.actions  # type: ignore[union-attr]
    kept = tuple(a for a in actions if not retracts(a))
    return kept or actions


@dataclass
class Playout:
    """A cheap policy below the tree: ``random_steps`` random actions, then a greedy settle."""

    random_steps: int = 0
    settle: Level = SETTLE
    _greedy: GreedyBot = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._greedy = GreedyBot(0, 1)
        self._greedy.params = self.settle

    def run(self, game: Game, state: State, seat: int, mark: _Mark, rng: random.Random) -> State:
        """Play on from ``state``, just after ``seat``'s expanded action (``mark``: where that
        action was taken, to tell when its consequences are over); returns the state to score
        (``state`` itself, changed, or another)."""
        for _ in range(self.random_steps):
            if state.decision is None:
                return state
            acts = options(state)
            state.apply(acts[rng.randrange(len(acts))] if len(acts) > 1 else acts[0])
        if state.decision is None or self.settle.steps <= 0:
            return state
        return self._greedy._settle(game, state, seat, mark, rng)


def sigmoid(x: float) -> float:
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    z = math.exp(x)
    return z / (1.0 + z)


def outcome_rewards(state: State) -> list[float] | None:
    """Each seat's reward for a finished game, or None while it runs."""
    outcome = state.outcome
    if outcome is None:
        return None
    if outcome.kind == DRAWN:
        return [0.5] * state.players
    return [1.0 if s in outcome.winners else 0.0 for s in range(state.players)]


def evaluations(game: Game, state: State) -> list[float]:
    """Every seat's evaluation (``game.evaluate_seats``, one pass where the game can); ValueError
    on a value that is not a finite number."""
    out = [float(v) for v in game.evaluate_seats(state)]
    if not all(math.isfinite(v) for v in out):
        raise ValueError("the game's evaluation is not a finite number")
    return out


@dataclass
class Scaler:
    """The centre and spread of the gains the first playouts found, fixed once known.

    Until ``warmup`` gains have been seen (and they were not all equal), :meth:`ready` is
    False and the search holds their rewards back. Then each seat's ``centre`` is the mean of
    its gains and ``scale`` their standard deviation around those means: when every line of
    play loses ground (the root is just before the opponent's turn), the rewards still tell
    the lines apart instead of all sinking towards 0.
    """

    warmup: int
    gains: list[list[float]] = field(default_factory=list)
    centre: list[float] | None = None
    scale: float | None = None

    def add(self, gains: list[float]) -> None:
        if self.scale is None:
            self.gains.append(gains)

    def ready(self, force: bool = False) -> bool:
        """Whether the scale is fixed (now, if enough gains are in; gains that are all equal,
        as early in a game where nothing has happened yet, do not fix it unless ``force``)."""
        if self.scale is None and self.gains and (force or len(self.gains) >= self.warmup):
            n = len(self.gains)
            centre = [sum(col) / n for col in zip(*self.gains, strict=True)]
            square = sum(
                (g - c) ** 2 for row in self.gains for g, c in zip(row, centre, strict=True)
            )
            square /= n * len(centre)
            if square > 1e-12 or force:
                self.centre = centre
                self.scale = math.sqrt(square) if square > 1e-12 else 1.0
        elif self.scale is None and force:
            self.centre, self.scale = None, 1.0
        return self.scale is not None

    def rewards(self, gains: list[float]) -> list[float]:
        assert self.scale is not None
        scale, centre = self.scale, self.centre or [0.0] * len(gains)
        return [sigmoid((g - c) / scale) for g, c in zip(gains, centre, strict=True)]
