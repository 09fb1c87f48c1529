"""Bellum's sounds by event kind (over the generic ones in tabletop.ui.sound): a crash for a
plundered district, a blow for damage and destroyed creatures, a card for a purchase."""

from __future__ import annotations

SOUNDS: dict[str, str | None] = {
    "plunder": "plunder",
    "damage": "hit",
    "destroyed": "hit",
    "buy": "card",
}
