"""A new player's play-test of Bellum at 1280x720 against the Hard bot: the words and the table
must agree.

- The prompt and the first-game guide say "drag the top card of an Olympus pile onto your
  discard pile to buy it": Talos (it comes into play when bought) dropped there was refused.
- After "See the table", a click on a card that Augury's "Discard 1 card" can take said "Drag
  the card onto a glowing zone to play it".
- "(gold: chosen)": every creature that may attack has a gold frame; the tick marks the chosen.
- The "just arrived" ribbon hid half of the type band ("CREATURE"); a destroyed creature
  showed power "-7"; on a legend's pile "until I is empty" covered the legend's name, and
  "Cassandra" read "Cassan-dra".
"""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

import tabletop
from tabletop.games import get
from tabletop.ui import games
from tabletop.ui.games.bellum import painters
from tabletop.ui.scene import Seat
from tabletop.ui.table.driver import ScriptedBot
from tests.ui.table_helpers import data_dir, put, table_opener, texts_drawn  # noqa: F401

GAME = get("bellum")
UI = Path(tabletop.__file__).parent / "ui" / "games" / "bellum"
SIZES = [(1280, 720), (1920, 1080)]


@pytest.fixture
def table():
    yield from table_opener()


def play_phase(hand=(), play0=(), play1=(), tops=()):
    """Athens (seat 0) in its play phase, holding only ``hand``; ``tops``: cards put on top of
    their Olympus piles."""
    state = GAME.setup(1, first_player=0, city="athens")
    for seat in (0, 1):
        for card in list(state.zones[f"hand.{seat}"]):
            put(state, card, f"deck.{seat}")
    for zone, cards in (("hand.0", hand), ("play.0", play0), ("play.1", play1)):
        for card in cards:
            put(state, card, zone)
    for card in tops:
        pile = GAME.card_def(card)["pile"]
        numeral, _, bis = pile.partition(" ")
        put(state, card, f"{'bis' if bis else 'pile'}.{numeral}")
    state._decision = None
    state.apply(state.decision.find("no_combat"))
    return state


# ----- 1. a card bought into play, dropped where the words say ----------------------------------


def test_talos_dropped_on_the_discard_pile_is_bought_and_comes_into_play(table) -> None:
    state = play_phase(hand=["nymph#1"], tops=["talos"])
    app, d = table(state, [Seat("human"), Seat("bot")], {1: ScriptedBot()})
    hint = d.scene.interaction.hint
    assert "onto your discard pile to buy it" in hint and "straight into play" in hint, hint
    d.drag(d.card_center("talos"), d.zone_center("discard.0"), release=False)
    assert "discard.0" in d.scene.glowing_zones()  # where the words say, it glows
    d.post(pygame.MOUSEBUTTONUP, pos=d.zone_center("discard.0"), button=1)
    d.frames(1)
    d.settle()
    assert "cannot go there" not in d.scene.toast_text, d.scene.toast_text
    assert "talos" in state.zones["play.0"]  # bought, it goes where its text sends it
    assert "nymph#1" in state.zones["discard.0"]  # the offering


def test_a_card_bought_to_the_discard_pile_glows_only_there(table) -> None:
    """Only a card bought into play gains the discard pile as a second place to drop: the
    others keep their one place, and a click on them says to buy, not to play."""
    state = play_phase(hand=["hoplite#1"], tops=["myrmidon"])
    controller = games.controller_for(GAME)
    it = controller.interaction(state.decision, state.view(0))
    assert list(it.targets("myrmidon")) == ["discard.0"]
    assert "straight into play" not in it.hint
    app, d = table(state, [Seat("human"), Seat("bot")], {1: ScriptedBot()})
    d.click(d.card_center("myrmidon"))
    said = d.scene.toast_text
    assert "Buy Myrmidon" in said and "play it" not in said, said


