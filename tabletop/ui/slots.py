"""One game in progress per game, and the rules that keep a person's game from being lost.

Every game has its own slot, ``autosave-<game id>.json`` in the data folder; a whole
Bellwake campaign keeps its own file (campaigns.py). Where a game that starts (or is loaded)
is autosaved is decided by :func:`claim`:

- the slot is empty, or holds a game of bots only: the new game takes it;
- a game with **no person in it** (a bot demo, ``tabletop play ... --seats bot,bot``) never
  replaces a game with a person in it, nor a damaged file: it is then not autosaved at all;
- the slot holds the very game that comes, no further on than it (the same setup, the same
  moves as far as both go, and beyond that only bots' moves): it is replaced without a copy,
  for nothing would be lost (:func:`nothing_lost`; loading a named save of the game you are
  in);
- a game with a person in it, where a person's game is unfinished: the launcher asks first
  ("Abandon your <title> game in round 5?"), the command line starts at once; either way
  the earlier game is not deleted but kept as a named save (``saves/<title>, round 5
  (kept 1 Dec 2026, 15꞉40).json``, shown as 15:40) that Load lists, and a message says so;
- a damaged slot file is kept the same way (as a named save that Load shows as damaged).

An ``autosave.json`` of an earlier version (one autosave for every game) is adopted into its
game's slot when the app starts (:func:`adopt_legacy`), or kept as a named save when that slot
is taken, so no game is lost on the way.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import tabletop.games
from tabletop.rules import LoadError, State
from tabletop.ui import campaigns, journal, slotlock, storage
from tabletop.ui.games import is_whole_campaign
from tabletop.ui.saveinfo import SAFE_COLON, SaveEntry, peek, shown_name, stamp
from tabletop.ui.scene import Seat

NAME_LIMIT = 60  # characters of a save's name
# bytes of a save's name in UTF-8: file systems allow 255 per name, and the name gets a
# suffix and, while it is written, a temporary prefix and suffix (60 emoji are 240 bytes)
NAME_BYTES = 180
_BAD_CHARS = re.compile(r'[\x00-\x1f<>:"/\\|?*]+')


def slot_entry(game_id: str) -> SaveEntry | None:
    """``game_id``'s game in progress, looked at without a replay (None: there is none); a
    damaged one is still named by its game (its file says whose it is)."""
    entry = peek(storage.autosave_path(game_id), in_progress=True)
    if entry is not None and not entry.title:
        entry.game_id = entry.game_id or game_id
        entry.title = tabletop.games.get(game_id).title
    return entry


def clean_name(text: str) -> str:
    """A save's name as typed, made safe for a file name on every platform (``""``: none);
    a ":" is kept as its look-alike (saveinfo.SAFE_COLON), shown again as ":"."""
    name = _BAD_CHARS.sub(" ", text.replace(":", SAFE_COLON)).strip().strip(".").strip()
    name = re.sub(r"\s+", " ", name)[:NAME_LIMIT]
    while len(name.encode("utf-8", "surrogatepass")) > NAME_BYTES:
        name = name[:-1]  # a long name of wide characters: fewer characters
    return name.strip()


def named_path(name: str) -> Path:
    """The file of the named save ``name`` (cleaned)."""
    return storage.saves_dir() / f"{clean_name(name)}{storage.SAVE_SUFFIX}"


def free_name(base: str) -> str:
    """``base``, or ``base (2)``... : a name no save has yet."""
    base = clean_name(base) or "Saved game"
    name, n = base, 1
    while named_path(name).exists():
        n += 1
        name = f"{base} ({n})"
    return name


def default_name(state: State) -> str:
    """The name the Save screen offers: ``<title>, round 3`` (a campaign's: ``Bellwake, The
    Foundry Below, round 1``: every scenario has a round 1)."""
    from tabletop.ui.saveinfo import counted

    where = counted(state.data).lower()
    try:
        chapter = state.chapter()
    except Exception:  # a game's words must never stop a save
        chapter = ""
    parts = (state.game.title, chapter, where)
    return free_name(", ".join(p for p in parts if p))


def keep_as_named(path: Path, entry: SaveEntry) -> Path:
    """Move a game in progress (or a damaged file) to the named saves, never deleting it;
    its picture goes with it. Returns the new file."""
    when = stamp()
    where = entry.counted()
    title = entry.title or "A game"
    if entry.damaged:
        base = f"{title} (damaged, kept {when})"
    else:
        base = f"{title}, {where} (kept {when})" if where else f"{title} (kept {when})"
    target = named_path(free_name(base))
    target.parent.mkdir(parents=True, exist_ok=True)
    journal.fold(path)  # its journal stays behind: its actions go into the file first
    os.replace(path, target)
    picture = storage.picture_path(path)
    if picture.exists():
        try:
            os.replace(picture, storage.picture_path(target))
        except OSError:
            pass
    return target


def nothing_lost(path: Path, state: State) -> bool:
    """Whether the game in progress in ``path`` loses nothing a person did when ``state``
    takes its place: it is the same game (the same game, seed and options) and its moves
    agree with ``state``'s as far as both go, and any moves it has beyond them were made by
    bots (a named save of this very game loaded again, or a game loaded and not played on);
    or no person has moved in it at all."""
    try:
        old = storage.load_file(path)
    except LoadError:
        return False
    before, now = old.state, state

    def a_persons(seat: int) -> bool:
        return not 0 <= seat < len(old.seats) or old.seats[seat].is_human

    if not any(a_persons(seat) for seat, _action in before.history):
        return True  # no person has moved in it yet (started again and again: no clutter)
    if before.game.id != now.game.id or before.setup_args != now.setup_args:
        return False
    common = min(len(before.history), len(now.history))
    if before.history[:common] != now.history[:common]:
        return False
    return not any(a_persons(seat) for seat, _action in before.history[common:])


def claim(state: State, seats: list[Seat]) -> tuple[Path | None, str]:
    """Where a game that starts (or is loaded) now is autosaved, and a note for the player
    (see the module's rules). A whole campaign: campaigns.claim."""
    if is_whole_campaign(state):
        return campaigns.claim(state, seats)
    game_id = state.game.id
    path = storage.autosave_path(game_id)
    if not slotlock.HELD.take(path):  # never moved from under the window playing it
        title = state.game.title
        return None, f"Your {title} game in progress {slotlock.BUSY} This game is not saved."
    old = slot_entry(game_id)
    if old is None:
        return path, ""
    human = any(s.is_human for s in seats)
    if not old.damaged and not old.human:
        return path, ""  # a game of bots gives way to any game
    if not old.damaged and nothing_lost(path, state):
        return path, ""  # the same game, no further on: nothing to keep
    if not human:
        return None, ""  # bots never replace a person's game, nor a damaged file
    try:
        kept = keep_as_named(path, old)
    except OSError:
        return None, f"Your earlier {old.title} game could not be moved: this one is not saved."
    what = "damaged save" if old.damaged else "earlier game"
    return path, f"Your {what} of {old.title} is kept: Load lists it as “{shown_name(kept.stem)}”."


def adopt_legacy() -> str:
    """Adopt an earlier version's single ``autosave.json`` (see the module); the note for the
    player ("" when there was nothing to adopt)."""
    path = storage.legacy_autosave_path()
    entry = peek(path, in_progress=True)
    if entry is None:
        return ""
    if not entry.damaged and entry.game_id and slot_entry(entry.game_id) is None:
        target = storage.autosave_path(entry.game_id)
        os.replace(path, target)
        return ""
    kept = keep_as_named(path, entry)
    return f"An earlier game is kept: Load lists it as “{shown_name(kept.stem)}”."
