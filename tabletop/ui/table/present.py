"""Putting the table's board in the window: all of it, or only where the picture can differ.

Why: copying the whole board (1920x1080, 8 MB) costs 1-1.3 ms, in every drawn frame: most of
an animated frame, a third of a frame that redraws a zone. But the window still holds the last
frame, and little changes between two frames: a card slides a few pixels, a zone is redrawn on
the board. So the board is copied only where last frame drew over it (recorded while the
animations blit) and where the board itself changed; everything else is already right.

The whole board is copied whenever the window may hold anything else: another surface or size,
a frame the table did not draw (an overlay, the "too small" notice), a toast, or anything drawn
over the board whose extent is not recorded (a drag, a hovered card, a picker, the curtain, a
game extension's drawing, an animation of an unknown kind).
"""

from __future__ import annotations

from typing import Any

import pygame

FULL_AREA = 0.6  # above this share of the window, one whole copy is cheaper than many parts


class Recorder:
    """Stands in for the window while animations draw: forwards ``blit`` and notes where it
    drew (pygame returns the affected rectangle of each blit)."""

    def __init__(self, surface: pygame.Surface) -> None:
        self.surface = surface
        self.rects: list[pygame.Rect] = []

    def blit(
        self, source: pygame.Surface, dest: Any, area: Any = None, special_flags: int = 0
    ) -> pygame.Rect:
        rect = self.surface.blit(source, dest, area, special_flags)
        self.rects.append(rect)
        return rect

    def __getattr__(self, name: str) -> Any:
        return getattr(self.surface, name)


class Presenter:
    """What the window holds beyond the board, between two frames."""

    def __init__(self) -> None:
        self.target: pygame.Surface | None = None
        self.over: list[pygame.Rect] | None = None  # drawn over the board; None: unknown

    def show(
        self, surface: pygame.Surface, board: pygame.Surface, changed: list[pygame.Rect] | None
    ) -> None:
        """Make ``surface`` show ``board``. ``changed``: the board's areas redrawn since the
        last frame, or None to copy everything."""
        parts = None
        if (
            changed is not None
            and self.over is not None
            and surface is self.target
            and surface.get_size() == board.get_size()
        ):
            parts = [r for r in (*self.over, *changed) if r.w > 0 and r.h > 0]
            w, h = board.get_size()
            if sum(r.w * r.h for r in parts) > FULL_AREA * w * h:
                parts = None
        if parts is None:
            surface.blit(board, (0, 0))
        else:
            for rect in parts:
                surface.blit(board, rect, rect)
        self.target = surface
        self.over = []

    def drawn(self, rects: list[pygame.Rect] | None) -> None:
        """Something was drawn over the board at ``rects`` (None: somewhere unknown)."""
        if rects is None or self.over is None:
            self.over = None
        else:
            self.over.extend(r.copy() for r in rects)

    def forget(self) -> None:
        """The window may hold anything: the next :meth:`show` copies the whole board."""
        self.over = None
