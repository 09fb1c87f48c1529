"""Bellwake: seeded random play over whole campaigns and single scenarios, with the
invariants checked after every action. A failure names the seed; ``play(seed)`` or
``play(seed, scenario)`` replays that game alone."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from tabletop.games.bellwake import GAME
from tabletop.rules import State
from tests.fuzz.invariants import Rows
from tests.fuzz.invariants import check_bellwake as check

CAMPAIGNS = 240
SCENARIOS = 180  # 60 of each
SAVE_EVERY = 8  # every 8th game is also saved and loaded at a random moment
REPLAY_EVERY = 10  # every 10th game is also replayed from its actions
EAGER = {"play", "toll", "travel", "engage", "defend", "yes", "learn", "choose", "target"}


def choose(state: State, rng: random.Random, eager: bool) -> Any:
    actions = state.legal_actions
    if eager:
        keen = [a for a in actions if a.kind in EAGER or (a.kind == "toggle" and a.option == "on")]
        if keen and rng.random() < 0.75:
            return rng.choice(keen)
    return rng.choice(actions)


def play(seed: int, scenario: str | None = None, log: list[str] | None = None) -> State:
    rng = random.Random(seed)
    options: dict[str, Any] = {}
    if scenario:
        options = {"scenario": scenario, "log": log or []}
    state = GAME.setup(seed, **options)
    rows = Rows()
    check(state, rows)
    eager = seed % 2 == 1
    save_at = rng.randrange(1, 400) if seed % SAVE_EVERY == 0 else -1
    actions = []
    while not state.is_over:
        action = choose(state, rng, eager)
        state.apply(action)
        actions.append(action)
        check(state, rows)
        if len(actions) == save_at and not state.is_over:
            loaded = GAME.load(state.to_json())
            assert loaded.data == state.data, "a loaded save differs from the state saved"
            assert loaded.decision == state.decision
        assert len(actions) < 6000, f"seed {seed}: the game does not end"
    if seed % REPLAY_EVERY == 0:
        again = GAME.replay(state.setup_args, actions)
        assert again.data == state.data, "same seed and actions, another state"
    return state


@pytest.mark.parametrize("chunk", range(4))
def test_random_campaigns(chunk: int) -> None:
    per = CAMPAIGNS // 4
    reached = Counter()
    for seed in range(chunk * per, (chunk + 1) * per):
        try:
            state = play(seed)
        except AssertionError as exc:
            raise AssertionError(f"campaign seed {seed}: {exc}") from exc
        results = state.data["campaign"]["results"]
        assert [r["scenario"] for r in results] == GAME.campaign_plan["order"]
        for r in results:
            reached[r["won"]] += 1
    assert reached[False] > 0


@pytest.mark.parametrize("scenario", ["lower-stair", "foundry-below", "crown-of-silence"])
def test_random_single_scenarios(scenario: str) -> None:
    """Single scenarios, with a random campaign log carried in."""
    entries = GAME.log_entries
    for seed in range(SCENARIOS // 3):
        rng = random.Random(1000 + seed)
        log = [e for e in entries if rng.random() < 0.4]
        if "the-bell-was-recast" in log and "the-founder-was-rescued" in log:
            log.remove("the-founder-was-rescued")
        try:
            state = play(seed, scenario, log)
        except AssertionError as exc:
            raise AssertionError(f"{scenario} seed {seed} log {log}: {exc}") from exc
        assert len(state.data["campaign"]["results"]) == 1
        assert state.data["campaign"]["log"] == [
            {"scenario": None, "key": "entry", "value": e, "text": GAME.cards[e]["name"]}
            for e in log
        ]  # a single scenario writes nothing


def test_same_seed_same_actions_same_state() -> None:
    """Same seed and actions, same state, after every action."""
    one, two = GAME.setup(77), GAME.setup(77)
    assert one.data == two.data
    rng1, rng2 = random.Random(3), random.Random(3)
    while not one.is_over:
        one.apply(rng1.choice(one.legal_actions))
        two.apply(rng2.choice(two.legal_actions))
        assert one.data == two.data
    assert one.to_json() == two.to_json()


def test_a_campaign_saved_mid_scenario_loads_as_the_same_state() -> None:
    """ "the campaign log is kept between sessions, so a campaign can be continued days
    later": a save in the second scenario loads as the same state and pending decision."""
    for seed in range(6):
        rng = random.Random(seed)
        state = GAME.setup(seed)
        while not state.is_over and state.data["campaign"]["index"] < 1:
            state.apply(rng.choice(state.legal_actions))
        for _ in range(rng.randrange(1, 30)):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions))
        loaded = GAME.load(state.to_json())
        assert loaded.data == state.data
        assert loaded.decision == state.decision
        if not state.is_over:  # and it goes on alike
            action = rng.choice(state.legal_actions)
            state.apply(action)
            loaded.apply(action)
            assert loaded.data == state.data
