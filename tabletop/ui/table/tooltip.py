"""The reason a grey button gives under the mouse: a small panel beside it.

Why: a greyed Undo (or any button the rules do not offer yet) said nothing until clicked; the
play-tester hovered it and learnt nothing. The words are the ones a click shows as a toast.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.ui.table import theme
from tabletop.ui.table.widgets import panel

if TYPE_CHECKING:
    from tabletop.ui.table.scene import TableScene
    from tabletop.ui.table.widgets import Button


def hovered_grey(scene: TableScene) -> Button | None:
    """The disabled button of the table under the mouse (its value holds the reason)."""
    if scene.drag is not None and scene.drag.moving:
        return None
    for b in scene.buttons:
        if not b.enabled and b.hover and isinstance(b.value, str) and b.value:
            return b
    return None


def draw_tooltip(scene: TableScene, surface: pygame.Surface) -> list[pygame.Rect]:
    """The reason of the grey button under the mouse, below it (above when no room), on the
    screen; returns the area drawn."""
    button = hovered_grey(scene)
    scene.tooltip_rect = None
    if button is None:
        return []
    scale, res = scene.scale, scene.res
    size = theme.text_px(17, scale)
    pad = theme.px(10, scale, 5)
    width = min(theme.px(360, scale, 220), scene.size[0] - 2 * pad)
    lines = res.wrap(str(button.value), size, width - 2 * pad)[:5]
    line_h = res.font(size).get_linesize()
    imgs = [res.text(line, size, theme.INK) for line in lines]
    w = max(i.get_width() for i in imgs) + 2 * pad
    box = pygame.Rect(0, 0, w, line_h * len(imgs) + 2 * pad)
    gap = theme.px(6, scale, 3)
    box.topright = (button.rect.right, button.rect.bottom + gap)
    if box.bottom > scene.size[1]:
        box.bottomright = (button.rect.right, button.rect.top - gap)
    box.clamp_ip(pygame.Rect((0, 0), scene.size))
    surface.blit(panel(box.size, scale, (*theme.PANEL, 250), (*theme.GOLD, 220)), box)
    y = box.top + pad
    for img in imgs:
        surface.blit(img, (box.left + pad, y))
        y += line_h
    scene.tooltip_rect = box
    return [box]
