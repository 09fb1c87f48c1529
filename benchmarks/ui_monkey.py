"""The big UI monkey: a million seeded random events (by default) over every screen of every game,
in parallel processes on every core (the monkey of tests/ui/test_ui_monkey.py, tests/ui/monkey.py).

The events are cut into chunks; each chunk is one app in one process, played by
``Monkey(seed)`` with its own seed (``--seed`` + the chunk's number) and its own data folder.
A chunk that fails (an exception, also one the app's guard would have swallowed; a rules
invariant broken; a bot failing; a file touched outside its folder) is reported with its seed
and ends there; the others go on. Prints the events, frames, actions applied per game, games
over, exceptions and events per second.

Run: ``python benchmarks/ui_monkey.py [--events 1000000] [--jobs 0] [--chunk 20000] [--seed 1]
[--json]``; replay a failed chunk alone with ``--seed SEED --events N --chunk N --jobs 1``.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a source checkout: tabletop and tests


def play_chunk(job: tuple[int, int]) -> tuple[object, str | None]:
    """One chunk in a worker process: its tally, and the failure's words (None: none)."""
    seed, events = job
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import warnings

    warnings.simplefilter("ignore")  # pygame_gui's notes on tiny windows
    with tempfile.TemporaryDirectory(prefix="ui-monkey-") as folder:
        os.environ["TABLETOP_DATA_DIR"] = folder
        from tests.ui.monkey import Monkey
        from tests.ui.monkey_guard import MonkeyFailure

        monkey = Monkey(seed)
        try:
            monkey.run(events)
        except MonkeyFailure as exc:
            return monkey.tally, str(exc)
    return monkey.tally, None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=1_000_000)
    parser.add_argument("--jobs", type=int, default=0, help="processes (0: every core)")
    parser.add_argument("--chunk", type=int, default=20_000, help="events per app")
    parser.add_argument("--seed", type=int, default=1, help="the first chunk's seed")
    parser.add_argument("--json", action="store_true", help="print one JSON object at the end")
    args = parser.parse_args(argv)
    jobs = args.jobs or os.cpu_count() or 1
    chunk = max(1, min(args.chunk, args.events))
    sizes = [chunk] * (args.events // chunk)
    if args.events % chunk:
        sizes.append(args.events % chunk)
    work = [(args.seed + i, n) for i, n in enumerate(sizes)]

    from tests.ui.monkey import Tally

    total = Tally(args.seed)
    failures: list[str] = []
    start = time.perf_counter()
    context = multiprocessing.get_context("spawn")  # a fresh SDL in each process
    with context.Pool(jobs, maxtasksperchild=1) as pool:
        for tally, failure in pool.imap_unordered(play_chunk, work):
            total.add(tally)
            if failure is not None:
                failures.append(failure)
            if not args.json:
                state = "FAILED" if failure else "ok"
                print(
                    f"seed {tally.seed}: {tally.events} events, "
                    f"{sum(tally.actions.values())} actions, {state}",
                    flush=True,
                )
    wall = time.perf_counter() - start
    rate = total.events / wall if wall else 0.0
    figures = {
        "events": total.events,
        "frames": total.frames,
        "episodes": total.episodes,
        "processes": jobs,
        "seconds": round(wall, 1),
        "cpu_seconds": round(total.cpu, 1),
        "events_per_second": round(rate, 1),
        "actions": dict(total.actions),
        "undos": dict(total.undos),
        "checks": dict(total.checks),
        "games_over": dict(total.finished),
        "exceptions": len(failures),
        "slowest_frame": [round(total.slowest[0], 3), total.slowest[1]],
    }
    if args.json:
        print(json.dumps({**figures, "failures": failures}))
    else:
        print(
            f"\n{total.events} events, {total.frames} frames, {total.episodes} episodes in "
            f"{wall:.1f} s on {jobs} processes: {rate:.0f} events per second "
            f"({total.events / max(total.cpu, 1e-9):.0f} per CPU second of the monkeys)"
        )
        print(f"actions applied: {sum(total.actions.values())} {dict(total.actions)}")
        print(f"undone: {dict(total.undos)}; games over: {dict(total.finished)}")
        print(f"positions checked: {sum(total.checks.values())}; exceptions: {len(failures)}")
        print(f"slowest frame: {total.slowest[0] * 1000:.0f} ms, at {total.slowest[1]}")
        for failure in failures:
            print("\n" + failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
