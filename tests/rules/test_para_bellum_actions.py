"""Para Bellum, the Action phase (docs/rules/para-bellum.md 8): the number of actions, each
action and its cost, paying with dice and coins, permanents used once per turn."""

from __future__ import annotations

import pytest
from helpers import act, illegal_reason, step

from tabletop.games.para_bellum.scenario import army, build, command, rig_dice
from tabletop.rules import Action


def die_id(state, square: str, seat: int = 0) -> str:
    return next(d["id"] for d in state.data["dice"] if d["seat"] == seat and d["square"] == square)


def value(state, square: str, seat: int = 0) -> int | None:
    for d in state.data["dice"]:
        if d["seat"] == seat and d["square"] == square:
            return d["value"]
    return None


def kinds(state) -> set[str]:
    return {a.kind for a in state.legal_actions}


@pytest.mark.parametrize(("players", "actions"), [(2, 3), (3, 3), (4, 2)])
def test_actions_per_turn(players: int, actions: int) -> None:
    """ "In a 2- or 3-player game, you may take up to 3 actions. In a 4-player game, you may take
    up to 2 actions. You may take the same action multiple times" """
    state = build(players, phase="action")
    for _ in range(actions):
        assert step(state) == "action" and state.decision.seat == 0
        act(state, "pass")
    # Our completion: the turn ends when its player ends it; the last action can be taken back
    assert step(state) == "end_actions" and [a.kind for a in state.decision.actions] == ["end"]
    assert state.decision.lone_end is not None and state.can_undo(0)
    assert state.data["active"] == 0
    act(state, "end")
    assert state.data["active"] == 1  # the Draw phase ran and the turn passed


def test_the_last_action_is_taken_back_before_the_turn_ends() -> None:
    """Our completion: with no action left the player ends the turn, and until then may take
    back the last action like any other."""
    state = build(phase="action", actions_left=1)
    act(state, "pass")
    assert step(state) == "end_actions" and state.data["actions_left"] == 0
    reason = illegal_reason(state, Action("pass"))
    assert "no action left" in reason
    assert state.can_undo(0)  # a pass reveals nothing: it can be taken back


def test_end_the_action_phase_early() -> None:
    """Our completion (8.1): "You may end the Action phase at any time; remaining actions are
    lost." """
    state = build(phase="action")
    act(state, "pass")
    act(state, "end")
    assert state.data["active"] == 1 and state.data["actions_used"] == 0


def test_command_plays_an_order_then_discards_it_face_up() -> None:
    """ "Command: Play a Command card with the keyword 'Order' from your hand. Follow the
    instructions on the card. ... After it is used, the Command card is put face up on the
    discard pile." """
    card = command("war-chest")
    state = build(hands={0: [card]}, phase="action")
    act(state, "command", card, "command_discard")
    assert state.data["coins"][0] == 4
    assert state.zones["command_discard"] == [card] and card not in state.hand(0)
    assert state.data["actions_left"] == 2


def test_order_with_its_token_bonus() -> None:
    """ "Sometimes Command or Legion tokens will improve the effect of the card." War Chest:
    "Gain 2 coins. [Warlord]: gain 1 more coin." """
    card = command("war-chest")
    state = build(hands={0: [card]}, phase="action", dice=[(0, "red", "red:0,0", 2, "warlord")])
    act(state, "command", card)
    assert state.data["coins"][0] == 5


def test_deploy_character_and_construct_costs() -> None:
    """ "'Construct' and 'Character' cards are placed in your play area. Playing construct cards
    costs 2 actions." Our completion (8.1): "A Deploy of a Construct uses 2 actions and needs 2
    remaining." """
    forge, legate = command("forge"), command("legate")
    state = build(hands={0: [forge, legate]}, phase="action")
    act(state, "deploy", legate, "play.0")
    assert state.zones["play.0"] == [legate] and state.data["actions_left"] == 2
    act(state, "deploy", forge, "play.0")
    assert state.zones["play.0"] == [legate, forge]
    act(state, "end")  # the two actions of the Construct were the last ones
    assert state.data["active"] == 1
    state = build(hands={0: [forge]}, phase="action", actions_left=1)
    assert not state.decision.find("deploy", forge)
    assert "costs 2 actions" in illegal_reason(state, Action("deploy", forge, "play.0"))
    assert "play area" in illegal_reason(
        build(hands={0: [legate]}, phase="action"), Action("deploy", legate, "cell:1,0")
    )


