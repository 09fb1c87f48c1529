"""The bot ladder: every level against every other, per game, with confidence intervals.

For each game (``--game``, default all), each pair of levels (``--levels``, default
``random,greedy,easy,normal,hard``; A is the later of the two, B the earlier) plays ``--games``
games; game ``i`` uses seed ``S + i`` and A sits in seat ``i % players`` with B in every other
seat (seats alternated). Para Bellum is
played by 2, 3 and 4 players (``--players``): with 3 or 4, A is one seat among B seats, and its
fair share is printed beside its win rate (4 players play as two alliances: A's alliance wins
with a B partner). Bellwake is cooperative: each level plays whole campaigns as a pair (both
keepers), and the table gives the campaigns each pair won.

Prints, per game, A's win rate against B with its 95% Wilson interval (a draw counts half), and
per level the mean and 99th-percentile decision time over decisions with more than one legal
action (a forced one is answered at once). ``--jobs 0`` plays games on every core; decision
times are then measured with the cores shared, so time the levels with ``--jobs 1``.
Levels may name an iteration bound (``hard:300``) for runs that do not depend on the machine.

Run small: ``python benchmarks/bot_ladder.py --game bellum --games 20 --levels greedy,hard``.
"""

from __future__ import annotations

import argparse
import itertools
import math
import multiprocessing
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a source checkout

import tabletop.ai as ai  # noqa: E402
import tabletop.games as games  # noqa: E402
from tabletop.rules.outcome import COOPERATIVE, DRAWN  # noqa: E402
from tabletop.simulate import MAX_ACTIONS, bot_seed  # noqa: E402

LEVELS = ["random", "greedy", "easy", "normal", "hard"]


@dataclass
class Result:
    """One game: A's score (1 win, 1/2 draw, 0 loss; a pair's campaign won or lost) and the
    decision times of each bot name."""

    score: float
    times: dict[str, list[float]] = field(default_factory=dict)


def play(job: tuple[str, int, int, list[str]]) -> Result:
    """One game with ``names[s]`` in seat ``s``, scored for seat ``mine`` (its side's win)."""
    game_id, seed, mine, names = job
    game = games.get(game_id)
    players = len(names)
    state = game.setup(seed, players)
    bots = [ai.get(name, bot_seed(seed, seat), game=game) for seat, name in enumerate(names)]
    times: dict[str, list[float]] = {}
    clock = time.perf_counter
    for _ in range(MAX_ACTIONS):
        decision = state.decision
        if decision is None:
            break
        view = state.view(decision.seat)
        start = clock()
        action = bots[decision.seat].choose(view)
        spent = clock() - start
        if len(decision.actions) > 1:
            times.setdefault(names[decision.seat], []).append(spent)
        state.apply(action)
    outcome = state.outcome
    if outcome is None:
        return Result(0.5, times)
    if outcome.kind == DRAWN:
        return Result(0.5, times)
    return Result(1.0 if mine in outcome.winners else 0.0, times)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a rate of ``wins`` in ``n``."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] if ordered else 0.0


def run_jobs(jobs: list[tuple[str, int, int, list[str]]], workers: int) -> list[Result]:
    if workers == 1:
        return [play(job) for job in jobs]
    with multiprocessing.get_context("spawn").Pool(workers) as pool:
        return pool.map(play, jobs, chunksize=1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="a game id (repeatable; default all)")
    parser.add_argument("--games", type=int, default=20, help="games per pair (and seat count)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--players", default="", help="Para Bellum seat counts, e.g. 2,4")
    parser.add_argument("--jobs", type=int, default=1, help="processes; 0: every core")
    args = parser.parse_args(argv)
    levels = [name.strip() for name in args.levels.split(",") if name.strip()]
    for name in levels:
        ai.get(name, 0)  # unknown names fail here, in words
    workers = args.jobs or multiprocessing.cpu_count()
    times: dict[str, list[float]] = {name: [] for name in levels}
    started = time.perf_counter()
    for game_id in args.game or games.ids():
        game = games.get(game_id)
        counts = [int(c) for c in args.players.split(",") if c] or list(game.player_counts)
        counts = [c for c in counts if c in game.player_counts] or [min(game.player_counts)]
        if game.play_style(2) == COOPERATIVE:
            jobs = [
                (game_id, args.seed + i, 0, [name, name])
                for name in levels
                for i in range(args.games)
            ]
            results = run_jobs(jobs, workers)
            print(f"\n{game.title}: campaigns won by each pair ({args.games} each)")
            for k, name in enumerate(levels):
                chunk = results[k * args.games : (k + 1) * args.games]
                won = sum(r.score for r in chunk)
                low, high = wilson(won, len(chunk))
                print(f"  {name:>10}  {won / len(chunk):6.1%}  [{low:5.1%}, {high:5.1%}]")
                for r in chunk:
                    for who, spent in r.times.items():
                        times[who].extend(spent)
            continue
        for players in counts:
            teams = game.teams(players)
            share = max(len(t) for t in teams) / players if len(teams) < players else 1 / players
            pairs = [(b, a) for a, b in itertools.combinations(levels, 2)]  # A: the later
            jobs = []
            for a, b in pairs:
                for i in range(args.games):
                    mine = i % players
                    names = [a if seat == mine else b for seat in range(players)]
                    jobs.append((game_id, args.seed + i, mine, names))
            results = run_jobs(jobs, workers)
            print(
                f"\n{game.title}, {players} players: A's win rate against B (fair share "
                f"{share:.0%}), {args.games} games each, seats alternated"
            )
            print(f"  {'A':>10} vs {'B':<10}  rate    95% interval")
            for k, (a, b) in enumerate(pairs):
                chunk = results[k * args.games : (k + 1) * args.games]
                won = sum(r.score for r in chunk)
                low, high = wilson(won, len(chunk))
                print(f"  {a:>10} vs {b:<10} {won / len(chunk):6.1%}  [{low:5.1%}, {high:5.1%}]")
                for r in chunk:
                    for who, spent in r.times.items():
                        times[who].extend(spent)
    print("\nDecision time per level (decisions with a choice; with --jobs > 1 cores are shared)")
    for name in levels:
        spent = times[name]
        if spent:
            mean = sum(spent) / len(spent)
            p99 = percentile(spent, 0.99)
            print(
                f"  {name:>10}  mean {mean * 1e3:8.1f} ms  p99 {p99 * 1e3:8.1f} ms"
                f"  ({len(spent)} decisions)"
            )
    print(f"\n{time.perf_counter() - started:.0f} s in all")
    return 0


if __name__ == "__main__":
    sys.exit(main())
