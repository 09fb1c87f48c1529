"""Bellwake's table says whose each pile is and what the venture adds up to, through the real
app loop: the partner's deck, discard, echo, hand and engaged row carry her name as the
person's carry "Your" (at 1024x640, 1280x720 and 1920x1080), and while a keeper commits to
the venture the staging area's title says the running total against the dread."""

from __future__ import annotations

import re

import pytest

from tabletop.games import get
from tabletop.ui.scene import Seat
from tests.ui.table_helpers import data_dir, table_opener, texts_drawn  # noqa: F401 (fixtures)

GAME = get("bellwake")
SIZES = [(1024, 640), (1280, 720), (1920, 1080)]
PILES = ["deck", "discard", "tokens", "hand", "party", "engaged"]
TOTAL = (
    r"(?:Committed: )?(?P<r1>\d+) resolve against (?P<d1>\d+) dread(?: now)?"
    r"|Resolve (?P<r2>\d+), dread (?P<d2>\d+)"
)


@pytest.fixture
def table():
    yield from table_opener()


def titles_drawn(d, size: tuple[int, int]) -> dict[str, str]:
    """The title each zone shows once the window is ``size`` (drawn by the real loop)."""
    scene = d.scene
    with texts_drawn(scene.res) as drawn:
        d.resize(size)
        d.frames(2)
    names = scene.seat_names()
    out = {}
    for lzone in scene.rects:
        forms = scene.label_forms(lzone, names)
        shown = [t for t in drawn if t in forms]
        if shown:
            out[lzone] = shown[-1]
    return out


@pytest.mark.parametrize("seats", ["human,bot", "bot,human"])
def test_the_partners_piles_say_whose_they_are(table, seats):
    """A play-tester could not tell whose "Deck" and "Discard" lay above her own: every pile
    of the partner's row names its keeper ("Sefa's deck"), as the person's read "Your
    deck", and each title lies whole inside its zone."""
    kinds = seats.split(",")
    app, d = table(GAME.setup(3, 2), [Seat(k) for k in kinds], bots={})
    scene = d.scene
    partner = kinds.index("bot")
    first = scene.controller.seat_name(partner).split()[0]  # "Sefa" or "Hale"
    for size in SIZES:
        titles = titles_drawn(d, size)
        for kind in PILES:
            theirs, yours = scene.lz(f"{kind}.{partner}"), scene.lz(f"{kind}.{1 - partner}")
            assert first in titles.get(theirs, ""), (size, kind, titles.get(theirs))
            assert titles.get(yours, "").startswith("Your "), (size, kind, titles.get(yours))
            for lzone in (theirs, yours):
                if lzone in scene.label_rects:
                    assert scene.rects[lzone].contains(scene.label_rects[lzone]), (size, lzone)


def totals(drawn: list[str]) -> set[tuple[int, int]]:
    """The running totals (resolve, dread) among the texts drawn, in any of their forms."""
    found = (re.fullmatch(TOTAL, t) for t in drawn)
    return {(int(m["r1"] or m["r2"]), int(m["d1"] or m["d2"])) for m in found if m}


def test_committing_shows_the_running_total_against_the_dread(table):
    """A play-tester committing characters had no total to weigh against the dread: the
    staging area's title now says it, the chosen characters' resolve added as each is
    clicked (and taken off again), against the dread of the staging area; in a 1024x640
    window in its shortest words."""
    from tests.ui.test_bellwake_table import put, quiet_bot, venture_state

    state = venture_state()
    put(state, "rope-bridge", "staging")  # some dread to weigh against
    dread = state.dread()
    resolve = {card: state.stat(card, "resolve") for card in ("hale-brann", "watch-novice#1")}
    assert dread > 0 and all(resolve.values())
    app, d = table(state, [Seat("human"), Seat("bot")], bots={1: quiet_bot()})
    res = d.scene.res

    def after(gesture) -> set[tuple[int, int]]:
        with texts_drawn(res) as drawn:
            gesture()
            d.settle()
            d.frames(2)
        return totals(drawn)

    assert after(lambda: d.resize((1280, 720))) == {(0, dread)}
    hale, novice = resolve["hale-brann"], resolve["watch-novice#1"]
    assert after(lambda: d.click(d.card_center("hale-brann"))) == {(hale, dread)}
    assert after(lambda: d.click(d.card_center("watch-novice#1"))) == {(hale + novice, dread)}
    assert after(lambda: d.click(d.card_center("hale-brann"))) == {(novice, dread)}  # taken back
    with texts_drawn(res) as drawn:
        d.resize((1024, 640))
    assert f"Resolve {novice}, dread {dread}" in drawn
