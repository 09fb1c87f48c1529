"""What a save says about itself, in the table's own words: the game, how far it got, who sits.

A save file carries these words in its ``about`` part (written with every save), so that the
launcher and the Save and Load screens can describe many saves without replaying any: one
JSON read per file. The words come from the state the same way the table's status line makes
them: ``Round 3`` where a game counts rounds, ``Turn 5`` where it counts turns, then the phase
in words when the game has one.

No pygame here: this is read by storage.py and by tests.
"""

from __future__ import annotations

import os
import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import tabletop.games
from tabletop.rules import LoadError, State, saves
from tabletop.ui.scene import Seat

# A file name may not hold ":" on Windows: a save's name keeps this look-alike in its file name
# and every text a player reads shows ":" ("kept 1 Dec 2026, 16:02").
SAFE_COLON = "\ua789"
_OLD_KEPT_TIME = re.compile(r"(\(kept \d{4}-\d{2}-\d{2} \d{2})\.(\d{2}\))")  # 16.02, before


def shown_name(stem: str) -> str:
    """A save's name as a player reads it, from its file name (see SAFE_COLON; an earlier
    version's "kept 2026-12-01 16.02" reads 16:02 too)."""
    return _OLD_KEPT_TIME.sub(r"\1:\2", stem.replace(SAFE_COLON, ":"))


def stamp(moment: float | None = None) -> str:
    """``1 Dec 2026, 16:02`` (with SAFE_COLON: for a file name) for a kept game's name."""
    now = time.localtime(moment)
    return f"{now.tm_mday} " + time.strftime(f"%b %Y, %H{SAFE_COLON}%M", now)


def counted(data: dict[str, Any]) -> str:
    """``Round 3`` or ``Turn 5`` (round first, as the table's status line says it), or ``""``
    before the first turn."""
    rnd, turn = data.get("round"), data.get("turn")
    if isinstance(rnd, int) and not isinstance(rnd, bool) and rnd > 0:
        return f"Round {rnd}"
    if isinstance(turn, int) and not isinstance(turn, bool) and turn > 0:
        return f"Turn {turn}"
    return ""


def progress_words(state: State) -> str:
    """Where a game stands: ``Round 3 · Army phase``, ``Turn 5``, ``The Foundry Below ·
    Round 4 of 10 · Venture`` (a campaign's scenario first)."""
    head = counted(state.data)
    try:
        phase = state.phase() or ""
        chapter = state.chapter()
    except Exception:  # a game's words must never stop a save
        phase = chapter = ""
    if head and phase.startswith(head):
        head = ""  # Bellwake's phase already says "Round 4 of 10 · ..."
    return " · ".join(p for p in (chapter, head, phase) if p) or "Just begun"


def seat_words(seats: list[Seat]) -> str:
    """``You, Greedy bot``; more people at the screen: ``You, Player 2, Random bot``."""
    words: list[str] = []
    you = False
    for number, seat in enumerate(seats, start=1):
        if seat.is_human:
            if not you:
                words.append("You")
                you = True
            elif not seat.same_person:
                words.append(f"Player {number}")
        else:
            name, _, level = seat.bot.partition(":")
            bot = f"{name.capitalize()} bot"
            words.append(f"{bot} level {level}" if level else bot)
    return ", ".join(words)


def about(state: State, seats: list[Seat]) -> dict[str, Any]:
    """The ``about`` part of a save file."""
    return {
        "title": state.game.title,
        "progress": progress_words(state),
        "seats": seat_words(seats),
        "human": any(s.is_human for s in seats),
        "moves": len(state.history),
        "over": state.is_over,
    }


@dataclass
class SaveEntry:
    """One save as a list shows it (``problem`` set when the file cannot be read)."""

    path: Path
    in_progress: bool  # a game's own game in progress (autosave or campaign), not a named save
    campaign: bool = False  # a campaign under way (its own file)
    game_id: str = ""
    title: str = ""
    progress: str = ""  # "Round 3 · Army phase"
    seats: str = ""  # "You, Greedy bot"
    human: bool = False
    saved: float = 0.0  # when it was written (seconds since the epoch)
    problem: str = ""  # why it cannot be read, in words

    @property
    def name(self) -> str:
        """What the list calls it: the name it was saved under, or the game in progress."""
        if self.campaign:
            return f"{self.title} campaign in progress"
        if self.in_progress:
            return f"{self.title or 'A game'} in progress"
        return shown_name(self.path.stem)

    @property
    def damaged(self) -> bool:
        return bool(self.problem)

    @property
    def picture(self) -> Path:
        from tabletop.ui.storage import picture_path

        return picture_path(self.path)

    def when(self) -> str:
        """``Tue 1 Dec 2026, 15:40``."""
        moment = time.localtime(self.saved)
        return (
            time.strftime("%a ", moment)
            + f"{moment.tm_mday} "
            + time.strftime("%b %Y, %H:%M", moment)
        )

    def counted(self) -> str:
        """``round 3`` / ``turn 5`` for a question (``""`` before the first turn)."""
        head = self.progress.split(" · ")[0]
        if head.startswith(("Round ", "Turn ")):
            return head.split(" of ")[0].lower()
        return ""

    def abandon_question(self) -> str:
        """``Abandon your <title> game in round 5?``"""
        where = self.counted()
        return f"Abandon your {self.title} game{' in ' + where if where else ''}?"


