"""The table's header (whose turn, its phase) says what the table shows, frame by frame through
the real loop: once a turn's banner is shown (the "Please wait" panel then names that turn),
the header names the same player and the phase that turn is in, not the last turn's phase
beside the new player (Para Bellum) nor the last player (Bellum) for the second the rest of
the action's events take to play out."""

from __future__ import annotations

import pytest

import tabletop.games
from tabletop.ui.controller import DisplayModel
from tabletop.ui.scene import Seat
from tabletop.ui.table.driver import ScriptedBot
from tests.ui.table_helpers import data_dir, table_opener  # noqa: F401

ENDS = ("end", "pass", "stop")


@pytest.fixture
def table():
    yield from table_opener([Seat("human"), Seat("bot", "greedy")])


@pytest.mark.parametrize("game", ["bellum", "para-bellum"])
def test_the_header_names_the_turn_the_table_shows(table, game):
    state = tabletop.games.get(game).setup(3, 2)
    app, driver = table(state, bots={1: ScriptedBot(prefer=ENDS)})
    app.settings.animations = True
    scene = driver.scene
    names = scene.seat_names()
    turns: set[str] = set()
    for _ in range(20000):
        if state.is_over or len(turns) >= 4:
            break
        if scene.interaction is not None and not scene.timeline.busy:
            actions = state.decision.actions
            scene.apply(next((a for a in actions if a.kind in ENDS), actions[0]))
        driver.frames(1)
        stage = scene.shown_stage
        if not scene.timeline.playing or stage is None or stage.kind != "turn":
            continue
        turns.add(stage.text)
        header = scene.controller.status(scene.display, names)
        # the state is the one the table settles on once this action's events are shown
        settled = DisplayModel.from_view(state.view(scene.view_seat))
        assert header == scene.controller.status(settled, names), (stage.text, header)
    assert len(turns) >= 3, turns
