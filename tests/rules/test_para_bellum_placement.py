"""Para Bellum, Army phase placement (docs/rules/para-bellum.md 3, 7.1, 8.3 Special Units).

Each test quotes the rulebook sentence (or the doc's Our completion rule) it checks. Positions
are built with ``tabletop.games.para_bellum.scenario.build``; seat 0 is about to play.
"""

from __future__ import annotations

from helpers import act, illegal_reason

from tabletop.games.para_bellum import grid as G
from tabletop.games.para_bellum.data import ARMY
from tabletop.games.para_bellum.scenario import army, build, command
from tabletop.rules import Action


def cells(state, card: str) -> set[str]:
    return {a.target for a in state.legal_actions if a.kind == "place" and a.source == card}


def place(card: str, r: int, c: int) -> Action:
    return Action("place", card, f"cell:{r},{c}")


def test_starting_card_counts_as_an_army_card() -> None:
    """ "It must attach to another Army card on at least one side. Your starting card also
    counts as an Army card for this purpose." Red start: a red Column fits left and right of
    it, and above and below it (no colour rule there)."""
    card = army("red")
    state = build(hands={0: [card]})
    assert cells(state, card) == {"cell:0,-1", "cell:0,1", "cell:1,0", "cell:-1,0"}
    act(state, "place", card, "cell:0,1")
    assert state.data["grid"][0]["0,1"] == card
    assert card in state.zones["battlefield.0"] and card not in state.hand(0)


def test_only_the_row_below_and_two_rows_above() -> None:
    """ "You can only place Army cards in the row directly under your starting card, in the same
    row as your starting card, or in the 2 rows above your starting card. Therefore, your
    battlefield can have at most 4 rows." """
    card = army("red", 3)
    state = build(
        hands={0: [card]},
        grids={0: {"1,0": army("red", 0), "2,0": army("red", 1), "-1,0": army("red", 2)}},
    )
    assert cells(state, card) == {
        "cell:0,-1",
        "cell:0,1",
        "cell:1,-1",
        "cell:1,1",
        "cell:2,-1",
        "cell:2,1",
        "cell:-1,-1",
        "cell:-1,1",
    }
    reason = illegal_reason(state, place(card, 3, 0))
    assert "row below your starting card" in reason and "two rows above" in reason
    assert "row" in illegal_reason(state, place(card, -2, 0))


def test_at_most_four_cards_either_side_same_border_in_every_row() -> None:
    """ "Each row may only be 9 cards wide. (i.e. You may not have more than 4 cards on either
    side of your starting card.) All rows have the same maximum length, meaning the borders of
    all rows are the same column on either side." """
    row = {f"0,{c}": army("red", i) for i, c in enumerate((1, 2, 3, 4))}
    row["1,4"] = army("red-red")
    card = army("red", 4)
    state = build(hands={0: [card]}, grids={0: row})
    assert "cell:0,5" not in cells(state, card)
    assert "cell:1,5" not in cells(state, card)
    assert "more than 4 columns" in illegal_reason(state, place(card, 0, 5))
    assert "more than 4 columns" in illegal_reason(state, place(card, 1, 5))
    assert all(-4 <= G.parse_cell(t)[1] <= 4 for t in cells(state, card))


def test_touching_sides_must_match() -> None:
    """ "If it is put beside another Army card, the color of the legion on the two touching
    sides must match." Red start: a Blue-Red Outpost fits on its left (its red right side
    touches red), a Red-Blue Outpost does not."""
    good, bad = army("blue-red"), army("red-blue")
    state = build(hands={0: [good, bad]})
    assert "cell:0,-1" in cells(state, good)
    assert "cell:0,-1" not in cells(state, bad)
    reason = illegal_reason(state, place(bad, 0, -1))
    assert "Colours must match" in reason and "shows red" in reason and "blue" in reason
    # on the right of the start the left side must be red
    assert "cell:0,1" in cells(state, bad) and "cell:0,1" not in cells(state, good)


