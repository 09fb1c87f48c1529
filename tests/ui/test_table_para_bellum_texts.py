"""The Para Bellum table in small windows: every text whole (or deliberately shortened) and
apart; what is drawn over the board lies where it says."""

from __future__ import annotations

import itertools

import pygame
import pytest

from tabletop.games import get
from tabletop.games.para_bellum import scenario as S
from tabletop.games.para_bellum.data import REWARDS
from tabletop.ui.table import theme
from tests.ui import para_bellum_table
from tests.ui.para_bellum_table import (
    army_scenario,
    usable_scenario,
)
from tests.ui.table_helpers import (
    data_dir,  # noqa: F401 (an autouse fixture)
)

# ----- small windows: every text whole (or deliberately shortened) and apart --------------------

TEXT_SIZES = [(800, 600), (1024, 768), (1280, 720), (1920, 1080)]

make = para_bellum_table.make  # the fixture


class InkBoard(pygame.Surface):
    """A board that notes where text surfaces were blitted: the ink (the painted pixels) of each,
    unclipped, so that a text cut off at a zone's edge shows as ink outside the zone."""

    def __init__(self, size: tuple[int, int], texts: dict[int, str]) -> None:
        super().__init__(size, pygame.SRCALPHA)
        self.texts = texts
        self.inks: list[tuple[str, pygame.Rect]] = []

    def blit(self, source, dest, area=None, special_flags=0):  # noqa: D102 - pygame's blit
        rect = super().blit(source, dest, area, special_flags)
        text = self.texts.get(id(source))
        if text is not None and area is None:
            ink = source.get_bounding_rect().move(int(dest[0]), int(dest[1]))
            if ink.w and ink.h:
                self.inks.append((text, ink))
        return rect


def ink_boards(monkeypatch, art, texts: dict[int, str]) -> list[InkBoard]:
    """Every face ``art`` renders from now on is drawn on a plain frame that notes its texts'
    ink (an :class:`InkBoard`, appended to the list returned), not on its pictured frame."""
    boards: list[InkBoard] = []
    plain = art._frame_plain

    def frame(w, h, fill, edge):
        board = InkBoard((w, h), texts)
        board.blit(plain(w, h, fill, edge), (0, 0))
        boards.append(board)
        return board

    monkeypatch.setattr(art, "_frame_plain", frame)
    monkeypatch.setattr(art, "_art", lambda *a, **k: None)  # Command faces on plain frames
    return boards


def record_texts(monkeypatch, res) -> dict[int, str]:
    """Make ``res.text`` note which surface holds which words."""
    texts: dict[int, str] = {}
    original = res.text

    def text(words, size, color=(240, 232, 214), bold=False, serif=False):
        surf = original(words, size, color, bold, serif)
        texts[id(surf)] = words
        return surf

    monkeypatch.setattr(res, "text", text)
    return texts


def scene_labels(scene) -> list[tuple[str, str, pygame.Rect]]:
    """The zone labels the generic table draws on its static layer (its rule: the label size,
    or 3 smaller when it is too wide), as (zone, words, ink)."""
    res, names, out = scene.res, scene.seat_names(), []
    for lzone, rect in scene.rects.items():
        if scene.zone(lzone).kind in ("log", "prompt", "status"):
            continue
        label = scene.zone_label(lzone, names)
        if not label:
            continue
        img = res.text(label, scene.label_size, theme.MUTED, True)
        pad = theme.px(10, scene.scale, 4)
        if img.get_width() > rect.w - 2 * pad:
            img = res.text(label, max(9, scene.label_size - 3), theme.MUTED, True)
        top = (rect.x + pad, rect.y + theme.px(5, scene.scale, 2))
        out.append((lzone, label, img.get_bounding_rect().move(top)))
    return out


def busy_table_scenario(players: int):
    """Held tokens, banners, long-named permanents, a full Command row: the most words."""
    dice = [
        (0, "black", "black:0,1", 4, "cavalry"),
        (0, "red", "red:0,0", 4, "strategist"),
        (0, "black", "black:1,-1", 5, "warlord"),
        (0, "red", "red:1,0", 6, "engineer"),
    ]
    keys = ["quartermaster", "drillmaster", "spymaster", "praetorian-guard", "standard-bearers"]
    return S.build(
        players,
        starts=["yellow", "red", "blue", "green"][:players],
        grids={0: {"0,1": S.army("yellow-green")}},
        hands={0: [S.army("green-yellow"), S.army("purple-yellow"), S.command("rally-the-troops")]},
        play={0: [S.command(k) for k in keys[:3]], 1: [S.command(k) for k in keys[3:]]},
        dice=dice,
        banners={0: ["red", "blue"], 1: ["purple"]},
        phase="action",
    )


