"""The app's verbs for saves: continue a game, load a file, save under a name, keep pictures.

They live here, not in app.py, so that the app's loop stays short; App's methods of the same
names call them. What they promise:

- a load that fails changes nothing: the player stays where they were (at the table, in the
  launcher) and a message says what is wrong in words; no file is touched;
- a loaded game is autosaved in its game's slot from then on (slots.claim: a person's
  unfinished game there is kept as a named save, never deleted);
- leaving the table or quitting writes a small picture of the table beside its autosave, for
  the Load list (thumbnails.py), never during play.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from tabletop.rules import LoadError, State
from tabletop.ui import campaigns, loading, saveinfo, slotlock, slots, storage, thumbnails
from tabletop.ui.scene import Seat

if TYPE_CHECKING:
    from tabletop.ui.app import App


def claim(app: App, state: State, seats: list[Seat]) -> tuple[Path | None, str]:
    """Where a new game is autosaved (slots.claim), once every queued write is on disk."""
    app.flush_saves()
    return slots.claim(state, seats)


def keep_picture(app: App) -> None:
    """A picture of the table beside its autosave (the player leaves the table or quits)."""
    if app.game is None or app.save_path is None or app.autoplay or app.game[0].is_over:
        return
    thumbnails.write(thumbnails.table_picture(app), storage.picture_path(app.save_path))


def continue_game(app: App, game_id: str) -> bool:
    """Resume ``game_id``'s game in progress; a bad file: a message, the file left alone."""
    import tabletop.games

    app.flush_saves()
    title = tabletop.games.get(game_id).title
    if not slotlock.HELD.take(storage.autosave_path(game_id)):
        app.toast(f"Your {title} game {slotlock.BUSY}")
        return False
    try:
        loaded = loading.load_with_progress(app, lambda: storage.read_autosave(game_id))
    except LoadError as exc:
        slotlock.HELD.keep_only(app.save_path)  # not opened: the lock taken for it goes
        app.toast(f"Your {title} game cannot be continued. {exc}")
        return False
    app.resume(loaded.state, loaded.seats, storage.autosave_path(game_id))
    return True


def continue_campaign(app: App, game_id: str) -> bool:
    """Resume ``game_id``'s campaign from its own file; a damaged one: a message, the file
    left alone."""
    import tabletop.games

    app.flush_saves()
    if not slotlock.HELD.take(campaigns.campaign_path(game_id)):
        app.toast(f"Your {tabletop.games.get(game_id).title} campaign {slotlock.BUSY}")
        return False
    found = loading.load_with_progress(app, lambda: campaigns.read_campaign(game_id))
    if found is None or found.loaded is None:
        slotlock.HELD.keep_only(app.save_path)
        app.toast(found.message if found else "There is no campaign to continue.")
        return False
    app.resume(found.loaded.state, found.loaded.seats, found.path)
    return True


def _words_for(path: Path) -> str:
    """How a message names a save: “Before the battle”, or the game in progress."""
    if path.parent == storage.saves_dir():
        return f"“{saveinfo.shown_name(path.stem)}”"
    return "This save"


def load_file(app: App, path: str | os.PathLike[str]) -> bool:
    """Open a save; a bad one: a message and nothing changes (see the module)."""
    path = Path(path)
    app.flush_saves()
    try:
        loaded = loading.load_with_progress(app, lambda: storage.load_file(path))
    except LoadError as exc:
        app.toast(f"{_words_for(path)} could not be loaded. {exc}")
        return False
    state, seats = loaded.state, loaded.seats
    game_id = state.game.id
    own = {storage.autosave_path(game_id), campaigns.campaign_path(game_id)}
    keep_picture(app)
    if any(same_file(path, p) for p in own):
        if not slotlock.HELD.take(path):
            app.toast(f"That game {slotlock.BUSY}")
            return False
        target, note = path, ""  # it is the game in progress itself: Continue
    else:
        target, note = slots.claim(state, seats)
    app.resume(state, seats, target)
    app.autosave(state, seats)
    if note:
        app.toast(note)
    return True


def same_file(a: Path, b: Path) -> bool:
    """Whether two paths name the same file."""
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return False


def save_file(app: App, path: str | os.PathLike[str]) -> Path | None:
    """Save the game at the table to ``path`` with its picture; a message says so (or why
    not)."""
    if app.game is None:
        app.toast("There is no game to save.")
        return None
    state, seats = app.game
    picture = thumbnails.table_picture(app)
    try:
        written = storage.save_to(Path(path), state, seats)
    except OSError as exc:
        app.toast(f"The game could not be saved: {storage.trouble_words(exc)}.")
        return None
    thumbnails.write(picture, storage.picture_path(written))
    app.toast(f"Saved as “{saveinfo.shown_name(written.stem)}”.")
    return written


def save_named(app: App, name: str) -> Path | None:
    """Save the game at the table as the named save ``name`` (replacing one of that name)."""
    if not slots.clean_name(name):
        app.toast("Give the save a name first.")
        return None
    return save_file(app, slots.named_path(name))


def delete_save(path: Path) -> bool:
    """Delete a save and its picture; False if it could not be deleted."""
    try:
        storage.remove_save(path)  # its picture and its journal too
    except OSError:
        return False
    return True
