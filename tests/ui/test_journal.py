"""The journaled autosave (journal.py, autosaver.py): every action on disk before the table
shows it, a save from time to time, and loading that reads the save then replays the journal,
whatever a kill, a torn line, another save's journal, an Undo or a full disk left behind.

Most tests drive the real Autosaver with the real BackgroundWriter and "kill" it by walking
away (the files are then exactly what a killed app leaves: every line it wrote is in them).
"""

from __future__ import annotations

import errno
import json
import os
import random
import statistics
import threading
import time
from pathlib import Path

import pytest

import tabletop.games
from tabletop.rules import State
from tabletop.ui import autosaver, campaigns, journal, saveinfo, slots, storage
from tabletop.ui.app import App
from tabletop.ui.autosaver import FULL_EVERY_ACTIONS, Autosaver
from tabletop.ui.scene import Seat
from tabletop.ui.settings import Settings

YOU = [Seat("human"), Seat("bot")]
GAMES = ["bahamut-dispute", "bellum", "para-bellum", "bellwake"]


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(folder))
    monkeypatch.delenv("TABLETOP_CONFIG_DIR", raising=False)
    monkeypatch.delenv(autosaver.PROBE_ENV, raising=False)
    return folder


class Saver:
    """An Autosaver, its writer and the messages it gave."""

    def __init__(self) -> None:
        self.writer = storage.BackgroundWriter()
        self.toasts: list[str] = []
        self.saver = Autosaver(self.writer, self.toasts.append)

    def __getattr__(self, name: str):
        return getattr(self.saver, name)

    def walk_away(self, land: bool = True) -> None:
        """What a kill leaves: the queued background writes land (or, ``land`` False, are
        lost); nothing more is written after this (the journal is closed, not removed)."""
        if not land:
            with self.writer._cond:
                self.writer._jobs.clear()
        self.writer.flush()
        if self.saver.journal is not None:
            self.saver.journal.close()
        self.writer = storage.BackgroundWriter()
        self.saver = Autosaver(self.writer, self.toasts.append)


def play(state: State, saver: Saver | Autosaver, path: Path, moves: int, seed: int = 1) -> None:
    """``moves`` random actions (fewer if the game ends), each autosaved as the table does."""
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over:
            return
        state.apply(rng.choice(state.decision.actions))
        saver.saved(path, state, YOU)


def new_state(game_id: str, seed: int = 3) -> State:
    options = {"scenario": None} if game_id == "bellwake" else {}
    return tabletop.games.get(game_id).setup(seed, players=2, **options)


def on_disk(path: Path) -> storage.Loaded:
    return storage.load_file(path)


# ----- every action on disk -------------------------------------------------------------------


@pytest.mark.parametrize("game_id", GAMES)
def test_a_kill_after_any_action_finds_every_action_on_disk(data_dir: Path, game_id: str) -> None:
    state = new_state(game_id)
    path = storage.autosave_path(game_id)
    saver = Saver()
    saver.saved(path, state, YOU)  # the table opens: the save and a new journal
    assert on_disk(path).state.history == []
    for moves in (1, 5, FULL_EVERY_ACTIONS - 1, 3, FULL_EVERY_ACTIONS + 4, 1):
        play(state, saver, path, moves, seed=len(state.history))
        if state.is_over:
            break
        if moves == 3:
            saver.writer.flush()  # the full save landed: the next action restarts the journal
        loaded = on_disk(path)
        assert loaded.state.history == state.history
        assert loaded.state.to_json() == state.to_json()
        assert loaded.seats == YOU
    saver.walk_away()
    assert on_disk(path).state.history == state.history


def test_the_journal_restarts_after_a_full_save_and_keeps_the_lines_it_lacks(
    data_dir: Path,
) -> None:
    state = new_state("bellum")
    path = storage.autosave_path("bellum")
    saver = Saver()
    saver.saved(path, state, YOU)
    play(state, saver, path, FULL_EVERY_ACTIONS)  # the full save is sent with the mark
    sent = saver.in_flight
    assert sent is not None and sent["ops"] == FULL_EVERY_ACTIONS
    saver.writer.flush()
    play(state, saver, path, 3, seed=9)  # the first of these restarts the journal
    read = journal.read(path)
    assert read.header["base"] == {"id": sent["id"], "ops": sent["ops"]}
    assert read.header["moves"] == sent["moves"]
    assert len(read.changes) == 3
    saved = json.loads(path.read_text())
    assert saved["journal"] == sent and len(saved["save"]["history"]) == sent["moves"]
    assert on_disk(path).state.history == state.history  # the save, then the 3 lines


