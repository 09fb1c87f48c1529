"""The launcher says who plays with whom in a game played in teams: Para Bellum at 4 players is
two alliances (seats 1 and 3 against 2 and 4, the rules' ``teams``), named as the table names
them; chosen by clicks, at 1280x720 and 1920x1080. At 2 players it says nothing of teams."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.ui.app import App
from tests.ui import test_app_shell as shell
from tests.ui.table_helpers import texts_drawn
from tests.ui.test_app_shell import choose, click, launcher, resize

app = shell.app  # the shell's fixtures: an app of the test loop, a data folder of its own
data_dir = shell.data_dir

TEAMS = ["Alliance A: Player 1 and Player 3", "Alliance B: Player 2 and Player 4"]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_alliances_are_said_under_the_seats(app: App, data_dir: Path, size) -> None:
    resize(app, size)
    scene = launcher(app)
    click(app, scene.game_buttons["para-bellum"].rect.center)
    with texts_drawn(app.res) as drawn:
        choose(app, app.scene.players_menu, "4 players")
    assert [t for t in drawn if t.startswith("Alliance")] == TEAMS  # whole, one line each
    assert any(t.startswith("Allies win or lose together.") for t in drawn)
    with texts_drawn(app.res) as drawn:
        choose(app, app.scene.players_menu, "2 players")
    assert not [t for t in drawn if "Alliance" in t or "Allies" in t]
