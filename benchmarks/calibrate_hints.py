"""Fit the hints' chance of winning: a logistic model of P(seat wins | evaluation, progress).

Plays seeded greedy-vs-greedy games of each game (Bellwake: the greedy pair, over its three
scenarios; Para Bellum: 2 players), records at each decision with a choice the deciding
seat's ``game.evaluate``, the turn, and whether that seat's side won in the end (1/2 for a
draw), fits the model of :mod:`tabletop.ai.calibration` on three quarters of the games and,
on the held-out quarter (seeds in runs of four, so that every Bellwake scenario is in both),
prints a reliability table (10 bins: predicted against observed, with counts), the Brier
score and the expected calibration error (ECE), beside the Brier score of always saying the
base rate. ``--write`` writes ``tabletop/ai/calibration.json`` (the games run; the others keep
their models).

Run (about 8 minutes on one core): ``nice -n 19 python benchmarks/calibrate_hints.py
[--games bahamut-dispute=2000,bellum=150,...] [--seed 0] [--write]``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a source checkout

import tabletop.ai as ai  # noqa: E402
import tabletop.games as games  # noqa: E402
from tabletop.ai.calibration import (  # noqa: E402
    FILE,
    VERSION,
    Model,
    brier,
    ece,
    fit,
    reliability,
    turn_of,
)
from tabletop.ai.greedy import retracts  # noqa: E402
from tabletop.rules import State  # noqa: E402
from tabletop.rules.outcome import DRAWN  # noqa: E402
from tabletop.simulate import bot_seed  # noqa: E402

# Para Bellum: 400 games since its evaluation counts potentials at POTENTIAL (150 left the
# held-out calibration error at 0.056; 400 give 0.019, Brier 0.208)
GAMES = {"bahamut-dispute": 2000, "bellum": 150, "bellwake": 240, "para-bellum": 400}
PLAYERS = 2
# Bellwake's scenarios, in turn (a later one after the log the campaign would give it)
BELLWAKE = [
    ("lower-stair", []),
    ("foundry-below", ["the-gate-held"]),
    ("foundry-below", ["the-gate-fell"]),
    ("crown-of-silence", ["the-gate-held", "the-bell-was-recast"]),
]


@dataclass(frozen=True, slots=True)
class Sample:
    """One decision of a finished game, seen by its deciding seat."""

    game: int  # the game's seed
    value: float  # evaluate(state, seat)
    turn: float
    won: float  # 1 the seat's side won, 0 it lost, 1/2 a draw


def setup(game_id: str, seed: int) -> State:
    game = games.get(game_id)
    if game_id == "bellwake":
        scenario, log = BELLWAKE[seed % len(BELLWAKE)]
        return game.setup(seed, PLAYERS, scenario=scenario, log=log)
    return game.setup(seed, PLAYERS)


def play(game_id: str, seed: int) -> tuple[list[Sample], float]:
    """The samples of one greedy-vs-greedy game and its last turn."""
    state = setup(game_id, seed)
    game = state.game
    bots = [ai.get("greedy", bot_seed(seed, s), game=game) for s in range(PLAYERS)]
    seen: list[tuple[int, float, float]] = []
    while (decision := state.decision) is not None:
        seat = decision.seat
        if len([a for a in decision.actions if not retracts(a)]) > 1:
            seen.append((seat, float(game.evaluate(state, seat)), turn_of(state.data)))
        state.apply(bots[seat].choose(state.view(seat)))
    outcome = state.outcome
    assert outcome is not None

    def result(seat: int) -> float:
        return 0.5 if outcome.kind == DRAWN else float(seat in outcome.winners)

    samples = [Sample(seed, value, turn, result(seat)) for seat, value, turn in seen]
    return samples, turn_of(state.data)


def held_out(seed: int) -> bool:
    return (seed // len(BELLWAKE)) % 4 == 0


def model_from(samples: list[Sample], turns: float) -> Model:
    """Fit the model on ``samples`` (a game's typical length ``turns``)."""
    scale = statistics.pstdev([s.value for s in samples]) or 1.0
    shape = Model(PLAYERS, scale, turns, (0.0, 0.0, 0.0))
    rows = [shape.features(s.value, s.turn) for s in samples]
    weights = fit(rows, [s.won for s in samples])
    return Model(PLAYERS, scale, turns, (weights[0], weights[1], weights[2]))


def report(title: str, predictions: list[float], outcomes: list[float]) -> dict[str, float]:
    """Print the reliability table and scores of ``predictions``; return the scores."""
    base = sum(outcomes) / len(outcomes)
    scores = {
        "brier": brier(predictions, outcomes),
        "ece": ece(predictions, outcomes),
        "brier_base_rate": brier([base] * len(outcomes), outcomes),
        "samples": len(outcomes),
    }
    print(f"  {title}: {len(outcomes)} decisions held out, seats won {base:.1%}")
    print("    bin        count  predicted  observed")
    for b in reliability(predictions, outcomes):
        if b.count:
            line = (
                f"    {b.low:.1f}-{b.high:.1f}  {b.count:6d}  {b.predicted:9.3f}  {b.observed:8.3f}"
            )
            print(line)
    print(
        f"    Brier {scores['brier']:.4f} (the base rate alone: {scores['brier_base_rate']:.4f}),"
        f" ECE {scores['ece']:.4f}"
    )
    return scores


def calibrate(game_id: str, count: int, first: int) -> dict[str, object]:
    """Play ``count`` games, fit on three runs of four seeds in four, report on the fourth."""
    started = time.perf_counter()
    fitting: list[Sample] = []
    held: list[Sample] = []
    lasts: list[float] = []
    for seed in range(first, first + count):
        samples, last = play(game_id, seed)
        if held_out(seed):
            held.extend(samples)
        else:
            fitting.extend(samples)
            lasts.append(last)
    turns = max(1.0, statistics.mean(lasts))
    model = model_from(fitting, turns)
    seconds = time.perf_counter() - started
    print(f"{game_id}: {count} games in {seconds:.0f} s, {len(fitting)} decisions fitted")
    print(
        f"  model: scale {model.scale:.2f}, turns {model.turns:.1f}, weights "
        + ", ".join(f"{w:.3f}" for w in model.weights)
    )
    outcomes = [s.won for s in held]
    scores = report("held out", [model.chance(s.value, s.turn) for s in held], outcomes)
    return {
        "players": model.players,
        "scale": round(model.scale, 6),
        "turns": round(model.turns, 3),
        "weights": [round(w, 6) for w in model.weights],
        "fitted_on": {
            "games": count,
            "first_seed": first,
            "decisions": len(fitting),
            "held_out_decisions": len(held),
            "brier": round(scores["brier"], 4),
            "brier_base_rate": round(scores["brier_base_rate"], 4),
            "ece": round(scores["ece"], 4),
        },
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--games",
        default=",".join(f"{k}={v}" for k, v in GAMES.items()),
        help="GAME=COUNT,... (default: %(default)s)",
    )
    parser.add_argument("--seed", type=int, default=0, help="the first game's seed")
    parser.add_argument("--write", action="store_true", help=f"write tabletop/ai/{FILE}")
    args = parser.parse_args(argv)
    wanted = dict(item.split("=") for item in args.games.split(","))
    book: dict[str, object] = {
        "version": VERSION,
        "about": "P(seat wins) = sigmoid(w0 + w1*x + w2*x*progress), x = evaluate/scale,"
        " progress = turn/turns; fitted by benchmarks/calibrate_hints.py",
        "games": {gid: [calibrate(gid, int(n), args.seed)] for gid, n in wanted.items()},
    }
    if args.write:
        path = ROOT / "tabletop" / "ai" / FILE
        if path.exists():  # the games not run keep their models
            kept = json.loads(path.read_text("utf-8")).get("games", {})
            book["games"] = {**kept, **book["games"]}  # type: ignore[dict-item]
        path.write_text(json.dumps(book, indent=1) + "\n", "utf-8")
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
