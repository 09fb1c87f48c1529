"""Table layouts as Tiled maps: named zone rectangles with properties, scaled to the window.

A layout is data: moving a zone is an edit of ``layouts/<game>.tmx`` in Tiled (or by hand), not
a code change. Zone names end in a seat *position* (``hand.0`` is the seat at the bottom of the
screen); the table maps positions to seats for the player whose view it shows.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pygame
import pytmx

MIN_SIZE = (800, 600)


@dataclass(frozen=True)
class Zone:
    """One named rectangle of the reference layout, with its Tiled properties."""

    name: str
    rect: tuple[float, float, float, float]  # x, y, w, h in reference pixels
    props: dict[str, Any] = field(default_factory=dict)

    @property
    def kind(self) -> str:
        return str(self.props.get("kind", "cards"))

    @property
    def arrange(self) -> str:
        return str(self.props.get("arrange", "row"))

    @property
    def face(self) -> str:
        return str(self.props.get("face", "up"))

    @property
    def owner(self) -> int:
        """The seat position owning this zone, -1 for a shared zone."""
        return int(self.props.get("owner", -1))

    @property
    def empty(self) -> str:
        """Words shown faintly in the zone while it holds nothing."""
        return str(self.props.get("empty") or "")

    @property
    def label(self) -> str:
        label = self.props.get("label", self.name)
        return "" if label is None else str(label)  # Tiled writes an empty value as None


@dataclass
class Layout:
    """The zones of one table at the reference size (usually 1920x1080)."""

    size: tuple[int, int]
    zones: dict[str, Zone]
    props: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def load(cls, path: Path | str) -> Layout:
        """Read a Tiled map's object layers; objects without a name are ignored."""
        tmx = pytmx.TiledMap(str(path))
        size = (int(tmx.width * tmx.tilewidth), int(tmx.height * tmx.tileheight))
        zones: dict[str, Zone] = {}
        for obj in tmx.objects:
            if not obj.name:
                continue
            kind = obj.type or getattr(obj, "class", None)  # Tiled 1.9+ writes class=
            props = dict(obj.properties)
            if kind and kind != "zone":
                props.setdefault("kind", kind)
            zones[obj.name] = Zone(
                obj.name, (float(obj.x), float(obj.y), float(obj.width), float(obj.height)), props
            )
        return cls(size, zones, dict(tmx.properties))

    def scale(self, window: tuple[int, int]) -> tuple[float, float]:
        return window[0] / self.size[0], window[1] / self.size[1]

    def rects(self, window: tuple[int, int]) -> dict[str, pygame.Rect]:
        """Every zone scaled to ``window``.

        Each axis is scaled on its own, so the whole window is used and rectangles that do not
        overlap in the reference never overlap at any size; what is drawn inside a zone keeps
        its own aspect (cards are fitted to their zone).
        """
        sx, sy = self.scale(window)
        out: dict[str, pygame.Rect] = {}
        for name, zone in self.zones.items():
            x, y, w, h = zone.rect
            left, top = round(x * sx), round(y * sy)
            right, bottom = round((x + w) * sx), round((y + h) * sy)
            out[name] = pygame.Rect(left, top, max(1, right - left), max(1, bottom - top))
        return out


def too_small(size: tuple[int, int]) -> bool:
    """Whether a window is below the smallest size the table lays out in."""
    return size[0] < MIN_SIZE[0] or size[1] < MIN_SIZE[1]
