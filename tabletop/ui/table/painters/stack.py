"""``arrange=stack``: a pile. Its top card is drawn (face up or, with ``face=down``, its back)
over a hint of the pile's depth, with its card count on it (``count=false``: none).

A pile in a zone too low for a card anyone could read (a card under :data:`TINY_H` pixels
high: "Outside the game" below its title in a small window) is told in words instead: "5
cards", centred where its card would lie; the card under them still shows large on hover and
the pile still opens on a click."""

from __future__ import annotations

import pygame

from tabletop.ui.table import theme
from tabletop.ui.table.painters.base import CardPainter, Context

TINY_H = 42  # a card this low is a smudge of colour: no name, no number reads on it (pixels)


class StackPainter(CardPainter):
    """A pile: every card in one place, only the top one drawn."""

    pile = True

    def place(self, cards: list[str | None], size: tuple[int, int]) -> list[pygame.Rect]:
        r = pygame.Rect((0, 0), size)
        r.center = self.area().center
        return [r.copy() for _ in cards]

    def tiny(self) -> bool:
        """Whether the pile's card is too small to read (the pile is told in words): under
        :data:`TINY_H` pixels, or in a large window under 60 design pixels, where the rest of
        the table's cards are large and a stub of one reads as a smudge."""
        return self.card_size()[1] < max(TINY_H, theme.px(60, self.scene.scale))

    def draw(self, surface: pygame.Surface, ctx: Context) -> None:
        if not self.tiny():
            super().draw(surface, ctx)
            return
        s = self.scene
        n = len(self.cards())
        if not n:
            self.draw_counts(surface)  # the zone's empty words
            return
        area = self.area()
        words = f"{n} card{'s' if n != 1 else ''}"
        img = s.res.text(words, theme.text_px(17, s.scale), theme.INK, True)
        surface.blit(img, img.get_rect(center=area.center))

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
