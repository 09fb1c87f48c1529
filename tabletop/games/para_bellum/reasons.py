"""Why an action is not legal now, in the player's words (``State.why_illegal``), for the
table to show when a gesture is refused.

Every kind of action of the game gets a reason of its own: taken at the wrong moment (``NOT_NOW``
and the Action-phase kinds), or at the right moment with the wrong card, die, token, player or
place (one ``_why_<kind>`` method each). A kind the game does not know gets None (the layer's
generic refusal, which repeats the prompt).
"""

from __future__ import annotations

from typing import Any

from tabletop.games.para_bellum import grid as G
from tabletop.games.para_bellum.action_phase import SIDES
from tabletop.games.para_bellum.actions import a_token, player
from tabletop.games.para_bellum.board import Board, Frame
from tabletop.games.para_bellum.data import (
    COLOURS,
    COMMAND,
    EDGES,
    KIND,
    LIMITS,
    REWARDS,
    SETUP,
    TOKEN_KIND,
    TOKEN_NAME,
    TOKEN_TYPES,
    card_name,
)
from tabletop.rules import Action

# The decision step(s) where each kind of action is taken.
STEPS: dict[str, tuple[str, ...]] = {
    **{
        kind: ("action",)
        for kind in (
            "command",
            "deploy",
            "herold",
            "muster",
            "empower",
            "activate",
            "consult",
            "motivate",
            "requisition",
            "pass",
        )
    },
    "end": ("action", "end_actions"),
    "skip": ("place",),
    "take": ("low_roll", "take_row"),
    "decline": ("low_roll",),
    "token": ("token",),
    "order": ("order_big",),
    "opponent": ("name_opponent",),
    "bonus": ("choose_bonus",),
    "lose": ("lose_die",),
    "discard": ("discard",),
    "raise": ("raise_die",),
    "lower": ("lower_die",),
    "pick": ("reroll",),
    "roll": ("reroll",),
}
# The kinds whose actions carry an option (the others never do).
WITH_OPTION = frozenset(
    {"empower", "activate", "motivate", "order", "opponent", "bonus", "raise", "lower"}
)
# The Action-phase kinds as a player names them.
ACTION_LABEL = {
    "command": "Command",
    "deploy": "Deploy",
    "herold": "Herold",
    "muster": "Muster",
    "empower": "Empower",
    "activate": "Activating a card",
    "consult": "Consult",
    "motivate": "Motivate",
    "requisition": "Requisition",
    "pass": "Pass",
    "end": "Ending the Action phase",
}
_LOW = " or ".join(str(v) for v in SETUP["low_roll_card"])
# Why an action of the other kinds cannot be taken now (its step is not the pending one).
NOT_NOW = {
    "skip": "Only Forced March lets you place no Army card, and there is no placement to "
    "decline now.",
    "take": f"You take a face-up Command card only after rolling a {_LOW} on a new Legion "
    "die, or when a card lets you.",
    "decline": "There is nothing to decline now: you may decline only the card a low roll offers.",
    "order": "You choose an order only when one placement completes two big legions.",
    "opponent": "You name an opponent only for a big legion's Battle Reward or for a card "
    "that targets one.",
    "bonus": "You choose a Battle Reward bonus only when a big legion matches your starting "
    "card's colour.",
    "lose": "You remove one of your dice only after a failed morale check or when a card "
    "makes you.",
    "discard": "You discard only when a card, a failed morale check or the hand limit asks "
    "for it (Requisition puts an Army card under the Army deck for a coin).",
    "raise": "You raise a die only when a card or a bonus lets you (Empower raises a "
    "Commander die in the Action phase).",
    "lower": "You lower an opponent's die only when a card or a bonus lets you.",
    "pick": "You pick dice to reroll only when a card or a bonus lets you (Motivate rerolls "
    "Legion dice in the Action phase).",
    "roll": "There are no picked dice to roll: rerolls come from a card or a bonus "
    "(Motivate rerolls Legion dice in the Action phase).",
}
DICE_WORD = {"legion": "Legion", "commander": "Commander", "any": "Legion or Commander"}
UNDER = {"commander": "a red Commander die", "legion": "a black Legion die"}
NO_SUCH_TOKEN = (
    "There is no such token: the Commander tokens are "
    + ", ".join(f"[{TOKEN_NAME[t]}]" for t in TOKEN_TYPES if TOKEN_KIND[t] == "commander")
    + " and the Legion tokens "
    + ", ".join(f"[{TOKEN_NAME[t]}]" for t in TOKEN_TYPES if TOKEN_KIND[t] == "legion")
    + "."
)


