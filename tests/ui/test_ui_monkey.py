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

from pathlib import Path

import pytest

from tests.ui.monkey import GAMES, Monkey
from tests.ui.monkey_guard import Invariants, MonkeyFailure, Sandbox
from tests.ui.table_helpers import data_dir  # noqa: F401 - a data folder of its own

EVENTS = 20_000
SEED = 12


@pytest.mark.slow
def test_twenty_thousand_random_events_over_every_screen() -> None:
    tally = Monkey(SEED).run(EVENTS)
    print(
        f"\nUI monkey seed {SEED}: {tally.events} events, {tally.frames} frames, "
        f"{tally.episodes} episodes, {tally.seconds:.1f} s ({tally.cpu:.1f} s of CPU); actions "
        f"applied {dict(tally.actions)}, undone {dict(tally.undos)}, "
        f"games over {dict(tally.finished)}"
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
        "CampaignLog",
        "BetweenScenarios",
    ):
        assert screen in screens, (screen, tally.screens)
    assert sum(tally.finished.values()) >= 4, tally.finished
    assert sum(tally.undos.values()) > 0  # Ctrl+Z and the Undo buttons were reached


def test_a_seed_replays_the_same_run(tmp_path, monkeypatch) -> None:
    """The same seed, the same events, frames, screens and actions, in the same order (bots on
    their worker thread included): a failure's seed replays it."""
    runs = []
    for i in range(2):
        monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / str(i)))
        tally = Monkey(4).run(1500)
        runs.append((tally.events, tally.frames, tally.screens, tally.actions, tally.digest))
    assert runs[0] == runs[1]
    assert sum(runs[0][3].values()) > 20  # and actions were applied


# ----- the monkey fails when it should ---------------------------------------------------------


def test_a_crash_the_frame_guard_swallows_fails_the_monkey_and_names_its_seed(monkeypatch) -> None:
    """The app would recover from this (back to the launcher, a message); the monkey fails."""
    from tabletop.ui.table.scene import TableScene

    calls = {"n": 0}
    draw = TableScene.draw

    def broken_draw(self, surface):
        calls["n"] += 1
        if calls["n"] == 30:
            raise RuntimeError("a table that cannot draw")
        return draw(self, surface)

    monkeypatch.setattr(TableScene, "draw", broken_draw)
    with pytest.raises(MonkeyFailure) as failed:
        Monkey(5).run(3000)
    words = str(failed.value)
    assert "UI monkey seed 5" in words and "guard caught a crash" in words
    assert "a table that cannot draw" in words


def test_a_broken_invariant_after_an_action_fails_the_monkey(monkeypatch) -> None:
    """The rules' checks run after every action the table applies."""

    def broken(self, state):
        raise AssertionError(f"made up: {state.game.id} at {len(state.history)}")

    monkeypatch.setattr(Invariants, "check", broken)
    with pytest.raises(MonkeyFailure) as failed:
        Monkey(6).run(3000)
    assert "an invariant broke" in str(failed.value) and "made up" in str(failed.value)


def test_a_file_written_outside_the_data_folder_fails_the_monkey(tmp_path) -> None:
    outside = Path(__file__).resolve().parent / "monkey-must-not-write-here.txt"
    with Sandbox(tmp_path) as box:
        (tmp_path / "fine.txt").write_text("ok")  # its own folder: allowed
        with pytest.raises(PermissionError):
            outside.write_text("no")
    assert not outside.exists()
    assert box.violations and "monkey-must-not-write-here" in box.violations[0]
