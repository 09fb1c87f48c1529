"""What Para Bellum's game-over chart follows: each player's victory points as the final
scoring would count them, round by round, and the figures of the battle (see
:mod:`tabletop.rules.story`)."""

from __future__ import annotations

from tabletop.games.para_bellum.scoring import seat_score
from tabletop.rules.state import State
from tabletop.rules.story import Figure, StoryPlan, Track


def victory_points(state: State) -> list[float]:
    """Each seat's score now, every source counted (the game-over table's total)."""
    return [float(seat_score(state.data, seat)["total"]) for seat in range(state.players)]


STORY = StoryPlan(
    unit="round",
    unit_words=("Round", "Rounds"),
    begins=("round",),
    track=Track("Victory points", victory_points),
    figures=(
        Figure("Army cards placed", actions=("place",)),
        Figure("Command cards played", actions=("command", "deploy")),
        Figure("Dice rolled", events=("roll", "reroll")),
        Figure("Legions completed", events=("legion",)),
        Figure("Color Banners placed", events=("banner",)),
    ),
)
