"""What the autosave costs the main thread per action: the journal line, and every
FULL_EVERY_ACTIONS actions the full save's text and the journal's restart (autosaver.py).

Plays random games of each game (a whole Bellwake campaign too) through the real Autosaver
and BackgroundWriter in a temporary data folder, timing ``Autosaver.saved`` after each
action. Prints, per game, in microseconds: the actions that append a journal line only
(median and p99 wall time, mean CPU time of the main thread), and the one in
FULL_EVERY_ACTIONS that also copies the state for the full save and sends it (median,
worst). Run: ``python benchmarks/autosave_cost.py [--actions 2000]``.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a source checkout

import tabletop.games as games  # noqa: E402
from tabletop.ui import storage  # noqa: E402
from tabletop.ui.autosaver import Autosaver  # noqa: E402
from tabletop.ui.scene import Seat  # noqa: E402

CASES = [
    ("bahamut-dispute", {}),
    ("bellum", {}),
    ("para-bellum", {}),
    ("bellwake", {"scenario": None}),  # a whole campaign: the largest saves
]


def measure(game_id: str, options: dict, actions: int, seed: int) -> dict:
    game = games.get(game_id)
    writer = storage.BackgroundWriter()
    saver = Autosaver(writer, lambda text: print("toast:", text))
    rng = random.Random(seed)
    seats = [Seat("human"), Seat("bot")]
    line: list[float] = []  # wall seconds of the actions that append a line only
    line_cpu: list[float] = []  # the main thread's CPU seconds for those
    full: list[float] = []  # wall seconds of the actions that also send the full save
    done = 0
    n = 0
    while done < actions:
        state = game.setup(seed + n, players=2, **options)
        n += 1
        path = storage.autosave_path(game_id)
        saver.saved(path, state, seats)  # the table opens: its save, a new journal
        while not state.is_over and done < actions:
            state.apply(rng.choice(state.decision.actions))
            before = saver.since_full
            cpu = time.thread_time()
            start = time.perf_counter()
            saver.saved(path, state, seats)
            spent = time.perf_counter() - start
            cpu = time.thread_time() - cpu
            if saver.since_full == before + 1:
                line.append(spent)
                line_cpu.append(cpu)
            elif not state.is_over:
                full.append(spent)
            done += 1
        saver.checkpoint()
    line.sort()
    full.sort()
    return {
        "game": game_id,
        "actions": done,
        "line_median_us": statistics.median(line) * 1e6,
        "line_p99_us": line[int(len(line) * 0.99)] * 1e6,
        "line_cpu_mean_us": statistics.mean(line_cpu) * 1e6,
        "full_median_us": statistics.median(full) * 1e6 if full else 0.0,
        "full_worst_us": full[-1] * 1e6 if full else 0.0,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=2000, help="actions per game")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        os.environ["TABLETOP_DATA_DIR"] = folder
        print("microseconds of the main thread per action")
        print(
            f"{'game':16s} {'actions':>7s} {'line med':>9s} {'line p99':>9s} {'line cpu':>9s} "
            f"{'full med':>9s} {'full max':>9s}"
        )
        for game_id, options in CASES:
            r = measure(game_id, options, args.actions, args.seed)
            print(
                f"{r['game']:16s} {r['actions']:7d} {r['line_median_us']:9.0f} "
                f"{r['line_p99_us']:9.0f} {r['line_cpu_mean_us']:9.0f} "
                f"{r['full_median_us']:9.0f} {r['full_worst_us']:9.0f}"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
