"""``kind=tokens`` (a seat's tokens, outlined while it is that seat's turn) and
``kind=supply`` (the shared pile): rows of token icons with their counts and labels, from the
controller's :meth:`~tabletop.ui.controller.Controller.tokens` and ``supply``."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.ui import textprobe
from tabletop.ui.cards import fast_blit
from tabletop.ui.controller import TokenCount
from tabletop.ui.table import theme
from tabletop.ui.table.painters.base import Context, Painter


class SupplyPainter(Painter):
    """The shared supply of tokens."""

    def tokens(self) -> list[TokenCount]:
        return self.scene.controller.supply(self.scene.display)

    def signature(self) -> tuple[Any, ...]:
        return tuple(self.tokens())

    def draw(self, surface: pygame.Surface, ctx: Context) -> None:
        s = self.scene
        top = s.rects[self.lzone].y + s.label_height() + self.px(6, 2)
        self.draw_rows(surface, self.tokens(), top)

    def icon(self, tok: TokenCount, size: int) -> pygame.Surface:
        """A token's picture, or a disc of its colour with its mark (cached with the glows)."""
        cache = self.scene._glows
        key = tok.key
        cached = cache.get((size, -2, key))
        if cached is not None:
            return cached
        img = self.scene.res.try_image(tok.icon, (size, size))
        if img is not None:
            img = fast_blit(img.copy())
            cache[(size, -2, key)] = img
            return img
        surf = cache.get((size, -1, key))
        if surf is None:
            surf = pygame.Surface((size, size), pygame.SRCALPHA)
            color = tok.color or theme.FOCUS
            c = size // 2
            pygame.draw.circle(surf, (10, 6, 4), (c, c), c)
            pygame.draw.circle(surf, color, (c, c), c - 2)
            pygame.draw.circle(surf, (255, 255, 255), (c, c), c - 2, max(1, size // 14))
            if tok.mark:
                with textprobe.exempt("a token's mark: its label beside the icons names it"):
                    img2 = self.scene.res.text(
                        tok.mark, max(8, size * 3 // 5), (255, 255, 255), True
                    )
                surf.blit(img2, img2.get_rect(center=(c, c)))
            cache[(size, -1, key)] = surf
        return surf

    def draw_rows(self, surface: pygame.Surface, tokens: list[TokenCount], top: int) -> None:
        """A row per kind of token: its count, up to 12 icons (faded when none) and a label."""
        if not tokens:
            return
        res, rect = self.scene.res, self.scene.rects[self.lzone]
        pad = self.px(12, 4)
        rows = len(tokens)
        row_h = max(10, min((rect.bottom - top - pad) // rows, self.px(66, 16)))
        icon = max(12, min(row_h - self.px(8, 2), self.px(44, 14)))
        for r, tok in enumerate(tokens):
            y = top + r * row_h + (row_h - icon) // 2
            count = res.text(str(tok.count), self.px(34, 14), theme.INK, True)
            surface.blit(count, count.get_rect(midleft=(rect.x + pad, y + icon // 2)))
            x = rect.x + pad + self.px(44, 18)
            img = self.icon(tok, icon)
            step = max(
                4,
                min(
                    icon + 2,
                    (rect.right - pad - x - icon) // max(1, tok.count - 1)
                    if tok.count > 1
                    else icon,
                ),
            )
            if tok.count == 0:
                faded = img.copy()
                faded.set_alpha(60)
                surface.blit(faded, (x, y))
            for k in range(min(tok.count, 12)):
                surface.blit(img, (x + k * step, y))
            label = res.text(tok.label, self.px(14, 12), theme.MUTED)  # 12 px: read
            lx = (
                x + (min(tok.count, 12) - 1) * step + icon + self.px(8, 3)
                if tok.count
                else x + icon + self.px(8, 3)
            )
            if lx + label.get_width() <= rect.right - pad:
                surface.blit(label, label.get_rect(midleft=(lx, y + icon // 2)))


class TokensPainter(SupplyPainter):
    """One seat's tokens (the zone's ``owner``), outlined with "to play" on its turn."""

    target = True

    @property
    def seat(self) -> int:
        return self.scene.seat_at(self.zone.owner)

    def tokens(self) -> list[TokenCount]:
        return self.scene.controller.tokens(self.scene.display, self.seat)

    def signature(self) -> tuple[Any, ...]:
        return (tuple(self.tokens()), self.scene._is_active(self.seat))

    def draw(self, surface: pygame.Surface, ctx: Context) -> None:
        s = self.scene
        rect = s.rects[self.lzone]
        top = rect.y + s.label_height() + self.px(8, 2)
        if s._is_active(self.seat):
            r = rect.inflate(-2, -2)
            pygame.draw.rect(
                surface, theme.GOLD, r, max(2, self.px(3)), border_radius=self.px(16, 6)
            )
            tag = s.res.text("\u25b6 to play", self.px(15, theme.MIN_TEXT), theme.GOLD, True)
            surface.blit(
                tag,
                tag.get_rect(
                    bottomright=(rect.right - self.px(10, 4), rect.bottom - self.px(6, 2))
                ),
            )
        self.draw_rows(surface, self.tokens(), top)
