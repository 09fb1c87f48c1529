"""Who may see a zone. A zone's name is ``kind`` or ``kind.owner`` (``hand.1``, ``discard``).

- ``public``: everyone sees every card (a field, a discard pile);
- ``owner``: only the owning seat (a hand);
- ``hidden``: nobody (a deck);
- ``top``: nobody sees the order, everyone sees the top card (Bellum's Olympus piles: "The top
  card of each pile is therefore visible").

Views give a zone a seat may not see as ``{"count": n}``, plus ``"top": card`` for a ``top``
zone that is not empty.
"""

from __future__ import annotations

PUBLIC, OWNER, HIDDEN, TOP = "public", "owner", "hidden", "top"
VISIBILITIES = (PUBLIC, OWNER, HIDDEN, TOP)


def zone_kind(zone: str) -> str:
    return zone.partition(".")[0]


def zone_owner(zone: str) -> int | None:
    """The seat that owns ``zone`` (``hand.1`` -> 1), or None for a shared zone."""
    owner = zone.partition(".")[2]
    return int(owner) if owner.isdigit() else None


def default_visibility(zone: str) -> str:
    """Hands are their owner's, decks are hidden, everything else is public."""
    kind = zone_kind(zone)
    if kind == "hand":
        return OWNER
    return HIDDEN if kind.startswith("deck") else PUBLIC


def visible_to(visibility: str, zone: str, seat: int | None) -> bool:
    """Whether ``seat`` sees every card of a zone with this visibility."""
    if visibility == PUBLIC:
        return True
    if visibility == OWNER:
        return seat is not None and zone_owner(zone) == seat
    return False
