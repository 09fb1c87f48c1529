"""``arrange=row``: cards side by side, centred in the zone, overlapping evenly when they do
not fit (cards in play). A turned card lies across and takes the room it needs."""

from __future__ import annotations

import pygame

from tabletop.ui.cards import card_size_for_height
from tabletop.ui.table.painters.base import CardPainter

SMALLEST_W = 64  # a face this narrow still prints its name whole at 12 px (test_card_names)
GAP = max(2, SMALLEST_W // 12)  # between cards side by side


def spread(area: pygame.Rect, size: tuple[int, int], turned: list[bool]) -> list[pygame.Rect]:
    """Rects of ``size`` (across for a turned card) in a row centred in ``area``: a small
    gap between cards, or an even overlap when they do not fit."""
    n = len(turned)
    if n <= 0:
        return []
    cw, ch = size
    extra = [ch - cw if t else 0 for t in turned]
    wider = sum(extra)
    gap = max(2, cw // 12)
    step = float(cw + gap)
    if n > 1 and cw + wider + step * (n - 1) > area.w:
        step = (area.w - cw - wider) / (n - 1)
    total = cw + step * (n - 1) + wider
    x0 = area.centerx - total / 2
    out = []
    before = 0
    for i, t in enumerate(turned):
        x = round(x0 + i * step + before)
        if t:
            out.append(pygame.Rect(x, area.centery - cw // 2, ch, cw))
        else:
            out.append(pygame.Rect(x, area.centery - ch // 2, cw, ch))
        before += extra[i]
    return out


class RowPainter(CardPainter):
    """Cards in a row (also the arrangement of an unknown ``arrange`` value)."""

    def place(self, cards: list[str | None], size: tuple[int, int]) -> list[pygame.Rect]:
        return spread(self.area(), size, [False] * len(cards))

    def place_turned(
        self, cards: list[str | None], size: tuple[int, int], turned: list[bool]
    ) -> list[pygame.Rect]:
        return spread(self.area(), size, turned)


class Uncrowded:
    """Cards a little smaller rather than overlapped: a row that would cover part of each
    card (its name sits across the whole width) takes cards just narrow enough to lie side by
    side, down to :attr:`smallest_w`; more cards than that still overlap, evenly. A mixin for
    a painter of cards (``fan.UncrowdedFan``, a game's own hands and rows)."""

    smallest_w = SMALLEST_W
    LOOK_AHEAD = 3  # cards more than now whose sizes the warm-up renders ahead

    def card_size(self) -> tuple[int, int]:
        return self.size_for(self.crowd())  # type: ignore[attr-defined]

    def card_sizes(self) -> list[tuple[int, int]]:
        """The sizes its cards take with a card fewer than now, and as it fills by up to
        :attr:`LOOK_AHEAD` cards (a hand drawing cards): each is a size of its own. Not every
        size down to one card: the warm-up renders every card at each size, and a row that
        empties by more than one card between two warm-ups is rare (twice the warm-up's work
        in a game whose cities and rows are uncrowded too, when it looked that far)."""
        now = self.crowd()  # type: ignore[attr-defined]
        wanted = range(max(1, now - 1), now + self.LOOK_AHEAD + 1)
        return list(dict.fromkeys(self.size_for(n) for n in wanted))

    def size_for(self, n: int) -> tuple[int, int]:
        """The size of each of ``n`` cards side by side."""
        size = super().card_size()  # type: ignore[misc]
        area = self.area()  # type: ignore[attr-defined]
        cw = size[0]
        gap = max(2, cw // 12)
        if n < 2 or n * cw + (n - 1) * gap <= area.w:
            return size
        room = (area.w - (n - 1) * GAP) / n
        cw = max(self.smallest_w, int(room))
        return card_size_for_height(cw * size[1] / size[0]) if cw < size[0] else size
