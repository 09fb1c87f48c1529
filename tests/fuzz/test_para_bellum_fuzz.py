"""Para Bellum: seeded random games for 2, 3 and 4 players with the invariants checked after
every action. A failure names the seed; ``play(seed, players)`` replays that game alone."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tabletop.games.para_bellum import GAME
from tabletop.games.para_bellum import grid as G
from tabletop.games.para_bellum.data import (
    EDGES,
    LIMITS,
    SETUP,
    SPECIAL_UNITS,
    TOKEN_KIND,
)
from tabletop.rules import Event, IllegalAction, State
from tabletop.ui.controller import DisplayModel
from tabletop.ui.games import controller_for

GAMES = {2: 100, 3: 70, 4: 60}
SPOT_EVERY = 25  # every 25th position: each legal action is applied to a clone
ALL = sorted(GAME.all_cards({}))
ROUND_LIMIT = SETUP["round_limit"]


def check_battlefield(d: dict, seat: int, grid: dict[str, str]) -> None:
    """A battlefield inside its rows and columns, placed legally, its legions complete."""
    assert grid["0,0"].startswith("start-")
    assert sorted(grid.values()) == sorted(d["zones"][f"battlefield.{seat}"])
    for key, card in grid.items():
        r, c = G.PARSE[key]
        assert G.inside(r, c), (seat, key)
        if card in SPECIAL_UNITS:
            assert G.army_at(grid, r - 1, c) is not None
            assert G.KEYS[(r, c - 1)] not in grid and G.KEYS[(r, c + 1)] not in grid
        else:
            assert card in EDGES
            left = G.army_at(grid, r, c - 1)
            assert left is None or left.right == EDGES[card].left, (seat, key)
    for leg in d["legions"][seat]:
        walked = G.walk(grid, leg["row"], leg["lo"], "R")
        assert walked.complete and (walked.lo, walked.hi) == (leg["lo"], leg["hi"])
    assert set(d["banners"][seat]) <= {leg["colour"] for leg in d["legions"][seat]}
    assert len(d["banners"][seat]) == len(set(d["banners"][seat])) <= 5


def check(state: State, seen: dict | None = None) -> None:  # noqa: C901 - one block each
    """The invariants of a position. ``seen`` remembers the battlefields already checked in this
    game (cards never leave a battlefield, so an unchanged size means an unchanged grid)."""
    seen = {} if seen is None else seen
    d = state.data
    n = d["players"]
    # every card in exactly one zone
    found = sorted(c for cards in d["zones"].values() for c in cards)
    if found != ALL:
        counts, expected = Counter(found), Counter(ALL)
        raise AssertionError(f"lost {sorted(expected - counts)}, extra {sorted(counts - expected)}")
    assert 1 <= d["round"] <= ROUND_LIMIT
    assert all(c >= 0 for c in d["coins"]) and all(0 <= w <= 3 for w in d["wards"])
    assert d["actions_left"] >= 0
    squares: set[tuple[int, str]] = set()
    for seat in range(n):
        grid = d["grid"][seat]
        done = {(leg["row"], leg["lo"], leg["hi"]) for leg in d["legions"][seat]}
        signature = (len(grid), len(done), len(d["banners"][seat]))
        if seen.get(seat) != signature:
            seen[seat] = signature
            check_battlefield(d, seat, grid)
        kinds: Counter = Counter()
        types: Counter = Counter()
        generals = 0
        for die in d["dice"]:
            if die["seat"] != seat:
                continue
            assert 1 <= die["value"] <= 6, die
            if die["colour"] == "blue":
                generals += 1
                assert die["square"] == "general" and die["token"] is None
                continue
            square = die["square"]
            assert (seat, square) not in squares, die
            squares.add((seat, square))
            kind, _, cell = square.partition(":")
            r, c = G.PARSE[cell]
            if die["colour"] == "black":
                assert kind == "black"
                assert G.army_at(grid, r, c) and G.army_at(grid, r, c + 1), die
                assert any(row == r and lo <= c < hi for row, lo, hi in done), die
            else:
                assert kind == "red" and die["colour"] == "red"
                assert G.army_at(grid, r, c) and G.army_at(grid, r + 1, c), die
            if die["token"]:
                token_kind = TOKEN_KIND[die["token"]]
                assert (token_kind == "legion") == (die["colour"] == "black"), die
                kinds[token_kind] += 1
                types[die["token"]] += 1
        assert generals == 1
        assert kinds["legion"] <= LIMITS["legion"] and kinds["commander"] <= LIMITS["commander"]
        assert all(v <= LIMITS["per_type"] for v in types.values()), types
    if state.is_over:
        assert state.decision is None and state.winners
        assert d["scores"]["winners"] == state.winners
        if n == 4:
            assert state.winners in ([0, 2], [1, 3])
        return
    decision = state.decision
    assert 0 <= decision.seat < n
    frame = d["stack"][-1]
    assert frame["step"] != "check"
    if frame["step"] in ("action", "place"):
        assert decision.seat == d["active"]
    assert decision.actions and len(set(decision.actions)) == len(decision.actions)
    assert all(a.text for a in decision.actions)
    assert all(c in state.permanents(d["active"]) for c in d["turned"])


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
