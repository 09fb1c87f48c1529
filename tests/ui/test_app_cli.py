"""``tabletop play`` from the command line: headless autoplay to game over, and bad arguments.

The autoplay run is a real process with the real table and the dummy video driver, as CI and
the packaging smoke test use it.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from tabletop.cli import main

ROOT = Path(__file__).resolve().parents[2]


def run_cli(args: list[str], tmp_path: Path, timeout: float = 120) -> subprocess.CompletedProcess:
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        TABLETOP_DATA_DIR=str(tmp_path / "data"),
        # the app keeps its settings and memory under the data folder unless told otherwise:
        # an outside TABLETOP_CONFIG_DIR would send them where this test does not look
        TABLETOP_CONFIG_DIR=str(tmp_path / "data"),
    )
    return subprocess.run(
        [sys.executable, "-m", "tabletop", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def test_autoplay_runs_the_real_loop_to_game_over_and_saves_a_screenshot(tmp_path: Path) -> None:
    pytest.importorskip("tabletop.ui.table")
    shot = tmp_path / "shots" / "final.png"
    done = run_cli(
        [
            "play",
            "bahamut-dispute",
            "--seats",
            "bot,bot:random",
            "--seed",
            "5",
            "--autoplay",
            "--fast",
            "--screenshot",
            str(shot),
            "--size",
            "960x640",
        ],
        tmp_path,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert pygame.image.load(str(shot)).get_size() == (960, 640)
    assert not list((tmp_path / "data").glob("autosave*"))  # autoplay saves nothing


def test_autoplay_that_cannot_finish_in_max_frames_fails(tmp_path: Path) -> None:
    pytest.importorskip("tabletop.ui.table")
    done = run_cli(
        [
            "play",
            "bahamut-dispute",
            "--seats",
            "bot,bot",
            "--seed",
            "5",
            "--autoplay",
            "--fast",
            "--max-frames",
            "3",
        ],
        tmp_path,
    )
    assert done.returncode == 1
    assert "before the game was over" in done.stderr


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["play", "chess"], "unknown game 'chess'"),
        (["play", "bahamut-dispute", "--seats", "human,robot"], "bad seat 'robot'"),
        (["play", "bahamut-dispute", "--seats", "human,bot:wizard"], "unknown bot 'wizard'"),
        (["play", "bahamut-dispute", "--seats", "human"], "played by 2 players, not 1"),
        (["play", "bahamut-dispute", "--size", "huge"], "bad --size"),
        (["play", "bahamut-dispute", "--max-frames", "0"], "--max-frames"),
        (["play", "bellwake", "--option", "colour=red"], "Bellwake has no option 'colour'"),
        (["play", "bellwake", "--option", "scenario"], "bad --option 'scenario'"),
    ],
)
def test_bad_arguments_give_one_line_and_exit_2(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(args) == 2
    err = capsys.readouterr().err
    assert message in err
    assert err.count("\n") == 1 and err.startswith("tabletop: ")


def test_a_game_started_from_the_command_line_is_what_the_launcher_opens_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After `tabletop play para-bellum --seats human,bot:normal,bot:normal` the launcher
    opened Para Bellum set to 2 players: a start from the command line with a person in it is
    remembered as a launcher start is (README: "each game with the players, seats and options
    it was last started with")."""
    from tabletop.ui import launcher_memory
    from tabletop.ui.scene import Seat

    done = run_cli(
        ["play", "para-bellum", "--seats", "human,bot:normal,bot:normal", "--max-frames", "3"],
        tmp_path,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("TABLETOP_CONFIG_DIR", raising=False)
    assert launcher_memory.last_game() == "para-bellum"
    players, seats, _options = launcher_memory.recall("para-bellum")
    assert players == 3 and seats == [Seat("human"), Seat("bot", "normal"), Seat("bot", "normal")]
