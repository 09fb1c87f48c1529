"""Para Bellum's battlefield geometry (docs/rules/para-bellum.md 3, 7.2) on bare grids: squares,
"diagonally above", legions and their ends, checked against the walk of every segment."""

from __future__ import annotations

import random

from tabletop.games.para_bellum import GAME
from tabletop.games.para_bellum import grid as G
from tabletop.games.para_bellum.data import EDGES
from tabletop.games.para_bellum.scenario import army


def test_square_ids_and_doubled_coordinates() -> None:
    """Our completion (3.2): "black:r,c (the row and the column of the left card)", "red:r,c
    (the row and column of the lower card)"; parse_cell reads ``cell:r,c``."""
    assert G.black_id(0, -1) == "black:0,-1" and G.red_id(1, 2) == "red:1,2"
    assert G.square_cell("black:-1,3") == (-1, 3)
    assert G.parse_cell("cell:2,-4") == (2, -4) and G.parse_cell("cell:7,7") == (7, 7)
    assert G.parse_cell("hand.0") is None and G.parse_cell(None) is None


def test_diagonally_above() -> None:
    """Our completion (3.3): "The two black squares diagonally above it are black:r+1,c-1 and
    black:r+1,c"."""
    assert G.diagonal_above("red:0,0") == ("black:1,-1", "black:1,0")
    assert G.diagonal_above("red:-1,4") == ("black:0,3", "black:0,4")


def test_camp_caps_both_halves() -> None:
    """Our completion (4.1): a Camp/Outpost has "two segments ... a cap at the centre"; a
    Column's segment "runs edge to edge"."""
    grid = {"0,0": "start-red", "0,1": army("red-red")}
    left, right = G.legions_through(grid, 0, 1)
    assert (left.lo, left.hi, left.complete, left.right_cap) == (0, 1, False, True)
    assert (right.lo, right.hi, right.complete, right.left_cap) == (1, 1, False, True)
    grid["0,-1"] = army("blue-red")
    (done,) = G.completed_by(grid, 0, -1)[:1]
    assert (done.colour, done.lo, done.hi, done.cards) == ("red", -1, 1, 3)
    assert done.black_squares() == ["black:0,-1", "black:0,0"]


def battlefields(count: int) -> list[dict[str, str]]:
    """Battlefields of seeded random games."""
    out = []
    for seed in range(count):
        state = GAME.setup(seed, 2)
        rng = random.Random(seed)
        for _ in range(150):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions))
        out.extend(state.data["grid"])
    return out


def test_all_legions_is_the_set_of_walks_of_every_segment() -> None:
    """Our completion (7.2): "Every side contact belongs to exactly one legion"; a legion is a
    maximal chain of joined segments, the same from whichever of its segments it is walked."""
    for grid in battlefields(12):
        walks = set()
        for key, card in grid.items():
            if card in EDGES:
                r, c = G.PARSE[key]
                for seg in G.segments(EDGES[card]):
                    walks.add(G.walk(grid, r, c, seg))
        listed = G.all_legions(grid)
        assert len(listed) == len(set(listed)) and set(listed) == walks
        contacts = [sq for leg in listed for sq in leg.black_squares()]
        expected = [
            G.black_id(r, c)
            for r, c in (G.PARSE[k] for k in grid)
            if G.army_at(grid, r, c) and G.army_at(grid, r, c + 1)
        ]
        assert sorted(contacts) == sorted(expected)


def test_frontier_matches_placement_problem() -> None:
    """Rule 7.1: the cells offered for a card are exactly those ``placement_problem`` accepts."""
    cards = [army(p) for p in ("red", "blue-green", "yellow-yellow", "purple-red")]
    for grid in battlefields(6):
        for card in cards:
            edges = EDGES[card]
            legal = set(G.legal_cells(grid, edges))
            for r in range(-2, 4):
                for c in range(-5, 6):
                    ok = G.placement_problem(grid, edges, r, c) is None
                    assert ok == ((r, c) in legal), (grid, card, r, c)


def test_the_frontier_does_not_depend_on_the_order_cards_were_placed() -> None:
    """The legal placements come from a cache shared by every game in a process: two games
    with the same battlefield, built in a different order, must offer the same actions in the
    same order (or a seed's game would depend on the games played before it)."""
    cards = {"0,0": "start-blue", "0,-1": army("red-blue"), "0,1": army("blue-green")}
    forward = dict(cards)
    backward = {k: cards[k] for k in reversed(list(cards))}
    assert list(forward.items()) != list(backward.items())
    assert G.frontier(forward) == G.frontier(backward)
    assert G.frontier_cached(backward) == G.frontier(forward)
