"""Bellum setup and the end of the game (rulebook §2, §5; docs/rules/bellum.md Setup, End)."""

from __future__ import annotations

import pytest
from bellum_scenario import ALL, GAME, attack, b, block, build, census, place
from helpers import act

PILES = ("I", "II", "III", "IV")


def pile_of(card: str) -> str:
    return GAME.card_def(card)["pile"]


@pytest.mark.parametrize("city", ["athens", "sparta"])
def test_cities_districts_ascending(city: str) -> None:
    """ "Each player chooses a city to represent them and places the 4 cards associated with
    that city in front of them, face up on the side showing the city's name.\""""
    state = GAME.setup(3, city=city, first_player=0)
    other = "sparta" if city == "athens" else "athens"
    assert state.data["cities"] == [city, other]
    for seat, name in enumerate((city, other)):
        districts = state.zones[f"city.{seat}"]
        assert [GAME.card_def(d)["pile"] for d in districts] == [name] * 4
        assert [GAME.card_def(d)["district"] for d in districts] == [1, 2, 3, 4]
        assert not any(state.has_flag(d, "plundered") for d in districts)
    assert state.data["plundered"] == [0, 0]


def test_identical_base_decks() -> None:
    """ "Each player builds their draw pile with 1 copy of each Base card ... Both players
    therefore have an identical Base deck, which forms their draw pile.\""""
    state = GAME.setup(5, first_player=1)
    base = sorted(c for c, e in GAME.cards.items() if e["pile"] == "base")
    assert len(base) == 10
    for seat in range(2):
        owned = state.zones[f"deck.{seat}"] + state.zones[f"hand.{seat}"]
        assert sorted(c.partition("#")[0] for c in owned) == base
        assert all(c.endswith(f"#{seat + 1}") for c in owned)
        assert state.zones[f"discard.{seat}"] == [] and state.zones[f"play.{seat}"] == []


def test_piles_shuffled_top_visible_bis_beside() -> None:
    """ "Gather and shuffle all cards that share the same pile number (I to IV) to make 4
    separate piles. Cards numbered with a "Bis" must be shuffled and placed beside their pile
    ... The top card of each pile is therefore visible.\""""
    orders = set()
    for seed in range(6):
        state = GAME.setup(seed, first_player=0)
        for numeral in PILES:
            pile, bis = state.zones[f"pile.{numeral}"], state.zones[f"bis.{numeral}"]
            assert pile and {pile_of(c) for c in pile} == {numeral}
            assert len(bis) == 2 and {pile_of(c) for c in bis} == {f"{numeral} bis"}
            for seat in (0, 1, None):
                view = state.view(seat)["zones"]
                assert view[f"pile.{numeral}"] == {"count": len(pile), "top": pile[-1]}
                assert view[f"bis.{numeral}"] == {"count": 2, "top": bis[-1]}
        orders.add(tuple(state.zones["pile.I"]))
    assert len(orders) > 1  # shuffled, by the seed
    assert len(GAME.setup(0).zones["pile.I"]) == 9


def test_outside_and_flip_set_aside() -> None:
    """ "Cards whose pile is "Outside" ("Extérieur") are left out of the game for now. They
    will be played later through the effects of other cards.\""""
    state = GAME.setup(1, first_player=0)
    assert sorted(state.zones["outside"]) == sorted(
        ["pegasus", "spartoi#1", "spartoi#2", "spartoi#3", "spartoi#4"]
    )
    assert sorted(state.zones["flip"]) == ["altar-of-blood", "hope"]
    assert state.zones["tartarus"] == []
    census(state)


@pytest.mark.parametrize("first", [0, 1])
def test_first_player_draws_2_second_3(first: int) -> None:
    """ "The first player is chosen at random. Each player shuffles their draw pile. The first
    player draws 2 cards and the second player draws 3 cards.\""""
    state = GAME.setup(9, first_player=first)
    assert state.data["active"] == first and state.decision.seat == first
    assert len(state.zones[f"hand.{first}"]) == 2
    assert len(state.zones[f"hand.{1 - first}"]) == 3
    assert len(state.zones[f"deck.{first}"]) == 8


def test_first_player_at_random() -> None:
    """ "The first player is chosen at random.\""""
    assert {GAME.setup(seed).data["first"] for seed in range(20)} == {0, 1}
    assert len(ALL) == 73  # the paper cards of docs/rules/bellum.md, Components


def test_game_ends_the_moment_the_fourth_district_is_plundered() -> None:
    """ "The game stops immediately as soon as all the districts of one player's city have been
    plundered. The opposing player is then declared the winner.\""""
    state = build(play={0: [b("satyr"), "myrmidon"], 1: [b("keres", 1)]})
    for district in state.zones["city.1"][:3]:
        state.set_flag(district, "plundered")
    state.data["plundered"][1] = 3
    attack(state, b("satyr"), "myrmidon")
    block(state, {b("keres", 1): "myrmidon"})
    assert state.is_over and state.winners == [0]
    assert state.data["plundered"][1] == 4
    assert "Sparta" in state.outcome.reason
    # stopped at once: the Keres' Death effect never came, the blocked pair was not destroyed
    assert b("keres", 1) in state.zones["play.1"]


def test_safety_end_more_plundered_wins() -> None:
    """Our completion (safety end): "after 40 turns (20 each), the player who has plundered
    more of the enemy's districts wins; if both have plundered as many, the game is a draw.\""""
    state = build()
    limit = state.data["turn_limit"]
    state.data["turn"] = limit
    state.set_flag(state.zones["city.1"][0], "plundered")
    state.data["plundered"][1] = 1
    act(state, "no_combat")
    act(state, "end")
    while not state.is_over:
        state.apply(state.legal_actions[0])  # the discards down to 5, if any
    assert state.winners == [0] and state.outcome.kind == "won"


def test_safety_end_draw() -> None:
    """Our completion: "if both have plundered as many, the game is a draw.\""""
    state = build()
    state.data["turn"] = state.data["turn_limit"]
    act(state, "no_combat")
    act(state, "end")
    while not state.is_over:
        state.apply(state.legal_actions[0])
    assert state.winners == [] and state.outcome.kind == "drawn"


def test_census_of_a_built_scenario() -> None:
    state = build(hands={0: ["talos"]}, play={1: [b("satyr", 1)]})
    place(state, "hope", "flip")
    census(state)


def test_draw_piles_shuffled() -> None:
    """ "Each player shuffles their draw pile.\" Pile sizes: I 9, II 8, III 7, IV 6 (docs)."""
    decks = {tuple(GAME.setup(seed, first_player=0).zones["deck.0"]) for seed in range(8)}
    assert len(decks) > 1
    state = GAME.setup(0)
    assert [len(state.zones[f"pile.{n}"]) for n in PILES] == [9, 8, 7, 6]
