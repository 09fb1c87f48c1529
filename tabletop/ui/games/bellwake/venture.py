"""The venture's running total on the table: while a keeper commits (and on until the venture
is resolved) a banner over the staging area's title says "Committed: 5 resolve against 13
dread now", the committed characters' resolve with that of the characters chosen so far,
against the staging area's dread.

The table works it out from the state with the rules' own sums (``venture_resolve``, ``stat``,
``dread``), once per state: the rules' commit question must not (building the total there made
Bellwake's decisions half as fast, and they are the bots' playout fuel)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar

import pygame

from tabletop.rules import Decision
from tabletop.ui.table import theme
from tabletop.ui.table.painters.badges import PILL_EDGE
from tabletop.ui.widgets import cut_at_end

T = TypeVar("T")
COMMIT = "commit to the venture"  # the rules' commit question says this
MIN_TEXT = 12
INK = (16, 10, 20)  # dark words on the venture's blue, as the VENTURING ribbons


class PerState(Generic[T]):
    """``make(state)`` worked out once per state: the state, its data and the length of its
    history (a state's id may be reused; an action or an undo changes the history)."""

    def __init__(self, make: Callable[[Any], T]) -> None:
        self.make = make
        self._key: tuple[Any, Any, int] | None = None
        self._value: T | None = None

    def get(self, state: Any) -> T:
        key, length = self._key, len(state.history)
        if key is None or key[0] is not state or key[1] is not state.data or key[2] != length:
            self._key = (state, state.data, length)
            self._value = self.make(state)
        return self._value  # type: ignore[return-value]


def chosen(decision: Decision | None) -> list[str] | None:
    """The characters chosen so far in a commit question (a toggle to take one back is
    offered for each); None when the decision is no commit question."""
    if decision is None or COMMIT not in decision.prompt:
        return None
    toggles = [a for a in decision.actions if a.kind == "toggle"]
    if not toggles:
        return None
    return [a.source for a in toggles if a.option == "off" and a.source]


def tally(state: Any) -> tuple[int, int] | None:
    """(resolve, dread) of the venture under way: the committed characters, those chosen so
    far and the songs' resolve, against the staging area's dread; None when no keeper is
    committing and none is committed (or the game is not Bellwake's)."""
    if not hasattr(state, "venture_resolve") or state.is_over:
        return None
    picked = chosen(state.decision)
    if picked is None and not state.data.get("committed"):
        return None
    mods = state.mods()
    extra = sum(state.stat(card, "resolve", mods) for card in picked or ())
    return state.venture_resolve() + extra, state.dread(mods)


def tally_words(resolve: int, dread: int) -> list[str]:
    """The banner's words, longest first (the first that fits is drawn)."""
    return [
        f"Committed: {resolve} resolve against {dread} dread now",
        f"Committed: {resolve} resolve against {dread} dread",
        f"{resolve} resolve against {dread} dread",
        f"Resolve {resolve}, dread {dread}",
    ]


def banner_rect(scene: Any, lzone: str) -> pygame.Rect:
    """Over the zone's title after its first words ("Staging area", which stays: the
    prompt says to drag a character onto it; its note in brackets is covered), above its
    cards (never over them)."""
    rect = scene.rects[lzone]
    pad = theme.px(10, scene.scale, 4)
    head = str(scene.zone(lzone).label).split(" (", 1)[0]
    left = rect.x + pad + scene.res.font(scene.label_size, True).size(head)[0] + pad // 2
    top = rect.y + theme.px(3, scene.scale, 2)
    bottom = min(
        scene.card_area(lzone).top, top + scene.label_height() + theme.px(4, scene.scale, 2)
    )
    right = rect.right - theme.px(6, scene.scale, 3)
    return pygame.Rect(left, top, max(1, right - left), max(1, bottom - top))


def draw_banner(
    scene: Any, surface: pygame.Surface, lzone: str, numbers: tuple[int, int], fill: tuple
) -> pygame.Rect:
    """The running total on a banner over ``lzone``'s title: the longest words that fit, at
    the title's size down to 12 px (the shortest, cut with "…" at 12 px, where none does)."""
    box = banner_rect(scene, lzone)
    room = box.w - 2 * theme.px(8, scene.scale, 4)
    forms = tally_words(*numbers)
    fits = (
        (words, size)
        for words in forms
        for size in range(max(scene.label_size, MIN_TEXT), MIN_TEXT - 1, -1)
        if scene.res.font(size, True).size(words)[0] <= room
    )
    words, size = next(fits, None) or (
        cut_at_end(scene.res, forms[-1:], MIN_TEXT, room, 1, bold=True)[0],
        MIN_TEXT,
    )
    pygame.draw.rect(surface, fill, box, border_radius=box.h // 3)
    pygame.draw.rect(surface, PILL_EDGE, box, 1, border_radius=box.h // 3)
    img = scene.res.text(words, size, INK, True)
    surface.blit(img, img.get_rect(center=box.center))
    return box
