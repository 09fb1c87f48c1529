"""The decisions pushed by effects and by other steps: the ``effect`` step itself, naming an
opponent (rule 3), raising, lowering, rerolling or losing a die, taking a card from the Command
row, and discarding (an effect, a failed morale check, the hand limit).
"""

from __future__ import annotations

from typing import Any

from tabletop.games.para_bellum.actions import discard_action, player, take_action
from tabletop.games.para_bellum.board import HAND_KEEP, Board, Frame
from tabletop.games.para_bellum.data import EDGES
from tabletop.games.para_bellum.effects import needs_opponent
from tabletop.rules import Action, Decision
from tabletop.rules.steps import plural


class FollowUps(Board):
    """The follow-up decisions (a mixin of ``ParaBellumState``)."""

    # ----- effects (Appendix A) --------------------------------------------------------------

    def run_effect(self, frame: Frame) -> None:
        steps = frame["steps"]
        if not steps:
            self.pop()
            return
        step = steps[0]
        if frame["opp"] is None and needs_opponent(step) and self.name_opponent(frame):
            return
        steps.pop(0)
        self.game.effects.ops[step["op"]](self, frame, step)

    def options_raise_die(self, frame: Frame) -> list[Action]:
        amount = frame["amount"]
        return [
            Action(
                "raise",
                target=die["id"],
                option=str(amount),
                text=f"Raise your {self.die_text(die)} by {amount}",
            )
            for die in self.dice_of(frame["seat"], frame["die"])
        ]

    def decide_raise_die(self, frame: Frame) -> Decision:
        which = {"legion": "Legion dice", "commander": "Commander dice"}.get(frame["die"], "dice")
        return self.decision_for(
            frame, f"Choose one of your {which} to raise by {frame['amount']}."
        )  # "Legion dice" when only those can be picked (Drillmaster)

    def on_raise_die(self, frame: Frame, action: Action) -> None:
        self.pop()
        die = self.die(action.target)
        assert die is not None
        self.change_die(die, frame["amount"])

    def options_lower_die(self, frame: Frame) -> list[Action]:
        amount = frame["amount"]
        opp = frame["opp"]
        return [
            Action(
                "lower",
                target=die["id"],
                option=str(amount),
                text=f"Lower {player(opp)}'s {self.die_text(die)} by {amount}",
            )
            for die in self.dice_of(opp, frame["die"])
        ]

    def skip_lower_die(self, frame: Frame) -> None:
        """No die of the named opponent to lower: the card was played all the same (rule 10),
        so the log says it did nothing rather than leave the player to guess."""
        under = self.data["stack"][-1] if self.data["stack"] else {}
        what = self.card_name(under.get("source") or "") if under.get("step") == "effect" else ""
        kind = {"legion": "Legion die", "commander": "Commander die"}.get(frame["die"], "die")
        self.emit(
            "info",
            f"{what or 'It'} has no effect: {player(frame['opp'])} has no {kind} to lower.",
            seat=frame["seat"],
        )

    def decide_lower_die(self, frame: Frame) -> Decision:
        return self.decision_for(
            frame, f"Choose a die of {player(frame['opp'])} to lower by {frame['amount']}."
        )

    def on_lower_die(self, frame: Frame, action: Action) -> None:
        self.pop()
        die = self.die(action.target)
        assert die is not None
        self.change_die(die, -frame["amount"])

    def options_reroll(self, frame: Frame) -> list[Action]:
        chosen = frame["chosen"]
        out = [
            Action("pick", target=die["id"], text=f"Reroll your {self.die_text(die)}")
            for die in self.dice_of(frame["seat"], frame["die"])
            if die["id"] not in chosen
        ]
        if not out and not chosen:
            return []
        n = len(chosen)
        out.append(
            Action("roll", text=f"Roll the {plural(n, 'chosen die')}" if n else "Reroll nothing")
        )
        return out

    def decide_reroll(self, frame: Frame) -> Decision:
        left = frame["count"] - len(frame["chosen"])
        return self.decision_for(
            frame,
            f"Choose up to {plural(left, 'more die')} to reroll, then roll.".replace(
                "dies", "dice"
            ),
        )

    def on_reroll(self, frame: Frame, action: Action) -> None:
        if action.kind == "pick":
            frame["chosen"].append(action.target)
            if len(frame["chosen"]) < frame["count"]:
                return
        self.pop()
        for die_id in frame["chosen"]:
            die = self.die(die_id)
            if die is not None:
                self.reroll(die)

    def name_opponent(self, frame: Frame) -> bool:
        """Fill ``frame["opp"]``; True when a decision to name one was pushed instead."""
        candidates = self.opponents(frame["seat"])
        if len(candidates) == 1:
            frame["opp"] = candidates[0]
            return False
        self.push("name_opponent", seat=frame["seat"])
        return True

    def options_name_opponent(self, frame: Frame) -> list[Action]:
        stack = self.data["stack"]
        under = stack[-2] if len(stack) > 1 and stack[-1] is frame else {}
        steps = under.get("steps", []) if under.get("step") == "effect" else []
        out = []
        for s in self.opponents(frame["seat"]):
            missed = self.misses(steps, frame["seat"], s) if steps else None
            note = f" ({missed}: no effect)" if missed else ""
            text = f"Name {player(s)}{note}"
            out.append(Action("opponent", target=f"battlefield.{s}", option=str(s), text=text))
        return out

    def misses(self, steps: list[dict[str, Any]], seat: int, opp: int) -> str | None:
        """Why the rest of an effect would do nothing at all if ``opp`` is named ("no Legion
        die"), as Bahamut Dispute's plays say "(no effect)" beforehand; None when any step may
        do something (or one this check does not know)."""
        why = None
        for step in steps:
            op = step["op"]
            if op == "if_token":
                branch = step["then"] if self.has_token(seat, step["type"]) else step.get("else")
                inner = self.misses(list(branch or []), seat, opp)
                if inner is None and branch:
                    return None
                why = why or inner
            elif op in ("lower_die", "remove_die") and not self.dice_of(opp, step["die"]):
                kind = {"legion": "Legion die", "commander": "Commander die"}
                why = why or f"no {kind.get(step['die'], 'die')}"
            else:
                return None
        return why

    def decide_name_opponent(self, frame: Frame) -> Decision:
        under = self.data["stack"][-2]
        if under["step"] == "big_legion":
            what = "your big legion's Battle Reward and morale check"
        else:
            what = self.card_name(under.get("source") or "") or "this effect"
        return self.decision_for(frame, f"Name the opponent for {what}.")

    def on_name_opponent(self, frame: Frame, action: Action) -> None:
        self.pop()
        self.data["stack"][-1]["opp"] = int(action.option or 0)
        self.emit(
            "info",
            f"{player(frame['seat'])} names {player(int(action.option or 0))}.",
            seat=frame["seat"],
        )

    # take_face_up (mandatory)
    def options_take_row(self, frame: Frame) -> list[Action]:
        seat = frame["seat"]
        return [take_action(card, seat) for card in self.zones["row"]]

    def decide_take_row(self, frame: Frame) -> Decision:
        return self.decision_for(frame, "Take a face-up Command card from the row.")

    def on_take_row(self, frame: Frame, action: Action) -> None:
        self.pop()
        assert action.source is not None
        self.take_from_row(frame["seat"], action.source)

    def options_lose_die(self, frame: Frame) -> list[Action]:
        return [
            Action("lose", die["id"], "supply", text=f"Remove your {self.die_text(die)}")
            for die in self.dice_of(frame["seat"], frame["die"])
        ]

    def decide_lose_die(self, frame: Frame) -> Decision:
        kind = {"legion": "Legion", "commander": "Commander", "any": ""}[frame["die"]]
        return self.decision_for(
            frame, f"Remove one of your {kind} dice ({frame['why']}).".replace("  ", " ")
        )

    def on_lose_die(self, frame: Frame, action: Action) -> None:
        self.pop()
        die = self.die(action.source)
        assert die is not None
        self.remove_die(die)

    # discards ---------------------------------------------------------------------------------

    def options_discard(self, frame: Frame) -> list[Action]:
        want = frame["card"]
        out = []
        for card in self.hand(frame["seat"]):
            army = card in EDGES
            if want == "army" and not army or want == "command" and army:
                continue
            out.append(discard_action(card))
        return out

    def decide_discard(self, frame: Frame) -> Decision:
        if frame["why"] == "hand limit":
            left = len(self.hand(frame["seat"])) - HAND_KEEP
            prompt = (
                f"Hand limit: discard down to {HAND_KEEP} cards ({left} more). Army cards "
                "go under the Army deck, Command cards face up on the discard pile."
            )
        else:
            prompt = f"Discard a card ({frame['why']})."
        return self.decision_for(frame, prompt)

    def on_discard(self, frame: Frame, action: Action) -> None:
        self.pop()
        assert action.source is not None
        self.discard_card(frame["seat"], action.source, frame["why"])
