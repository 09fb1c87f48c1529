"""Where a message goes on a screen crowded with things it must not hide.

Why here, apart from widgets.py: the search is the same for any message over any screen (the
app's messages over the launcher or the table), and widgets.py holds the drawing.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame


def px(value: float, scale: float) -> int:
    """A design-size length in pixels at ``scale``."""
    return max(1, round(value * scale))


def free_place(
    box: pygame.Rect, size: tuple[int, int], scale: float, avoid: Sequence[pygame.Rect]
) -> pygame.Rect:
    """Where a message of ``box``'s size lies: centred at the bottom of the window, else at
    its top, else the free place nearest the window's middle (on a grid of steps of 24 design
    pixels), else where it covers least of ``avoid``. At the table, "Saved as ..." moved from
    the person's hand to the top, over the opponent's cards: it now keeps off both."""
    w, h = size
    margin = px(36, scale)
    window = pygame.Rect((0, 0), size)
    bottom = box.copy()
    bottom.midbottom = (w // 2, h - margin)
    top = box.copy()
    top.midtop = (w // 2, margin)
    step = px(24, scale)
    edge = px(8, scale)
    grid = []
    for y in range(edge, max(edge, h - box.h - edge) + 1, step):
        for x in range(edge, max(edge, w - box.w - edge) + 1, step):
            grid.append(pygame.Rect((x, y), box.size))
    grid.sort(key=lambda r: abs(r.centerx - w // 2) + abs(r.centery - h // 2))
    return least_covering([r.clamp(window) for r in (bottom, top, *grid)], avoid)


def overlap(rect: pygame.Rect, avoid: Sequence[pygame.Rect]) -> int:
    """How many pixels of ``rect`` lie over the rectangles to keep clear."""
    total = 0
    for r in avoid:
        clip = rect.clip(r)
        total += clip.w * clip.h
    return total


def least_covering(trials: Sequence[pygame.Rect], avoid: Sequence[pygame.Rect]) -> pygame.Rect:
    """The first of ``trials`` that covers nothing of ``avoid``, else the one that covers
    least of it (the first of equals): what a message or a tooltip over a crowded screen
    takes."""
    for trial in trials:
        if trial.collidelist(list(avoid)) == -1:
            return trial
    return min(trials, key=lambda r: overlap(r, avoid))
