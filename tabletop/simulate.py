"""``tabletop simulate``: play bot games headless and print what happened.

Why: balance checks (first-seat win rate, game length), bot strength and a crash hunt all need
many seeded games. Game ``i`` uses seed ``S + i`` and each seat's bot is seeded from that game's
seed and the seat, so the same command prints the same results, timing aside.

Exit status: 0, or 1 when some game raised (each such game's seed is printed on stderr and the
run goes on), or 2 for a bad command line (one line on stderr).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, TextIO

import tabletop.ai as ai
import tabletop.games as games
from tabletop.options import parse_options
from tabletop.rules import Game
from tabletop.rules.outcome import COOPERATIVE, DRAWN, LOST
from tabletop.ui.safetext import one_line  # no pygame: the same words as the app

MAX_ACTIONS = 20_000  # a game still running after this many actions counts as an error
USAGE_ERROR = 2


Played = tuple[list[int], str, int, int]  # winners, kind of end (won/drawn/lost), turns, actions


class UsageError(ValueError):
    """A bad command line, told in one line."""


@dataclass(frozen=True)
class Plan:
    """A checked command line."""

    game: Game
    games: int
    seed: int
    players: int
    bots: list[str]
    jobs: int = 1
    options: dict[str, Any] = field(default_factory=dict)  # the game's, for every game


@dataclass
class Tally:
    """The results so far."""

    players: int
    wins: list[int] = field(default_factory=list)
    draws: int = 0
    losses: int = 0  # games that every seat lost (cooperative games)
    errors: int = 0
    turns: int = 0
    finished: int = 0
    actions: int = 0

    def __post_init__(self) -> None:
        self.wins = [0] * self.players


def _whole(text: Any, what: str) -> int:
    try:
        return int(str(text).strip())
    except ValueError:
        raise UsageError(f"{what} must be a whole number, not {text!r}") from None


def plan(args: argparse.Namespace) -> Plan:
    """Check the command line; raises UsageError with a one-line reason."""
    try:
        game = games.get(args.game)
    except KeyError as exc:
        raise UsageError(exc.args[0]) from None
    count = _whole(args.games, "--games")
    if count < 1:
        raise UsageError(f"--games must be at least 1, not {count}")
    seed = _whole(args.seed, "--seed")
    if args.players is None:
        players = min(game.player_counts)
    else:
        players = _whole(args.players, "--players")
        if players not in game.player_counts:
            allowed = ", ".join(map(str, game.player_counts))
            raise UsageError(f"{game.title} is played by {allowed} players, not {players}.")
    bots = [name.strip() for name in str(args.bots).split(",")]
    if len(bots) == 1:
        bots *= players
    if len(bots) != players:
        raise UsageError(f"--bots names {len(bots)} bots for {players} players")
    for name in bots:
        ai.get(name, 0)  # raises ValueError naming the known bots
    jobs = _whole(getattr(args, "jobs", 1), "--jobs")
    if jobs < 0:
        raise UsageError(f"--jobs must be 0 (one per core) or more, not {jobs}")
    jobs = jobs or os.cpu_count() or 1
    try:
        options = parse_options(list(getattr(args, "option", None) or []), game)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    scenario = getattr(args, "scenario", None)
    if scenario is not None:
        if "scenario" not in game.options:
            raise UsageError(f"{game.title} has no scenarios: --scenario is for campaign games")
        options["scenario"] = scenario
    try:
        game.setup(seed, players, **options)  # a bad option is told once, before any game
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    return Plan(game, count, seed, players, bots, min(jobs, count), options)


def bot_seed(game_seed: int, seat: int) -> int:
    """Each seat's bot seed, from its game's seed (distinct for every game and seat)."""
    return game_seed * 8 + seat


def play_one(
    game: Game, seed: int, players: int, bots: list[str], options: dict[str, Any] | None = None
) -> Played:
    """Play one game; (winners, kind of end, turns, actions). Raises on a bug or a game that
    never ends."""
    state = game.setup(seed, players, **(options or {}))
    seats = [ai.get(name, bot_seed(seed, seat), game=game) for seat, name in enumerate(bots)]
    actions = 0
    changes = 0  # how often the deciding seat changed: the turn count of games without one
    last = None
    while True:
        decision = state.decision
        if decision is None:
            break
        if actions >= MAX_ACTIONS:
            raise RuntimeError(f"the game did not end within {MAX_ACTIONS} actions")
        if decision.seat != last:
            changes += 1
            last = decision.seat
        action = seats[decision.seat].choose(state.view(decision.seat))
        state.apply(action)
        actions += 1
    turn = state.data.get("turn")
    turns = turn if isinstance(turn, int) and not isinstance(turn, bool) else changes
    outcome = state.outcome
    assert outcome is not None
    return list(outcome.winners), outcome.kind, turns, actions


def _progress(out: TextIO, done: int, total: int, errors: int) -> None:
    width = 30
    filled = width * done // total
    bar = "#" * filled + "-" * (width - filled)
    note = f"  {errors} error{'s' if errors != 1 else ''}" if errors else ""
    out.write(f"\r[{bar}] {done}/{total}{note}")
    out.flush()


Outcome = Played | str  # a played game, or what went wrong


def _play_seed(job: tuple[str, int, int, list[str], dict[str, Any]]) -> Outcome:
    """One game by game id (picklable, for worker processes); an error comes back as text."""
    game_id, seed, players, bots, options = job
    try:
        return play_one(games.get(game_id), seed, players, bots, options)
    except Exception as exc:  # a crash in one game must not end the run
        return f"{type(exc).__name__}: {exc}"


def _outcomes(p: Plan) -> Iterator[Outcome]:
    """Every game's outcome in seed order, on ``p.jobs`` processes."""
    jobs = ((p.game.id, p.seed + i, p.players, p.bots, p.options) for i in range(p.games))
    if p.jobs <= 1:
        yield from map(_play_seed, jobs)
        return
    # Each game depends on its seed alone and imap keeps the order: the tally is the same
    # whatever the number of jobs.
    with multiprocessing.get_context("spawn").Pool(p.jobs) as pool:
        yield from pool.imap(_play_seed, jobs, chunksize=1)


