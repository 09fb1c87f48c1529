"""Triggers: effects that fire on events ("at the start of your turn", "when destroyed",
"whenever a creature suffers damage from one of your Soldiers").

A card's data lists what it listens to::

    "triggers": [{"on": "turn_start", "if": "own_turn", "effect": [{"op": "heal", ...}]}]

:meth:`TriggersMixin.fire` asks the game which cards listen (``trigger_sources(event, ctx)``:
the cards in play, by default none) and queues every matching trigger, checking its ``if``
with the game's ``when_<name>(trigger, ctx) -> bool``; a condition with an argument is written
``{"name": argument}`` and checked by ``when_<name>(trigger, ctx, argument)`` (Bellwake's
``{"complete": "the-great-bell"}``). :meth:`resolve_triggers` then takes the
whole queue as one batch: when several wait at once, the active player
(``trigger_chooser()``) puts all of them in order before the first resolves (Bellum's FAQ);
each resolves through :meth:`resolve_trigger` (by default its ``effect`` steps, see
:mod:`tabletop.rules.effects`). Triggers fired while a batch resolves form a batch of their
own, ordered and resolved (by the next ``resolve_triggers``) before the rest of the first.
A trigger whose data says ``"resolve_if": name`` resolves only if ``when_<name>`` still holds
then (a sacrificed creature's trigger does nothing); otherwise it fizzles, with an event.

What a trigger holds (its ``source``, the ``ctx`` of ``fire``) is public data: fire only
about cards everyone may see, with facts everyone may know.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from tabletop.rules.steps import jsonable, ordinal

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
        ctx = jsonable(ctx)
        for card, seat in self.trigger_sources(event, ctx):
            for entry in self.game.card_def(card).get("triggers", ()):  # type: ignore[attr-defined]
                if entry["on"] != event:
                    continue
                trigger = {
                    "id": f"t{self.data.get('trigger_count', 0) + 1}",
                    "source": card,
                    "seat": seat,
                    "event": event,
                    "effect": entry.get("effect", []),
                    "text": entry.get("text", ""),
                    "resolve_if": entry.get("resolve_if"),
                    "ctx": jsonable(ctx),  # each trigger its own copy
                }
                if not self._holds(entry.get("if"), trigger):
                    continue
                self.data["trigger_count"] = self.data.get("trigger_count", 0) + 1
                self.data.setdefault("triggers", []).append(trigger)
                queued += 1
        return queued

    def _holds(self, condition: str | dict[str, Any] | None, trigger: Trigger) -> bool:
        return self.holds(condition, trigger, trigger["ctx"])

    def holds(self, condition: str | dict[str, Any] | None, trigger: Trigger, ctx: Any) -> bool:
        """Whether ``condition`` (a name, ``{name: argument}`` or None) holds for ``trigger``:
        the game's ``when_<name>``. Games use it for conditions of their own data too (a
        static effect's ``while``)."""
        if not condition:
            return True
        if isinstance(condition, dict):
            ((name, argument),) = condition.items()
            return bool(self._handler("when_", name)(self, trigger, ctx, argument))  # type: ignore[attr-defined]
        return bool(self._handler("when_", condition)(self, trigger, ctx))  # type: ignore[attr-defined]

    def resolve_triggers(self) -> None:
        """Resolve every queued trigger, as one batch, before the current step goes on."""
        batch = self.data.pop("triggers", None)
        if batch:
            self.push("triggers", batch=batch, ordered=0)  # type: ignore[attr-defined]

    def trigger_labels(self, batch: list[Trigger]) -> dict[str, str]:
        """Each trigger in words; copies of one card are told apart by their number."""
        labels = {}
        for trigger in batch:
            name = self.trigger_name(trigger)
            labels[trigger["id"]] = f"{name}: {trigger['text']}" if trigger["text"] else name
        copies = Counter(labels.values())
        nth: Counter[str] = Counter()
        for tid, text in list(labels.items()):
            if copies[text] > 1:
                nth[text] += 1
                labels[tid] = f"{text} ({ordinal(nth[text])})"
        return labels

    def trigger_name(self, trigger: Trigger) -> str:
        """The name of a trigger's card in its label (a game may add whose card it is)."""
        return str(self.card_name(trigger["source"]))  # type: ignore[attr-defined]

    def run_triggers(self, frame: Frame) -> None:
        batch = frame["batch"]
        if not batch:
            self.pop()  # type: ignore[attr-defined]
            return
        if len(batch) > 1 and not frame["ordered"]:
            self.ask_order(  # type: ignore[attr-defined]
                self.trigger_chooser(),
                "Several effects trigger at once: put them in order.",
                [t["id"] for t in batch],
                "triggers_ordered",
                labels=self.trigger_labels(batch),
                pictures={t["id"]: t["source"] for t in batch},
            )
            return
        label = self.trigger_labels(batch)[batch[0]["id"]]
        trigger = batch.pop(0)
        frame["ordered"] = max(0, frame["ordered"] - 1)
        resolves = self._holds(trigger.get("resolve_if"), trigger)
        self.emit(  # type: ignore[attr-defined]
            "trigger",
            self.trigger_line(trigger, label, resolves),
            seat=trigger["seat"],
            card=trigger["source"],
        )
        if resolves:
            self.resolve_trigger(trigger)

    def trigger_line(self, trigger: Trigger, label: str, resolves: bool) -> str:
        """The log's line for a trigger about to resolve (or, ``resolves`` False, fizzling):
        "<label> triggers." / "<label> does not resolve." (``label``: from
        :meth:`trigger_labels`); a game may word it its own way."""
        return f"{label} triggers." if resolves else f"{label} does not resolve."

    def then_triggers_ordered(self, frame: Frame, ordered: list[str]) -> None:
        triggers = self.data["stack"][-1]  # the triggers frame under the ordering
        rank = {tid: i for i, tid in enumerate(ordered)}
        triggers["batch"].sort(key=lambda t: rank[t["id"]])
        triggers["ordered"] = len(ordered)
