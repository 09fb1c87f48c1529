"""Para Bellum's table at 1280x720: no text a player must read is drawn under 12 px (cards,
dice, panels, titles, the token tray, the Battle Reward), early and late, 2 to 4 players."""

from __future__ import annotations

import itertools

import pytest

from tabletop.ui.resources import Resources
from tests.ui import para_bellum_table
from tests.ui.table_helpers import (
    data_dir,  # noqa: F401 (an autouse fixture)
)
from tests.ui.test_table_para_bellum_zoom import late_state

make = para_bellum_table.make  # the fixture


@pytest.mark.parametrize("players, round_", list(itertools.product([2, 3, 4], [1, 8])))
def test_no_text_under_12_px_at_1280x720(make, monkeypatch, players, round_):
    state = late_state(players, round_)
    app, d = make(state, size=(1280, 720))
    scene = d.scene
    scene._warm.clear()  # nothing drawn ahead: every face is drawn for this frame
    scene.art.clear()
    sizes: list[tuple[int, str]] = []
    original = Resources.text

    def text(self, words, size, *args, **kwargs):
        sizes.append((size, words))
        return original(self, words, size, *args, **kwargs)

    monkeypatch.setattr(Resources, "text", text)
    scene.resize(scene.size)
    d.frames(2)
    assert len(sizes) > 50  # the table was drawn
    small = sorted({(s, w) for s, w in sizes if s < 12})
    assert small == []
