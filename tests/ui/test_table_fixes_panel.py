"""The prompt panel between decisions, Undo's reasons and the game log, through the real
loop: bots' turns and animations say who plays what; a grey Undo says why on hover and on
click, and is grey on the final table; the log scrolls three lines a notch and announces new
lines below."""

from __future__ import annotations

import pygame
import pytest
from helpers import bahamut_scenario

import tabletop.games
from tabletop.rules import Action
from tabletop.ui.scene import Seat
from tabletop.ui.table.driver import ScriptedBot, open_table
from tests.ui.table_helpers import data_dir, table_opener  # noqa: F401

HUMAN_BOT = [Seat("human"), Seat("bot", "greedy")]


@pytest.fixture
def table():
    yield from table_opener(HUMAN_BOT)


def test_the_panel_says_who_is_playing_during_a_bots_turn_and_animations():
    state = bahamut_scenario(hand0=["baby-bahamut"], hand1=["prime-time", "swift-gift"])
    bot = ScriptedBot(sources=("prime-time", "swift-gift"))
    app, driver = open_table(state, HUMAN_BOT, bots={1: bot}, animations=True)
    app.settings.bot_delay = 0.3  # the bot's pause, as a person sees it
    try:
        run_to_the_bots_play(driver, state)
    finally:
        app.close()


def run_to_the_bots_play(driver, state) -> None:
    scene = driver.scene
    driver.drag(driver.card_center("baby-bahamut"), driver.zone_center("field.0"))
    driver.settle()
    driver.click(driver.button("End the turn"))
    seen = []
    for _ in range(600):  # every frame until the person decides after the bot's play
        driver.frames(1)
        head, prompt, hint = scene.prompt_texts()
        seen.append((head, prompt, hint, scene.timeline.blocking))
        if scene.interaction is not None and "prime-time" not in state.zones["hand.1"]:
            break
    assert all(prompt for _, prompt, _, _ in seen), [s for s in seen if not s[1]][:3]
    bots = [s for s in seen if s[1] == "Player 2 (bot) is playing\u2026"]
    assert bots, {s[1] for s in seen}
    assert any("Prime Time" in s[2] or "Swift Gift" in s[2] for s in bots)
    assert any(s[3] for s in seen), "no animation was seen"


def test_the_final_table_shows_undo_grey_with_the_reason(table):
    from tabletop import ai
    from tabletop.ui.gameover import GameOverScene

    game = tabletop.games.get("bahamut-dispute")

    def greedy_game(seed: int):
        played = game.setup(seed, 2)
        bots = [ai.get("greedy", 1), ai.get("greedy", 2)]
        while played.outcome is None:
            played.apply(bots[played.decision.seat].choose(played.view(played.decision.seat)))
        return played

    # a greedy game in which Player 1's End the turn ends the game (the first such seed)
    end = (0, Action("end", text="End the turn"))
    played = next(g for g in map(greedy_game, range(1, 200)) if g.history[-1] == end)
    seed = played.setup_args["seed"]
    state = game.setup(seed, 2)
    for _, action in played.history[:-1]:
        state.apply(action)
    app, driver = table(state, bots={1: ScriptedBot()})
    scene = driver.scene
    driver.click(driver.button("End the turn"))
    driver.settle()
    assert state.is_over and state.can_undo(0)  # the rules could, the table must not
    assert isinstance(app.scene, GameOverScene)
    button = scene.undo_button
    assert button is not None and not button.enabled
    assert "game is over" in str(button.value)


