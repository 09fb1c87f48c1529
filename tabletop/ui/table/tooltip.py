"""The reason a grey button gives under the mouse: a small panel beside it.

Why: a greyed Undo (or any button the rules do not offer yet) said nothing until clicked; the
play-tester hovered it and learnt nothing. The words are the ones a click shows as a toast. It
lies where it hides nothing in use (:func:`place`): below Undo it covered the prompt's question.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.ui.placing import least_covering
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
    """The reason of the grey button under the mouse, next to it (:func:`place`), on the
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
    box = place(scene, button, (w, line_h * len(imgs) + 2 * pad))
    surface.blit(panel(box.size, scale, (*theme.PANEL, 250), (*theme.GOLD, 220)), box)
    y = box.top + pad
    for img in imgs:
        surface.blit(img, (box.left + pad, y))
        y += line_h
    scene.tooltip_rect = box
    return [box]


def place(scene: TableScene, button: Button, size: tuple[int, int]) -> pygame.Rect:
    """Where the reason goes: above the button, else beside the prompt panel at its height,
    else below it; the first place that covers nothing in use (the prompt's words and
    buttons, the cards, the log's lines), else the one that covers least of it. Below the
    Undo button it lay over the prompt's question."""
    window = pygame.Rect((0, 0), scene.size)
    gap = theme.px(6, scene.scale, 3)
    prompt = scene.rects.get("prompt", button.rect)
    edge = max(2, theme.px(6, scene.scale))  # the panel's rim: nothing to read there
    keep = [prompt.inflate(-2 * edge, -2 * edge), *(s.rect for s in scene.spots())]
    keep += [b.rect for b in scene.buttons if b is not button]
    if "log" in scene.rects:
        keep.append(scene.log.written())
    trials = []
    for corner, point in (
        ("bottomright", (button.rect.right, button.rect.top - gap)),
        ("topright", (min(prompt.left, button.rect.left) - gap, button.rect.top)),
        ("topright", (button.rect.right, button.rect.bottom + gap)),
    ):
        trial = pygame.Rect((0, 0), size)
        setattr(trial, corner, point)
        trials.append(trial.clamp(window))
    return least_covering(trials, keep)
