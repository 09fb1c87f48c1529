"""How fast and how strong a bot is: decision time and win rate against another bot.

Plays ``--games`` games of ``--bot`` against ``--opponent`` with seats alternated (game ``i``
uses seed ``S + i``; the bot sits in seat ``i % players``) and prints the bot's decision time
(mean, p50, p99, max, over decisions with more than one legal action) and its win rate.
Run: ``python benchmarks/bot_speed.py [--games 200] [--bot greedy] [--opponent random]``.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a source checkout

import tabletop.ai as ai  # noqa: E402
import tabletop.games as games  # noqa: E402
from tabletop.simulate import bot_seed  # noqa: E402


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] if ordered else 0.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="bahamut-dispute")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bot", default="greedy")
    parser.add_argument("--opponent", default="random")
    parser.add_argument("--players", type=int, default=None)
    args = parser.parse_args(argv)
    game = games.get(args.game)
    players = args.players or min(game.player_counts)

    times: list[float] = []
    forced = 0
    wins = draws = 0
    clock = time.perf_counter
    start = clock()
    for i in range(args.games):
        seed = args.seed + i
        mine = i % players
        names = [args.bot if seat == mine else args.opponent for seat in range(players)]
        bots = [ai.get(name, bot_seed(seed, seat)) for seat, name in enumerate(names)]
        state = game.setup(seed, players)
        while (decision := state.decision) is not None:
            view = state.view(decision.seat)
            t0 = clock()
            action = bots[decision.seat].choose(view)
            spent = clock() - t0
            if decision.seat == mine:
                if len(decision.actions) > 1:
                    times.append(spent)
                else:
                    forced += 1
            state.apply(action)
        if mine in state.winners:
            wins += 1
        elif not state.winners:
            draws += 1
    seconds = clock() - start

    ms = [1000 * t for t in times]
    print(f"{game.title}: {args.bot} vs {args.opponent}, {args.games} games, seats alternated")
    print(f"  win rate   {100 * wins / args.games:5.1f}%  ({wins} wins, {draws} draws)")
    if ms:
        print(
            f"  decision   mean {sum(ms) / len(ms):.2f} ms, p50 {percentile(ms, 0.5):.2f} ms, "
            f"p99 {percentile(ms, 0.99):.2f} ms, max {max(ms):.2f} ms "
            f"({len(ms)} searched, {forced} forced)"
        )
    print(f"  {args.games / seconds:.1f} games/s ({seconds:.1f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
