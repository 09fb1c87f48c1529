"""Para Bellum, the Draw phase and the card piles (docs/rules/para-bellum.md 9): the draw, the
hand limit, where discards go, empty decks and the Command row."""

from __future__ import annotations

from helpers import act, step

from tabletop.games.para_bellum.scenario import army, build, command


def test_draw_one_army_card_at_the_end_of_the_turn() -> None:
    """ "At the end of the turn, draw one Army card." """
    state = build(phase="action", army_top=[army("red"), army("blue")])
    act(state, "end")
    assert state.hand(0) == [army("red")] and state.data["active"] == 1


def test_hand_limit_discard_down_to_seven() -> None:
    """ "After drawing your Army card, check your hand limit. If you have 8 or more cards, you
    must discard down to 7 cards." Our completion: "the hand limit counts Army and Command cards
    together"."""
    hand = [army("purple", i) for i in range(5)] + [command("triumph"), command("tribute")]
    state = build(hands={0: hand}, phase="action", army_top=[army("red")])
    act(state, "end")
    assert len(state.hand(0)) == 8 and step(state) == "discard" and state.decision.seat == 0
    assert "discard down to 7" in state.decision.prompt
    act(state, "discard", command("triumph"), "command_discard")
    assert len(state.hand(0)) == 7 and state.data["active"] == 1


def test_seven_cards_need_no_discard() -> None:
    """ "If you have 8 or more cards": 6 + 1 drawn = 7 is fine."""
    hand = [army("purple", i) for i in range(5)] + [command("triumph")]
    state = build(hands={0: hand}, phase="action")
    act(state, "end")
    assert len(state.hand(0)) == 7 and state.data["active"] == 1


def test_more_than_one_discard_in_the_order_chosen() -> None:
    """ "Discarded Command cards go on top of the discard pile, face up. If you discard more than
    one card, you may choose the order of the discarded cards. Discarded Army cards are put face
    down at the bottom of the Army card deck." """
    hand = [army("purple", i) for i in range(5)] + [
        command("triumph"),
        command("tribute"),
        command("volley"),
        army("red"),
    ]
    state = build(hands={0: hand}, phase="action", army_top=[army("blue")])
    act(state, "end")
    assert len(state.hand(0)) == 10
    act(state, "discard", command("volley"))
    act(state, "discard", army("red"), "army_deck")
    act(state, "discard", command("triumph"))
    assert state.zones["command_discard"] == [command("volley"), command("triumph")]
    assert state.zones["army_deck"][0] == army("red")
    assert len(state.hand(0)) == 7 and state.data["active"] == 1


def test_hand_limit_only_in_the_draw_phase() -> None:
    """ "This happens only during your Draw phase. You may have more than 7 cards in your hand at
    any other time." """
    hand = [army("purple", i) for i in range(5)] + [command("scouting-party"), command("triumph")]
    state = build(hands={0: hand}, phase="action")
    act(state, "command", command("scouting-party"))
    assert len(state.hand(0)) == 8 and step(state) == "action"


def test_empty_army_deck_triggers_the_end() -> None:
    """Our completion (9.1, 13.2): "If the Army deck is empty, you draw nothing and the end of
    the game is triggered"; the round is still finished."""
    state = build(phase="action", empty_army_deck=True)
    act(state, "end")
    assert state.hand(0) == [] and state.data["end_triggered"]
    assert not state.is_over and state.data["active"] == 1
    act(state, "end")
    assert state.is_over and "Army deck is empty" in state.data["end_reason"]


def test_empty_command_deck_reshuffles_the_discard_pile() -> None:
    """Our completion (9.3): "When a Command card must be drawn and the Command deck is empty,
    shuffle the Command discard pile to form a new Command deck; if both are empty, nothing is
    drawn." """
    state = build(phase="action", coins=[3, 0], dice=[(0, "red", "red:0,0", 6, None)])
    deck = state.zones["command_deck"]
    state.zones["command_discard"].extend(deck[1:])
    del deck[1:]
    act(state, "consult", "coin")
    assert len(state.hand(0)) == 1 and state.zones["command_deck"] == []
    pile = len(state.zones["command_discard"])
    act(state, "consult", "coin")
    assert len(state.hand(0)) == 2 and state.zones["command_discard"] == []
    assert len(state.zones["command_deck"]) == pile - 1


def test_command_row_refills_after_a_card_is_taken() -> None:
    """Our completion (9.4): "The Command row holds 4 face-up cards. Whenever a card is taken
    from it, refill the row at once from the Command deck"."""
    state = build(
        hands={0: [command("council-of-war")]}, phase="action", command_top=[command("double-time")]
    )
    taken = state.zones["row"][2]
    act(state, "command", command("council-of-war"))
    act(state, "take", taken)
    assert taken in state.hand(0) and command("double-time") in state.zones["row"]
    assert len(state.zones["row"]) == 4
