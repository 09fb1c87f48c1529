"""Frame cost of the replay viewer at 1920x1080: stepping back from the end of a long game.

A seeded greedy Bellum game (about 850 moves with the default seed) is saved and opened in the
replay viewer through the app's real loop (dummy video driver, animations on). The viewer first
runs ``--warm`` seconds in real time (60 frames a second, as a person looks at the table before
pressing a key: its card pictures are rendered ahead meanwhile), then times each frame that
carries a key press: ``--steps`` steps back from the end (Left), turns back (Page Up), steps
back again over the same moves, jumps Home/End, and steps forward with their animations (the
frames of each animation too). Per frame: the main thread's CPU time (a shared machine
inflates it much less than wall time) and the wall time; median, worst, frames over 16.7 ms.

Run: ``python benchmarks/replay_frames.py [--seed 3] [--steps 60] [--warm 3] [--size WxH]``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

FRAME = 1 / 60


def long_game(seed: int):  # noqa: ANN201 - a State
    import tabletop.ai
    import tabletop.games

    state = tabletop.games.get("bellum").setup(seed, players=2)
    bots = [tabletop.ai.get("greedy", 7 + i) for i in range(2)]
    while state.decision is not None:
        seat = state.decision.seat
        state.apply(bots[seat].choose(state.view(seat)))
    return state


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--steps", type=int, default=60)
    parser.add_argument("--warm", type=float, default=3.0)
    parser.add_argument("--size", default="1920x1080")
    args = parser.parse_args()
    os.environ.setdefault("TABLETOP_DATA_DIR", tempfile.mkdtemp(prefix="tabletop-replay-"))

    import pygame

    from tabletop.ui import storage
    from tabletop.ui.app import App
    from tabletop.ui.replay_scene import open_replay
    from tabletop.ui.scene import Seat
    from tabletop.ui.settings import Settings

    state = long_game(args.seed)
    path = Path(os.environ["TABLETOP_DATA_DIR"]) / "long-bellum.json"
    path.write_text(storage.dumps(state, [Seat("human"), Seat("bot")]), encoding="utf-8")
    loaded = storage.load_file(path)
    w, h = (int(v) for v in args.size.lower().split("x"))
    app = App((w, h), realtime=False, settings=Settings(bot_delay=0.0, guide=False))
    t = time.perf_counter()
    scene = open_replay(app, loaded.state, loaded.seats)
    opened = time.perf_counter() - t
    print(
        f"Bellum, seed {args.seed}: {scene.timeline_of_game.length} moves, "
        f"{len(scene.timeline_of_game.marks)} turns, a checkpoint every "
        f"{scene.timeline_of_game.every} move(s); viewer made in {opened * 1000:.0f} ms"
    )

    def frame() -> tuple[float, float]:
        c, t = time.thread_time(), time.perf_counter()
        app.step()
        return time.thread_time() - c, time.perf_counter() - t

    start = time.perf_counter()
    while time.perf_counter() - start < args.warm:
        cpu, wall = frame()
        time.sleep(max(0.0, FRAME - wall))
    print(f"after {args.warm:g} s: {len(scene._warm)} card pictures still to render ahead")

    def keyed(key: int) -> tuple[float, float]:
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
        )
        return frame()

    def report(name: str, times: list[tuple[float, float]]) -> None:
        cpu = sorted(c for c, _ in times)
        wall = sorted(w for _, w in times)
        print(
            f"{name:<28} {len(times):>5} frames  cpu median {statistics.median(cpu) * 1e3:5.1f} "
            f"worst {cpu[-1] * 1e3:5.1f} ms, over 16.7: {sum(c > FRAME for c in cpu):>3}  |  "
            f"wall median {statistics.median(wall) * 1e3:5.1f} worst {wall[-1] * 1e3:5.1f} ms"
        )

    report("step back from the end", [keyed(pygame.K_LEFT) for _ in range(args.steps)])
    report("turn back", [keyed(pygame.K_PAGEUP) for _ in range(args.steps // 3)])
    keyed(pygame.K_END)
    report("step back again", [keyed(pygame.K_LEFT) for _ in range(args.steps)])
    report("Home / End", [keyed(pygame.K_HOME if i % 2 else pygame.K_END) for i in range(10)])
    keyed(pygame.K_HOME)
    times = []
    for _ in range(args.steps // 2):
        times.append(keyed(pygame.K_RIGHT))
        while scene.timeline.busy:
            times.append(frame())
    report("step forward, animated", times)
    print(f"load average: {os.getloadavg()[0]:.1f}")
    app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
