"""How to play: a game's how-to page and its full rules in one scrolled reader, with a table of
contents that jumps.

Opened from the launcher (for the chosen game) and from the Esc menu (for the game at the
table). The page is :func:`tabletop.ui.howto_text.page`: the game's own how-to (goal, a turn as
a flow, what to do by mouse, pictures of our table), then the rules cleaned for players.

Keys: the wheel, Up/Down, Page Up/Page Down, Space, Home/End scroll; Tab goes to the next
section, Shift+Tab back; Esc or Back returns. The wheel over the contents scrolls the contents
when they are longer than the window.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from tabletop.ui.howto_draw import Ink, PageLayout
from tabletop.ui.howto_text import FULL_RULES, Page, page
from tabletop.ui.widgets import CREAM, GOLD, GOLD_DIM, MUTED, Overlay, draw_panel, draw_text

if TYPE_CHECKING:
    from tabletop.ui.app import App

TOC_W = 250  # design width of the contents column


@dataclass
class Entry:
    """A line of the contents: a heading and where it lies on the page."""

    text: str
    level: int  # 1: a part of the page (the full rules), 2: a section
    y: int
    rect: pygame.Rect | None = None  # where the line was last drawn


@dataclass(frozen=True)
class TextArea:
    rect: pygame.Rect


class HowToOverlay(Overlay):
    """A game's how to play and rules over the current screen; Back (or Esc) returns."""

    base_size = (1100, 720)

    def __init__(self, app: App, game_id: str) -> None:
        self.game_id = game_id
        self.page: Page = page(app.res, game_id)
        self.title = self.page.title
        self.offset = 0.0  # pixels scrolled down the page
        self.toc_offset = 0
        self.mouse = (0, 0)
        super().__init__(app)

    # ----- layout -----

    def build(self) -> None:
        w, h = self.size
        margin = self.px(22)
        self.panel = pygame.Rect(margin, margin, w - 2 * margin, h - 2 * margin)
        p = self.panel
        pad = self.px(22)
        top = p.y + self.px(70)
        self.toc_rect = pygame.Rect(p.x + pad, top, self.px(TOC_W), p.bottom - top - self.px(76))
        x = self.toc_rect.right + self.px(26)
        self.view = pygame.Rect(x, top, p.right - pad - x - self.px(14), p.bottom - top - pad)
        self.ink = Ink(self.app.res, self.scale)
        anchor = self._anchor() if hasattr(self, "layout") else None
        self.layout = PageLayout(
            self.ink, self.page.blocks, self.view.width, f"{self.game_id}/howto"
        )
        if anchor is not None:  # a resize: the block at the top stays at the top
            index, within = anchor
            item = self.layout.items[index]
            self.offset = item.y + within * item.height
        self._clamp()
        self.entries = [
            Entry(item.block.text, 1 if item.block.kind == "h1" else 2, item.y)
            for item in self.layout.items
            if item.block.kind in ("h1", "h2")
        ]
        self.back = pygame_gui.elements.UIButton(
            pygame.Rect(self.toc_rect.x, p.bottom - self.px(66), self.toc_rect.width, self.px(46)),
            "Back",
            self.ui,
            object_id="#primary",
        )

    @property
    def text(self) -> TextArea:
        """The page's text area (the older reader's text box, by its rect)."""
        return TextArea(self.view)

    @property
    def toc_line(self) -> int:
        return self.px(25)

    def _anchor(self) -> tuple[int, float]:
        """The block at the top of the page and how far into it the page is scrolled."""
        for i, item in enumerate(self.layout.items):
            if item.y + item.height > self.offset:
                return i, max(0.0, (self.offset - item.y) / max(1, item.height))
        return max(0, len(self.layout.items) - 1), 0.0

    # ----- drawing -----

    def paint(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.panel, self.scale)
        draw_text(
            surface,
            self.app.res,
            f"How to play {self.title}",
            self.px(28),
            GOLD,
            serif=True,
            bold=True,
            shadow=True,
            midtop=(self.panel.centerx, self.panel.y + self.px(18)),
        )
        self._paint_toc(surface)
        self._paint_page(surface)

    def _paint_toc(self, surface: pygame.Surface) -> None:
        res = self.app.res
        r = self.toc_rect
        shade = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, 70), shade.get_rect(), border_radius=self.px(8))
        surface.blit(shade, r)
        draw_text(
            surface, res, "Contents", max(12, self.px(15)), MUTED, bold=True,
            topleft=(r.x + self.px(10), r.y + self.px(8)),
        )  # fmt: skip
        clip = surface.get_clip()
        inner = pygame.Rect(r.x, r.y + self.px(34), r.width, r.height - self.px(38))
        surface.set_clip(inner)
        current = self.current_entry
        y = inner.y - self.toc_offset
        size = max(12, self.px(14))
        for i, entry in enumerate(self.entries):
            indent = self.px(10 if entry.level == 1 else 20)
            rect = pygame.Rect(r.x + self.px(4), y, r.width - self.px(8), self.toc_line)
            entry.rect = rect if inner.contains(rect) else None
            if i == current:
                pygame.draw.rect(surface, (*GOLD_DIM, 110), rect, border_radius=self.px(5))
            text = self._fit(entry.text, size, r.width - indent - self.px(10), entry.level == 1)
            color = GOLD if entry.level == 1 or i == current else CREAM
            draw_text(
                surface, res, text, size, color, bold=entry.level == 1,
                midleft=(r.x + indent, rect.centery),
            )  # fmt: skip
            y += self.toc_line
        surface.set_clip(clip)

    def _fit(self, text: str, size: int, width: int, bold: bool) -> str:
        font = self.app.res.font(size, bold)
        if font.size(text)[0] <= width:
            return text
        while len(text) > 4 and font.size(text + "…")[0] > width:
            text = text[:-1]
        return text.rstrip() + "…"

    def _paint_page(self, surface: pygame.Surface) -> None:
        clip = surface.get_clip()
        surface.set_clip(self.view)
        top = round(self.offset)
        for item in self.layout.items:
            if item.y + item.height < top:
                continue
            if item.y > top + self.view.height:
                break
            surface.blit(self.layout.image(item), (self.view.x, self.view.y + item.y - top))
        surface.set_clip(clip)
        self._paint_scrollbar(surface)

    def _paint_scrollbar(self, surface: pygame.Surface) -> None:
        total = self.layout.height
        if total <= self.view.height:
            return
        track = pygame.Rect(self.view.right + self.px(6), self.view.y, self.px(6), self.view.height)
        pygame.draw.rect(surface, (20, 12, 7), track, border_radius=self.px(3))
        h = max(self.px(30), round(track.height * self.view.height / total))
        y = track.y + round((track.height - h) * self.offset / max(1, self.max_offset))
        pygame.draw.rect(surface, GOLD_DIM, (track.x, y, track.width, h), border_radius=self.px(3))

    # ----- scrolling -----

    @property
    def max_offset(self) -> float:
        return max(0.0, self.layout.height - self.view.height)

    def _clamp(self) -> None:
        self.offset = max(0.0, min(self.max_offset, self.offset))

    def scroll_by(self, pages: float) -> None:
        """Scroll the page by a number of visible pages (negative: up)."""
        self.offset += pages * self.view.height
        self._clamp()
        self.dirty = True

    def jump_to(self, index: int) -> None:
        """Show contents entry ``index`` at the top of the page (and its line in the
        contents)."""
        self.offset = float(self.entries[index].y)
        self._clamp()
        room = self.toc_rect.height - self.px(38)
        line = index * self.toc_line
        if line < self.toc_offset:
            self.toc_offset = line
        elif line + self.toc_line > self.toc_offset + room:
            self.toc_offset = line + self.toc_line - room
        self.dirty = True

    def next_section(self, step: int) -> None:
        """Tab: the next section (Shift+Tab: this one's start, or the one before)."""
        current = self.current_entry
        if current is None:
            index = 0 if step > 0 else None
        elif step > 0:
            index = min(len(self.entries) - 1, current + 1)
        elif self.offset > self.entries[current].y + self.px(4):
            index = current
        else:
            index = max(0, current - 1)
        if index is not None and self.entries:
            self.jump_to(index)

    @property
    def scroll_fraction(self) -> float:
        """How far down the page is scrolled (0 at the top), for tests."""
        return self.offset / max(1, self.layout.height)

    @property
    def current_entry(self) -> int | None:
        """The contents entry of the section at the top of the page now."""
        current = None
        for i, entry in enumerate(self.entries):
            if entry.y <= self.offset + self.px(4):
                current = i
        return current

    def entry_index(self, text: str) -> int:
        """The contents entry named ``text`` (for tests)."""
        return next(i for i, e in enumerate(self.entries) if e.text == text)

    @property
    def full_rules_entry(self) -> int:
        return self.entry_index(FULL_RULES)

    # ----- input -----

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.MOUSEWHEEL:
            # a wheel event has no position: the last motion says where the pointer is
            if self.toc_rect.collidepoint(self.mouse) and self._toc_scrolls():
                room = len(self.entries) * self.toc_line - (self.toc_rect.height - self.px(38))
                self.toc_offset = max(0, min(room, self.toc_offset - event.y * self.toc_line * 2))
            else:
                self.scroll_by(-event.y / 6)
            self.dirty = True
            return
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            for i, entry in enumerate(self.entries):
                if entry.rect is not None and entry.rect.collidepoint(event.pos):
                    self.jump_to(i)
                    return
        if event.type == pygame.KEYDOWN:
            pages = {
                pygame.K_PAGEDOWN: 0.9,
                pygame.K_SPACE: 0.9,
                pygame.K_PAGEUP: -0.9,
                pygame.K_DOWN: 0.1,
                pygame.K_UP: -0.1,
                pygame.K_HOME: -1e9,
                pygame.K_END: 1e9,
            }
            if event.key in pages:
                self.scroll_by(pages[event.key])
                return
            if event.key == pygame.K_TAB:
                self.next_section(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return
        super().handle(event)

    def _toc_scrolls(self) -> bool:
        return len(self.entries) * self.toc_line > self.toc_rect.height - self.px(38)

    def on_ui(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back:
            self.close()
