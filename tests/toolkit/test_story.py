"""How a game went (tabletop/rules/story.py and each game's story.py): a seeded bot game of each
game is replayed into its chart and figures, and both are checked against what the game itself
reported: the chart's last point is the final state's value, each point is the value when the
next turn began (followed through the events' own snapshots), and every figure is a plain count
of the events or the choices it names."""

from __future__ import annotations

from collections import Counter
from functools import cache

import pytest

import tabletop.ai as ai
import tabletop.games as games
from tabletop.games.para_bellum.scoring import seat_score
from tabletop.rules import Event, State
from tabletop.rules.story import (
    OPPONENT,
    TABLE,
    Figure,
    Story,
    StoryPlan,
    Track,
    per_seat,
    plan_for,
    tell,
)
from tabletop.simulate import bot_seed

Played = tuple[State, list[tuple[int, str, list[Event]]]]  # the state; (seat, kind, events)


@cache
def played(game_id: str, seed: int = 3, players: int = 2) -> Played:
    """A whole greedy-bot game, with each action's seat, kind and events."""
    game = games.get(game_id)
    state = game.setup(seed, players)
    bots = [ai.get("greedy", bot_seed(seed, s)) for s in range(players)]
    log = []
    while state.decision is not None:
        seat = state.decision.seat
        action = bots[seat].choose(state.view(seat))
        log.append((seat, action.kind, state.apply(action)))
    return state, log


def events(log: list[tuple[int, str, list[Event]]]) -> list[Event]:
    return [e for _, _, evs in log for e in evs]


def by_seat(pairs: list[tuple[int | None, float]], players: int = 2) -> tuple[float, ...]:
    out = [0.0] * players
    for seat, size in pairs:
        if seat is not None:
            out[seat] += size
    return tuple(out)


def figures(story: Story) -> dict[str, tuple[float, ...] | float | None]:
    return {f.label: (f.total if f.total is not None else f.seats) for f in story.figures}


def check_shape(story: Story) -> None:
    """Units only go forward inside a section; a section starts where the last one ended."""
    assert story.sections
    end = 0
    for section in story.sections:
        units = [u for u, _ in section.points]
        assert units == sorted(set(units)), units
        assert units[0] >= end - 0
        end = units[-1]


# ----- the four games ---------------------------------------------------------------------------


def test_every_game_declares_a_story_and_the_example_game_none() -> None:
    for game_id in games.ids():
        assert isinstance(plan_for(games.get(game_id)), StoryPlan), game_id
    from example_game import GAME as SKIRMISH

    assert plan_for(SKIRMISH) is None


def test_bahamut_dispute_life_turn_by_turn_and_its_figures() -> None:
    state, log = played("bahamut-dispute")
    story = tell(state)
    assert story is not None and story.label == "Life" and story.unit_words[0] == "Turn"
    check_shape(story)
    assert story.last == tuple(state.data["life"])
    # life followed through the damage events' snapshots, taken as each turn begins
    life, expected = [4.0, 4.0], {0: (4.0, 4.0)}
    for event in events(log):
        if event.kind == "damage":
            life = [float(v) for v in event.details["data"]["life"]]
        elif event.kind == "turn":
            expected[event.details["data"]["turn"] - 1] = tuple(life)
    expected[state.data["turn"]] = tuple(life)
    assert dict(story.points) == expected
    assert len(story.points) == state.data["turn"] + 1
    evs = events(log)
    plays = Counter(seat for seat, kind, _ in log if kind == "play")
    assert figures(story) == {
        "Cards played": (plays[0], plays[1]),
        "Damage dealt": by_seat([(1 - e.seat, e.amount) for e in evs if e.kind == "damage"]),
        "Monster attacks": by_seat([(e.seat, 1) for e in evs if e.kind == "attack"]),
        "Cards cancelled": by_seat([(e.seat, 1) for e in evs if e.kind == "cancel"]),
    }
    assert sum(figures(story)["Damage dealt"]) == 8 - sum(state.data["life"])  # type: ignore[arg-type]


