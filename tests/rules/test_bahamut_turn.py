"""Bahamut Dispute: Game Overview, Playing a Card, When the Deck Runs Out and Game End."""

from __future__ import annotations

import pytest
from helpers import ALL_CARDS, BAHAMUT, act, bahamut_scenario, census, illegal_reason, kinds, step

from tabletop.rules import Action

HAND0 = ["stabber-dagger", "swift-gift", "grouchy-goblin", "plume-of-doom", "pawn-begone"]
HAND1 = ["prime-time", "baby-bahamut", "fierce-pierce", "archival-revival", "spiritual-ritual"]


# ----- the turn ---------------------------------------------------------------------------------


def test_turns_alternate() -> None:
    """Game Overview: "Players take turns performing the following actions in order"."""
    state = BAHAMUT.setup(4, first_player=0)
    seen = []
    while state.data["turn"] <= 6:
        seen.append((state.data["turn"], state.data["active"]))
        while step(state) != "play_phase" or state.decision.seat != state.data["active"]:
            state.apply(state.legal_actions[0])
        act(state, "end")
        while step(state) == "discard":
            state.apply(state.legal_actions[0])
    assert [a for _, a in seen] == [0, 1, 0, 1, 0, 1]
    assert [t for t, _ in seen] == [1, 2, 3, 4, 5, 6]


def test_draw_a_card_from_the_deck() -> None:
    """Game Overview: "Draw a card from the deck." at the start of every turn but the first."""
    state = bahamut_scenario(hand0=HAND0, hand1=HAND1, deck_top=["spectacles-of-miracles"])
    deck_before = len(state.data["zones"]["deck"])
    events = act(state, "end")
    assert state.data["active"] == 1
    assert state.data["zones"]["hand.1"] == [*HAND1, "spectacles-of-miracles"]
    assert len(state.data["zones"]["deck"]) == deck_before - 1
    draws = [e for e in events if e.kind == "move" and e.src == "deck"]
    assert len(draws) == 1 and draws[0].secret_to == (1,)
    assert draws[0].for_seat(0).card is None  # the opponent sees that a card was drawn, not which


def test_play_up_to_two_cards() -> None:
    """Game Overview: "Play up to 2 cards."."""
    state = bahamut_scenario(hand0=HAND0, hand1=HAND1, nope=(0, 2))
    act(state, "end")  # Player 2's turn: draw, then up to 2 plays
    assert state.data["plays_left"] == 2
    act(state, "play", "baby-bahamut")
    act(state, "play", "fierce-pierce")
    act(state, "choose", "stabber-dagger")
    assert state.data["plays_left"] == 0
    assert kinds(state) == {"end"}
    reason = illegal_reason(state, Action("play", "spiritual-ritual", "field.1"))
    assert reason == "You have played all the cards you may play this turn."


def test_playing_fewer_cards_is_allowed() -> None:
    """Game Overview: "up to 2": a player may end the turn without playing."""
    state = bahamut_scenario(hand0=HAND0, hand1=HAND1)
    assert "end" in kinds(state)
    act(state, "end")
    assert state.data["active"] == 1
    assert state.data["zones"]["hand.0"] == HAND0


@pytest.mark.parametrize("hand_size, to_discard", [(5, 0), (6, 1), (8, 3)])
def test_discard_to_five_at_end_of_turn(hand_size: int, to_discard: int) -> None:
    """Game Overview: "Declare the end of your turn and discard cards until you have 5 or fewer
    cards in your hand."."""
    extra = ["prime-time", "baby-bahamut", "fierce-pierce"][: hand_size - 5]
    state = bahamut_scenario(hand0=HAND0 + extra, hand1=["archival-revival"])
    act(state, "end")
    for n in range(to_discard):
        assert step(state) == "discard" and state.decision.seat == 0
        assert state.data["active"] == 0
        # any card of the hand may be discarded, Baleful Bahamut or not
        assert {a.source for a in state.legal_actions} == set(state.data["zones"]["hand.0"])
        act(state, "discard", state.data["zones"]["hand.0"][0])
        assert len(state.data["zones"]["discard"]) == n + 1
    assert len(state.data["zones"]["hand.0"]) == 5
    assert state.data["active"] == 1 and state.decision.seat == 1


def test_small_hand_keeps_all() -> None:
    """Game Overview: "until you have 5 or fewer": a hand of fewer than 5 is kept."""
    state = bahamut_scenario(hand0=["swift-gift", "stabber-dagger"], hand1=HAND1)
    act(state, "end")
    assert state.data["zones"]["hand.0"] == ["swift-gift", "stabber-dagger"]
    assert state.data["active"] == 1


