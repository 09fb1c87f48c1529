"""Bahamut Dispute: thousands of seeded random games with the invariants checked after every
action. A failure names the seed; ``play(seed)`` replays that game alone."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

from helpers import (
    ALL_CARDS,
    BAHAMUT,
    TOTAL_LIFE,
    TOTAL_NOPE,
    ZONES,
    census,
    is_sentence,
    view_leaks,
)

from tabletop.rules import Action, IllegalAction, State
from tabletop.rules.state import copy_data

GAMES = 3000
SPOT_EVERY = 10  # every 10th position: each legal action re-applied on a clone
VIEW_EVERY = 6  # every 6th position: both views checked for leaks
BOGUS = (
    Action("play", "baleful-bahamut", "field.0"),
    Action("cancel", "swift-gift", "discard"),
    Action("declare", option="conjuration-incantation"),
    Action("fly"),
)


@dataclass
class Coverage:
    """What the random games exercised, so that a fuzz run that explores too little fails."""

    events: Counter = field(default_factory=Counter)
    resolved: set[str] = field(default_factory=set)  # cards whose effect took place
    winners: Counter = field(default_factory=Counter)
    actions: int = 0
    longest: int = 0


def check(state: State, position: int) -> None:
    """The invariants of every position."""
    d = state.data
    assert set(d["zones"]) == set(ZONES)
    census(d)
    life, nope, supply = d["life"], d["nope"], d["supply"]
    assert all(0 <= x <= 4 for x in life), life
    assert sum(life) + supply["life"] == TOTAL_LIFE
    assert all(0 <= x <= TOTAL_NOPE for x in nope) and 0 <= supply["nope"] <= TOTAL_NOPE, nope
    assert sum(nope) + supply["nope"] == TOTAL_NOPE
    assert d["plays_left"] >= 0
    steps = [frame["step"] for frame in d["stack"]]
    assert 0 <= d["turn"] <= d["turn_limit"] + 1
    assert (d["turn"] == 0) == (steps == ["choose_first"])  # turn 0: the coin toss
    assert len(d["zones"]["pending"]) <= 1
    assert bool(d["zones"]["pending"]) == ("resolve" in steps or "to_discard" in steps)
    if state.is_over:
        assert state.decision is None and state.legal_actions == ()
        if 0 in life:
            assert life.count(0) == 1 and state.winners == [life.index(0) ^ 1]
        else:
            assert state.winners == [] and d["turn"] == d["turn_limit"] + 1
        return
    assert d["turn"] <= d["turn_limit"]
    assert 0 not in life  # the game ends as soon as a life reaches 0
    decision = state.decision
    assert decision.seat in (0, 1)
    assert decision.actions and len(set(decision.actions)) == len(decision.actions)
    assert all(a.text for a in decision.actions)
    active = d["active"]
    if steps[-1] == "play_phase":
        assert decision.seat == active
        assert len(d["zones"][f"hand.{1 - active}"]) <= 5  # discarded to 5; it only shrinks now
        assert all(a.source != "baleful-bahamut" for a in decision.actions)
        assert ("play" in {a.kind for a in decision.actions}) == (
            d["plays_left"] > 0
            and any(c != "baleful-bahamut" for c in d["zones"][f"hand.{active}"])
        )
    elif steps[-1] == "cancel_window":
        assert decision.seat == 1 - active and nope[decision.seat] >= 1
    elif steps[-1] == "reactivate_window":
        assert decision.seat == active and nope[active] >= 2
    if position % SPOT_EVERY == 0:
        for action in decision.actions:
            state.clone().apply(action)  # raises if a listed action is not in fact legal
        before = copy_data(d)
        for action in BOGUS:
            if action not in decision.actions:
                try:
                    state.apply(action)
                except IllegalAction as exc:
                    assert is_sentence(str(exc)), exc
                else:
                    raise AssertionError(f"{action} was accepted")
        assert d == before and state.decision is decision
    if position % VIEW_EVERY == 0:
        for seat in (0, 1):
            assert view_leaks(state, seat) == []


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
