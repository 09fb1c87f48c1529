"""Versioned JSON saves. Loading replays the history and checks it against the snapshot, so a
malformed, truncated, foreign or edited file is rejected with a reason, never a traceback."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any

from tabletop.rules.errors import IllegalAction, LoadError
from tabletop.rules.values import Action
from tabletop.rules.words import wordless

if TYPE_CHECKING:
    from tabletop.rules.game import Game
    from tabletop.rules.state import State

FORMAT = "tabletop-save"
VERSION = 1
MAX_SAVE_BYTES = 20_000_000
# No real game comes near this: the longest of many random-bot games of each game has a few
# hundred moves (Bellum's about 400), so 20,000 is fifty times that and still replays in a
# moment; a longer list is a made-up file that would keep the app replaying for minutes.
MAX_HISTORY = 20_000
TOO_LONG = (
    f"This save is damaged: its list of moves is longer than any real game could be "
    f"(more than {MAX_HISTORY:,} moves)."
)


# Loading a long save takes a while (20,000 moves: about 2 s): the loader reports how far the
# replay is, every PROGRESS_EVERY moves, to ``progress(done, total)``. A caller deep below
# (the app's Load reads a file, which loads the rules' save) sets it with ``reporting``.
PROGRESS_EVERY = 200
Progress = Callable[[int, int], None]
_PROGRESS: ContextVar[Progress | None] = ContextVar("save_progress", default=None)


@contextmanager
def reporting(progress: Progress | None) -> Iterator[None]:
    """Every ``load`` inside this block (in this thread) reports its replay to ``progress``,
    which may raise (LoadError) to stop the load."""
    token = _PROGRESS.set(progress)
    try:
        yield
    finally:
        _PROGRESS.reset(token)


def dump(state: State) -> str:
    return json.dumps(
        {
            "format": FORMAT,
            "version": VERSION,
            "game": state.game.id,
            "rules_version": state.game.rules_version,
            "seed": state.setup_args["seed"],
            "players": state.setup_args["players"],
            "options": state.setup_args.get("options", {}),
            "history": [dict(action.to_json(), seat=seat) for seat, action in state.history],
            "snapshot": state.data,
        },
        separators=(",", ":"),
    )


def _require(condition: bool, reason: str) -> None:
    if not condition:
        raise LoadError(reason)


def _sentence(text: object) -> str:
    """An exception's message as the end of a sentence: with its final full stop."""
    text = str(text).rstrip()
    return text if text.endswith((".", "!", "?")) else text + "."


TRUNCATED = (
    "This file is damaged: it ends in the middle (it may have been cut off while it was written)."
)
GARBLED = "This file is damaged: part of it is garbled, so the game in it cannot be read."
NOT_A_SAVE = "This file is not a Tabletop save"
# what each part of a save holds, in a player's words (for "its ... is missing")
PART_WORDS = {
    "game": "the name of its game",
    "players": "its number of players",
    "options": "its game options",
    "history": "its list of moves",
    "snapshot": "its picture of the table",
    "seed": "its deal",
}


def _is(part: str) -> str:
    """The verb for a part's words: "its game options are", "its deal is"."""
    return "are" if PART_WORDS[part].endswith("options") else "is"


def _json_trouble(text: str, exc: Exception) -> str:
    """Why ``text`` is not JSON, in a player's words (never the parser's)."""
    if isinstance(exc, RecursionError):
        return DEEP
    stripped = text.strip()
    if not stripped:
        return "This file is empty: there is no game in it."
    if stripped[0] not in "{[":
        return NOT_A_SAVE + " (it does not hold a saved game's text)."
    pos = getattr(exc, "pos", None)
    msg = str(getattr(exc, "msg", ""))
    if pos is None:
        return "This file is damaged: it holds a number far too long to be part of a save."
    if pos >= len(text.rstrip()) or msg.startswith("Unterminated string"):
        return TRUNCATED
    return GARBLED


