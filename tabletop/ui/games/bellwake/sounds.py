"""Bellwake's sounds by event kind (over the generic ones in tabletop.ui.sound): the bell when
the Hush advances and when a keeper tolls it, a blow when an enemy attacks."""

from __future__ import annotations

SOUNDS: dict[str, str | None] = {
    "hush": "bell",
    "toll": "bell",
    "attack": "hit",
}
