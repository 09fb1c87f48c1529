"""Saves that are never lost, through the real loop: one game in progress per game, bots that
never replace a person's game, the abandon question, the Save and Load screens by mouse and
keyboard, damaged files from the table, and an earlier version's single autosave adopted.

The table is the shell tests' stand-in (bots play, people never act) unless a test needs the
real table's words.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import warnings
from pathlib import Path

import pygame
import pytest

import tabletop.ai
import tabletop.games
from tabletop.ui import saveinfo, slots, storage, thumbnails
from tabletop.ui.app import App
from tabletop.ui.launcher import LauncherScene, slot_words
from tabletop.ui.saves_screen import LoadOverlay, SaveOverlay, question
from tabletop.ui.scene import Seat
from tabletop.ui.widgets import DIALOG_MIN, dialog_rect
from tests.ui.test_app_shell import StandInTable, choose, click, press, toasts, type_text

ROOT = Path(__file__).resolve().parents[2]
YOU = [Seat("human"), Seat("bot")]
BOTS = [Seat("bot"), Seat("bot", "random")]
PARSER_WORDS = ("Expecting", "line 1", "column", "char ", "JSON", "decode", "Traceback", "{")


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(folder))
    monkeypatch.delenv("TABLETOP_CONFIG_DIR", raising=False)
    return folder


def new_app(real_table: bool = False) -> App:
    app = App((1280, 720), realtime=False, raise_errors=True)
    if not real_table:
        app.make_table = lambda state, seats: StandInTable(app, state, seats)
    pygame.event.clear()
    return app


@pytest.fixture
def app(data_dir: Path):
    app = new_app()
    yield app
    app.close()


def advanced(game_id: str, seed: int, moves: int, seats: list[Seat] = YOU, players: int = 2):
    """A state after ``moves`` random actions, stopped where a person decides."""
    state = tabletop.games.get(game_id).setup(seed, players=players)
    bot = tabletop.ai.get("random", seed=seed)
    for n in range(moves + 200):
        if state.is_over or (n >= moves and seats[state.decision.seat].is_human):
            break
        state.apply(bot.choose(state.view(state.decision.seat)))
    assert not state.is_over
    return state


def a_game_in_progress(app: App, game_id: str, seed: int = 3, moves: int = 12):
    """``game_id`` at the table with a person in it, autosaved after some moves."""
    state = advanced(game_id, seed, moves)
    app.start_game(game_id, YOU, seed=seed)  # the slot is claimed as a new game would
    app.resume(state, YOU, storage.autosave_path(game_id))
    app.autosave(state, YOU)
    app.flush_saves()
    return state


def to_launcher(app: App) -> LauncherScene:
    app.open_launcher()
    app.run_frames(2)
    assert isinstance(app.scene, LauncherScene)
    return app.scene


def answer(app: App, dialog, yes: bool) -> None:
    """Click the question's first button (Abandon, Delete, Replace) or Keep it."""
    button = dialog.confirm_button if yes else dialog.cancel_button
    click(app, button.rect.center)


# ----- one game in progress per game ----------------------------------------------------------


def test_each_game_keeps_its_own_game_in_progress(app: App, data_dir: Path) -> None:
    scene = to_launcher(app)
    click(app, scene.game_buttons["bahamut-dispute"].rect.center)
    click(app, app.scene.start.rect.center)
    bahamut = app.scene.state
    press(app, pygame.K_ESCAPE)
    click(app, app.overlays[-1].buttons["Quit to launcher"].rect.center)
    scene = app.scene
    click(app, scene.game_buttons["bellum"].rect.center)
    click(app, app.scene.start.rect.center)
    bellum = app.scene.state
    assert bellum.game.id == "bellum"
    scene = to_launcher(app)  # leaving the table
    app.flush_saves()
    assert storage.autosave_path("bahamut-dispute").is_file()
    assert storage.autosave_path("bellum").is_file()
    assert storage.picture_path(storage.autosave_path("bellum")).is_file()  # left: a picture
    for game_id, state in (("bahamut-dispute", bahamut), ("bellum", bellum)):
        scene = to_launcher(app)
        click(app, scene.game_buttons[game_id].rect.center)
        scene = app.scene
        assert scene.cont.is_enabled
        assert scene.slot.title == state.game.title
        assert slot_words(scene.slot).startswith("In progress: ")
        click(app, scene.cont.rect.center)
        assert isinstance(app.scene, StandInTable)
        resumed = app.scene.state  # where it was left (and the bot may have moved since)
        assert resumed.history[: len(state.history)] == state.history
        assert resumed.setup_args == state.setup_args


