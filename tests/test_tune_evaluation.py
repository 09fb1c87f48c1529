"""benchmarks/tune_evaluation.py: its steps are reproducible and resumable, and a set of weights
played against the module's own weights scores exactly one half."""

from __future__ import annotations

import importlib.util
import json
import math
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import BENCHMARKS, run_benchmark

import tabletop.games as games
import tabletop.games.para_bellum.scoring as scoring

WEIGHTS = (
    "W_PIP W_GENERAL W_TOKEN W_WARD W_ARMY_CARD W_COMMAND_CARD W_OPEN W_EXTRA_ACTION W_READY "
    "W_HAND_VP"
).split()


def tune(*args: str) -> str:
    return run_benchmark("tune_evaluation.py", *args)


def steps(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_a_resumed_log_is_the_log_of_one_run(tmp_path: Path):
    whole, resumed = tmp_path / "whole.jsonl", tmp_path / "resumed.jsonl"
    tune("--steps", "2", "--seeds", "1", "--log", str(whole))
    tune("--steps", "1", "--seeds", "1", "--log", str(resumed))
    tune("--steps", "2", "--seeds", "1", "--log", str(resumed))
    assert steps(whole) == steps(resumed)
    first, second = steps(whole)
    # one seed, two games: the lead is -1/2, 0 or +1/2, and every weight moved by as much
    assert first["lead"] in (-0.5, 0.0, 0.5)
    moved = {abs(t) for t in first["theta"].values()}
    assert len(moved) == 1 and moved != {0.0} or first["lead"] == 0.0
    assert sorted(first["theta"]) == sorted(WEIGHTS) and first["step"] == 0 and second["step"] == 1


@pytest.mark.parametrize("bot", ["greedy", "hard:10"])
def test_the_modules_weights_against_themselves_score_one_half(tmp_path: Path, bot: str):
    """Each seed is played from both seats; with the same weights both bots play alike, so
    whoever wins one game of a pair loses the other."""
    log = tmp_path / "zero.jsonl"
    theta = dict.fromkeys(WEIGHTS, 0.0)
    log.write_text(json.dumps({"step": 0, "lead": 0.0, "theta": theta}) + "\n")
    out = tune("--bot", bot, "--match", str(log), "--from-step", "0", "--games", "3")
    assert "6 games: 50.0% +- " in out


def test_a_bot_it_cannot_build_is_a_clear_message():
    done = subprocess.run(
        [sys.executable, str(BENCHMARKS / "tune_evaluation.py"), "--bot", "hard", "--steps", "1"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode != 0 and "greedy or LEVEL:ITERATIONS" in done.stderr


def test_weights_hold_only_while_their_bot_evaluates(monkeypatch):
    """A bot's weights change what the evaluation says, and the module's own are back after,
    so that two bots with different weights can share one process."""
    spec = importlib.util.spec_from_file_location(
        "tune_evaluation", BENCHMARKS / "tune_evaluation.py"
    )
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    game = games.get("para-bellum")
    state = game.setup(3, 2)
    before = scoring.W_ARMY_CARD
    doubled = tool.scaled("para-bellum", {"W_ARMY_CARD": math.log(2)})
    assert doubled["W_ARMY_CARD"] == pytest.approx(2 * before)
    weighted = tool.Weighted("para-bellum", doubled)

    def army(seat: int) -> int:
        return sum(1 for card in state.data["zones"][f"hand.{seat}"] if card.startswith("army-"))

    while army(0) == army(1):  # the margin moves only if the hands differ in Army cards
        state.apply(state.legal_actions[0])
    with monkeypatch.context() as patched:
        patched.setattr(scoring, "W_ARMY_CARD", 2 * before)
        expected = game.evaluate(state, 0)
    assert weighted.evaluate(state, 0) == expected != game.evaluate(state, 0)
    assert scoring.W_ARMY_CARD == before
