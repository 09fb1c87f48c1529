"""The Settings screen through the real loop: every control changed by mouse and by keyboard,
applied at once, saved by Done and read back from the file; it fits the window at every size."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from tabletop.ui import palette
from tabletop.ui.app import App
from tabletop.ui.menu import MenuOverlay
from tabletop.ui.scene import Seat
from tabletop.ui.settings import Settings
from tabletop.ui.settings_screen import SettingsOverlay


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(folder))
    monkeypatch.delenv("TABLETOP_CONFIG_DIR", raising=False)
    return folder


@pytest.fixture
def app(data_dir: Path):
    app = App((1280, 720), realtime=False, raise_errors=True)
    pygame.event.clear()
    yield app
    app.close()
    palette.set_mode(palette.STANDARD)


def click(app: App, pos: tuple[int, int], frames: int = 4) -> None:
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.run_frames(1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.run_frames(frames)


def drag(app: App, slider, x: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Drag a slider's handle to ``x`` (a press on the handle, a move, a release).

    pygame_gui's slider follows ``pygame.mouse.get_pos()``, which the dummy video driver never
    moves: it is pointed at each posted position, as a real pointer would be."""
    start = slider.sliding_button.rect.center
    where = {"pos": start}
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: where["pos"])
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.run_frames(1)
    for t in (0.5, 1.0):
        pos = (round(start[0] + (x - start[0]) * t), start[1])
        where["pos"] = pos
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        )
        app.run_frames(1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, start[1]), button=1))
    app.run_frames(3)


def press(app: App, key: int, mod: int = 0, frames: int = 2) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
    app.run_frames(frames)


def open_from_launcher(app: App) -> SettingsOverlay:
    app.open_launcher()
    app.run_frames(2)
    click(app, app.scene.settings.rect.center)
    overlay = app.overlays[-1]
    assert isinstance(overlay, SettingsOverlay)
    return overlay


def screen(app: App) -> SettingsOverlay:
    """The Settings screen now (it is rebuilt when the interface size changes)."""
    overlay = app.overlays[-1]
    assert isinstance(overlay, SettingsOverlay)
    return overlay


def element(app: App, key: str, name: str = "button"):
    return screen(app).rows[key].elements[name]


