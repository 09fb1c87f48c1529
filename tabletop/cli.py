"""The ``tabletop`` command: the launcher, ``tabletop play`` and ``tabletop simulate``."""

from __future__ import annotations

import argparse
import sys


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tabletop",
        description="Play card games by mouse. With no command, opens the launcher.",
    )
    commands = parser.add_subparsers(dest="command")

    play = commands.add_parser("play", help="open a table for GAME straight away")
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

    sim = commands.add_parser("simulate", help="play bot games headless and print a summary")
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
    args = build_parser().parse_args(argv)
    if args.command == "simulate":
        from tabletop.simulate import run

        return run(args)
    from tabletop.ui.app import main as ui_main

    return ui_main(args)


if __name__ == "__main__":
    sys.exit(main())
