"""Para Bellum card effects (docs/rules/para-bellum.md 11, 12, Appendix A): every Order, every
Permanent and Alliance ability, every Herold, and every bonus of the three Battle Reward cards.

Each case states the card text it checks. Choices are made by ``resolve``: the given picks first,
then the first legal action, until seat 0 is back at a top-level decision.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from helpers import act, step

from tabletop.games.para_bellum.data import ALLIANCE_CARDS, COMMAND, PERMANENT_KINDS, REWARDS
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


def die_value(state, square: str, seat: int = 0) -> int | None:
    """The value of ``seat``'s die on ``square`` (None: no die there)."""
    die = my_dice(state, seat).get(square)
    return None if die is None else die["value"]


# key -> (extra scenario fields, dice rolls to rig, picks, check(state)). The card stands where
# its kind goes (``permanent_fields``); the ability is paid with all its points from the die.
# Chaplain and Golden Accord's ability: the same words, the same case.
RAISE_COMMANDER_BY_2 = (
    {
        "dice": [
            (0, "black", "black:0,0", 2, None),  # die:L1, a Legion die: not a choice
            (0, "red", "red:0,0", 3, "priest"),  # die:C2 pays
            (0, "red", "red:0,1", 1, None),  # die:C3
        ]
    },
    (),
    [("raise", {"target": "die:C3"})],
    lambda s: (
        die_value(s, "red:0,1") == 3
        and die_value(s, "red:0,0") == 2
        and die_value(s, "black:0,0") == 2
    ),
)

