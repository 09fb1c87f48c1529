"""Bellum's card faces: every card has its picture, every face renders at hand and hover size,
and the power and cost badges are really drawn (they differ where the numbers differ)."""

from __future__ import annotations

import json
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from tabletop.ui.cards import CardArt, fallback_colours
from tabletop.ui.games.bellum.cards import COST_AT, POWER_AT, BellumArt, type_line
from tabletop.ui.resources import Resources

ROOT = Path(__file__).resolve().parents[2]
CARDS = json.loads((ROOT / "tabletop/games/bellum/cards.json").read_text("utf-8"))["cards"]
BY_ID = {c["id"]: c for c in CARDS}
HAND = (120, 168)  # a hand card at 1280x720
HOVER = (300, 420)


@pytest.fixture(scope="module")
def art() -> BellumArt:
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1280, 720))
    return BellumArt(Resources(), "bellum", BY_ID)


def _badge(face: pygame.Surface, at: tuple[int, int, int]) -> bytes:
    """The pixels inside a badge (its inner 60%, clear of the illustration around it)."""
    s = face.get_width() / 250
    x, y, r = at
    r = round(r * s * 0.6)
    rect = pygame.Rect(round(x * s) - r, round(y * s) - r, 2 * r, 2 * r)
    return pygame.image.tobytes(face.subsurface(rect).copy(), "RGBA")


def test_every_card_has_an_illustration_that_loads(art: BellumArt) -> None:
    for card in CARDS:
        path = ROOT / "art/bellum/illustrations" / f"{card['id']}.svg"
        assert path.is_file(), card["id"]
        img = pygame.image.load_sized_svg(str(path), (200, 140))
        assert img.get_size() == (200, 140)
        colours = {img.get_at((x, y))[:3] for x in range(5, 200, 23) for y in range(5, 140, 19)}
        assert len(colours) > 3, f"{card['id']}: the picture is nearly blank"
    for name in ("creature", "spell", "relic", "district"):
        assert (ROOT / f"art/bellum/frame-{name}.svg").is_file()
        assert art.kind_of(name) == name  # the game's own frame is used
        assert art.boxes(name)["window"] == (25, 58, 200, 140)


def test_every_face_renders_at_hand_and_hover_size(art: BellumArt) -> None:
    for size in (HAND, HOVER, (60, 84), (200, 280)):
        for card in CARDS:
            face = art.face(card["id"], size)
            assert face.get_size() == size
    assert art.rules_size(*HAND) is None  # hand cards: name, power and cost large, no rules
    size = art.rules_size(*HOVER)
    assert size is not None and size >= 12
    assert art.face("spartoi#3", HAND) is art.face("spartoi", HAND)  # copies share a face


def test_power_and_cost_are_drawn(art: BellumArt) -> None:
    for size in (HAND, HOVER):
        face = {c: art.face(c, size) for c in BY_ID}
        # the same power (2, 2) looks the same, another power (3) does not
        assert _badge(face["hoplite"], POWER_AT) == _badge(face["peltast"], POWER_AT)
        assert _badge(face["hoplite"], POWER_AT) != _badge(face["satyr"], POWER_AT)
        assert _badge(face["typhon"], POWER_AT) != _badge(face["hoplite"], POWER_AT)
        # a spell has no power circle there: its picture shows instead
        assert _badge(face["javelin"], POWER_AT) != _badge(face["hoplite"], POWER_AT)
        # the cost: the same clan looks the same; another clan, "free" and a legend's x2 differ
        assert _badge(face["omen"], COST_AT) == _badge(face["oracle-of-dodona"], COST_AT)
        soldier = _badge(face["shieldbearer"], COST_AT)
        assert soldier == _badge(face["polemarch"], COST_AT)
        assert soldier != _badge(face["harpy"], COST_AT)
        assert soldier != _badge(face["seer"], COST_AT)  # free
        assert soldier != _badge(face["myrmidon"], COST_AT)  # any clan
        assert soldier != _badge(face["achilles"], COST_AT)  # two Soldiers
        # the district number sits where a creature's power does
        assert _badge(face["piraeus"], POWER_AT) != _badge(face["agora"], POWER_AT)


def test_type_line_names_the_clan() -> None:
    assert type_line(BY_ID["hoplite"]) == "Creature \u00b7 Soldier"
    assert type_line(BY_ID["omen"]) == "Spell \u00b7 Oracle"
    assert type_line(BY_ID["piraeus"]) == "District \u00b7 Athens"
    assert type_line(BY_ID["hope"]) == "Relic"


