"""A whole game of Bellum played by posted mouse events through the app's real loop: the person
(Athens, seat 0) makes every decision by the gesture the table shows for it (a random legal
choice each time), against a bot, until the game is over."""

from __future__ import annotations

from tabletop import ai
from tabletop.games import get
from tabletop.ui.games.bellum.driver import MousePlayer
from tabletop.ui.scene import Seat
from tabletop.ui.table.driver import open_table
from tests.ui.table_helpers import (
    data_dir,  # noqa: F401 (an autouse fixture)
    play_by_mouse,
)

GAME = get("bellum")
SEED = 1  # about 100 decisions of the person: buys, blocks, an Interruption, Tartarus


def test_a_whole_game_of_bellum_played_by_mouse() -> None:
    """Every decision of a person's whole game, made with posted mouse events: each legal
    action must be reachable by a drag, a click, a picker or a button."""
    state = GAME.setup(SEED, first_player=0, city="athens")
    app, d = open_table(state, [Seat("human"), Seat("bot")], bots={1: ai.get("random", 100 + SEED)})
    try:
        mouse = MousePlayer(d)
        me = ai.get("random", 200 + SEED)
        mouse.wait_for_turn()
        used = play_by_mouse(state, mouse, me)
        assert any(g.startswith("drag hand to ") for g in used), used
        assert any(g.startswith("drag pile to discard") for g in used), used
        assert any(g.startswith(("click card (toggle)", "picker (toggle)")) for g in used), used
        assert any(g.startswith("button") for g in used), used
    finally:
        app.close()