ABILITIES: dict[str, tuple[dict, tuple, list, Callable[[Any], bool]]] = {
    # ----- Special Units (on the battlefield, standing on the starting card at 1,0)
    "archers": (  # "Spend 1 [Warlord] point: lower one Legion die of an opponent by 1."
        {
            "dice": [
                (0, "red", "red:-1,0", 3, "warlord"),
                (1, "red", "red:0,0", 5, None),  # die:C2, a Commander die: not a choice
                (1, "black", "black:0,0", 4, None),  # die:L3
                (1, "black", "black:0,1", 2, None),  # die:L4
            ]
        },
        (),
        [("lower", {"target": "die:L3"})],
        lambda s: (
            die_value(s, "black:0,0", 1) == 3
            and die_value(s, "black:0,1", 1) == 2
            and die_value(s, "red:0,0", 1) == 5
            and die_value(s, "red:-1,0") == 2
        ),
    ),
    "heavy-cavalry": (  # "Spend 2 [Cavalry] points: an opponent takes a morale check of strength
        # 4." (rolled 3: failed, the opponent removes its only Legion die)
        {"dice": [(0, "black", "black:0,0", 3, "cavalry"), (1, "black", "black:0,0", 5, None)]},
        (3,),
        [],
        lambda s: my_dice(s, 1) == {} and die_value(s, "black:0,0") == 1,
    ),
    "sappers": (  # "Spend 1 [Engineer] point: take 1 coin from an opponent and draw 1 Army card."
        {"dice": [(0, "black", "black:0,0", 3, "engineer")], "army_top": [army("green")]},
        (),
        [],
        lambda s: (
            s.data["coins"] == [3, 3]
            and s.hand(0) == [army("green")]
            and die_value(s, "black:0,0") == 2
        ),
    ),
    "praetorian-guard": (  # "Spend 1 [Warlord] point: gain 1 Ward."
        {"dice": [(0, "red", "red:-1,0", 3, "warlord")]},
        (),
        [],
        lambda s: s.data["wards"] == [1, 0] and die_value(s, "red:-1,0") == 2,
    ),
    "skirmishers": (  # "Spend 1 [Archer] point: reroll up to 2 of your Legion dice."
        {
            "dice": [
                (0, "red", "red:-1,0", 1, None),  # die:C1, a Commander die: not rerolled
                (0, "black", "black:0,0", 3, "archer"),  # die:L2 pays
                (0, "black", "black:0,1", 1, None),  # die:L3
                (0, "black", "black:0,-1", 2, None),  # die:L4
            ]
        },
        (6, 5),
        [("pick", {"target": "die:L3"}), ("pick", {"target": "die:L4"})],  # 2 picks: it rolls
        lambda s: (
            die_value(s, "black:0,1") == 6
            and die_value(s, "black:0,-1") == 5
            and die_value(s, "black:0,0") == 2
            and die_value(s, "red:-1,0") == 1
        ),
    ),
    "mounted-scouts": (  # "Spend 1 [Cavalry] point: draw 1 Army card and 1 Command card."
        {
            "dice": [(0, "black", "black:0,0", 3, "cavalry")],
            "army_top": [army("green")],
            "command_top": [command("triumph")],
        },
        (),
        [],
        lambda s: (
            s.hand(0) == [army("green"), command("triumph")] and die_value(s, "black:0,0") == 2
        ),
    ),
    "standard-bearers": (  # "Spend 1 [Priest] point: raise one of your Legion dice by 2."
        {
            "dice": [
                (0, "red", "red:-1,0", 3, "priest"),  # die:C1 pays
                (0, "red", "red:-1,1", 4, None),  # die:C2, a Commander die: not a choice
                (0, "black", "black:0,0", 2, None),  # die:L3
                (0, "black", "black:0,1", 5, None),  # die:L4
            ]
        },
        (),
        [("raise", {"target": "die:L3"})],
        lambda s: (
            die_value(s, "black:0,0") == 4
            and die_value(s, "black:0,1") == 5
            and die_value(s, "red:-1,0") == 2
            and die_value(s, "red:-1,1") == 4
        ),
    ),
    # ----- Constructs (play area)
    "forge": (  # "Spend 1 [Engineer] point: gain 1 token (Commander or Legion)."
        {
            "dice": [
                (0, "black", "black:0,0", 3, "engineer"),  # die:L1 pays
                (0, "red", "red:0,0", 4, None),  # die:C2
                (0, "black", "black:0,1", 4, None),  # die:L3
            ]
        },
        (),
        [("token", {"source": "token:warlord", "target": "die:C2"})],  # a Commander token
        lambda s: (
            my_dice(s)["red:0,0"]["token"] == "warlord"
            and sorted(s.tokens(0)) == ["engineer", "warlord"]
            and die_value(s, "black:0,0") == 2
        ),
    ),
    "siege-tower": (  # "Spend 2 [Engineer] points: an opponent removes one of their Legion
        # dice (their choice)."
        {
            "dice": [
                (0, "black", "black:0,0", 3, "engineer"),
                (1, "red", "red:0,0", 4, None),  # die:C2, a Commander die: not a choice
                (1, "black", "black:0,0", 6, None),  # die:L3
                (1, "black", "black:0,1", 2, None),  # die:L4
            ]
        },
        (),
        [("lose", {"source": "die:L4"})],
        lambda s: set(my_dice(s, 1)) == {"red:0,0", "black:0,0"},
    ),
    "catapult": (  # "Spend 2 [Archer] points: lower one die (Legion or Commander) of an
        # opponent by 3."
        {
            "dice": [
                (0, "black", "black:0,0", 3, "archer"),
                (1, "red", "red:0,0", 5, None),  # die:C2
                (1, "black", "black:0,0", 4, None),  # die:L3
            ]
        },
        (),
        [("lower", {"target": "die:C2"})],
        lambda s: die_value(s, "red:0,0", 1) == 2 and die_value(s, "black:0,0", 1) == 4,
    ),
    "barracks": (  # "Spend 1 [Strategist] point: raise your General die by 2."
        {"general": {0: 3}, "dice": [(0, "red", "red:0,0", 3, "strategist")]},
        (),
        [],
        lambda s: (
            s.general_die(0)["value"] == 5
            and s.general_die(1)["value"] == 6
            and die_value(s, "red:0,0") == 2
        ),
    ),
    "watchtower": (  # "Spend 1 [Archer] point: gain 1 Ward and draw 1 Command card."
        {"dice": [(0, "black", "black:0,0", 3, "archer")]},
        (),
        [],
        lambda s: s.data["wards"][0] == 1 and len(s.hand(0)) == 1,
    ),
    "triumphal-arch": (  # "Spend 2 [Warlord] points: score 1 VP."
        {"dice": [(0, "red", "red:0,0", 2, "warlord")]},
        (),
        [],
        lambda s: s.data["vp"][0] == 1 and my_dice(s) == {},
    ),
    # ----- Characters (play area)
    "legate": (  # "Spend 1 [Warlord] point: gain 2 coins."
        {"dice": [(0, "red", "red:0,0", 3, "warlord")]},
        (),
        [],
        lambda s: s.data["coins"] == [4, 4] and die_value(s, "red:0,0") == 2,
    ),
    "quartermaster": (  # "Spend 1 [Strategist] point: draw 2 Army cards."
        {
            "dice": [(0, "red", "red:0,0", 3, "strategist")],
            "army_top": [army("green"), army("blue")],
        },
        (),
        [],
        lambda s: s.hand(0) == [army("green"), army("blue")] and die_value(s, "red:0,0") == 2,
    ),
    "augur": (  # "Spend 1 [Priest] point: reroll up to 2 of your dice (Legion or Commander)."
        {
            "dice": [
                (0, "red", "red:0,0", 3, "priest"),  # die:C1 pays
                (0, "black", "black:0,0", 1, None),  # die:L2
                (0, "black", "black:0,1", 1, None),  # die:L3: a third die, not rerolled
            ]
        },
        (6, 5, 4),
        [("pick", {"target": "die:C1"}), ("pick", {"target": "die:L2"})],  # 2 picks: it rolls
        lambda s: (
            die_value(s, "red:0,0") == 6
            and die_value(s, "black:0,0") == 5
            and die_value(s, "black:0,1") == 1
        ),
    ),
    "spymaster": (  # "Spend 1 [Strategist] point: an opponent discards 1 card of their
        # choice."
        {
            "dice": [(0, "red", "red:0,0", 3, "strategist")],
            "hands": {1: [army("purple", 3), army("purple", 4)]},
        },
        (),
        [("discard", {"source": army("purple", 4)})],
        lambda s: (
            s.hand(1) == [army("purple", 3)]
            and s.zones["army_deck"][0] == army("purple", 4)  # 9.2: to the bottom
            and die_value(s, "red:0,0") == 2
        ),
    ),
    "tribune": (  # "Spend 2 [Warlord] points: take 1 face-up Command card."
        {"dice": [(0, "red", "red:0,0", 3, "warlord")]},
        (),
        [],
        lambda s: len(s.hand(0)) == 1 and my_dice(s)["red:0,0"]["value"] == 1,
    ),
    # "Spend 1 [Priest] point: raise one of your Commander dice by 2."
    "chaplain": RAISE_COMMANDER_BY_2,
    "drillmaster": (  # "Spend 1 [Cavalry] point: raise one of your Legion dice by 1 and gain 1
        # coin."
        {
            "dice": [
                (0, "red", "red:0,0", 2, None),  # die:C1, a Commander die: not a choice
                (0, "black", "black:0,0", 3, "cavalry"),  # die:L2 pays
                (0, "black", "black:0,1", 4, None),  # die:L3
            ]
        },
        (),
        [("raise", {"target": "die:L3"})],
        lambda s: (
            die_value(s, "black:0,1") == 5
            and s.data["coins"] == [3, 4]
            and die_value(s, "black:0,0") == 2
            and die_value(s, "red:0,0") == 2
        ),
    ),
    # ----- Assets (play area, no cost)
    "road": (  # "Activate (no cost): draw 1 Army card."
        {"army_top": [army("green")]},
        (),
        [],
        lambda s: s.hand(0) == [army("green")],
    ),
    "market": ({}, (), [], lambda s: s.data["coins"] == [3, 4]),  # "(no cost): gain 1 coin."
    "temple": ({}, (), [], lambda s: s.data["wards"] == [1, 0]),  # "(no cost): gain 1 Ward."
    # ----- Alliance cards (4 players: seats 0 and 2 against 1 and 3)
    "pact-of-the-eagle": (  # "Ability: spend 1 [Strategist] point: take 1 face-up Command card."
        {
            "dice": [(0, "red", "red:0,0", 3, "strategist")],
            "row": [
                command("triumph"),
                command("war-chest"),
                command("volley"),
                command("tribute"),
            ],
            "command_top": [command("sabotage")],
        },
        (),
        [("take", {"source": command("war-chest")})],
        lambda s: (
            s.hand(0) == [command("war-chest")]
            and s.zones["row"]
            == [command("triumph"), command("volley"), command("tribute"), command("sabotage")]
            and die_value(s, "red:0,0") == 2
        ),
    ),
    "iron-oath": (  # "Ability: spend 1 [Warlord] point: an opponent takes a morale check of
        # strength 3." (seat 3 named, rolls 2: failed, it removes its only Legion die)
        {
            "dice": [
                (0, "red", "red:0,0", 3, "warlord"),
                (1, "black", "black:0,0", 5, None),
                (3, "black", "black:0,0", 5, None),
            ]
        },
        (2,),
        [("opponent", {"option": "3"})],
        lambda s: (
            my_dice(s, 3) == {} and set(my_dice(s, 1)) == {"black:0,0"} and s.data["wards"][3] == 0
        ),
    ),
    # "Ability: spend 1 [Priest] point: raise one of your Commander dice by 2."
    "golden-accord": RAISE_COMMANDER_BY_2,
}


