"""Set up Skirmish positions for the toolkit's tests."""

from __future__ import annotations

from example_game import GAME
from helpers import act

from tabletop.rules import Action, State


def position(players: int = 2, seed: int = 1, campaign: bool = False, **zones: list[str]) -> State:
    """A game at seat 0's main phase with the named zones holding exactly these cards (the
    cards come from wherever they were; ``hand_0`` means ``hand.0``)."""
    state = GAME.setup(seed, players, campaign=campaign)
    while state.data["stack"][-1]["step"] != "main":
        state.apply(state.legal_actions[0])
    wanted = {name.replace("_", "."): cards for name, cards in zones.items()}
    for zone, cards in wanted.items():
        for card in list(state.zones[zone]):
            if card not in cards:
                spare = next(z for z in state.zones if z.startswith("deck") and z not in wanted)
                state.zones[zone].remove(card)
                state.zones[spare].append(card)
        for card in cards:
            src = state.where(card)
            if src != zone:
                state.zones[src].remove(card)
                state.zones[zone].append(card)
    state._decision = None
    state.history.clear()
    return state


def kinds(state: State) -> list[str]:
    return [a.kind for a in state.legal_actions]


def step(state: State) -> str:
    return state.data["stack"][-1]["step"]


def end_turn(state: State) -> None:
    """End the turn, discarding the first cards when asked, through the next seat's start."""
    act(state, "end")
    while step(state) == "discard":
        state.apply(state.legal_actions[0])


__all__ = ["Action", "GAME", "act", "end_turn", "kinds", "position", "step"]
