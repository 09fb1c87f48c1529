"""Where things sit on a Para Bellum battlefield: cells, squares, dice, tokens (pure geometry).

A battlefield is 4 rows (2 at the top, -1 at the bottom) by 9 columns (-4..4) of cells fitted
into a zone; the starting card is at (0, 0). Squares sit on the contacts between cells
(docs/rules/para-bellum.md 3.2): ``black:r,c`` on the shared side of (r, c) and (r, c+1), at the
height of the legion band (the middle of the card); ``red:r,c`` on the middle of the shared
edge of (r, c) and (r+1, c). The General die sits in the middle of the starting card (clear
of the four squares around it). A token lies under its die, peeking out at
its right.

A geometry may show only part of the grid (``rows``, ``cols``: the window the table zooms to,
see :mod:`~tabletop.ui.games.para_bellum.zoom`): its cells are then as large as the zone
allows, and cells outside the window have rects outside the drawn bounds (never drawn).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

ROWS = (2, 1, 0, -1)  # top to bottom on screen
COLUMNS = tuple(range(-4, 5))
MIN_ASPECT, MAX_ASPECT = 0.85, 1.45  # cell width / height
DIE_OF_HEIGHT, DIE_OF_WIDTH = 0.54, 0.4  # a die's side, as parts of a cell's sides


@dataclass
class GridGeometry:
    """The cells of one battlefield fitted into ``area`` (a zone's card area)."""

    area: pygame.Rect
    cw: int = 1
    ch: int = 1
    gap: int = 2
    x0: int = 0
    y0: int = 0
    rows: tuple[int, ...] = ROWS  # the rows shown, top to bottom
    cols: tuple[int, ...] = COLUMNS  # the columns shown, left to right

    @classmethod
    def fit(
        cls,
        area: pygame.Rect,
        gap: int = 2,
        rows: tuple[int, ...] = ROWS,
        cols: tuple[int, ...] = COLUMNS,
    ) -> GridGeometry:
        """The largest cells that fit ``area`` with ``rows`` x ``cols`` of them, with a
        width/height ratio kept in bounds."""
        shown_rows, shown_cols = rows, cols
        cols, rows = len(shown_cols), len(shown_rows)
        cw = (area.w - (cols - 1) * gap) / cols
        ch = (area.h - (rows - 1) * gap) / rows
        if cw / max(1.0, ch) > MAX_ASPECT:
            cw = ch * MAX_ASPECT
        elif cw / max(1.0, ch) < MIN_ASPECT:
            ch = cw / MIN_ASPECT
        cw_i, ch_i = max(8, int(cw)), max(8, int(ch))
        total_w = cols * cw_i + (cols - 1) * gap
        total_h = rows * ch_i + (rows - 1) * gap
        x0 = area.x + (area.w - total_w) // 2
        y0 = area.y + (area.h - total_h) // 2
        return cls(area, cw_i, ch_i, gap, x0, y0, shown_rows, shown_cols)

    @property
    def bounds(self) -> pygame.Rect:
        """The shown cells' outline."""
        cols, rows = len(self.cols), len(self.rows)
        return pygame.Rect(
            self.x0,
            self.y0,
            cols * self.cw + (cols - 1) * self.gap,
            rows * self.ch + (rows - 1) * self.gap,
        )

    @property
    def die(self) -> int:
        """The side of a die on this grid, in pixels: about half a cell's height (its width is
        larger), so that a die reads on a zone that must hold four rows."""
        return max(12, round(min(self.cw * DIE_OF_WIDTH, self.ch * DIE_OF_HEIGHT)))

    @property
    def general_die(self) -> int:
        """The General die's side: a little smaller, so that dice on the starting card's
        squares (half of each lies on the card) never touch it, yet 24 px or more where a die
        is that large, so that its pips read."""
        floor = 24 if self.die >= 26 else 12  # a die of 26 px or more leaves it the room
        return max(floor, min(round(self.die * 0.85), self.ch - self.die))

    def shows(self, r: int, c: int) -> bool:
        """Whether cell (r, c) is inside the shown window."""
        return self.rows[-1] <= r <= self.rows[0] and self.cols[0] <= c <= self.cols[-1]

    def cell_rect(self, r: int, c: int) -> pygame.Rect:
        col = c - self.cols[0]
        row = self.rows[0] - r
        return pygame.Rect(
            self.x0 + col * (self.cw + self.gap),
            self.y0 + row * (self.ch + self.gap),
            self.cw,
            self.ch,
        )

    def cell_at(self, pos: tuple[int, int], clamp: bool = False) -> tuple[int, int] | None:
        """The (row, column) under ``pos`` among the shown cells; with ``clamp``, positions
        beyond them give the cell one step outside (row 3, column 5...) so that a drop there
        can say why not."""
        step_x, step_y = self.cw + self.gap, self.ch + self.gap
        col = (pos[0] - self.x0) // step_x
        row = (pos[1] - self.y0) // step_y
        inside = 0 <= col < len(self.cols) and 0 <= row < len(self.rows)
        if not inside and not clamp:
            return None
        col = max(-1, min(len(self.cols), col))
        row = max(-1, min(len(self.rows), row))
        return self.rows[0] - row, self.cols[0] + col

    def square_center(self, square: str) -> tuple[int, int]:
        """The centre of ``black:r,c`` / ``red:r,c`` / ``general`` (the starting card)."""
        kind, _, rc = square.partition(":")
        if kind == "general" or not rc:  # the middle of the card: clear of its four squares
            return self.cell_rect(0, 0).center
        r, c = (int(v) for v in rc.split(","))
        cell = self.cell_rect(r, c)
        if kind == "black":
            return cell.right + self.gap // 2, cell.centery
        return cell.centerx, cell.top - (self.gap + 1) // 2

    def die_rect(self, square: str) -> pygame.Rect:
        d = self.die if square != "general" else self.general_die
        rect = pygame.Rect(0, 0, d, d)
        rect.center = self.square_center(square)
        return rect

    def token_rect(self, square: str) -> pygame.Rect:
        """The token under a die: a disc peeking out at the die's right (level with it, so
        that it stays clear of the dice on the squares around), or at its left where the
        right would lie under the General die or against it (the square just left of the
        starting card): its letter tab sticks out past the disc's corner, and a disc wedged
        between two dice showed only a sliver (a [Cavalry] token, 4 players at 1920x1080)."""
        die = self.die_rect(square)
        t = max(10, round(die.w * 0.72))
        rect = pygame.Rect(0, 0, t, t)
        rect.center = (die.centerx + round(die.w * 0.6), die.centery)
        room = max(4, t // 4)  # the tab's overhang and a gap
        general = self.die_rect("general")
        if square != "general" and rect.inflate(2 * room, 2 * room).colliderect(general):
            rect.center = (die.centerx - round(die.w * 0.6), die.centery)
        return rect
