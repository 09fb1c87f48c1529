"""Drive a table with real posted events, a frame at a time (for tests, screenshots, benchmarks).

Everything goes through the pygame event queue and the app's real loop (``app.step()``), exactly
as a mouse would: presses, motions with ``rel`` and ``buttons``, releases, wheel and keys.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.rules import Action

if TYPE_CHECKING:
    from tabletop.ui.table.scene import TableScene


@dataclass
class ScriptedBot:
    """A bot that prefers given action kinds (then sources), else the first legal action."""

    prefer: tuple[str, ...] = ("allow", "accept")
    sources: tuple[str, ...] = ()

    def choose(self, view: dict[str, Any]) -> Action:
        actions = [
            Action(a["kind"], a.get("source"), a.get("target"), a.get("option"), a.get("text", ""))
            for a in view["decision"]["actions"]
        ]
        for source in self.sources:
            for action in actions:
                if action.source == source and action.kind == "play":
                    return action
        for kind in self.prefer:
            for action in actions:
                if action.kind == kind:
                    return action
        return actions[0]


def open_table(
    state: Any,
    seats: list[Any],
    size: tuple[int, int] = (1280, 720),
    bots: dict[int, Any] | None = None,
    animations: bool = False,
    guide: bool = False,
) -> tuple[Any, Driver]:
    """An app in test mode (frames without real time, errors raised, no bot delay, no
    first-game guide unless ``guide``) showing ``state`` at its table, its bots replaced by
    ``bots`` (by seat) when given; settled."""
    from tabletop.ui.app import App
    from tabletop.ui.settings import Settings

    app = App(
        size,
        realtime=False,
        raise_errors=True,
        settings=Settings(bot_delay=0.0, animations=animations, guide=guide),
    )
    app.resume(state, list(seats))
    if bots is not None:
        app.scene.bots.update(bots)
    driver = Driver(app)
    driver.settle()
    return app, driver


class Driver:
    """Posts events into the queue and runs the app's loop."""

    def __init__(self, app: Any) -> None:
        self.app = app

    @property
    def scene(self) -> TableScene:
        return self.app.scene

    def frames(self, n: int = 1) -> None:
        for _ in range(n):
            self.app.step()

    def settle(self, limit: int = 3000) -> int:
        """Run frames until the table waits for a person (or the game ends)."""
        for i in range(limit):
            scene = self.app.scene
            if not hasattr(scene, "timeline"):
                return i
            decision = scene.state.decision
            waiting = decision is None or scene.seats[decision.seat].is_human
            if waiting and not scene.timeline.busy and not scene.dirty and i > 0:
                return i
            self.app.step()
        return limit

    def wait_for_turn(self, rounds: int = 50) -> None:
        """Run the loop until a person decides or the game is over (bots may think on a
        worker thread for many frames)."""
        for _ in range(rounds):
            self.settle()
            scene = self.app.scene
            decision = getattr(scene, "state", None) and scene.state.decision
            if decision is None or scene.seats[decision.seat].is_human:
                return

    @staticmethod
    def post(kind: int, **fields: Any) -> None:
        pygame.event.post(pygame.event.Event(kind, **fields))

    def move(
        self,
        pos: tuple[int, int],
        buttons: tuple[int, int, int] = (0, 0, 0),
        rel: tuple[int, int] = (0, 0),
    ) -> None:
        self.post(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=buttons)
        self.frames(1)

    def click(self, pos: tuple[int, int]) -> None:
        self.move(pos)
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        self.frames(1)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        self.frames(1)

    def drag(
        self, start: tuple[int, int], end: tuple[int, int], steps: int = 8, release: bool = True
    ) -> None:
        self.move(start)
        self.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        self.frames(1)
        last = start
        for i in range(1, steps + 1):
            p = (
                round(start[0] + (end[0] - start[0]) * i / steps),
                round(start[1] + (end[1] - start[1]) * i / steps),
            )
            self.post(
                pygame.MOUSEMOTION, pos=p, rel=(p[0] - last[0], p[1] - last[1]), buttons=(1, 0, 0)
            )
            self.frames(1)
            last = p
        if release:
            self.post(pygame.MOUSEBUTTONUP, pos=end, button=1)
            self.frames(1)

    def key(self, key: int, mod: int = 0) -> None:
        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
        self.frames(1)

    def wheel(self, pos: tuple[int, int], dy: int) -> None:
        self.move(pos)
        self.post(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0, precise_y=float(dy))
        self.frames(1)

    def resize(self, size: tuple[int, int]) -> None:
        self.post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
        self.frames(2)

    # ----- finding things on the table ---------------------------------------------------------

    def card_center(self, card: str) -> tuple[int, int]:
        for spot in self.scene.spots():
            if spot.card == card:
                return spot.rect.center
        raise AssertionError(f"{card} is not on the table")

    def zone_center(self, lzone: str) -> tuple[int, int]:
        return self.scene.rects[lzone].center

    def button(self, text: str) -> tuple[int, int]:
        for b in self.scene.buttons:
            if text.lower() in b.label.lower():
                return b.rect.center
        labels = [b.label for b in self.scene.buttons]
        raise AssertionError(f"no button {text!r}; buttons: {labels}")

    def pick(self, card: str, overlay: Any = None) -> tuple[int, int]:
        picker = overlay or self.scene.picker
        assert picker is not None, "no picker is open"
        for entry, cell in zip(picker.spec.entries, picker.cells, strict=False):
            if entry.card == card:
                return cell.center
        raise AssertionError(f"{card} is not in the picker")
