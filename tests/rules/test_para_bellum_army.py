"""Para Bellum, what a placement causes (docs/rules/para-bellum.md 7.2, 7.3, 7.4, 10, 12, 13.1):
legions and Legion dice, red squares and Commander dice, tokens, Battle Rewards, morale checks,
Color Banners and the 5th banner."""

from __future__ import annotations

import pytest
from helpers import act, step

from tabletop.games.para_bellum import grid as G
from tabletop.games.para_bellum.scenario import army, build, command, rig_dice
from tabletop.games.para_bellum.scoring import seat_score


def dice(state, seat: int = 0, colour: str | None = None) -> dict[str, dict]:
    """The seat's Legion/Commander dice by square."""
    return {
        d["square"]: d
        for d in state.data["dice"]
        if d["seat"] == seat and d["colour"] != "blue" and (colour is None or d["colour"] == colour)
    }


def values(state, seat: int = 0) -> dict[str, int]:
    return {sq: d["value"] for sq, d in dice(state, seat).items()}


# ----- the worked example of 7.4 -------------------------------------------------------------


def test_worked_example_turn_1_open_legion_gives_no_die() -> None:
    """ "When you place an Army card, but no new legion is finished (i.e. the legion still needs
    to be closed up), you do not gain nor roll a Legion die." (7.4, turn 1)"""
    card = army("red-blue")
    state = build(starts=["blue", "red"], hands={0: [card]})
    events = act(state, "place", card, "cell:0,-1")
    assert values(state) == {}
    assert not [e for e in events if e.kind == "roll"]
    assert state.data["legions"][0] == [] and state.data["banners"][0] == []
    assert step(state) == "action"


def test_worked_example_turn_2_big_blue_legion() -> None:
    """ "If you completed a legion by playing an Army card, (i.e. the color you played is
    completed on both sides of the legion), gain and roll a black Legion die for every black
    square in this legion." "If you roll a 1 or 2, you may take a face-up Command card from the
    table." "if you complete a legion matching your starting card, you may pick any of the
    bonuses" "your opponent must take a morale check". (7.4, turn 2)"""
    card = army("blue-green")
    row = [command("triumph"), command("tribute"), command("volley"), command("war-chest")]
    state = build(
        starts=["blue", "red"],
        hands={0: [card], 1: [army("red")]},
        row=row,
        grids={0: {"0,-1": army("red-blue")}},
    )
    rig_dice(state, 5, 2, 4)  # two Legion dice, then the opponent's morale die
    events = act(state, "place", card, "cell:0,1")
    assert values(state) == {"black:0,-1": 5, "black:0,0": 2}
    (legion,) = [e for e in events if e.kind == "legion"]  # the table rings its cards
    assert (legion.src, legion.dst, legion.amount) == ("cell:0,-1", "cell:0,1", 3)
    assert "blue legion" in legion.text
    assert [e.amount for e in events if e.kind == "roll"] == [5, 2]
    assert state.data["legions"][0] == [{"colour": "blue", "row": 0, "lo": -1, "hi": 1, "cards": 3}]
    # the 2 is a low roll: take a face-up card (or none)
    assert step(state) == "low_roll"
    assert {a.source for a in state.legal_actions if a.kind == "take"} == set(row)
    act(state, "take", command("tribute"))
    assert command("tribute") in state.hand(0) and len(state.zones["row"]) == 4
    # blue is the starting colour: any bonus of Spoils of War
    assert step(state) == "choose_bonus" and len(state.legal_actions) == 5
    events = act(state, "bonus", option="red")
    assert state.data["coins"][0] == 2 + 3
    checks = [e for e in events if e.kind == "morale"]
    assert len(checks) == 1 and checks[0].seat == 1 and "strength 3" in checks[0].text
    assert checks[0].amount == 4 and "passed" in checks[0].text
    assert state.data["banners"][0] == ["blue"]
    assert [e.dst for e in events if e.kind == "banner"] == ["banner.blue"]
    assert step(state) == "action"


def test_worked_example_turn_2_morale_check_of_strength_3() -> None:
    """ "After you complete a big legion (spanning 3 or more cards), you get a reward from the
    Battle Reward card and your opponent must take a morale check." Our completion (7.3 step 5):
    its "strength equals the number of cards the legion spans"; a roll below fails (10)."""
    card = army("blue-green")
    state = build(
        starts=["blue", "red"],
        hands={0: [card], 1: [army("red")]},
        grids={0: {"0,-1": army("red-blue")}, 1: {"0,1": army("red", 1)}},
        dice=[(1, "black", "black:0,0", 4, None)],
    )
    rig_dice(state, 6, 6, 2)  # Legion dice 6 and 6 (no low roll), morale die 2 < 3: failed
    act(state, "place", card, "cell:0,1")
    events = act(state, "bonus", option="purple")
    assert [e.amount for e in events if e.kind == "morale"] == [2]
    assert dice(state, 1) == {}  # the opponent's only Legion die was removed
    assert state.data["vp"][0] == 2


