"""Bahamut Dispute's table part: its controller (controller.py) and its table extension, the
animations of its own events (table.py)."""

from tabletop.ui.games.bahamut_dispute.controller import CONTROLLER
from tabletop.ui.games.bahamut_dispute.table import EXTENSION

__all__ = ["CONTROLLER", "EXTENSION"]