def test_the_launcher_says_round_where_the_table_says_round(data_dir: Path) -> None:
    app = new_app(real_table=True)
    try:
        state = advanced("para-bellum", 5, 60)
        assert state.data["round"] >= 2
        app.resume(state, YOU, storage.autosave_path("para-bellum"))
        app.autosave(state, YOU)
        app.run_frames(3)
        table = app.scene
        status = table.controller.status(table.display, table.seat_names())
        head = f"Round {state.data['round']}"
        assert status.startswith(head + " ")
        scene = to_launcher(app)
        click(app, scene.game_buttons["para-bellum"].rect.center)
        words = slot_words(app.scene.slot)
        assert words.startswith(f"In progress: {head} ") and "turn" not in words.lower()
        assert app.scene.slot.abandon_question() == (
            f"Abandon your Para Bellum game in round {state.data['round']}?"
        )
    finally:
        app.close()


def test_progress_words_follow_each_games_count() -> None:
    for game_id, word in (
        ("bahamut-dispute", "Turn"),
        ("bellum", "Turn"),
        ("bellwake", "The Lower Stair · Round"),  # every scenario has a round 1: it is named
    ):
        state = advanced(game_id, 4, 30)
        assert saveinfo.progress_words(state).startswith(word + " "), game_id
    bellwake = advanced("bellwake", 4, 30)
    assert slots.default_name(bellwake) == (
        f"Bellwake, The Lower Stair, round {bellwake.data['round']}"
    )
    assert saveinfo.seat_words([Seat("human"), Seat("bot", "greedy:3")]) == (
        "You, Greedy bot level 3"
    )
    assert saveinfo.seat_words([Seat("human"), Seat("human", same_person=True)]) == "You"
    assert saveinfo.seat_words([Seat("human"), Seat("human"), Seat("bot", "random")]) == (
        "You, Player 2, Random bot"
    )


# ----- bots never replace a person's game --------------------------------------------------


def test_a_game_of_bots_never_replaces_a_persons_game(app: App, data_dir: Path) -> None:
    state = a_game_in_progress(app, "bellum")
    before = storage.autosave_path("bellum").read_bytes()
    bots = app.start_game("bellum", BOTS, seed=8)
    assert app.save_path is None  # the demo is not saved at all
    app.run_frames(20)
    app.flush_saves()
    assert storage.autosave_path("bellum").read_bytes() == before
    assert storage.read_autosave("bellum").state.to_json() == state.to_json()
    assert bots.history  # the bots did play
    assert not storage.saves_dir().exists()  # nothing was moved aside either
    # in an empty slot, a game of bots is kept (and gives way to any later game)
    app.start_game("bahamut-dispute", BOTS, seed=2)
    app.run_frames(5)
    app.flush_saves()
    assert not saveinfo.peek(storage.autosave_path("bahamut-dispute")).human
    app.start_game("bahamut-dispute", YOU, seed=3)
    app.flush_saves()
    assert storage.read_autosave("bahamut-dispute").seats == YOU
    assert not storage.saves_dir().exists()  # a bots' game is not worth keeping aside


