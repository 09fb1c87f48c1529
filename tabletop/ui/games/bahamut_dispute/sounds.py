"""Bahamut Dispute's sounds by event kind (over the generic ones in tabletop.ui.sound): a blow
for damage, attacks and reflected damage."""

from __future__ import annotations

SOUNDS: dict[str, str | None] = {
    "damage": "hit",
    "attack": "hit",
    "reflect": "hit",
    "cancel": "click",
}
