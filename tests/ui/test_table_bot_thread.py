"""Bots think on a worker thread: the table keeps producing frames meanwhile, the state is not
touched until the answer is applied on the main thread, and the game is the one inline bots
play (a bot's choice depends only on its view and seed)."""

from __future__ import annotations

import sys
import threading
import time

import pygame
import pytest

from tabletop.games import get
from tabletop.rules import Action
from tabletop.ui.app import App
from tabletop.ui.scene import Seat
from tabletop.ui.settings import Settings
from tabletop.ui.table import TableScene, botworker
from tabletop.ui.table.botworker import BotWorker

GAME = "bahamut-dispute"


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))


@pytest.fixture
def app():
    app = App(
        (1280, 720),
        realtime=False,
        raise_errors=True,
        settings=Settings(bot_delay=0.0, animations=False),
    )
    yield app
    app.close()


def no_bot_thinking(timeout: float = 5.0) -> bool:
    """Wait until no bot thread of an earlier test is still running."""
    deadline = time.monotonic() + timeout
    while botworker._thinking and time.monotonic() < deadline:
        time.sleep(0.01)
    return botworker._thinking == 0


def steps_until(app: App, done, seconds: float = 20.0) -> bool:
    """Frames until ``done()``, for up to ``seconds`` of real time: a frame of the test loop
    takes microseconds, so a number of frames is no time at all for the bot's thread on a
    busy machine (3,000 frames were 0.04 s); the thread gets a moment between frames."""
    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            return False
        app.step()
        time.sleep(0.0005)
    return True


class BlockingBot:
    """Thinks until the test releases it, noting the thread it thought on."""

    def __init__(self) -> None:
        self.started = threading.Event()
        self.release = threading.Event()
        self.threads: list[int] = []
        self.chosen: list[Action] = []

    def choose(self, view: dict) -> Action:
        self.threads.append(threading.get_ident())
        self.started.set()
        assert self.release.wait(20), "the test never released the bot"
        a = view["decision"]["actions"][-1]
        action = Action(a["kind"], a.get("source"), a.get("target"), a.get("option"))
        self.chosen.append(action)
        return action


def test_frames_keep_coming_while_a_bot_thinks(app: App) -> None:
    state = get(GAME).setup(3)
    app.resume(state, [Seat("bot"), Seat("bot")])
    scene = app.scene
    assert isinstance(scene, TableScene)
    scene.bot_threads = True  # as in the real loop (the test loop thinks inline)
    bot = BlockingBot()
    scene.bots = {0: bot, 1: bot}
    try:
        for _ in range(300):
            app.step()
            if bot.started.is_set():
                break
        assert bot.started.wait(5), "the bot never started thinking"
        assert scene.thinker.thinking
        moves, frames, draws = len(state.history), app.frames, app.draws
        before = state.to_json()
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 700), w=1000, h=700))
        for _ in range(30):
            app.step()
        assert app.frames == frames + 30  # the loop kept running...
        assert scene.size == (1000, 700) and app.draws > draws  # ...and redrawing
        assert scene.thinker.thinking
        assert state.to_json() == before  # nothing is applied while the bot thinks
        bot.release.set()
        assert steps_until(app, lambda: len(state.history) > moves)
        assert len(state.history) == moves + 1
        assert state.history[-1][1] == bot.chosen[0]  # its answer, applied on the main thread
        assert bot.threads[0] != threading.get_ident()
    finally:
        bot.release.set()


def test_threaded_bots_play_the_same_game_as_inline_ones() -> None:
    games = []
    for threads in (True, False):
        state = get(GAME).setup(2)
        app = App(
            (800, 600),
            realtime=False,
            raise_errors=True,
            settings=Settings(bot_delay=0.0, animations=False),
        )
        try:
            app.resume(state, [Seat("bot", "greedy"), Seat("bot", "greedy")])
            app.scene.bot_threads = threads
            deadline = time.monotonic() + 120
            while not state.is_over and time.monotonic() < deadline:
                app.step()
            assert state.is_over
            games.append(state.to_json())
        finally:
            app.close()
    assert games[0] == games[1]


def test_a_failing_bot_plays_the_first_legal_move_and_says_so(app: App) -> None:
    class Broken:
        def choose(self, view: dict) -> Action:
            raise RuntimeError("out of ideas")

    state = get(GAME).setup(4)
    app.resume(state, [Seat("bot"), Seat("bot")])
    scene = app.scene
    scene.bot_threads = True
    scene.bots = {0: Broken(), 1: Broken()}
    first = state.decision.actions[0]
    assert steps_until(app, lambda: bool(state.history))
    assert state.history[0][1] == first
    assert any("The bot failed (out of ideas)" in e.text for e in scene.log.entries)


def test_a_cancelled_decision_is_not_thought_about_and_the_interval_comes_back(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert no_bot_thinking()
    monkeypatch.setattr(botworker, "START_DELAY", 0.3)  # time to cancel before it starts
    calls: list[dict] = []

    class Bot:
        def choose(self, view: dict) -> Action:
            calls.append(view)
            return Action("end")

    interval = sys.getswitchinterval()
    worker = BotWorker()
    thought = worker.ask("first", Bot(), lambda: {"n": 1})
    assert sys.getswitchinterval() == min(interval, botworker.SWITCH_INTERVAL)
    assert worker.ask("first", Bot(), lambda: {"n": 2}) is thought  # one thought per decision
    worker.cancel()
    assert thought.finished.wait(5)
    assert calls == [] and thought.action is None and worker.current is None
    assert no_bot_thinking()
    assert sys.getswitchinterval() == interval
    again = worker.ask("second", Bot(), lambda: {"n": 3})
    assert again.finished.wait(5) and again.action == Action("end") and calls == [{"n": 3}]
