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
CASES = [(g, p, {}) for g in GAMES for p in g.player_counts]
CASES.append((example_game.GAME, 2, {"campaign": True}))  # a campaign of two scenarios
IDS = [f"{g.id}-{p}p" + ("-" + "-".join(o) if o else "") for g, p, o in CASES]
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
    view of both is the same, and so are the bots' samples drawn from them. A view names no
    hidden card but in the ``pools`` of a game with sealed seats (which cards each seat holds
    unseen, public there: tests/toolkit/test_sealed_seats.py)."""
    for seat in range(state.players):
        view = state.view(seat)
        text = json.dumps({k: v for k, v in view.items() if k != "pools"})  # JSON-safe
        assert "pools" not in view or game.sealed_seats
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


@pytest.mark.parametrize("game, players, options", CASES, ids=IDS)
def test_random_games_keep_the_contract(game: Game, players: int, options: dict) -> None:
    for seed in range(3):
        state = game.setup(seed, players, **options)
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


@pytest.mark.parametrize("game, players, options", CASES, ids=IDS)
def test_undo_restores_exactly(game: Game, players: int, options: dict) -> None:
    undone = 0
    for seed in range(3):
        state = game.setup(seed + 10, players, **options)
        rng = random.Random(seed)
        while not state.is_over and len(state.history) < 400:
            before = snapshot(state)
            seat = state.decision.seat
            events = state.apply(rng.choice(state.legal_actions))
            learned = [
                e
                for e in events
                if e.kind == "shuffle"
                or (e.secret_to is not None and e.src and not state.can_see(seat, e.src))
            ]  # a shuffle, or a card from where the seat could not see (a draw)
            if learned:
                assert not state.can_undo(seat), "undo never goes back past a draw or shuffle"
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


def natural_game(game: Game, seed: int, steps: int) -> State:
    state = game.setup(seed, game.player_counts[0])
    for _ in random_actions(state, seed, 20_000):
        if len(state.history) >= steps:
            break
    return state


def tampered_saves(game: Game) -> list[tuple[str, str | bytes]]:
    """Edits any save can suffer, whatever the game: each must be refused in words."""
    state = natural_game(game, 7, 30)
    text = state.to_json()
    over = natural_game(game, 3, 10**9)
    assert over.is_over
    out: list[tuple[str, str | bytes]] = []

    def edit(name: str, change) -> None:
        raw = json.loads(text)
        change(raw)
        out.append((name, json.dumps(raw)))

    edit("wrong seat", lambda r: r["history"][0].__setitem__("seat", r["history"][0]["seat"] + 1))
    edit("move removed", lambda r: r["history"].pop(3))
    edit("unknown field", lambda r: r["history"][0].__setitem__("x", 1))
    edit("no kind", lambda r: r["history"].__setitem__(0, {"seat": 0}))
    edit("snapshot edited", lambda r: r["snapshot"].__setitem__("players", 9))
    edit("wrong format", lambda r: r.__setitem__("format", "chess-save"))
    edit("wrong version", lambda r: r.__setitem__("version", 2))
    edit("wrong game", lambda r: r.__setitem__("game", "no-such-game"))
    edit("wrong rules version", lambda r: r.__setitem__("rules_version", 99))
    edit("other seed", lambda r: r.__setitem__("seed", 8))
    edit("bool seed", lambda r: r.__setitem__("seed", True))
    edit("players", lambda r: r.__setitem__("players", max(game.player_counts) + 1))
    edit("bool players", lambda r: r.__setitem__("players", True))
    edit("unknown option", lambda r: r.__setitem__("options", {"speed": 3}))
    edit("history not a list", lambda r: r.__setitem__("history", {}))
    edit("no snapshot", lambda r: r.pop("snapshot"))
    raw = json.loads(over.to_json())
    raw["history"].append({"kind": "end", "seat": 0})
    out.append(("move after the end", json.dumps(raw)))
    out.append(("truncated", text[: len(text) // 2]))
    out.append(("truncated by one", text[:-1]))
    out.append(("empty", ""))
    out.append(("not JSON", "hello, world"))
    out.append(("binary", b"\x89PNG\r\n\x1a\n\x00\xff\xfe"))
    out.append(("a list", "[]"))
    out.append(("deep nesting", "[" * 100_000 + "]" * 100_000))
    deep = '"options":{"x":' + "[" * 50_000 + "]" * 50_000 + ","
    out.append(("deep nesting inside", text.replace('"options":{', deep, 1)))
    out.append(("huge number", text.replace('"seed":7', '"seed":' + "9" * 5000, 1)))
    return out


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_tampered_saves_are_refused_in_words(game: Game) -> None:
    """A malformed, foreign, truncated or edited save raises LoadError with a sentence."""
    for name, text in tampered_saves(game):
        with pytest.raises(LoadError) as refused:
            game.load(text)
        reason = str(refused.value)
        assert reason.strip() and reason.rstrip()[-1] in ".!?", (name, reason)


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_a_loaded_save_goes_on_like_the_game_it_saved(game: Game) -> None:
    for seed, steps in ((1, 0), (2, 1), (4, 25), (6, 10**9)):
        state = natural_game(game, seed, steps)
        text = state.to_json()
        loaded = game.load(text)
        assert loaded.data == state.data and loaded.history == state.history
        assert loaded.decision == state.decision and loaded.to_json() == text
        assert game.load(text.encode("utf-8")).data == state.data
        if not state.is_over:
            action = state.legal_actions[-1]
            assert loaded.apply(action) == state.apply(action)
            assert loaded.data == state.data


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_same_seed_and_actions_give_the_same_events_bit_for_bit(game: Game) -> None:
    for seed in range(3):
        players = game.player_counts[-1]
        a, b = game.setup(seed, players), game.setup(seed, players)
        rng = random.Random(seed)
        while not a.is_over and len(a.history) < 300:
            assert a.legal_actions == b.legal_actions
            index = rng.randrange(len(a.legal_actions))
            assert a.apply(a.legal_actions[index]) == b.apply(b.legal_actions[index])
        assert a.to_json() == b.to_json()


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_a_clone_shares_nothing(game: Game) -> None:
    state = natural_game(game, 5, 20)
    before = snapshot(state)
    twin = state.clone()
    for _ in random_actions(twin, 1):
        pass
    assert twin.is_over and snapshot(state) == before