def test_leaving_the_table_writes_the_save_and_removes_the_journal(data_dir: Path) -> None:
    state = new_state("para-bellum")
    path = storage.autosave_path("para-bellum")
    saver = Saver()
    saver.saved(path, state, YOU)
    play(state, saver, path, 7)
    assert journal.journal_path(path).exists()
    assert saver.checkpoint()
    assert not journal.journal_path(path).exists()
    assert storage.loads(path.read_bytes()).state.history == state.history  # the save alone
    play(state, saver, path, 2, seed=4)  # back at the same table: a new save and journal
    assert on_disk(path).state.history == state.history


def test_a_game_that_ends_leaves_nothing_to_continue(data_dir: Path) -> None:
    state = new_state("bahamut-dispute")
    path = storage.autosave_path("bahamut-dispute")
    saver = Saver()
    saver.saved(path, state, YOU)
    play(state, saver, path, 5000)
    assert state.is_over
    saver.writer.flush()
    assert not path.exists() and not journal.journal_path(path).exists()


def test_a_journal_line_costs_the_main_thread_well_under_a_millisecond(data_dir: Path) -> None:
    state = new_state("bellum")
    path = storage.autosave_path("bellum")
    saver = Saver()
    saver.saved(path, state, YOU)
    saver.saver.keep_timings = True
    play(state, saver, path, 300)
    times = saver.saver.timings
    assert len(times) > 100
    assert statistics.median(times) < 0.0005  # measured: 25-35 us under load


# ----- Undo -----------------------------------------------------------------------------------


def undo_once(state: State) -> None:
    """Take back the last action (the rules refuse past a reveal: then pick another)."""
    state.undo()


def an_undoable_state(game_id: str, path: Path, saver: Saver, moves: int) -> State:
    """A game after about ``moves`` actions whose last one can be taken back."""
    state = new_state(game_id)
    saver.saved(path, state, YOU)
    play(state, saver, path, moves)
    seed = 100
    while not (state.history and state.can_undo(state.history[-1][0])):
        play(state, saver, path, 1, seed=seed)
        seed += 1
    return state


@pytest.mark.parametrize("flush_first", [False, True])
def test_an_undo_is_journaled_too(data_dir: Path, flush_first: bool) -> None:
    path = storage.autosave_path("bellum")
    saver = Saver()
    state = an_undoable_state("bellum", path, saver, FULL_EVERY_ACTIONS + 2)
    if flush_first:
        saver.checkpoint()  # the save has the action the Undo takes back...
        saver.saved(path, state, YOU)  # ...and a new journal goes on from it
    before = len(state.history)
    state.undo()
    saver.saved(path, state, YOU)
    assert len(state.history) == before - 1
    lines = [c for c in journal.read(path).changes if "t" in c]
    assert lines and lines[-1] == {"t": before - 1}
    loaded = on_disk(path)
    assert loaded.state.history == state.history
    assert loaded.state.to_json() == state.to_json()
    play(state, saver, path, 4, seed=77)  # and play on after it
    saver.walk_away()
    assert on_disk(path).state.history == state.history


# ----- what a kill or a stranger can leave ----------------------------------------------------


def a_journaled_game(path: Path, moves: int = 10, land: bool = True) -> tuple[State, Saver]:
    state = new_state("bellum", seed=5)
    saver = Saver()
    saver.saved(path, state, YOU)
    play(state, saver, path, moves)
    saver.walk_away(land)
    return state, saver


def test_a_torn_last_line_loses_only_that_line(data_dir: Path) -> None:
    path = storage.autosave_path("bellum")
    state, _ = a_journaled_game(path)
    jpath = journal.journal_path(path)
    data = jpath.read_bytes()
    jpath.write_bytes(data[:-7])  # the kill came in the middle of the last write
    loaded = on_disk(path)
    assert loaded.state.history == state.history[:-1]
    jpath.write_bytes(data + b"0000")  # half of a next line's checksum
    assert on_disk(path).state.history == state.history