def test_both_sides_must_match_when_filling_a_gap() -> None:
    """Rule 7.1.3: with cards on both sides, both touching sides must match."""
    gap = {"0,1": army("red"), "0,3": army("blue")}
    fits, half = army("red-blue"), army("red-green")
    state = build(hands={0: [fits, half]}, grids={0: gap})
    assert "cell:0,2" in cells(state, fits)
    assert "cell:0,2" not in cells(state, half)
    assert "on the right shows blue" in illegal_reason(state, place(half, 0, 2))


def test_vertical_neighbours_need_no_match() -> None:
    """Our completion (4.1): "The top and bottom edges carry no colour: vertical neighbours
    never need to match." """
    card = army("purple-green")
    state = build(hands={0: [card]})
    assert {"cell:1,0", "cell:-1,0"} <= cells(state, card)


def test_must_attach_to_an_army_card() -> None:
    """ "It must attach to another Army card on at least one side." A diagonal or a detached
    cell is refused with a reason."""
    card = army("red")
    state = build(hands={0: [card]})
    assert "must attach" in illegal_reason(state, place(card, 1, 1))
    assert "must attach" in illegal_reason(state, place(card, 0, 3))
    assert "already holds a card" in illegal_reason(state, place(card, 0, 0))


def test_must_place_if_you_can() -> None:
    """ "In some rare cases, you will not be able to place an Army card, but if you can place an
    Army card, you must do so." The mandatory Army phase offers no way to skip it."""
    state = build(hands={0: [army("red"), command("triumph")]})
    assert {a.kind for a in state.legal_actions} == {"place"}
    for kind in ("skip", "end", "pass"):
        assert "must place an Army card" in illegal_reason(state, Action(kind))


def full_battlefield(free: tuple[int, int]) -> dict[str, str]:
    """Every cell but ``free`` (and the start) holds some Army card: a battlefield that only a
    card matching ``free``'s neighbours could still join."""
    cards = iter(sorted(ARMY, reverse=True))
    return {G.KEYS[cell]: next(cards) for cell in G.CELLS if cell not in (free, (0, 0))}


def test_no_placement_possible_skips_the_army_phase() -> None:
    """Our completion (7.1): the Army phase places "nothing otherwise; then the Action phase
    begins". The only free cell (2,4) has a left neighbour whose right side is not the left
    colour of the card in hand."""
    grid = full_battlefield((2, 4))
    grid["2,3"] = army("red-green")  # shows green on its right
    hand = army("blue", 4)
    for cell, card in list(grid.items()):
        if card == hand:
            grid[cell] = army("yellow-purple", 2)
    state = build(hands={0: [hand, command("triumph")]}, grids={0: grid})
    assert state.placements(0) == []
    assert state.data["stack"][-1]["step"] == "action"
    assert "place" not in {a.kind for a in state.legal_actions}
    assert "only in your Army phase" in illegal_reason(state, place(hand, 2, 4))


def test_army_phase_skipped_when_hand_has_no_army_card() -> None:
    """ "... you will not be able to place an Army card": no Army card in hand."""
    state = build(hands={0: [command("triumph")]})
    assert state.data["stack"][-1]["step"] == "action"
    assert state.decision.seat == 0 and "Action phase" in state.decision.prompt


def test_only_army_cards_are_placed() -> None:
    """Army phase: "Play an Army card from your hand"; a Command card or a card not in hand is
    refused with a reason."""
    state = build(hands={0: [army("red"), command("archers")]})
    assert "Only Army cards" in illegal_reason(state, place(command("archers"), 1, 0))
    assert "not in your hand" in illegal_reason(state, place(army("blue"), 0, 1))
    assert "Drop the card on a cell" in illegal_reason(
        state, Action("place", army("red"), "hand.0")
    )


# ----- Special Units (8.3, Deploy) -----------------------------------------------------------


