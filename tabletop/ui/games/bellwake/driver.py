"""Playing Bellwake by posted mouse events: any legal action, performed as a person would.

The gestures are the kit's (:class:`tabletop.ui.table.mouse.MousePlayer`: drag a card
onto its target, click a glowing card, press a button, pick in a picker), plus Bellwake's own:
a drag onto the staging area that means "into the venture" (a character committed, a fast
song of the venture), and an upgrade learnt by a click on its button in the campaign log's
panel between scenarios. Characters are committed by a drag or a click, in turn, so that a
whole game uses both.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.rules import Action
from tabletop.ui.games.bellwake.table import BellwakeTable
from tabletop.ui.table.mouse import MousePlayer as KitMousePlayer

if TYPE_CHECKING:
    from tabletop.ui.controller import Interaction


class MousePlayer(KitMousePlayer):
    """Performs actions with the mouse on a Bellwake table (the keeper at the bottom)."""

    def _gesture(self, it: Interaction, action: Action) -> None:
        d, scene = self.d, self.scene
        ext = scene.ext
        if action.kind == "learn" and isinstance(ext, BellwakeTable):
            for button in ext.choice_buttons():
                if button.value == action:
                    d.click(button.rect.center)
                    self._count("click upgrade (learn)")
                    return
            raise AssertionError(f"no button for {action} in the campaign log")
        src = action.source
        key = next((k for k, a in it.drags.get(src or "", {}).items() if a == action), None)
        toggles = self.gestures.get("click card (toggle)", 0)
        drag_it = key is not None and (
            action.kind != "toggle" or toggles > self.gestures.get("drag party to staging", 0)
        )
        if src is not None and key is not None and drag_it and key != action.target:
            targets = it.drags[src]
            start, end = self.card_point(src), self.target_point(key, targets)
            d.drag(start, end)
            self._count(f"drag {self._where(src)} to {self._kind(key)}")
            return
        super()._gesture(it, action)