def test_deploy_and_activate_the_same_turn() -> None:
    """ "Card abilities can be used the same turn the card is played." The Road example: "Heather
    takes the Deploy action to play her Road card to her play area. This uses one action. ...
    She may use her final action to activate her Road card". (4 players: 2 actions.)"""
    road = command("road")
    state = build(4, hands={0: [road]}, phase="action")
    act(state, "deploy", road, "play.0")
    events = act(state, "activate", None, road)
    events += act(state, "end")
    draws = [e for e in events if e.kind == "move" and e.dst == "hand.0"]
    assert len(draws) == 2  # the Road's card, then the Draw phase's card
    assert all(c.startswith("army-") for c in state.hand(0)) and len(state.hand(0)) == 2
    assert state.data["active"] == 1


def test_archers_example_die_or_coin_with_the_token() -> None:
    """The Archers example: "The card says to 'spend 1 [Warlord] point' ... he reduces the value
    of the die on the [Warlord] Commander token by 1 ... Alternately, Alastair could instead
    spend 1 coin. However, to use a coin, he must have a [Warlord] Commander token in play.
    Otherwise, he may not use the Archers ability, even if he had coins available." """
    archers = command("archers")
    grid = {"1,0": archers}
    foe = [(1, "black", "black:0,0", 4, None)]
    state = build(
        grids={0: grid},
        phase="action",
        coins=[3, 0],
        dice=[(0, "red", "red:-1,0", 3, "warlord"), *foe],
    )
    options = {(a.source, a.option) for a in state.legal_actions if a.kind == "activate"}
    assert options == {(die_id(state, "red:-1,0"), "0"), ("coin", "1")}
    act(state, "activate", die_id(state, "red:-1,0"), archers)
    assert value(state, "red:-1,0") == 2 and value(state, "black:0,0", 1) == 3
    # without the token, no way to pay, coins or not
    state = build(
        grids={0: grid},
        phase="action",
        coins=[3, 0],
        dice=[(0, "red", "red:-1,0", 3, "priest"), *foe],
    )
    assert not state.decision.find("activate")
    reason = illegal_reason(state, Action("activate", "coin", archers, "1"))
    assert "[Warlord]" in reason and "coins" in reason


def test_two_points_from_one_die_and_coins() -> None:
    """ "You can only use one die to spend points for an action, and that die must be on top of
    the matching Legion or Commander token." "Coins can be spent instead of or in addition to
    using dice values". Heavy Cavalry: spend 2 [Cavalry] points."""
    cav = command("heavy-cavalry")
    state = build(
        grids={0: {"1,0": cav}},
        phase="action",
        coins=[1, 0],
        dice=[(0, "black", "black:0,-1", 1, "cavalry"), (0, "black", "black:0,1", 5, "cavalry")],
    )
    options = {(a.source, a.option) for a in state.legal_actions if a.kind == "activate"}
    low, high = die_id(state, "black:0,-1"), die_id(state, "black:0,1")
    # the die at 1 pays 1 and a coin pays 1; the die at 5 pays 2 or 1 + a coin; 2 coins: no
    assert options == {(low, "1"), (high, "0"), (high, "1")}
    act(state, "activate", low, cav, option="1")
    assert value(state, "black:0,-1") is None  # below 1: removed with its token
    assert state.data["coins"][0] == 0
    assert "cavalry" in state.tokens(0)


def test_each_permanent_once_per_turn_turned_then_straightened() -> None:
    """ "Each permanent card may only be used once per turn, even if it has more than one
    ability. ... After you used the ability, rotate the card 90° for the rest of the turn"."""
    market = command("market")
    state = build(play={0: [market]}, phase="action")
    act(state, "activate", None, market)
    assert state.data["turned"] == [market]
    assert not state.decision.find("activate")
    assert "once per turn" in illegal_reason(state, Action("activate", None, market))
    act(state, "end")
    assert state.data["turned"] == []  # straightened at the end of the turn


def test_villa_cannot_be_activated() -> None:
    """Card text: Villa "has no ability and cannot be activated." """
    villa = command("villa")
    state = build(play={0: [villa]}, phase="action")
    assert not state.decision.find("activate")
    assert "cannot be activated" in illegal_reason(state, Action("activate", None, villa))


def test_muster_lowers_the_general_die_never_below_one() -> None:
    """ "Muster: Reduce the General die by 1 to draw an Army card and add it to your hand."
    "General dice may never go lower than 1." """
    state = build(phase="action", general={0: 2}, army_top=[army("red")])
    act(state, "muster", "die:G0", "army_deck")
    assert state.general_die(0)["value"] == 1 and state.hand(0) == [army("red")]
    assert not state.decision.find("muster")
    assert "never go lower" in illegal_reason(state, Action("muster", "die:G0", "army_deck"))