def deploy_cells(state, card: str) -> set[str]:
    return {a.target for a in state.legal_actions if a.kind == "deploy" and a.source == card}


def test_special_unit_stands_on_an_army_card_with_free_long_sides() -> None:
    """ "'Special Unit' cards go to the battlefield and are played above an Army card. The top
    and bottom of your Special Unit card may touch the top or bottom of an Army card already in
    your battlefield, but their long sides may not touch Army cards." Our completion: the cell
    below holds an Army card, both side cells are empty."""
    su = command("archers")
    state = build(
        hands={0: [su]},
        grids={0: {"0,1": army("red"), "1,1": army("blue"), "0,-1": army("red", 1)}},
        phase="action",
    )
    # (1,0) is beside the card at (1,1); (2,1) stands on (1,1), (1,-1) on (0,-1)
    assert deploy_cells(state, su) == {"cell:2,1", "cell:1,-1"}
    assert "long sides" in illegal_reason(state, Action("deploy", su, "cell:1,0"))
    assert "stand on top of an Army card" in illegal_reason(
        state, Action("deploy", su, "cell:-1,0")
    )
    assert "stand on top of an Army card" in illegal_reason(state, Action("deploy", su, "cell:2,0"))
    act(state, "deploy", su, "cell:1,-1")
    assert state.data["grid"][0]["1,-1"] == su and su in state.zones["battlefield.0"]


def test_special_unit_never_in_the_bottom_row() -> None:
    """Our completion (16.5): "they can never be placed in row -1" (nothing is below it)."""
    su = command("archers")
    state = build(hands={0: [su]}, grids={0: {"-1,0": army("red")}}, phase="action")
    assert all(G.parse_cell(t)[0] >= 0 for t in deploy_cells(state, su))


def test_no_army_card_beside_a_special_unit() -> None:
    """ "If a Command card does not have part of a square on its side, then no Army card may be
    played next to it." """
    card = army("red")
    state = build(hands={0: [card]}, grids={0: {"1,0": command("archers")}})
    assert "cell:1,1" not in cells(state, card) and "cell:1,-1" not in cells(state, card)
    assert "Special Unit's long side" in illegal_reason(state, place(card, 1, 1))
    assert "Special Unit's long side" in illegal_reason(state, place(card, 1, -1))


def test_army_card_above_a_special_unit_if_it_touches_another_army_card() -> None:
    """Our completion (8.3): "An Army card may later be placed directly above it, at (r+1, c),
    if it also touches another Army card (rule 7.1.2)." and "Red squares touching a Special
    Unit never hold a die"."""
    card = army("purple-blue")
    alone = build(hands={0: [card]}, grids={0: {"1,0": command("archers")}})
    assert "cell:2,0" not in cells(alone, card)  # it would touch only the Special Unit
    assert "must attach" in illegal_reason(alone, place(card, 2, 0))
    state = build(hands={0: [card]}, grids={0: {"1,0": command("archers"), "2,1": army("blue")}})
    assert "cell:2,0" in cells(state, card)
    act(state, "place", card, "cell:2,0")
    assert state.data["grid"][0]["2,0"] == card
    assert not [d for d in state.data["dice"] if d["square"] == "red:1,0"]


def test_no_die_on_the_red_square_created_by_a_special_unit() -> None:
    """ "No die is placed on the red square that is created from this placement." """
    su = command("praetorian-guard")
    state = build(hands={0: [su]}, phase="action")
    act(state, "deploy", su, "cell:1,0")
    assert [d for d in state.data["dice"] if d["colour"] != "blue"] == []


def test_special_unit_end_is_open_forever() -> None:
    """Our completion (7.2): "An open end facing the grid border or a Special Unit can never be
    closed: that legion can never be completed." """
    grid = {"0,0": "start-red", "0,1": army("red"), "0,2": command("archers")}
    legion = G.walk(grid, 0, 1, "T")
    assert not legion.complete and legion.lo == 0 and legion.hi == 1