def test_a_grey_undo_explains_itself_on_hover_and_on_click(table):
    state = tabletop.games.get("bahamut-dispute").setup(1)  # nothing done yet
    app, driver = table(state, bots={1: ScriptedBot()})
    scene = driver.scene
    button = scene.undo_button
    assert not button.enabled
    driver.move((5, 5), rel=(1, 1))
    app._draw(force=True)
    plain = app.screen.copy()
    scene.tooltip_rect = None
    driver.move(button.rect.center, rel=(2, 2))
    app._draw(force=True)
    tip = scene.tooltip_rect
    assert tip is not None and not tip.colliderect(button.rect)
    assert pygame.Rect((0, 0), app.screen.get_size()).contains(tip)
    changed = sum(
        plain.get_at((x, tip.centery)) != app.screen.get_at((x, tip.centery))
        for x in range(tip.left + 4, tip.right - 4, 3)
    )
    assert changed > 5  # the reason is drawn
    app.save_screenshot("/tmp/fk/undo-tip.png")
    driver.move((5, 5), rel=(1, 1))
    scene.tooltip_rect = None
    app._draw(force=True)
    assert scene.tooltip_rect is None  # gone once the mouse left it
    driver.click(button.rect.center)
    assert scene.toast_text == "There is nothing to undo yet."


def test_the_log_scrolls_three_lines_a_notch_and_announces_new_lines_below(table):
    state = bahamut_scenario(hand0=["baby-bahamut", "swift-gift"])
    app, driver = table(state, bots={1: ScriptedBot()})
    scene = driver.scene
    log = scene.log
    for i in range(60):  # a long game's worth of lines
        log.add(f"Line {i} of an earlier turn.")
    driver.frames(2)
    inside = scene.rects["log"].center
    driver.wheel(inside, 1)
    assert log.scroll == 3  # one notch: three lines
    driver.wheel(inside, 1)
    assert log.scroll == 6 and log.unseen == 0
    driver.drag(driver.card_center("baby-bahamut"), driver.zone_center("field.0"))
    driver.settle()
    assert log.unseen > 0 and log.scroll == 6 + log.unseen  # the lines read stay still
    assert "new line" in log.jump_text()
    app._draw(force=True)
    bar = log.jump_rect
    assert bar is not None and scene.rects["log"].contains(bar)
    app.save_screenshot("/tmp/fk/log-bar.png")
    driver.click(bar.center)
    assert log.scroll == 0 and log.unseen == 0
    app._draw(force=True)
    assert log.jump_rect is None
    driver.wheel(inside, 2)
    assert log.scroll == 6
    driver.key(pygame.K_END)
    assert log.scroll == 0
    before = len(log.entries)
    driver.drag(driver.card_center("swift-gift"), driver.zone_center("field.0"))
    driver.settle()
    assert len(log.entries) > before and log.scroll == 0  # at the bottom: it follows


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_a_narrow_log_scrolled_up_never_says_0_new(table, size):
    """Scrolled up with nothing new below, a log too narrow for "Newest lines below: click to
    jump (End)" says a shorter form of it, not "▼ 0 new"."""
    from tests.ui.table_helpers import texts_drawn

    state = bahamut_scenario(hand0=["baby-bahamut"])
    app, driver = table(state, bots={1: ScriptedBot()}, size=size)
    scene = driver.scene
    for i in range(60):
        scene.log.add(f"Line {i} of an earlier turn.")
    driver.frames(2)
    with texts_drawn(scene.res) as drawn:
        driver.wheel(scene.rects["log"].center, 1)
        driver.frames(2)
    assert scene.log.unseen == 0 and scene.log.scroll > 0
    bar = [w for w in drawn if w.startswith("\u25bc")]
    assert bar and not any("0 new" in w for w in bar), bar


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_an_app_message_keeps_off_the_persons_hand(size) -> None:
    """ "Saved as …" (an app message, drawn at the bottom of the window) lay over the card a
    play-tester was about to play: at the table it keeps off the own hand."""
    from tabletop.ui.widgets import Toast

    state = bahamut_scenario(hand0=["baby-bahamut", "swift-gift", "stabber-dagger"])
    app, driver = open_table(
        state, [Seat("human"), Seat("bot")], size=size, bots={1: ScriptedBot()}
    )
    try:
        app.toast("Saved as “Before the raid, 16:05”.")
        driver.frames(2)
        scene = driver.scene
        hand = scene.rects["hand.0"]
        box, _, _ = Toast(app.toasts[-1].text).layout(
            app.screen.get_size(), app.res, app.scale, scene.toast_avoid()
        )
        assert not box.colliderect(hand)
        assert not any(box.colliderect(b.rect) for b in scene.buttons)
    finally:
        app.close()
