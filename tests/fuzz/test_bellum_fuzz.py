"""Bellum: seeded random games with the invariants checked after every action. A failure names
the seed; ``play(seed)`` replays that game alone."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tabletop.games.bellum import GAME
from tabletop.rules import Event, State

GAMES = 120
RICH_GAMES = 60
REPLAY_EVERY = 10  # every 10th game is also replayed from its actions at a random point
ALL = sorted(GAME.all_cards({}))
RESOLVING = {"state_check", "triggers", "resolve_effect", "reaction", "reaction_offer"}


def check(state: State) -> None:
    """The invariants of every position."""
    d = state.data
    # every card instance in exactly one zone
    found = sorted(c for cards in d["zones"].values() for c in cards)
    if found != ALL:
        counts, expected = Counter(found), Counter(ALL)
        raise AssertionError((sorted(expected - counts), sorted(counts - expected)))
    # counters never negative
    for card, entry in d.get("card_state", {}).items():
        for name in ("damage", "shield"):
            assert entry.get("counters", {}).get(name, 0) >= 0, (card, entry)
    # districts plundered in ascending order; the count matches the flags
    for seat in range(2):
        flags = [state.has_flag(c, "plundered") for c in d["zones"][f"city.{seat}"]]
        assert flags == sorted(flags, reverse=True), flags
        assert d["plundered"][seat] == sum(flags)
        assert [GAME.card_def(c)["district"] for c in d["zones"][f"city.{seat}"]] == [1, 2, 3, 4]
    creatures = [c for s in range(2) for c in state.creatures(s)]
    for card in creatures:
        # no creature that arrived this turn attacks, unless its text lets it
        if state.has_flag(card, "attacking"):
            assert not state.has_flag(card, "arrived") or state.has_flag(card, "may_attack")
        # power is printed power less damage
        assert state.power(card) == GAME.card_def(card)["power"] - state.counter(card, "damage")
    for seat in range(2):  # only creatures and relics in play
        assert all(state.kind(c) in ("creature", "relic") for c in d["zones"][f"play.{seat}"])
    if state.is_over:
        assert state.decision is None
        fallen = [s for s in range(2) if d["plundered"][s] == 4]
        if fallen:
            assert fallen == [1 - state.winners[0]]
        else:
            assert d["turn"] == d["turn_limit"]
        return
    assert max(d["plundered"]) < 4  # the game ends the moment the 4th district goes
    steps = {frame["step"] for frame in d["stack"]}
    if not steps & RESOLVING:
        # waiting for a decision outside a resolution: every creature at 0 power is gone
        for card in creatures:
            assert state.power(card) > 0, (card, state.counter(card, "damage"))
    decision = state.decision
    assert decision.actions and all(a.text for a in decision.actions)


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
