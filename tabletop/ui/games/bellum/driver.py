"""Playing Bellum by posted mouse events: the kit's
:class:`~tabletop.ui.table.mouse.MousePlayer` does every gesture Bellum's table shows (drag a hand
card onto its side or onto a card, drag an Olympus top card onto the discard pile, click a
glowing card, drag a blocker onto an attacker, pick in a picker, press a button); Bellum adds
none of its own.
"""

from __future__ import annotations

from tabletop.ui.table.mouse import MousePlayer

__all__ = ["MousePlayer"]
