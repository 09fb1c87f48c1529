"""Playing a card game's table by posted mouse events: any legal action, performed as a person
would (the kit's MousePlayer: a game uses it as it is, or subclasses it for its own gestures).

:class:`MousePlayer` takes an action the rules offer and does the gesture the table shows for
it (drag a hand card onto its side or onto a card, drag a pile's top card onto the discard
pile, click a glowing card to select it, drag a blocker onto an attacker, pick a card in a
picker, press a button), through :class:`~tabletop.ui.table.driver.Driver` and the app's real
loop. It raises AssertionError when an action has no gesture, so a test can prove every
decision is reachable by mouse. The keyboard (Enter) is never used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.rules import Action
from tabletop.ui.table.driver import Driver

if TYPE_CHECKING:
    from tabletop.ui.controller import Interaction
    from tabletop.ui.table.scene import TableScene

STEP = 6  # pixels between the points tried on a card or a zone


class MousePlayer:
    """Performs actions with the mouse on a card game's table (the person at the bottom)."""

    def __init__(self, driver: Driver) -> None:
        self.d = driver
        self.gestures: dict[str, int] = {}  # how often each kind of gesture was used

    @property
    def scene(self) -> TableScene:
        return self.d.scene

    def _count(self, what: str) -> None:
        self.gestures[what] = self.gestures.get(what, 0) + 1

    # ----- where to put the mouse ------------------------------------------------------------

    def card_point(self, card: str) -> tuple[int, int]:
        """A point where ``card`` is the card under the mouse (cards may overlap)."""
        scene = self.scene
        for spot in reversed(scene.spots()):
            if spot.card != card:
                continue
            r = spot.rect
            if scene.spot_at(r.center) is not None and scene.spot_at(r.center).card == card:
                return r.center
            for x in range(r.left + 2, r.right - 1, STEP):
                for y in range(r.top + 2, r.bottom - 1, STEP):
                    under = scene.spot_at((x, y))
                    if under is not None and under.card == card:
                        return x, y
        raise AssertionError(f"{card} is not (visibly) on the table")

    def zone_point(self, zone: str, targets: dict[str, Action]) -> tuple[int, int]:
        """A point of state zone ``zone`` where a drop means the zone itself (not a card of
        ``targets`` lying there)."""
        scene = self.scene
        lzone = scene.lz(zone)
        assert lzone is not None and lzone in scene.rects, f"{zone} is not on the table"
        r = scene.rects[lzone]

        def means_zone(p: tuple[int, int]) -> bool:
            if scene.zone_at(p) != lzone:
                return False
            own = scene.ext.target_at(p, targets)
            if own is not None:
                return own == zone
            under = scene.spot_at(p)
            return under is None or not under.face_up or under.card not in targets

        if means_zone(r.center):
            return r.center
        for x in range(r.left + 2, r.right - 1, STEP):
            for y in range(r.top + 2, r.bottom - 1, STEP):
                if means_zone((x, y)):
                    return x, y
        raise AssertionError(f"no free point in {zone} to drop onto")

    def target_point(self, target: str, targets: dict[str, Action]) -> tuple[int, int]:
        if target in self.scene.display.zones or self.scene.lz(target) in self.scene.rects:
            return self.zone_point(target, targets)
        return self.card_point(target)

    # ----- the turn ----------------------------------------------------------------------------

    def wait_for_turn(self, rounds: int = 50) -> None:
        self.d.wait_for_turn(rounds)

    def perform(self, action: Action) -> None:
        """Do ``action`` by mouse; the state must then have applied exactly it."""
        scene = self.scene
        it = scene.interaction
        assert it is not None, "it is not the local player's turn"
        state = scene.state
        before = len(state.history)
        self._gesture(it, action)
        self.wait_for_turn()
        history = state.history
        assert len(history) > before, f"the gesture for {action} did nothing"
        assert history[before][1] == action, f"wanted {action}, got {history[before][1]}"

    def _gesture(self, it: Interaction, action: Action) -> None:  # noqa: C901
        d, scene = self.d, self.scene
        src, dst = action.source, action.target
        picker = scene.picker
        if picker is not None and picker.hidden:
            d.click(d.button("Show the choices"))
            picker = scene.picker
        if picker is not None and not picker.hidden:
            for i, entry in enumerate(picker.spec.entries):
                if entry.action == action:
                    self._scroll_to(i)
                    d.click(picker.cells[i].center)
                    self._count(f"picker ({action.kind})")
                    return
            for b in picker.buttons:
                if b.value == action:
                    d.click(b.rect.center)
                    self._count(f"picker button ({action.kind})")
                    return
            hide = next((b for b in picker.buttons if b.value == "hide"), None)
            assert hide is not None, f"{action} is not in the open picker ({it.prompt})"
            d.click(hide.rect.center)  # see the table: the action is done there
            self._count("picker: see the table")
        if src is not None and it.clicks.get(src) == action:
            d.click(self.card_point(src))
            self._count(f"click card ({action.kind})")
            return
        if src is not None and dst is not None and it.drags.get(src, {}).get(dst) == action:
            targets = it.drags[src]
            start = self.card_point(src)
            end = self.target_point(dst, targets)
            what = f"drag {self._where(src)} to {self._kind(dst)} ({action.kind})"
            d.drag(start, end)
            self._count(what)
            return
        for b in scene.buttons:
            if b.value == action and b.enabled:
                d.click(b.rect.center)
                self._count(f"button ({action.kind})")
                return
        raise AssertionError(f"no gesture for {action} ({action.text}) at {it.prompt!r}")

    def _scroll_to(self, i: int) -> None:
        picker = self.scene.picker
        assert picker is not None
        for _ in range(50):
            if picker.visible(i):
                return
            row = i // picker.cols
            self.d.wheel(picker.panel_rect.center, -1 if row >= picker.scroll else 1)
        raise AssertionError(f"entry {i} of the picker cannot be scrolled into view")

    def _where(self, card: str) -> str:
        for spot in self.scene.spots():
            if spot.card == card:
                return spot.zone.split(".")[0]
        return "?"

    def _kind(self, target: str) -> str:
        if target in self.scene.display.zones:
            return target.split(".")[0]
        return "card"
