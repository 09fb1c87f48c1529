"""The launcher shows each game's whole blurb at 1280x720 and 1920x1080: wrapped onto more
lines or a little smaller (12 px at least), never cut with "…"."""

from __future__ import annotations

import re

import pytest

from tabletop.ui.app import App
from tabletop.ui.launcher import LauncherChoice, blurb_lines, game_blurb
from tabletop.ui.settings import Settings
from tests.ui.table_helpers import data_dir  # noqa: F401 (an autouse fixture)

GAMES = ["bahamut-dispute", "bellum", "bellwake", "para-bellum"]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_blurb_is_drawn_whole(size, monkeypatch):
    app = App(size, realtime=False, raise_errors=True, settings=Settings(bot_delay=0.0))
    try:
        for game_id in GAMES:
            drawn: list[str] = []
            text = app.res.text

            def spy(words, *args, _text=text, _drawn=drawn, **kwargs):
                _drawn.append(str(words))
                return _text(words, *args, **kwargs)

            monkeypatch.setattr(app.res, "text", spy)
            app.launcher_choice = LauncherChoice(game_id, 2)
            app.open_launcher()
            app.scene.dirty = True
            app.run_frames(2)
            monkeypatch.undo()
            blurb = game_blurb(app, game_id)
            assert blurb
            shown = " ".join(
                t for t in drawn if t in blurb and not re.fullmatch(r"[\d to]+ players", t)
            )
            assert shown == blurb, (game_id, shown)
    finally:
        app.close()


def test_a_long_blurb_keeps_whole_sentences(monkeypatch):
    app = App((1280, 720), realtime=False, raise_errors=True, settings=Settings(bot_delay=0.0))
    try:
        blurb = "One short sentence. " * 30
        size, step, lines = blurb_lines(app.res, blurb.strip(), 260, 60, 15, 5)
        assert size >= 12 and lines
        assert all("\u2026" not in line for line in lines)
        assert lines[-1].endswith(".")
        assert len(lines) * step <= 60
    finally:
        app.close()


def test_the_seats_sentence_fits_the_seats_chosen() -> None:
    """The line under the seats speaks of taking turns and hidden hands only when two or
    more people share the screen; one person with bots is told they play by mouse."""
    from tabletop.ui.launcher import seats_hint
    from tabletop.ui.scene import Seat

    one = seats_hint([Seat("human"), Seat("bot", "greedy")])
    assert "You play" in one and "take turns" not in one
    two = seats_hint([Seat("human"), Seat("human")])
    assert "take turns" in two and "hides each hand" in two
    same = seats_hint([Seat("human"), Seat("human", same_person=True)])
    assert "take turns" not in same and "in turn" in same
    assert "watch" in seats_hint([Seat("bot", "greedy"), Seat("bot", "hard")])
