"""The contract between the app's main loop and its screens.

The app owns the window and the loop; each frame it passes every event to the current scene's
``handle``, then calls ``update`` and, only when something changed, ``draw``. Input code reads
``event.pos`` (never the global mouse) so that tests can post real events.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from tabletop.ui.app import App


@dataclass(frozen=True)
class Seat:
    """Who sits in a seat: a person at this screen, or a bot with a level."""

    kind: str  # "human" or "bot"
    bot: str = "greedy"  # bot name for tabletop.ai.get when kind == "bot"
    # A human seat played by the person of the human seat before it (one person plays both
    # keepers of a cooperative game): that person sees each seat's hand in turn, no curtain.
    same_person: bool = False

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


class Scene:
    """One screen of the app (launcher, table, game over...)."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.dirty = True  # set whenever the next frame must be redrawn

    def handle(self, event: pygame.event.Event) -> None:
        """React to one event (mouse, keyboard, resize). Set ``self.dirty`` if the look changed."""

    def update(self, dt: float) -> None:
        """Advance animations and timers by ``dt`` seconds; set ``dirty`` while anything moves."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene onto ``surface``."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: recompute the layout."""
        self.dirty = True

    @property
    def busy(self) -> bool:
        """True while the scene animates or waits on a timer (the loop must not sleep long)."""
        return False
