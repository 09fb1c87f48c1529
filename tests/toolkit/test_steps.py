"""Toolkit: the generic steps, triggers, effects, outcomes and campaigns, through Skirmish's
public contract (decisions, actions, events)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from skirmish_helpers import GAME, act, end_turn, kinds, position, step

from tabletop.rules import IllegalAction
from tabletop.rules.effects import Effects


def attack_with(state, *attackers: str) -> None:
    """Seat 0 attacks with these creatures (chosen one toggle at a time, then confirmed)."""
    act(state, "attack")
    for card in attackers:
        act(state, "toggle", card)
    act(state, "confirm")


def test_draw_reshuffles_the_discard_pile_when_the_deck_is_empty() -> None:
    state = position(deck_0=[], discard_0=["footman#1", "footman#2"], hand_0=[])
    events = []
    state.data["stack"][-1:] = [{"step": "draw_step"}]  # the draw of seat 0's turn, now
    state._decision = None
    state.data["active"] = 0
    state._run_automatic()
    events = state._events
    assert [e.kind for e in events][:2] == ["reshuffle", "shuffle"]
    # said once ("...shuffled into a new deck."), not again by the shuffle (a play-tester read
    # "The new deck is shuffled." as a second shuffle): the table's log skips an empty text
    assert "shuffled into a new deck" in events[0].text and events[1].text == ""
    assert len(state.zones["hand.0"]) == 1 and len(state.zones["deck.0"]) == 1
    assert state.zones["discard.0"] == []


def test_draw_as_many_as_possible() -> None:
    state = position(deck_0=["footman#1"], discard_0=[], hand_0=[])
    assert state.draw(0, 3, deck="deck.0", discard="discard.0") == 1
    assert state.zones["hand.0"] == ["footman#1"]
    assert state._events[-1].text == "Player 1 cannot draw: deck and discard are empty."


def test_discard_down_to_the_limit_one_card_at_a_time() -> None:
    hand = ["footman#1", "footman#2", "archer#1", "archer#2", "healer#1", "rally#1"]
    state = position(hand_0=hand)
    act(state, "end")
    assert step(state) == "discard"
    assert state.decision.prompt == "Discard 2 cards to end your turn with 4."
    assert {a.source for a in state.legal_actions} == set(hand)
    act(state, "discard", "rally#1")
    assert state.decision.prompt == "Discard 1 card to end your turn with 4."
    act(state, "discard", "footman#1")
    assert len(state.zones["hand.0"]) == 4 and {"rally#1", "footman#1"} <= set(
        state.zones["discard.0"]
    )
    assert state.decision.seat == 1  # the turn passed on


def test_a_subset_is_toggled_then_confirmed_within_its_bounds() -> None:
    state = position(play_0=["footman#1", "knight#1"], play_1=[])
    act(state, "attack")
    assert "confirm" not in kinds(state)  # at least one attacker
    assert state.decision.prompt == (
        "Choose your attackers. Choose 1 or 2, then Confirm \u2014 0 chosen so far."
    )
    act(state, "toggle", "knight#1", option="on")
    act(state, "toggle", "footman#1", option="on")
    assert kinds(state).count("toggle") == 2 and "confirm" in kinds(state)
    act(state, "toggle", "footman#1", option="off")
    assert state.decision.find("confirm").text == "Confirm: Knight"
    life = state.data["life"][1]
    act(state, "confirm")
    assert state.data["life"][1] == life - 3  # no blockers: unblocked Knight


def test_pairs_are_one_to_one_and_can_be_undone_before_the_confirm() -> None:
    state = position(play_0=["footman#1", "knight#1"], play_1=["footman#4", "sentinel"])
    attack_with(state, "footman#1", "knight#1")
    assert state.decision.seat == 1
    act(state, "pair", "sentinel", "knight#1")
    pairs = [(a.source, a.target) for a in state.legal_actions if a.kind == "pair"]
    assert pairs == [("footman#4", "footman#1")]  # the Knight is taken, the Sentinel used
    act(state, "unpair", "sentinel")
    assert ("sentinel", "footman#1") in [
        (a.source, a.target) for a in state.legal_actions if a.kind == "pair"
    ]
    act(state, "pair", "sentinel", "footman#1")
    act(state, "pair", "footman#4", "knight#1")
    act(state, "confirm")
    assert "footman#4" in state.zones["discard.1"]  # the Knight's 3 beats its 2 health


def test_simultaneous_triggers_are_ordered_by_the_active_player_first() -> None:
    """When several effects trigger at once, the active player puts all of them in order
    before the first resolves."""
    state = position(play_0=["healer#1", "drummer#1"], hand_0=[], play_1=[])
    end_turn(state)  # seat 1's turn
    end_turn(state)  # back to seat 0: Healer and Drummer trigger together
    assert step(state) == "order_items" and state.decision.seat == 0
    assert "Which comes first?" in state.decision.prompt
    life = state.data["life"][0]
    act(state, "next", next(a.source for a in state.legal_actions if "Drummer" in a.text))
    assert step(state) == "may"  # the Drummer resolves first: its "may" is asked now
    assert state.data["life"][0] == life  # and the Healer has not resolved yet
    act(state, "no")
    assert state.data["life"][0] == life + 1


def test_a_single_trigger_needs_no_ordering_and_may_is_optional() -> None:
    state = position(play_0=["drummer#1"], hand_0=[], play_1=[])
    end_turn(state)
    end_turn(state)
    assert step(state) == "may" and kinds(state) == ["yes", "no"]
    hand = len(state.zones["hand.0"])
    act(state, "yes")
    assert len(state.zones["hand.0"]) == hand + 2  # the Drummer's card, then the turn's draw


def test_a_reaction_window_goes_round_every_seat_until_all_pass() -> None:
    state = position(players=3, hand_0=["footman#1"], hand_1=["counter#2"], hand_2=["counter#3"])
    act(state, "play", "footman#1")
    assert state.decision.seat == 1 and kinds(state) == ["react", "pass"]
    act(state, "pass")
    assert state.decision.seat == 2
    act(state, "react", "counter#3")
    assert "footman#1" in state.zones["discard.0"]  # cancelled: no further seat is asked
    assert state.decision.seat == 0


def test_a_seat_with_nothing_to_react_with_is_not_asked() -> None:
    state = position(players=3, hand_0=["footman#1"], hand_1=[], hand_2=["counter#3"])
    act(state, "play", "footman#1")
    assert state.decision.seat == 2
    act(state, "pass")
    assert "footman#1" in state.zones["play.0"]


def test_choose_one_names_the_defender_among_several_opponents() -> None:
    state = position(players=3, play_0=["knight#1"], play_1=[], play_2=["sentinel"])
    act(state, "attack")
    act(state, "toggle", "knight#1")
    act(state, "confirm")
    assert [a.text for a in state.legal_actions] == ["Attack Player 2", "Attack Player 3"]
    act(state, "defender", option="2")
    assert state.decision.seat == 2 and step(state) == "assign_pairs"


def test_effects_are_named_operations_from_the_data_file() -> None:
    """Rally's data: [{"op": "draw", "amount": 2}, {"op": "discard", "amount": 1}]."""
    state = position(hand_0=["rally#1"], deck_0=["footman#1", "footman#2", "archer#1"])
    act(state, "play", "rally#1")
    assert len(state.zones["hand.0"]) == 2 and step(state) == "discard"
    assert state.decision.prompt == "Discard 1 card (Rally)."
    act(state, "discard", "footman#1")
    assert "rally#1" in state.zones["discard.0"]
    effects = Effects()
    with pytest.raises(ValueError, match="unknown op 'fly'"):
        effects.check([{"op": "fly"}], "a card")
    effects.op("fly")(lambda *_: None)
    effects.check([{"op": "fly"}])
    with pytest.raises(ValueError, match="twice"):
        effects.op("fly")(lambda *_: None)


