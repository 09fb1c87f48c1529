"""The first-game guide waits while a window is open over the table, through the real loop: its
note and lit frames were drawn over Para Bellum's question window (which way to pay) and over
Bellwake's campaign log; now none of the note's pixels stays on the screen while the window is
open, its buttons take no click, and the note is back once the window is closed."""

from __future__ import annotations

import random

import pygame
import pytest

import tabletop.games
from tabletop.ui.scene import Seat
from tabletop.ui.table.driver import ScriptedBot
from tests.ui.table_helpers import data_dir, table_opener  # noqa: F401


@pytest.fixture
def table():
    yield from table_opener([Seat("human"), Seat("bot")])


def guided(table, state):
    """``state`` at a table with the guide on, at the person's decision."""
    app, driver = table(state, bots={1: ScriptedBot()}, guide=True)
    driver.wait_for_turn()
    driver.frames(2)
    return app, driver


def assert_note_gone(app, note: pygame.Rect) -> None:
    """The guide draws nothing, and the window shows the table's board where the note was."""
    guide = app.scene.guide
    assert guide.note_rect is None and not guide.buttons
    window = app.screen.subsurface(note)
    board = app.scene._board.subsurface(note)
    assert pygame.image.tobytes(window, "RGB") == pygame.image.tobytes(board, "RGB")


def test_the_guide_waits_while_para_bellums_question_window_is_open(table):
    state = tabletop.games.get("para-bellum").setup(1, 2)
    rng = random.Random(1)
    for _ in range(14):  # to the Action phase: the General die onto a Commander die asks how
        state.apply(rng.choice(state.decision.actions))
    app, driver = guided(table, state)
    scene = app.scene
    note = scene.guide.note_rect
    assert note is not None
    ext = scene.ext
    driver.drag(ext.thing_rect("die:G0").center, ext.thing_rect("die:C2").center)
    driver.frames(2)
    assert ext.menu is not None  # "Empower: Raise the Commander die by 1 / by 2 / Cancel"
    assert_note_gone(app, note)
    # a click where the note's "Got it" was is the window's (outside it: it closes), not the
    # hidden note's
    driver.click(scene.guide._button_rects["ok"].move(note.topleft).center)
    driver.frames(2)
    assert ext.menu is None and not app.overlays
    assert scene.guide.active and not scene.guide.retired and scene.guide.note_rect == note


def test_the_guide_waits_while_bellwakes_campaign_log_is_open(table):
    app, driver = guided(table, tabletop.games.get("bellwake").setup(3, 2))
    scene = app.scene
    note = scene.guide.note_rect
    assert note is not None
    driver.key(pygame.K_l)  # the campaign log, over the whole table
    driver.frames(2)
    assert scene.ext.covers_table
    assert scene.guide.note_rect is None and not scene.guide.buttons
    driver.key(pygame.K_ESCAPE)
    driver.frames(2)
    assert not scene.ext.covers_table and scene.guide.note_rect == note