def test_first_turn_no_draw_one_card() -> None:
    """Game Overview: "During the very first turn of the game, no cards can be drawn, and only 1
    card can be played."."""
    monsters = {"grouchy-goblin", "baby-bahamut"}
    seed = next(
        n
        for n in range(100)
        if monsters & set(BAHAMUT.setup(n, first_player=0).data["zones"]["hand.0"])
    )
    state = BAHAMUT.setup(seed, first_player=0)
    d = state.data
    assert d["turn"] == 1 and len(d["zones"]["hand.0"]) == 5 and len(d["zones"]["deck"]) == 6
    assert d["plays_left"] == 1
    card = next(
        a.source
        for a in state.legal_actions
        if a.kind == "play" and BAHAMUT.cards[a.source]["type"] == "monster"
    )
    act(state, "play", card)
    act(state, "allow")
    assert kinds(state) == {"end"}
    other = state.data["zones"]["hand.0"][0]
    reason = illegal_reason(state, Action("play", other, "field.0"))
    assert reason == "On the very first turn of the game only 1 card can be played."
    act(state, "end")
    # the second turn is a normal one: one draw, two plays
    assert d["turn"] == 2 and d["active"] == 1
    assert len(d["zones"]["hand.1"]) == 6 and len(d["zones"]["deck"]) == 5
    assert d["plays_left"] == 2


def test_first_turn_after_coin_toss() -> None:
    """The first-turn limits apply to whoever plays first, whichever the toss winner chose."""
    for seed in range(6):
        state = BAHAMUT.setup(seed)
        act(state, "first", option=str(1 - state.decision.seat))
        seat = state.data["active"]
        assert len(state.data["zones"][f"hand.{seat}"]) == 5
        assert state.data["plays_left"] == 1


# ----- playing a card ---------------------------------------------------------------------------


def test_played_card_is_face_up() -> None:
    """Playing a Card: "Select a card from your hand, and place it face up in front of you.": both
    players see the card while the opponent decides whether to cancel it."""
    state = bahamut_scenario(hand0=HAND0, hand1=HAND1)
    act(state, "play", "stabber-dagger")
    assert state.data["zones"]["pending"] == ["stabber-dagger"]
    for seat in (0, 1, None):
        assert state.view(seat)["zones"]["pending"] == ["stabber-dagger"]


def test_monsters_remain_in_field() -> None:
    """Playing a Card: "The monster cards remain in your field and provide an ongoing effect until
    they are removed by another card."."""
    state = bahamut_scenario(hand0=HAND0, hand1=HAND1, nope=(0, 0))
    act(state, "play", "grouchy-goblin")
    assert state.data["zones"]["field.0"] == ["grouchy-goblin"]
    for _ in range(4):  # four more turns: it stays
        act(state, "end")
        while step(state) == "discard":
            state.apply(state.legal_actions[0])
    assert state.data["zones"]["field.0"] == ["grouchy-goblin"]


def test_monster_removed_by_another_card() -> None:
    """Playing a Card: monsters stay "until they are removed by another card" ("Pawn Begone!")."""
    state = bahamut_scenario(hand0=HAND0, hand1=HAND1, nope=(0, 0))
    act(state, "play", "grouchy-goblin")
    act(state, "play", "pawn-begone")
    act(state, "choose", "grouchy-goblin")
    assert state.data["zones"]["field.0"] == []
    assert state.data["zones"]["discard"] == ["grouchy-goblin", "pawn-begone"]


@pytest.mark.parametrize("card", ["stabber-dagger", "swift-gift", "pawn-begone"])
def test_spells_and_actions_are_discarded_after_their_effect(card: str) -> None:
    """Playing a Card: "Spell/Action cards: Immediately activate the effect on the card, and then
    discard the card."."""
    field1 = ["baby-bahamut"] if card == "pawn-begone" else []
    hand1 = [c for c in HAND1 if c not in field1]
    state = bahamut_scenario(hand0=HAND0, hand1=hand1, field1=field1, nope=(1, 0))
    events = act(state, "play", card)
    if card == "pawn-begone":
        assert state.data["zones"]["pending"] == [card]  # still resolving while one chooses
        events += act(state, "choose", "baby-bahamut")
    assert state.data["zones"]["pending"] == []
    assert state.data["zones"]["discard"][-1] == card
    effect = {"stabber-dagger": "damage", "swift-gift": "token", "pawn-begone": "move"}[card]
    kinds_seen = [e.kind for e in events]
    last_move = max(i for i, e in enumerate(events) if e.kind == "move" and e.card == card)
    assert effect in kinds_seen[:last_move]  # the effect happens first, then the discard


# ----- when the deck runs out -------------------------------------------------------------------


def test_empty_deck_reshuffles_the_discard_pile() -> None:
    """When the Deck Runs Out: "If you try to draw a card while the deck is empty, shuffle the
    discard pile and place it face down to form a new deck."."""
    state = bahamut_scenario(hand0=HAND0, hand1=HAND1, rest="discard")
    old_discard = list(state.data["zones"]["discard"])
    assert state.data["zones"]["deck"] == [] and len(old_discard) == 6
    events = act(state, "end")
    zones = state.data["zones"]
    assert zones["discard"] == []
    assert len(zones["deck"]) == 5 and len(zones["hand.1"]) == 6
    assert sorted(zones["deck"] + zones["hand.1"][5:]) == sorted(old_discard)
    assert [e.kind for e in events].count("shuffle") == 1
    assert any(e.kind == "reshuffle" for e in events)
    census(state.data)


