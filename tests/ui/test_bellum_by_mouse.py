"""A whole game of Bellum played by posted mouse events through the app's real loop: the person
(Athens, seat 0) makes every decision by the gesture the table shows for it (a random legal
choice each time), against a bot, until the game is over."""

from __future__ import annotations

from tabletop import ai
from tabletop.games import get
from tabletop.ui.games.bellum.driver import MousePlayer
from tests.ui.table_helpers import (
    data_dir,  # noqa: F401 (an autouse fixture)
    mouse_table,
    play_by_mouse,
)

GAME = get("bellum")
SEED = 1  # about 100 decisions of the person: buys, blocks, an Interruption, Tartarus


def test_a_whole_game_of_bellum_played_by_mouse() -> None:
    """Every decision of a person's whole game, made with posted mouse events: each legal
    action must be reachable by a drag, a click, a picker or a button."""
    state = GAME.setup(SEED, first_player=0, city="athens")
    me = ai.get("random", 200 + SEED)
    with mouse_table(state, {1: ai.get("random", 100 + SEED)}, MousePlayer) as mouse:
        used = play_by_mouse(state, mouse, me)
        assert any(g.startswith("drag hand to ") for g in used), used
        assert any(g.startswith("drag pile to discard") for g in used), used
        assert any(g.startswith(("click card (toggle)", "picker (toggle)")) for g in used), used
        assert any(g.startswith("button") for g in used), used
