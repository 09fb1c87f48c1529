"""The rules' invariants of every position, one function per game, shared by the seeded fuzz
tests (tests/fuzz/test_*_fuzz.py), the save mutants and the UI monkey test: a position a
player can reach, or a save can load, must satisfy them.

``CHECKS[game_id]`` is a checker for one game, and ``Checker(game_id)`` one that keeps the
per-game memory between positions of the same game (Bellwake's engaged rows, Para Bellum's
checked battlefields, Bahamut's position count), for checking after every action."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from tabletop.games import get
from tabletop.games.para_bellum import grid as G
from tabletop.games.para_bellum.data import EDGES, LIMITS, SETUP, SPECIAL_UNITS, TOKEN_KIND
from tabletop.rules import Action, IllegalAction, State
from tabletop.rules.state import copy_data
from tests.helpers import TOTAL_LIFE, TOTAL_NOPE, census, is_sentence, view_leaks
from tests.helpers import ZONES as BAHAMUT_ZONES

BAHAMUT = get("bahamut-dispute")
BELLUM = get("bellum")
BELLWAKE = get("bellwake")
PARA_BELLUM = get("para-bellum")

# ----- Bahamut Dispute ------------------------------------------------------------------------

BAHAMUT_SPOT_EVERY = 10  # every 10th position: each legal action re-applied on a clone
BAHAMUT_VIEW_EVERY = 6  # every 6th position: both views checked for leaks
BAHAMUT_BOGUS = (
    Action("play", "baleful-bahamut", "field.0"),
    Action("cancel", "swift-gift", "discard"),
    Action("declare", option="conjuration-incantation"),
    Action("fly"),
)


def check_bahamut_dispute(state: State, position: int = 0) -> None:
    """Bahamut Dispute's invariants of every position; every ``BAHAMUT_SPOT_EVERY``-th position (0
    included) also re-applies each legal action on a clone and tries bogus ones."""
    d = state.data
    assert set(d["zones"]) == set(BAHAMUT_ZONES)
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
    if position % BAHAMUT_SPOT_EVERY == 0:
        for action in decision.actions:
            state.clone().apply(action)  # raises if a listed action is not in fact legal
        before = copy_data(d)
        for action in BAHAMUT_BOGUS:
            if action not in decision.actions:
                try:
                    state.apply(action)
                except IllegalAction as exc:
                    assert is_sentence(str(exc)), exc
                else:
                    raise AssertionError(f"{action} was accepted")
        assert d == before and state.decision is decision
    if position % BAHAMUT_VIEW_EVERY == 0:
        for seat in (0, 1):
            assert view_leaks(state, seat) == []


# ----- Bellum ---------------------------------------------------------------------------------

BELLUM_ALL = sorted(BELLUM.all_cards({}))
BELLUM_RESOLVING = {"state_check", "triggers", "resolve_effect", "reaction", "reaction_offer"}


def check_bellum(state: State) -> None:
    """Bellum's invariants of every position."""
    d = state.data
    # every card instance in exactly one zone
    found = sorted(c for cards in d["zones"].values() for c in cards)
    if found != BELLUM_ALL:
        counts, expected = Counter(found), Counter(BELLUM_ALL)
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
        assert [BELLUM.card_def(c)["district"] for c in d["zones"][f"city.{seat}"]] == [1, 2, 3, 4]
    creatures = [c for s in range(2) for c in state.creatures(s)]
    for card in creatures:
        # no creature that arrived this turn attacks, unless its text lets it
        if state.has_flag(card, "attacking"):
            assert not state.has_flag(card, "arrived") or state.has_flag(card, "may_attack")
        # power is printed power less damage
        assert state.power(card) == BELLUM.card_def(card)["power"] - state.counter(card, "damage")
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
    if not steps & BELLUM_RESOLVING:
        # waiting for a decision outside a resolution: every creature at 0 power is gone
        for card in creatures:
            assert state.power(card) > 0, (card, state.counter(card, "damage"))
    decision = state.decision
    assert decision.actions and all(a.text for a in decision.actions)


# ----- Bellwake -------------------------------------------------------------------------------

BELLWAKE_ALL = sorted(BELLWAKE.all_cards({}))
BELLWAKE_HEROES = tuple(BELLWAKE.heroes)
HUSH_LIMIT = int(BELLWAKE.constants["hush_loss"])
HUSH_LOW = int(BELLWAKE.constants["hush_min"])


class Rows:
    """Each keeper's engaged row as it was after the last action, to check the order: an
    enemy engaged earlier stays before one engaged later."""

    def __init__(self) -> None:
        self.before: dict[str, list[str]] = {}
        self.scenario_count = -1

    def check(self, state: State) -> None:
        d = state.data
        results = len(d["campaign"]["results"])
        if results != self.scenario_count:  # a new scenario: the rows start afresh
            self.scenario_count, self.before = results, {}
        for seat in (0, 1):
            zone = f"engaged.{seat}"
            now = list(d["zones"][zone])
            old = self.before.get(zone, [])
            stayed = [c for c in old if c in now]
            # those that stayed keep their order, and come before every newcomer
            assert now[: len(stayed)] == stayed, (zone, old, now)
            self.before[zone] = now


