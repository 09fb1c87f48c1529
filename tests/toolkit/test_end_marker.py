"""The toolkit's standard action kinds: an action that ends the turn (or a phase or stage),
and a decision whose only choice is to end or to pass, told apart by any tool."""

from __future__ import annotations

from helpers import act, bahamut_scenario

from tabletop.ai.random_bot import RandomBot
from tabletop.rules import Action, Decision
from tabletop.rules.values import END, ENDING_KINDS, PASS, STOP


def test_ending_kinds_and_lone_choices() -> None:
    assert ENDING_KINDS == {END, STOP}
    assert Action("end").ends_turn and Action("stop").ends_turn
    assert not Action("pass").ends_turn and not Action("play", "x", "y").ends_turn
    lone = Decision(0, "End your turn.", (Action(END, text="End the turn"),))
    assert lone.lone_end == Action(END) and lone.lone_pass is None
    window = Decision(1, "React?", (Action(PASS, text="Pass"),))
    assert window.lone_pass == Action(PASS) and window.lone_end is None
    both = Decision(0, "Play or end.", (Action("play", "x", "field.0"), Action(END)))
    assert both.lone_end is None and both.lone_pass is None


def test_bahamut_turn_waits_for_its_end_after_the_last_play() -> None:
    """After the cards a turn allows, the turn still waits: the one choice is to end it."""
    state = bahamut_scenario(hand0=["baby-bahamut", "swift-gift"], hand1=[], nope=(2, 0))
    state.data["plays_left"] = 1
    act(state, "play", "baby-bahamut", "field.0")
    assert state.decision.seat == 0 and state.decision.lone_end is not None
    assert state.can_undo(0)


def test_random_bot_does_not_draw_when_there_is_no_choice() -> None:
    """One legal action: the bot's generator stays where it was, so a game with an extra
    forced decision (an explicit end of turn) keeps the bot's later choices."""
    a, b = RandomBot(5), RandomBot(5)
    view = {"decision": {"seat": 0, "actions": [{"kind": "end", "text": "End the turn"}]}}
    assert a.choose(view) == Action("end")
    assert a._rng.random() == b._rng.random()
