"""Run a benchmark's work on several processes, each a copy of the script with ``--worker
INDEX`` that prints its result as one JSON line. Plain subprocesses rather than a process
pool: a worker that dies is reported with its exit status and the run still ends (a pool
waits for ever on a worker killed while it held the pool's lock)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def jobs_or_cores(jobs: int) -> int:
    """``--jobs``: 0 means every core."""
    return jobs if jobs > 0 else os.cpu_count() or 1


def run_workers(script: str, args: list[str], jobs: int) -> list[dict[str, Any]]:
    """Start ``jobs`` copies of ``script`` with ``args --worker I --of J``; each one's JSON
    result (a worker that failed: ``{"worker": I, "died": status, "stderr": ...}``)."""
    env = dict(
        os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])
    )
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    env.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    procs = [
        subprocess.Popen(
            [sys.executable, script, *args, "--worker", str(i), "--of", str(jobs)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        for i in range(jobs)
    ]
    results = []
    for i, proc in enumerate(procs):
        out, err = proc.communicate()
        lines = [line for line in out.splitlines() if line.startswith("{")]
        if proc.returncode != 0 or not lines:
            results.append({"worker": i, "died": proc.returncode, "stderr": err[-2000:]})
        else:
            results.append(json.loads(lines[-1]))
    return results


def share(count: int, index: int, of: int) -> tuple[int, int]:
    """Worker ``index``'s part of ``count`` items: (start, how many)."""
    base, extra = divmod(count, of)
    start = index * base + min(index, extra)
    return start, base + (index < extra)