def test_a_bot_demo_from_the_command_line_leaves_a_persons_game_alone(data_dir: Path) -> None:
    app = new_app()
    a_game_in_progress(app, "bahamut-dispute")
    app.close()
    before = storage.autosave_path("bahamut-dispute").read_bytes()
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        TABLETOP_DATA_DIR=str(data_dir),
    )
    done = subprocess.run(
        [sys.executable, "-m", "tabletop", "play", "bahamut-dispute", "--seats", "bot,bot"]
        + ["--seed", "4", "--fast", "--max-frames", "40"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert storage.autosave_path("bahamut-dispute").read_bytes() == before


# ----- the abandon question ---------------------------------------------------------------------


def test_start_asks_before_abandoning_a_game_keep_it_keeps_it(app: App, data_dir: Path) -> None:
    state = a_game_in_progress(app, "bahamut-dispute")
    before = storage.autosave_path("bahamut-dispute").read_bytes()
    scene = to_launcher(app)
    click(app, scene.game_buttons["bahamut-dispute"].rect.center)
    scene = app.scene
    choose(app, scene.seat_menus[1], "Human")  # two people: nobody moves by themselves
    click(app, scene.start.rect.center)
    dialog = scene.abandon
    assert dialog is not None and dialog.alive()
    question = f"Abandon your Bahamut Dispute game in turn {state.data['turn']}?"
    assert question in dialog.confirmation_text.html_text
    assert dialog.cancel_button.text == "Keep it" and dialog.confirm_button.text == "Abandon"
    answer(app, dialog, yes=False)
    assert app.scene is scene and not dialog.alive()
    assert storage.autosave_path("bahamut-dispute").read_bytes() == before
    click(app, scene.start.rect.center)  # Esc is Keep it too
    press(app, pygame.K_ESCAPE)
    assert app.scene is scene and scene.abandon is None
    click(app, scene.start.rect.center)
    assert "Enter: Abandon" in scene.abandon.confirmation_text.html_text
    press(app, pygame.K_RETURN)  # Enter: Abandon
    table = app.scene
    assert isinstance(table, StandInTable) and table.state.history == []
    app.flush_saves()
    assert storage.read_autosave("bahamut-dispute").state.history == []
    kept = saveinfo.named_saves()  # the abandoned game is not deleted: Load lists it
    assert len(kept) == 1 and kept[0].title == "Bahamut Dispute"
    assert storage.load_file(kept[0].path).state.to_json() == state.to_json()
    assert "is kept" in toasts(app) and kept[0].name in toasts(app)


def test_the_question_in_the_smallest_window_is_whole_and_centred(data_dir: Path) -> None:
    """At 800 x 600 the scaled question is shorter than pygame_gui's confirmation dialog
    allows; it used to grow from its top edge (off centre, its frame cut short) with a warning.
    It opens at the dialog's least size, centred, its answers inside it."""
    app = App((800, 600), realtime=False, raise_errors=True)
    try:
        scene = to_launcher(app)
        with warnings.catch_warnings():
            warnings.simplefilter("error")  # pygame_gui warns of a dialog below its least size
            dialog = question(scene, "Abandon your Bellum game in turn 3?", "Abandon", "Abandon")
        app.run_frames(1)
        assert dialog.rect.height >= 200 and dialog.rect.width >= 260
        assert abs(dialog.rect.centerx - 400) <= 1 and abs(dialog.rect.centery - 300) <= 1
        for button in (dialog.confirm_button, dialog.cancel_button):
            assert dialog.rect.contains(button.rect)
    finally:
        app.close()


def test_a_dialog_is_never_below_the_least_size_and_stays_centred() -> None:
    """Both sides are clamped (the width only in a window narrower than any we open), and a
    dialog already large enough keeps its size."""
    small = dialog_rect(100, 50, (400, 300))
    assert small.size == DIALOG_MIN and small.center == (400, 300)
    assert dialog_rect(300, 150, (640, 360)).size == (300, 200)
    assert dialog_rect(560, 250, (640, 360)) == pygame.Rect(360, 235, 560, 250)


def test_the_command_line_starts_at_once_and_keeps_the_old_game(app: App, data_dir: Path) -> None:
    state = a_game_in_progress(app, "bellum")
    app.start_game("bellum", YOU, seed=99)  # what ``tabletop play bellum`` does
    kept = saveinfo.named_saves()
    assert len(kept) == 1
    assert storage.load_file(kept[0].path).state.to_json() == state.to_json()
    assert kept[0].path.stem.startswith(f"Bellum, turn {state.data['turn']} (kept ")
    assert storage.picture_path(kept[0].path).is_file()  # its picture went with it


def load_by_mouse(app: App, name: str) -> None:
    """Esc, Load…, the row called ``name``, Load (from the table)."""
    press(app, pygame.K_ESCAPE)
    click(app, app.overlays[-1].buttons["Load…"].rect.center)
    screen = app.overlays[-1]
    assert isinstance(screen, LoadOverlay)
    row = [e.name for e in screen.entries].index(name)
    click(app, screen.row_rect(row).center)
    click(app, screen.load.rect.center)
    assert not app.overlays


def test_loading_a_save_of_the_game_you_are_in_keeps_no_copy(app: App, data_dir: Path) -> None:
    """Item 10: loading the named save of the very game at the table (no further on) made a
    third copy, "(kept 2026-12-01 16.02)". Now a copy is kept only when a person's moves would
    be lost, and its name reads 16:02 wherever a player sees it."""
    state = a_game_in_progress(app, "bahamut-dispute")
    press(app, pygame.K_ESCAPE)
    click(app, app.overlays[-1].buttons["Save…"].rect.center)
    offered = app.overlays[-1].name_entry.get_text()
    press(app, pygame.K_RETURN)  # saved under the offered name, back at the table
    assert not app.overlays and [e.name for e in saveinfo.named_saves()] == [offered]

    load_by_mouse(app, offered)  # the same game, the same moves: nothing to keep
    assert [e.name for e in saveinfo.named_saves()] == [offered]
    assert "is kept" not in toasts(app)
    assert app.scene.state.to_json() == state.to_json()
    app.flush_saves()
    assert storage.read_autosave("bahamut-dispute").state.to_json() == state.to_json()

    # a person moves on: loading the save again would lose that move, so that game is kept
    table = app.scene.state
    human = next(a for a in table.decision.actions)
    table.apply(human)  # the person moves, then the bot answers until the person decides
    bot = tabletop.ai.get("random", seed=1)
    while not table.is_over and not YOU[table.decision.seat].is_human:
        table.apply(bot.choose(table.view(table.decision.seat)))
    app.autosave(table, YOU)
    app.flush_saves()
    app.toasts.clear()
    load_by_mouse(app, offered)  # a person's move would be lost now: that game is kept
    names = [e.name for e in saveinfo.named_saves()]
    assert len(names) == 2 and offered in names
    kept = next(e for e in saveinfo.named_saves() if e.name != offered)
    assert len(storage.load_file(kept.path).state.history) == len(table.history)
    assert f"Load lists it as “{kept.name}”" in toasts(app)
    when = kept.name.rsplit("(kept ", 1)[1].rstrip(")")
    hours, minutes = when.rsplit(", ", 1)[1].split(":")  # "1 Dec 2026, 16:02", as Load says
    assert len(hours) == len(minutes) == 2 and hours.isdigit() and minutes.isdigit()
    assert saveinfo.SAFE_COLON not in toasts(app) and ":" not in kept.path.name
    press(app, pygame.K_ESCAPE)
    click(app, app.overlays[-1].buttons["Load…"].rect.center)
    texts = drawn_texts(app, app.overlays[-1], pygame.Surface(app.size))
    assert kept.name in texts and not any(saveinfo.SAFE_COLON in t for t in texts)


def test_a_copy_is_kept_only_when_a_persons_moves_would_be_lost(data_dir: Path) -> None:
    game = tabletop.games.get("bellum")
    bot = tabletop.ai.get("random", seed=4)
    state = game.setup(4, players=2)
    while YOU[state.decision.seat].is_human or len(state.history) < 6:
        state.apply(bot.choose(state.view(state.decision.seat)))  # up to a bot's choice
    saved = game.load(state.to_json())  # a named save made there
    while not YOU[state.decision.seat].is_human:
        state.apply(bot.choose(state.view(state.decision.seat)))  # only the bot moved since
    storage.write_autosave(state, YOU)
    assert slots.claim(game.load(saved.to_json()), YOU) == (storage.autosave_path("bellum"), "")
    assert saveinfo.named_saves() == []
    state.apply(state.decision.actions[0])  # a person's move: loading the save would lose it
    storage.write_autosave(state, YOU)
    path, note = slots.claim(game.load(saved.to_json()), YOU)
    assert path == storage.autosave_path("bellum") and "is kept" in note
    assert len(saveinfo.named_saves()) == 1
    other = game.setup(5, players=2)  # another seed: another game, kept too
    storage.write_autosave(state, YOU)
    assert "is kept" in slots.claim(other, YOU)[1] and len(saveinfo.named_saves()) == 2


def test_a_damaged_game_in_progress_put_aside_is_named_by_its_game(data_dir: Path) -> None:
    """A truncated ``autosave-bellum.json`` when a person starts a new Bellum game: the note
    and the kept file name the game ("Your damaged save of Bellum is kept: Load lists it as
    “Bellum (damaged, kept …)”"), not a blank and "A game"."""
    game = tabletop.games.get("bellum")
    path = storage.autosave_path("bellum")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "tabletop-save", "game"', "utf-8")
    kept, note = slots.claim(game.setup(5, players=2), YOU)
    assert kept == path
    assert note.startswith("Your damaged save of Bellum is kept: Load lists it as “Bellum (damaged")
    assert [e.name.startswith("Bellum (damaged, kept") for e in saveinfo.named_saves()] == [True]


def test_a_typed_colon_and_an_earlier_versions_time_read_as_typed(app: App, data_dir: Path) -> None:
    a_game_in_progress(app, "bellum")
    app.save_file(slots.named_path("Before the raid, 16:05"))
    older = storage.saves_dir() / "Bellum, turn 3 (kept 2026-12-01 16.02).json"
    older.write_bytes(storage.autosave_path("bellum").read_bytes())
    names = [e.name for e in saveinfo.named_saves()]
    assert "Before the raid, 16:05" in names and "Bellum, turn 3 (kept 2026-12-01 16:02)" in names
    assert "Saved as “Before the raid, 16:05”." in toasts(app)
    press(app, pygame.K_ESCAPE)
    click(app, app.overlays[-1].buttons["Save…"].rect.center)
    screen = app.overlays[-1]
    row = next(i for i, e in enumerate(screen.entries) if e.name == "Before the raid, 16:05")
    click(app, screen.row_rect(row).center)  # its name is taken as it reads, to replace it
    assert screen.name_entry.get_text() == "Before the raid, 16:05"
    press(app, pygame.K_RETURN)
    assert "Replace the save “Before the raid, 16:05”" in screen.confirm_text()


# ----- the Save screen --------------------------------------------------------------------------


def test_save_screen_by_mouse_a_typed_name_a_file_and_its_picture(app: App, data_dir: Path) -> None:
    state = a_game_in_progress(app, "bellum")
    press(app, pygame.K_ESCAPE)
    click(app, app.overlays[-1].buttons["Save…"].rect.center)
    screen = app.overlays[-1]
    assert isinstance(screen, SaveOverlay)
    assert screen.name_entry.get_text() == f"Bellum, turn {state.data['turn']}"  # offered
    type_text(app, "Before the raid")  # the offered name is selected: typing replaces it
    assert screen.name_entry.get_text() == "Before the raid"
    click(app, screen.save.rect.center)
    assert not app.overlays  # back at the table
    path = storage.saves_dir() / "Before the raid.json"
    assert storage.load_file(path).state.to_json() == state.to_json()
    picture = pygame.image.load(str(storage.picture_path(path)))
    assert picture.get_size() == thumbnails.SIZE
    assert "Before the raid" in toasts(app) and str(data_dir) not in toasts(app)

    # the same name again asks first; Keep it keeps the old file, Replace replaces it
    saved_moves = len(state.history)
    app.scene.state.apply(app.scene.state.decision.actions[0])
    press(app, pygame.K_ESCAPE)
    click(app, app.overlays[-1].buttons["Save…"].rect.center)
    screen = app.overlays[-1]
    row = next(i for i, e in enumerate(screen.entries) if e.path == path)
    click(app, screen.row_rect(row).center)  # a row's name is taken, to replace it
    assert screen.name_entry.get_text() == "Before the raid"
    press(app, pygame.K_RETURN)
    assert screen.confirm is not None and "Replace the save" in screen.confirm_text()
    answer(app, screen.confirm, yes=False)
    assert len(storage.load_file(path).state.history) == saved_moves
    click(app, screen.save.rect.center)
    answer(app, screen.confirm, yes=True)
    assert not app.overlays
    assert len(storage.load_file(path).state.history) == len(app.scene.state.history)


def test_the_name_field_draws_turn_as_the_table_draws_it(app: App, data_dir: Path) -> None:
    """The offered name "Bellum, turn 3" once read "tum 3": pygame_gui shaped its text as
    Latin script, which pulls "rn" into an "m". Its fonts now lay text out as our own does."""
    a_game_in_progress(app, "bellum")
    press(app, pygame.K_ESCAPE)
    click(app, app.overlays[-1].buttons["Save…"].rect.center)
    screen = app.overlays[-1]
    assert ", turn " in screen.name_entry.get_text()
    theme = screen.ui.get_theme()
    for ids in (["text_entry_line"], ["label"], ["button"]):
        font = theme.get_font(ids)
        size = font.get_point_size()
        ours = app.res.font(size, bold=bool(theme.get_font_info(ids)["bold"]))
        for word in ("turn", "burn 1", "Warn"):
            assert font.size(word)[0] == ours.size(word)[0], (ids, word)


def test_save_screen_by_keyboard_and_the_folder_only_when_asked(app: App, data_dir: Path) -> None:
    a_game_in_progress(app, "bahamut-dispute")
    press(app, pygame.K_ESCAPE)
    click(app, app.overlays[-1].buttons["Save…"].rect.center)
    screen = app.overlays[-1]
    surface = pygame.Surface(app.size)
    texts = drawn_texts(app, screen, surface)
    assert not any(str(data_dir) in t for t in texts)
    click(app, screen.folder.rect.center)
    texts = drawn_texts(app, screen, surface)
    assert any(str(data_dir) in t for t in texts)
    press(app, pygame.K_RETURN)  # Enter saves under the offered name
    assert not app.overlays
    assert len(saveinfo.named_saves()) == 1
    press(app, pygame.K_ESCAPE)
    click(app, app.overlays[-1].buttons["Save…"].rect.center)
    press(app, pygame.K_ESCAPE)  # Esc backs out to the menu
    assert not isinstance(app.overlays[-1], SaveOverlay)


def drawn_texts(app: App, screen, surface: pygame.Surface) -> list[str]:
    """Every text the screen draws in one frame, with its font size."""
    seen: list[str] = []
    real = app.res.text

    def spy(text, size, *args, **kwargs):
        seen.append(text)
        sizes.append(size)
        return real(text, size, *args, **kwargs)

    sizes: list[int] = []
    app.res.text = spy
    try:
        screen.draw(surface)
    finally:
        del app.res.text
    assert min(sizes) >= 12  # readable at 1280x720
    return seen


# ----- the Load screen --------------------------------------------------------------------------


def test_load_screen_lists_games_in_progress_and_saves_and_loads_one(
    app: App, data_dir: Path
) -> None:
    bellum = a_game_in_progress(app, "bellum")
    app.save_file(slots.named_path("Early"))
    a_game_in_progress(app, "bahamut-dispute")
    scene = to_launcher(app)
    click(app, scene.load.rect.center)
    screen = app.overlays[-1]
    assert isinstance(screen, LoadOverlay)
    names = [e.name for e in screen.entries]
    assert names[:2] == ["Bahamut Dispute in progress", "Bellum in progress"]
    assert "Early" in names
    early = screen.entries[names.index("Early")]
    assert early.title == "Bellum" and early.seats == "You, Greedy bot"
    assert early.progress.startswith(f"Turn {bellum.data['turn']}")
    texts = drawn_texts(app, screen, pygame.Surface(app.size))
    assert "Early" in texts and not any(str(data_dir) in t for t in texts)
    click(app, screen.row_rect(names.index("Early")).center)
    click(app, screen.load.rect.center)
    assert isinstance(app.scene, StandInTable) and not app.overlays
    assert app.scene.state.to_json() == bellum.to_json()


def test_load_screen_by_keyboard_and_delete_asks_first(app: App, data_dir: Path) -> None:
    a_game_in_progress(app, "bellum")
    for name in ("One", "Two", "Three"):
        app.save_file(slots.named_path(name))
    scene = to_launcher(app)
    click(app, scene.load.rect.center)
    screen = app.overlays[-1]
    assert screen.selected == 0
    press(app, pygame.K_DOWN)
    assert screen.selected == 1
    target = screen.current()
    assert not target.in_progress
    press(app, pygame.K_DELETE)
    assert "Delete “" in screen.confirm_text() and "cannot be brought back" in screen.confirm_text()
    answer(app, screen.confirm, yes=False)  # Keep it
    assert target.path.is_file()
    press(app, pygame.K_DELETE)
    press(app, pygame.K_ESCAPE)  # Esc: Keep it, and the screen stays
    assert target.path.is_file() and app.overlays[-1] is screen and screen.confirm is None
    press(app, pygame.K_DELETE)
    dialog = screen.confirm
    # the gold answer, on the right, is Keep it, and Enter takes it as the question says
    assert (
        "Enter or Esc: Keep it" in screen.confirm_text()
        and "Enter: Delete" not in screen.confirm_text()
    )
    assert (
        dialog.cancel_button.text == "Keep it" and dialog.cancel_button.object_ids[-1] == "#primary"
    )
    assert (
        dialog.confirm_button.text == "Delete" and dialog.confirm_button.object_ids[-1] == "#danger"
    )
    assert dialog.cancel_button.rect.x > dialog.confirm_button.rect.x
    press(app, pygame.K_RETURN)  # Enter: Keep it
    assert target.path.is_file() and app.overlays[-1] is screen and screen.confirm is None
    press(app, pygame.K_DELETE)
    press(app, pygame.K_DELETE)  # Delete again: deleted, as the question says
    assert not target.path.exists() and not storage.picture_path(target.path).exists()
    assert target.path not in [e.path for e in screen.entries]
    second = screen.current()
    press(app, pygame.K_DELETE)
    answer(app, screen.confirm, yes=True)  # a click on the red Delete
    assert not second.path.exists() and screen.confirm is None
    press(app, pygame.K_HOME)
    press(app, pygame.K_RETURN)  # Enter loads the lit one: the game in progress
    assert isinstance(app.scene, StandInTable)


def test_the_game_on_the_table_is_not_offered_for_deletion(app: App, data_dir: Path) -> None:
    a_game_in_progress(app, "bellum")  # at the table
    app.save_file(slots.named_path("Early"))
    a_game_in_progress(app, "bahamut-dispute")  # another game in progress, now at the table
    press(app, pygame.K_ESCAPE)
    click(app, app.overlays[-1].buttons["Load…"].rect.center)
    screen = app.overlays[-1]
    assert isinstance(screen, LoadOverlay)
    playing = next(i for i, e in enumerate(screen.entries) if e.game_id == "bahamut-dispute")
    click(app, screen.row_rect(playing).center)
    assert not screen.delete.is_enabled
    texts = drawn_texts(app, screen, pygame.Surface(app.size))
    assert any("game on the table" in t for t in texts) and "ON THE TABLE" in texts
    press(app, pygame.K_DELETE)
    assert screen.confirm is None and storage.autosave_path("bahamut-dispute").is_file()
    other = next(i for i, e in enumerate(screen.entries) if e.game_id == "bellum" and e.in_progress)
    click(app, screen.row_rect(other).center)  # another game's game in progress may go
    assert screen.delete.is_enabled
    click(app, screen.delete.rect.center)
    assert "Delete your Bellum game in progress?" in screen.confirm_text()
    answer(app, screen.confirm, yes=True)
    assert not storage.autosave_path("bellum").exists()
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_ESCAPE)
    assert not app.overlays and app.scene.state.game.id == "bahamut-dispute"  # play goes on


def test_load_screen_scrolls_when_there_are_many_saves(app: App, data_dir: Path) -> None:
    a_game_in_progress(app, "bellum")
    for n in range(14):
        app.save_file(slots.named_path(f"Save {n:02}"))
    scene = to_launcher(app)
    click(app, scene.load.rect.center)
    screen = app.overlays[-1]
    assert len(screen.entries) == 15
    last = len(screen.entries) - 1
    assert screen.row_rect(last).top > screen.list_rect.bottom  # out of view
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-40, flipped=False))
    app.run_frames(2)
    assert screen.list_rect.contains(screen.row_rect(last))
    press(app, pygame.K_HOME)
    assert screen.scroll == 0
    press(app, pygame.K_END)
    assert screen.selected == last and screen.list_rect.contains(screen.row_rect(last))