def permanent_fields(card: str, extra: dict[str, Any]) -> dict[str, Any]:
    """Scenario fields with ``card`` where its kind goes: a Special Unit on the battlefield
    (standing on the starting card, section 8.3 Deploy), an Alliance card shared by seats 0 and
    2 of a 4-player game, any other Permanent in seat 0's play area."""
    kind = COMMAND[card]["kind"]
    fields = {**BASE, **extra}
    if kind == "special_unit":
        grids = dict(extra.get("grids", {}))
        grids[0] = {**grids.get(0, {}), "1,0": card}
        fields["grids"] = grids
    elif kind == "alliance":
        other = next(c for c in ALLIANCE_CARDS if c != card)
        fields.update(players=4, alliance_cards=[card, other])
        fields["coins"] = extra.get("coins", [2, 4, 2, 4])
    else:
        fields["play"] = {0: [card]}
    return fields


def paid(key: str, rolls: tuple = ()) -> Any:
    """Seat 0 activates ``key``'s card, paying every point with the matching die (or no cost),
    with the next die rolls rigged to ``rolls``; the effect waits for its first choice."""
    extra = ABILITIES[key][0]
    card = command(key)
    state = build(**permanent_fields(card, extra))
    if rolls:
        rig_dice(state, *rolls)
    payment = [
        a
        for a in state.legal_actions
        if a.kind == "activate" and a.target == card and a.option in (None, "0")
    ]
    assert payment, f"{key} cannot be activated: {state.legal_actions}"
    state.apply(payment[0])  # all points from the die (or no cost)
    return state


