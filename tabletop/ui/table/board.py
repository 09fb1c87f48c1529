"""Drawing the table: the static layer (felt, zone frames, labels), the cached board redrawn
zone by zone when a zone's signature changes, and what is drawn over it every frame (glows,
animations, the dragged and the enlarged card, pickers, the hot-seat curtain).

Part of :class:`~tabletop.ui.table.scene.TableScene` (a mixin); what one zone's contents look
like is its painter's (tabletop/ui/table/painters/, found by zones.py).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

import pygame

from tabletop.ui.anim import Banner, Callback, Flash, FloatText, Pulse, Shake, Slide
from tabletop.ui.layout import too_small
from tabletop.ui.table import felt, preview, theme, tooltip
from tabletop.ui.table.present import Recorder
from tabletop.ui.table.widgets import panel
from tabletop.ui.widgets import fit_line

RECORDABLE = (Slide, Flash, FloatText, Pulse, Banner, Shake, Callback)  # they only blit


class BoardDrawing:
    """The board and the frame drawn from it."""

    def draw(self, surface: pygame.Surface) -> None:
        self._dirty = False
        if surface.get_size() != self.size:
            self.resize(surface.get_size())
        if too_small(self.size):
            self._draw_too_small(surface)
            self._present.forget()
            return
        if self._board is None or self._board_stale or self._board.get_size() != self.size:
            self._board = self._render_board()
            self._board_stale = False
        changed, self._board_changed = self._board_changed, []
        # the board, copied only where the window can differ from it (present.py)
        self._present.show(surface, self._board, changed if self._window_kept(surface) else None)
        shake = self.timeline.shake_offset()
        if shake != (0, 0):
            self._draw_shaking_deck(surface, shake)
        self._draw_glows(surface)
        marks = self._draw_marks(surface)  # marks.py: chosen and paired cards, card targets
        covered = self.ext.covers_table  # a game's panel over the table (Bellwake's camp)
        anims = Recorder(surface) if self._anims_recordable() else None
        if covered:  # what moves on the table moves under the panel
            self.timeline.draw(anims or surface)
        over = self.ext.draw_over(surface)
        over = None if over is None else [*marks, *over]
        if not covered:
            self.timeline.draw(anims or surface)
        guided = self.guide.draw(surface)  # guide.py: the first-game notes
        # the Hint's light (hint.py): over a window of cards it lights one of them, else on the
        # table, under the card carried or shown large (its line never runs over its text)
        window = self.browse is not None or (self.picker is not None and not self.picker.hidden)
        hinted = [] if window else self.hints.draw_light(surface)
        self._draw_drag(surface)
        hovered = self._draw_hover(surface)  # the areas of the card shown large and its notes
        hovered += hinted
        # the table's message, over the card shown large (a click on a card shows both)
        hovered += self._draw_toast(surface)  # zones.py: below the status line, not over it
        hovered += self.keys.draw(surface, top=False)  # keyboard play's focus (keyboard.py)
        hovered += tooltip.draw_tooltip(self, surface)  # a grey button's reason (Undo)
        if self.picker is not None:
            self.picker.draw(surface)
        if self.browse is not None:
            self.browse.draw(surface)
        hovered += self.keys.draw(surface, top=True)  # over a picker or a game's menu
        if window:
            hovered += self.hints.draw_light(surface)
        hovered += self.hints.draw_panel(surface)  # its best choices, readable over all
        shown = self.browse or self.picker
        if shown is not None:  # its card under the mouse (or lit), large with its text
            hovered += preview.draw_picker_preview(self, surface, shown)
        if self.curtain_for is not None:
            self._draw_curtain(surface)
        unrecorded = (
            shake != (0, 0)
            or (self.drag is not None and self.drag.moving)
            or self.picker is not None
            or self.browse is not None
            or self.curtain_for is not None
            or over is None
        )
        self._present.drawn(
            [*over, *anims.rects, *hovered, *guided]
            if anims is not None and over is not None and not unrecorded
            else None
        )

    def _window_kept(self, surface: pygame.Surface) -> bool:
        """Whether ``surface`` is the window and still holds just what this table drew in the
        last frame shown (no other frame, overlay or toast since): see present.py."""
        app = self.app
        flips = getattr(app, "draws", None)
        ours = (
            surface is getattr(app, "screen", None)
            and flips is not None
            and not getattr(app, "overlays", None)
            and not getattr(app, "toasts", None)
        )
        kept = ours and self._window_ours and flips == self._window_flips + 1
        self._window_ours, self._window_flips = bool(ours), flips if flips is not None else -2
        return bool(kept)

    def _anims_recordable(self) -> bool:
        """Whether every animation only blits (so that a Recorder sees where it drew)."""
        return all(type(a) in RECORDABLE for a in self.timeline.active)

    def _render_board(self) -> pygame.Surface:
        """Everything at rest (felt, zones, cards, tokens, log, prompt) as one opaque layer.

        Only zones whose content changed are redrawn: each zone restores its own paint rect
        (its rectangle plus a margin smaller than half the gap to any neighbour) from the static
        layer and draws clipped to it, so zones never paint over each other.
        """
        board = self._board
        key = (self.size, self.bottom)
        full = board is None or board.get_size() != self.size or self._sigs is None
        if self._static is None or self._static_key != key:
            self._static = self._render_static()
            self._static_key = key
            full = True
        if board is None or board.get_size() != self.size:
            board = pygame.Surface(self.size)
            if pygame.display.get_surface() is not None:
                board = board.convert()
        sigs = {z: self._signature(z) for z in self.layout.zones}
        if full:
            todo = list(self.layout.zones)
            board.blit(self._static, (0, 0))
            self._board_changed = None
        else:
            assert self._sigs is not None
            todo = [z for z, sig in sigs.items() if self._sigs.get(z) != sig]
            areas = [self.paint_rect(z) for z in todo]
            for area in areas:
                board.blit(self._static, area, area)
            if self._board_changed is not None:
                self._board_changed += areas
        self._sigs = sigs
        ctx = self._card_context()
        for z in todo:
            board.set_clip(self.paint_rect(z))
            self._draw_zone(board, z, ctx)
        board.set_clip(None)
        return board

    def _render_static(self) -> pygame.Surface:
        """Felt, zone frames and labels: drawn once per window size and seat."""
        steps = self._static_steps()
        while True:
            try:
                next(steps)
            except StopIteration as done:
                return done.value

    def _static_steps(self) -> Generator[None, None, pygame.Surface]:
        """:meth:`_render_static` a zone at a time (firstframe.py); returns the layer."""
        w, h = self.size
        window = pygame.display.get_surface()  # its format at once: no converted copy
        surf = pygame.Surface(self.size, 0, window) if window else pygame.Surface(self.size)
        felt = self.felt()
        if felt is not None:
            surf.blit(felt, (0, 0))
        else:
            for y in range(h):
                t = y / max(1, h - 1)
                color = [
                    round(a + (b - a) * abs(t - 0.45) * 1.6)
                    for a, b in zip(theme.FELT_TOP, theme.FELT_BOTTOM, strict=True)
                ]
                pygame.draw.line(surf, [max(0, min(255, c)) for c in color], (0, y), (w, y))
        yield
        names = self.seat_names()
        self.label_rects: dict[str, pygame.Rect] = {}  # where each zone's title lies
        if "log" in self.rects:
            self.log.draw_frame(surf)
        if "prompt" in self.rects:
            surf.blit(
                panel(
                    self.rects["prompt"].size,
                    self.scale,
                    (*theme.PANEL, 235),
                    (*theme.PANEL_EDGE, 230),
                ),
                self.rects["prompt"],
            )
        for lzone, zone in self.layout.zones.items():
            rect = self.rects[lzone]
            if zone.kind in ("log", "prompt", "status"):
                continue
            yield
            frame = pygame.Surface(rect.size, pygame.SRCALPHA)
            radius = theme.px(16, self.scale, 6)
            pygame.draw.rect(frame, theme.ZONE_FILL, frame.get_rect(), border_radius=radius)
            pygame.draw.rect(
                frame,
                theme.ZONE_EDGE,
                frame.get_rect(),
                max(1, theme.px(2, self.scale)),
                border_radius=radius,
            )
            surf.blit(frame, rect)
            img = self.label_image(lzone, names)
            if img is not None:
                pad = theme.px(10, self.scale, 4)
                top = (rect.x + pad, rect.y + theme.px(5, self.scale, 2))
                self.label_rects[lzone] = surf.blit(img, top)
        return surf

    def felt(self) -> pygame.Surface | None:
        """The table cloth covering the window, cached per size (felt.py: about 25 ms, where
        rasterising felt.svg took 120-420 ms on the first frame of every table)."""
        if self._felt is None or self._felt.get_size() != self.size:
            self._felt = felt.render(self.res, self.size)
        return self._felt

    def label_forms(self, lzone: str, names: list[str]) -> list[str]:
        """A zone's title and its shorter forms, in the order tried: the title ("Sparta (bot)
        · Deck"), without the seat's note ("Sparta · Deck"), the seat's word where its
        controller has one ("Ann's deck": a narrow pile still says whose it is, as "Your
        deck" does), the zone's own word ("Deck", its capitals kept: "Olympus II"), then the
        layout's ``short`` forms."""
        label = self.zone_label(lzone, names)
        if not label:
            return []
        forms = [label]
        if " (" in label and ")" in label:
            forms.append(label.split(" (", 1)[0] + label[label.index(")") + 1 :])
        forms += [w for w in (self.seat_word_label(lzone),) if w]
        own = self.zone(lzone).label
        forms.append(own[:1].upper() + own[1:])
        forms += [w for w in str(self.zone(lzone).props.get("short") or "").split("|") if w]
        return list(dict.fromkeys(forms))

    def seat_word_label(self, lzone: str) -> str:
        """Another seat's zone titled with its seat's word ("Ann's deck"); "" for a zone of
        no seat, the person's own, or where the controller has no such word."""
        zone = self.zone(lzone)
        if zone.owner < 0 or not zone.label or self._yours(self.seat_at(zone.owner)):
            return ""
        word = self.controller.seat_word(self.seat_at(zone.owner))
        return f"{word}'s {zone.label}" if word else ""

    def label_image(self, lzone: str, names: list[str]) -> pygame.Surface | None:
        """A zone's title as drawn: the first form that fits the zone (at the title size the
        whole title, then the seat's word form, as large as "Your deck"; every form 3 px
        smaller, never under 12 px); when none does, the shortest cut with "…" (never
        clipped by the zone's edge nor over its neighbour)."""
        forms = self.label_forms(lzone, names)
        if not forms:
            return None
        room = self.rects[lzone].w - 2 * theme.px(10, self.scale, 4)
        small = max(12, self.label_size - 3)
        word = self.seat_word_label(lzone)
        tries = [(forms[0], self.label_size)] + [(w, self.label_size) for w in (word,) if w]
        tries += [(f, small) for f in forms]
        for words, size in tries:
            img = self.res.text(words, size, theme.MUTED, True)
            if img.get_width() <= room:
                return img
        shortest = min(forms, key=lambda f: self.res.font(small, True).size(f)[0])
        words, size = fit_line(self.res, shortest, small, max(1, room), bold=True)
        return self.res.text(words, size, theme.MUTED, True)

    def zone_label(self, lzone: str, names: list[str]) -> str:
        zone = self.zone(lzone)
        label = zone.label
        if zone.owner < 0 or not label:
            return label
        seat = self.seat_at(zone.owner)
        if self._yours(seat):
            return f"Your {label}"
        return f"{names[seat]} \u00b7 {label.capitalize()}"

    def _yours(self, seat: int) -> bool:
        """Whether ``seat``'s zones are titled "Your ..." (the one person's, at the bottom)."""
        return not self.hot_seat and bool(self.humans) and seat == self.bottom

    def _card_context(self) -> tuple[str | None, set[str], set[str]]:
        it = self.interaction if self._local_turn() else None
        if it is None:
            return None, set(), set()
        return it.focus, set(it.clicks), set(it.drags)

    def _signature(self, lzone: str) -> tuple[Any, ...]:
        """Everything a zone's drawing depends on (a change means: redraw that zone)."""
        zone = self.zone(lzone)
        kind = zone.kind
        if kind in self.ext.kinds:
            return self.ext.signature(lzone)
        painter = self.painter(lzone)
        if painter is not None:
            return painter.signature()
        if kind == "status":
            return (self.controller.status(self.display, self.seat_names()),)
        if kind == "log":
            return (len(self.log.entries), self.log.scroll)
        if kind == "prompt":
            buttons = tuple(
                (b.label, b.hover, b.primary, b.enabled, b.rect.topleft) for b in self.buttons
            )
            return (self.prompt_texts(), self._local_turn(), buttons)
        return ()

    def _draw_zone(
        self, board: pygame.Surface, lzone: str, ctx: tuple[str | None, set[str], set[str]]
    ) -> None:
        kind = self.zone(lzone).kind
        if kind in self.ext.kinds:
            self.ext.draw_zone(board, lzone)
        elif (painter := self.painter(lzone)) is not None:
            painter.draw(board, ctx)
        elif kind == "status":
            self._draw_status(board)
        elif kind == "log":
            self.log.draw(board)
        elif kind == "prompt":
            self._draw_prompt(board)
            for b in self.buttons:
                b.draw(board, self.res, self.scale)

    def _zone_glow(self, rect: pygame.Rect, color: tuple[int, int, int]) -> pygame.Surface:
        key = (rect.w, rect.h, color)
        surf = self._glows.get(key)
        if surf is None:
            grow = theme.px(14, self.scale, 5)
            surf = pygame.Surface((rect.w + 2 * grow, rect.h + 2 * grow), pygame.SRCALPHA)
            for i in range(grow, 0, -2):
                alpha = round(160 * (1 - i / grow) ** 1.5) + 12
                r = pygame.Rect(grow - i, grow - i, rect.w + 2 * i, rect.h + 2 * i)
                pygame.draw.rect(
                    surf, (*color, alpha), r, 3, border_radius=theme.px(16, self.scale, 6) + i
                )
            inner = pygame.Rect(grow, grow, rect.w, rect.h)
            pygame.draw.rect(surf, (*color, 40), inner, border_radius=theme.px(16, self.scale, 6))
            pygame.draw.rect(
                surf,
                (*color, 230),
                inner,
                max(2, theme.px(3, self.scale)),
                border_radius=theme.px(16, self.scale, 6),
            )
            self._glows[key] = surf
        return surf

    def glowing_zones(self) -> list[str]:
        """Layout zones lit up now: the legal targets of the dragged card."""
        drag = self.drag
        if drag is None or not drag.moving or not self._local_turn() or self.interaction is None:
            return []
        targets = self.interaction.targets(drag.card)
        lit = [z for z in (self.lz(t) for t in targets) if z and z in self.rects]
        aliases = self.ext.drop_aliases()
        return lit + [z for z, meant in aliases.items() if meant in targets and z in self.rects]

    def _draw_glows(self, surface: pygame.Surface) -> None:
        glowing = self.glowing_zones()
        drag = self.drag
        over = self.zone_at(drag.pos) if drag else None
        if drag is not None and over != drag.zone and self.still_home(drag, drag.pos):
            over = None  # not yet out of its place: a drop now takes it back (input.py)
        for lzone in glowing:
            rect = self.rects[lzone]
            color = theme.GLOW_OK if lzone == over else theme.GLOW
            glow = self._zone_glow(rect, color)
            surface.blit(glow, glow.get_rect(center=rect.center))

    def _draw_drag(self, surface: pygame.Surface) -> None:
        drag = self.drag
        if drag is None or not drag.moving:
            return
        rect = pygame.Rect(
            drag.pos[0] - drag.grab[0], drag.pos[1] - drag.grab[1], drag.rect.w, drag.rect.h
        )
        image = drag.image if drag.image is not None else self.ext.drag_image(drag)
        if image is not None:
            surface.blit(image, image.get_rect(center=rect.center if drag.piece else drag.pos))
            return
        shadow = self.art.shadow(rect.size)
        surface.blit(shadow, shadow.get_rect(center=(rect.centerx + 8, rect.centery + 12)))
        preview.draw_face(self, surface, drag.card, rect)

    def hover_size(self, under: int = 0) -> tuple[int, int]:
        """The size of a card shown large by the hover (over a card ``under`` pixels high)."""
        h = max(under + 20, min(round(self.size[1] * 0.5), theme.px(520, self.scale)))
        return (round(h * 250 / 350), h)

    def _draw_hover(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The hovered card shown large, and its notes; returns the areas drawn."""
        spot = self.hover
        if spot is None or spot.card is None or not spot.face_up or self.drag is not None:
            return []
        if self.browse is not None or (self.picker is not None and not self.picker.hidden):
            return []
        if (spot.zone, spot.index) in self.flying:
            return []
        size = self.hover_size(spot.rect.h)
        if size[1] <= spot.rect.h:
            return []
        src = self._lifted(spot)
        avoid = preview.avoid_rects(self)  # keyboard play: the lit card's targets, the prompt
        if avoid:
            vertical = spot.zone.startswith("hand.")
            return preview.draw_large(self, surface, spot.card, src, avoid, vertical)
        rect = pygame.Rect((0, 0), size)
        gap = theme.px(16, self.scale, 6)
        if spot.zone.startswith("hand.") and src.top - gap - size[1] >= 0:
            rect.midbottom = (src.centerx, src.top - gap)
        elif spot.zone.startswith("hand.") and src.bottom + gap + size[1] <= self.size[1]:
            rect.midtop = (src.centerx, src.bottom + gap)
        else:
            if src.right + gap + size[0] <= self.size[0]:
                rect.left = src.right + gap
            else:
                rect.right = src.left - gap
            rect.centery = src.centery
        rect.clamp_ip(pygame.Rect((0, 0), self.size))
        shadow = self.art.shadow(size)
        drawn = [surface.blit(shadow, shadow.get_rect(center=(rect.centerx + 6, rect.centery + 8)))]
        drawn.append(preview.draw_face(self, surface, spot.card, rect))
        notes = self._draw_notes(surface, spot.card, rect, src)
        return drawn + ([notes] if notes is not None else [])

    def _draw_notes(
        self, surface: pygame.Surface, card: str, big: pygame.Rect, src: pygame.Rect
    ) -> pygame.Rect | None:
        """The extension's notes on a card shown large (its state, its keywords in words), in a
        panel beside it, on the side away from the card under the mouse when there is room;
        returns the area drawn."""
        img = self.notes_image(card)
        if img is None:
            return None
        gap = theme.px(12, self.scale, 4)
        rect = img.get_rect()
        room_right = self.size[0] - big.right - gap
        room_left = big.left - gap
        on_right = room_right >= rect.w if big.centerx >= src.centerx else room_left < rect.w
        if on_right and room_right >= rect.w:
            rect.left = big.right + gap
        elif room_left >= rect.w:
            rect.right = big.left - gap
        else:
            rect.left = big.right + gap
        rect.top = big.top
        rect.clamp_ip(pygame.Rect((0, 0), self.size))
        return surface.blit(img, rect)

    def notes_image(self, card: str) -> pygame.Surface | None:
        """The panel of the extension's notes on ``card`` (cached; None: no notes)."""
        notes = self.ext.card_notes(card)
        if not notes:
            return None
        width = min(theme.px(420, self.scale, 200), max(200, self.size[0] // 4))
        key = ("notes", card, width, tuple(notes))
        img = self._glows.get(key)
        if img is None:
            img = self._notes_panel(notes, width)
            self._glows[key] = img
        return img

    def _notes_panel(self, notes: list[tuple[str, str]], width: int) -> pygame.Surface:
        size = theme.px(18, self.scale, 12)
        pad = theme.px(12, self.scale, 6)
        line_h = self.res.font(size).get_linesize()
        inner = width - 2 * pad
        rows: list[pygame.Surface] = []
        for term, words in notes:
            if term:
                rows.append(self.res.text(term, size, theme.GOLD, True))
            for line in self.res.wrap(words, size, inner) if words else []:
                rows.append(self.res.text(line, size, theme.INK))
            rows.append(pygame.Surface((1, line_h // 3), pygame.SRCALPHA))
        rows = rows[:-1]
        height = (
            sum(max(r.get_height(), line_h) if r.get_width() > 1 else r.get_height() for r in rows)
            + 2 * pad
        )
        surf = panel((width, height), self.scale, (*theme.PANEL, 252), (*theme.GOLD, 220))
        y = pad
        for r in rows:
            surf.blit(r, (pad, y))
            y += max(r.get_height(), line_h) if r.get_width() > 1 else r.get_height()
        return surf

    def _draw_curtain(self, surface: pygame.Surface) -> None:
        assert self.curtain_for is not None
        surface.fill((12, 22, 18))
        felt = self.felt()
        if felt is not None:
            surface.blit(felt, (0, 0))
        dim = pygame.Surface(self.size, pygame.SRCALPHA)
        dim.fill((0, 0, 0, 120))
        surface.blit(dim, (0, 0))
        name = self.controller.seat_name(self.curtain_for)
        big = self.res.text(
            f"{name}, take the mouse", theme.px(56, self.scale, 22), theme.INK, True, True
        )
        small = self.res.text(
            "The other player looks away. Click anywhere to continue.",
            theme.px(24, self.scale, 12),
            theme.MUTED,
        )
        cx, cy = self.size[0] // 2, self.size[1] // 2
        surface.blit(big, big.get_rect(center=(cx, cy - big.get_height() // 2)))
        surface.blit(small, small.get_rect(center=(cx, cy + small.get_height())))

    def _draw_too_small(self, surface: pygame.Surface) -> None:
        surface.fill((14, 20, 18))
        w, h = self.size
        size = max(theme.MIN_TEXT, min(22, w // 30))
        lines = [
            "The window is too small for the table.",
            f"Please make it at least {800}\u00d7{600}.",
        ]
        y = h // 2 - size * len(lines)
        for line in lines:
            img = self.res.text(line, size, theme.INK, True)
            surface.blit(img, img.get_rect(center=(w // 2, y)))
            y += size * 2
