"""Para Bellum, the end of the game (docs/rules/para-bellum.md 6, 13): triggers, the round limit,
scoring, winners and ties."""

from __future__ import annotations

from helpers import act

from tabletop.games.para_bellum.scenario import army, build, command
from tabletop.games.para_bellum.scoring import final_result, seat_score


def end_round(state) -> None:
    """Every remaining turn of the round ends at once (no Army card in any hand)."""
    while not state.is_over:
        act(state, "end")


def test_scoring_table() -> None:
    """Our completion (13.3): banner 3 VP; legion of n cards 2n - 3; each Legion or Commander die
    1; a Permanent its VP; VP markers 1 each; 1 per 3 coins. "Cards in hand, the General die and
    Wards score nothing." "Completed legions count even if some of their dice were lost." """
    state = build(
        phase="action",
        coins=[8, 0],
        wards=[3, 0],
        general={0: 6},
        banners={0: ["red", "green"]},
        grids={0: {"1,0": command("praetorian-guard")}},
        play={0: [command("villa"), command("forge")]},
        hands={0: [army("red"), command("triumph")]},
        dice=[(0, "black", "black:0,0", 6, "archer"), (0, "red", "red:0,1", 1, None)],
    )
    d = state.data
    d["legions"][0] = [
        {"colour": "red", "row": 0, "lo": -1, "hi": 0, "cards": 2},
        {"colour": "green", "row": 1, "lo": 1, "hi": 4, "cards": 4},
    ]
    d["vp"][0] = 3
    score = seat_score(d, 0)
    assert score == {
        "banners": 6,
        "legions": 1 + 5,
        "dice": 2,
        "permanents": 2 + 3 + 2,
        "vp_markers": 3,
        "coins": 2,
        "total": 6 + 6 + 2 + 7 + 3 + 2,
        "pips": 7,
        "coins_held": 8,
    }


def test_the_round_is_finished_after_the_trigger() -> None:
    """Our completion (13.1): "the active player finishes their turn (Action and Draw phases),
    and every player who has not yet played in this round plays a full turn. Then the game ends
    and is scored." Seat 1 plays first here; seat 0, the last of the round, triggers it."""
    state = build(3, phase="action", active=0, first=1)
    state.trigger_end("Test trigger.")
    act(state, "end")
    assert state.is_over  # seat 0 was the last player of the round (first is seat 1)
    state = build(3, phase="action", active=1, first=1)
    state.trigger_end("Test trigger.")
    act(state, "end")
    assert not state.is_over and state.data["active"] == 2
    act(state, "end")
    assert not state.is_over and state.data["active"] == 0
    act(state, "end")
    assert state.is_over and state.data["end_reason"].startswith("Test trigger.")


def test_round_limit() -> None:
    """Our completion (13.2): "In any case the game ends at the end of round 30." """
    state = build(phase="action", round_=30)
    act(state, "end")
    assert not state.is_over
    act(state, "end")
    assert state.is_over and "Round 30" in state.data["end_reason"]
    assert state.data["round"] == 30
    state = build(phase="action", round_=29)
    end_turns = 0
    while not state.is_over and end_turns < 2:
        act(state, "end")
        end_turns += 1
    assert not state.is_over and state.data["round"] == 30


def test_most_vp_wins_and_scores_are_public() -> None:
    """Our completion (13.4): "the player with the most VP wins"; the game-over screen reads
    ``data["scores"]``."""
    state = build(phase="action", banners={1: ["red"]})
    state.trigger_end("Test.")
    end_round(state)
    assert state.winners == [1]
    scores = state.data["scores"]
    assert [p["total"] for p in scores["players"]] == [0, 3] and scores["winners"] == [1]
    assert "Player 2 wins with 3 VP" in state.data["end_reason"]


def test_ties_broken_by_pips_then_coins_then_turn_order() -> None:
    """Our completion (13.4): "Ties are broken, in order, by: the larger total of pips on Legion
    and Commander dice in the battlefield ..., then more coins ..., then the player (alliance)
    later in the turn order of a round — the first player's opponent in a 2-player game." """
    data = build(phase="action").data
    data["dice"].append(
        {
            "id": "die:L9",
            "seat": 0,
            "colour": "black",
            "value": 5,
            "square": "black:0,0",
            "token": None,
        }
    )
    data["dice"].append(
        {
            "id": "die:L8",
            "seat": 1,
            "colour": "black",
            "value": 2,
            "square": "black:0,0",
            "token": None,
        }
    )
    scores, winners, text = final_result(data)
    assert winners == [0] and "pips" in text
    data["dice"][-2]["value"] = 2
    data["coins"] = [1, 2]
    scores, winners, text = final_result(data)
    assert winners == [1] and "coins" in text
    data["coins"] = [2, 2]
    assert final_result(data)[1] == [1]  # seat 0 played first: seat 1 is later
    data["first"] = 1
    scores, winners, text = final_result(data)
    assert winners == [0] and "turn order" in text and scores["tiebreak"] == "turn order"


def test_four_players_alliance_sums() -> None:
    """Our completion (13.4): "4 players: the alliance with the larger sum of its two players'
    VP"; ties summed the same way."""
    data = build(4, phase="action").data
    data["banners"] = [["red"], ["red", "blue"], ["green"], []]
    scores, winners, _ = final_result(data)
    assert [a["total"] for a in scores["alliances"]] == [6, 6]
    assert winners == [1, 3]  # a full tie: the alliance later in the round (seat 0 is first)
    data["coins"] = [2, 2, 3, 2]
    assert final_result(data)[1] == [0, 2]
