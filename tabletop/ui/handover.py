"""From the final table to the game-over screen without a dropped frame.

Why: making the game-over screen costs 40-60 ms of CPU at 1920x1080 (pygame_gui's manager
parses the theme and makes its shadows and caches; the panel is built; the dimmed table
behind it is painted): three or four dropped frames at once. In the real loop the table's
final picture stays on the window while a worker thread makes and paints the screen, which
is then shown, a few frames (under 0.1 s) after the game ended. The work mostly holds the
GIL, so it runs while the main loop sleeps between frames, not beside its drawing. Tests and
``--fast`` runs make it in one frame, as before (:meth:`App.game_over`).
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

import pygame

from tabletop.ui.scene import Scene, Seat

if TYPE_CHECKING:
    from tabletop.rules import State
    from tabletop.ui.app import App
    from tabletop.ui.gameover import GameOverScene


class GameOverHandover(Scene):
    """Shows the final table while the game-over screen is made, then switches to it."""

    def __init__(self, app: App, state: State, seats: list[Seat], picture: pygame.Surface) -> None:
        super().__init__(app)
        self.state = state
        self.seats = list(seats)
        self.picture = picture
        self._made: GameOverScene | None = None
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._make, name="game-over-screen", daemon=True)
        self._thread.start()

    def _make(self) -> None:
        from tabletop.ui.gameover import GameOverScene

        try:
            made = GameOverScene(self.app, self.state, self.seats, self.picture)
            made.draw(pygame.Surface(self.app.screen.get_size()))  # paints its cached background
            self._made = made
        except BaseException as exc:  # raised again on the main thread, where errors are shown
            self._error = exc

    @property
    def busy(self) -> bool:
        return True

    def update(self, dt: float) -> None:
        if self._thread.is_alive():
            return
        if self._error is not None:
            raise self._error
        screen = self._made
        if screen is None:
            return
        if getattr(screen, "size", self.app.size) != self.app.size:
            screen.resize(self.app.size)  # the window changed while it was made
        self.app.switch(screen)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.picture, (0, 0))

    def resize(self, size: tuple[int, int]) -> None:
        self.dirty = True
        if self._made is not None:
            self._made.resize(size)
