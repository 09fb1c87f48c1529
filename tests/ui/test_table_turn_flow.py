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
import threading
import time

import pygame
import pytest
from helpers import bahamut_scenario

import tabletop.games
from tabletop.rules import Action
from tabletop.ui.scene import Seat
from tabletop.ui.table import hint
from tabletop.ui.table.driver import ScriptedBot
from tabletop.ui.table.undo import undo_refusal
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


def test_undo_says_why_not_without_giving_the_result_away(table):
    state = bahamut_scenario(hand0=["swift-gift"], field1=["baleful-bahamut"])
    app, driver = table(state, bots={1: ScriptedBot()})
    app.settings.animations = True
    scene = driver.scene
    driver.click(driver.button("End the turn"))
    driver.frames(5)
    assert scene.timeline.playing and state.is_over
    assert scene.undo_button.value == undo_refusal(scene) == "Wait until the moves are played out."
    driver.key(pygame.K_z, pygame.KMOD_CTRL)  # said, and nothing skipped
    assert scene.toast_text == "Wait until the moves are played out."
    assert scene.timeline.playing
    frames_until(driver, lambda s: not s.timeline.playing)
    assert scene.undo_button.value.startswith("The game is over")


class HeldBot:
    """A bot that thinks on its worker thread until the test lets it answer."""

    def __init__(self) -> None:
        self.started = threading.Event()
        self.release = threading.Event()

    def choose(self, view: dict) -> Action:
        self.started.set()
        assert self.release.wait(20), "the test never let the bot answer"
        a = view["decision"]["actions"][0]
        return Action(a["kind"], a.get("source"), a.get("target"), a.get("option"))


def test_undo_is_grey_while_the_bot_thinks_and_a_click_does_what_it_shows(table):
    """The person's move handed the decision to the bot: it stands. While the bot thinks (on
    its worker thread, as in the real loop) the button is grey with the reason, and the button,
    Ctrl+Z and the menu's Undo all say it and take nothing back; the bot's answer, when it
    lands, changes nothing of that."""
    from tabletop.ui.menu import MenuOverlay

    state = tabletop.games.get("bahamut-dispute").setup(1)  # Player 1 won the coin toss
    bot = HeldBot()
    app, driver = table(state, bots={1: bot})
    scene = driver.scene
    scene.bot_threads = True  # the worker thread of the real loop
    try:
        driver.click(driver.button("My opponent plays first"))
        for _ in range(100):  # the bot is asked from the frame after the one that redraws
            driver.frames(1)
            if bot.started.wait(0.01):
                break
        assert bot.started.is_set() and scene.thinker.thinking
        assert state.can_undo(0)  # the rules could: the table does not, while the bot decides
        button = scene.undo_button
        reason = "Your last action can no longer be taken back: Player 2 decides next."
        assert not button.enabled and button.value == reason
        assert scene.prompt_texts()[:2] == ("Please wait", "Player 2 (bot) is playing\u2026")
        moves = len(state.history)
        driver.click(button.rect.center)
        assert scene.toast_text == reason and len(state.history) == moves
        driver.key(pygame.K_z, pygame.KMOD_CTRL)
        assert scene.toast_text == reason and len(state.history) == moves
        driver.key(pygame.K_ESCAPE)  # the menu's Undo: grey, with the same reason
        menu = next(o for o in app.overlays if isinstance(o, MenuOverlay))
        assert not menu.buttons["Undo"].is_enabled and menu._undo_refusal() == reason
        driver.key(pygame.K_ESCAPE)
        driver.frames(2)
        assert not app.overlays and len(state.history) == moves
        assert scene.thinker.thinking  # the bot was never cancelled
        bot.release.set()
        deadline = time.monotonic() + 10
        while len(state.history) == moves and time.monotonic() < deadline:
            driver.frames(1)
        assert len(state.history) == moves + 1 and state.history[-1][0] == 1
        assert not scene.undo_button.enabled
        assert "Player 2 acted since" in scene.undo_button.value
    finally:
        bot.release.set()


