"""Bahamut Dispute: the Card List, one test (or more) per card, quoting its text."""

from __future__ import annotations

import itertools

import pytest
from helpers import (
    ALL_CARDS,
    BAHAMUT,
    act,
    bahamut_scenario,
    census,
    illegal_reason,
    kinds,
    step,
    view_leaks,
)

from tabletop.rules import Action

BALEFUL, BABY, GOBLIN = "baleful-bahamut", "baby-bahamut", "grouchy-goblin"
FILLER1 = ["prime-time", "fierce-pierce", "plume-of-doom", "swift-gift"]


def hand1_without(*cards: str) -> list[str]:
    return [c for c in FILLER1 if c not in cards]


# ----- Baleful Bahamut --------------------------------------------------------------------------


def test_baleful_cannot_be_played_from_hand() -> None:
    """Baleful Bahamut: "This card can only be played via a spell card."."""
    state = bahamut_scenario(hand0=[BALEFUL, "stabber-dagger"], hand1=FILLER1)
    assert state.decision.find("play", source=BALEFUL) is None
    assert state.decision.find("play", source="stabber-dagger") is not None
    assert (
        state.why_illegal(Action("play", BALEFUL, "field.0"))
        == "Baleful Bahamut can only be played via a spell card."
    )
    reason = illegal_reason(state, Action("play", BALEFUL, "field.0"))
    assert reason == "Baleful Bahamut can only be played via a spell card."


def test_only_baleful_in_hand_means_only_end() -> None:
    """Baleful Bahamut: a hand holding only it offers no play."""
    state = bahamut_scenario(hand0=[BALEFUL], hand1=FILLER1)
    assert kinds(state) == {"end"}


@pytest.mark.parametrize(
    "spell, zone", [("spiritual-ritual", "hand.0"), ("archival-revival", "discard")]
)
def test_baleful_played_via_a_spell(spell: str, zone: str) -> None:
    """Baleful Bahamut: "can only be played via a spell card": Spiritual Ritual (from hand) and
    Archival Revival (from the discard pile) put it into the field."""
    state = bahamut_scenario(
        hand0=[spell] + ([BALEFUL] if zone == "hand.0" else []),
        hand1=FILLER1,
        discard=[BALEFUL] if zone == "discard" else [],
        nope=(2, 0),
    )
    act(state, "play", spell)
    act(state, "choose", BALEFUL, "field.0")
    assert state.data["zones"]["field.0"] == [BALEFUL]
    assert state.data["zones"]["discard"][-1] == spell


def test_baleful_attacks_at_the_start_of_its_owners_turn() -> None:
    """Baleful Bahamut: "If this card is in your field, deal 4 damage to your opponent at the
    start of your turn."."""
    state = bahamut_scenario(hand0=["stabber-dagger"], hand1=FILLER1, field1=[BALEFUL], life=(4, 4))
    events = act(state, "end")
    assert state.data["life"] == [0, 4]
    assert state.data["supply"]["life"] == 4
    assert state.is_over and state.winners == [1]
    assert any(e.kind == "attack" and e.card == BALEFUL and e.amount == 4 for e in events)


def test_baleful_does_not_attack_at_the_opponents_turn() -> None:
    """Baleful Bahamut: "at the start of your turn", not the opponent's."""
    state = bahamut_scenario(hand0=["stabber-dagger"], hand1=FILLER1, field0=[BALEFUL])
    act(state, "end")
    assert state.data["life"] == [4, 4]
    assert not state.is_over


# ----- Grouchy Goblin ---------------------------------------------------------------------------


def test_goblin_reflects_stabber_dagger() -> None:
    """Grouchy Goblin: "As long as this card is in your field, any damage dealt to you is
    reflected back to your opponent."."""
    state = bahamut_scenario(hand0=["stabber-dagger"], hand1=FILLER1, field1=[GOBLIN], nope=(2, 0))
    events = act(state, "play", "stabber-dagger")
    assert state.data["life"] == [2, 4]
    assert [e.kind for e in events].count("reflect") == 1


def test_goblin_reflects_baby_bahamut() -> None:
    """Grouchy Goblin: "any damage dealt to you is reflected", also a monster's attack."""
    state = bahamut_scenario(
        hand0=["stabber-dagger"], hand1=FILLER1, field0=[GOBLIN], field1=[BABY]
    )
    act(state, "end")  # Player 2's turn starts: Baby Bahamut attacks Player 1
    assert state.data["life"] == [4, 3]


