"""The ``tabletop`` command: the launcher, ``tabletop play``, ``tabletop replay`` and
``tabletop simulate``."""

from __future__ import annotations

import argparse
import os
import sys
import traceback
from typing import NoReturn

from tabletop.ui.safetext import one_line  # no pygame in it: simulate stays pygame-free

# pygame's greeting on stdout is not ours to print: an error is one line, a JSON summary clean
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

INTERRUPTED = 130  # the shell's status for Ctrl-C


class Parser(argparse.ArgumentParser):
    """argparse, with its usage errors in two lines: a short usage line, then the error."""

    short_usage = "[options]"

    def error(self, message: str) -> NoReturn:
        self.exit(
            2,
            f"usage: {self.prog} {self.short_usage}  ({self.prog} --help lists the options)\n"
            f"{self.prog}: error: {one_line(message)}\n",
        )


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="tabletop",
        description="Play card games by mouse. With no command, opens the launcher.",
    )
    parser.short_usage = "[--size WxH] [play GAME | replay FILE | simulate GAME] [options]"
    parser.add_argument(
        "--size", default=None, metavar="WxH", help="the launcher's window size, e.g. 1280x720"
    )
    commands = parser.add_subparsers(dest="command")

    play = commands.add_parser("play", help="open a table for GAME straight away")
    play.short_usage = "GAME [options]"
    play.add_argument("game", help="game id, such as bahamut-dispute")
    play.add_argument(
        "--seats",
        default="human,bot",
        help="comma-separated human or bot[:NAME] per seat, e.g. bot:greedy:3 (default human,bot)",
    )
    play.add_argument("--seed", default=None, help="seed for the shuffle (default: random)")
    play.add_argument("--autoplay", action="store_true", help="run to game over, then exit 0")
    play.add_argument("--fast", action="store_true", help="no pauses between bot actions")
    play.add_argument("--screenshot", metavar="PATH", help="save the final table as a PNG")
    play.add_argument(
        "--max-frames", type=int, default=None, metavar="N", help="stop after N frames"
    )
    play.add_argument("--size", default=None, metavar="WxH", help="window size, e.g. 1280x720")
    play.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a game option (repeatable), e.g. --option scenario=foundry-below "
        "--option log=the-gate-held for one Bellwake scenario",
    )

    replay = commands.add_parser("replay", help="watch a saved game again, move by move")
    replay.short_usage = "FILE [--seat N] [--size WxH]"
    replay.add_argument("file", help="a save: a game in progress, a named save, a campaign")
    replay.add_argument(
        "--seat",
        default=None,
        help="the player whose view is shown, 1 for Player 1 (default: the first person), or "
        "all for every hand open (a finished game only)",
    )
    replay.add_argument("--size", default=None, metavar="WxH", help="window size, e.g. 1280x720")
    replay.add_argument("--screenshot", metavar="PATH", help="save the last frame as a PNG")
    replay.add_argument(
        "--max-frames", type=int, default=None, metavar="N", help="stop after N frames"
    )

    sim = commands.add_parser("simulate", help="play bot games headless and print a summary")
    sim.short_usage = "GAME [options]"
    sim.add_argument("game", help="game id, such as bahamut-dispute")
    sim.add_argument("--games", default="100", help="number of games (default 100)")
    sim.add_argument("--seed", default="1", help="first seed (default 1)")
    sim.add_argument("--bots", default="random,random", help="bot per seat, e.g. greedy,random")
    sim.add_argument(
        "--players", default=None, help="number of players (default: the game's smallest)"
    )
    sim.add_argument(
        "--jobs",
        default="1",
        help="worker processes, 0 for one per core "
        "(default 1; results are the same for any number)",
    )
    sim.add_argument(
        "--scenario",
        default=None,
        help="one scenario of a campaign game instead of the whole campaign (Bellwake)",
    )
    sim.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a game option (repeatable), e.g. --option log=the-gate-held",
    )
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Every error is one line in words with a non-zero status (TABLETOP_DEBUG: the traceback)."""
    args = build_parser().parse_args(argv)
    try:
        if args.command == "simulate":
            from tabletop.simulate import run

            return run(args)
        from tabletop.ui.app import main as ui_main

        return ui_main(args)
    except KeyboardInterrupt:
        return INTERRUPTED
    except Exception as exc:  # e.g. no display to open a window on
        report_crash(exc)
        return 1


def report_crash(exc: BaseException) -> None:
    """One line for a person; the whole traceback only when TABLETOP_DEBUG asks for it."""
    if os.environ.get("TABLETOP_DEBUG"):
        traceback.print_exception(exc)
    words = one_line(str(exc) or type(exc).__name__, 300)
    if type(exc).__module__.startswith("pygame"):  # SDL: no display, no video driver...
        words = f"the window could not be opened here ({words})"
    print(f"tabletop: stopped by an error: {words}", file=sys.stderr)


if __name__ == "__main__":
    sys.exit(main())
