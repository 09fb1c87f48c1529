"""The bot ladder: every level against every other, per game, with confidence intervals.

For each game (``--game``, default all), each pair of levels (``--levels``, default
``random,greedy,easy,normal,hard``; A is the later of the two, B the earlier) plays ``--games``
games; game ``i`` uses seed ``S + i`` and A sits in seat ``i % players`` with B in every other
seat (seats alternated). Para Bellum is played by 2, 3 and 4 players (``--players``): with 3
or 4, A is one seat among B seats, and its fair share is printed beside its win rate (4
players play as two alliances: A's alliance wins with a B partner, or with ``--allies`` an A
partner, in a row named ``A+ally``). Bellwake is cooperative: each level plays whole
campaigns as a pair (both keepers), and the table gives the campaigns each pair won.

Prints, per game, A's win rate against B with its 95% Wilson interval (a draw counts half), and
per level the mean and 99th-percentile decision time over decisions with more than one legal
action (a forced one is answered at once). ``--jobs 0`` plays games on every core; decision
times are then measured with the cores shared, so time the levels with ``--jobs 1``.
Levels may name an iteration bound (``hard:300``) for runs that do not depend on the machine.

A 400-game row at Hard's real time costs core-hours, more than one sitting may have. So
``--record FILE`` appends each game to a file of JSON lines the moment it ends (a run that is
stopped keeps every game it finished), and ``--summary FILE...`` prints the table of any record
files together: a row can be built over several runs with different ``--seed`` ranges, and a
game recorded twice (same game, seats, seed and bots) counts once.

Run small: ``python benchmarks/bot_ladder.py --game bellum --games 20 --levels greedy,hard``.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import multiprocessing
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a source checkout

import tabletop.ai as ai  # noqa: E402
import tabletop.games as games  # noqa: E402
from tabletop.rules.outcome import COOPERATIVE, DRAWN  # noqa: E402
from tabletop.simulate import MAX_ACTIONS, bot_seed  # noqa: E402

LEVELS = ["random", "greedy", "easy", "normal", "hard"]
Job = tuple[str, int, int, list[str]]  # game id, seed, A's seat, the bot of each seat
ALLY = "+ally"  # the row of A with A's level as its partners (``--allies``)


@dataclass
class Result:
    """One game: A's score (1 win, 1/2 draw, 0 loss; a pair's campaign won or lost) and the
    decision times of each bot name."""

    score: float
    times: dict[str, list[float]] = field(default_factory=dict)


def play(job: Job) -> Result:
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


def run_jobs(jobs: list[Job], workers: int, record: Path | None = None) -> list[Result]:
    """Play ``jobs`` and return their results in the order of ``jobs``. Each finished game is
    appended to ``record`` at once (so a long run that is stopped keeps what it played), and a
    progress line goes to stderr every 10 games."""
    results: list[Result | None] = [None] * len(jobs)
    out = None
    if record is not None:
        torn = record.exists() and record.stat().st_size and not record.read_bytes().endswith(b"\n")
        out = record.open("a", encoding="utf-8")
        if torn:
            out.write("\n")  # a run killed mid-line: the next record starts a line of its own

    def keep(done: int, k: int, result: Result) -> None:
        results[k] = result
        if out is not None:
            out.write(json.dumps(as_record(jobs[k], result, workers)) + "\n")
            out.flush()
        if not done % 10:
            print(f"  ... {done} of {len(jobs)} games", file=sys.stderr, flush=True)

    try:
        if workers == 1:
            for done, (k, job) in enumerate(enumerate(jobs), 1):
                keep(done, k, play(job))
        else:
            with multiprocessing.get_context("spawn").Pool(workers) as pool:
                finished = pool.imap_unordered(_indexed, list(enumerate(jobs)), chunksize=1)
                for done, (k, result) in enumerate(finished, 1):
                    keep(done, k, result)
    finally:
        if out is not None:
            out.close()
    return [r for r in results if r is not None]


def _indexed(item: tuple[int, Job]) -> tuple[int, Result]:
    return item[0], play(item[1])


def team_of(game_id: str, players: int, seat: int) -> list[int]:
    return next(t for t in games.get(game_id).teams(players) if seat in t)


def as_record(job: Job, result: Result, jobs: int = 1, exact: bool = False) -> dict[str, Any]:
    """One game as a line of a record file: enough to count it in any later summary, with the
    game's rules version and the processes the run shared the cores with (decision times of
    time-bounded bots depend on both). Times are rounded to 0.1 ms unless ``exact``. A game
    whose A seat had A's level as its partner too says ``"allies": true``."""
    game_id, seed, mine, names = job
    times = result.times
    if not exact:
        times = {who: [round(t, 4) for t in spent] for who, spent in times.items()}
    team = team_of(game_id, len(names), mine)
    record = {
        "game": game_id,
        "players": len(names),
        "seed": seed,
        "seat": mine,
        "a": names[mine],
        "b": next((names[s] for s in range(len(names)) if s not in team), names[mine]),
        "score": result.score,
        "rules_version": games.get(game_id).rules_version,
        "jobs": jobs,
        "times": times,
    }
    if len(team) > 1 and all(names[s] == names[mine] for s in team):
        record["allies"] = True
    return record


