"""Bahamut Dispute on the table: what differs from the generic controller.

Monsters picked by spells, cards from the deck or the discard pile, the opponent's hand and a
declared card name all show as pickers; discards are clicks (or drags to the discard pile);
life and Necro-nope-nicon tokens are drawn as token piles per player and in the supply.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tabletop.rules import Decision, Event
from tabletop.ui import palette
from tabletop.ui.controller import Controller, DisplayModel, Interaction, TokenCount

LIFE_ICON = "bahamut-dispute/token-life.svg"
NOPE_ICON = "bahamut-dispute/token-nope.svg"
# drawn as a red heart and a purple cross where the icons are missing
LIFE = {"icon": LIFE_ICON, "label": "Life", "color": (230, 50, 40), "mark": "\u2665"}
NOPE = {"icon": NOPE_ICON, "label": "Nope", "color": (170, 110, 240), "mark": "\u2718"}
# life and Nope tokens (their icons differ too): red and violet already differ for every vision
palette.register(
    "bahamut-tokens",
    {"life": LIFE["color"], "nope": NOPE["color"]},
    {"life": LIFE["color"], "nope": NOPE["color"]},
)


class BahamutController(Controller):
    picker_kinds = frozenset({"choose", "declare"})
    click_kinds = frozenset({"discard"})
    # the coin toss's "I play first" is the gold button: Enter and Space take it, as they
    # take "End the turn" (Space did nothing there)
    default_kinds = ("end", "first")
    table_drags = False  # a card being played or a monster is answered with the buttons

    def interaction(self, decision: Decision, view: dict[str, Any]) -> Interaction:
        """The generic arrangement, with a choice from the discard pile (Plume of Doom,
        Archival Revival) shown newest first, as the Discard view shows the pile: the rules
        list the cards sorted by name, which is their order, not the table's."""
        out = super().interaction(decision, view)
        pile = view["zones"].get("discard")
        picker = out.picker
        if picker is not None and isinstance(pile, list) and picker.entries:
            if all(entry.card in pile for entry in picker.entries):
                newest = sorted(picker.entries, key=lambda entry: -pile.index(entry.card))
                out.picker = replace(picker, entries=tuple(newest))
        return out

    def tokens(self, display: DisplayModel, seat: int) -> list[TokenCount]:
        d = display.data
        return [
            TokenCount("life", count=int(d.get("life", [0, 0])[seat]), **LIFE),
            TokenCount("nope", count=int(d.get("nope", [0, 0])[seat]), **NOPE),
        ]

    def supply(self, display: DisplayModel) -> list[TokenCount]:
        supply = display.data.get("supply", {})
        return [
            TokenCount("life", count=int(supply.get("life", 0)), **LIFE),
            TokenCount("nope", count=int(supply.get("nope", 0)), **NOPE),
        ]

    def status(self, display: DisplayModel, names: list[str]) -> str:
        d = display.data
        if d.get("over"):
            return self.end_status(display, names)
        turn = d.get("turn", 0)
        if not turn:
            return "Coin toss: who plays first?"
        active = int(d.get("active", 0))
        left = int(d.get("plays_left", 0))
        plays = f"{left} card{'s' if left != 1 else ''} left to play" if left else "no plays left"
        return f"Turn {turn} \u00b7 {names[active]} \u00b7 {plays}"

    def apply_event(self, display: DisplayModel, event: Event) -> None:
        """Counters and reshuffles as the generic controller follows them; a swap trades the
        two Bahamuts' places."""
        super().apply_event(display, event)
        if event.kind == "swap" and event.src and event.dst:
            a, b = display.zones.get(event.src, []), display.zones.get(event.dst, [])
            if "baleful-bahamut" in a:
                a[a.index("baleful-bahamut")] = "baby-bahamut"
            if "baby-bahamut" in b:
                b[b.index("baby-bahamut")] = "baleful-bahamut"


CONTROLLER = BahamutController
