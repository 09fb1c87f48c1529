"""Zone painters: how the contents of a zone are drawn, and where its cards lie.

A layout zone's painter is chosen by name from its Tiled properties (:func:`painter_name`):

- ``painter=<name>``: that painter (a game's own, or one of the kit's);
- ``kind=cards``: by ``arrange``: ``fan`` (a hand), ``row`` (cards in play; also any other
  value), ``stack`` (a pile, face up or ``face=down``, with its count), ``top`` (a face-down
  pile whose top card shows);
- ``kind=grid``, ``kind=track``, ``kind=tokens``, ``kind=supply``: the painter of that name;
- ``painter=uncrowded-fan``: a hand whose cards get narrower rather than overlap (fan.py).

Zones of a kind the game's extension draws itself (``TableExtension.kinds``) and the log,
prompt and status zones have no painter. A game adds painters (or replaces the kit's) with
its extension's ``painters`` map, or for every table with :func:`register`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.ui.table.painters.base import CardPainter, Painter
from tabletop.ui.table.painters.fan import FanPainter, UncrowdedFan
from tabletop.ui.table.painters.grid import GridPainter
from tabletop.ui.table.painters.row import RowPainter
from tabletop.ui.table.painters.stack import StackPainter
from tabletop.ui.table.painters.tokens import SupplyPainter, TokensPainter
from tabletop.ui.table.painters.top import TopPainter
from tabletop.ui.table.painters.track import TrackPainter

if TYPE_CHECKING:
    from tabletop.ui.layout import Zone
    from tabletop.ui.table.scene import TableScene

PAINTERS: dict[str, type[Painter]] = {
    "fan": FanPainter,
    "uncrowded-fan": UncrowdedFan,
    "row": RowPainter,
    "stack": StackPainter,
    "top": TopPainter,
    "grid": GridPainter,
    "track": TrackPainter,
    "tokens": TokensPainter,
    "supply": SupplyPainter,
}
CARD_ARRANGEMENTS = ("fan", "row", "stack", "top")
OWN_DRAWING = frozenset({"log", "prompt", "status"})  # zones the scene draws itself


def register(name: str, painter: type[Painter]) -> None:
    """Make ``painter`` the one named ``name`` on every table."""
    PAINTERS[name] = painter


def painter_name(zone: Zone) -> str | None:
    """The name of the painter a zone's properties ask for (None: no painter)."""
    named = zone.props.get("painter")
    if named:
        return str(named)
    kind = zone.kind
    if kind == "cards":
        return zone.arrange if zone.arrange in CARD_ARRANGEMENTS else "row"
    return None if kind in OWN_DRAWING else kind


def painter_for(scene: TableScene, lzone: str) -> Painter | None:
    """The painter of layout zone ``lzone``: the extension's of that name, else the kit's."""
    zone = scene.layout.zones[lzone]
    if zone.kind in scene.ext.kinds:
        return None
    name = painter_name(zone)
    if name is None:
        return None
    cls = scene.ext.painters.get(name) or PAINTERS.get(name)
    return cls(scene, lzone) if cls is not None else None


__all__ = [
    "PAINTERS",
    "CardPainter",
    "FanPainter",
    "GridPainter",
    "Painter",
    "RowPainter",
    "StackPainter",
    "SupplyPainter",
    "TokensPainter",
    "TopPainter",
    "TrackPainter",
    "UncrowdedFan",
    "painter_for",
    "painter_name",
    "register",
]
