"""Which part of a battlefield the table shows: the occupied cells, the empty cells next to
them (where a card could go) and every cell a legal action names, so that the cards, dice and
tokens are as large as the zone allows (a full 4x9 grid in a small zone makes one card tiny).

The window changes only with a new view (a card placed, a new decision), never while a card
is in the air: a drag lands where it was aimed.
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from tabletop.games.para_bellum import grid as G
from tabletop.ui.games.para_bellum.grid import COLUMNS, ROWS, GridGeometry

Window = tuple[tuple[int, ...], tuple[int, ...]]  # rows top to bottom, columns left to right
MIN_COLS = 3  # the starting card and its two neighbours


def window(grid: dict[str, str], legal: Iterable[tuple[int, int]] = ()) -> Window:
    """The rows and columns to show for a battlefield holding ``grid`` ("r,c" -> card) when
    the cells ``legal`` can be played: occupied cells, their empty neighbours, the legal
    cells, all inside the 4x9 grid."""
    cells = {cell for cell in (G.parse_cell(k) for k in grid) if cell and G.inside(*cell)}
    if not cells:
        cells = {(0, 0)}
    reach = set(cells)
    for r, c in cells:
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            if G.inside(r + dr, c + dc):
                reach.add((r + dr, c + dc))
    reach |= {cell for cell in legal if G.inside(*cell)}
    top, bottom = max(r for r, _ in reach), min(r for r, _ in reach)
    left, right = min(c for _, c in reach), max(c for _, c in reach)
    while right - left + 1 < MIN_COLS:  # widen evenly, inside the grid
        if left > COLUMNS[0]:
            left -= 1
        if right - left + 1 < MIN_COLS and right < COLUMNS[-1]:
            right += 1
    return tuple(range(top, bottom - 1, -1)), tuple(range(left, right + 1))


def windows_possible() -> list[Window]:
    """Every window shape a battlefield can need (3 or 4 rows, 3 to 9 columns), placed at
    the grid's corner: the sizes the warm-up draws ahead."""
    out = []
    for n_rows in (3, 4):
        for n_cols in range(MIN_COLS, len(COLUMNS) + 1):
            out.append((ROWS[:n_rows], COLUMNS[:n_cols]))
    return out


def fit(area: pygame.Rect, gap: int, shown: Window) -> GridGeometry:
    return GridGeometry.fit(area, gap, shown[0], shown[1])