def test_a_garbled_line_ends_the_replay_keeping_what_came_before(data_dir: Path) -> None:
    path = storage.autosave_path("bellum")
    state, _ = a_journaled_game(path)
    jpath = journal.journal_path(path)
    lines = jpath.read_bytes().split(b"\n")
    lines[5] = lines[5].replace(b'"i"', b'"j"')  # its checksum no longer fits
    jpath.write_bytes(b"\n".join(lines))
    assert on_disk(path).state.history == state.history[:4]
    lines[5] = journal.encode({"i": 4, "s": 0, "a": {"kind": "no-such-move"}})[:-1]
    jpath.write_bytes(b"\n".join(lines))
    assert on_disk(path).state.history == state.history[:4]  # the rules refuse it


def test_a_journal_that_is_not_its_saves_is_left_unread(data_dir: Path) -> None:
    path = storage.autosave_path("bellum")
    state, _ = a_journaled_game(path)
    jpath = journal.journal_path(path)
    theirs = jpath.read_bytes()
    # the save is replaced by another of the same game, deal and moves, without the journal
    mine = new_state("bellum", seed=5)
    for _, action in state.history[:3]:
        mine.apply(action)
    storage.write_atomic(path, storage.dumps(mine, YOU))
    assert on_disk(path).state.history == mine.history  # no mark: the journal is not its
    # a save whose mark names another journal
    storage.write_atomic(path, storage.dumps(mine, YOU, journal={"id": "x", "ops": 0, "moves": 3}))
    assert on_disk(path).state.history == mine.history
    # a journal of another deal or another game beside it
    other = new_state("bellum", seed=6)
    saver = Saver()
    other_path = data_dir / "other.json"
    saver.saved(other_path, other, YOU)
    play(other, saver, other_path, 6)
    saver.walk_away()
    jpath.write_bytes(journal.journal_path(other_path).read_bytes())
    storage.write_atomic(path, other_path.read_text().replace('"seed":6', '"seed":5', 1))
    with pytest.raises(storage.LoadError):
        on_disk(path)  # the edited save itself is refused by the rules, as before
    jpath.write_bytes(theirs[:10])
    storage.write_atomic(path, storage.dumps(mine, YOU))
    assert on_disk(path).state.history == mine.history  # a header cut short: no journal


def test_a_journal_whose_base_is_another_history_is_not_replayed() -> None:
    """The save's mark names the journal (or the journal's base names the save's mark), but
    the save's own moves are not the journal's base: their length or checksum differ."""
    game = tabletop.games.get("bellum")
    one, other = game.setup(5, players=2), game.setup(5, players=2)
    for seed, state in ((1, one), (2, other)):
        rng = random.Random(seed)
        for _ in range(6):
            state.apply(rng.choice(state.decision.actions))
    assert one.history != other.history and len(one.history) == len(other.history)
    moves, digest = len(one.history), journal.history_digest(one.history)
    lines = [{"i": moves, "s": 0, "a": {"kind": "x"}}]
    mark = {"id": "A", "ops": 1, "moves": moves, "digest": digest}
    same = journal.Read({"id": "A", "game": "bellum", "seed": 5}, [{"t": 0}, *lines])
    again = journal.Read(
        {"id": "B", "base": {"id": "A", "ops": 1}, "game": "bellum", "seed": 5}
        | {"moves": moves, "digest": digest},
        lines,
    )
    for read in (same, again):
        assert journal.pending(read, mark, one) == lines
        assert journal.pending(read, mark, other) is None  # another history, the same length
    shorter = game.setup(5, players=2)
    assert journal.pending(same, mark, shorter) is None
    assert journal.pending(again, dict(mark, moves=0, digest=0), shorter) is None
    assert journal.pending(again, None, one) is None  # a save without a mark


def test_a_journal_of_another_deal_is_not_replayed(data_dir: Path) -> None:
    path = storage.autosave_path("bellum")
    state, _ = a_journaled_game(path)
    saved = json.loads(path.read_text())
    read = journal.read(path)
    header = dict(read.header, seed=999)
    jpath = journal.journal_path(path)
    jpath.write_bytes(journal.encode(header) + jpath.read_bytes().split(b"\n", 1)[1])
    assert on_disk(path).state.history == [
        (e["seat"], journal.Action.from_json(e)) for e in saved["save"]["history"]
    ]


def test_a_pipe_or_a_huge_journal_is_refused_not_read(data_dir: Path) -> None:
    path = storage.autosave_path("bellum")
    state, _ = a_journaled_game(path)
    jpath = journal.journal_path(path)
    jpath.unlink()
    os.mkfifo(jpath)
    done: list[int] = []
    reader = threading.Thread(target=lambda: done.append(len(on_disk(path).state.history)))
    reader.start()
    reader.join(5)
    assert done == [0]  # the save alone, at once


