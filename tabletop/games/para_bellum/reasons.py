"""Why an action is not legal now, in the player's words (``State.why_illegal``), for the
table to show when a gesture is refused.
"""

from __future__ import annotations

from tabletop.games.para_bellum import grid as G
from tabletop.games.para_bellum.actions import a_token
from tabletop.games.para_bellum.board import Board
from tabletop.games.para_bellum.data import COMMAND, EDGES, KIND
from tabletop.rules import Action


class Reasons(Board):
    """``why_illegal`` and its helpers (a mixin of ``ParaBellumState``)."""

    def why_illegal(self, action: Action) -> str | None:  # noqa: C901 - one branch per action
        decision = self.decision
        if decision is None:
            return "The game is over."
        if not isinstance(action, Action):
            return None
        frame = self.data["stack"][-1]
        step = frame["step"]
        seat = decision.seat
        kind = action.kind
        if step == "place" and not frame["optional"] and kind in ("skip", "pass", "end"):
            return (
                "You must place an Army card where you can: at least one of your Army "
                "cards fits your battlefield."
            )
        if kind == "place":
            return self._why_place(step, seat, action)
        if step != "action":
            return None
        d = self.data
        card = action.source
        if kind in ("command", "deploy", "requisition"):
            if card not in self.hand(seat):
                return "That card is not in your hand."
            if kind == "requisition" and card not in EDGES:
                return "Requisition discards an Army card from your hand, not a Command card."
            if kind != "requisition" and card in EDGES:
                return "Army cards are placed in the Army phase; they cannot be played now."
            if kind == "command" and KIND[card] != "order":
                return "Only Orders are played with the Command action; Permanents are deployed."
            if kind == "deploy":
                k = KIND[card]
                if k == "order":
                    return "Orders are played with the Command action, not deployed."
                if k == "construct" and d["actions_left"] < 2:
                    return "Deploying a Construct costs 2 actions; you have only 1 left."
                if k == "special_unit":
                    cell = G.parse_cell(action.target)
                    if cell is None:
                        return "A Special Unit goes to a cell of your battlefield."
                    return G.special_unit_problem(d["grid"][seat], *cell)
                if action.target != f"play.{seat}":
                    return "Constructs, Characters and Assets go to your play area."
            return None
        if kind in ("muster", "empower"):
            if self.general_die(seat)["value"] < 2:
                return "Your General die shows 1 and may never go lower."
            if kind == "muster" and not self.zones["army_deck"]:
                return "The Army deck is empty: there is nothing to Muster."
            if kind == "empower" and not self.dice_of(seat, "commander"):
                return "Empower raises a Commander die, and you have none."
            return None
        if kind == "activate":
            return self._why_activate(seat, action)
        if kind == "consult":
            if not self.dice_of(seat, "commander"):
                return "You need a Commander die to Consult (even when paying with a coin)."
            if action.source == "coin" and d["coins"][seat] < 1:
                return "You have no coin to pay with."
            return None
        if kind == "motivate":
            if action.source == "coin":
                return "Coins cannot be used to Motivate: lower one of your Commander dice."
            die = self.die(action.source)
            if die is None or die["seat"] != seat or die["colour"] != "red":
                return "Motivate is paid by lowering one of your Commander dice."
            return (
                "No Legion die of yours lies diagonally above that Commander die (or that "
                "is not one of them)."
            )
        if kind == "herold":
            if not d["alliances"]:
                return "Herold is an action of the 4-player game only."
            if d["alliances"][seat % 2]["runner"]:
                return "Your alliance's Runner is already on the Alliance card this round."
            if d["alliances"][seat % 2]["card"] in d["turned"]:
                return (
                    "Each permanent card may only be used once per turn: your Alliance card "
                    "was activated this turn."
                )
        return None

    def _why_place(self, step: str, seat: int, action: Action) -> str | None:
        if step != "place":
            return "You can place an Army card only in your Army phase (or with Forced March)."
        card = action.source
        if card not in self.hand(seat):
            return "That card is not in your hand."
        edges = EDGES.get(card or "")
        if edges is None:
            return (
                "Only Army cards are placed in the Army phase; Special Units are deployed "
                "with the Deploy action."
            )
        cell = G.parse_cell(action.target)
        if cell is None:
            return "Drop the card on a cell of your battlefield."
        return G.placement_problem(self.data["grid"][seat], edges, *cell)

    def _why_activate(self, seat: int, action: Action) -> str | None:
        card = action.target or ""
        if card not in COMMAND or card not in self.permanents(seat):
            return "You can activate only a Permanent card in your battlefield or play area."
        if card in self.data["turned"]:
            return "Each permanent card may only be used once per turn, and this one is turned."
        cost = COMMAND[card].get("cost")
        if cost is None:
            return f"{self.card_name(card)} has no ability and cannot be activated."
        kind = cost["type"]
        if cost["points"] and not self.has_token(seat, kind):
            return (
                f"You need a die on {a_token(kind)} token to use this ability (coins "
                "too need the token in your battlefield)."
            )
        die = self.die(action.source)
        if action.source not in (None, "coin") and (die is None or die["token"] != kind):
            return f"You can only pay with a die on {a_token(kind)} token."
        return "You cannot pay that: not enough points on the die or not enough coins."
