"""What the settings do beyond their screen: the text and interface size grows every screen
and the table (clamped where a layout would overflow), and the animation speed drives the
table's one clock."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ui import sizing
from tabletop.ui.app import App
from tabletop.ui.scene import Seat
from tabletop.ui.settings import Settings
from tabletop.ui.widgets import ui_scale


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(folder))
    monkeypatch.delenv("TABLETOP_CONFIG_DIR", raising=False)
    return folder


def make_app(size: tuple[int, int], **settings: object) -> App:
    app = App(size, realtime=False, raise_errors=True, settings=Settings(**settings))
    pygame.event.clear()
    return app


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_interface_size_grows_the_menu_the_toasts_and_the_table(
    data_dir: Path, size: tuple[int, int]
) -> None:
    scales = {}
    for factor in (1.0, 1.25):
        app = make_app(size, ui_scale=factor, bot_delay=0.0)
        try:
            app.start_game("bahamut-dispute", [Seat("human"), Seat("bot")], seed=3)
            app.run_frames(2)
            table = app.scene
            app.open_menu()
            app.run_frames(1)
            menu = app.overlays[-1]
            scales[factor] = (table.scale, menu.scale, app.scale)
            window = pygame.Rect((0, 0), size)
            assert window.contains(menu.panel)  # the grown panel still fits
            for button in menu.buttons.values():
                assert menu.panel.contains(button.rect)
        finally:
            app.close()
    (t1, m1, a1), (t2, m2, a2) = scales[1.0], scales[1.25]
    assert t2 == pytest.approx(t1 * sizing.TABLE_MAX_FACTOR)  # clamped: its zones do not grow
    assert m2 > m1 and a2 > a1


def test_a_full_window_screen_never_grows_past_the_window(data_dir: Path) -> None:
    app = make_app((1280, 720), ui_scale=1.5)
    try:
        app.open_launcher()
        app.run_frames(2)
        launcher = app.scene
        # laid out to fill the window: no room to grow
        assert launcher.scale == pytest.approx(ui_scale(app.size, launcher.base_size))
        assert pygame.Rect((0, 0), app.size).contains(launcher.panel)
    finally:
        app.close()
    small = make_app((1280, 720), ui_scale=0.8)
    try:
        small.open_settings()
        small.run_frames(1)
        assert small.overlays[-1].scale == pytest.approx(0.8)  # smaller works everywhere
    finally:
        small.close()


def test_changing_the_size_lays_out_the_table_under_the_settings_at_once(data_dir: Path) -> None:
    app = make_app((1280, 720), bot_delay=0.0)
    try:
        app.start_game("bellum", [Seat("human"), Seat("bot")], seed=2)
        app.run_frames(2)
        table = app.scene
        before = table.scale
        app.open_settings()
        app.run_frames(1)
        settings = app.overlays[-1]
        settings._change(settings.rows["ui_scale"], -1)
        assert table.scale == pytest.approx(before * 0.9)
    finally:
        app.close()


def frames_for_six_moves(speed: float) -> int:
    """Frames the table takes to show the bots' first six moves (bots act as soon as the
    last move's animation is over)."""
    app = make_app((1280, 720), bot_delay=0.0, animation_speed=speed)
    try:
        app.start_game("bahamut-dispute", [Seat("bot"), Seat("bot")], seed=5)
        table = app.scene
        for frame in range(1, 2000):
            app.step()
            if len(table.state.history) >= 6:
                return frame
        raise AssertionError("six moves never finished")
    finally:
        app.close()


def test_the_animation_speed_drives_the_tables_clock(data_dir: Path) -> None:
    normal = frames_for_six_moves(1.0)
    fast = frames_for_six_moves(3.0)
    slow = frames_for_six_moves(0.5)
    assert fast < normal < slow
    assert fast <= normal * 0.6 and slow >= normal * 1.5


def test_changing_the_palette_at_the_table_redraws_it_in_the_new_colours(data_dir: Path) -> None:
    from tabletop.ui import palette
    from tabletop.ui.table import theme

    app = make_app((1280, 720), bot_delay=0.0)
    try:
        app.start_game("bellum", [Seat("human"), Seat("bot")], seed=2)
        app.run_frames(3)
        table = app.scene
        standard_drop = theme.GLOW_OK
        app.open_settings()
        app.run_frames(1)
        settings = app.overlays[-1]
        settings._change(settings.rows["palette"], 0)
        assert app.settings.palette == "colour-blind" and palette.mode() == palette.COLOUR_BLIND
        assert theme.GLOW_OK != standard_drop
        assert not app.res._images  # pictures drawn in the old colours are dropped
        assert table._static is None  # the table's cached board is drawn again
        app.close_overlay()
        app.run_frames(3)  # and it draws in the new colours without a hitch
        assert app.draws > 0
    finally:
        app.close()
        palette.set_mode(palette.STANDARD)
    assert theme.GLOW_OK == standard_drop