def activated(key: str, rolls: tuple = (), picks: list = ()) -> Any:
    """``paid``, then the choices made by ``resolve``: ``picks`` first."""
    state = paid(key, rolls)
    resolve(state, picks)
    assert command(key) in state.data["turned"]
    return state


@pytest.mark.parametrize("key", sorted(ABILITIES))
def test_permanent_ability(key: str) -> None:
    """A Permanent's ability does what its text says, paid with the matching die first."""
    _, rolls, picks, check = ABILITIES[key]
    state = activated(key, rolls, picks)
    assert check(state), state.data


# key -> the dice offered at the ability's first choice: exactly those of the kind its text names
# (the scenario holds a die of the other kind too, so a wider or narrower choice fails)
CHOICES: dict[str, set[str]] = {
    "archers": {"die:L3", "die:L4"},  # "lower one Legion die of an opponent": not their die:C2
    "catapult": {"die:C2", "die:L3"},  # "lower one die (Legion or Commander) of an opponent"
    "siege-tower": {"die:L3", "die:L4"},  # "removes one of their Legion dice": not die:C2
    "skirmishers": {"die:L2", "die:L3", "die:L4"},  # "your Legion dice": not die:C1
    "standard-bearers": {"die:L3", "die:L4"},  # "one of your Legion dice": not die:C1, die:C2
    "forge": {"die:C2", "die:L3"},  # "1 token (Commander or Legion)": under a die without one
    "augur": {"die:C1", "die:L2", "die:L3"},  # "your dice (Legion or Commander)"
    "chaplain": {"die:C2", "die:C3"},  # "one of your Commander dice": not die:L1
    "drillmaster": {"die:L2", "die:L3"},  # "one of your Legion dice": not die:C1
    "golden-accord": {"die:C2", "die:C3"},  # "one of your Commander dice": not die:L1
}


