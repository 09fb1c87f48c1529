"""Para Bellum: seeded random games for 2, 3 and 4 players with the invariants checked after
every action. A failure names the seed; ``play(seed, players)`` replays that game alone."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tabletop.games.para_bellum import GAME
from tabletop.games.para_bellum.data import SETUP
from tabletop.rules import Event, IllegalAction, State
from tabletop.ui.controller import DisplayModel
from tabletop.ui.games import controller_for
from tests.fuzz.invariants import check_para_bellum as check

GAMES = {2: 100, 3: 70, 4: 60}
SPOT_EVERY = 25  # every 25th position: each legal action is applied to a clone
ROUND_LIMIT = SETUP["round_limit"]


def play(seed: int, players: int, coverage: Counter | None = None) -> State:
    """One random game from ``seed``, checked after every action."""
    coverage = coverage if coverage is not None else Counter()
    state = GAME.setup(seed, players)
    rng = random.Random(seed)
    seen: dict = {}
    check(state, seen)
    position = 0
    while not state.is_over:
        position += 1
        assert position < 5000, "the game does not end"
        action = rng.choice(state.legal_actions)
        coverage[action.kind] += 1
        for event in state.apply(action):
            coverage["event:" + event.kind] += 1
        check(state, seen)
        if position % SPOT_EVERY == 0 and not state.is_over:
            for legal in state.legal_actions:
                state.clone().apply(legal)
    coverage["rounds:max"] = max(coverage["rounds:max"], state.data["round"])
    coverage["end:" + state.data["end_reason"].split(".")[0].split(" ", 2)[-1]] += 1
    return state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games(players: int) -> None:
    """Seeded random games: the invariants hold after every action, every game ends within
    the round limit, replays and saves give the identical state."""
    coverage: Counter = Counter()
    for seed in range(GAMES[players]):
        try:
            state = play(seed, players, coverage)
            if seed % 10 == 0:
                actions = [a for _, a in state.history]
                assert GAME.replay(state.setup_args, actions).data == state.data
            if seed % 10 == 5:
                assert GAME.load(state.to_json()).data == state.data
        except (AssertionError, IllegalAction) as exc:
            raise AssertionError(f"seed {seed}, {players} players: {exc}") from exc
    assert coverage["rounds:max"] <= ROUND_LIMIT
    for kind in (
        "place",
        "command",
        "deploy",
        "activate",
        "muster",
        "empower",
        "consult",
        "motivate",
        "requisition",
        "pass",
        "end",
        "token",
        "discard",
        "take",
        "lose",
        "raise",
        "lower",
        "pick",
        "roll",
        "bonus",
    ):
        assert coverage[kind] > 0, kind
    for event in (
        "roll",
        "legion",
        "banner",
        "reward",
        "morale",
        "die_removed",
        "end_trigger",
        "game_over",
    ):
        assert coverage["event:" + event] > 0, event
    if players == 3:
        assert coverage["opponent"] > 0
    if players == 4:
        assert coverage["herold"] > 0


FOLLOW_GAMES = {2: 12, 3: 8, 4: 8}
# What each kind of event must carry for the table to follow it without the rules' arithmetic:
# public values in ``details["data"]``, or a die (``details["die"]``), or a colour.
CARRIES = {
    "coins": {"coins"},
    "ward": {"wards"},
    "vp": {"vp"},
    "banner": {"banners"},
    "actions": {"actions_left"},
    "activate": {"coins", "turned"},
    "herold": {"alliances", "turned"},
    "straighten": {"turned"},
    "turn": {"active", "actions_left", "actions_used"},
    "round": {"round", "alliances"},
    "end_trigger": {"end_triggered"},
    "place": {"hand_kinds"},
}
DIE_EVENTS = frozenset({"roll", "die", "reroll", "token"})


def follow(controller, display: DisplayModel, event: Event) -> None:
    """What the table does with an event: a move card by card (animate.py), the rest through
    the controller."""
    if event.kind == "move" and event.src and event.dst:
        _, removed = display.take(event.card, event.src)
        display.put(event.card if event.card is not None else removed, event.dst)
    else:
        controller.apply_event(display, event)


def check_followed(display: DisplayModel, events: list[Event], view: dict) -> None:
    """The display after an action's events agrees with the next view on what they carry."""
    carried: set[str] = set()
    hands_moved_after = False
    for event in events:
        data = (event.details or {}).get("data") or {}
        if "hand_kinds" in data:
            hands_moved_after = False
        elif event.kind == "move" and "hand." in f"{event.src} {event.dst}":
            hands_moved_after = True  # the counts of a hand follow its cards from then on
        carried |= set(data)
    if hands_moved_after:
        carried.discard("hand_kinds")
    for key in carried:
        assert display.data[key] == view[key], (key, display.data[key], view[key])
    kinds = {e.kind for e in events}
    if kinds & (DIE_EVENTS | {"die_removed"}):
        assert display.data["dice"] == view["dice"]
    if "place" in kinds:
        assert display.data["grid"] == view["grid"]
    for name, content in view["zones"].items():
        if isinstance(content, list):
            assert display.zones[name] == content, name
        else:
            assert display.count(name) == content["count"], name


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_table_follows_a_game_from_events_alone(players: int) -> None:
    """For random games, the display model that follows every event of an action (moves card
    by card, the rest with the controller's ``apply_event``) agrees with the next view on the
    values the events carry: coins, Wards, VP, banners, actions, the turn and round, turned
    cards, alliances, the dice, the grids and every zone. Each kind of event the table follows
    carries its values, and no controller recomputes them."""
    controller = controller_for(GAME)
    for seed in range(FOLLOW_GAMES[players]):
        state = GAME.setup(seed, players)
        rng = random.Random(seed)
        seat = None if seed % 2 else seed % players  # a spectator or a player
        try:
            while not state.is_over:
                display = DisplayModel.from_view(state.view(seat))
                events = [e.for_seat(seat) for e in state.apply(rng.choice(state.legal_actions))]
                for event in events:
                    data = set((event.details or {}).get("data") or {})
                    assert CARRIES.get(event.kind, set()) <= data, event
                    if event.kind in DIE_EVENTS:
                        assert event.details["die"]["id"] == event.card, event
                    if event.kind in ("banner", "legion"):
                        assert event.details["colour"] in event.text, event
                    follow(controller, display, event)
                check_followed(display, events, state.view(seat))
        except AssertionError as exc:
            raise AssertionError(f"seed {seed}, {players} players: {exc}") from exc