def read_json(text: str | bytes) -> Any:
    """The JSON value of a save file's text; raises LoadError, in a player's words, for
    anything that is not JSON (cut off, garbled, empty, not text)."""
    if isinstance(text, bytes):
        _require(len(text) <= MAX_SAVE_BYTES, "This file is too large to be a save.")
        try:  # utf-8-sig: a save opened and kept in an editor that marks UTF-8 (a BOM)
            text = text.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise LoadError(NOT_A_SAVE + " (it is not text).") from None
    _require(isinstance(text, str), "A save must be text.")
    _require(len(text) <= MAX_SAVE_BYTES, "This file is too large to be a save.")
    try:
        return json.loads(text.removeprefix("\ufeff"))
    except (ValueError, RecursionError) as exc:  # ValueError: also a number of 4,300+ digits
        raise LoadError(_json_trouble(text, exc)) from None


def parse(text: str | bytes | dict[str, Any]) -> dict[str, Any]:
    """The save's top-level fields, checked for shape; raises LoadError."""
    raw = text if isinstance(text, dict) else read_json(text)
    _require(isinstance(raw, dict) and raw.get("format") == FORMAT, NOT_A_SAVE + ".")
    _require(
        raw.get("version") == VERSION,
        "This save was written by another version of Tabletop, which this one cannot read.",
    )
    for key, kind in (
        ("game", str),
        ("players", int),
        ("options", dict),
        ("history", list),
        ("snapshot", dict),
    ):
        _require(
            isinstance(raw.get(key), kind),
            f"This save is damaged: {PART_WORDS[key]} {_is(key)} missing.",
        )
    _require(
        isinstance(raw.get("seed"), (int, str)) and not isinstance(raw["seed"], bool),
        f"This save is damaged: {PART_WORDS['seed']} is missing.",
    )
    _require(len(raw["history"]) <= MAX_HISTORY, TOO_LONG)  # before any replay
    return raw


DEEP = "This file is damaged: it is nested far too deeply to be a save."


def load(game: Game, text: str | bytes, progress: Progress | None = None) -> State:
    """The state a save holds, replayed and checked; raises LoadError with a reason.
    ``progress(done, total)`` hears how far the replay is (default: ``reporting``'s)."""
    raw = parse(text)
    try:
        return _replay(game, raw, progress or _PROGRESS.get())
    except RecursionError:  # a value nested hundreds deep inside a part (a snapshot's card)
        raise LoadError(DEEP) from None


def _replay(game: Game, raw: dict[str, Any], progress: Progress | None) -> State:
    _require(raw["game"] == game.id, f"This save is for another game, not {game.title}.")
    _require(
        raw.get("rules_version") == game.rules_version,
        f"This save was made with another version of the rules of {game.title}, which this "
        "app cannot replay.",
    )
    try:
        state = game.setup(raw["seed"], raw["players"], **raw["options"])
    except ValueError as exc:  # a game's own words: "Bellwake has no log entry ..."
        raise LoadError(f"This save's setup is invalid: {_sentence(exc)}") from None
    except TypeError:  # an option the game does not have
        raise LoadError("This save asks for game options this app does not have.") from None
    total = len(raw["history"])
    for number, entry in enumerate(raw["history"], start=1):
        if progress is not None and number % PROGRESS_EVERY == 1:
            progress(number - 1, total)
        try:
            action = Action.from_json(entry)
        except ValueError:
            raise LoadError(f"Move {number} of this save is damaged: it is not a move.") from None
        decision = state.decision
        _require(decision is not None, f"Move {number} comes after the end of the game.")
        _require(
            entry.get("seat") == decision.seat,
            f"Move {number} of this save is recorded for the wrong player: the file was edited "
            "or damaged.",
        )
        try:
            state.apply(action)
        except IllegalAction as exc:
            raise LoadError(
                f"Move {number} of this save breaks the rules. {_sentence(exc)} The file was "
                "edited or damaged."
            ) from None
        except Exception:  # a bug must not crash the app while loading a file
            raise LoadError(
                f"Move {number} of this save could not be replayed: the file was edited or damaged."
            ) from None
    _require(
        state.data == raw["snapshot"] or wordless(state.data) == wordless(raw["snapshot"]),
        "This save's snapshot does not match its moves: it was edited or damaged.",
    )
    return state