# ----- a start of the app ---------------------------------------------------------------------


def test_a_start_of_the_app_folds_a_killed_apps_journal_into_its_save(data_dir: Path) -> None:
    path = storage.autosave_path("bellum")
    state, _ = a_journaled_game(path, moves=12)
    orphan = storage.saves_dir() / "gone.journal"
    orphan.parent.mkdir(parents=True, exist_ok=True)
    orphan.write_bytes(b"anything")
    before = saveinfo.peek(path, in_progress=True)
    assert journal.recover() == [path]
    assert not journal.journal_path(path).exists() and not orphan.exists()
    assert storage.loads(path.read_bytes()).state.history == state.history
    after = slots.slot_entry("bellum")
    assert after.progress == saveinfo.progress_words(state)  # the launcher's words
    assert before is not None


def test_the_load_list_describes_the_game_with_its_journal(data_dir: Path) -> None:
    path = storage.autosave_path("bellum")
    state = new_state("bellum")
    saver = Saver()
    saver.saved(path, state, YOU)
    play(state, saver, path, 20)
    assert json.loads(path.read_text())["about"]["moves"] == 0  # the save: the start only
    entry = next(e for e in saveinfo.games_in_progress() if e.game_id == "bellum")
    assert entry.progress == saveinfo.progress_words(state)
    assert entry.progress != json.loads(path.read_text())["about"]["progress"]


def test_a_running_apps_journal_is_left_alone(data_dir: Path) -> None:
    path = storage.autosave_path("bellum")
    state = new_state("bellum")
    saver = Saver()
    saver.saved(path, state, YOU)
    play(state, saver, path, 4)
    assert journal.recover() == []  # it holds the journal's lock
    assert journal.journal_path(path).exists()
    play(state, saver, path, 2, seed=8)
    saver.walk_away()
    assert journal.recover() == [path]


