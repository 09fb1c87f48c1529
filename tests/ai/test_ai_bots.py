"""Bots: names, legality on every game state, robustness, and that they decide from views only."""

from __future__ import annotations

import copy
import math
import random
import sys
from pathlib import Path

import pytest

import tabletop.ai as ai
import tabletop.games as games
from tabletop.ai.greedy import GreedyBot
from tabletop.rules import Action, State

sys.path.insert(0, str(Path(__file__).resolve().parent))
import ai_toy_game  # noqa: E402

BAHAMUT = games.get("bahamut-dispute")


def play(game, seed: int, names: list[str], players: int = 2, check=None) -> State:
    """Play one game with the named bots, asserting every choice is a legal action."""
    state = game.setup(seed, players)
    bots = [ai.get(name, seed * 8 + seat, game=game) for seat, name in enumerate(names)]
    while (decision := state.decision) is not None:
        view = state.view(decision.seat)
        action = bots[decision.seat].choose(view)
        assert isinstance(action, Action)
        assert action in decision.actions, (seed, action, decision.prompt)
        legal = decision.actions[decision.actions.index(action)]
        assert action.text == legal.text  # the text survives the trip through the view
        if check:
            check(state, view, action)
        state.apply(action)
    for bot in bots:
        assert getattr(bot, "fallbacks", 0) == 0  # the search ran; it never gave up
    return state


def test_every_listed_name_gives_a_bot() -> None:
    assert {"random", "greedy"} <= set(ai.names())
    for name in ai.names():
        bot = ai.get(name, 3)
        assert callable(bot.choose)
        assert bot.seed == 3


@pytest.mark.parametrize("name", ["", "minimax", "greedy:0", "greedy:9", "greedy:x", "random:2"])
def test_unknown_bot_names_are_refused(name: str) -> None:
    with pytest.raises(ValueError, match="unknown bot"):
        ai.get(name, 1)


@pytest.mark.parametrize(
    "names",
    [["random", "random"], ["greedy", "random"], ["greedy:1", "greedy:3"], ["random", "greedy"]],
)
def test_bots_only_return_legal_actions_in_bahamut(names: list[str]) -> None:
    for seed in range(12):
        assert play(BAHAMUT, seed, names).is_over


@pytest.mark.parametrize("players", [2, 3, 4])
def test_bots_play_a_game_for_2_to_4_players(players: int) -> None:
    game = ai_toy_game.GAME
    for seed in range(25):
        names = ["random"] * players
        names[seed % players] = "greedy"
        names[(seed + 1) % players] = "greedy:3"
        assert play(game, seed, names, players).is_over


def test_greedy_beats_random_in_another_game() -> None:
    game = ai_toy_game.GAME
    wins = sum(0 in play(game, seed, ["greedy", "random"]).winners for seed in range(200))
    assert wins >= 140


def test_random_bot_is_uniform_and_reproducible() -> None:
    state = BAHAMUT.setup(5)
    view = state.view(state.decision.seat)
    picks = [ai.get("random", 11).choose(view) for _ in range(3)]
    assert picks[0] == picks[1] == picks[2]
    bot = ai.get("random", 11)
    counts: dict[Action, int] = {}
    for _ in range(2000):
        action = bot.choose(view)
        counts[action] = counts.get(action, 0) + 1
    assert set(counts) == set(state.decision.actions)
    assert min(counts.values()) > 2000 / len(counts) * 0.8


def decision_points(game, seeds, want=None):
    """(state, view) at each decision of seeded random games, optionally filtered."""
    for seed in seeds:
        state = game.setup(seed)
        pick = random.Random(seed)
        while (decision := state.decision) is not None:
            if want is None or want(state):
                yield state, state.view(decision.seat)
            state.apply(pick.choice(decision.actions))


def test_greedy_gives_the_same_choice_for_the_same_view() -> None:
    checked = 0
    for state, view in decision_points(BAHAMUT, range(5)):
        if len(state.decision.actions) < 2:
            continue
        first = ai.get("greedy", 4).choose(view)
        bot = ai.get("greedy", 4)
        assert bot.choose(view) == first
        assert bot.choose(view) == first
        checked += 1
    assert checked > 25


