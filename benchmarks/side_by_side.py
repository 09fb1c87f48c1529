"""Run a benchmark on an earlier commit and on this checkout, alternately, and print both.

Why: a restructuring must not make anything slower, and on a shared machine only runs made
side by side, in one go, compare fairly. The earlier commit is checked out in a temporary git
worktree; each round runs the benchmark once in each tree (order alternating) and the table
shows the median of the rounds for every figure the benchmark prints with ``--json``.

Run: ``python benchmarks/side_by_side.py BASE [--rounds 3] [--same-script] -- rules_speed.py
--game para-bellum``
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent


def run(tree: Path, bench: list[str]) -> dict[str, float]:
    command = [sys.executable, str(tree / "benchmarks" / bench[0]), *bench[1:], "--json"]
    out = subprocess.run(command, cwd=tree, capture_output=True, text=True, check=True).stdout
    data = json.loads(out[out.index("{") :])
    return {k: v for k, v in flat(data).items() if isinstance(v, (int, float))}


def flat(data: dict, prefix: str = "") -> dict:
    out = {}
    for key, value in data.items():
        if isinstance(value, dict):
            out.update(flat(value, f"{prefix}{key}."))
        elif not isinstance(value, bool):
            out[f"{prefix}{key}"] = value
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("base", help="the earlier commit")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument(
        "--same-script",
        action="store_true",
        help="run this checkout's benchmark script in both trees (for a script that is newer "
        "than the base commit, when it still speaks the base's API)",
    )
    argv = sys.argv[1:] if argv is None else argv
    if "--" not in argv or argv.index("--") == len(argv) - 1:
        parser.error("name the benchmark after --, e.g. -- rules_speed.py")
    cut = argv.index("--")
    args, bench = parser.parse_args(argv[:cut]), argv[cut + 1 :]
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp) / "base"
        subprocess.run(
            ["git", "worktree", "add", "--detach", "-q", str(base), args.base], cwd=HERE, check=True
        )
        if args.same_script:
            shutil.copy(HERE / "benchmarks" / bench[0], base / "benchmarks" / bench[0])
        try:
            results: dict[str, list[dict[str, float]]] = {"base": [], "head": []}
            for i in range(args.rounds):
                order = [("base", base), ("head", HERE)]
                for name, tree in order if i % 2 == 0 else order[::-1]:
                    results[name].append(run(tree, bench))
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(base)], cwd=HERE)
    keys = [k for k in results["head"][0] if k in results["base"][0]]
    print(f"{' '.join(bench)}: median of {args.rounds} rounds, {args.base} vs this checkout")
    width = max(len(k) for k in keys)
    for key in keys:
        a = statistics.median(r[key] for r in results["base"])
        b = statistics.median(r[key] for r in results["head"])
        change = f"{100 * (b - a) / a:+6.1f}%" if a else "     -"
        print(f"  {key:<{width}}  {a:>12,.2f}  {b:>12,.2f}  {change}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
