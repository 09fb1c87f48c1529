"""Bahamut Dispute: thousands of seeded random games with the invariants checked after every
action. A failure names the seed; ``play(seed)`` replays that game alone."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

from helpers import ALL_CARDS, BAHAMUT

from tabletop.rules import IllegalAction, State
from tests.fuzz.invariants import check_bahamut_dispute as check

GAMES = 3000


@dataclass
class Coverage:
    """What the random games exercised, so that a fuzz run that explores too little fails."""

    events: Counter = field(default_factory=Counter)
    resolved: set[str] = field(default_factory=set)  # cards whose effect took place
    winners: Counter = field(default_factory=Counter)
    actions: int = 0
    longest: int = 0


def play(seed: int, coverage: Coverage | None = None) -> State:
    """One random game from ``seed``, checked after every action."""
    coverage = coverage or Coverage()
    options = {"turn_limit": 2 + seed % 12} if seed % 40 == 0 else {}
    state = BAHAMUT.setup(seed, **options)
    rng = random.Random(seed)
    check(state, 0)
    position = 0
    while not state.is_over:
        position += 1
        assert position < 5000, f"seed {seed}: the game does not end"
        action = rng.choice(state.legal_actions)
        events = state.apply(action)
        for event in events:
            coverage.events[event.kind] += 1
            if event.kind == "move" and event.src == "pending" and "without" not in event.text:
                coverage.resolved.add(event.card)
            if (
                event.kind == "move"
                and event.card == "baleful-bahamut"
                and event.dst
                and event.dst.startswith("field")
            ):
                coverage.events["baleful enters a field"] += 1
        check(state, position)
    coverage.actions += position
    coverage.longest = max(coverage.longest, state.data["turn"])
    coverage.winners[tuple(state.winners)] += 1
    return state


def test_random_games() -> None:
    """3,000 seeded random games: every invariant holds after every action, every game ends,
    and each game replays and reloads to the identical state."""
    coverage = Coverage()
    for seed in range(GAMES):
        try:
            state = play(seed, coverage)
            actions = [action for _, action in state.history]
            if seed % 3 == 0:
                text = state.to_json()
                assert BAHAMUT.replay(state.setup_args, actions).to_json() == text
            if seed % 10 == 0:
                assert BAHAMUT.load(state.to_json()).data == state.data
        except (AssertionError, IllegalAction) as exc:
            raise AssertionError(f"seed {seed}: {exc}") from exc
    # the games explored the whole game, not a corner of it
    assert coverage.resolved == set(ALL_CARDS)  # Baleful Bahamut too: played via a spell
    for kind in (
        "cancel",
        "reactivate",
        "reshuffle",
        "reflect",
        "attack",
        "swap",
        "declare",
        "token",
        "damage",
        "game_over",
        "baleful enters a field",
    ):
        assert coverage.events[kind] > 0, kind
    assert coverage.winners[(0,)] > GAMES // 4 and coverage.winners[(1,)] > GAMES // 4
    assert coverage.winners[()] > 0  # some short-limit games end in a draw
    assert coverage.actions > GAMES * 20


def test_same_seed_same_game() -> None:
    """The same seed and the same actions give the identical state after every action."""
    for seed in range(50):
        a = BAHAMUT.setup(seed)
        b = BAHAMUT.setup(seed)
        rng = random.Random(seed)
        while not a.is_over:
            action = rng.choice(a.legal_actions)
            assert a.apply(action) == b.apply(action)
            assert a.to_json() == b.to_json()
        assert b.is_over and b.winners == a.winners
