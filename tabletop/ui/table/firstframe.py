"""The table's first board, built over a few frames instead of in one.

Why: a table's first board costs 40-60 ms of CPU at 1920x1080 (the felt; the zones' frames
and labels; every card in view with its shadow; the first rasterisation of the token art),
three or four dropped frames in one. In the real loop (not in tests, not with ``--fast``) the
table builds it in slices of a few milliseconds, a few slices per frame, while the window keeps
what it showed (the launcher, or nothing yet); the deal animation and the bots wait for it,
so nothing is missed. It takes about five frames (under 0.1 s).

The result is exactly the board :meth:`BoardDrawing._render_board` would make in one go: the
same static layer, each zone drawn clipped to its paint rect, and the zones' signatures.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pygame

from tabletop.rules.cards import definition_id
from tabletop.ui import heap
from tabletop.ui.table import felt
from tabletop.ui.table.painters import CardPainter

if TYPE_CHECKING:
    from tabletop.ui.table.scene import TableScene

Master = tuple[str, tuple[int, int]]  # an SVG and the size it is rasterised at
BUDGET = 0.006  # seconds of slices per frame: the frame stays well under 16.7 ms
MAX_WAIT_FRAMES = 20  # frames the first board waits for the art it shows (a third of a second)
WAIT = object()  # a slice's answer: nothing more to do in this frame


def first_needed(scene: TableScene, masters: list[Master]) -> list[Master]:
    """The prefetch's rasterisations the first board draws: backs and frames, and the art of
    the cards face up on the table now."""
    shown = {
        definition_id(card)
        for zone, cards in scene.display.zones.items()
        if zone not in scene.display.hidden
        for card in cards
        if card is not None
    }
    return [
        m
        for m in masters
        if "/illustrations/" not in m[0] or m[0].rsplit("/", 1)[-1].removesuffix(".svg") in shown
    ]


def prefetch_order(scene: TableScene) -> list[Master]:
    """The card art to rasterise in the background, what the first board shows first."""
    masters = scene.art.masters()
    first = first_needed(scene, masters)
    return first + [m for m in masters if m not in first]


def _slices(scene: TableScene) -> Iterator[object]:
    """Each ``yield`` ends a slice of a few milliseconds."""
    if not heap.frozen():  # `tabletop play`: no launcher froze the long-lived heap (heap.py)
        heap.freeze_once()  # in a frame of its own, the window still showing what it showed
        yield WAIT
    if scene._felt is None or scene._felt.get_size() != scene.size:
        steps = felt.render_steps(scene.res, scene.size)
        while True:
            try:
                next(steps)
            except StopIteration as done:
                scene._felt = done.value
                break
            yield
        yield
    steps = scene._static_steps()  # the felt is ready: frames and labels, a zone at a time
    while True:
        try:
            next(steps)
        except StopIteration as done:
            scene._static = done.value
            break
        yield
    scene._static_key = (scene.size, scene.bottom)
    # the card art the first board shows, from the prefetch thread (else it is rasterised
    # here, 5-20 ms a picture): wait a few frames for it, not more
    needed = first_needed(scene, scene.art.masters())
    for _ in range(MAX_WAIT_FRAMES):
        if not scene._prefetch.is_alive() or all(scene.res.ready(r, s) for r, s in needed):
            break
        yield WAIT
    # the rules-text size of each card size in view, searched a wrap at a time (5-25 ms)
    for size in _face_up_sizes(scene):
        for _ in scene.art.prepare(size):
            yield
    board = _opaque(scene.size)
    yield
    board.blit(scene._static, (0, 0))
    yield
    ctx = scene._card_context()
    sigs = {}
    for lzone in scene.layout.zones:
        sigs[lzone] = scene._signature(lzone)
        board.set_clip(scene.paint_rect(lzone))
        scene._draw_zone(board, lzone, ctx)
        board.set_clip(None)
        yield
    scene._board = board
    scene._sigs = sigs
    scene._board_stale = False
    scene._board_changed = None


def _opaque(size: tuple[int, int]) -> pygame.Surface:
    """A new opaque surface in the window's pixel format: made so at once, not converted
    (a second 8 MB copy at 1920x1080, and its page faults: 5-10 ms)."""
    window = pygame.display.get_surface()
    return pygame.Surface(size, 0, window) if window is not None else pygame.Surface(size)


def _face_up_sizes(scene: TableScene) -> list[tuple[int, int]]:
    """The card sizes of the zones that show a card face up now."""
    sizes = []
    for lzone in scene.layout.zones:
        painter = scene.painter(lzone)
        if not isinstance(painter, CardPainter):
            continue
        zone = scene.sz(lzone)
        if zone in scene.display.hidden or not any(scene.display.zones.get(zone, ())):
            continue
        size = painter.card_size()
        if size not in sizes:
            sizes.append(size)
    return sizes


class FirstBoard:
    """The slices still to run for a table's first board."""

    def __init__(self, scene: TableScene) -> None:
        self._slices = _slices(scene)
        self.done = False

    def run(self, budget: float = BUDGET) -> bool:
        """Run slices for about ``budget`` seconds (at least one); True once the board is
        ready."""
        start = time.perf_counter()
        last = 0.0
        ran = 0
        while not self.done:
            before = time.perf_counter()
            if ran and before - start + last > budget:
                break
            try:
                answer = next(self._slices)
            except StopIteration:
                self.done = True
                break
            last = time.perf_counter() - before
            ran += 1
            if answer is WAIT:
                break
        return self.done

    def finish(self) -> None:
        """Build what is left now (a picture of the table is wanted in this frame)."""
        for answer in self._slices:
            if answer is WAIT:
                break  # no waiting now: what is missing is rasterised here
        else:
            self.done = True
            return
        for _ in self._slices:
            pass
        self.done = True
