"""Bellwake's card faces: every card has its picture, every face renders at hand and hover
size with nothing a player must read below 12 px, the numbers are really drawn (chips differ
where the numbers differ), and player and encounter cards have different backs."""

from __future__ import annotations

import json
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from tabletop.ui.games.bellwake.cards import (
    MIN_PX,
    BellwakeArt,
    badges,
    deck_of,
    short_word,
    type_line,
)
from tabletop.ui.resources import Resources
from tests.ui.table_helpers import texts_drawn

ROOT = Path(__file__).resolve().parents[2]
CARDS = json.loads((ROOT / "tabletop/games/bellwake/cards.json").read_text("utf-8"))["cards"]
BY_ID = {c["id"]: c for c in CARDS}
TYPES = sorted({c["type"] for c in CARDS})
HAND = (120, 168)  # a hand card at 1280x720
SHEET = (180, 252)
HOVER = (300, 420)
SIZES = (HAND, SHEET, HOVER, (60, 84), (200, 280))


@pytest.fixture(scope="module")
def art() -> BellwakeArt:
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1280, 720))
    return BellwakeArt(Resources(), "bellwake", BY_ID)


def _pixels(face: pygame.Surface, rect: pygame.Rect) -> bytes:
    """A chip's pixels, clear of its rounded ends (where the picture shows through)."""
    inner = rect.inflate(-rect.h, -4)
    return pygame.image.tobytes(face.subsurface(inner).copy(), "RGBA")


def test_every_card_has_an_illustration_that_loads() -> None:
    pygame.display.init()
    for card in CARDS:
        path = ROOT / "art/bellwake/illustrations" / f"{card['id']}.svg"
        assert path.is_file(), card["id"]
        img = pygame.image.load_sized_svg(str(path), (200, 140))
        assert img.get_size() == (200, 140)
        colours = {img.get_at((x, y))[:3] for x in range(5, 200, 23) for y in range(5, 140, 19)}
        assert len(colours) > 3, f"{card['id']}: the picture is nearly blank"


def test_the_art_files_exist_and_are_nanosvg_safe(art: BellwakeArt) -> None:
    names = [f"frame-{t}.svg" for t in TYPES] + [f"icon-{t}.svg" for t in TYPES]
    names += ["back-player.svg", "back-encounter.svg", "bell.svg", "hush-fog.svg"]
    stats = ("strike", "ward", "health", "resolve", "dread", "approach", "progress", "victory")
    names += [f"stat-{s}.svg" for s in (*stats, "echo", "experience")]
    for name in names:
        path = ROOT / "art/bellwake" / name
        assert path.is_file(), name
        text = path.read_text("utf-8")
        for banned in ("<text", "<filter", "<mask", "clipPath", "<use", "<style", "href"):
            assert banned not in text, f"{name}: {banned}"
        assert pygame.image.load_sized_svg(str(path), (64, 64)).get_width() > 0
    for t in TYPES:
        assert art.kind_of(t) == t  # each type has its own frame
        assert art.boxes(t)["window"] == (25, 58, 200, 140)


def test_every_face_renders_at_every_size(art: BellwakeArt) -> None:
    for size in SIZES:
        for card in CARDS:
            face = art.face(card["id"], size)
            assert face.get_size() == size
    assert art.face("hollow-hound#2", HAND) is art.face("hollow-hound", HAND)


