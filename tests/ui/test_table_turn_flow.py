"""The table between two decisions, frame by frame through the real loop (a Bahamut Dispute
play-tester's four reports; the code is the shared table's, so every game has it):

- the "Please wait" panel says whose turn the table shows: once "End the turn" has gone on
  into the next turn (its monsters' attacks, its draw), that turn's player, never the one who
  ended it; once the person's turn has begun, not the bot who ended its own;
- the result is said once the events that decided it have been seen, not when the rules know
  it: the panel and Undo's reason wait for the deciding attack;
- Undo takes back the person's own last action only while the decision is theirs: once it
  has passed to the bot (thinking on its worker thread), the button is grey and says why, and
  a click, Ctrl+Z or the menu's Undo does what the button shows, however far the bot's
  thinking has got;
- the hint's line runs under the card shown large (its rules text reads whole), its panel
  stays readable over everything, and on a window of cards the hint still lights its card.
"""

from __future__ import annotations

import re

import pytest
from helpers import bahamut_scenario

import tabletop.games
from tabletop.ui.scene import Seat
from tabletop.ui.table.driver import ScriptedBot
from tests.ui.table_helpers import data_dir, table_opener  # noqa: F401

HUMAN_BOT = [Seat("human"), Seat("bot", "hard")]


@pytest.fixture
def table():
    yield from table_opener(HUMAN_BOT)


def frames_until(driver, done, limit: int = 900) -> list[tuple[str, str, str, str]]:
    """Every frame until ``done(scene)``: the panel's heading and words, the newest log line
    (the event the table shows now: the log gains its line when the event begins) and the
    Undo button's state (its reason when grey, else "lit")."""
    scene = driver.scene
    seen = []
    for _ in range(limit):
        driver.frames(1)
        head, prompt, _ = scene.prompt_texts()
        undo = scene.undo_button
        look = "lit" if undo is not None and undo.enabled else str(undo and undo.value)
        seen.append((head, prompt, scene.log.entries[-1].text, look))
        if done(scene):
            return seen
    raise AssertionError(f"not done after {limit} frames; last: {seen[-1]}")


def after(seen, line: str) -> list[tuple[str, str, str, str]]:
    """The frames from the one whose newest log line is ``line`` on."""
    index = next(i for i, s in enumerate(seen) if s[2] == line)
    return seen[index:]


def test_the_waiting_words_follow_the_turn_the_table_shows(table):
    # the bot's Baby Bahamut attacks at the start of its turn; the bot then ends its turn
    state = bahamut_scenario(hand0=["swift-gift"], field1=["baby-bahamut"])
    app, driver = table(state, bots={1: ScriptedBot(prefer=("end",))})
    app.settings.animations = True
    scene = driver.scene
    driver.click(driver.button("End the turn"))
    seen = frames_until(driver, lambda s: s.interaction is not None)
    bots_turn = after(seen, "Turn 3: Player 2 plays.")
    persons_turn = after(seen, "Turn 4: Player 1 plays.")
    bots_turn = bots_turn[: len(bots_turn) - len(persons_turn)]
    attack = after(bots_turn, "Baby Bahamut attacks Player 1.")
    assert attack and attack[0][:2] == ("Please wait", "Turn 3: Player 2 plays\u2026")
    # the bot's turn: its start (the attack, the damage, its draw) and the bot thinking
    bot = {"Turn 3: Player 2 plays\u2026", "Player 2 (bot) is playing\u2026"}
    assert {s[1] for s in bots_turn} == bot
    # the person's turn: its start (the draw) until the person decides
    assert {s[1] for s in persons_turn[:-1]} == {"Your turn begins\u2026"}
    assert persons_turn[-1][0] == "Your move"
    # before the turn passed: the person's own "End the turn" was being played out
    ending = seen[: len(seen) - len(bots_turn) - len(persons_turn)]
    assert all(s[1] == "Playing your move\u2026" for s in ending)
    assert state.data["life"][0] == 3 and scene.state.decision.seat == 0


def test_the_result_waits_for_the_attack_that_decides_it(table):
    # the bot's Baleful Bahamut deals 4 at the start of its turn: the person's last 4 life
    state = bahamut_scenario(hand0=["swift-gift"], field1=["baleful-bahamut"])
    app, driver = table(state, bots={1: ScriptedBot()})
    app.settings.animations = True
    scene = driver.scene
    driver.click(driver.button("End the turn"))
    assert state.is_over  # the rules know at once: the table must not say it yet
    result = "Player 1 has no life left: Player 2 wins!"
    seen = []
    for _ in range(900):
        driver.frames(1)
        head, prompt, hint_words = scene.prompt_texts()
        hearts = scene.display.data["life"][0]
        seen.append((hearts, scene.log.entries[-1].text, head, prompt + hint_words))
        if scene.over_reported:
            break
    shown = next(i for i, s in enumerate(seen) if s[1] == result)  # its banner begins
    before, then = seen[:shown], seen[shown:]
    assert any(s[0] == 4 for s in before) and any(s[0] == 0 for s in before)  # the attack seen
    for hearts, line, head, words in before:
        assert head != "Game over" and "wins" not in words, (hearts, line, head, words)
    assert all(s[2] == "Game over" and result in s[3] for s in then)
    assert scene.over_reported


@pytest.mark.parametrize("game", ["bellum", "para-bellum"])
def test_every_game_says_whose_turn_the_table_shows(table, game):
    """The table's code is every game's: in Bellum and Para Bellum too, once a turn's banner
    is shown the panel never names the player whose turn it is not."""
    state = tabletop.games.get(game).setup(3, 2)
    app, driver = table(state, bots={1: ScriptedBot(prefer=("end", "pass", "stop"))})
    app.settings.animations = True
    scene = driver.scene
    bots_name, persons_name = scene.controller.seat_name(1), scene.controller.seat_name(0)
    turns: set[str] = set()
    for _ in range(20000):
        if state.is_over or len(turns) >= 4:
            break
        if scene.interaction is not None and not scene.timeline.busy:
            decision = state.decision
            kinds = ("end", "pass", "stop")
            action = next((a for a in decision.actions if a.kind in kinds), decision.actions[0])
            scene.apply(action)
        driver.frames(1)
        if not scene.timeline.playing:
            continue
        lines = [e.text for e in scene.log.entries if e.kind == "turn" and ":" in e.text]
        if not lines:
            continue
        turns.add(lines[-1])
        whose = lines[-1].split(":", 1)[1]  # "Turn 3: Athens plays.", "Round 1: Player 2's turn."
        _, prompt, _ = scene.prompt_texts()
        if re.search(rf"\b{bots_name}\b", whose):  # the bot's turn is shown
            assert "your" not in prompt.lower(), (lines[-1], prompt)
        elif re.search(rf"\b{persons_name}\b", whose):
            assert "(bot) is playing" not in prompt, (lines[-1], prompt)
    assert len(turns) >= 3, turns
