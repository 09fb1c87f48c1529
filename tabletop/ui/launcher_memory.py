"""What the launcher remembers between runs: the game last started and, for each game, how
many played, who sat where and the game's options, so that the next run shows them again.

Kept as ``launcher.json`` in the config folder, beside ``settings.json``. The seed is not
kept (each game gets a new one unless a player types it). A missing, damaged or outdated file
(an unknown game, a bot this app does not know, a player count the game does not allow) is
read as "nothing remembered" for that part: the launcher's own defaults stand.
"""

from __future__ import annotations

import json
from typing import Any

import tabletop.ai
import tabletop.games
from tabletop.ui import storage
from tabletop.ui.scene import Seat

NAME = "launcher.json"


def _read() -> dict[str, Any]:
    try:  # read_regular: a pipe or a device there is refused, never waited on
        raw = json.loads(storage.read_regular(storage.config_dir() / NAME).decode("utf-8"))
    except (OSError, ValueError, RecursionError):  # RecursionError: nested past all reason
        return {}
    return raw if isinstance(raw, dict) else {}


def _games(raw: dict[str, Any]) -> dict[str, Any]:
    games = raw.get("games")
    return games if isinstance(games, dict) else {}


def last_game() -> str | None:
    """The game started last, if this app still has it."""
    game = _read().get("game")
    return game if isinstance(game, str) and game in tabletop.games.ids() else None


def _seat(entry: Any) -> Seat | None:
    if not isinstance(entry, dict):
        return None
    if entry.get("kind") == "human":
        return Seat("human", same_person=entry.get("same") is True)
    bot = entry.get("bot")
    if entry.get("kind") == "bot" and isinstance(bot, str) and bot in tabletop.ai.names():
        return Seat("bot", bot)
    return None


def recall(game_id: str) -> tuple[int, list[Seat], dict[str, Any]] | None:
    """The players, seats and options last started for ``game_id``; None when nothing sound
    is remembered (a file of any other shape, whatever it holds, is no start)."""
    try:
        return _recall(game_id)
    except Exception:  # a courtesy: the launcher always opens
        return None


def _recall(game_id: str) -> tuple[int, list[Seat], dict[str, Any]] | None:
    entry = _games(_read()).get(game_id)
    if not isinstance(entry, dict):
        return None
    players, raw = entry.get("players"), entry.get("seats")
    if type(players) is not int or not isinstance(raw, list):  # 2.0 or True: not a count
        return None
    if players not in tabletop.games.get(game_id).player_counts:
        return None
    seats = [_seat(s) for s in raw]
    if len(seats) != players or any(s is None for s in seats) or seats[0].same_person:
        return None
    options = entry.get("options")
    kept = dict(options) if isinstance(options, dict) else {}
    return players, [s for s in seats if s is not None], kept


def remember(game_id: str, players: int, seats: list[Seat], options: dict[str, Any]) -> None:
    """Keep this start for the next run (a file that cannot be written is no loss)."""
    games = _games(_read())
    games[game_id] = {
        "players": players,
        "seats": [storage.seat_to_json(s) for s in seats],
        "options": {k: v for k, v in options.items() if isinstance(v, (str, int, float, bool))},
    }
    try:
        storage.write_atomic(
            storage.config_dir() / NAME,
            json.dumps({"game": game_id, "games": games}, indent=2) + "\n",
        )
    except OSError:
        pass


def remember_start(game_id: str, seats: list[Seat], options: dict[str, Any]) -> None:
    """A game started from the command line with a person in it, kept as a launcher start
    would be: its players and seats, and of its options those the launcher offers (the others
    stay as remembered)."""
    from tabletop.ui.games import option_choices

    if not any(s.is_human for s in seats):
        return
    kept = recall(game_id)
    merged = dict(kept[2]) if kept else {}
    for key, (_label, values) in option_choices(game_id).items():
        if key in options and options[key] in [v for v, _ in values]:
            merged[key] = options[key]
    remember(game_id, len(seats), seats, merged)
