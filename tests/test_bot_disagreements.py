"""benchmarks/bot_disagreements.py judges two choices on the same deals and dice, and its table
adds up the games it recorded."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from helpers import BENCHMARKS, run_benchmark

import tabletop.ai as ai
import tabletop.games as games


def run(*args: str) -> str:
    return run_benchmark("bot_disagreements.py", *args)


def test_an_action_judged_against_itself_scores_the_same_in_every_playout():
    """Paired playouts: the same deal, chance and judges on both sides, so the only thing
    that can differ between the two lists is the action."""
    sys.path.insert(0, str(BENCHMARKS))  # the script is imported too
    from bot_disagreements import judge

    game = games.get("bahamut-dispute")
    state = game.setup(3, 2)
    bot = ai.get("greedy", 1, game=game)
    for _ in range(6):
        state.apply(bot.choose(state.view(state.decision.seat)))
    view = state.view(state.decision.seat)
    first = state.decision.actions[0]
    same = judge(game, view, first, first, 6, "greedy", 11)
    assert len(same[0]) == 6 and same[0] == same[1]
    assert all(r in (0.0, 0.5, 1.0) for r in same[0])


def test_the_table_counts_what_the_records_hold(tmp_path: Path):
    record = tmp_path / "d.jsonl"
    common = ["--game", "bahamut-dispute", "--levels", "greedy,random", "--rollouts", "2"]
    printed = run(*common, "--games", "3", "--record", str(record))
    records = [json.loads(line) for line in record.read_text().splitlines()]
    assert [r["seed"] for r in sorted(records, key=lambda r: r["seed"])] == [1, 2, 3]
    assert {r["seat"] for r in records} == {0, 1}
    differ = [item for r in records for item in r["differ"]]
    assert differ, "greedy and random never disagreed in three games"
    assert all(len(item["a"]) == len(item["b"]) == 2 for item in differ)
    assert all(item["a_action"] != item["b_action"] for item in differ)
    choices = sum(n for r in records for n in r["choices"].values())
    row = next(line for line in printed.splitlines() if line.startswith("(all)"))
    assert row.split()[1:3] == [str(choices), str(len(differ))]
    assert run("--summary", str(record)) == printed


def test_the_table_is_a_minus_b_with_its_standard_error_and_counts_a_game_once():
    """Hand-made records: A's two judged choices gain +1/2 and +1/4 over B's (mean +0.375,
    standard error 0.125); a pair of copies of one card is no disagreement; the same game
    recorded twice counts once."""
    sys.path.insert(0, str(BENCHMARKS))  # the script is imported too
    from bot_disagreements import summarise

    def item(kind: str, a: list[float], b: list[float], same: bool = False) -> dict:
        return {"kind": kind, "a_action": "x", "b_action": "x" if same else "y", "a": a, "b": b}

    game = {"game": "g", "players": 2, "a": "hard", "b": "greedy", "judge": "greedy"}
    records = [
        {
            **game,
            "seed": 1,
            "seat": 0,
            "rollouts": 2,
            "score": 1.0,
            "choices": {"place": 3},
            "differ": [item("place", [1.0, 1.0], [0.0, 1.0]), item("place", [0, 0], [1, 1], True)],
        },
        {
            **game,
            "seed": 2,
            "seat": 1,
            "rollouts": 2,
            "score": 0.0,
            "choices": {"place": 2},
            "differ": [item("place", [0.5, 0.5], [0.0, 0.5])],
        },
    ]
    table = summarise([*records, records[1]]).splitlines()
    assert "(2 games; A won 1)" in table[0]
    row = next(line for line in table if line.startswith("place")).split()
    assert row == ["place", "5", "2", "+0.375", "0.125"]