def test_goblin_cannot_reflect_baleful() -> None:
    """Grouchy Goblin: "However, the Grouchy Goblin cannot reflect the Baleful Bahamut's
    attack."."""
    state = bahamut_scenario(
        hand0=["stabber-dagger"], hand1=FILLER1, field0=[GOBLIN], field1=[BALEFUL], life=(4, 4)
    )
    events = act(state, "end")
    assert state.data["life"] == [0, 4]
    assert "reflect" not in [e.kind for e in events]
    assert state.winners == [1]


def test_goblin_protects_only_its_owner() -> None:
    """Grouchy Goblin: "damage dealt to you": the owner's own attacks are not turned back."""
    state = bahamut_scenario(hand0=["stabber-dagger"], hand1=FILLER1, field0=[GOBLIN], nope=(2, 0))
    act(state, "play", "stabber-dagger")
    assert state.data["life"] == [4, 2]


def test_reflected_damage_is_reflected_once() -> None:
    """Our completion: reflected damage is not reflected again; it is dealt in full (as life
    allows) to the reflected-at player, one life token per point to the supply."""
    state = bahamut_scenario(
        hand0=["stabber-dagger"], hand1=FILLER1, field1=[GOBLIN], life=(3, 4), nope=(2, 0)
    )
    events = act(state, "play", "stabber-dagger")
    assert state.data["life"] == [1, 4]
    assert state.data["supply"]["life"] == 3
    assert [e.kind for e in events].count("reflect") == 1
    assert [e.kind for e in events].count("damage") == 1


@pytest.mark.parametrize("order, winner", [([BABY, BALEFUL], 0), ([BALEFUL, BABY], 1)])
def test_monsters_attack_in_field_order(order: list[str], winner: int) -> None:
    """Our completion: several monsters attack in the order they lie in the field (the order
    they entered it); the game ends at the first attack that empties a life."""
    state = bahamut_scenario(
        hand0=["stabber-dagger"], hand1=FILLER1, field0=[GOBLIN], field1=order, life=(4, 1)
    )
    act(state, "end")
    assert state.is_over and state.winners == [winner]


# ----- Baby Bahamut -----------------------------------------------------------------------------


def test_baby_bahamut_attacks_for_one() -> None:
    """Baby Bahamut: "If this card is in your field, deal 1 damage to your opponent at the start
    of your turn."."""
    state = bahamut_scenario(hand0=["stabber-dagger"], hand1=FILLER1, field1=[BABY])
    act(state, "end")
    assert state.data["life"] == [3, 4]
    assert state.data["supply"]["life"] == 1
    act(state, "end")  # Player 1's turn: Baby (Player 2's) does not attack
    assert state.data["life"] == [3, 4]
    act(state, "end")
    assert state.data["life"] == [2, 4]


def test_baby_bahamut_can_be_played_from_hand() -> None:
    """Baby Bahamut: a monster played from hand enters its player's field."""
    state = bahamut_scenario(hand0=[BABY], hand1=FILLER1, nope=(2, 0))
    act(state, "play", BABY, "field.0")
    assert state.data["zones"]["field.0"] == [BABY]


# ----- "Pawn Begone!" ---------------------------------------------------------------------------


@pytest.mark.parametrize("victim", [BABY, GOBLIN])
def test_pawn_begone(victim: str) -> None:
    """ "Pawn Begone!": "Choose a monster card that's in play and discard it." (the opponent's
    or one's own)."""
    state = bahamut_scenario(
        hand0=["pawn-begone"], hand1=FILLER1, field0=[GOBLIN], field1=[BABY], nope=(2, 0)
    )
    act(state, "play", "pawn-begone")
    assert step(state) == "choose" and state.decision.seat == 0
    assert {a.source for a in state.legal_actions} == {BABY, GOBLIN}
    assert {a.target for a in state.legal_actions} == {"discard"}
    act(state, "choose", victim)
    assert victim not in state.data["zones"]["field.0"] + state.data["zones"]["field.1"]
    assert state.data["zones"]["discard"] == [victim, "pawn-begone"]


# ----- Spiritual Ritual -------------------------------------------------------------------------


