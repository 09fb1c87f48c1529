"""The game table scene (generic over games: layouts and controllers supply the differences)."""

from tabletop.ui.table.scene import TableScene

__all__ = ["TableScene"]
