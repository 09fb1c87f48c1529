"""Small faces' names in real mid-game tables, drawn through the real app loop: Bellum's at
1280x720 are whole (a play-tester counted "Thunder…", "Forge of Hephaest…", "Belleroph…"),
and Bellwake's at 1024x640 are whole wherever each word fits the face at 12 px (two-word
names of 54 px characters read "Sefa…", "Choir…" under their chips). What still cannot fit at
12 px is cut at its end, as before."""

from __future__ import annotations

import pytest

from tabletop import ai
from tabletop.games import get
from tabletop.rules.cards import definition_id
from tabletop.ui.cardface import MIN_PX
from tabletop.ui.resources import Resources
from tabletop.ui.scene import Seat
from tabletop.ui.table.driver import ScriptedBot
from tests.ui.table_helpers import data_dir, table_opener  # noqa: F401 (fixtures)


@pytest.fixture
def table():
    yield from table_opener()


def played(game_id: str, seed: int, actions: int):
    """A game of two greedy bots, ``actions`` actions in, then on to the person's (seat 0)
    next decision: the other seat's bot has nothing to do while the table is looked at."""
    state = get(game_id).setup(seed, 2)
    bot = ai.get("greedy", seed)
    done = 0
    while done < actions or state.decision.seat != 0:
        state.apply(bot.choose(state.view(state.decision.seat)))
        done += 1
    return state


def drawn_at(d, size: tuple[int, int], monkeypatch) -> list[str]:
    """Every text the table draws once the window is resized to ``size`` (its faces are
    drawn anew at that size)."""
    drawn: list[str] = []
    text = Resources.text

    def spy(self, words, *args, **kwargs):
        drawn.append(str(words))
        return text(self, words, *args, **kwargs)

    monkeypatch.setattr(Resources, "text", spy)
    d.resize(size)
    d.frames(3)
    monkeypatch.setattr(Resources, "text", text)
    return drawn


def cut_names(drawn: list[str], names: set[str]) -> set[str]:
    """The names of ``names`` some drawn text shows cut ("Thunder…")."""
    cuts = [t[:-1] for t in drawn if t.endswith("\u2026") and len(t) > 1]
    return {n for n in names for c in cuts if n.startswith(c) and c != n}


@pytest.mark.parametrize("seed, actions", [(4, 60), (7, 120), (1, 80)])
def test_bellum_names_whole_at_1280x720(table, seed, actions, monkeypatch):
    state = played("bellum", seed, actions)
    app, d = table(state, [Seat("human"), Seat("bot")], size=(1920, 1080), bots={1: ScriptedBot()})
    drawn = drawn_at(d, (1280, 720), monkeypatch)
    shown = {definition_id(s.card) for s in d.scene.spots() if s.card}
    names = {app.scene.art.info_of(c).name for c in shown if app.scene.art.info_of(c)}
    assert names and not cut_names(drawn, names), cut_names(drawn, names)


@pytest.mark.parametrize("seed, actions", [(2, 60), (3, 200)])
def test_bellwake_short_names_whole_at_1024x640(table, seed, actions, monkeypatch):
    """A name of one or two words, each narrower than its face at 12 px, is drawn whole on
    the characters of both parties."""
    state = played("bellwake", seed, actions)
    app, d = table(state, [Seat("human"), Seat("bot")], size=(1280, 720), bots={1: ScriptedBot()})
    drawn = drawn_at(d, (1024, 640), monkeypatch)
    scene = app.scene
    font = scene.res.font(MIN_PX)
    fitting: set[str] = set()
    for spot in scene.spots():
        if not spot.card or not spot.zone.startswith("party."):
            continue
        name = scene.art.info_of(spot.card).name
        face_w = min(spot.rect.size)  # a turned card lies across
        words = name.split()
        if len(words) <= 2 and all(font.size(w)[0] < face_w - 8 for w in words):
            fitting.add(name)
    assert fitting
    assert not cut_names(drawn, fitting), cut_names(drawn, fitting)
