"""Every card's name reads whole on the table at 1280x720: no "…", at most a hyphen between
syllables with 3 letters or more each side, for every card of every game at every face size
the game's table draws in the first turns of a real game at that window size. Bellwake and
Bellum break names only between words, and cut one that does not fit at its end with "…"."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import tabletop.games
import tabletop.ui.games.para_bellum.cards
from tabletop.rules.cards import definition_id
from tabletop.ui.cardnames import fit_name, hyphen_points, narrow_points
from tabletop.ui.cards import CardArt
from tabletop.ui.scene import Seat
from tabletop.ui.table.driver import open_table
from tests.ui.table_helpers import data_dir, texts_drawn  # noqa: F401  (a fixture)

GAMES = ["bahamut-dispute", "bellum", "bellwake", "para-bellum"]
READ_W = 40  # narrower faces are thumbnails on a pile: the count and the hover say the card
# Games whose small faces break a name only between its words and, where a word does not fit
# at 12 px, cut it at its end with "…" (a Bellwake play-tester read "Tollha-ven", a Bellum
# one "Cassan-dra")
CUT_AT_END = {"bellwake", "bellum"}


def table_sizes(game_id: str, monkeypatch, steps: int = 14) -> tuple[set[tuple[int, int]], Any]:
    """The sizes the table draws named faces at while two seats play ``steps`` random legal
    actions at 1280x720, and the table's card art."""
    sizes: set[tuple[int, int]] = set()
    face = CardArt.face

    def spy(self, card, size):
        if named_face(game_id, definition_id(card)):
            sizes.add((int(size[0]), int(size[1])))
        return face(self, card, size)

    monkeypatch.setattr(CardArt, "face", spy)
    game = tabletop.games.get(game_id)
    app, d = open_table(game.setup(3, 2), [Seat("human"), Seat("bot")])
    try:
        rng = random.Random(1)
        for _ in range(steps):
            d.wait_for_turn()
            state = app.scene.state
            if state.decision is None:
                break
            app.scene.apply(rng.choice(state.decision.actions))
        d.frames(2)
        art = app.scene.art
    finally:
        app.close()
    monkeypatch.setattr(CardArt, "face", face)
    if game_id == "para-bellum":  # its grid cells' tiles: a picture, the hover names the unit
        sizes = {s for s in sizes if s[1] > s[0]}
    return {s for s in sizes if s[0] >= READ_W}, art


def named_face(game_id: str, cid: str) -> bool:
    """Para Bellum's Army cards are drawn as their colour bands (their name is their colours
    and kind, printed as such), its Battle Rewards in their own panel: the others carry names."""
    if game_id != "para-bellum":
        return True
    from tabletop.ui.games.para_bellum.cards import REWARDS, card_kind

    return cid not in REWARDS and card_kind(cid) not in ("army", "starting")


def drawn_texts(art, cid: str, size: tuple[int, int]) -> list[str]:
    """Every text the face of ``cid`` draws at ``size``, in order, repeats included."""
    with texts_drawn(art.res) as texts:
        art.face(cid, size)
    return texts


def squash(text: str) -> str:
    return re.sub(r"[\s\-]", "", text).lower()


@pytest.mark.parametrize("game_id", GAMES)
def test_every_name_whole_at_table_sizes(game_id, monkeypatch):
    sizes, art = table_sizes(game_id, monkeypatch)
    assert sizes, "the table drew no card face"
    names = {cid: info.name for cid, info in art.info.items() if named_face(game_id, cid)}
    assert names
    bad: list[str] = []
    for size in sorted(sizes):
        art.clear()
        for cid, name in names.items():
            texts = drawn_texts(art, cid, size)
            drawn = "".join(squash(t) for t in texts)
            cut = [t for t in texts if "\u2026" in t]
            wanted = {squash(name)}
            short = getattr(tabletop.ui.games.para_bellum.cards, "short_name", None)
            if game_id == "para-bellum" and short is not None:
                wanted.add(squash(short(cid, name)))
            if game_id in CUT_AT_END:
                made_up = [t for t in texts if t.endswith("-") and t not in name]  # "Tollha-"
                ends = all(squash(t[:-1]) in squash(name) for t in cut)
                if made_up or not ends or not (cut or any(w in drawn for w in wanted)):
                    bad.append(f"{size} {name!r}: drew {texts}")
            elif cut or not any(w in drawn for w in wanted):
                bad.append(f"{size} {name!r}: drew {texts}")
    assert not bad, f"{len(bad)} names not whole:\n" + "\n".join(bad[:40])


def test_hyphens_between_syllables():
    assert hyphen_points("Conjuration") and all(
        3 <= i <= len("Conjuration") - 3 for i in hyphen_points("Conjuration")
    )
    assert "Conjura-tion" in [
        "Conjuration"[:i] + "-" + "Conjuration"[i:] for i in hyphen_points("Conjuration")
    ]
    assert 4 in hyphen_points("Spectacles")  # Spec-tacles
    assert 9 not in hyphen_points("Spectacles") and 10 not in hyphen_points("Conjuration")
    assert 3 not in hyphen_points("Hephaestus")  # never inside "ph"
    assert hyphen_points("Watchtower") == [5]  # Watch-tower


