"""Bahamut Dispute's coin toss answers to the keys as every other question does: its gold
button is "I play first", and Space or Enter take it, as they take "End the turn"."""

from __future__ import annotations

import pygame
import pytest

import tabletop.games
from tabletop.rules import Action
from tabletop.ui.scene import Seat
from tabletop.ui.table.driver import ScriptedBot
from tests.ui.table_helpers import data_dir, table_opener  # noqa: F401

HUMAN_BOT = [Seat("human"), Seat("bot", "greedy")]


@pytest.fixture
def table():
    yield from table_opener(HUMAN_BOT, lambda: {1: ScriptedBot()})


@pytest.mark.parametrize("key", [pygame.K_SPACE, pygame.K_RETURN])
def test_space_or_enter_at_the_coin_toss_takes_the_gold_button(table, key) -> None:
    """Space did nothing at the coin toss (Enter lit a button), where everywhere else Space
    and Enter take the gold button; the prompt's key line says which choice they take."""
    state = tabletop.games.get("bahamut-dispute").setup(1)  # Player 1 won the coin toss
    app, d = table(state)
    scene = d.scene
    gold = [b for b in scene.decision_buttons() if b.primary]
    assert [b.label for b in gold] == ["I play first"]
    assert "Enter: I play first." in scene.prompt_texts()[2]
    d.key(key)
    d.settle()
    assert state.history[:1] == [(0, Action("first", option="0", text="I play first"))]
