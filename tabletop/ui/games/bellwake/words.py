"""Bellwake's words on the table: a card's numbers and state in words for the hover, and the
keepers' names the launcher shows for the seats."""

from __future__ import annotations

from typing import Any

STATS = ("strike", "ward", "health", "resolve", "dread", "approach", "progress", "victory")
KEYWORDS = {
    "ambush": "engages at once when it is revealed.",
    "surge": "reveal one more encounter card.",
}

# The keepers' names for the launcher's seat rows (tabletop.ui.games.seat_labels). The whole
# campaign or one scenario is chosen in the launcher's campaign rows, not as an option here.
SEAT_LABELS = ["Hale Brann", "Sefa Wren"]


def type_words(card: dict[str, Any]) -> str:
    """ "Ally, cost 2: strike 1, ward 2, health 3, resolve 0."."""
    kind = str(card.get("type", "card")).replace("_", " ").capitalize()
    if card.get("fast"):
        kind = f"Fast song ({card['fast']})"
    if isinstance(card.get("cost"), int):
        kind += f", cost {card['cost']} echo"
    stats = [f"{name} {card[name]}" for name in STATS if isinstance(card.get(name), int)]
    return kind + (": " + ", ".join(stats) if stats else "") + "."


def notes(card: dict[str, Any], entry: dict[str, Any]) -> list[tuple[str, str]]:
    """What the hover says beside a card: its numbers, its text, its state now."""
    out: list[tuple[str, str]] = [(str(card.get("name", "")), type_words(card))]
    if card.get("text"):
        out.append(("", str(card["text"])))
    counters = entry.get("counters") or {}
    if counters.get("damage"):
        out.append(("Damage", f"{counters['damage']} (it leaves play at its health)."))
    if counters.get("progress"):
        out.append(("Progress", f"{counters['progress']} of {card.get('progress', '?')}."))
    if "exhausted" in (entry.get("flags") or ()):
        out.append(("Exhausted", "turned: it cannot venture, defend or attack until the Rest."))
    for word in card.get("keywords") or ():
        if word in KEYWORDS:
            out.append((word.capitalize(), KEYWORDS[word]))
    return out
