"""``kind=grid``: cards in the cells of a grid of ``columns`` x ``rows`` (layout properties,
defaults 4 x 1), each card fitted to a cell, empty cells outlined. A card's cell is its entry
in the display's data named by the ``cells`` property (``{card: n}``, counted row by row from
the top left, or ``{card: [column, row]}``); cards without one fill the free cells in order
(all of them, without ``cells``). A card whose cell is outside the grid lies in the last one."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from tabletop.ui.cards import fit_card
from tabletop.ui.table import theme
from tabletop.ui.table.painters.base import CardPainter

if TYPE_CHECKING:
    from tabletop.ui.table.scene import TableScene


class GridPainter(CardPainter):
    """Cards at the cells of a grid."""

    def __init__(self, scene: TableScene, lzone: str) -> None:
        super().__init__(scene, lzone)
        self.columns, self.rows = self.int_prop("columns", 4), self.int_prop("rows", 1)

    def cell(self, n: int) -> pygame.Rect:
        """Cell ``n`` (row by row) of the zone's card area."""
        area, cols, rows = self.area(), self.columns, self.rows
        col, row = n % cols, n // cols
        x0, x1 = area.x + area.w * col // cols, area.x + area.w * (col + 1) // cols
        y0, y1 = area.y + area.h * row // rows, area.y + area.h * (row + 1) // rows
        return pygame.Rect(x0, y0, x1 - x0, y1 - y0)

    def card_size(self) -> tuple[int, int]:
        pad = self.px(4)
        return fit_card(self.cell(0).inflate(-2 * pad, -2 * pad))

    def cells_of(self, cards: list[str | None]) -> list[int]:
        """The cell of each card: its own from the data, else the next free one."""
        last = self.columns * self.rows - 1
        key = self.prop("cells", None)
        where: dict[str, Any] = self.scene.display.data.get(key) or {} if key else {}
        out: list[int | None] = []
        for card in cards:
            at = where.get(card) if card is not None else None
            if isinstance(at, list | tuple) and len(at) == 2:
                at = int(at[1]) * self.columns + int(at[0])
            out.append(min(last, int(at)) if isinstance(at, int) and at >= 0 else None)
        taken = {c for c in out if c is not None}
        free = (n for n in range(last + 1) if n not in taken)
        return [c if c is not None else next(free, last) for c in out]

    def place(self, cards: list[str | None], size: tuple[int, int]) -> list[pygame.Rect]:
        out = []
        for n in self.cells_of(cards):
            r = pygame.Rect((0, 0), size)
            r.center = self.cell(n).center
            out.append(r)
        return out

    def signature(self) -> tuple[Any, ...]:
        key = self.prop("cells", None)
        cells = self.scene.display.data.get(key) if key else None
        return (*super().signature(), repr(cells) if cells else None)

    def draw_under(self, surface: pygame.Surface) -> None:
        """Each cell faintly outlined."""
        pad, width = self.px(2), max(1, self.px(2))
        for n in range(self.columns * self.rows):
            pygame.draw.rect(
                surface,
                theme.GOLD_DARK,
                self.cell(n).inflate(-2 * pad, -2 * pad),
                width,
                border_radius=self.px(10, 3),
            )
