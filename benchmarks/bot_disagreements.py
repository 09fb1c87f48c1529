"""Where one bot level chooses differently from another, and which choice playouts prefer.

A ladder row says how often level A beats level B, not where A gains or loses. This benchmark
plays games as the ladder seats them (game ``i``: seed ``S + i``, A in seat ``i % players``, B
in every other seat) and puts every decision of A's seat that has a choice to a B bot too,
seeded as A's seat would be. Where the two choose differently, both actions are **judged by
paired playouts**: ``--rollouts`` determinisations of A's view (``game.sample``, never the true
state), each action applied to the same deal with the same chance, and the game then played to
its end by the ``--judge`` level in every seat. A's reward (win 1, draw 1/2, loss 0; a team's
win counts for each of its seats) after A's action minus after B's is credited to the decision's
kind: the step on top of the game's flow stack (``place``, ``token``, ``discard``...).

Prints per kind the decisions with a choice, how many A and B chose differently, and the mean
reward difference with its standard error: a kind whose difference is below zero is a place
where A's choices are worse than B's by the judge's play. Read it with that in mind: the judge
plays every later decision, so a first step of a plan that only A would complete is judged
without the rest of it.

``--record FILE`` appends each game as a JSON line when it ends; ``--summary FILE...`` prints the
table of record files.

Run small: ``python benchmarks/bot_disagreements.py --game bahamut-dispute --games 4``. The
figures of issue 13 (``benchmarks/bot_ladder_results.md``, section 1.2): ``--game para-bellum
--levels hard:1000,greedy --rollouts 8 --jobs 2`` with ``--players 2 --seed 4001 --games 24``
and ``--players 3 --seed 7001 --games 20``.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a source checkout

from _common import play_out  # noqa: E402

import tabletop.ai as ai  # noqa: E402
import tabletop.games as games  # noqa: E402
from tabletop.ai.greedy import retracts  # noqa: E402
from tabletop.ai.playout import outcome_rewards  # noqa: E402
from tabletop.rules import Action, Game, State  # noqa: E402
from tabletop.rules.rng import seed_state  # noqa: E402
from tabletop.simulate import MAX_ACTIONS, bot_seed  # noqa: E402

Job = tuple[str, int, int, int, str, str, str, int]  # game, players, seed, A's seat, A, B, judge, K


def kind_of(state: State) -> str:
    """The kind of the decision now: the step on top of the flow stack, else the actions'."""
    stack = state.data.get("stack") or ()
    if stack and isinstance(stack[-1], dict) and "step" in stack[-1]:
        return str(stack[-1]["step"])
    return state.decision.actions[0].kind  # type: ignore[union-attr]


def play_to_end(game: Game, state: State, level: str, seed: int, seat: int) -> float | None:
    """``seat``'s reward once ``level`` in every seat has played ``state`` to its end (None:
    the game did not end within ``MAX_ACTIONS``)."""
    play_out(game, state, seed, level, state.players)
    rewards = outcome_rewards(state)
    return None if rewards is None else rewards[seat]


def judge(
    game: Game,
    view: dict[str, Any],
    first: Action,
    second: Action,
    rollouts: int,
    level: str,
    seed: int,
) -> tuple[list[float], list[float]]:
    """The view's seat's rewards after ``first`` and after ``second``, playout by playout: each
    pair on one determinisation of ``view`` with one chance seed and the same judges, so that
    the luck of a deal and of the dice is the same on both sides of a difference. A pair that
    cannot be played (a deal the game's code refuses, a playout that does not end) is left out
    on both sides."""
    seat = int(view["seat"])
    rng = random.Random(f"{seed}:judge")
    out: tuple[list[float], list[float]] = ([], [])
    for _ in range(3 * rollouts):
        if len(out[0]) >= rollouts:
            break
        deal, chance, judges = rng.getrandbits(62), rng.getrandbits(62), rng.getrandbits(31)
        try:
            dealt = game.sample(view, deal)
            decision = dealt.decision
            if decision is None or first not in decision.actions or second not in decision.actions:
                continue  # a deal that does not offer both (none should; the bots' own check)
            pair = []
            for action in (first, second):
                state = dealt.clone()
                state.data["rng"] = seed_state(chance)
                state.apply(action)
                pair.append(play_to_end(game, state, level, judges, seat))
        except Exception:  # a rules bug in one playout must not end a long run
            continue
        if None not in pair:
            out[0].append(pair[0])
            out[1].append(pair[1])
    return out


