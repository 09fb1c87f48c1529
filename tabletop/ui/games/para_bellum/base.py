"""What every part of Para Bellum's table reads: the display data, the local player's
interaction, seats and their zones, sizes, icons, hands and scores.

:class:`ParaBellumBase` is the :class:`~tabletop.ui.table.extension.TableExtension` that each
part of the table (layout, board, panels, titles, tips, gestures, words, over, warm-up,
animations) extends with the hooks and helpers of its job.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.games.para_bellum.data import EDGES
from tabletop.games.para_bellum.scoring import seat_score
from tabletop.ui.games.para_bellum.cards import ART, ParaBellumArt
from tabletop.ui.games.para_bellum.controller import ParaBellumInteraction
from tabletop.ui.table import theme
from tabletop.ui.table.extension import TableExtension

DIE_WORD = {"black": "Legion", "red": "Commander", "blue": "General"}
READ_PX, READ_SCALE = 12, 0.66  # no text under 12 px at 1280x720 (scale 0.667) and up
OK = theme.GLOW_OK
LIT = theme.GLOW


PIECES = ("die:", "token:", "coin", "runner.")  # moved on the table (a hand card is not one)


class ParaBellumBase(TableExtension):
    """The helpers every part of the table uses (no state of its own: the joined
    class, :class:`~tabletop.ui.games.para_bellum.table.ParaBellumTable`, holds it)."""

    def card_art(self) -> ParaBellumArt:
        return ParaBellumArt(self.scene.res, self.scene.game.cards)

    @property
    def art(self) -> ParaBellumArt:
        return self.scene.art  # type: ignore[return-value]

    @property
    def d(self) -> dict[str, Any]:
        return self.scene.display.data

    @property
    def it(self) -> ParaBellumInteraction | None:
        it = self.scene.interaction
        if it is None or not self.scene._local_turn() or not isinstance(it, ParaBellumInteraction):
            return None
        return it

    def seat_of(self, lzone: str) -> int:
        return self.scene.seat_at(self.scene.zone(lzone).owner)

    def zones_of(self, kind: str) -> list[str]:
        return [z for z, zone in self.scene.layout.zones.items() if zone.kind == kind]

    def icon(self, rel: str, size: int) -> pygame.Surface | None:
        key = (rel, size)
        if key not in self._icons:
            self._icons[key] = self.scene.res.try_image(f"{ART}/{rel}", (size, size))
        return self._icons[key]

    def hand_count(self, seat: int) -> int:
        return len(self.scene.display.zones.get(f"hand.{seat}", []))

    def hand_kinds(self, seat: int) -> tuple[int, int]:
        cards = self.scene.display.zones.get(f"hand.{seat}", [])
        if cards and all(c is not None for c in cards):
            army = sum(1 for c in cards if c in EDGES)
            return army, len(cards) - army
        kinds = (self.d.get("hand_kinds") or [[0, 0]] * (seat + 1))[seat]
        army = min(int(kinds[0]), len(cards))
        return army, len(cards) - army

    def score(self, seat: int) -> int:
        d = self.d
        data = {**d, "zones": self.scene.display.zones}
        try:
            return int(seat_score(data, seat)["total"])
        except (KeyError, IndexError, TypeError):
            return 0

    def px(self, base: float, minimum: int = 1) -> int:
        return theme.px(base, self.scene.scale, minimum)

    def readable(self, size: int) -> int:
        """A text size a player can read: 12 px at least from 1280x720 up (smaller windows
        keep their own floors; a hover may show more)."""
        return max(size, READ_PX) if self.scene.scale >= READ_SCALE else size

    def used_tab(
        self, rect: pygame.Rect, above: bool = False
    ) -> tuple[pygame.Surface, pygame.Rect]:
        """The "used" mark of a card used this turn lying at ``rect`` and its dark tab: at
        the card's top edge (``above``: mostly in the gap above it). Shared by the card's
        drawing and by what must keep clear of the mark (the Runner on the Alliance card)."""
        size = self.readable(max(9, min(rect.h, rect.w) // 5))
        img = self.scene.res.text("used", size, (255, 236, 180), True)
        tab = img.get_rect().inflate(self.px(8, 4), 0)
        if above:
            tab.midbottom = (rect.centerx, rect.top + max(2, tab.h // 4))
        else:
            tab.midtop = (rect.centerx, rect.top + 2)
        return img, tab

    def team_of(self, seat: int) -> int | None:
        return seat % 2 if self.d.get("players") == 4 else None

    def die_by_id(self, die_id: str) -> dict[str, Any] | None:
        for die in self.d.get("dice", []):
            if die["id"] == die_id:
                return die
        return None

    def _dragged(self, piece: str) -> bool:
        drag = self.scene.drag
        return bool(drag and drag.moving and drag.piece and drag.card == piece)

    def _dragged_prefix(self, prefix: str) -> str | None:
        drag = self.scene.drag
        if drag and drag.moving and drag.piece and drag.card.startswith(prefix):
            return drag.card
        return None