def zone_inks(scene, texts, zones, over=True) -> list[tuple[str, str, pygame.Rect]]:
    """The texts the Para Bellum table draws in ``zones`` (on the board, clipped to each zone's
    paint rect as the board is) and, with ``over``, over the board, as (zone, words, ink)."""
    ext = scene.ext
    board = InkBoard(scene.size, texts)
    out = []
    for lzone in zones:
        if scene.zone(lzone).kind in ext.kinds:
            board.inks = []
            board.set_clip(scene.paint_rect(lzone))
            ext.draw_zone(board, lzone)
            out += [(lzone, words, ink) for words, ink in board.inks]
    board.set_clip(None)
    board.inks = []
    ext.tip = None
    if over:
        ext.draw_over(board)  # the titles of the generic table's zones ("Being played")
    for words, ink in board.inks:
        owner = next(z for z, r in scene.rects.items() if r.colliderect(ink))
        out.append((owner, words, ink))
    return out


def assert_whole_and_apart(scene, inks, size) -> None:
    """Every text inside its zone, and no two texts closer than a few pixels side by side
    (so that "Warlord 0/2" and "Strategist 0/2" never read as one)."""
    for lzone, words, ink in inks:
        assert scene.rects[lzone].contains(ink), (size, lzone, words, ink, scene.rects[lzone])
    apart = theme.px(4, scene.scale, 3)
    clashes = [
        (a[1], b[1])
        for a, b in itertools.combinations(inks, 2)
        if a[2].inflate(apart, 0).colliderect(b[2])
        and not (a[2].contains(b[2]) or b[2].contains(a[2]))  # a badge's letter in its row
    ]
    assert clashes == [], size


@pytest.mark.parametrize("players, size", list(itertools.product([2, 3, 4], TEXT_SIZES)))
def test_table_texts_are_whole_and_do_not_overlap(make, monkeypatch, players, size):
    """Zone titles, the token tray, the Battle Reward (each of them), the panels and the actions
    track: every text lies inside its zone and no two texts touch, from 800x600 to 1080p."""
    app, d = make(busy_table_scenario(players), size=size)
    scene, ext = d.scene, d.scene.ext
    texts = record_texts(monkeypatch, scene.res)
    inks = scene_labels(scene) + zone_inks(scene, texts, list(scene.rects))
    assert_whole_and_apart(scene, inks, size)
    titles = {words for _, words, _ in inks}
    assert {"Tokens", "Discard"} <= titles and titles & {"Being played", "Playing"}
    rest = [i for i in inks if i[0] != "reward"]
    for rid in REWARDS:
        scene.display.data["battle_reward"] = rid
        drawn = zone_inks(scene, texts, ["reward"], over=False)
        assert_whole_and_apart(scene, rest + drawn, (size, rid))
        layout = ext.reward_layout("reward")
        for row in layout.rows:  # every word drawn, or cut with "…" and whole in a tooltip
            shown = " ".join(row.lines)
            if row.cut:
                assert shown.endswith("\u2026") and row.text.startswith(shown[:-1].rstrip())
                tip = ext.tip_at(row.rect.center)
                assert tip is not None and row.text in tip[0]
            else:
                assert shown == row.text and ext.tip_at(row.rect.center) is None
        if size[0] >= 1280:
            assert not any(row.cut for row in layout.rows), (size, rid)


@pytest.mark.parametrize("players, size", list(itertools.product([2, 3, 4], TEXT_SIZES)))
def test_an_opponents_empty_play_area_says_what_it_is(make, monkeypatch, players, size):
    """An opponent's empty play area shows quiet words inside it, whole: with 4 players it
    is a thin untitled strip under the battlefield, and it showed nothing at all."""
    app, d = make(S.build(players), size=size)
    scene = d.scene
    texts = record_texts(monkeypatch, scene.res)
    for pos in range(1, players):
        lzone = scene.lz(f"play.{pos}")
        assert not scene.display.zones.get(scene.sz(lzone))
        inks = zone_inks(scene, texts, [lzone], over=False)
        words = " ".join(w for _, w, _ in inks)
        assert "no permanents yet" in words.lower(), (players, size, lzone, words)
        assert_whole_and_apart(scene, inks, size)
        if not scene_labels_of(scene, lzone):  # untitled: the words say whose area it is
            assert "play area" in words.lower(), (players, size, lzone, words)


