"""How fast the rules run: random-vs-random games of one game on one core.

Prints games per second and actions per second for whole games (choosing included), and the
mean time of ``state.decision`` + ``state.apply`` alone, the cost every bot and the table pay
per action. Run: ``python benchmarks/rules_speed.py [--games 3000] [--game bahamut-dispute]
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="bahamut-dispute")
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    game = games.get(args.game)
    players = args.players or min(game.player_counts)

    actions = 0
    step_seconds = 0.0
    clock = time.perf_counter
    start = clock()
    for i in range(args.games):
        seed = args.seed + i
        pick = random.Random(seed)
        state = game.setup(seed, players)
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
    seconds = clock() - start

    if args.json:
        figures = {
            "games_per_s": round(args.games / seconds, 1),
            "actions_per_s": round(actions / seconds),
            "us_per_step": round(1e6 * step_seconds / max(actions, 1), 2),
        }
        print(json.dumps({"game": game.id, "players": players, **figures}))
        return 0
    print(f"{game.title}: {args.games} random-vs-random games, {players} players, one core")
    print(f"  {args.games / seconds:10,.0f} games/s     ({seconds:.2f} s in all, setup included)")
    print(f"  {actions / seconds:10,.0f} actions/s   ({actions / args.games:.1f} actions a game)")
    print(f"  {1e6 * step_seconds / max(actions, 1):10.1f} us per state.decision + apply")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
