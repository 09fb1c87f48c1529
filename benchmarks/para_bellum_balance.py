"""Para Bellum balance: greedy-vs-greedy and random games, on every core.

Targets (docs/rules/para-bellum.md 15): with 2 players the first player wins 40-60% of greedy
games; no random game lasts longer than 60 rounds. Seat 0 always plays first here
(``first_player=0``), so "seat 0" and "the first player" are the same. Game ``i`` uses seed
``S + i`` and the bots are seeded like ``tabletop simulate`` seeds them.

Run: ``python benchmarks/para_bellum_balance.py [--greedy 2000] [--random 10000]
[--players 2] [--workers 2] [--bots greedy,greedy]``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a source checkout

import tabletop.ai as ai  # noqa: E402
from tabletop.games.para_bellum import GAME  # noqa: E402
from tabletop.simulate import bot_seed  # noqa: E402

Result = tuple[list[int], int, str, list[int]]  # winners, rounds, end kind, totals


def end_kind(reason: str) -> str:
    if "Color Banner" in reason.split(".")[0]:
        return "banner"
    if reason.startswith("The Army deck"):
        return "army deck"
    if reason.startswith("Round"):
        return "round limit"
    return "other"


def play(job: tuple[int, int, tuple[str, ...]]) -> Result:
    """One game: seat 0 plays first."""
    seed, players, bots = job
    state = GAME.setup(seed, players, first_player=0)
    seats = [ai.get(bots[s % len(bots)], bot_seed(seed, s), game=GAME) for s in range(players)]
    if bots[0] == "random" and all(b == "random" for b in bots):
        import random

        pick = random.Random(seed)  # random games without views: the same bot, much faster
        while not state.is_over:
            state.apply(pick.choice(state.legal_actions))
    else:
        while (decision := state.decision) is not None:
            state.apply(seats[decision.seat].choose(state.view(decision.seat)))
    totals = [p["total"] for p in state.data["scores"]["players"]]
    return state.winners, state.data["round"], end_kind(state.data["end_reason"]), totals


def run(
    label: str, games: int, seed: int, players: int, bots: tuple[str, ...], workers: int
) -> dict:
    start = time.perf_counter()
    jobs = [(seed + i, players, bots) for i in range(games)]
    with Pool(workers) as pool:
        results = pool.map(play, jobs, chunksize=max(1, games // (workers * 20)))
    seconds = time.perf_counter() - start
    wins = Counter()
    for winners, _, _, _ in results:
        for w in winners:
            wins[w] += 1
    rounds = sorted(r for _, r, _, _ in results)
    ends = Counter(e for _, _, e, _ in results)
    first = wins[0] / games
    scores = [t for _, _, _, totals in results for t in totals]
    line = (
        f"{label}: {games} games, {players} players, bots {','.join(bots)}, "
        f"{seconds:.0f} s on {workers} workers\n"
        f"  first player (seat 0) wins {100 * first:.1f}%; wins by seat "
        f"{[round(100 * wins[s] / games, 1) for s in range(players)]}\n"
        f"  rounds mean {statistics.mean(rounds):.1f} / median {rounds[games // 2]} / "
        f"95% {rounds[int(games * 0.95)]} / max {rounds[-1]}; ended by "
        + ", ".join(f"{k} {100 * v / games:.1f}%" for k, v in ends.most_common())
        + f"\n  mean final score {statistics.mean(scores):.1f} VP"
    )
    print(line, flush=True)
    return {"first": first, "max_rounds": rounds[-1], "ends": ends}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--greedy", type=int, default=2000, help="greedy games (0: none)")
    parser.add_argument("--random", type=int, default=10000, help="random games (0: none)")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--bots", default="greedy", help="bots of the greedy run, per seat")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    ok = True
    if args.random:
        result = run("random", args.random, args.seed, args.players, ("random",), args.workers)
        if result["max_rounds"] > 60:
            print("  FAIL: a random game lasted more than 60 rounds")
            ok = False
    if args.greedy:
        bots = tuple(args.bots.split(","))
        result = run("greedy", args.greedy, args.seed, args.players, bots, args.workers)
        if args.players == 2 and len(set(bots)) == 1 and not 0.40 <= result["first"] <= 0.60:
            print("  FAIL: the first player's win rate is outside 40-60%")
            ok = False
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
