"""A phantom card (a tester's report): behind the "put them in order" window, the hand drawn
mid-animation showed one card twice. Blood Offering dropped straight onto Keres is two moves in
one gesture (play it, sacrifice Keres); it draws 2 cards, and Keres's Death effect and the Altar
of Sacrifice trigger at once. The table synced its display to the state after both moves when
the first one's animations ended, then played the second one's moves on it again: the drawn
Augury showed twice in the hand (and the Altar left play) until the end, and the order window
opened over the animation."""

from __future__ import annotations

from collections import Counter

from tabletop.games import get
from tabletop.ui.scene import Seat
from tabletop.ui.table.driver import ScriptedBot, open_table
from tests.ui.table_helpers import data_dir, put  # noqa: F401 (a fixture)

GAME = get("bellum")


def test_an_aimed_drop_plays_both_moves_once_each_and_asks_the_order_after() -> None:
    state = GAME.setup(1, first_player=0, city="athens")
    for seat in (0, 1):
        for card in list(state.zones[f"hand.{seat}"]):
            put(state, card, f"deck.{seat}")
    for card, zone in (
        ("blood-offering", "hand.0"),
        ("hoplite#1", "hand.0"),
        ("keres#1", "play.0"),
        ("altar-of-sacrifice", "play.0"),
        ("hoplite#2", "play.1"),
    ):
        put(state, card, zone)
    state.apply(state.decision.find("no_combat"))
    seats = [Seat("human"), Seat("bot")]
    app, d = open_table(state, seats, bots={1: ScriptedBot()}, animations=True)
    try:
        played_out(app, d, state)
    finally:
        app.close()


def played_out(app, d, state) -> None:
    """The drop by mouse, then the animations a frame at a time."""
    scene = d.scene
    assert ("blood-offering", "keres#1") in scene.aims
    d.drag(d.card_center("blood-offering"), d.card_center("keres#1"))
    assert [a.text for _, a in state.history[-2:]] == ["Play Blood Offering", "Keres"]
    assert "put them in order" in state.decision.prompt
    frames = 0
    while scene.timeline.blocking:
        assert frames < 2000
        for zone in ("hand.0", "play.0", "discard.0"):
            shown = [c for c in scene.display.zones.get(zone, []) if c is not None]
            twice = [c for c, n in Counter(shown).items() if n > 1]
            assert not twice, (frames, zone, shown)
        hand = [s.card for s in scene.spots() if s.zone == "hand.0"]
        assert len(hand) == len(set(hand)), (frames, hand)
        assert "altar-of-sacrifice" in scene.display.zones["play.0"], frames
        assert scene.picker is None, f"the order window opened over the animation ({frames})"
        app.step()
        frames += 1
    d.frames(2)
    assert scene.picker is not None  # the order window, once the moves are played
    assert scene.display.zones["hand.0"] == state.view(0)["zones"]["hand.0"]
