"""Keyboard play survives a nudge of the mouse (a play-tester's report in Para Bellum, the cause
in the shared table code): after Tab lit a choice, a mouse move of a pixel (a hand resting on a
touchpad) put the light out unseen, and Enter then took the gold button ("End the Action
phase") instead of the lit one. Through the real loop, in Para Bellum and Bellum: a nudge
leaves the light where it is and Enter takes the lit choice; a real move still hands play back
to the mouse."""

from __future__ import annotations

import random

import pygame
import pytest

import tabletop.games
from tabletop.rules import Action
from tabletop.ui import games
from tabletop.ui.scene import Seat
from tabletop.ui.table.driver import ScriptedBot
from tests.ui.table_helpers import data_dir, table_opener  # noqa: F401


@pytest.fixture
def table():
    yield from table_opener([Seat("human"), Seat("bot")])


def at_two_buttons(table, game: str, rest: bool = True):
    """A decision of the person's with a gold button and another button: the table, the
    driver and the other button lit by Tab (``rest``: the mouse resting over the table, seen
    by it before the keys; else the table has seen no mouse at all)."""
    rules = tabletop.games.get(game)
    controller = games.controller_for(rules)
    state = rules.setup(1, 2)
    rng = random.Random(1)
    for _ in range(200):
        decision = state.decision
        if decision.seat == 0:
            it = controller.interaction(decision, state.view(0))
            if it.default is not None and len(it.buttons) >= 2:
                break
        state.apply(rng.choice(decision.actions))
    app, driver = table(state, bots={1: ScriptedBot()})
    driver.wait_for_turn()
    scene = app.scene
    gold = scene.interaction.default
    assert gold is not None
    if rest:
        driver.move((640, 300))
    for _ in range(40):
        driver.key(pygame.K_TAB)
        lit = scene.keys.lit()
        if lit.kind == "button" and isinstance(lit.button.value, Action):
            if lit.button.value != gold:
                return state, driver, lit.button.value, gold
    raise AssertionError("no other button")


@pytest.mark.parametrize("game", ["para-bellum", "bellum"])
def test_a_nudge_of_the_mouse_leaves_the_light_and_enter_takes_the_lit_choice(table, game):
    state, driver, lit, gold = at_two_buttons(table, game)
    before = len(state.history)
    driver.move((641, 301), rel=(1, 1))  # a pixel, as a resting hand moves a touchpad
    driver.move((643, 300), rel=(2, -1))
    assert driver.scene.keys.lit() is not None
    driver.key(pygame.K_RETURN)
    driver.settle()
    assert state.history[before] == (0, lit), (lit, gold)


def test_a_nudge_counts_from_where_the_pointer_rested_though_the_table_never_saw_it(table):
    """A game played from the keyboard since the table opened (or since a menu where the mouse
    moved): the table's idea of the pointer was (0, 0), so a nudge of a pixel looked like a
    long move, put the light out and Enter took the gold button (a reviewer's finding)."""
    state, driver, lit, gold = at_two_buttons(table, "para-bellum", rest=False)
    before = len(state.history)
    driver.move((641, 301), rel=(1, 1))
    assert driver.scene.keys.lit() is not None
    driver.key(pygame.K_RETURN)
    driver.settle()
    assert state.history[before] == (0, lit), (lit, gold)


def test_a_real_move_still_hands_play_back_to_the_mouse(table):
    state, driver, lit, gold = at_two_buttons(table, "para-bellum")
    driver.move((700, 320), rel=(60, 20))
    assert driver.scene.keys.lit() is None and not driver.scene.keys.active
    before = len(state.history)
    driver.key(pygame.K_RETURN)  # the mouse's way again: Enter is the gold button's key
    driver.settle()
    assert state.history[before] == (0, gold)
