"""Build the Tabletop executables for this platform with PyInstaller.

    python build/build.py                 # dist/tabletop/ (one folder) and dist/tabletop-onefile
    python build/build.py --onedir-only   # only the one-folder app (faster; the smoke test uses it)
    python build/build.py --smoke         # then play one bot game headless with each result

PyInstaller's own working folder is build/work (git-ignored), so it never mixes with the files
of this folder. Needs ``pip install -e ".[build]"``.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build" / "tabletop.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "work"
EXE_SUFFIX = ".exe" if sys.platform == "win32" else ""


def onedir_exe(dist: Path = DIST) -> Path:
    """The one-folder executable, ``dist/tabletop/tabletop`` (``.exe`` on Windows)."""
    return dist / "tabletop" / f"tabletop{EXE_SUFFIX}"


def onefile_exe(dist: Path = DIST) -> Path:
    return dist / f"tabletop-onefile{EXE_SUFFIX}"


def build(which: str = "both", dist: Path = DIST, work: Path = WORK, clean: bool = False) -> None:
    """Run PyInstaller on the spec; raises CalledProcessError when it fails."""
    cmd = [
        sys.executable,
        "-m",
        "PyInstaller",
        str(SPEC),
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
    ]
    if clean:
        cmd.append("--clean")
    if which != "both":
        cmd += ["--", f"--{which}-only"]
    subprocess.run(cmd, cwd=ROOT, check=True)


def smoke(exe: Path, timeout: float = 180) -> float:
    """Play one fast bot game headless with ``exe``; the seconds it took. Raises on failure."""
    with tempfile.TemporaryDirectory() as tmp:
        shot = Path(tmp) / "final.png"
        env = dict(
            os.environ,
            SDL_VIDEODRIVER="dummy",
            SDL_AUDIODRIVER="dummy",
            PYGAME_HIDE_SUPPORT_PROMPT="1",
            TABLETOP_DATA_DIR=str(Path(tmp) / "data"),
        )
        start = time.perf_counter()
        done = subprocess.run(
            [
                str(exe),
                "play",
                "bahamut-dispute",
                "--seats",
                "bot,bot",
                "--seed",
                "1",
                "--autoplay",
                "--fast",
                "--screenshot",
                str(shot),
            ],
            env=env,
            capture_output=True,
            text=True,
            timeout=timeout,
        )
        took = time.perf_counter() - start
        if done.returncode != 0 or not shot.is_file():
            raise RuntimeError(
                f"{exe.name} smoke test failed (exit {done.returncode}):\n"
                f"{done.stdout}\n{done.stderr}"
            )
    return took


def size_mb(path: Path) -> float:
    if path.is_file():
        return path.stat().st_size / 1e6
    files = (p for p in path.rglob("*") if p.is_file() and not p.is_symlink())
    return sum(p.stat().st_size for p in files) / 1e6


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--onedir-only", action="store_true")
    which.add_argument("--onefile-only", action="store_true")
    parser.add_argument("--smoke", action="store_true", help="run a headless bot game after")
    parser.add_argument("--clean", action="store_true", help="rebuild from scratch")
    args = parser.parse_args(argv)
    kind = "onedir" if args.onedir_only else "onefile" if args.onefile_only else "both"
    start = time.perf_counter()
    try:
        build(kind, clean=args.clean)
    except subprocess.CalledProcessError as exc:
        print(f"build failed: PyInstaller exited {exc.returncode}", file=sys.stderr)
        return 1
    print(f"built in {time.perf_counter() - start:.0f} s")
    outputs = []
    if kind in ("both", "onedir"):
        outputs.append((onedir_exe(), onedir_exe().parent))
    if kind in ("both", "onefile"):
        outputs.append((onefile_exe(), onefile_exe()))
    for exe, what in outputs:
        print(f"  {exe.relative_to(ROOT)}  ({size_mb(what):.0f} MB)")
        if args.smoke:
            try:
                print(f"    smoke test: a bot game to the end in {smoke(exe):.1f} s")
            except (RuntimeError, subprocess.TimeoutExpired) as exc:
                print(exc, file=sys.stderr)
                return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