def test_the_guide_and_how_to_play_say_some_cards_come_straight_into_play() -> None:
    guide = json.loads((UI / "guide.json").read_text())
    buy = next(s for s in guide["steps"] if "buy" in s["kinds"])
    assert "discard" in buy["text"] and "straight into play" in buy["text"], buy["text"]
    howto = (UI / "howto.md").read_text()
    line = next(li for li in howto.splitlines() if li.startswith("- **Buy a card**"))
    rest = howto[howto.index(line) :].split("\n- ")[0]
    assert "straight into play" in rest, rest


# ----- 2. a click on a card a "Discard" question can take ---------------------------------------


def test_after_see_the_table_a_click_on_a_hand_card_discards_it(table) -> None:
    state = play_phase(hand=["augury#1", "satyr#1", "nymph#1"])
    app, d = table(state, [Seat("human"), Seat("bot")], {1: ScriptedBot()})
    d.drag(d.card_center("augury#1"), d.zone_center("pending"))
    d.settle()
    assert state.decision.prompt.startswith("Discard 1 card (Augury)")
    scene = d.scene
    hide = next(b for b in scene.picker.buttons if b.value == "hide")  # "See the table"
    d.click(hide.rect.center)
    d.frames(2)
    assert scene.picker.hidden
    _, _, words = scene.prompt_texts()
    assert "Click a glowing card to choose it" in words, words
    d.click(d.card_center("satyr#1"))
    assert "play" not in scene.toast_text, scene.toast_text
    d.settle()
    assert "satyr#1" in state.zones["discard.0"], state.zones


def test_a_discard_question_is_answered_by_a_click_on_the_card() -> None:
    """The decision offers each card of the hand as a click as well as a drag (and a window)."""
    state = play_phase(hand=["augury#1", "satyr#1", "nymph#1"])
    state.apply(state.decision.find("play", source="augury#1"))
    controller = games.controller_for(GAME)
    it = controller.interaction(state.decision, state.view(0))
    assert set(it.clicks) == {a.source for a in state.decision.actions}
    assert all(it.clicks[a.source] == a for a in state.decision.actions)


# ----- 5. the words of the choice of attackers --------------------------------------------------


def test_choosing_attackers_names_the_tick_not_the_gold() -> None:
    state = GAME.setup(1, first_player=0, city="athens")
    put(state, "hoplite#1", "play.0")
    put(state, "peltast#1", "play.0")
    state._decision = None
    state.apply(state.decision.find("attack"))
    controller = games.controller_for(GAME)
    hint = controller.interaction(state.decision, state.view(0)).hint
    assert "gold" not in hint and "tick" in hint, hint
    state.apply(state.decision.find("toggle", source="hoplite#1"))
    hint = controller.interaction(state.decision, state.view(0)).hint
    assert "gold" not in hint and "tick" in hint, hint


# ----- 6. small glitches ------------------------------------------------------------------------


def flagged_table(table, size):
    """Creatures with each ribbon, some with tokens, one bought into play (its cost and
    purchase icons), and a creature dealt 9 damage on a power of 2."""
    state = play_phase()
    for card in ("hoplite#1", "peltast#1", "satyr#1", "keres#1", "talos"):
        put(state, card, "play.0")
    for card in ("peltast#2", "veteran-hoplite", "hoplite#2"):
        put(state, card, "play.1")
    state.add_counter("peltast#2", "damage", 9)
    state.add_counter("talos", "damage", 3)
    state.add_counter("talos", "shield", 3)
    state.add_counter("peltast#1", "damage", 1)
    state.add_counter("peltast#1", "shield", 2)
    state.add_counter("veteran-hoplite", "damage", 1)
    state.set_flag("peltast#1", "attacking")
    state.set_flag("hoplite#2", "blocking")
    for card in ("satyr#1", "talos", "veteran-hoplite", "keres#1"):
        state.set_flag(card, "arrived")
    state.set_flag("keres#1", "may_attack")
    state._decision = None
    return table(state, [Seat("human"), Seat("bot")], {1: ScriptedBot()}, size=size)