def read_records(paths: list[Path]) -> list[dict[str, Any]]:
    """The games of record files; a game (game, players, seed, seat, A, B) played twice counts
    once, and a line that is not a whole record (a run killed mid-write) is skipped; both are
    counted on stderr."""
    seen: dict[tuple[Any, ...], dict[str, Any]] = {}
    bad = twice = 0
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            try:
                rec = json.loads(line)
                key = (rec["game"], rec["players"], rec["seed"], rec["seat"], rec["a"], rec["b"])
                key += (bool(rec.get("allies")),)
                hash(key)
                float(rec["score"])
                games.get(rec["game"])
                rec.setdefault("times", {})
            except (ValueError, KeyError, TypeError, AttributeError):
                bad += 1
                continue
            if key in seen:
                twice += 1
            else:
                seen[key] = rec
    if bad or twice:
        print(f"  skipped: {bad} broken lines, {twice} games recorded twice", file=sys.stderr)
    return list(seen.values())


def rank(name: str) -> tuple[int, str]:
    """Ladder order: the levels weakest first (``hard:300`` and ``hard+ally`` beside
    ``hard``), then the rest."""
    base = name.partition(":")[0].removesuffix(ALLY)
    return (LEVELS.index(base) if base in LEVELS else len(LEVELS), name)


def summarise(records: list[dict[str, Any]]) -> None:
    """Print, per game and seat count, each pair's win rate with its interval (and for a
    cooperative game each pair's campaigns won), then each bot's decision times."""
    groups: dict[tuple[str, int], dict[tuple[str, str], list[float]]] = {}
    times: dict[str, list[float]] = {}
    for rec in records:
        pairs = groups.setdefault((rec["game"], rec["players"]), {})
        a, b, score = rec["a"], rec["b"], float(rec["score"])
        if rec.get("allies"):
            a += ALLY
        if rec["players"] == 2 and rank(a) < rank(b):
            # two seats read the same from either side: the stronger level is A (older record
            # files put the weaker level first), so one row holds every game of the pair
            a, b, score = b, a, 1.0 - score
        pairs.setdefault((a, b), []).append(score)
        for who, spent in rec["times"].items():
            times.setdefault(who, []).extend(spent)
    for (game_id, players), pairs in sorted(groups.items()):
        game = games.get(game_id)
        if game.play_style(players) == COOPERATIVE:
            print(f"\n{game.title}: campaigns won by each pair")
            for (a, _b), scores in sorted(pairs.items(), key=lambda kv: rank(kv[0][0])):
                low, high = wilson(sum(scores), len(scores))
                rate = sum(scores) / len(scores)
                print(
                    f"  {a:>10}  {rate:6.1%}  [{low:5.1%}, {high:5.1%}]  ({len(scores)} campaigns)"
                )
            continue
        teams = game.teams(players)
        share = max(len(t) for t in teams) / players if len(teams) < players else 1 / players
        print(
            f"\n{game.title}, {players} players: A's win rate against B (fair share "
            f"{share:.0%}), seats alternated"
        )
        print(f"  {'A':>10} vs {'B':<10}  rate    95% interval   games")
        for (a, b), scores in sorted(
            pairs.items(), key=lambda kv: (rank(kv[0][0]), rank(kv[0][1]))
        ):
            won = sum(scores)
            low, high = wilson(won, len(scores))
            print(
                f"  {a:>10} vs {b:<10} {won / len(scores):6.1%}  [{low:5.1%}, {high:5.1%}]"
                f"  {len(scores):5d}"
            )
    print("\nDecision time per bot (decisions with a choice; with --jobs > 1 cores are shared)")
    for name, spent in sorted(times.items(), key=lambda kv: rank(kv[0])):
        if spent:
            mean = sum(spent) / len(spent)
            p99 = percentile(spent, 0.99)
            print(
                f"  {name:>10}  mean {mean * 1e3:8.1f} ms  p99 {p99 * 1e3:8.1f} ms"
                f"  ({len(spent)} decisions)"
            )