def test_reshuffle_is_random() -> None:
    """When the Deck Runs Out: the discard pile is shuffled, not kept in order."""
    orders = set()
    for seed in range(12):
        state = bahamut_scenario(hand0=HAND0, hand1=HAND1, rest="discard", seed=seed)
        act(state, "end")
        orders.add(tuple(state.data["zones"]["deck"]))
    assert len(orders) > 6


def test_reshuffle_in_the_middle_of_a_multi_draw() -> None:
    """When the Deck Runs Out: the rule applies to each card drawn by a card effect too."""
    state = bahamut_scenario(
        hand0=["alabaster-caster", "swift-gift"], hand1=HAND1, rest="discard", nope=(0, 0)
    )
    zones = state.data["zones"]
    zones["deck"] = [zones["discard"].pop()]  # one card left in the deck
    drawn_first = zones["deck"][0]
    act(state, "play", "alabaster-caster")
    assert drawn_first in zones["hand.0"]
    assert len(zones["hand.0"]) == 1 + 3  # swift-gift and three drawn cards
    assert step(state) == "discard"
    census(state.data)


def test_nothing_to_draw_when_deck_and_discard_are_empty() -> None:
    """Our completion: when the deck and the discard pile are both empty, no card is drawn and
    the turn goes on."""
    hand1 = sorted(set(ALL_CARDS) - set(HAND0))  # all 11 other cards
    state = bahamut_scenario(hand0=HAND0, hand1=hand1)
    zones = state.data["zones"]
    assert zones["deck"] == zones["discard"] == []
    events = act(state, "end")
    assert state.data["active"] == 1 and step(state) == "play_phase"
    assert zones["hand.1"] == hand1
    assert any("cannot draw" in e.text for e in events)
    census(state.data)


# ----- damage and the end of the game -----------------------------------------------------------


def test_damage_returns_life_tokens_to_the_supply() -> None:
    """Game Overview: "When a player takes damage, they return one life token to the supply."."""
    state = bahamut_scenario(hand0=HAND0, hand1=HAND1, nope=(2, 0))
    act(state, "play", "stabber-dagger")
    assert state.data["life"] == [4, 2]
    assert state.data["supply"]["life"] == 2


def test_life_cannot_go_below_zero() -> None:
    """Our completion: damage beyond the life left is lost; life stops at 0 and the tokens in
    play stay 8."""
    state = bahamut_scenario(hand0=HAND0, hand1=HAND1, life=(4, 1), nope=(2, 0))
    act(state, "play", "stabber-dagger")
    assert state.data["life"] == [4, 0]
    assert state.data["supply"]["life"] == 4
    assert sum(state.data["life"]) + state.data["supply"]["life"] == 8


def test_game_ends_as_soon_as_life_is_zero() -> None:
    """Game End: "The game ends as soon as a player runs out of life tokens. The player still
    standing wins the game!": mid-turn, with plays left, nothing else happens."""
    state = bahamut_scenario(hand0=HAND0, hand1=HAND1, life=(4, 2), nope=(2, 0))
    act(state, "play", "stabber-dagger")
    assert state.is_over
    assert state.winners == [0]
    assert state.decision is None and state.legal_actions == ()
    assert state.data["plays_left"] == 1  # the turn was cut short
    assert "Player 1 wins" in state.data["end_reason"]
    reason = illegal_reason(state, Action("end"))
    assert reason == "The game is over."


def test_the_player_still_standing_wins() -> None:
    """Game End: "The player still standing wins the game!", also when the active player is
    the one who falls (reflected damage)."""
    hand0 = [c for c in HAND0 if c != "grouchy-goblin"]
    state = bahamut_scenario(
        hand0=hand0, hand1=HAND1, field1=["grouchy-goblin"], life=(2, 4), nope=(2, 0)
    )
    act(state, "play", "stabber-dagger")
    assert state.is_over and state.winners == [1]
    assert state.data["life"] == [0, 4]


def test_game_ends_at_start_of_turn_before_the_draw() -> None:
    """Game End: "as soon as": a monster's start-of-turn attack that empties the life ends the
    game before the draw."""
    hand1 = [c for c in HAND1 if c != "baby-bahamut"]
    state = bahamut_scenario(hand0=HAND0, hand1=hand1, field1=["baby-bahamut"], life=(1, 4))
    deck = list(state.data["zones"]["deck"])
    act(state, "end")
    assert state.is_over and state.winners == [1]
    assert state.data["zones"]["deck"] == deck  # no draw happened


def test_turn_limit_draw() -> None:
    """Our completion: a game still running after the turn limit (200 by default) is a draw."""
    assert BAHAMUT.options["turn_limit"] == 200
    state = BAHAMUT.setup(8, first_player=0, turn_limit=4)
    while not state.is_over:
        if "end" in kinds(state) and step(state) == "play_phase":
            act(state, "end")
        else:
            state.apply(state.legal_actions[0])
        assert state.data["turn"] <= 5
    assert state.winners == []
    assert state.data["life"] == [4, 4]
    assert "draw" in state.data["end_reason"]
