"""The table's own small widgets: buttons, the game log, pickers, toasts.

Each follows the pygame_gui verbs: ``handle(event)`` (reading ``event.pos``, never the global
mouse), ``draw(surface)``; each caches what it renders and re-renders only on a change.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from tabletop.ui.cards import CardArt, broken_lines, fit_card
from tabletop.ui.controller import PickEntry, PickerSpec
from tabletop.ui.resources import Resources
from tabletop.ui.table import theme

DISABLED_FILL = (52, 54, 52)
DISABLED_TEXT = (128, 132, 128)


def panel(
    size: tuple[int, int],
    scale: float,
    fill: tuple[int, ...] = (*theme.PANEL, 225),
    edge: tuple[int, ...] = (*theme.PANEL_EDGE, 200),
) -> pygame.Surface:
    """A rounded translucent panel with a thin gold edge."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    radius = theme.px(14, scale, 6)
    pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, edge, surf.get_rect(), max(1, theme.px(2, scale)), border_radius=radius)
    return surf


def two_lines(
    res: Resources, label: str, width: int, height: int, top: int
) -> tuple[int, list[str]] | None:
    """A button label too long for one line at 12 px on two lines: the largest bold size
    from ``top`` down to 12 at which it wraps into two lines of ``width`` within ``height``."""
    head, paren, tail = label.rpartition(" (")
    for size in range(max(12, top), 11, -1):
        font = res.font(size, True)
        lines = res.wrap(label, size, width, True)
        broken = len(lines) == 2 and lines[0].count("(") > lines[0].count(")")
        if paren and broken and font.size(head)[0] <= width:  # not "(1 | token)": the
            lines = [head, "(" + tail]  # words in brackets kept together
        fits = all(font.size(line)[0] <= width for line in lines)
        if len(lines) <= 2 and fits and 2 * (font.get_linesize() - 1) <= height:
            return size, lines
    return None


