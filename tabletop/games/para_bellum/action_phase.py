"""The Action phase (section 8): the options of the action decision (the bots' hot path), the
ways to pay for an ability, and one ``act_<kind>`` method per action.
"""

from __future__ import annotations

from typing import Any

from tabletop.games.para_bellum import grid as G
from tabletop.games.para_bellum.actions import (
    COMMAND_ACTION,
    CONSULT_COIN,
    CONSULT_TEXT,
    EMPOWER_TEXT,
    END,
    MOTIVATE_TEXT,
    MUSTER,
    PASS,
    REQUISITION,
    TOKEN_LABEL,
    a_token,
    deploy_at,
    deploy_to_play,
    die_action,
    player,
)
from tabletop.games.para_bellum.board import Board, Frame
from tabletop.games.para_bellum.data import COMMAND, EDGES, KIND, SPECIAL_UNITS
from tabletop.rules import Action, Decision
from tabletop.rules.steps import plural

EMPOWER_1, EMPOWER_2 = EMPOWER_TEXT["1"], EMPOWER_TEXT["2"]
# the two Legion dice a Motivate may reroll, in the order of grid.DIAGONAL's two squares
SIDES = ("diagonally above it to the left", "diagonally above it to the right")


class ActionPhase(Board):
    """The action decision and the actions (a mixin of ``ParaBellumState``)."""

    # ----- Action phase (section 8) ----------------------------------------------------------

    def run_action_phase(self, frame: Frame) -> None:
        if self.data["actions_left"] > 0:
            self.push("action", seat=self.data["active"])
        elif frame.get("ended"):
            self.pop()
        else:
            # Our completion: the turn ends when its player ends it. With no action left, the
            # one choice is End, so that the last action can still be taken back.
            self.push("end_actions", seat=self.data["active"])

    def decide_end_actions(self, frame: Frame) -> Decision:
        return Decision(frame["seat"], "Action phase: no action left. End your turn.", (END,))

    def on_end_actions(self, frame: Frame, action: Action) -> None:
        self.pop()
        self.data["stack"][-1]["ended"] = True
        self.emit("info", f"{player(frame['seat'])} ends the Action phase.", seat=frame["seat"])

    def decide_action(self, frame: Frame) -> Decision:
        left = self.data["actions_left"]
        return self.decision_for(
            frame, f"Action phase: {plural(left, 'action')} left. Take an action, or end your turn."
        )

    def permanents(self, seat: int) -> list[str]:
        """Cards ``seat`` may activate: Permanents in battlefield and play area, the Alliance
        card."""
        out = [c for c in self.zones[f"battlefield.{seat}"] if c in SPECIAL_UNITS]
        out.extend(self.zones[f"play.{seat}"])
        if self.data["alliances"]:
            out.extend(self.zones[f"alliance.{seat % 2}"])
        return out

    def payments(
        self, seat: int, card: str, holders: list[dict[str, Any]] | None = None
    ) -> list[Action]:
        """8.2: the ways to pay for ``card``'s ability (``holders``: the dice of ``seat`` on
        the matching token, when the caller already knows them)."""
        cost = COMMAND[card].get("cost")
        if cost is None:
            return []
        points, kind = cost["points"], cost["type"]
        name = self.game.names[card]
        if points == 0:
            return [Action("activate", None, card, None, f"Activate {name} (no cost)")]
        if holders is None:
            holders = [d for d in self.data["dice"] if d["token"] == kind and d["seat"] == seat]
        if not holders:
            return []
        coins = self.data["coins"][seat]
        out = []
        label = TOKEN_LABEL[kind]
        for die in holders:
            where = None
            for k in range(1, min(points, die["value"]) + 1):
                paid = points - k
                if paid <= coins:
                    if where is None:
                        where = self.square_words(seat, die["square"])
                    text = f"Activate {name}: lower your {label} die {where} by {k}"
                    if paid:
                        text += f" and pay {plural(paid, 'coin')}"
                    out.append(Action("activate", die["id"], card, str(paid), text))
        if coins >= points:
            out.append(
                Action(
                    "activate",
                    "coin",
                    card,
                    str(points),
                    f"Activate {name}: pay {plural(points, 'coin')} "
                    f"(you have {a_token(kind)} token)",
                )
            )
        return out

    def options_action(self, frame: Frame) -> list[Action]:  # noqa: C901 - the hot path
        d = self.data
        seat = frame["seat"]
        left = d["actions_left"]
        hand = self.zones[f"hand.{seat}"]
        out: list[Action] = []
        append = out.append
        requisitions = []
        su_cells: list[tuple[int, int]] | None = None
        for card in hand:
            if card in EDGES:
                requisitions.append(REQUISITION[card])
                continue
            kind = KIND[card]
            if kind == "order":
                append(COMMAND_ACTION[card])
            elif kind == "special_unit":
                if su_cells is None:
                    su_cells = G.special_unit_cells(d["grid"][seat])
                for r, c in su_cells:
                    append(deploy_at(card, r, c))
            elif kind != "construct" or left >= 2:
                append(deploy_to_play(card, seat))
        if d["alliances"]:
            alliance = d["alliances"][seat % 2]
            if not alliance["runner"] and alliance["card"] not in d["turned"]:
                append(
                    Action(
                        "herold",
                        f"runner.{seat % 2}",
                        alliance["card"],
                        None,
                        f"Herold: place the Runner on {self.game.names[alliance['card']]}",
                    )
                )
        general = d["dice"][seat]

        said: dict[str, str] = {}  # square -> its words: a die is named in several actions

        def words(die: dict[str, Any]) -> str:
            square = die["square"]
            text = said.get(square)
            if text is None:
                text = said[square] = self.square_words(seat, square)
            return text

        commanders = []
        legion: dict[str, dict[str, Any]] = {}
        by_token: dict[str, list[dict[str, Any]]] = {}
        for die in d["dice"]:
            if die["seat"] == seat:
                colour = die["colour"]
                if colour == "red":
                    commanders.append(die)
                elif colour == "black":
                    legion[die["square"]] = die
                token = die["token"]
                if token is not None:
                    if token in by_token:
                        by_token[token].append(die)
                    else:
                        by_token[token] = [die]
        if general["value"] >= 2:
            gid = general["id"]
            if self.zones["army_deck"]:
                append(MUSTER[seat])
            for die in commanders:  # by 2 up to a 4, by 1 up to a 5: never above 6
                value = die["value"]
                if value <= 4:
                    append(die_action("empower", die, words(die), gid, die["id"], "2", EMPOWER_2))
                if value <= 5:
                    append(die_action("empower", die, words(die), gid, die["id"], "1", EMPOWER_1))
        turned = d["turned"]
        for card in self.permanents(seat):
            if card not in turned:
                cost = COMMAND[card]["cost"]
                if cost is not None:
                    out.extend(self.payments(seat, card, by_token.get(cost["type"], [])))
        if commanders:
            for die in commanders:
                append(
                    die_action(
                        "consult", die, words(die), die["id"], "command_deck", None, CONSULT_TEXT
                    )
                )
            if d["coins"][seat] >= 1:
                append(CONSULT_COIN)
            if legion:
                diagonal = G.DIAGONAL
                for die in commanders:
                    above = [
                        (legion[sq], side)
                        for sq, side in zip(diagonal[die["square"]], SIDES, strict=True)
                        if sq in legion
                    ]
                    for target, side in above:
                        # by its value and side, as the player sees it: the cards around two
                        # dice in one row of Columns read alike
                        append(
                            die_action(
                                "motivate",
                                die,
                                words(die),
                                die["id"],
                                target["id"],
                                None,
                                f"{MOTIVATE_TEXT}the Legion die {target['value']} {side}",
                            )
                        )
                    if len(above) == 2:
                        append(
                            die_action(
                                "motivate",
                                die,
                                words(die),
                                die["id"],
                                above[0][0]["id"],
                                "both",
                                MOTIVATE_TEXT + "both Legion dice above it",
                            )
                        )
        out.extend(requisitions)
        append(PASS)
        append(END)
        return out

    def on_action(self, frame: Frame, action: Action) -> None:
        self.pop()
        d = self.data
        seat = frame["seat"]
        kind = action.kind
        if kind == "end":
            left = d["actions_left"]
            d["actions_left"] = 0
            d["stack"][-1]["ended"] = True  # the action_phase frame: no End asked again
            self.emit(
                "info",
                f"{player(seat)} ends the Action phase"
                + (f" ({plural(left, 'action')} unused)." if left else "."),
                seat=seat,
            )
            return
        cost = 1
        if kind == "deploy" and KIND[action.source or ""] == "construct":
            cost = 2
        d["actions_left"] -= cost
        d["actions_used"] += cost
        getattr(self, "act_" + kind)(seat, action)

    def act_pass(self, seat: int, action: Action) -> None:
        self.emit("info", f"{player(seat)} passes.", seat=seat)

    def act_command(self, seat: int, action: Action) -> None:
        card = action.source
        assert card is not None
        self.move(
            card, f"hand.{seat}", "pending", text=f"{player(seat)} plays {self.card_name(card)}."
        )
        self.push("order_done", card=card)
        self.push("effect", seat=seat, steps=list(COMMAND[card]["effect"]), opp=None, source=card)

    def run_order_done(self, frame: Frame) -> None:
        self.pop()
        card = frame["card"]
        self.move(
            card,
            "pending",
            "command_discard",
            text=f"{self.card_name(card)} goes face up on the Command discard pile.",
        )

    def act_deploy(self, seat: int, action: Action) -> None:
        card = action.source
        assert card is not None
        name = self.card_name(card)
        cell = G.parse_cell(action.target)
        if KIND[card] == "special_unit":
            assert cell is not None
            r, c = cell
            self.data["grid"][seat][G.KEYS[cell]] = card
            self.zones[f"hand.{seat}"].remove(card)
            self.zones[f"battlefield.{seat}"].append(card)
            self.emit(
                "place",
                f"{player(seat)} deploys {name} {self.cell_words(seat, r, c)}.",
                seat=seat,
                card=card,
                src=f"hand.{seat}",
                dst=f"cell:{r},{c}",
                details={"data": {"hand_kinds": self.hand_kinds()}},
            )
        else:
            self.move(
                card,
                f"hand.{seat}",
                f"play.{seat}",
                text=f"{player(seat)} deploys {name} to the play area.",
            )

    def act_herold(self, seat: int, action: Action) -> None:
        alliance = self.data["alliances"][seat % 2]
        alliance["runner"] = True
        card = alliance["card"]
        self.data["turned"].append(card)  # using the card: no Activate of it this turn
        what = COMMAND[card]["herold_text"]  # "You and your ally ...", mid-sentence here
        self.emit(
            "herold",
            f"{player(seat)} places the Runner on {self.card_name(card)}: "
            f"{what[:1].lower()}{what[1:]}",
            seat=seat,
            card=card,
            details=self.data_after("alliances", "turned"),
        )
        self.push(
            "effect", seat=seat, steps=list(COMMAND[card]["herold_effect"]), opp=None, source=card
        )

    def act_muster(self, seat: int, action: Action) -> None:
        self.change_die(self.general_die(seat), -1)
        self.draw_army(seat)

    def act_empower(self, seat: int, action: Action) -> None:
        self.change_die(self.general_die(seat), -1)
        die = self.die(action.target)
        assert die is not None and action.option is not None
        self.change_die(die, int(action.option))

    def act_activate(self, seat: int, action: Action) -> None:
        card = action.target
        assert card is not None
        paid = int(action.option or 0)
        die = self.die(action.source)
        text = f"{player(seat)} activates {self.card_name(card)}"
        if die is not None:
            points = COMMAND[card]["cost"]["points"] - paid
            text += f", lowering the die {self.square_words(seat, die['square'])} by {points}"
        if paid:
            text += (" and" if die is not None else ",") + f" paying {plural(paid, 'coin')}"
        if paid:
            self.data["coins"][seat] -= paid
        self.data["turned"].append(card)
        self.emit(
            "activate", text + ".", seat=seat, card=card, details=self.data_after("coins", "turned")
        )
        if die is not None:
            self.change_die(die, -(COMMAND[card]["cost"]["points"] - paid))
        self.push("effect", seat=seat, steps=list(COMMAND[card]["effect"]), opp=None, source=card)

    def act_consult(self, seat: int, action: Action) -> None:
        if action.source == "coin":
            self.data["coins"][seat] -= 1
            self.emit(
                "coins",
                f"{player(seat)} pays 1 coin to Consult.",
                seat=seat,
                src=f"coins.{seat}",
                amount=-1,
                details=self.data_after("coins"),
            )
        else:
            die = self.die(action.source)
            assert die is not None
            self.change_die(die, -1)
        self.draw_command(seat)

    def act_motivate(self, seat: int, action: Action) -> None:
        die = self.die(action.source)
        assert die is not None
        targets = [self.die(action.target)]
        if action.option == "both":
            left_sq, right_sq = G.diagonal_above(die["square"])
            targets = [self.die_on(seat, left_sq), self.die_on(seat, right_sq)]
        self.emit("info", f"{player(seat)} holds a speech.", seat=seat)
        self.change_die(die, -1)
        for target in targets:
            assert target is not None
            self.reroll(target)

    def act_requisition(self, seat: int, action: Action) -> None:
        assert action.source is not None
        self.discard_card(seat, action.source, "Requisition")
        self.gain_coins(seat, 1)
