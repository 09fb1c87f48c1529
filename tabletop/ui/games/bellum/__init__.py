"""Bellum's table part: its controller (controller.py), its table extension (table.py: event
animations, the hover's notes), its painters (painters.py: creatures in play, cities, Bis piles),
its words (words.py: the glossary, the launcher's options) and its card faces (cards.py)."""

from tabletop.ui.games.bellum.controller import CONTROLLER
from tabletop.ui.games.bellum.table import EXTENSION
from tabletop.ui.games.bellum.words import OPTIONS

__all__ = ["CONTROLLER", "EXTENSION", "OPTIONS"]
