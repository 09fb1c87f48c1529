"""A save's name as typed becomes a file name: one that the file system takes, whatever the
characters (found while the UI monkey typed into the Save screen: 60 emoji, which the name box
allows, made a name of 240 bytes, and the file could not be written)."""

from __future__ import annotations

import pygame

from tabletop.ui import slots, storage
from tests.ui.table_helpers import data_dir  # noqa: F401 - a data folder of its own
from tests.ui.test_app_shell import click, press, type_text
from tests.ui.test_saves import a_game_in_progress, new_app


def test_a_name_of_sixty_emoji_is_saved_under_a_name_the_disk_takes() -> None:
    app = new_app()
    try:
        state = a_game_in_progress(app, "bellum")
        press(app, pygame.K_ESCAPE)
        click(app, app.overlays[-1].buttons["Save…"].rect.center)
        screen = app.overlays[-1]
        type_text(app, "🙂" * 60)
        click(app, screen.save.rect.center)
        assert not app.overlays, [t.text for t in app.toasts]  # saved: back at the table
        (path,) = storage.saves_dir().glob("*.json")
        assert len(path.name.encode()) <= 255 - len(".x.12345678.tmp")
        assert path.stem.startswith("🙂" * 40)  # as many as fit
        assert storage.load_file(path).state.to_json() == state.to_json()
        assert any("Saved as" in t.text for t in app.toasts)
    finally:
        app.close()


def test_clean_names_keep_short_names_and_cut_wide_ones_by_bytes() -> None:
    assert slots.clean_name("Before the raid") == "Before the raid"
    assert slots.clean_name("a" * 80) == "a" * slots.NAME_LIMIT
    wide = slots.clean_name("名前" * 40)
    assert len(wide.encode()) <= slots.NAME_BYTES and wide == ("名前" * 40)[: len(wide)]


def test_a_folder_among_the_saves_is_listed_as_a_folder() -> None:
    """A folder named like a save (saves/dir.json) was listed as "This save cannot be read
    (None)." (an OS error with no words of its own); Load said it well, the list now too."""
    from tabletop.ui import saveinfo

    folder = slots.named_path("dir")
    folder.mkdir(parents=True)
    entry = saveinfo.peek(folder)
    assert entry is not None and entry.problem == "This is a folder, not a save."
    assert storage.read_problem(PermissionError()) == "This save cannot be read (PermissionError)."


def test_a_save_that_cannot_be_written_says_why_in_words() -> None:
    """With a file where the saves folder should be, Save said "File exists." (the system's
    words); it says what stands in the way."""
    from tests.ui.test_app_shell import toasts

    app = new_app()
    try:
        a_game_in_progress(app, "bellum")
        storage.saves_dir().parent.mkdir(parents=True, exist_ok=True)
        storage.saves_dir().write_text("not a folder")
        assert app.save_file(slots.named_path("Mine")) is None
        assert "could not be saved: a file stands where the data folder should be." in toasts(app)
    finally:
        app.close()


def test_a_game_no_person_moved_in_is_not_kept_when_another_starts() -> None:
    """Each `tabletop play bellum --seats human,bot` kept the game before as a named save,
    even one with no move: a play-tester had six "Bellum, turn 1 (kept ...)". A game in which
    no person has moved is replaced; one with a person's move is still kept."""
    from tabletop.ui import saveinfo
    from tests.ui.test_saves import YOU

    app = new_app()
    try:
        app.start_game("bellum", YOU, seed=1)
        app.flush_saves()
        app.start_game("bellum", YOU, seed=2)
        app.flush_saves()
        assert saveinfo.named_saves() == []
        a_game_in_progress(app, "bellum")  # a person's moves in it
        app.start_game("bellum", YOU, seed=3)
        assert len(saveinfo.named_saves()) == 1
    finally:
        app.close()


def test_a_save_kept_in_an_editor_that_marks_utf8_still_loads() -> None:
    """A save opened and kept in an editor that writes a byte-order mark (Notepad) was "not a
    Tabletop save": the mark is read past."""
    from tests.ui.test_saves import YOU

    app = new_app()
    try:
        state = a_game_in_progress(app, "bellum")
        path = slots.named_path("Edited")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"\xef\xbb\xbf" + storage.dumps(state, YOU).encode("utf-8"))
        loaded = storage.load_file(path)
        assert loaded.state.to_json() == state.to_json()
    finally:
        app.close()
