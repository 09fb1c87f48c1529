"""Para Bellum card effects (docs/rules/para-bellum.md 11, 12, Appendix A): every Order, the
Permanent abilities that use a new op, and every bonus of the three Battle Reward cards.

Each case states the card text it checks. Choices are made by ``resolve``: the given picks first,
then the first legal action, until seat 0 is back at a top-level decision.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from helpers import act, step

from tabletop.games.para_bellum.data import COMMAND, REWARDS
from tabletop.games.para_bellum.scenario import army, build, command, rig_dice


def resolve(state, picks: list[tuple[str, dict[str, Any]]] = ()) -> None:
    """Make the pending choices: ``picks`` in order, then the first legal action."""
    picks = list(picks)
    while not state.is_over and not top_level(state):
        if picks:
            kind, fields = picks.pop(0)
            act(state, kind, **fields)
        else:
            state.apply(state.legal_actions[0])


def top_level(state) -> bool:
    frame = state.data["stack"][-1]
    return frame["step"] == "action" or frame["step"] == "place" and not frame["optional"]


def my_dice(state, seat: int = 0) -> dict[str, dict]:
    return {
        d["square"]: d for d in state.data["dice"] if d["seat"] == seat and d["colour"] != "blue"
    }


BASE: dict[str, Any] = dict(phase="action", coins=[2, 4], hands={1: [army("purple", 4)]})

# key -> (extra scenario fields, dice rolls to rig, picks, check(state))
ORDERS: dict[str, tuple[dict, tuple, list, Callable[[Any], bool]]] = {
    "forced-march": (  # "You may play one Army card from your hand to your battlefield"
        {"hands": {0: [army("red")], 1: []}},
        (),
        [("place", {"source": army("red"), "target": "cell:0,1"})],
        lambda s: s.data["grid"][0].get("0,1") == army("red"),
    ),
    "war-chest": ({}, (), [], lambda s: s.data["coins"][0] == 4),  # "Gain 2 coins."
    "scouting-party": (  # "Draw 2 Army cards. [Cavalry]: also draw 1 Command card."
        {"dice": [(0, "black", "black:0,0", 3, "cavalry")]},
        (),
        [],
        lambda s: sorted(c[:3] for c in s.hand(0)) == ["arm", "arm", "cmd"],
    ),
    "council-of-war": (  # "Take 1 face-up Command card. [Strategist]: also draw 1"
        {"dice": [(0, "red", "red:0,0", 3, "strategist")]},
        (),
        [],
        lambda s: len(s.hand(0)) == 2 and len(s.zones["row"]) == 4,
    ),
    "sabotage": (  # "Name an opponent: they discard 1 card of their choice."
        {},
        (),
        [],
        lambda s: s.hand(1) == [] and s.data["coins"][1] == 4,
    ),
    "volley": (  # "Lower one Legion die of an opponent by 2 ... [Archer]: then ... by 1"
        {"dice": [(0, "black", "black:0,0", 3, "archer"), (1, "black", "black:0,0", 5, None)]},
        (),
        [],
        lambda s: my_dice(s, 1)["black:0,0"]["value"] == 2,
    ),
    "rally-the-troops": (  # "Raise one of your Legion dice by 2. [Priest]: also gain 1 Ward."
        {"dice": [(0, "black", "black:0,0", 3, None), (0, "red", "red:0,0", 3, "priest")]},
        (),
        [],
        lambda s: my_dice(s)["black:0,0"]["value"] == 5 and s.data["wards"][0] == 1,
    ),
    "stirring-speech": (  # "Reroll up to 2 of your Legion dice. [Priest]: also raise ..."
        {"dice": [(0, "black", "black:0,0", 1, None), (0, "red", "red:0,0", 3, "priest")]},
        (6,),
        [("pick", {"target": "die:L1"}), ("roll", {})],
        lambda s: my_dice(s)["black:0,0"]["value"] == 6 and my_dice(s)["red:0,0"]["value"] == 4,
    ),
    "supply-train": (  # "Raise your General die by 2. [Strategist]: also gain 1 coin."
        {"general": {0: 3}},
        (),
        [],
        lambda s: s.general_die(0)["value"] == 5 and s.data["coins"][0] == 2,
    ),
    "terror-raid": (  # "An opponent takes a morale check of strength 4."
        {"dice": [(1, "black", "black:0,0", 5, None)]},
        (3,),
        [],
        lambda s: my_dice(s, 1) == {},
    ),
    "double-time": ({}, (), [], lambda s: s.data["actions_left"] == 4),  # "Gain 2 extra actions"
    "tribute": ({}, (), [], lambda s: s.data["coins"] == [4, 2]),  # "Take 2 coins from an opp."
    "field-promotion": (  # "Gain 1 token (Commander or Legion). [Warlord]: also raise ... by 1."
        {"dice": [(0, "red", "red:0,0", 3, "warlord"), (0, "black", "black:0,0", 2, None)]},
        (),
        [
            ("token", {"source": "token:cavalry", "target": "die:L2"}),
            ("raise", {"target": "die:L2"}),
        ],
        lambda s: (
            my_dice(s)["black:0,0"] == {**my_dice(s)["black:0,0"], "token": "cavalry", "value": 3}
        ),
    ),
    "triumph": ({}, (), [], lambda s: s.data["vp"][0] == 2),  # "Score 2 VP."
}


@pytest.mark.parametrize("key", sorted(ORDERS))
def test_order(key: str) -> None:
    """Every Order does what its text says (section 11, Orders)."""
    extra, rolls, picks, check = ORDERS[key]
    fields = {**BASE, **extra}
    hands = {**BASE["hands"], **extra.get("hands", {})}
    card = command(key)
    hands[0] = [*hands.get(0, []), card]
    fields["hands"] = hands
    state = build(**fields)
    if rolls:
        rig_dice(state, *rolls)
    act(state, "command", card)
    resolve(state, picks)
    assert state.zones["command_discard"][-1] == card
    assert check(state), state.data


def test_every_order_is_covered() -> None:
    orders = {c["key"] for c in COMMAND.values() if c["kind"] == "order"}
    assert orders == set(ORDERS)


def test_forced_march_is_optional_and_resolves_the_army_phase_steps() -> None:
    """Forced March ruling (11): "the placement is optional; if made it must be legal and
    resolves all steps of 7.3 (dice, low rolls, tokens, big legions, banners)"."""
    card = command("forced-march")
    state = build(
        phase="action",
        hands={0: [card, army("red-blue")]},
        grids={0: {"0,1": army("red"), "0,-1": army("blue-red")}},
    )
    act(state, "command", card)
    assert step(state) == "place" and state.decision.find("skip")
    rig_dice(state, 6, 6, 6, 6)
    act(state, "place", army("red-blue"), "cell:0,2")
    resolve(state, [("bonus", {"option": "purple"})])
    assert state.data["banners"][0] == ["red"] and state.data["vp"][0] == 2
    assert len(my_dice(state)) == 3


