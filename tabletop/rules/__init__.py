"""The shared rules layer: the one contract the table, bots, saves and tests speak.

Never imports pygame, never touches the screen, the disk or the clock.
"""

from tabletop.rules.errors import IllegalAction, LoadError
from tabletop.rules.game import Game
from tabletop.rules.outcome import Outcome
from tabletop.rules.rng import Rng
from tabletop.rules.state import State
from tabletop.rules.values import Action, Decision, Event

__all__ = [
    "Action",
    "Decision",
    "Event",
    "Game",
    "IllegalAction",
    "LoadError",
    "Outcome",
    "Rng",
    "State",
]
