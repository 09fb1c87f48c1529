"""The ISMCTS bot: it never cheats, plays legal moves in every game and seat count, is
deterministic when bounded by iterations, stops on time, and beats random play."""

from __future__ import annotations

import dataclasses
import itertools
import math
import random
from collections.abc import Iterator

import pytest

import tabletop.ai as ai
import tabletop.games as games
from tabletop.ai.advice import advise
from tabletop.ai.ismcts import LEVELS, IsmctsBot
from tabletop.rules import Action, Game, State
from tabletop.rules.game import SEARCH_LEVELS

BAHAMUT = games.get("bahamut-dispute")
GAME_IDS = ["bahamut-dispute", "bellum", "bellwake", "para-bellum"]


def bot(seed: int, iterations: int = 40, level: str = "hard", **kw) -> IsmctsBot:
    return IsmctsBot(seed, level, iterations=iterations, seconds=None, **kw)


def positions(game: Game, seeds, players: int = 2, **options) -> Iterator[tuple[State, dict]]:
    """(state, view of the deciding seat) at each decision with a choice, in random games."""
    for seed in seeds:
        state = game.setup(seed, players, **options)
        pick = random.Random(seed)
        while (decision := state.decision) is not None:
            if len(decision.actions) > 1:
                yield state, state.view(decision.seat)
            state.apply(pick.choice(decision.actions))


def hidden_zones(view: dict) -> list[str]:
    return [name for name, content in view["zones"].items() if isinstance(content, dict)]


def twin_with_other_secrets(state: State, view: dict) -> State | None:
    """A copy of ``state`` that differs only in what the deciding seat cannot see: two hidden
    cards of the same kind of place (a hand and a deck of one owner, or any two hidden zones the
    game deals alike) swapped, else a hidden pile reordered; None if nothing can change."""
    seat = view["seat"]
    game = state.game
    hidden = [z for z in hidden_zones(view) if state.zones[z]]
    twin = state.clone()
    zones = twin.data["zones"]
    for a in hidden:
        for b in hidden:
            if a >= b or game.hidden_home(a) != game.hidden_home(b):
                continue
            i = next((k for k, c in enumerate(zones[a]) if c not in zones[b]), None)
            if i is None:
                continue
            zones[a][i], zones[b][0] = zones[b][0], zones[a][i]
            if twin.view(seat) == view and twin.data != state.data:
                return twin
            zones[a][i], zones[b][0] = zones[b][0], zones[a][i]
    for a in hidden:
        if len(set(zones[a])) > 1:
            zones[a].reverse()
            if twin.view(seat) == view and twin.data != state.data:
                return twin
            zones[a].reverse()
    return None


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_choice_ignores_what_the_seat_cannot_see(game_id: str) -> None:
    """Two true states that differ only in hidden cards give the same action."""
    game = games.get(game_id)
    options = {"scenario": "lower-stair"} if game_id == "bellwake" else {}
    checked = 0
    for state, view in positions(game, range(1, 40), **options):
        if state.decision.reveals or len(state.history) % 7:
            continue
        twin = twin_with_other_secrets(state, view)
        if twin is None:
            continue
        first = bot(11, game=game).choose(view)
        second = bot(11, game=game).choose(twin.view(view["seat"]))
        assert first == second, (game_id, len(state.history))
        assert first in state.decision.actions and second in twin.decision.actions
        checked += 1
        if checked >= 4:
            break
    assert checked >= 4


@pytest.mark.parametrize(
    ("game_id", "players"), [("bahamut-dispute", 2), ("para-bellum", 3), ("bellwake", 2)]
)
def test_its_samples_deal_hidden_cards_no_better_than_chance(
    monkeypatch, game_id: str, players: int
) -> None:
    """Over the determinisations the bot searches, a card really in another seat's hand is
    in the sampled hand about as often as any unseen card of its kind would be."""
    game = games.get(game_id)
    options = {"scenario": "lower-stair"} if game_id == "bellwake" else {}
    real = game.sample
    seen: list[State] = []

    def recording(view: dict, seed: int) -> State:
        sample = real(view, seed)
        seen.append(sample)
        return sample

    monkeypatch.setattr(game, "sample", recording)
    hits = expected = trials = 0.0
    positions_checked = 0
    for state, view in positions(game, range(3, 30), players, **options):
        if state.decision.reveals or len(state.history) % 5:
            continue
        seat = view["seat"]
        hidden = hidden_zones(view)
        hand = next(
            (
                z
                for z in (f"hand.{s}" for s in range(players) if s != seat)
                if z in hidden and state.zones[z]
            ),
            None,
        )
        if hand is None:
            continue
        home = game.hidden_home(hand)
        pool = sum(
            view["zones"][z]["count"] for z in hidden_zones(view) if game.hidden_home(z) == home
        )
        held = state.zones[hand]
        seen.clear()
        bot(positions_checked, iterations=200, game=game).choose(view)
        for sample in seen:
            hits += sum(card in sample.zones[hand] for card in held)
            trials += len(held)
        expected += len(seen) * len(held) * len(held) / pool
        positions_checked += 1
        if positions_checked >= 8:
            break
    assert positions_checked >= 8 and trials > 1000
    chance = expected / trials
    assert chance < 0.6  # a peeker would find every real card (rate 1): the test can tell
    assert abs(hits / trials - chance) < 0.05, (hits / trials, chance)


