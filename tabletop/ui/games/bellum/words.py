"""Bellum's words on the table: the keywords explained (the glossary of docs/rules/bellum.md,
§6b), a card's state now in words, and the options the launcher offers."""

from __future__ import annotations

import re
from typing import Any

# The rulebook's glossary (docs/rules/bellum.md, Keywords), as a player reads it at the table.
KEYWORDS: dict[str, str] = {
    "Rallying": "triggers at the start of your turn; it must be carried out if it can "
    "(unless the card says otherwise), and all are resolved before the turn goes on.",
    "Assault": "triggers when the creature is declared as an attacker, before the "
    "opponent's defence phase.",
    "Deployment": "triggers when the creature arrives in play, wherever it comes from.",
    "Death": "triggers when the creature is destroyed. It is optional, at the choice of its "
    "controller.",
    "Interruption": "the card may be played at another time, described after this word.",
    "Permanent": "the effect holds as long as the card is in play.",
    "Plunder": "triggers when the district is plundered, and not when another district is "
    "plundered later.",
    "Shield": "damage to a creature with a Shield token is ignored and the token removed; "
    "it cannot be declined.",
    "Sacrifice": "to destroy one of your own creatures.",
    "Tartarus": "the area of cards set aside, reached by the Tartarus purchase icon or by the "
    "Forge of Hephaestus.",
}
FREE = "a free purchase discards no card; its purchase effects resolve normally."
INTO_PLAY = "bought with this icon, the card goes straight into play instead of your discard pile."
TARTARUS_ICON = "when you buy it, you may set a card of your discard pile aside in Tartarus."
PATTERNS = {word: re.compile(rf"\b{word}\b", re.I) for word in KEYWORDS}

FLAG_WORDS = {
    "arrived": ("Just arrived", "it cannot attack this turn."),
    "may_attack": ("May attack", "it may attack this turn although it just arrived."),
    "attacking": ("Attacking", "declared as an attacker in this combat."),
    "blocking": ("Blocking", "blocks an attacker in this combat."),
    "plundered": ("Plundered", "this district has been plundered; its Plunder effect is spent."),
}

# Launcher options: option -> (label, [(value, words)...]); the first value is the default.
OPTIONS: dict[str, tuple[str, list[tuple[Any, str]]]] = {
    "city": (
        "Your city",
        [("random", "At random"), ("athens", "Athens"), ("sparta", "Sparta")],
    ),
}


def keywords_in(card: dict[str, Any]) -> list[str]:
    """The glossary words a card's text (and its purchase icons) use, in glossary order."""
    text = str(card.get("text", ""))
    found = [word for word, pat in PATTERNS.items() if pat.search(text)]
    purchase = card.get("purchase") or ()
    if "tartarus" in purchase and "Tartarus" not in found:
        found.append("Tartarus")
    return found


def type_words(card: dict[str, Any]) -> str:
    """ "Creature, Soldier, power 3", "Relic", "District 2 of Athens"."""
    kind = str(card.get("type", "card")).capitalize()
    if card.get("type") == "district":
        return f"District {card.get('district')} of {str(card.get('pile', '')).capitalize()}."
    parts = [kind]
    if card.get("clan"):
        parts.append(str(card["clan"]))
    if card.get("type") == "creature":
        parts.append(f"printed power {card.get('power', 0)}")
    return ", ".join(parts) + "."


def power_now(card: dict[str, Any], entry: dict[str, Any]) -> int:
    """Printed power less damage tokens (docs/rules/bellum.md: power now), never below 0:
    power "reaches 0 (or less)" and the creature is destroyed; a power below 0 means nothing
    more (a Peltast dealt 9 damage showed "-7" until it left play)."""
    counters = entry.get("counters") or {}
    return max(0, int(card.get("power", 0)) - int(counters.get("damage", 0)))


def notes(card: dict[str, Any], entry: dict[str, Any], where: str) -> list[tuple[str, str]]:
    """What the hover says beside a card: its state now, then its keywords in words."""
    out: list[tuple[str, str]] = [(str(card.get("name", "")), type_words(card))]
    if card.get("text"):
        out.append(("", str(card["text"])))  # the full text: a small face shows only its name
    counters = entry.get("counters") or {}
    flags = entry.get("flags") or ()
    if card.get("type") == "creature":
        printed = int(card.get("power", 0))
        now = power_now(card, entry)
        damage = int(counters.get("damage", 0))
        if damage:
            out.append(("Power now", f"{now} (printed {printed}, less {damage} damage)."))
        else:
            out.append(("Power now", f"{now}: no damage."))
    shield = int(counters.get("shield", 0))
    if shield:
        out.append(("Shield tokens", f"{shield}: the next damage is ignored and one removed."))
    for flag in flags:
        if flag in FLAG_WORDS:
            out.append(FLAG_WORDS[flag])
    if where.startswith("bis."):
        out.append(("Legend", "it can be bought only once the pile beside it is empty."))
    cost = card.get("cost") or {}
    if cost.get("free"):
        out.append(("Free purchase", FREE))
    elif cost and where.startswith(("pile.", "bis.")):
        count, clan = int(cost.get("count", 1)), cost.get("clan", "any")
        plural = "s" if count > 1 else ""
        what = f"{count} card{plural} of any clan" if clan == "any" else f"{count} {clan}{plural}"
        out.append(("Cost", f"discard {what} from your hand."))
    purchase = card.get("purchase") or ()
    if "into_play" in purchase:
        out.append(("Put into play", INTO_PLAY))
    if "tartarus" in purchase:
        out.append(("Tartarus icon", TARTARUS_ICON))
    for word in keywords_in(card):
        out.append((word, KEYWORDS[word]))
    return out
