"""The replay's control bar: leave, step, play and pause, speed, the turn slider, the seat.

It only draws and turns mouse gestures into commands (strings, or a tuple with a number);
the replay scene (replay_scene.py) carries them out, and gives the bar what to show as a
:class:`BarInfo` each frame. Every control says what it does, with its key, in a tooltip.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.ui.table import theme
from tabletop.ui.table.widgets import Button, panel
from tabletop.ui.widgets import fit_line

if TYPE_CHECKING:
    from tabletop.ui.resources import Resources

# commands
LEAVE, BACK, FORWARD, PLAY = "leave", "back", "forward", "play"
PREV_TURN, NEXT_TURN, SLOWER, FASTER, SEATS = "prev-turn", "next-turn", "slower", "faster", "seats"
SEEK, SEAT = "seek", "seat"  # with a position, with a seat

TRANSPORT = (
    (PREV_TURN, "The start of this turn, or the turn before (Page Up)"),
    (BACK, "Back one move (Left)"),
    (PLAY, "Play or pause (Space)"),
    (FORWARD, "Forward one move (Right)"),
    (NEXT_TURN, "The next turn (Page Down)"),
)
BAR_FILL = (14, 11, 20)


@dataclass
class BarInfo:
    """What the bar shows now (from the scene)."""

    position: int
    length: int
    playing: bool
    speed: str  # "1x"
    turn: str  # the turn in the game's words: "Turn 3: Athens plays."
    move: str  # the move that led here, as the seat shown may read it
    seat: str  # "Seen from Athens" / "All hands open"
    marks: list[tuple[int, str]] = field(default_factory=list)  # turn starts and their words
    seats: list[tuple[Any, str]] = field(default_factory=list)  # the seat menu: value, words
    chosen: Any = None


@dataclass
class SeatMenu:
    """The list of seats to see the table from, opened upward from the seat button."""

    items: list[tuple[Any, str, pygame.Rect]]
    rect: pygame.Rect
    hover: int = -1


class ReplayBar:
    """The strip at the bottom of the replay (see the module docstring)."""

    def __init__(self, res: Resources) -> None:
        self.res = res
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.scale = 1.0
        self.buttons: dict[str, Button] = {}
        self.slider = pygame.Rect(0, 0, 10, 10)
        self.text_rect = pygame.Rect(0, 0, 10, 10)
        self.hover: str | None = None  # a command's button, or SEEK over the slider
        self.hover_pos = (0, 0)
        self.dragging = False
        self.menu: SeatMenu | None = None
        self.info: BarInfo | None = None
        self._panel: pygame.Surface | None = None
        self._tick_key: tuple[Any, ...] = ()
        self._tick_surfs: tuple[pygame.Surface, pygame.Surface] | None = None

    @staticmethod
    def height(scale: float) -> int:
        """The bar's height at ``scale``: a row of buttons and the slider under it."""
        return ReplayBar.button_h(scale) + theme.px(56, scale, 38)

    @staticmethod
    def button_h(scale: float) -> int:
        return theme.px(60, scale, 40)

    def layout(self, rect: pygame.Rect, scale: float) -> None:
        self.rect, self.scale = rect.copy(), scale
        self._panel = None
        self.menu = None
        px = lambda n, m=1: theme.px(n, scale, m)  # noqa: E731
        pad, gap = px(16, 6), px(10, 4)
        bh = self.button_h(scale)
        y = rect.y + px(12, 5)
        x = rect.x + pad
        b: dict[str, Button] = {}
        leave_w = max(
            px(250),
            self.res.font(theme.px(21, scale, 12), True).size("Leave the replay")[0] + px(70, 40),
        )
        b[LEAVE] = Button(pygame.Rect(x, y, leave_w, bh), "Leave the replay", LEAVE, key_hint="Esc")
        x += leave_w + gap * 2
        for command, _ in TRANSPORT:
            b[command] = Button(pygame.Rect(x, y, bh, bh), "", command, primary=command == PLAY)
            x += bh + (gap // 2)
        x += gap * 2
        small = round(bh * 0.8)
        sy = y + (bh - small) // 2
        b[SLOWER] = Button(pygame.Rect(x, sy, small, small), "", SLOWER)
        self.speed_rect = pygame.Rect(x + small, sy, px(84, 44), small)
        b[FASTER] = Button(pygame.Rect(self.speed_rect.right, sy, small, small), "", FASTER)
        x = b[FASTER].rect.right + gap * 2
        seat_w = px(340, 190)
        b[SEATS] = Button(pygame.Rect(rect.right - pad - seat_w, y, seat_w, bh), "Seen from", SEATS)
        self.text_rect = pygame.Rect(x, y, max(0, b[SEATS].rect.left - gap * 2 - x), bh)
        self.buttons = b
        top = y + bh + px(8, 3)
        self.slider = pygame.Rect(rect.x + pad, top, rect.w - 2 * pad, rect.bottom - top - px(6, 3))

    # ----- input -------------------------------------------------------------------------------

    def contains(self, pos: tuple[int, int]) -> bool:
        if self.menu is not None and self.menu.rect.collidepoint(pos):
            return True
        return self.rect.collidepoint(pos)

    def position_at(self, x: int) -> int:
        """The position under ``x`` on the slider."""
        info = self.info
        n = info.length if info else 0
        track = self.track()
        if track.w <= 0 or n <= 0:
            return 0
        return max(0, min(n, round((x - track.x) / track.w * n)))

    def track(self) -> pygame.Rect:
        inset = theme.px(14, self.scale, 8)
        return self.slider.inflate(-2 * inset, 0)

    def handle(self, event: pygame.event.Event) -> tuple[bool, Any]:
        """(whether the bar took the event, a command or None)."""
        if event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return False, None
        pos = event.pos
        if self.menu is not None:
            return self._menu_event(event)
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos = pos
            self.hover = self._hit(pos)
            for name, button in self.buttons.items():
                button.hover = name == self.hover
            if self.dragging:
                return True, (SEEK, self.position_at(pos[0]))
            return self.rect.collidepoint(pos), None
        if getattr(event, "button", 1) != 1:
            return self.rect.collidepoint(pos), None
        if event.type == pygame.MOUSEBUTTONDOWN:
            if self.slider.collidepoint(pos):
                self.dragging = True
                return True, (SEEK, self.position_at(pos[0]))
            return self.rect.collidepoint(pos), None
        if self.dragging:  # the release ends a drag of the slider, wherever it is
            self.dragging = False
            return True, (SEEK, self.position_at(pos[0]))
        hit = self._hit(pos)
        if hit == SEATS:
            self._open_menu()
            return True, None
        if hit in self.buttons:
            return True, hit
        return self.rect.collidepoint(pos), None

    def _hit(self, pos: tuple[int, int]) -> str | None:
        for name, button in self.buttons.items():
            if button.rect.collidepoint(pos):
                return name
        if self.slider.collidepoint(pos):
            return SEEK
        return None

    def _open_menu(self) -> None:
        info = self.info
        if info is None or not info.seats:
            return
        button = self.buttons[SEATS].rect
        h = theme.px(52, self.scale, 34)
        pad = theme.px(8, self.scale, 4)
        rect = pygame.Rect(button.x, 0, button.w, len(info.seats) * h + 2 * pad)
        rect.bottom = button.top - theme.px(6, self.scale, 3)
        items = [
            (value, words, pygame.Rect(rect.x + pad, rect.y + pad + i * h, rect.w - 2 * pad, h))
            for i, (value, words) in enumerate(info.seats)
        ]
        self.menu = SeatMenu(items, rect)

    def _menu_event(self, event: pygame.event.Event) -> tuple[bool, Any]:
        menu = self.menu
        assert menu is not None
        pos = event.pos
        index = next((i for i, (_, _, r) in enumerate(menu.items) if r.collidepoint(pos)), -1)
        if event.type == pygame.MOUSEMOTION:
            menu.hover = index
            return menu.rect.collidepoint(pos) or self.rect.collidepoint(pos), None
        if event.type == pygame.MOUSEBUTTONDOWN:
            return True, None
        self.menu = None  # a release picks an item, or closes the menu anywhere else
        if index >= 0:
            return True, (SEAT, menu.items[index][0])
        return True, None

    def menu_key(self, delta: int) -> None:
        """Arrows in the open seat menu."""
        if self.menu is not None and self.menu.items:
            self.menu.hover = (self.menu.hover + delta) % len(self.menu.items)

    # ----- drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, info: BarInfo) -> None:
        self.info = info
        res, s = self.res, self.scale
        if self._panel is None or self._panel.get_size() != self.rect.size:
            self._panel = panel(self.rect.size, s, (*BAR_FILL, 250), (*theme.PANEL_EDGE, 235))
        surface.blit(self._panel, self.rect)
        b = self.buttons
        b[SEATS].label = f"{info.seat} \u25b4"
        for button in b.values():
            button._cache.clear() if button.value == SEATS else None
            button.draw(surface, res, s)
        for command, _ in TRANSPORT:
            self._icon(surface, b[command].rect, command, info.playing)
        for command in (SLOWER, FASTER):  # a minus and a plus, drawn: sharp at any size
            r = b[command].rect
            arm, thick = max(4, r.w * 3 // 10), max(2, r.w // 12)
            pygame.draw.rect(
                surface,
                theme.INK,
                pygame.Rect(0, 0, 2 * arm, thick).move(r.centerx - arm, r.centery - thick // 2),
            )
            if command == FASTER:
                pygame.draw.rect(
                    surface,
                    theme.INK,
                    pygame.Rect(0, 0, thick, 2 * arm).move(r.centerx - thick // 2, r.centery - arm),
                )
        speed = res.text(info.speed, theme.px(24, s, 13), theme.INK, True)
        surface.blit(speed, speed.get_rect(center=self.speed_rect.center))
        self._draw_words(surface, info)
        self._draw_slider(surface, info)
        self._draw_menu(surface, info)
        self._draw_tooltip(surface, info)

    def _draw_words(self, surface: pygame.Surface, info: BarInfo) -> None:
        r = self.text_rect
        if r.w < 40:
            return
        s = self.scale
        big, small = theme.px(22, s, 13), theme.px(20, s, 12)
        head = f"Move {info.position} of {info.length} \u00b7 {info.turn}"
        a = self._line(head, big, r.w, theme.GOLD, True)
        c = self._line(info.move, small, r.w, theme.INK, False)
        total = a.get_height() + c.get_height()
        y = r.centery - total // 2
        surface.blit(a, (r.x, y))
        surface.blit(c, (r.x, y + a.get_height()))

    def _draw_slider(self, surface: pygame.Surface, info: BarInfo) -> None:
        s = self.scale
        track = self.track()
        cy = self.slider.centery
        n = max(1, info.length)
        thick = theme.px(8, s, 4)
        bar = pygame.Rect(track.x, cy - thick // 2, track.w, thick)
        pygame.draw.rect(surface, (60, 52, 70), bar, border_radius=thick // 2)
        done = bar.copy()
        done.w = round(track.w * info.position / n)
        if done.w > 0:
            pygame.draw.rect(surface, theme.GOLD_DARK, done, border_radius=thick // 2)
        knob_x = track.x + round(track.w * info.position / n)
        muted, gold = self._ticks(info, track)
        top = cy - muted.get_height() // 2
        surface.blit(muted, (track.x - 1, top))
        surface.blit(
            gold, (track.x - 1, top), pygame.Rect(0, 0, knob_x - track.x + 2, gold.get_height())
        )
        radius = theme.px(15, s, 8)
        pygame.draw.circle(surface, (10, 6, 2), (knob_x, cy), radius + 2)
        hot = self.hover == SEEK or self.dragging
        pygame.draw.circle(
            surface, theme.BUTTON_PRIMARY_HOVER if hot else theme.GOLD, (knob_x, cy), radius
        )

    def _ticks(self, info: BarInfo, track: pygame.Rect) -> tuple[pygame.Surface, pygame.Surface]:
        """The turns' ticks on the slider, in grey and in gold (drawn once per layout)."""
        key = (track.size, info.length, tuple(p for p, _ in info.marks), self.scale)
        if self._tick_key != key or self._tick_surfs is None:
            tick_h = theme.px(26, self.scale, 14)
            n = max(1, info.length)
            pair = []
            for color in (theme.MUTED, theme.GOLD):
                surf = pygame.Surface((track.w + 2, tick_h), pygame.SRCALPHA)
                for position, _ in info.marks:
                    x = 1 + round(track.w * position / n)
                    pygame.draw.line(surf, color, (x, 0), (x, tick_h))
                pair.append(surf)
            self._tick_key, self._tick_surfs = key, (pair[0], pair[1])
        return self._tick_surfs

    def _icon(
        self, surface: pygame.Surface, rect: pygame.Rect, command: str, playing: bool
    ) -> None:
        """Transport symbols drawn as shapes (no font has them all)."""
        color = theme.BUTTON_TEXT_DARK if command == PLAY else theme.INK
        u = rect.h / 10
        cx, cy = rect.center

        def tri(x0: float, facing: int) -> None:  # a triangle 3u wide, pointing left (-1)/right
            x1 = x0 + 3 * u * facing
            pygame.draw.polygon(surface, color, [(x0, cy - 2.4 * u), (x0, cy + 2.4 * u), (x1, cy)])

        def wall(x: float) -> None:  # a bar 1u wide
            top, high = round(cy - 2.4 * u), round(4.8 * u)
            pygame.draw.rect(surface, color, pygame.Rect(round(x), top, max(2, round(u)), high))

        if command == PLAY and playing:
            for dx in (-1.9, 0.5):
                wall(cx + dx * u)
                wall(cx + (dx + 0.4) * u)
        elif command == PLAY:
            tri(cx - 1.3 * u, 1)
        elif command == FORWARD:
            tri(cx - 2 * u, 1)
            wall(cx + 1.2 * u)
        elif command == BACK:
            tri(cx + 2 * u, -1)
            wall(cx - 2.2 * u)
        elif command == NEXT_TURN:
            tri(cx - 3.2 * u, 1)
            tri(cx - 0.4 * u, 1)
            wall(cx + 2.6 * u)
        elif command == PREV_TURN:
            tri(cx + 3.2 * u, -1)
            tri(cx + 0.4 * u, -1)
            wall(cx - 3.6 * u)

    def _draw_menu(self, surface: pygame.Surface, info: BarInfo) -> None:
        menu = self.menu
        if menu is None:
            return
        s = self.scale
        surface.blit(panel(menu.rect.size, s, (*BAR_FILL, 252), (*theme.GOLD, 230)), menu.rect)
        size = theme.px(21, s, 12)
        for i, (value, words, r) in enumerate(menu.items):
            if i == menu.hover:
                pygame.draw.rect(surface, theme.BUTTON_HOVER, r, border_radius=theme.px(8, s, 3))
            color = theme.GOLD if value == info.chosen else theme.INK
            mark = "\u2713 " if value == info.chosen else "    "
            img = self._line(mark + words, size, r.w - theme.px(16, s, 6), color, True)
            surface.blit(img, img.get_rect(midleft=(r.x + theme.px(12, s, 5), r.centery)))

    def tooltip(self, info: BarInfo) -> str:
        """The words for what is under the mouse ("" for nothing)."""
        if self.menu is not None or self.hover is None:
            return ""
        if self.hover == SEEK or self.dragging:
            position = self.position_at(self.hover_pos[0])
            turn = ""
            for at, words in info.marks:
                if at > position:
                    break
                turn = words
            return f"Move {position} \u00b7 {turn}" if turn else f"Move {position}"
        words = dict(TRANSPORT).get(self.hover)
        if words:
            return words
        return {
            SLOWER: "Slower (minus key)",
            FASTER: "Faster (plus key)",
            SEATS: "See the table from another player (keys 1-4; 0: every hand, once it is over)",
            LEAVE: "Leave the replay (Esc)",
        }.get(self.hover, "")

    def _draw_tooltip(self, surface: pygame.Surface, info: BarInfo) -> None:
        text = self.tooltip(info)
        if not text:
            return
        s = self.scale
        size = theme.px(20, s, 12)
        img = self._line(text, size, surface.get_width() - theme.px(40, s, 10), theme.INK, True)
        pad = theme.px(10, s, 4)
        box = img.get_rect().inflate(2 * pad, pad)
        if self.hover == SEEK or self.dragging:
            box.midbottom = (self.hover_pos[0], self.slider.top - theme.px(4, s, 2))
        else:
            rect = self.buttons[self.hover].rect
            box.midbottom = (rect.centerx, self.rect.top - theme.px(6, s, 3))
        box.clamp_ip(surface.get_rect())
        surface.blit(panel(box.size, s, (*BAR_FILL, 245), (*theme.GOLD, 220)), box)
        surface.blit(img, img.get_rect(center=box.center))

    def _line(
        self, text: str, size: int, width: int, color: tuple[int, int, int], bold: bool
    ) -> pygame.Surface:
        """``text`` as one line that fits ``width`` (smaller, then cut with an ellipsis)."""
        text, size = fit_line(self.res, text, size, max(1, width), bold=bold)
        return self.res.text(text, size, color, bold)
