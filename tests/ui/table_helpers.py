"""Helpers the table tests of several games share: a fresh data folder, an opener of tables that
closes them after the test, moving a card in a state, the layout check, the "every decision
answerable from the table" walk, the hover check and a whole game played by mouse.

Import the fixtures by name into a test module (``from tests.ui.table_helpers import
data_dir``) and pytest uses them there.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from itertools import combinations

import pygame
import pytest

from tabletop.ui import games
from tabletop.ui.layout import Layout
from tabletop.ui.scene import Seat
from tabletop.ui.table.driver import open_table


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    """Every test writes settings and saves to a folder of its own."""
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))


def table_opener(default_seats=None, default_bots: Callable[[], dict] | None = None):
    """A fixture body: yields ``open(state, seats, bots, size, guide) -> (app, driver)`` and
    closes every app it opened at the end of the test (``default_bots()`` when ``bots`` is
    None; the first-game guide shown if ``guide``)."""
    apps = []

    def _open(state, seats=default_seats, bots=None, size=(1280, 720), guide=False):
        if bots is None and default_bots is not None:
            bots = default_bots()
        app, driver = open_table(state, seats, size=size, bots=bots, guide=guide)
        apps.append(app)
        return app, driver

    yield _open
    for app in apps:
        app.close()


def put(state, card: str, zone: str, fresh_decision: bool = False) -> None:
    """Move ``card`` from wherever it lies to the end of ``zone`` (``fresh_decision``: the
    state works out its decision again)."""
    for cards in state.data["zones"].values():
        if card in cards:
            cards.remove(card)
    state.data["zones"][zone].append(card)
    if fresh_decision:
        state._decision = None


def assert_layout_fits(layout: Layout, size: tuple[int, int]) -> None:
    """No two zones of ``layout`` overlap at ``size``, and all lie on the screen."""
    rects = layout.rects(size)
    screen = pygame.Rect((0, 0), size)
    for (a, ra), (b, rb) in combinations(rects.items(), 2):
        assert not ra.colliderect(rb), f"{a} overlaps {b}"
    assert all(screen.contains(r) for r in rects.values())


def assert_every_decision_answerable(game, state, seed: int, limit: int | None = None) -> None:
    """Random legal play to the end (or ``limit`` decisions): each legal action is a drag, a
    click, a button or a picker entry of the table's interaction."""
    ctl = games.controller_for(game)
    rng = random.Random(seed)
    steps = 0
    while state.outcome is None and (limit is None or steps < limit):
        steps += 1
        decision = state.decision
        it = ctl.interaction(decision, state.view(decision.seat))
        offered = set(it.actions)
        missing = [a for a in decision.actions if a not in offered]
        assert not missing, f"{decision.prompt}: {missing}"
        state.apply(rng.choice(decision.actions))


def hover_each(d, cards) -> None:
    """Hover each card in turn: it is shown large, with its notes."""
    scene = d.scene
    for card in cards:
        d.move(d.card_center(card))
        d.frames(2)
        assert scene.hover is not None and scene.hover.card == card
        assert scene.notes_image(card) is not None


@contextmanager
def texts_drawn(res) -> Iterator[list[str]]:
    """Every text ``res`` renders inside the ``with`` block, in order (the list it yields)."""
    drawn: list[str] = []
    text = res.text

    def spy(words, *args, **kwargs):
        drawn.append(str(words))
        return text(words, *args, **kwargs)

    res.text = spy
    try:
        yield drawn
    finally:
        del res.text


@contextmanager
def mouse_table(state, bots: dict, player: Callable) -> Iterator:
    """A table with the person in seat 0 and ``bots`` in the others, and ``player(driver)`` (a
    MousePlayer) once it is the person's turn; the app is closed at the end."""
    app, d = open_table(state, [Seat("human"), Seat("bot")], bots=bots)
    try:
        mouse = player(d)
        mouse.wait_for_turn()
        yield mouse
    finally:
        app.close()


def play_by_mouse(state, mouse, chooser, limit: int = 1000, seat: int | None = 0) -> set[str]:
    """``chooser`` answers each of the person's decisions, made by ``mouse`` (a MousePlayer),
    until the game is over (``seat``: whose every decision it must be); the gestures used."""
    for _ in range(limit):
        if state.is_over:
            break
        if seat is not None:
            assert state.decision.seat == seat
        mouse.perform(chooser.choose(state.view(0)))
    assert state.is_over
    return set(mouse.gestures)