def test_a_trigger_on_entering_play_resolves_its_data_effect() -> None:
    state = position(hand_0=["archer#1"])
    life = state.data["life"][1]
    act(state, "play", "archer#1")
    assert state.data["life"][1] == life - 1


def test_outcomes_say_who_won_what_kind_of_end_and_why() -> None:
    state = position()
    state.data["life"] = [5, 5]
    state.end_now("After 20 rounds")
    assert state.outcome.kind == "drawn" and state.outcome.winners == ()
    assert state.outcome.reason == "After 20 rounds: the players with the most life draw."
    coop = replace(GAME, style="cooperative").setup(1, 2)
    coop.finish([], "The Hush took the city.")
    assert coop.outcome.kind == "lost"
    with pytest.raises(ValueError):
        coop.finish([], "x", kind="won")
    with pytest.raises(ValueError):
        replace(GAME, style="solitaire")
    won = position()
    won.data["life"] = [1, 0]
    won.check_end()
    assert won.outcome.winners == (0,) and won.outcome.kind == "won"
    assert "Player 2 has no life left" in won.outcome.reason
    with pytest.raises(IllegalAction, match="over"):
        won.apply(won.legal_actions[0] if won.legal_actions else GAME.setup(1).legal_actions[0])


def win_by_attack(state) -> list:
    """Seat 0's Knight attacks a seat with no blocker and 3 life left."""
    state.data["life"][1] = 3
    act(state, "attack")
    act(state, "toggle", "knight#1")
    return act(state, "confirm")


