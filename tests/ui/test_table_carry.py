"""A card carried from the hand, in two games, through the real loop with posted mouse events:
it is played only once it has left the hand for a glowing zone; let go while it still lies over
the hand, it goes back."""

from __future__ import annotations

import pygame
import pytest
from helpers import bahamut_scenario

import tabletop.games
from tabletop.ui.scene import Seat
from tabletop.ui.table.driver import Driver, ScriptedBot
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