@dataclass
class Button:
    """A clickable plate with a label; ``primary`` buttons are gold (the obvious next step)."""

    rect: pygame.Rect
    label: str
    value: Any
    primary: bool = False
    key_hint: str = ""
    hover: bool = False
    enabled: bool = True  # False: drawn greyed; a click says why (``value`` holds the reason)
    largest: int = 0  # the label's largest size (0: the button's own), for a row alike
    _cache: dict[tuple[bool, tuple[int, int]], pygame.Surface] = field(default_factory=dict)

    def render(self, res: Resources, scale: float) -> pygame.Surface:
        key = (self.hover, self.rect.size)
        surf = self._cache.get(key)
        if surf is None:
            surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            radius = theme.px(10, scale, 4)
            if not self.enabled:
                fill, color = DISABLED_FILL, DISABLED_TEXT
            elif self.primary:
                fill = theme.BUTTON_PRIMARY_HOVER if self.hover else theme.BUTTON_PRIMARY
                color = theme.BUTTON_TEXT_DARK
            else:
                fill = theme.BUTTON_HOVER if self.hover else theme.BUTTON
                color = theme.INK
            r = surf.get_rect()
            pygame.draw.rect(surf, (10, 6, 2), r, border_radius=radius)
            pygame.draw.rect(surf, fill, r.inflate(-2, -2), border_radius=radius)
            top = r.inflate(-6, -6)
            top.h = max(1, top.h // 2)
            shine = pygame.Surface(top.size, pygame.SRCALPHA)
            pygame.draw.rect(shine, (255, 255, 255, 26), shine.get_rect(), border_radius=radius)
            surf.blit(shine, top)
            pygame.draw.rect(
                surf,
                DISABLED_TEXT
                if not self.enabled
                else theme.GOLD
                if not self.primary
                else (120, 80, 20),
                r,
                max(1, theme.px(2, scale)),
                border_radius=radius,
            )
            size, lines, shown = self.fit_label(res, scale)
            font = res.font(size, True)
            hint_w = 0
            hint = None
            if shown:
                hint = res.text(
                    self.key_hint,
                    max(12, theme.px(21, scale, 12) - 6),
                    (90, 60, 20) if self.primary else theme.MUTED,
                    True,
                )
                hint_w = hint.get_width() + theme.px(12, scale)
            room = r.w - theme.px(24, scale, 8) - hint_w
            cx = r.centerx - hint_w // 2
            step = font.get_linesize() - 1
            y = r.centery - step * len(lines) // 2
            for line in lines:
                while font.size(line)[0] > room and len(line) > 4:
                    line = line[:-2].rstrip() + "\u2026"
                img = res.text(line, size, color, True)
                surf.blit(img, img.get_rect(midtop=(cx, y)))
                y += step
            if hint is not None:
                surf.blit(hint, hint.get_rect(midright=(r.right - theme.px(12, scale), r.centery)))
            self._cache[key] = surf
        return surf

    def fit_label(self, res: Resources, scale: float) -> tuple[int, list[str], bool]:
        """The label's size and lines, and whether the key hint is shown: one line, smaller
        down to 12 px; else two lines; else two lines without the key hint (the prompt's
        own words name the key too); else cut with "…"."""
        top = theme.px(21, scale, 12)
        if self.largest:
            top = max(12, min(top, self.largest))
        hint_w = 0
        if self.key_hint:
            hint_img = res.text(self.key_hint, max(12, top - 6), theme.MUTED, True)
            hint_w = hint_img.get_width() + theme.px(12, scale)
        inner = self.rect.w - theme.px(24, scale, 8)
        for w in ([inner - hint_w] if self.key_hint else []) + [inner]:
            size = top
            while res.font(size, True).size(self.label)[0] > w and size > 12:
                size -= 1  # never below 12 px
            if res.font(size, True).size(self.label)[0] <= w:
                return size, [self.label], w < inner
            fit = two_lines(res, self.label, w, self.rect.h - 4, top)
            if fit is not None:
                return fit[0], fit[1], w < inner
        return 12, [self.label], False

    def draw(self, surface: pygame.Surface, res: Resources, scale: float) -> None:
        surface.blit(self.render(res, scale), self.rect)


@dataclass
class LogLine:
    text: str
    kind: str = "info"


class LogPanel:
    """The game log: every event's text, newest at the bottom, scrolled with the wheel."""

    COLORS = {"turn": theme.GOLD, "game_over": (255, 226, 120), "error": (255, 130, 110)}
    NOTCH = 3  # lines one notch of the wheel scrolls

    def __init__(
        self, res: Resources, colors: dict[str, tuple[int, int, int]] | None = None
    ) -> None:
        self.res = res
        self.colors = {**self.COLORS, **(colors or {})}  # a line's colour by its event kind
        self.entries: list[LogLine] = []
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.scale = 1.0
        self.scroll = 0  # lines up from the bottom
        self.unseen = 0  # lines added below while scrolled up (announced on the jump bar)
        self.jump_rect: pygame.Rect | None = None  # the bar that jumps to the newest
        self._lines: list[tuple[str, str, bool]] = []  # text, kind, first line of its entry
        self._wrapped_for = -1

    def set_rect(self, rect: pygame.Rect, scale: float) -> None:
        if rect != self.rect or scale != self.scale:
            self.rect, self.scale = rect, scale
            self._wrapped_for = -1

    def add(self, text: str, kind: str = "info") -> None:
        if not text:  # an event with nothing to tell (a card's badges cleared as it left)
            return
        self.entries.append(LogLine(text, kind))
        if self.scroll:  # the player reads older lines: keep them still, count the new
            n = len(self._wrap(self.entries[-1]))
            self.scroll += n
            self.unseen += n

    def jump_to_newest(self) -> bool:
        """Back to the bottom, following new lines again; False if it was there."""
        if not self.scroll:
            return False
        self.scroll = self.unseen = 0
        return True

    def jump_at(self, pos: tuple[int, int]) -> bool:
        """A click at ``pos`` on the jump bar: to the newest line (True when it was one)."""
        if self.scroll and self.jump_rect is not None and self.jump_rect.collidepoint(pos):
            return self.jump_to_newest()
        return False

    @property
    def font_size(self) -> int:
        return theme.px(17, self.scale, 12)

    @property
    def body(self) -> pygame.Rect:
        head = theme.px(44, self.scale, 24)
        pad = theme.px(14, self.scale, 6)
        return pygame.Rect(
            self.rect.x + pad, self.rect.y + head, self.rect.w - 2 * pad, self.rect.h - head - pad
        )

    def _wrap(self, entry: LogLine) -> list[str]:
        indent = "" if entry.kind == "turn" else "  "
        lines = self.res.wrap(
            entry.text, self.font_size, self.body.w - theme.px(10, self.scale), entry.kind == "turn"
        )
        return [lines[0]] + [indent + line for line in lines[1:]]

    def _rewrap(self) -> None:
        if self._wrapped_for == len(self.entries):
            return
        if self._wrapped_for < 0 or self._wrapped_for > len(self.entries):
            self._lines = []
            start = 0
        else:
            start = self._wrapped_for
        for entry in self.entries[start:]:
            for i, line in enumerate(self._wrap(entry)):
                self._lines.append((line, entry.kind, i == 0))
        self._wrapped_for = len(self.entries)

    def written(self, more: int = 0) -> pygame.Rect:
        """The part of the body its lines take, and ``more`` lines below them (where the next
        lines come): what a note over the table must not hide."""
        self._rewrap()
        line_h = self.res.font(self.font_size).get_linesize()
        n = min(self.visible_lines, len(self._lines) + more)
        body = self.body
        return pygame.Rect(body.x, body.y, body.w, min(body.h, n * line_h))

    @property
    def visible_lines(self) -> int:
        return max(1, self.body.h // self.res.font(self.font_size).get_linesize())

    def handle_wheel(self, dy: int) -> bool:
        self._rewrap()
        most = max(0, len(self._lines) - self.visible_lines)
        new = max(0, min(most, self.scroll + dy * self.NOTCH))
        if new != self.scroll:
            self.scroll = new
            self.unseen = min(self.unseen, new)  # the new lines scrolled into sight
            return True
        return False

    def draw_frame(self, surface: pygame.Surface) -> None:
        """The panel, its title and rule: part of the table's static layer."""
        res, scale = self.res, self.scale
        surface.blit(panel(self.rect.size, scale), self.rect)
        pad = theme.px(14, scale, 6)
        title = res.text("Game log", theme.px(20, scale, 12), theme.GOLD, True)
        surface.blit(title, (self.rect.x + pad, self.rect.y + theme.px(12, scale, 4)))
        y = self.body.top - theme.px(6, scale)
        pygame.draw.line(
            surface, theme.PANEL_EDGE, (self.rect.x + pad, y), (self.rect.right - pad, y)
        )

    def draw(self, surface: pygame.Surface) -> None:
        """The visible lines, straight onto ``surface`` (cached line images, no panel copy)."""
        self._rewrap()
        res = self.res
        body = self.body
        n = self.visible_lines
        end = len(self._lines) - self.scroll
        shown = self._lines[max(0, end - n) : end]
        line_h = res.font(self.font_size).get_linesize()
        if self.scroll:  # the jump bar takes the bottom: the lines above it stay whole
            room = (body.h - self.jump_bar_height()) // line_h
            shown = shown[: max(1, room)]
        y = body.top
        colors = self.colors
        for text, kind, _first in shown:
            img = res.text(text, self.font_size, colors.get(kind, theme.INK), kind == "turn")
            surface.blit(img, (body.left, y))
            y += line_h
        self.jump_rect = None
        if self.scroll:
            self.jump_rect = self._draw_jump_bar(surface)

    def jump_text(self) -> str:
        """The words of the jump bar, shown while older lines are read."""
        n = self.unseen
        if n:
            return f"{n} new line{'s' if n != 1 else ''} \u25bc click to see (End)"
        return "\u25bc Newest lines below: click to jump (End)"

    def jump_bar_height(self) -> int:
        size = theme.text_px(15, self.scale)
        return self.res.font(size, True).get_linesize() + theme.px(8, self.scale, 4)

    def _draw_jump_bar(self, surface: pygame.Surface) -> pygame.Rect:
        """A plate over the bottom of the log: how many lines came in below, click to jump."""
        res, scale = self.res, self.scale
        size = theme.text_px(15, scale)
        body = self.body
        h = self.jump_bar_height()
        bar = pygame.Rect(body.left, body.bottom - h, body.w, h)
        fill = theme.BUTTON_PRIMARY if self.unseen else theme.MUTED
        pygame.draw.rect(surface, fill, bar, border_radius=h // 3)
        n = self.unseen  # a narrow log: shorter words, the count alone when there is one
        shorter = [f"\u25bc {n} new"] if n else ["\u25bc Newest lines below", "\u25bc Newest"]
        for words in (self.jump_text(), *shorter):
            img = res.text(words, size, theme.BUTTON_TEXT_DARK, True)
            if img.get_width() <= bar.w - 8:
                break
        surface.blit(img, img.get_rect(center=bar.center))
        return bar


class Picker:
    """Cards shown large in a modal panel: click one to choose it (or just look, read-only)."""

    def __init__(
        self,
        spec: PickerSpec,
        res: Resources,
        art: CardArt,
        face: Callable[[pygame.Surface, str, pygame.Rect], None] | None = None,
    ) -> None:
        self.spec, self.res, self.art = spec, res, art
        # draws a card with the marks of its state, as the table does (default: its face)
        self.face = face or art.blit_with_shadow
        self.screen = pygame.Rect(0, 0, 1, 1)
        self.scale = 1.0
        self.hover: int | None = None
        self.scroll = 0
        self.hidden = False  # the player peeks at the table
        self.rows = 1
        self.cols = 1
        self.card_size = (10, 14)
        self.panel_rect = pygame.Rect(0, 0, 1, 1)
        self.cells: list[pygame.Rect] = []
        self.caption_rects: list[pygame.Rect] = []  # where the captions were last drawn
        self.heading_rect = pygame.Rect(0, 0, 0, 0)  # where the title and its line were drawn
        self.buttons: list[Button] = []
        self._static: pygame.Surface | None = None

    def layout(self, screen: pygame.Rect, scale: float) -> None:
        """Choose the grid: the largest cards that fit, scrolling when even small ones don't."""
        self.screen, self.scale = screen, scale
        n = max(1, len(self.spec.entries))
        margin = theme.px(40, scale, 12)
        head = theme.px(96, scale, 48)
        foot = theme.px(86, scale, 44)
        # two lines of captions at the smallest readable size (a long name wraps, never shrinks
        # into its neighbour's)
        caption = max(
            theme.px(30, scale, 16), 2 * self.res.font(theme.MIN_TEXT, True).get_linesize() + 6
        )
        gap = theme.px(18, scale, 6)
        avail = pygame.Rect(
            0, 0, screen.w - 2 * margin - 2 * gap, screen.h - 2 * margin - head - foot
        )
        best: tuple[float, int, int, tuple[int, int]] | None = None
        max_h = min(theme.px(420, scale, 200), avail.h)
        for cols in range(1, n + 1):
            rows = -(-n // cols)
            cell_w = (avail.w - (cols - 1) * gap) / cols
            cell_h = (avail.h - (rows - 1) * gap) / rows - caption
            size = fit_card(pygame.Rect(0, 0, int(cell_w), int(min(cell_h, max_h))))
            if best is None or size[1] > best[0]:
                best = (size[1], cols, rows, size)
        assert best is not None
        min_h = theme.px(240, scale, 150)
        _, cols, rows, size = best
        if size[1] < min_h:  # too many cards: fixed readable size, scroll the rows
            size = fit_card(pygame.Rect(0, 0, 10_000, min_h))
            cols = max(1, int((avail.w + gap) // (size[0] + gap)))
            rows = -(-n // cols)
        self.cols, self.rows, self.card_size = cols, rows, size
        visible_rows = max(1, min(rows, int((avail.h + gap) // (size[1] + caption + gap))))
        grid_w = cols * size[0] + (cols - 1) * gap
        grid_h = visible_rows * (size[1] + caption) + (visible_rows - 1) * gap
        title_w = self.res.font(theme.px(26, scale, 14), True).size(self.spec.title)[0]
        pw = min(screen.w - 2 * margin, max(grid_w, title_w) + 2 * gap + 2 * margin)
        ph = grid_h + head + foot
        self.panel_rect = pygame.Rect(0, 0, pw, ph)
        self.panel_rect.center = screen.center
        self.visible_rows = visible_rows
        self.grid_top = self.panel_rect.top + head
        self.gap, self.caption = gap, caption
        self._place_cells()
        bw, bh = theme.px(230, scale, 120), theme.px(50, scale, 30)
        by = self.panel_rect.bottom - foot // 2 - bh // 2
        self.buttons = []
        if self.spec.read_only:
            self.buttons.append(Button(pygame.Rect(0, 0, bw, bh), "Close", "close", primary=True))
        else:
            self.buttons.append(Button(pygame.Rect(0, 0, bw, bh), "See the table", "hide"))
            for action in self.spec.actions:
                label = action.text or action.kind
                w = max(bw, self.res.font(theme.px(21, scale, 12), True).size(label)[0] + bh)
                w = min(w, self.panel_rect.w // 2)
                self.buttons.append(Button(pygame.Rect(0, 0, w, bh), label, action, True))
            for label, why in self.spec.disabled:
                self.buttons.append(Button(pygame.Rect(0, 0, bw, bh), label, why, enabled=False))
        gap = theme.px(16, scale, 6)
        room = self.panel_rect.w - 2 * gap - gap * (len(self.buttons) - 1)
        total = sum(b.rect.w for b in self.buttons)
        if total > room:  # many answers: each narrower (a long label takes two lines)
            for b in self.buttons:
                b.rect.w = max(theme.px(90, scale, 60), b.rect.w * room // total)
        x = (
            self.panel_rect.centerx
            - (sum(b.rect.w for b in self.buttons) + gap * (len(self.buttons) - 1)) // 2
        )
        for b in self.buttons:
            b.rect.topleft = (x, by)
            x += b.rect.w + gap
        self._static = None

    def _place_cells(self) -> None:
        cw, ch = self.card_size
        n = len(self.spec.entries)
        self.cells = []
        for i in range(n):
            row, col = divmod(i, self.cols)
            in_row = min(self.cols, n - row * self.cols)
            row_w = in_row * cw + (in_row - 1) * self.gap
            x = self.panel_rect.centerx - row_w // 2 + col * (cw + self.gap)
            y = self.grid_top + (row - self.scroll) * (ch + self.caption + self.gap)
            self.cells.append(pygame.Rect(x, y, cw, ch))

    def visible(self, i: int) -> bool:
        row = i // self.cols
        return self.scroll <= row < self.scroll + self.visible_rows

    def entry_at(self, pos: tuple[int, int]) -> int | None:
        for i, cell in enumerate(self.cells):
            if self.visible(i) and cell.collidepoint(pos):
                return i
        return None

    def handle(self, event: pygame.event.Event, mouse: tuple[int, int]) -> tuple[str, Any] | None:
        """('pick', entry) / ('close', None) / ('hide', None) / ('redraw', None) / None."""
        if event.type == pygame.MOUSEMOTION:
            hover = self.entry_at(event.pos)
            changed = hover != self.hover
            self.hover = hover
            for b in self.buttons:
                h = b.rect.collidepoint(event.pos)
                changed |= h != b.hover
                b.hover = h
            return ("redraw", None) if changed else None
        if event.type == pygame.MOUSEWHEEL:
            most = max(0, self.rows - self.visible_rows)
            new = max(0, min(most, self.scroll - event.y))
            if new != self.scroll:
                self.scroll = new
                self._place_cells()
                self.hover = self.entry_at(mouse)
                return ("redraw", None)
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for b in self.buttons:
                if b.rect.collidepoint(event.pos):
                    if not b.enabled:
                        return ("disabled", b.value)
                    if not isinstance(b.value, str):
                        return ("act", b.value)
                    return (b.value, None)
            i = self.entry_at(event.pos)
            if i is not None and not self.spec.read_only:
                return ("pick", self.spec.entries[i])
            if self.spec.read_only and not self.panel_rect.collidepoint(event.pos):
                return ("close", None)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.spec.read_only:
            return ("close", None)
        return None

    def _render_static(self) -> pygame.Surface:
        scale, res = self.scale, self.res
        surf = pygame.Surface(self.screen.size, pygame.SRCALPHA)
        surf.fill((4, 8, 6, 170))
        box = panel(self.panel_rect.size, scale, (*theme.PANEL, 240), (*theme.GOLD, 220))
        surf.blit(box, self.panel_rect)
        title_size = theme.px(26, scale, 14)
        lines = res.wrap(
            self.spec.title, title_size, self.panel_rect.w - theme.px(40, scale), True
        )[:2]
        y = self.panel_rect.top + theme.px(22, scale, 8)
        drawn = []
        for line in lines:
            img = res.text(line, title_size, theme.INK, True)
            drawn.append(surf.blit(img, img.get_rect(midtop=(self.panel_rect.centerx, y))))
            y += res.font(title_size, True).get_linesize()
        sub = self.spec.sub or (
            "Browse only: these cards cannot be taken now."
            if self.spec.read_only
            else "Click a card to choose it."
        )
        if self.rows > self.visible_rows:
            sub += "  Scroll for more."
        img = res.text(sub, theme.px(17, scale, 12), theme.MUTED)
        drawn.append(surf.blit(img, img.get_rect(midtop=(self.panel_rect.centerx, y + 2))))
        self.heading_rect = drawn[0].unionall(drawn[1:])
        return surf

    def _caption_size(self, room: int) -> int:
        """The largest caption size at which each caption fits one line of ``room`` pixels
        (or the smallest readable size, at which the longest wrap to two lines)."""
        return min(
            (
                caption_lines(
                    self.res, e.caption or self.art.name(e.card), theme.px(17, self.scale), room
                )[0]
                for e in self.spec.entries
            ),
            default=theme.MIN_TEXT,
        )

    def draw(self, surface: pygame.Surface) -> None:
        if self.hidden:
            return
        if self._static is None:
            self._static = self._render_static()
        surface.blit(self._static, (0, 0))
        res, scale = self.res, self.scale
        self.caption_rects = []
        room = self.card_size[0] + self.gap // 2  # a gap stays between neighbours' captions
        key = (room, scale, tuple(e.caption or e.card for e in self.spec.entries))
        if getattr(self, "_common", (None, 0))[0] != key:  # one size for every caption
            self._common = (key, self._caption_size(room))
        common = self._common[1]
        for i, (entry, cell) in enumerate(zip(self.spec.entries, self.cells, strict=False)):
            if not self.visible(i):
                continue
            live = entry.action is not None and not self.spec.read_only
            chosen = entry.card in self.spec.selected
            if (i == self.hover and live) or chosen:
                glow = self.art.glow(cell.size)
                surface.blit(glow, glow.get_rect(center=cell.center))
            self.face(surface, entry.card, cell)
            if not live and not self.spec.read_only:
                dim = pygame.Surface(cell.size, pygame.SRCALPHA)
                dim.fill((0, 0, 0, 110))  # already placed: not to be clicked
                surface.blit(dim, cell)
            if chosen:
                pygame.draw.rect(surface, theme.GOLD, cell, max(3, theme.px(5, scale)), 8)
            badge = entry.badge or (self.spec.hover_badge if i == self.hover and live else "")
            if badge:
                mark_badge(surface, res, scale, badge, cell)
            caption = entry.caption or self.art.name(entry.card)
            color = theme.GOLD if i == self.hover or chosen else theme.INK
            y = cell.bottom + 4
            size, lines = caption_lines(res, caption, common, room)
            drawn = []
            for line in lines:
                img = res.text(line, size, color, True)
                drawn.append(surface.blit(img, img.get_rect(midtop=(cell.centerx, y))))
                y += res.font(size, True).get_linesize()
            self.caption_rects.append(drawn[0].unionall(drawn[1:]))
        for b in self.buttons:
            b.draw(surface, res, scale)


def caption_lines(res: Resources, text: str, size: int, width: int) -> tuple[int, list[str]]:
    """A card's caption in ``width`` pixels: one line as large as fits (down to the smallest
    readable size), else two lines at that size (a word too long broken with a hyphen), the
    second cut short with an ellipsis if it must be."""
    size = max(size, theme.MIN_TEXT)
    while size > theme.MIN_TEXT and res.font(size, True).size(text)[0] > width:
        size -= 1
    font = res.font(size, True)
    if font.size(text)[0] <= width:
        return size, [text]
    lines = broken_lines(res, text, size, width, True)
    if len(lines) > 2:
        rest = " ".join(lines[1:]).replace("- ", "")
        while len(rest) > 1 and font.size(rest + "\u2026")[0] > width:
            rest = rest[:-1]
        lines = [lines[0], rest.rstrip() + "\u2026"]
    return size, lines


def mark_badge(
    surface: pygame.Surface, res: Resources, scale: float, text: str, card: pygame.Rect
) -> pygame.Rect:
    """A large gold disc on a card's upper corner, marked ``text`` ("1st", a tick)."""
    size = max(12, min(card.w // 3, theme.px(30, scale, 12)))
    img = res.text(text, size, theme.BUTTON_TEXT_DARK, True)
    d = max(img.get_width() + size // 2, round(size * 1.7))
    r = pygame.Rect(0, 0, d, round(size * 1.7))
    r.center = (card.right - r.w // 3, card.top + r.h // 3)
    pygame.draw.rect(surface, (20, 12, 4), r.inflate(4, 4), border_radius=r.h)
    pygame.draw.rect(surface, theme.GOLD, r, border_radius=r.h)
    surface.blit(img, img.get_rect(center=r.center))
    return r.inflate(6, 6)


def entry_cards(entries: tuple[PickEntry, ...]) -> list[str]:
    return [e.card for e in entries]


def alike(buttons: list[Button], res: Resources, scale: float) -> None:
    """A column of buttons whose labels fit one line drawn at one size, the smallest among
    them (Bellwake's upgrades read as a list, not in three sizes)."""
    fits = [b.fit_label(res, scale) for b in buttons]
    sizes = [size for size, lines, _ in fits if len(lines) == 1]
    if sizes:
        for button in buttons:
            button.largest = min(sizes)
            button._cache.clear()
