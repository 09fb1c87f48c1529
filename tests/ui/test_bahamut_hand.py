"""Bahamut Dispute's own hand through the real loop: a full hand shows every name whole (its
cards get a little narrower rather than overlap), and it keeps its places while cards are
clicked away one after another."""

from __future__ import annotations

import re

import pygame
import pytest
from helpers import bahamut_scenario

from tabletop.ui.scene import Seat
from tabletop.ui.table.driver import ScriptedBot, open_table
from tests.ui.table_helpers import data_dir, table_opener, texts_drawn  # noqa: F401
from tests.ui.test_table_play import SEVEN  # a hand of seven cards

HUMAN_BOT = [Seat("human"), Seat("bot", "greedy")]


@pytest.fixture
def table():
    yield from table_opener(HUMAN_BOT, lambda: {1: ScriptedBot()})


def squash(text: str) -> str:
    return re.sub(r"[\s\-]", "", text).lower()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_full_hand_shows_every_name_whole(table, size) -> None:
    """Seven cards overlapped so far that the next card hid the end of each name ("Prime
    Tim", "Swift Gif"): they now lie side by side, each face printing its whole name."""
    app, d = table(bahamut_scenario(hand0=SEVEN), size=size)
    scene = d.scene
    spots = sorted((s for s in scene.spots() if s.zone == "hand.0"), key=lambda s: s.rect.x)
    assert [s.card for s in spots] == SEVEN
    for left, right in zip(spots, spots[1:], strict=False):
        assert left.rect.right <= right.rect.left, f"{right.card} covers {left.card}"
    art = scene.art
    art.clear()
    for spot in spots:
        with texts_drawn(art.res) as texts:
            art.face(spot.card, spot.rect.size)
        name = art.name(spot.card)
        assert not any("\u2026" in t for t in texts), (name, texts)
        assert squash(name) in "".join(squash(t) for t in texts), (name, texts)


@pytest.mark.parametrize("animations", [False, True])
def test_the_hand_keeps_its_places_through_a_discard_of_two(animations) -> None:
    """Discarding two of seven, the hand closed up at once after the first click: the card
    under the still mouse was another one, and the next click discarded it. The cards now
    stay where they were (a gap where the first one left) until the last is clicked away;
    then the hand closes up."""
    app, d = open_table(
        bahamut_scenario(hand0=SEVEN), HUMAN_BOT, bots={1: ScriptedBot()}, animations=animations
    )
    try:
        scene, state = d.scene, app.scene.state
        d.key(pygame.K_RETURN)  # end the turn with seven cards: discard two
        d.settle()
        assert state.decision.prompt.startswith("Discard 2")
        places = {s.card: s.rect.copy() for s in scene.spots() if s.zone == "hand.0"}
        first = places["stabber-dagger"].center
        d.click(first)
        d.settle()
        assert "stabber-dagger" in state.zones["discard"]
        assert state.decision.seat == 0 and state.decision.prompt.startswith("Discard 1")
        assert scene.spot_at(first) is None, "another card slid under the mouse"
        kept = {s.card: s.rect for s in scene.spots() if s.zone == "hand.0"}
        assert kept == {c: r for c, r in places.items() if c != "stabber-dagger"}
        d.click(places["plume-of-doom"].center)  # the card aimed at is the one discarded
        d.wait_for_turn()
        assert {"stabber-dagger", "plume-of-doom"} <= set(state.zones["discard"])
        assert scene.hold.places is None and not scene.flying
        hand = sorted((s.rect for s in scene.spots() if s.zone == "hand.0"), key=lambda r: r.x)
        gaps = {b.left - a.right for a, b in zip(hand, hand[1:], strict=False)}
        assert len(gaps) == 1 and gaps.pop() < hand[0].w // 4  # closed up, evenly
    finally:
        app.close()
