"""Bahamut Dispute's own hand through the real loop: a full hand shows every name whole (its
cards get a little narrower rather than overlap)."""

from __future__ import annotations

import re

import pytest
from helpers import bahamut_scenario

from tabletop.ui.scene import Seat
from tabletop.ui.table.driver import ScriptedBot
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
