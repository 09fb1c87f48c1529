"""benchmarks/bot_ladder.py records each game as it ends, and its summary adds record files up
(a 400-game row can be played over several runs) without counting a game twice."""

from __future__ import annotations

import json
from pathlib import Path

from helpers import run_benchmark

import tabletop.games as games


def ladder(*args: str) -> str:
    return run_benchmark("bot_ladder.py", *args)


def test_records_of_two_runs_add_up_and_a_game_counts_once(tmp_path: Path):
    first, second = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    common = ["--game", "bahamut-dispute", "--levels", "random,greedy", "--games", "4"]
    table = ladder(*common, "--seed", "1", "--record", str(first))
    assert "greedy vs random" in table
    ladder(*common, "--seed", "5", "--record", str(second))
    records = [json.loads(line) for line in first.read_text().splitlines()]
    assert len(records) == 4
    assert sorted(r["seed"] for r in records) == [1, 2, 3, 4]
    assert {r["a"] for r in records} == {"greedy"} and {r["seat"] for r in records} == {0, 1}
    assert all(r["score"] in (0.0, 0.5, 1.0) for r in records)
    version = games.get("bahamut-dispute").rules_version
    assert all(r["rules_version"] == version and r["jobs"] == 1 for r in records)
    # a killed run leaves half a line: it is skipped, the next run's games still count, and the
    # first file given twice counts once
    with second.open("a") as out:
        out.write('{"game": "bahamut-dispute", "players"')
    ladder(*common, "--seed", "9", "--record", str(second))
    summary = ladder("--summary", str(first), str(second), str(first))
    row = next(line for line in summary.splitlines() if "greedy vs random" in line)
    assert row.split()[-1] == "12"


def test_a_two_player_pair_recorded_either_way_round_is_one_row(tmp_path: Path):
    """Older record files put the weaker level first; a 2-player game is the same game read
    from the other side, so the summary turns it round and counts it with the others."""
    game = "bahamut-dispute"
    version = games.get(game).rules_version
    base = {"game": game, "players": 2, "rules_version": version, "jobs": 1, "times": {}}
    lines = [
        {**base, "seed": 1, "seat": 0, "a": "greedy", "b": "random", "score": 1.0},
        {**base, "seed": 2, "seat": 1, "a": "greedy", "b": "random", "score": 1.0},
        {**base, "seed": 3, "seat": 0, "a": "random", "b": "greedy", "score": 1.0},  # random won
        {**base, "seed": 4, "seat": 1, "a": "random", "b": "greedy", "score": 0.0},
    ]
    path = tmp_path / "mixed.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    summary = ladder("--summary", str(path))
    rows = [line.split() for line in summary.splitlines() if " vs " in line and "A" not in line]
    assert rows == [["greedy", "vs", "random", "75.0%", "[30.1%,", "95.4%]", "4"]]


def test_allies_seat_a_with_a_partner_of_its_own_level_in_a_row_of_its_own(tmp_path: Path):
    """4-player Para Bellum is two alliances: ``--allies`` gives A's seat a partner of A's level
    (a like-for-like match of two levels), recorded and summed apart from the games where A's
    partner is B's level."""
    path = tmp_path / "allies.jsonl"
    common = ["--game", "para-bellum", "--players", "4", "--levels", "random,greedy"]
    table = ladder(*common, "--games", "2", "--allies", "--record", str(path))
    assert "greedy+ally vs random" in table
    records = [json.loads(line) for line in path.read_text().splitlines()]
    assert [(r["seat"], r["a"], r["b"], r.get("allies")) for r in records] == [
        (0, "greedy", "random", True),
        (1, "greedy", "random", True),
    ]
    ladder(*common, "--games", "2", "--record", str(path))  # the same seeds, a random partner
    rows = [line.split() for line in ladder("--summary", str(path)).splitlines() if " vs " in line]
    named = {row[0]: row[-1] for row in rows if row[0] != "A"}
    assert named == {"greedy": "2", "greedy+ally": "2"}
