"""What Bellum's game-over chart follows: the enemy districts each city has plundered (four
win), turn by turn, and the figures of the war (see :mod:`tabletop.rules.story`)."""

from __future__ import annotations

from tabletop.rules.state import State
from tabletop.rules.story import OPPONENT, Figure, StoryPlan, Track


def plundered_by(state: State) -> list[float]:
    """The districts each seat has plundered: the other city's lost districts."""
    lost = state.data["plundered"]
    return [float(lost[1 - seat]) for seat in range(len(lost))]


STORY = StoryPlan(
    unit="turn",
    unit_words=("Turn", "Turns"),
    begins=("turn",),
    track=Track("Districts plundered", plundered_by, limit=4, limit_words="Won at 4"),
    figures=(
        # creatures, relics and spells alike, and Interruptions played in another's turn
        Figure("Cards played", actions=("play", "interrupt")),
        Figure("Cards bought", events=("buy",)),
        Figure("Attacks", events=("attack",)),
        Figure("Damage dealt", events=("damage",), whose=OPPONENT, amount=True),
        Figure("Enemy creatures destroyed", events=("destroyed",), whose=OPPONENT),
        Figure("Districts plundered", events=("plunder",), whose=OPPONENT),
    ),
)
