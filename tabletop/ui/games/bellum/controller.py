"""Bellum on the table: what differs from the generic controller.

Seats are named by their cities (Athens, Sparta); the status line says the turn, whose turn,
the phase in words and the districts each city has lost. Buying is a drag of an Olympus top
card onto your discard pile, where the words say to drop it, even for a card put into play on
purchase (it then goes into play; onto your side works too); paying is the toolkit's subset
(click the glowing cards of your hand, Confirm). A card of the hand that a "Discard" question
can take is also chosen by a click on it, with the choices' window put away. The prompt says
which card wants to act and why now (an Interruption window, a Death or Plunder "may", an
order).
"""

from __future__ import annotations

from typing import Any

from tabletop.rules import Action, Decision
from tabletop.ui import kit
from tabletop.ui.controller import Controller, DisplayModel, Interaction

CITY = {"athens": "Athens", "sparta": "Sparta"}
BUY_KINDS = ("buy", "free_buy")
TICK = "a tick \u2713 marks each one chosen"  # the mark drawn on a chosen card (marks.py)


class BellumController(Controller):
    default_kinds = ("end", "pass", "no_combat", "none", "done")
    picker_kinds = frozenset({"target"})

    def __init__(self, game: Any) -> None:
        super().__init__(game)
        self.cities: list[str] = []

    def seat_name(self, seat: int) -> str:
        if seat < len(self.cities):
            return CITY.get(self.cities[seat], f"Player {seat + 1}")
        return f"Player {seat + 1}"

    def learn(self, data: dict[str, Any]) -> None:
        cities = data.get("cities")
        if isinstance(cities, list):
            self.cities = [str(c) for c in cities]

    def _is_picker(self, kind: str, actions: list[Action]) -> bool:
        """A buy is a drag of an Olympus top card onto the discard pile, never a picker over
        the table (which would hide the hand and the End button)."""
        return kind != "buy" and super()._is_picker(kind, actions)

    def interaction(self, decision: Decision, view: dict[str, Any]) -> Interaction:
        self.learn(view)
        out = super().interaction(decision, view)
        seat = decision.seat
        into_play = clicks = False
        for action in decision.actions:
            source, target = action.source, action.target
            if action.kind in BUY_KINDS and source in out.drags and target == f"play.{seat}":
                # bought, it goes into play; dropped where every buy is dropped, it is bought
                out.drags[source] = {f"discard.{seat}": action, **out.drags[source]}
                into_play = True
            elif action.kind == "discard" and source in out.drags:
                # a click on a card of the hand discards it (with the choices' window put
                # away, "See the table", the click said "drag it ... to play it")
                out.clicks[source] = action
                clicks = True
        if clicks:
            out.hint = self.hint(out)
        dragged = {a for zones in out.drags.values() for a in zones.values()}
        out.buttons = [a for a in out.buttons if a.kind != "buy" or a not in dragged]
        kinds = {a.kind for a in decision.actions}
        if out.focus is None and not out.picker:
            out.focus = self.named_card(decision.prompt, view)  # "Keres's Death effect: ..."
        if "interrupt" in kinds:
            names = sorted({self.card_name(a.source) for a in decision.actions if a.source})
            out.hint = (
                f"Interruption window: {', '.join(names)} may be played now. Drag it onto its "
                "glowing target, or press Enter to pass."
            )
        elif "buy" in kinds and out.mode == "":
            buy = "drag the top card of an Olympus pile onto your discard pile to buy it"
            if into_play:  # Talos, Veteran Hoplite: the words say where such a card ends up
                buy += " (a card with the into-play icon then comes straight into play)"
            out.hint = (
                f"Drag a card from your hand onto your side to play it; {buy}. A purchase "
                "ends the play phase: play first. Or press Enter: End your turn."
                if "play" in kinds
                else f"{buy[0].upper()}{buy[1:]}. Or press Enter: End your turn."
            )
        elif out.mode == kit.SUBSET and attackers_asked(decision, view):
            # the rules ask for at least one attacker once Attack is chosen: the way back to
            # No combat is Undo, and the words say so rather than leave "Choose 1" a must.
            # Every creature that may attack has a gold frame: the tick tells the chosen ones
            out.hint = (
                f"Click each creature that attacks ({TICK}), then Confirm. Not attacking "
                "after all? Press Undo until No combat is offered again."
            )
        elif out.mode == kit.SUBSET and "buy" in decision.prompt.lower():
            out.hint = f"Click the glowing cards of your hand to pay ({TICK}), then Confirm."
        elif out.mode == kit.PAIRS:
            out.hint = (
                "Drag one of your creatures onto the attacker it blocks (a line joins them); "
                "click a blocker to take it back. Then Confirm (Enter); none: all unblocked."
            )
        return out

    def named_card(self, prompt: str, view: dict[str, Any]) -> str | None:
        """The card on the table whose name opens ``prompt`` ("Keres's Death effect: ...",
        "Dryad: ..."), so that it glows as the card wanting to act; None if there is none."""
        head = prompt.split(":", 1)[0]
        for card in sorted(kit.table_cards(view)):
            name = self.card_name(card)
            if head == name or head.startswith((f"{name}'s ", f"{name} ")):
                return card
        return None

    def status(self, display: DisplayModel, names: list[str]) -> str:
        d = display.data
        self.learn(d)
        if d.get("over"):
            return self.end_status(display, names)
        active = d.get("active")
        if not isinstance(active, int) or not 0 <= active < len(names):
            return ""
        parts = [f"Turn {d.get('turn', 1)}", names[active]]
        if d.get("phase"):
            parts.append(str(d["phase"]))
        # counted as the game-over chart counts them: by the city that plundered (4 wins)
        lost = d.get("plundered") or [0, 0]
        by = ", ".join(
            f"{self.seat_name(s)} {int(lost[1 - s])}/4" for s in range(len(lost)) if len(lost) == 2
        )
        return " \u00b7 ".join(parts) + f" \u00b7 Districts plundered: {by}"


def attackers_asked(decision: Decision, view: dict[str, Any]) -> bool:
    """Whether the decision is the choice of attackers: its toggles are creatures on the
    deciding seat's side (a payment's are cards of its hand). Told from the decision and
    the view, never from the rules' flow (the name of their private step)."""
    toggled = {a.source for a in decision.actions if a.kind == "toggle"}
    side = (view.get("zones") or {}).get(f"play.{decision.seat}")
    return bool(toggled) and isinstance(side, list) and toggled <= set(side)


CONTROLLER = BellumController
