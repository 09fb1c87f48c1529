"""Bahamut Dispute: Necro-nope-nicon, cancelling and reactivating cards."""

from __future__ import annotations

import pytest
from helpers import act, bahamut_scenario, illegal_reason, kinds, step

from tabletop.rules import Action

HAND0 = ["stabber-dagger", "swift-gift", "grouchy-goblin", "spiritual-ritual", "pawn-begone"]
HAND1 = ["prime-time", "fierce-pierce", "obsidian-comedian", "plume-of-doom", "strange-exchange"]


def test_cancel_window_after_every_card_the_opponent_plays() -> None:
    """Necro-nope-nicon: "Anytime your opponent plays a card, you can spend one of your
    Necro-nope-nicon tokens to deactivate that card."."""
    state = bahamut_scenario(hand0=HAND0, hand1=HAND1)
    for card in ("grouchy-goblin", "swift-gift"):
        act(state, "play", card)
        assert step(state) == "cancel_window"
        assert state.decision.seat == 1  # the opponent decides, not the player
        assert kinds(state) == {"cancel", "allow"}
        assert state.decision.find("cancel").source == card
        act(state, "allow")
        assert step(state) == "play_phase"


def test_no_cancel_window_without_a_token() -> None:
    """Necro-nope-nicon: spending "one of your tokens" needs a token: with none, no window."""
    state = bahamut_scenario(hand0=HAND0, hand1=HAND1, nope=(2, 0))
    act(state, "play", "stabber-dagger")
    assert step(state) == "play_phase" and state.decision.seat == 0
    assert state.data["life"] == [4, 2]


def test_no_window_for_own_cards() -> None:
    """Necro-nope-nicon: only the opponent of the player who plays a card may cancel it."""
    state = bahamut_scenario(hand0=HAND0, hand1=HAND1, nope=(2, 2))
    act(state, "play", "swift-gift")
    assert state.decision.seat == 1
    act(state, "allow")
    assert state.decision.seat == 0 and step(state) == "play_phase"
    assert state.data["nope"] == [3, 2]


def test_cancel_stops_the_effect_and_discards_the_card() -> None:
    """Necro-nope-nicon: "Its effect does not take place, and the card is immediately
    discarded."; the spent token goes to the supply (Our completion)."""
    state = bahamut_scenario(hand0=HAND0, hand1=HAND1, nope=(1, 2))
    act(state, "play", "stabber-dagger")
    events = act(state, "cancel", "stabber-dagger")
    assert state.data["life"] == [4, 4]
    assert state.data["zones"]["discard"] == ["stabber-dagger"]
    assert state.data["zones"]["pending"] == []
    assert state.data["nope"] == [1, 1]
    assert state.data["supply"]["nope"] == 4  # it held 6 - 1 - 2 = 3, plus the spent token
    assert "damage" not in [e.kind for e in events]
    assert step(state) == "play_phase" and state.decision.seat == 0  # (1 token: no reactivation)


def test_cancelled_monster_is_discarded_not_put_in_the_field() -> None:
    """Necro-nope-nicon: a cancelled monster is "immediately discarded" too."""
    state = bahamut_scenario(hand0=HAND0, hand1=HAND1, nope=(0, 1))
    act(state, "play", "grouchy-goblin")
    act(state, "cancel", "grouchy-goblin")
    assert state.data["zones"]["field.0"] == []
    assert state.data["zones"]["discard"] == ["grouchy-goblin"]


def test_cancelled_card_counts_toward_plays() -> None:
    """Our completion: a cancelled card still counts toward the cards played this turn."""
    state = bahamut_scenario(hand0=HAND0, hand1=HAND1, nope=(0, 2))
    act(state, "play", "stabber-dagger")
    act(state, "cancel", "stabber-dagger")
    assert state.data["plays_left"] == 1
    act(state, "play", "swift-gift")
    act(state, "cancel", "swift-gift")
    assert state.data["plays_left"] == 0
    assert kinds(state) == {"end"}