def plan(
    game_id: str,
    levels: list[str],
    games_per_pair: int,
    seed: int,
    players: int,
    allies: bool = False,
) -> list[Job]:
    """The games of one game and seat count: every pair of levels (A the later), game ``i``
    with seed ``seed + i`` and A in seat ``i % players`` (with ``allies``, in every seat of its
    team); a cooperative game: each level as a pair of its own."""
    game = games.get(game_id)
    if game.play_style(players) == COOPERATIVE:
        return [
            (game_id, seed + i, 0, [name] * players)
            for name in levels
            for i in range(games_per_pair)
        ]
    jobs = []
    for b, a in itertools.combinations(levels, 2):
        for i in range(games_per_pair):
            mine = i % players
            ours = team_of(game_id, players, mine) if allies else [mine]
            jobs.append((game_id, seed + i, mine, [a if s in ours else b for s in range(players)]))
    return jobs


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="a game id (repeatable; default all)")
    parser.add_argument("--games", type=int, default=20, help="games per pair (and seat count)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument(
        "--players", default="", help="seat counts, e.g. 2,4 (a game without one: its smallest)"
    )
    parser.add_argument("--jobs", type=int, default=1, help="processes; 0: every core")
    parser.add_argument(
        "--allies",
        action="store_true",
        help="in a game played in teams, A's partners play A's level too (default: B's)",
    )
    parser.add_argument(
        "--record", type=Path, help="append each game to this file (JSON lines), as it ends"
    )
    parser.add_argument(
        "--summary",
        type=Path,
        nargs="+",
        help="play nothing (other options are ignored): print the table of these record files",
    )
    args = parser.parse_args(argv)
    if args.summary:
        summarise(read_records(args.summary))
        return 0
    levels = [name.strip() for name in args.levels.split(",") if name.strip()]
    for name in levels:
        ai.get(name, 0)  # unknown names fail here, in words
    workers = args.jobs or multiprocessing.cpu_count()
    started = time.perf_counter()
    jobs: list[Job] = []
    for game_id in args.game or games.ids():
        game = games.get(game_id)
        counts = [int(c) for c in args.players.split(",") if c] or list(game.player_counts)
        counts = [c for c in counts if c in game.player_counts] or [min(game.player_counts)]
        if game.play_style(min(game.player_counts)) == COOPERATIVE:
            counts = counts[:1]
        for players in counts:
            jobs += plan(game_id, levels, args.games, args.seed, players, args.allies)
    results = run_jobs(jobs, workers, args.record)
    summarise([as_record(j, r, workers, exact=True) for j, r in zip(jobs, results, strict=True)])
    print(f"\n{time.perf_counter() - started:.0f} s in all")
    return 0


if __name__ == "__main__":
    sys.exit(main())
