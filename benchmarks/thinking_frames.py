"""Frame times while a searching bot thinks on the worker thread, through the real loop.

Why: the ISMCTS levels think for up to a second in pure Python, holding the GIL on the table's
worker thread, while the main thread must keep drawing frames. This runs a table (default
Bahamut Dispute, ``hard`` in both seats, 1920x1080, animations on, real time) for
``--seconds`` and prints the frames' work time (wall and the main thread's CPU) while a bot
thinks and while none does: median, p99, max, frames over 5 ms. Target: p99 under 5 ms.
Run: ``python benchmarks/thinking_frames.py [--game bellum] [--bot hard] [--seconds 20]``.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a source checkout
for _key, _value in (
    ("SDL_VIDEODRIVER", "dummy"),
    ("SDL_AUDIODRIVER", "dummy"),
    ("PYGAME_HIDE_SUPPORT_PROMPT", "1"),
):
    os.environ.setdefault(_key, _value)

from frame_time import _TimedClock, load_average, percentile  # noqa: E402


def line(name: str, values: list[float]) -> str:
    if not values:
        return f"  {name:<10} no frames"
    ordered = sorted(values)
    median = ordered[len(ordered) // 2]
    over = sum(v > 5.0 for v in values)
    return (
        f"  {name:<10} {len(values):6d} frames  median {median:5.2f} ms  "
        f"p99 {percentile(values, 0.99):5.2f} ms  max {ordered[-1]:6.1f} ms  over 5 ms: {over}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="bahamut-dispute")
    parser.add_argument("--bot", default="hard")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--warmup", type=int, default=60, help="frames left out (default 60)")
    parser.add_argument(
        "--sweep", action="store_true", help="move the mouse over the table every frame"
    )
    parser.add_argument("--switch", type=float, help="the worker's switch interval (seconds)")
    args = parser.parse_args(argv)

    import pygame

    from tabletop.ui.app import App
    from tabletop.ui.scene import Seat
    from tabletop.ui.settings import Settings

    if args.switch:
        from tabletop.ui.table import botworker

        botworker.SWITCH_INTERVAL = args.switch
    size = tuple(int(v) for v in args.size.split("x"))
    settings = Settings(bot_delay=0.3, animations=True, fullscreen=False)
    app = App(size, realtime=True, raise_errors=True, autoplay=True, settings=settings)
    clock = _TimedClock(app.clock)
    app.clock = clock  # type: ignore[assignment]
    players = 2
    seats = [Seat("bot", args.bot) for _ in range(players)]
    thinking: dict[str, list[float]] = {"wall": [], "cpu": []}
    idle: dict[str, list[float]] = {"wall": [], "cpu": []}
    load = load_average()
    try:
        app.record_frame_times = True
        app.start_game(args.game, seats, args.seed)
        end = time.perf_counter() + args.seconds
        while app.running and time.perf_counter() < end:
            scene = app.scene
            worker = getattr(scene, "thinker", None)
            busy = bool(worker is not None and worker.thinking)
            if args.sweep:  # a person looking over the table: hovers redraw it
                x = (app.frames * 37) % size[0]
                y = size[1] // 2 + ((app.frames * 23) % (size[1] // 2))
                pygame.event.post(
                    pygame.event.Event(
                        pygame.MOUSEMOTION, pos=(x, y), rel=(37, 0), buttons=(0, 0, 0)
                    )
                )
            clock.cpu_at_tick = 0.0
            c0 = time.thread_time()
            app.step()
            c1 = clock.cpu_at_tick or time.thread_time()
            if app.frames <= args.warmup or not app.frame_times:
                continue
            into = thinking if busy else idle
            into["wall"].append(app.frame_times[-1] * 1000)
            into["cpu"].append((c1 - c0) * 1000)
        moves = len(app.scene.state.history) if getattr(app.scene, "state", None) else 0
    finally:
        app.close()
    sweep = ", mouse sweeping" if args.sweep else ""
    print(
        f"{args.game}, {args.bot} bots, {args.size}{sweep}, {args.seconds:.0f} s, {moves} actions"
    )
    print("while a bot thinks:")
    print(line("wall", thinking["wall"]))
    print(line("cpu", thinking["cpu"]))
    print("while none does:")
    print(line("wall", idle["wall"]))
    print(line("cpu", idle["cpu"]))
    print(f"load average {(load + load_average()) / 2:.2f} (wall times grow with it)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