ABILITIES: dict[str, tuple[dict, tuple, list, Callable[[Any], bool]]] = {
    "siege-tower": (  # "an opponent removes one of their Legion dice (their choice)"
        {
            "dice": [
                (0, "black", "black:0,0", 3, "engineer"),
                (1, "black", "black:0,0", 6, None),
                (1, "black", "black:0,1", 2, None),
            ]
        },
        (),
        [("lose", {"source": "die:L3"})],
        lambda s: set(my_dice(s, 1)) == {"black:0,0"},
    ),
    "catapult": (  # "lower one die (Legion or Commander) of an opponent by 3"
        {"dice": [(0, "black", "black:0,0", 3, "archer"), (1, "red", "red:0,0", 5, None)]},
        (),
        [],
        lambda s: my_dice(s, 1)["red:0,0"]["value"] == 2,
    ),
    "watchtower": (  # "gain 1 Ward and draw 1 Command card"
        {"dice": [(0, "black", "black:0,0", 3, "archer")]},
        (),
        [],
        lambda s: s.data["wards"][0] == 1 and len(s.hand(0)) == 1,
    ),
    "tribune": (  # "take 1 face-up Command card"
        {"dice": [(0, "red", "red:0,0", 3, "warlord")]},
        (),
        [],
        lambda s: len(s.hand(0)) == 1 and my_dice(s)["red:0,0"]["value"] == 1,
    ),
    "spymaster": (  # "an opponent discards 1 card of their choice"
        {"dice": [(0, "red", "red:0,0", 3, "strategist")]},
        (),
        [],
        lambda s: s.hand(1) == [],
    ),
    "augur": (  # "reroll up to 2 of your dice (Legion or Commander)"
        {"dice": [(0, "red", "red:0,0", 3, "priest"), (0, "black", "black:0,0", 1, None)]},
        (5,),
        [("pick", {"target": "die:L2"}), ("roll", {})],
        lambda s: my_dice(s)["black:0,0"]["value"] == 5,
    ),
    "temple": ({}, (), [], lambda s: s.data["wards"][0] == 1),  # "gain 1 Ward"
    "triumphal-arch": (  # "Spend 2 [Warlord] points: score 1 VP."
        {"dice": [(0, "red", "red:0,0", 2, "warlord")]},
        (),
        [],
        lambda s: s.data["vp"][0] == 1 and my_dice(s) == {},
    ),
}


