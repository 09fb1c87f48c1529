"""Bellum's token pills on the table (a tester's report): a creature's "Shield 1" covered its
"Base" tag, and Talos's "-3 dmg" and "Shield 3" stacked over its pile's numeral ("IV"). At
1280x720 and 1920x1080 no pill covers what the face prints (its pile's tag, power, cost,
purchase icons, type band, name), the power now, the ribbon, or another pill."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games import get
from tabletop.ui.games.bellum import painters
from tabletop.ui.scene import Seat
from tabletop.ui.table.driver import ScriptedBot
from tests.ui.table_helpers import data_dir, put, table_opener  # noqa: F401 (fixtures)

GAME = get("bellum")
TOKENS = {  # card -> (damage, shield): Talos from pile IV, the others from the Base pile
    "talos": (3, 3),
    "hoplite#1": (0, 1),
    "peltast#1": (1, 2),
    "hoplite#2": (1, 0),
    "peltast#2": (1, 1),
}
# what the pills keep clear of on every face (the clan icon they may cover: the hover names it)
PRINTED = {"pile", "power", "cost", "purchase", "title", "text"}


@pytest.fixture
def table():
    yield from table_opener()


def tokened_table(table, size):
    """Athens's turn with damaged and shielded creatures on both sides, one attacking."""
    state = GAME.setup(1, first_player=0, city="athens")
    for seat in (0, 1):
        for card in list(state.zones[f"hand.{seat}"]):
            put(state, card, f"deck.{seat}")
    for card in ("hoplite#1", "peltast#1", "peltast#2"):
        put(state, card, "play.0")
    for card in ("talos", "hoplite#2"):
        put(state, card, "play.1")
    for card, (damage, shield) in TOKENS.items():
        if damage:
            state.add_counter(card, "damage", damage)
        if shield:
            state.add_counter(card, "shield", shield)
    state.set_flag("peltast#2", "attacking")
    return table(state, [Seat("human"), Seat("bot")], {1: ScriptedBot()}, size=size)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_no_pill_covers_a_tag_a_number_or_another_pill(table, monkeypatch, size) -> None:
    drawn: list[tuple[str, pygame.Rect]] = []
    real = painters.pill

    def spy(scene, surface, text, *args, **kwargs):
        rect = real(scene, surface, text, *args, **kwargs)
        drawn.append((text, rect.copy()))
        return rect

    def spy_banner(scene, surface, text, size, fill, rect):  # a ribbon over a whole band
        drawn.append((text, rect.copy()))
        return real_banner(scene, surface, text, size, fill, rect)

    real_banner = painters.banner
    monkeypatch.setattr(painters, "pill", spy)
    monkeypatch.setattr(painters, "banner", spy_banner)
    app, d = tokened_table(table, size)
    d.frames(2)
    screen = app.screen
    spots = {s.card: s for s in d.scene.spots() if s.zone.startswith("play.")}
    assert set(spots) == set(TOKENS)
    for card, spot in spots.items():
        rect = spot.rect
        pills = [
            (t, pygame.Rect(r))
            for t, r in dict.fromkeys(
                (t, tuple(r)) for t, r in drawn if rect.collidepoint(r.center)
            )
        ]
        words = {t for t, _ in pills}
        damage, shield = TOKENS[card]
        assert (f"-{damage} dmg" in words) == bool(damage), (card, words)
        assert (f"Shield {shield}" in words) == bool(shield), (card, words)
        assert ("ATTACKING" in words) == (card == "peltast#2"), (card, words)
        marks = [
            (name, m.move(rect.topleft))
            for name, m in d.scene.art.marks(card, rect.size)
            if name in PRINTED
        ]
        centre = (rect.x + rect.w * 42 // 250, rect.y + rect.h * 194 // 350)  # the power now
        disc = pygame.Rect(0, 0, rect.w * 46 // 250, rect.w * 46 // 250)
        disc.center = centre
        for text, r in pills:  # the token pills, and the ribbon across the type band
            for name, mark in marks:
                if text != "ATTACKING" or name != "title":
                    assert not r.colliderect(mark), (size, card, text, name)
            assert not r.colliderect(disc), (size, card, text, "power now")
            others = [o for _, o in pills if o is not r]
            assert r.collidelist(others) < 0, (size, card, text, "another pill")
        # the pile's tag is on the screen as the face prints it, pixel for pixel
        face = d.scene.art.face(card, rect.size)
        (tag,) = [m for name, m in d.scene.art.marks(card, rect.size) if name == "pile"]
        tag = tag.inflate(-2, -2)
        covered = [
            (x, y)
            for x in range(tag.left, tag.right)
            for y in range(tag.top, tag.bottom)
            if screen.get_at((rect.x + x, rect.y + y))[:3] != face.get_at((x, y))[:3]
        ]
        assert covered == [], (size, card, len(covered))
