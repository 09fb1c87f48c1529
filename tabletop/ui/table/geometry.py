"""Where things lie on the table: zone rectangles, card slots and spots, and hit tests.

Part of :class:`~tabletop.ui.table.scene.TableScene` (a mixin reading its layout, rects and
display).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

import pygame

from tabletop.ui.cards import fit_card
from tabletop.ui.layout import Zone
from tabletop.ui.table import theme


@dataclass
class CardSpot:
    """Where one card of the display is drawn (for hit tests and animations)."""

    zone: str  # layout zone
    index: int
    card: str | None
    rect: pygame.Rect
    face_up: bool


class TableGeometry:
    """Zones, slots and the cards drawn in them, for drawing, hit tests and animations."""

    def zone(self, lzone: str) -> Zone:
        return self.layout.zones[lzone]

    def label_height(self) -> int:
        return self.res.font(self.label_size, True).get_linesize()

    @property
    def label_size(self) -> int:
        return theme.px(17, self.scale, 12)  # never below 12 px: a player reads it

    def card_area(self, lzone: str) -> pygame.Rect:
        rect = self.rects[lzone]
        pad = theme.px(8, self.scale, 3)
        top = self.label_height() + pad
        return pygame.Rect(rect.x + pad, rect.y + top, rect.w - 2 * pad, rect.h - top - pad)

    def card_size(self, lzone: str) -> tuple[int, int]:
        return fit_card(self.card_area(lzone))

    def slots(self, lzone: str, n: int) -> list[pygame.Rect]:
        """Where the first ``n`` cards of a zone lie: its painter's answer (none for a zone
        without cards)."""
        painter = self.painter(lzone)
        return painter.slots(n) if painter is not None else []

    def spots(self) -> list[CardSpot]:
        """Every drawn card, bottom-most first (the last hit is the top card)."""
        if self._spots is not None:
            return self._spots
        out: list[CardSpot] = []
        for lzone, zone in self.layout.zones.items():
            if zone.kind in self.ext.kinds:
                out.extend(self.ext.spots(lzone))
            elif (painter := self.painter(lzone)) is not None:
                out.extend(painter.spots())
        self._spots = out
        return out

    def shown(self, skip: Collection[str] = (), log_more: int = 0) -> list[pygame.Rect]:
        """What the zones not in ``skip`` show, for what is drawn over the table to keep off:
        their cards, titles and words (their painters' content), the log's lines and room for
        the next ``log_more``, and the whole of a zone the kit does not paint (a game's own,
        the status line, the prompt)."""
        out: list[pygame.Rect] = []
        for name, rect in self.rects.items():
            if name in skip:
                continue
            kind = self.zone(name).kind
            painter = self.painter(name) if kind not in self.ext.kinds else None
            if kind == "log":
                out.append(self.log.written(log_more))
            elif painter is not None:
                out += painter.content()
            else:
                out.append(rect)
        return out

    def spot_at(self, pos: tuple[int, int]) -> CardSpot | None:
        if self.ext.covers(pos):
            return None  # a piece (a die) lies on the card there
        for spot in reversed(self.spots()):
            if (spot.zone, spot.index) in self.flying:
                continue
            if (
                self.drag
                and self.drag.moving
                and spot.zone == self.drag.zone
                and spot.index == self.drag.index
            ):
                continue
            if self._lifted(spot).collidepoint(pos):
                return spot
        return None

    def zone_at(self, pos: tuple[int, int]) -> str | None:
        for name, rect in self.rects.items():
            if not rect.collidepoint(pos):
                continue
            painter = self.painter(name)
            if self.zone(name).kind in self.ext.kinds or (painter is not None and painter.target):
                return name
        return None

    def spot_rect(self, zone: str, card: str | None, index: int | None = None) -> pygame.Rect:
        """The rectangle of ``card`` (or slot ``index``) in state zone ``zone`` right now."""
        lzone = self.lz(zone)
        own = self.ext.spot_rect(zone, card, index)
        if own is not None:
            return own
        if lzone not in self.rects:
            r = pygame.Rect(0, 0, 80, 112)
            r.center = (self.size[0] // 2, self.size[1] // 2)
            return r
        cards = self.display.zones.get(zone, [])
        if index is None:
            index = cards.index(card) if card in cards else max(0, len(cards) - 1)
        rects = self.slots(lzone, max(len(cards), index + 1))
        return rects[index] if index < len(rects) else self.rects[lzone].copy()

    def _lifted(self, spot: CardSpot) -> pygame.Rect:
        """Own-hand cards rise a little under the mouse, and while they can be clicked."""
        if (
            spot.zone == "hand.0"
            and self.hover is not None
            and self.hover.zone == spot.zone
            and self.hover.index == spot.index
            and self._local_turn()
        ):
            return spot.rect.move(0, -spot.rect.h // 10)
        return spot.rect

    def zone_face(self, zone: str) -> bool:
        lzone = self.lz(zone)
        return lzone in self.layout.zones and self.zone(lzone).face != "down"

    def paint_rect(self, lzone: str) -> pygame.Rect:
        """The area a zone may paint: its rectangle and a thin margin for shadows and glows."""
        m = max(1, theme.px(4, self.scale))
        return self.rects[lzone].inflate(2 * m, 2 * m).clip(pygame.Rect((0, 0), self.size))

    def _tokens_rect(self, seat: int | None) -> pygame.Rect:
        if seat is None:
            return self.rects.get("supply", pygame.Rect(0, 0, 10, 10))
        return self.rects.get(f"tokens.{self.pos_of(seat)}", pygame.Rect(0, 0, 10, 10))
