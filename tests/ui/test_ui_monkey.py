"""The UI monkey in CI: 20,000 seeded random events over every screen of every game (the
launcher with each game, Settings, Load, Save, How to play, the Esc menu, each table with people
and bots, game over, Bellwake between scenarios and its campaign log), through the app's real
loop. It fails on any exception, also one the app's frame guard would have swallowed and shown
as a message; on a rules invariant broken after an action (the fuzz tests' checks); on a bot
that fails; and on a file touched outside the test's data folder (tests/ui/monkey_guard.py).

A failure names its seed, episode and event: ``Monkey(SEED).run(EVENTS)`` replays it
(``python benchmarks/ui_monkey.py --seed SEED --events EVENTS --jobs 1`` does the same from the
command line). The big run is benchmarks/ui_monkey.py.
"""

from __future__ import annotations

import pytest

from tests.ui.monkey import GAMES, Monkey
from tests.ui.table_helpers import data_dir  # noqa: F401 - a data folder of its own

EVENTS = 20_000
SEED = 12


@pytest.mark.slow
def test_twenty_thousand_random_events_over_every_screen() -> None:
    tally = Monkey(SEED).run(EVENTS)
    print(
        f"\nUI monkey seed {SEED}: {tally.events} events, {tally.frames} frames, "
        f"{tally.episodes} episodes, {tally.seconds:.1f} s; actions applied "
        f"{dict(tally.actions)}, undone {dict(tally.undos)}, games over {dict(tally.finished)}"
    )
    assert tally.events >= EVENTS
    # it went everywhere: each game's table was played and checked, and every screen shown
    for game in GAMES:
        assert tally.tables[game] >= 3, (game, tally.tables)
        assert tally.actions[game] >= 100, (game, tally.actions)
        assert tally.checks[game] >= tally.actions[game], (game, tally.checks)
    screens = set(tally.screens)
    for screen in (
        "LauncherScene",
        "TableScene",
        "MenuOverlay",
        "SettingsOverlay",
        "LoadOverlay",
        "SaveOverlay",
        "HowToOverlay",
        "GameOverScene",
    ):
        assert screen in screens, (screen, tally.screens)
    assert sum(tally.finished.values()) >= 4, tally.finished
    assert sum(tally.undos.values()) > 0  # Ctrl+Z and the Undo buttons were reached
