"""What Para Bellum's table says about pieces and gestures: the names of pieces and
targets, the choice menu's short labels, the prompt's hint while something is selected, and why
a drop does nothing (in the rules' own words where they have them).
"""

from __future__ import annotations

from tabletop.games.para_bellum.data import (
    COMMAND,
    EDGES,
    SPECIAL_UNITS,
    TOKEN_NAME,
)
from tabletop.rules import Action
from tabletop.ui.games.para_bellum.base import DIE_WORD, ParaBellumBase


class Words(ParaBellumBase):
    """Names, menu labels, selection hints and why-not reasons (a selection's partners from
    ``gestures``)."""

    def menu_entries(
        self, actions: list[Action], title: str
    ) -> tuple[str, list[tuple[str, Action]]]:
        """Short words for a menu: "Pay 2 from the die", "Reroll both (5 and 6)", "Raise the
        Commander die by 2 (4 → 6)": what tells the choices apart, never cut off."""
        entries = []
        for a in actions:
            label = a.text or a.kind
            if a.kind == "activate" and a.target in COMMAND:
                cost = COMMAND[a.target].get("cost") or {}
                points, paid = int(cost.get("points", 0)), int(a.option or 0)
                if a.source == "coin":
                    label = f"Pay {points} coin{'s' if points != 1 else ''}"
                elif a.source:
                    label = f"Pay {points - paid} from the die"
                    if paid:
                        label += f" + {paid} coin{'s' if paid != 1 else ''}"
                token = TOKEN_NAME.get(str(cost.get("type")), "")
                title = f"{self.art.name(a.target)}: pay {points} [{token}]"
            elif a.kind == "motivate":
                source = self.die_by_id(a.source or "")
                if a.option == "both":
                    values = " and ".join(str(x["value"]) for x in self._dice_above(a.source or ""))
                    label = f"Reroll both ({values})"
                else:
                    target = self.die_by_id(a.target or "")
                    label = f"Reroll the {target['value']}" if target else "Reroll it"
                if source is not None:
                    v = source["value"]
                    title = f"Motivate: your Commander die goes {v} \u2192 {v - 1}"
                    if v - 1 < 1:  # below 1 the die leaves the table, its token with it
                        token = TOKEN_NAME.get(str(source.get("token")), "")
                        title += " and is removed"
                        title += f" with its [{token}] token" if token else ""
            elif a.kind == "empower":
                general, commander = self.die_by_id(a.source or ""), self.die_by_id(a.target or "")
                if general is not None and commander is not None:
                    v, by = commander["value"], int(a.option or 0)
                    label = f"Raise the Commander die by {by} ({v} \u2192 {v + by})"
                    g = general["value"]
                    title = f"Empower: your General die goes {g} \u2192 {g - 1}"
            entries.append((label, a))
        return title, entries

    def _piece_name(self, piece: str) -> str:
        if piece == "coin":
            return "Coin"
        if piece.startswith("token:"):
            return f"[{TOKEN_NAME.get(piece[6:], piece)}] token"
        if piece.startswith("runner."):
            return "Runner"
        die = self.die_by_id(piece)
        if die is not None:
            return f"{DIE_WORD[die['colour']]} die {die['value']}"
        return self.art.name(piece)

    def _thing_name(self, thing: str) -> str:
        if thing.startswith("die:"):
            return self._piece_name(thing)
        if thing in ("army_deck", "command_deck"):
            return "the " + thing.replace("_", " ").title().replace("Deck", "deck")
        return self.art.name(thing)

    def piece_reason(self, piece: str, target: str) -> str:
        """Why a piece dropped on ``target`` does nothing, using the rules' words."""
        state = self.scene.state
        decision = state.decision
        if decision is None:
            return "The game is over."
        if decision.seat != self.scene.bottom:
            return f"Wait: {self.scene.controller.seat_name(decision.seat)} is deciding."
        why = state.why_drop(piece, target)
        if why:
            return why
        if self.it is None:
            return decision.prompt
        return f"That does nothing now. {decision.prompt}"

    def reason(self, card: str, target: str | None, targets: dict[str, Action]) -> str | None:
        """A hand card dropped where it cannot go: the rules' reason for that exact spot."""
        state = self.scene.state
        decision = state.decision
        if decision is None or target is None:
            return None
        if card in EDGES and (target.startswith("cell:") or target.startswith("battlefield.")):
            why = state.why_illegal(Action("place", card, target))
            if why:
                return why
            if not any(a.kind == "place" for a in targets.values()):
                return "Army cards are placed in the Army phase; this card has no place now."
        if card in SPECIAL_UNITS and target.startswith(("cell:", "battlefield.")):
            why = state.why_illegal(Action("deploy", card, target))
            if why:
                return f"You can't deploy it there: {why[:1].lower()}{why[1:]}"
            return None
        if card in COMMAND and target in ("army_deck", "command_deck", f"play.{self.scene.bottom}"):
            kind = "command" if COMMAND[card]["kind"] == "order" else "deploy"
            why = state.why_illegal(Action(kind, card, target))
            if why and card in SPECIAL_UNITS:
                return f"You can't deploy it there: {why[:1].lower()}{why[1:]}"
            return why
        return None

    def selection_hint(self) -> str:
        """What to do with the selected thing, in words ("Heavy Cavalry: drag or click a
        glowing [Cavalry] die (or a coin) to pay 2.")."""
        thing, role = self.selected or "", self.sel_role
        partners = self._partners(thing, role)
        kinds = {a.kind for acts in partners.values() for a in acts}
        cancel = "\nClick it again or press Esc to cancel."
        if role == "target":
            name = self._thing_name(thing)
            if thing in COMMAND and "activate" in kinds:
                cost = COMMAND[thing].get("cost") or {}
                points = int(cost.get("points", 0))
                token = TOKEN_NAME.get(str(cost.get("type")), "")
                dice = [p for p in partners if p.startswith("die:")]
                if dice:
                    coin = " (or a coin)" if "coin" in partners else ""
                    what = f"a glowing [{token}] die{coin}"
                else:
                    what = "your coin"
                return f"{name}: drag or click {what} to pay {points}.{cancel}"
            words = {
                "herold": "drag or click your alliance's glowing Runner onto it (Herold)",
                "motivate": "click the glowing red Commander die below it to Motivate "
                "(that die goes down by 1, this one is rerolled)",
                "empower": "click your glowing blue General die to Empower it (+2)",
                "token": "click a glowing token in the tray to put it under this die",
                "consult": "click a glowing red die (or your coin) to Consult",
                "muster": "click your blue General die to Muster",
            }
            said = [words[k] for k in words if k in kinds]
            what = "; or ".join(said) if said else "click a glowing piece to use on it"
            return f"{name}: {what}.{cancel}"
        name = self._piece_name(thing)
        targets = [t for t in partners]
        words_by_kind = {
            "activate": "a glowing card to pay for its ability",
            "consult": "the Command deck to Consult (draw a Command card)",
            "motivate": "a glowing Legion die diagonally above it to Motivate",
            "empower": "a glowing Commander die to Empower it (+2)",
            "muster": "the Army deck to Muster (draw an Army card)",
            "token": "a glowing die to put the token under it",
            "herold": "the Alliance card (Herold)",
            "place": "a glowing cell to place it",
            "command": "the Discard pile to play the Order",
            "requisition": "the Army deck to Requisition it (+1 coin)",
        }
        said = [w for k, w in words_by_kind.items() if k in kinds]
        if "deploy" in kinds:
            if any(t.startswith("cell:") for t in targets):
                said.append("a glowing cell of your battlefield to deploy it")
            else:
                said.append("your play area to deploy it")
        what = ", or ".join(said) if said else "a glowing target"
        return f"{name}: click {what} (or drag it there).{cancel}"
