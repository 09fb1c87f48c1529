"""Events to animations: each event of an action is a step of the timeline that moves the
display one event forward while it animates (a card sliding between zones, a shuffle, a
banner); a game's own kinds of event are its extension's.

Part of :class:`~tabletop.ui.table.scene.TableScene` (a mixin).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from tabletop.rules import Event
from tabletop.rules.state import copy_data
from tabletop.ui import sound
from tabletop.ui.anim import Anim, Banner, Callback, FloatText, Shake, Slide
from tabletop.ui.table import theme
from tabletop.ui.table.painters import badges
from tabletop.ui.table.widgets import panel

# Events after which the prompt panel's words follow the new turn (or round), not the player
# whose action is being played out: the events of "End the turn" go on into the next turn
TURN_KINDS = frozenset({"turn", "round"})

BASE_DURATION = {
    "move": 0.42,
    "flash": 0.7,
    "banner": 1.1,
    "float": 1.0,
    "pulse": 0.75,
    "shake": 0.45,
}


MISSING = object()  # a value the view no longer holds (no phase at the new turn)


def turn_values(
    events: list[Event], after: Callable[[], dict[str, Any]], keys: tuple[str, ...]
) -> tuple[int, dict[str, Any]]:
    """Where an action's events begin the turn the table is left in (the last turn or round
    event; -1: none), and the values of ``keys`` (whose turn, its phase) that the view
    ``after()`` the action holds and that no event from there on carries itself: the header
    takes them as that event is shown, when the panel says whose turn it is (prompt.py),
    rather than at the end of the action's animations. A key the view lacks is
    :data:`MISSING` (dropped from the display). The view is asked only for a new turn."""
    last = max((i for i, e in enumerate(events) if e.kind in TURN_KINDS), default=-1)
    if last < 0:
        return last, {}
    carried = {k for e in events[last:] for k in ((e.details or {}).get("data") or {})}
    view = after()
    return last, {k: copy_data(view[k]) if k in view else MISSING for k in keys if k not in carried}


class EventAnimation:
    """The timeline's steps for events, and the floating words and banners they show."""

    def _view_after(self) -> dict[str, Any]:
        """The view the display is synced to once the queued events are shown."""
        return self.state.view(self.view_seat)

    def _d(self, key: str) -> float:
        return BASE_DURATION[key]

    def _animate(self, events: list[Event]) -> None:
        # Hot-seat: the log stays on screen when the other player takes the mouse, so it
        # only ever holds public texts (each player sees their own cards in their hand).
        log_seat = None if self.hot_seat else self.view_seat
        turn = turn_values(events, self._view_after, self.controller.turn_keys)
        for i, raw in enumerate(events):
            event = raw.for_seat(self.view_seat)
            values = turn[1] if i == turn[0] else None
            self.timeline.push(self._begin_event(event, raw.for_seat(log_seat).text, values))
            self.hold.after_event(raw)  # the hand closes up once its last discard left it

    def _begin_event(  # noqa: ANN202 - a closure factory
        self, event: Event, log_text: str, turn: dict[str, Any] | None = None
    ):
        """The step that shows ``event``; ``turn``: the header's values of the turn it begins
        (see :func:`turn_values`), put on the display as it is shown."""

        def begin() -> list[Anim]:
            self.log.add(log_text, event.kind)
            if event.kind in TURN_KINDS or event.kind == "game_over":
                self.shown_stage = event  # the panel's words follow it (prompt.py)
                for key, value in (turn or {}).items():  # and so does the header
                    if value is MISSING:
                        self.display.data.pop(key, None)
                    else:
                        self.display.data[key] = value
                if event.kind == "game_over":
                    self._build_buttons()  # Undo's reason may name the result now (undo.py)
            sound.table_event(self, event)
            self._spots = None
            self.dirty = True
            badges.follow(self.display, event)  # counters, flags and attachments
            own = self.ext.event(event)
            if own is not None:
                return own
            if event.kind == "move" and event.src and event.dst:
                return self._move(event)
            self.controller.apply_event(self.display, event)
            return self._effect(event)

        return begin

    def _image(self, card: str | None, size: tuple[int, int], face_up: bool) -> pygame.Surface:
        if card is not None and face_up:
            return self.art.face(card, size)
        return self.art.back(size)

    def _move(self, event: Event) -> list[Anim]:
        assert event.src and event.dst
        src_rect = self.spot_rect(event.src, event.card)
        _, removed = self.display.take(event.card, event.src)
        card = event.card if event.card is not None else removed
        index = self.display.put(card, event.dst)
        self._spots = None
        dst_rect = self.spot_rect(event.dst, None, index)
        shown = self.display.zones[event.dst][index]
        face_up = shown is not None and self.zone_face(event.dst)
        if self.lz(event.src) == "deck" and self.lz(event.dst) == self.lz(f"hand.{event.seat}"):
            face_up = face_up and shown is not None
        key = (self.lz(event.dst) or "", index)
        self.flying.add(key)
        size = src_rect.size if src_rect.h >= dst_rect.h else dst_rect.size
        image = self.ext.move_image(shown, event.src, event.dst, size, face_up)
        if image is None:
            image = self._image(shown if shown is not None else None, size, face_up)
        slide = Slide(image, src_rect, dst_rect, self._d("move"), lift=theme.px(30, self.scale))
        end = Callback(lambda: self._land(key), slide.duration)
        return [slide, end]

    def _land(self, key: tuple[str, int]) -> None:
        self.flying.discard(key)
        self.dirty = True

    def _float(
        self, text: str, center: tuple[int, int], color: tuple[int, int, int], size: int = 46
    ) -> FloatText:
        img = self._outlined(text, theme.px(size, self.scale, 16), color)
        return FloatText(
            img,
            center,
            self._d("float"),
            rise=theme.px(70, self.scale, 20),
            hold=self._d("float") * 0.6,
        )

    def _outlined(self, text: str, size: int, color: tuple[int, int, int]) -> pygame.Surface:
        base = self.res.text(text, size, color, True)
        edge = self.res.text(text, size, (10, 6, 4), True)
        surf = pygame.Surface((base.get_width() + 4, base.get_height() + 4), pygame.SRCALPHA)
        for dx, dy in ((0, 0), (4, 0), (0, 4), (4, 4), (2, 0), (0, 2), (4, 2), (2, 4)):
            surf.blit(edge, (dx, dy))
        surf.blit(base, (2, 2))
        return surf

    def _effect(self, event: Event) -> list[Anim]:
        """Animations for the generic events other than moves (a game's own kinds are its
        extension's, see :meth:`TableExtension.event`)."""
        kind = event.kind
        if kind == "shuffle" or kind == "reshuffle":
            return [Shake(self._d("shake"), theme.px(8, self.scale, 3))]
        if kind in ("turn", "game_over"):
            return [self._banner(event.text, self._d("banner"))]
        return []

    def _banner(self, text: str, duration: float) -> Banner:
        """A message across the table, wrapped (two lines at most, evenly long) and shrunk as
        needed to fit the window's width with margins: the final result is a long sentence."""
        res = self.res
        pad = theme.px(26, self.scale, 10)
        margin = theme.px(40, self.scale, 16)
        room = self.size[0] - 2 * margin - 2 * pad
        lines, size = banner_lines(res, text, theme.px(40, self.scale, 18), room)
        line_h = res.font(size, True, True).get_linesize()
        imgs = [res.text(line, size, theme.INK, True, True) for line in lines]
        width = max(img.get_width() for img in imgs)
        surf = panel(
            (width + 2 * pad, line_h * (len(imgs) - 1) + imgs[0].get_height() + pad),
            self.scale,
            (*theme.PANEL, 235),
            (*theme.GOLD, 230),
        )
        y = pad // 2
        for img in imgs:
            surf.blit(img, img.get_rect(midtop=(surf.get_width() // 2, y)))
            y += line_h
        rect = surf.get_rect(center=(self.size[0] // 2, self.size[1] // 2))
        status = self.rects.get("status")
        if status is not None:  # next to the status line, never over it
            gap = theme.px(8, self.scale, 3)
            rect.midtop = (status.centerx, status.bottom + gap)
            if rect.bottom > self.size[1] - margin:
                rect.midbottom = (status.centerx, status.top - gap)
        rect.clamp_ip(pygame.Rect((0, 0), self.size).inflate(-2 * margin, -2 * margin))
        return Banner(surf, rect.center, duration, hold=duration * 0.55)


def banner_lines(res: Any, text: str, size: int, room: int) -> tuple[list[str], int]:
    """``text`` as at most two lines of about equal length, each at most ``room`` pixels
    wide, at the largest size down to 60% of ``size`` that allows it (more lines below)."""
    low = max(11, size * 3 // 5)
    for s in range(size, low - 1, -1):
        font = res.font(s, True, True)
        lines = res.wrap(text, s, room, True, True)
        if len(lines) <= 2 and all(font.size(line)[0] <= room for line in lines):
            break
    else:
        s = low
        lines = res.wrap(text, s, room, True, True)
    if len(lines) == 2:  # even the two lines out: the narrowest width that keeps two
        lo, hi = font.size(text)[0] // 2, room
        while lo < hi:
            mid = (lo + hi) // 2
            if len(res.wrap(text, s, mid, True, True)) <= 2:
                hi = mid
            else:
                lo = mid + 1
        lines = res.wrap(text, s, hi, True, True)
    return lines, s
