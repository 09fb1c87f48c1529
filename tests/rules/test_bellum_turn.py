"""Bellum's turn: the start (Rallying, then spells), the play phase and the end of the turn
(rulebook §4a, §4c, §4e, §6a FAQ; docs/rules/bellum.md a., c., e.)."""

from __future__ import annotations

from bellum_scenario import GAME, b, build, choose, order, start_turn, step
from helpers import act, illegal_reason

from tabletop.rules import Action


def test_rallying_resolves_before_anything_else() -> None:
    """ "The active player carries out the effects of "RALLYING" on the creatures placed in
    front of them ... Once all rallying effects have been resolved, they may play spells from
    their hand.\""""
    state = build(
        hands={0: [b("javelin")]},
        play={0: ["oracle-of-delphi"], 1: [b("satyr", 1)]},
        deck_top={0: [b("augury")]},
        rally=True,
    )
    # Oracle of Delphi's draw needs no choice: it is done before the first decision
    assert b("augury") in state.zones["hand.0"]
    assert step(state) == "start"
    assert {a.kind for a in state.legal_actions} == {"play", "attack", "no_combat"}


def test_rallying_must_be_carried_out() -> None:
    """ "If a rallying effect can be carried out, it must be carried out (unless the card states
    otherwise). All rallying effects must be resolved before the active player may continue
    their turn.\" Empusa: "Rallying: sacrifice a creature." No way to skip it."""
    state = build(play={0: ["empusa", b("satyr")], 1: [b("nymph", 1)]}, rally=True)
    assert step(state) == "choose_one"
    assert sorted(a.source for a in state.legal_actions) == sorted(["empusa", b("satyr")])
    choose(state, b("satyr"))
    assert b("satyr") in state.zones["discard.0"]
    choose(state, b("nymph", 1))  # "If you do, deal 2 damage to an enemy creature."
    act(state, "no")  # the Nymph's Death effect, declined by its controller
    assert b("nymph", 1) in state.zones["discard.1"]
    assert step(state) == "start"


def test_may_rallying_can_be_declined() -> None:
    """Dryad: "Rallying: you may remove every damage token from one of your creatures." (the
    card states otherwise: "may")."""
    state = build(play={0: ["dryad", b("satyr")]}, damage={b("satyr"): 2}, rally=True)
    assert {a.kind for a in state.legal_actions} == {"yes", "no"}
    act(state, "no")
    assert state.counter(b("satyr"), "damage") == 2 and step(state) == "start"
    state = build(play={0: ["dryad", b("satyr")]}, damage={b("satyr"): 2}, rally=True)
    act(state, "yes")
    choose(state, b("satyr"))
    assert state.counter(b("satyr"), "damage") == 0


def test_several_rallyings_ordered_by_the_active_player() -> None:
    """FAQ: "When several effects are triggered at the same time, the active player decides
    the order in which they are resolved. They must choose the order of all the effects before
    the first of them is resolved.\""""
    state = build(
        hands={0: []},
        play={0: ["oracle-of-delphi", "oracle-of-dodona"]},
        deck_top={0: [b("satyr"), b("nymph")]},
        rally=True,
    )
    assert step(state) == "order_items" and state.decision.seat == 0
    assert state.zones["hand.0"] == []  # nothing resolved before the order is chosen
    order(state, "oracle-of-dodona", "oracle-of-delphi")
    # Dodona first: draw the Satyr, then discard a card; then Delphi draws the Nymph
    assert state.zones["hand.0"] == [b("satyr")]
    act(state, "discard", source=b("satyr"))
    assert state.zones["hand.0"] == [b("nymph")]


def test_faq_sacrificed_demon_does_not_rally() -> None:
    """FAQ: "A Demon that was sacrificed does not resolve its "RALLYING" effect. For example,
    if you have 2 Demons whose rallying requires sacrificing a creature, you may sacrifice one
    of the two. In that case you do not need to sacrifice a second creature.\""""
    state = build(play={0: ["empusa", "chimera"], 1: ["talos"]}, rally=True)
    order(state, "empusa", "chimera")
    choose(state, "chimera")  # Empusa sacrifices the Chimera
    choose(state, "talos")  # then deals 2 damage
    assert state.counter("talos", "damage") == 2
    assert "chimera" in state.zones["discard.0"] and "empusa" in state.zones["play.0"]
    assert step(state) == "start"  # the Chimera's Rallying did not resolve: no second sacrifice


def test_card_put_into_play_during_rallying_does_not_rally() -> None:
    """Our completion: "A creature that arrives in play during Rallying (by Achilles) does not
    rally this turn." Only the cards in play at the start rally: the Altar of Sacrifice flips
    to Altar of Blood during Rallying, and the Altar of Blood does not rally."""
    state = build(play={0: ["empusa", "altar-of-sacrifice", b("satyr")], 1: ["talos"]})
    state.set_counter("altar-of-sacrifice", "damage", 4)
    start_turn(state)
    choose(state, b("satyr"))  # Empusa's sacrifice: the Altar's 5th token
    choose(state, "talos")
    assert "altar-of-blood" in state.zones["play.0"]
    assert "altar-of-sacrifice" in state.zones["flip"]
    assert step(state) == "start"  # no "you may sacrifice" from the new Altar of Blood