def test_a_type_without_frame_or_colour_gets_both(art: BellumArt) -> None:
    """CardArt is generic: a type of a game without art borrows the default frame and a
    colour of its own; the known types keep theirs."""
    plain = CardArt(Resources(), "no-such-game", {"x": {"name": "X", "type": "hero"}})
    assert plain.kind_of("hero") == "action"
    assert plain.kind_of("monster") == "monster"
    assert fallback_colours("monster") == ((196, 88, 60), (70, 24, 16))
    assert fallback_colours("hero") == fallback_colours("hero") != fallback_colours("villain")
    assert plain.face("x", HAND).get_size() == HAND


def test_contact_sheets(art: BellumArt) -> None:
    """All 60 faces at hand size and at hover size, for a person to look at:
    /tmp/bellum-faces-hand.png and /tmp/bellum-faces-hover.png."""
    for name, size, cols in (("hand", HAND, 10), ("hover", HOVER, 10)):
        rows = (len(CARDS) + cols - 1) // cols
        gap = 8
        sheet = pygame.Surface((cols * (size[0] + gap) + gap, rows * (size[1] + gap) + gap))
        sheet.fill((26, 67, 58))
        for i, card in enumerate(CARDS):
            x = gap + (i % cols) * (size[0] + gap)
            y = gap + (i // cols) * (size[1] + gap)
            sheet.blit(art.face(card["id"], size), (x, y))
        out = Path(os.environ.get("TMPDIR", "/tmp")) / f"bellum-faces-{name}.png"
        pygame.image.save(sheet, str(out))
        assert out.stat().st_size > 10_000


def _differ(a: pygame.Surface, b: pygame.Surface) -> pygame.Rect:
    """The bounding box of the pixels where two faces of one size differ."""
    points = [
        (x, y)
        for y in range(a.get_height())
        for x in range(a.get_width())
        if a.get_at((x, y)) != b.get_at((x, y))
    ]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


@pytest.mark.parametrize("card", ["amyklai", "parthenon", "acropolis"])
def test_a_small_district_keeps_its_number_off_its_name(card):
    """At 800x600 a district is about 50x74 px: its name is one line in the text box (broken
    only between words, it was "Amyk-lai" on a plate grown up over the picture; a word too
    wide is cut at its end with "\u2026"): the number's badge sits above the name's letters,
    not over them; and its shadow is blended, never a see-through hole in the card."""
    pygame.display.init()
    pygame.display.set_mode((800, 600))
    size = (50, 74)

    def face(**change):
        data = {k: v for k, v in {**BY_ID[card], **change}.items() if v is not None}
        return BellumArt(Resources(), "bellum", {card: data}).face(card, size)

    shown, bare = face(), face(district=None)
    badge = _differ(shown, bare)  # the badge, and its shadow 2-3 px below it
    plain = face(district=None, name="X")
    plate = _differ(bare, plain)  # the name (and a plate, were it grown)
    ink_top = next(  # the name's letters: dark where the plate is light
        y
        for y in range(plate.top, plate.bottom)
        for x in range(plate.left, plate.right)
        if bare.get_at((x, y)) != plain.get_at((x, y)) and sum(bare.get_at((x, y))[:3]) < 300
    )
    assert plate.top >= 49  # no plate grew over the picture (the text box starts at 49)
    assert badge.bottom - 3 <= ink_top, (badge, ink_top)
    inside = pygame.Rect((0, 0), size).inflate(-8, -8)  # within the card's rounded border
    assert all(
        shown.get_at((x, y)).a == 255
        for x in range(inside.left, inside.right)
        for y in range(inside.top, inside.bottom)
    )


@pytest.mark.parametrize("size", [(50, 74), HAND, HOVER])
def test_a_card_with_no_name_still_draws(size):
    """A card file (a modder's) may give a card an empty name: its face draws without one,
    at every size (it raised "max() arg is an empty sequence", a reviewer's finding)."""
    pygame.display.init()
    pygame.display.set_mode((800, 600))
    data = {**BY_ID["peltast"], "name": ""}
    face = BellumArt(Resources(), "bellum", {"peltast": data}).face("peltast", size)
    assert face.get_size() == size