def _title(game_id: str) -> str:
    try:
        return tabletop.games.get(game_id).title
    except KeyError:
        return ""


def peek(path: Path, in_progress: bool = False) -> SaveEntry | None:
    """A quick look at a save file (no replay): None when there is no file."""
    path = Path(path)
    try:
        stat = path.stat()
    except OSError:
        return None
    entry = SaveEntry(path, in_progress, saved=stat.st_mtime)
    from tabletop.ui.storage import read_problem, read_regular  # a pipe: refused, never read

    try:
        raw = saves.read_json(read_regular(path))
    except LoadError as exc:
        entry.problem = str(exc)
        return entry
    except OSError as exc:
        entry.problem = read_problem(exc)
        return entry
    if not isinstance(raw, dict):
        entry.problem = "This file is not a Tabletop save."
        return entry
    inner = raw.get("save") if "app" in raw else raw
    game_id = raw.get("game") or (inner.get("game") if isinstance(inner, dict) else None)
    if not isinstance(game_id, str) or not _title(game_id):
        entry.problem = "This file is not a save of a game this app has."
        return entry
    entry.game_id, entry.title = game_id, _title(game_id)
    info = raw.get("about")
    seats_raw = raw.get("seats") if "app" in raw else None
    if isinstance(info, dict):
        entry.progress = str(info.get("progress") or "")
        entry.seats = str(info.get("seats") or "")
        entry.human = info.get("human") is True
    else:  # an older save: what can be read without a replay
        snapshot = inner.get("snapshot") if isinstance(inner, dict) else None
        entry.progress = counted(snapshot) if isinstance(snapshot, dict) else ""
        seats = [
            Seat("human") if isinstance(s, dict) and s.get("kind") == "human" else Seat("bot")
            for s in (seats_raw if isinstance(seats_raw, list) else [{"kind": "human"}])
        ]
        entry.human = any(s.is_human for s in seats)
        if isinstance(seats_raw, list):
            entry.seats = seat_words(
                [
                    Seat("bot", str(s.get("bot") or "greedy")) if not seat.is_human else seat
                    for s, seat in zip(seats_raw, seats, strict=True)
                ]
            )
    if in_progress:
        _with_journal(entry)
    return entry


def _with_journal(entry: SaveEntry) -> None:
    """A game in progress whose journal holds actions its save lacks (the game at the table,
    or one a killed app left): its words from both (a replay, a few milliseconds)."""
    from tabletop.ui import journal, storage

    if not journal.journal_path(entry.path).is_file():
        return
    try:
        loaded = storage.load_file(entry.path)
    except LoadError:
        return
    if loaded.journaled:
        entry.progress = progress_words(loaded.state)


def named_saves() -> list[SaveEntry]:
    """The named saves, newest first."""
    from tabletop.ui.storage import SAVE_SUFFIX, saves_dir

    folder = saves_dir()
    try:
        names = [n for n in os.listdir(folder) if n.endswith(SAVE_SUFFIX) and n[0] != "."]
    except OSError:
        return []
    found = [peek(folder / n) for n in names]
    return sorted((e for e in found if e is not None), key=lambda e: -e.saved)


def games_in_progress() -> list[SaveEntry]:
    """Each game's game in progress (and a campaign under way), newest first."""
    from tabletop.ui import campaigns
    from tabletop.ui.storage import autosave_path

    found: list[SaveEntry] = []
    for game_id in tabletop.games.ids():
        for path in (autosave_path(game_id), campaigns.campaign_path(game_id)):
            entry = peek(path, in_progress=True)
            if entry is not None:
                entry.campaign = path == campaigns.campaign_path(game_id)
                entry.title = entry.title or _title(game_id)
                found.append(entry)
    return sorted(found, key=lambda e: -e.saved)