def check_bellwake(state: State, rows: Rows | None = None) -> None:
    """Bellwake's invariants of every position (``rows``: the engaged rows after the previous
    action, to check their order; a fresh ``Rows`` checks one position alone)."""
    rows = Rows() if rows is None else rows
    d = state.data
    # every card instance of game.all_cards in exactly one zone
    found = sorted(c for cards in d["zones"].values() for c in cards)
    if found != BELLWAKE_ALL:
        counts, expected = Counter(found), Counter(BELLWAKE_ALL)
        raise AssertionError((sorted(expected - counts), sorted(counts - expected)))
    # the Hush between 0 and 17; echo never negative
    assert HUSH_LOW <= d["hush"] <= HUSH_LIMIT, d["hush"]
    assert all(e >= 0 for e in d["echo"]), d["echo"]
    # damage (and progress) counters never negative
    for card, entry in (d.get("card_state") or {}).items():
        for name, value in entry.get("counters", {}).items():
            assert value >= 0, (card, name, value)
    # no fallen hero acting: never in a party, never the source of a legal action
    fallen = set(d["zones"]["silenced"])
    assert fallen <= set(BELLWAKE_HEROES), fallen
    for seat in (0, 1):
        assert not fallen & set(d["zones"][f"party.{seat}"])
        if (
            BELLWAKE_HEROES[seat] in fallen and len(fallen) == 1
        ):  # both fallen: the scenario is over
            assert not d["zones"][f"engaged.{seat}"], "a fallen keeper is never engaged"
    for action in state.legal_actions:
        assert action.source not in fallen, action
        assert action.target not in fallen, action
    # engaged rows only hold enemies, in engagement order
    for seat in (0, 1):
        assert all(BELLWAKE.card_def(c)["type"] == "enemy" for c in d["zones"][f"engaged.{seat}"])
    rows.check(state)
    z = d["zones"]
    assert len(z["active"]) <= 1 and len(z["objective"]) <= 1
    assert all(BELLWAKE.card_def(c)["type"] in ("enemy", "location") for c in z["staging"])
    if d["stage"] not in ("between", "setup") and not state.is_over:  # a scenario under way
        # gear is on a character of its own keeper's party
        for seat in (0, 1):
            for gear in z[f"gear.{seat}"]:
                assert state.host(gear) in z[f"party.{seat}"], (gear, state.host(gear))
        # committed characters are in play
        party = set(z["party.0"]) | set(z["party.1"])
        assert set(d.get("committed") or ()) <= party, d.get("committed")
    if state.is_over:
        assert state.decision is None
        return
    decision = state.decision
    assert decision is not None and decision.actions and all(a.text for a in decision.actions)
    if d["stage"] != "between":
        assert 1 <= d["round"] <= int(BELLWAKE.constants["round_limit"])
        assert d["hush"] < HUSH_LIMIT  # the scenario ends the moment the Hush reaches 17


# ----- Para Bellum ----------------------------------------------------------------------------

PARA_ALL = sorted(PARA_BELLUM.all_cards({}))
PARA_ROUND_LIMIT = SETUP["round_limit"]


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


def check_para_bellum(state: State, seen: dict | None = None) -> None:  # noqa: C901
    """Para Bellum's invariants of a position. ``seen`` remembers the battlefields already
    checked in this game (cards never leave a battlefield, so an unchanged size means an
    unchanged grid)."""
    seen = {} if seen is None else seen
    d = state.data
    n = d["players"]
    # every card in exactly one zone
    found = sorted(c for cards in d["zones"].values() for c in cards)
    if found != PARA_ALL:
        counts, expected = Counter(found), Counter(PARA_ALL)
        raise AssertionError(f"lost {sorted(expected - counts)}, extra {sorted(counts - expected)}")
    assert 1 <= d["round"] <= PARA_ROUND_LIMIT
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


# ----- one checker per game -------------------------------------------------------------------


class Checker:
    """Checks the positions of one game in turn, keeping what a game's check remembers."""

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        self.position = 0
        self.rows = Rows()
        self.seen: dict[Any, Any] = {}

    def __call__(self, state: State) -> None:
        game_id = state.game.id
        if game_id == "bahamut-dispute":
            check_bahamut_dispute(state, self.position)
        elif game_id == "bellum":
            check_bellum(state)
        elif game_id == "bellwake":
            check_bellwake(state, self.rows)
        elif game_id == "para-bellum":
            check_para_bellum(state, self.seen)
        else:
            raise KeyError(game_id)
        self.position += 1


CHECKS: dict[str, Callable[[State], None]] = {
    "bahamut-dispute": check_bahamut_dispute,
    "bellum": check_bellum,
    "bellwake": check_bellwake,
    "para-bellum": check_para_bellum,
}
