"""The table glitches a new player saw (issue 11, section 3), each through the real loop: the
Conjuration Incantation picker's labels, the "Being played" zone refusing a drop, a refused
drop's message written into the log and drawn over the phase title, the turn banner over the
status line, an empty deck's count badge, and a moving card's text smeared by its scaling."""

from __future__ import annotations

from itertools import combinations

import pygame
import pytest
from helpers import bahamut_scenario

from tabletop.ui import textprobe
from tabletop.ui.anim import Banner, Slide
from tabletop.ui.scene import Seat
from tabletop.ui.table.driver import ScriptedBot, open_table

SEATS = [Seat("human"), Seat("bot")]


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))


@pytest.fixture
def make():
    apps = []

    def _make(state, size=(1280, 720), animations=False):
        app, d = open_table(state, SEATS, size=size, bots={1: ScriptedBot()}, animations=animations)
        apps.append(app)
        return app, d

    yield _make
    for app in apps:
        app.close()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_conjuration_incantation_picker_labels_never_collide(make, size):
    state = bahamut_scenario(hand0=["conjuration-incantation"], hand1=["swift-gift"])
    with textprobe.recording() as probe:
        app, d = make(state, size)
        d.drag(d.card_center("conjuration-incantation"), d.zone_center("field.0"))
        d.settle()
        picker = d.scene.picker
        assert picker is not None and len(picker.spec.entries) == 15
        d.frames(2)
        app._draw(force=True)
    captions = picker.caption_rects
    assert len(captions) == 15  # one or two lines under each card
    overlaps = [(a, b) for a, b in combinations(captions, 2) if a.colliderect(b)]
    assert not overlaps
    for caption in captions:  # and no caption runs into a card
        assert not any(caption.colliderect(cell) for cell in picker.cells)
    assert not [r for r in probe.under(12) if r.text.startswith("Declare")]


def test_a_card_dropped_on_being_played_is_played(make):
    state = bahamut_scenario(hand0=["baby-bahamut", "swift-gift"])
    app, d = make(state)
    d.drag(d.card_center("baby-bahamut"), d.zone_center("pending"), release=False)
    assert "pending" in d.scene.glowing_zones()  # it lights up with the field it stands for
    d.post(pygame.MOUSEBUTTONUP, pos=d.zone_center("pending"), button=1)
    d.frames(1)
    d.settle()
    assert "baby-bahamut" in state.zones["field.0"]
    assert not d.scene.toast_text


def test_a_refused_drop_says_why_below_the_status_line_and_not_in_the_log(make):
    state = bahamut_scenario(hand0=["baleful-bahamut", "stabber-dagger"])
    app, d = make(state)
    entries = len(d.scene.log.entries)
    d.drag(d.card_center("baleful-bahamut"), d.zone_center("field.0"))
    scene = d.scene
    assert scene.toast_text  # the reason, in words
    app._draw(force=True)
    assert not scene.toast_rect.colliderect(scene.rects["status"])
    assert pygame.Rect((0, 0), app.size).contains(scene.toast_rect)
    assert len(scene.log.entries) == entries  # the history is unchanged
    assert not any(scene.toast_text in e.text for e in scene.log.entries)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_turn_banner_leaves_the_status_line_readable(make, size):
    state = bahamut_scenario(hand0=["prime-time"])
    app, d = make(state, size)
    status = d.scene.rects["status"]
    for text in ("Turn 3: Player 2 plays.", "Player 1 wins: Player 2 has no life left."):
        banner = d.scene._banner(text, 1.0)
        assert isinstance(banner, Banner)
        assert not banner.rect(size).colliderect(status)


def test_an_empty_deck_shows_its_words_without_a_count_badge(make, monkeypatch):
    state = bahamut_scenario(hand0=["baby-bahamut"], rest="discard")
    assert state.zones["deck"] == []
    app, d = make(state)
    badges: list[str] = []
    real = type(d.scene)._pile_badge
    monkeypatch.setattr(
        type(d.scene),
        "_pile_badge",
        lambda self, surface, lzone, n, offset=(0, 0), face_up=False: (
            badges.append(lzone),
            real(self, surface, lzone, n, offset),
        ),
    )
    d.scene.resize(app.size)
    app._draw(force=True)
    assert "discard" in badges and "deck" not in badges


