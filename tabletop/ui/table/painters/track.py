"""``kind=track``: a score or round track, ``spaces`` numbered spaces (from ``first``, default
0) in a row (a column in a zone taller than wide), with a marker at the position read from the
display's data entry named by ``value``: a number (one marker), a list (one per seat) or a map
``{seat: number}``. Markers are discs in seat colours marked with the seat's number; markers
on one space sit side by side; a position off the track is drawn at its nearest end."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from tabletop.ui.table import theme
from tabletop.ui.table.painters.badges import COLOURS
from tabletop.ui.table.painters.base import Context, Painter

if TYPE_CHECKING:
    from tabletop.ui.table.scene import TableScene

SPACE_FILL = (18, 36, 31)


class TrackPainter(Painter):
    """Numbered spaces and the markers on them."""

    def __init__(self, scene: TableScene, lzone: str) -> None:
        super().__init__(scene, lzone)
        self.spaces, self.first = self.int_prop("spaces", 10), self.int_prop("first", 0, -(10**9))

    def value(self) -> Any:
        key = self.prop("value", None)
        return self.scene.display.data.get(key) if key else None

    def markers(self) -> list[tuple[int, int]]:
        """(seat, position) of each marker, ``seat`` -1 for a single one."""
        value = self.value()
        if isinstance(value, bool) or value is None:
            return []
        if isinstance(value, int | float):
            return [(-1, int(value))]
        if isinstance(value, dict):
            items = value.items()
        elif isinstance(value, list | tuple):
            items = enumerate(value)
        else:
            return []
        return [(int(k), int(v)) for k, v in items if isinstance(v, int | float)]

    def area(self) -> pygame.Rect:
        return self.scene.card_area(self.lzone)

    def space(self, position: int) -> pygame.Rect:
        """The rect of the space showing ``position`` (clamped onto the track)."""
        n = max(0, min(self.spaces - 1, position - self.first))
        area, count = self.area(), self.spaces
        if area.w >= area.h:
            x0, x1 = area.x + area.w * n // count, area.x + area.w * (n + 1) // count
            return pygame.Rect(x0, area.y, x1 - x0, area.h)
        y0, y1 = area.y + area.h * n // count, area.y + area.h * (n + 1) // count
        return pygame.Rect(area.x, y0, area.w, y1 - y0)

    def number_size(self) -> int:
        space = self.space(self.first)
        return max(theme.MIN_TEXT, min(space.h // 3, space.w // 2, self.px(22, 8)))

    def marker_rects(self) -> list[tuple[int, pygame.Rect]]:
        """Each marker's (seat, rect): a disc under its space's number, side by side with the
        other markers on that space."""
        markers = self.markers()
        below = self.number_size() + self.px(4, 2)
        out = []
        for seat, pos in markers:
            space = self.space(pos)
            mates = [s for s, p in markers if self.space(p) == space]
            room = pygame.Rect(space.x, space.y + below, space.w, max(6, space.h - below))
            d = max(6, min(room.w * 9 // (10 * len(mates)), room.h * 4 // 5, self.px(40, 6)))
            r = pygame.Rect(0, 0, d, d)
            k = mates.index(seat)
            r.center = (room.centerx + (2 * k - len(mates) + 1) * d // 2, room.centery)
            out.append((seat, r))
        return out

    def signature(self) -> tuple[Any, ...]:
        return (repr(self.value()), self.spaces, self.first)

    def draw(self, surface: pygame.Surface, ctx: Context) -> None:
        res, pad = self.scene.res, self.px(2)
        for n in range(self.spaces):
            rect = self.space(self.first + n).inflate(-2 * pad, -2 * pad)
            pygame.draw.rect(surface, SPACE_FILL, rect, border_radius=self.px(8, 3))
            pygame.draw.rect(
                surface, theme.GOLD_DARK, rect, max(1, self.px(2)), border_radius=self.px(8, 3)
            )
            img = res.text(str(self.first + n), self.number_size(), theme.MUTED, True)
            surface.blit(img, img.get_rect(midtop=(rect.centerx, rect.y + pad)))
        for seat, r in self.marker_rects():
            colour = theme.GOLD if seat < 0 else COLOURS[seat % len(COLOURS)]
            pygame.draw.circle(surface, (10, 6, 4), r.center, r.w // 2)
            pygame.draw.circle(surface, colour, r.center, r.w // 2 - max(1, r.w // 12))
            if seat >= 0:
                mark = res.text(
                    str(seat + 1), max(theme.MIN_TEXT, r.h * 3 // 5), (255, 255, 255), True
                )
                surface.blit(mark, mark.get_rect(center=r.center))
