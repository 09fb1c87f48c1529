"""Para Bellum through the rules contract: setup (docs/rules/para-bellum.md 5), secrets, samples
for bots, saves, replays, undo, clones, reasons in words, and the data file's loader."""

from __future__ import annotations

import json
import random

import pytest
from helpers import act, illegal_reason, is_sentence

import tabletop.ai as ai
from tabletop.games.para_bellum import GAME
from tabletop.games.para_bellum import data as D
from tabletop.games.para_bellum.scenario import army, build
from tabletop.rules import Action, IllegalAction


def random_game(seed: int, steps: int, players: int = 2):
    state = GAME.setup(seed, players)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions))
    return state


def census(state) -> None:
    found = sorted(c for zone in state.data["zones"].values() for c in zone)
    assert found == sorted(GAME.all_cards(state.data))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup(players: int) -> None:
    """Section 5: one Battle Reward; a Command row of 4; one starting card each at (0,0); General
    die 6, 2 coins; "Each player draws 5 Army cards and then 2 Command cards"; the first player
    "at random (in the app: from the game's seeded random generator)"."""
    state = GAME.setup(11, players)
    d = state.data
    census(state)
    assert d["battle_reward"] in D.REWARDS
    assert len(state.zones["row"]) == 4
    assert len({g["0,0"] for g in d["grid"]}) == players
    assert all(g["0,0"] in D.STARTING for g in d["grid"])
    for seat in range(players):
        hand = state.hand(seat)
        assert len(hand) == 7 and sum(c in D.ARMY for c in hand) == 5
        assert state.general_die(seat)["value"] == 6 and d["coins"][seat] == 2
    assert d["round"] == 1 and d["active"] == d["first"]
    assert state.decision.seat == d["first"]
    firsts = {GAME.setup(seed, players).data["first"] for seed in range(40)}
    assert firsts == set(range(players))


def test_options_are_checked() -> None:
    with pytest.raises(ValueError, match="first_player"):
        GAME.setup(1, 2, first_player=2)
    with pytest.raises(ValueError, match="battle_reward"):
        GAME.setup(1, 2, battle_reward="reward-none")
    assert GAME.setup(1, 3, first_player=2).data["first"] == 2
    with pytest.raises(ValueError):
        GAME.setup(1, 5)


def test_data_loader_rejects_unknown_ops() -> None:
    """Appendix A: "The data file lists these 18 names in effect_ops; a loader should reject any
    other op." """
    assert len(D.OPS) == 18
    with pytest.raises(ValueError, match="unknown effect step"):
        D._check_steps([{"op": "win_the_game"}], "test")
    with pytest.raises(ValueError, match="unknown effect step"):
        D._check_steps([{"op": "if_token", "type": "warlord", "then": [{"op": "x"}]}], "test")
    D.validate()


def test_views_hide_hands_and_decks() -> None:
    """16.13: "hands and the order of both decks are hidden; everything on the battlefields,
    play areas, the Command row, ... coins, Wards, VP markers, banners and the sizes of hands and
    decks are public."""
    state = random_game(3, 60, 3)
    for seat in (0, 1, 2, None):
        view = state.view(seat)
        text = json.dumps(view)
        for zone, cards in state.data["zones"].items():
            visible = not (
                zone in ("army_deck", "command_deck")
                or zone.startswith("hand.")
                and zone != f"hand.{seat}"
            )
            if visible:
                assert view["zones"][zone] == cards
            else:
                assert view["zones"][zone] == {"count": len(cards)}
                for card in cards:
                    if all(card not in c for z, c in state.data["zones"].items() if z != zone):
                        assert f'"{card}"' not in text, (seat, zone, card)
        for key in ("grid", "dice", "coins", "banners", "round"):
            assert view[key] == state.data[key]


def test_events_keep_draws_secret() -> None:
    """A drawn card is told only to its owner; the others learn that a card was drawn."""
    state = build(phase="action", army_top=[army("red")])
    events = act(state, "end")
    draw = next(e for e in events if e.kind == "move" and e.dst == "hand.0")
    assert draw.card == army("red")
    assert draw.for_seat(1).card is None and "draws an Army card" in draw.for_seat(1).text
    assert draw.for_seat(0).card == army("red")


def test_sample_is_consistent_with_the_view() -> None:
    """``game.sample`` deals the hidden cards at random, keeping everything the seat knows."""
    state = random_game(5, 80)
    seat = state.decision.seat
    view = state.view(seat)
    differs = 0
    for s in range(5):
        sample = GAME.sample(view, s)
        census(sample)
        for zone, cards in state.data["zones"].items():
            if state.can_see(seat, zone):
                assert sample.zones[zone] == cards
            else:
                assert len(sample.zones[zone]) == len(cards)
                differs += sample.zones[zone] != cards
        assert all(c in D.ARMY for c in sample.zones["army_deck"])
        assert all(c in D.COMMAND for c in sample.zones["command_deck"])
        for other in range(state.players):  # card backs differ: the kinds in a hand are public
            kinds = sorted(c in D.ARMY for c in state.hand(other))
            assert sorted(c in D.ARMY for c in sample.hand(other)) == kinds
        assert sample.decision.seat == seat
        assert {a.to_json().__repr__() for a in sample.legal_actions} == {
            a.to_json().__repr__() for a in state.legal_actions
        }
    assert differs > 0