def test_muster_needs_an_army_card_to_draw() -> None:
    """Our completion (8.3): Muster is "allowed only if ... the Army deck is not empty"."""
    state = build(phase="action", empty_army_deck=True)
    assert not state.decision.find("muster")
    assert "Army deck is empty" in illegal_reason(state, Action("muster", "die:G0", "army_deck"))


def test_empower_raises_a_commander_die_by_up_to_two() -> None:
    """ "Empower: Reduce the blue general die by one to increase the value of a red commander die
    in your battlefield by up to two." Dice never exceed 6 (16.7)."""
    state = build(
        phase="action", dice=[(0, "red", "red:0,0", 5, None), (0, "red", "red:0,1", 2, None)]
    )
    act(state, "empower", "die:G0", die_id(state, "red:0,0"))
    assert value(state, "red:0,0") == 6 and state.general_die(0)["value"] == 5
    act(state, "empower", "die:G0", die_id(state, "red:0,1"))
    assert value(state, "red:0,1") == 4
    no_commander = build(phase="action")
    assert not no_commander.decision.find("empower")


def empower_options(state, square: str) -> list[str | None]:
    target = die_id(state, square)
    return [a.option for a in state.legal_actions if a.kind == "empower" and a.target == target]


def test_empower_the_player_chooses_plus_one() -> None:
    """ "Empower: Reduce the General die by 1 to increase the value of a Commander die in your
    battlefield by up to 2." "Up to 2": the player may raise it by 1."""
    state = build(phase="action", dice=[(0, "red", "red:0,0", 3, None)])
    assert sorted(empower_options(state, "red:0,0")) == ["1", "2"]
    act(state, "empower", "die:G0", die_id(state, "red:0,0"), "1")
    assert value(state, "red:0,0") == 4 and state.general_die(0)["value"] == 5


def test_empower_the_player_chooses_plus_two() -> None:
    """ "Empower: Reduce the General die by 1 to increase the value of a Commander die in your
    battlefield by up to 2." The player may raise it by the full 2."""
    state = build(phase="action", dice=[(0, "red", "red:0,0", 3, None)])
    act(state, "empower", "die:G0", die_id(state, "red:0,0"), "2")
    assert value(state, "red:0,0") == 5 and state.general_die(0)["value"] == 5


def test_empower_is_capped_at_6() -> None:
    """ "Empower: Reduce the General die by 1 to increase the value of a Commander die in your
    battlefield by up to 2." Dice never exceed 6 (16.7): a die showing 5 is raised by 1 only."""
    state = build(phase="action", dice=[(0, "red", "red:0,0", 5, None)])
    assert empower_options(state, "red:0,0") == ["1"]
    target = die_id(state, "red:0,0")
    assert "by only 1" in illegal_reason(state, Action("empower", "die:G0", target, "2"))
    act(state, "empower", "die:G0", target, "1")
    assert value(state, "red:0,0") == 6


def test_a_commander_die_at_6_cannot_be_empowered() -> None:
    """ "Empower: Reduce the General die by 1 to increase the value of a Commander die in your
    battlefield by up to 2." A die already showing 6 cannot go higher: it is not offered."""
    state = build(
        phase="action", dice=[(0, "red", "red:0,0", 6, None), (0, "red", "red:0,1", 4, None)]
    )
    assert empower_options(state, "red:0,0") == []
    assert sorted(empower_options(state, "red:0,1")) == ["1", "2"]
    reason = illegal_reason(state, Action("empower", "die:G0", die_id(state, "red:0,0"), "1"))
    assert "already shows 6" in reason
    only_six = build(phase="action", dice=[(0, "red", "red:0,0", 6, None)])
    assert not only_six.decision.find("empower")


def test_consult_with_a_commander_die_or_a_coin() -> None:
    """ "Consult: Reduce a Commander die by 1 to draw a Command card." Our completion (8.3): or 1
    coin "but only while you have at least one Commander die"; "A Commander die at 1 may be used
    (it leaves the battlefield with its token)"."""
    state = build(
        phase="action",
        coins=[1, 0],
        command_top=[command("triumph"), command("tribute")],
        dice=[(0, "red", "red:0,0", 1, "priest")],
    )
    act(state, "consult", "coin", "command_deck")
    assert state.data["coins"][0] == 0 and state.hand(0) == [command("triumph")]
    act(state, "consult", die_id(state, "red:0,0"))
    assert value(state, "red:0,0") is None and state.tokens(0) == []
    assert command("tribute") in state.hand(0)
    assert not state.decision.find("consult")
    assert "need a Commander die" in illegal_reason(
        state, Action("consult", "coin", "command_deck")
    )


