"""Table layout, card art and frame times: sizes from 800x600 to 2560x1440, no overlaps."""

from __future__ import annotations

import itertools
import statistics
import time

import pygame
import pytest
from helpers import bahamut_scenario

from tabletop.games import get
from tabletop.ui.app import App
from tabletop.ui.games import controller_for as get_controller
from tabletop.ui.layout import Layout, too_small
from tabletop.ui.resources import ROOT, Resources
from tabletop.ui.scene import Seat
from tabletop.ui.settings import Settings
from tabletop.ui.table import TableScene
from tabletop.ui.table.driver import Driver, ScriptedBot

SIZES = [(800, 600), (1280, 720), (1920, 1080), (2560, 1440)]
NEEDED = {
    "hand.0",
    "hand.1",
    "field.0",
    "field.1",
    "deck",
    "discard",
    "pending",
    "tokens.0",
    "tokens.1",
    "supply",
    "log",
    "prompt",
}


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))


def overlaps(rects: dict[str, pygame.Rect]) -> list[tuple[str, str]]:
    return [
        (a, b)
        for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2)
        if ra.colliderect(rb)
    ]


def test_layout_file_has_every_zone_with_properties():
    layout = Layout.load(ROOT / "layouts" / "bahamut-dispute.tmx")
    assert layout.size == (1920, 1080)
    assert NEEDED <= set(layout.zones)
    assert layout.zones["hand.0"].arrange == "fan" and layout.zones["hand.0"].owner == 0
    assert layout.zones["hand.1"].owner == 1
    assert layout.zones["deck"].face == "down" and layout.zones["deck"].arrange == "stack"
    assert overlaps(layout.rects(layout.size)) == []


@pytest.mark.parametrize("size", SIZES)
def test_scaled_zones_never_overlap_and_stay_on_screen(size):
    layout = Resources().layout("bahamut-dispute", 2)
    rects = layout.rects(size)
    assert overlaps(rects) == []
    screen = pygame.Rect((0, 0), size)
    assert all(screen.contains(r) for r in rects.values())


def test_too_small_below_800x600():
    assert too_small((799, 600)) and too_small((800, 599)) and not too_small((800, 600))


@pytest.fixture
def app():
    app = App(
        (1280, 720),
        realtime=False,
        raise_errors=True,
        settings=Settings(bot_delay=0.0, animations=False),
    )
    yield app
    app.close()


def test_resizing_the_window_relays_out_the_table(app):
    state = bahamut_scenario(
        hand0=["prime-time", "swift-gift", "stabber-dagger"],
        field1=["baby-bahamut"],
        discard=["pawn-begone"],
    )
    app.resume(state, [Seat("human"), Seat("bot")])
    d = Driver(app)
    d.settle()
    scene = app.scene
    assert isinstance(scene, TableScene)
    for size in [(800, 600), (2560, 1440), (1920, 1080), (640, 480), (1280, 720), (1000, 900)]:
        d.resize(size)
        if too_small(size):
            assert app.too_small  # the shell shows its notice; the table keeps its layout
            continue
        assert scene.size == size
        rects = {k: v for k, v in scene.rects.items()}
        assert overlaps(rects) == []
        # each zone paints only its own area (plus a margin that touches no other zone's)
        assert overlaps({z: scene.paint_rect(z) for z in rects}) == []
        # every card lies inside its zone
        for spot in scene.spots():
            assert scene.rects[spot.zone].contains(spot.rect), (size, spot)
        buttons = [b.rect for b in scene.buttons]
        assert all(scene.rects["prompt"].contains(b) for b in buttons)
    # still playable after all that resizing
    d.drag(d.card_center("swift-gift"), d.zone_center("field.0"))
    d.settle()
    assert "swift-gift" not in state.zones["hand.0"]


