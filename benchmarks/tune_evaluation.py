"""Tune a game's evaluation weights by play: SPSA over matches of one bot against itself.

A game's evaluation (the greedy bot maximises it, the search scores its leaves with it) reads
its weights as module constants. Simultaneous perturbation stochastic approximation (Spall,
1992) moves all of them at once: each step draws a sign for every weight, plays the bot with
the weights nudged one way against the bot with them nudged the other way on fresh seeds (each
seed twice, seats swapped), and steps every weight, in log space, by the match's lead times
its sign. Two matches a weight would cost ten times as much; one match says, on average, which
way each weight should go. The log (one JSON line a step) holds the weights as log factors of
the module's; ``--match`` plays a log's mean weights against the module's own.

Weights are tuned for the bot that plays them. In issue 13, weights tuned with greedy (``--bot
greedy``, the log in ``benchmarks/tuning/para-bellum-greedy.jsonl``) made greedy 4 points
stronger and the search no stronger (hard:300 with them won 54.0% of 400 games against the
shipped greedy, where hard:300 with the shipped weights won 57.8% of the same games;
benchmarks/bot_ladder_results.md, section 1.5), so they were not shipped: tune for the search
with ``--bot hard:N``. A run of 75 steps of 100 games at hard:100 (``para-bellum-hard100.jsonl``)
saw only noise in its leads, and its mean weights made hard:300 no stronger (54.5% of the same
400 games; section 1.6): near the shipped weights the search is flat, and a step would need
about 1,600 games to see a few points.

Run: ``python benchmarks/tune_evaluation.py --steps 70 --log tune.jsonl`` (about 35 s a step of
100 seeds on two cores for 2-player Para Bellum; a log is resumed where it ends), then
``python benchmarks/tune_evaluation.py --match tune.jsonl --from-step 30 --games 1000`` (the
mean of the weights of steps 30 onwards against the module's).
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import random
import sys
from multiprocessing import Pool
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a source checkout

import tabletop.ai as ai  # noqa: E402
import tabletop.games as games  # noqa: E402
from tabletop.ai.ismcts import LEVELS as ISMCTS_LEVELS  # noqa: E402
from tabletop.rules.outcome import DRAWN  # noqa: E402
from tabletop.simulate import MAX_ACTIONS, bot_seed  # noqa: E402

# What each game's tuning moves: its evaluation's module and the weights that are estimates
# (Para Bellum's coins are left out: their worth at the end is exact, and one fixed weight
# keeps the scale).
TUNABLE = {
    "para-bellum": (
        "tabletop.games.para_bellum.scoring",
        "W_PIP W_GENERAL W_TOKEN W_WARD W_ARMY_CARD W_COMMAND_CARD W_OPEN W_EXTRA_ACTION "
        "W_READY W_HAND_VP".split(),
    ),
}
PERTURB = 0.25  # c: each weight times exp(+-0.25) in a step's two sides
GAIN, STABILITY, DECAY = 0.4, 20, 0.602  # a_k = GAIN / ((k + 1 + A) / (1 + A)) ** DECAY
LIMIT = 2.5  # no weight moves further than a factor of e ** 2.5 from the module's


class Weighted:
    """The game with its evaluation module's weights set to ``weights`` while it evaluates
    (and put back after, so that two bots in one process can hold different weights)."""

    def __init__(self, game_id: str, weights: dict[str, float]) -> None:
        self._game = games.get(game_id)
        self._module = importlib.import_module(TUNABLE[game_id][0])
        self._weights = weights

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)

    def _evaluating(self, method: str, *args: Any) -> Any:
        saved = {name: getattr(self._module, name) for name in self._weights}
        for name, value in self._weights.items():
            setattr(self._module, name, value)
        try:
            return getattr(self._game, method)(*args)
        finally:
            for name, value in saved.items():
                setattr(self._module, name, value)

    def evaluate(self, state, seat):
        return self._evaluating("evaluate", state, seat)

    def evaluate_seats(self, state):
        return self._evaluating("evaluate_seats", state)


def module_weights(game_id: str) -> dict[str, float]:
    module_name, names = TUNABLE[game_id]
    module = importlib.import_module(module_name)
    return {name: getattr(module, name) for name in names}


def scaled(game_id: str, theta: dict[str, float]) -> dict[str, float]:
    """The module's weights times ``exp(theta)``, weight by weight."""
    return {n: w * math.exp(theta.get(n, 0.0)) for n, w in module_weights(game_id).items()}


def bot_spec(spec: str) -> str:
    """``--bot``: a bot that reads the evaluation and plays the same on any machine, so that a
    step is reproducible: ``greedy``, or ``LEVEL:N`` (the search at N iterations, no clock)."""
    level, _, iterations = spec.partition(":")
    if spec != "greedy" and (level not in ISMCTS_LEVELS or not iterations.isdigit()):
        raise argparse.ArgumentTypeError(f"greedy or LEVEL:ITERATIONS (hard:100), not {spec!r}")
    return spec


