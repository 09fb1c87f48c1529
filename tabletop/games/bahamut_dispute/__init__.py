"""Bahamut Dispute: 2 players, 16 cards, first to reduce the opponent's life to 0 wins."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.games.bahamut_dispute.rules import BABY, BALEFUL, GOBLIN, BahamutState
from tabletop.rules import Game, State

# How much a card in a field is worth to its owner, in life points (for the greedy bot).
MONSTER_VALUE = {BALEFUL: 3.5, BABY: 1.0, GOBLIN: 1.2}


@dataclass
class BahamutDispute(Game):
    def evaluate(self, state: State, seat: int) -> float:
        """Life first, then monsters in the field, Necro-nope-nicon tokens and cards in hand."""
        if state.is_over:
            return super().evaluate(state, seat)
        d = state.data
        score = 0.0
        for s, sign in ((seat, 1.0), (1 - seat, -1.0)):
            score += sign * 10.0 * d["life"][s]
            score += sign * 2.5 * d["nope"][s]
            score += sign * 10.0 * sum(MONSTER_VALUE.get(c, 0.0) for c in d["zones"][f"field.{s}"])
            score += sign * 0.8 * min(len(d["zones"][f"hand.{s}"]), 6)
        return score


GAME = BahamutDispute(
    id="bahamut-dispute",
    title="Bahamut Dispute",
    player_counts=(2,),
    rules_version=3,  # 2: first-turn limits beat card texts; 3: monsters via spells are played
    state_class=BahamutState,
    data_package="tabletop.games.bahamut_dispute",
    options={"first_player": None, "turn_limit": 200},
    reveals="a card drawn, a hand or the deck looked at, or a shuffle",
)
