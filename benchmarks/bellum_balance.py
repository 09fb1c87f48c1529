"""Bellum balance: greedy-vs-greedy and random games over the four city-by-seat combinations.

Targets (docs/rules/bellum.md, Balance): over 2,000 greedy games covering the four
combinations (Athens or Sparta in seat 0, seat 0 or seat 1 first) equally, Athens and Sparta
each win 45-55%, the first player wins 45-55%, the mean game lasts 12 to 30 turns, and no
greedy game (and fewer than 1% of random games) reaches the safety end. Game ``i`` uses seed
``S + i`` and combination ``i % 4``; the bots are seeded as ``tabletop simulate`` seeds them.

``--versus N`` also plays N greedy-vs-random games, the greedy seat alternating (target: greedy
wins at least 80%).

Run: ``python benchmarks/bellum_balance.py [--greedy 2000] [--random 10000] [--versus 1000]
[--workers 2]``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a source checkout

from _common import play_out  # noqa: E402

from tabletop.games.bellum import GAME  # noqa: E402

COMBOS = [("athens", 0), ("athens", 1), ("sparta", 0), ("sparta", 1)]  # seat 0's city, first
Result = tuple[list[str], bool, int, bool]  # winning cities, first player won, turns, safety


def play(job: tuple[int, str]) -> Result:
    seed, bots = job
    city, first = COMBOS[seed % 4]
    state = GAME.setup(seed, 2, city=city, first_player=first)
    if bots == "versus":
        names = ["greedy", "random"] if seed % 2 else ["random", "greedy"]
        play_out(GAME, state, seed, names)
        won = [names[w] for w in state.winners]
        return won, False, state.data["turn"], False
    play_out(GAME, state, seed, bots)
    d = state.data
    winners = state.winners
    safety = "After" in d["end_reason"].split(" turns")[0]
    return [d["cities"][w] for w in winners], first in winners, d["turn"], safety


def run(label: str, games: int, seed: int, bots: str, workers: int) -> None:
    start = time.perf_counter()
    with Pool(workers) as pool:
        results = pool.map(play, [(seed + i, bots) for i in range(games)], chunksize=8)
    secs = time.perf_counter() - start
    athens = sum("athens" in r[0] for r in results)
    sparta = sum("sparta" in r[0] for r in results)
    draws = sum(not r[0] for r in results)
    first = sum(r[1] for r in results)
    turns = [r[2] for r in results]
    safety = sum(r[3] for r in results)
    pct = 100.0 / games
    print(f"{label}: {games} games in {secs:.0f} s")
    print(
        f"  Athens wins {athens * pct:.1f}%, Sparta {sparta * pct:.1f}%, draws {draws * pct:.1f}%"
    )
    print(f"  first player wins {first * pct:.1f}%")
    print(
        f"  turns: mean {statistics.mean(turns):.1f}, median {statistics.median(turns):.0f}, "
        f"max {max(turns)}; safety end {safety} ({safety * pct:.2f}%)"
    )


def versus(games: int, seed: int, workers: int) -> None:
    start = time.perf_counter()
    with Pool(workers) as pool:
        results = pool.map(play, [(seed + i, "versus") for i in range(games)], chunksize=8)
    wins = sum("greedy" in r[0] for r in results)
    secs = time.perf_counter() - start
    print(f"greedy vs random: {games} games in {secs:.0f} s, seats alternated")
    print(f"  greedy wins {100.0 * wins / games:.1f}%")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--greedy", type=int, default=2000)
    parser.add_argument("--random", type=int, default=10000)
    parser.add_argument("--versus", type=int, default=0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    if args.random:
        run("random vs random", args.random, args.seed, "random", args.workers)
    if args.greedy:
        run("greedy vs greedy", args.greedy, args.seed, "greedy", args.workers)
    if args.versus:
        versus(args.versus, args.seed, args.workers)


if __name__ == "__main__":
    main()