Job = tuple[str, str, int, int, int, dict[str, float], dict[str, float]]


def play(job: Job) -> float:
    """One game: seat ``mine`` evaluates with ``ours``, every other seat with ``theirs``; its
    score for ``mine`` (1 a win, 1/2 a draw or a game cut off)."""
    game_id, bot, seed, players, mine, ours, theirs = job
    game = games.get(game_id)
    state = game.setup(seed, players)
    bots = [
        ai.get(bot, bot_seed(seed, s), game=Weighted(game_id, ours if s == mine else theirs))
        for s in range(players)
    ]
    for _ in range(MAX_ACTIONS):
        if (decision := state.decision) is None:
            break
        state.apply(bots[decision.seat].choose(state.view(decision.seat)))
    outcome = state.outcome
    if outcome is None or outcome.kind == DRAWN:
        return 0.5
    return 1.0 if mine in outcome.winners else 0.0


def match(
    pool, game_id: str, bot: str, ours: dict, theirs: dict, seeds: range, players: int = 2
) -> float:
    """``ours``'s mean score: every seed from every seat at 2 players; at more, seat
    ``seed % players``."""
    seats = (lambda s: range(players)) if players == 2 else (lambda s: [s % players])
    jobs = [(game_id, bot, s, players, m, ours, theirs) for s in seeds for m in seats(s)]
    scores = pool.map(play, jobs)
    return sum(scores) / len(scores)


def step_size(k: int) -> float:
    return GAIN / ((k + 1 + STABILITY) / (1 + STABILITY)) ** DECAY


def signs(k: int, names: list[str]) -> dict[str, int]:
    draw = random.Random(f"delta:{k}")
    return {n: draw.choice((-1, 1)) for n in names}


def spsa_step(theta: dict[str, float], k: int, lead: float, sign: dict[str, int]) -> dict:
    """Every weight moved by the match's lead (our score - 1/2) times its sign."""
    a = step_size(k)
    return {n: max(-LIMIT, min(LIMIT, t + a * lead * sign[n] / PERTURB)) for n, t in theta.items()}


def read_log(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def tune(args, pool) -> None:
    _, names = TUNABLE[args.game]
    log = read_log(args.log)
    theta = log[-1]["theta"] if log else {n: 0.0 for n in names}
    for k in range(len(log), args.steps):
        sign = signs(k, names)
        plus = scaled(args.game, {n: theta[n] + PERTURB * sign[n] for n in names})
        minus = scaled(args.game, {n: theta[n] - PERTURB * sign[n] for n in names})
        first = args.seed + k * args.seeds
        lead = match(pool, args.game, args.bot, plus, minus, range(first, first + args.seeds)) - 0.5
        theta = spsa_step(theta, k, lead, sign)
        with args.log.open("a") as out:
            out.write(json.dumps({"step": k, "lead": lead, "theta": theta}) + "\n")
        print(f"step {k}: lead {lead:+.3f}", flush=True)


def mean_theta(log: list[dict[str, Any]], start: int) -> dict[str, float]:
    """The mean of the steps' weights from ``start`` on (Polyak averaging: the steps' own
    noise cancels)."""
    kept = [entry["theta"] for entry in log[start:]]
    if not kept:
        raise SystemExit(f"the log has no step from {start} on")
    return {n: sum(t[n] for t in kept) / len(kept) for n in kept[0]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="para-bellum", choices=sorted(TUNABLE))
    parser.add_argument("--bot", type=bot_spec, default="greedy", help="greedy or hard:N")
    parser.add_argument("--log", type=Path, default=Path("tune.jsonl"))
    parser.add_argument("--steps", type=int, default=70, help="tune until the log has this many")
    parser.add_argument("--seeds", type=int, default=100, help="seeds a step (two games each)")
    parser.add_argument("--seed", type=int, default=300000, help="the first step's first seed")
    parser.add_argument("--match", type=Path, help="play a log's mean weights instead of tuning")
    parser.add_argument("--from-step", type=int, default=30, help="--match: the first step kept")
    parser.add_argument("--games", type=int, default=1000, help="--match: seeds to play")
    parser.add_argument("--match-seed", type=int, default=400001, help="--match: the first seed")
    parser.add_argument("--players", type=int, default=2, help="--match: players")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    with Pool(args.workers) as pool:
        if args.match is None:
            tune(args, pool)
            return 0
        theta = mean_theta(read_log(args.match), args.from_step)
        ours = scaled(args.game, theta)
        seeds = range(args.match_seed, args.match_seed + args.games)
        score = match(
            pool, args.game, args.bot, ours, module_weights(args.game), seeds, args.players
        )
    n = args.games * (2 if args.players == 2 else 1)
    se = math.sqrt(score * (1 - score) / n)
    print(json.dumps({name: round(w, 4) for name, w in ours.items()}))
    print(f"{n} games: {100 * score:.1f}% +- {100 * se:.1f} against the module's weights")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
