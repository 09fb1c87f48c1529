"""Para Bellum's sounds by event kind (over the generic ones in tabletop.ui.sound): a card for
an Army card placed, dice for rolls, rerolls and the morale die, a blow for a removed die."""

from __future__ import annotations

SOUNDS: dict[str, str | None] = {
    "place": "card",
    "roll": "dice",
    "reroll": "dice",
    "morale": "dice",
    "die_removed": "hit",
}