def test_spiritual_ritual() -> None:
    """Spiritual Ritual: "Choose a monster card from your hand and play it into the field."
    Our completion: into one's own field; only monsters of one's own hand are offered."""
    state = bahamut_scenario(
        hand0=["spiritual-ritual", GOBLIN, "stabber-dagger"], hand1=[BABY, *FILLER1], nope=(2, 0)
    )
    act(state, "play", "spiritual-ritual")
    assert {(a.source, a.target) for a in state.legal_actions} == {(GOBLIN, "field.0")}
    name = state.card_name(GOBLIN)
    assert [a.text for a in state.legal_actions] == [f"Put {name} into play"]  # its button
    act(state, "choose", GOBLIN)
    assert state.data["zones"]["field.0"] == [GOBLIN]
    assert state.data["zones"]["hand.0"] == ["stabber-dagger"]
    assert state.data["zones"]["discard"] == ["spiritual-ritual"]


# ----- Strange Exchange -------------------------------------------------------------------------

PLACES = ["hand.0", "hand.1", "field.0", "field.1", "deck", "discard"]


def exchange_scenario(place_a: str, place_b: str):
    zones: dict[str, list[str]] = {p: [] for p in PLACES}
    zones["hand.0"].append("strange-exchange")
    zones[place_a].append(BALEFUL)
    zones[place_b].append(BABY)
    return bahamut_scenario(
        hand0=zones["hand.0"],
        hand1=zones["hand.1"] + ["prime-time"],
        field0=zones["field.0"],
        field1=zones["field.1"],
        discard=zones["discard"],
        deck_top=zones["deck"],
        nope=(2, 0),
    )


@pytest.mark.parametrize("place_a, place_b", list(itertools.product(PLACES, PLACES)))
def test_strange_exchange_everywhere(place_a: str, place_b: str) -> None:
    """Strange Exchange: "Swap "Baleful Bahamut" and "Baby Bahamut" wherever they may be. If you
    need to look through the deck for one of the cards, shuffle the deck afterward."
    Our completion: when both are in the same place, nothing changes and nothing is shuffled."""
    state = exchange_scenario(place_a, place_b)
    plays_left = state.data["plays_left"]
    events = act(state, "play", "strange-exchange")
    where = state.where
    shuffles = [e for e in events if e.kind == "shuffle"]
    if place_a == place_b:
        assert where(BALEFUL) == where(BABY) == place_a
        assert any(e.kind == "info" and "no effect" in e.text for e in events)
        assert shuffles == []
    else:
        assert where(BALEFUL) == place_b and where(BABY) == place_a
        assert len(shuffles) == ("deck" in (place_a, place_b))
        assert shuffles == [] or shuffles[0].dst == "deck"
    # the swap is part of the spell: nothing is played, nothing can be cancelled
    assert step(state) == "play_phase" and state.data["plays_left"] == plays_left - 1
    assert state.data["zones"]["discard"][-1] == "strange-exchange"
    census(state.data)


def test_strange_exchange_keeps_the_place_in_the_field() -> None:
    """Strange Exchange: "Swap": the incoming card takes the place of the outgoing one, so a
    Baleful Bahamut swapped into the field attacks at its owner's next turn start."""
    state = bahamut_scenario(
        hand0=["strange-exchange", BALEFUL], hand1=FILLER1, field0=[GOBLIN, BABY], nope=(2, 0)
    )
    act(state, "play", "strange-exchange")
    assert state.data["zones"]["field.0"] == [GOBLIN, BALEFUL]
    assert state.data["zones"]["hand.0"] == [BABY]
    act(state, "end")
    act(state, "end")  # back to Player 1: Baleful Bahamut attacks
    assert state.data["life"] == [4, 0] and state.winners == [0]


def test_strange_exchange_shuffles_the_deck() -> None:
    """Strange Exchange: "shuffle the deck afterward": the order of the deck changes."""
    orders = set()
    for seed in range(10):
        state = bahamut_scenario(
            hand0=["strange-exchange", BALEFUL],
            hand1=FILLER1,
            deck_top=[BABY],
            nope=(2, 0),
            seed=seed,
        )
        act(state, "play", "strange-exchange")
        orders.add(tuple(state.data["zones"]["deck"]))
        assert BALEFUL in state.data["zones"]["deck"]
    assert len(orders) > 5


# ----- Archival Revival -------------------------------------------------------------------------