def test_worked_example_turns_3_and_4_and_scoring() -> None:
    """ "If you completed a red square by playing an Army card above or below another Army card,
    gain and roll a red Commander die." "After placing a Commander die, take a red Commander
    token or a black Legion token and place it under one of your matching dice." "Placing an
    Army card can cause you to roll Commander dice and Legion dice in the same Army phase. Roll
    all new dice at the same time." Then the scoring example of 13.3 (16 VP)."""
    grid = {"0,-1": army("red-blue"), "0,1": army("blue-green")}
    camp = army("yellow-yellow")
    state = build(
        starts=["blue", "red"],
        hands={0: [camp]},
        grids={0: grid},
        dice=[(0, "black", "black:0,-1", 5, None), (0, "black", "black:0,0", 2, None)],
        banners={0: ["blue"]},
    )
    rig_dice(state, 4)
    act(state, "place", camp, "cell:1,0")
    assert values(state)["red:0,0"] == 4
    # any token type under a matching die without a token: 3 Commander types under the new die,
    # 3 Legion types under each of the two Legion dice
    assert step(state) == "token" and len(state.legal_actions) == 9
    commander = dice(state)["red:0,0"]["id"]
    act(state, "token", "token:warlord", commander)
    assert dice(state)["red:0,0"]["token"] == "warlord"

    outpost = army("yellow-red")
    state2 = build(
        starts=["blue", "red"],
        hands={0: [outpost]},
        coins=[5, 2],
        grids={0: {**grid, "1,0": camp}},
        banners={0: ["blue"]},
        dice=[
            (0, "black", "black:0,-1", 5, None),
            (0, "black", "black:0,0", 2, None),
            (0, "red", "red:0,0", 4, "warlord"),
        ],
    )
    rig_dice(state2, 3, 6)
    events = act(state2, "place", outpost, "cell:1,1")
    rolls = [(e.dst, e.amount) for e in events if e.kind == "roll"]
    assert rolls == [("black:1,0", 3), ("red:0,1", 6)]  # rolled together, in one placement
    assert step(state2) == "token"  # the new Commander die brings one token
    act(state2, "token", "token:archer", dice(state2)["black:1,0"]["id"])
    assert state2.data["banners"][0] == ["blue", "yellow"]
    score = seat_score(state2.data, 0)
    assert score["banners"] == 6 and score["legions"] == 3 + 1 and score["dice"] == 5
    assert score["coins"] == 1 and score["total"] == 16


# ----- legions -------------------------------------------------------------------------------


def test_two_card_legion_one_die_no_reward_no_morale() -> None:
    """ "gain and roll a black Legion die for every black square in this legion"; a legion of 2
    cards is not big: no Battle Reward, no morale check."""
    grid = {"0,1": army("red-green")}
    card = army("green-blue")
    state = build(hands={0: [card]}, grids={0: grid}, coins=[2, 2])
    rig_dice(state, 4)
    events = act(state, "place", card, "cell:0,2")
    assert values(state) == {"black:0,1": 4}
    assert not [e for e in events if e.kind in ("reward", "morale")]
    assert state.data["coins"] == [2, 2] and state.data["banners"][0] == ["green"]


def test_legion_through_the_starting_card_is_always_big() -> None:
    """Our completion (7.2): "A legion that runs through the starting card (a Column) is always
    big." Red start between two red caps: 3 cards, 2 Legion dice."""
    state = build(hands={0: [army("green-red")]}, grids={0: {"0,1": army("red-blue")}})
    rig_dice(state, 6, 6, 6)
    act(state, "place", army("green-red"), "cell:0,-1")
    assert set(values(state)) == {"black:0,-1", "black:0,0"}
    assert state.data["legions"][0][0]["cards"] == 3


def test_big_legion_of_another_colour_gives_that_bonus() -> None:
    """ "The bonus you get corresponds with the color of the legion you just completed. So, if
    you complete a red legion, you get the red bonus." Red start, a green legion of 3 cards with
    Spoils of War: green = draw 2 Army cards and raise your General die by 1."""
    grid = {"1,0": army("red-green"), "1,1": army("green")}
    card = army("green-purple")
    state = build(hands={0: [card]}, grids={0: grid}, general={0: 4})
    rig_dice(state, 6, 6, 6)
    act(state, "place", card, "cell:1,2")
    assert step(state) == "action"  # no choice of bonus
    assert len(state.hand(0)) == 2 and state.general_die(0)["value"] == 5


