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
   stamp at its first flip, the first frame drawn whole, and one when its window is made,
   when ``TABLETOP_STARTUP_PROBE`` is set), for the launcher and for
   ``play``.
4. **Peak memory**: the largest resident set, of this process after the games (each game has
   its own App; the previous one is garbage-collected first) and of the executable
   (``getrusage`` maxrss).

The machine's load average is printed with the results: on a shared machine wall times grow
with the load, CPU times much less.

Targets: p99 < 5 ms, idle CPU < 2 %, start-up < 0.5 s, peak memory < 150 MB.
Run: ``python benchmarks/frame_time.py [--games 3] [--json] [--skip-exe] [--exe PATH]``.

``--game bellum`` times a late-game Bellum table instead (:func:`bellum_main`; ``--game
bellwake`` a Bellwake table in the Foundry Below, round 5, the same way): greedy bots
play a seeded game up to ``--turn``, the table is then filled (seven creatures and relics in
play a side, some damaged or shielded, two and one districts plundered), and (1) greedy bots
play it to the end at the table, animated, in real time; (2) a person at the bottom sweeps the
mouse over the whole table (each card shown large with its notes) and drags an Olympus top
card about.
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


def startup(args: list[str], runs: int, window: list[float] | None = None) -> float:
    """Median seconds from process launch to the app's first flip: the first frame drawn
    (for the launcher, the launcher drawn whole), not the window. ``window`` gets the median
    seconds to the window's creation, then the median CPU seconds the process used (it exits
    right after its first frame): on a loaded machine wall times grow, CPU times much less."""
    results = []
    windows = []
    cpus = []  # the process's CPU seconds, to its exit just after that first frame
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, TABLETOP_STARTUP_PROBE="exit", TABLETOP_DATA_DIR=tmp)
        for _ in range(runs):
            before = _children_cpu()
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
            cpus.append(_children_cpu() - before)
            made = [ln for ln in done.stdout.splitlines() if ln.startswith("TABLETOP_WINDOW")]
            if made:
                windows.append(float(made[0].split()[1]) - start)
    if window is not None:
        window.append(statistics.median(windows) if windows else float("nan"))
        window.append(statistics.median(cpus))
    return statistics.median(results)


def _children_cpu() -> float:
    import resource

    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


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


def bellum_late_state(seed: int, turn: int) -> Any:
    """A seeded Bellum game advanced by greedy bots to ``turn``, then filled up as a late
    table: seven cards in play a side (creatures first, then relics; damage and Shield tokens
    on some), two of seat 0's districts and one of seat 1's plundered, seat 0 to act next."""
    from tabletop import ai, games

    state = games.get("bellum").setup(seed, first_player=0)
    bots = [ai.get("greedy:1", seed * 10 + i) for i in range(2)]
    while not state.is_over and state.data["turn"] < turn:
        decision = state.decision
        state.apply(bots[decision.seat].choose(state.view(decision.seat)))
    while not state.is_over and not (
        state.decision.seat == 0 and state.data["stage"] in ("start", "play")
    ):
        decision = state.decision
        state.apply(bots[decision.seat].choose(state.view(decision.seat)))
    zones = state.data["zones"]
    spare = [
        c
        for z in ("deck.0", "deck.1", "discard.0", "discard.1", "pile.I", "pile.II", "pile.III")
        for c in zones[z][:-1]  # the tops of Olympus stay where they are
        if state.kind(c) in ("creature", "relic")
    ]
    spare.sort(key=lambda c: state.kind(c) != "creature", reverse=True)  # creatures pop first
    for seat in (0, 1):
        while len(zones[f"play.{seat}"]) < 7 and spare:
            card = spare.pop()
            for cards in zones.values():
                if card in cards:
                    cards.remove(card)
            zones[f"play.{seat}"].append(card)
    for i, card in enumerate(state.creatures(0) + state.creatures(1)):
        if i % 3 == 0 and state.printed_power(card) > 1:
            state.set_counter(card, "damage", 1)
        elif i % 3 == 1:
            state.set_counter(card, "shield", 1)
    plundered = []
    for seat, n in ((0, 2), (1, 1)):
        city = zones[f"city.{seat}"]
        for card in city[:n]:
            state.set_flag(card, "plundered")
        plundered.append(sum(state.has_flag(c, "plundered") for c in city))
    state.data["plundered"] = plundered
    return state


