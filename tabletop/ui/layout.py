"""Table layouts as Tiled maps: named zone rectangles with properties, scaled to the window.

A layout is data: moving a zone is an edit of ``layouts/<game>.tmx`` in Tiled (or by hand), not
a code change. Zone names end in a seat *position* (``hand.0`` is the seat at the bottom of the
screen); the table maps positions to seats for the player whose view it shows.

A zone's properties (Tiled custom properties; all optional):

- ``kind``: ``cards`` (the default), ``tokens`` (a seat's), ``supply`` (shared tokens),
  ``grid``, ``track``, ``log``, ``prompt``, ``status``, or a kind a game's table extension
  draws itself. Tiled's object class (or type) other than ``zone`` is taken as the kind.
- ``arrange`` (``kind=cards``): ``row`` (the default: side by side, overlapping when they do
  not fit), ``fan`` (a hand: a row whose cards rise under the mouse), ``stack`` (a pile: the top
  card over its depth, with a count badge), ``top`` (a face-down pile whose top card shows face
  up, for a zone of the rules' ``top`` visibility).
- ``face``: ``up``, ``down`` (backs only), ``view`` (as the viewing seat may see).
- ``owner``: the seat position owning the zone, -1 (the default) for a shared one.
- ``label``: the zone's title (its name by default; empty: none). ``empty``: words shown
  faintly while it holds nothing; ``empty_hint``: what to do there, shown after them at a
  table being played (not in a replay). ``count`` (bool, piles): false shows no card count.
  ``browse`` (bool, piles): a click shows the pile's cards (the default for ``discard``).
- ``kind=grid``: ``columns`` and ``rows`` (defaults 4 and 1); ``cells``, the name of a data
  entry of the view mapping a card to its cell (``n`` row by row, or ``[column, row]``).
- ``kind=track``: ``spaces`` (default 10), ``first`` (the first space's number, default 0),
  ``value``, the name of a data entry of the view holding the marker positions (a number, a
  list by seat or a map seat -> number).
- ``painter``: a painter by name, over the choice above (see :mod:`tabletop.ui.table.painters`;
  a game's table extension may bring its own).
- ``short``: shorter titles, ``|``-separated, longest first, tried in turn when the title does
  not fit its zone ("Outside the game" -> "Outside").

Small windows: an object layer with an int property ``max_width`` holds other rectangles (in
the same reference pixels) for some zones, used while the window is at most that many pixels
wide. Each axis is scaled on its own, so a 4:3 window squeezes the reference's widths far more
than its heights; such a layer gives the zones whose words need it (titles, a row of cards
whose names span their width) a larger share of the width. Properties stay the main layer's.
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
        """How a zone of cards lies: ``row`` (the default), ``fan``, ``stack`` or ``top``."""
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
    def empty_hint(self) -> str:
        """What to do in the empty zone ("drag an ally here"), said after :attr:`empty` while
        the game is played (a replay leaves it out)."""
        return str(self.props.get("empty_hint") or "")

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
    # (max window width, zone -> rect): other rectangles for windows at most that wide
    variants: list[tuple[int, dict[str, tuple[float, float, float, float]]]] = field(
        default_factory=list
    )

    @classmethod
    def load(cls, path: Path | str) -> Layout:
        """Read a Tiled map's object layers; objects without a name are ignored."""
        tmx = pytmx.TiledMap(str(path))
        size = (int(tmx.width * tmx.tilewidth), int(tmx.height * tmx.tileheight))
        zones: dict[str, Zone] = {}
        variants: list[tuple[int, dict[str, tuple[float, float, float, float]]]] = []
        for group in tmx.objectgroups:
            width = (group.properties or {}).get("max_width")
            if width is None:
                continue
            rects = {
                o.name: (float(o.x), float(o.y), float(o.width), float(o.height))
                for o in group
                if o.name
            }
            variants.append((int(width), rects))
        variants.sort(key=lambda v: v[0])  # the narrowest first: the tightest that applies
        for group in tmx.objectgroups:
            if (group.properties or {}).get("max_width") is not None:
                continue
            for obj in group:
                if not obj.name:
                    continue
                kind = obj.type or getattr(obj, "class", None)  # Tiled 1.9+ writes class=
                props = dict(obj.properties)
                if kind and kind != "zone":
                    props.setdefault("kind", kind)
                zones[obj.name] = Zone(
                    obj.name,
                    (float(obj.x), float(obj.y), float(obj.width), float(obj.height)),
                    props,
                )
        return cls(size, zones, dict(tmx.properties), variants)

    def scale(self, window: tuple[int, int]) -> tuple[float, float]:
        return window[0] / self.size[0], window[1] / self.size[1]

    def rects(self, window: tuple[int, int]) -> dict[str, pygame.Rect]:
        """Every zone scaled to ``window``.

        Each axis is scaled on its own, so the whole window is used and rectangles that do not
        overlap in the reference never overlap at any size; what is drawn inside a zone keeps
        its own aspect (cards are fitted to their zone). A small window takes the rectangles
        of the narrowest layer of ``max_width`` at least its width, where it has one.
        """
        sx, sy = self.scale(window)
        other = next((rects for width, rects in self.variants if window[0] <= width), {})
        out: dict[str, pygame.Rect] = {}
        for name, zone in self.zones.items():
            x, y, w, h = other.get(name, zone.rect)
            left, top = round(x * sx), round(y * sy)
            right, bottom = round((x + w) * sx), round((y + h) * sy)
            out[name] = pygame.Rect(left, top, max(1, right - left), max(1, bottom - top))
        return out


def too_small(size: tuple[int, int]) -> bool:
    """Whether a window is below the smallest size the table lays out in."""
    return size[0] < MIN_SIZE[0] or size[1] < MIN_SIZE[1]
