"""Para Bellum's table part: its controller (decisions as drags, clicks and buttons) and its
table extension (battlefield grids, dice, panels, the Command row, the Battle Reward).

The modules: ``controller`` (no pygame), ``table`` (the extension, made of the parts below),
``cards`` (the card faces), ``grid`` (where cells, squares, dice and tokens sit), ``driver``
(playing by posted mouse events, for tests and benchmarks).
"""

from tabletop.ui.games.para_bellum.controller import ParaBellumController
from tabletop.ui.games.para_bellum.table import ParaBellumTable

CONTROLLER = ParaBellumController
EXTENSION = ParaBellumTable

__all__ = ["CONTROLLER", "EXTENSION"]
