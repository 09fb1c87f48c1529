"""The app shell through its real loop: launcher clicks, the Esc menu, resizes, F11, saves,
Continue, game over, and errors in a scene.

Tests post real pygame events (mouse buttons with positions, keys, resizes) and step the real
loop. The table here is a stand-in that lets bots play and reports to the app exactly as the
real table does (autosave after every action, game_over at the end), so these tests check the
shell alone; tests/ui/test_table_*.py check the real table.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pygame
import pygame_gui
import pytest

import tabletop.ai
import tabletop.games
from tabletop.ui import storage
from tabletop.ui.app import App
from tabletop.ui.gameover import GameOverScene, result_words
from tabletop.ui.launcher import LauncherScene
from tabletop.ui.menu import MenuOverlay
from tabletop.ui.rulesview import RulesOverlay, markdown_to_html
from tabletop.ui.scene import Scene, Seat
from tabletop.ui.settings import Settings
from tabletop.ui.settings_screen import SettingsOverlay

GAME = "bahamut-dispute"


class StandInTable(Scene):
    """Bots play one action per frame; humans never act. Counts what the loop asks of it."""

    def __init__(self, app: App, state, seats: list[Seat]) -> None:
        super().__init__(app)
        self.state = state
        self.seats = list(seats)
        self.updates = 0
        self.draws = 0
        self.reported = False
        self.fail_on_update = False

    def update(self, dt: float) -> None:
        self.updates += 1
        if self.fail_on_update:
            raise RuntimeError("the stand-in table broke")
        if self.state.is_over:
            if not self.reported:
                self.reported = True
                self.app.game_over(self.state, self.seats)
            return
        decision = self.state.decision
        seat = self.seats[decision.seat]
        if seat.is_human:
            return
        action = tabletop.ai.get(seat.bot, seed=len(self.state.history)).choose(
            self.state.view(decision.seat)
        )
        self.state.apply(action)
        self.app.autosave(self.state, self.seats)
        self.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        self.draws += 1
        surface.fill((20, 70, 45))

    @property
    def busy(self) -> bool:
        decision = self.state.decision
        return decision is not None and not self.seats[decision.seat].is_human


# ----- helpers --------------------------------------------------------------------------------


def click(app: App, pos: tuple[int, int], frames: int = 5) -> None:
    """A left click at ``pos``: motion, press, release, then a few frames of the loop."""
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.run_frames(1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.run_frames(frames)


def press(app: App, key: int, frames: int = 3) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
    app.run_frames(frames)


def type_text(app: App, text: str) -> None:
    for char in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    app.run_frames(3)


def resize(app: App, size: tuple[int, int], frames: int = 3) -> None:
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    app.run_frames(frames)


def choose(app: App, menu: pygame_gui.elements.UIDropDownMenu, text: str) -> None:
    """Open a drop-down by clicking it, then click the option called ``text``."""
    click(app, menu.rect.center)
    expanded = menu.current_state
    items = expanded.options_selection_list.item_list
    for item in items:
        if item["text"] == text:
            click(app, item["button_element"].rect.center)
            return
    raise AssertionError(f"no option {text!r} in {[i['text'] for i in items]}")


def toasts(app: App) -> str:
    return " | ".join(t.text for t in app.toasts)


def play_to_end(app: App, limit: int = 3000) -> None:
    for _ in range(limit):
        app.step()
        if isinstance(app.scene, GameOverScene):
            return
    raise AssertionError("the game did not end")


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(folder))
    monkeypatch.delenv("TABLETOP_CONFIG_DIR", raising=False)
    return folder


@pytest.fixture
def app(data_dir: Path):
    app = App((1280, 720), realtime=False, raise_errors=True)
    app.make_table = lambda state, seats: StandInTable(app, state, seats)
    pygame.event.clear()
    yield app
    app.close()


def launcher(app: App) -> LauncherScene:
    app.open_launcher()
    app.run_frames(2)
    assert isinstance(app.scene, LauncherScene)
    return app.scene


# ----- launcher -------------------------------------------------------------------------------


def test_launcher_starts_a_game_by_clicks(app: App, data_dir: Path) -> None:
    scene = launcher(app)
    assert not scene.cont.is_enabled  # no autosave yet: Continue is off
    click(app, scene.game_buttons[GAME].rect.center)  # not a campaign: the game's own slot
    scene = app.scene
    choose(app, scene.seat_menus[0], "Bot · Easy")
    click(app, scene.seed_entry.rect.center)
    type_text(app, "42")
    click(app, scene.start.rect.center)
    table = app.scene
    assert isinstance(table, StandInTable), type(table)
    assert table.seats == [Seat("bot", "easy"), Seat("bot", "normal")]
    assert table.state.setup_args["seed"] == 42
    app.flush_saves()
    assert storage.autosave_path(GAME).is_file()


def test_launcher_player_count_changes_the_seats(app: App) -> None:
    import tabletop.games

    multi = [g for g in tabletop.games.ids() if len(tabletop.games.get(g).player_counts) > 1]
    if not multi:
        pytest.skip("no game with a choice of player count yet")
    game = tabletop.games.get(multi[0])
    most = max(game.player_counts)
    scene = launcher(app)
    click(app, scene.game_buttons[game.id].rect.center)
    scene = app.scene
    choose(app, scene.players_menu, f"{most} players")
    scene = app.scene
    assert len(scene.seat_menus) == most
    assert all(m.rect.bottom <= scene.divider_y for m in scene.seat_menus)  # all fit
    click(app, scene.start.rect.center)
    assert isinstance(app.scene, StandInTable)
    assert app.scene.state.players == most
    assert app.scene.seats == [Seat("human")] + [Seat("bot", "normal")] * (most - 1)


def test_launcher_remembers_the_seats_when_it_comes_back(app: App) -> None:
    scene = launcher(app)
    choose(app, scene.seat_menus[1], "Bot · Easy")
    app.start_game(GAME, [Seat("human"), Seat("bot")], seed=1)
    app.run_frames(2)
    scene = launcher(app)
    assert scene.seat_menus[1].selected_option[0] == "Bot · Easy"
    assert scene.cont.is_enabled


def test_quit_button_stops_the_loop(app: App) -> None:
    scene = launcher(app)
    click(app, scene.quit.rect.center)
    assert not app.running


def test_rules_open_from_the_launcher_and_close_with_back(app: App) -> None:
    scene = launcher(app)
    click(app, scene.rules.rect.center)
    assert isinstance(app.overlays[-1], RulesOverlay)
    overlay = app.overlays[-1]
    assert overlay.title == tabletop.games.get(scene.choice.game_id).title  # the chosen game's
    click(app, overlay.back.rect.center)
    assert not app.overlays


def test_in_app_rules_start_with_the_short_version_and_stop_before_the_modders_part(
    app: App,
) -> None:
    from tabletop.ui.rulesview import rules_text

    text = rules_text(app, "para-bellum")
    assert text.index("## At the table: the short version") < text.index("## 1. Overview")
    assert "## 16. Rulings" in text
    assert "## Appendix A" not in text and "in-app rules end" not in text
    assert "## Appendix A" in (app.res.root / "docs/rules/para-bellum.md").read_text("utf-8")


def test_every_game_has_a_whole_sentence_blurb_in_the_launcher(app: App) -> None:
    import tabletop.games
    from tabletop.ui.launcher import game_blurb

    for game_id in tabletop.games.ids():
        blurb = game_blurb(app, game_id)
        assert blurb.endswith(".") and "…" not in blurb, blurb  # not cut short
        assert "tabletop/" not in blurb and "Status" not in blurb


def test_rules_scroll_by_page_keys_and_wheel(app: App) -> None:
    app.open_rules("para-bellum")
    app.run_frames(2)
    overlay = app.overlays[-1]
    assert isinstance(overlay, RulesOverlay) and overlay.scroll_fraction == 0.0

    def key(k: int) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
        app.run_frames(2)

    key(pygame.K_PAGEDOWN)
    one_page = overlay.scroll_fraction
    assert 0.0 < one_page < 0.2  # the rules are many pages long
    key(pygame.K_PAGEDOWN)
    assert abs(overlay.scroll_fraction - 2 * one_page) < 0.01
    key(pygame.K_END)
    assert overlay.scroll_fraction > 0.9
    key(pygame.K_HOME)
    assert overlay.scroll_fraction == 0.0
    pygame.mouse.set_pos(overlay.text.rect.center)
    for _ in range(6):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    app.run_frames(2)
    assert abs(overlay.scroll_fraction - one_page / 0.9) < 0.01  # six notches: one page


def test_markdown_becomes_readable_text() -> None:
    html = markdown_to_html("# Title\n\nSome **bold** and *soft* words.\n\n- one\n- two <3\n")
    assert "<b>Title</b>" in html
    assert "<b>bold</b>" in html and "<i>soft</i>" in html
    assert html.count("•") == 2
    assert "&lt;3" in html and "**" not in html
    wrapped = markdown_to_html("- a **long\n  item** that wraps\n  twice\n- next\n\nAfter.")
    assert "<b>long item</b> that wraps twice<br>" in wrapped  # one item, not a new paragraph
    assert wrapped.count("•") == 2 and wrapped.endswith("After.")
    listed = markdown_to_html("- an item\n```\n  + x  indented\n```\n")
    assert "&nbsp;&nbsp;+&nbsp;x" in listed and listed.count("•") == 1  # no item made of it
    diagram = markdown_to_html("```\nrow 0   .  S  .\n```\nText.")
    assert "row&nbsp;0&nbsp;&nbsp;&nbsp;.&nbsp;&nbsp;S" in diagram and "```" not in diagram
    assert "face='dejavu_mono'" in diagram


# ----- the Esc menu, settings, F11 ------------------------------------------------------------


def test_escape_opens_the_menu_pauses_the_table_and_resume_closes_it(app: App) -> None:
    app.start_game(GAME, [Seat("human"), Seat("human")], seed=3)
    app.run_frames(2)
    table = app.scene
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.overlays[-1], MenuOverlay)
    paused_at = table.updates
    app.run_frames(5)
    assert table.updates == paused_at  # the table is paused under the menu
    menu = app.overlays[-1]
    click(app, menu.buttons["Resume"].rect.center)
    assert not app.overlays
    app.run_frames(2)
    assert table.updates > paused_at
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_ESCAPE)  # Esc also closes it
    assert not app.overlays and app.scene is table


def test_menu_quit_to_launcher_keeps_the_game_to_continue(app: App) -> None:
    state = app.start_game(GAME, [Seat("human"), Seat("bot")], seed=4)
    press(app, pygame.K_ESCAPE)
    click(app, app.overlays[-1].buttons["Quit to launcher"].rect.center)
    assert isinstance(app.scene, LauncherScene)
    click(app, app.scene.cont.rect.center)
    assert isinstance(app.scene, StandInTable)
    assert app.scene.state.to_json() == state.to_json()


def test_settings_change_and_are_saved(app: App, data_dir: Path) -> None:
    scene = launcher(app)
    click(app, scene.settings.rect.center)
    overlay = app.overlays[-1]
    assert isinstance(overlay, SettingsOverlay)
    before = app.settings.animations
    click(app, overlay.anim.rect.center)
    assert app.settings.animations is not before
    click(app, overlay.done.rect.center)
    assert not app.overlays
    assert Settings.load().animations is not before


def test_settings_file_that_is_damaged_gives_the_defaults(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / "settings.json").write_text('{"bot_delay": "fast", "animations": 3')
    assert Settings.load() == Settings()
    (data_dir / "settings.json").write_text('{"bot_delay": 99, "fullscreen": true}')
    assert Settings.load() == Settings(bot_delay=2.0, fullscreen=True)


def test_f11_toggles_fullscreen_without_crashing(app: App) -> None:
    app.start_game(GAME, [Seat("human"), Seat("bot")], seed=5)
    app.run_frames(2)
    press(app, pygame.K_F11)
    assert app.running
    assert app.settings.fullscreen or "Fullscreen" in toasts(app)
    press(app, pygame.K_F11)
    assert not app.settings.fullscreen
    assert app.window_size == (1280, 720)


# ----- resizing -------------------------------------------------------------------------------


@pytest.mark.parametrize("where", ["launcher", "table", "menu", "game over"])
def test_resizes_from_tiny_to_huge_do_not_crash(app: App, where: str) -> None:
    if where == "launcher":
        launcher(app)
    else:
        app.start_game(GAME, [Seat("bot", "random"), Seat("bot", "random")], seed=6)
        if where == "menu":
            app.open_menu()
        if where == "game over":
            play_to_end(app)
    app.run_frames(2)
    for size in [(800, 600), (200, 100), (2560, 1440), (1, 1), (1280, 720)]:
        resize(app, size)
        assert app.window_size == size
        assert app.too_small == (size[0] < 800 or size[1] < 600)
        if app.too_small:  # the notice covers the window: nothing can be clicked
            click(app, (size[0] // 2, size[1] // 2))
    assert app.running
    assert app.overlays if where == "menu" else True


def test_too_small_window_shows_the_notice_not_the_table(app: App) -> None:
    app.start_game(GAME, [Seat("human"), Seat("human")], seed=7)
    app.run_frames(2)
    table = app.scene
    resize(app, (300, 200))
    draws = table.draws
    app.screen.fill((255, 0, 255))
    app._needs_draw = True
    app.run_frames(1)
    assert table.draws == draws
    assert app.screen.get_at((5, 5))[:3] != (255, 0, 255)  # the notice was drawn
    resize(app, (1024, 768))
    assert table.draws > draws


def test_an_idle_table_is_not_redrawn(app: App) -> None:
    app.start_game(GAME, [Seat("human"), Seat("human")], seed=8)
    app.run_frames(5)
    draws = app.scene.draws
    app.run_frames(30)
    assert app.scene.draws == draws
    pygame.event.post(pygame.event.Event(pygame.VIDEOEXPOSE))
    app.scene.dirty = True
    app.run_frames(1)
    assert app.scene.draws == draws + 1


# ----- saves ----------------------------------------------------------------------------------


def test_autosave_after_every_action_and_continue_resumes_there(app: App) -> None:
    import tabletop.games

    seed = next(s for s in range(50) if tabletop.games.get(GAME).setup(s).decision.seat == 0)
    app.start_game(GAME, [Seat("bot", "random"), Seat("human")], seed=seed)
    for _ in range(40):
        app.step()
        state = app.scene.state
        if state.decision.seat == 1:
            break
    assert state.history, "the bot should have acted"
    app.flush_saves()
    saved = json.loads(storage.autosave_path(GAME).read_text())
    assert saved["app"] == 1
    assert saved["seats"] == [{"kind": "bot", "bot": "random"}, {"kind": "human"}]
    assert json.dumps(saved["save"], separators=(",", ":")) == state.to_json()
    app.open_launcher()
    app.run_frames(2)
    click(app, app.scene.cont.rect.center)
    table = app.scene
    assert isinstance(table, StandInTable)
    assert table.state.to_json() == state.to_json()
    assert table.seats == [Seat("bot", "random"), Seat("human")]


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b'{"app": 1, "seats": [',  # truncated
        b"\x89PNG\r\n\x1a\n not a save",
        b'{"format": "another-app", "data": []}',  # foreign
        b"[1, 2, 3]",
        b'{"app": 1, "x": ' + b"1" * 5000 + b"}",  # a number too long for Python's int()
    ],
)
def test_a_bad_save_from_the_load_screen_gives_a_message_and_keeps_the_autosave(
    app: App, data_dir: Path, content: bytes
) -> None:
    app.start_game(GAME, [Seat("human"), Seat("bot")], seed=10)
    app.run_frames(3)
    app.flush_saves()
    table = app.scene
    good = storage.autosave_path(GAME).read_bytes()
    bad = storage.saves_dir() / "bad.json"
    bad.parent.mkdir(parents=True, exist_ok=True)
    bad.write_bytes(content)
    press(app, pygame.K_ESCAPE)
    menu = app.overlays[-1]
    click(app, menu.buttons["Load…"].rect.center)
    screen = app.overlays[-1]
    row = next(i for i, e in enumerate(screen.entries) if e.path == bad)
    click(app, screen.row_rect(row).center)
    press(app, pygame.K_RETURN)
    assert app.scene is table and app.overlays[-1] is screen  # still at the table
    assert "“bad” could not be loaded" in screen.message
    assert "bad" not in toasts(app)  # said once, in the screen's own line
    for parser_words in ("Expecting", "line 1", "column", "char ", "JSON", "decode"):
        assert parser_words not in screen.message
    assert storage.autosave_path(GAME).read_bytes() == good
    app.open_launcher()
    app.run_frames(5)  # the launcher still works, and Continue still offers the good game
    assert app.scene.cont.is_enabled


def test_a_tampered_save_is_refused_with_the_rules_layer_reason(app: App, data_dir: Path) -> None:
    state = app.start_game(GAME, [Seat("bot", "random"), Seat("bot", "random")], seed=11)
    app.run_frames(10)
    raw = json.loads(storage.dumps(state, [Seat("human"), Seat("bot")]))
    raw["save"]["snapshot"]["life"] = [9, 9]
    app.flush_saves()  # the autosave's thread makes the data folder
    path = data_dir / "tampered.json"
    path.write_text(json.dumps(raw))
    before = storage.autosave_path(GAME).read_bytes()
    assert app.load_file(path) is False
    assert "edited or damaged" in toasts(app)
    assert storage.autosave_path(GAME).read_bytes() == before


def test_save_then_load_a_chosen_file(app: App, data_dir: Path) -> None:
    app.start_game(GAME, [Seat("bot", "random"), Seat("human")], seed=12)
    app.run_frames(10)
    state = app.scene.state
    written = app.save_file(data_dir / "mine")
    assert written == data_dir / "mine.json"
    app.flush_saves()
    storage.clear_autosave(GAME)
    app.open_launcher()
    assert app.load_file(written)
    assert isinstance(app.scene, StandInTable)
    assert app.scene.state.to_json() == state.to_json()
    app.flush_saves()
    assert storage.autosave_path(GAME).is_file()  # a good load becomes the autosave


def test_save_screen_writes_the_file_under_the_name_offered(app: App, data_dir: Path) -> None:
    app.start_game(GAME, [Seat("human"), Seat("bot")], seed=13)
    press(app, pygame.K_ESCAPE)
    menu = app.overlays[-1]
    click(app, menu.buttons["Save…"].rect.center)
    screen = app.overlays[-1]
    click(app, screen.save.rect.center, frames=4)
    saved = list(storage.saves_dir().glob("Bahamut Dispute*.json"))
    assert len(saved) == 1
    assert storage.load_file(saved[0]).seats == [Seat("human"), Seat("bot")]
    assert not app.overlays  # back at the table


def test_a_broken_autosave_does_not_crash_continue(app: App, data_dir: Path) -> None:
    storage.write_atomic(storage.autosave_path(GAME), '{"app": 1, "seats": [], "save": {"game"')
    scene = launcher(app)
    assert scene.cont.is_enabled
    click(app, scene.cont.rect.center)
    assert isinstance(app.scene, LauncherScene)
    assert "cannot be continued" in toasts(app)
    assert storage.autosave_path(GAME).read_text().startswith('{"app": 1')


def test_atomic_write_never_leaves_half_a_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "autosave.json"
    storage.write_atomic(path, "old and good")

    def crash(*args: object) -> None:
        raise OSError("disk pulled out")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError):
        storage.write_atomic(path, "new")
    assert path.read_text() == "old and good"
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.json"]  # no temp file left


def test_autosave_writes_the_newest_state_off_the_main_thread(data_dir: Path) -> None:
    writer = storage.BackgroundWriter()
    path = storage.autosave_path(GAME)
    for i in range(50):
        writer.submit(f"version {i}", path)
    assert writer.flush()
    assert (data_dir / f"autosave-{GAME}.json").read_text() == "version 49"
    writer.submit("again", path)
    writer.clear(path)  # the game ended: the queued write is dropped, the file goes
    assert writer.flush()
    assert not storage.autosave_path(GAME).exists()


def test_an_autosave_that_cannot_be_written_gives_a_message(app: App, data_dir: Path) -> None:
    data_dir.parent.mkdir(parents=True, exist_ok=True)
    data_dir.write_text("a file where the folder should be")
    app.start_game(GAME, [Seat("human"), Seat("bot")], seed=21)
    app.flush_saves()
    app.run_frames(2)
    assert "could not be autosaved" in toasts(app)
    assert app.running


def test_a_bare_rules_layer_save_loads_with_default_seats() -> None:
    import tabletop.games

    state = tabletop.games.get(GAME).setup(14)
    loaded = storage.loads(state.to_json())
    assert loaded.seats == [Seat("human"), Seat("bot")]
    assert loaded.state.to_json() == state.to_json()


# ----- game over ------------------------------------------------------------------------------


def test_game_over_screen_rematch_and_back(app: App) -> None:
    seats = [Seat("bot", "random"), Seat("bot", "greedy")]
    app.start_game(GAME, seats, seed=15)
    play_to_end(app)
    over = app.scene
    headline, line = result_words(over.state, seats)
    assert headline and line.endswith(".")
    app.flush_saves()
    assert not storage.has_autosave(GAME)  # a finished game is nothing to continue
    app.run_frames(2)
    click(app, over.peek_button.rect.center)  # the final table without the panel...
    assert over.peeking and not over.rematch.visible
    click(app, (20, 20))  # ...and back
    assert not over.peeking and over.rematch.visible
    old_seed = over.state.setup_args["seed"]
    click(app, over.rematch.rect.center)
    table = app.scene
    assert isinstance(table, StandInTable)
    assert table.seats == seats
    assert table.state.history == [] or table.state.setup_args["seed"] != old_seed
    play_to_end(app)
    click(app, app.scene.back.rect.center)
    assert isinstance(app.scene, LauncherScene)


def test_result_in_words_for_a_person_against_a_bot() -> None:
    import tabletop.games

    state = tabletop.games.get(GAME).setup(16)
    state.data.update(over=True, winners=[0], end_reason="Player 2 has no life left.")
    assert result_words(state, [Seat("human"), Seat("bot")]) == ("You win!", "Player 1 (you) wins.")
    assert result_words(state, [Seat("bot"), Seat("human")])[0] == "You lose"
    state.data["winners"] = []
    assert result_words(state, [Seat("human"), Seat("human")])[0] == "A draw"


# ----- errors and autoplay --------------------------------------------------------------------


def test_an_error_in_a_scene_returns_to_the_launcher_with_a_message(data_dir: Path) -> None:
    app = App((1280, 720), realtime=False, raise_errors=False)
    try:
        app.make_table = lambda state, seats: StandInTable(app, state, seats)
        app.start_game(GAME, [Seat("human"), Seat("bot")], seed=17)
        app.run_frames(2)
        app.scene.fail_on_update = True
        app.run_frames(2)
        assert isinstance(app.scene, LauncherScene)
        assert "Something went wrong" in toasts(app)
        assert app.running
        assert app.scene.cont.is_enabled  # the game before the error can be continued
    finally:
        app.close()


def test_a_table_that_fails_to_open_leaves_the_launcher_working(data_dir: Path) -> None:
    app = App((1280, 720), realtime=False, raise_errors=False)

    def broken_table(state, seats):
        raise KeyError("no layout")

    try:
        app.make_table = broken_table
        scene = launcher(app)
        click(app, scene.start.rect.center)
        assert isinstance(app.scene, LauncherScene)
        assert "Something went wrong (KeyError" in toasts(app)
        app.run_frames(3)
        assert app.running
    finally:
        app.close()


def test_an_error_in_tests_and_autoplay_is_raised(app: App) -> None:
    app.start_game(GAME, [Seat("human"), Seat("bot")], seed=18)
    app.scene.fail_on_update = True
    with pytest.raises(RuntimeError, match="stand-in table broke"):
        app.run_frames(2)


def test_autoplay_exits_0_at_game_over_with_a_screenshot(data_dir: Path, tmp_path: Path) -> None:
    shot = tmp_path / "final.png"
    app = App(
        (1024, 768), fast=True, autoplay=True, raise_errors=True, screenshot=shot, max_frames=5000
    )
    try:
        app.make_table = lambda state, seats: StandInTable(app, state, seats)
        app.start_game(GAME, [Seat("bot", "random"), Seat("bot", "random")], seed=19)
        assert app.run() == 0
        assert app.frames < 5000
    finally:
        app.close()
    assert pygame.image.load(str(shot)).get_size() == (1024, 768)


def test_autoplay_that_hits_max_frames_exits_non_zero(data_dir: Path) -> None:
    app = App((800, 600), fast=True, autoplay=True, raise_errors=True, max_frames=20)
    try:
        app.make_table = lambda state, seats: StandInTable(app, state, seats)
        app.start_game(GAME, [Seat("human"), Seat("bot")], seed=20)
        assert app.run() == 1
        assert app.frames == 20
    finally:
        app.close()


# ----- the final score by source --------------------------------------------------------------


def para_bellum_over(players: int):
    from tabletop.games.para_bellum import scenario as S

    state = S.build(
        players,
        banners={0: ["red", "blue"], 1: ["green", "yellow", "purple"]},
        coins=[7] + [2] * (players - 1),
    )
    state.end_game(
        "Player 2 places their 5th Color Banner, and with it the game ends at once for every "
        "player at the table, whatever they still had in mind to do."
    )
    assert state.is_over
    return state


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (800, 600)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_game_over_shows_the_score_by_source_clear_of_the_buttons(
    app: App, size: tuple[int, int], players: int
) -> None:
    resize(app, size)
    state = para_bellum_over(players)
    seats = [Seat("human")] + [Seat("bot", "greedy")] * (players - 1)
    over = GameOverScene(app, state, seats, app.screen.copy())
    app.switch(over)
    app.run_frames(2)
    labels = [label for label, _ in over.rows]
    assert labels[:2] == ["Color Banners", "Legions"] and "Total" in labels
    totals = dict(over.rows)["Total"]
    assert totals == [str(p["total"]) for p in state.data["scores"]["players"]]
    assert over.heads[0] == "Player 1 (you)" and len(over.heads) == players
    if players == 4:
        assert dict(over.rows)["Alliance total"][0] == dict(over.rows)["Alliance total"][2]
    window = pygame.Rect((0, 0), size)
    table = over.table_rect
    assert table is not None and over.panel.contains(table)
    assert window.contains(over.panel) and window.contains(over.peek_button.rect)
    assert len(over.reason_lines) >= 2  # the long reason is there too
    for button in (over.rematch, over.back):
        assert table.bottom < button.rect.top
    assert table.bottom <= over.buttons_y - over.px(30)  # clear of the facts line


def test_game_over_without_a_breakdown_shows_no_table(app: App) -> None:
    import tabletop.games

    state = tabletop.games.get(GAME).setup(16)
    state.data.update(over=True, winners=[0], end_reason="Player 2 has no life left.")
    over = GameOverScene(app, state, [Seat("human"), Seat("bot", "greedy")])
    app.switch(over)
    app.run_frames(2)
    assert over.rows == [] and over.table_rect is None


def test_the_final_table_hint_fades_away(app: App) -> None:
    state = para_bellum_over(2)
    over = GameOverScene(app, state, [Seat("human"), Seat("bot", "greedy")], app.screen.copy())
    app.switch(over)
    app.run_frames(2)
    click(app, over.peek_button.rect.center)
    assert over.peeking and over.hint is not None and over.hint.alive
    app.run_frames(int(over.hint.ttl * 60) + 5)  # the test loop runs at 1/60 s a frame
    assert over.peeking and not over.hint.alive  # the table alone, nothing over it


def test_a_lost_campaign_says_its_reason_once(app: App) -> None:
    """Bellwake's lost campaign: "You lose", then "The campaign is lost." under it, then why
    ("The Crown of Silence is lost: ..."), each said once, not the whole reason twice."""
    import tabletop.games

    state = tabletop.games.get("bellwake").setup(1, 2, scenario="lower-stair")
    reason = "The campaign is lost. The Crown of Silence is lost: Both heroes have fallen."
    state.finish([], reason)
    state.data["end_reason"] = reason
    over = GameOverScene(app, state, [Seat("human"), Seat("bot")])
    app.switch(over)
    app.run_frames(2)
    assert (over.headline, over.line) == ("You lose", "The campaign is lost.")
    rest = " ".join(over.reason_lines)
    assert rest == "The Crown of Silence is lost: Both heroes have fallen."
    assert f"{over.line} {rest}" == reason


def test_the_para_bellum_chart_marks_each_player_as_the_table_does(app: App) -> None:
    """The chart's line for a player is drawn in that player's colour and badge shape on the
    table (their starting card's): Player 1 a yellow diamond is a yellow diamond line, not the
    chart's first seat colour."""
    import random

    import tabletop.games
    from tabletop.ui.games.para_bellum.marks import COLOURS

    state = tabletop.games.get("para-bellum").setup(21, 3)
    rng = random.Random(21)
    while not state.is_over:
        state.apply(rng.choice(state.decision.actions))
    over = GameOverScene(app, state, [Seat("human"), Seat("bot"), Seat("bot")])
    app.switch(over)
    app.run_frames(2)
    view = over.story_view
    assert view is not None
    starts = state.data["start_colour"]
    assert len(set(starts)) == 3
    assert view.colours() == [COLOURS[c]["fill"] for c in starts]
    assert [view.shape(i) for i in range(3)] == [COLOURS[c]["shape"] for c in starts]
