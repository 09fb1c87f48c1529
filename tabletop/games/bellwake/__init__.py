"""Bellwake: a cooperative campaign for two keepers against the Hush (docs/rules/bellwake.md)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cached_property
from importlib import resources
from typing import Any

from tabletop.games.bellwake.board import ENCOUNTER_TYPES, SEATS
from tabletop.games.bellwake.effects import EFFECTS
from tabletop.games.bellwake.rules import BellwakeState
from tabletop.rules import Game, State
from tabletop.rules.cards import copies, definition_id
from tabletop.rules.outcome import COOPERATIVE


@dataclass
class Bellwake(Game):
    @cached_property
    def book(self) -> dict[str, Any]:
        """The whole data file (cards, decks, keepers, scenarios, campaign, constants)."""
        text = resources.files(self.data_package).joinpath("cards.json").read_text("utf-8")
        return json.loads(text)  # type: ignore[no-any-return]

    @property
    def constants(self) -> dict[str, Any]:
        return self.book["constants"]  # type: ignore[no-any-return]

    @property
    def scenarios(self) -> dict[str, dict[str, Any]]:
        return self.book["scenarios"]  # type: ignore[no-any-return]

    @property
    def campaign_plan(self) -> dict[str, Any]:
        return self.book["campaign"]  # type: ignore[no-any-return]

    @cached_property
    def keeper_ids(self) -> list[str]:
        """The keepers in seat order (hale, sefa)."""
        keepers = self.book["keepers"]
        return sorted(keepers, key=lambda k: keepers[k]["seat"])

    @cached_property
    def heroes(self) -> list[str]:
        return [self.book["keepers"][k]["hero"] for k in self.keeper_ids]

    @cached_property
    def lasting(self) -> dict[str, list[dict[str, Any]]]:
        """The ``static`` entries by card instance (and log entry, upgrade), for the cards
        that have any."""
        out = {}
        for card, entry in self.cards.items():
            if entry.get("static"):
                for instance in self.instances(card) if card in self.counts else [card]:
                    out[instance] = entry["static"]
        return out

    def sources_of(self, target: str, stat: str) -> frozenset[str]:
        """The cards (and log entries, upgrades) with a lasting effect on ``target``'s
        ``stat``: a figure such as the toll's cost looks only at them."""
        key = (target, stat)
        found = self._sources.get(key)
        if found is None:
            found = self._sources[key] = frozenset(
                source
                for source, entries in self.lasting.items()
                if any(
                    op["target"] == target and op["stat"] == stat
                    for entry in entries
                    for op in entry["effect"]
                )
            )
        return found

    @cached_property
    def _sources(self) -> dict[tuple[str, str], frozenset[str]]:
        return {}

    @cached_property
    def log_entries(self) -> list[str]:
        return [c for c, e in self.cards.items() if e["type"] == "log_entry"]

    @cached_property
    def upgrade_ids(self) -> list[str]:
        return [c for c, e in self.cards.items() if e["type"] == "upgrade"]

    @cached_property
    def counts(self) -> dict[str, int]:
        """How many instances of each card definition the campaign has."""
        out: dict[str, int] = {hero: 1 for hero in self.heroes}
        for keeper in self.keeper_ids:
            for card, n in self.book["decks"][keeper]:
                out[card] = out.get(card, 0) + n
        for card, entry in self.cards.items():
            if entry.get("earned") == "camp":
                out[card] = len(SEATS)  # one a keeper
            elif entry.get("earned") == "log" or entry["type"] == "objective":
                out[card] = 1
        for plan in self.scenarios.values():
            need: dict[str, int] = {}
            for card, n in plan["encounter"]:
                need[card] = need.get(card, 0) + n
            for card in plan["set_aside"]:
                need[card] = need.get(card, 0) + 1
            for card, n in need.items():
                out[card] = max(out.get(card, 0), n)
        return out

    @cached_property
    def every_card(self) -> list[str]:
        out: list[str] = []
        for card, n in self.counts.items():
            out += copies(card, n)
        return out

    def instances(self, definition: str) -> list[str]:
        return copies(definition, self.counts[definition])

    @cached_property
    def owners(self) -> dict[str, int]:
        """The keeper each player card belongs to."""
        out: dict[str, int] = {}
        for seat, keeper in enumerate(self.keeper_ids):
            out[self.heroes[seat]] = seat
            for card, n in self.book["decks"][keeper]:
                for instance in self.instances(card)[:n]:
                    out[instance] = seat
        for card, entry in self.cards.items():
            if entry.get("earned") == "camp":
                for seat, instance in enumerate(self.instances(card)):
                    out[instance] = seat
            elif entry.get("earned") == "log":
                out[card] = 0
        return out

    def deck_of(self, seat: int) -> list[str]:
        """A keeper's fixed deck (the upgrades' cards join it at the setup)."""
        return [
            c
            for c, s in self.owners.items()
            if s == seat
            and self.card_def(c).get("type") != "hero"
            and not self.card_def(c).get("earned")
        ]

    def all_cards(self, data: dict[str, Any]) -> list[str]:
        return list(self.every_card)

    def play_style(self, players: int) -> str:
        return COOPERATIVE

    @cached_property
    def homes(self) -> dict[str, frozenset[str]]:
        """The hidden zones whose unseen cards can only be some definitions: each keeper's
        deck and hand (that keeper's cards), the encounter deck (encounter cards)."""
        out = {
            "encounter": frozenset(c for c, e in self.cards.items() if e["type"] in ENCOUNTER_TYPES)
        }
        for seat in SEATS:
            own = frozenset(definition_id(c) for c, s in self.owners.items() if s == seat)
            out[f"deck.{seat}"] = out[f"hand.{seat}"] = own
        return out

    def hidden_home(self, zone: str) -> frozenset[str] | None:
        """Samples deal a keeper's deck and hand only that keeper's cards, the encounter deck
        only encounter cards (asked for every sample a bot deals)."""
        return self.homes.get(zone)

    def evaluate(self, state: State, seat: int) -> float:
        from tabletop.games.bellwake.worth import evaluate

        if state.is_over:
            return super().evaluate(state, seat)
        assert isinstance(state, BellwakeState)
        return evaluate(state)

    def evaluate_seats(self, state: State) -> list[float]:
        """The keepers share one value (a cooperative game): worked out once."""
        if state.is_over:
            return super().evaluate_seats(state)
        return [self.evaluate(state, 0)] * state.players


GAME = Bellwake(
    id="bellwake",
    title="Bellwake",
    player_counts=(2,),
    rules_version=1,  # raise it whenever a rule changes
    state_class=BellwakeState,
    data_package="tabletop.games.bellwake",
    options={"scenario": None, "log": []},
    style=COOPERATIVE,
    zone_kinds={"encounter": "hidden"},
    effects=EFFECTS,
)
if sorted(EFFECTS.ops) != sorted(GAME.book["effect_ops"]):
    raise ValueError("Bellwake's effect_ops in cards.json and its registered ops differ")
for _card in GAME.cards.values():
    EFFECTS.check(_card.get("effect", []), _card["id"])
    for _trigger in _card.get("triggers", []):
        EFFECTS.check(_trigger["effect"], _card["id"])
    for _static in _card.get("static", []):
        EFFECTS.check(_static["effect"], _card["id"])
