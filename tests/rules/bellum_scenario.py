"""Bellum scenarios: a real game set up with ``GAME.setup(seed, city=..., first_player=0)``,
its cards rearranged in ``state.data["zones"]`` (every card still in exactly one zone) and its
tokens put with the state's own methods; then it is driven only through legal actions.

Base cards are copies: ``hoplite#1`` is seat 0's, ``hoplite#2`` seat 1's; ``b(card, seat)``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from helpers import act

from tabletop.games.bellum import GAME
from tabletop.games.bellum.rules import BellumState

ALL = sorted(GAME.all_cards({}))


def b(card: str, seat: int = 0) -> str:
    """Seat ``seat``'s copy of a Base card."""
    return f"{card}#{seat + 1}"


def census(state: BellumState) -> None:
    found = sorted(c for cards in state.data["zones"].values() for c in cards)
    counts, expected = Counter(found), Counter(ALL)
    assert found == ALL, (sorted(expected - counts), sorted(counts - expected))


def place(state: BellumState, card: str, zone: str, *, top: bool = True) -> None:
    """Move ``card`` from wherever it is to ``zone`` (its top, or its bottom)."""
    src = state.where(card)
    assert src is not None, card
    state.zones[src].remove(card)
    if top:
        state.zones[zone].append(card)
    else:
        state.zones[zone].insert(0, card)


def build(
    *,
    seed: int = 0,
    city: str = "athens",
    hands: dict[int, Sequence[str]] | None = None,
    play: dict[int, Sequence[str]] | None = None,
    discard: dict[int, Sequence[str]] | None = None,
    deck_top: dict[int, Sequence[str]] | None = None,
    damage: dict[str, int] | None = None,
    shield: dict[str, int] | None = None,
    keep_hands: bool = False,
    rally: bool = False,
) -> BellumState:
    """Seat 0 (``city``) at the start of its turn, after Rallying, with these cards.

    Hands are emptied into their decks first (unless ``keep_hands``); ``deck_top`` lists the
    next draws, first drawn first. ``rally``: start the turn again, so the Rallying effects of
    the cards placed resolve (the flow then waits in whatever they ask).
    """
    state = GAME.setup(seed, city=city, first_player=0)
    assert isinstance(state, BellumState)
    if not keep_hands:
        for seat in range(2):
            for card in list(state.zones[f"hand.{seat}"]):
                place(state, card, f"deck.{seat}", top=False)
    for zone, spec in (("hand", hands), ("play", play), ("discard", discard)):
        for seat, cards in (spec or {}).items():
            for card in cards:
                place(state, card, f"{zone}.{seat}")
    for seat, cards in (deck_top or {}).items():
        for card in reversed(cards):
            place(state, card, f"deck.{seat}")
    for card, n in (damage or {}).items():
        state.set_counter(card, "damage", n)
    for card, n in (shield or {}).items():
        state.set_counter(card, "shield", n)
    census(state)
    state._decision = None
    if rally:
        start_turn(state)
    return state


def start_turn(state: BellumState) -> None:
    """Begin the active seat's turn again from its start (Rallying fires)."""
    state.data["stack"] = [{"step": "turn_start"}]
    state._decision = None
    state._events = []
    state._run_automatic()


def step(state: BellumState) -> str:
    return state.data["stack"][-1]["step"]


def prompt(state: BellumState) -> str:
    return state.decision.prompt


def choose(state: BellumState, card: str) -> None:
    """Pick ``card`` in a choose-one decision (a target, a sacrifice...)."""
    for action in state.legal_actions:
        if action.source == card:
            state.apply(action)
            return
    raise AssertionError(f"{card} is not on offer: {[a.text for a in state.legal_actions]}")


def attack(state: BellumState, *attackers: str) -> None:
    """Seat 0 launches a combat with ``attackers``."""
    act(state, "attack")
    for card in attackers:
        act(state, "toggle", source=card, option="on")
    act(state, "confirm")


def block(state: BellumState, pairs: dict[str, str]) -> None:
    """The defender assigns ``{blocker: attacker}`` and confirms (a defender without creatures
    is not asked)."""
    if not pairs and state.data["stack"][-1]["step"] != "assign_pairs":
        return
    for blocker, attacker in pairs.items():
        act(state, "pair", source=blocker, target=attacker)
    act(state, "confirm")


def order(state: BellumState, *cards: str) -> None:
    """Order simultaneous triggers by their source cards."""
    labels = state.decision.info["pictures"]
    by_card = {card: item for item, card in labels.items()}
    for card in cards[:-1]:
        act(state, "next", source=by_card[card])


def passes(state: BellumState) -> None:
    act(state, "pass")


def draw_events(events: list[Any], seat: int) -> int:
    return sum(1 for e in events if e.kind == "move" and e.dst == f"hand.{seat}")
