"""The lone "End the turn" decision at the table: it waits for the person by default, and
with the auto_end_turn setting the table takes it by itself (auto_pass likewise for a lone
Pass); the last action before it can be taken back."""

from __future__ import annotations

import pytest
from helpers import bahamut_scenario

from tabletop.rules import Action, Decision
from tabletop.ui.scene import Seat
from tabletop.ui.table.driver import ScriptedBot
from tests.ui.table_helpers import data_dir, table_opener  # noqa: F401

HUMAN_BOT = [Seat("human"), Seat("bot", "greedy")]


@pytest.fixture
def table():
    yield from table_opener(HUMAN_BOT, lambda: {1: ScriptedBot()})


def last_play():
    """Player 1 may play one more card; the opponent cannot cancel it."""
    return bahamut_scenario(hand0=["baby-bahamut", "swift-gift"], plays_left=1, nope=(2, 0))


def test_lone_end_waits_for_the_player_and_the_last_card_can_be_taken_back(table):
    state = last_play()
    app, driver = table(state)
    driver.drag(driver.card_center("baby-bahamut"), driver.zone_center("field.0"))
    driver.settle()
    driver.frames(5)
    assert state.decision.seat == 0 and state.decision.lone_end is not None
    assert driver.scene.undo_button.enabled  # (a scenario cannot be replayed: not pressed)
    assert [b.label for b in driver.scene.decision_buttons()] == ["End the turn"]


def test_auto_end_turn_takes_the_lone_end_by_itself(table):
    state = last_play()
    app, driver = table(state)
    app.settings.auto_end_turn = True
    driver.drag(driver.card_center("baby-bahamut"), driver.zone_center("field.0"))
    driver.wait_for_turn()
    assert (0, Action("end")) in state.history
    assert state.data["turn"] > 2  # the bot played its turn after ours


def test_auto_pass_takes_a_lone_pass_and_nothing_else(table):
    state = last_play()
    app, driver = table(state)
    scene = driver.scene
    app.settings.auto_pass = True
    lone = Decision(0, "React?", (Action("pass", text="Pass"),))
    assert scene._auto_choice(lone) == Action("pass")
    assert scene._auto_choice(state.decision) is None  # a real choice: the person decides
    app.settings.auto_pass = False
    assert scene._auto_choice(lone) is None