@pytest.mark.parametrize("key", sorted(CHOICES))
def test_ability_offers_the_dice_its_text_names(key: str) -> None:
    """Appendix A, dice selectors: "legion", "commander", "any" (Legion or Commander); a token
    goes under "one of your dice of the matching kind that has no token"."""
    state = paid(key, ABILITIES[key][1])
    offered = {
        a.source if a.kind == "lose" else a.target
        for a in state.legal_actions
        if a.kind in ("pick", "raise", "lower", "lose", "token")
    }
    assert offered == CHOICES[key]


@pytest.mark.parametrize(
    ("key", "roll", "kept"),
    [("heavy-cavalry", 3, False), ("heavy-cavalry", 4, True)]
    + [("iron-oath", 2, False), ("iron-oath", 3, True)],
)
def test_morale_ability_strength(key: str, roll: int, kept: bool) -> None:
    """The strength on the card is the number to reach: "a result >= S passes; a result < S
    fails" (10). Heavy Cavalry: "a morale check of strength 4"; Iron Oath: "of strength 3"."""
    seat = 3 if key == "iron-oath" else 1
    state = activated(key, (roll,), ABILITIES[key][2])
    assert ("black:0,0" in my_dice(state, seat)) is kept


# key -> (extra scenario fields of a 4-player game, check(state)); seats 0 and 2 are allies.
HEROLDS: dict[str, tuple[dict, Callable[[Any], bool]]] = {
    "pact-of-the-eagle": (  # "Herold: you and your ally each draw 1 Army card."
        {"army_top": [army("green"), army("blue")]},
        lambda s: s.hand(0) == [army("green")] and s.hand(2) == [army("blue")] and not s.hand(3),
    ),
    "iron-oath": (  # "Herold: you and your ally each gain 1 Ward."
        {"wards": [0, 0, 0, 0]},
        lambda s: s.data["wards"] == [1, 0, 1, 0],
    ),
    "golden-accord": (  # "Herold: you and your ally each gain 1 coin."
        {"coins": [0, 0, 0, 0]},
        lambda s: s.data["coins"] == [1, 0, 1, 0],
    ),
}


def heralded(key: str) -> Any:
    """Seat 0 of a 4-player game takes Herold with ``key``'s Alliance card (the choices made by
    ``resolve``)."""
    card = command(key)
    other = next(c for c in ALLIANCE_CARDS if c != card)
    state = build(4, phase="action", alliance_cards=[card, other], **HEROLDS[key][0])
    act(state, "herold", "runner.0", card)
    resolve(state)
    return state