def test_temp_files_a_kill_left_are_removed_at_start(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    saves = storage.saves_dir()
    saves.mkdir()
    left = [
        data_dir / ".autosave-bellum.journal.k2j4h5l6.tmp",  # a journal's restart
        data_dir / ".autosave-bellum.json.a1b2c3d4.tmp",  # write_atomic's
        data_dir / ".autosave-bellum.q9w8e7r6.tmp.png",  # a picture's
        saves / ".Before the battle.zz_x12ab.png",  # a picture's, of an earlier version
    ]
    kept = [data_dir / "autosave-bellum.png", saves / ".hidden.png", data_dir / "notes.tmp"]
    old = time.time() - 120
    for path in left + kept:
        path.write_bytes(b"x")
        os.utime(path, (old, old))
    assert sorted(storage.remove_stale_temps()) == sorted(left)
    assert all(p.exists() for p in kept)


def test_a_picture_is_written_through_a_temp_name_the_start_removes(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import pygame

    from tabletop.ui import thumbnails

    names: list[str] = []

    def interrupted(surface, name) -> None:
        names.append(Path(name).name)
        raise pygame.error("killed in the middle")

    monkeypatch.setattr(pygame.image, "save", interrupted)
    data_dir.mkdir(parents=True)
    assert not thumbnails.write(pygame.Surface((4, 4)), data_dir / "autosave-bellum.png")
    assert len(names) == 1 and storage.TEMP_PATTERN.match(names[0])
    assert names[0].startswith(".autosave-bellum.") and names[0].endswith(".tmp.png")


def test_settings_in_a_pipe_give_the_defaults_at_once(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    os.mkfifo(Settings.path())
    found: list[Settings] = []
    reader = threading.Thread(target=lambda: found.append(Settings.load()))
    reader.start()
    reader.join(5)
    assert found == [Settings()]


# ----- a full disk or a read-only folder ------------------------------------------------------


def test_a_full_disk_keeps_the_game_going_with_one_message(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = storage.autosave_path("bellum")
    state = new_state("bellum")
    saver = Saver()
    saver.saved(path, state, YOU)
    play(state, saver, path, 5)
    real_write = os.write
    full = True

    def write(fd: int, data) -> int:
        if full:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real_write(fd, data)

    monkeypatch.setattr(os, "write", write)
    monkeypatch.setattr(journal.os, "write", write)
    play(state, saver, path, FULL_EVERY_ACTIONS // 2, seed=2)  # the game goes on
    saver.writer.flush()
    assert saver.toasts == ["The game could not be autosaved: the disk is full. The game goes on."]
    assert saver.off
    full = False  # room again: the journal starts again within FULL_EVERY_ACTIONS actions
    play(state, saver, path, FULL_EVERY_ACTIONS + 2, seed=3)
    assert not saver.off and saver.journal is not None
    saver.walk_away()
    assert on_disk(path).state.history == state.history
    assert len(saver.toasts) == 1


def test_a_journal_that_cannot_start_again_falls_back_to_full_saves(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = storage.autosave_path("bellum")
    state = new_state("bellum")
    saver = Saver()
    saver.saved(path, state, YOU)
    play(state, saver, path, FULL_EVERY_ACTIONS)
    saver.writer.flush()  # the full save landed: the next action restarts the journal...

    def refuse(*args, **kwargs):
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    monkeypatch.setattr(journal.Journal, "start", refuse)  # ...which cannot be written
    play(state, saver, path, 3, seed=5)
    saver.writer.flush()
    assert saver.off and saver.toasts == [
        "The game could not be autosaved: the data folder is read-only. The game goes on."
    ]
    assert on_disk(path).state.history == state.history  # a full save after every action


def test_a_read_only_data_folder_keeps_the_game_going_with_a_message(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import pygame

    from tests.ui.test_app_shell import StandInTable, toasts

    def refuse(*args, **kwargs):
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    app = App((1280, 720), realtime=False, raise_errors=True)
    app.make_table = lambda state, seats: StandInTable(app, state, seats)
    pygame.event.clear()
    try:
        monkeypatch.setattr(storage.tempfile, "mkstemp", refuse)
        monkeypatch.setattr(journal.tempfile, "mkstemp", refuse)
        app.start_game("bellum", [Seat("bot"), Seat("bot")], seed=3)
        app.run_frames(40)
        assert app.running and len(app.game[0].history) >= 30  # the bots play on
        assert "could not be autosaved: the data folder is read-only" in toasts(app)
    finally:
        monkeypatch.undo()
        app.close()


# ----- the campaign and the app ---------------------------------------------------------------


def test_a_bellwake_campaign_is_journaled_in_its_own_file(data_dir: Path) -> None:
    """Through its three scenarios: after every few actions the file and its journal hold
    the whole campaign."""
    state = new_state("bellwake")
    path = campaigns.campaign_path("bellwake")
    saver = Saver()
    saver.saved(path, state, YOU)
    rng = random.Random(4)
    scenarios = set()
    while True:
        action = rng.choice(state.decision.actions)
        twin = state.clone()
        twin.apply(action)
        if twin.is_over:
            break  # the campaign's last action: its file goes (tested above)
        state.apply(action)
        saver.saved(path, state, YOU)
        if len(state.history) % 7 == 0:
            found = campaigns.read_campaign("bellwake")
            assert found is not None and not found.damaged
            assert found.loaded.state.history == state.history
            scenarios.add(found.scenario)
    assert len(scenarios) == 3
    saver.walk_away()
    found = campaigns.read_campaign("bellwake")
    assert found.loaded.state.history == state.history
    kept = campaigns.set_aside("bellwake", "abandoned")  # the journal goes into the kept file
    assert not journal.journal_path(path).exists()
    assert storage.loads(kept.read_bytes()).state.history == state.history


@pytest.mark.parametrize("land", [True, False])
def test_continue_resumes_where_a_killed_app_left_off(data_dir: Path, land: bool) -> None:
    from tests.ui.test_app_shell import StandInTable

    path = storage.autosave_path("bellum")
    state, _ = a_journaled_game(path, moves=FULL_EVERY_ACTIONS + 9, land=land)
    app = App((1280, 720), realtime=False, raise_errors=True)
    app.make_table = lambda s, seats: StandInTable(app, s, seats)
    try:
        assert app.continue_game("bellum")
        assert app.game[0].history == state.history
        assert storage.loads(path.read_bytes()).state.history == state.history
    finally:
        app.close()


def test_the_full_saves_text_is_the_rules_own(data_dir: Path) -> None:
    for game_id in GAMES:
        state = new_state(game_id)
        play(state, Saver(), data_dir / "x.json", 120)
        mark = {"id": "abc", "ops": 3, "moves": len(state.history)}
        made_later = storage.snapshot(state, YOU, mark)
        assert json.loads(made_later()) == json.loads(storage.dumps(state, YOU, mark))
        inner = json.loads(made_later())["save"]
        assert inner == json.loads(state.to_json())
