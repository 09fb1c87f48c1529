"""The frozen app works: build the one-folder executable with build/build.py, then play one bot
game with it headless through the real UI loop, to game over, with a screenshot.

Slow (about a minute: PyInstaller analyses everything); CI runs it.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def onedir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if importlib.util.find_spec("PyInstaller") is None:
        pytest.skip("PyInstaller is not installed (pip install -e '.[build]')")
    spec = importlib.util.spec_from_file_location("tabletop_build", ROOT / "build" / "build.py")
    builder = importlib.util.module_from_spec(spec)
    sys.modules["tabletop_build"] = builder
    spec.loader.exec_module(builder)
    out = tmp_path_factory.mktemp("pyinstaller")
    builder.build("onedir", dist=out / "dist", work=out / "work")
    exe = builder.onedir_exe(out / "dist")
    assert exe.is_file(), f"no executable at {exe}"
    return exe


def run(
    exe: Path, args: list[str], tmp_path: Path, **extra_env: str
) -> subprocess.CompletedProcess:
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        TABLETOP_DATA_DIR=str(tmp_path / "data"),
        **extra_env,
    )
    return subprocess.run(
        [str(exe), *args], env=env, capture_output=True, text=True, timeout=300, cwd=tmp_path
    )


@pytest.mark.parametrize(
    "game, options",
    [
        ("bahamut-dispute", []),
        ("bellum", []),
        ("bellwake", ["--option", "scenario=lower-stair"]),
    ],
)
def test_the_executable_plays_a_bot_game_to_the_end(
    onedir: Path, tmp_path: Path, game: str, options: list[str]
) -> None:
    """Bellum and Bellwake too: their art, layouts and table parts (found by name at run time)
    are inside."""
    shot = tmp_path / "final.png"
    done = run(
        onedir,
        [
            "play",
            game,
            "--seats",
            "bot,bot",
            "--seed",
            "3",
            "--autoplay",
            "--fast",
            "--screenshot",
            str(shot),
            *options,
        ],
        tmp_path,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert shot.is_file() and shot.stat().st_size > 10_000  # a real picture, not a stub
    assert shot.read_bytes().startswith(b"\x89PNG")


def test_the_executable_opens_the_launcher_and_knows_its_games(
    onedir: Path, tmp_path: Path
) -> None:
    # The launcher needs the bundled theme, fonts and pygame_gui's data: its first frame
    # proves they are inside. TABLETOP_STARTUP_PROBE=exit quits right after that frame.
    done = run(onedir, [], tmp_path, TABLETOP_STARTUP_PROBE="exit")
    assert done.returncode == 0, done.stderr[-2000:]
    assert "TABLETOP_FIRST_FRAME" in done.stdout
    bad = run(onedir, ["play", "no-such-game"], tmp_path)
    assert bad.returncode == 2
    assert "unknown game" in bad.stderr


def test_the_one_folder_build_is_at_most_40_mb(onedir: Path) -> None:
    # What the app never loads stays out (build/tabletop.spec: OpenSSL, bz2, lzma, the CJK
    # codecs, unicodedata, pygame_gui's fonts for other scripts): 37 MB on Linux, from 45.
    files = [p for p in onedir.parent.rglob("*") if p.is_file() and not p.is_symlink()]
    megabytes = sum(p.stat().st_size for p in files) / 1e6
    assert megabytes <= 40, f"the one-folder build is {megabytes:.1f} MB"
