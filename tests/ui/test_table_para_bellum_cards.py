"""Para Bellum's card art on the table: each design's own picture, cost circles that show the
cost, and hidden hands drawn with each card's own back."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.para_bellum import scenario as S
from tabletop.games.para_bellum.data import ARMY, COMMAND
from tabletop.ui.app import App
from tabletop.ui.games.para_bellum import pictures
from tabletop.ui.games.para_bellum.cards import ParaBellumArt
from tabletop.ui.resources import Resources
from tabletop.ui.scene import Seat
from tabletop.ui.settings import Settings
from tests.ui.table_helpers import (
    data_dir,  # noqa: F401 (an autouse fixture)
)


@pytest.fixture
def art():
    pygame.display.init()
    pygame.display.set_mode((8, 8))
    res = Resources()
    from tabletop.games import get

    yield ParaBellumArt(res, get("para-bellum").cards)
    pygame.display.quit()


def test_every_design_has_its_own_picture():
    """One picture per Command design and per Army design, all shipped, none shared."""
    res = Resources()
    keys = {c["key"] for c in COMMAND.values()}
    patterns = {c["pattern"] for c in ARMY.values()}
    files = {rel for rel, _ in pictures.masters()}
    assert len(files) == len(keys) + len(patterns) + 5  # and the five starting cards
    for rel in files:
        assert res.art_path(rel).is_file(), rel


def test_command_cards_show_their_picture_in_the_medallion(art):
    a = art.face("cmd-archers", (250, 350))
    b = art.face("cmd-sappers", (250, 350))  # same kind, same frame: another picture
    differ = sum(
        a.get_at((x, y))[:3] != b.get_at((x, y))[:3]
        for x in range(95, 156, 5)
        for y in range(84, 145, 5)
    )
    assert differ > 100


def test_cost_circles_show_the_cost_large(art, monkeypatch):
    drawn: list[tuple[str, int]] = []
    original = art.res.text

    def text(words, size, *args, **kwargs):
        drawn.append((words, size))
        return original(words, size, *args, **kwargs)

    monkeypatch.setattr(art.res, "text", text)
    art.face("cmd-heavy-cavalry", (250, 350))  # 2 [Cavalry] points, 1 VP
    assert ("2", 18) in drawn  # the points, in the circle, at 18 px on a 250 px card
    drawn.clear()
    art.face("cmd-volley-1", (250, 350))  # an Order: the action that plays it
    assert ("1", 18) in drawn


def test_a_hidden_hand_shows_army_and_command_backs():
    state = S.build(
        2,
        hands={
            0: [S.army("red"), S.command("volley"), S.army("green")],
            1: [S.army("blue"), S.command("tribute")],
        },
    )
    app = App((1280, 720), realtime=False, raise_errors=True, settings=Settings(bot_delay=60.0))
    try:
        app.resume(state, [Seat("bot", "random"), Seat("bot", "random")])
        app.step()
        scene = app.scene
        spots = [s for s in scene.spots() if s.zone == "hand.0"]
        assert len(spots) == 3 and all(s.card is None for s in spots)  # hidden from a bot seat
        ext = scene.ext
        backs = [ext.back_image("hand.0", s.index, s.rect.size) for s in spots]
        assert [b is not None for b in backs] == [True, True, False]  # 2 Army, 1 Command
        app.step()
        screen = pygame.display.get_surface()
        reds = [pygame.transform.average_color(screen, s.rect) for s in spots]
        assert reds[0][0] > reds[0][2] and reds[1][0] > reds[1][2]  # red Army backs
        assert reds[2][2] > reds[2][0]  # a blue Command back
    finally:
        app.close()