def test_every_frame_undos_look_is_what_a_click_does(table):
    """Through a whole bot turn with a Hard bot thinking on its worker thread: in every frame
    the button is lit exactly when Undo would take back, and never while the bot decides."""
    state = tabletop.games.get("bahamut-dispute").setup(1)
    app, driver = table(state)
    scene = driver.scene
    scene.bot_threads = True
    app.settings.animations = True
    driver.click(driver.button("My opponent plays first"))
    looks = []
    deadline = time.monotonic() + 60
    while scene.interaction is None and time.monotonic() < deadline:
        driver.frames(1)
        time.sleep(0.002)  # the bot's thread gets its time
        button = scene.undo_button
        why = undo_refusal(scene)
        assert button.enabled == (why is None) and (why is None or button.value == why)
        decision = state.decision
        looks.append((decision is not None and decision.seat == 1, button.enabled))
    assert scene.interaction is not None
    assert any(bots for bots, _ in looks)
    assert not any(lit for bots, lit in looks if bots)


def test_undo_during_the_persons_own_animation_takes_back_by_mouse(table):
    """The decision after the move is the person's: Undo is lit while the move plays out, and
    a click on it takes the move back (the animation skipped); where the decision went to the
    bot, a click on the grey button says why (and skips nothing)."""
    state = tabletop.games.get("bahamut-dispute").setup(1)
    app, driver = table(state, bots={1: ScriptedBot()})
    app.settings.animations = True
    scene = driver.scene
    driver.click(driver.button("I play first"))
    driver.frames(3)
    assert scene.timeline.blocking and state.decision.seat == 0  # "Turn 1" banner
    assert scene.undo_button.enabled
    driver.click(scene.undo_button.rect.center)
    driver.settle()
    assert not state.history and "coin toss" in state.decision.prompt
    driver.click(driver.button("My opponent plays first"))
    driver.frames(3)
    assert scene.timeline.blocking and state.decision.seat == 1
    button = scene.undo_button
    assert not button.enabled
    driver.click(button.rect.center)
    assert scene.toast_text == button.value and scene.timeline.blocking
    assert len(state.history) == 1


def test_a_grey_undo_says_why_under_a_still_mouse_when_the_bot_moves(table):
    """Rebuilt when the state moves on, the button under a mouse that stayed still keeps
    showing its reason (the reason of now)."""
    state = tabletop.games.get("bahamut-dispute").setup(1)
    app, driver = table(state, bots={1: ScriptedBot(prefer=("end",))})
    scene = driver.scene
    driver.move(scene.undo_button.rect.center)  # the mouse on Undo, still from now on
    driver.frames(2)
    assert scene.undo_button.hover and scene.tooltip_rect is not None  # nothing to undo yet
    driver.key(pygame.K_2)  # "My opponent plays first", by keyboard; the bot plays on
    driver.wait_for_turn()
    assert state.history[-1][0] == 1 and len(state.history) == 2
    assert scene.undo_button.hover and not scene.undo_button.enabled
    driver.frames(1)
    assert scene.tooltip_rect is not None


def hint_shown(driver) -> Action:
    scene = driver.scene
    driver.key(pygame.K_h)
    driver.frames(3)
    assert scene.hints.visible and scene.hints.advice
    return scene.hints.advice[0].action


def large_card_rect(scene) -> pygame.Rect:
    """Where the hovered card is shown large (drawn on a scratch surface)."""
    scratch = pygame.Surface(scene.size)
    drawn = scene._draw_hover(scratch)
    assert len(drawn) >= 2, "no card is shown large"
    return drawn[1]


def pixels(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect).copy(), "RGB")


