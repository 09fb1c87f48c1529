"""Bellwake balance: whole campaigns and single scenarios played by a pair of bots.

Targets (docs/rules/bellwake.md, Balance): the greedy pair wins 30-60% of whole campaigns and
45-80% of the Lower Stair and of the Foundry Below (in the campaign); the random pair wins
under 5% of scenarios; with the same seeds, the Foundry Below after "The gate held" and after
"The gate fell" is at least 5 points apart, and the Crown of Silence after "recast" and after
"rescue" (both with "The gate held") is within 5 points. Game ``i`` uses seed ``S + i``; the
bots are seeded as ``tabletop simulate`` seeds them.

Run: ``python benchmarks/bellwake_balance.py [--campaigns 2000] [--arms 2000] [--random 500]
[--workers 2] [--seed 1]``.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections import Counter
from multiprocessing import Pool
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a source checkout

from _common import play_out  # noqa: E402

from tabletop.games.bellwake import GAME  # noqa: E402

RECAST, RESCUE = "the-bell-was-recast", "the-founder-was-rescued"
ARMS = {
    "Foundry after the gate held": ("foundry-below", ["the-gate-held"]),
    "Foundry after the gate fell": ("foundry-below", ["the-gate-fell"]),
    "Crown after recast (gate held)": ("crown-of-silence", ["the-gate-held", RECAST]),
    "Crown after rescue (gate held)": ("crown-of-silence", ["the-gate-held", RESCUE]),
}
Job = tuple[int, str, str | None, list[str]]


def play(job: Job) -> dict[str, Any]:
    """One campaign (scenario None) or one scenario; what happened in each scenario."""
    seed, bots, scenario, log = job
    state = GAME.setup(seed, 2, scenario=scenario, log=log)
    play_out(GAME, state, seed, bots)
    c = state.campaign
    assert c is not None
    return {
        "results": [(r["scenario"], bool(r["won"]), r["rounds"]) for r in c["results"]],
        "log": [e["value"] for e in c["log"]],
        "upgrades": [list(seat.get("upgrades", [])) for seat in c["seats"]],
    }


def rate(won: int, games: int) -> str:
    """A win rate with its 95% interval (normal approximation)."""
    if not games:
        return "-"
    p = won / games
    half = 1.96 * math.sqrt(p * (1 - p) / games)
    return f"{100 * p:5.1f}% ± {100 * half:4.1f} ({won}/{games})"


def run_all(pool: Pool, jobs: list[Job]) -> list[dict[str, Any]]:
    return pool.map(play, jobs, chunksize=4)


def report_campaigns(out: list[dict[str, Any]], label: str) -> None:
    per: Counter[tuple[str, bool]] = Counter()
    rounds: Counter[str] = Counter()
    crown: Counter[tuple[tuple[str, ...], bool]] = Counter()
    learned: Counter[str] = Counter()
    for game in out:
        for scenario, won, r in game["results"]:
            per[scenario, won] += 1
            rounds[scenario] += r
        crown[tuple(game["log"]), game["results"][-1][1]] += 1
        for ups in game["upgrades"]:
            learned.update(ups)
    print(f"{label}: {len(out)} campaigns")
    print(f"  campaign won (the Crown)   {rate(sum(g['results'][-1][1] for g in out), len(out))}")
    for scenario in GAME.campaign_plan["order"]:
        games = per[scenario, True] + per[scenario, False]
        mean = rounds[scenario] / games if games else 0
        name = GAME.scenarios[scenario]["name"]
        print(f"  {name:<26} {rate(per[scenario, True], games)}  mean rounds {mean:.1f}")
    print("  the Crown by the log written before it:")
    for log in sorted({key for key, _ in crown}):
        games = crown[log, True] + crown[log, False]
        words = ", ".join(GAME.cards[e]["name"] for e in log)
        print(f"    {words:<48} {rate(crown[log, True], games)}")
    print(
        "  upgrades learned:",
        ", ".join(f"{GAME.cards[u]['name']} {n}" for u, n in learned.most_common()),
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--campaigns", type=int, default=2000)
    parser.add_argument("--arms", type=int, default=2000)
    parser.add_argument("--random", type=int, default=500)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bots", default="greedy")
    args = parser.parse_args()
    s = args.seed
    with Pool(args.workers) as pool:
        if args.campaigns:
            start = time.perf_counter()
            jobs = [(s + i, args.bots, None, []) for i in range(args.campaigns)]
            report_campaigns(run_all(pool, jobs), f"{args.bots} pair")
            print(f"  {time.perf_counter() - start:.0f} s")
        if args.arms:
            start = time.perf_counter()
            print(f"Single scenarios with a fixed log, {args.arms} each, the same seeds:")
            for label, (scenario, log) in ARMS.items():
                jobs = [(s + i, args.bots, scenario, log) for i in range(args.arms)]
                out = run_all(pool, jobs)
                print(f"  {label:<32} {rate(sum(g['results'][0][1] for g in out), len(out))}")
            print(f"  {time.perf_counter() - start:.0f} s")
        if args.random:
            out = run_all(pool, [(s + i, "random", None, []) for i in range(args.random)])
            won = sum(w for g in out for _, w, _ in g["results"])
            print(f"Random pair: scenarios won {rate(won, 3 * len(out))}")


if __name__ == "__main__":
    main()