def test_a_placement_that_rolls_dice_cannot_be_undone() -> None:
    """Undo takes back a pure choice; a die rolled is a barrier (``mark_revealed``)."""
    quiet = build(hands={0: [army("red"), army("red-green")]})
    act(quiet, "place", army("red"), "cell:0,1")  # an open legion: no die
    assert quiet.can_undo(0)  # (a built position cannot replay its history: no undo() here)
    loud = build(hands={0: [army("green-red")]}, grids={0: {"0,1": army("red-blue")}})
    act(loud, "place", army("green-red"), "cell:0,-1")  # completes a legion: dice are rolled
    assert not loud.can_undo(0)


def test_draw_blocks_undo() -> None:
    state = random_game(4, 0)
    rng = random.Random(2)
    while True:
        muster = state.decision.find("muster")
        if muster is not None:
            break
        state.apply(rng.choice(state.legal_actions))
    seat = state.decision.seat
    state.apply(muster)
    assert not state.can_undo(seat)
    with pytest.raises(IllegalAction, match="revealed"):
        state.undo()


def test_every_action_has_text_and_every_prompt_is_a_sentence() -> None:
    for seed in range(6):
        state = GAME.setup(seed, 2 + seed % 3)
        rng = random.Random(seed)
        while not state.is_over:
            decision = state.decision
            assert decision.prompt.endswith((".", "?", ")")) and decision.prompt[0].isupper()
            for action in decision.actions:
                assert action.text and action.text[0].isupper(), action
            assert len(set(decision.actions)) == len(decision.actions)
            state.apply(rng.choice(decision.actions))


def test_texts_name_squares_by_the_cards_around_them() -> None:
    """A log line or an action says "between the Red Column and the Blue Camp", never a square
    id such as ``black:0,-1`` that a person cannot find on the table."""
    placed = 0
    for seed in range(4):
        state = GAME.setup(seed, 2 + seed % 3)
        rng = random.Random(seed)
        while not state.is_over:
            for action in state.legal_actions:
                assert "black:" not in action.text and "red:" not in action.text, action
            for event in state.apply(rng.choice(state.legal_actions)):
                assert "black:" not in event.text and "red:" not in event.text, event
                if event.kind == "roll" and event.dst != "general":
                    placed += 1
                    assert " between the " in event.text, event
    assert placed > 20


def test_unknown_actions_are_refused_in_words() -> None:
    state = random_game(8, 30)
    for action in (
        Action("fly"),
        Action("place", "army-001", "cell:9,9"),
        Action("activate", "coin", "cmd-villa", "1"),
        Action("herold"),
    ):
        if action not in state.legal_actions:
            reason = illegal_reason(state, action)
            assert is_sentence(reason), reason


def test_bots_play_a_game_legally() -> None:
    """The shared bots play through the contract; the greedy bot's search never gives up."""
    state = GAME.setup(3, 2)
    bots = [ai.get("greedy", 1, game=GAME), ai.get("random", 2, game=GAME)]
    while (decision := state.decision) is not None:
        action = bots[decision.seat].choose(state.view(decision.seat))
        assert action in decision.actions
        state.apply(action)
    assert bots[0].fallbacks == 0
    assert state.data["scores"]["winners"] == state.winners


def test_greedy_uses_its_actions_and_beats_random() -> None:
    """The evaluation counts the draw still due this turn: without that, ending the Action
    phase at once (which draws at once) looked better to the one-ply search than any action,
    and the bot left nearly all its actions unused."""
    used = ended_early = greedy_wins = 0
    for seed in range(4):
        state = GAME.setup(600 + seed, 2)
        bots = [ai.get("greedy", seed, game=GAME), ai.get("random", seed, game=GAME)]
        while (decision := state.decision) is not None:
            action = bots[decision.seat].choose(state.view(decision.seat))
            if decision.seat == 0 and state.data["stack"][-1]["step"] == "action":
                if action.kind == "end":
                    ended_early += state.data["actions_left"] > 0
                else:
                    used += 1
            state.apply(action)
        greedy_wins += state.winners == [0]
    assert used > 5 * ended_early and greedy_wins >= 3


def test_registered() -> None:
    import tabletop.games as games

    assert games.get("para-bellum") is GAME
    assert GAME.player_counts == (2, 3, 4) and GAME.title == "Para Bellum"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_simulate_command_plays_para_bellum(players: int) -> None:
    """``tabletop simulate para-bellum --players P`` plays whole games without an error."""
    import io

    import tabletop.simulate as simulate
    from tabletop.cli import build_parser

    bots = ",".join(["random"] * players)
    args = build_parser().parse_args(
        [
            "simulate",
            "para-bellum",
            "--players",
            str(players),
            "--games",
            "4",
            "--seed",
            "3",
            "--bots",
            bots,
            "--json",
        ]
    )
    out, err = io.StringIO(), io.StringIO()
    assert simulate.run(args, out, err) == 0, err.getvalue()
    result = json.loads(out.getvalue())
    assert result["errors"] == 0 and sum(result["wins"]) >= 4
