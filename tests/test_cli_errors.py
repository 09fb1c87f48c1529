"""Every command-line error is one line in words with a non-zero exit, never a traceback
(argparse's own usage errors: the short usage line, then the error). Run as a person would:
``python -m tabletop`` in a subprocess."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
UNDECODABLE = os.fsdecode(b"\xff\xfe")  # an argument that is not valid UTF-8

CASES = {
    "bad game": ["play", "nosuch"],
    "undecodable game": ["play", UNDECODABLE],
    "bad seats": ["play", "bellum", "--seats", "foo"],
    "wrong number of seats": ["play", "bellum", "--seats", "human"],
    "bad size": ["play", "bellum", "--size", "10"],
    "size out of range": ["play", "bellum", "--size", "0x0"],
    "bad option": ["play", "bellum", "--option", "x"],
    "unknown option": ["play", "bellum", "--option", "a\x1b[31m=1"],
    "option out of range": ["play", "bellum", "--option", "first_player=5"],
    "option of the wrong type": ["play", "bellum", "--option", "turn_limit=null"],
    "option not a number": ["simulate", "bellum", "--option", "turn_limit=abc"],
    "option of a list": ["play", "bellwake", "--option", "scenario=[]"],
    "option nested too deep": ["play", "bellwake", "--option", "log=" + "[" * 100_000],
    "bad max frames": ["play", "bellum", "--max-frames", "0"],
    "screenshot not png": ["play", "bellum", "--screenshot", "x.txt"],
    "screenshot unwritable": ["play", "bellum", "--screenshot", "/dev/null/x.png"],
    "autoplay with a person": ["play", "bellum", "--autoplay"],
    "replay of nothing": ["replay", ""],
    "simulate bad game": ["simulate", "nosuch"],
    "simulate bad count": ["simulate", "bellum", "--games", "abc"],
    "simulate bad bot": ["simulate", "bellum", "--bots", f"{UNDECODABLE},random"],
    "simulate bad seed": ["simulate", "bellum", "--seed", "abc"],
    "simulate bad players": ["simulate", "bellum", "--players", "9"],
}
USAGE_CASES = {
    "unknown flag": ["--bogus"],
    "unknown command": ["frobnicate"],
    "missing game": ["play"],
    "not a number": ["play", "bellum", "--max-frames", "abc"],
    "simulate unknown flag": ["simulate", "bellum", "--nope"],
}


def run(args: list[str], **env: str) -> subprocess.CompletedProcess[bytes]:
    environment = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    environment.update(env, PYTHONPATH=str(ROOT))
    environment["TABLETOP_DATA_DIR"] = str(Path(tempfile.gettempdir()) / "tabletop-cli-errors")
    environment.pop("TABLETOP_DEBUG", None)
    return subprocess.run(
        [sys.executable, "-m", "tabletop", *[os.fsencode(a) for a in args]],
        capture_output=True,
        env=environment,
        timeout=60,
        cwd=ROOT,
    )


def error_lines(result: subprocess.CompletedProcess[bytes]) -> list[str]:
    """stderr's lines, without what SDL and ALSA print on a machine with no sound card."""
    text = result.stderr.decode("utf-8", "replace")
    noise = ("ALSA lib", "XDG_RUNTIME_DIR", "pygame-ce ")
    return [line for line in text.splitlines() if line and not line.startswith(noise)]


@pytest.mark.parametrize("name", list(CASES))
def test_each_error_is_one_line_with_a_non_zero_exit(name: str) -> None:
    result = run(CASES[name])
    lines = error_lines(result)
    assert result.returncode != 0
    assert len(lines) == 1, lines
    assert lines[0].startswith("tabletop") and "Traceback" not in lines[0]
    assert "\x1b" not in lines[0]


@pytest.mark.parametrize("name", list(USAGE_CASES))
def test_usage_errors_are_the_usage_line_and_the_error(name: str) -> None:
    result = run(USAGE_CASES[name])
    lines = error_lines(result)
    assert result.returncode == 2
    assert len(lines) == 2, lines
    assert lines[0].startswith("usage: tabletop") and "--help" in lines[0]
    assert ": error: " in lines[1]


def test_no_window_to_open_is_one_line_too() -> None:
    result = run(["play", "bellum", "--max-frames", "1"], SDL_VIDEODRIVER="no-such-driver")
    lines = error_lines(result)
    assert result.returncode == 1
    assert lines == [lines[0]] and "the window could not be opened" in lines[0]


def test_the_launcher_takes_a_window_size() -> None:
    """`tabletop --size 1280x720` was argparse's "invalid choice": the launcher takes a size
    as play and replay do, and a bad one is one line."""
    from tabletop.cli import build_parser

    assert build_parser().parse_args(["--size", "1024x700"]).size == "1024x700"
    result = run(["--size", "0x0"])
    lines = error_lines(result)
    assert result.returncode == 2 and len(lines) == 1 and "1 to 16384" in lines[0]
