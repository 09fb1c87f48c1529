"""Keyboard play without surprises, through the real loop: a new decision starts with nothing
lit (the Nope prompt never opens on "Cancel ... (1 token)"), Enter picks a dragged card up
before it plays it and the hint says so, Tab reaches Undo, and the lit card shown large keeps
clear of its targets and of the prompt."""

from __future__ import annotations

import pygame
import pytest
from helpers import bahamut_scenario

import tabletop.games
from tabletop.ui.scene import Seat
from tabletop.ui.table.driver import ScriptedBot
from tests.ui.table_helpers import data_dir, table_opener  # noqa: F401

HUMAN_BOT = [Seat("human"), Seat("bot", "greedy")]


@pytest.fixture
def table():
    yield from table_opener(HUMAN_BOT)


def tab_to(driver, wanted) -> None:
    keys = driver.scene.keys
    for _ in range(40):
        driver.key(pygame.K_TAB)
        if wanted(keys.lit()):
            return
    raise AssertionError("never lit")


def test_a_nope_prompt_opens_with_nothing_lit_after_tab_was_used(table):
    state = bahamut_scenario(hand0=["baby-bahamut"], hand1=["prime-time"])
    app, driver = table(state, bots={1: ScriptedBot(sources=("prime-time",))})
    scene = driver.scene
    tab_to(driver, lambda c: c.kind == "button" and "End" in c.button.label)
    driver.key(pygame.K_RETURN)
    driver.wait_for_turn()
    assert "cancel" in state.decision.prompt.lower(), state.decision.prompt
    assert scene.keys.active and scene.keys.lit() is None
    head, prompt, hint = scene.prompt_texts()
    assert "light your first choice" in hint
    tokens = list(state.data.get("nope", [])) if isinstance(state.data.get("nope"), list) else None
    before = len(state.history)
    driver.key(pygame.K_RETURN)  # lights the first choice; spends nothing
    driver.settle()
    assert len(state.history) == before and scene.keys.lit() is not None
    if tokens is not None:
        assert list(state.data["nope"]) == tokens
    assert scene.keys.enter_hint().startswith("Enter: ")


def test_enter_picks_a_card_up_first_and_the_hint_says_what_enter_does(table):
    state = bahamut_scenario(hand0=["baby-bahamut"])
    app, driver = table(state, bots={1: ScriptedBot()})
    scene = driver.scene
    tab_to(driver, lambda c: c.id == "baby-bahamut")
    assert "Enter picks up" in scene.prompt_texts()[2]
    driver.key(pygame.K_RETURN)
    driver.settle()
    assert not state.history and scene.keys.held is not None
    lit = scene.keys.lit()
    assert lit.kind == "drop" and lit.id == "field.0"
    assert scene.prompt_texts()[2].startswith(f"Enter: {lit.action.text}.")
    driver.key(pygame.K_RETURN)
    driver.settle()
    assert state.history[0] == (0, lit.action)


def test_para_bellum_army_card_is_picked_up_before_it_is_requisitioned(table):
    from tabletop import ai

    state = tabletop.games.get("para-bellum").setup(3, 2)
    bot = ai.get("greedy", 1)
    while not (
        state.decision.seat == 0 and any(a.kind == "requisition" for a in state.decision.actions)
    ):
        state.apply(bot.choose(state.view(state.decision.seat)))
    app, driver = table(state, bots={1: ScriptedBot(prefer=("end", "decline"))})
    scene = driver.scene
    it = scene.interaction
    armies = [c for c, t in it.drags.items() if any(a.kind == "requisition" for a in t.values())]
    assert armies
    before = len(state.history)
    tab_to(driver, lambda c: c.id in armies)
    assert "Enter picks up" in scene.prompt_texts()[2]
    driver.key(pygame.K_RETURN)
    driver.settle()
    assert len(state.history) == before and scene.keys.held is not None
    assert "Esc puts the card back" in scene.prompt_texts()[2]