def scene_labels_of(scene, lzone: str) -> list[str]:
    """The titles drawn for ``lzone``: the generic table's label, or the Para Bellum title."""
    labels = [w for z, w, _ in scene_labels(scene) if z == lzone]
    title = scene.zone(lzone).props.get("title")
    return labels + ([str(title)] if title else [])


@pytest.mark.parametrize("players, size", [(2, s) for s in TEXT_SIZES] + [(4, (800, 600))])
def test_card_names_fit_their_strips_or_are_shortened(make, monkeypatch, players, size):
    """Card faces at every size the table shows them (hand, Command row, play areas): each
    text inside the card and apart from the others; a name too long for its strip loses its
    kind word ("Green-Yellow", the face says OUTPOST) or is cut with "…", never clipped."""
    app, d = make(busy_table_scenario(players), size=size)
    scene = d.scene
    art = scene.art
    texts = record_texts(monkeypatch, scene.res)
    boards = ink_boards(monkeypatch, art, texts)
    patterns = ("green-yellow", "purple-yellow", "yellow-purple", "blue-red", "green")
    keys = ("quartermaster", "praetorian-guard", "standard-bearers", "rally-the-troops")
    cards = [S.army(p) for p in patterns] + [S.command(k) for k in keys]
    names = {c: get("para-bellum").cards[c]["name"] for c in cards}
    hand = {spot.rect.size for spot in scene.spots() if spot.zone == "hand.0"}
    shown = {spot.rect.size for spot in scene.spots()}
    assert hand
    for w, h in sorted(shown):
        for card in cards if (w, h) in hand else cards[len(patterns) :]:  # Army cards: hand
            boards.clear()
            art._render_face(card, w, h)
            (board,) = boards
            inner = board.get_rect().inflate(-2, -2)
            for words, ink in board.inks:
                assert inner.contains(ink), (size, (w, h), words, ink)
            clashes = [
                (a, b)
                for (a, ra), (b, rb) in itertools.combinations(board.inks, 2)
                if a != b and ra.colliderect(rb) and not (ra.contains(rb) or rb.contains(ra))
            ]
            assert clashes == [], (size, (w, h), card)
            name = names[card]
            tops = [i for i in board.inks if i[1].bottom < h * 0.3]
            if card.startswith("army") and tops:  # the strip at the top: the name,
                # shortened or cut (a card too small for a name at 12 px shows none)
                title = min(tops, key=lambda i: i[1].y)[0]
                short = name.rpartition(" ")[0]
                cut = title.endswith("\u2026") and short.startswith(title[:-1].rstrip())
                assert title in (name, short) or cut, (size, (w, h), title)


@pytest.mark.parametrize("scenario", ["army", "usable"])
def test_what_is_drawn_over_the_board_lies_in_the_areas_reported(make, scenario):
    """The window is refreshed next frame only where ``draw_over`` says it drew (present.py):
    putting the board back over those areas must leave exactly the board."""
    state = army_scenario() if scenario == "army" else usable_scenario()
    app, d = make(state, size=(1920, 1080))
    d.frames(3)
    board = d.scene._board
    drawn = board.copy()
    areas = d.scene.ext.draw_over(drawn)
    assert areas is not None and areas  # glows or hints were drawn, and noted
    assert pygame.image.tobytes(drawn, "RGB") != pygame.image.tobytes(board, "RGB")
    for rect in areas:
        drawn.blit(board, rect, rect)
    assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(board, "RGB")


@pytest.mark.parametrize(
    ("card", "word"), [("cmd-forced-march-1", "ORDER"), ("cmd-praetorian-guard", "UNIT")]
)
@pytest.mark.parametrize("size", [(240, 336), (76, 106)])
def test_a_command_card_says_its_kind_at_hover_and_hand_sizes(monkeypatch, card, word, size):
    """At 1280x720 a Command card shown large under the mouse (about 240 px wide) and a card
    in the hand (about 76 px) both write what kind of card it is ("ORDER", "SPECIAL UNIT" or,
    short of room, "UNIT") on the face, so that a new player knows where it goes."""
    from tabletop.ui.games.para_bellum.cards import ParaBellumArt
    from tabletop.ui.resources import Resources

    pygame.display.init()
    pygame.display.set_mode((8, 8))
    art = ParaBellumArt(Resources(), get("para-bellum").cards)
    texts = record_texts(monkeypatch, art.res)
    boards = ink_boards(monkeypatch, art, texts)
    art._render_face(card, *size)
    (board,) = boards
    assert any(word in words for words, _ in board.inks), board.inks
