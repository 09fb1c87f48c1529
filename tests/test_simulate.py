"""``tabletop simulate``: its JSON, its reproducibility, its errors and its resilience."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import tabletop.games as games
import tabletop.simulate as simulate
from tabletop.cli import build_parser
from tabletop.games.bahamut_dispute.rules import BahamutState
from tabletop.rules import State

ROOT = Path(__file__).resolve().parent.parent
KEYS = {
    "game",
    "games",
    "players",
    "bots",
    "wins",
    "draws",
    "errors",
    "turns_mean",
    "actions",
    "seconds",
}

sys.path.insert(0, str(ROOT / "tests" / "ai"))


class Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def run(*argv: str, err: io.StringIO | None = None) -> tuple[int, str, str]:
    out, err = io.StringIO(), err if err is not None else io.StringIO()
    code = simulate.run(build_parser().parse_args(["simulate", *argv]), out, err)
    return code, out.getvalue(), err.getvalue()


def results(text: str) -> dict:
    data = json.loads(text)
    data.pop("seconds")
    return data


def test_json_output_is_one_object_with_exactly_the_keys() -> None:
    code, out, err = run(
        "bahamut-dispute", "--games", "30", "--seed", "5", "--bots", "greedy,random", "--json"
    )
    assert code == 0 and err == ""
    assert out.count("\n") == 1
    data = json.loads(out)
    assert set(data) == KEYS
    assert data["game"] == "bahamut-dispute" and data["games"] == 30 and data["players"] == 2
    assert data["bots"] == ["greedy", "random"]
    assert sum(data["wins"]) + data["draws"] == 30 and data["errors"] == 0
    assert data["wins"][0] > data["wins"][1]  # greedy sits in seat 0
    assert data["actions"] > 30 * 10 and data["turns_mean"] > 1 and data["seconds"] >= 0


def test_the_same_command_gives_the_same_results() -> None:
    argv = (
        "bahamut-dispute",
        "--games",
        "25",
        "--seed",
        "40",
        "--bots",
        "greedy:1,random",
        "--json",
    )
    first, second = run(*argv), run(*argv)
    assert first[0] == second[0] == 0
    assert results(first[1]) == results(second[1])
    other = run(
        "bahamut-dispute", "--games", "25", "--seed", "41", "--bots", "greedy:1,random", "--json"
    )
    assert results(other[1]) != results(first[1])  # the seed matters


def test_worker_processes_give_the_same_results() -> None:
    """--jobs only changes how long a run takes: every game depends on its seed alone."""
    argv = (
        "para-bellum",
        "--games",
        "6",
        "--seed",
        "3",
        "--players",
        "3",
        "--bots",
        "random",
        "--json",
    )
    alone, shared = run(*argv), run(*argv, "--jobs", "2")
    assert alone[0] == shared[0] == 0 and shared[2] == ""
    assert results(alone[1]) == results(shared[1])
    assert sum(results(shared[1])["wins"]) + results(shared[1])["draws"] >= 6


def test_a_single_bot_name_plays_every_seat_and_the_summary_reads() -> None:
    code, out, err = run("bahamut-dispute", "--games", "10", "--bots", "random")
    assert code == 0
    assert "Bahamut Dispute: 10 games" in out
    assert out.count("random") == 2 and "seat 1" in out and "errors 0" in out
    assert "actions/s" in out and err == ""  # no progress bar when stderr is not a terminal


def test_progress_bar_only_on_a_terminal() -> None:
    tty = Tty()
    code, out, _ = run("bahamut-dispute", "--games", "5", "--json", err=tty)
    assert code == 0 and "5/5" not in out and "#" not in out
    assert "5/5" in tty.getvalue() and "#" in tty.getvalue()


@pytest.mark.parametrize(
    "argv, message",
    [
        (["no-such-game"], "unknown game"),
        (["bahamut-dispute", "--bots", "random,genius"], "unknown bot"),
        (["bahamut-dispute", "--games", "ten"], "whole number"),
        (["bahamut-dispute", "--games", "0"], "at least 1"),
        (["bahamut-dispute", "--games", "-3"], "at least 1"),
        (["bahamut-dispute", "--seed", "1.5"], "whole number"),
        (["bahamut-dispute", "--players", "3"], "played by 2"),
        (["bahamut-dispute", "--players", "two"], "whole number"),
        (["bahamut-dispute", "--bots", "random,random,random"], "3 bots for 2 players"),
        (["bahamut-dispute", "--jobs", "-1"], "--jobs must be 0"),
        (["bahamut-dispute", "--jobs", "two"], "whole number"),
        (["bahamut-dispute", "--scenario", "border"], "no scenarios"),
        (["bahamut-dispute", "--option", "colour=red"], "no option 'colour'"),
        (["bellwake", "--scenario", "the-moon"], "no scenario 'the-moon'"),
        (["bellwake", "--option", "log=the-end"], "no campaign log entry"),
    ],
)
def test_bad_command_lines_get_one_line_and_exit_2(argv: list[str], message: str) -> None:
    code, out, err = run(*argv, "--json")
    assert code == 2
    assert out == ""
    assert message in err and err.count("\n") == 1


def test_an_exception_in_one_game_is_counted_and_the_run_goes_on(monkeypatch) -> None:
    def broken(self, action):
        if self.setup_args["seed"] == 103 and len(self.history) == 5:
            raise RuntimeError("boom")
        return State.apply(self, action)

    monkeypatch.setattr(BahamutState, "apply", broken)
    code, out, err = run("bahamut-dispute", "--games", "6", "--seed", "100", "--json")
    data = json.loads(out)
    assert code == 1
    assert data["errors"] == 1
    assert sum(data["wins"]) + data["draws"] == 5
    assert "seed 103" in err and "boom" in err


def test_a_game_that_never_ends_is_an_error(monkeypatch) -> None:
    monkeypatch.setattr(simulate, "MAX_ACTIONS", 5)
    code, out, err = run("bahamut-dispute", "--games", "3", "--json")
    data = json.loads(out)
    assert code == 1 and data["errors"] == 3 and data["wins"] == [0, 0]
    assert "did not end within 5 actions" in err


@pytest.fixture
def toy_game():
    import ai_toy_game

    yield games.register(ai_toy_game.GAME)
    games.unregister(ai_toy_game.GAME.id)


def test_games_for_more_players(toy_game) -> None:
    code, out, _ = run(
        "toy-sum", "--games", "12", "--players", "3", "--bots", "greedy,random,random", "--json"
    )
    data = json.loads(out)
    assert code == 0
    assert data["players"] == 3 and len(data["wins"]) == 3 and data["errors"] == 0
    assert sum(data["wins"]) + data["draws"] >= 12  # ties share a win
    code, _, err = run("toy-sum", "--players", "5")
    assert code == 2 and "played by 2, 3, 4" in err
    code, out, _ = run("toy-sum", "--games", "4", "--json")
    assert code == 0 and json.loads(out)["players"] == 2  # the smallest count by default


@pytest.mark.slow
def test_2000_random_games_twice_from_the_command_line() -> None:
    command = [
        sys.executable,
        "-m",
        "tabletop",
        "simulate",
        "bahamut-dispute",
        "--games",
        "2000",
        "--seed",
        "1",
        "--bots",
        "random,random",
        "--json",
    ]
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])]),
    }
    runs = [
        subprocess.Popen(
            command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
        for _ in range(2)
    ]
    outputs = [p.communicate(timeout=600) for p in runs]
    for process, (out, err) in zip(runs, outputs, strict=True):
        assert process.returncode == 0, err
        assert err == ""
        assert out.count("\n") == 1
    first, second = (json.loads(out) for out, _ in outputs)
    assert set(first) == KEYS
    assert first["errors"] == 0 and first["games"] == 2000
    assert sum(first["wins"]) + first["draws"] == 2000
    first.pop("seconds"), second.pop("seconds")
    assert first == second


def test_a_cooperative_campaign_counts_the_team_s_wins_and_losses() -> None:
    """For a cooperative game ``wins`` counts, for each seat, the games the team won (both
    entries equal), and ``--json`` adds ``lost``, the games the team lost."""
    code, out, err = run("bellwake", "--games", "3", "--seed", "2", "--bots", "random", "--json")
    assert code == 0 and err == ""
    data = json.loads(out)
    assert set(data) == KEYS | {"lost", "losses"}
    assert data["wins"][0] == data["wins"][1]
    assert data["wins"][0] + data["lost"] == 3 and data["draws"] == 0
    assert data["turns_mean"] >= 3  # rounds over the whole campaign: three scenarios


def test_one_scenario_of_a_campaign_with_a_starting_log() -> None:
    """``--scenario NAME`` plays one scenario; the same command gives the same results."""
    argv = (
        "bellwake",
        "--games",
        "4",
        "--bots",
        "greedy",
        "--scenario",
        "foundry-below",
        "--option",
        "log=the-gate-fell",
        "--json",
    )
    code, out, _ = run(*argv)
    again = run(*argv)[1]
    assert code == 0 and results(out) == results(again)
    data = json.loads(out)
    assert data["options"] == {"scenario": "foundry-below", "log": "the-gate-fell"}
    assert data["wins"][0] + data["lost"] == 4
    assert data["turns_mean"] <= 11  # one scenario: at most 10 rounds
