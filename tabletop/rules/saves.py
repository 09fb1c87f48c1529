"""Versioned JSON saves. Loading replays the history and checks it against the snapshot, so a
malformed, truncated, foreign or edited file is rejected with a reason, never a traceback."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from tabletop.rules.errors import IllegalAction, LoadError
from tabletop.rules.values import Action

if TYPE_CHECKING:
    from tabletop.rules.game import Game
    from tabletop.rules.state import State

FORMAT = "tabletop-save"
VERSION = 1
MAX_SAVE_BYTES = 20_000_000


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


def read_json(text: str | bytes) -> Any:
    """The JSON value of a save file's text; raises LoadError for anything that is not JSON."""
    if isinstance(text, bytes):
        _require(len(text) <= MAX_SAVE_BYTES, "This file is too large to be a save.")
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise LoadError("This file is not a Tabletop save (it is not text).") from None
    _require(isinstance(text, str), "A save must be text.")
    _require(len(text) <= MAX_SAVE_BYTES, "This file is too large to be a save.")
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as exc:  # ValueError: also a number of 4,300+ digits
        msg = getattr(
            exc,
            "msg",
            "too deeply nested" if isinstance(exc, RecursionError) else "a number is too long",
        )
        raise LoadError(f"This save is damaged or truncated ({msg}).") from None


def parse(text: str | bytes | dict[str, Any]) -> dict[str, Any]:
    """The save's top-level fields, checked for shape; raises LoadError."""
    raw = text if isinstance(text, dict) else read_json(text)
    _require(
        isinstance(raw, dict) and raw.get("format") == FORMAT, "This file is not a Tabletop save."
    )
    _require(
        raw.get("version") == VERSION,
        f"This save has format version {raw.get('version')!r}; this app reads {VERSION}.",
    )
    for key, kind in (
        ("game", str),
        ("players", int),
        ("options", dict),
        ("history", list),
        ("snapshot", dict),
    ):
        _require(isinstance(raw.get(key), kind), f"This save is damaged: {key!r} is missing.")
    _require(
        isinstance(raw.get("seed"), (int, str)) and not isinstance(raw["seed"], bool),
        "This save is damaged: its seed is missing.",
    )
    return raw


def load(game: Game, text: str | bytes) -> State:
    raw = parse(text)
    _require(raw["game"] == game.id, f"This save is for {raw['game']!r}, not {game.id!r}.")
    _require(
        raw.get("rules_version") == game.rules_version,
        f"This save was made with rules version {raw.get('rules_version')!r} of "
        f"{game.title}; this app has version {game.rules_version}.",
    )
    try:
        state = game.setup(raw["seed"], raw["players"], **raw["options"])
    except (ValueError, TypeError) as exc:
        raise LoadError(f"This save's setup is invalid: {_sentence(exc)}") from None
    for number, entry in enumerate(raw["history"], start=1):
        try:
            action = Action.from_json(entry)
        except ValueError as exc:
            raise LoadError(f"Move {number} of this save is damaged: {_sentence(exc)}") from None
        decision = state.decision
        _require(decision is not None, f"Move {number} comes after the end of the game.")
        _require(
            entry.get("seat") == decision.seat,
            f"Move {number} is recorded for seat {entry.get('seat')!r}, but seat "
            f"{decision.seat} was to decide.",
        )
        try:
            state.apply(action)
        except IllegalAction as exc:
            raise LoadError(f"Move {number} of this save is illegal: {exc}") from None
        except Exception as exc:  # a bug must not crash the app while loading a file
            raise LoadError(f"Move {number} of this save could not be replayed ({exc}).") from None
    _require(
        state.data == raw["snapshot"],
        "This save's snapshot does not match its moves: it was edited or damaged.",
    )
    return state