def test_a_moving_card_is_scaled_smoothly_not_by_dropping_pixels(make):
    state = bahamut_scenario(hand0=["swift-gift"])
    app, d = make(state)
    face = d.scene.art.face("swift-gift", (183, 256))
    slide = Slide(face, pygame.Rect(0, 0, 183, 256), pygame.Rect(400, 0, 91, 128), 1.0)
    slide.update(0.5)
    surface = pygame.Surface((700, 300), pygame.SRCALPHA)
    slide.draw(surface)
    (size,) = slide._scaled  # one picture at the size shown half-way
    shown = slide._scaled[size]
    assert shown.get_size() != face.get_size()
    nearest = pygame.transform.scale(face, size)
    smooth = pygame.transform.smoothscale(face, size)
    assert pygame.image.tobytes(shown, "RGBA") == pygame.image.tobytes(smooth, "RGBA")
    assert pygame.image.tobytes(shown, "RGBA") != pygame.image.tobytes(nearest, "RGBA")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game_id", ["bahamut-dispute", "bellum", "bellwake"])
def test_no_count_badge_covers_a_zone_title(make, monkeypatch, game_id, size):
    import tabletop.games

    state = tabletop.games.get(game_id).setup(3, 2)
    for zone in [z for z in state.data["zones"] if "deck" in z][:1]:
        state.data["zones"][zone] = []  # one deck empty, the other full
    state._decision = None
    app, d = make(state, size)
    badges: list[pygame.Rect] = []
    real = type(d.scene)._badge
    monkeypatch.setattr(
        type(d.scene),
        "_badge",
        lambda self, surface, text, center: (
            badges.append(real(self, surface, text, center)) or badges[-1]
        ),
    )
    d.scene.resize(app.size)
    app._draw(force=True)
    titles = d.scene.label_rects
    assert badges and titles
    covered = [(z, b) for z, t in titles.items() for b in badges if b.colliderect(t)]
    assert not covered


def test_a_finished_game_opened_again_is_not_said_to_be_resumed(make):
    """A game under way opened from a save says "game resumed"; a finished one (loaded to look
    at its end) does not."""
    import random

    from tabletop.games import get

    state = get("bahamut-dispute").setup(4)
    rng = random.Random(4)
    for _ in range(6):
        state.apply(rng.choice(state.decision.actions))
    app, d = make(get("bahamut-dispute").load(state.to_json()))
    assert d.scene.log.entries[-1].text == "Bahamut Dispute: game resumed."
    while not state.is_over:
        state.apply(rng.choice(state.decision.actions))
    from tabletop.ui.table.scene import TableScene

    table = TableScene(app, get("bahamut-dispute").load(state.to_json()), SEATS)
    assert table.log.entries and all("resumed" not in e.text for e in table.log.entries)


def test_a_drag_let_go_outside_the_window_goes_back() -> None:
    """A play-tester shrank the window during a drag and let go outside it: the card stayed on
    the pointer until a second click. The next motion with no button held ends the drag."""
    import tabletop.games

    state = tabletop.games.get("bahamut-dispute").setup(3, 2)
    app, d = open_table(state, [Seat("human"), Seat("bot")], bots={1: ScriptedBot()})
    try:
        d.settle()
        card = state.zones["hand.0"][0]
        start = d.card_center(card)
        d.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        d.frames(1)
        d.move((start[0] + 60, start[1] - 80), buttons=(1, 0, 0), rel=(60, -80))
        assert d.scene.drag is not None and d.scene.drag.moving
        d.move((5, 5))  # back in the window, no button held: it was let go outside
        assert d.scene.drag is None
        d.settle()
        assert card in state.zones["hand.0"]
    finally:
        app.close()