def test_a_campaign_logs_one_scenario_and_changes_the_next() -> None:
    state = position(campaign=True, play_0=["knight#1"], play_1=[])
    assert state.scenario == "border" and state.campaign["index"] == 0
    events = win_by_attack(state)
    log = [e for e in events if e.kind == "campaign_log"]
    assert log and log[0].details["value"] == [0]
    assert [e.kind for e in events].index("scenario_end") < [e.kind for e in events].index(
        "turn"
    )  # the Border ends, then the Capital's first turn begins
    assert state.logged("border_winners") == [0] and not state.is_over
    assert state.log_entries("border_winners")[0]["scenario"] == "border"
    assert state.scenario == "capital" and state.decision.seat == 0
    assert state.data["life"] == [10, 12]  # the loser of the Border starts with 2 extra life
    assert "card_state" not in state.data  # nothing of the Border's table carries over
    state.data["life"] = [0, 4]
    state.end_now("Player 1 has no life left")
    state._run_automatic()  # noqa: SLF001 - the scenario's end, outside an action
    assert state.is_over  # one scenario each: the Capital's winner takes the campaign
    assert state.outcome.winners == (1,) and state.outcome.reason == "Player 2 wins the campaign."
    assert [r["winners"] for r in state.campaign["results"]] == [[0], [1]]


def test_a_seat_carries_its_record_from_one_scenario_to_the_next() -> None:
    """A seat's record (Bellwake's experience, trauma, upgrades) outlives the scenario it was
    earned in, each change an event with the value after it, and a counter never below 0."""
    state = position(campaign=True, play_0=["knight#1"], play_1=[])
    assert state.record(0) == {} and state.record(1) == {}
    earned = state.adjust_record(0, "experience", 3, "Player 1 earns 3 experience.")
    assert earned == 3 and state._events[-1].details == {"experience": 3}  # noqa: SLF001
    state.add_to_record(1, "upgrades", "banner", "Player 2 learns Banner.")
    assert state.adjust_record(1, "trauma", -2, "Nothing to heal.") == 0
    win_by_attack(state)
    assert state.scenario == "capital"  # the Border is over: the records stay
    assert state.record(0) == {"experience": 3}
    assert state.record(1) == {"upgrades": ["banner"], "trauma": 0}
    state.record(0)["experience"] = 99  # a copy: the record changes only through the methods
    assert state.record(0) == {"experience": 3}
    assert state.clone().record(1) == state.record(1)  # it is part of the state's data


