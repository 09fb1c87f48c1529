"""Effects as data: a registry of named operations that card data files refer to.

A card's effect in its data file is a list of steps, each ``{"op": name, ...arguments}``
(``[{"op": "draw", "amount": 2}, {"op": "damage", "amount": 1, "target": "opponents"}]``). A
game registers one function per op::

    EFFECTS = Effects()

    @EFFECTS.op("draw")
    def draw(state, frame, step):
        state.draw(frame["seat"], step["amount"])

and resolves an effect with :meth:`EffectsMixin.resolve_effect`, which pushes the generic
``resolve_effect`` step: it runs the steps one at a time, so an op that needs a choice pushes
a decision (``ask_choice``, ``ask_may``...) and the next step waits for it. ``frame`` carries
the acting ``seat``, the ``source`` card and the ``ctx`` given. :meth:`Effects.check` lets a
data loader refuse a card that names an op the game does not have.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

Step = dict[str, Any]
Frame = dict[str, Any]
Op = Callable[[Any, Frame, Step], None]


class Effects:
    """A game's named operations."""

    def __init__(self) -> None:
        self.ops: dict[str, Op] = {}

    def op(self, name: str) -> Callable[[Op], Op]:
        """Register the decorated function as the op ``name``."""

        def register(fn: Op) -> Op:
            if name in self.ops:
                raise ValueError(f"the effect op {name!r} is registered twice")
            self.ops[name] = fn
            return fn

        return register

    def check(self, steps: Iterable[Step], where: str = "an effect") -> None:
        """Raise ValueError when a step is malformed or names an op that is not registered."""
        for step in steps:
            if not isinstance(step, dict) or not isinstance(step.get("op"), str):
                raise ValueError(f"{where}: a step must be an object with an 'op'")
            if step["op"] not in self.ops:
                known = ", ".join(sorted(self.ops)) or "none"
                raise ValueError(f"{where}: unknown op {step['op']!r} (known: {known})")


class EffectsMixin:
    """Mixed into :class:`~tabletop.rules.state.State`: the ``resolve_effect`` step."""

    data: dict[str, Any]

    def resolve_effect(
        self,
        steps: list[Step],
        seat: int,
        source: str | None = None,
        ctx: dict[str, Any] | None = None,
    ) -> None:
        """Resolve ``steps`` for ``seat`` (the first runs once the current step returns)."""
        if steps:
            self.data["stack"].append(
                {
                    "step": "resolve_effect",
                    "seat": seat,
                    "source": source,
                    "steps": list(steps),
                    "ctx": ctx or {},
                }
            )

    def run_resolve_effect(self, frame: Frame) -> None:
        if not frame["steps"]:
            self.data["stack"].pop()
            return
        step = frame["steps"].pop(0)
        self.game.effects.ops[step["op"]](self, frame, step)  # type: ignore[attr-defined]
