"""Card definitions and card instances, and the state a card carries while it is in play.

A definition is one entry of a game's ``cards.json`` (``{"id": ..., "name": ..., ...}``). An
instance is one physical card: its id is the definition's id, or ``<definition>#<n>`` for the
n-th of several copies (each Bellum player has the same Base deck). Zones hold instance ids;
names, art and rules text come from the definition.

Per-card state lives in ``data["card_state"]``, a map from instance id to
``{"counters": {name: n}, "flags": [name, ...], "attached": [card, ...], "host": card}``, kept
only while it is not empty. It is public (views show it), so a card forgets it when it goes
where not everyone sees it (``State.move`` into a hidden zone, a discard pile reshuffled into
a deck); a game clears it with :meth:`CardStateMixin.clear_card_state` when a card leaves play.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.rules.values import Event
from tabletop.rules.words import listed

if TYPE_CHECKING:
    from tabletop.rules.values import JsonDict

COPY_MARK = "#"


def definition_id(card: str) -> str:
    """The definition an instance is a copy of: ``soldier#2`` -> ``soldier``."""
    return card.partition(COPY_MARK)[0]


def copies(definition: str, count: int) -> list[str]:
    """Instance ids for ``count`` copies of a definition (a single copy keeps the plain id)."""
    if count <= 0:
        return []
    if count == 1:
        return [definition]
    return [f"{definition}{COPY_MARK}{n}" for n in range(1, count + 1)]


class CardStateMixin:
    """Counters, flags and attachments on card instances, each change reported as an event
    that carries the card's state after it (so the table never recomputes it)."""

    data: dict[str, Any]

    def emit(self, kind: str, text: str, **fields: Any) -> Event:  # provided by State
        raise NotImplementedError

    def card_name(self, card: str) -> str:  # provided by State
        raise NotImplementedError

    def card_state(self, card: str) -> JsonDict:
        """The state of ``card`` (empty when it has none). Do not change it in place."""
        return self.data.get("card_state", {}).get(card, {})

    def _card_entry(self, card: str) -> JsonDict:
        return self.data.setdefault("card_state", {}).setdefault(card, {})

    def _tidy(self, card: str) -> None:
        states = self.data.get("card_state", {})
        entry = states.get(card)
        if entry is not None and not any(entry.values()):
            del states[card]

    def counter(self, card: str, name: str) -> int:
        return int(self.card_state(card).get("counters", {}).get(name, 0))

    def add_counter(self, card: str, name: str, amount: int, text: str | None = None) -> int:
        """Add ``amount`` (may be negative; never below 0) ``name`` counters to ``card``."""
        return self.set_counter(card, name, self.counter(card, name) + amount, text)

    def set_counter(self, card: str, name: str, value: int, text: str | None = None) -> int:
        value = max(0, value)
        if value == self.counter(card, name):
            return value  # nothing changed: no event
        counters = self._card_entry(card).setdefault("counters", {})
        before = counters.get(name, 0)
        if value:
            counters[name] = value
        else:
            counters.pop(name, None)
        self._tidy(card)
        self.emit(
            "counter",
            text or f"{self.card_name(card)} has {value} {name}.",
            card=card,
            amount=value - before,
            details={"counter": name, "value": value, "counters": dict(counters)},
        )
        return value

    def has_flag(self, card: str, flag: str) -> bool:
        return flag in self.card_state(card).get("flags", ())

    def set_flag(self, card: str, flag: str, on: bool = True, text: str | None = None) -> None:
        """Turn a flag (``exhausted``, ``flipped``...) on or off; no event when nothing changes."""
        if self.has_flag(card, flag) == on:
            return
        flags = self._card_entry(card).setdefault("flags", [])
        if on:
            flags.append(flag)
            flags.sort()
        else:
            flags.remove(flag)
        after = list(flags)
        self._tidy(card)
        self.emit(
            "flag",
            text or f"{self.card_name(card)} is {'' if on else 'no longer '}{flag}.",
            card=card,
            details={"flag": flag, "on": on, "flags": after},
        )

    def attached(self, card: str) -> list[str]:
        """The cards attached to ``card``, in the order they were attached."""
        return list(self.card_state(card).get("attached", ()))

    def host(self, card: str) -> str | None:
        """The card ``card`` is attached to, or None."""
        return self.card_state(card).get("host")

    def attach(self, card: str, host: str, text: str | None = None) -> None:
        """Attach ``card`` (gear, an aura) to ``host``; both stay in their zones."""
        if self.host(card) is not None:
            self.detach(card)
        self._card_entry(host).setdefault("attached", []).append(card)
        self._card_entry(card)["host"] = host
        self.emit(
            "attach",
            text or f"{self.card_name(card)} is attached to {self.card_name(host)}.",
            card=card,
            details={"host": host, "attached": self.attached(host)},
        )

    def detach(self, card: str, text: str | None = None) -> None:
        host = self.host(card)
        if host is None:
            return
        self._card_entry(host)["attached"].remove(card)
        del self._card_entry(card)["host"]
        self._tidy(host)
        self._tidy(card)
        self.emit(
            "detach",
            text or f"{self.card_name(card)} is no longer attached to {self.card_name(host)}.",
            card=card,
            details={"host": host, "attached": self.attached(host)},
        )

    def clear_card_state(self, card: str) -> None:
        """Forget everything on ``card`` (it left play): its attachments fall off it. The
        ``cleared`` event lists the cards whose state changed, for the table's badges."""
        states = self.data.get("card_state")
        if not states or card not in states:
            return
        changed = [card]
        fallen = [self.card_name(other) for other in self.attached(card)]
        for other in self.attached(card):
            states.get(other, {}).pop("host", None)
            self._tidy(other)
            changed.append(other)
        host = self.host(card)
        if host is not None:
            self.detach(card)
        states.pop(card, None)
        name = self.card_name(card)
        # its counters go unsaid (the card left play: "2 damage removed" read as a heal);
        # what was attached to it is told
        verb = "falls" if len(fallen) == 1 else "fall"
        self.emit(
            "cleared",
            f"{listed(fallen)} {verb} from {name}." if fallen else "",
            card=card,
            details={"cards": changed},
        )
