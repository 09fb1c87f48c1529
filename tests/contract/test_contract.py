"""The rules contract, checked on every registered game and on the toolkit's example game.

A game gets these tests for free: random games with the API's promises checked after every
action (a legal action until the outcome is set, illegal and stale actions change nothing,
views hold nothing hidden), determinism, saves that round-trip and refuse tampering, and undo
that restores exactly.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator

import example_game
import pytest

import tabletop.games
from tabletop.rules import Action, Game, IllegalAction, LoadError, State
from tabletop.rules.outcome import KINDS
from tabletop.rules.state import copy_data

GAMES = [tabletop.games.get(i) for i in tabletop.games.ids()] + [example_game.GAME]
CASES = [(g, p) for g in GAMES for p in g.player_counts]
IDS = [f"{g.id}-{p}p" for g, p in CASES]
HEAVY_EVERY = 23  # the costly checks (views of every seat, replays, saves) at every 23rd action


def snapshot(state: State) -> tuple[object, object]:
    return copy_data(state.data), [(s, a.to_json()) for s, a in state.history]


def random_actions(state: State, seed: int, limit: int = 3000) -> Iterator[Action]:
    """Apply random legal actions until the end, yielding each one after it was applied."""
    rng = random.Random(seed)
    for _ in range(limit):
        decision = state.decision
        if decision is None:
            return
        action = rng.choice(decision.actions)
        state.apply(action)
        yield action
    raise AssertionError(f"{state.game.id}: no end after {limit} random actions")


def fake_actions(state: State) -> list[Action]:
    """Actions that are not legal now: unknown kinds, and legal ones with a field changed."""
    legal = set(state.legal_actions)
    out = [Action("no-such-kind"), Action("no-such-kind", "no-such-card", "nowhere")]
    for action in state.legal_actions[:3]:
        out.append(Action(action.kind, action.source, "no-such-zone", action.option))
        out.append(Action(action.kind, "no-such-card", action.target, action.option))
    return [a for a in out if a not in legal]


def check_refusals(state: State, stale: list[Action]) -> None:
    before = snapshot(state)
    for action in fake_actions(state) + stale:
        if action in state.legal_actions:
            continue
        with pytest.raises(IllegalAction) as refused:
            state.apply(action)
        assert str(refused.value).strip(), "a refusal gives its reason in words"
        state._decision = None  # noqa: SLF001 - recompute: the refusal must not have changed it
        assert snapshot(state) == before, f"{action} changed the state"


def unseen_cards(state: State, seat: int, view: dict) -> set[str]:
    """The cards in zones ``seat`` cannot see, less those it sees elsewhere."""
    reveals = (view.get("decision") or {}).get("reveals") or {}
    hidden, seen = set(), set()
    for zone, cards in state.data["zones"].items():
        shown = view["zones"][zone]
        if isinstance(shown, list) or zone in reveals:
            seen.update(cards)
        else:
            hidden.update(cards[:-1] if "top" in shown else cards)
            seen.update(cards[-1:] if "top" in shown else ())
    return hidden - seen


def check_views(game: Game, state: State, seed: int) -> None:
    """A twin dealt from a seat's view differs only in what that seat cannot see: the seat's
    view of both is the same, and so are the bots' samples drawn from them."""
    for seat in range(state.players):
        view = state.view(seat)
        text = json.dumps(view)  # JSON-safe
        for card in unseen_cards(state, seat, view):
            assert json.dumps(card) not in text, f"seat {seat}'s view names hidden {card}"
        twin = game.sample(view, seed)
        assert twin.view(seat) == view, f"seat {seat}'s view depends on what it cannot see"
        assert game.sample(twin.view(seat), seed + 1).data == game.sample(view, seed + 1).data
    json.dumps(state.view(None))


def check_persistence(game: Game, state: State) -> None:
    actions = [a for _, a in state.history]
    assert game.replay(state.setup_args, actions).data == state.data, "same seed, same actions"
    text = state.to_json()
    loaded = game.load(text)
    assert loaded.data == state.data and loaded.history == state.history
    raw = json.loads(text)
    raw["snapshot"]["tampered"] = True
    with pytest.raises(LoadError):
        game.load(json.dumps(raw))
    if raw["history"]:
        raw = json.loads(text)
        raw["history"][-1]["kind"] = "no-such-kind"
        with pytest.raises(LoadError):
            game.load(json.dumps(raw))


@pytest.mark.parametrize("game, players", CASES, ids=IDS)
def test_random_games_keep_the_contract(game: Game, players: int) -> None:
    for seed in range(3):
        state = game.setup(seed, players)
        check_views(game, state, seed)
        stale: list[Action] = []
        count = 0
        last = None
        for action in random_actions(state, seed):
            count += 1
            if last is not None and last not in state.legal_actions:
                stale = [last]
            last = action
            if state.is_over:
                break
            assert state.outcome is None and state.legal_actions, "a choice until the end"
            if count % 5 == 0:
                check_refusals(state, stale)
            if count % HEAVY_EVERY == 0:
                check_views(game, state, seed + count)
                check_persistence(game, state)
        outcome = state.outcome
        assert outcome is not None and state.decision is None and not state.legal_actions
        assert outcome.kind in KINDS and outcome.reason.strip()
        assert list(outcome.winners) == state.winners
        assert (outcome.kind == "won") == bool(outcome.winners)
        with pytest.raises(IllegalAction):
            state.apply(Action("end"))
        check_persistence(game, state)


@pytest.mark.parametrize("game, players", CASES, ids=IDS)
def test_undo_restores_exactly(game: Game, players: int) -> None:
    undone = 0
    for seed in range(3):
        state = game.setup(seed + 10, players)
        rng = random.Random(seed)
        while not state.is_over and len(state.history) < 400:
            before = snapshot(state)
            seat = state.decision.seat
            state.apply(rng.choice(state.legal_actions))
            if state.can_undo(seat) and rng.random() < 0.3:
                state.undo()
                assert snapshot(state) == before, "undo restores the state before the action"
                undone += 1
                state.apply(rng.choice(state.legal_actions))
    assert undone > 0


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_same_seed_same_game_other_seed_other_game(game: Game) -> None:
    players = game.player_counts[0]
    a, b, c = (game.setup(s, players) for s in (5, 5, 6))
    for state, seed in ((a, 1), (b, 1), (c, 1)):
        for _ in random_actions(state, seed, 60):
            if len(state.history) >= 60:
                break
    assert a.data == b.data and a.history == b.history
    assert a.data != c.data


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_bad_settings_are_refused_in_words(game: Game) -> None:
    too_many = max(game.player_counts) + 1
    for bad in ({"players": too_many}, {"players": "two"}, {"seed": 1.5}, {"no_such_option": 1}):
        with pytest.raises(ValueError) as refused:
            game.setup(**{"seed": 1, "players": game.player_counts[0], **bad})
        assert str(refused.value).strip()


def test_every_game_is_registered_by_its_package() -> None:
    ids = tabletop.games.ids()
    assert {"bahamut-dispute", "para-bellum"} <= set(ids)
    for game_id in ids:
        game = tabletop.games.get(game_id)
        assert game.id == game_id and game.title and game.player_counts
        assert type(game).__module__.startswith(f"tabletop.games.{game_id.replace('-', '_')}")
