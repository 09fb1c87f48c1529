"""The effect vocabulary of Appendix A: one function per op, run by the ``effect`` flow step.

An effect frame is ``{"step": "effect", "seat": acting seat, "steps": [remaining steps],
"opp": named opponent or None, "source": card or reward id}``. The frame resolves its steps
one at a time (``ParaBellumState.run_effect``); an op that needs a choice pushes a decision
frame above the effect frame, so the choice is made before the next step resolves. The first
step that targets an opponent asks the acting player to name one (rule 3), and every later step
of the same effect reuses that player.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.games.para_bellum.data import SETUP
from tabletop.rules.effects import Effects

if TYPE_CHECKING:
    from tabletop.games.para_bellum.rules import ParaBellumState

Step = dict[str, Any]
Frame = dict[str, Any]


EFFECTS = Effects()  # the ops, by the names cards.json uses


def needs_opponent(step: Step) -> bool:
    return step.get("target") == "opponent"


def _target(st: ParaBellumState, frame: Frame, step: Step) -> int:
    return frame["opp"] if needs_opponent(step) else frame["seat"]


@EFFECTS.op("gain_coins")
def op_gain_coins(st: ParaBellumState, frame: Frame, step: Step) -> None:
    st.gain_coins(frame["seat"], step["amount"])


@EFFECTS.op("steal_coins")
def op_steal_coins(st: ParaBellumState, frame: Frame, step: Step) -> None:
    seat, opp = frame["seat"], frame["opp"]
    taken = min(step["amount"], st.data["coins"][opp])
    st.data["coins"][opp] -= taken
    st.data["coins"][seat] += taken
    st.emit(
        "coins",
        f"{st.who(seat)} takes {taken} coin{'s' if taken != 1 else ''} from {st.who(opp)}.",
        seat=seat,
        src=f"coins.{opp}",
        dst=f"coins.{seat}",
        amount=taken,
        details=st.data_after("coins"),
    )


@EFFECTS.op("draw_army")
def op_draw_army(st: ParaBellumState, frame: Frame, step: Step) -> None:
    for _ in range(step["amount"]):
        st.draw_army(frame["seat"])


@EFFECTS.op("draw_command")
def op_draw_command(st: ParaBellumState, frame: Frame, step: Step) -> None:
    for _ in range(step["amount"]):
        st.draw_command(frame["seat"])


@EFFECTS.op("take_face_up")
def op_take_face_up(st: ParaBellumState, frame: Frame, step: Step) -> None:
    for _ in range(step["amount"]):
        st.ask("take_row", seat=frame["seat"])


@EFFECTS.op("discard")
def op_discard(st: ParaBellumState, frame: Frame, step: Step) -> None:
    who = _target(st, frame, step)
    for _ in range(step["amount"]):
        st.ask("discard", seat=who, card=step.get("card", "any"), why=st.card_name(frame["source"]))


@EFFECTS.op("raise_die")
def op_raise_die(st: ParaBellumState, frame: Frame, step: Step) -> None:
    if step["die"] == "general":
        st.change_die(st.general_die(frame["seat"]), step["amount"])
    else:
        st.ask("raise_die", seat=frame["seat"], die=step["die"], amount=step["amount"])


@EFFECTS.op("lower_die")
def op_lower_die(st: ParaBellumState, frame: Frame, step: Step) -> None:
    st.ask(
        "lower_die", seat=frame["seat"], opp=frame["opp"], die=step["die"], amount=step["amount"]
    )


@EFFECTS.op("reroll_dice")
def op_reroll_dice(st: ParaBellumState, frame: Frame, step: Step) -> None:
    st.ask("reroll", seat=frame["seat"], die=step["die"], count=step["count"], chosen=[])


@EFFECTS.op("remove_die")
def op_remove_die(st: ParaBellumState, frame: Frame, step: Step) -> None:
    st.ask("lose_die", seat=frame["opp"], die=step["die"], why=st.card_name(frame["source"]))


@EFFECTS.op("gain_token")
def op_gain_token(st: ParaBellumState, frame: Frame, step: Step) -> None:
    st.ask("token", seat=frame["seat"], kind=step["kind"])


@EFFECTS.op("gain_ward")
def op_gain_ward(st: ParaBellumState, frame: Frame, step: Step) -> None:
    st.gain_wards(frame["seat"], step["amount"])


@EFFECTS.op("extra_actions")
def op_extra_actions(st: ParaBellumState, frame: Frame, step: Step) -> None:
    st.data["actions_left"] += step["amount"]
    st.emit(
        "actions",
        f"{st.who(frame['seat'])} gains {step['amount']} extra "
        f"action{'s' if step['amount'] != 1 else ''} this turn.",
        seat=frame["seat"],
        amount=step["amount"],
        details=st.data_after("actions_left"),
    )


@EFFECTS.op("extra_placement")
def op_extra_placement(st: ParaBellumState, frame: Frame, step: Step) -> None:
    seat = frame["seat"]
    if st.placements(seat):
        st.push("place", seat=seat, optional=True)
    else:
        st.emit("info", f"{st.who(seat)} has no Army card that fits the battlefield.", seat=seat)


@EFFECTS.op("score_vp")
def op_score_vp(st: ParaBellumState, frame: Frame, step: Step) -> None:
    seat = frame["seat"]
    st.data["vp"][seat] += step["amount"]
    st.emit(
        "vp",
        f"{st.who(seat)} scores {step['amount']} VP.",
        seat=seat,
        amount=step["amount"],
        details=st.data_after("vp"),
    )


@EFFECTS.op("morale_check")
def op_morale_check(st: ParaBellumState, frame: Frame, step: Step) -> None:
    st.push("morale", seat=frame["opp"], strength=step["strength"], by=frame["seat"])


@EFFECTS.op("if_token")
def op_if_token(st: ParaBellumState, frame: Frame, step: Step) -> None:
    seat = frame["seat"]
    branch = step["then"] if st.has_token(seat, step["type"]) else step.get("else", [])
    frame["steps"] = list(branch) + frame["steps"]


@EFFECTS.op("both_allies")
def op_both_allies(st: ParaBellumState, frame: Frame, step: Step) -> None:
    seat = frame["seat"]
    ally = st.ally(seat)
    if ally is not None:  # pushed first: resolves after the acting player's own part
        st.push("effect", seat=ally, steps=list(step["then"]), opp=None, source=frame["source"])
    st.push("effect", seat=seat, steps=list(step["then"]), opp=None, source=frame["source"])


WARD_LIMIT: int = SETUP["ward_limit"]
