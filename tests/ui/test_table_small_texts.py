"""The Bellum and Bahamut Dispute tables in small windows: every text the board draws (zone
titles, the status line, the prompt panel and its buttons, what the painters write) lies whole
inside its zone and apart from every other text; a title keeps its capitals ("Olympus II");
a city's districts lie side by side, each name whole. Bellwake's zone titles are whole at
every size."""

from __future__ import annotations

import itertools
import types

import pygame
import pytest

from tabletop.games import get
from tabletop.ui.scene import Seat
from tabletop.ui.table import board as board_module
from tabletop.ui.table import theme
from tabletop.ui.table import widgets as widgets_module
from tests.helpers import bahamut_scenario
from tests.ui.table_helpers import data_dir, table_opener  # noqa: F401 (fixtures)

SMALL = [(800, 600), (1024, 600), (1024, 768)]
LARGE = [(1280, 720), (1920, 1080)]


@pytest.fixture
def table():
    yield from table_opener()


class InkSurface(pygame.Surface):
    """A surface that notes the ink (painted pixels) of every text blitted on it, unclipped,
    and takes over the notes of an ink surface blitted on it (a button's plate, the static
    layer), so that a text cut at an edge shows as ink outside its zone."""

    texts: dict[int, str] = {}

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.inks: list[tuple[str, pygame.Rect]] = []

    def blit(self, source, dest, area=None, special_flags=0):  # noqa: D102 - pygame's blit
        rect = super().blit(source, dest, area, special_flags)
        if not hasattr(self, "inks"):  # a converted copy is made without __init__
            self.inks = []
        x, y = (dest[0], dest[1]) if not isinstance(dest, pygame.Rect) else dest.topleft
        words = self.texts.get(id(source))
        if words is not None and area is None:
            ink = source.get_bounding_rect().move(int(x), int(y))
            if ink.w and ink.h:
                self.inks.append((words, ink))
        for words, ink in getattr(source, "inks", []):
            if area is None:
                self.inks.append((words, ink.move(int(x), int(y))))
            elif pygame.Rect(area).colliderect(ink):
                self.inks.append((words, ink.move(int(x) - area[0], int(y) - area[1])))
        return rect


