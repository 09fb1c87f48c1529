"""Para Bellum's hand at 4 players reads as at 2 (a play-tester's report): the 4-player layout
gave the hand a lower zone, its cards were drawn at 60x84 at 1280x720, too narrow for their
kind word (OUTPOST, under the band) and, at 1920x1080, for their colours ("Purple-Yellow" in the
ribbon); the Command cards lost their kind and cost. The hand is now as high as at 2 and 3
players (the opponents' battlefields and the status line gave the room)."""

from __future__ import annotations

import pytest

import tabletop.games
from tabletop.ui.games.para_bellum.cards import ARMY, short_name
from tabletop.ui.scene import Seat
from tabletop.ui.table.driver import ScriptedBot
from tests.ui.table_helpers import data_dir, table_opener, texts_drawn  # noqa: F401

KINDS = ("OUTPOST", "CAMP", "COLUMN")


@pytest.fixture
def table():
    yield from table_opener()


def hand(table, players: int, size: tuple[int, int]):
    """The table at the person's first decision: the scene and its hand's spots."""
    state = tabletop.games.get("para-bellum").setup(3, players)
    seats = [Seat("human")] + [Seat("bot")] * (players - 1)
    bots = {seat: ScriptedBot() for seat in range(1, players)}
    app, driver = table(state, seats, bots=bots, size=size)
    driver.wait_for_turn()
    scene = app.scene
    return scene, [s for s in scene.card_spots().values() if s.zone == "hand.0"]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_army_cards_in_a_4_player_hand_print_their_kind_and_colours_as_at_2(table, size):
    _, two = hand(table, 2, size)
    scene, four = hand(table, 4, size)
    assert {s.rect.size for s in four} == {s.rect.size for s in two}
    scene.art.clear()  # each face drawn now, at the size the hand shows it
    for spot in four:
        if spot.card not in ARMY:
            continue
        with texts_drawn(scene.res) as drawn:
            scene.art.face(spot.card, spot.rect.size)
        assert any(t in KINDS for t in drawn), (spot.card, spot.rect.size, drawn)
        if size == (1920, 1080):  # the ribbon names its colours ("Purple-Yellow")
            colours = short_name(spot.card, ARMY[spot.card]["name"])
            assert any(colours in t for t in drawn), (spot.card, drawn)