def test_a_declared_card_is_in_the_opponents_hand_no_more_often_than_chance() -> None:
    """Conjuration Incantation names a card: a bot that peeked would name one the opponent
    holds; the search must hit about as often as the odds allow."""
    hits = odds = 0.0
    checked = 0
    for state, view in positions(BAHAMUT, range(200)):
        if state.decision.actions[0].kind != "declare" or not state.zones["deck"]:
            continue
        held = set(state.zones[f"hand.{1 - view['seat']}"])
        if not held:
            continue
        unseen = sum(view["zones"][z]["count"] for z in hidden_zones(view))
        odds += len(held) / unseen
        hits += bot(checked, iterations=30).choose(view).option in held
        checked += 1
        if checked >= 40:
            break
    assert checked >= 40
    assert hits / checked < max(0.8, odds / checked + 0.25)


def play(game: Game, seed: int, names: list, players: int = 2, **options) -> State:
    """One game with the given bots (names or bots), every choice checked to be legal."""
    state = game.setup(seed, players, **options)
    bots = [
        ai.get(n, seed * 8 + s, game=game) if isinstance(n, str) else n for s, n in enumerate(names)
    ]
    while (decision := state.decision) is not None:
        action = bots[decision.seat].choose(state.view(decision.seat))
        assert isinstance(action, Action)
        assert action in decision.actions, (seed, action, decision.prompt)
        state.apply(action)
    for b in bots:
        assert getattr(b, "fallbacks", 0) == 0  # the search ran every time; it never gave up
    return state


@pytest.mark.parametrize("game_id", ["bahamut-dispute", "bellum"])
def test_it_plays_legal_moves_to_the_end(game_id: str) -> None:
    game = games.get(game_id)
    for seed in range(2):
        names = ["hard:12", "random"] if seed % 2 == 0 else ["random", "easy:12"]
        assert play(game, seed, names).is_over


@pytest.mark.parametrize("players", [2, 3, 4])
def test_it_plays_para_bellum_for_2_to_4_players(players: int) -> None:
    game = games.get("para-bellum")
    names = ["greedy:1"] * players
    names[players - 1] = "hard:8"  # the last seat: in 4 players, with an ally
    state = play(game, players, names, players)
    assert state.is_over


def test_the_bellwake_pair_plays_a_scenario_through() -> None:
    """Both keepers are searching bots sharing one reward (the cooperative game)."""
    game = games.get("bellwake")
    pair = [bot(1, iterations=8, game=game), bot(2, iterations=8, game=game)]
    state = play(game, 4, pair, scenario="lower-stair")
    assert state.outcome.kind in ("won", "lost")
    assert all(b.stats.iterations == 8 or b.stats.choices for b in pair)


def test_the_same_view_gives_the_same_search() -> None:
    checked = 0
    for state, view in positions(BAHAMUT, range(3)):
        if len(state.history) % 3:
            continue
        first = bot(5, iterations=50)
        action = first.choose(view)
        again = bot(5, iterations=50)
        assert again.choose(view) == action
        assert again.stats.choices == first.stats.choices  # visits and values alike
        assert first.stats.iterations == 50
        checked += 1
    assert checked >= 5


