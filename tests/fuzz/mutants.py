"""Mutated saves: a few real saves of seeded random games, and thousands of damaged copies of
them (byte flips, cuts, deleted and duplicated keys, wrong types, huge and negative numbers,
altered histories, unicode junk, deep nesting), each tried through the rules' loader and the
app's Load and Continue. Shared by tests/fuzz/test_save_mutants.py (2,000 per game in CI) and
benchmarks/fuzz_saves.py (the big run).

A mutant passes when the rules' loader either refuses it with ``LoadError`` or gives a state
that satisfies its game's invariants (tests/fuzz/invariants.py); when the app's Load and
Continue either refuse it with a message, the player still where they were, or open a legal
game; and when no load takes over ``SLOW`` seconds."""

from __future__ import annotations

import contextlib
import faulthandler
import io
import json
import os
import random
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tabletop.games
from tabletop.rules import LoadError, State, saves
from tabletop.ui.scene import Seat
from tests.fuzz.invariants import CHECKS

GAME_IDS = ("bahamut-dispute", "bellum", "para-bellum", "bellwake")
CAMPAIGN = "campaign-bellwake"  # the Bellwake campaign file, a target of its own
TARGETS = (*GAME_IDS, CAMPAIGN)
SLOW = 2.0  # seconds: a load that takes longer is a failure (the window would freeze)
# measured in this process's CPU time (a hang spins), so that a busy machine fails nothing;
# a load that waits (a pipe that never ends) fails past WAIT seconds of the clock
WAIT = 20.0
YOU = [Seat("human"), Seat("bot")]


# ----- the real saves the mutants are made from ------------------------------------------------


@dataclass(frozen=True)
class Base:
    """One real save: its app file (wrapper with seats) and the rules' own save inside it."""

    name: str  # "bellum seed 3 after 40 moves"
    game_id: str
    app_text: str
    rules_text: str
    campaign: bool = False


def _random_game(game_id: str, seed: int, moves: int | None, **options: Any) -> State:
    """A seeded random game after ``moves`` actions (None: to its end)."""
    state = tabletop.games.get(game_id).setup(seed, **options)
    rng = random.Random(seed)
    while not state.is_over and (moves is None or len(state.history) < moves):
        state.apply(rng.choice(state.legal_actions))
    return state


def _base(name: str, state: State) -> Base:
    from tabletop.ui import storage

    return Base(
        name,
        state.game.id,
        storage.dumps(state, YOU),
        state.to_json(),
        campaign=name.startswith("campaign"),
    )


