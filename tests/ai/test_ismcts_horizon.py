"""How far the search's tree reaches: to the end of the root's turn in a game that asks for it
(``Game.plan_one_turn``), else on through the turns that follow."""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tabletop.ai.ismcts import IsmctsBot
from tabletop.ai.ismcts_tree import Node
from tabletop.rules import Game

sys.path.insert(0, str(Path(__file__).resolve().parent))
import ai_toy_game  # noqa: E402

WHOLE = ai_toy_game.GAME
ONE_TURN = dataclasses.replace(WHOLE, plan_one_turn=True)


def plays_on_paths(node: Node, plays: int = 0) -> Iterator[int]:
    """For every path down the tree, how many of its nodes play a card (start a turn)."""
    if not node.children:
        yield plays
    for (_seat, action), child in node.children.items():
        yield from plays_on_paths(child, plays + (action.kind == "play"))


def searched(game: Game, seed: int, **setting) -> Node:
    state = game.setup(seed, 2)
    view = state.view(state.decision.seat)
    bot = IsmctsBot(
        seed, "hard", game=game, iterations=400, seconds=None, stop_early=False, **setting
    )
    assert bot.choose(view) in state.decision.actions
    assert bot.stats.tree is not None and bot.stats.iterations == 400
    return bot.stats.tree


@pytest.mark.parametrize("seed", range(3))
def test_a_game_that_plans_one_turn_gets_a_tree_that_ends_with_the_turn(seed: int) -> None:
    """In the toy game a turn is one card played (and the next seat's block of it): planning
    one turn, no path holds a second card played; the whole tree plans later turns."""
    assert max(plays_on_paths(searched(ONE_TURN, seed))) == 1
    assert max(plays_on_paths(searched(WHOLE, seed))) >= 3


def test_a_level_may_say_how_far_it_plans_whatever_the_game_asks() -> None:
    assert max(plays_on_paths(searched(WHOLE, 1, this_turn=True))) == 1
    assert max(plays_on_paths(searched(ONE_TURN, 1, this_turn=False))) >= 3
