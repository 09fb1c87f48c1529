"""The contents of zones on the board: each zone's painter (tabletop/ui/table/painters/:
cards, piles, grids, tracks, tokens), the badges they share, the shaking deck and the status
line.

Part of :class:`~tabletop.ui.table.scene.TableScene` (a mixin).
"""

from __future__ import annotations

import pygame

from tabletop.ui.table import theme
from tabletop.ui.table.painters import CardPainter, Painter, badges, painter_for
from tabletop.ui.widgets import fit_line


class ZoneDrawing:
    """Zones' painters and what they share (badges, whose turn it is)."""

    def draw_as_on_table(self, surface: pygame.Surface, card: str, rect: pygame.Rect) -> None:
        """``card`` at ``rect`` as the zone it lies in draws it, with the marks of its state
        (a damaged creature's power now, its Shield): a pick-a-card window shows what the
        table shows, not only the printed face."""
        entry = badges.states(self.display).get(card)
        painter = None
        if entry:
            zone = next((z for z, cards in self.display.zones.items() if card in cards), None)
            lzone = self.lz(zone)
            painter = self.painter(lzone) if lzone in self.rects else None
        if isinstance(painter, CardPainter):
            painter.draw_card(surface, card, rect, entry)
        else:  # with the shadow a card with state gets from its painter: every card alike
            self.art.blit_with_shadow(surface, card, rect)

    def painter(self, lzone: str) -> Painter | None:
        """The painter of a layout zone (see :mod:`tabletop.ui.table.painters`), made once."""
        try:
            return self._painters[lzone]
        except KeyError:
            painter = self._painters[lzone] = painter_for(self, lzone)
            return painter

    def _badge_rect(self, text: str, center: tuple[int, int]) -> pygame.Rect:
        """Where :meth:`_badge` draws ``text`` centred at ``center``."""
        # 13 px at 1280x720; 11 px in the smallest windows, where a pile is 50 px wide
        size = theme.px(20, self.scale, 11)
        pad = theme.px(8, self.scale, 3)
        r = self.res.text(text, size, theme.INK, True).get_rect(center=center)
        r = r.inflate(2 * pad, pad)
        r.w = max(r.w, r.h)
        r.center = center
        return r

    def _badge(self, surface: pygame.Surface, text: str, center: tuple[int, int]) -> pygame.Rect:
        """A count on a dark pill centred at ``center``."""
        img = self.res.text(text, theme.px(20, self.scale, 11), theme.INK, True)
        r = self._badge_rect(text, center)
        pygame.draw.rect(surface, (16, 10, 20), r, border_radius=r.h // 2)
        pygame.draw.rect(
            surface, theme.GOLD, r, max(1, theme.px(2, self.scale)), border_radius=r.h // 2
        )
        surface.blit(img, img.get_rect(center=r.center))
        return r

    def _pile_badge(
        self,
        surface: pygame.Surface,
        lzone: str,
        n: int,
        offset: tuple[int, int] = (0, 0),
        face_up: bool = False,
    ) -> None:
        """A pile's card count (see :meth:`pile_badge_rect`)."""
        self._badge(surface, str(n), self.pile_badge_rect(lzone, n, offset, face_up).center)

    def pile_badge_rect(
        self, lzone: str, n: int, offset: tuple[int, int] = (0, 0), face_up: bool = False
    ) -> pygame.Rect:
        """Where a pile's card count goes: on its card's bottom right corner; on a face-up
        card, beside the corner as far as the zone has room, clear of the name a face shows
        along its foot (and of the marks along its sides), else below the corner where the
        zone is too narrow for that (over the name it hid the end of "The Obsidian
        Comedian"); always inside its zone."""
        slot = self.slots(lzone, 1)[0].move(offset)
        corner = (slot.right - theme.px(6, self.scale), slot.bottom - theme.px(6, self.scale))
        zone = self.rects.get(lzone)
        inside = zone.inflate(-2, -2) if zone is not None else None
        rect = self._badge_rect(str(n), corner)
        if not face_up:
            return rect.clamp(inside) if inside is not None else rect
        beside = rect.copy()
        beside.centerx = slot.right + rect.w // 2 - theme.px(3, self.scale, 1)
        below = rect.copy()
        below.top = slot.bottom - theme.px(3, self.scale, 1)
        if inside is None:
            return beside
        beside, below = beside.clamp(inside), below.clamp(inside)

        def over(r: pygame.Rect) -> int:
            return r.clip(slot).w * r.clip(slot).h

        return beside if over(beside) <= over(below) else below

    def _draw_shaking_deck(self, surface: pygame.Surface, offset: tuple[int, int]) -> None:
        """The deck jiggling while it is shuffled, drawn over the board (whose deck area is
        restored from the static layer), so a shuffle costs no board redraws."""
        if "deck" not in self.rects or self._static is None:
            return
        area = self.rects["deck"]
        surface.blit(self._static, area, area)
        n = len(self.display.zones.get("deck", []))
        if not n:
            return
        rect = self.slots("deck", 1)[0]
        img = self.art.with_shadow(None, rect.size)
        origin = self.art.shadow_origin(rect)
        step = max(1, theme.px(3, self.scale))
        for k in range(min(3, n - 1), -1, -1):
            surface.blit(img, (origin[0] + k * step + offset[0], origin[1] + k * step + offset[1]))
        self._pile_badge(surface, "deck", n, offset)

    def _is_active(self, seat: int) -> bool:
        """Whether ``seat`` is the one whose turn it is (its token zone is outlined)."""
        active = self.controller.active_seat(self.display)
        return (
            active == seat
            and not self.display.data.get("over")
            and bool(self.display.data.get("turn"))
        )

    def _draw_status(self, surface: pygame.Surface) -> None:
        rect = self.rects.get("status")
        if rect is None:
            return
        text = self.controller.status(self.display, self.seat_names())
        for img, topleft in self.status_lines(text, rect):
            surface.blit(img, topleft)

    def status_lines(
        self, text: str, rect: pygame.Rect
    ) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        """The status line's images and where they lie, centred in ``rect``: one line, smaller
        until it fits (never below 12 px); at 12 px still too long, two lines when the zone is
        tall enough (split at a " · ", else between words), the last cut with "…" if need be."""
        if not text:
            return []
        room = rect.w - theme.px(16, self.scale)
        size = theme.px(24, self.scale, 12)
        font = self.res.font(size, True, True)
        while font.size(text)[0] > room and size > 12:
            size -= 1  # a long status line shrinks to fit its zone (never below 12 px)
            font = self.res.font(size, True, True)
        lines = [text]
        if font.size(text)[0] > room:
            lines = self._status_split(text, font, room)
            if len(lines) * font.get_linesize() > rect.h:
                lines = [text]  # one line after all: as written, " · " and all
            last = lines[-1]
            if font.size(last)[0] > room:
                lines[-1] = fit_line(self.res, last, size, room, bold=True, serif=True)[0]
        step = font.get_linesize()
        y = rect.centery - step * len(lines) // 2
        out = []
        for line in lines:
            img = self.res.text(line, size, theme.INK, True, True)
            out.append((img, img.get_rect(midtop=(rect.centerx, y)).topleft))
            y += step
        return out

    @staticmethod
    def _status_split(text: str, font: pygame.font.Font, room: int) -> list[str]:
        """``text`` on two lines: at the last " · " whose first part fits, else between
        words."""
        parts = text.split(" \u00b7 ")
        for k in range(len(parts) - 1, 0, -1):
            head, tail = " \u00b7 ".join(parts[:k]), " \u00b7 ".join(parts[k:])
            if font.size(head)[0] <= room:
                return [head, tail]
        words = text.split()
        for k in range(len(words) - 1, 0, -1):
            if font.size(" ".join(words[:k]))[0] <= room:
                return [" ".join(words[:k]), " ".join(words[k:])]
        return [text]

    def _draw_toast(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The message of the moment (a refused drop, an undo refused): a callout just below
        the status line, never over it (nor over the phase title), drawn over the board each
        frame while it lasts; where it was drawn."""
        if not self.toast_text:
            return []
        rect = self.rects.get("status") or pygame.Rect(0, self.size[1] // 3, self.size[0], 1)
        size = theme.text_px(19, self.scale)
        room = max(rect.w - theme.px(60, self.scale), theme.px(420, self.scale))
        lines = self.res.wrap(self.toast_text, size, room, True)
        line_h = self.res.font(size, True).get_linesize()
        imgs = [self.res.text(line, size, (255, 236, 226), True) for line in lines[:3]]
        w = max(i.get_width() for i in imgs) + theme.px(36, self.scale, 12)
        h = line_h * len(imgs) + theme.px(14, self.scale, 6)
        box = pygame.Rect(0, 0, w, h)
        below = rect.bottom + self.label_height() + theme.px(10, self.scale, 3)  # a zone's title
        box.midtop = (rect.centerx, below)
        if box.bottom > self.size[1]:  # no room below: above the status line
            box.midbottom = (rect.centerx, rect.top - theme.px(6, self.scale, 2))
        box.clamp_ip(pygame.Rect((0, 0), self.size))
        pygame.draw.rect(surface, theme.TOAST_BG, box, border_radius=h // 3)
        pygame.draw.rect(
            surface, theme.TOAST_EDGE, box, max(1, theme.px(2, self.scale)), border_radius=h // 3
        )
        y = box.top + theme.px(7, self.scale, 3)
        for img in imgs:
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += line_h
        self.toast_rect = box
        return [box]