def test_the_hints_light_runs_under_the_card_shown_large(table):
    state = tabletop.games.get("bahamut-dispute").setup(1)
    app, driver = table(state, bots={1: ScriptedBot()})
    scene = driver.scene
    driver.click(driver.button("I play first"))
    driver.settle()
    best = hint_shown(driver)
    source, target = hint.locate(scene, best)
    assert source is not None and target is not None  # a hand card and where to drop it
    driver.move(source.center)
    driver.frames(2)
    assert scene.hover is not None and scene.hover.card == best.source
    big = large_card_rect(scene)
    screen = app.screen

    def blue(hovered: bool) -> int:
        """The pixels of the hint's light where the card is shown large."""
        spot, scene.hover = scene.hover, scene.hover if hovered else None
        scene.dirty = True
        scene.draw(screen)
        scene.hover = spot
        area = screen.subsurface(big)
        return sum(
            tuple(area.get_at((x, y)))[:3] == hint.RING
            for x in range(0, big.w, 2)
            for y in range(0, big.h, 2)
        )

    # the light (the ring round the field to drop on, the line to it) crosses where the card
    # is shown large, and runs under it: its rules text reads whole
    assert blue(hovered=False) > 50, "the light misses the card: nothing tested"
    assert blue(hovered=True) == 0


def test_the_hint_panel_stays_readable_over_a_card_shown_large(table):
    state = tabletop.games.get("bahamut-dispute").setup(1)
    app, driver = table(state, bots={1: ScriptedBot()})
    scene = driver.scene
    driver.click(driver.button("I play first"))
    driver.settle()
    hint_shown(driver)
    scene.draw(app.screen)
    box = scene.hints.panel_rect
    words = [r for row in scene.hints.panel_rows for r in row if r is not None and r.w]
    alone = [pixels(app.screen, r) for r in words]
    overlapped = 0
    for card in scene.display.zones["hand.0"]:  # each hand card shown large in turn
        driver.move(driver.card_center(card))
        driver.frames(2)
        scene.draw(app.screen)
        assert scene.hints.panel_rect == box
        assert [pixels(app.screen, r) for r in words] == alone, card
        overlapped += large_card_rect(scene).colliderect(box)
    assert overlapped, "no card shown large reached the panel: nothing tested"


def test_on_a_window_of_cards_the_hint_still_lights_its_card(table):
    # Pawn Be Gone (the bot has no token to cancel it): the monster to discard is picked
    state = bahamut_scenario(
        hand0=["pawn-begone"], field1=["baby-bahamut", "grouchy-goblin"], nope=(2, 0)
    )
    app, driver = table(state, bots={1: ScriptedBot()})
    scene = driver.scene
    driver.drag(driver.card_center("pawn-begone"), driver.zone_center("field.0"))
    driver.settle()
    assert scene.picker is not None and not scene.picker.hidden
    best = hint_shown(driver)
    source, _ = hint.locate(scene, best)
    assert source in scene.picker.cells
    scene.draw(app.screen)
    width = max(3, round(5 * scene.scale))
    ring = source.inflate(2 * width + 4, 2 * width + 4)
    assert tuple(app.screen.get_at((ring.centerx, ring.top + width // 2)))[:3] == hint.RING


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


def test_a_bots_move_leaves_the_persons_message_to_be_read(table):
    """Undo's grey reason, said while the bot decides, went as soon as the bot's move landed
    (within a frame or two when the bot had answered already): a move clears the table's
    message only when the person made it."""
    state = tabletop.games.get("bahamut-dispute").setup(1)  # Player 1 won the coin toss
    state.apply(state.decision.find("first", option="1"))  # the bot plays first
    app, driver = table(state, bots={1: ScriptedBot()})
    scene = driver.scene
    assert state.decision.seat == 0  # the bot played a card: may the person cancel it?
    scene.show_toast("Drag the card onto a glowing zone to play it.")
    assert scene.apply(state.decision.actions[-1])  # the person lets it resolve
    assert scene.toast_text == ""  # the person moved on: the old message goes
    assert state.decision.seat == 1
    reason = undo_refusal(scene)
    assert reason is not None and reason.startswith("Your last action can no longer")
    scene.show_toast(reason)  # as a click on the grey Undo says it
    assert scene.apply(state.decision.actions[0])  # the bot's move lands
    assert scene.toast_text == reason
