"""Whole bot games of every game through the real loop, and what the slow frames were.

``python benchmarks/frame_time.py --all-games`` (or this file): for each of the four games,
greedy bots play one seeded game from the deal to the game-over screen at 1920x1080 with
animations on, through the app's real loop in real time (``App.step`` with its 60 fps pacing,
so the bots think on their worker thread as in the app). Per frame: the wall time of the work
(events, update, draw, flip; not the loop's sleep) and the main thread's CPU time of it
(``time.thread_time``: other processes on a shared machine inflate it much less).

Printed per game: frames, the worst frame, p99, and the count over 16.7 ms (a dropped frame
at 60 fps), in wall and in CPU time; then the slowest frames with what happened in them. What
happened is recorded by probes (in main-thread CPU time) wrapped around the app's costly
one-off jobs (a scene switched
to, a layout rebuilt, a card face rendered, an SVG rasterised, a text rendered, the static
layer or the board redrawn, warm-up steps, the autosave, the game-over screen built, a
full garbage collection, the flip...), each with its time in that frame; a frame's *kind*
is its first scene switch, else its costliest probe. Each game starts from the launcher, as
in the app.

``--profile`` also runs cProfile frame by frame and prints the hottest functions of the
slowest frames (it slows every frame: read its times only relative to each other).
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import io
import json
import os
import pstats
import sys
import tempfile
import threading
import time
from collections import Counter, defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
for _key, _value in (
    ("SDL_VIDEODRIVER", "dummy"),
    ("SDL_AUDIODRIVER", "dummy"),
    ("PYGAME_HIDE_SUPPORT_PROMPT", "1"),
):
    os.environ.setdefault(_key, _value)

BUDGET_MS = 1000 / 60  # 16.7 ms: a frame over it is a dropped frame at 60 fps
GAMES = {"bahamut-dispute": 2, "bellum": 2, "para-bellum": 2, "bellwake": 2}  # id: players
OVER_FRAMES = 90  # frames of the game-over screen timed after it opens
DETAILED_MS = 4.0  # frames slower than this (wall or CPU) keep what happened in them


class Probes:
    """Main-thread CPU time spent per label in the current frame, from wrapped functions."""

    def __init__(self) -> None:
        self.frame: dict[str, list[float]] = defaultdict(lambda: [0, 0.0])  # label: [n, s]
        self.switches: list[str] = []
        self._undo: list[tuple[Any, str, Any]] = []
        self._main = threading.main_thread()

    def take(self) -> tuple[dict[str, tuple[int, float]], list[str]]:
        out = {k: (int(n), s) for k, (n, s) in self.frame.items()}
        switches, self.switches = self.switches, []
        self.frame.clear()
        return out, switches

    def _note(self, label: str, seconds: float) -> None:
        entry = self.frame[label]
        entry[0] += 1
        entry[1] += seconds

    def wrap(
        self, owner: Any, attr: str, label: str, miss: Callable[..., bool] | None = None
    ) -> None:
        """Time ``owner.attr`` under ``label`` (only calls for which ``miss(*args)`` is true,
        when given: a cache miss)."""
        original = owner.__dict__[attr] if isinstance(owner, type) else getattr(owner, attr)
        func = original.__func__ if isinstance(original, staticmethod) else original

        def timed(*args: Any, **kwargs: Any) -> Any:
            if threading.current_thread() is not self._main or (miss and not miss(*args, **kwargs)):
                return func(*args, **kwargs)
            start = time.thread_time()  # CPU: on a loaded machine wall times say little
            try:
                return func(*args, **kwargs)
            finally:
                self._note(label, time.thread_time() - start)

        setattr(owner, attr, staticmethod(timed) if isinstance(original, staticmethod) else timed)
        self._undo.append((owner, attr, original))

    def install(self) -> None:
        import pygame

        import tabletop.ui.games  # noqa: F401 - every game's card art class
        from tabletop.ui import app as app_module
        from tabletop.ui import cards, gameover, resources, widgets
        from tabletop.ui.table import board, flow, scene, warmup

        def subclasses(cls: type) -> list[type]:
            out = [cls]
            for sub in cls.__subclasses__():
                out += subclasses(sub)
            return out

        self._import_games()
        for cls in subclasses(cards.CardArt):
            for name in ("_render_face", "back", "glow", "_on_shadow"):
                if name in cls.__dict__:
                    self.wrap(cls, name, f"card {name.strip('_').replace('_', ' ')}")
        res = resources.Resources
        self.wrap(res, "text", "text rendered", _text_miss)
        self.wrap(pygame.image, "load_sized_svg", "SVG rasterised")
        self.wrap(res, "try_image", "image loaded", _image_miss)
        self.wrap(pygame.display, "flip", "flip")
        self.wrap(scene.TableScene, "resize", "table layout rebuilt")
        self.wrap(board.BoardDrawing, "_render_static", "static layer drawn")
        self.wrap(board.BoardDrawing, "_render_board", "board redrawn")
        self.wrap(warmup, "run", "warm-up")
        self.wrap(app_module.App, "autosave", "autosave")
        self.wrap(app_module.App, "game_over", "game-over picture")
        self.wrap(gameover.GameOverScene, "__init__", "game-over screen built")
        self.wrap(widgets, "make_manager", "pygame_gui manager made")
        self.wrap(gameover.GameOverScene, "paint", "game-over screen painted")
        self.wrap(widgets.UIScene, "draw", "pygame_gui screen drawn")
        self.wrap(flow.TurnFlow, "_after_actions", "decision set up")
        self._gc_start = 0.0

        def collected(phase: str, info: dict[str, int]) -> None:
            if threading.current_thread() is not self._main or info["generation"] < 2:
                return
            if phase == "start":
                self._gc_start = time.thread_time()
            else:
                self._note("full garbage collection", time.thread_time() - self._gc_start)

        gc.callbacks.append(collected)
        self._undo.append((gc, "callbacks", None))
        original_switch = app_module.App.switch

        def switch(app: Any, new: Any) -> None:
            self.switches.append(type(new).__name__)
            original_switch(app, new)

        app_module.App.switch = switch
        self._undo.append((app_module.App, "switch", original_switch))

    @staticmethod
    def _import_games() -> None:
        import importlib
        import pkgutil

        import tabletop.ui.games as ui_games

        for info in pkgutil.iter_modules(ui_games.__path__):
            if info.ispkg:
                importlib.import_module(f"tabletop.ui.games.{info.name}")

    def uninstall(self) -> None:
        for owner, attr, original in reversed(self._undo):
            if owner is gc:
                gc.callbacks.clear()
                continue
            setattr(owner, attr, original)
        self._undo.clear()


def _text_miss(res: Any, text: str, size: int, color: Any = (240, 232, 214), bold: bool = False,
               serif: bool = False) -> bool:  # fmt: skip
    return (text, int(size), tuple(color), bold, serif) not in res._texts


def _image_miss(res: Any, rel: str, size: Any = None) -> bool:
    size = (max(1, int(size[0])), max(1, int(size[1]))) if size else None
    return (rel, size) not in res._images


def kind_of(probes: dict[str, tuple[int, float]], switches: list[str]) -> str:
    if switches:
        return f"first frame of {switches[0]}"
    costly = {k: s for k, (_, s) in probes.items() if k != "flip"}
    if not costly or max(costly.values()) < 0.002:
        return "ordinary frame (no probe over 2 ms)"
    return max(costly, key=lambda k: costly[k])


def play(game_id: str, players: int, seed: int, size: tuple[int, int], probes: Probes,
         profile: bool, max_seconds: float, bot_delay: float) -> dict[str, Any]:  # fmt: skip
    """One bot game of ``game_id`` from the deal to the game-over screen, frame by frame."""
    from tabletop.ui.app import App
    from tabletop.ui.gameover import GameOverScene
    from tabletop.ui.scene import Seat
    from tabletop.ui.settings import Settings

    settings = Settings(bot_delay=bot_delay, animations=True, fullscreen=False)
    app = App(size, realtime=True, raise_errors=True, settings=settings)
    frames: list[dict[str, Any]] = []  # the frames over DETAILED_MS, with what they were
    walls: list[float] = []
    cpus: list[float] = []
    profiles: list[tuple[float, pstats.Stats]] = []
    start = time.perf_counter()
    over_frames = 0
    try:
        app.record_frame_times = True
        app.open_launcher()  # as the app starts (heap.py freezes the long-lived heap here)
        app.step()
        app.frame_times.clear()
        probes.take()
        c0, w0 = time.thread_time(), time.perf_counter()
        # in the app, the frame of the click on Start (or the first frame of `tabletop play`)
        app.start_game(game_id, [Seat("bot", "greedy")] * players, seed)
        opening = ((time.thread_time() - c0) * 1000, (time.perf_counter() - w0) * 1000)
        first = probes.take()  # the table's own construction happens before the first step
        while app.running and over_frames < OVER_FRAMES:
            if time.perf_counter() - start > max_seconds:
                break
            prof = cProfile.Profile() if profile else None
            c0 = time.thread_time()
            if prof:
                prof.enable()
            app.step()
            if prof:
                prof.disable()
            # the loop sleeps inside step() after the work: the recorded wall time excludes it,
            # and the CPU time of a sleep is next to nothing
            cpu = (time.thread_time() - c0) * 1000
            wall = app.frame_times[-1] * 1000
            found, switches = probes.take()
            if not walls:
                found = {**first[0], **found}
                switches = first[1] + switches
            walls.append(wall)  # floats: nothing for the garbage collector to walk
            cpus.append(cpu)
            if max(wall, cpu) > DETAILED_MS:  # only these keep their details (a few objects
                frames.append(  # each: 20,000 frames of them would slow full collections)
                    {
                        "wall": wall,
                        "cpu": cpu,
                        "probes": found,
                        "kind": kind_of(found, switches),
                        "at": (len(walls) - 1, type(app.scene).__name__),
                    }
                )
            if prof and cpu > BUDGET_MS / 2:
                profiles.append((cpu, pstats.Stats(prof)))
            if isinstance(app.scene, GameOverScene):
                over_frames += 1
        state = app.game[0] if app.game else None
    finally:
        app.close()
    return {
        "game": game_id,
        "seed": seed,
        "frames": frames,
        "walls": walls,
        "cpus": cpus,
        "actions": len(state.history) if state is not None else 0,
        "over": bool(state is not None and state.is_over),
        "seconds": time.perf_counter() - start,
        "opening": opening,
        "profiles": sorted(profiles, key=lambda p: -p[0])[:3],
    }


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] if ordered else 0.0


def report(run: dict[str, Any], worst: int) -> dict[str, Any]:
    frames = run["frames"]
    wall, cpu = run["walls"], run["cpus"]
    slow = sorted(frames, key=lambda f: -f["cpu"])[:worst]  # the slowest in CPU time
    slow += sorted((f for f in frames if f not in slow), key=lambda f: -f["wall"])[:worst]
    return {
        "game": run["game"],
        "seed": run["seed"],
        "frames": len(wall),
        "actions": run["actions"],
        "game_over": run["over"],
        "seconds": round(run["seconds"], 1),
        "max_ms": round(max(wall, default=0.0), 2),
        "p99_ms": round(percentile(wall, 0.99), 2),
        "over_16_7": sum(t > BUDGET_MS for t in wall),
        "cpu_max_ms": round(max(cpu, default=0.0), 2),
        "cpu_p99_ms": round(percentile(cpu, 0.99), 2),
        "cpu_over_16_7": sum(t > BUDGET_MS for t in cpu),
        "opening_cpu_ms": round(run["opening"][0], 1),
        "opening_wall_ms": round(run["opening"][1], 1),
        "over_kinds": dict(Counter(f["kind"] for f in frames if f["wall"] > BUDGET_MS)),
        "cpu_over_kinds": dict(Counter(f["kind"] for f in frames if f["cpu"] > BUDGET_MS)),
        "slowest": [
            {
                "wall_ms": round(f["wall"], 1),
                "cpu_ms": round(f["cpu"], 1),
                "kind": f["kind"],
                "frame": f["at"][0],
                "scene": f["at"][1],
                "probes": {
                    k: [n, round(s * 1000, 1)]
                    for k, (n, s) in sorted(f["probes"].items(), key=lambda kv: -kv[1][1])
                    if s >= 0.0005
                },
            }
            for f in slow
        ],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--players", type=int, help="players in every game (default 2)")
    parser.add_argument(
        "--worst", type=int, default=5, help="slowest frames shown per game, in CPU and in wall"
    )
    parser.add_argument("--max-seconds", type=float, default=600.0, help="per game")
    parser.add_argument(
        "--bot-delay", type=float, default=0.1, help="the bots' pause before a move (0.1 s)"
    )
    parser.add_argument("--profile", action="store_true", help="cProfile the slow frames")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    size = tuple(int(v) for v in args.size.lower().split("x"))
    chosen = args.game or list(GAMES)
    probes = Probes()
    probes.install()
    out: dict[str, Any] = {"size": args.size, "load_before": round(os.getloadavg()[0], 2)}
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["TABLETOP_DATA_DIR"] = tmp  # the game-over path must not touch real saves
        try:
            for game_id in chosen:
                players = args.players or GAMES.get(game_id, 2)
                run = play(game_id, players, args.seed, size, probes, args.profile,
                           args.max_seconds, args.bot_delay)  # fmt: skip
                results.append(report(run, args.worst))
                if not args.json:
                    r = results[-1]
                    print(f"  ({game_id} done: worst {r['max_ms']:.1f} ms wall, "
                          f"{r['cpu_max_ms']:.1f} ms CPU)", flush=True)  # fmt: skip
                if args.profile and not args.json:
                    for cpu, stats in run["profiles"]:
                        text = io.StringIO()
                        stats.stream = text
                        stats.sort_stats("cumulative").print_stats(25)
                        print(f"--- {game_id}: a frame of {cpu:.1f} ms CPU (profiled) ---")
                        print("\n".join(text.getvalue().splitlines()[6:40]))
        finally:
            probes.uninstall()
    out["games"] = results
    out["load_after"] = round(os.getloadavg()[0], 2)
    out["worst_ms"] = max((r["max_ms"] for r in results), default=0.0)
    out["cpu_worst_ms"] = max((r["cpu_max_ms"] for r in results), default=0.0)
    if args.json:
        print(json.dumps(out, indent=2))
        return 0
    print(
        f"Whole bot games at {args.size}, animations on, real time, bots pausing "
        f"{args.bot_delay} s (load average {out['load_before']} -> {out['load_after']}, "
        f"{os.cpu_count()} cores)"
    )
    for r in results:
        print(
            f"  {r['game']} (seed {r['seed']}): {r['frames']} frames, {r['actions']} actions, "
            f"{r['seconds']} s, game over {r['game_over']}\n"
            f"    wall: worst {r['max_ms']:.1f} ms, p99 {r['p99_ms']:.2f}, "
            f"{r['over_16_7']} over 16.7 ms | main-thread CPU: worst {r['cpu_max_ms']:.1f}, "
            f"p99 {r['cpu_p99_ms']:.2f}, {r['cpu_over_16_7']} over 16.7 ms\n"
            f"    the table opened (start_game, in the frame of the click on Start): CPU "
            f"{r['opening_cpu_ms']:.1f} ms, wall {r['opening_wall_ms']:.1f}"
        )
        if r["over_kinds"]:
            print(f"    frames over 16.7 ms (wall) by kind: {r['over_kinds']}")
        if r["cpu_over_kinds"]:
            print(f"    frames over 16.7 ms (CPU) by kind: {r['cpu_over_kinds']}")
        for f in r["slowest"]:
            parts = ", ".join(f"{k} {s} ms ({n})" for k, (n, s) in f["probes"].items())
            print(
                f"    {f['wall_ms']:6.1f} ms (CPU {f['cpu_ms']:.1f}), frame {f['frame']} "
                f"({f['scene']}), {f['kind']}: {parts}"
            )
    print(f"  worst frame of all: wall {out['worst_ms']:.1f} ms, CPU {out['cpu_worst_ms']:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
