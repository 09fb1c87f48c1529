"""Para Bellum with 3 and 4 players (docs/rules/para-bellum.md 5, 6, 8.3 Herold, 14): naming
opponents, alliances, the Alliance card, the Runner and allies who are not opponents."""

from __future__ import annotations

import pytest
from helpers import act, illegal_reason, step

from tabletop.games.para_bellum import GAME
from tabletop.games.para_bellum.scenario import army, build, command
from tabletop.rules import Action


def test_three_players_name_the_opponent_an_action_hurts() -> None:
    """Our completion (publisher fact, 14): "with 3 players there are no alliances and each
    action that hurts names one opponent"; Appendix A rule 3: "every later step of the same
    effect uses the same player". Sabotage with [Engineer]: the named opponent discards, then
    loses a coin."""
    card = command("sabotage")
    state = build(
        3,
        hands={0: [card], 1: [army("red")], 2: [army("blue")]},
        phase="action",
        coins=[0, 3, 3],
        dice=[(0, "black", "black:0,0", 3, "engineer")],
    )
    act(state, "command", card)
    assert step(state) == "name_opponent"
    assert {a.option for a in state.legal_actions} == {"1", "2"}
    act(state, "opponent", option="2")
    # seat 2 has one card: it is discarded without a choice; then it loses a coin to seat 0
    assert state.hand(2) == [] and state.zones["army_deck"][0] == army("blue")
    assert state.data["coins"] == [1, 3, 2]


def test_two_players_the_opponent_is_named_automatically() -> None:
    """Our completion (14): "with 2 players the choice is automatic"."""
    state = build(hands={0: [command("tribute")]}, phase="action", coins=[0, 5])
    act(state, "command", command("tribute"))
    assert state.data["coins"] == [2, 3] and step(state) == "action"


def test_four_player_setup_alliances_and_turn_order() -> None:
    """Our completion (5.2, 5.7, 14): "Seats 0 and 2 form one alliance, seats 1 and 3 the other."
    "Deal each alliance one Alliance card at random" "With 4 players this always alternates
    between the alliances." """
    state = GAME.setup(5, 4)
    d = state.data
    assert [a["seats"] for a in d["alliances"]] == [[0, 2], [1, 3]]
    cards = [a["card"] for a in d["alliances"]]
    assert len(set(cards)) == 2 and all(state.zones[f"alliance.{t}"] == [cards[t]] for t in (0, 1))
    assert len([c for c in state.zones["box"] if c.startswith("cmd-")]) == 1
    order = []
    seat = d["first"]
    for _ in range(4):
        order.append(seat % 2)
        seat = (seat + 1) % 4
    assert order in ([0, 1, 0, 1], [1, 0, 1, 0])
    assert GAME.setup(5, 2).data["alliances"] is None


def test_allies_are_not_opponents() -> None:
    """Our completion (publisher fact, 14): "allies are not opponents"; "An ally can never be
    named as the opponent"."""
    state = build(4, hands={0: [command("tribute")]}, phase="action", coins=[0, 4, 4, 4])
    assert state.opponents(0) == [1, 3] and state.ally(0) == 2
    act(state, "command", command("tribute"))
    assert {a.option for a in state.legal_actions} == {"1", "3"}
    assert state.decision.find("opponent", option="2") is None


def test_herold_once_per_round_for_the_alliance() -> None:
    """ "Herold (4 Player only): Place the Runner token on your Alliance card to take its
    action." Our completion (8.3): "Herold is allowed only while your alliance's Runner is off
    the Alliance card ... The Runner comes off at the start of the next round, so each alliance
    can take Herold once per round (whichever ally takes it first)." """
    state = build(
        4,
        phase="action",
        alliance_cards=["cmd-golden-accord", "cmd-iron-oath"],
        coins=[0, 0, 0, 0],
        army_top=[army("red")],
    )
    act(state, "herold", "runner.0", "cmd-golden-accord")
    assert state.data["coins"] == [1, 0, 1, 0]  # "you and your ally each gain 1 coin"
    assert state.data["alliances"][0]["runner"]
    assert not state.decision.find("herold")
    assert "already on the Alliance card" in illegal_reason(
        state, Action("herold", "runner.0", "cmd-golden-accord")
    )
    act(state, "end")  # seat 1's turn: the other alliance's Runner is free
    assert state.data["active"] == 1
    assert state.decision.find("herold", "runner.1", "cmd-iron-oath")
    act(state, "end")  # seat 2: its alliance used Herold this round
    assert state.data["active"] == 2 and not state.decision.find("herold")
    act(state, "end")
    act(state, "end")  # seat 3 ends round 1
    assert state.data["round"] == 2 and not state.data["alliances"][0]["runner"]
    act(state, "place", army("red"), "cell:0,1")  # seat 0 drew it: it must place it
    assert state.decision.find("herold", "runner.0", "cmd-golden-accord")


