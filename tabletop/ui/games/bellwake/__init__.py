"""Bellwake's table part: its controller (controller.py), its table extension (table.py: the
campaign log, where gear lies, event animations, the hover's notes), its painters (painters.py:
the Hush track, the round, parties, engaged enemies, progress), the venture's running total
(venture.py), the campaign log's drawing (campaign.py), its words (words.py) and a mouse
player for tests (driver.py)."""

from tabletop.ui.games.bellwake.controller import CONTROLLER
from tabletop.ui.games.bellwake.table import EXTENSION
from tabletop.ui.games.bellwake.words import SEAT_LABELS

__all__ = ["CONTROLLER", "EXTENSION", "SEAT_LABELS"]