def test_every_control_changes_its_setting_by_mouse_and_done_saves_them(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    open_from_launcher(app)
    s = app.settings
    toggles = {
        "animations": lambda: s.animations,
        "sound": lambda: not s.muted,
        "guide": lambda: s.guide,
        "auto_end_turn": lambda: s.auto_end_turn,
        "auto_pass": lambda: s.auto_pass,
        "hints": lambda: s.hints,
    }
    for key, value in toggles.items():
        before = value()
        click(app, element(app, key).rect.center)
        assert value() is not before, key
        assert element(app, key).text == ("On" if value() else "Off")

    click(app, element(app, "animation_speed", "plus").rect.center)
    assert s.animation_speed == 1.5
    assert element(app, "animation_speed", "value").text == "1.5×"
    click(app, element(app, "animation_speed", "minus").rect.center)
    click(app, element(app, "animation_speed", "minus").rect.center)
    assert s.animation_speed == 0.75

    click(app, element(app, "palette").rect.center)
    assert s.palette == "colour-blind" and palette.mode() == palette.COLOUR_BLIND
    assert element(app, "palette").text == "Colour-blind"

    slider = element(app, "volume", "slider")
    drag(app, slider, slider.rect.left + slider.rect.width // 4, monkeypatch)  # towards the low end
    assert s.volume < 0.7
    assert element(app, "volume", "title").text == f"Volume: {round(s.volume * 100)}%"
    delay = element(app, "bot_delay", "slider")
    drag(app, delay, delay.rect.right - 3, monkeypatch)
    assert s.bot_delay > 0.5

    s.guide_done[:] = ["bellum", "bellwake"]
    click(app, element(app, "guide_again").rect.center)
    assert s.guide_done == [] and s.guide
    assert "guide will show again" in " ".join(t.text for t in app.toasts)

    old_scale = screen(app).scale
    click(app, element(app, "ui_scale", "minus").rect.center)
    assert s.ui_scale == 0.9
    assert screen(app).scale < old_scale  # the screen itself was laid out again, smaller
    assert element(app, "ui_scale", "value").text == "90%"

    click(app, screen(app).done.rect.center)
    assert not app.overlays
    saved = Settings.load()
    assert saved == s
    assert not saved.animations and saved.muted and saved.auto_end_turn
    assert saved.guide  # turned off, then on again by "Show the guide again"
    assert saved.palette == "colour-blind"
    assert saved.animation_speed == 0.75 and saved.ui_scale == 0.9
    assert saved.auto_pass and not saved.hints  # off and on by default: each switched


def test_the_hints_row_is_offered_and_the_keyboard_reaches_it(app: App) -> None:
    """The tables have a Hint button now: Settings shows its row, and Tab stops on it."""
    overlay = open_from_launcher(app)
    assert "hints" in overlay.rows
    seen = set()
    for _ in range(len(overlay.order) + 1):
        press(app, pygame.K_TAB)
        row = screen(app).order[screen(app).focus]
        if row is not None:
            seen.add(row.key)
    assert "hints" in seen


def test_the_keyboard_reaches_every_control(app: App) -> None:
    overlay = open_from_launcher(app)
    s = app.settings
    assert overlay.focus == -1  # no ring until a key is pressed
    press(app, pygame.K_TAB)
    assert screen(app).focus == 0  # text and interface size
    press(app, pygame.K_RIGHT)
    assert s.ui_scale == 1.1
    press(app, pygame.K_LEFT)
    assert s.ui_scale == 1.0
    assert screen(app).focus == 0  # the ring stays on its control after the relayout
    press(app, pygame.K_DOWN)
    press(app, pygame.K_DOWN)  # animations
    press(app, pygame.K_RETURN)
    assert not s.animations
    press(app, pygame.K_UP)
    press(app, pygame.K_UP)
    press(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)  # back from the first: Done
    assert screen(app).order[screen(app).focus] is None
    press(app, pygame.K_TAB)
    for _ in range(5):
        press(app, pygame.K_DOWN)  # volume
    press(app, pygame.K_LEFT)
    assert s.volume == pytest.approx(0.6)
    press(app, pygame.K_ESCAPE)
    assert not app.overlays
    assert Settings.load().volume == pytest.approx(0.6)
    assert not Settings.load().animations


def test_it_opens_from_the_esc_menu_and_the_table_takes_the_animation_speed(app: App) -> None:
    app.start_game("bahamut-dispute", [Seat("human"), Seat("bot")], seed=3)
    app.run_frames(3)
    table = app.scene
    press(app, pygame.K_ESCAPE)
    menu = app.overlays[-1]
    assert isinstance(menu, MenuOverlay)
    click(app, menu.buttons["Settings"].rect.center)
    assert isinstance(app.overlays[-1], SettingsOverlay)
    click(app, element(app, "animation_speed", "plus").rect.center)
    click(app, element(app, "animation_speed", "plus").rect.center)
    press(app, pygame.K_ESCAPE)  # settings
    press(app, pygame.K_ESCAPE)  # menu
    assert not app.overlays
    app.run_frames(1)
    assert table.timeline.speed == 2.0


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 640)])
@pytest.mark.parametrize("factor", [0.8, 1.0, 1.5])
def test_it_fits_the_window_and_its_text_is_readable(
    data_dir: Path, size: tuple[int, int], factor: float
) -> None:
    app = App(size, realtime=False, raise_errors=True, settings=Settings(ui_scale=factor))
    try:
        app.open_settings()
        app.run_frames(2)
        overlay = screen(app)
        window = pygame.Rect((0, 0), size)
        assert window.contains(overlay.panel)
        rects = [overlay.done.rect]
        for row in overlay.order:
            if row is not None:
                rects += [e.rect for e in row.elements.values()]
        for rect in rects:
            assert overlay.panel.contains(rect)
        for a in range(len(rects)):  # no two controls on top of each other
            for b in range(a + 1, len(rects)):
                assert not rects[a].colliderect(rects[b]), (a, b)
        if factor >= 1.0 and size[1] >= 720:
            assert overlay.scale * 15 >= 12  # the smallest text (the notes) at 12 px or more
    finally:
        app.close()


def test_a_damaged_settings_file_gives_the_defaults(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    path = data_dir / "settings.json"
    path.write_text("{not json")
    assert Settings.load() == Settings()
    path.write_text("[" * 100_000 + "]" * 100_000)  # nested past the parser's depth
    assert Settings.load() == Settings()  # (it stopped every command from starting)
    path.write_text(
        json.dumps(
            {
                "ui_scale": 9,
                "palette": "purple",
                "animation_speed": "fast",
                "volume": -1,
                "muted": "yes",
                "guide_done": [1, "bellum"],
                "hints": False,
            }
        )
    )
    loaded = Settings.load()
    assert loaded == Settings(ui_scale=1.5, volume=0.0, guide_done=["bellum"], hints=False)
    path.write_text("[1, 2]")
    assert Settings.load() == Settings()


def test_the_animations_line_is_true_of_every_game(app: App) -> None:
    """One setting serves all four games and only Para Bellum has dice: its line speaks of
    moves, never of dice (a Bahamut Dispute tester read "Cards slide and dice roll")."""
    open_from_launcher(app)
    note = element(app, "animations", "note").text
    assert note and not any(w in note.lower() for w in ("dice", "die ", "roll"))
