"""A calibrated chance of winning from a game's evaluation: P(seat wins | position).

Why: ``game.evaluate`` is on each game's own scale (life points, victory points, a cooperative
score), and the search's rewards are *relative* (a typical line reads 1/2), so neither reads as
a chance of winning. ``calibration.json`` (beside this module, AI data rather than code) holds,
for each game id and player count, a logistic model fitted on greedy-vs-greedy games by
``benchmarks/calibrate_hints.py``::

    P(win) = sigmoid(w0 + w1 * x + w2 * x * progress),  x = evaluate(state, seat) / scale

where ``progress`` is the position's turn counter (``state.data["turn"]``, which every game
keeps; 0 where a game has none) over the typical number of turns of a game, stored beside
the weights: the same lead in life is worth more near the end. Nothing here knows a game's
rules. A game or a player count the file does not name (a mod) has no model: callers keep
their uncalibrated number. A missing or damaged file means no models, never a crash.

Also here, in plain Python (the rules and AI layers depend on nothing): the fit (Newton's
method, i.e. iteratively reweighted least squares) and the measures of how well a model is
calibrated (reliability bins, Brier score, expected calibration error).
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from tabletop.ai.playout import sigmoid

FILE = "calibration.json"
VERSION = 1
MAX_PROGRESS = 2.0  # a game far longer than usual is scored as twice as long, not more


def turn_of(data: dict[str, Any]) -> float:
    """The position's turn counter, 0 when the game keeps none (or not as a number)."""
    turn = data.get("turn", 0)
    return float(turn) if isinstance(turn, int | float) and math.isfinite(turn) else 0.0


@dataclass(frozen=True, slots=True)
class Model:
    """One game's (and player count's) logistic model; see the module docstring."""

    players: int
    scale: float  # evaluations are divided by this (their spread), so weights are near 1
    turns: float  # a typical game's last turn: progress is turn / turns
    weights: tuple[float, float, float]

    def features(self, value: float, turn: float) -> tuple[float, float, float]:
        x = value / self.scale
        progress = min(MAX_PROGRESS, max(0.0, turn / self.turns))
        return (1.0, x, x * progress)

    def chance(self, value: float, turn: float) -> float:
        """P(the seat wins) for a position it evaluates at ``value``, at turn ``turn``."""
        w0, w1, w2 = self.weights
        _, x, xp = self.features(value, turn)
        return sigmoid(w0 + w1 * x + w2 * xp)


def _model(entry: dict[str, Any]) -> Model:
    weights = tuple(float(w) for w in entry["weights"])
    model = Model(int(entry["players"]), float(entry["scale"]), float(entry["turns"]), weights)  # type: ignore[arg-type]
    numbers = (model.scale, model.turns, *model.weights)
    if len(weights) != 3 or not all(math.isfinite(v) for v in numbers):
        raise ValueError("a model needs three finite weights")
    if model.scale <= 0 or model.turns <= 0 or model.players < 1:
        raise ValueError("a model's scale, turns and players must be positive")
    return model


def parse(text: str) -> dict[tuple[str, int], Model]:
    """The models of a calibration file, by (game id, players); ValueError if malformed."""
    try:
        book = json.loads(text)
        if book.get("version") != VERSION:
            raise ValueError(f"calibration version {book.get('version')!r}, not {VERSION}")
        out: dict[tuple[str, int], Model] = {}
        for game_id, entries in book["games"].items():
            for entry in entries:
                model = _model(entry)
                out[(str(game_id), model.players)] = model
        return out
    except (KeyError, TypeError, AttributeError, json.JSONDecodeError) as error:
        raise ValueError(f"not a calibration file: {error}") from error


def read(source: Any = None) -> dict[tuple[str, int], Model]:
    """The models of ``source`` (anything with ``read_text``: a Path; default the file shipped
    beside this module); none at all when it is missing or damaged (the hints then show the
    search's relative number, as for a game without a model)."""
    try:
        if source is None:
            source = resources.files("tabletop.ai").joinpath(FILE)
        return parse(source.read_text("utf-8"))
    except (OSError, ValueError, UnicodeDecodeError):
        return {}