def test_archival_revival() -> None:
    """Archival Revival: "Choose 1 monster card from the discard pile and play it into your
    field."."""
    state = bahamut_scenario(
        hand0=["archival-revival"],
        hand1=FILLER1,
        discard=["stabber-dagger", GOBLIN, BABY],
        nope=(2, 0),
    )
    act(state, "play", "archival-revival")
    assert {(a.source, a.target) for a in state.legal_actions} == {
        (GOBLIN, "field.0"),
        (BABY, "field.0"),
    }
    act(state, "choose", BABY)
    assert state.data["zones"]["field.0"] == [BABY]
    assert state.data["zones"]["discard"] == ["stabber-dagger", GOBLIN, "archival-revival"]


# ----- Stabber Dagger ---------------------------------------------------------------------------


def test_stabber_dagger() -> None:
    """Stabber Dagger: "Deal 2 damage to your opponent."."""
    state = bahamut_scenario(hand0=["stabber-dagger"], hand1=FILLER1, nope=(2, 0))
    act(state, "play", "stabber-dagger")
    assert state.data["life"] == [4, 2]
    assert state.data["supply"]["life"] == 2


# ----- Swift Gift -------------------------------------------------------------------------------


def test_swift_gift() -> None:
    """Swift Gift: "Obtain 1 Necro-nope-nicon token from the supply."."""
    state = bahamut_scenario(hand0=["swift-gift"], hand1=hand1_without("swift-gift"), nope=(2, 0))
    act(state, "play", "swift-gift")
    assert state.data["nope"] == [3, 0]
    assert state.data["supply"]["nope"] == 3


def test_swift_gift_with_an_empty_supply() -> None:
    """Our completion: with no token in the supply, Swift Gift has no effect."""
    state = bahamut_scenario(hand0=["swift-gift"], hand1=hand1_without("swift-gift"), nope=(6, 0))
    events = act(state, "play", "swift-gift")
    assert state.data["nope"] == [6, 0] and state.data["supply"]["nope"] == 0
    assert any("no effect" in e.text for e in events)
    assert state.data["zones"]["discard"] == ["swift-gift"]


# ----- Prime Time -------------------------------------------------------------------------------


def test_prime_time() -> None:
    """Prime Time: "You can play up to 2 additional cards this turn."."""
    state = bahamut_scenario(
        hand0=["prime-time", "stabber-dagger", "swift-gift", GOBLIN],
        hand1=hand1_without("prime-time", "swift-gift"),
        nope=(2, 0),
    )
    act(state, "play", "prime-time")
    assert state.data["plays_left"] == 3
    for card in ("stabber-dagger", "swift-gift", GOBLIN):
        act(state, "play", card)
    assert state.data["plays_left"] == 0 and kinds(state) == {"end"}


def test_prime_time_on_the_first_turn() -> None:
    """Game Overview: "During the very first turn of the game, no cards can be drawn, and only 1
    card can be played." The sentence covers the whole turn: Prime Time gives no extra play."""
    state = bahamut_scenario(
        hand0=["prime-time", "stabber-dagger", "swift-gift", GOBLIN],
        hand1=hand1_without("prime-time", "swift-gift"),
        nope=(2, 0),
        turn=1,
        plays_left=1,
    )
    events = act(state, "play", "prime-time")
    assert state.data["plays_left"] == 0 and kinds(state) == {"end"}
    assert any("only 1 card can be played during the very first turn" in e.text for e in events)


# ----- The Obsidian Comedian and The Alabaster Caster -------------------------------------------


def test_obsidian_comedian() -> None:
    """The Obsidian Comedian: "Draw 2 cards from the deck, add them to your hand, then discard any
    2 cards from your hand. You can play 1 additional card this turn."."""
    state = bahamut_scenario(
        hand0=["obsidian-comedian", "stabber-dagger"],
        hand1=FILLER1,
        deck_top=[GOBLIN, BABY],
        nope=(2, 0),
    )
    act(state, "play", "obsidian-comedian")
    zones = state.data["zones"]
    assert zones["hand.0"] == ["stabber-dagger", GOBLIN, BABY]
    assert step(state) == "discard" and state.decision.seat == 0
    assert {a.source for a in state.legal_actions} == {"stabber-dagger", GOBLIN, BABY}
    assert zones["pending"] == ["obsidian-comedian"]  # it is not in the hand to discard
    act(state, "discard", GOBLIN)
    act(state, "discard", "stabber-dagger")
    assert zones["hand.0"] == [BABY]
    assert zones["discard"] == [GOBLIN, "stabber-dagger", "obsidian-comedian"]
    assert state.data["plays_left"] == 2  # 2 - 1 played + 1 additional
    assert step(state) == "play_phase"


