"""Para Bellum's dice read at 1280x720: your battlefield's dice are 24 px or more, small dice
are drawn flat with large pips, and while dice are chosen for a reroll the chosen die glows
gold (gold = chosen, as everywhere) while the others get a thin ring; a glow never covers a
die's pips."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.games.para_bellum.base import LIT
from tabletop.ui.games.para_bellum.dice import SMALL_DIE, DiceArt
from tests.ui import para_bellum_table
from tests.ui.table_helpers import data_dir  # noqa: F401 (an autouse fixture)
from tests.ui.test_table_para_bellum_zoom import late_state

make = para_bellum_table.make  # the fixture


def reroll_state():
    state = late_state(2, 8)
    state.push("reroll", seat=0, die="any", count=2, chosen=[])
    state._decision = None
    assert {a.kind for a in state.decision.actions} >= {"pick", "roll"}
    return state


def test_your_dice_are_at_least_24_px_at_1280x720(make):
    app, d = make(late_state(2, 8))
    ext = d.scene.ext
    geo = ext.geo[d.scene.lz("battlefield.0")]
    assert geo.die >= 24 and geo.general_die >= 24, (geo.die, geo.general_die)


def test_the_chosen_die_glows_gold_and_the_others_get_a_thin_ring(make, monkeypatch):
    state = reroll_state()
    app, d = make(state)
    ext = d.scene.ext
    picks = list(ext.it.picks)
    assert len(picks) >= 2
    d.click(ext.thing_rect(picks[0]).center)
    d.settle()
    assert ext.chosen_dice() == [picks[0]]
    calls: list[tuple[pygame.Rect, tuple, bool]] = []
    ring = type(ext)._ring_at

    def spy(self, surface, rect, color, thick=False):
        calls.append((pygame.Rect(rect), tuple(color), thick))
        return ring(self, surface, rect, color, thick)

    monkeypatch.setattr(type(ext), "_ring_at", spy)
    d.scene.dirty = True
    d.frames(2)
    chosen = ext.thing_rect(picks[0])
    assert (chosen, tuple(LIT), True) in calls
    for thing in ext.it.picks:
        rect = ext.thing_rect(thing)
        assert (rect, tuple(LIT), True) not in calls
        assert any(r == rect and not thick for r, _, thick in calls)


@pytest.mark.parametrize("side", [19, 28, 40])
def test_a_glow_leaves_the_die_clear(make, side):
    app, d = make(late_state(2, 1))
    ext = d.scene.ext
    surf = pygame.Surface((200, 200), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, side, side)
    rect.center = (100, 100)
    ext._ring_at(surf, rect, LIT, thick=True)
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            assert surf.get_at((x, y))[3] == 0, (x, y)


def test_small_dice_have_large_pips():
    pygame.display.init()
    from tabletop.ui.resources import Resources

    art = DiceArt(Resources())
    small = art.face("red", 1, SMALL_DIE - 6)
    pad = max(2, (SMALL_DIE - 6) // 10)
    c = pad + (SMALL_DIE - 6) // 2
    white = sum(
        1
        for dx in range(-3, 4)
        for dy in range(-3, 4)
        if min(small.get_at((c + dx, c + dy))[:3]) > 200
    )
    assert white >= 9  # a pip about 4 px across at the centre of a 20 px die


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_token_tray_names_every_token(make, monkeypatch, size):
    """At 1280x720 as at 1920x1080 the tray writes Warlord, Strategist... (not bare initials):
    below each token, its count on the token's tab when "Warlord 0/2" is too wide."""
    from tabletop.games.para_bellum.data import TOKEN_NAME

    app, d = make(late_state(2, 1), size=size)
    ext = d.scene.ext
    drawn: list[str] = []
    text = d.scene.res.text

    def spy(words, *args, **kwargs):
        drawn.append(str(words))
        return text(words, *args, **kwargs)

    monkeypatch.setattr(d.scene.res, "text", spy)
    ext._tray = None
    tray = ext.tray()
    assert tray is not None and tray.named
    surf = pygame.Surface(size, pygame.SRCALPHA)
    ext._draw_tokens(surf, next(iter(ext.zones_of("pbtokens"))))
    for name in TOKEN_NAME.values():
        assert any(name in t for t in drawn), (name, drawn)


