"""Para Bellum's table part (the controller and the table extension still live in their old
modules until they move into this package)."""

from tabletop.controllers.para_bellum import ParaBellumController
from tabletop.ui.games.para_bellum.scores import ScoresBySource
from tabletop.ui.table.para_bellum import EXTENSION


class ParaBellumTableController(ScoresBySource, ParaBellumController):
    """The game's controller with its final score by source (scores.py)."""


CONTROLLER = ParaBellumTableController


__all__ = ["CONTROLLER", "EXTENSION"]