def test_obsidian_comedian_with_a_short_hand() -> None:
    """Our completion: "discard any 2 cards" discards as many as the hand holds, at most 2 (here
    one card can be drawn: the deck holds 1 and the discard pile is empty)."""
    monsters = [BALEFUL, GOBLIN, BABY]
    hand1 = sorted(set(ALL_CARDS) - {"obsidian-comedian", "stabber-dagger", *monsters})
    state = bahamut_scenario(
        hand0=["obsidian-comedian"],
        hand1=hand1,
        field1=monsters,
        deck_top=["stabber-dagger"],
        nope=(2, 0),
    )
    zones = state.data["zones"]
    assert zones["deck"] == ["stabber-dagger"] and zones["discard"] == []
    act(state, "play", "obsidian-comedian")
    assert zones["hand.0"] == ["stabber-dagger"]
    assert step(state) == "discard" and state.decision.prompt.startswith("Discard 1 card ")
    act(state, "discard", "stabber-dagger")
    assert zones["hand.0"] == [] and step(state) == "play_phase"
    assert state.data["plays_left"] == 2


def test_obsidian_comedian_on_the_first_turn() -> None:
    """Game Overview: "During the very first turn of the game, no cards can be drawn, and only 1
    card can be played.": The Obsidian Comedian draws nothing and gives no additional play then,
    but its discards still happen."""
    state = bahamut_scenario(
        hand0=["obsidian-comedian", "stabber-dagger"],
        hand1=FILLER1,
        deck_top=[GOBLIN, BABY],
        nope=(2, 0),
        turn=1,
        plays_left=1,
    )
    deck = list(state.data["zones"]["deck"])
    act(state, "play", "obsidian-comedian")
    assert state.data["zones"]["hand.0"] == ["stabber-dagger"]  # nothing drawn
    assert state.data["zones"]["deck"] == deck
    assert step(state) == "discard" and state.decision.prompt.startswith("Discard 1 card ")
    act(state, "discard", "stabber-dagger")
    assert state.data["plays_left"] == 0 and kinds(state) == {"end"}


def test_alabaster_caster() -> None:
    """The Alabaster Caster: "Draw 3 cards from the deck, add them to your hand, then discard any
    2 cards from your hand."."""
    state = bahamut_scenario(
        hand0=["alabaster-caster"],
        hand1=FILLER1,
        deck_top=[GOBLIN, BABY, "stabber-dagger"],
        nope=(2, 0),
    )
    act(state, "play", "alabaster-caster")
    zones = state.data["zones"]
    assert zones["hand.0"] == [GOBLIN, BABY, "stabber-dagger"]
    act(state, "discard", BABY)
    assert step(state) == "discard"
    act(state, "discard", "stabber-dagger")
    assert zones["hand.0"] == [GOBLIN]
    assert zones["discard"] == [BABY, "stabber-dagger", "alabaster-caster"]
    assert state.data["plays_left"] == 1  # no additional play


def test_alabaster_caster_on_the_first_turn() -> None:
    """Game Overview: "During the very first turn of the game, no cards can be drawn": The
    Alabaster Caster draws nothing then; its discards still happen."""
    state = bahamut_scenario(
        hand0=["alabaster-caster", GOBLIN, BABY],
        hand1=FILLER1,
        deck_top=["stabber-dagger"],
        nope=(2, 0),
        turn=1,
        plays_left=1,
    )
    play = state.decision.find("play", "alabaster-caster")
    assert play.text == (
        "Play The Alabaster Caster (no card is drawn on the very first turn; you still "
        "discard 2 cards)"
    )
    events = act(state, "play", "alabaster-caster")
    zones = state.data["zones"]
    assert zones["hand.0"] == [GOBLIN, BABY] and zones["deck"][-1] == "stabber-dagger"
    assert any("draws nothing" in e.text for e in events)
    act(state, "discard", BABY)
    act(state, "discard", GOBLIN)
    assert zones["hand.0"] == [] and zones["discard"][-1] == "alabaster-caster"


