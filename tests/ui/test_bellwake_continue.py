"""The issue's end-to-end check, through the real app and the real table: a person starts a
new Bellwake campaign from the launcher with a bot partner, plays the Lower Stair to its end by
mouse, quits; the app is started again from the same data folder, Continue campaign resumes it,
and the person plays on by mouse into the Foundry Below."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop import ai
from tabletop.ui import campaigns
from tabletop.ui.app import App
from tabletop.ui.games.bellwake.driver import MousePlayer
from tabletop.ui.launcher import LauncherScene
from tabletop.ui.scene import Seat
from tabletop.ui.settings import Settings
from tabletop.ui.table.driver import Driver
from tabletop.ui.table.scene import TableScene
from tests.ui.test_app_shell import click, toasts


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(folder))
    monkeypatch.delenv("TABLETOP_CONFIG_DIR", raising=False)
    return folder


def start_app() -> App:
    app = App(
        (1280, 720),
        realtime=False,
        raise_errors=True,
        settings=Settings(bot_delay=0.0, animations=False),
    )
    pygame.event.clear()
    return app


def bellwake_in_the_launcher(app: App) -> LauncherScene:
    app.open_launcher()
    app.run_frames(2)
    scene = app.scene
    assert isinstance(scene, LauncherScene)
    if scene.choice.game_id != "bellwake":
        click(app, scene.game_buttons["bellwake"].rect.center)
        scene = app.scene
    assert isinstance(scene, LauncherScene) and scene.campaign is not None
    return scene


def play_by_mouse_while(app: App, keep_going, chooser, limit: int = 1500) -> MousePlayer:
    """The person (seat 0) answers every decision by mouse while ``keep_going(state)``."""
    mouse = MousePlayer(Driver(app))
    mouse.wait_for_turn()
    table = app.scene
    assert isinstance(table, TableScene)
    for _ in range(limit):
        state = table.state
        if state.is_over or not keep_going(state):
            return mouse
        assert state.decision.seat == 0
        mouse.perform(chooser.choose(state.view(0)))
    raise AssertionError("the person's part did not end")


def test_a_campaign_played_by_mouse_is_continued_after_a_restart(data_dir: Path) -> None:
    first = start_app()
    try:
        scene = bellwake_in_the_launcher(first)
        assert scene.campaign.cont is None  # nothing to continue on a fresh machine
        click(first, scene.start.rect.center)  # New campaign: Hale by mouse, Sefa a bot
        table = first.scene
        assert isinstance(table, TableScene)
        assert table.seats[0] == Seat("human") and not table.seats[1].is_human
        state = table.state
        assert state.scenario == "lower-stair"
        play_by_mouse_while(first, lambda s: s.scenario == "lower-stair", ai.get("greedy", 4))
        assert state.scenario == "foundry-below" and not state.is_over
        assert len(state.campaign["results"]) == 1
        history = list(state.history)
        first.flush_saves()
    finally:
        first.close()  # the person quits
    assert campaigns.campaign_path("bellwake").is_file()

    again = start_app()  # the app is started again from the same data folder
    try:
        scene = bellwake_in_the_launcher(again)
        found = scene.campaign.found
        assert found is not None and not found.damaged
        assert found.where().startswith("The Foundry Below")
        click(again, scene.campaign.cont.rect.center)  # Continue campaign
        table = again.scene
        assert isinstance(table, TableScene), toasts(again)
        state = table.state
        assert state.history == history and state.scenario == "foundry-below"
        assert state.campaign["results"][0]["scenario"] == "lower-stair"
        start = len(state.history)
        play_by_mouse_while(again, lambda s: len(s.history) < start + 12, ai.get("greedy", 5))
        assert state.scenario == "foundry-below" and len(state.history) >= start + 12
    finally:
        again.close()