def bellwake_late_state(seed: int, turn: int) -> Any:
    """A seeded Bellwake campaign played by greedy bots into the Foundry Below, up to its round
    ``turn`` (or as far as it goes), seat 0 to act in the Muster: a busy table of parties,
    gear, engaged enemies, a staging area and the Hush."""
    from tabletop import ai, games

    state = games.get("bellwake").setup(seed, 2, scenario="foundry-below", log=["the-gate-fell"])
    bots = [ai.get("greedy:1", seed * 10 + i) for i in range(2)]

    def muster_for_hale() -> bool:
        d = state.decision
        return d is not None and d.seat == 0 and state.data["stack"][-1]["step"] == "muster"

    while not state.is_over and not (state.data["round"] >= turn and muster_for_hale()):
        decision = state.decision
        state.apply(bots[decision.seat].choose(state.view(decision.seat)))
    return state


LATE_TABLES = {  # game id: (title, a late state from (seed, turn), the zone a drag starts in)
    "bellum": ("Bellum", bellum_late_state, "pile.II"),
    "bellwake": ("Bellwake", bellwake_late_state, "hand.0"),
}


def bellum_main(argv: list[str], game: str = "bellum") -> int:
    """Frame times of a late table of ``game`` (Bellum or Bellwake): bots play it to its end,
    then a person sweeps the mouse over it and drags a card."""
    import math

    import pygame

    from tabletop.ui.app import App
    from tabletop.ui.scene import Seat
    from tabletop.ui.settings import Settings
    from tabletop.ui.table.driver import Driver

    title, late_state, drag_from = LATE_TABLES[game]
    parser = argparse.ArgumentParser(description=f"Frame time of a late-game {title} table")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument(
        "--turn", type=int, default=20 if game == "bellum" else 5, help="bots play up to it"
    )
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--warmup", type=int, default=60, help="frames left out (default 60)")
    parser.add_argument("--max-seconds", type=float, default=180.0)
    parser.add_argument("--sweep-frames", type=int, default=600)
    parser.add_argument(
        "--look-frames", type=int, default=240, help="frames before the sweep (default 240)"
    )
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    size = tuple(int(v) for v in args.size.lower().split("x"))
    out: dict[str, Any] = {"size": args.size, "load_average": load_average()}

    def run(app: Any, frames: int | None, each: Any = None) -> tuple[list[float], list[float]]:
        clock = _TimedClock(app.clock)
        app.clock = clock
        cpu: list[float] = []
        app.record_frame_times = True
        app.frame_times.clear()
        start = time.perf_counter()
        i = 0
        while app.running and (frames is None or i < frames):
            if frames is None and time.perf_counter() - start > args.max_seconds:
                break
            if each is not None:
                each(i)
            clock.cpu_at_tick = 0.0
            c0 = time.thread_time()
            app.step()
            cpu.append(((clock.cpu_at_tick or time.thread_time()) - c0) * 1000)
            i += 1
        return [t * 1000 for t in app.frame_times], cpu

    # 1. bots play the late table to its end
    state = late_state(args.seed, args.turn)
    zone = "play" if game == "bellum" else "party"
    in_play = [len(state.zones[f"{zone}.{s}"]) for s in (0, 1)]
    settings = Settings(bot_delay=0.3, animations=True, fullscreen=False)
    app = App(size, realtime=True, raise_errors=True, autoplay=True, settings=settings)
    try:
        app.resume(state, [Seat("bot", "greedy")] * 2)
        wall, cpu = run(app, None)
    finally:
        app.close()
    w = args.warmup
    bots = {"frames": len(wall), "actions": len(state.history), "game_over": state.is_over}
    bots.update(summary(wall[w:], ""))
    bots.update(summary(cpu[w:], "cpu_"))
    out["bots"] = bots

    # 2. a person sweeps the mouse over the same late table, then drags a card
    state = late_state(args.seed, args.turn)
    settings = Settings(bot_delay=0.3, animations=True, fullscreen=False)
    app = App(size, realtime=True, raise_errors=True, settings=settings)
    try:
        app.resume(state, [Seat("human"), Seat("bot", "greedy")])
        d = Driver(app)
        for _ in range(args.look_frames):  # the table warms up while a person looks
            app.step()
        out["warm_steps_left"] = len(app.scene._warm)
        last = [(5, 5)]
        n = args.sweep_frames
        rects = app.scene.rects
        top = rects[drag_from].center if drag_from in rects else (size[0] // 2, size[1] - 60)

        def sweep(i: int) -> None:
            if i == n // 2:
                d.post(pygame.MOUSEMOTION, pos=top, rel=(0, 0), buttons=(0, 0, 0))
                d.post(pygame.MOUSEBUTTONDOWN, pos=top, button=1)
                last[0] = top
                return
            t = i / max(1, n - 1)
            p = (
                round(size[0] * (0.5 + 0.47 * math.sin(t * math.tau * 3))),
                round(size[1] * (0.5 + 0.45 * math.sin(t * math.tau * 5))),
            )
            held = (1, 0, 0) if i > n // 2 else (0, 0, 0)
            rel = (p[0] - last[0][0], p[1] - last[0][1])
            d.post(pygame.MOUSEMOTION, pos=p, rel=rel, buttons=held)
            last[0] = p

        wall, cpu = run(app, n, sweep)
        d.post(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)
        app.step()
    finally:
        app.close()
    sweep_out = {"frames": len(wall)}
    sweep_out.update(summary(wall[5:], ""))
    sweep_out.update(summary(cpu[5:], "cpu_"))
    out["sweep"] = sweep_out
    out["in_play"] = in_play
    out["meets"] = {
        "bots_p99": bots["p99_ms"] <= TARGETS["p99_ms"],
        "sweep_p99": sweep_out["p99_ms"] <= TARGETS["p99_ms"],
    }
    if args.json:
        print(json.dumps(out, indent=2))
        return 0
    print(f"{title} table, late game ({out['size']}, load {out['load_average']:.2f})")
    for name, r in (("bots play it to the end", bots), ("mouse sweep and drag", sweep_out)):
        print(
            f"  {name}: {r['frames']} frames, wall median {r['median_ms']:.2f} ms, "
            f"p99 {r['p99_ms']:.2f}, max {r['max_ms']:.1f}; CPU median "
            f"{r['cpu_median_ms']:.2f}, p99 {r['cpu_p99_ms']:.2f}"
        )
    print(f"  cards in play at the start: {in_play}; targets p99 < 5 ms: {out['meets']}")
    return 0


def main(argv: list[str] | None = None) -> int:
    global EXE
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:2] in (["--game", "bellum"], ["--game", "bellwake"]):
        return bellum_main(argv[2:], argv[1])
    if argv[:1] == ["--all-games"]:
        # Whole bot games of every game, to the game-over screen, and what the slow frames were.
        from frame_time_games import main as all_games

        return all_games(argv[1:])
    if argv[:2] == ["--game", "para-bellum"]:
        # The busiest Para Bellum table (4 players, late game) has its own driver.
        from frame_time_para_bellum import main as para_bellum

        return para_bellum(argv[2:])
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0],
        epilog="`frame_time.py --game para-bellum [...]` times the busiest Para Bellum table "
        "instead (see frame_time_para_bellum.py --help); `frame_time.py --all-games [...]` plays "
        "a whole bot game of each game to its game-over screen and says what the slow frames "
        "were (see frame_time_games.py --help).",
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
    parser.add_argument(
        "--startup-only", action="store_true", help="only the start-up figures, then stop"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    w, h = (int(v) for v in args.size.lower().split("x"))
    if args.exe:
        EXE = [str(Path(args.exe).resolve())]

    out: dict[str, Any] = {"size": f"{w}x{h}", "executable": " ".join(executable())}
    if not args.skip_exe:
        # The executables run first, while this process is small: a child's peak memory counts
        # the parent's pages until it execs.
        window: list[float] = []
        out["startup_launcher_s"] = startup([], args.runs, window)
        out["startup_window_s"], out["startup_cpu_s"] = window
        if args.startup_only:
            out["load_average"] = load_average()
            print(json.dumps(out, indent=2) if args.json else
                  f"start-up ({out['executable']}, load {out['load_average']:.2f}): the launcher "
                  f"drawn at {out['startup_launcher_s']:.3f} s, its window at "
                  f"{out['startup_window_s']:.3f} s; CPU {out['startup_cpu_s']:.3f} s")  # fmt: skip
            return 0
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
            f"  start-up to the first frame drawn: launcher {out['startup_launcher_s']:.3f} s "
            f"(its window at {out['startup_window_s']:.3f} s; CPU {out['startup_cpu_s']:.3f} s), "
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
