"""Loading a long save keeps the window alive (tabletop/ui/loading.py): frames go on being
drawn with a "Loading your game… 40%" panel, events are handled (a resize, Esc stops the load,
closing the window quits), and the game then opens at its last move. A short load shows
nothing. The long save is a real one: a Bellum game that toggles a choice on and off for
thousands of moves, each a legal move the loader replays."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

import tabletop.games
from tabletop.rules import State, saves
from tabletop.ui import loading, storage
from tabletop.ui.app import App
from tabletop.ui.scene import Seat
from tests.ui.test_app_shell import StandInTable, toasts

YOU = [Seat("human"), Seat("bot")]


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(folder))
    monkeypatch.delenv("TABLETOP_CONFIG_DIR", raising=False)
    return folder


def long_game(moves: int) -> State:
    """A Bellum game of ``moves`` legal moves: random play to a choice of several cards (a
    toggle), then that card chosen and put back again and again; a person decides next."""
    game = tabletop.games.get("bellum")
    state = game.setup(0)
    rng = random.Random(0)
    while not any(a.kind == "toggle" for a in state.legal_actions):
        state.apply(rng.choice(state.legal_actions))
    while len(state.history) < moves:
        on = next(a for a in state.legal_actions if a.kind == "toggle")
        state.apply(on)
        state.apply(next(a for a in state.legal_actions if a.source == on.source))
    return state


def saved(state: State, name: str = "A long game") -> Path:
    path = storage.saves_dir() / f"{name}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(storage.dumps(state, YOU), encoding="utf-8")
    return path


def new_app(real_table: bool = False) -> App:
    app = App((1280, 720), realtime=False, raise_errors=True)
    if not real_table:
        app.make_table = lambda state, seats: StandInTable(app, state, seats)
    pygame.event.clear()
    app.open_launcher()
    app.run_frames(2)
    return app


def test_the_loader_reports_its_replay() -> None:
    state = long_game(1000)
    heard: list[tuple[int, int]] = []
    loaded = saves.load(state.game, state.to_json(), progress=lambda d, t: heard.append((d, t)))
    assert loaded.data == state.data
    assert heard[0] == (0, 1000) and heard[-1] == (800, 1000)
    assert [d for d, _ in heard] == list(range(0, 1000, saves.PROGRESS_EVERY))


def test_a_long_load_draws_frames_handles_events_and_opens_the_game(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    state = long_game(saves.MAX_HISTORY)  # the longest save the loader takes
    path = saved(state)
    app = new_app(real_table=True)
    launcher = app.scene
    shown: list[str] = []
    real_draw = loading.LoadPanel.draw

    def draw(panel, app_, surface, progress):
        shown.append(panel.words(progress))
        box = real_draw(panel, app_, surface, progress)
        if len(shown) == 3:
            pygame.image.save(surface, str(tmp_path / "loading.png"))
        return box

    monkeypatch.setattr(loading.LoadPanel, "draw", draw)
    monkeypatch.setattr(loading, "SHOW_AFTER", 0.05)  # the panel on any machine, fast or slow
    for x in range(20):  # a person moving the mouse and resizing the window meanwhile
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, x), rel=(1, 1)))
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 700), w=1000, h=700))
    try:
        assert app.load_file(path) is True
        stats = loading.last
        assert stats.shown and stats.frames >= 3, stats
        assert stats.events >= 21, stats  # every event was taken off the queue meanwhile
        assert app.window_size == (1000, 700)  # and the resize was followed
        assert shown[0].startswith("Loading your game…") and shown[0].endswith("%")
        percents = [int(w.rsplit(" ", 1)[1].rstrip("%")) for w in shown]
        assert percents == sorted(percents) and percents[-1] > percents[0]
        assert app.scene is not launcher and app.game is not None
        assert app.game[0].data == state.data  # at its last move
        assert len(app.game[0].history) == saves.MAX_HISTORY
        app.run_frames(2)  # and the table draws
        assert (tmp_path / "loading.png").exists()
    finally:
        app.close()


def test_esc_stops_a_long_load_and_the_player_stays(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = saved(long_game(12_000))
    app = new_app()
    launcher = app.scene
    monkeypatch.setattr(loading, "SHOW_AFTER", 0.0)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    try:
        assert app.load_file(path) is False
        assert app.scene is launcher and app.game is None
        assert loading.STOPPED in toasts(app)
        assert app.running
    finally:
        app.close()


def test_closing_the_window_during_a_load_stops_it_and_quits(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = long_game(12_000)
    storage.write_autosave(state, YOU)  # Continue reads it
    app = new_app()
    monkeypatch.setattr(loading, "SHOW_AFTER", 0.0)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    try:
        assert app.continue_game("bellum") is False
        assert not app.running  # the app closes
        assert storage.read_autosave("bellum").state.data == state.data  # the file untouched
    finally:
        app.close()


def test_a_short_load_shows_no_panel(data_dir: Path) -> None:
    game = tabletop.games.get("bellum")
    state = game.setup(2)
    for _ in range(30):
        state.apply(random.Random(len(state.history)).choice(state.legal_actions))
    path = saved(state, "A short game")
    app = new_app()
    try:
        draws = app.draws
        assert app.load_file(path) is True
        assert not loading.last.shown and loading.last.frames == 0
        assert app.draws == draws  # not a frame more than without the thread
        assert app.game[0].data == state.data
    finally:
        app.close()
