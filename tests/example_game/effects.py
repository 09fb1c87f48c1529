"""Skirmish's effect ops, referred to by name from cards.json."""

from __future__ import annotations

from typing import Any

from tabletop.rules.effects import Effects

EFFECTS = Effects()


@EFFECTS.op("draw")
def draw(state: Any, frame: dict[str, Any], step: dict[str, Any]) -> None:
    state.draw_one(frame["seat"], step["amount"])


@EFFECTS.op("discard")
def discard(state: Any, frame: dict[str, Any], step: dict[str, Any]) -> None:
    seat = frame["seat"]
    state.ask_discard(
        seat, step["amount"], f" ({state.card_name(frame['source'])})", dst=f"discard.{seat}"
    )


@EFFECTS.op("gain_life")
def gain_life(state: Any, frame: dict[str, Any], step: dict[str, Any]) -> None:
    seat = frame["seat"]
    state.data["life"][seat] += step["amount"]
    life = state.data["life"][seat]
    state.emit(
        "life",
        f"{state.seat_name(seat)} gains {step['amount']} life ({life}).",
        seat=seat,
        amount=step["amount"],
        details={"life": life},
    )


@EFFECTS.op("damage_opponents")
def damage_opponents(state: Any, frame: dict[str, Any], step: dict[str, Any]) -> None:
    for seat in range(state.players):
        if seat != frame["seat"]:
            state.lose_life(seat, step["amount"])
    state.check_end()


@EFFECTS.op("may_draw")
def may_draw(state: Any, frame: dict[str, Any], step: dict[str, Any]) -> None:
    state.ask_may(
        frame["seat"], "Drummer: draw a card?", "may_draw", yes="Draw a card", no="Do not draw"
    )
