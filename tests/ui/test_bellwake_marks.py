"""What Bellwake's table marks on and around its cards, as a play-tester read it: a ribbon's
words whole (or cut with "…" where the next card of the row covers it), a turned card's
ribbon clear of its number chips, the round's steps only while a round is under way, the
Clash's marks gone once the rules have moved on, and the enemy an "Engage" button means lit
while the button is hovered."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.games.bellwake import painters
from tabletop.ui.scene import Seat
from tests.ui.table_helpers import data_dir, table_opener  # noqa: F401 (fixtures)
from tests.ui.test_bellwake_table import (
    advance,
    deciding,
    defend_state,
    put,
    quiet_bot,
    venture_state,
)

HUMAN_BOT = [Seat("human"), Seat("bot")]


@pytest.fixture
def table():
    yield from table_opener(HUMAN_BOT, lambda: {1: quiet_bot()})


def drawn_pills(d, monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """The words and rects of every pill Bellwake's painters draw while the table is laid
    out and drawn anew."""
    seen: list[tuple[str, pygame.Rect]] = []
    real = painters.pill

    def spy(scene, surface, text, *args, **kwargs):
        rect = real(scene, surface, text, *args, **kwargs)
        seen.append((text, rect))
        return rect

    monkeypatch.setattr(painters, "pill", spy)
    d.resize(d.scene.size)
    d.frames(2)
    return seen


def spot(d, card: str):
    return next(s for s in d.scene.spots() if s.card == card)


def turned_chips(art, card: str, rect: pygame.Rect) -> list[pygame.Rect]:
    """The chips of a turned card where they lie on the table (its face turned clockwise)."""
    across = rect.w  # the upright face's height
    places = art.chip_rects(card, (rect.h, rect.w)).values()
    return [pygame.Rect(rect.x + across - r.bottom, rect.y + r.left, r.h, r.w) for r in places]


# ----- ribbons --------------------------------------------------------------------------------


def test_a_ribbon_the_next_card_covers_ends_in_an_ellipsis(table, monkeypatch):
    """At 800x600 a defending ally in a full party read "DEFENDIN": the next ally covered
    its ribbon's end. The ribbon's words now end before the next card, whole or cut with
    "…"."""
    state = defend_state()
    state.data["echo"][0] = 3
    for card in ("stair-guard#1", "tower-captain#1", "watch-novice#1", "watch-novice#2"):
        put(state, card, "party.0")
    state.apply(next(a for a in state.decision.actions if a.source == "tower-captain#1"))
    assert state.data["attack"]["defender"] == "tower-captain#1"
    app, d = table(state, size=(800, 600))
    pills = drawn_pills(d, monkeypatch)
    mine = spot(d, "tower-captain#1").rect.inflate(0, 40)  # on it, or just below its edge
    words, rect = next(
        (t, r) for t, r in pills if t.startswith("DEF") and mine.collidepoint(r.topleft)
    )
    assert words == "DEFENDING" or words.endswith("\u2026"), words
    spots = [s for s in d.scene.spots() if s.zone == "party.0"]
    later = spots[[s.card for s in spots].index("tower-captain#1") + 1 :]
    card = spot(d, "tower-captain#1").rect
    row = pygame.Rect(rect.left, rect.top, card.right - rect.left, rect.h)  # under the ribbon
    covering = [s.rect for s in later if s.rect.colliderect(row) and s.rect.left > rect.left]
    assert covering, "the next ally lies over the ribbon's row"
    assert all(rect.right <= r.left for r in covering), (rect, covering)


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_a_turned_venturing_hero_shows_its_ribbon_and_its_numbers(table, monkeypatch, size):
    """VENTURING lay over a turned hero's strike and ward chips. It now lies along the card's
    bottom edge, clear of every chip, its word whole."""
    state = venture_state()
    for card in ("hale-brann", "watch-novice#1"):
        state.apply(next(a for a in state.decision.actions if a.source == card))
    state.apply(state.decision.find("confirm"))
    put(state, "hymn-of-clarity#1", "hand.0")
    state.data["echo"][0] = 3
    state = advance(state, deciding(0, "play"), quiet_bot())  # the venture's fast song
    assert "hale-brann" in state.data["committed"]
    app, d = table(state, size=size)
    pills = drawn_pills(d, monkeypatch)
    for card in ("hale-brann", "watch-novice#1"):
        card_rect = spot(d, card).rect
        assert card_rect.w > card_rect.h  # turned
        near = card_rect.inflate(0, card_rect.h)  # on it, or just below its edge
        ribbons = [r for t, r in pills if t == "VENTURING" and near.collidepoint(r.topleft)]
        assert len(ribbons) == 1, pills
        chips = turned_chips(d.scene.art, card, card_rect)
        assert ribbons[0].collidelist(chips) == -1, (card, ribbons[0], chips)
