"""Rendering the table's card pictures ahead of time, in slices small enough to hide in frames.

Why: the first picture of a card at a size costs 0.5-4 ms (frame art scaled, text laid out
and rendered, shadow baked in), and the first one at a new size 5-15 ms more (the rules-text
size that fits every card is searched once per size). Drawn on demand, that cost lands in the
frame that first shows the card. So the table queues every picture it may show at its zones'
sizes and renders them in frames that redraw nothing else (the pacing delay before a bot acts,
a person thinking, the frames of an animation), a few steps per frame within a time budget.
The card a bot has chosen goes to the front of the queue (:func:`for_card`): it moves when the
pacing delay is over.

Steps are small on purpose (each slice of a size's shared work, each face, each shadowed copy,
each glow is a step): the budget is only kept if no single step is much longer than it.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from tabletop.ui.table import theme
from tabletop.ui.table.painters import CardPainter

if TYPE_CHECKING:
    from tabletop.ui.table.scene import TableScene

Step = Callable[[], object]
AGAIN = object()  # a step's answer: not finished, call me again
Size = tuple[int, int]


def _sizes(scene: TableScene) -> tuple[list[Size], list[Size], list[Size], list[Size]]:
    """Card sizes of the table's zones, largest first: face up; hidden hands bigger than some
    face-up zone (a card played from such a hand flies face up at the hand's size); all of
    them; and the own hand's sizes (none without a person at the table). A zone whose cards
    get smaller as it fills gives each size it may take soon (``CardPainter.card_sizes``)."""
    face_up: set[Size] = set()
    hidden: set[Size] = set()
    hands: set[Size] = set()
    hand: set[Size] = set()
    for lzone, zone in scene.layout.zones.items():
        painter = scene.painter(lzone)
        if not isinstance(painter, CardPainter):
            continue
        sizes = set(painter.card_sizes())
        if scene.sz(lzone) in scene.display.hidden or zone.face == "down":
            hidden |= sizes
            if lzone.startswith("hand."):
                hands |= sizes
        else:
            face_up |= sizes
        if lzone == "hand.0" and scene.humans:
            hand = sizes
    smallest = min((w * h for w, h in face_up), default=0)
    bigger = {s for s in hands - face_up if s[0] * s[1] > smallest}
    return _by_area(face_up), _by_area(bigger), _by_area(face_up | hidden), _by_area(hand)


def _by_area(sizes: set[Size]) -> list[Size]:
    return sorted(sizes, key=lambda s: s[0] * s[1], reverse=True)


def _card_steps(
    scene: TableScene,
    cards: list[str],
    face_up: list[Size],
    flying: list[Size],
) -> list[Step]:
    """Faces where they are shown face up (with their shadow baked in), then the bare faces a
    slide out of a bigger hidden zone needs; each size's shared work first, in slices."""
    art = scene.art
    steps: list[Step] = []
    for size in face_up:
        steps.append(_stepwise(art.prepare(size)))
        for card in cards:
            steps.append(lambda c=card, s=size: art.face(c, s))
            steps.append(lambda c=card, s=size: art.with_shadow(c, s))
    for size in flying:
        steps.append(_stepwise(art.prepare(size)))
        steps.extend(lambda c=card, s=size: art.face(c, s) for card in cards)
    return steps


def plan(scene: TableScene) -> list[Step]:
    """Every card picture ``scene`` may draw at its current size, most urgent last (the list
    is consumed with ``pop``)."""
    art = scene.art
    face_up, flying, every, hand = _sizes(scene)
    steps: list[Step] = []
    # backs first: piles and hidden hands show them from the first frame on
    for size in every:
        steps.append(lambda s=size: art.with_shadow(None, s))
    # glows, only drawn for a person: a playable card in the hand, a card named by a prompt
    if hand:
        steps.extend(lambda s=size: art.glow(s) for size in hand)
        for size in face_up:
            steps.append(lambda s=size: art.glow(s, theme.FOCUS))
    # faces, the largest (the card being played, the own hand) first
    steps += _card_steps(scene, list(art.info), face_up, flying)
    # last, the faces the hover shows large (a person looks at cards from the first seconds),
    # and the notes beside them of the cards lying face up on the table now
    # (those lying face up on the table now first: they are the ones a person can hover)
    if hand:
        big = scene.hover_size()
        seen = sorted({c for cards in scene.display.zones.values() for c in cards if c in art.info})
        steps.append(_stepwise(art.prepare(big)))
        for card in seen:
            steps.append(lambda c=card, s=big: art.face(c, s))
            steps.append(lambda c=card: scene.notes_image(c))
        steps.extend(lambda c=card, s=big: art.face(c, s) for card in art.info if card not in seen)
    steps.reverse()
    return steps


def for_card(scene: TableScene, card: str | None) -> list[Step]:
    """The pictures of one card about to move (a bot's chosen card), to append to the queue
    so that they come first (what is already rendered costs nothing)."""
    if card is None or card not in scene.art.info:
        return []
    face_up, flying, _, _ = _sizes(scene)
    return _card_steps(scene, [card], face_up, flying)[::-1]


def _stepwise(slices: Iterator[None]) -> Step:
    """A step that runs one slice of ``slices`` per call and asks to be called again."""

    def step() -> object:
        for _ in slices:
            return AGAIN
        return None

    return step


def run(steps: list[Step], budget: float) -> int:
    """Run queued steps for about ``budget`` seconds: at least one, and no further step once
    the time used plus the last step's time would pass the budget. A step that returns
    :data:`AGAIN` stays queued. Returns how many ran."""
    start = time.perf_counter()
    last = 0.0
    done = 0
    while steps:
        before = time.perf_counter()
        if done and before - start + last > budget:
            break
        step = steps.pop()
        if step() is AGAIN:
            steps.append(step)
        last = time.perf_counter() - before
        done += 1
    return done
