"""Para Bellum's evaluation (the greedy bot's and the search's leaves) values an Army card in
hand that can finish a legion next turn."""

from __future__ import annotations

import pytest

from tabletop.games.para_bellum import grid as G
from tabletop.games.para_bellum import scoring
from tabletop.games.para_bellum.scenario import army, build

# Red starting Column at (0,0), a Red-Blue Outpost at (0,1): the red legion runs from the
# Outpost's cap leftwards through the starting card and is open at (0,-1).
HALF_RED = {"0,1": army("red-blue")}


def test_open_legions_name_the_card_that_closes_them() -> None:
    """A legion capped at one end is closed by a Camp/Outpost whose facing half has its
    colour; a legion open at both ends names no closer."""
    grid = {"0,0": "start-red", **HALF_RED}
    found = {(colour, cards, caps, closer) for colour, cards, caps, closer in G.open_legions(grid)}
    assert ("red", 2, 1, "right:red") in found  # a card whose right half is red, at (0,-1)
    assert ("blue", 1, 1, "left:blue") in found  # a card whose left half is blue, at (0,2)
    assert G.open_legions({"0,0": "start-red"}) == (("red", 1, 0, None),)
    assert G.closes(G.EDGES[army("green-red")]) == {"left:green", "right:red"}
    assert G.closes(G.EDGES[army("red")]) == frozenset()


@pytest.mark.parametrize(
    ("card", "finishes"),
    [("green-red", True), ("red-green", False), ("red", False), ("blue-yellow", True)],
)
def test_a_closer_in_hand_adds_a_share_of_the_legion_it_would_finish(
    card: str, finishes: bool
) -> None:
    """Green-Red closes the red legion at (0,-1); Blue-Yellow closes the blue one at (0,2);
    Red-Green and a Red Column close neither. The bonus is W_READY of what finishing is worth:
    the legion's VP with one card more, its dice, and the banner if the colour has none."""
    filler = army("yellow-purple")  # closes nothing on this battlefield
    with_card = build(grids={0: HALF_RED}, hands={0: [army(card)]})
    without = build(grids={0: HALF_RED}, hands={0: [filler]})
    gain = scoring.evaluate_all(with_card.data)[0] - scoring.evaluate_all(without.data)[0]
    cards = 2 if card != "blue-yellow" else 1
    worth = scoring.LEGION_VP.get(cards + 1, 0) + cards + scoring.BANNER
    assert gain == pytest.approx(scoring.W_READY * worth if finishes else 0.0)


def test_the_bonus_is_counted_once_per_legion() -> None:
    """Two closers of the same legion finish it once."""
    one = build(grids={0: HALF_RED}, hands={0: [army("green-red"), army("yellow-purple")]})
    two = build(grids={0: HALF_RED}, hands={0: [army("green-red"), army("purple-red")]})
    assert scoring.evaluate_all(one.data)[0] == pytest.approx(scoring.evaluate_all(two.data)[0])


def test_a_command_card_in_hand_counts_a_share_of_its_vp() -> None:
    """A Permanent worth VP once deployed is worth a little more in hand than an Order."""
    from tabletop.games.para_bellum.data import COMMAND

    order = next(c for c, card in COMMAND.items() if not card.get("vp"))
    permanent = max(COMMAND, key=lambda c: COMMAND[c].get("vp", 0))
    hold = [army("yellow-purple")]
    low = build(hands={0: [*hold, order]})
    high = build(hands={0: [*hold, permanent]})
    gain = scoring.evaluate_all(high.data)[0] - scoring.evaluate_all(low.data)[0]
    assert COMMAND[permanent]["vp"] > 0
    assert gain == pytest.approx(scoring.W_HAND_VP * COMMAND[permanent]["vp"])