def simulate(p: Plan, err: TextIO) -> tuple[Tally, float]:
    """Play every game of the plan; report failures on ``err``; (tally, seconds)."""
    tally = Tally(p.players)
    bar = err.isatty()
    step = max(1, p.games // 200)
    start = time.perf_counter()
    for i, outcome in enumerate(_outcomes(p)):
        seed = p.seed + i
        if isinstance(outcome, str):
            tally.errors += 1
            if bar:
                err.write("\r\x1b[K")
            err.write(f"error in game {i + 1} (seed {seed}): {outcome}\n")
        else:
            winners, kind, turns, actions = outcome
            tally.actions += actions
            tally.turns += turns
            tally.finished += 1
            for seat in winners:
                tally.wins[seat] += 1
            tally.draws += kind == DRAWN
            tally.losses += kind == LOST
        if bar and ((i + 1) % step == 0 or i + 1 == p.games):
            _progress(err, i + 1, p.games, tally.errors)
    if bar:
        err.write("\r\x1b[K")
        err.flush()
    return tally, time.perf_counter() - start


def summary(p: Plan, tally: Tally, seconds: float) -> dict[str, Any]:
    """The results as the one JSON object ``--json`` prints (``lost``, and its older name
    ``losses``, only for a cooperative game: the games its team lost; ``options`` when any)."""
    result = {
        "game": p.game.id,
        "games": p.games,
        "players": p.players,
        "bots": list(p.bots),
        "wins": list(tally.wins),
        "draws": tally.draws,
        "errors": tally.errors,
        "turns_mean": round(tally.turns / tally.finished, 3) if tally.finished else None,
        "actions": tally.actions,
        "seconds": round(seconds, 3),
    }
    if p.game.play_style(p.players) == COOPERATIVE:
        result["lost"] = tally.losses
        result["losses"] = tally.losses
    if p.options:
        result["options"] = dict(p.options)
    return result


def report(p: Plan, result: dict[str, Any]) -> str:
    """The results in words, for a person."""
    last = p.seed + p.games - 1
    lines = [
        f"{p.game.title}: {p.games} game{'s' if p.games != 1 else ''}, "
        f"{p.players} players, seeds {p.seed}-{last}"
    ]
    name_width = max(len(name) for name in p.bots)
    for seat, (name, wins) in enumerate(zip(p.bots, result["wins"], strict=True)):
        lines.append(
            f"  seat {seat}  {name:<{name_width}}  {wins:>6} wins  {100 * wins / p.games:5.1f}%"
        )
    lost = f", lost by all {result['lost']}" if "lost" in result else ""
    lines.append(f"  draws {result['draws']}{lost}, errors {result['errors']}")
    seconds = result["seconds"]
    rate = result["actions"] / seconds if seconds > 0 else 0.0
    turns = result["turns_mean"]
    lines.append(
        f"  mean turns {f'{turns:.1f}' if turns is not None else '-'}, "
        f"{result['actions']:,} actions, {rate:,.0f} actions/s, {seconds:.2f} s"
    )
    return "\n".join(lines)


def run(args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """The ``simulate`` command; returns the exit status."""
    out = out or sys.stdout
    err = err or sys.stderr
    try:
        p = plan(args)
    except ValueError as exc:  # UsageError, and unknown bot names from tabletop.ai.get
        err.write(f"tabletop simulate: {one_line(exc)}\n")
        return USAGE_ERROR
    tally, seconds = simulate(p, err)
    result = summary(p, tally, seconds)
    if args.json:
        out.write(json.dumps(result) + "\n")
    else:
        out.write(report(p, result) + "\n")
    out.flush()
    return 1 if tally.errors else 0
