"""Para Bellum's table part, declared here: its controller (decisions as drags, clicks and
buttons; no pygame) and its table extension (battlefield grids, dice, panels, the Command row,
the Battle Reward).

``controller`` is the controller and ``scores`` its final score by source; ``table`` joins the
extension's parts (see its docstring); ``cards`` draws the card faces; ``grid`` is where a
battlefield's cells, squares, dice and tokens sit; ``driver`` plays by posted mouse events
(tests and benchmarks).
"""

from tabletop.ui.games.para_bellum.controller import ParaBellumController
from tabletop.ui.games.para_bellum.panels import TEAM_NAMES
from tabletop.ui.games.para_bellum.scores import ScoresBySource
from tabletop.ui.games.para_bellum.table import ParaBellumTable


class ParaBellumTableController(ScoresBySource, ParaBellumController):
    """The game's controller with its final score by source (scores.py)."""


CONTROLLER = ParaBellumTableController
EXTENSION = ParaBellumTable

__all__ = ["CONTROLLER", "EXTENSION", "TEAM_NAMES"]
