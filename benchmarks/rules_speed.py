"""How fast the rules run: random-vs-random games of one game on one core.

Prints games per second and actions per second for whole games (choosing included), and the
mean time of ``state.decision`` + ``state.apply`` alone, the cost every bot and the table pay
per action. Then what a searching bot pays in its playouts, each timed alone over the states
of the first games: ``state.clone()``, ``state.decision`` (computed afresh), ``state.apply``,
``state.view(seat)``, ``game.sample(view, seed)`` and ``game.evaluate(state, seat)``, in calls
per second. Times are this process's CPU time (the machine is shared; ``us_per_step`` alone
is wall time). Run: ``python benchmarks/rules_speed.py [--games 3000] [--game bahamut-dispute]
[--json]``.
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a source checkout

import tabletop.games as games  # noqa: E402

OPS = ("clone", "decision", "apply", "view", "sample", "evaluate")


def whole_games(game, players: int, count: int, seed: int) -> tuple[int, float, float]:
    """(actions, seconds in all, seconds in decision + apply) of ``count`` random games."""
    actions = 0
    step_seconds = 0.0
    clock = time.perf_counter
    start = time.process_time()  # this process's time: other processes do not count
    for i in range(count):
        pick = random.Random(seed + i)
        state = game.setup(seed + i, players)
        while True:
            t0 = clock()
            decision = state.decision
            if decision is None:
                step_seconds += clock() - t0
                break
            step_seconds += clock() - t0
            action = decision.actions[pick.randrange(len(decision.actions))]
            t0 = clock()
            state.apply(action)
            step_seconds += clock() - t0
            actions += 1
    return actions, time.process_time() - start, step_seconds


def positions(game, players: int, count: int, seed: int) -> list:
    """The states met along ``count`` random games (each a clone, the decision not yet asked)."""
    out = []
    for i in range(count):
        pick = random.Random(seed + i)
        state = game.setup(seed + i, players)
        while (decision := state.decision) is not None:
            out.append((state.clone(), decision.seat, pick.randrange(len(decision.actions))))
            state.apply(decision.actions[out[-1][2]])
    return out


def playout_costs(game, players: int, count: int, seed: int) -> dict[str, float]:
    """Calls per second of each operation a searching bot uses, over the same positions: each
    operation timed over all of them at once (two clock reads per operation, none per call)."""
    states = positions(game, players, count, seed)
    clock = time.process_time
    seconds = {}
    gc.collect()
    gc.disable()  # a collection would land on whichever operation happens to run then
    t0 = clock()
    twins = [state.clone() for state, _, _ in states]
    seconds["clone"] = clock() - t0
    t0 = clock()
    decisions = [twin.decision for twin in twins]
    seconds["decision"] = clock() - t0
    t0 = clock()
    views = [twin.view(seat) for twin, (_, seat, _) in zip(twins, states, strict=True)]
    seconds["view"] = clock() - t0
    t0 = clock()
    for view in views:
        game.sample(view, seed)
    seconds["sample"] = clock() - t0
    t0 = clock()
    for twin, (_, seat, _) in zip(twins, states, strict=True):
        game.evaluate(twin, seat)
    seconds["evaluate"] = clock() - t0
    t0 = clock()
    for twin, decision, (_, _, choice) in zip(twins, decisions, states, strict=True):
        twin.apply(decision.actions[choice])
    seconds["apply"] = clock() - t0
    gc.enable()
    return {f"{op}_per_s": round(len(states) / max(seconds[op], 1e-9)) for op in OPS}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="bahamut-dispute")
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument(
        "--playout-games", type=int, default=None, help="games whose states time each call"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    game = games.get(args.game)
    players = args.players or min(game.player_counts)

    actions, seconds, step_seconds = whole_games(game, players, args.games, args.seed)
    few = args.playout_games or max(1, args.games // 10)
    costs = playout_costs(game, players, few, args.seed)

    if args.json:
        figures = {
            "games_per_s": round(args.games / seconds, 1),
            "actions_per_s": round(actions / seconds),
            "us_per_step": round(1e6 * step_seconds / max(actions, 1), 2),
            **costs,
        }
        print(json.dumps({"game": game.id, "players": players, **figures}))
        return 0
    print(f"{game.title}: {args.games} random-vs-random games, {players} players, one core")
    print(f"  {args.games / seconds:10,.0f} games/s     ({seconds:.2f} s in all, setup included)")
    print(f"  {actions / seconds:10,.0f} actions/s   ({actions / args.games:.1f} actions a game)")
    print(f"  {1e6 * step_seconds / max(actions, 1):10.1f} us per state.decision + apply")
    print(f"  calls per second over the states of {few} games:")
    for op in OPS:
        print(f"  {costs[op + '_per_s']:10,.0f} {op}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