def test_alliance_card_activated_by_each_ally_in_their_own_turn() -> None:
    """ "Alliance cards and Asset cards are also counted as permanent cards and can be activated."
    Our completion (8.3): "The Alliance card can be activated by each ally once in their own
    turn"; (14) "The Alliance card's ability is paid by the ally who activates it"."""
    state = build(
        4,
        phase="action",
        alliance_cards=["cmd-golden-accord", "cmd-iron-oath"],
        dice=[(0, "red", "red:0,0", 3, "priest"), (2, "red", "red:0,0", 2, "priest")],
    )
    act(state, "activate", "die:C1", "cmd-golden-accord")
    # "raise one of your Commander dice by 2": the only one, at 2 after paying
    assert state.die("die:C1")["value"] == 4
    assert not state.decision.find("activate")
    for _ in range(3):  # seat 0 ends; seat 1 plays nothing
        act(state, "end")
        if state.data["active"] == 2:
            break
    assert state.data["active"] == 2
    act(state, "activate", "die:C2", "cmd-golden-accord")
    assert state.die("die:C2")["value"] == 3


def test_four_player_winners_are_both_allies() -> None:
    """Our completion (13.4): "the alliance with the larger sum of its two players' VP" wins;
    ``state.finish`` names both seats."""
    state = build(4, phase="action", banners={1: ["red"], 3: ["blue"], 0: ["green"]})
    state.data["end_triggered"] = "Test."
    for _ in range(4):
        act(state, "end")
    assert state.is_over and state.winners == [1, 3]
    scores = state.data["scores"]
    assert [a["total"] for a in scores["alliances"]] == [3, 6]


def test_both_allies_effect_each_resolves_for_themselves() -> None:
    """Our completion (14): "you and your ally each ...": each ally resolves it for themselves,
    the active player first. Pact of the Eagle's Herold: each draws 1 Army card."""
    state = build(
        4,
        phase="action",
        alliance_cards=["cmd-iron-oath", "cmd-pact-of-the-eagle"],
        active=1,
        army_top=[army("red"), army("blue")],
    )
    act(state, "herold", "runner.1", "cmd-pact-of-the-eagle")
    assert state.hand(1) == [army("red")] and state.hand(3) == [army("blue")]


@pytest.mark.parametrize("first", ["herold", "activate"])
def test_herold_and_activate_use_the_alliance_card_once_per_turn(first: str) -> None:
    """ "Each permanent card may only be used once per turn, even if it has more than one
    ability." "Alliance cards and Asset cards are also counted as permanent cards and can be
    activated." Our completion (8.3 Herold): Herold uses the Alliance card and turns it."""
    accord = "cmd-golden-accord"
    state = build(
        4,
        phase="action",
        alliance_cards=[accord, "cmd-iron-oath"],
        coins=[0, 0, 0, 0],
        dice=[(0, "red", "red:0,0", 3, "priest")],
    )
    activate = [a for a in state.legal_actions if a.kind == "activate" and a.target == accord]
    herold = state.decision.find("herold", "runner.0", accord)
    assert activate and herold
    state.apply(herold if first == "herold" else activate[0])
    while state.decision.seat == 0 and state.data["stack"][-1]["step"] != "action":
        state.apply(state.legal_actions[0])
    assert accord in state.data["turned"]
    assert not any(a.target == accord for a in state.legal_actions)
    again = Action("herold", "runner.0", accord) if first == "activate" else activate[0]
    assert "once per turn" in illegal_reason(state, again)
