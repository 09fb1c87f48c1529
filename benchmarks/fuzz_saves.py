"""The big run of the save mutants: ``--mutants`` (10,000) per game and for a Bellwake
campaign file, each through the rules' loader and the app's Load and Continue (the same
mutants and checks as tests/fuzz/test_save_mutants.py, which runs 2,000 in CI), on every core.

    python benchmarks/fuzz_saves.py [--mutants 10000] [--jobs 0] [--seed 0] [--targets a,b]

Prints, per target: mutants, refused and opened by the rules' loader and by the app, the
slowest load (CPU seconds), the failures (each names its mutant: tests.fuzz.mutants.mutant
makes it again), and the rate. Exit status 1 if anything failed.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

from _workers import ROOT, jobs_or_cores, run_workers, share

sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def worker(args: argparse.Namespace, targets: tuple[str, ...]) -> None:
    from tests.fuzz import mutants as M

    start, count = share(args.mutants, args.worker, args.of)
    began = time.process_time()
    tallies = M.run(targets, count, args.seed, Path(args.data), start=start)
    print(
        json.dumps(
            {
                "cpu": time.process_time() - began,
                "tallies": {t: vars(tally) for t, tally in tallies.items()},
            }
        )
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mutants", type=int, default=10_000, help="per target")
    parser.add_argument("--jobs", type=int, default=0, help="processes (0: every core)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--targets", default="", help="comma-separated (default: all five)")
    parser.add_argument("--worker", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--of", type=int, default=1, help=argparse.SUPPRESS)
    parser.add_argument("--data", default="", help=argparse.SUPPRESS)
    args = parser.parse_args()
    from tests.fuzz import mutants as M

    targets = tuple(t for t in args.targets.split(",") if t) or M.TARGETS
    if args.worker is not None:
        worker(args, targets)
        return 0
    jobs = jobs_or_cores(args.jobs)
    began = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="fuzz-saves-") as data:
        extra = ["--mutants", str(args.mutants), "--seed", str(args.seed), "--data", data]
        results = run_workers(__file__, [*extra, "--targets", ",".join(targets)], jobs)
    seconds = time.perf_counter() - began
    died = [r for r in results if "died" in r]
    totals = {t: M.Tally() for t in targets}
    cpu = 0.0
    for result in results:
        if "died" in result:
            continue
        cpu += result["cpu"]
        for target, fields in result["tallies"].items():
            totals[target].add(M.Tally(**fields))
    failures = 0
    print(f"save mutants: {args.mutants:,} per target, {jobs} processes, seed {args.seed}")
    for target, tally in totals.items():
        failures += len(tally.failures)
        print(
            f"  {target:18} {tally.mutants:7,} mutants  rules: refused {tally.refused:,}, "
            f"opened {tally.loaded:,}  app: refused {tally.app_refused:,}, opened "
            f"{tally.app_loaded:,}  slowest {tally.slowest:.2f} s  failures "
            f"{len(tally.failures)}"
        )
        for line in tally.failures[:10]:
            print(f"      {line[:400]}")
    mutants = sum(t.mutants for t in totals.values())
    print(
        f"  total {mutants:,} mutants, {failures} failures, {seconds:.1f} s "
        f"({mutants / seconds:.0f} mutants/s; {cpu:.1f} CPU s, {mutants / max(cpu, 1e-9):.0f} "
        f"mutants per CPU second)"
    )
    for result in died:
        print(f"  worker {result['worker']} died (status {result['died']}): {result['stderr']}")
    return 1 if failures or died else 0


if __name__ == "__main__":
    sys.exit(main())
