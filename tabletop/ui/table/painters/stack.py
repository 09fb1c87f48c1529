"""``arrange=stack``: a pile. Its top card is drawn (face up or, with ``face=down``, its back)
over a hint of the pile's depth, with its card count on it (``count=false``: none)."""

from __future__ import annotations

import pygame

from tabletop.ui.table.painters.base import CardPainter


class StackPainter(CardPainter):
    """A pile: every card in one place, only the top one drawn."""

    pile = True

    def place(self, cards: list[str | None], size: tuple[int, int]) -> list[pygame.Rect]:
        r = pygame.Rect((0, 0), size)
        r.center = self.area().center
        return [r.copy() for _ in cards]

    def draw_under(self, surface: pygame.Surface) -> None:
        """The depth of a pile: up to three card edges under its top card."""
        n = len(self.cards())
        if n > 1:
            s = self.scene
            rect = self.slots(1)[0]
            step = max(1, self.px(3))
            img = s.art.with_shadow(None, rect.size)
            origin = s.art.shadow_origin(rect)
            for k in range(min(3, n - 1), 0, -1):
                surface.blit(img, (origin[0] + k * step, origin[1] + k * step))
