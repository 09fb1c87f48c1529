"""Toolkit: card instances, zone visibility and per-card state, through Skirmish."""

from __future__ import annotations

import pytest
from skirmish_helpers import GAME, act, position

from tabletop.rules.cards import copies, definition_id
from tabletop.rules.zones import HIDDEN, OWNER, PUBLIC, TOP


def test_copies_are_instances_of_one_definition() -> None:
    """Each player has the same deck: copies with ids of their own, one definition."""
    state = GAME.setup(3, 2)
    footmen = sorted(c for c in GAME.all_cards(state.data) if definition_id(c) == "footman")
    assert footmen == copies("footman", 6) == [f"footman#{n}" for n in range(1, 7)]
    assert copies("healer", 1) == ["healer"] and copies("healer", 0) == []
    assert GAME.card_name("footman#5") == "Footman"
    assert GAME.card_def("footman#5") is GAME.cards["footman"]
    everywhere = [c for zone in state.zones.values() for c in zone]
    assert sorted(everywhere) == GAME.all_cards(state.data)  # every instance exactly once


def test_visibility_of_each_zone_kind() -> None:
    state = GAME.setup(3, 2)
    assert state.visibility("hand.1") == OWNER and state.visibility("deck.0") == HIDDEN
    assert state.visibility("play.0") == PUBLIC and state.visibility("market") == TOP
    view = state.view(0)
    assert isinstance(view["zones"]["hand.0"], list)
    assert view["zones"]["hand.1"] == {"count": 4}
    assert view["zones"]["deck.0"] == {"count": len(state.zones["deck.0"])}
    market = state.zones["market"]
    assert view["zones"]["market"] == {"count": 3, "top": market[-1]}  # top face up only
    assert state.view(None)["zones"]["market"]["top"] == market[-1]


def test_a_sample_keeps_the_face_up_top_card() -> None:
    state = GAME.setup(4, 2)
    top = state.zones["market"][-1]
    for seed in range(10):
        sample = GAME.sample(state.view(1), seed)
        assert sample.zones["market"][-1] == top
        assert len(sample.zones["market"]) == len(state.zones["market"])


def test_unknown_visibility_is_refused() -> None:
    from dataclasses import replace

    with pytest.raises(ValueError, match="visibility"):
        replace(GAME, zone_kinds={"market": "sideways"})


def test_counters_after_combat_travel_with_the_event() -> None:
    """A blocked attacker and its blocker deal their power to each other as damage counters."""
    state = position(hand_0=[], play_0=["knight#1"], play_1=["sentinel"])
    act(state, "attack")
    act(state, "toggle", "knight#1")
    act(state, "confirm")
    events = act(state, "pair", "sentinel", "knight#1")
    assert state.counter("sentinel", "damage") == 0  # nothing happens before the confirm
    events = act(state, "confirm")
    counters = {e.card: e.details for e in events if e.kind == "counter"}
    assert counters["sentinel"]["counters"] == {"damage": 3}
    assert counters["knight#1"] == {"counter": "damage", "value": 1, "counters": {"damage": 1}}
    assert state.counter("sentinel", "damage") == 3 and state.counter("knight#1", "damage") == 1
    assert state.view(1)["card_state"]["knight#1"]["counters"] == {"damage": 1}  # public
    assert state.has_flag("knight#1", "exhausted")


def test_attachments_add_power_and_fall_off_with_their_host() -> None:
    state = position(hand_0=["banner#1"], play_0=["footman#1"], play_1=["footman#4"])
    events = act(state, "play", "banner#1", "footman#1")
    attach = next(e for e in events if e.kind == "attach")
    assert attach.details == {"host": "footman#1", "attached": ["banner#1"]}
    assert state.attached("footman#1") == ["banner#1"] and state.host("banner#1") == "footman#1"
    assert state.power("footman#1") == 2
    act(state, "attack")
    act(state, "toggle", "footman#1")
    act(state, "confirm")
    act(state, "pair", "footman#4", "footman#1")
    events = act(state, "confirm")  # 2 damage to a 2-health Footman, 1 back to ours (health 2)
    assert "footman#4" in state.zones["discard.1"]
    cleared = next(e for e in events if e.kind == "cleared" and e.card == "footman#4")
    # a card leaving play says nothing of its counters ("2 damage removed" read as a heal
    # beside "is destroyed"); the table's log skips the empty line
    assert cleared.text == "" and cleared.details == {"cards": ["footman#4"]}
    assert state.counter("footman#1", "damage") == 1
    state.destroy("footman#1")
    assert {"footman#1", "banner#1"} <= set(state.zones["discard.0"])
    assert state.card_state("footman#1") == {} and state.card_state("banner#1") == {}


def test_a_card_that_goes_out_of_sight_forgets_its_state() -> None:
    state = position(play_0=["knight#1"])
    state.add_counter("knight#1", "damage", 2)
    state.set_flag("knight#1", "exhausted")
    state.move("knight#1", "play.0", "hand.0")
    assert state.card_state("knight#1") == {}
    assert "card_state" not in state.view(1) or "knight#1" not in state.view(1)["card_state"]


def test_flags_turn_on_and_off_once() -> None:
    state = position(play_0=["knight#1"])
    state.set_flag("knight#1", "exhausted")
    state._events = []
    state.set_flag("knight#1", "exhausted")  # already on: nothing happens
    assert state._events == []
    state.set_flag("knight#1", "exhausted", False)
    assert not state.has_flag("knight#1", "exhausted")


def test_taking_the_top_card_of_a_top_pile_cannot_be_undone() -> None:
    """The next card of the market is shown when its top card is taken: no undo past that."""
    state = position(hand_0=["footman#1", "footman#2"])
    top = state.zones["market"][-1]
    act(state, "recruit", top)
    act(state, "discard", "footman#2")
    assert state.zones["market"][-1] != top and top in state.zones["discard.0"]
    assert not state.can_undo(0)


def test_a_reshuffled_discard_pile_forgets_its_cards_state() -> None:
    state = position(play_0=["knight#1"], deck_0=[], discard_0=[])
    state.add_counter("knight#1", "damage", 2)
    state.move("knight#1", "play.0", "discard.0")
    assert state.counter("knight#1", "damage") == 2  # a public pile keeps it, in sight
    state.refill_deck("deck.0", "discard.0")
    assert state.zones["deck.0"] == ["knight#1"] and state.card_state("knight#1") == {}
    assert "knight#1" not in state.view(1).get("card_state", {})


def test_hidden_cards_in_a_choice_are_not_named_on_the_stack() -> None:
    """The flow stack is public: a choice among hidden cards holds their places, not ids."""
    import json

    state = position(hand_0=["footman#1", "archer#1"])
    state.ask_subset(0, "Choose.", list(state.zones["hand.0"]), "nothing")
    state._decision = None
    assert [a.source for a in state.legal_actions if a.kind == "toggle"] == [
        "footman#1",
        "archer#1",
    ]
    text = json.dumps(state.view(1))
    assert "footman#1" not in text and "archer#1" not in text
    assert "footman#1" in json.dumps(state.view(0))  # the chooser's decision names them