def test_a_play_that_would_do_nothing_says_so_and_stays_legal() -> None:
    """Our completion: the rules allow playing a card whose effect has nothing to act on, so
    it stays a legal play, and its action says what will happen before it is played."""
    state = bahamut_scenario(
        hand0=["spiritual-ritual", "stabber-dagger"], hand1=FILLER1, nope=(2, 0)
    )
    play = state.decision.find("play", "spiritual-ritual")
    assert play.text == "Play Spiritual Ritual (no monster in hand: no effect)"
    assert state.decision.find("play", "stabber-dagger").text == "Play Stabber Dagger"
    events = act(state, "play", "spiritual-ritual")
    assert any("Spiritual Ritual has no effect" in e.text for e in events)
    state = bahamut_scenario(hand0=["spiritual-ritual", GOBLIN], hand1=FILLER1)
    assert state.decision.find("play", "spiritual-ritual").text == "Play Spiritual Ritual"
    state = bahamut_scenario(
        hand0=["prime-time", GOBLIN], hand1=hand1_without("prime-time"), turn=1, plays_left=1
    )
    assert state.decision.find("play", "prime-time").text == (
        "Play Prime Time (no extra plays on the very first turn: no effect)"
    )


# ----- Spectacles of Miracles -------------------------------------------------------------------


def test_spectacles_of_miracles() -> None:
    """Spectacles of Miracles: "Select any card from the deck and add it to your hand. Shuffle
    the deck afterward."."""
    state = bahamut_scenario(hand0=["spectacles-of-miracles"], hand1=FILLER1, nope=(2, 0))
    deck = sorted(state.data["zones"]["deck"])
    act(state, "play", "spectacles-of-miracles")
    decision = state.decision
    assert decision.seat == 0 and step(state) == "choose"
    assert sorted(a.source for a in decision.actions) == deck
    assert decision.reveals == {"deck": deck}
    assert state.view(0)["decision"]["reveals"] == {"deck": deck}
    assert "reveals" not in state.view(1)["decision"]
    assert view_leaks(state, 0) == [] and view_leaks(state, 1) == []
    events = act(state, "choose", GOBLIN, "hand.0")
    assert state.data["zones"]["hand.0"] == [GOBLIN]
    kinds_seen = [e.kind for e in events]
    assert kinds_seen.index("shuffle") > kinds_seen.index("move")
    take = next(e for e in events if e.kind == "move" and e.src == "deck")
    assert take.for_seat(1).card is None  # the opponent does not learn which card


def test_spectacles_of_miracles_with_an_empty_deck() -> None:
    """Our completion: with an empty deck Spectacles of Miracles has no effect; the discard
    pile is not reshuffled for it."""
    state = bahamut_scenario(
        hand0=["spectacles-of-miracles"], hand1=FILLER1, rest="discard", nope=(2, 0)
    )
    discard = list(state.data["zones"]["discard"])
    events = act(state, "play", "spectacles-of-miracles")
    assert state.data["zones"]["deck"] == []
    assert state.data["zones"]["discard"] == discard + ["spectacles-of-miracles"]
    assert any("no effect" in e.text for e in events)
    assert "shuffle" not in [e.kind for e in events]


# ----- Plume of Doom ----------------------------------------------------------------------------


def test_plume_of_doom() -> None:
    """Plume of Doom: "Select any card from the discard pile and add it to your hand." It cannot
    pick itself: it is still being played, not in the discard pile."""
    state = bahamut_scenario(
        hand0=["plume-of-doom"],
        hand1=hand1_without("plume-of-doom"),
        discard=["stabber-dagger", BALEFUL],
        nope=(2, 0),
    )
    act(state, "play", "plume-of-doom")
    assert {a.source for a in state.legal_actions} == {"stabber-dagger", BALEFUL}
    act(state, "choose", BALEFUL, "hand.0")
    assert state.data["zones"]["hand.0"] == [BALEFUL]
    assert state.data["zones"]["discard"] == ["stabber-dagger", "plume-of-doom"]


# ----- Fierce Pierce ----------------------------------------------------------------------------


def test_fierce_pierce() -> None:
    """Fierce Pierce: "Look at your opponent's hand and choose 1 card to discard." Only the
    player who plays it sees that hand."""
    hand1 = hand1_without("fierce-pierce")
    state = bahamut_scenario(hand0=["fierce-pierce", "stabber-dagger"], hand1=hand1, nope=(2, 0))
    act(state, "play", "fierce-pierce")
    assert state.decision.seat == 0
    assert state.decision.reveals == {"hand.1": sorted(hand1)}
    assert sorted(a.source for a in state.legal_actions) == sorted(hand1)
    assert view_leaks(state, 1) == [] and view_leaks(state, 0) == []
    assert state.view(1)["decision"] == {"seat": 0, "prompt": state.decision.prompt}
    assert state.view(None)["decision"] == {"seat": 0, "prompt": state.decision.prompt}
    act(state, "choose", "prime-time", "discard")
    assert state.data["zones"]["hand.1"] == [c for c in hand1 if c != "prime-time"]
    assert state.data["zones"]["discard"] == ["prime-time", "fierce-pierce"]


