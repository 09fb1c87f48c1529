"""The random bot: a uniform pick among the legal actions, from its own seeded generator.

It is the baseline every other bot is measured against and the fuzz tests' driver. Its
generator is ``random.Random`` (the bots are not the rules layer, whose randomness must live in
the state); the same seed and the same views give the same choices.
"""

from __future__ import annotations

import random
from typing import Any

from tabletop.ai.base import action_from_json, raw_actions
from tabletop.rules import Action


class RandomBot:
    """Uniform over the legal actions."""

    def __init__(self, seed: int = 0, name: str = "random") -> None:
        self.name = name
        self.seed = seed
        self._rng = random.Random(seed)

    def choose(self, view: dict[str, Any]) -> Action:
        raw = raw_actions(view)
        if len(raw) == 1:  # no choice: the generator is not drawn from (same seed, same game)
            return action_from_json(raw[0])
        return action_from_json(raw[self._rng.randrange(len(raw))])  # parse only the pick

    def __repr__(self) -> str:
        return f"RandomBot(seed={self.seed})"