def play(job: Job) -> dict[str, Any]:
    """One game of A against B, every disagreement of A's seat judged; its record."""
    game_id, players, seed, mine, a, b, level, rollouts = job
    game = games.get(game_id)
    state = game.setup(seed, players)
    names = [a if s == mine else b for s in range(players)]
    bots = [ai.get(name, bot_seed(seed, s), game=game) for s, name in enumerate(names)]
    shadow = ai.get(b, bot_seed(seed, mine), game=game)  # B, asked A's questions
    choices: dict[str, int] = defaultdict(int)
    differ: list[dict[str, Any]] = []
    for _ in range(MAX_ACTIONS):
        decision = state.decision
        if decision is None:
            break
        view = state.view(decision.seat)
        action = bots[decision.seat].choose(view)
        if decision.seat == mine and sum(not retracts(x) for x in decision.actions) > 1:
            kind = kind_of(state)
            choices[kind] += 1
            other = shadow.choose(view)
            if str(other) != str(action):  # two copies of one card are the same choice
                ours, theirs = judge(
                    game, view, action, other, rollouts, level, seed * 1000 + len(differ)
                )
                differ.append(
                    {
                        "kind": kind,
                        "a_action": str(action),
                        "b_action": str(other),
                        "a": ours,
                        "b": theirs,
                    }
                )
        state.apply(action)
    rewards = outcome_rewards(state)
    return {
        "game": game_id,
        "players": players,
        "seed": seed,
        "seat": mine,
        "a": a,
        "b": b,
        "judge": level,
        "rollouts": rollouts,
        "rules_version": game.rules_version,
        "score": 0.5 if rewards is None else rewards[mine],
        "choices": dict(choices),
        "differ": differ,
    }


def summarise(records: list[dict[str, Any]]) -> str:
    """The table: per kind, decisions with a choice, disagreements, mean difference and its
    standard error (each disagreement's mean over its playouts is one sample)."""
    choices: dict[str, int] = defaultdict(int)
    gains: dict[str, list[float]] = defaultdict(list)
    fields = ("game", "players", "seed", "seat", "a", "b", "judge", "rollouts")
    unique = {tuple(r.get(k) for k in fields): r for r in records}  # a game twice counts once
    settings = {key[:2] + key[4:] for key in unique}
    records = list(unique.values())
    for record in records:
        for kind, n in record["choices"].items():
            choices[kind] += n
            choices["(all)"] += n
        for item in record["differ"]:
            if item["a"] and item["a_action"] != item["b_action"]:  # (older records: copies)
                gain = (sum(item["a"]) - sum(item["b"])) / len(item["a"])
                gains[item["kind"]].append(gain)
                gains["(all)"].append(gain)
    first = records[0] if records else {}
    lines = [
        f"{first.get('game', '?')}, {first.get('players', '?')} players: {first.get('a', '?')} "
        f"against {first.get('b', '?')}, judged by {first.get('judge', '?')} playouts "
        f"({len(records)} games; A won {sum(r['score'] for r in records):g})",
        *(
            ["(these records mix settings: read them one file at a time)"]
            if len(settings) > 1
            else []
        ),
        f"{'kind':<16}{'choices':>9}{'differ':>8}{'A - B':>9}{'s.e.':>8}",
    ]
    for kind in sorted(choices, key=lambda k: (k != "(all)", -choices[k], k)):
        values = gains.get(kind, [])
        n = len(values)
        mean = sum(values) / n if n else 0.0
        line = f"{kind:<16}{choices[kind]:>9}{n:>8}"
        if n:
            line += f"{mean:>+9.3f}"
        if n > 1:
            line += f"{math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1) / n):>8.3f}"
        lines.append(line)
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="para-bellum")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--levels", default="hard:300,greedy", help="A,B: A is judged against B")
    parser.add_argument("--judge", default="greedy", help="the level that plays the playouts")
    parser.add_argument("--rollouts", type=int, default=8, help="paired playouts a disagreement")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--jobs", type=int, default=1, help="processes (0: every core)")
    parser.add_argument("--record", type=Path, help="append each game to this JSON-lines file")
    parser.add_argument("--summary", type=Path, nargs="+", help="print these records' table")
    args = parser.parse_args(argv)
    if args.summary:
        records = []
        for path in args.summary:
            for line in path.read_text(encoding="utf-8").splitlines():
                try:
                    records.append(json.loads(line))
                except json.JSONDecodeError:
                    continue  # a run killed mid-line
        print(summarise(records))
        return 0
    a, b = args.levels.split(",")
    players = args.players
    jobs: list[Job] = [
        (args.game, players, args.seed + i, i % players, a, b, args.judge, args.rollouts)
        for i in range(args.games)
    ]
    workers = args.jobs or multiprocessing.cpu_count()
    records = []
    out = args.record.open("a", encoding="utf-8") if args.record else None

    def keep(done: int, record: dict[str, Any]) -> None:
        records.append(record)
        if out is not None:
            out.write(json.dumps(record) + "\n")
            out.flush()
        print(f"  ... {done} of {len(jobs)} games", file=sys.stderr, flush=True)

    try:
        if workers == 1:
            for done, record in enumerate(map(play, jobs), 1):
                keep(done, record)
        else:
            with multiprocessing.get_context("spawn").Pool(workers) as pool:
                finished = pool.imap_unordered(play, jobs, chunksize=1)
                for done, record in enumerate(finished, 1):
                    keep(done, record)
    finally:
        if out is not None:
            out.close()
    print(summarise(records))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
