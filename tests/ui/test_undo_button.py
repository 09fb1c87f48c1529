"""The Undo button of the table and the Undo item of the Esc menu, through the real loop."""

from __future__ import annotations

import pygame
import pytest
from helpers import bahamut_scenario

import tabletop.games
from tabletop.ui.menu import MenuOverlay
from tabletop.ui.scene import Seat
from tabletop.ui.table import theme
from tabletop.ui.table.driver import ScriptedBot
from tests.ui.table_helpers import data_dir, table_opener  # noqa: F401

HUMAN_BOT = [Seat("human"), Seat("bot", "greedy")]


@pytest.fixture
def table():
    yield from table_opener(HUMAN_BOT, lambda: {1: ScriptedBot()})


def undo_of(scene):
    button = scene.undo_button
    assert button is not None and button in scene.buttons
    return button


def coin_toss_won():
    """A new Bahamut Dispute game whose coin toss Player 1 (the person) won."""
    state = tabletop.games.get("bahamut-dispute").setup(1)
    assert state.decision.seat == 0
    return state


def test_undo_button_greyed_until_an_action_then_takes_it_back(table):
    state = coin_toss_won()
    app, driver = table(state)
    scene = driver.scene
    button = undo_of(scene)
    assert not button.enabled
    driver.click(button.rect.center)
    assert scene.toast_text == "There is nothing to undo yet."
    driver.click(driver.button("I play first"))
    driver.settle()
    assert len(state.history) == 1 and state.decision.seat == 0
    button = undo_of(scene)
    assert button.enabled
    driver.click(button.rect.center)
    driver.settle()
    assert not state.history and "coin toss" in state.decision.prompt
    # the move taken back, quoted as it read ("takes back “I play first”.", not "back: ...")
    assert scene.log.entries[-1].text == "Player 1 takes back \u201cI play first\u201d."
    assert not undo_of(scene).enabled


def test_undo_button_says_why_not_after_the_opponent_acted(table):
    state = bahamut_scenario(hand0=["baby-bahamut"], hand1=["prime-time"])
    app, driver = table(state)
    driver.drag(driver.card_center("baby-bahamut"), driver.zone_center("field.0"))
    driver.settle()
    assert state.history[-1][0] == 1  # the bot let it resolve
    button = undo_of(driver.scene)
    assert not button.enabled
    driver.click(button.rect.center)
    assert "Player 2 acted since" in driver.scene.toast_text


@pytest.mark.parametrize("game", ["bahamut-dispute", "bellum", "bellwake", "para-bellum"])
def test_undo_button_fits_the_prompt_panel_beside_the_heading(table, game):
    for size in ((1280, 720), (1920, 1080)):
        state = tabletop.games.get(game).setup(3, 2)
        app, driver = table(state, size=size)
        scene = driver.scene
        button = undo_of(scene)
        prompt = scene.rects["prompt"]
        assert prompt.contains(button.rect)
        for other in scene.decision_buttons():
            assert not other.rect.colliderect(button.rect)
        assert button.rect.h >= 24 and button.rect.w >= 80
        size = theme.px(20, scene.scale, 12)  # the heading's size, as the prompt panel draws it
        head = scene.res.text("Player 2: your move", size, (0, 0, 0), True).get_width()
        assert button.rect.left > prompt.x + theme.px(16, scene.scale, 6) + head  # the heading


def menu_button(app, label):
    menu = next(o for o in app.overlays if isinstance(o, MenuOverlay))
    return menu, menu.buttons[label]


def press_menu(app, driver, label):
    menu, button = menu_button(app, label)
    driver.click(button.rect.center)
    driver.frames(2)


def test_menu_undo_takes_back_the_last_action(table):
    state = coin_toss_won()
    app, driver = table(state)
    driver.key(pygame.K_ESCAPE)
    menu, button = menu_button(app, "Undo")
    assert not button.is_enabled  # nothing to take back yet
    driver.key(pygame.K_ESCAPE)
    driver.frames(2)
    assert not any(isinstance(o, MenuOverlay) for o in app.overlays)
    driver.click(driver.button("I play first"))
    driver.settle()
    assert len(state.history) == 1
    driver.key(pygame.K_ESCAPE)
    menu, button = menu_button(app, "Undo")
    assert button.is_enabled
    press_menu(app, driver, "Undo")
    driver.settle()
    assert not any(isinstance(o, MenuOverlay) for o in app.overlays)
    assert not state.history and "coin toss" in state.decision.prompt


def test_ctrl_z_still_undoes(table):
    state = coin_toss_won()
    app, driver = table(state)
    driver.click(driver.button("I play first"))
    driver.settle()
    assert state.history
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    driver.settle()
    assert not state.history


def test_undo_refused_after_a_draw_names_only_what_the_game_shows(table):
    """Bahamut Dispute has no dice: the refusal after a draw says what this game reveals
    (a tester read "a shuffle or a die roll"); Para Bellum's own words keep its dice."""
    state = bahamut_scenario(hand0=["alabaster-caster"], nope=(2, 0))
    app, driver = table(state)
    scene = driver.scene
    driver.drag(driver.card_center("alabaster-caster"), driver.zone_center("pending"))
    driver.wait_for_turn()
    assert state.history[-1][0] == 0 and not state.can_undo(0)  # it drew 3 cards
    button = undo_of(scene)
    assert not button.enabled
    driver.click(button.rect.center)
    toast = scene.toast_text
    assert toast.startswith("That cannot be taken back: it showed something new"), toast
    assert "card drawn" in toast and "die" not in toast and "dice" not in toast
    assert "die roll" in tabletop.games.get("para-bellum").reveals