def test_time_bounds_play_and_iterations_bound_tests() -> None:
    """In play the search stops at its time budget (read from the clock it is given)."""
    state, view = next(positions(BAHAMUT, [2]))
    ticks = iter(range(10**6))

    def clock() -> float:
        return next(ticks) * 0.01  # 10 ms per reading: one reading per iteration

    timed = IsmctsBot(3, "hard", clock=clock, stop_early=False)
    assert timed.choose(view) in state.decision.actions
    hard = LEVELS["hard"].seconds
    assert hard is not None
    assert abs(timed.stats.iterations - hard / 0.01) <= 2
    normal = IsmctsBot(3, "normal", clock=iter(range(10**6)).__next__, stop_early=False)
    normal.choose(view)
    assert normal.stats.iterations < timed.stats.iterations  # Normal thinks a fraction of it


def test_a_game_may_cap_the_iterations_of_a_level(monkeypatch) -> None:
    """A level played by name searches at most the iterations its game allows, and answers as
    that many iterations without a clock would; a count given by name is not capped."""
    monkeypatch.setattr(BAHAMUT, "level_iterations", {"hard": 70})
    state, view = next(positions(BAHAMUT, [2]))
    frozen = IsmctsBot(3, "hard", clock=lambda: 0.0, stop_early=False)  # time never runs out
    capped = IsmctsBot(3, "hard", iterations=70, seconds=None, stop_early=False)
    assert frozen.choose(view) == capped.choose(view) in state.decision.actions
    assert frozen.stats.iterations == capped.stats.iterations == 70
    assert frozen.stats.choices == capped.stats.choices
    early = IsmctsBot(3, "hard", clock=lambda: 0.0)  # stopping early counts to the cap too
    bounded = IsmctsBot(3, "hard", iterations=70, seconds=None)
    assert early.choose(view) == bounded.choose(view)
    assert early.stats.iterations == bounded.stats.iterations
    # a level the game does not cap keeps its own bound
    assert IsmctsBot(3, "normal").setting_for(BAHAMUT) == LEVELS["normal"]
    named = ai.get("hard:90", 3)
    named.choose(view)
    assert named.stats.iterations <= 90 and named.setting_for(BAHAMUT).iterations == 90
    monkeypatch.setattr(BAHAMUT, "level_iterations", {})
    assert IsmctsBot(3, "hard").setting_for(BAHAMUT) == LEVELS["hard"]


@pytest.mark.parametrize("caps", [{"Hard": 10}, {"hard": 0}, {"normal": 2.5}, {"greedy": 5}])
def test_a_cap_names_a_level_and_a_whole_number_of_iterations(caps: dict) -> None:
    with pytest.raises(ValueError, match="level_iterations"):
        dataclasses.replace(BAHAMUT, level_iterations=caps)
    assert ai.levels() == list(SEARCH_LEVELS)  # the names a cap may use are the levels


def test_a_hint_searches_no_more_than_its_level_may() -> None:
    """Para Bellum's hints stop at Hard's 1,000 iterations, however long they are given."""
    game = games.get("para-bellum")
    state = game.setup(4, 2)
    while len(state.decision.actions) < 2:
        state.apply(state.decision.actions[0])
    advice = advise(state.view(state.decision.seat), seed=1, seconds=5.0)
    assert len(advice) == 3 and sum(a.visits for a in advice) <= 1000


def test_para_bellum_caps_hard_and_normal_below_their_time() -> None:
    """More than about a thousand iterations play no better in Para Bellum (issue 13, section
    1.9 of the ladder results), so Hard stops there; Normal searches fewer than Hard."""
    game = games.get("para-bellum")
    hard = IsmctsBot(0, "hard").setting_for(game)
    normal = IsmctsBot(0, "normal").setting_for(game)
    assert hard.iterations == 1000 and hard.seconds == LEVELS["hard"].seconds
    assert normal.iterations < hard.iterations
    assert IsmctsBot(0, "hard").setting_for(games.get("bellum")) == LEVELS["hard"]


def test_the_search_stops_once_its_answer_cannot_change() -> None:
    """A clear choice stops before the bound, with the answer of the whole search: the most
    visited root action leads by more than the iterations left."""
    stopped = 0
    for game in (BAHAMUT, games.get("bellum")):
        for _state, view in itertools.islice(positions(game, [2, 5]), 6):
            early = IsmctsBot(3, "hard", iterations=1500, seconds=None)
            full = IsmctsBot(3, "hard", iterations=1500, seconds=None, stop_early=False)
            pick = early.choose(view)
            if early.stats.stopped_early:
                stopped += 1
                assert early.stats.iterations < 1500
                choices = early.stats.choices
                lead = choices[0].visits - (choices[1].visits if len(choices) > 1 else 0)
                assert lead > 1500 - early.stats.iterations
            assert pick == full.choose(view)
            assert full.stats.iterations == 1500 and not full.stats.stopped_early
    assert stopped  # some of these decisions are clear


