"""What the UI monkey (tests/ui/monkey.py) watches while it plays: crashes the app's frame guard
would swallow, the rules' invariants after every action, bots that fail, and files touched
outside the monkey's own folder.

Why each:

- the app catches a screen's exception, returns to the launcher and shows a message
  (``App._recover``); for the monkey a swallowed crash is a crash, so :func:`watch` replaces
  ``_recover`` (and ``_leave``, which prints a failing ``leave`` and goes on) with functions
  that raise :class:`MonkeyFailure`, a BaseException that no ``except Exception`` in the app
  catches again;
- the table calls ``app.autosave`` after every action it applies (and after an undo): the
  hook runs the fuzz tests' ``check`` of that game there, so each action the monkey's clicks
  lead to is checked as the fuzz tests check random play;
- a bot's exception is caught on its thread and reported in the log; the monkey wraps each
  bot so that it fails the run instead;
- a million random clicks may one day find a way to write a file anywhere: an audit hook
  refuses writes, removals and renames outside the data folder and the temp folder while the
  monkey plays, and fails the run.
"""

from __future__ import annotations

import hashlib
import importlib
import os
import sys
import tempfile
import traceback
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tabletop.rules import State

TESTS = Path(__file__).resolve().parents[1]


class MonkeyFailure(BaseException):
    """The app failed under the monkey (a BaseException: the app's guards must not eat it)."""


# ----- the rules' invariants ------------------------------------------------------------------


def _fuzz_module(name: str) -> Any:
    """A fuzz test module (they import ``helpers`` from tests/, as pytest runs them)."""
    if str(TESTS) not in sys.path:
        sys.path.append(str(TESTS))
    return importlib.import_module(f"tests.fuzz.{name}")


def _shared_invariants() -> Any | None:
    """tests/fuzz/invariants.py, where the fuzz tests' checks are moving; None until then."""
    try:
        return _fuzz_module("invariants")
    except ModuleNotFoundError as exc:
        if exc.name not in ("tests.fuzz.invariants", "invariants"):
            raise
        return None


class Invariants:
    """The rules' invariants of each game, checked after every action on a state.

    tests/fuzz/invariants.py's ``Checker(game_id)`` when that module exists (it keeps the
    memory a game's check needs: Bellwake's engaged rows, Para Bellum's battlefields seen),
    else the ``check`` of each fuzz test module. Each state gets its own checker, started
    afresh when its history shrinks (an undo: the rows' order is only kept going forward).
    """

    def __init__(self) -> None:
        self.shared = _shared_invariants()
        self.checks: Counter[str] = Counter()  # positions checked, by game
        self._checkers: dict[int, tuple[State, int, Callable[[State], None]]] = {}

    def _fresh(self, game_id: str) -> Callable[[State], None]:
        if self.shared is not None and hasattr(self.shared, "Checker"):
            return self.shared.Checker(game_id)
        if game_id == "bahamut-dispute":
            check = _fuzz_module("test_bahamut_fuzz").check
            return lambda state: check(state, len(state.history))
        if game_id == "bellum":
            return _fuzz_module("test_bellum_fuzz").check
        if game_id == "para-bellum":
            check, seen = _fuzz_module("test_para_bellum_fuzz").check, {}
            return lambda state: check(state, seen)
        if game_id == "bellwake":
            module = _fuzz_module("test_bellwake_fuzz")
            check, rows = module.check, module.Rows()
            return lambda state: check(state, rows)
        return lambda state: None  # a game without fuzz tests: nothing to check

    def check(self, state: State) -> None:
        """Check ``state`` now (AssertionError when an invariant does not hold)."""
        key, length = id(state), len(state.history)
        known = self._checkers.get(key)
        if known is None or known[0] is not state or length < known[1]:
            checker = self._fresh(state.game.id)
        else:
            checker = known[2]
        self._checkers[key] = (state, length, checker)
        if len(self._checkers) > 64:  # states of tables long gone
            for old in list(self._checkers)[:32]:
                del self._checkers[old]
        checker(state)
        self.checks[state.game.id] += 1


# ----- the files it may touch -----------------------------------------------------------------

_sandbox: Sandbox | None = None
_hooked = False
WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND
PATH_EVENTS = {
    "os.remove": (0,),
    "os.rmdir": (0,),
    "os.rename": (0, 1),
    "os.truncate": (0,),
    "os.symlink": (1,),
    "os.link": (1,),
    "shutil.rmtree": (0,),
    "shutil.move": (0, 1),
    "shutil.copyfile": (1,),
    "os.mkdir": (0,),
}


def _audit(event: str, args: tuple[Any, ...]) -> None:
    box = _sandbox
    if box is None:
        return
    if event == "open":
        path, mode, flags = (list(args) + [None, None, None])[:3]
        writing = (isinstance(mode, str) and any(c in mode for c in "wax+")) or (
            isinstance(flags, int) and flags & WRITE_FLAGS
        )
        if writing:
            box.allow(event, path)
        return
    for index in PATH_EVENTS.get(event, ()):
        if index < len(args):
            box.allow(event, args[index])


