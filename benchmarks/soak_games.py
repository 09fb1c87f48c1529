"""The soak: ``--games`` (100,000) simulated games of every game on every core, the rules'
invariants (tests/fuzz/invariants.py) checked after each action, and the count of errors.

    python benchmarks/soak_games.py [--games 100000] [--jobs 0] [--seed 0] [--bots random]
                                    [--only bellum,para-bellum]

Game ``i`` of a game uses seed ``S + i`` (as ``tabletop simulate`` does); Para Bellum cycles
through 2, 3 and 4 players; Bellwake plays whole campaigns. ``--bots random`` picks among the
legal actions at random (fast); a bot name (``greedy``) plays every seat through its view.
Prints, per game: games, actions, errors (the first few with their seeds), games per second.
Exit status 1 if any game raised or broke an invariant.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time

from _workers import ROOT, jobs_or_cores, run_workers, share

sys.path.insert(0, str(ROOT))

GAME_IDS = ("bahamut-dispute", "bellum", "para-bellum", "bellwake")


def play(game_id: str, seed: int, bots: str) -> int:
    """One game to its end with the invariants checked after every action; its actions.
    Raises on an error (an AssertionError: an invariant broken)."""
    import tabletop.ai as ai
    import tabletop.games
    from tabletop.simulate import MAX_ACTIONS, bot_seed
    from tests.fuzz.invariants import Checker

    game = tabletop.games.get(game_id)
    players = 2 + seed % 3 if game_id == "para-bellum" else 2
    state = game.setup(seed, players)
    check = Checker(game_id)
    check(state)
    pick = random.Random(seed)
    seats = None
    if bots != "random":
        seats = [ai.get(bots, bot_seed(seed, s), game=game) for s in range(players)]
    actions = 0
    while (decision := state.decision) is not None:
        if seats is None:
            action = pick.choice(decision.actions)
        else:
            action = seats[decision.seat].choose(state.view(decision.seat))
        state.apply(action)
        actions += 1
        check(state)
        if actions > MAX_ACTIONS:
            raise RuntimeError(f"the game did not end within {MAX_ACTIONS} actions")
    return actions


def worker(args: argparse.Namespace, game_ids: tuple[str, ...]) -> None:
    first, count = share(args.games, args.worker, args.of)
    out = {}
    for game_id in game_ids:
        began = time.process_time()
        actions, errors = 0, []
        for seed in range(args.seed + first, args.seed + first + count):
            try:
                actions += play(game_id, seed, args.bots)
            except Exception as exc:  # noqa: BLE001 - counted and reported, the run goes on
                errors.append(f"seed {seed}: {type(exc).__name__}: {str(exc)[:300]}")
        out[game_id] = {
            "games": count,
            "actions": actions,
            "errors": errors,
            "cpu": time.process_time() - began,
        }
    print(json.dumps(out))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100_000, help="per game")
    parser.add_argument("--jobs", type=int, default=0, help="processes (0: every core)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--bots", default="random", help="random, or a bot name for every seat")
    parser.add_argument("--only", default="", help="comma-separated game ids (default: all)")
    parser.add_argument("--worker", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--of", type=int, default=1, help=argparse.SUPPRESS)
    args = parser.parse_args()
    game_ids = tuple(g for g in args.only.split(",") if g) or GAME_IDS
    if args.worker is not None:
        worker(args, game_ids)
        return 0
    jobs = jobs_or_cores(args.jobs)
    extra = ["--games", str(args.games), "--seed", str(args.seed), "--bots", args.bots]
    began = time.perf_counter()
    results = run_workers(__file__, [*extra, "--only", ",".join(game_ids)], jobs)
    seconds = time.perf_counter() - began
    print(f"soak: {args.games:,} games per game, bots {args.bots}, {jobs} processes")
    bad = 0
    for game_id in game_ids:
        parts = [r[game_id] for r in results if game_id in r]
        games = sum(p["games"] for p in parts)
        actions = sum(p["actions"] for p in parts)
        cpu = sum(p["cpu"] for p in parts)
        errors = [e for p in parts for e in p["errors"]]
        bad += len(errors)
        print(
            f"  {game_id:16} {games:8,} games {actions:11,} actions  errors {len(errors)}  "
            f"{games / max(cpu, 1e-9):6.1f} games per CPU second "
            f"({actions / max(cpu, 1e-9):,.0f} checked actions/s)"
        )
        for line in errors[:5]:
            print(f"      {line}")
    total = sum(r[g]["games"] for r in results for g in game_ids if g in r)
    print(f"  total {total:,} games in {seconds:.1f} s ({total / seconds:.1f} games/s)")
    died = [r for r in results if "died" in r]
    for result in died:
        print(f"  worker {result['worker']} died (status {result['died']}): {result['stderr']}")
    return 1 if bad or died else 0


if __name__ == "__main__":
    sys.exit(main())
