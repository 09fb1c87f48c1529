"""The card shown large with its text: where it goes, clear of what the player must still see.

The table's hover, keyboard play's lit card and the pickers' cards all use it, so that a card
reads the same wherever it is pointed at. Why a module of its own: the placement (beside the
card, away from the lit drop targets and the prompt) is shared, and board.py is long enough.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.ui.placing import overlap
from tabletop.ui.table import theme

if TYPE_CHECKING:
    from tabletop.ui.table.scene import TableScene
    from tabletop.ui.table.widgets import Picker


def place_beside(
    size: tuple[int, int],
    src: pygame.Rect,
    screen: pygame.Rect,
    gap: int,
    avoid: list[pygame.Rect],
    vertical_first: bool = False,
) -> pygame.Rect:
    """A rectangle of ``size`` next to ``src`` (above, below, right or left, on the screen)
    covering as little of ``avoid`` as can be; ties keep the usual order."""
    rect = pygame.Rect((0, 0), size)
    spots = []
    above = rect.copy()
    above.midbottom = (src.centerx, src.top - gap)
    below = rect.copy()
    below.midtop = (src.centerx, src.bottom + gap)
    right = rect.copy()
    right.midleft = (src.right + gap, src.centery)
    left = rect.copy()
    left.midright = (src.left - gap, src.centery)
    order = [above, below, right, left] if vertical_first else [right, left, above, below]
    for i, cand in enumerate(order):
        fits = screen.contains(cand)
        cand = cand.clamp(screen)
        spots.append((not fits, overlap(cand, [src, *avoid]), i, cand))
    if not avoid:  # the usual place: the first that fits
        return min(spots, key=lambda s: (s[0], s[2]))[3]
    best = min(spots, key=lambda s: (s[1], s[0], s[2]))
    if best[1] == 0:
        return best[3]
    return clear_spot(size, src, screen, avoid) or best[3]


_SPOTS: dict[tuple[object, ...], pygame.Rect | None] = {}


def clear_spot(
    size: tuple[int, int], src: pygame.Rect, screen: pygame.Rect, avoid: list[pygame.Rect]
) -> pygame.Rect | None:
    """The place on the screen nearest ``src`` where a card of ``size`` covers none of
    ``avoid`` (nor ``src``); None when there is none. Cached: it is asked every frame."""
    key = (size, tuple(src), tuple(screen), tuple(map(tuple, avoid)))
    if key in _SPOTS:
        return _SPOTS[key]
    if len(_SPOTS) > 64:
        _SPOTS.clear()
    keep = [src, *avoid]
    step = max(8, min(size) // 8)
    found: tuple[int, pygame.Rect] | None = None
    for y in range(screen.top, screen.bottom - size[1] + 1, step):
        for x in range(screen.left, screen.right - size[0] + 1, step):
            cand = pygame.Rect((x, y), size)
            if cand.collidelist(keep) != -1:
                continue
            dist = (cand.centerx - src.centerx) ** 2 + (cand.centery - src.centery) ** 2
            if found is None or dist < found[0]:
                found = (dist, cand)
    _SPOTS[key] = found[1] if found else None
    return _SPOTS[key]


def avoid_rects(scene: TableScene) -> list[pygame.Rect]:
    """What keyboard play must keep in sight: the lit card's targets and the prompt panel."""
    keys = scene.keys
    if not keys.active:
        return []
    out = []
    lit = keys.lit() if keys.held is None else None
    if lit is not None and lit.kind == "take":
        out = [r for r in map(keys.target_rect, lit.targets) if r is not None]
    if "prompt" in scene.rects:
        out.append(scene.rects["prompt"])
    return out


def draw_face(
    scene: TableScene, surface: pygame.Surface, card: str, rect: pygame.Rect
) -> pygame.Rect:
    """``card``'s face at ``rect`` with its numbers as they are now (a gear's bonus) over
    the printed ones: a card shown large or carried reads as it counts."""
    drawn = surface.blit(scene.art.face(card, rect.size), rect)
    numbers = scene.ext.card_numbers(card)
    if numbers:
        scene.art.draw_numbers(surface, card, rect, numbers)
    return drawn


def draw_large(
    scene: TableScene,
    surface: pygame.Surface,
    card: str,
    src: pygame.Rect,
    avoid: list[pygame.Rect],
    vertical_first: bool,
    size: tuple[int, int] | None = None,
) -> list[pygame.Rect]:
    """``card`` drawn large beside ``src`` with the game's notes; returns the areas drawn.

    With rectangles to keep clear, a card that cannot miss them all shrinks (down to a size
    still easy to read) until it does."""
    screen = pygame.Rect((0, 0), scene.size)
    gap = theme.px(16, scene.scale, 6)
    size = size or scene.hover_size(src.h)
    rect = place_beside(size, src, screen, gap, avoid, vertical_first)
    smallest = max(src.h + 20, theme.px(300, scene.scale, 200))
    while avoid and overlap(rect, avoid) and size[1] > smallest:
        h = max(smallest, round(size[1] * 0.85))
        size = (round(h * 250 / 350), h)
        rect = place_beside(size, src, screen, gap, avoid, vertical_first)
    shadow = scene.art.shadow(size)
    drawn = [surface.blit(shadow, shadow.get_rect(center=(rect.centerx + 6, rect.centery + 8)))]
    drawn.append(draw_face(scene, surface, card, rect))
    notes = draw_notes(scene, surface, card, rect, src, avoid)
    return drawn + ([notes] if notes is not None else [])


def draw_notes(
    scene: TableScene,
    surface: pygame.Surface,
    card: str,
    big: pygame.Rect,
    src: pygame.Rect,
    avoid: list[pygame.Rect],
) -> pygame.Rect | None:
    """The game's notes on a card shown large, in a panel beside it, away from the card under
    the mouse and from what must stay in sight; returns the area drawn."""
    img = scene.notes_image(card)
    if img is None:
        return None
    screen = pygame.Rect((0, 0), scene.size)
    gap = theme.px(12, scene.scale, 4)
    rect = img.get_rect()
    right = rect.copy()
    right.topleft = (big.right + gap, big.top)
    left = rect.copy()
    left.topright = (big.left - gap, big.top)
    below = rect.copy()
    below.midtop = (big.centerx, big.bottom + gap)
    above = rect.copy()
    above.midbottom = (big.centerx, big.top - gap)
    away_right = big.centerx >= src.centerx
    order = [right, left] if away_right else [left, right]
    best = None
    for i, cand in enumerate([*order, below, above]):
        fits = screen.contains(cand)
        cand = cand.clamp(screen)
        score = (not fits, overlap(cand, [big, src, *avoid]), i)
        if best is None or score < best[0]:
            best = (score, cand)
    assert best is not None
    return surface.blit(img, best[1])


def draw_picker_preview(
    scene: TableScene, surface: pygame.Surface, picker: Picker
) -> list[pygame.Rect]:
    """The picker's card under the mouse (or lit by the keyboard) shown large with its text,
    beside its cell, as the table shows a hovered card."""
    i = picker.hover
    if picker.hidden or i is None or not 0 <= i < len(picker.cells) or not picker.visible(i):
        return []
    entry = picker.spec.entries[i]
    cell = picker.cells[i]
    # a picker's cards are already large: half as tall again, to read their text at a glance
    h = max(scene.hover_size(cell.h)[1], min(round(cell.h * 1.5), round(scene.size[1] * 0.7)))
    size = (round(h * 250 / 350), h)
    return draw_large(scene, surface, entry.card, cell, [], vertical_first=False, size=size)
