"""What Bahamut Dispute's game-over chart follows: each player's life, turn by turn, and the
figures a player remembers (see :mod:`tabletop.rules.story`)."""

from __future__ import annotations

from tabletop.rules.story import OPPONENT, Figure, StoryPlan, Track, per_seat

STORY = StoryPlan(
    unit="turn",
    unit_words=("Turn", "Turns"),
    begins=("turn",),
    track=Track("Life", per_seat("life")),
    figures=(
        Figure("Cards played", actions=("play",)),
        Figure("Damage dealt", events=("damage",), whose=OPPONENT, amount=True),
        Figure("Monster attacks", events=("attack",)),
        Figure("Cards cancelled", events=("cancel",)),
    ),
)
