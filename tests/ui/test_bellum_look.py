"""Bellum's table at 1280x720 as a new player reads it: a long button label wraps onto two
lines instead of being cut, "No combat" reads on one line like "Attack", the choice of attackers
says the way back, and a hand of five cards keeps every name readable."""

from __future__ import annotations

import random

import pytest

from tabletop.games import get
from tabletop.ui.scene import Seat
from tests.ui.table_helpers import data_dir, put, table_opener, texts_drawn  # noqa: F401 (fixtures)

GAME = get("bellum")


@pytest.fixture
def table():
    yield from table_opener()


def drawn_by(res, draw) -> list[str]:
    """The texts ``draw()`` renders, in order."""
    with texts_drawn(res) as texts:
        draw()
    return texts


def test_long_button_label_wraps_whole(table):
    app, d = table(GAME.setup(3, 2), [Seat("human"), Seat("bot")])
    d.wait_for_turn()
    scene = d.scene
    button = next(b for b in scene.buttons if b.label.startswith("No combat"))
    button._cache.clear()
    texts = drawn_by(scene.res, lambda: button.render(scene.res, scene.scale))
    assert not any("\u2026" in t for t in texts), texts
    assert " ".join(t for t in texts if t != button.key_hint) == button.label


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_five_cards_in_hand_lie_side_by_side(table, size, tmp_path):
    """Each card of a five-card hand shows its whole width, so its name (drawn across the
    card) is not covered by the next card."""
    state = GAME.setup(1, first_player=0, city="athens")
    hand = state.data["zones"]["hand.0"]
    deck = state.data["zones"]["deck.0"]
    while len(hand) < 5:
        hand.append(deck.pop())
    app, d = table(state, [Seat("human"), Seat("bot")], size=size)
    d.wait_for_turn()
    d.frames(2)
    app.save_screenshot(str(tmp_path / "hand.png"))
    spots = [s for s in d.scene.spots() if s.zone == "hand.0"]
    assert len(spots) == len(state.data["zones"]["hand.0"]) >= 5
    rects = sorted((s.rect for s in spots), key=lambda r: r.x)
    for a, b in zip(rects, rects[1:], strict=False):
        assert a.right <= b.x, (a, b)
    assert min(r.w for r in rects) >= 64


def test_bought_floats_over_the_buyers_side_not_the_pile(table):
    from tabletop.rules.values import Event
    from tabletop.ui.anim import FloatText

    state = GAME.setup(1, first_player=0, city="athens")
    app, d = table(state, [Seat("human"), Seat("bot")])
    d.wait_for_turn()
    scene = d.scene
    card = state.data["zones"]["pile.IV"][-1]
    event = Event("buy", "Athens buys a card.", seat=0, card=card)
    (words,) = [a for a in scene.ext.effect(event) if isinstance(a, FloatText)]
    side = scene.rects[scene.lz("play.0")]
    assert side.collidepoint(words.center)
    for lzone, rect in scene.rects.items():
        if lzone.startswith(("pile.", "bis.")):
            assert not rect.colliderect(words.image.get_rect(center=words.center)), lzone


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_no_combat_reads_on_one_line_as_large_as_attack(table, size):
    """The start of the turn's two buttons read alike: "No combat" is one line at the size of
    "Attack: choose attackers", its key (Enter) beside it; it wrapped tightly onto two lines
    at 1280x720 and shrank at 1920x1080 (a tester's report)."""
    state = GAME.setup(1, first_player=0, city="athens")
    put(state, "hoplite#1", "play.0")  # a creature ready to attack
    app, d = table(state, [Seat("human"), Seat("bot")], size=size)
    d.wait_for_turn()
    scene = d.scene
    buttons = {b.label.split(":")[0]: b for b in scene.decision_buttons()}
    attack, none = buttons["Attack"], buttons["No combat"]
    big, _, _ = attack.fit_label(scene.res, scene.scale)
    fit_size, lines, key_shown = none.fit_label(scene.res, scene.scale)
    assert lines == [none.label] and key_shown and none.key_hint == "Enter", (lines, key_shown)
    assert fit_size == big, (fit_size, big)


def test_choosing_attackers_says_the_way_back_to_no_combat(table):
    """ "Choose 1 attacker" read as a must (a tester's report): once Attack is chosen the rules
    do ask for at least one attacker, and the way not to attack after all is Undo. The panel
    says so at 1280x720, and what it says is true: a creature clicked, then Undo twice by
    mouse, and No combat is offered again."""
    state = GAME.setup(1, first_player=0, city="athens")
    rng = random.Random(1)
    while not (state.decision.seat == 0 and state.decision.find("attack")):  # a real deal:
        actions = state.decision.actions  # Undo replays it (Athens plays on without combat)
        state.apply(rng.choice([a for a in actions if a.kind == "no_combat"] or actions))
    creature = state.zones["play.0"][0]
    app, d = table(state, [Seat("human"), Seat("bot")])
    d.wait_for_turn()
    with texts_drawn(d.scene.res) as drawn:  # the panel as it is drawn for the new question
        d.click(d.button("Attack: choose attackers"))
        d.settle()
    assert state.decision.find("no_combat") is None and state.decision.find("toggle")
    said = " ".join(drawn)
    assert "Not attacking after all? Press Undo until No combat is offered again." in said, said
    d.click(d.card_center(creature))
    d.settle()
    assert state.decision.find("confirm") is not None
    for _ in range(2):
        d.click(d.scene.undo_button.rect.center)
        d.settle()
    assert state.decision.find("no_combat") is not None
    d.click(d.button("No combat"))
    d.settle()
    assert state.data["stage"] == "play"


def test_the_choice_of_attackers_is_told_without_the_rules_flow(table, monkeypatch):
    """The table told the choice of attackers by the name of the rules' private step in the
    view's flow stack; it now reads the decision (its toggles are creatures on the chooser's
    side), so the panel still says the way back with no flow in the view at all."""
    state = GAME.setup(1, first_player=0, city="athens")
    rng = random.Random(1)
    while not (state.decision.seat == 0 and state.decision.find("attack")):
        actions = state.decision.actions
        state.apply(rng.choice([a for a in actions if a.kind == "no_combat"] or actions))
    view = type(state).view

    def without_flow(self, seat):
        out = view(self, seat)
        out.pop("stack", None)
        return out

    monkeypatch.setattr(type(state), "view", without_flow)
    app, d = table(state, [Seat("human"), Seat("bot")])
    d.wait_for_turn()
    with texts_drawn(d.scene.res) as drawn:
        d.click(d.button("Attack: choose attackers"))
        d.settle()
    assert state.decision.find("toggle") is not None
    said = " ".join(drawn)
    assert "Not attacking after all? Press Undo until No combat is offered again." in said, said
    toggle = next(a for a in state.decision.actions if a.kind == "toggle")  # not a payment's
    assert toggle.source in state.zones["play.0"]