def test_reactivate_for_two_tokens() -> None:
    """Necro-nope-nicon: "If your card got deactivated by a Necro-nope-nicon token, you can spend
    2 Necro-nope-nicon tokens to reactivate and proceed to play your card, carrying out its
    effects."."""
    state = bahamut_scenario(hand0=HAND0, hand1=HAND1, nope=(2, 2))
    act(state, "play", "stabber-dagger")
    act(state, "cancel", "stabber-dagger")
    assert step(state) == "reactivate_window" and state.decision.seat == 0
    assert kinds(state) == {"reactivate", "accept"}
    act(state, "reactivate", "stabber-dagger")
    assert state.data["life"] == [4, 2]
    assert state.data["nope"] == [0, 1]
    assert state.data["supply"]["nope"] == 5
    assert state.data["zones"]["discard"] == ["stabber-dagger"]
    assert state.data["plays_left"] == 1  # still one play: reactivating is not a new play


def test_reactivated_monster_enters_the_field() -> None:
    """Necro-nope-nicon: a reactivated monster is played after all: it enters the field."""
    state = bahamut_scenario(hand0=HAND0, hand1=HAND1, nope=(2, 2))
    act(state, "play", "grouchy-goblin")
    act(state, "cancel", "grouchy-goblin")
    act(state, "reactivate", "grouchy-goblin")
    assert state.data["zones"]["field.0"] == ["grouchy-goblin"]
    assert state.data["zones"]["discard"] == []


def test_reactivation_cannot_be_cancelled() -> None:
    """Necro-nope-nicon: "You cannot cancel or deactivate a reactivation!": no window follows,
    even though the opponent still holds a token."""
    state = bahamut_scenario(hand0=HAND0, hand1=HAND1, nope=(2, 2))
    act(state, "play", "swift-gift")
    act(state, "cancel", "swift-gift")
    assert state.data["nope"][1] == 1  # the opponent could still pay for a cancel
    act(state, "reactivate", "swift-gift")
    assert step(state) == "play_phase" and state.decision.seat == 0
    assert state.data["nope"] == [1, 1]  # 2 - 2 + 1 from Swift Gift
    reason = illegal_reason(state, Action("cancel", "swift-gift", "discard"))
    assert "cannot" in reason or "not a legal" in reason


def test_no_reactivation_with_one_token() -> None:
    """Necro-nope-nicon: reactivating costs 2 tokens; with 1 the card stays cancelled."""
    state = bahamut_scenario(hand0=HAND0, hand1=HAND1, nope=(1, 2))
    act(state, "play", "grouchy-goblin")
    act(state, "cancel", "grouchy-goblin")
    assert step(state) == "play_phase"
    assert state.data["nope"] == [1, 1]
    assert state.data["zones"]["discard"] == ["grouchy-goblin"]


def test_accepting_the_cancel() -> None:
    """Necro-nope-nicon: reactivating is a choice ("you can spend"): declining costs nothing."""
    state = bahamut_scenario(hand0=HAND0, hand1=HAND1, nope=(3, 2))
    act(state, "play", "stabber-dagger")
    act(state, "cancel", "stabber-dagger")
    act(state, "accept", "stabber-dagger")
    assert state.data["nope"] == [3, 1]
    assert state.data["life"] == [4, 4]
    assert state.data["zones"]["discard"] == ["stabber-dagger"]


def test_allow_lets_the_card_resolve() -> None:
    """Necro-nope-nicon: "you can spend": the opponent may also let the card resolve for free."""
    state = bahamut_scenario(hand0=HAND0, hand1=HAND1, nope=(2, 2))
    act(state, "play", "stabber-dagger")
    act(state, "allow", "stabber-dagger")
    assert state.data["nope"] == [2, 2]
    assert state.data["life"] == [4, 2]