@pytest.mark.parametrize("key", sorted(HEROLDS))
def test_alliance_herold(key: str) -> None:
    """ "Herold (4 Player only): Place the Runner token on your Alliance card to take its
    action." Each Alliance card's Herold does what its text says, for both allies (14)."""
    state = heralded(key)
    assert state.data["alliances"][0]["runner"] and command(key) in state.data["turned"]
    assert HEROLDS[key][1](state), state.data


@pytest.mark.parametrize("key", sorted(ABILITIES))
def test_ability_check_fails_when_the_ability_does_nothing(key: str, monkeypatch) -> None:
    """The cases above cannot pass by accident: with the card's effect emptied (paid and turned,
    but doing nothing) the case's check is false."""
    monkeypatch.setitem(COMMAND[command(key)], "effect", [])
    _, rolls, picks, check = ABILITIES[key]
    state = activated(key, rolls, picks)
    assert not check(state)


@pytest.mark.parametrize("key", sorted(HEROLDS))
def test_herold_check_fails_when_the_herold_does_nothing(key: str, monkeypatch) -> None:
    """As above, for the Herold cases."""
    monkeypatch.setitem(COMMAND[command(key)], "herold_effect", [])
    assert not HEROLDS[key][1](heralded(key))


def test_every_permanent_ability_is_covered() -> None:
    """Every Permanent or Alliance card with an ability (a cost, even of 0 points) has a case in
    ABILITIES, and every Alliance card's Herold a case in HEROLDS."""
    with_ability = {
        c["key"]
        for c in COMMAND.values()
        if c["kind"] in PERMANENT_KINDS and c.get("cost") is not None
    }
    assert with_ability == set(ABILITIES)
    assert {c["key"] for c in COMMAND.values() if c["kind"] == "alliance"} == set(HEROLDS)


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


def test_an_order_with_nothing_to_hit_says_so() -> None:
    """Rule 10: an effect that cannot do anything does nothing. A play-tester's Volley against
    two opponents without Legion dice was accepted and used an action, the log saying only
    "names Player 2" and "goes face up": each name says "(no effect)" beforehand, and the log
    says it had none."""
    volley = command("volley")
    state = build(
        4,
        hands={0: [volley, army("green")]},
        dice=[(3, "black", "black:0,0", 3, None)],  # Player 4 has a Legion die, Player 2 none
        phase="action",
    )
    events = act(state, "command", volley, "command_discard")
    assert step(state) == "name_opponent"
    texts = {a.option: a.text for a in state.legal_actions}
    assert texts == {"1": "Name Player 2 (no Legion die: no effect)", "3": "Name Player 4"}
    events = act(state, "opponent", target="battlefield.1", option="1")
    said = [e.text for e in events if e.text]
    assert "Volley has no effect: Player 2 has no Legion die to lower." in said
    assert said.index("Player 1 names Player 2.") < said.index(
        "Volley has no effect: Player 2 has no Legion die to lower."
    )
    assert top_level(state) and state.data["actions_left"] == 1  # still played: one action


def test_the_words_of_drillmaster() -> None:
    """Drillmaster asked "Choose one of your dice to raise by 1" though only Legion dice can be
    picked."""
    state = build(dice=[(0, "black", "black:0,0", 3, None), (0, "black", "black:0,1", 4, None)])
    state.data["stack"].append({"step": "raise_die", "seat": 0, "die": "legion", "amount": 1})
    assert state.decide_raise_die(state.data["stack"][-1]).prompt == (
        "Choose one of your Legion dice to raise by 1."
    )


def test_the_words_of_a_herold() -> None:
    """The Pact of the Eagle's Herold logged "Pact of the Eagle: You and your ally ..." with a
    capital mid-sentence."""
    pact = command("pact-of-the-eagle")
    other = next(c for c in ALLIANCE_CARDS if c != pact)
    state = build(4, phase="action", alliance_cards=[pact, other])
    events = act(state, "herold", "runner.0", pact)
    said = [e.text for e in events if e.kind == "herold"]
    assert said == [
        "Player 1 places the Runner on Pact of the Eagle: you and your ally each draw 1 Army card."
    ]