# ----- damaged files from the table -------------------------------------------------------------


def damaged_files(good: str) -> dict[str, bytes]:
    raw = json.loads(good)
    edited = json.loads(good)
    edited["save"]["snapshot"]["turn"] = 77
    foreign = json.loads(good)
    foreign["save"]["game"] = "chess"
    foreign["game"] = "chess"
    return {
        "cut off": good[: len(good) // 2].encode(),
        "cut off by one": good[:-1].encode(),
        "garbled": good.replace('"seats"', '"seats" "').encode(),
        "empty": b"",
        "a picture": b"\x89PNG\r\n\x1a\n\x00\x00",
        "not a save": b'{"hello": "world"}',
        "edited": json.dumps(edited).encode(),
        "another game": json.dumps(foreign).encode(),
        "no moves": json.dumps({**raw, "save": {**raw["save"], "history": None}}).encode(),
    }


def test_a_damaged_file_from_the_table_keeps_you_at_the_table(app: App, data_dir: Path) -> None:
    state = a_game_in_progress(app, "bellum")
    good = storage.dumps(state, YOU)
    table = app.scene
    messages = {}
    for kind, content in damaged_files(good).items():
        path = storage.saves_dir() / f"{kind}.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content)
        assert app.load_file(path) is False, kind
        assert app.scene is table, kind
        message = toasts(app)
        messages[kind] = message
        assert message.startswith(f"“{kind}” could not be loaded. This "), message
        for words in PARSER_WORDS:
            assert words not in message, (kind, message)
    assert "ends in the middle" in messages["cut off"]
    assert "ends in the middle" in messages["cut off by one"]
    assert "garbled" in messages["garbled"]
    assert "empty" in messages["empty"]
    assert "not a Tabletop save" in messages["a picture"]
    assert "edited or damaged" in messages["edited"]
    assert "list of moves is missing" in messages["no moves"]
    assert storage.read_autosave("bellum").state.to_json() == state.to_json()


def test_a_damaged_file_through_the_load_screen(app: App, data_dir: Path) -> None:
    a_game_in_progress(app, "bellum")
    table = app.scene
    bad = storage.saves_dir() / "Broken.json"
    bad.parent.mkdir(parents=True, exist_ok=True)
    bad.write_text('{"app": 1, "game": "bellum", "seats": [{"kind": "hu')
    press(app, pygame.K_ESCAPE)
    click(app, app.overlays[-1].buttons["Load…"].rect.center)
    screen = app.overlays[-1]
    row = next(i for i, e in enumerate(screen.entries) if e.path == bad)
    assert screen.entries[row].damaged and "ends in the middle" in screen.entries[row].problem
    click(app, screen.row_rect(row).center)
    assert not screen.load.is_enabled  # it cannot be loaded; Enter says why
    press(app, pygame.K_RETURN)
    assert app.scene is table and app.overlays[-1] is screen
    assert "ends in the middle" in screen.message
    click(app, screen.delete.rect.center)  # a damaged save can be deleted
    answer(app, screen.confirm, yes=True)
    assert not bad.exists()


def test_a_save_deleted_outside_the_app_leaves_the_load_list_when_picked(
    app: App, data_dir: Path
) -> None:
    """A save removed by hand while the Load screen is open: picking it says so, and its row
    goes (it stayed listed, a dead entry, until the screen was opened again)."""
    a_game_in_progress(app, "bellum")
    app.save_file(slots.named_path("Early"))
    table = app.scene
    press(app, pygame.K_ESCAPE)
    click(app, app.overlays[-1].buttons["Load…"].rect.center)
    screen = app.overlays[-1]
    row = next(i for i, e in enumerate(screen.entries) if e.name == "Early")
    gone = screen.entries[row].path
    gone.unlink()
    click(app, screen.row_rect(row).center)
    click(app, screen.load.rect.center)
    assert app.scene is table and app.overlays[-1] is screen
    assert "moved or deleted" in screen.message
    assert gone not in [e.path for e in screen.entries]
    assert screen.selected is None or screen.selected < len(screen.entries)


# ----- an earlier version's autosave ------------------------------------------------------------


def test_an_old_single_autosave_is_adopted_into_its_games_slot(data_dir: Path) -> None:
    state = advanced("bellum", 6, 10)
    data_dir.mkdir(parents=True)
    old = storage.dumps(state, YOU)
    (data_dir / "autosave.json").write_text(old)
    app = new_app()
    try:
        assert not (data_dir / "autosave.json").exists()
        assert storage.autosave_path("bellum").read_text() == old
        scene = to_launcher(app)
        assert scene.choice.game_id == "bellum"  # the launcher shows the game last played
        click(app, scene.cont.rect.center)
        assert app.scene.state.to_json() == state.to_json()
    finally:
        app.close()
    # a second old autosave where the slot is taken is kept as a named save, not lost
    other = advanced("bellum", 7, 10)
    (data_dir / "autosave.json").write_text(storage.dumps(other, YOU))
    app = new_app()
    try:
        kept = saveinfo.named_saves()
        assert len(kept) == 1 and "is kept" in toasts(app)
        assert storage.load_file(kept[0].path).state.to_json() == other.to_json()
        assert storage.read_autosave("bellum").state.to_json() == state.to_json()
    finally:
        app.close()


def test_quitting_at_the_table_leaves_a_picture_for_the_load_list(data_dir: Path) -> None:
    app = new_app()
    a_game_in_progress(app, "bellum")
    picture = storage.picture_path(storage.autosave_path("bellum"))
    assert not picture.exists()  # never written during play
    app.close()  # the window is closed at the table
    assert pygame.image.load(str(picture)).get_size() == thumbnails.SIZE


def test_a_damaged_game_in_progress_is_said_in_the_launcher_without_running_into_the_seed(
    data_dir: Path, monkeypatch
) -> None:
    """A game in progress that cannot be read is said over Continue, at 1280x720 in words
    that end before the seed's label (cut with "…" if need be), never run into it."""
    import tabletop.ui.launcher as launcher

    app = new_app(real_table=True)
    try:
        state = advanced("bellum", 5, 10)
        app.resume(state, YOU, storage.autosave_path("bellum"))
        app.autosave(state, YOU)
        app.flush_saves()
        storage.autosave_path("bellum").write_text("not a save {")
        drawn = []
        real = launcher.draw_text

        def spy(surface, res, text, size, *args, **kwargs):
            drawn.append((text, res.font(size).size(text)[0], kwargs))
            return real(surface, res, text, size, *args, **kwargs)

        monkeypatch.setattr(launcher, "draw_text", spy)
        scene = to_launcher(app)
        click(app, scene.game_buttons["bellum"].rect.center)
        app.run_frames(2)
        scene = app.scene
        assert scene.slot is not None and scene.slot.damaged
        said = [(t, w, k) for t, w, k in drawn if t.startswith("The game in progress")]
        assert said, [t for t, *_ in drawn]
        for _text, width, kwargs in said:
            assert kwargs["bottomleft"][0] + width <= scene.seed_label[0], said
    finally:
        app.close()
