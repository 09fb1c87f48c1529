"""``arrange=top``: a face-down pile whose top card everyone sees (a zone of the rules'
``top`` visibility: its view is ``{"count": n, "top": card}``). The top card is drawn face up
over the pile's depth, with the pile's count on it; while the top card is not known (a card
just put on it, until the next view) its back is drawn."""

from __future__ import annotations

from tabletop.ui.table.painters.stack import StackPainter


class TopPainter(StackPainter):
    """A pile with its top card face up."""

    def face_up(self, card: str | None) -> bool:
        return card is not None  # the view names the top card only (the rest stay None)