@pytest.mark.parametrize("key", sorted(ABILITIES))
def test_permanent_ability(key: str) -> None:
    """A Permanent's ability does what its text says, paid with the matching die first."""
    extra, rolls, picks, check = ABILITIES[key]
    card = command(key)
    state = build(**{**BASE, **extra, "play": {0: [card]}})
    if rolls:
        rig_dice(state, *rolls)
    payment = [a for a in state.legal_actions if a.kind == "activate" and a.option in (None, "0")]
    state.apply(payment[0])  # all points from the die (or no cost)
    resolve(state, picks)
    assert card in state.data["turned"]
    assert check(state), state.data


def test_wards_are_capped_at_three() -> None:
    """Our completion (8.4): "a player holds at most 3 (extra Wards are lost)"."""
    state = build(phase="action", play={0: [command("temple")]}, wards=[3, 0])
    act(state, "activate", None, command("temple"))
    assert state.data["wards"][0] == 3


# ----- Battle Reward bonuses (12) ------------------------------------------------------------

OTHER = {"red": "blue", "blue": "green", "green": "yellow", "yellow": "purple", "purple": "red"}

REWARD_CHECKS: dict[tuple[str, str], Callable[[Any, dict], bool]] = {
    ("reward-spoils-of-war", "red"): lambda s, b: s.data["coins"][0] == b["coins"][0] + 3,
    ("reward-spoils-of-war", "blue"): lambda s, b: len(s.hand(0)) == 2,
    ("reward-spoils-of-war", "green"): lambda s, b: (
        len(s.hand(0)) == 2 and s.general_die(0)["value"] == 5
    ),
    ("reward-spoils-of-war", "yellow"): lambda s, b: (
        len(s.hand(0)) == 1 and s.data["coins"][0] == b["coins"][0] + 1
    ),
    ("reward-spoils-of-war", "purple"): lambda s, b: s.data["vp"][0] == 2,
    ("reward-honours-of-the-field", "red"): lambda s, b: len(s.tokens(0)) == 1,
    ("reward-honours-of-the-field", "blue"): lambda s, b: my_dice(s)["red:-1,4"]["value"] == 5,
    ("reward-honours-of-the-field", "green"): lambda s, b: s.data["wards"][0] == 2,
    ("reward-honours-of-the-field", "yellow"): lambda s, b: s.data["actions_left"] == 4,
    ("reward-honours-of-the-field", "purple"): lambda s, b: s.data["vp"][0] == 1,
    ("reward-rout", "red"): lambda s, b: "black:-1,4" not in my_dice(s, 1),
    ("reward-rout", "blue"): lambda s, b: len(s.hand(1)) == 1,
    ("reward-rout", "green"): lambda s, b: my_dice(s, 1)["red:-1,3"]["value"] == 2,
    ("reward-rout", "yellow"): lambda s, b: (
        s.data["coins"] == [b["coins"][0] + 2, b["coins"][1] - 2]
    ),
    ("reward-rout", "purple"): lambda s, b: (
        s.data["vp"][0] == 1 and s.data["coins"][0] == b["coins"][0] + 2
    ),
}