def test_bellum_districts_plundered_turn_by_turn_and_its_figures() -> None:
    """Seed 4: a game with an Interruption, which "Cards played" counts as a card played."""
    state, log = played("bellum", seed=4)
    assert any(kind == "interrupt" for _, kind, _ in log)
    story = tell(state)
    assert story is not None and story.label == "Districts plundered" and story.limit == 4
    check_shape(story)
    lost = state.data["plundered"]
    assert story.last == (lost[1], lost[0])  # each city's line: what it took from the other
    assert max(story.last) == 4  # the winner plundered all four
    plundered, turn, expected = [0, 0], 1, {0: (0.0, 0.0)}
    for event in events(log):
        if event.kind == "plunder":
            plundered = event.details["data"]["plundered"]
        elif event.kind == "turn":
            expected[turn] = (float(plundered[1]), float(plundered[0]))
            turn += 1
    expected[state.data["turn"]] = (float(plundered[1]), float(plundered[0]))
    assert turn == state.data["turn"]
    assert dict(story.points) == expected
    evs = events(log)
    plays = Counter(seat for seat, kind, _ in log if kind in ("play", "interrupt"))  # spells too
    as_events = [e for _, kind, evs_ in log if kind == "play" for e in evs_ if e.kind == "play"]
    assert sum(plays.values()) > len(as_events)  # spells were played: they emit no "play" event
    assert figures(story) == {
        "Cards played": (plays[0], plays[1]),
        "Cards bought": by_seat([(e.seat, 1) for e in evs if e.kind == "buy"]),
        "Attacks": by_seat([(e.seat, 1) for e in evs if e.kind == "attack"]),
        "Damage dealt": by_seat([(1 - e.seat, e.amount) for e in evs if e.kind == "damage"]),
        "Enemy creatures destroyed": by_seat(
            [(1 - e.seat, 1) for e in evs if e.kind == "destroyed"]
        ),
        "Districts plundered": (float(lost[1]), float(lost[0])),
    }


def test_para_bellum_victory_points_round_by_round_and_its_figures() -> None:
    state, log = played("para-bellum")
    story = tell(state)
    assert story is not None and story.label == "Victory points"
    assert story.unit_words == ("Round", "Rounds")
    check_shape(story)
    final = tuple(float(seat_score(state.data, s)["total"]) for s in range(2))
    assert story.last == final
    assert story.sections[0].points[0] == (0, (0.0, 0.0))
    assert [u for u, _ in story.points] == list(range(state.data["round"] + 1))
    evs = events(log)
    acts = Counter((seat, kind) for seat, kind, _ in log)
    assert figures(story) == {
        "Army cards placed": (acts[0, "place"], acts[1, "place"]),
        "Command cards played": (
            acts[0, "command"] + acts[0, "deploy"],
            acts[1, "command"] + acts[1, "deploy"],
        ),
        "Dice rolled": by_seat([(e.seat, 1) for e in evs if e.kind in ("roll", "reroll")]),
        "Legions completed": by_seat([(e.seat, 1) for e in evs if e.kind == "legion"]),
        "Color Banners placed": tuple(float(len(b)) for b in state.data["banners"]),
    }


@pytest.mark.parametrize("players", [4])
def test_para_bellum_with_more_players_has_a_line_per_seat(players: int) -> None:
    state, _ = played("para-bellum", 5, players)
    story = tell(state)
    assert story is not None and story.players == players
    assert story.last == tuple(float(seat_score(state.data, s)["total"]) for s in range(players))
    assert all(len(f.seats) == players for f in story.figures)