def test_there_is_no_record_outside_a_campaign() -> None:
    state = position()
    assert state.record(0) == {}
    with pytest.raises(ValueError, match="outside a campaign"):
        state.adjust_record(0, "experience", 1, "x")


def test_there_is_no_log_outside_a_campaign() -> None:
    with pytest.raises(ValueError, match="outside a campaign"):
        position().log("x", 1, "x")


def refusal(state, action) -> str:
    with pytest.raises(IllegalAction) as refused:
        state.apply(action)
    return str(refused.value)


def test_refusals_say_what_is_not_on_offer() -> None:
    """Every refusal has a reason from the rules: the toolkit tells it from the decision."""
    from tabletop.rules import Action

    state = position(hand_0=["footman#1"], play_0=[])
    prompt = state.decision.prompt
    assert refusal(state, Action("fly")) == f"That is not a legal choice now. {prompt}"
    assert "Footman cannot be chosen for that" in refusal(state, Action("play", "footman#4"))
    assert "Footman cannot go to that place" in refusal(
        state, Action("play", "footman#1", "play.1")
    )
    assert "That choice takes no card" in refusal(state, Action("end", "footman#1"))
    assert "That option is not on offer" in refusal(
        state, Action("play", "footman#1", "play.0", "twice")
    )


def test_events_carry_the_values_after_them() -> None:
    """Events say what changed: a life loss carries the life totals after it."""
    state = position(hand_0=["archer#1"])
    events = act(state, "play", "archer#1")
    life = next(e for e in events if e.kind == "life")
    assert life.details == {"life": state.data["life"][1]}
    assert state.data_after("life") == {"data": {"life": state.data["life"]}}
    assert state.data_after("life")["data"]["life"] is not state.data["life"]  # a copy


def test_reveal_turns_the_top_card_face_up_for_everyone() -> None:
    state = position(deck_1=["footman#4"], discard_1=["archer#3"], pending=[])
    assert state.reveal("deck.1", "pending", discard="discard.1") == "footman#4"
    assert state.view(0)["zones"]["pending"] == ["footman#4"] and not state.can_undo(0)
    assert state.reveal("deck.1", "pending", discard="discard.1") == "archer#3"  # reshuffled
    assert state.reveal("deck.1", "pending", discard="discard.1") is None


def test_decisions_tell_how_far_a_choice_in_several_actions_has_come() -> None:
    """The table learns the pairs made and the items ordered from the decision, not the flow."""
    state = position(play_0=["footman#1", "knight#1"], play_1=["footman#4", "sentinel"])
    attack_with(state, "footman#1", "knight#1")
    act(state, "pair", "sentinel", "knight#1")
    assert state.decision.info == {"pairs": {"sentinel": "knight#1"}}
    assert state.view(1)["decision"]["info"] == {"pairs": {"sentinel": "knight#1"}}
    state = position(play_0=["healer#1", "drummer#1", "healer#2"], hand_0=[], play_1=[])
    end_turn(state)
    end_turn(state)
    first = state.legal_actions[0].source
    act(state, "next", first)
    info = state.decision.info
    assert info["ordered"] == [first] and set(info["pictures"].values()) <= {
        "healer#1",
        "drummer#1",
        "healer#2",
    }


def test_a_log_entry_may_tell_of_another_scenario() -> None:
    """A choice made between scenarios is logged as part of the scenario before."""
    state = position(campaign=True, play_0=["knight#1"], play_1=[])
    state.log("choice", "left", "The left road was taken.", scenario="the-road")
    assert state.log_entries("choice")[0]["scenario"] == "the-road"
    state.log("other", 1, "Something else.")
    assert state.log_entries("other")[0]["scenario"] == "border"
