"""Greedy beats random in at least 70% of 1,000 Bahamut Dispute games, seats alternated."""

from __future__ import annotations

import multiprocessing
import sys

import pytest

import tabletop.games as games
from tabletop.simulate import play_one

GAMES = 1000


def greedy_won(seed: int) -> bool:
    greedy_seat = seed % 2
    names = ["greedy", "random"] if greedy_seat == 0 else ["random", "greedy"]
    winners, _, _, _ = play_one(games.get("bahamut-dispute"), seed, 2, names)
    return greedy_seat in winners


@pytest.mark.slow
def test_greedy_beats_random_in_70_percent_of_1000_games() -> None:
    seeds = range(1, GAMES + 1)
    if sys.platform != "win32" and "fork" in multiprocessing.get_all_start_methods():
        with multiprocessing.get_context("fork").Pool(2) as pool:
            results = pool.map(greedy_won, seeds, chunksize=25)
    else:
        results = [greedy_won(seed) for seed in seeds]
    rate = sum(results) / GAMES
    assert rate >= 0.70, f"greedy won only {rate:.1%}"