def drawn_texts(scene, monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """Every text of a freshly drawn board (static layer and zones), as (words, ink)."""
    texts: dict[int, str] = {}
    monkeypatch.setattr(InkSurface, "texts", texts)
    original = scene.res.text

    def text(words, size, color=theme.INK, bold=False, serif=False):
        surf = original(words, size, color, bold, serif)
        texts[id(surf)] = words
        return surf

    monkeypatch.setattr(scene.res, "text", text)
    inked = types.SimpleNamespace(**{k: getattr(pygame, k) for k in dir(pygame) if k[0] != "_"})
    inked.Surface = InkSurface
    monkeypatch.setattr(board_module, "pygame", inked)
    monkeypatch.setattr(widgets_module, "pygame", inked)
    for b in scene.buttons:
        b._cache.clear()
    scene._board = scene._static = None
    scene._sigs = None
    board = scene._render_board()
    return board.inks


def assert_whole_and_apart(scene, inks, size) -> None:
    """Each text inside the zone it lies in (its centre's), clear of the prompt's buttons
    unless it is a button's own label, and no two texts touching."""
    buttons = [b.rect for b in scene.buttons]
    for words, ink in inks:
        owner = [z for z, r in scene.rects.items() if r.collidepoint(ink.center)]
        assert owner, (size, words, ink, "between zones")
        assert scene.rects[owner[0]].contains(ink), (size, owner[0], words, ink)
        inside = [r for r in buttons if r.collidepoint(ink.center)]
        if inside:
            assert inside[0].contains(ink), (size, "cut in its button", words, ink)
        else:
            assert not any(r.colliderect(ink) for r in buttons), (size, "under a button", words)
    apart = theme.px(4, scene.scale, 2)
    clashes = [
        (a[0], b[0])
        for a, b in itertools.combinations(inks, 2)
        if a[1].inflate(apart, 0).colliderect(b[1])
        and not (a[1].contains(b[1]) or b[1].contains(a[1]))
    ]
    assert clashes == [], size


def bellum_table(table, size):
    state = get("bellum").setup(11, first_player=0, city="athens")
    app, d = table(state, [Seat("human"), Seat("bot")], size=size)
    d.wait_for_turn()
    d.frames(2)
    return d.scene


def bahamut_table(table, size):
    state = bahamut_scenario(
        hand0=[
            "baleful-bahamut",
            "stabber-dagger",
            "alabaster-caster",
            "pawn-begone",
            "swift-gift",
        ],
        field0=["obsidian-comedian"],
        field1=["grouchy-goblin"],
    )
    app, d = table(state, [Seat("human"), Seat("bot")], size=size)
    d.wait_for_turn()
    d.frames(2)
    return d.scene


@pytest.mark.parametrize("size", SMALL + LARGE)
def test_bellum_texts_are_whole_and_apart(table, monkeypatch, size):
    scene = bellum_table(table, size)
    assert scene.decision_buttons()  # "No combat: to the play phase"
    inks = drawn_texts(scene, monkeypatch)
    assert_whole_and_apart(scene, inks, size)
    words = {w for w, _ in inks}
    assert {"Olympus I", "Olympus II", "Olympus III", "Olympus IV"} <= words, size
    status = scene.controller.status(scene.display, scene.seat_names())
    shown = " ".join(w for w, ink in inks if scene.rects["status"].contains(ink))
    assert shown.replace(" \u00b7 ", " ") == status.replace(" \u00b7 ", " "), size


@pytest.mark.parametrize("size", SMALL + LARGE)
def test_bellum_districts_lie_side_by_side(table, size):
    scene = bellum_table(table, size)
    for zone in ("city.0", "city.1"):
        rects = sorted((s.rect for s in scene.spots() if s.zone == zone), key=lambda r: r.x)
        assert len(rects) == 4
        for a, b in itertools.pairwise(rects):
            assert a.right <= b.x, (size, zone, a, b)


@pytest.mark.parametrize("size", SMALL + LARGE)
def test_bahamut_dispute_texts_are_whole_and_apart(table, monkeypatch, size):
    scene = bahamut_table(table, size)
    assert scene.decision_buttons()  # "End the turn"
    inks = drawn_texts(scene, monkeypatch)
    assert_whole_and_apart(scene, inks, size)
    words = {w for w, _ in inks}
    assert {"Deck", "Discard", "Supply", "Being played"} <= words, size  # whole, not "Disca…"


@pytest.mark.parametrize("size", SMALL + LARGE)
def test_bellwake_zone_titles_are_whole(table, monkeypatch, size):
    """No zone title of Bellwake's table is cut ("Active locati…", "Enc. disc…" at 1280x720,
    "Objecti…" at 800x600): a title too long takes its shorter form ("Location", "Discarded"),
    and in windows up to 1100 px wide the layout's narrow layer widens the zones whose titles
    are longest."""
    state = get("bellwake").setup(1, 2, scenario="lower-stair")
    app, d = table(state, [Seat("human"), Seat("bot")], size=size)
    d.wait_for_turn()
    d.frames(2)
    drawn = drawn_texts(d.scene, monkeypatch)
    assert {"Objective", "Victory", "Silenced"} <= {w for w, _ in drawn}
    cut = [w for w, _ in drawn if w.endswith("\u2026")]
    assert cut == [], (size, cut)


@pytest.mark.parametrize("size", SMALL + LARGE)
def test_bellums_small_piles_are_told_in_words_at_every_size(table, monkeypatch, size):
    """Outside the game holds five cards in a zone too low for a card anyone could read, at
    1920x1080 too (a 48 px stub among cards three times its size): it says "5 cards"."""
    scene = bellum_table(table, size)
    inks = drawn_texts(scene, monkeypatch)
    outside = scene.rects["outside"]
    n = len(scene.display.zones["outside"])
    assert n > 1
    assert any(w == f"{n} cards" and outside.contains(ink) for w, ink in inks), size
