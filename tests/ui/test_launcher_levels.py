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


def test_the_seat_menu_lists_the_levels_first_and_starts_a_hard_bot(app: App) -> None:
    scene = launcher(app)
    click(app, scene.game_buttons[GAME].rect.center)
    scene = app.scene
    menu = scene.seat_menus[1]
    click(app, menu.rect.center)
    texts = [item["text"] for item in menu.current_state.options_selection_list.item_list]
    click(app, menu.rect.center)  # closed again
    bots = [t for t in texts if t.startswith("Bot · ")]
    assert bots[:3] == ["Bot · Easy", "Bot · Normal", "Bot · Hard"]
    assert "Bot · greedy" in bots and "Bot · random" in bots  # the tools' bots stay
    choose(app, scene.seat_menus[1], "Bot · Hard")
    assert scene.seat_menus[1].selected_option[0] == "Bot · Hard"
    click(app, scene.start.rect.center)
    assert app.made == [[Seat("human"), Seat("bot", "hard")]]  # type: ignore[attr-defined]
