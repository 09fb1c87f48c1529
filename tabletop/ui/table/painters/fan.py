"""``arrange=fan``: a hand, spread like a row (overlapping evenly when it does not fit). The
own hand's cards rise under the mouse and glow while they can be played (base.py); a hand the
viewer cannot see shows its backs and its card count.

``painter=uncrowded-fan``: a hand whose cards get a little narrower rather than overlap, so
that a full hand still shows every name whole (the name is printed across a small face's
whole width: an overlap hid "Prime Ti…" in a Bahamut Dispute hand of seven)."""

from __future__ import annotations

from tabletop.ui.table.painters.row import RowPainter, Uncrowded


class FanPainter(RowPainter):
    """A hand of cards."""


class UncrowdedFan(Uncrowded, FanPainter):
    """A hand of cards side by side, a little smaller as it grows, down to 64 px wide."""
