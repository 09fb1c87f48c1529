"""How fast the rules run: random-vs-random games of one game on one core.

Prints games per second and actions per second for whole games (choosing included), and the
mean time of ``state.decision`` + ``state.apply`` alone, the cost every bot and the table pay
per action. Then what a searching bot pays in its playouts, each timed alone over the states
of the first games: ``state.clone()``, ``state.decision`` (computed afresh), ``state.apply``,
``state.view(seat)``, ``game.sample(view, seed)`` and ``game.evaluate(state, seat)``, in calls
per second. Run: ``python benchmarks/rules_speed.py [--games 3000] [--game bahamut-dispute]
[--json]``.
"""

from __future__ import annotations

import argparse
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
    start = clock()
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
    return actions, clock() - start, step_seconds


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
    """Calls per second of each operation a searching bot uses, over the same positions."""
    states = positions(game, players, count, seed)
    clock = time.perf_counter
    seconds = dict.fromkeys(OPS, 0.0)
    for state, seat, choice in states:
        t0 = clock()
        twin = state.clone()
        t1 = clock()
        decision = twin.decision
        t2 = clock()
        view = twin.view(seat)
        t3 = clock()
        game.sample(view, seed)
        t4 = clock()
        game.evaluate(twin, seat)
        t5 = clock()
        twin.apply(decision.actions[choice])
        t6 = clock()
        spent = (t1 - t0, t2 - t1, t6 - t5, t3 - t2, t4 - t3, t5 - t4)
        for op, part in zip(OPS, spent, strict=True):
            seconds[op] += part
    return {f"{op}_per_s": round(len(states) / max(s, 1e-9)) for op, s in seconds.items()}


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