def test_two_big_legions_in_one_placement_resolve_in_the_chosen_order() -> None:
    """Our completion (16.11): "If two big legions are completed by one placement, each gives
    its own bonus and its own morale check"; 7.3 step 5: "in the order you choose". A Red-Yellow
    Outpost at (0,2) closes a red legion of 4 cards (through the red start) and a yellow one of
    3 cards."""
    grid = {
        "0,-1": army("yellow-red"),
        "0,1": army("red"),
        "0,3": army("yellow"),
        "0,4": army("yellow-purple"),
    }
    state = build(hands={0: [army("red-yellow")]}, grids={0: grid}, wards=[0, 3])
    rig_dice(state, *[6] * 5)
    act(state, "place", army("red-yellow"), "cell:0,2")
    assert sorted(leg["cards"] for leg in state.data["legions"][0]) == [3, 4]
    assert len(dice(state)) == 5
    assert step(state) == "order_big"
    act(state, "order", option="1")  # the yellow legion first: a row card and 1 coin
    assert step(state) == "take_row"
    act(state, "take", state.zones["row"][0])
    assert state.data["coins"][0] == 3 and state.data["wards"][1] == 2
    assert step(state) == "choose_bonus"  # then the red legion, through the red start
    act(state, "bonus", option="red")
    assert state.data["coins"][0] == 6 and state.data["wards"][1] == 1
    assert sorted(state.data["banners"][0]) == ["red", "yellow"]


def test_big_legion_names_an_opponent_with_three_players() -> None:
    """Our completion (14): "with 3 players there are no alliances and each action that hurts
    names one opponent"; the named opponent takes the morale check (7.3 step 5)."""
    grid = {"1,0": army("red-green"), "1,1": army("green")}
    card = army("green-purple")
    state = build(3, hands={0: [card]}, grids={0: grid}, wards=[0, 1, 1])
    rig_dice(state, 6, 6)
    act(state, "place", card, "cell:1,2")
    assert step(state) == "name_opponent"
    assert {a.option for a in state.legal_actions} == {"1", "2"}
    act(state, "opponent", option="2")
    assert state.data["wards"] == [0, 1, 0]  # seat 2 used its Ward against the check


# ----- red squares and tokens ----------------------------------------------------------------


def test_card_between_two_cards_completes_two_red_squares() -> None:
    """Our completion (7.3): "Placing an Army card therefore completes one red square for each
    Army card directly above or below it (0, 1 or 2)." Each new Commander die brings a token."""
    grid = {"0,1": army("red"), "2,1": army("blue")}
    card = army("purple")
    state = build(hands={0: [card]}, grids={0: grid})
    rig_dice(state, 3, 5)
    act(state, "place", card, "cell:1,1")
    assert values(state) == {"red:0,1": 3, "red:1,1": 5}
    act(state, "token", "token:priest", dice(state)["red:0,1"]["id"])
    assert step(state) == "token"
    assert not [a for a in state.legal_actions if a.target == dice(state)["red:0,1"]["id"]]
    act(state, "token", "token:warlord", dice(state)["red:1,1"]["id"])
    assert sorted(state.tokens(0)) == ["priest", "warlord"]


def test_token_may_go_under_an_older_die_never_under_one_with_a_token() -> None:
    """ "Note: This does not have to be the same die you just rolled, and you may not pick a die
    which already has a token under it. Red Commander tokens go under red Commander dice and
    black Legion tokens go under black Legion dice." """
    old = [
        (0, "black", "black:1,-1", 3, None),
        (0, "black", "black:-1,0", 2, "archer"),
        (0, "red", "red:-1,1", 5, "priest"),
    ]
    state = build(hands={0: [army("blue")]}, grids={0: {"0,1": army("red")}}, dice=old)
    rig_dice(state, 4)
    act(state, "place", army("blue"), "cell:1,1")
    options = {(a.source, a.target) for a in state.legal_actions}
    by_square = {sq: d["id"] for sq, d in dice(state).items()}
    targets = {t for _, t in options}
    assert targets == {by_square["black:1,-1"], by_square["red:0,1"]}
    for token, target in options:
        kind = state.die(target)["colour"]
        assert (kind == "red") == (token in ("token:warlord", "token:strategist", "token:priest"))