BALEFUL_ID = "baleful-bahamut"
SPELLS = [("spiritual-ritual", "hand.0"), ("archival-revival", "discard")]


def monster_spell(spell: str, zone: str, monster: str = "baby-bahamut"):
    hand0 = [monster, spell] if zone == "hand.0" else [spell]
    discard = [monster] if zone == "discard" else []
    return bahamut_scenario(hand0=hand0, hand1=HAND1, discard=discard, nope=(2, 2))


@pytest.mark.parametrize("spell, zone", SPELLS)
def test_a_monster_played_via_a_spell_can_be_cancelled_after_the_spell(
    spell: str, zone: str
) -> None:
    """Baleful Bahamut: "This card can only be played via a spell card": a monster put into
    play by a spell is itself played, so "Anytime your opponent plays a card, you can spend
    one of your Necro-nope-nicon tokens to deactivate that card" opens a window for it too,
    once the spell has resolved. It uses no play of its own."""
    state = monster_spell(spell, zone)
    act(state, "play", spell)
    act(state, "allow", spell)
    act(state, "choose", "baby-bahamut")
    zones = state.data["zones"]
    assert zones["pending"] == ["baby-bahamut"] and spell in zones["discard"]  # spell resolved
    assert step(state) == "cancel_window" and state.decision.seat == 1
    assert "baby-bahamut" in [a.source for a in state.legal_actions]
    act(state, "cancel", "baby-bahamut")
    assert step(state) == "reactivate_window"  # the owner may reactivate it as any card
    act(state, "accept", "baby-bahamut")
    assert zones["field.0"] == [] and zones["discard"][-1] == "baby-bahamut"
    assert state.data["nope"] == [2, 1] and state.data["plays_left"] == 1


@pytest.mark.parametrize("spell, zone", SPELLS)
def test_a_monster_played_via_a_spell_enters_when_allowed(spell: str, zone: str) -> None:
    state = monster_spell(spell, zone)
    act(state, "play", spell)
    act(state, "allow", spell)
    act(state, "choose", "baby-bahamut")
    act(state, "allow", "baby-bahamut")
    assert state.data["zones"]["field.0"] == ["baby-bahamut"]
    assert step(state) == "play_phase" and state.data["plays_left"] == 1


def test_baleful_bahamut_played_via_spiritual_ritual_can_be_cancelled_and_reactivated() -> None:
    state = monster_spell("spiritual-ritual", "hand.0", BALEFUL_ID)
    act(state, "play", "spiritual-ritual")
    act(state, "allow", "spiritual-ritual")
    act(state, "choose", BALEFUL_ID)
    act(state, "cancel", BALEFUL_ID)
    act(state, "reactivate", BALEFUL_ID)
    assert state.data["zones"]["field.0"] == [BALEFUL_ID]
    assert state.data["nope"] == [0, 1]


def test_no_window_for_the_monster_without_a_token() -> None:
    """Our completion: the opponent is asked only while holding a token."""
    state = bahamut_scenario(hand0=["baby-bahamut", "spiritual-ritual"], hand1=HAND1, nope=(2, 0))
    act(state, "play", "spiritual-ritual")
    act(state, "choose", "baby-bahamut")
    assert state.data["zones"]["field.0"] == ["baby-bahamut"] and step(state) == "play_phase"


def test_cancel_spends_to_the_supply_and_swift_gift_takes_it_back() -> None:
    """Our completion: spent Necro-nope-nicon tokens return to the supply, where Swift Gift can
    take them."""
    state = bahamut_scenario(hand0=HAND0, hand1=HAND1, nope=(0, 2))
    assert state.data["supply"]["nope"] == 4
    act(state, "play", "stabber-dagger")
    act(state, "cancel", "stabber-dagger")
    assert state.data["supply"]["nope"] == 5
    act(state, "play", "swift-gift")
    act(state, "allow", "swift-gift")
    assert state.data["nope"] == [1, 1] and state.data["supply"]["nope"] == 4
