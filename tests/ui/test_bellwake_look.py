"""Bellwake's table as a new player reads it at 1280x720: "Hush -2" floats below the Hush
track, never over its title, and a new round's status line says the new round and its
Kindle at once (no "Round 1 of 10 · Clash" under a "Round 2 of 10" header)."""

from __future__ import annotations

import pytest

from tabletop.games import get
from tabletop.rules.values import Event
from tabletop.ui.anim import FloatText, ease_out
from tabletop.ui.controller import DisplayModel
from tabletop.ui.games.bellwake.controller import BellwakeController
from tabletop.ui.scene import Seat
from tests.ui.table_helpers import data_dir, table_opener  # noqa: F401 (fixtures)

GAME = get("bellwake")


@pytest.fixture
def table():
    yield from table_opener()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("amount", [-2, 3])
def test_hush_words_float_below_the_track(table, size, amount):
    app, d = table(GAME.setup(3, 2), [Seat("human"), Seat("bot")], size=size)
    scene = d.scene
    track = scene.rects["hush"]
    event = Event("hush", f"The Hush changes by {amount}.", amount=amount)
    words = [a for a in scene.ext.effect(event) if isinstance(a, FloatText)]
    assert words
    for anim in words:
        for t in (0.0, anim.duration * 0.5, anim.duration):
            anim.t = t
            y = anim.center[1] - anim.rise * ease_out(anim.progress)
            top = y - anim.image.get_height() / 2
            assert top >= track.bottom, (t, top, track)


def test_a_new_rounds_status_says_its_kindle():
    """The rules' own "round" event carries the new round's first step, so the status line
    never shows the new round with the last step of the round before."""
    from tabletop.ai import get as bot

    state = get("bellwake").setup(seed=3, players=2)
    greedy = bot("greedy", 1)
    event = None
    for _ in range(2000):
        events = state.apply(greedy.choose(state.view(state.decision.seat)))
        event = next((e for e in events if e.kind == "round" and state.data["round"] == 2), None)
        if event is not None:
            break
    assert event is not None, "no second round in 2000 actions"
    data = {"round": 1, "stage": "clash", "phase": "Round 1 of 10 · Clash", "hush": 7}
    display = DisplayModel(zones={}, hidden=set(), data=data)
    ctl = BellwakeController.__new__(BellwakeController)
    ctl.apply_event(display, event)
    assert display.data["stage"] == "kindle"
    assert ctl.status(display, ["Hale", "Sefa"]).startswith("Round 2 of 10 · Kindle")


def test_two_buttons_for_two_copies_of_an_enemy_say_which_is_which(table):
    """A play-tester saw "Engage Mist Weaver" twice and could not tell which card each meant:
    buttons that read alike name their card's place in its row."""
    from tabletop import ai

    state = GAME.setup(3, 2)
    bot = ai.get("greedy", 3)
    for _ in range(257):
        state.apply(bot.choose(state.view(state.decision.seat)))
    engage = [a for a in state.decision.actions if a.kind == "engage"]
    assert len(engage) == 2 and engage[0].text == engage[1].text == "Engage Mist Weaver"
    app, d = table(state, [Seat("human"), Seat("bot")])
    labels = {b.value.source: b.label for b in d.scene.buttons if b.value in engage}
    row = state.zones["staging"]
    left, right = sorted(labels, key=row.index)
    assert labels[left] == "Engage Mist Weaver (left)"
    assert labels[right] == "Engage Mist Weaver (right)"


def test_the_guide_never_asks_to_defend_with_no_ready_character(table):
    """In a Clash with every character turned the first-game guide said "drag a ready
    character onto it to defend": its note now says that the hero takes the blow and which
    button to press; with a ready character it still says how to defend."""
    from tests.ui.test_bellwake_table import defend_state, quiet_bot

    state = defend_state()
    for card in state.zones["party.0"]:
        state.set_flag(card, "exhausted")
    state._decision = None
    assert {a.kind for a in state.decision.actions} == {"take"}
    app, d = table(state, [Seat("human"), Seat("bot")], bots={1: quiet_bot()}, guide=True)
    guide = d.scene.guide
    assert guide.active and guide.shown is not None
    assert "ready character onto it" not in guide.shown.text
    assert "your hero takes the blow" in guide.shown.text and "Take the blow" in guide.shown.text
    app, d = table(defend_state(), [Seat("human"), Seat("bot")], bots={1: quiet_bot()}, guide=True)
    assert "drag a ready character onto it to defend" in d.scene.guide.shown.text
