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


DEUTERANOPIA = (
    (0.367322, 0.860646, -0.227968),
    (0.280085, 0.672501, 0.047413),
    (-0.01182, 0.04294, 0.968881),
)
PROTANOPIA = (
    (0.152286, 1.052583, -0.204868),
    (0.114503, 0.786281, 0.099216),
    (-0.003882, -0.048116, 1.051998),
)


def _lab(rgb, matrix=None):
    """CIE Lab of ``rgb`` as seen through a Machado 2009 simulation (None: normal vision)."""
    lin = [
        c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in (v / 255 for v in rgb)
    ]
    if matrix is not None:
        lin = [
            min(1.0, max(0.0, sum(m * v for m, v in zip(row, lin, strict=True)))) for row in matrix
        ]
    x = (0.4124 * lin[0] + 0.3576 * lin[1] + 0.1805 * lin[2]) / 0.95047
    y = 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    z = (0.0193 * lin[0] + 0.1192 * lin[1] + 0.9505 * lin[2]) / 1.08883
    f = [t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116 for t in (x, y, z)]
    return (116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2]))


def test_the_colour_blind_legions_stay_apart_and_the_faces_follow_the_setting(art):
    import itertools
    import math

    from tabletop.ui import palette

    _, blind = palette.registered()["para-bellum.legions"]
    for matrix in (None, DEUTERANOPIA, PROTANOPIA):
        for a, b in itertools.combinations(blind.values(), 2):
            assert math.dist(_lab(a, matrix), _lab(b, matrix)) > 30
    standard = art.face("army-001", (120, 168)).copy()  # a red Column
    try:
        palette.set_mode(palette.COLOUR_BLIND)
        changed = art.face("army-001", (120, 168))
        band = (60, round(168 * 0.56))
        assert changed.get_at(band)[:3] != standard.get_at(band)[:3]
    finally:
        palette.set_mode(palette.STANDARD)
    assert art.face("army-001", (120, 168)).get_at(band) == standard.get_at(band)


def test_the_table_redraws_every_zone_in_the_new_palette():
    from tabletop.ui import palette

    state = S.build(2, hands={0: [S.army("red"), S.army("green")], 1: [S.army("blue")]})
    app = App((1280, 720), realtime=False, raise_errors=True, settings=Settings(bot_delay=60.0))
    try:
        app.resume(state, [Seat("human"), Seat("bot", "random")])
        app.step()
        spot = next(s for s in app.scene.spots() if s.zone == "hand.0")
        screen = pygame.display.get_surface()
        before = pygame.transform.average_color(screen, spot.rect)
        palette.set_mode(palette.COLOUR_BLIND)
        app.scene.dirty = True  # as when the settings screen closes
        app.step()
        after = pygame.transform.average_color(screen, spot.rect)
        assert after != before  # the hand (a zone of the generic table) in the new colours
    finally:
        palette.set_mode(palette.STANDARD)
        app.close()


@pytest.mark.parametrize("card", ["cmd-siege-tower", "cmd-triumphal-arch", "cmd-quartermaster"])
def test_a_permanent_in_a_narrow_strip_shows_its_whole_name(art, card):
    """An opponent's play area with 4 players at 1280x720 gives each permanent a strip of
    about 105x22 px: the name is written whole (the picture beside it gives way, the regular
    face stands in for the bold one) instead of "Siege To…"."""
    from tests.ui.table_helpers import texts_drawn

    name = COMMAND[card]["name"]
    art.clear()
    with texts_drawn(art.res) as drawn:
        art.face(card, (105, 22))
    assert name in drawn
    art.clear()
    with texts_drawn(art.res) as drawn:  # with room, the picture stays and the name too
        art.face(card, (160, 22))
    assert name in drawn