# ----- Conjuration Incantation ------------------------------------------------------------------


def test_conjuration_declares_any_other_card() -> None:
    """Conjuration Incantation: "Declare one card." Our completion: any of the 15 other cards,
    wherever it is (the list never depends on where cards are)."""
    state = bahamut_scenario(hand0=["conjuration-incantation"], hand1=FILLER1, nope=(2, 0))
    act(state, "play", "conjuration-incantation")
    options = {a.option for a in state.legal_actions}
    assert options == set(ALL_CARDS) - {"conjuration-incantation"}
    assert kinds(state) == {"declare"}


def test_conjuration_hit() -> None:
    """Conjuration Incantation: "If your opponent has that card in their hand, take it from them
    and place it in your hand instead."."""
    state = bahamut_scenario(hand0=["conjuration-incantation"], hand1=FILLER1, nope=(2, 0))
    act(state, "play", "conjuration-incantation")
    events = act(state, "declare", option="fierce-pierce")
    assert state.data["zones"]["hand.0"] == ["fierce-pierce"]
    assert "fierce-pierce" not in state.data["zones"]["hand.1"]
    # both players see what was declared and that it was taken
    assert [e.kind for e in events][:2] == ["declare", "move"]
    assert all(e.secret_to is None for e in events)


@pytest.mark.parametrize(
    "declared, where", [(BALEFUL, "deck"), ("stabber-dagger", "discard"), (GOBLIN, "field.1")]
)
def test_conjuration_miss(declared: str, where: str) -> None:
    """Conjuration Incantation: "If your opponent has that card in their hand": when not,
    nothing moves."""
    state = bahamut_scenario(
        hand0=["conjuration-incantation"],
        hand1=FILLER1,
        nope=(2, 0),
        discard=["stabber-dagger"],
        field1=[GOBLIN],
    )
    before = {z: list(c) for z, c in state.data["zones"].items() if z not in ("hand.0", "pending")}
    act(state, "play", "conjuration-incantation")
    events = act(state, "declare", option=declared)
    assert state.where(declared) == where
    assert state.data["zones"]["hand.0"] == []
    after = {z: c for z, c in state.data["zones"].items() if z not in ("hand.0", "pending")}
    after["discard"] = [c for c in after["discard"] if c != "conjuration-incantation"]
    assert after == before
    assert any("does not have" in e.text for e in events)


# ----- cards with nothing to choose -------------------------------------------------------------


@pytest.mark.parametrize(
    "card",
    [
        "pawn-begone",
        "spiritual-ritual",
        "archival-revival",
        "spectacles-of-miracles",
        "plume-of-doom",
        "fierce-pierce",
    ],
)
def test_nothing_to_choose_means_no_effect(card: str) -> None:
    """Our completion: a card whose choice finds no card resolves with no effect and is
    discarded (and still counts as played)."""
    # No monster in play, in the discard pile or (for Spiritual Ritual) in the player's hand;
    # the deck and the discard pile empty; the opposing hand empty.
    monsters = [BALEFUL, GOBLIN, BABY]
    others = [c for c in ALL_CARDS if c != card and c not in monsters]
    ritual = card == "spiritual-ritual"
    state = bahamut_scenario(
        hand0=[card, *others, *([] if ritual else monsters)],
        hand1=monsters if ritual else [],
        nope=(2, 0),
    )
    zones = state.data["zones"]
    assert zones["deck"] == zones["discard"] == []
    events = act(state, "play", card)
    assert step(state) == "play_phase" and state.decision.seat == 0
    assert any(e.kind == "info" and "no effect" in e.text for e in events)
    assert zones["discard"] == [card]
    assert state.data["plays_left"] == 1


def test_every_card_has_a_test() -> None:
    """Every card of the game is covered by a test in this module."""
    text = open(__file__, encoding="utf-8").read()
    for card in BAHAMUT.cards.values():
        name = card["name"].strip('"')
        assert f"{name}:" in text or f"{card['name']}: " in text, name
