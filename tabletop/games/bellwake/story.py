"""What Bellwake's game-over chart follows: the Hush, round by round, one line for both keepers
(the game is won or lost together), scenario by scenario in a campaign; and what the keepers
did (see :mod:`tabletop.rules.story`)."""

from __future__ import annotations

from tabletop.games.bellwake import GAME
from tabletop.rules.state import State
from tabletop.rules.story import TABLE, Figure, StoryPlan, Track, shared
from tabletop.rules.values import Event

HUSH_LIMIT = int(GAME.constants["hush_loss"])  # a scenario is lost when the Hush reaches it


def scenario_name(state: State) -> str:
    """The scenario being played, by its title ("The Foundry Below")."""
    scenario = state.scenario
    plans = getattr(state.game, "scenarios", {})
    return str(plans[scenario]["name"]) if scenario in plans else ""


def silenced(event: Event) -> bool:
    """An enemy leaving play beaten (to the victory display or the encounter discard pile)."""
    card = event.card
    return card is not None and GAME.card_def(card).get("type") == "enemy"


STORY = StoryPlan(
    unit="turn",  # the rounds of the whole campaign (``round`` starts again each scenario)
    unit_words=("Round", "Rounds"),
    begins=("round",),
    ends=("scenario_end",),
    opens=("scenario",),
    section=scenario_name,
    track=Track(
        "The Hush",
        shared("hush"),
        shared=True,
        limit=HUSH_LIMIT,
        limit_words=f"Lost at {HUSH_LIMIT}",
    ),
    figures=(
        Figure("Cards played", actions=("play",)),
        Figure("Attack damage dealt", events=("attack",), amount=True),
        Figure("Bell tolls", events=("toll",)),
        Figure(
            "Enemies silenced",
            events=("move",),
            whose=TABLE,
            dst=("victory", "encounter_discard"),
            test=silenced,
        ),
        Figure("Progress made", events=("progress",), whose=TABLE, amount=True),
        Figure("Hush pushed back", events=("hush",), whose=TABLE, amount=True, sign=-1),
    ),
)