def test_spells_at_the_start_one_at_a_time() -> None:
    """ "They must fully resolve the effects of one spell before playing another spell.\""""
    state = build(
        hands={0: [b("augury"), b("javelin")]},
        play={1: [b("satyr", 1)]},
        deck_top={0: [b("nymph"), b("keres")]},
    )
    act(state, "play", source=b("augury"))
    assert b("augury") in state.zones["pending"]
    # Augury's discard is pending: the Javelin cannot be played in between
    assert {a.kind for a in state.legal_actions} == {"discard"}
    act(state, "discard", source=b("keres"))
    assert b("augury") in state.zones["discard.0"]
    act(state, "play", source=b("javelin"))
    choose(state, b("satyr", 1))
    assert state.counter(b("satyr", 1), "damage") == 2


def test_only_spells_at_the_start() -> None:
    """Our completion: "after Rallying you may play spells, one at a time ... Not creatures,
    not relics, and not Interruption cards.\""""
    state = build(hands={0: [b("satyr"), "temple-of-ares", "sword-of-damocles", "omen"]})
    plays = {a.source for a in state.legal_actions if a.kind == "play"}
    assert plays == {"omen"}
    reason = illegal_reason(state, Action("play", b("satyr"), "play.0"))
    assert "only spells" in reason
    reason = illegal_reason(state, Action("play", "sword-of-damocles", "pending"))
    assert "Interruption" in reason


def test_play_phase_creature_relic_spell() -> None:
    """ "Spell: It resolves the effect of the card, then places it in its discard pile.
    Creature: It places the card in front of them. ... Relic: Relics are placed in play
    permanently.\""""
    state = build(
        hands={0: [b("satyr"), "temple-of-ares", "omen"]},
        deck_top={0: [b("nymph"), b("keres")]},
    )
    act(state, "no_combat")
    act(state, "play", source=b("satyr"))
    act(state, "play", source="temple-of-ares")
    assert {b("satyr"), "temple-of-ares"} <= set(state.zones["play.0"])
    act(state, "play", source="omen")
    assert "omen" in state.zones["discard.0"]
    assert {b("nymph"), b("keres")} <= set(state.zones["hand.0"])


def test_end_of_turn_draw_3_then_discard_to_5() -> None:
    """ "During this phase the active player draws 3 cards. If they have more than 5 cards, they
    discard cards until they are down to 5 cards in hand.\""""
    hand = [b("satyr"), b("nymph"), b("keres"), b("acolyte")]
    state = build(hands={0: hand})
    act(state, "no_combat")
    act(state, "end")
    assert len(state.zones["hand.0"]) == 7
    assert step(state) == "discard" and state.decision.seat == 0
    act(state, "discard", source=b("satyr"))
    act(state, "discard", source=b("nymph"))
    assert len(state.zones["hand.0"]) == 5
    assert state.data["active"] == 1 and state.decision.seat == 1  # "The opposing player
    # then becomes the active player"


def test_end_of_turn_no_discard_at_5_or_fewer() -> None:
    """ "If they have more than 5 cards": with 5 or fewer nothing is discarded."""
    state = build(hands={0: [b("satyr")]})
    act(state, "no_combat")
    act(state, "end")
    assert len(state.zones["hand.0"]) == 4 and state.data["active"] == 1


def test_empty_draw_pile_reshuffles_discard() -> None:
    """FAQ: "When your draw pile is empty and you must draw, shuffle your discard pile to form
    a new draw pile.\""""
    state = build()
    deck = list(state.zones["deck.0"])
    keep = deck[:1]
    for card in deck[1:]:
        state.zones["deck.0"].remove(card)
        state.zones["discard.0"].append(card)
    act(state, "no_combat")
    act(state, "end")
    assert len(state.zones["hand.0"]) == 3 and keep[0] in state.zones["hand.0"]
    assert state.zones["discard.0"] == [] and len(state.zones["deck.0"]) == len(deck) - 3


def test_draw_as_many_as_possible() -> None:
    """FAQ: "What happens when I do not have enough cards to draw 3, even after shuffling my
    discard pile? You draw as many cards as possible.\""""
    state = build()
    deck = list(state.zones["deck.0"])
    for card in deck[1:]:
        state.zones["deck.0"].remove(card)
        state.zones["tartarus"].append(card)
    act(state, "no_combat")
    act(state, "end")
    assert state.zones["hand.0"] == deck[:1] and state.data["active"] == 1


def test_turns_alternate() -> None:
    """ "The players take their turns alternately.\""""
    state = GAME.setup(2, first_player=0)
    seen = []
    for _ in range(4):
        seen.append(state.data["active"])
        act(state, "no_combat")
        act(state, "end")
        while step(state) == "discard":
            state.apply(state.legal_actions[0])
    assert seen == [0, 1, 0, 1]


def test_the_first_turns_heading_is_kept_for_the_log() -> None:
    """The setup's deal is not shown, but its first turn's heading is ("Turn 1: Athens
    plays."): the table's log starts there, not at turn 2."""
    from tabletop.games.bellum import GAME

    state = GAME.setup(5, first_player=1, city="athens")
    assert [(e.kind, e.text) for e in state.opening] == [("turn", "Turn 1: Sparta plays.")]
    assert GAME.load(state.to_json()).opening == state.opening