def base_saves(target: str) -> list[Base]:
    """A few real saves of ``target``: short and long, mid-game and ended (a campaign: under
    way, in its first and its second scenario)."""
    if target == CAMPAIGN:
        found = []
        for seed in range(40):  # a campaign that reaches its second scenario
            state = _random_game("bellwake", seed, None)
            if len(state.data["campaign"]["results"]) >= 2:
                break
        history = [a for _, a in state.history]
        game = tabletop.games.get("bellwake")
        for moves in (25, len(history) * 2 // 3):
            part = game.replay(state.setup_args, history[:moves])
            found.append(_base(f"campaign seed {seed} after {moves} moves", part))
        return found
    bases = []
    scenarios = ("lower-stair", "foundry-below", "crown-of-silence")
    for n, (seed, moves) in enumerate(((3, 12), (5, 80), (7, None))):
        # Bellwake's game in progress is one scenario played alone (a campaign: CAMPAIGN)
        options = {"scenario": scenarios[n], "log": []} if target == "bellwake" else {}
        state = _random_game(target, seed, moves, **options)
        where = "to its end" if state.is_over else f"after {len(state.history)} moves"
        bases.append(_base(f"{target} seed {seed} {where}", state))
    return bases


# ----- mutations ----------------------------------------------------------------------------------

JUNK_TEXT = (
    "\x00",
    "\ud800",  # a lone surrogate: valid in JSON text, not drawable, not encodable
    "\udfff\ud800",
    "\u202e\u0301",
    "\ufffe",
    "é" * 5000,
    "word " * 50_000,
    "",
    " ",
    "\n\t",
    "💥",
)
JUNK_VALUES: tuple[Any, ...] = (
    None,
    True,
    False,
    0,
    -1,
    1.5,
    float("nan"),
    float("inf"),
    -(10**30),
    10**30,
    2**63,
    -(2**31),
    [],
    {},
    [None],
    {"": None},
    "x",
    *JUNK_TEXT[:5],
)
JUNK_BYTES = (
    b"\x00",
    b"\xff",
    b"\xc3\x28",
    b"\xed\xa0\x80",  # a surrogate written as UTF-8: not valid UTF-8
    b"\xef\xbb\xbf",
    b"\\ud800",
    b'"',
    b"{",
    b"]",
    b",",
    b"\\",
)
HUGE_NUMBERS = (-1, -(10**9), 10**9, 2**31, 2**63, 10**100, -(10**100), 0, 1, 10**4000)


def _nodes(value: Any, path: tuple = ()) -> Iterator[tuple[tuple, Any]]:
    """Every node of a JSON value with its path (keys and indexes from the root)."""
    yield path, value
    if isinstance(value, dict):
        for key, child in value.items():
            yield from _nodes(child, (*path, key))
    elif isinstance(value, list):
        for i, child in enumerate(value):
            yield from _nodes(child, (*path, i))


def _get(root: Any, path: tuple) -> Any:
    for key in path:
        root = root[key]
    return root


def _set(root: Any, path: tuple, value: Any) -> Any:
    if not path:
        return value
    _get(root, path[:-1])[path[-1]] = value
    return root


def _pick(rng: random.Random, root: Any, want: Callable[[Any], bool]) -> tuple | None:
    """A random path whose node passes ``want``: mostly a node of the game itself (its history
    and snapshot), sometimes any node."""
    found = [p for p, v in _nodes(root) if want(v)]
    if not found:
        return None
    return rng.choice(found)


def _history(root: Any) -> list | None:
    """The list of moves of an app file or a rules save (None if it has none)."""
    if isinstance(root, dict):
        inner = root.get("save") if "app" in root else root
        if isinstance(inner, dict) and isinstance(inner.get("history"), list):
            return inner["history"]
    return None


class Dup:
    """A dict that is written with one key twice (JSON allows it; Python keeps the last)."""

    def __init__(self, pairs: list[tuple[str, Any]]) -> None:
        self.pairs = pairs


def _tree_mutation(rng: random.Random, root: Any) -> tuple[str, Any]:  # noqa: C901
    """One change to the parsed save: its name and the new root (may be changed in place)."""
    moves = _history(root)
    choice = rng.randrange(14)
    if choice == 0:  # delete a key
        path = _pick(rng, root, lambda v: isinstance(v, dict) and v)
        if path is not None:
            node = _get(root, path)
            del node[rng.choice(list(node))]
            return f"delete a key at {path[:4]}", root
    if choice == 1:  # duplicate a key with another value
        path = _pick(rng, root, lambda v: isinstance(v, dict) and v)
        if path is not None:
            node = _get(root, path)
            key = rng.choice(list(node))
            pairs = list(node.items())
            pairs.insert(rng.randrange(len(pairs) + 1), (key, rng.choice(JUNK_VALUES)))
            if rng.random() < 0.5:
                pairs.reverse()
            return f"duplicate key {key!r}", _set(root, path, Dup(pairs))
    if choice == 2:  # a value of the wrong type
        path = _pick(rng, root, lambda v: True)
        return f"wrong type at {path[:4]}", _set(root, path, rng.choice(JUNK_VALUES))
    if choice == 3:  # huge and negative numbers
        path = _pick(rng, root, lambda v: isinstance(v, int) and not isinstance(v, bool))
        if path is not None:
            return f"number at {path[:4]}", _set(root, path, rng.choice(HUGE_NUMBERS))
    if choice == 4:  # unicode junk in a text
        path = _pick(rng, root, lambda v: isinstance(v, str))
        if path is not None:
            old = _get(root, path)
            junk = rng.choice(JUNK_TEXT)
            new = rng.choice((junk, old + junk, junk + old, old[: len(old) // 2] + junk))
            return f"junk text at {path[:4]}", _set(root, path, new)
    if choice == 5:  # deep nesting
        path = _pick(rng, root, lambda v: True)
        depth = rng.choice((50, 900, 5000, 100_000))
        return f"nesting {depth} at {path[:4]}", _set(root, path, _Nest(depth))
    if choice == 6 and moves:  # swap two moves
        i, j = rng.randrange(len(moves)), rng.randrange(len(moves))
        moves[i], moves[j] = moves[j], moves[i]
        return f"swap moves {i} and {j}", root
    if choice == 7 and moves:  # drop moves
        i = rng.randrange(len(moves))
        del moves[i : i + rng.choice((1, 1, 2, 10))]
        return f"drop move {i}", root
    if choice == 8 and moves:  # duplicate moves
        i = rng.randrange(len(moves))
        moves[i:i] = moves[i : i + rng.choice((1, 1, 3))]
        return f"duplicate move {i}", root
    if choice == 9 and moves:  # edit a move: a field from another move, or junk
        i = rng.randrange(len(moves))
        move = moves[i]
        if isinstance(move, dict):
            key = rng.choice(["kind", "source", "target", "option", "seat", *move])
            other = rng.choice(moves)
            value = other.get(key) if isinstance(other, dict) and rng.random() < 0.6 else None
            move[key] = value if value is not None else rng.choice(JUNK_VALUES)
            return f"edit move {i} {key}", root
    if choice == 10 and moves:  # the wrong seat
        i = rng.randrange(len(moves))
        if isinstance(moves[i], dict):
            moves[i]["seat"] = rng.choice((0, 1, 2, 3, -1, 99, "0", None, 1.0, True))
            return f"seat of move {i}", root
    if choice == 11 and moves:  # cut the history (the snapshot no longer fits), or extend it
        if rng.random() < 0.5:
            del moves[rng.randrange(len(moves)) :]
            return "history cut", root
        moves.extend(rng.choice(moves) for _ in range(rng.choice((1, 5, 30))))
        return "history extended", root
    if choice == 12:  # the top-level fields: players, seed, options, versions, seats
        inner = root.get("save") if isinstance(root, dict) and "app" in root else root
        if isinstance(inner, dict):
            key = rng.choice(("players", "seed", "options", "game", "rules_version", "version"))
            value = rng.choice(
                (*JUNK_VALUES, *GAME_IDS, 2, 3, 4, {"scenario": "foundry-below"}, {"log": ["x"]})
            )
            inner[key] = value
            return f"top-level {key}", root
    if choice == 13 and isinstance(root, dict) and isinstance(root.get("seats"), list):
        seats = root["seats"]
        what = rng.randrange(4)
        if what == 0:
            seats.append({"kind": "bot", "bot": "greedy"})
        elif what == 1 and seats:
            seats.pop()
        elif what == 2 and seats:
            seats[rng.randrange(len(seats))] = {"kind": "bot", "bot": rng.choice(JUNK_TEXT)}
        else:
            seats[rng.randrange(len(seats))] = rng.choice(JUNK_VALUES)
        return "seats", root
    # nothing of that kind here: a change to the snapshot (it must match the moves)
    path = _pick(rng, root, lambda v: isinstance(v, (int, str)) and not isinstance(v, bool))
    if path is None:
        return "no change", root
    value = _get(root, path)
    new = value + rng.choice((-1, 1)) if isinstance(value, int) else value[::-1]
    return f"value at {path[:4]}", _set(root, path, new)


class _Nest:
    """A value nested ``depth`` lists deep (written as text: no recursion to build it)."""

    def __init__(self, depth: int) -> None:
        self.depth = depth


def _write(value: Any) -> str:
    """JSON text of a value that may hold ``Dup`` dicts and ``_Nest`` values (json.dumps
    cannot write those), and ints too long for json.dumps."""
    if isinstance(value, _Nest):
        return "[" * value.depth + "1" + "]" * value.depth
    if isinstance(value, Dup):
        return "{" + ",".join(f"{json.dumps(k)}:{_write(v)}" for k, v in value.pairs) + "}"
    if isinstance(value, dict):
        return "{" + ",".join(f"{json.dumps(k)}:{_write(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ",".join(_write(v) for v in value) + "]"
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > 10**1000:
        return str(value)  # json.dumps refuses ints of 4,300+ digits: write the digits
    return json.dumps(value)


def _byte_mutation(rng: random.Random, data: bytes) -> tuple[str, bytes]:
    """One change to the bytes of the file."""
    n = len(data)
    if n == 0:
        return "junk instead", rng.choice(JUNK_BYTES)
    choice = rng.randrange(6)
    if choice == 0:  # flip bits
        buf = bytearray(data)
        for _ in range(rng.choice((1, 1, 2, 8))):
            buf[rng.randrange(n)] ^= 1 << rng.randrange(8)
        return "byte flip", bytes(buf)
    if choice == 1:  # cut off
        cut = rng.choice((rng.randrange(n), n - 1, n - rng.randrange(1, 40), rng.randrange(64)))
        return f"cut at {cut}", data[: max(0, cut)]
    if choice == 2:  # junk bytes put in
        i = rng.randrange(n + 1)
        return "junk bytes", data[:i] + rng.choice(JUNK_BYTES) * rng.choice((1, 3)) + data[i:]
    if choice == 3:  # a span deleted
        i = rng.randrange(n)
        return "span deleted", data[:i] + data[i + rng.randrange(1, 200) :]
    if choice == 4:  # a span repeated
        i = rng.randrange(n)
        span = data[i : i + rng.randrange(1, 200)]
        return "span repeated", data[:i] + span * rng.choice((2, 3)) + data[i:]
    # junk around the file
    pre, post = rng.choice(((b"\xef\xbb\xbf", b""), (b"", b"\x00"), (b" \n", b"garbage")))
    return "junk around", pre + data + post


@dataclass
class Mutant:
    number: int
    base: Base
    how: list[str]
    data: bytes

    @property
    def label(self) -> str:
        return f"mutant {self.number} of {self.base.name}: {'; '.join(self.how)}"


def mutants(
    target: str, start: int, count: int, seed: int = 0, bases: list[Base] | None = None
) -> Iterator[Mutant]:
    """Mutants number ``start`` to ``start + count - 1`` of ``target``'s real saves. Each is
    seeded by its number alone (``mutant(target, n, seed)`` makes it again); even numbers are
    made from the app's file, odd ones from the rules' own save; one to three changes each."""
    bases = bases if bases is not None else base_saves(target)
    for number in range(start, start + count):
        yield mutant(target, number, seed, bases)


def mutant(target: str, number: int, seed: int = 0, bases: list[Base] | None = None) -> Mutant:
    """Mutant ``number`` of ``target`` (see :func:`mutants`)."""
    bases = bases if bases is not None else base_saves(target)
    rng = random.Random(f"{target}:{seed}:{number}")
    # the long saves (an ended game, a campaign far in) take longest: one mutant in five
    base = bases[min(len(bases) - 1, (0, 1, 0, 1, 2)[number // 2 % 5])]
    text = base.app_text if number % 2 == 0 else base.rules_text
    how: list[str] = []
    root: Any = json.loads(text)
    data: bytes | None = None
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        if data is None and rng.random() < 0.7:
            what, root = _tree_mutation(rng, root)
        else:
            if data is None:
                data = _write(root).encode("utf-8", "surrogatepass")
            what, data = _byte_mutation(rng, data)
        how.append(what)
    if data is None:
        data = _write(root).encode("utf-8", "surrogatepass")
    return Mutant(number, base, how, data)


# ----- trying a mutant ----------------------------------------------------------------------------


@dataclass
class Tally:
    """What a run of mutants found."""

    mutants: int = 0
    refused: int = 0  # by the rules' loader
    loaded: int = 0  # legal games the rules' loader opened
    app_refused: int = 0
    app_loaded: int = 0
    slowest: float = 0.0
    failures: list[str] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        self.mutants += other.mutants
        self.refused += other.refused
        self.loaded += other.loaded
        self.app_refused += other.app_refused
        self.app_loaded += other.app_loaded
        self.slowest = max(self.slowest, other.slowest)
        self.failures += other.failures


def try_rules(mutant: Mutant, tally: Tally) -> None:
    """The rules' loader: LoadError, or a legal game; within SLOW seconds."""
    game = tabletop.games.get(mutant.base.game_id)
    start = _clocks()
    try:
        state = saves.load(game, mutant.data)
    except LoadError:
        tally.refused += 1
        state = None
    except BaseException as exc:  # noqa: BLE001 - any other error is what we look for
        tally.failures.append(f"{mutant.label}: the rules' loader raised {exc!r:.300}")
        state = None
    _timed(mutant, tally, start, "the rules' loader")
    if state is not None:
        tally.loaded += 1
        _legal(mutant, tally, state, "the rules' loader")


def _clocks() -> tuple[float, float]:
    return time.process_time(), time.perf_counter()


def _timed(mutant: Mutant, tally: Tally, start: tuple[float, float], who: str) -> None:
    cpu, wall = (now - then for now, then in zip(_clocks(), start, strict=True))
    tally.slowest = max(tally.slowest, cpu)
    if cpu > SLOW or wall > WAIT:
        tally.failures.append(f"{mutant.label}: {who} took {cpu:.1f} s ({wall:.1f} s)")


def _legal(mutant: Mutant, tally: Tally, state: State, who: str) -> None:
    try:
        CHECKS[state.game.id](state)
    except Exception as exc:  # noqa: BLE001
        tally.failures.append(
            f"{mutant.label}: {who} opened a game that breaks a rule: {exc!r:.300}"
        )


class AppTrial:
    """A headless app at a table (a still stand-in: nothing plays) that loads mutants by its
    Load and its Continue, checking after each that a refusal left the player at that table
    with a message, and that a game it opened is legal."""

    def __init__(self, data_dir: Path) -> None:
        import pygame

        from tabletop.ui import storage
        from tabletop.ui.app import App
        from tabletop.ui.scene import Scene

        class StillTable(Scene):
            """The table as far as Load and Continue care: a game and a picture."""

            def __init__(self, app: App, state: State, seats: list[Seat]) -> None:
                super().__init__(app)
                self.state, self.seats = state, list(seats)

            def update(self, dt: float) -> None:
                pass

            def draw(self, surface: pygame.Surface) -> None:
                surface.fill((20, 70, 45))

        self.storage = storage
        self.data_dir = data_dir
        self.app = App((640, 360), realtime=False, raise_errors=True)
        self.app.make_table = lambda state, seats: StillTable(self.app, state, seats)
        pygame.event.clear()
        self.home: dict[str, State] = {}

    def close(self) -> None:
        self.app.close()

    def sit_at(self, game_id: str) -> None:
        """A fresh table of ``game_id`` (not saved anywhere), where the player is "before"."""
        state = self.home.get(game_id) or tabletop.games.get(game_id).setup(1)
        self.home[game_id] = state
        self.app.flush_saves()
        self.app.resume(state, YOU, None)
        self.app.toasts.clear()

    def try_app(self, mutant: Mutant, tally: Tally) -> None:
        from tabletop.ui import campaigns

        game_id = mutant.base.game_id
        storage = self.storage
        named = storage.saves_dir() / "A damaged save.json"
        if mutant.base.campaign:
            slot, resume = campaigns.campaign_path(game_id), self.app.continue_campaign
        else:
            slot, resume = storage.autosave_path(game_id), self.app.continue_game
        for who, path, act in (
            ("Load", named, lambda: self.app.load_file(named)),
            ("Continue", slot, lambda: resume(game_id)),
        ):
            self.sit_at(game_id)
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(mutant.data)
            before = self.app.scene
            start = _clocks()
            try:
                with contextlib.redirect_stderr(io.StringIO()):  # a test app prints its toasts
                    ok = act()
                self.app._draw(force=True)  # the message too: drawn inside the frame's guard
            except BaseException as exc:  # noqa: BLE001
                tally.failures.append(f"{mutant.label}: the app's {who} raised {exc!r:.300}")
                continue
            finally:
                _timed(mutant, tally, start, f"the app's {who}")
            if not ok:
                tally.app_refused += 1
                if self.app.scene is not before or not self.app.toasts:
                    tally.failures.append(
                        f"{mutant.label}: the app's {who} refused it but the player moved or "
                        "no message said why"
                    )
                continue
            tally.app_loaded += 1
            if self.app.game is None or self.app.scene is before:
                tally.failures.append(f"{mutant.label}: the app's {who} said yes, no game opened")
                continue
            _legal(mutant, tally, self.app.game[0], f"the app's {who}")
        self.app.flush_saves()
        for path in (named, slot):  # what a loaded game left: the slot, a kept copy
            storage.remove_file(path)
        for kept in storage.saves_dir().glob("*"):
            storage.remove_file(kept)


_BASES: dict[str, list[Base]] = {}
_TRIAL: list[AppTrial] = []  # this process's app (one per worker process)


def run_chunk(job: tuple[str, int, int, int, bool]) -> tuple[str, Tally]:
    """Mutants ``start`` to ``start + count - 1`` of ``target`` through the rules' loader and
    (``app``) the app's Load and Continue (the app is made once per process, in the data
    folder of ``TABLETOP_DATA_DIR``)."""
    target, start, count, seed, app = job
    bases = _BASES.get(target) or _BASES.setdefault(target, base_saves(target))
    if app and not _TRIAL:
        _TRIAL.append(AppTrial(Path(os.environ["TABLETOP_DATA_DIR"])))
    tally = Tally()
    for one in mutants(target, start, count, seed, bases):
        tally.mutants += 1
        try_rules(one, tally)
        if app:
            _TRIAL[0].try_app(one, tally)
    return target, tally


def _worker_start(data_root: str) -> None:
    """This process's own data folder, so that two processes never write the same slot file
    (benchmarks/fuzz_saves.py runs several), and a report of where it died, should it."""
    folder = Path(data_root) / f"worker-{os.getpid()}"
    folder.mkdir(parents=True, exist_ok=True)
    if not faulthandler.is_enabled():
        faulthandler.enable(sys.stderr)
    os.environ["TABLETOP_DATA_DIR"] = str(folder)
    os.environ.pop("TABLETOP_CONFIG_DIR", None)


CHUNK = 100  # mutants per chunk (benchmarks/fuzz_saves.py reports progress by chunk)


def run(
    targets: tuple[str, ...],
    count: int,
    seed: int,
    data_root: Path,
    app: bool = True,
    start: int = 0,
    on_chunk: Callable[[str, Tally], None] | None = None,
) -> dict[str, Tally]:
    """Mutants ``start`` to ``start + count - 1`` of each target, in this process; the tally
    of each target. ``on_chunk`` hears each finished chunk (for progress)."""
    tallies = {target: Tally() for target in targets}
    _worker_start(str(data_root))
    try:
        for target in targets:
            for first in range(start, start + count, CHUNK):
                size = min(CHUNK, start + count - first)
                _, tally = run_chunk((target, first, size, seed, app))
                tallies[target].add(tally)
                if on_chunk is not None:
                    on_chunk(target, tally)
    finally:
        while _TRIAL:
            _TRIAL.pop().close()
    return tallies
