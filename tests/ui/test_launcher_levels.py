"""The launcher offers the bot levels by name (Bot · Easy, Normal, Hard) and starts a table
with the chosen one, by real clicks through the real loop."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ui.app import App
from tabletop.ui.scene import Seat
from tests.ui.test_app_shell import GAME, StandInTable, choose, click, launcher


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("TABLETOP_CONFIG_DIR", raising=False)
    app = App((1280, 720), realtime=False, raise_errors=True)
    # A stand-in table that takes no bot turns: only the seats the launcher chose matter here.
    app.make_table = lambda state, seats: StandInTable(app, state, [Seat("human")] * len(seats))
    made: list[list[Seat]] = []
    real = app.make_table

    def record(state, seats):
        made.append(list(seats))
        return real(state, seats)

    app.make_table = record
    app.made = made  # type: ignore[attr-defined]
    pygame.event.clear()
    yield app
    app.close()


def test_the_seat_menu_lists_the_levels_only_and_starts_a_hard_bot(app: App) -> None:
    scene = launcher(app)
    click(app, scene.game_buttons[GAME].rect.center)
    scene = app.scene
    menu = scene.seat_menus[1]
    click(app, menu.rect.center)
    texts = [item["text"] for item in menu.current_state.options_selection_list.item_list]
    click(app, menu.rect.center)  # closed again
    bots = [t for t in texts if t.startswith("Bot · ")]
    assert bots[:3] == ["Bot · Easy", "Bot · Normal", "Bot · Hard"]
    assert bots == ["Bot · Easy", "Bot · Normal", "Bot · Hard"]  # the tools' bots are not
    # offered: play-testers took "random" and "greedy level 1-3" for levels to pick
    choose(app, scene.seat_menus[1], "Bot · Hard")
    assert scene.seat_menus[1].selected_option[0] == "Bot · Hard"
    click(app, scene.start.rect.center)
    assert app.made == [[Seat("human"), Seat("bot", "hard")]]  # type: ignore[attr-defined]


def test_a_tools_bot_from_the_command_line_is_kept_in_its_seats_menu(app: App) -> None:
    """``tabletop play --seats human,bot:greedy`` is remembered as a launcher start; the
    launcher then shows that seat as it is, and offers the tools' bots nowhere else."""
    from tabletop.ui import launcher_memory

    launcher_memory.remember_start(GAME, [Seat("human"), Seat("bot", "greedy")], {})
    scene = launcher(app)
    click(app, scene.game_buttons[GAME].rect.center)
    menus = app.scene.seat_menus
    assert menus[1].selected_option[0] == "Bot · greedy"

    def listed(menu) -> list[str]:
        click(app, menu.rect.center)
        texts = [item["text"] for item in menu.current_state.options_selection_list.item_list]
        click(app, menu.rect.center)  # closed again
        return texts

    assert "Bot · greedy" in listed(menus[1]) and "Bot · random" not in listed(menus[1])
    assert not any("greedy" in t or "random" in t for t in listed(menus[0]))
    click(app, app.scene.start.rect.center)
    assert app.made == [[Seat("human"), Seat("bot", "greedy")]]  # type: ignore[attr-defined]
