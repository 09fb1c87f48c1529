"""The own hand keeps its places while the person clicks its cards away one at a time.

Why: discarding two cards from seven, a player clicked the first, the hand closed up at once
and the card under the still mouse was another one; the next click discarded a card they had
not aimed at. While the next decision again asks for a click on a card of the same hand (the
next card to discard), each card stays where it was and a gap shows where a card left. Once the
clicking is over (or a card comes in, or the turn passes), the hand closes up, the cards
sliding to their new places.

Part of :class:`~tabletop.ui.table.scene.TableScene` (``scene.hold``); the hand's painter lays
its cards out over :meth:`HandHold.places_for` (painters/fan.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.rules import Action, Event
from tabletop.ui.anim import Anim, Slide

if TYPE_CHECKING:
    from tabletop.ui.table.scene import TableScene

HAND = "hand.0"  # the layout zone of the hand at the bottom: the person's own
CLOSE_UP = 0.2  # seconds the cards take to slide together


class HandHold:
    """The places of the own hand's cards, kept over a run of clicks that take cards away."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.places: list[str] | None = None  # the hand as it was, gone cards included
        self.seat: int | None = None  # whose hand (the seat at the bottom then)
        self.last: str | None = None  # the card clicked away last: the hand closes up after it
        self._moving: list[tuple[str, int]] = []  # the hand's slots sliding together

    def start(self, action: Action) -> None:
        """``action`` was just applied, its events not yet shown: a card of the own hand
        clicked away (a discard) starts a hold, or goes on with the one held; when the next
        decision asks for no other card of the hand, the hand closes up once it has left."""
        s = self.scene
        it = s.interaction
        card = action.source
        hand = self._hand()
        if it is None or card is None or card not in hand or it.clicks.get(card) != action:
            return
        if self.places is None or self.seat != s.bottom:
            self.places, self.seat = list(hand), s.bottom
        decision = s.state.decision
        more = decision is not None and decision.seat == s.bottom
        more = more and any(a.kind == action.kind and a.source in hand for a in decision.actions)
        self.last = None if more else card

    def after_event(self, event: Event) -> None:
        """The timeline has queued ``event``: after the last card clicked away has left the
        hand, the hand closes up, before the rest of the action's events (a new turn)."""
        if self.last is not None and event.kind == "move" and event.card == self.last:
            self.last = None
            self.scene.timeline.push(self._close_up, self._landed, playing=False)

    def places_for(self, lzone: str, cards: list[str | None]) -> list[str] | None:
        """The places to lay ``cards`` of layout zone ``lzone`` out over (None: their own)."""
        places = self.places
        if places is None or lzone != HAND or self.seat != self.scene.bottom:
            return None
        if any(card not in places for card in cards):  # a card came in: the hold is over
            return None
        return places

    def settle(self) -> None:
        """A new decision was made ready: keep the places while it asks for another card of
        the hand to be clicked, else let the hand close up with motion."""
        s = self.scene
        self.last = None
        if self.places is None:
            return
        hand = self._hand()
        it = s.interaction
        if (
            it is not None
            and self.seat == s.bottom
            and any(card in it.clicks for card in hand)
            and self.places_for(HAND, list(hand)) is not None
        ):
            return
        s.timeline.push(self._close_up, self._landed, playing=False)

    def _close_up(self) -> list[Anim]:
        """The hold ends: the cards slide from their kept places to their new ones."""
        s = self.scene
        held = self.places is not None and self.seat == s.bottom and HAND in s.rects
        hand = self._hand()
        before = s.slots(HAND, len(hand)) if held else []
        self.places = self.seat = None
        s.dirty = True
        if not before:
            return []
        after = s.slots(HAND, len(hand))
        moved = [i for i, (a, b) in enumerate(zip(before, after, strict=True)) if a != b]
        self._moving = [(HAND, i) for i in moved]
        s.flying.update(self._moving)
        return [
            Slide(s.art.face(hand[i], after[i].size), before[i], after[i], CLOSE_UP) for i in moved
        ]

    def _landed(self) -> None:
        self.scene.flying.difference_update(self._moving)
        self._moving = []
        self.scene.dirty = True

    def _hand(self) -> list[str]:
        """The own hand's cards as the table shows them."""
        s = self.scene
        return [c for c in s.display.zones.get(s.sz(HAND), []) if c is not None]
