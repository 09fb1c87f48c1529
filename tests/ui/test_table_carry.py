"""A card carried from the hand, in two games, through the real loop with posted mouse events:
it is played only once it has left the hand for a glowing zone; let go while it still lies over
the hand, it goes back. While another player decides, no card is taken up (the table says who
decides), and a card carried when a key takes a choice goes back to its place."""

from __future__ import annotations

import pygame
import pytest
from helpers import bahamut_scenario

import tabletop.games
from tabletop.ui.scene import Seat
from tabletop.ui.table.driver import Driver, ScriptedBot, open_table
from tests.ui.table_helpers import data_dir, table_opener  # noqa: F401

HUMAN_BOT = [Seat("human"), Seat("bot", "greedy")]
GAMES = ["bahamut-dispute", "bellwake"]


@pytest.fixture
def table():
    yield from table_opener(HUMAN_BOT, lambda: {1: ScriptedBot()})


def opened(table, game: str) -> tuple[object, Driver]:
    if game == "bahamut-dispute":
        state = bahamut_scenario(hand0=["stabber-dagger", "swift-gift", "prime-time"])
    else:
        state = tabletop.games.get(game).setup(3, 2)
    app, d = table(state)
    d.wait_for_turn()
    return state, d


def above_the_hand(d: Driver) -> tuple[str, pygame.Rect, pygame.Rect]:
    """A hand card with a glowing zone straight above the hand: the card, its rect, the zone's."""
    scene = d.scene
    hand = scene.rects["hand.0"]
    for spot in scene.spots():
        if spot.zone != "hand.0":
            continue
        for target in scene.interaction.drags.get(spot.card, {}):
            rect = scene.rects.get(scene.lz(target) or "")
            if rect is not None and rect.bottom <= hand.top and rect.left < spot.rect.centerx:
                if spot.rect.centerx < rect.right:
                    return spot.card, spot.rect.copy(), rect
    raise AssertionError("no hand card to play straight above the hand")


@pytest.mark.parametrize("game", GAMES)
def test_a_card_let_go_still_over_the_hand_goes_back(table, game) -> None:
    """Taken by its top edge and let go just above the hand, the mouse over the glowing zone
    but the card still over the hand: a play-tester saw it played. It goes back; carried on
    until it lies over the zone, the same card is played."""
    state, d = opened(table, game)
    scene = d.scene
    card, rect, zone = above_the_hand(d)
    grab = (rect.centerx, rect.top + 4)
    d.drag(grab, (grab[0], zone.bottom - 3), release=False)
    assert scene.drag is not None and scene.drag.moving
    assert scene.still_home(scene.drag, scene.drag.pos)
    d.post(pygame.MOUSEBUTTONUP, pos=(grab[0], zone.bottom - 3), button=1)
    d.frames(1)
    d.settle()
    assert not [a for _, a in state.history if a.source == card], "played from over the hand"
    assert card in state.zones["hand.0"]
    d.drag(grab, (grab[0], zone.bottom - rect.h // 2 - 10))
    d.settle()
    assert any(a.source == card for _, a in state.history), "not played from over the zone"


def to_a_bots_decision(d: Driver, state) -> None:
    """End the person's turn with Enter (the gold button) until the bot decides; the bot
    then waits a few seconds before it plays."""
    d.app.settings.bot_delay = 5.0
    for _ in range(12):
        if state.decision.seat != 0:
            return
        d.key(pygame.K_RETURN)
        while d.scene.timeline.blocking:
            d.frames(1)
    raise AssertionError("the bot never came to decide")


@pytest.mark.parametrize("game", ["bahamut-dispute", "bellum"])
def test_no_card_is_taken_up_while_a_bot_decides(table, game) -> None:
    """Taken up while the bot thought, a card stayed on the mouse, drawn over the Undo button,
    until the bot's move made it vanish: it now stays in the hand, and the table says who
    decides."""
    state, d = opened(table, game)
    to_a_bots_decision(d, state)
    scene = d.scene
    spot = next(s for s in scene.spots() if s.zone == "hand.0")
    undo = scene.undo_button
    assert undo is not None
    d.drag(spot.rect.center, undo.rect.center, release=False)
    assert state.decision.seat == 1, "the bot has played meanwhile"
    assert scene.drag is None or not scene.drag.moving, "the card follows the mouse"
    assert scene.toast_text.startswith("Wait: ") and scene.toast_text.endswith("is deciding.")
    d.post(pygame.MOUSEBUTTONUP, pos=undo.rect.center, button=1)
    d.frames(1)
    assert scene.drag is None


@pytest.mark.parametrize("game", GAMES)
def test_a_card_carried_when_a_key_takes_a_choice_goes_back(game) -> None:
    """Enter took the gold button while the mouse carried a card: the card vanished from the
    mouse. It now slides back to its place, as from a drop where it cannot go."""
    if game == "bahamut-dispute":
        state = bahamut_scenario(hand0=["stabber-dagger", "swift-gift", "prime-time"])
    else:
        state = tabletop.games.get(game).setup(3, 2)
    app, d = open_table(state, HUMAN_BOT, bots={1: ScriptedBot()}, animations=True)
    try:
        d.wait_for_turn()
        scene = d.scene
        assert scene.interaction is not None and scene.interaction.default is not None
        spot = next(s for s in scene.spots() if s.zone == "hand.0")
        d.drag(spot.rect.center, (spot.rect.centerx, spot.rect.top - 40), release=False)
        assert scene.drag is not None and scene.drag.moving
        d.key(pygame.K_RETURN)
        assert scene.drag is None
        assert ("hand.0", spot.index) in scene.flying, "the card did not go back"
        d.settle()
        assert not scene.flying
    finally:
        app.close()
