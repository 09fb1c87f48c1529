"""Skirmish, the toolkit's example game (tests only): see RULES.md and rules.py."""

from __future__ import annotations

from dataclasses import dataclass

from example_game.effects import EFFECTS
from example_game.rules import SkirmishState
from tabletop.rules import Game, State
from tabletop.rules.cards import copies


@dataclass
class Skirmish(Game):
    def evaluate(self, state: State, seat: int) -> float:
        if state.is_over:
            return super().evaluate(state, seat)
        d = state.data
        score = 0.0
        for s in range(state.players):
            sign = 1.0 if s == seat else -1.0 / (state.players - 1)
            score += sign * (
                3.0 * d["life"][s]
                + sum(state.power(c) + state.health(c) for c in state.creatures(s))
            )
        return score

    def all_cards(self, data: dict) -> list[str]:
        """Every instance: each player's copies of the deck cards, and the market's."""
        out = []
        for definition, entry in self.cards.items():
            out += copies(definition, entry.get("copies", 0) * data["players"])
            out += copies(definition, entry.get("market", 0))
        return sorted(c for c in out if c)


GAME = Skirmish(
    id="skirmish",
    title="Skirmish",
    player_counts=(2, 3),
    rules_version=1,
    state_class=SkirmishState,
    data_package="example_game",
    options={"campaign": False},
    zone_kinds={"market": "top", "deck": "hidden", "play": "public", "discard": "public"},
    effects=EFFECTS,
)
for _card in GAME.cards.values():
    EFFECTS.check(_card.get("effect", []), _card["id"])
    for _trigger in _card.get("triggers", []):
        EFFECTS.check(_trigger["effect"], _card["id"])
