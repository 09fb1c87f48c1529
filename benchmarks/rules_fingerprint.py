"""A fingerprint of everything the rules say over seeded random games, to prove that a speed-up
changed nothing.

Why: making the rules faster must not change them, bit for bit. For every game (Para Bellum at
2, 3 and 4 players; Bellwake's campaign and each scenario alone) it plays seeded random games
and hashes, at every step, the decision (seat, prompt, reveals, info, every legal action with
its text, in order), the phase, every seat's view and the spectator's, the events of each
action, the greedy evaluation of each seat, a clone's data, and every few steps a sample dealt
from a view; at the end the final data, the outcome and the save. One hash per game.

Run: ``python benchmarks/rules_fingerprint.py [--games 50] [--write FILE | --check FILE]``
(``--check`` exits 1 when any hash differs from the file's).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a source checkout

import tabletop.games as games  # noqa: E402

SAMPLE_EVERY = 7  # steps between two samples (a sample is dear; every step would be slow)


def configs(count: int) -> list[tuple[str, str, int, dict[str, Any]]]:
    """(label, game id, players, options) of every kind of game the fingerprint covers."""
    out: list[tuple[str, str, int, dict[str, Any]]] = [
        ("bahamut-dispute", "bahamut-dispute", 2, {}),
        ("bellum", "bellum", 2, {}),
    ]
    out += [(f"para-bellum-{p}", "para-bellum", p, {}) for p in (2, 3, 4)]
    out.append(("bellwake-campaign", "bellwake", 2, {}))
    for name in games.get("bellwake").scenarios:
        out.append((f"bellwake-{name}", "bellwake", 2, {"scenario": name}))
    return out


def dumps(value: Any) -> bytes:
    return json.dumps(value, ensure_ascii=False, default=repr).encode()


def fingerprint(game_id: str, players: int, options: dict[str, Any], seed: int) -> str:
    """The hash of one seeded random game."""
    game = games.get(game_id)
    digest = hashlib.sha256()
    put = digest.update
    pick = random.Random(seed)
    state = game.setup(seed, players, **options)
    put(dumps([e.to_json() for e in state.opening]))
    seats: list[int | None] = [*range(players), None]
    step = 0
    while True:
        decision = state.decision
        for seat in seats:
            put(dumps(state.view(seat)))
        put(dumps(state.clone().data))
        if decision is None:
            break
        put(dumps(decision.to_json()))
        put(dumps([game.evaluate(state, seat) for seat in range(players)]))
        if step % SAMPLE_EVERY == 0:
            sample = game.sample(state.view(decision.seat), seed * 1000 + step)
            put(dumps(sample.data))
            put(dumps(sample.decision.to_json() if sample.decision else None))
        action = decision.actions[pick.randrange(len(decision.actions))]
        put(dumps([e.to_json() for e in state.apply(action)]))
        step += 1
    outcome = state.outcome
    put(dumps(state.data))
    put(dumps([outcome.winners, outcome.kind, outcome.reason] if outcome else None))
    put(state.to_json().encode())
    return digest.hexdigest()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50, help="games of each kind")
    parser.add_argument("--only", default=None, help="one label (bellum, para-bellum-3...)")
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--write", type=Path, help="store the hashes in this JSON file")
    group.add_argument("--check", type=Path, help="compare with the hashes of this file")
    args = parser.parse_args(argv)
    hashes: dict[str, str] = {}
    for label, game_id, players, options in configs(args.games):
        if args.only and label != args.only:
            continue
        start = time.perf_counter()
        whole = hashlib.sha256()
        for seed in range(1, args.games + 1):
            whole.update(fingerprint(game_id, players, options, seed).encode())
        hashes[label] = whole.hexdigest()
        seconds = time.perf_counter() - start
        print(f"{label:<28} {hashes[label][:16]}  ({seconds:.1f} s)", flush=True)
    if args.write:
        args.write.write_text(json.dumps({"games": args.games, **hashes}, indent=1) + "\n")
    if args.check:
        stored = json.loads(args.check.read_text())
        if stored.get("games") != args.games:
            print(f"the file holds hashes of {stored.get('games')} games a kind")
            return 1
        bad = [k for k, v in hashes.items() if stored.get(k) != v]
        print("identical" if not bad else f"DIFFERENT: {', '.join(bad)}")
        return 1 if bad else 0
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
