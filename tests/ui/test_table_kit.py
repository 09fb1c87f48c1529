"""The toolkit's generic decisions on the generic table, played with Skirmish (the toolkit's
example game, tests/example_game) through posted mouse events and the real app loop: a subset
chosen by clicking cards, blockers dragged onto attackers, triggers put in order in a picker,
a drop on a wrong card, and a whole game played by two bots."""

from __future__ import annotations

import sys
from pathlib import Path

import example_game
import pygame
import pytest

import tabletop.games as games
from tabletop import ai
from tabletop.rules import Action, Decision
from tabletop.ui import kit
from tabletop.ui.app import App
from tabletop.ui.controller import Controller
from tabletop.ui.resources import Resources
from tabletop.ui.scene import Seat
from tabletop.ui.table import TableScene
from tabletop.ui.table.driver import Driver, ScriptedBot, open_table

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "toolkit"))
from skirmish_helpers import end_turn, position, step  # noqa: E402

HUMAN_BOT = [Seat("human"), Seat("bot", "greedy")]
HOT_SEAT = [Seat("human"), Seat("human")]


@pytest.fixture(autouse=True)
def _skirmish(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    games.register(example_game.GAME)
    yield
    games.unregister(example_game.GAME.id)


@pytest.fixture
def make():
    apps: list[App] = []

    def _make(state, seats=HUMAN_BOT, bot=None, size=(1280, 720)):
        bots = {i: bot for i, s in enumerate(seats) if not s.is_human} if bot else None
        app, driver = open_table(state, seats, size, bots)
        apps.append(app)
        assert isinstance(app.scene, TableScene)
        return app, driver

    yield _make
    for app in apps:
        app.close()


def button(d: Driver, text: str):
    return next(b for b in d.scene.buttons if text.lower() in b.label.lower())


def attack_with(d: Driver, *cards: str) -> None:
    """Seat at the screen: Attack, click each card on the table, Confirm."""
    d.click(d.button("Attack"))
    d.settle()
    for card in cards:
        d.click(d.card_center(card))
        d.settle()
    d.click(d.button("Confirm"))
    d.settle()


def test_skirmish_finds_its_layout_next_to_its_data_package():
    layout = Resources().layout("skirmish", 2)
    assert {"hand.0", "hand.1", "play.0", "play.1", "deck.0", "discard.1", "market"} <= set(
        layout.zones
    )
    assert {"pending", "log", "prompt", "status", "tokens.0"} <= set(layout.zones)
    assert layout.props["counters"] == "life"


def test_attackers_are_chosen_by_clicking_them_on_the_table_then_confirmed(make):
    state = position(play_0=["footman#1", "knight#1"], play_1=[])
    app, d = make(state, bot=ScriptedBot(prefer=("confirm",)))
    d.click(d.button("Attack"))
    d.settle()
    it = d.scene.interaction
    assert it.mode == "subset" and set(it.clicks) == {"footman#1", "knight#1"}
    assert d.scene.picker is None  # both lie on the table: no picker
    confirm = button(d, "Confirm")
    assert not confirm.enabled  # the rules want at least one attacker
    d.click(confirm.rect.center)
    assert "Not yet" in d.scene.toast_text and step(state) == "choose_subset"
    d.click(d.card_center("footman#1"))
    d.settle()
    assert d.scene.interaction.selected == {"footman#1"}  # marked on the table
    assert button(d, "Confirm").enabled
    d.click(d.card_center("knight#1"))
    d.settle()
    d.click(d.card_center("footman#1"))  # deselected again
    d.settle()
    assert d.scene.interaction.selected == {"knight#1"}
    d.click(d.card_center("footman#1"))
    d.settle()
    assert button(d, "Confirm").label == "Confirm: Footman, Knight"
    d.click(d.button("Confirm"))
    d.settle()
    assert state.data["life"][1] == 10 - 1 - 3  # no blockers: both hit
    assert state.has_flag("knight#1", "exhausted") and state.has_flag("footman#1", "exhausted")


def test_the_defender_drags_a_blocker_onto_an_attacker_sees_the_pair_and_confirms(make):
    state = position(play_0=["footman#1", "knight#1"], play_1=["footman#4", "sentinel"])
    app, d = make(state, seats=HOT_SEAT)
    attack_with(d, "footman#1", "knight#1")
    scene = d.scene
    assert scene.curtain_for == 1  # hot-seat: the defender takes the mouse
    d.click((10, 10))
    d.settle()
    assert scene.bottom == 1 and scene.interaction.mode == "pairs"
    assert scene.lz("play.1") == "play.0"  # the defender's creatures are at the bottom now
    d.drag(d.card_center("sentinel"), d.card_center("knight#1"), release=False)
    assert sorted(scene.glowing_cards()) == ["footman#1", "knight#1"]  # the attackers light up
    d.post(pygame.MOUSEBUTTONUP, pos=d.card_center("knight#1"), button=1)
    d.frames(1)
    d.settle()
    assert scene.interaction.pairs == {"sentinel": "knight#1"}  # the pair is shown
    assert "sentinel" in scene.interaction.selected
    # a paired card clicked is taken off again, and dragged back on
    d.click(d.card_center("sentinel"))
    d.settle()
    assert scene.interaction.pairs == {}
    d.drag(d.card_center("sentinel"), d.card_center("knight#1"))
    d.settle()
    # dragged away from every target: taken off
    d.drag(d.card_center("sentinel"), (scene.rects["play.0"].right - 20, scene.rects["play.0"].y))
    d.settle()
    assert scene.interaction.pairs == {}
    d.drag(d.card_center("sentinel"), d.card_center("knight#1"))
    d.settle()
    assert button(d, "Confirm").label == "Confirm" and button(d, "Confirm").enabled
    d.click(d.button("Confirm"))
    d.settle()
    assert state.data["life"][1] == 10 - 1  # the unblocked Footman hits
    assert state.counter("sentinel", "damage") == 3 and state.counter("knight#1", "damage") == 1


def test_a_drop_on_a_wrong_card_springs_back_with_the_rules_reason(make):
    state = position(play_0=["knight#1"], play_1=["footman#4", "sentinel"])
    app, d = make(state, seats=HOT_SEAT)
    attack_with(d, "knight#1")
    d.click((10, 10))
    d.settle()
    before = state.to_json()
    home = d.card_center("footman#4")
    d.drag(home, d.card_center("sentinel"))  # onto its own side's card: not an attacker
    d.settle()
    assert state.to_json() == before
    assert "Footman cannot go to that place" in d.scene.toast_text  # the rules' words
    assert "Assign your blockers" in d.scene.toast_text
    assert d.card_center("footman#4") == home  # back where it lay


def test_a_gear_card_is_dragged_from_the_hand_onto_a_creature(make):
    state = position(hand_0=["banner#1"], play_0=["footman#1", "knight#1"], play_1=[])
    app, d = make(state, bot=ScriptedBot(prefer=("pass",)))
    d.drag(d.card_center("banner#1"), d.card_center("knight#1"), release=False)
    assert sorted(d.scene.glowing_cards()) == ["footman#1", "knight#1"]
    d.post(pygame.MOUSEBUTTONUP, pos=d.card_center("knight#1"), button=1)
    d.frames(1)
    d.settle()
    assert state.attached("knight#1") == ["banner#1"] and state.power("knight#1") == 4


def test_two_triggers_are_put_in_order_in_a_picker(make):
    state = position(play_0=["healer#1", "drummer#1"], hand_0=[], play_1=[])
    end_turn(state)
    end_turn(state)  # seat 0's turn starts: the Healer and the Drummer trigger together
    assert step(state) == "order_items"
    life = state.data["life"][0]
    app, d = make(state)
    picker = d.scene.picker
    assert d.scene.interaction.mode == "order" and picker is not None
    assert [e.card for e in picker.spec.entries] == ["healer#1", "drummer#1"]
    assert "comes 1st" in picker.spec.title
    assert all(
        e.caption.endswith(("gain 1 life", "you may draw a card")) for e in picker.spec.entries
    )
    d.click(d.pick("drummer#1"))
    d.settle()
    assert step(state) == "may"  # the Drummer resolves first
    assert state.data["life"][0] == life
    d.click(d.button("No"))
    d.settle()
    assert state.data["life"][0] == life + 1  # then the Healer


def test_an_order_picker_marks_the_items_already_placed():
    """What is already ordered, each item's words and picture come with the decision."""
    state = position(play_0=["healer#1", "drummer#1"], hand_0=[], play_1=[])
    view = state.view(0)
    info = {
        "ordered": ["a"],
        "labels": {"a": "Healer: gain 1 life", "b": "B", "c": "C"},
        "pictures": {"a": "healer#1", "b": "drummer#1", "c": "footman#1"},
    }
    decision = Decision(
        0,
        "Put them in order. Which comes second?",
        (Action("next", "b"), Action("next", "c")),
        info=info,
    )
    spec = kit.order_picker(Controller(example_game.GAME), decision, view)
    assert [(e.card, e.badge, e.action is None) for e in spec.entries] == [
        ("healer#1", "1st", True),
        ("drummer#1", "", False),
        ("footman#1", "", False),
    ]
    assert "comes 2nd" in spec.title


def test_a_card_on_the_table_is_dragged_to_its_zone_and_stays_a_button():
    state = position(hand_0=["footman#1"], play_0=[], play_1=[])
    ctl = Controller(example_game.GAME)
    it = ctl.interaction(state.decision, state.view(0))
    top = state.zones["market"][-1]
    recruit = next(a for a in state.legal_actions if a.kind == "recruit")
    assert it.targets(top) == {"discard.0": recruit}  # the market's face-up top card
    assert recruit in it.buttons
    from tabletop.ui.games import controller_for

    bahamut = controller_for(games.get("bahamut-dispute"))
    assert not bahamut.table_drags  # its pending card keeps its buttons only, as before


class KitBot:
    """A random bot that confirms a subset or pairs once something is chosen (a bot toggling
    at random could toggle forever)."""

    def __init__(self, seed: int) -> None:
        self.inner = ai.get("random", seed)

    def choose(self, view):
        actions = [Action.from_json(a) for a in view["decision"]["actions"]]
        chosen = any(a.kind == "unpair" or a.option == "off" for a in actions)
        confirm = next((a for a in actions if a.kind == "confirm"), None)
        if confirm is not None and chosen:
            return confirm
        return self.inner.choose(view)


def test_a_whole_game_of_two_bots_through_the_real_loop():
    state = example_game.GAME.setup(7, 2)
    seats = [Seat("bot", "random"), Seat("bot", "random")]
    app, d = open_table(state, seats, bots={0: KitBot(1), 1: KitBot(2)})
    scene = app.scene
    try:
        for _ in range(20):
            d.settle(5000)
            if state.is_over:
                break
        assert state.is_over and state.outcome is not None
        assert len(state.history) > 20
        assert not [e for e in scene.log.entries if e.kind == "error"]
    finally:
        app.close()


def test_a_subset_of_cards_off_the_table_is_chosen_in_a_picker_with_its_confirm(make):
    state = position(hand_0=[], play_0=[], play_1=[])
    hidden = state.zones["deck.0"][-3:]
    state.ask_subset(0, "Choose cards to keep.", hidden, "", least=1, most=2)
    state._decision = None
    app, d = make(state)
    picker = d.scene.picker
    assert picker is not None and [e.card for e in picker.spec.entries] == hidden
    assert [b.enabled for b in picker.buttons] == [True, False]  # See the table, Confirm
    d.click(d.pick(hidden[0]))
    d.settle()
    picker = d.scene.picker
    assert picker.spec.selected == {hidden[0]} and picker.spec.entries[0].badge == "\u2713"
    confirm = picker.buttons[-1]
    assert confirm.enabled and confirm.label.startswith("Confirm")
    d.click(confirm.rect.center)
    d.settle()
    assert step(state) == "main" and d.scene.picker is None