@pytest.mark.parametrize(("reward", "colour"), sorted(REWARD_CHECKS))
def test_battle_reward_bonus(reward: str, colour: str) -> None:
    """ "When you complete a legion spanning 3 or more cards, and after you acquire and roll any
    new Legion dice, you get a bonus from the Battle Reward card. The bonus you get corresponds
    with the color of the legion you just completed." The table of section 12."""
    other = OTHER[colour]
    start = "purple" if colour != "purple" else "red"
    grid = {"1,0": army(f"{other}-{colour}"), "1,1": army(colour)}
    opponent = [army("purple", 3), army("purple", 4), command("triumph")]
    state = build(
        reward=reward,
        starts=[start, "blue"],
        phase="army",
        coins=[2, 4],
        general={0: 4},
        hands={0: [army(f"{colour}-{other}")], 1: opponent},
        grids={0: grid},
        dice=[
            (0, "red", "red:-1,4", 2, None),
            (1, "black", "black:-1,4", 4, None),
            (1, "red", "red:-1,3", 5, None),
        ],
        wards=[0, 1],
    )
    before = {"coins": list(state.data["coins"])}
    rig_dice(state, 6, 6, 6, 6, 6)
    act(state, "place", army(f"{colour}-{other}"), "cell:1,2")
    resolve(state)
    assert state.data["wards"][1] == 0  # the opponent's morale check used its Ward
    assert REWARD_CHECKS[(reward, colour)](state, before), state.data


def test_every_bonus_is_covered() -> None:
    assert {(r, c) for r, card in REWARDS.items() for c in card["bonuses"]} == set(REWARD_CHECKS)


def test_a_die_lowered_below_1_leaves_with_its_token() -> None:
    """ "If your Commander or Legion dice go below 1, they are removed from your battlefield."
    Our completion (publisher fact, 8.2): the die leaves with its token, which returns to the
    supply. Volley lowers the opponent's Legion die at 2 (with an Archer token) by 2."""
    card = command("volley")
    state = build(
        **{
            **BASE,
            "hands": {0: [card], 1: [army("purple", 4)]},
            "dice": [(1, "black", "black:0,0", 2, "archer")],
        }
    )
    act(state, "command", card)
    resolve(state)
    assert my_dice(state, 1) == {}
    assert not any(d["token"] == "archer" for d in state.data["dice"] if d["seat"] == 1)


def test_a_construct_costs_two_actions_to_deploy_but_one_to_activate() -> None:
    """ "While it takes 2 actions to play a construct card, its ability still costs a single
    action"."""
    forge = command("forge")
    state = build(
        **{
            **BASE,
            "hands": {0: [forge], 1: []},
            "dice": [(0, "red", "red:0,0", 3, "engineer"), (0, "black", "black:0,0", 3, None)],
        }
    )
    assert state.data["actions_left"] == 3
    deploy = [a for a in state.legal_actions if a.kind == "deploy" and a.source == forge]
    state.apply(deploy[0])
    assert state.data["actions_left"] == 1 and forge in state.zones["play.0"]
    pay = [a for a in state.legal_actions if a.kind == "activate" and a.target == forge]
    state.apply(pay[0])  # Forge's ability now asks which token to gain
    assert state.data["actions_left"] == 0 and forge in state.data["turned"]