def test_greedy_choice_ignores_what_its_seat_cannot_see() -> None:
    """Two true states that differ only in hidden cards give one view and so one choice."""
    checked = 0
    for state, view in decision_points(BAHAMUT, range(10)):
        seat = view["seat"]
        if len(state.decision.actions) < 2 or state.decision.reveals:
            continue
        other = f"hand.{1 - seat}"
        if not state.zones[other] or not state.zones["deck"]:
            continue
        twin = state.clone()
        zones = twin.data["zones"]
        zones[other][0], zones["deck"][0] = zones["deck"][0], zones[other][0]
        assert twin.data != state.data
        assert twin.view(seat) == view
        assert ai.get("greedy", 9).choose(twin.view(seat)) == ai.get("greedy", 9).choose(view)
        checked += 1
    assert checked > 20


def test_greedy_does_not_find_hidden_cards_better_than_chance() -> None:
    """Conjuration Incantation: declare a card; a bot that peeked would always name one the
    opponent holds. Greedy must hit about as often as the odds allow, the peeker always."""
    hits = oracle_hits = positions = 0
    odds = 0.0

    def declaring(state: State) -> bool:
        decision = state.decision
        return decision.actions[0].kind == "declare" and bool(state.zones["deck"])

    for state, view in decision_points(BAHAMUT, range(150), declaring):
        seat = view["seat"]
        held = set(state.zones[f"hand.{1 - seat}"])
        if not held:
            continue
        unseen = sum(
            content["count"] for content in view["zones"].values() if isinstance(content, dict)
        )
        positions += 1
        odds += len(held) / unseen
        choice = ai.get("greedy", positions).choose(view)
        hits += choice.option in held
        # The peeker: the same search run on the true state instead of samples.
        oracle = GreedyBot(positions)
        truth = state.clone()
        oracle_game = copy.copy(BAHAMUT)
        oracle_game.sample = lambda view, seed, truth=truth: truth.clone()  # type: ignore
        oracle.game = oracle_game
        oracle_hits += oracle.choose(view).option in held
    assert positions >= 60
    assert oracle_hits / positions > 0.95  # the test can tell a peeker
    assert hits / positions < max(0.8, odds / positions + 0.2)


def test_sample_deals_hidden_cards_at_random_but_matches_the_view() -> None:
    """Sampling never hands back the true hidden cards systematically."""
    same_hand = tried = 0
    for state, view in decision_points(BAHAMUT, range(30)):
        seat = view["seat"]
        other = f"hand.{1 - seat}"
        sample = BAHAMUT.sample(view, tried)
        assert sample.view(seat) == view
        assert (
            sorted(sample.zones[other] + sample.zones["deck"])
            == sorted(state.zones[other] + state.zones["deck"])
            or state.decision.reveals
        )
        if state.zones[other] and state.zones["deck"]:
            tried += 1
            same_hand += sorted(sample.zones[other]) == sorted(state.zones[other])
    assert tried > 200
    assert same_hand / tried < 0.5


def test_greedy_returns_a_single_action_without_search(monkeypatch) -> None:
    def refuse(view, seed):
        raise AssertionError("no search for a forced action")

    monkeypatch.setattr(BAHAMUT, "sample", refuse)
    for state, view in decision_points(BAHAMUT, range(3)):
        if len(state.decision.actions) == 1:
            assert ai.get("greedy", 1).choose(view) == state.decision.actions[0]


@pytest.mark.parametrize(
    "breakage", ["sample raises", "evaluate raises", "evaluate nan", "sample of another game state"]
)
def test_greedy_never_raises_when_the_game_misbehaves(monkeypatch, breakage: str) -> None:
    elsewhere = BAHAMUT.setup(999)
    if breakage == "sample raises":
        monkeypatch.setattr(BAHAMUT, "sample", lambda view, seed: 1 / 0)
    elif breakage == "evaluate raises":
        monkeypatch.setattr(BAHAMUT, "evaluate", lambda state, seat: [][0])
    elif breakage == "evaluate nan":
        monkeypatch.setattr(BAHAMUT, "evaluate", lambda state, seat: math.nan)
    else:
        monkeypatch.setattr(BAHAMUT, "sample", lambda view, seed: elsewhere.clone())
    bot = ai.get("greedy", 2)
    searched = 0
    for state, view in decision_points(BAHAMUT, range(4)):
        action = bot.choose(view)
        assert action in state.decision.actions
        searched += len(state.decision.actions) > 1
    assert searched > 10
    assert bot.fallbacks >= searched // 2  # most searches had to give up, none raised


def test_a_view_without_a_decision_is_a_caller_error() -> None:
    state = BAHAMUT.setup(1)
    waiting = 1 - state.decision.seat
    for name in ("random", "greedy"):
        with pytest.raises(ValueError):
            ai.get(name, 1).choose(state.view(waiting))