@cache
def _shipped() -> dict[tuple[str, int], Model]:
    return read()


def model_for(game_id: str, players: int) -> Model | None:
    """The shipped model for this game and player count, or None."""
    return _shipped().get((game_id, players))


# ----- fitting and measuring (benchmarks/calibrate_hints.py, tests) --------------------------


def fit(
    rows: Sequence[Sequence[float]],
    outcomes: Sequence[float],
    ridge: float = 1e-3,
    steps: int = 50,
) -> list[float]:
    """The weights of a logistic regression of ``outcomes`` (1 won, 0 lost, 1/2 drawn) on the
    feature ``rows``, by Newton's method (IRLS). ``ridge`` is a small L2 penalty on every
    weight but the first (the bias), so that data a feature separates perfectly still gives
    finite weights."""
    k = len(rows[0])
    w = [0.0] * k
    for _ in range(steps):
        grad = [0.0] * k
        hess = [[0.0] * k for _ in range(k)]
        for row, y in zip(rows, outcomes, strict=True):
            p = sigmoid(sum(a * b for a, b in zip(w, row, strict=True)))
            err, weight = y - p, max(p * (1.0 - p), 1e-12)
            for i in range(k):
                grad[i] += err * row[i]
                hi = hess[i]
                for j in range(i + 1):
                    hi[j] += weight * row[i] * row[j]
        for i in range(k):
            for j in range(i):
                hess[j][i] = hess[i][j]
            if i:
                grad[i] -= ridge * w[i]
                hess[i][i] += ridge
        delta = solve(hess, grad)
        w = [a + d for a, d in zip(w, delta, strict=True)]
        if max(abs(d) for d in delta) < 1e-10:
            break
    return w


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """x with a x = b (Gaussian elimination with partial pivoting; a small dense system)."""
    n = len(b)
    m = [list(row) + [rhs] for row, rhs in zip(a, b, strict=True)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        if abs(m[pivot][col]) < 1e-300:
            raise ValueError("singular system")
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(col + 1, n):
            f = m[r][col] / m[col][col]
            for c in range(col, n + 1):
                m[r][c] -= f * m[col][c]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][c] * x[c] for c in range(r + 1, n))) / m[r][r]
    return x


@dataclass(frozen=True, slots=True)
class Bin:
    """One bin of a reliability table: predictions in [low, high)."""

    low: float
    high: float
    count: int
    predicted: float  # mean prediction in the bin
    observed: float  # mean outcome in the bin


def reliability(
    predictions: Sequence[float], outcomes: Sequence[float], bins: int = 10
) -> list[Bin]:
    """Predictions against outcomes in ``bins`` equal bins of [0, 1] (empty bins included)."""
    sums = [[0, 0.0, 0.0] for _ in range(bins)]
    for p, y in zip(predictions, outcomes, strict=True):
        cell = sums[min(bins - 1, max(0, int(p * bins)))]
        cell[0] += 1
        cell[1] += p
        cell[2] += y
    return [
        Bin(i / bins, (i + 1) / bins, int(n), s / n if n else 0.0, o / n if n else 0.0)
        for i, (n, s, o) in enumerate(sums)
    ]


def brier(predictions: Sequence[float], outcomes: Sequence[float]) -> float:
    """Mean squared error of the predictions (0 perfect; 0.25 for always saying 1/2)."""
    pairs = list(zip(predictions, outcomes, strict=True))
    return sum((p - y) ** 2 for p, y in pairs) / len(pairs)


def ece(predictions: Sequence[float], outcomes: Sequence[float], bins: int = 10) -> float:
    """Expected calibration error: the count-weighted mean |predicted - observed| over bins."""
    table = reliability(predictions, outcomes, bins)
    total = sum(b.count for b in table)
    return sum(b.count * abs(b.predicted - b.observed) for b in table) / total
