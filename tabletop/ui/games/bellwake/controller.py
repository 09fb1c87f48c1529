"""Bellwake on the table: what differs from the generic controller.

Seats are named by their keepers' heroes (Hale Brann, Sefa Wren). The status line says the
round of ten, its step and the Hush. A keeper's echo is a token count (the layout's
``counters``). Committing to the venture is the toolkit's subset: click a ready character, or
drag it onto the staging area (the venture faces the staging area's dread); a fast song of
the venture is dragged onto the staging area too. Gear is dragged onto a character, an ally
onto the party, a song onto its target or the "Being played" zone; a defender is dragged onto
the attacking enemy.
"""

from __future__ import annotations

from typing import Any

from tabletop.rules import Action, Decision
from tabletop.ui import kit
from tabletop.ui.controller import Controller, DisplayModel, Interaction, TokenCount

HEROES = ("Hale Brann", "Sefa Wren")
VENTURE_ZONE = "staging"  # where a drag means "into the venture"
ECHO = (240, 196, 90)


class BellwakeController(Controller):
    default_kinds = ("stop", "pass", "stay", "distance", "take", "keep", "done", "confirm")
    seat_counters = ("echo",)

    def seat_name(self, seat: int) -> str:
        return HEROES[seat] if 0 <= seat < len(HEROES) else f"Keeper {seat + 1}"

    def seat_word(self, seat: int) -> str:
        """The hero's first name: "Sefa's deck", "Hale's discard"."""
        return self.seat_name(seat).split()[0]

    def _is_picker(self, kind: str, actions: list[Action]) -> bool:
        """Travel, engage, defend and camp choices are done on the table or by buttons: a
        picker would hide the staging area they are about."""
        if kind in ("travel", "engage", "defend", "learn", "play"):
            return False
        return super()._is_picker(kind, actions)

    def interaction(self, decision: Decision, view: dict[str, Any]) -> Interaction:
        out = super().interaction(decision, view)
        kinds = {a.kind for a in decision.actions}
        venture = "venture" in decision.prompt.lower() or "commit" in decision.prompt.lower()
        if out.mode == kit.SUBSET and venture:
            for action in decision.actions:  # a ready character dragged into the venture
                if action.kind == "toggle" and action.option == "on" and action.source:
                    out.drags.setdefault(action.source, {})[VENTURE_ZONE] = action
            out.hint = (
                "Click a ready character (or drag it onto the staging area) to commit it to "
                "the venture (gold: committed); click it again to take it back. Then Confirm."
            )
        elif out.mode == kit.SUBSET and "attack" in decision.prompt.lower():
            out.hint = (
                "Click the ready characters that attack together (gold: chosen), then "
                "Confirm; Confirm with none holds back."
            )
        for action in decision.actions:  # a fast song of the venture goes onto the staging area
            if action.kind == "play" and action.target == "venture" and action.source:
                out.drags.setdefault(action.source, {})[VENTURE_ZONE] = action
                if action in out.buttons:
                    out.buttons.remove(action)
        if "defend" in kinds:
            out.hint = (
                "Drag a ready character onto the attacking enemy to defend (it is turned), or "
                "take the blow on your hero."
            )
        elif "travel" in kinds:
            out.hint = "Drag a location of the staging area onto the active place, or stay."
        elif "engage" in kinds:
            out.hint = "Drag an enemy of the staging area onto your engaged row, or keep away."
        elif "play" in kinds and out.mode == "":
            out.hint = (
                "Drag a card from your hand: an ally onto your party, gear onto one of your "
                "characters, a song onto its target. Then Stop."
            )
        elif "learn" in kinds:
            out.hint = (
                "Click an upgrade in the campaign log to learn it with your experience, or keep "
                "the experience for later."
            )
        elif "choose" in kinds:
            out.hint = " ".join(
                self.choice_words(a) for a in decision.actions if a.kind == "choose"
            )
        for action in decision.actions:  # upgrades are learnt in the campaign log's panel
            if action.kind == "learn" and action.source:
                out.clicks[action.source] = action
                if action in out.buttons:
                    out.buttons.remove(action)
        fast = sorted(
            {self.card_name(a.source) for a in decision.actions if a.kind == "play" and a.source}
        )
        if fast and decision.prompt.endswith("fast song?"):
            out.hint = (
                f"Fast song: {', '.join(fast)} may be played now. Drag it from your hand onto "
                "its glowing target, or Pass."
            )
        attack = view.get("attack")
        enemy = next((a.target for a in decision.actions if a.kind == "take"), None)
        if enemy is None and isinstance(attack, dict):
            enemy = attack.get("enemy")
        if out.focus is None and isinstance(enemy, str):
            out.focus = enemy  # the attacking enemy glows
        return out

    def choice_words(self, action: Action) -> str:
        """ "Recast the bell: “The bell was recast” (Tolling the bell costs 1 echo less.)":
        the log entry a choice writes, and what it does."""
        plan = getattr(self.game, "campaign_plan", {}) or {}
        entry = (plan.get("choices") or {}).get(action.option or "")
        if not entry or entry not in self.game.cards:
            return f"{action.text}."
        card = self.game.card_def(entry)
        return f"{action.text}: \u201c{card['name']}\u201d ({card.get('text', '')})"

    # ----- what the table shows besides cards ------------------------------------------------

    def tokens(self, display: DisplayModel, seat: int) -> list[TokenCount]:
        echo = display.data.get("echo")
        if not isinstance(echo, list) or seat >= len(echo):
            return []
        return [TokenCount("echo", "echo.svg", "echo", int(echo[seat]), ECHO, "e")]

    def end_status(self, display: DisplayModel, names: list[str]) -> str:
        reason = str(display.data.get("end_reason") or "")
        if reason:  # it says won or lost, and why ("The campaign is lost. ... have fallen.")
            return reason
        return "The keepers won." if display.data.get("winners") else "The keepers lost."

    def status(self, display: DisplayModel, names: list[str]) -> str:
        d = display.data
        if d.get("over"):
            return self.end_status(display, names)
        parts = [str(d.get("phase") or "")]
        hush = d.get("hush")
        if isinstance(hush, int):
            parts.append(f"Hush {hush} of 17")
        return " \u00b7 ".join(p for p in parts if p)


CONTROLLER = BellwakeController
