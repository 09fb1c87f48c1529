"""Frame time, idle CPU, start-up time and memory of the app, through its real main loop.

1. **Frame time**: bot-vs-bot games at 1920x1080 (dummy video driver, animations on) through
   the real loop in real time (``App.step`` with its own 60 fps pacing, so that work done off
   the main thread, such as the bots' thinking, gets the time it would get in the app). Per
   frame: the wall time of the work (events, update, draw, flip; the loop's sleep is not
   counted) and the main thread's CPU time of the same work (which other processes on a
   shared machine inflate much less). Median, p95, p99 and max. The first ``--warmup`` frames
   are left out of the percentiles (the first frame rasterises the art) and the first one is
   reported.
   ``--sim`` runs the loop in simulated time without sleeping (the old method; the table then
   lets bots think inline, as in tests, so their 3-6 ms decisions land in frames).
2. **Idle CPU**: a table waiting for a human, run in real time (the loop's own sleeping) for
   ``--idle`` seconds; process CPU time divided by wall time, in % of one core.
3. **Start-up**: wall time from launching the one-folder executable (``dist/tabletop/``, or
   ``--exe``, else ``python -m tabletop``) to its first frame on screen (the app prints a time
   stamp at its first flip when ``TABLETOP_STARTUP_PROBE`` is set), for the launcher and for
   ``play``.
4. **Peak memory**: the largest resident set, of this process after the games (each game has
   its own App; the previous one is garbage-collected first) and of the executable
   (``getrusage`` maxrss).

The machine's load average is printed with the results: on a shared machine wall times grow
with the load, CPU times much less.

Targets: p99 < 5 ms, idle CPU < 2 %, start-up < 0.5 s, peak memory < 150 MB.
Run: ``python benchmarks/frame_time.py [--games 3] [--json] [--skip-exe] [--exe PATH]``.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a source checkout

for _key, _value in (
    ("SDL_VIDEODRIVER", "dummy"),
    ("SDL_AUDIODRIVER", "dummy"),
    ("PYGAME_HIDE_SUPPORT_PROMPT", "1"),
):
    os.environ.setdefault(_key, _value)

TARGETS = {"p99_ms": 5.0, "idle_cpu_percent": 2.0, "startup_s": 0.5, "peak_mb": 150.0}
EXE: list[str] | None = None  # --exe


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] if ordered else 0.0


def summary(values: list[float], prefix: str) -> dict[str, float]:
    """Median, p95, p99 and max of ``values`` (ms), keys prefixed."""
    return {
        f"{prefix}median_ms": statistics.median(values) if values else 0.0,
        f"{prefix}p95_ms": percentile(values, 0.95),
        f"{prefix}p99_ms": percentile(values, 0.99),
        f"{prefix}max_ms": max(values, default=0.0),
    }


def maxrss_mb(who: int) -> float:
    import resource

    rss = resource.getrusage(who).ru_maxrss
    return rss / 1e6 if sys.platform == "darwin" else rss / 1024  # bytes on macOS, else KiB


def load_average() -> float:
    try:
        return os.getloadavg()[0]
    except (AttributeError, OSError):  # not on Windows
        return float("nan")


class _TimedClock:
    """Wraps the app's clock: notes the main thread's CPU time when the frame's work is done
    and the loop is about to sleep."""

    def __init__(self, clock: Any) -> None:
        self.clock = clock
        self.cpu_at_tick = 0.0

    def tick(self, fps: float = 0) -> int:
        self.cpu_at_tick = time.thread_time()
        return self.clock.tick(fps)


def play_game(seed: int, size: tuple[int, int], realtime: bool) -> dict[str, Any]:
    """One greedy-vs-greedy game at ``size``, frame by frame: per-frame wall and CPU ms."""
    from tabletop.ui.app import App
    from tabletop.ui.scene import Seat
    from tabletop.ui.settings import Settings

    settings = Settings(bot_delay=0.3, animations=True, fullscreen=False)
    app = App(size, realtime=realtime, raise_errors=True, autoplay=True, settings=settings)
    clock = _TimedClock(app.clock)
    app.clock = clock  # type: ignore[assignment]
    cpu: list[float] = []
    drawn: list[bool] = []
    start = time.perf_counter()
    try:
        app.record_frame_times = True
        app.start_game("bahamut-dispute", [Seat("bot", "greedy"), Seat("bot", "greedy")], seed)
        while app.running and app.frames < 60 * 60 * 10:
            before = app.draws
            clock.cpu_at_tick = 0.0
            c0 = time.thread_time()
            app.step()
            c1 = clock.cpu_at_tick or time.thread_time()
            cpu.append((c1 - c0) * 1000)
            drawn.append(app.draws > before)
        wall = [t * 1000 for t in app.frame_times]
        moves = len(app.scene.state.history) if app.scene is not None else 0
    finally:
        app.close()
    return {
        "seed": seed,
        "wall": wall,
        "cpu": cpu,
        "drawn": drawn,
        "seconds": time.perf_counter() - start,
        "actions": moves,
    }


def frame_times(
    seeds: list[int], warmup: int, size: tuple[int, int], realtime: bool = True
) -> dict[str, Any]:
    """Bot games at ``size``; percentiles of the frames after ``warmup``, pooled over games."""
    load_before = load_average()
    games = []
    for seed in seeds:
        games.append(play_game(seed, size, realtime))
        # Each game had its own App; a process has one. What it left sits in reference cycles
        # until a full collection: collect it, so the peak memory is one game's.
        gc.collect()
    wall = [t for g in games for t in g["wall"][warmup:]]
    cpu = [t for g in games for t in g["cpu"][warmup:]]
    drawn = [
        t for g in games for t, d in zip(g["wall"][warmup:], g["drawn"][warmup:], strict=False) if d
    ]
    out: dict[str, Any] = {
        "games": len(games),
        "frames": sum(len(g["wall"]) for g in games),
        "first_frame_ms": max(g["wall"][0] for g in games if g["wall"]),
        **summary(wall, ""),
        **summary(cpu, "cpu_"),
        "drawn_median_ms": statistics.median(drawn) if drawn else 0.0,
        "drawn_p99_ms": percentile(drawn, 0.99),
        "frames_over_5ms": sum(t > 5.0 for t in wall),
        "cpu_frames_over_5ms": sum(t > 5.0 for t in cpu),
        "load_average": round((load_before + load_average()) / 2, 2),
        "per_game": [
            {
                "seed": g["seed"],
                "frames": len(g["wall"]),
                "actions": g["actions"],
                "seconds": round(g["seconds"], 1),
                "p99_ms": round(percentile(g["wall"][warmup:], 0.99), 2),
                "cpu_p99_ms": round(percentile(g["cpu"][warmup:], 0.99), 2),
                "max_ms": round(max(g["wall"][warmup:], default=0.0), 1),
            }
            for g in games
        ],
    }
    return out


def idle_cpu(seconds: float, size: tuple[int, int], settle_s: float) -> tuple[float, float]:
    """% of one core used while the table waits for a person, the loop sleeping as it will:
    (during the first ``settle_s`` seconds, after them).

    The first seconds are reported apart: the deal animates and the table renders the card
    faces it may need in the background then (a few seconds, by design).
    """
    import tabletop.games
    from tabletop.ui.app import App
    from tabletop.ui.scene import Seat

    seed = next(
        s for s in range(100) if tabletop.games.get("bahamut-dispute").setup(s).decision.seat == 0
    )
    app = App(size, realtime=True, raise_errors=True)
    try:
        app.start_game("bahamut-dispute", [Seat("human"), Seat("bot")], seed)
        cpu0, wall0 = time.process_time(), time.perf_counter()
        while time.perf_counter() - wall0 < settle_s:  # the deal animates, the table warms up
            app.step()
        settle = (time.process_time() - cpu0) / max(1e-9, time.perf_counter() - wall0)
        cpu0, wall0 = time.process_time(), time.perf_counter()
        while time.perf_counter() - wall0 < seconds:
            app.step()
        cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    finally:
        app.close()
    return 100.0 * settle, 100.0 * cpu / wall


def executable() -> list[str]:
    if EXE:
        return list(EXE)
    exe = ROOT / "dist" / "tabletop" / ("tabletop.exe" if sys.platform == "win32" else "tabletop")
    return [str(exe)] if exe.is_file() else [sys.executable, "-m", "tabletop"]


def startup(args: list[str], runs: int) -> float:
    """Median seconds from process launch to the app's first flip."""
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, TABLETOP_STARTUP_PROBE="exit", TABLETOP_DATA_DIR=tmp)
        for _ in range(runs):
            start = time.time()
            done = subprocess.run(
                [*executable(), *args],
                env=env,
                capture_output=True,
                text=True,
                timeout=60,
                cwd=ROOT,
            )
            lines = [ln for ln in done.stdout.splitlines() if ln.startswith("TABLETOP_FIRST_FRAME")]
            if done.returncode != 0 or not lines:
                raise RuntimeError(f"start-up probe failed: {done.stderr[-1000:]}")
            results.append(float(lines[0].split()[1]) - start)
    return statistics.median(results)


