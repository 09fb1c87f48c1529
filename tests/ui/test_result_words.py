"""The game-over headline reads the outcome's kind: a cooperative defeat is not a draw."""

from __future__ import annotations

from dataclasses import replace

import example_game

from tabletop.ui.gameover import result_words
from tabletop.ui.scene import Seat

COOP = replace(example_game.GAME, style="cooperative")
HUMANS = [Seat("human"), Seat("human")]


def test_every_seat_lost_is_a_defeat_with_its_reason() -> None:
    state = COOP.setup(1, 2)
    state.finish([], "The Hush took the city.")
    assert result_words(state, HUMANS) == ("You lose", "The Hush took the city.")
    assert result_words(state, [Seat("bot"), Seat("bot")])[0] == "Defeat"


def test_a_team_that_wins_together() -> None:
    state = COOP.setup(1, 2)
    state.finish([0, 1], "The city holds.")
    assert result_words(state, HUMANS)[0] == "You win together!"


def test_a_competitive_draw_stays_a_draw() -> None:
    state = example_game.GAME.setup(1, 2)
    state.finish([], "Tied on life.")
    assert result_words(state, HUMANS) == ("A draw", "Nobody wins this one.")


def test_the_status_line_of_a_finished_game_reads_the_outcome() -> None:
    from tabletop.ui.controller import Controller, DisplayModel

    names = ["Ann", "Bo"]
    for game, winners, words in (
        (COOP, [], "Everyone lost."),
        (example_game.GAME, [], "The game is a draw."),
        (example_game.GAME, [1], "Bo won!"),
        (COOP, [0, 1], "Ann and Bo won!"),
    ):
        state = game.setup(1, 2)
        state.finish(winners, "Over.")
        display = DisplayModel.from_view(state.view(0))
        assert Controller(game).status(display, names) == words


def test_the_result_line_names_seats_as_the_table_does() -> None:
    """A Bellum seat is its city on the table and in the chart's legend, so the result line
    says "Sparta (Hard bot) wins.", not "Player 2 (hard bot)"."""
    import tabletop.games as games

    state = games.get("bellum").setup(3, 2)
    city = state.seat_name(1)
    assert city != "Player 2"
    state.finish([1], "Four districts plundered.")
    headline, line = result_words(state, [Seat("human"), Seat("bot", "hard")])
    assert (headline, line) == ("You lose", f"{city} (Hard bot) wins.")
    _, line = result_words(state, [Seat("human"), Seat("bot", "greedy:3")])
    assert line == f"{city} (greedy level 3 bot) wins."
    assert result_words(state, [Seat("human"), Seat("human")])[0] == f"{city} wins!"


def test_the_facts_line_counts_rounds_where_the_game_keeps_them() -> None:
    """Para Bellum's chart counts rounds, so its facts line does too; other games count turns."""
    from tabletop.ui.gameover import length_words

    assert length_words({"round": 7, "turn": 25}) == ["7 rounds"]
    assert length_words({"round": 1}) == ["1 round"]
    assert length_words({"turn": 24}) == ["24 turns"]
    assert length_words({"turn": True}) == [] == length_words({})


def test_a_campaigns_facts_line_counts_its_scenarios_and_all_their_rounds() -> None:
    """A Bellwake campaign plays three scenarios, each counting its rounds from 1: its facts
    line says "3 scenarios" and the rounds of all three, not the last scenario's alone."""
    import random

    import tabletop.games
    from tabletop.ui.gameover import length_words

    state = tabletop.games.get("bellwake").setup(5, 2)
    rng = random.Random(1)
    highest: dict[int, int] = {}  # scenario index -> the highest round seen in it
    while state.decision is not None:
        index = state.data["campaign"]["index"]
        highest[index] = max(highest.get(index, 0), state.data["round"])
        actions = state.decision.actions
        state.apply(actions[rng.randrange(len(actions))])
    assert len(highest) == 3 and state.data["round"] < sum(highest.values())
    assert length_words(state.data) == ["3 scenarios", f"{sum(highest.values())} rounds"]
    one = tabletop.games.get("bellwake").setup(5, 2, scenario="lower-stair")
    assert length_words(one.data) == ["1 round"]  # one scenario alone: its rounds, as before
