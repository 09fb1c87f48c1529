"""A whole scenario of Bellwake (the Lower Stair) played by posted mouse events through the
app's real loop: Hale Brann's keeper (seat 0) makes every decision by the gesture the table
shows for it (a random legal choice each time), with a bot as Sefa Wren, to the scenario's end."""

from __future__ import annotations

from tabletop import ai
from tabletop.games import get
from tabletop.ui.games.bellwake.driver import MousePlayer
from tests.ui.table_helpers import (
    data_dir,  # noqa: F401 (an autouse fixture)
    mouse_table,
    play_by_mouse,
)

GAME = get("bellwake")
SEED = 1


def test_a_whole_scenario_of_bellwake_played_by_mouse() -> None:
    """Every decision of a keeper's whole scenario, made with posted mouse events: each legal
    action must be reachable by a drag, a click, a picker or a button."""
    state = GAME.setup(SEED, 2, scenario="lower-stair")
    me = ai.get("random", 200 + SEED)
    with mouse_table(state, {1: ai.get("greedy", 100)}, MousePlayer) as mouse:
        used = play_by_mouse(state, mouse, me)
        assert any(g.startswith("drag hand to ") for g in used), used
        assert any(g.startswith("button") for g in used), used
        assert "drag party to staging" in used and "click card (toggle)" in used, used


def test_a_whole_campaign_by_mouse_learns_upgrades_in_the_campaign_log() -> None:
    """The three scenarios and the camps between them: an upgrade is learnt by a click on its
    button in the campaign log's panel."""
    state = GAME.setup(101, 2)
    me = ai.get("random", 305)  # a campaign whose camps learn an upgrade
    with mouse_table(state, {1: ai.get("greedy", 100)}, MousePlayer) as mouse:
        play_by_mouse(state, mouse, me, 3000, seat=None)
        assert len(state.data["campaign"]["results"]) == 3
        assert "click upgrade (learn)" in mouse.gestures, mouse.gestures