def test_a_single_legal_action_is_answered_without_search(monkeypatch) -> None:
    def refuse(view, seed):
        raise AssertionError("no search for a forced action")

    monkeypatch.setattr(BAHAMUT, "sample", refuse)
    state = BAHAMUT.setup(1)
    pick = random.Random(1)
    forced = 0
    while state.decision is not None and forced < 5:
        if len(state.decision.actions) == 1:
            assert bot(1).choose(state.view(state.decision.seat)) == state.decision.actions[0]
            forced += 1
        state.apply(pick.choice(state.decision.actions))
    assert forced >= 1


@pytest.mark.parametrize("breakage", ["sample raises", "evaluate raises", "evaluate nan"])
def test_it_never_raises_when_the_game_misbehaves(monkeypatch, breakage: str) -> None:
    if breakage == "sample raises":
        monkeypatch.setattr(BAHAMUT, "sample", lambda view, seed: 1 / 0)
    elif breakage == "evaluate raises":
        monkeypatch.setattr(BAHAMUT, "evaluate", lambda state, seat: [][0])
    else:
        monkeypatch.setattr(BAHAMUT, "evaluate", lambda state, seat: math.nan)
    searcher = bot(2, iterations=20)
    searched = 0
    for state, view in positions(BAHAMUT, range(2)):
        assert searcher.choose(view) in state.decision.actions
        searched += 1
    assert searched > 10
    assert searcher.fallbacks == searched  # every search gave up, none raised


def test_the_levels_have_names() -> None:
    assert ai.names()[:3] == ["easy", "normal", "hard"]
    assert {"random", "greedy", "greedy:3"} <= set(ai.names())
    for name in ("easy", "normal", "hard"):
        made = ai.get(name, 4)
        assert isinstance(made, IsmctsBot) and made.name == name and made.seed == 4
        assert made.setting.seconds is not None  # levels think for a time in play
    bounded = ai.get("hard:30", 1)
    assert bounded.setting.iterations == 30 and bounded.setting.seconds is None
    for bad in ("hard:0", "hard:x", "ismcts", "normal:-3"):
        with pytest.raises(ValueError, match="unknown bot"):
            ai.get(bad, 1)


def test_a_searching_bot_beats_random_play() -> None:
    wins = 0
    for seed in range(20):
        mine = seed % 2
        names = ["random", "random"]
        names[mine] = "hard:60"
        wins += mine in play(BAHAMUT, 100 + seed, names).winners
    assert wins >= 16


def seat_by_seat(game: Game, state: State) -> list[float]:
    """What the search scored before ``evaluate_seats``: each seat's value on its own; for Para
    Bellum the formula written out (its side's value minus the best other side's)."""
    if game.id != "para-bellum" or state.is_over:
        return [game.evaluate(state, s) for s in range(state.players)]
    from tabletop.games.para_bellum.scoring import evaluate_all, sides

    values = evaluate_all(state.data)
    out = []
    for seat in range(state.players):
        mine, others = 0.0, []
        for side in sides(state.data):
            value = sum(values[s] for s in side)
            if seat in side:
                mine = value
            else:
                others.append(value)
        out.append(mine - max(others))
    return out


@pytest.mark.parametrize(
    ("game_id", "players"),
    [("bahamut-dispute", 2), ("bellum", 2), ("bellwake", 2)]
    + [("para-bellum", n) for n in (2, 3, 4)],
)
def test_every_seats_evaluation_at_once_is_each_seats_evaluation(game_id: str, players: int):
    """``evaluate_seats`` (one pass, asked at every leaf of the search) gives exactly what each
    seat's own evaluation gives (the greedy bot's ``evaluate``), in play and at the end."""
    game = games.get(game_id)
    checked = 0
    for state, _view in itertools.islice(positions(game, range(3), players), 0, None, 7):
        expected = seat_by_seat(game, state)
        assert game.evaluate_seats(state) == expected
        assert expected == [game.evaluate(state, s) for s in range(players)]
        checked += 1
    assert checked >= 10
    finished = game.setup(4, players)
    pick = random.Random(4)
    for _ in range(5000):
        if (decision := finished.decision) is None:
            break
        finished.apply(pick.choice(decision.actions))
    assert finished.is_over
    assert game.evaluate_seats(finished) == seat_by_seat(game, finished)