def test_nothing_below_12_px(art: BellwakeArt, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every text drawn on a face, at every size, is at least 12 px; hand cards drop the
    rules text (the name shows large) and hover cards show it at 12 px or more."""
    assert art.rules_size(*HAND) is None
    size = art.rules_size(*HOVER)
    assert size is not None and size >= MIN_PX
    fresh = BellwakeArt(Resources(), "bellwake", BY_ID)
    seen: list[tuple[int, str]] = []
    real = fresh.res.text

    def spy(text: str, size: int, *args: object, **kwargs: object) -> pygame.Surface:
        seen.append((int(size), text))
        return real(text, size, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(fresh.res, "text", spy)
    for size in (HAND, SHEET, HOVER):
        for card in CARDS:
            fresh.face(card["id"], size)
    assert seen
    small = [(s, t) for s, t in seen if s < MIN_PX]
    assert not small, small[:5]
    texts = {t for _, t in seen}
    assert "Fast song \u00b7 during an attack" in texts  # the type line, at hover size
    assert "Hollow Hound" in texts and "FAST SONG" in texts


def test_chips_show_the_numbers(art: BellwakeArt) -> None:
    for size in (HAND, HOVER):
        face = {c: art.face(c, size) for c in BY_ID}
        rects = {c: art.chip_rects(c, size) for c in BY_ID}
        # the same strike (1) looks the same, another strike (3) does not
        a, b, c = rects["stair-guard"], rects["watch-novice"], rects["tower-captain"]
        assert a["strike"].size == b["strike"].size
        sg = _pixels(face["stair-guard"], a["strike"])
        assert sg == _pixels(face["watch-novice"], b["strike"])
        assert sg != _pixels(face["tower-captain"], c["strike"])
        # enemies: dread, approach, strike, ward, health; victory only when it is worth any
        hound = rects["hollow-hound"]
        assert set(hound) == {"dread", "approach", "strike", "ward", "health"}
        assert "victory" in rects["silent-brother"]
        assert set(rects["frostbitten-steps"]) == {"dread", "progress", "victory"}
        assert set(rects["the-climb"]) == {"progress", "stage"}
        assert set(rects["hale-brann"]) == {"strike", "ward", "resolve", "health"}
        assert set(rects["hold-fast"]) == {"echo"}
        assert set(rects["tempered"]) == {"experience"}
        assert "echo" not in rects["agna-fell"]  # no cost: joins from the log
        for card, places in rects.items():
            for name, rect in places.items():
                assert face[card].get_rect().contains(rect), (card, name, size)
                assert rect.h >= 17
            boxes = list(places.values())
            for i, r in enumerate(boxes):
                assert r.collidelist(boxes[i + 1 :]) == -1, (card, size)


def test_backs_differ_for_player_and_encounter_cards(art: BellwakeArt) -> None:
    for size in (HAND, HOVER):
        player = art.back(size, "stair-guard")
        encounter = art.back(size, "hollow-hound")
        assert player.get_size() == encounter.get_size() == size
        assert pygame.image.tobytes(player, "RGBA") != pygame.image.tobytes(encounter, "RGBA")
        for card in CARDS:
            expected = (
                encounter if card["type"] in ("enemy", "location", "peril", "objective") else player
            )
            assert art.back(size, card["id"]) is expected, card["id"]
        assert art.back(size) is player
        assert art.back(size, "encounter") is encounter
        assert art.back_with_shadow("the-climb", size).get_width() > size[0]
    assert deck_of("objective") == "encounter" and deck_of("upgrade") == "player"
    masters = dict(art.masters())
    assert "bellwake/back-encounter.svg" in masters and "bellwake/card-back.svg" not in masters


def test_type_lines_and_badges() -> None:
    assert type_line(BY_ID["stair-guard"]) == "Ally"
    assert type_line(BY_ID["hale-brann"]) == "Hero \u00b7 Bellwarden"
    assert type_line(BY_ID["hold-fast"]) == "Fast song \u00b7 during an attack"
    assert type_line(BY_ID["hymn-of-clarity"]) == "Fast song \u00b7 during the venture"
    assert type_line(BY_ID["ring-the-alarm"]) == "Song"
    assert type_line(BY_ID["hollow-hound"]) == "Enemy \u00b7 Ambush"
    assert type_line(BY_ID["creeping-silence"]) == "Peril \u00b7 Surge"
    assert type_line(BY_ID["rope-bridge"]) == "Location"
    assert type_line(BY_ID["the-climb"]) == "Objective \u00b7 stage 1"
    assert type_line(BY_ID["tempered"]) == "Upgrade \u00b7 2 experience"
    assert type_line(BY_ID["the-gate-held"]) == "Campaign log"
    assert short_word(BY_ID["counter-peal"]) == "FAST SONG"
    b = badges(BY_ID["the-unsung"])
    assert b["left"] == [("dread", "3"), ("approach", "12")]
    assert b["right"] == [("strike", "4"), ("ward", "2"), ("health", "6")]  # eased in a5d6baf
    assert b["top"] == [("victory", "3")]


def test_contact_sheets(art: BellwakeArt) -> None:
    """All faces at 180 px and at hand size for a person to look at:
    /tmp/bellwake-sheet.png and /tmp/bellwake-sheet-small.png (TMPDIR if set)."""
    for name, size, cols in (("sheet", SHEET, 10), ("sheet-small", HAND, 12)):
        extra = 2  # the two backs at the end
        rows = (len(CARDS) + extra + cols - 1) // cols
        gap = 8
        sheet = pygame.Surface((cols * (size[0] + gap) + gap, rows * (size[1] + gap) + gap))
        sheet.fill((26, 67, 58))
        faces = [art.face(c["id"], size) for c in CARDS]
        faces += [art.back(size, "player"), art.back(size, "encounter")]
        for i, face in enumerate(faces):
            x = gap + (i % cols) * (size[0] + gap)
            y = gap + (i // cols) * (size[1] + gap)
            sheet.blit(face, (x, y))
        out = Path(os.environ.get("TMPDIR", "/tmp")) / f"bellwake-{name}.png"
        pygame.image.save(sheet, str(out))
        assert out.stat().st_size > 10_000


def test_warm_up_and_shadows(art: BellwakeArt) -> None:
    """The table's warm-up steps run to the end, and a shadowed face is larger than the card."""
    fresh = BellwakeArt(Resources(), "bellwake", list(CARDS))  # a list of cards works too
    steps = sum(1 for _ in fresh.prepare(HAND))
    assert steps > 10
    assert fresh.rules_size(*HAND) is None
    shadowed = fresh.with_shadow("the-unsung", HAND)
    assert shadowed.get_width() > HAND[0] and shadowed.get_height() > HAND[1]


@pytest.mark.parametrize("size", [(52, 73), (71, 100), (81, 114), (95, 133)])
def test_every_small_face_names_its_type(art, size):
    """The title band of a small face is never blank: a fast song too narrow for FAST SONG
    says FAST (the play-tester's Counter-peal showed an empty banner)."""
    for cid in ("counter-peal", "hold-fast", "hymn-of-clarity"):
        art.clear()
        with texts_drawn(art.res) as drawn:
            art.face(cid, size)
        word = short_word(BY_ID[cid])
        assert word in drawn or word.split()[0] in drawn or art.rules_size(*size), (cid, drawn)


@pytest.mark.parametrize("size", [(64, 90), (71, 100), (81, 114)])
def test_the_chips_of_a_small_face_never_cover_each_other(art, size):
    """A party row with gear tucked above its cards draws them about 72 px wide at 1280x720:
    there a hero's strike hid under its resolve and an ally's strike under its cost (a
    play-tester could not read Hale's numbers). The columns move out to the edges and the cost
    up to its corner where they would meet. A two-digit number beside another (the Unsung's
    approach 10) or a cost above two stats on the smallest face still touches its neighbour,
    by no more than a pill's rounded end or rim (4 px): no digit and no icon is covered."""
    for card in BY_ID:
        places = art.chip_rects(card, size)
        boxes = list(places.values())
        for i, r in enumerate(boxes):
            assert pygame.Rect((0, 0), size).contains(r), (card, r, size)
            for other in boxes[i + 1 :]:
                assert min(r.clip(other).size) <= 4, (card, places, size)


def test_a_number_now_is_drawn_over_the_printed_one(art):
    """Gear and upgrades change a character's numbers; the face prints the card's own, so the
    table draws the number that counts on the printed chip's place, rimmed in the gain colour
    (higher) or the harm colour (lower); a turned card's chip turns with it."""
    from tabletop.ui.table import theme

    size = HAND
    at = art.chip_rects("hale-brann", size)
    surface = pygame.Surface(size, pygame.SRCALPHA)
    surface.blit(art.face("hale-brann", size), (0, 0))
    before = _pixels(surface, at["strike"])
    art.draw_numbers(surface, "hale-brann", surface.get_rect(), {"strike": 4, "ward": 1})
    assert _pixels(surface, at["strike"]) != before
    row = [tuple(surface.get_at((x, at["strike"].top)))[:3] for x in range(at["strike"].w)]
    assert tuple(theme.GAIN) in row
    row = [tuple(surface.get_at((x, at["ward"].top)))[:3] for x in range(at["ward"].w)]
    assert tuple(theme.DAMAGE) in row  # 1 against a printed 2: lower
    same = surface.copy()
    art.draw_numbers(same, "hale-brann", same.get_rect(), {"health": 8})  # as printed
    assert _pixels(same, at["health"]) == _pixels(surface, at["health"])
    turned = pygame.Surface((size[1], size[0]), pygame.SRCALPHA)
    art.draw_numbers(turned, "hale-brann", turned.get_rect(), {"strike": 4})
    assert turned.get_bounding_rect().w > 0  # drawn, across the turned card


def _name_lines(art: BellwakeArt, card: str, size: tuple[int, int]) -> list[str]:
    """The lines of ``card``'s name its face draws at ``size`` (in the name's dark ink)."""
    from tabletop.ui.cards import TEXT_DARK

    art.clear()
    drawn: list[str] = []
    text = art.res.text

    def spy(words, size, colour=None, *args, **kwargs):
        if colour is not None and tuple(colour)[:3] == tuple(TEXT_DARK)[:3]:
            drawn.append(str(words))
        return text(words, size, colour, *args, **kwargs)

    art.res.text = spy
    try:
        art.face(card, size)
    finally:
        del art.res.text
    return drawn


@pytest.mark.parametrize("size", [(44, 62), (52, 73), (64, 90), (75, 105)])
def test_a_small_face_breaks_a_name_only_between_words(art, size):
    """The small objective pile read "Tollha-ven" and a set-aside Silent Brother "Bro-" /
    "ther" (under its chips): a name is broken only between its words (or at its own
    hyphen, "Bell-" / "thief"); where a word does not fit even at 12 px the name stops there
    with "…" at its end."""
    if art.rules_size(*size):
        pytest.skip("faces this large print their rules")
    for card in BY_ID:
        name = BY_ID[card]["name"]
        lines = _name_lines(art, card, size)
        assert lines, (card, size)
        for i, line in enumerate(lines):
            cut = line.endswith("\u2026")
            assert not cut or i == len(lines) - 1, (card, lines)  # cut at its end only
            words = line[:-1] if cut else line
            assert words and words in name, (card, lines)
            at = name.index(words)
            assert at == 0 or name[at - 1] in " -", (card, lines)  # from a word's start
            end = at + len(words)
            whole = end == len(name) or name[end] == " " or words.endswith("-")
            assert cut or whole, (card, lines)  # to a word's end, else "…"


@pytest.mark.parametrize("width", [64, 75, 90, 107])
@pytest.mark.parametrize(
    "card, numbers",
    [
        ("hale-brann", {"health": 10}),
        ("hale-brann", {"ward": 10}),
        ("hale-brann", {"strike": 10, "health": 12}),
        ("watch-novice", {"health": 10}),
        ("bell-thief", {"health": 10, "strike": 10}),
    ],
)
def test_a_number_grown_a_digit_keeps_off_its_neighbour(art, card, numbers, width):
    """A printed 9 that is 10 now took a wider chip, which grew over the chip beside it (a
    play-tester saw Hale's health 10 over his ward). The chip of a number now stays clear of
    every other chip's place: its number smaller, or without its icon."""
    size = (width, round(width * 1.4))
    face = pygame.Surface(size, pygame.SRCALPHA)
    face.blit(art.face(card, size), (0, 0))
    drawn = face.copy()
    art.draw_numbers(drawn, card, drawn.get_rect(), numbers)
    places = art.chip_rects(card, size)
    mine = [places[s] for s in numbers]
    for stat, rect in places.items():
        if stat in numbers:
            continue
        for y in range(rect.top, rect.bottom):
            for x in range(rect.left, rect.right):
                if any(r.collidepoint(x, y) for r in mine):
                    continue  # where the printed chips themselves meet (a pill's end)
                assert drawn.get_at((x, y)) == face.get_at((x, y)), (stat, (x, y), places)


def _type_word_drawn(art: BellwakeArt, card: str, size: tuple[int, int], monkeypatch):
    """The type word a small face draws in its title band, and where (None: none)."""
    seen: list[tuple[str, pygame.Rect]] = []
    real = BellwakeArt._draw_type_word

    def spy(self, surf, word, band, *shorter):
        text = self.res.text

        def recording(words, px, *args, **kwargs):
            img = text(words, px, *args, **kwargs)
            seen.append((words, img.get_rect(center=band.center)))
            return img

        monkeypatch.setattr(self.res, "text", recording)
        try:
            real(self, surf, word, band, *shorter)
        finally:
            monkeypatch.setattr(self.res, "text", text)

    monkeypatch.setattr(BellwakeArt, "_draw_type_word", spy)
    art.clear()
    art.face(card, size)
    monkeypatch.setattr(BellwakeArt, "_draw_type_word", real)
    return seen[-1] if seen else None


@pytest.mark.parametrize("size", [(74, 103), (84, 118)])  # hand cards at 1024x640, 1280x720
def test_a_small_faces_type_word_keeps_clear_of_its_cost(art, size, monkeypatch):
    """At 1024x640 an ally's cost chip, moved up into the title band's corner, touched its
    type word ("2ALLY"). The word keeps a gap from the chip (the cost shows its number
    alone where the word would not fit beside the whole chip), and is still there."""
    for card, data in BY_ID.items():
        if not isinstance(data.get("cost"), int) or art.rules_size(*size):
            continue
        chips = art.chip_rects(card, size)
        cost = chips.get("echo") or chips["experience"]
        drawn = _type_word_drawn(art, card, size, monkeypatch)
        assert drawn is not None, (card, size)
        word, rect = drawn
        if cost.top >= rect.bottom:
            continue  # the cost lies in the window, below the band
        assert rect.left - cost.right >= 4, (card, word, rect, cost)