@pytest.mark.parametrize(
    ("held", "allowed"),
    [
        (["warlord", "warlord"], {"strategist", "priest", "archer", "cavalry", "engineer"}),
        (["warlord", "strategist", "priest"], {"archer", "cavalry", "engineer"}),
        (["archer", "archer", "cavalry"], {"warlord", "strategist", "priest"}),
    ],
)
def test_token_limits(held: list[str], allowed: set[str]) -> None:
    """Our completion (publisher fact, 4.4): "a player has at most 3 Legion tokens and at most
    3 Commander tokens in the battlefield, and at most 2 tokens of any one type." """
    squares = iter(
        ["black:-1,-4", "black:-1,-3", "black:-1,-2", "red:-1,-4", "red:-1,-3", "red:-1,-2"]
    )
    specs = []
    for token in held:
        colour = "red" if token in ("warlord", "strategist", "priest") else "black"
        sq = next(s for s in squares if s.startswith(colour))
        specs.append((0, colour, sq, 6, token))
    specs += [(0, "black", "black:1,-4", 6, None), (0, "red", "red:1,-4", 6, None)]
    state = build(hands={0: [army("blue")]}, grids={0: {"0,1": army("red")}}, dice=specs)
    rig_dice(state, 4)
    act(state, "place", army("blue"), "cell:1,1")
    assert {a.source.partition(":")[2] for a in state.legal_actions} == allowed


def test_the_token_step_names_only_the_kind_that_has_a_place() -> None:
    """ "After placing a Commander die, take a red Commander token or a black Legion token and
    place it under one of your matching dice." With a new Commander die and no Legion die of
    the player's, only a Commander token has a place, and the prompt says so instead of
    offering "a Commander or Legion token"."""
    state = build(hands={0: [army("blue")]}, grids={0: {"0,1": army("red")}})
    rig_dice(state, 4)
    act(state, "place", army("blue"), "cell:1,1")
    assert step(state) == "token"
    kinds = {a.source.partition(":")[2] for a in state.legal_actions}
    assert kinds <= {"warlord", "strategist", "priest"} and kinds
    prompt = state.decision.prompt
    assert prompt.startswith("Take a Commander token (no Legion token has a place now)"), prompt


def test_no_token_when_no_die_can_take_one() -> None:
    """Our completion (7.3 step 4, 16.2): the token "is mandatory when a legal choice exists and
    skipped otherwise"."""
    full = [
        (0, "red", "red:-1,-4", 6, "warlord"),
        (0, "red", "red:-1,-3", 6, "warlord"),
        (0, "red", "red:-1,-2", 6, "priest"),
        (0, "black", "black:-1,-4", 6, "archer"),
        (0, "black", "black:-1,-3", 6, "archer"),
        (0, "black", "black:-1,-2", 6, "cavalry"),
    ]
    state = build(hands={0: [army("blue")]}, grids={0: {"0,1": army("red")}}, dice=full)
    rig_dice(state, 4)
    act(state, "place", army("blue"), "cell:1,1")
    assert step(state) == "action"
    assert dice(state)["red:0,1"]["token"] is None


# ----- low rolls -----------------------------------------------------------------------------


def test_each_low_roll_may_take_a_card_and_the_row_is_refilled() -> None:
    """ "If you roll a 1 or 2, you may take a face-up Command card from the table." Our
    completion (7.3 step 3): one card per new Legion die showing 1 or 2; the row is refilled
    after each card taken (9.4)."""
    grid = {"0,1": army("red"), "0,2": army("red", 1)}
    state = build(
        hands={0: [army("red-blue")]},
        grids={0: {**grid, "0,-1": army("blue-red")}},
        command_top=[command("triumph")],
    )
    rig_dice(state, 1, 2, 5)  # three new Legion dice, two of them low
    act(state, "place", army("red-blue"), "cell:0,3")
    assert step(state) == "low_roll"
    first = state.zones["row"][0]
    act(state, "take", first)
    assert command("triumph") in state.zones["row"] and len(state.zones["row"]) == 4
    assert step(state) == "low_roll"
    act(state, "decline")
    assert first in state.hand(0) and len(state.hand(0)) == 1


# ----- morale checks (10) --------------------------------------------------------------------


def morale(state, seat: int, strength: int) -> None:
    state.push("morale", seat=seat, strength=strength, by=0)
    state._decision = None
    state._run_automatic()


