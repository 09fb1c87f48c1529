"""Para Bellum's battlefields zoom to their occupied part plus the cells that can be played:
larger cells and dice than the whole 4x9 grid in the same zone, steady while a card is in
the air, and a drag still lands in the cell under the mouse."""

from __future__ import annotations

import itertools

import pygame
import pytest

from tabletop.games.para_bellum import grid as G
from tabletop.games.para_bellum import scenario as S
from tabletop.ui.games.para_bellum import zoom
from tabletop.ui.games.para_bellum.grid import GridGeometry
from tests.ui import para_bellum_table
from tests.ui.para_bellum_table import SIZES, army_scenario, cell_center, hand_point
from tests.ui.table_helpers import (
    data_dir,  # noqa: F401 (an autouse fixture)
)

make = para_bellum_table.make  # the fixture


def late_state(players: int, round_: int):
    """A game played by greedy bots to ``round_``, then to seat 0's Army phase: the first of
    a few seeded games that is still running there (how long a game lasts is the bots' to say)."""
    from tabletop import ai, games

    for seed in range(3, 13):
        state = games.get("para-bellum").setup(seed, players)
        bots = [ai.get("greedy", 10 * seed + i) for i in range(players)]
        while not state.is_over and (
            state.data["round"] < round_
            or state.decision.seat != 0
            or state.data["stack"][-1].get("step") != "place"
        ):
            state.apply(bots[state.decision.seat].choose(state.view(state.decision.seat)))
        if not state.is_over:
            return state
    raise AssertionError(f"no seeded {players}-player game reached round {round_}")


def test_the_window_holds_the_cards_their_neighbours_and_the_legal_cells():
    rows, cols = zoom.window({"0,0": "start-red"})
    assert (rows, cols) == ((1, 0, -1), (-1, 0, 1))
    rows, cols = zoom.window({"0,0": "a", "0,1": "b", "-1,1": "c"}, legal=[(2, 4)])
    assert rows == (2, 1, 0, -1) and cols == (-1, 0, 1, 2, 3, 4)
    rows, cols = zoom.window({"0,0": "a", "0,-4": "b"})  # the grid's edge: nothing beyond it
    assert cols[0] == -4 and cols[-1] == 1


@pytest.mark.parametrize("players, round_, size", list(itertools.product([2, 3, 4], [1, 8], SIZES)))
def test_battlefields_show_their_cards_and_legal_cells_larger_than_the_whole_grid(
    make, players, round_, size
):
    state = late_state(players, round_)
    app, d = make(state, size=size)
    ext = d.scene.ext
    legal = {G.parse_cell(a.target) for a in state.decision.actions if a.kind == "place"}
    assert legal - {None}
    for seat in range(players):
        lzone = d.scene.lz(f"battlefield.{seat}")
        geo = ext.geo[lzone]
        area = d.scene.card_area(lzone)
        whole = GridGeometry.fit(area, geo.gap)
        assert area.contains(geo.bounds)
        cells = [G.parse_cell(k) for k in state.data["grid"][seat]]
        if seat == 0:
            cells += [c for c in legal if c is not None]
        for cell in cells:
            assert geo.shows(*cell)
            assert geo.bounds.contains(geo.cell_rect(*cell))
        assert geo.ch >= whole.ch and geo.cw >= whole.cw
        if len(geo.cols) < 9 and len(geo.rows) < 4:
            assert geo.ch > whole.ch  # zoomed in: larger than the whole grid
        if seat == 0 and size == (1280, 720):
            assert geo.die >= 24  # dice readable at 720p
            for die in state.data["dice"]:
                if die["seat"] == 0:
                    assert ext.die_rect(die).w >= 20  # the General a little smaller


def test_the_window_stays_put_while_a_card_is_dragged_and_the_drop_lands_where_aimed(make):
    state = army_scenario()
    app, d = make(state)
    ext = d.scene.ext
    first = ext.geo["battlefield.0"]
    whole = GridGeometry.fit(d.scene.card_area("battlefield.0"), first.gap)
    assert first.cw > whole.cw and first.cols == (-1, 0, 1)
    card = S.army("red-blue")
    target = cell_center(d, 0, -1)
    d.drag(hand_point(d, card), target, release=False)
    assert ext.geo["battlefield.0"] is first  # nothing moves under the card in the air
    d.post(pygame.MOUSEBUTTONUP, pos=target, button=1)
    d.frames(1)
    d.settle()
    assert state.data["grid"][0]["0,-1"] == card
    assert ext.geo["battlefield.0"].shows(0, -2)  # the window grew to the card's free side


def test_a_drop_lands_in_the_cell_under_the_mouse_in_a_wider_window(make):
    red = S.army("red")
    state = army_scenario(
        grids={0: {"0,-1": S.army("red-blue"), "1,0": S.army("blue")}},
        hands={0: [red], 1: [S.army("green")]},
    )
    app, d = make(state)
    geo = d.scene.ext.geo["battlefield.0"]
    assert geo.rows == (2, 1, 0, -1) and geo.cols == (-2, -1, 0, 1)
    assert "cell:0,-2" in {a.target for a in state.decision.actions if a.source == red}
    d.drag(hand_point(d, red), geo.cell_rect(0, -2).center)
    d.settle()
    assert state.data["grid"][0]["0,-2"] == red