@pytest.mark.parametrize("size", SIZES)
def test_a_ribbon_never_hides_part_of_the_type_band(table, monkeypatch, size) -> None:
    """Each ribbon lies clear of the type band, or (no room on a small card with tokens) over
    all of it: never across its top half, as "just arrived" lay over "CREATURE"."""
    drawn: list[tuple[str, pygame.Rect]] = []
    real_pill, real_banner = painters.pill, getattr(painters, "banner", None)

    def spy(scene, surface, text, *args, **kwargs):
        rect = real_pill(scene, surface, text, *args, **kwargs)
        drawn.append((text, rect.copy()))
        return rect

    def spy_banner(scene, surface, text, size, fill, rect):
        out = real_banner(scene, surface, text, size, fill, rect)
        drawn.append((text, out.copy()))
        return out

    monkeypatch.setattr(painters, "pill", spy)
    if real_banner is not None:
        monkeypatch.setattr(painters, "banner", spy_banner)
    app, d = flagged_table(table, size)
    d.move((2, size[1] - 2))
    d.frames(2)
    words = {w for _, w in painters.RIBBONS}
    checked = 0
    for spot in d.scene.spots():
        if not spot.zone.startswith("play.") or spot.card is None:
            continue
        rect = spot.rect
        (band,) = [m for n, m in d.scene.art.marks(spot.card, rect.size) if n == "title"]
        band = band.move(rect.topleft)
        for text, r in drawn:
            if text in words and rect.collidepoint(r.center):
                inner = band.inflate(-2, -2)
                assert not r.colliderect(inner) or r.contains(inner), (size, spot.card, text)
                checked += 1
    assert checked >= 6


def test_a_creature_dealt_more_than_its_power_shows_0_not_a_negative_power(table) -> None:
    app, d = flagged_table(table, (1280, 720))
    scene = d.scene
    with texts_drawn(scene.res) as drawn:
        scene._board = None  # drawn anew
        d.app._draw(force=True)
    assert "-7" not in drawn and "0" in drawn, [t for t in drawn if t.lstrip("-").isdigit()]
    notes = dict(scene.ext.card_notes("peltast#2"))
    assert notes["Power now"].startswith("0 "), notes


@pytest.mark.parametrize("size", SIZES)
def test_a_locked_legend_keeps_its_name_in_view(table, monkeypatch, size) -> None:
    """ "Locked" and "until II is empty" lie above the legend's name (and above its power and
    cost where there is room); "Cassandra" is never broken as "Cassan-dra"."""
    drawn: list[tuple[str, pygame.Rect]] = []
    real = painters.pill

    def spy(scene, surface, text, *args, **kwargs):
        rect = real(scene, surface, text, *args, **kwargs)
        drawn.append((text, rect.copy()))
        return rect

    monkeypatch.setattr(painters, "pill", spy)
    state = play_phase(tops=["cassandra", "bellerophon", "circe", "heracles"])
    app, d = table(state, [Seat("human"), Seat("bot")], {1: ScriptedBot()}, size=size)
    with texts_drawn(d.scene.res) as texts:
        d.scene.art.clear()
        d.scene._board = None
        d.app._draw(force=True)
    assert not any(t.endswith("-") for t in texts if t.rstrip("-") in "Cassandra"), texts
    for numeral in ("I", "II", "III", "IV"):
        (spot,) = [s for s in d.scene.spots() if s.zone == f"bis.{numeral}"][-1:]
        rect = spot.rect
        name = [m for n, m in d.scene.art.marks(spot.card, rect.size) if n == "text"][0]
        name = name.move(rect.topleft)
        pills = [r for t, r in drawn if t in ("Locked", f"until {numeral} is empty")]
        pills = [r for r in pills if rect.colliderect(r)]
        assert len(pills) >= 2, (numeral, drawn)
        for r in pills:
            assert r.bottom <= name.top, (size, numeral, r, name)
