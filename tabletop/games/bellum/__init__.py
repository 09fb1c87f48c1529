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

# What things are worth to the greedy bot (in points of creature power).
DISTRICT = 14.0
IN_HAND = 1.0
SHIELD = 1.5
RELIC = 3.0
# A card owned (deck, discard, hand or play) by the pile it was bought from: buying builds a
# stronger deck, which a one-turn search cannot see otherwise.
OWNED = {"base": 0.0, "I": 2.0, "II": 3.0, "III": 4.0, "IV": 5.0, "bis": 6.5}


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
        return list(self.every_card)

    @cached_property
    def every_card(self) -> tuple[str, ...]:
        """Every card instance, in the order of the data file (asked for every sample)."""
        out: list[str] = []
        for card in self.cards:
            n = self.copy_counts.get(card, 1)
            out += copies(card, n) if n > 1 else [card]
        return tuple(out)

    def hidden_home(self, zone: str) -> frozenset[str] | None:
        """An Olympus pile hides only its own cards."""
        kind, _, numeral = zone.partition(".")
        if kind not in ("pile", "bis"):
            return None
        return self.pile_cards.get(numeral if kind == "pile" else f"{numeral} bis", frozenset())

    @cached_property
    def pile_cards(self) -> dict[str, frozenset[str]]:
        """The definitions of each Olympus pile ("II", "II bis"), by pile."""
        out: dict[str, set[str]] = {}
        for card, entry in self.cards.items():
            out.setdefault(entry["pile"], set()).add(card)
        return {pile: frozenset(cards) for pile, cards in out.items()}

    @cached_property
    def worths(self) -> dict[str, float]:
        """What owning each card instance is worth (by the pile it is bought from)."""
        out = {}
        for card in self.all_cards({}):
            pile = self.card_def(card)["pile"]
            out[card] = OWNED["bis"] if "bis" in pile else OWNED.get(pile, 0.0)
        return out

    @cached_property
    def printed(self) -> dict[str, int | None]:
        """Each instance's printed power (None for a relic, a spell, a district)."""
        out: dict[str, int | None] = {}
        for card in self.all_cards({}):
            entry = self.card_def(card)
            out[card] = int(entry["power"]) if entry["type"] == "creature" else None
        return out

    def evaluate(self, state: State, seat: int) -> float:
        if state.is_over:
            return super().evaluate(state, seat)
        assert isinstance(state, BellumState)
        d = state.data
        worths, printed = self.worths, self.printed
        tokens = d.get("card_state", {})
        score = 0.0
        for s, sign in ((seat, 1.0), (1 - seat, -1.0)):
            plundered = d["plundered"][s]
            score -= sign * DISTRICT * plundered * (1 + 0.25 * plundered)
            for card in state.zones[f"play.{s}"]:
                counters = tokens.get(card, {}).get("counters", {})
                power = printed[card]
                if power is None:  # a relic
                    score += sign * RELIC
                    continue
                power = max(0, power - counters.get("damage", 0))
                score += sign * (power + 1.0 + SHIELD * counters.get("shield", 0))
            score += sign * IN_HAND * min(len(state.zones[f"hand.{s}"]), 5)
            for zone in ("deck", "discard", "hand", "play"):
                score += sign * sum(map(worths.__getitem__, state.zones[f"{zone}.{s}"]))
        return score


GAME = Bellum(
    id="bellum",
    title="Bellum",
    player_counts=(2,),
    # raise it whenever a rule changes; 2: an optional effect with nothing to act on is skipped
    # (a save of version 1 may answer that question, which no longer comes)
    rules_version=2,
    state_class=BellumState,
    data_package="tabletop.games.bellum",
    options={"city": "random", "first_player": None, "turn_limit": 80},
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
    # every card a city gains comes face up from Olympus, and its cards leave only face up
    sealed_seats=True,
)
for _card in GAME.cards.values():
    EFFECTS.check(_card.get("effect", []), _card["id"])
    EFFECTS.check(_card.get("interruption", {}).get("effect", []), _card["id"])
    for _trigger in _card.get("triggers", []):
        EFFECTS.check(_trigger["effect"], _card["id"])