def test_morale_ward_passes_without_a_roll() -> None:
    """Our completion (10.1): "if they hold a Ward, discards one Ward: the check is passed (no
    roll)"."""
    state = build(phase="action", wards=[0, 2], dice=[(1, "black", "black:0,0", 3, None)])
    rng = state.data["rng"]
    morale(state, 1, 6)
    assert state.data["wards"][1] == 1 and state.data["rng"] == rng and dice(state, 1)


@pytest.mark.parametrize(("roll", "lost"), [(3, False), (6, False), (2, True), (1, True)])
def test_morale_roll_at_least_the_strength_passes(roll: int, lost: bool) -> None:
    """Our completion (10.2): "a result >= S passes; a result < S fails"; (10.3) on a failure
    "they remove one of their Legion dice of their choice (with its token)"."""
    state = build(
        phase="action",
        dice=[(1, "black", "black:0,0", 3, "archer"), (1, "red", "red:0,0", 3, None)],
    )
    rig_dice(state, roll)
    morale(state, 1, 3)
    assert ("black:0,0" not in dice(state, 1)) == lost
    assert "red:0,0" in dice(state, 1)


def test_morale_failure_choice_then_commander_then_a_card() -> None:
    """Our completion (10.3): a Legion die of their choice; "if they have no Legion die, one of
    their Commander dice of their choice; if they have no die either, they discard 1 card of
    their choice from their hand"."""
    state = build(
        phase="action",
        dice=[
            (1, "black", "black:0,0", 3, None),
            (1, "black", "black:0,1", 5, None),
            (1, "red", "red:0,0", 2, None),
        ],
        hands={1: [army("red"), command("triumph")]},
    )
    rig_dice(state, 1)
    morale(state, 1, 3)
    assert state.decision.seat == 1 and step(state) == "lose_die"
    assert len(state.legal_actions) == 2  # only the Legion dice
    act(state, "lose", dice(state, 1)["black:0,1"]["id"])
    state.data["dice"] = [d for d in state.data["dice"] if d["colour"] != "black"]
    rig_dice(state, 1)
    morale(state, 1, 3)  # the Commander die is the only one: removed without asking
    assert dice(state, 1) == {}
    rig_dice(state, 1)
    morale(state, 1, 3)
    assert state.decision.seat == 1 and step(state) == "discard"
    act(state, "discard", command("triumph"))
    assert state.zones["command_discard"][-1] == command("triumph")


# ----- banners and the end (13.1) ------------------------------------------------------------


def test_banner_only_for_the_first_legion_of_a_colour() -> None:
    """ "At the end of the Army phase, check to see if you finished a legion of any color for the
    first time. If you did, place the corresponding Color Banner near your battlefield." """
    state = build(
        hands={0: [army("green-blue")]},
        grids={0: {"0,1": army("red-green")}},
        banners={0: ["green"]},
    )
    rig_dice(state, 5)
    events = act(state, "place", army("green-blue"), "cell:0,2")
    assert state.data["banners"][0] == ["green"]
    assert not [e for e in events if e.kind == "banner"]
    assert len(state.data["legions"][0]) == 1  # the legion still counts for scoring


def test_fifth_banner_ends_the_game_after_the_round() -> None:
    """ "When a player places their 5th Color Banner, the end of the game is triggered." Our
    completion (13.1): "The current round is played to its end"; every player has had the same
    number of turns."""
    state = build(
        hands={0: [army("green-blue")], 1: [army("blue", 1)]},
        grids={0: {"0,1": army("red-green")}},
        banners={0: ["red", "blue", "yellow", "purple"]},
    )
    rig_dice(state, 5)
    act(state, "place", army("green-blue"), "cell:0,2")
    assert len(state.data["banners"][0]) == 5 and state.data["end_triggered"]
    act(state, "end")  # seat 0 ends its actions, draws
    while state.decision.seat == 0:
        act(state, state.legal_actions[0].kind, state.legal_actions[0].source)
    assert not state.is_over and state.data["active"] == 1  # the round goes on: seat 1 plays
    act(state, "place", army("blue", 1), "cell:0,1")
    act(state, "end")
    while not state.is_over:
        act(state, state.legal_actions[0].kind, state.legal_actions[0].source)
    assert state.data["round"] == 1 and state.data["turn"] == 2
    assert "5th Color Banner" in state.data["end_reason"]
    assert state.data["scores"]["winners"] == state.winners


def test_legion_ends_facing_the_border_never_complete() -> None:
    """Our completion (7.2): "An open end facing the grid border ... can never be completed"."""
    grid = {f"0,{c}": army("red", c - 1) for c in range(1, 5)}
    grid["0,0"] = "start-red"
    legion = G.walk(grid, 0, 4, "T")
    assert not legion.complete and legion.hi == 4
