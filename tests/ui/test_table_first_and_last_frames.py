"""The table's first board and the game-over screen are made over several frames in the real
loop (firstframe.py, handover.py), so that neither costs a frame of 40-60 ms; what they show
is what the one-frame path shows."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games import get
from tabletop.ui.app import App
from tabletop.ui.gameover import GameOverScene
from tabletop.ui.handover import GameOverHandover
from tabletop.ui.scene import Seat
from tabletop.ui.settings import Settings
from tabletop.ui.table import TableScene

GAME = "bahamut-dispute"
MARK = (255, 0, 255)


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))


def test_the_first_board_is_built_over_frames_and_is_the_one_frame_board() -> None:
    app = App((1280, 720), realtime=True, raise_errors=True, settings=Settings(bot_delay=30.0))
    try:
        app.start_game(GAME, [Seat("human"), Seat("bot")], seed=1)
        scene = app.scene
        assert isinstance(scene, TableScene) and scene._first is not None
        app.screen.fill(MARK)
        app.step()
        assert app.screen.get_at((640, 360))[:3] == MARK  # nothing drawn yet: it is building
        frames = 1
        while scene._first is not None and frames < 40:
            app.step()
            frames += 1
        assert scene._first is None and 2 <= frames < 40  # in slices, within a few frames
        sliced = pygame.image.tobytes(scene._board, "RGB")
        app.step()
        assert app.screen.get_at((640, 360))[:3] != MARK  # and then the table is shown
        # the same board made in one go, from the same display
        scene._static = scene._board = scene._sigs = None
        scene._board_stale = True
        assert pygame.image.tobytes(scene._render_board(), "RGB") == sliced
    finally:
        app.close()


def test_tests_and_fast_runs_build_the_first_board_in_its_frame() -> None:
    app = App((1280, 720), realtime=False, raise_errors=True, settings=Settings(bot_delay=30.0))
    try:
        app.start_game(GAME, [Seat("human"), Seat("bot")], seed=1)
        assert app.scene._first is None
        app.step()
        assert app.scene._board is not None
    finally:
        app.close()


def near_the_end(seed: int) -> object:
    """A game of random moves replayed up to its last action."""
    game = get(GAME)
    played = game.setup(seed)
    pick = __import__("random").Random(seed)
    while not played.is_over:
        played.apply(pick.choice(played.legal_actions))
    state = game.setup(seed)
    for _, action in played.history[:-1]:
        state.apply(action)
    return state, played.history[-1][1]


class LastMove:
    """A bot that plays the one move that ends the game."""

    def __init__(self, action: object) -> None:
        self.action = action

    def choose(self, view: object) -> object:
        return self.action


def test_the_game_over_screen_is_made_off_the_main_thread_then_shown() -> None:
    state, last = near_the_end(3)
    settings = Settings(bot_delay=0.0, animations=False)
    app = App((1280, 720), realtime=True, raise_errors=True, settings=settings)
    try:
        seat = state.decision.seat
        seats = [Seat("bot", "random"), Seat("bot", "random")]
        app.resume(state, seats, None)
        app.scene.bots[seat] = LastMove(last)
        seen: list[type] = []
        for _ in range(600):
            app.step()
            if not seen or seen[-1] is not type(app.scene):
                seen.append(type(app.scene))
            if isinstance(app.scene, GameOverScene):
                break
        assert seen[-2:] == [GameOverHandover, GameOverScene]
        over = app.scene
        assert over.picture is not None and over.state.is_over
        app.step()  # it draws as a screen made on the main thread does
        assert over.ui.get_root_container() is not None
    finally:
        app.close()


def test_the_long_lived_heap_is_frozen_once_in_the_real_loop(monkeypatch) -> None:
    """A full garbage collection over the app's objects costs 7-20 ms mid-game: once the
    long-lived objects are loaded (the first launcher, or the first table's first board), the
    garbage is collected and they are frozen, one time; tests (no real loop) never freeze."""
    import gc

    from tabletop.ui import heap

    monkeypatch.setattr(heap, "_frozen", False)
    frozen: list[int] = []
    monkeypatch.setattr(gc, "freeze", lambda: frozen.append(len(gc.get_objects())))
    app = App((1280, 720), realtime=False, raise_errors=True, settings=Settings(bot_delay=30.0))
    try:
        app.open_launcher()
        app.start_game(GAME, [Seat("human"), Seat("bot")], seed=1)
        app.run_frames(3)
        assert frozen == []  # not in the test loop
    finally:
        app.close()
    app = App((1280, 720), realtime=True, raise_errors=True, settings=Settings(bot_delay=30.0))
    try:
        app.start_game(GAME, [Seat("human"), Seat("bot")], seed=1)
        while app.scene._first is not None:
            app.step()
        assert len(frozen) == 1 and frozen[0] > 1000  # `tabletop play`: at the first board
        app.open_launcher()
        app.start_game(GAME, [Seat("human"), Seat("bot")], seed=2)
        while app.scene._first is not None:
            app.step()
        assert len(frozen) == 1  # once
    finally:
        app.close()
