"""Para Bellum on the table: every decision as a drag, a click or (rarely) a button.

What moves what (the rules' action vocabulary, docs/rules/para-bellum.md "For the table"):

- Hand cards are dragged (generic ``drags``): an Army card onto a grid cell (``place``), an
  Order onto the Command discard pile (``command``), a Permanent onto the play area or, for a
  Special Unit, onto a cell (``deploy``), an Army card onto the Army deck (``requisition``).
  Discards are clicks on hand cards.
- *Pieces* are dragged (``moves``: source -> target -> actions): a die onto the card whose
  ability it pays (``activate``), the General die onto the Army deck (``muster``) or onto a
  Commander die (``empower``), a Commander die onto the Command deck (``consult``) or onto a
  Legion die diagonally above it (``motivate``), a coin onto a card or the Command deck, a
  token from the tray onto a die (``token``), the Runner onto the Alliance card (``herold``).
  Every move can also be made by two clicks (the piece, then its target, or the other way).
- Things are clicked (``picks``): a die to raise, lower, reroll or lose, a Command row card to
  take, a no-cost card to activate, an opponent's battlefield to name.
- The rest are buttons: pass, end, roll, decline, skip, the order of two big legions. The
  Battle Reward's bonuses (``choices``) are buttons the table draws itself: their long texts
  wrap to two lines at one size for all five.

The controller never imports pygame: the table's Para Bellum extension draws all this.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tabletop.games.para_bellum import grid as G
from tabletop.games.para_bellum.data import ARMY, COMMAND, KIND, STARTING
from tabletop.rules import Action, Decision, Event
from tabletop.ui.controller import Controller, DisplayModel, Interaction

HAND_KINDS = frozenset({"place", "deploy", "command", "requisition", "discard"})
MOVE_KINDS = frozenset({"token", "muster", "empower", "consult", "motivate", "herold"})
PICK_TARGET_KINDS = frozenset({"raise", "lower", "pick", "opponent"})
PICK_SOURCE_KINDS = frozenset({"take", "lose"})


@dataclass
class ParaBellumInteraction(Interaction):
    """The generic interaction plus pieces to move and things to click."""

    moves: dict[str, dict[str, list[Action]]] = field(default_factory=dict)
    picks: dict[str, list[Action]] = field(default_factory=dict)
    choices: list[Action] = field(default_factory=list)  # drawn by the table (wrapped labels)
    kinds: frozenset[str] = frozenset()  # the decision's action kinds (the flow stays private)
    base_hint: str = ""  # the hint without a selection (the table swaps in a selection's hint)

    def move_targets(self, source: str) -> dict[str, list[Action]]:
        return self.moves.get(source, {})

    def sources_for(self, target: str) -> dict[str, list[Action]]:
        """Pieces that can be moved onto ``target`` (for "click the ability, then a die")."""
        out: dict[str, list[Action]] = {}
        for source, targets in self.moves.items():
            if target in targets:
                out[source] = targets[target]
        return out

    @property
    def actions(self) -> list[Action]:
        out = super().actions
        for targets in self.moves.values():
            for acts in targets.values():
                out.extend(acts)
        for acts in self.picks.values():
            out.extend(acts)
        out.extend(self.choices)
        return list(dict.fromkeys(out))


def die_label(die: dict[str, Any]) -> str:
    kind = {"black": "Legion", "red": "Commander", "blue": "General"}[die["colour"]]
    return f"{kind} die {die['value']}"


# The gesture for each kind of action, in the order the prompt lists them.
HOW_TO: tuple[tuple[frozenset[str], str], ...] = tuple(
    (frozenset(kinds.split()), line)
    for kinds, line in (
        (
            "place",
            "Drag an Army card from your hand onto a glowing cell of your battlefield (or "
            "click the card, then a cell). Its side colours must match its neighbours.",
        ),
        ("command", "\u2022 Order: drag it onto the Command discard pile."),
        (
            "deploy",
            "\u2022 Deploy: drag a Permanent onto your play area (a Special Unit onto a "
            "glowing cell).",
        ),
        (
            "activate",
            "\u2022 Activate: drag a die sitting on the matching token (or a coin) onto the "
            "card \u2014 or click the card, then a glowing die.",
        ),
        ("muster", "\u2022 Muster: drag your blue General die onto the Army deck."),
        ("empower", "\u2022 Empower: drag the General die onto a red Commander die."),
        ("consult", "\u2022 Consult: drag a red die (or a coin) onto the Command deck."),
        ("motivate", "\u2022 Motivate: drag a red die onto a black die diagonally above it."),
        ("herold", "\u2022 Herold: drag your alliance's Runner onto the Alliance card."),
        ("requisition", "\u2022 Requisition: drag an Army card onto the Army deck (+1 coin)."),
        (
            "token",
            "Drag a token from the tray onto one of your glowing dice (or click a token, then "
            "a die).",
        ),
        ("take", "Click a glowing card of the Command row to take it."),
        ("raise lower pick lose", "Click a glowing die."),
        ("opponent", "Click the battlefield of the opponent you name, or a button."),
        ("discard", "Click a card in your hand to discard it."),
    )
)


class ParaBellumController(Controller):
    aim_drops = False  # its pieces and cells have gestures of their own (gestures.py)
    click_kinds = frozenset({"discard"})
    default_kinds = ("end", "roll", "decline", "skip")
    drag_zone_kinds = ("hand",)
    score_labels = (
        ("banners", "Color Banners"),
        ("dice", "Dice on the battlefield"),
        ("permanents", "Permanent cards"),
        ("coins", "Coins (3 = 1 VP)"),
    )

    def card_name(self, card: str) -> str:
        return self.game.names.get(card, card)

    def is_card(self, card: str | None) -> bool:
        return card is not None and card in self.game.cards

    # ----- decisions ---------------------------------------------------------------------------

    def interaction(self, decision: Decision, view: dict[str, Any]) -> ParaBellumInteraction:
        seat = decision.seat
        hand = view["zones"].get(f"hand.{seat}")
        hand_cards = set(hand) if isinstance(hand, list) else set()
        kinds = frozenset(a.kind for a in decision.actions)
        out = ParaBellumInteraction(seat, decision.prompt, kinds=kinds)
        for action in decision.actions:
            kind = action.kind
            if kind in HAND_KINDS and action.source in hand_cards and action.target:
                out.drags.setdefault(action.source, {})[action.target] = action
                if kind in self.click_kinds:
                    out.clicks[action.source] = action
            elif kind == "activate":
                if action.source is None:
                    out.picks.setdefault(action.target or "", []).append(action)
                else:
                    self._move(out, action)
            elif kind in MOVE_KINDS and action.source and action.target:
                self._move(out, action)
            elif kind in PICK_TARGET_KINDS and action.target:
                out.picks.setdefault(action.target, []).append(action)
                if kind == "opponent":
                    out.buttons.append(action)
            elif kind in PICK_SOURCE_KINDS and action.source:
                out.picks.setdefault(action.source, []).append(action)
            elif kind == "bonus":
                out.choices.append(action)
            else:
                out.buttons.append(action)
        for action in out.buttons:
            if action.kind in self.default_kinds:
                out.default = action
                break
        if (
            out.default is None
            and len(out.buttons) == 1
            and not (out.drags or out.moves or out.picks)
        ):
            out.default = out.buttons[0]
        out.hint = out.base_hint = self.hint(out)
        return out

    @staticmethod
    def _move(out: ParaBellumInteraction, action: Action) -> None:
        source = action.source or ""
        target = action.target or ""
        out.moves.setdefault(source, {}).setdefault(target, []).append(action)

    def hint(self, it: Interaction) -> str:
        """What can be done now, one line per gesture, only for what is legal."""
        if not isinstance(it, ParaBellumInteraction):
            return super().hint(it)
        kinds = {a.kind for a in it.actions}
        lines = [line for wanted, line in HOW_TO if kinds & wanted]
        if it.default is not None:
            lines.append(f"Enter: {it.default.text or it.default.kind}.")
        return "\n".join(lines)

    # ----- what the table shows besides cards ---------------------------------------------------

    def status(self, display: DisplayModel, names: list[str]) -> str:
        d = display.data
        if d.get("over"):
            return self.end_status(display, names)
        active = int(d.get("active", 0))
        who = names[active]
        turn = "Your turn" if who.endswith("(you)") else f"{who}'s turn"
        parts = [f"Round {d.get('round', 1)}", turn]
        phase = d.get("phase")
        if phase:
            parts.append(phase)
        if d.get("end_triggered"):
            parts.append("LAST ROUND")
        return " \u00b7 ".join(parts)

    def apply_event(self, display: DisplayModel, event: Event) -> None:
        """Follow one event in the display (it is replaced by the true view afterwards): the
        generic controller takes the public values the event carries (coins, Wards, VP,
        banners, actions, the turn and round, turned cards, alliances) and follows a
        reshuffle; here a placed card goes to its cell and a die the event carries (rolled,
        changed, given a token) takes its place in the dice, or leaves them."""
        super().apply_event(display, event)
        d = display.data
        seat = event.seat
        kind = event.kind
        if kind == "place" and seat is not None and event.card and event.dst:
            display.take(event.card, f"hand.{seat}")
            display.put(event.card, f"battlefield.{seat}")
            cell = G.parse_cell(event.dst)
            if cell is not None:
                d["grid"][seat][G.key(*cell)] = event.card
        elif kind == "die_removed" and event.card:
            d["dice"] = [die for die in d.get("dice", []) if die["id"] != event.card]
        elif event.details and "die" in event.details:
            put_die(d.setdefault("dice", []), event.details["die"])

    def active_seat(self, display: DisplayModel) -> int | None:
        return display.data.get("active")


def put_die(dice: list[dict[str, Any]], die: dict[str, Any]) -> None:
    """Put ``die`` (as an event carries it) in ``dice``: in the place of the die with its id,
    else after the others (a die just rolled)."""
    for i, old in enumerate(dice):
        if old["id"] == die["id"]:
            dice[i] = dict(die)
            return
    dice.append(dict(die))


def card_kind(card: str) -> str:
    """``army``, ``starting`` or the Command card's kind (for drawing)."""
    if card in ARMY:
        return "army"
    if card in STARTING:
        return "starting"
    return KIND.get(card, COMMAND.get(card, {}).get("kind", "order"))
