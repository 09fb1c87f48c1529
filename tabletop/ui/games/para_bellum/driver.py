"""Playing Para Bellum by posted mouse events: any legal action, performed as a person would.

:class:`MousePlayer` takes an action the rules offer and does the gesture the table shows for
it (drag a hand card onto a cell or a pile, drag a die or a coin onto a card, click a glowing
die, click a button (the table's own for the Battle Reward's bonuses), pick a plate in the
opponent picker, answer the "how?" menu), through
:class:`~tabletop.ui.table.driver.Driver` and the app's real loop. It raises AssertionError when
an action has no gesture, so a test can prove every decision is reachable by mouse.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.rules import Action
from tabletop.ui.games.para_bellum.controller import ParaBellumInteraction
from tabletop.ui.table.driver import Driver

if TYPE_CHECKING:
    from tabletop.ui.games.para_bellum.table import ParaBellumTable
    from tabletop.ui.table.scene import TableScene


class MousePlayer:
    """Performs actions with the mouse on a Para Bellum table."""

    def __init__(self, driver: Driver) -> None:
        self.d = driver
        self.gestures: dict[str, int] = {}  # how often each kind of gesture was used

    @property
    def scene(self) -> TableScene:
        return self.d.scene

    @property
    def ext(self) -> ParaBellumTable:
        return self.scene.ext  # type: ignore[return-value]

    def _count(self, what: str) -> None:
        self.gestures[what] = self.gestures.get(what, 0) + 1

    def hand_point(self, card: str) -> tuple[int, int]:
        """A point on the visible part of a hand card (fanned cards overlap)."""
        spots = [s for s in self.scene.spots() if s.zone == "hand.0"]
        for i, spot in enumerate(spots):
            if spot.card == card:
                right = spots[i + 1].rect.x if i + 1 < len(spots) else spot.rect.right
                x = (spot.rect.x + min(spot.rect.right, max(spot.rect.x + 4, right))) // 2
                return x, spot.rect.centery
        raise AssertionError(f"{card} is not in the hand on the table")

    def target_point(self, thing: str) -> tuple[int, int]:
        rect = self.ext.thing_rect(thing)
        if rect is None:
            raise AssertionError(f"{thing} is not on the table")
        return rect.center

    def wait_for_turn(self, rounds: int = 50) -> None:
        self.d.wait_for_turn(rounds)

    def perform(self, action: Action) -> None:
        """Do ``action`` by mouse; the state must then have applied exactly it."""
        scene = self.scene
        it = scene.interaction
        assert isinstance(it, ParaBellumInteraction), "it is not the local player's turn"
        before = len(scene.state.history)
        self._gesture(it, action)
        self.wait_for_turn()
        history = scene.state.history
        assert len(history) > before, f"the gesture for {action} did nothing"
        assert history[before][1] == action, f"wanted {action}, got {history[before][1]}"

    def _gesture(self, it: ParaBellumInteraction, action: Action) -> None:  # noqa: C901
        d, ext = self.d, self.ext
        src, dst = action.source, action.target
        if ext.picker is not None and not ext.picker.hidden and action in ext.picker.actions:
            i = ext.picker.actions.index(action)
            d.click(ext.picker.plates[i].center)
            self._count("picker")
            return
        if src is not None and it.clicks.get(src) == action:
            d.click(self.hand_point(src))
            self._count("click hand card")
            return
        if src is not None and dst is not None and it.drags.get(src, {}).get(dst) == action:
            d.drag(self.hand_point(src), self.target_point(dst))
            self._count(f"drag card to {dst.split(':')[0].split('.')[0]}")
            return
        if src is not None and dst is not None and action in it.moves.get(src, {}).get(dst, []):
            d.drag(self.target_point(src), self.target_point(dst))
            self._count(f"drag {src.split(':')[0].split('.')[0]} ({action.kind})")
            self._menu(action)
            return
        for thing, actions in it.picks.items():
            if action in actions and ext.thing_rect(thing) is not None:
                d.click(self.target_point(thing))
                self._count(f"click ({action.kind})")
                self._menu(action)
                return
        for button in ext.choice_buttons:  # the Battle Reward's bonuses
            if button.value == action:
                d.click(button.rect.center)
                self._count(f"button ({action.kind})")
                return
        for button in scene_buttons(self.scene):
            if button.value == action:
                d.click(button.rect.center)
                self._count(f"button ({action.kind})")
                return
        raise AssertionError(f"no gesture for {action} ({action.text})")

    def _menu(self, action: Action) -> None:
        if getattr(self.scene, "ext", None) is None:
            return  # the game ended: another screen
        menu = self.ext.menu
        if menu is None:
            return
        for b in menu.buttons:
            if b.value == action:
                self.d.click(b.rect.center)
                self._count("menu")
                return
        raise AssertionError(f"{action} is not in the menu")


def scene_buttons(scene: TableScene) -> list:
    return list(scene.buttons)


def post_release(driver: Driver, pos: tuple[int, int]) -> None:
    driver.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    driver.frames(1)
