"""A tiny 2-4 player game with hidden hands, for testing that bots play any game.

Twelve cards worth 1 to 12; each seat holds 3 and plays one per turn onto its own pile, then
draws. A card worth 9 or more opens a block window for the next seat (block: the card is
discarded instead). When every hand is empty the highest pile wins (ties share the win).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop.rules import Action, Decision, Game, State

CARDS = [f"c{value}" for value in range(1, 13)]


def value(card: str) -> int:
    return int(card[1:])


class ToyState(State):
    def initial_data(self, options: dict[str, Any]) -> None:
        players = self.data["players"]
        deck = list(CARDS)
        self.rng.shuffle(deck)
        zones: dict[str, list[str]] = {"deck": deck, "discard": []}
        for seat in range(players):
            zones[f"hand.{seat}"] = [deck.pop() for _ in range(3)]
            zones[f"pile.{seat}"] = []
        self.data["zones"] = zones
        self.data.update(turn=0, active=players - 1)
        self.push("next_turn")

    def totals(self) -> list[int]:
        return [sum(map(value, self.zones[f"pile.{s}"])) for s in range(self.players)]

    def run_next_turn(self, frame: dict) -> None:
        self.pop()
        players = self.players
        if not any(self.zones[f"hand.{s}"] for s in range(players)):
            totals = self.totals()
            self.finish([s for s in range(players) if totals[s] == max(totals)], "Game over.")
            return
        seat = (self.data["active"] + 1) % players
        while not self.zones[f"hand.{seat}"]:
            seat = (seat + 1) % players
        self.data["turn"] += 1
        self.data["active"] = seat
        self.push("next_turn")
        self.push("play", seat=seat)

    def decide_play(self, frame: dict) -> Decision:
        seat = frame["seat"]
        return Decision(
            seat,
            "Play a card.",
            tuple(
                Action("play", c, f"pile.{seat}", text=f"Play {c}")
                for c in self.zones[f"hand.{seat}"]
            ),
        )

    def on_play(self, frame: dict, action: Action) -> None:
        self.pop()
        seat, card = frame["seat"], action.source
        assert card is not None
        self.move(card, f"hand.{seat}", f"pile.{seat}")
        if self.zones["deck"]:
            self.mark_revealed()
            self.move(self.zones["deck"][-1], "deck", f"hand.{seat}", secret_to=(seat,))
        if value(card) >= 9:
            self.push("block", seat=(seat + 1) % self.players, card=card, owner=seat)

    def decide_block(self, frame: dict) -> Decision:
        card = frame["card"]
        return Decision(
            frame["seat"],
            f"Block {card}?",
            (
                Action("block", card, "discard", text=f"Block {card}"),
                Action("allow", card, text=f"Allow {card}"),
            ),
        )

    def on_block(self, frame: dict, action: Action) -> None:
        self.pop()
        if action.kind == "block":
            self.move(frame["card"], f"pile.{frame['owner']}", "discard")


@dataclass
class ToyGame(Game):
    def all_cards(self, data: dict[str, Any]) -> list[str]:
        return list(CARDS)

    def evaluate(self, state: State, seat: int) -> float:
        if state.is_over:
            return super().evaluate(state, seat)
        assert isinstance(state, ToyState)
        totals = state.totals()
        return totals[seat] - max(t for s, t in enumerate(totals) if s != seat)


GAME = ToyGame(
    id="toy-sum", title="Toy Sum", player_counts=(2, 3, 4), rules_version=1, state_class=ToyState
)