def token_rule(token: str) -> str:
    """``A [Warlord] token goes under a red Commander die.`` (named as the log names it)"""
    words = a_token(token)
    return f"{words[0].upper()}{words[1:]} token goes under {UNDER[TOKEN_KIND[token]]}."


# A Command card's kind as a player names it, and how it is played.
KIND_WORDS = {
    "order": ("an Order", "played with the Command action"),
    "special_unit": ("a Special Unit", "deployed to your battlefield with the Deploy action"),
    "construct": ("a Construct", "deployed to your play area with the Deploy action"),
    "character": ("a Character", "deployed to your play area with the Deploy action"),
    "asset": ("an Asset", "deployed to your play area with the Deploy action"),
}


def not_army(card: str) -> str:
    """A Command card offered where an Army card is placed: the player meant to play it, so
    say what it is and when it is played (not only that Army cards are placed now)."""
    kind, how = KIND_WORDS.get(KIND.get(card, ""), ("a Command card", "played"))
    return (
        f"Only Army cards are placed now. {card_name(card)} is {kind} (a Command card): it is "
        f"{how} in your Action phase."
    )


class Reasons(Board):
    """``why_illegal`` and its helpers (a mixin of ``ParaBellumState``)."""

    def why_drop(self, piece: str, target: str) -> str | None:
        """Why a piece (a die, a token, the Runner, a coin) dropped on ``target`` does nothing:
        the action the drop would be, and its reason; the table words none of its own."""
        die = self.die(piece)
        kind = None
        if target in COMMAND:
            kind = "activate"
        elif piece.startswith("token:"):
            kind = "token"
        elif piece.startswith("runner."):
            kind = "herold"
        elif die is not None and die["colour"] == "blue":
            kind = "muster" if target == "army_deck" else "empower"
        elif target == "command_deck":
            kind = "consult"
        elif die is not None and die["colour"] == "red" and target.startswith("die:"):
            kind = "motivate"
        why = self.why_illegal(Action(kind, piece, target)) if kind else None
        if why:
            return why
        if piece == "coin":
            return (
                "Coins pay for abilities (with the token) and for Consult: drop the coin on a "
                "glowing card or deck."
            )
        if die is not None and die["colour"] == "black" and target in ("army_deck", "command_deck"):
            return (
                "Black Legion dice only pay for abilities: drop one on a card whose cost "
                "matches its token."
            )
        return None

    def why_illegal(self, action: Action) -> str | None:
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
        if step == "end_actions" and kind != "end":
            return (
                "You have no action left this turn: end your turn (or take back your last action)."
            )
        if kind == "place":
            return self._why_place(step, seat, action)
        steps = STEPS.get(kind)
        if steps is None:
            return None
        if kind == "token":
            return self._why_token(frame, seat, action)
        if step not in steps:
            if kind in ACTION_LABEL:
                return (
                    f"{ACTION_LABEL[kind]} is an action of your Action phase; first this: "
                    f"{decision.prompt}"
                )
            if kind == "decline" and step == "take_row":
                return "This card makes you take a face-up Command card: you cannot decline it."
            return NOT_NOW[kind]
        why = getattr(self, "_why_" + kind)(frame, seat, action)
        if why is None and action.option is not None and kind not in WITH_OPTION:
            label = ACTION_LABEL.get(kind, kind.capitalize())
            return f"{label} has no option to choose: only what it uses and where it goes."
        return why

    # ----- the Action phase ------------------------------------------------------------------

    def _why_card(self, frame: Frame, seat: int, action: Action) -> str | None:
        """Command, Deploy and Requisition: a card from the hand."""
        d = self.data
        kind = action.kind
        card = action.source
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
        if kind == "command" and action.target != "command_discard":
            return "A played Order goes to the Command discard pile once it is resolved."
        if kind == "requisition" and action.target != "army_deck":
            return "Requisition puts the Army card at the bottom of the Army deck."
        return None

    _why_command = _why_deploy = _why_requisition = _why_card

    def _why_general(self, frame: Frame, seat: int, action: Action) -> str | None:
        """Muster and Empower: the General die pays."""
        kind = action.kind
        general = self.general_die(seat)
        if general["value"] < 2:
            return "Your General die shows 1 and may never go lower."
        if action.source != general["id"]:
            return f"{ACTION_LABEL[kind]} is paid by lowering your own General die by 1."
        if kind == "muster":
            if not self.zones["army_deck"]:
                return "The Army deck is empty: there is nothing to Muster."
            if action.target != "army_deck":
                return "Muster draws the top card of the Army deck."
            return None
        die = self.die(action.target)
        if die is None:  # dropped on a deck or a card: say where the General die goes
            if not self.dice_of(seat, "commander"):
                return (
                    "The General die goes on the Army deck to Muster (draw an Army card); "
                    "Empower needs a red Commander die of yours, and you have none."
                )
            return (
                "The General die goes on the Army deck to Muster (draw an Army card), or on "
                "one of your red Commander dice to Empower it."
            )
        if not self.dice_of(seat, "commander"):
            return "Empower raises a Commander die, and you have none."
        if die is None or die["seat"] != seat or die["colour"] != "red":
            return "Empower raises one of your own Commander dice."
        if die["value"] >= 6:
            return "That Commander die already shows 6: Empower cannot raise it."
        if action.option not in ("1", "2"):
            return "Empower raises the Commander die by 1 or by 2: choose how much."
        if die["value"] + int(action.option) > 6:
            return (
                f"That Commander die shows {die['value']}: Empower can raise it by only 1 "
                "(never above 6)."
            )
        return None

    _why_muster = _why_empower = _why_general

    def _why_consult(self, frame: Frame, seat: int, action: Action) -> str | None:
        if not self.dice_of(seat, "commander"):
            return "You need a Commander die to Consult (even when paying with a coin)."
        if action.source == "coin":
            if self.data["coins"][seat] < 1:
                return "You have no coin to pay with."
        else:
            die = self.die(action.source)
            if die is None or die["seat"] != seat or die["colour"] != "red":
                return (
                    "Consult is paid by lowering one of your Commander dice by 1, or with a coin."
                )
        if action.target != "command_deck":
            return "Consult draws the top card of the Command deck."
        return None

    def _why_motivate(self, frame: Frame, seat: int, action: Action) -> str | None:
        if action.source == "coin":
            return "Coins cannot be used to Motivate: lower one of your Commander dice."
        die = self.die(action.source)
        if die is None or die["seat"] != seat or die["colour"] != "red":
            return "Motivate is paid by lowering one of your Commander dice."
        legion = {x["square"]: x for x in self.dice_of(seat, "legion")}
        above = [
            (legion[sq], side)
            for sq, side in zip(G.DIAGONAL[die["square"]], SIDES, strict=True)
            if sq in legion
        ]
        if not above:
            return "No Legion die of yours lies diagonally above that Commander die."
        if action.target not in {x["id"] for x, _ in above}:
            named = " or ".join(f"the Legion die {x['value']} {side}" for x, side in above)
            return (
                "That Legion die is not diagonally above that Commander die. Motivate with it "
                f"rerolls {named}."
            )
        if action.option == "both" and len(above) < 2:
            return (
                "Only one Legion die lies diagonally above that Commander die: Motivate "
                "rerolls that one."
            )
        if action.option not in (None, "both"):
            return "Motivate rerolls one Legion die above the Commander die, or both: no number."
        return (
            "Motivate lowers that Commander die by 1 to reroll a Legion die diagonally above "
            "it; that choice is not on offer now."
        )

    def _why_herold(self, frame: Frame, seat: int, action: Action) -> str | None:
        d = self.data
        if not d["alliances"]:
            return "Herold is an action of the 4-player game only."
        alliance = d["alliances"][seat % 2]
        if alliance["runner"]:
            return "Your alliance's Runner is already on the Alliance card this round."
        if alliance["card"] in d["turned"]:
            return (
                "Each permanent card may only be used once per turn: your Alliance card "
                "was activated this turn."
            )
        if action.source != f"runner.{seat % 2}" or action.target != alliance["card"]:
            return "Herold places your alliance's Runner on your own Alliance card."
        return None

    def _why_plain(self, frame: Frame, seat: int, action: Action) -> str | None:
        """Pass, End, Decline, Roll and Skip name nothing."""
        label = {"pass": "Pass", "end": "Ending the Action phase", "roll": "Rolling"}
        what = label.get(action.kind, action.kind.capitalize())
        return f"{what} names no card, die, player or place."

    _why_pass = _why_end = _why_decline = _why_roll = _why_skip = _why_plain

    def _why_activate(self, frame: Frame, seat: int, action: Action) -> str | None:
        card = action.target or ""
        if card not in COMMAND or card not in self.permanents(seat):
            return "You can activate only a Permanent card in your battlefield or play area."
        if card in self.data["turned"]:
            return "Each permanent card may only be used once per turn, and this one is turned."
        cost = COMMAND[card].get("cost")
        if cost is None:
            return f"{self.card_name(card)} has no ability and cannot be activated."
        kind = cost["type"]
        if not cost["points"]:
            return (
                f"The ability of {self.card_name(card)} costs nothing: activate it without paying."
            )
        if not self.has_token(seat, kind):
            return (
                f"You need a die on {a_token(kind)} token to use this ability (coins "
                "too need the token in your battlefield)."
            )
        die = self.die(action.source)
        if action.source not in (None, "coin") and (die is None or die["token"] != kind):
            return f"You can only pay with a die on {a_token(kind)} token."
        return "You cannot pay that: not enough points on the die or not enough coins."

    # ----- the Army phase and the follow-ups ------------------------------------------------

    def _why_place(self, step: str, seat: int, action: Action) -> str | None:
        """Army cards (also Forced March)."""
        if step != "place":
            return "You can place an Army card only in your Army phase (or with Forced March)."
        card = action.source
        if card not in self.hand(seat):
            return "That card is not in your hand."
        edges = EDGES.get(card or "")
        if edges is None:
            return not_army(card or "")
        cell = G.parse_cell(action.target)
        if cell is None:
            return "Drop the card on a cell of your battlefield."
        return G.placement_problem(self.data["grid"][seat], edges, *cell)

    def _why_token(self, frame: Frame, seat: int, action: Action) -> str | None:
        source = action.source or ""
        token = source[6:] if source.startswith("token:") else ""
        if token not in TOKEN_KIND:
            return NO_SUCH_TOKEN
        rule = token_rule(token)
        if frame["step"] != "token":
            return (
                "You take a token only after rolling a new Commander die in the Army phase, "
                f"or when a card gives you one. {rule}"
            )
        kind = TOKEN_KIND[token]
        die = self.die(action.target)
        if die is None:
            return f"Drop the token on one of your dice. {rule}"
        if die["seat"] != seat:
            return f"You can put tokens only under your own dice. {rule}"
        if die["colour"] == "blue":
            return f"The General die never takes a token. {rule}"
        if (die["colour"] == "red") != (kind == "commander"):
            return rule
        if die["token"]:
            return f"That die already has {a_token(die['token'])} token: a die takes one token."
        wanted = frame["kind"]
        if wanted not in ("either", kind):
            return f"Now you take a {DICE_WORD[wanted]} token: put it under {UNDER[wanted]}."
        held = self.tokens(seat)
        if held.count(token) >= LIMITS["per_type"]:
            return (
                f"You already have {LIMITS['per_type']} [{TOKEN_NAME[token]}] tokens, the "
                "most of a type."
            )
        if sum(1 for t in held if TOKEN_KIND[t] == kind) >= LIMITS[kind]:
            return f"You already have {LIMITS[kind]} {DICE_WORD[kind]} tokens, the most."
        return None

    def _why_take(self, frame: Frame, seat: int, action: Action) -> str | None:
        if action.source not in self.zones["row"]:
            return "That card is not in the Command row: take one of its face-up cards."
        if action.target != f"hand.{seat}":
            return "A card taken from the Command row goes to your hand."
        return None

    def _why_order(self, frame: Frame, seat: int, action: Action) -> str | None:
        if action.option not in [str(i) for i in range(len(frame["legions"]))]:
            return "Choose which of your two big legions resolves first."
        return None

    def _why_opponent(self, frame: Frame, seat: int, action: Action) -> str | None:
        option = action.option or ""
        named = int(option) if option.isdigit() else None
        if named is None or named >= self.data["players"]:
            return "There is no such player at this table: name one of your opponents."
        if named == seat:
            return "Name an opponent, not yourself."
        if named == self.ally(seat):
            return "Your ally is on your side: name a player of the other alliance."
        if action.target != f"battlefield.{named}":
            return f"Name {player(named)} by their battlefield."
        return None

    def _why_bonus(self, frame: Frame, seat: int, action: Action) -> str | None:
        reward = REWARDS[self.data["battle_reward"]]
        if action.option not in COLOURS:
            return (
                f"Choose one of the bonuses of {reward['name']}: the "
                + ", ".join(COLOURS[:-1])
                + f" or {COLOURS[-1]} bonus."
            )
        if action.target != reward["id"]:
            return f"The bonus comes from the Battle Reward card in play, {reward['name']}."
        return None

    def _die_problem(
        self, die: dict[str, Any] | None, owner: int, wanted: str, verb: str, whose: str
    ) -> str | None:
        """Why ``die`` is not one of ``owner``'s dice of kind ``wanted`` (for ``verb``)."""
        if die is None or die["seat"] != owner:
            return f"{verb} one of {whose} dice."
        if die["colour"] not in ("black", "red") or (
            wanted != "any" and (die["colour"] == "red") != (wanted == "commander")
        ):
            return f"{verb} one of {whose} {DICE_WORD[wanted]} dice."
        return None

    def _why_lose(self, frame: Frame, seat: int, action: Action) -> str | None:
        die = self.die(action.source)
        why = self._die_problem(die, seat, frame["die"], "Remove", "your own")
        if why:
            return why[:-1] + f" ({frame['why']})."
        if action.target != "supply":
            return "A removed die goes back to the supply."
        return None

    def _why_discard(self, frame: Frame, seat: int, action: Action) -> str | None:
        card = action.source
        if card not in self.hand(seat):
            return "That card is not in your hand."
        army = card in EDGES
        want = frame["card"]
        if want == "army" and not army:
            return "Discard an Army card: this asks for one of those."
        if want == "command" and army:
            return "Discard a Command card: this asks for one of those."
        if army and action.target != "army_deck":
            return "A discarded Army card goes to the bottom of the Army deck."
        if not army and action.target != "command_discard":
            return "A discarded Command card goes face up on the Command discard pile."
        return None

    def _why_raise(self, frame: Frame, seat: int, action: Action) -> str | None:
        why = self._die_problem(self.die(action.target), seat, frame["die"], "Raise", "your own")
        if why:
            return why
        if action.option != str(frame["amount"]):
            return f"This raises a die by {frame['amount']}."
        return None

    def _why_lower(self, frame: Frame, seat: int, action: Action) -> str | None:
        opp = frame["opp"]
        whose = f"{player(opp)}'s"
        why = self._die_problem(self.die(action.target), opp, frame["die"], "Lower", whose)
        if why:
            return why
        if action.option != str(frame["amount"]):
            return f"This lowers a die by {frame['amount']}."
        return None

    def _why_pick(self, frame: Frame, seat: int, action: Action) -> str | None:
        why = self._die_problem(self.die(action.target), seat, frame["die"], "Pick", "your own")
        if why:
            return why[:-1] + " to reroll."
        if action.target in frame["chosen"]:
            return "That die is already picked: pick another one, or roll."
        return None