def test_no_hyphen_when_two_lines_fit(app_res):
    res = app_res
    width = res.font(12, True).size("Spectacles")[0] + 2
    fit = fit_name(res, "Spectacles of Truth", width, 200, 12, 12)
    assert fit.lines == ["Spectacles", "of Truth"] or "-" not in "".join(fit.lines)
    narrow = fit_name(res, "Conjuration", res.font(12, True).size("Conjura-")[0] + 1, 200, 12, 12)
    assert narrow.lines == ["Conjura-", "tion"]


def test_a_short_name_on_a_narrow_face_breaks_at_two_letters(app_res):
    """A name no break of 3 letters a side can fit ("Augur" on a crowded play area) is
    hyphenated with 2 ("Au-gur"), never cut with "…"; 3 a side still come first."""
    res = app_res
    width = res.font(12, False).size("gur")[0] + 2
    fit = fit_name(res, "Augur", width, 200, 12, 12)
    assert fit.lines == ["Au-", "gur"]
    # two letters a side only where each piece still sounds as a syllable
    assert narrow_points("Augur") == [2] and narrow_points("Villa") == [3]
    for word in ("Forge", "Road", "Chest", "Clear", "Doom", "Siege"):
        assert narrow_points(word) == [], word
    narrow = fit_name(res, "Conjuration", res.font(12, True).size("Conjura-")[0] + 1, 200, 12, 12)
    assert narrow.lines == ["Conjura-", "tion"]


def test_para_bellum_play_area_tile_names_augur_whole(app_res):
    """The tile of a permanent in a full play area at 1280x720 (about 33 x 45 px) names a
    short name whole ("Au-gur"; a name of four such lines, "Siege Tower", does not fit 45 px
    at the smallest readable size: the hover names it)."""
    from tabletop.ui.games.para_bellum.cards import ParaBellumArt

    art = ParaBellumArt(app_res, tabletop.games.get("para-bellum").cards)
    texts = drawn_texts(art, "cmd-augur", (33, 45))
    assert texts == ["Au-", "gur"]


@pytest.fixture
def app_res():
    import pygame

    from tabletop.ui.resources import Resources

    pygame.init()
    yield Resources()


def test_a_word_with_an_apostrophe_breaks_between_syllables_never_by_the_mark(app_res):
    """ "Shepherd's Offering" on a narrow pile breaks "Shepherd's" between syllables with a
    hyphen, never at the apostrophe ("Shepherd'" / "s Offering" was drawn letter by letter)."""
    assert hyphen_points("Shepherd's") and all(
        "'" not in ("Shepherd's"[i - 1], "Shepherd's"[i]) for i in hyphen_points("Shepherd's")
    )
    assert hyphen_points("Be-gone!") == [] == hyphen_points("well-known")  # a hyphen is no mark
    res = app_res
    width = res.font(12, True).size("pherd's")[0] + 2
    fit = fit_name(res, "Shepherd's Offering", width, 200, 12, 12)
    assert fit.lines[:2] == ["She-", "pherd's"], fit.lines


def test_every_army_card_in_a_1080p_hand_has_its_name_banner() -> None:
    """At 1920x1080 the Army cards of your hand carry their colours' name on a banner: every
    one of them, the longest pair ("Yellow-Purple") too, so that no card lacks the label its
    neighbours have."""
    from tabletop.games.para_bellum.data import ARMY
    from tabletop.ui.games.para_bellum.cards import short_name

    game = tabletop.games.get("para-bellum")
    app, d = open_table(game.setup(7, 2), [Seat("human"), Seat("bot")], size=(1920, 1080))
    try:
        hand = app.scene.rects["hand.0"]
        sizes = {
            spot.rect.size for spot in app.scene.spots() if spot.zone == "hand.0" and spot.card
        }
        assert sizes and all(hand.contains(s.rect) for s in app.scene.spots() if s.zone == "hand.0")
        art = app.scene.art

        def words(cid: str, size: tuple[int, int]) -> set[str]:
            art.clear()  # drawn anew (cards of one pair of colours share a face)
            return set(drawn_texts(art, cid, size))

        for size in sizes:
            missing = [
                cid
                for cid in ARMY
                if not {art.name(cid), short_name(cid, art.name(cid))} & words(cid, size)
            ]
            assert not missing, (size, [art.name(c) for c in missing])
    finally:
        app.close()


@pytest.mark.parametrize("width", [268, 280, 296])
def test_a_button_never_breaks_its_words_in_brackets(app_res, width):
    """A play-tester's button read "Cancel Conjuration Incantation (1" over "token)": a label
    on two lines keeps the words in brackets together."""
    from tabletop.ui.table.widgets import two_lines

    fit = two_lines(app_res, "Cancel Conjuration Incantation (1 token)", width, 40, 14)
    assert fit is not None and fit[1] == ["Cancel Conjuration Incantation", "(1 token)"]


def test_a_command_strip_breaks_a_long_name_between_syllables(app_res):
    """Para Bellum's Command row drew "Quartermast" over "er" on a narrow strip: a strip's name
    is fitted as a card's is, hyphenated between syllables ("Quarter-", "master")."""
    from tabletop.ui.games.para_bellum.cards import ParaBellumArt
    from tests.ui.table_helpers import texts_drawn

    game = tabletop.games.get("para-bellum")
    art = ParaBellumArt(app_res, game.cards)
    card = next(c for c in game.cards if "quartermaster" in c)
    with texts_drawn(app_res) as drawn:
        art.face(card, (125, 40))  # a wide slot: the Command row at 1280x720
    assert "Quarter-" in drawn and "master" in drawn and "er" not in drawn