def test_a_banner_callout_stays_on_the_window_and_off_its_panel(make):
    """The tester saw a "Red Banner!" frame drawn off the window's left edge over the
    Player 1 panel: the flash stays inside the panel and the words beside it."""
    from tabletop.rules.values import Event

    app, d = make(late_state(2, 1))
    scene = d.scene
    ext = scene.ext
    rect = scene.rects[scene.lz("panel.0")]
    event = Event("banner", "Player 1 places the red Color Banner.", seat=0)
    object.__setattr__(event, "details", {"colour": "red"})
    anims = ext._panel_effect(event)
    screen = pygame.Rect((0, 0), scene.size)
    assert anims
    for anim in anims:
        surf = pygame.Surface(scene.size, pygame.SRCALPHA)
        anim.update(anim.duration * 0.5)
        anim.draw(surf)
        drawn = surf.get_bounding_rect()
        if hasattr(anim, "image"):  # the words: beside the panel (off it), inside the window
            words = anim.image.get_rect(center=anim.center)
            assert not words.colliderect(rect)
            assert screen.contains(words)
        else:  # the flash: inside the panel (rings around it ran off the window's edge)
            assert rect.inflate(2, 2).contains(drawn), (anim, drawn, rect)
        assert screen.contains(drawn)


@pytest.mark.parametrize("size", para_bellum_table.SIZES)
def test_no_token_lies_under_the_general_die(make, size):
    """A die's token peeks out beside it, its letter on it: the square just left of the
    starting card can put the token under the General die (at 1280x720), so there it peeks
    out on the left: no square's token is hidden by the General die."""
    app, d = make(late_state(2, 8), size=size)
    geo = d.scene.ext.geo[d.scene.lz("battlefield.0")]
    general = geo.die_rect("general")
    squares = [
        f"{kind}:{r},{c}" for kind in ("black", "red") for r in range(-3, 4) for c in range(-4, 4)
    ]
    for square in squares:
        assert not geo.token_rect(square).colliderect(general), square


def test_the_general_die_stays_whole_beside_a_glowing_commander_die(make):
    """A Commander die just above the General die glows while it can pay (its thick glow
    reaches past its corners): the General die is still drawn whole over that glow, every
    pip of it readable."""
    from tests.ui.para_bellum_table import usable_scenario

    state = usable_scenario()
    app, d = make(state)
    d.frames(2)
    ext = d.scene.ext
    general = next(x for x in state.data["dice"] if x["square"] == "general" and x["seat"] == 0)
    rect = ext.thing_rect(general["id"])
    assert any(thing.startswith("die:") for thing in ext.it.moves)  # a die glows as usable
    face = ext.dice_art.face(general["colour"], general["value"], rect.w)
    origin = ext.dice_art.origin(rect)
    screen = app.screen
    off = [
        (x, y)
        for y in range(face.get_height())
        for x in range(face.get_width())
        if face.get_at((x, y)).a == 255
        and screen.get_at((origin[0] + x, origin[1] + y))[:3] != face.get_at((x, y))[:3]
    ]
    assert off == [], len(off)


def test_a_token_clicked_onto_the_wrong_kind_of_die_says_why(make):
    """Rulebook 8.2: a Commander token goes under a Commander (red) die. A play-tester clicked
    the Priest, then a black Legion die: the selection vanished without a word. The click now
    gets the rules' reason, as a drop there does."""
    from tests.helpers import step
    from tests.rules.test_para_bellum_reasons import die_of, token_state

    state = token_state()
    app, d = make(state)
    ext = d.scene.ext
    d.click(ext.token_rects()["token:priest"].center)
    d.settle()
    assert ext.selected == "token:priest"
    black = die_of(state, 0, "black:1,-4")
    d.click(ext.thing_rect(black).center)
    d.settle()
    assert ext.selected != "token:priest" and step(state) == "token"  # nothing taken
    assert d.scene.toast_text == state.why_drop("token:priest", black)
    assert "Commander" in d.scene.toast_text
