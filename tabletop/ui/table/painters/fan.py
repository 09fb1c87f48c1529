"""``arrange=fan``: a hand, spread like a row (overlapping evenly when it does not fit). The
own hand's cards rise under the mouse and glow while they can be played (base.py); a hand the
viewer cannot see shows its backs and its card count."""

from __future__ import annotations

from tabletop.ui.table.painters.row import RowPainter


class FanPainter(RowPainter):
    """A hand of cards."""