def test_motivate_rerolls_the_legion_dice_diagonally_above() -> None:
    """ "Motivate: Reduce a Commander die by 1 to hold a speech. To do so, reroll one or both of
    the Legion dice diagonally above the card the Commander die is on. Coins cannot be used to
    perform this action." (3.3: above red:0,0 are black:1,-1 and black:1,0.)"""
    state = build(
        phase="action",
        coins=[5, 0],
        dice=[
            (0, "red", "red:0,0", 1, None),
            (0, "black", "black:1,-1", 1, None),
            (0, "black", "black:1,0", 2, None),
            (0, "black", "black:1,1", 1, None),
            (0, "red", "red:0,3", 4, None),
        ],
    )
    commander = die_id(state, "red:0,0")
    options = {
        (a.target, a.option)
        for a in state.legal_actions
        if a.kind == "motivate" and a.source == commander
    }
    left, right = die_id(state, "black:1,-1"), die_id(state, "black:1,0")
    assert options == {(left, None), (right, None), (left, "both")}
    # the Commander die on red:0,3 has no Legion die diagonally above it
    assert not [
        a
        for a in state.legal_actions
        if a.kind == "motivate" and a.source == die_id(state, "red:0,3")
    ]
    reason = illegal_reason(state, Action("motivate", "coin", left))
    assert "Coins cannot be used to Motivate" in reason
    rig_dice(state, 6, 5)
    act(state, "motivate", commander, left, option="both")
    assert value(state, "red:0,0") is None  # at 1: it leaves; the speech still happens
    assert value(state, "black:1,-1") == 6 and value(state, "black:1,0") == 5
    assert value(state, "black:1,1") == 1


def test_motivate_texts_name_each_legion_die_by_value_and_side() -> None:
    """Two Legion dice above one Commander die may sit between cards of the same names (a row
    of Columns): each Motivate says which die by its value and side, so no two read alike."""
    state = build(
        phase="action",
        dice=[
            (0, "red", "red:0,0", 3, None),
            (0, "black", "black:1,-1", 5, None),
            (0, "black", "black:1,0", 2, None),
        ],
    )
    texts = {(a.target, a.option): a.text for a in state.legal_actions if a.kind == "motivate"}
    left, right = die_id(state, "black:1,-1"), die_id(state, "black:1,0")
    assert texts[(left, None)].endswith("the Legion die 5 diagonally above it to the left")
    assert texts[(right, None)].endswith("the Legion die 2 diagonally above it to the right")
    assert texts[(left, "both")].endswith("both Legion dice above it")
    assert len(set(texts.values())) == 3


def test_requisition_discards_an_army_card_for_a_coin() -> None:
    """ "Requisition: Discard 1 Army card from your hand to gain 1 coin." "Discarded Army cards
    are put face down at the bottom of the Army card deck." """
    card = army("red")
    state = build(hands={0: [card, command("triumph")]}, phase="action")
    act(state, "requisition", card, "army_deck")
    assert state.zones["army_deck"][0] == card and state.data["coins"][0] == 3
    assert "not a Command card" in illegal_reason(
        state, Action("requisition", command("triumph"), "army_deck")
    )


def test_pass_uses_an_action() -> None:
    """ "Pass: Do nothing." It uses one of the actions."""
    state = build(phase="action")
    before = {
        k: v for k, v in state.data.items() if k not in ("actions_left", "actions_used", "stack")
    }
    act(state, "pass")
    assert state.data["actions_left"] == 2 and state.data["actions_used"] == 1
    assert {
        k: v for k, v in state.data.items() if k not in ("actions_left", "actions_used", "stack")
    } == before


def test_herold_is_a_four_player_action() -> None:
    """ "Herold (4 Player only)": with 2 players there is no Herold action."""
    state = build(phase="action")
    assert not state.decision.find("herold")
    assert "4-player game only" in illegal_reason(
        state, Action("herold", "runner.0", "cmd-iron-oath")
    )


def test_special_unit_deploy_then_activate() -> None:
    """The Archers example: "Alastair spends one action to play 'Archers' in his battlefield.
    Then, he spends 1 more action to use its ability." """
    archers = command("archers")
    state = build(
        hands={0: [archers]},
        phase="action",
        dice=[(0, "red", "red:-1,0", 3, "warlord"), (1, "black", "black:0,0", 4, None)],
    )
    act(state, "deploy", archers, "cell:1,0")
    act(state, "activate", "coin", archers, option="1")
    assert state.data["coins"][0] == 1 and value(state, "black:0,0", 1) == 3
