"""The prompt panel between decisions, Undo's reasons and the game log, through the real
loop: bots' turns and animations say who plays what; a grey Undo says why on hover and on
click, and is grey on the final table; the log scrolls three lines a notch and announces new
lines below."""

from __future__ import annotations

import pytest
from helpers import bahamut_scenario

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