def test_bellwake_the_hush_scenario_by_scenario_and_what_the_keepers_did() -> None:
    state, log = played("bellwake")
    story = tell(state)
    assert story is not None and story.shared and story.label == "The Hush"
    assert story.limit == 17
    check_shape(story)
    assert story.last == (float(state.data["hush"]),)
    results = state.data["campaign"]["results"]
    titles = [games.get("bellwake").scenarios[r["scenario"]]["name"] for r in results]
    assert [s.name for s in story.sections] == titles
    assert story.sections[0].points[0] == (0, (4.0,))  # the Hush starts each scenario at 4
    for section, result in zip(story.sections, results, strict=True):
        rounds = section.points[-1][0] - section.points[0][0]
        assert rounds == result["rounds"], section
        assert section.points[-1][1] == (float(result["hush"]),)
    assert story.units == state.data["turn"]
    evs = events(log)
    plays = Counter(seat for seat, kind, _ in log if kind == "play")
    enemies = {c for c, d in games.get("bellwake").cards.items() if d.get("type") == "enemy"}
    silenced = [
        e
        for e in evs
        if e.kind == "move"
        and e.dst in ("victory", "encounter_discard")
        and e.card.partition("#")[0] in enemies
    ]
    assert figures(story) == {
        "Cards played": (plays[0], plays[1]),
        "Attack damage dealt": by_seat(
            [(e.seat, e.amount or 0) for e in evs if e.kind == "attack" and e.seat is not None]
        ),
        "Bell tolls": by_seat([(e.seat, 1) for e in evs if e.kind == "toll"]),
        "Enemies silenced": float(len(silenced)),
        "Progress made": float(sum(e.amount for e in evs if e.kind == "progress")),
        "Hush pushed back": float(-sum(e.amount for e in evs if e.kind == "hush" and e.amount < 0)),
    }


def test_a_story_is_the_same_from_a_save() -> None:
    """A loaded game (its history replayed by the loader) tells the same story."""
    state, _ = played("bellum")
    loaded = games.get("bellum").load(state.to_json())
    assert tell(loaded) == tell(state)


# ----- the toolkit on the example game ----------------------------------------------------------


def test_the_toolkit_counts_by_zone_sign_table_and_opponent() -> None:
    """Skirmish declares no story: a plan given to :func:`tell` still works, every rule of a
    Figure at once, against counts made by hand."""
    from example_game import GAME as SKIRMISH

    state = SKIRMISH.setup(2, 2)
    bots = [ai.get("greedy", s, game=SKIRMISH) for s in range(2)]
    log = []
    while state.decision is not None:
        seat = state.decision.seat
        action = bots[seat].choose(state.view(seat))
        log.append((seat, action.kind, state.apply(action)))
    plan = StoryPlan(
        unit="round",
        unit_words=("Round", "Rounds"),
        begins=("turn",),
        track=Track("Life", per_seat("life")),
        figures=(
            Figure("Cards out of hands", events=("move",), whose="src", src="hand"),
            Figure("Life lost", events=("life",), whose="seat", amount=True, sign=-1),
            Figure("Life lost by the other", events=("life",), whose=OPPONENT, sign=-1),
            Figure("Every end", actions=("end",), whose=TABLE),
        ),
    )
    story = tell(state, plan)
    assert story is not None
    assert story.last == tuple(float(v) for v in state.data["life"])
    evs = events(log)
    out_of_hands = by_seat(
        [
            (int(e.src.partition(".")[2]), 1)
            for e in evs
            if e.kind == "move" and e.src and e.src.startswith("hand.")
        ]
    )
    lost = [e for e in evs if e.kind == "life" and (e.amount or 0) < 0]
    assert out_of_hands != (0.0, 0.0) and lost
    assert figures(story) == {
        "Cards out of hands": out_of_hands,
        "Life lost": by_seat([(e.seat, -e.amount) for e in lost]),
        "Life lost by the other": by_seat([(1 - e.seat, 1) for e in lost]),
        "Every end": float(sum(1 for _, kind, _ in log if kind == "end")),
    }
    assert [u for u, _ in story.points] == list(range(state.data["round"] + 1))


def test_a_figure_is_told_what_it_counts() -> None:
    with pytest.raises(ValueError):
        Figure("Both", events=("a",), actions=("b",))
    with pytest.raises(ValueError):
        Figure("Whose?", events=("a",), whose="everyone")
