"""Bellum: seeded random games with the invariants checked after every action. A failure names
the seed; ``play(seed)`` replays that game alone."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tabletop.games.bellum import GAME
from tabletop.rules import Event, State
from tests.fuzz.invariants import check_bellum as check

GAMES = 120
RICH_GAMES = 60
REPLAY_EVERY = 10  # every 10th game is also replayed from its actions at a random point


def hand_at_turn_end(state: State, events: list[Event]) -> None:
    """At most 5 cards in hand after the end of a turn: the hand of the player whose turn ended,
    when the next turn begins (counted back from the moves after that moment)."""
    for i, event in enumerate(events):
        if event.kind != "turn" or event.seat is None:
            continue
        seat = 1 - event.seat
        hand = f"hand.{seat}"
        size = len(state.data["zones"][hand])
        for later in events[i + 1 :]:
            if later.kind == "move":
                size -= (later.dst == hand) - (later.src == hand)
        assert size <= 5, (seat, size)


def rich_decks(state: State, rng: random.Random) -> None:
    """Deal Olympus cards and legends into both draw piles, so that random play meets every
    card's effect early (each card still in exactly one zone)."""
    zones = state.data["zones"]
    olympus = [f"{kind}.{n}" for n in ("I", "II", "III", "IV") for kind in ("pile", "bis")]
    pool = [card for zone in olympus for card in zones[zone]]
    rng.shuffle(pool)
    for i, card in enumerate(pool[: rng.randrange(10, len(pool))]):
        zones[state.where(card)].remove(card)
        deck = zones[f"deck.{i % 2}"]
        deck.insert(rng.randrange(len(deck) + 1), card)
    state._decision = None


def play(seed: int, rich: bool = False) -> State:
    rng = random.Random(seed)
    state = GAME.setup(seed)
    if rich:
        rich_decks(state, rng)
    check(state)
    actions = []
    while not state.is_over:
        action = rng.choice(state.legal_actions)
        events = state.apply(action)
        actions.append(action)
        check(state)
        hand_at_turn_end(state, events)
        assert len(actions) < 5000, f"seed {seed}: the game does not end"
    if seed % REPLAY_EVERY == 0 and not rich:
        cut = rng.randrange(len(actions) + 1)
        partial = GAME.replay(state.setup_args, actions[:cut])
        partial_again = GAME.replay(state.setup_args, actions[:cut])
        assert partial.data == partial_again.data
        assert GAME.replay(state.setup_args, actions).data == state.data
    return state


@pytest.mark.parametrize("chunk", range(4))
def test_random_games(chunk: int) -> None:
    per = GAMES // 4
    outcomes = Counter()
    for seed in range(chunk * per, (chunk + 1) * per):
        try:
            state = play(seed)
        except AssertionError as exc:
            raise AssertionError(f"seed {seed}: {exc}") from exc
        outcomes[state.outcome.kind] += 1
    assert outcomes["won"] > 0


def test_random_games_with_rich_decks() -> None:
    """Olympus cards in the draw piles from the start: every effect is met."""
    for seed in range(RICH_GAMES):
        try:
            play(seed, rich=True)
        except AssertionError as exc:
            raise AssertionError(f"seed {seed} (rich decks): {exc}") from exc


def test_same_seed_same_game() -> None:
    """Same seed and actions, same state."""
    one, two = GAME.setup(77), GAME.setup(77)
    assert one.data == two.data
    rng1, rng2 = random.Random(3), random.Random(3)
    for _ in range(200):
        if one.is_over:
            break
        one.apply(rng1.choice(one.legal_actions))
        two.apply(rng2.choice(two.legal_actions))
    assert one.data == two.data and one.to_json() == two.to_json()