class Sandbox:
    """While active, a write, removal or rename outside ``roots`` raises PermissionError and
    is remembered (the monkey fails on it)."""

    def __init__(self, *roots: str | os.PathLike[str]) -> None:
        self.own = [os.path.realpath(r) for r in roots]
        self.roots = [*self.own, os.path.realpath(tempfile.gettempdir())]
        # the checkout is never the app's to write, even where it lies in the temp folder
        self.checkout = os.path.realpath(Path(__file__).resolve().parents[2])
        self.violations: list[str] = []

    def allow(self, event: str, path: Any) -> None:
        if isinstance(path, int) or path is None:
            return  # a file descriptor: opened before, where it was checked
        try:
            text = os.path.realpath(os.fsdecode(path))
        except (TypeError, ValueError):
            return
        if "__pycache__" in text:
            return  # Python caching a module it imports

        def inside(folders: list[str]) -> bool:
            return any(text == r or text.startswith(r + os.sep) for r in folders)

        if inside(self.own) or (inside(self.roots) and not inside([self.checkout])):
            return
        self.violations.append(f"{event} {text}")
        raise PermissionError(f"the UI monkey may not touch {text!r}")

    def __enter__(self) -> Sandbox:
        global _sandbox, _hooked
        if not _hooked:
            sys.addaudithook(_audit)  # once per process: audit hooks cannot be removed
            _hooked = True
        _sandbox = self
        return self

    def __exit__(self, *exc: object) -> None:
        global _sandbox
        _sandbox = None


# ----- the app's hooks ------------------------------------------------------------------------


class FailingBot:
    """A seat's bot whose exception fails the run (the table would play its first move)."""

    def __init__(self, bot: Any, failures: list[str]) -> None:
        self.bot = bot
        self.failures = failures

    def choose(self, view: dict[str, Any]) -> Any:
        try:
            return self.bot.choose(view)
        except Exception:
            self.failures.append("a bot failed:\n" + traceback.format_exc())
            raise

    def __getattr__(self, name: str) -> Any:
        return getattr(self.bot, name)


class Watch:
    """Hooks on one App: failures raise :class:`MonkeyFailure`, actions are counted and
    checked."""

    def __init__(self, app: Any, invariants: Invariants, bot_threads: bool = True) -> None:
        self.app = app
        self.invariants = invariants
        self.bot_threads = bot_threads
        self.actions: Counter[str] = Counter()  # actions applied, by game
        self.undos: Counter[str] = Counter()
        self.games: Counter[str] = Counter()  # tables opened, by game
        self.bot_failures: list[str] = []
        self.digest = hashlib.sha256()  # every action applied, in order: a replay's proof
        self._lengths: dict[int, tuple[State, int]] = {}
        original_autosave = app.autosave
        original_make_table = app.make_table

        def recover(exc: Exception) -> None:
            text = "".join(traceback.format_exception(exc))
            raise MonkeyFailure(f"the app's guard caught a crash:\n{text}") from exc

        def leave(scene: Any) -> None:
            leave_scene = getattr(scene, "leave", None)
            if leave_scene is None:
                return
            try:
                leave_scene()
            except Exception as exc:
                text = "".join(traceback.format_exception(exc))
                raise MonkeyFailure(f"leaving {type(scene).__name__} failed:\n{text}") from exc

        def autosave(state: State, seats: list[Any]) -> None:
            original_autosave(state, seats)
            self.after_action(state)

        def make_table(state: State, seats: list[Any]) -> Any:
            scene = original_make_table(state, seats)
            self.games[state.game.id] += 1
            bots = getattr(scene, "bots", {})
            for seat, bot in list(bots.items()):
                bots[seat] = FailingBot(bot, self.bot_failures)
            if self.bot_threads and hasattr(scene, "bot_threads"):
                scene.bot_threads = True  # bots think on the worker thread, as in the real app
            return scene

        app._recover = recover
        app._leave = leave
        app.autosave = autosave
        app.make_table = make_table

    def after_action(self, state: State) -> None:
        game_id = state.game.id
        length = len(state.history)
        known = self._lengths.get(id(state))
        before = known[1] if known is not None and known[0] is state else length
        if length > before:
            self.actions[game_id] += length - before
            for _, action in state.history[before:]:
                self.digest.update(f"{game_id}|{action.text}\n".encode())
        elif length < before:
            self.undos[game_id] += before - length
        self._lengths[id(state)] = (state, length)
        if len(self._lengths) > 64:
            for old in list(self._lengths)[:32]:
                del self._lengths[old]
        try:
            self.invariants.check(state)
        except AssertionError as exc:
            text = "".join(traceback.format_exception(exc))
            raise MonkeyFailure(
                f"{game_id}: an invariant broke after action {length}:\n{text}"
            ) from exc
        if self.bot_failures:
            raise MonkeyFailure(self.bot_failures[0])

    def raise_pending(self) -> None:
        """Bot failures seen on a worker thread since the last look."""
        if self.bot_failures:
            raise MonkeyFailure(self.bot_failures[0])
