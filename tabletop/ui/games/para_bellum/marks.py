"""Para Bellum's legion colours and the marks drawn with them: each colour's fill (from the
palette setting: standard or colour-blind), letter, badge shape and band pattern, so that
colours never rely on hue alone; the badges, patterns and legion bands of cards, banners and
the Battle Reward's lines.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping
from typing import Any

import pygame

from tabletop.ui import palette
from tabletop.ui.resources import Resources

READ = 12  # no text on a face under 12 px: smaller, it is left out (the hover shows the card
# large) or cut with "…"; a colour's badge keeps its shape and pattern without its letter

# Legion colours: fill, dark edge, light (text on it), letter, badge shape, band pattern.
_STANDARD: dict[str, dict[str, Any]] = {
    "red": {
        "fill": (200, 44, 44),
        "dark": (90, 12, 12),
        "ink": (255, 240, 236),
        "letter": "R",
        "shape": "circle",
        "pattern": "diagonal",
    },
    "blue": {
        "fill": (40, 96, 212),
        "dark": (12, 30, 84),
        "ink": (236, 244, 255),
        "letter": "B",
        "shape": "square",
        "pattern": "horizontal",
    },
    "green": {
        "fill": (42, 150, 66),
        "dark": (10, 58, 22),
        "ink": (236, 255, 240),
        "letter": "G",
        "shape": "triangle",
        "pattern": "dots",
    },
    "yellow": {
        "fill": (236, 192, 40),
        "dark": (110, 82, 6),
        "ink": (40, 28, 0),
        "letter": "Y",
        "shape": "diamond",
        "pattern": "checks",
    },
    "purple": {
        "fill": (140, 62, 176),
        "dark": (50, 16, 70),
        "ink": (248, 236, 255),
        "letter": "P",
        "shape": "hexagon",
        "pattern": "vertical",
    },
}
# The colour-blind variant (palette setting): Okabe-Ito-like hues chosen to stay apart under
# the Machado 2009 deuteranopia and protanopia simulations (the letters, shapes and patterns
# stay the same).
_COLOUR_BLIND_FILL: dict[str, tuple[int, int, int]] = {
    "red": (205, 96, 10),
    "blue": (0, 60, 140),
    "green": (0, 135, 135),
    "yellow": (250, 240, 50),
    "purple": (240, 180, 235),
}
palette.register(
    "para-bellum.legions",
    {c: spec["fill"] for c, spec in _STANDARD.items()},
    _COLOUR_BLIND_FILL,
)


def _variant(spec: dict[str, Any], fill: tuple[int, int, int]) -> dict[str, Any]:
    """``spec`` in another fill: a dark edge from it, the ink that reads on it."""
    light = 0.299 * fill[0] + 0.587 * fill[1] + 0.114 * fill[2]
    dark = tuple(round(v * 0.4) for v in fill)
    ink = (40, 28, 0) if light > 150 else (250, 246, 240)
    return {**spec, "fill": fill, "dark": dark, "ink": ink}


class LegionColours(Mapping[str, dict[str, Any]]):
    """The legion colours in the palette now in use (``palette.colours``), by name."""

    def __init__(self) -> None:
        self._variants: dict[str, dict[str, dict[str, Any]]] = {}

    def _now(self) -> dict[str, dict[str, Any]]:
        mode = palette.mode()
        if mode not in self._variants:
            fills = palette.colours("para-bellum.legions")
            self._variants[mode] = {
                c: spec if fills[c] == spec["fill"] else _variant(spec, fills[c])
                for c, spec in _STANDARD.items()
            }
        return self._variants[mode]

    def __getitem__(self, colour: str) -> dict[str, Any]:
        return self._now()[colour]

    def __iter__(self) -> Iterator[str]:
        return iter(_STANDARD)

    def __len__(self) -> int:
        return len(_STANDARD)


COLOURS = LegionColours()

# ----- colour marks (also used by the table for banners and reward lines) -------------------


def shape_points(shape: str, center: tuple[float, float], r: float) -> list[tuple[float, float]]:
    cx, cy = center
    if shape == "square":
        k = r * 0.86
        return [(cx - k, cy - k), (cx + k, cy - k), (cx + k, cy + k), (cx - k, cy + k)]
    if shape == "triangle":
        return [(cx, cy - r * 1.05), (cx + r * 1.05, cy + r * 0.8), (cx - r * 1.05, cy + r * 0.8)]
    if shape == "diamond":
        return [(cx, cy - r * 1.12), (cx + r * 1.12, cy), (cx, cy + r * 1.12), (cx - r * 1.12, cy)]
    if shape == "hexagon":
        return [
            (cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a)))
            for a in range(0, 360, 60)
        ]
    return []


def draw_badge(
    surf: pygame.Surface, res: Resources, colour: str, center: tuple[int, int], r: int
) -> None:
    """The colour's letter in its shape: readable without telling hues apart."""
    spec = COLOURS[colour]
    r = max(4, r)
    if spec["shape"] == "circle":
        pygame.draw.circle(surf, spec["dark"], center, r + max(1, r // 6))
        pygame.draw.circle(surf, spec["fill"], center, r)
        pygame.draw.circle(surf, (255, 255, 255), center, r, max(1, r // 7))
    else:
        outer = shape_points(spec["shape"], center, r + max(1, r // 5))
        inner = shape_points(spec["shape"], center, r)
        pygame.draw.polygon(surf, spec["dark"], outer)
        pygame.draw.polygon(surf, spec["fill"], inner)
        pygame.draw.polygon(surf, (255, 255, 255), inner, max(1, r // 7))
    size = int(r * (1.15 if spec["shape"] in ("circle", "hexagon", "square") else 0.95))
    if size < READ:  # too small to read: the shape says the colour
        return
    letter = res.text(spec["letter"], size, spec["ink"], True)
    dy = r // 6 if spec["shape"] == "triangle" else 0
    surf.blit(letter, letter.get_rect(center=(center[0], center[1] + dy)))


def draw_pattern(surf: pygame.Surface, colour: str, rect: pygame.Rect) -> None:
    """The colour's pattern inside ``rect`` (on top of its fill)."""
    pattern = COLOURS[colour]["pattern"]
    shade = (*COLOURS[colour]["dark"], 150) if colour != "yellow" else (120, 84, 0, 110)
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    w, h = rect.size
    step = max(5, h // 4)
    width = max(1, step // 4)
    if pattern == "diagonal":
        for x in range(-h, w + h, step):
            pygame.draw.line(layer, shade, (x, h), (x + h, 0), width)
    elif pattern == "horizontal":
        for y in range(step // 2, h, max(4, step * 2 // 3)):
            pygame.draw.line(layer, shade, (0, y), (w, y), width)
    elif pattern == "vertical":
        for x in range(step // 2, w, max(4, step * 2 // 3)):
            pygame.draw.line(layer, shade, (x, 0), (x, h), width)
    elif pattern == "dots":
        dot = max(1, step // 5)
        for y in range(step // 2, h, step):
            off = (y // step) % 2 * (step // 2)
            for x in range(step // 2 + off, w, step):
                pygame.draw.circle(layer, shade, (x, y), dot)
    elif pattern == "checks":
        cell = max(3, step // 2)
        for y in range(0, h, cell):
            for x in range((y // cell) % 2 * cell, w, 2 * cell):
                layer.fill(shade, pygame.Rect(x, y, cell, cell))
    surf.blit(layer, rect)


def draw_band(
    surf: pygame.Surface,
    res: Resources,
    rect: pygame.Rect,
    left: str,
    right: str,
    through: bool,
    badges: bool = True,
) -> None:
    """A legion band across ``rect``: one segment edge to edge, or two capped halves."""
    h = rect.h
    edge = max(1, h // 14)
    if through:
        segs = [(pygame.Rect(rect.x, rect.y, rect.w, h), left, None)]
    else:
        gap = max(3, rect.w // 14)
        half = (rect.w - gap) // 2
        segs = [
            (pygame.Rect(rect.x, rect.y, half, h), left, "right"),
            (pygame.Rect(rect.right - half, rect.y, half, h), right, "left"),
        ]
    for seg, colour, cap in segs:
        spec = COLOURS[colour]
        pygame.draw.rect(surf, spec["fill"], seg)
        draw_pattern(surf, colour, seg)
        pygame.draw.line(surf, spec["dark"], seg.topleft, (seg.right - 1, seg.top), edge)
        pygame.draw.line(
            surf, spec["dark"], (seg.left, seg.bottom - 1), (seg.right - 1, seg.bottom - 1), edge
        )
        if cap is not None:  # the closed end: a thick dark bar with a rounded knob
            bar_w = max(3, h // 4)
            x = seg.right - bar_w if cap == "right" else seg.left
            bar = pygame.Rect(x, seg.y - h // 8, bar_w, h + h // 4)
            pygame.draw.rect(surf, (24, 16, 8), bar, border_radius=max(1, bar_w // 3))
            pygame.draw.rect(
                surf,
                (236, 200, 110),
                bar.inflate(-max(2, bar_w // 2), -max(2, bar_w // 2)),
                border_radius=max(1, bar_w // 4),
            )
        if badges:
            cx = seg.centerx - (h // 8 if cap == "right" else -h // 8 if cap == "left" else 0)
            draw_badge(surf, res, colour, (cx, seg.centery), max(4, int(h * 0.36)))
    if through:  # open ends: arrows that run off both edges
        a = max(3, h // 4)
        ink = (255, 255, 255)
        for x, d in ((rect.x + a // 2 + 1, -1), (rect.right - a // 2 - 2, 1)):
            cy = rect.centery
            pts = [(x - d * a // 2, cy - a), (x + d * a // 2, cy), (x - d * a // 2, cy + a)]
            pygame.draw.lines(surf, (20, 14, 8), False, pts, max(2, h // 7) + 2)
            pygame.draw.lines(surf, ink, False, pts, max(2, h // 7))