def test_tab_reaches_the_undo_button_and_enter_takes_back(table):
    state = tabletop.games.get("bahamut-dispute").setup(1)  # Player 1 won the coin toss
    app, driver = table(state, bots={1: ScriptedBot()})
    scene = driver.scene
    driver.click(driver.button("I play first"))
    driver.settle()
    assert state.can_undo(0)
    tab_to(driver, lambda c: c.id == "undo")
    assert scene.keys.lit().button is scene.undo_button
    driver.key(pygame.K_RETURN)
    driver.settle()
    assert not state.history and "coin toss" in state.decision.prompt


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", ["bahamut-dispute", "bellwake", "para-bellum", "bellum"])
def test_the_lit_card_shown_large_keeps_clear_of_its_targets_and_the_prompt(table, game, size):
    if game == "bahamut-dispute":  # past the coin toss: cards to play
        state = bahamut_scenario(hand0=["baby-bahamut", "swift-gift", "prime-time"])
    else:
        state = tabletop.games.get(game).setup(3, 2)
    app, driver = table(state, size=size, bots={1: ScriptedBot()})
    scene = driver.scene
    driver.wait_for_turn()
    assert any(scene.interaction.drags.values())
    tab_to(driver, lambda c: c.kind == "take")
    lit = scene.keys.lit()
    app._draw(force=True)
    drawn = scene._draw_hover(app.screen.copy())
    assert drawn, "the lit card is not shown large"
    keep = [r for r in map(scene.keys.target_rect, lit.targets) if r is not None]
    keep.append(scene.rects["prompt"])
    covered = sum(r.clip(k).w * r.clip(k).h for r in drawn[1:] for k in keep)
    area = sum(k.w * k.h for k in keep)
    assert covered <= area * 0.1, (covered, area)
    app.save_screenshot(f"/tmp/fk/keys-{game}-{size[0]}.png")


def test_in_keyboard_play_the_hint_names_space_for_the_gold_button(table):
    state = bahamut_scenario(hand0=["baby-bahamut"])
    app, driver = table(state, bots={1: ScriptedBot()})
    scene = driver.scene
    assert "press Enter: End the turn" in scene.prompt_texts()[2]
    driver.key(pygame.K_TAB)
    hint = scene.prompt_texts()[2]
    assert "press Space: End the turn" in hint and "press Enter" not in hint


def test_the_key_help_says_each_key_once_after_the_question_and_its_card(table):
    """With the gold End the turn lit, Enter and Space do the same: one line says both (not
    "Enter: End the turn." and then "Press Space: End the turn."); in a cancel prompt the key
    help comes after the card's text, which belongs to the question (a tester's report)."""
    state = bahamut_scenario(hand0=["baby-bahamut"], hand1=["prime-time"])
    app, driver = table(state, bots={1: ScriptedBot(sources=("prime-time",))})
    scene = driver.scene
    tab_to(driver, lambda c: c.kind == "button" and "End" in c.button.label)
    hint = scene.prompt_texts()[2]
    assert hint.count("End the turn") == 1 and hint.count("Space") == 1, hint
    assert hint.count("Enter") == 1 and hint.startswith("Enter or Space: End the turn."), hint
    driver.key(pygame.K_RETURN)
    driver.wait_for_turn()
    assert "cancel" in state.decision.prompt.lower()
    lines = scene.prompt_texts()[2].split("\n")
    card = next(i for i, line in enumerate(lines) if line.startswith("Prime Time: "))
    keys = next(i for i, line in enumerate(lines) if "light your first choice" in line)
    assert card < keys, lines


@pytest.mark.parametrize(
    "hint",
    [
        "Drag a card onto a glowing zone. Or press Space: End the turn.",  # Bahamut Dispute
        "Drag an Army card onto a glowing cell.\nSpace: End the Action phase.",  # Para Bellum
    ],
)
def test_each_key_is_said_once_whatever_words_the_game_uses(hint) -> None:
    """A reviewer found Para Bellum's own line of keys ("Enter: End the Action phase.", said
    "Space: …" in keyboard play) kept beside "Enter or Space: End the Action phase."."""
    from tabletop.ui.table.prompt import said_once

    default = hint.rsplit(": ", 1)[1].rstrip(".")
    keys, rest = said_once(f"Enter: {default}.", hint, default)
    assert keys == f"Enter or Space: {default}."
    assert default not in rest and "Space" not in rest and rest.startswith("Drag")
    assert "\n\n" not in rest and not rest.endswith(("\n", " "))
