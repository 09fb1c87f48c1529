"""``arrange=fan``: a hand, spread like a row (overlapping evenly when it does not fit). The
own hand's cards rise under the mouse and glow while they can be played (base.py); a hand the
viewer cannot see shows its backs and its card count.

``painter=uncrowded-fan``: a hand whose cards get a little narrower rather than overlap, so
that a full hand still shows every name whole (the name is printed across a small face's
whole width: an overlap hid the end of each name in a hand of seven)."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.ui.table.painters.row import RowPainter, Uncrowded


class FanPainter(RowPainter):
    """A hand of cards; the own hand keeps its places while its cards are clicked away one at
    a time (handhold.py)."""

    def held(self, cards: list[str | None]) -> list[str] | None:
        return self.scene.hold.places_for(self.lzone, cards)

    def crowd(self) -> int:
        cards = self.cards()
        return len(self.held(cards) or cards)

    def layout(self, cards: list[str | None]) -> list[pygame.Rect]:
        places = self.held(cards)
        if places is None:
            return super().layout(cards)
        rects = super().layout(list(places))
        return [rects[places.index(card)] for card in cards]  # type: ignore[arg-type]

    def signature(self) -> tuple[Any, ...]:
        places = self.held(self.cards())
        return super().signature() if places is None else (*super().signature(), *places)


class UncrowdedFan(Uncrowded, FanPainter):
    """A hand of cards side by side, a little smaller as it grows, down to 64 px wide."""
