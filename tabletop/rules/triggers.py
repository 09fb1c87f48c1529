"""Triggers: effects that fire on events ("at the start of your turn", "when destroyed",
"whenever a creature suffers damage from one of your Soldiers").

A card's data lists what it listens to::

    "triggers": [{"on": "turn_start", "if": "own_turn", "effect": [{"op": "heal", ...}]}]

:meth:`TriggersMixin.fire` asks the game which cards listen (``trigger_sources(event, ctx)``:
the cards in play, by default none) and queues every matching trigger, checking its ``if``
with the game's ``when_<name>(trigger, ctx) -> bool``. :meth:`resolve_triggers` then resolves
the queue: when several wait at once, the active player (``trigger_chooser()``) puts all of
them in order before the first resolves (Bellum's FAQ); each resolves through
:meth:`resolve_trigger` (by default its ``effect`` steps, see :mod:`tabletop.rules.effects`).
Triggers fired while others resolve join the queue and are ordered in their turn.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

Frame = dict[str, Any]
Trigger = dict[str, Any]


class TriggersMixin:
    """Mixed into :class:`~tabletop.rules.state.State`; see the module docstring."""

    data: dict[str, Any]

    # ----- hooks a game overrides ------------------------------------------------------------

    def trigger_sources(self, event: str, ctx: dict[str, Any]) -> Iterable[tuple[str, int]]:
        """The ``(card, controlling seat)`` pairs that may react to ``event``."""
        return ()

    def trigger_chooser(self) -> int:
        """The seat that orders simultaneous triggers: the active player."""
        return int(self.data.get("active", 0))

    def resolve_trigger(self, trigger: Trigger) -> None:
        """Resolve one trigger: by default, its effect steps for its seat."""
        self.resolve_effect(  # type: ignore[attr-defined]
            trigger["effect"], trigger["seat"], trigger["source"], trigger["ctx"]
        )

    # ----- the queue -------------------------------------------------------------------------

    def fire(self, event: str, **ctx: Any) -> int:
        """Queue every trigger listening to ``event``; returns how many were queued."""
        queued = 0
        for card, seat in self.trigger_sources(event, ctx):
            for entry in self.game.card_def(card).get("triggers", ()):  # type: ignore[attr-defined]
                if entry["on"] != event:
                    continue
                condition = entry.get("if")
                trigger = {
                    "id": f"t{self.data.get('trigger_count', 0) + 1}",
                    "source": card,
                    "seat": seat,
                    "event": event,
                    "effect": entry.get("effect", []),
                    "text": entry.get("text", ""),
                    "ctx": ctx,
                }
                if condition and not self._handler("when_", condition)(self, trigger, ctx):  # type: ignore[attr-defined]
                    continue
                self.data["trigger_count"] = self.data.get("trigger_count", 0) + 1
                self.data.setdefault("triggers", []).append(trigger)
                queued += 1
        return queued

    @property
    def queued_triggers(self) -> list[Trigger]:
        return list(self.data.get("triggers", ()))

    def resolve_triggers(self) -> None:
        """Resolve every queued trigger before the current step goes on."""
        if self.data.get("triggers"):
            self.push("triggers")  # type: ignore[attr-defined]

    def trigger_label(self, trigger: Trigger) -> str:
        name = self.card_name(trigger["source"])  # type: ignore[attr-defined]
        return f"{name}: {trigger['text']}" if trigger["text"] else name

    def run_triggers(self, frame: Frame) -> None:
        queue = self.data.get("triggers") or []
        if not queue:
            self.data.pop("triggers", None)
            self.pop()  # type: ignore[attr-defined]
            return
        if len(queue) > 1 and not frame.get("ordered"):
            self.ask_order(  # type: ignore[attr-defined]
                self.trigger_chooser(),
                "Several effects trigger at once: put them in order.",
                [t["id"] for t in queue],
                "triggers_ordered",
                labels={t["id"]: self.trigger_label(t) for t in queue},
            )
            return
        frame["ordered"] = max(0, frame.get("ordered", 0) - 1)  # ordered ones still waiting
        trigger = queue.pop(0)
        self.emit(  # type: ignore[attr-defined]
            "trigger",
            f"{self.trigger_label(trigger)} triggers.",
            seat=trigger["seat"],
            card=trigger["source"],
        )
        self.resolve_trigger(trigger)

    def then_triggers_ordered(self, frame: Frame, ordered: list[str]) -> None:
        queue = self.data["triggers"]
        rank = {tid: i for i, tid in enumerate(ordered)}
        queue.sort(key=lambda t: rank.get(t["id"], len(rank)))
        self.data["stack"][-1]["ordered"] = len(ordered)
