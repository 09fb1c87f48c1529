"""Toolkit: trigger batches (several at once, nested inside an effect, fizzling) and reaction
windows that go on until every seat has passed, on a tiny game made for these cases."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

from helpers import act

from tabletop.rules import Action, Decision, Game, State
from tabletop.rules.effects import Effects

EFFECTS = Effects()


@EFFECTS.op("note")
def note(state: Any, frame: dict, step: dict) -> None:
    state.data["notes"].append(step["name"])


@EFFECTS.op("echo")
def echo(state: Any, frame: dict, step: dict) -> None:
    state.fire("echo")
    state.resolve_triggers()


def ring(card: str, *extra: dict, resolve_if: str | None = None) -> dict:
    trigger = {"on": "ring", "text": card, "effect": [*extra, {"op": "note", "name": card}]}
    if resolve_if:
        trigger["resolve_if"] = resolve_if
    return {"id": card, "name": card.title(), "triggers": [trigger]}


NOTE_E = {"op": "note", "name": "e"}
CARDS = {
    "a": ring("a"),
    "b": ring("b"),
    "c": ring("c", resolve_if="still_here"),
    "d": ring("d", {"op": "echo"}),
    "e": {
        "id": "e",
        "name": "E",
        "triggers": [{"on": "echo", "effect": [{"op": "note", "name": "e"}]}],
    },
    "f": {
        "id": "f",
        "name": "F",
        "triggers": [
            {"on": "ring", "if": {"not_gone": "a"}, "effect": [{"op": "note", "name": "f"}]}
        ],
    },
    "fast1": {"id": "fast1", "name": "Fast 1"},
    "fast2": {"id": "fast2", "name": "Fast 2"},
    "fast3": {"id": "fast3", "name": "Fast 3"},
}


class Chimes(State):
    def initial_data(self, options: dict[str, Any]) -> None:
        self.data["zones"] = {"play": list(options["play"]), "hand.0": [], "hand.1": []}
        self.data["zones"]["hand.1"] = list(options["fast"])
        self.data.update(notes=[], active=0, gone=[])
        self.push("done")
        if options["window"]:
            self.open_window("fast", [1, 0], "Play a fast card?", then="closed", ask_all=True)
        self.fire("ring")
        self.resolve_triggers()

    def trigger_sources(self, event: str, ctx: dict) -> list[tuple[str, int]]:
        return [(card, 0) for card in self.zones["play"]]

    def when_still_here(self, trigger: dict, ctx: dict) -> bool:
        return trigger["source"] not in self.data["gone"]

    def when_not_gone(self, trigger: dict, ctx: dict, card: str) -> bool:
        return card not in self.data["gone"]

    def reactions_fast(self, frame: dict, seat: int) -> list[Action]:
        return [Action("fast", c, text=f"Play {c}") for c in self.zones[f"hand.{seat}"]]

    def react_fast(self, frame: dict, seat: int, action: Action) -> None:
        self.zones[f"hand.{seat}"].remove(action.source)
        self.data["notes"].append(action.source)

    def then_closed(self, frame: dict, reacted: list[int]) -> None:
        self.data["notes"].append(f"closed after {reacted}")

    def decide_done(self, frame: dict) -> Decision:
        return Decision(0, "Done?", (Action("done"),))

    def on_done(self, frame: dict, action: Action) -> None:
        self.finish([0], "Done.")


@dataclass
class ChimesGame(Game):
    @cached_property
    def cards(self) -> dict[str, dict[str, Any]]:
        return CARDS


GAME = ChimesGame(
    id="chimes",
    title="Chimes",
    player_counts=(2,),
    rules_version=1,
    state_class=Chimes,
    options={"play": [], "fast": [], "window": False},
    effects=EFFECTS,
)


def order(state: State, *names: str) -> None:
    for name in names:
        act(state, "next", next(a.source for a in state.legal_actions if a.text.startswith(name)))


def test_three_triggers_at_once_are_all_ordered_before_the_first_resolves() -> None:
    state = GAME.setup(1, 2, play=["a", "b", "d"], fast=[])
    assert state.decision.prompt.endswith("Which comes first?")
    order(state, "B")
    assert state.data["notes"] == [] and state.decision.prompt.endswith("Which comes second?")
    order(state, "D")  # A comes third without a question
    assert state.data["notes"] == ["b", "d", "a"]


def test_a_trigger_inside_an_effect_does_not_reopen_the_outer_order() -> None:
    state = GAME.setup(1, 2, play=["d", "e", "a", "b"], fast=[])
    order(state, "D", "A")  # E listens to the echo only: D, A and B ring
    assert state.decision.prompt == "Done?"  # nothing asked again while D's echo resolved
    assert state.data["notes"] == ["e", "d", "a", "b"]  # E inside D's effect, before D's note


def test_a_trigger_that_no_longer_holds_fizzles() -> None:
    state = GAME.setup(1, 2, play=["c"], fast=[])
    assert state.data["notes"] == ["c"]
    state = GAME.setup(1, 2, play=["a", "c"], fast=[])
    state.data["gone"].append("c")
    events = act(state, "next", next(a.source for a in state.legal_actions if "A" in a.text))
    assert state.data["notes"] == ["a"]
    assert any(e.text == "C: c does not resolve." for e in events)


def test_copies_in_one_order_are_told_apart() -> None:
    state = GAME.setup(1, 2, play=["a", "a"], fast=[])
    texts = [a.text for a in state.legal_actions]
    assert texts == ["A: a (first) first", "A: a (second) first"]


def test_a_window_goes_on_until_every_seat_has_passed() -> None:
    """A seat that reacted may react again; the window closes only when all have passed."""
    state = GAME.setup(1, 2, fast=["fast1", "fast2", "fast3"], window=True)
    assert state.decision.seat == 1
    act(state, "fast", "fast1")
    assert state.decision.seat == 0 and [a.kind for a in state.legal_actions] == ["pass"]
    act(state, "pass")  # seat 0 holds nothing but is asked (ask_all): its hand stays secret
    assert state.decision.seat == 1
    act(state, "fast", "fast2")
    act(state, "pass")  # seat 0 again, after seat 1's new reaction
    act(state, "pass")  # seat 1 keeps fast3
    assert state.data["notes"] == ["fast1", "fast2", "closed after [1, 1]"]
    assert state.decision.prompt == "Done?"


def test_a_condition_may_carry_an_argument() -> None:
    """``{"not_gone": "a"}`` is checked by ``when_not_gone(trigger, ctx, "a")``."""
    state = GAME.setup(1, 2, play=["f"], fast=[])
    assert state.data["notes"] == ["f"]
    assert state.holds({"not_gone": "a"}, {}, {})
    state.data["gone"].append("a")
    assert not state.holds({"not_gone": "a"}, {}, {})