def exe_game(seed: int, size: str) -> float:
    """Seconds for the executable to play a whole bot game (fast) at ``size``."""
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, TABLETOP_DATA_DIR=tmp)
        start = time.perf_counter()
        done = subprocess.run(
            [
                *executable(),
                "play",
                "bahamut-dispute",
                "--seats",
                "bot,bot",
                "--seed",
                str(seed),
                "--autoplay",
                "--fast",
                "--size",
                size,
            ],
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
            cwd=ROOT,
        )
        if done.returncode != 0:
            raise RuntimeError(f"the bot game failed: {done.stderr[-1000:]}")
    return time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    global EXE
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:2] == ["--game", "para-bellum"]:
        # The busiest Para Bellum table (4 players, late game) has its own driver.
        from frame_time_para_bellum import main as para_bellum

        return para_bellum(argv[2:])
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0],
        epilog="`frame_time.py --game para-bellum [...]` times the busiest Para Bellum table "
        "instead (see frame_time_para_bellum.py --help).",
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=1, help="bot games, seeds from --seed")
    parser.add_argument("--warmup", type=int, default=60, help="frames left out (default 60)")
    parser.add_argument("--idle", type=float, default=5.0, help="seconds of idle (default 5)")
    parser.add_argument(
        "--settle", type=float, default=5.0, help="seconds before the idle measurement (default 5)"
    )
    parser.add_argument("--runs", type=int, default=5, help="start-up runs (default 5)")
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--exe", help="the executable to start (default: dist/tabletop/tabletop)")
    parser.add_argument("--skip-exe", action="store_true", help="no start-up or executable runs")
    parser.add_argument("--sim", action="store_true", help="simulated time, no sleeping")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    w, h = (int(v) for v in args.size.lower().split("x"))
    if args.exe:
        EXE = [str(Path(args.exe).resolve())]

    out: dict[str, Any] = {"size": f"{w}x{h}", "executable": " ".join(executable())}
    if not args.skip_exe:
        # The executables run first, while this process is small: a child's peak memory counts
        # the parent's pages until it execs.
        out["startup_launcher_s"] = startup([], args.runs)
        out["startup_play_s"] = startup(
            ["play", "bahamut-dispute", "--seats", "human,bot"], args.runs
        )
        out["exe_game_s"] = exe_game(args.seed, args.size)
        import resource

        out["peak_mb_executable"] = maxrss_mb(resource.RUSAGE_CHILDREN)
    seeds = list(range(args.seed, args.seed + max(1, args.games)))
    out.update(frame_times(seeds, args.warmup, (w, h), realtime=not args.sim))
    out["peak_mb_in_process"] = maxrss_mb(0)  # RUSAGE_SELF
    out["settle_cpu_percent"], out["idle_cpu_percent"] = idle_cpu(args.idle, (w, h), args.settle)
    checks = {
        "p99_ms": out["p99_ms"],
        "idle_cpu_percent": out["idle_cpu_percent"],
        "startup_s": out.get("startup_launcher_s", 0.0),
        "peak_mb": max(out["peak_mb_in_process"], out.get("peak_mb_executable", 0.0)),
    }
    out["meets"] = {k: v <= TARGETS[k] for k, v in checks.items()}
    if args.skip_exe:
        del out["meets"]["startup_s"]
    if args.json:
        print(json.dumps(out, indent=2))
        return 0
    mode = "simulated time" if args.sim else "real time"
    print(f"Tabletop frame time and resources ({out['size']}, {out['executable']})")
    print(f"  load average during the games: {out['load_average']:.2f} ({os.cpu_count()} cores)")
    print(
        f"  {out['games']} bot game(s), {out['frames']} frames ({mode}), wall: median "
        f"{out['median_ms']:.2f} ms, p95 {out['p95_ms']:.2f}, p99 {out['p99_ms']:.2f}, max "
        f"{out['max_ms']:.1f} ({out['frames_over_5ms']} frames over 5 ms)"
    )
    print(
        f"    main-thread CPU: median {out['cpu_median_ms']:.2f} ms, p95 "
        f"{out['cpu_p95_ms']:.2f}, p99 {out['cpu_p99_ms']:.2f}, max {out['cpu_max_ms']:.1f} "
        f"({out['cpu_frames_over_5ms']} frames over 5 ms)"
    )
    print(
        f"    frames that redraw: median {out['drawn_median_ms']:.2f}, p99 "
        f"{out['drawn_p99_ms']:.2f} ms; first frame {out['first_frame_ms']:.0f} ms"
    )
    for g in out["per_game"]:
        print(
            f"    seed {g['seed']}: {g['frames']} frames, {g['actions']} actions, "
            f"{g['seconds']} s, p99 {g['p99_ms']} ms (CPU {g['cpu_p99_ms']}), max {g['max_ms']}"
        )
    print(
        f"  idle table waiting for a person: {out['idle_cpu_percent']:.2f} % of one core "
        f"(first {args.settle:g} s, dealing and warming up: {out['settle_cpu_percent']:.1f} %)"
    )
    if not args.skip_exe:
        print(
            f"  start-up to first frame: launcher {out['startup_launcher_s']:.3f} s, "
            f"play {out['startup_play_s']:.3f} s"
        )
    exe_mb = (
        f", {out['peak_mb_executable']:.0f} MB executable (a whole fast bot game at "
        f"{out['size']}: {out['exe_game_s']:.1f} s)"
        if not args.skip_exe
        else ""
    )
    print(f"  peak memory: {out['peak_mb_in_process']:.0f} MB in process{exe_mb}")
    targets = ", ".join(
        f"{k} {'ok' if ok else 'MISSED'} (target {TARGETS[k]})" for k, ok in out["meets"].items()
    )
    print(f"  targets: {targets}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
