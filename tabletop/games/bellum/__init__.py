"""Bellum: Athens against Sparta, two players, a deck-builder of plunder (docs/rules/bellum.md)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cached_property
from importlib import resources
from typing import Any

from tabletop.games.bellum.effects import EFFECTS
from tabletop.games.bellum.rules import BellumState
from tabletop.rules import Game, State
from tabletop.rules.cards import copies

# What a card is worth to the greedy bot, besides its power on the table.
DISTRICT = 14.0
IN_HAND = 1.6
IN_DECK = 0.25
SHIELD = 1.5


@dataclass
class Bellum(Game):
    @cached_property
    def copy_counts(self) -> dict[str, int]:
        """How many instances of each definition the game has (the Base deck: one a player)."""
        text = resources.files(self.data_package).joinpath("cards.json").read_text("utf-8")
        counts = dict(json.loads(text).get("copies", {}))
        for card, entry in self.cards.items():
            if entry["pile"] == "base":
                counts[card] = 2
        return counts

    def all_cards(self, data: dict[str, Any]) -> list[str]:
        out: list[str] = []
        for card in self.cards:
            n = self.copy_counts.get(card, 1)
            out += copies(card, n) if n > 1 else [card]
        return out

    def evaluate(self, state: State, seat: int) -> float:
        if state.is_over:
            return super().evaluate(state, seat)
        assert isinstance(state, BellumState)
        d = state.data
        score = 0.0
        for s, sign in ((seat, 1.0), (1 - seat, -1.0)):
            plundered = d["plundered"][s]
            score -= sign * DISTRICT * plundered * (1 + 0.25 * plundered)
            for card in state.creatures(s):
                power = max(0, state.power(card))
                score += sign * (power + 1.0 + SHIELD * state.counter(card, "shield"))
            relics = [c for c in state.zones[f"play.{s}"] if state.kind(c) == "relic"]
            score += sign * 3.0 * len(relics)
            score += sign * IN_HAND * min(len(state.zones[f"hand.{s}"]), 5)
            owned = len(state.zones[f"deck.{s}"]) + len(state.zones[f"discard.{s}"])
            score += sign * IN_DECK * owned
        return score


GAME = Bellum(
    id="bellum",
    title="Bellum",
    player_counts=(2,),
    rules_version=1,
    state_class=BellumState,
    data_package="tabletop.games.bellum",
    options={"city": "random", "first_player": None, "turn_limit": 60},
    menu_order=20,
    zone_kinds={
        "pile": "top",
        "bis": "top",
        "play": "public",
        "city": "public",
        "discard": "public",
        "outside": "public",
        "flip": "public",
        "tartarus": "public",
        "pending": "public",
    },
    effects=EFFECTS,
)
for _card in GAME.cards.values():
    EFFECTS.check(_card.get("effect", []), _card["id"])
    EFFECTS.check(_card.get("interruption", {}).get("effect", []), _card["id"])
    for _trigger in _card.get("triggers", []):
        EFFECTS.check(_trigger["effect"], _card["id"])
