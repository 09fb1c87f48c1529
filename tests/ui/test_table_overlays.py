"""What is drawn over the table, in two games, through the real loop: a grey Undo's reason
keeps off the prompt's words."""

from __future__ import annotations

import pygame
import pytest

import tabletop.games
from tabletop.ui.scene import Seat
from tabletop.ui.table import theme
from tabletop.ui.table.driver import ScriptedBot
from tests.ui.table_helpers import data_dir, table_opener  # noqa: F401

HUMAN_BOT = [Seat("human"), Seat("bot", "greedy")]
GAMES = ["bahamut-dispute", "bellum"]
SIZES = [(1280, 720), (1920, 1080)]


@pytest.fixture
def table():
    yield from table_opener(HUMAN_BOT, lambda: {1: ScriptedBot()})


def prompt_words(scene) -> pygame.Rect:
    """The prompt panel inside its rim: its heading, question and hint."""
    edge = 2 * max(2, theme.px(6, scene.scale))
    return scene.rects["prompt"].inflate(-edge, -edge)


@pytest.mark.parametrize("full_log", [False, True])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", GAMES)
def test_a_grey_undos_reason_covers_nothing_in_use(table, game, size, full_log) -> None:
    """Below Undo, its reason lay over the prompt's question ("Play a c... this turn)"): it
    goes above the button, or beside the panel when the log's lines fill the room there."""
    app, d = table(tabletop.games.get(game).setup(3, 2), size=size)
    d.wait_for_turn()
    scene = d.scene
    if full_log:
        for i in range(80):
            scene.log.add(f"Line {i} of an earlier turn.")
    button = scene.undo_button
    assert button is not None and not button.enabled
    d.move(button.rect.center, rel=(2, 2))
    app._draw(force=True)
    tip = scene.tooltip_rect
    assert tip is not None and pygame.Rect((0, 0), size).contains(tip)
    assert not tip.colliderect(prompt_words(scene)), "over the prompt's words"
    assert not any(tip.colliderect(b.rect) for b in scene.buttons)
    assert not tip.colliderect(scene.log.written()), "over the log's lines"
    assert not any(tip.colliderect(s.rect) for s in scene.spots()), "over a card"