def test_table_draws_a_notice_when_too_small(app):
    state = bahamut_scenario(hand0=["prime-time"])
    scene = TableScene(app, state, [Seat("human"), Seat("bot")])
    small = pygame.Surface((640, 480))
    scene.draw(small)  # must not raise, and must not draw the table
    assert small.get_at((5, 5))[:3] == (14, 20, 18)


def test_cards_differ_by_more_than_hue():
    """Colour-blind safety: each type prints its own word and icon on the card."""
    pygame.display.init()
    pygame.display.set_mode((10, 10))
    controller = get_controller(get("bahamut-dispute"))
    from tabletop.ui.cards import CardArt

    art = CardArt(Resources(), "bahamut-dispute", controller.game.cards)
    faces = {}
    for card in ("baby-bahamut", "pawn-begone", "stabber-dagger"):
        face = art.face(card, (250, 350))
        gray = pygame.transform.grayscale(face)
        faces[card] = pygame.image.tobytes(gray, "RGB")
    assert len(set(faces.values())) == 3
    for kind in ("monster", "spell", "action"):
        assert Resources().has_art(f"bahamut-dispute/icon-{kind}.svg")


def test_card_surfaces_are_cached(app):
    state = bahamut_scenario(hand0=["prime-time"])
    scene = TableScene(app, state, [Seat("human"), Seat("bot")])
    a = scene.art.face("prime-time", (120, 168))
    assert scene.art.face("prime-time", (120, 168)) is a


def test_frame_times_of_an_animated_bot_game_at_1080p():
    """Frames of an animated bot game stay cheap: the board is cached and redrawn by zone.

    CPU time per frame (not wall time, which other processes on a CI machine inflate); the
    bounds are loose regression guards, the measured numbers are printed.
    """
    app = App(
        (1920, 1080),
        realtime=False,
        raise_errors=True,
        settings=Settings(bot_delay=0.1, animations=True),
    )
    try:
        state = get("bahamut-dispute").setup(5)
        app.resume(state, [Seat("bot"), Seat("bot")])
        scene = app.scene
        scene.bots = {0: ScriptedBot(prefer=("play", "end")), 1: ScriptedBot(prefer=("play",))}
        times = []
        for _ in range(1500):
            start = time.thread_time()
            app.step()
            times.append(time.thread_time() - start)
            time.sleep(0.002)
            if state.is_over:
                break
        times.sort()
        median = statistics.median(times)
        p99 = times[int(len(times) * 0.99) - 1]
        print(f"frames {len(times)} median {median * 1000:.2f} ms p99 {p99 * 1000:.2f} ms")
        assert len(state.history) >= 5  # the bots really played
        assert median < 0.004
        assert p99 < 0.020
    finally:
        app.close()


def test_partial_board_redraws_match_a_full_redraw(app):
    """Zones redrawn one by one leave the same pixels as redrawing the whole board."""
    state = bahamut_scenario(
        hand0=["stabber-dagger", "swift-gift", "baby-bahamut"],
        hand1=["prime-time"],
        field1=["grouchy-goblin"],
        discard=["pawn-begone"],
    )
    app.resume(state, [Seat("human"), Seat("bot")])
    scene = app.scene
    d = Driver(app)
    d.settle()
    display = scene.display

    def check() -> None:
        scene.dirty = True
        partial = pygame.image.tobytes(scene._render_board(), "RGB")
        scene._sigs = None
        full = pygame.image.tobytes(scene._render_board(), "RGB")
        assert partial == full

    steps = [
        lambda: display.put(display.take("swift-gift", "hand.0")[1], "field.0"),
        lambda: display.put(display.take(None, "deck")[1], "hand.1"),
        lambda: display.put(display.take("pawn-begone", "discard")[1], "pending"),
        lambda: scene.flying.add(("pending", 0)),
        lambda: scene.flying.clear(),
        lambda: display.data["life"].__setitem__(1, 1),
        lambda: d.move(d.card_center("stabber-dagger")),
        lambda: scene.show_toast("A reason in words."),
        lambda: scene.log.add("Another line in the log."),
    ]
    for step in steps:
        step()
        check()
