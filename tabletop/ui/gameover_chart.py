"""How the game went, on the game-over screen: a small line chart and the key figures.

The story itself (the values turn by turn, the figures) comes from the rules layer
(:mod:`tabletop.rules.story`); this module only draws it, with pygame's own drawing: a line per
seat in the seats' palette colours (the colour-blind palette too), each seat with its own marker
shape as well so that no one has to tell the lines apart by colour alone, the axes in the
game's words (turns or rounds), a line where the value decides the game (a score that wins, a
threat that loses), a campaign's scenarios side by side, and under the chart a small table whose
column heads, with each seat's line and marker, are the legend.

It is computed where the game-over screen is made (the handover's worker thread): a replay of
the longest games (some 500 actions) takes a few tens of milliseconds.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from tabletop.rules import State
from tabletop.rules.story import Story, tell
from tabletop.ui import palette
from tabletop.ui.table.painters import badges  # noqa: F401  (registers the "seats" colours)
from tabletop.ui.widgets import (
    CREAM,
    GOLD,
    MIN_TEXT,
    MUTED,
    draw_divider,
    draw_text,
    fit_line,
    fit_size,
)

if TYPE_CHECKING:
    from tabletop.ui.resources import Resources
    from tabletop.ui.scene import Seat

WIDTH = 500  # design pixels: the story's column beside the result
CHART_MIN = 210  # the chart's least height (design pixels): the panel grows to give it that
SHARED = (206, 214, 236)  # one line for the whole table (a cooperative game)
GRID = (255, 236, 200, 26)
LIMIT = (226, 110, 80)
MARKERS = ("circle", "square", "triangle", "diamond", "down")


def story_of(state: State) -> Story | None:
    """The game's story, or None when it has none or it cannot be told (a courtesy: never
    lose the result screen over it)."""
    try:
        story = tell(state)
    except Exception:
        return None
    if story is None or not story.sections or not story.points:
        return None
    return story


def seat_names(state: State, seats: Sequence[Seat]) -> list[str]:
    """Each seat as the table calls it ("Sparta", "Hale", "Player 2"), with "(you)" for the one
    person at the table and "(bot)" for a bot."""
    humans = [i for i, s in enumerate(seats) if s.is_human]
    names = []
    for seat in range(state.players):
        try:
            name = str(state.seat_name(seat))
        except Exception:
            name = f"Player {seat + 1}"
        if seat < len(seats) and not seats[seat].is_human:
            name += " (bot)"
        elif humans == [seat]:
            name += " (you)"
        names.append(name)
    return names


def nice_step(span: float, most: int) -> float:
    """A round step (1, 2, 5 times a power of ten) giving at most ``most`` steps over ``span``."""
    if span <= 0:
        return 1.0
    raw = span / max(1, most)
    power = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 2.5, 5, 10):
        if m * power >= raw and (m != 2.5 or power >= 10):
            return max(1.0, m * power)
    return max(1.0, 10 * power)


def marker(surface: pygame.Surface, shape: str, color: tuple, at: tuple[int, int], r: int) -> None:
    """A point's mark: a different shape for each seat."""
    x, y = at
    if shape == "square":
        pygame.draw.rect(surface, color, (x - r + 1, y - r + 1, 2 * r - 1, 2 * r - 1))
    elif shape == "triangle":
        pygame.draw.polygon(
            surface, color, [(x, y - r - 1), (x + r + 1, y + r), (x - r - 1, y + r)]
        )
    elif shape == "diamond":
        pygame.draw.polygon(
            surface, color, [(x, y - r - 1), (x + r + 1, y), (x, y + r + 1), (x - r - 1, y)]
        )
    elif shape == "hexagon":
        pygame.draw.polygon(
            surface,
            color,
            [
                (x + (r + 1) * math.cos(math.radians(a)), y + (r + 1) * math.sin(math.radians(a)))
                for a in range(0, 360, 60)
            ],
        )
    elif shape == "down":
        pygame.draw.polygon(
            surface, color, [(x, y + r + 1), (x + r + 1, y - r), (x - r - 1, y - r)]
        )
    else:
        pygame.draw.circle(surface, color, (x, y), r)


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


class StoryView:
    """The story's column: a heading, the chart and the figures, laid out in a given rect."""

    def __init__(
        self,
        res: Resources,
        story: Story,
        names: list[str],
        scale: float,
        marks: Sequence[tuple[tuple[int, int, int], str]] | None = None,
    ) -> None:
        self.res = res
        self.story = story
        self.names = names
        self.scale = scale
        # each seat's colour and shape as its table shows it (a game's controller may say)
        self.marks = list(marks) if marks and len(marks) >= story.players else None

    def px(self, value: float) -> int:
        return max(1, round(value * self.scale))

    def text_px(self, value: float) -> int:
        return max(MIN_TEXT, self.px(value))

    # ----- sizes -------------------------------------------------------------------------------

    @property
    def row_h(self) -> int:
        return max(self.text_px(14) + self.px(8), self.px(23))

    def table_height(self) -> int:
        """The heads (twice as tall when the marks stand above the names) and the rows."""
        heads = 2 if self.stacked(self.story.players) else 1
        return (len(self.story.figures) + heads) * self.row_h

    def fixed_height(self) -> int:
        """Everything but the chart: the paddings, the heading, the gaps and the table."""
        return (
            self.px(26)
            + self.text_px(16)
            + self.px(12)
            + self.px(16)
            + self.table_height()
            + self.px(30)
        )

    def min_height(self) -> int:
        return self.fixed_height() + self.px(CHART_MIN)

    def chart_height(self, height: int) -> int:
        """The chart's height in a column ``height`` tall: what is left, within bounds."""
        return max(self.px(CHART_MIN), min(self.px(300), height - self.fixed_height()))

    def colours(self) -> list[tuple[int, int, int]]:
        if self.story.shared:
            return [SHARED]
        if self.marks is not None:
            return [colour for colour, _ in self.marks[: self.story.players]]
        seats = list(palette.colours("seats").values())
        return [seats[i % len(seats)] for i in range(self.story.players)]

    def shape(self, seat: int) -> str:
        """The marker of ``seat``'s points."""
        if self.marks is not None:
            return self.marks[seat][1]
        return MARKERS[seat % len(MARKERS)]

    # ----- drawing -----------------------------------------------------------------------------

    def heading(self) -> str:
        unit = self.story.unit_words[0].lower()
        return f"{self.story.label}, {unit} by {unit}"

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Draw in ``rect`` (the column, paddings included)."""
        x0, width = rect.x + self.px(20), rect.width - self.px(40)
        y = rect.y + self.px(26)
        size = self.text_px(16)
        text, size = fit_line(self.res, self.heading(), size, width, bold=True)
        draw_text(surface, self.res, text, size, GOLD, bold=True, midtop=(rect.centerx, y))
        y += self.text_px(16) + self.px(12)
        chart = pygame.Rect(x0, y, width, self.chart_height(rect.height))
        self.draw_chart(surface, chart)
        y = chart.bottom + self.px(16)
        self.draw_figures(surface, pygame.Rect(x0, y, width, self.table_height()))

    def draw_chart(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        story, res = self.story, self.res
        tick = self.text_px(13)
        values = [v for _, vals in story.points for v in vals]
        low = min([story.floor, *values])
        high = max([*values, story.limit if story.limit is not None else low, low + 1])
        step = nice_step(high - low, 5)
        top = math.ceil(high / step) * step
        bottom = math.floor(low / step) * step
        ticks = []
        v = bottom
        while v <= top + 1e-9:
            ticks.append(v)
            v += step
        font = res.font(tick)
        label_w = max(font.size(_number(t))[0] for t in ticks) + self.px(8)
        named = len(story.sections) > 1
        band = tick + self.px(6) if named else self.px(6)
        plot = pygame.Rect(
            area.x + label_w,
            area.y + band,
            area.width - label_w - self.px(6),
            area.height - band - 2 * tick - self.px(10),
        )
        units = max(1, story.units)

        def sx(unit: float) -> int:
            return plot.x + round(plot.width * unit / units)

        pad = self.px(5)  # a line at the top value stays clear of the frame

        def sy(value: float) -> int:
            tall = plot.height - pad
            return plot.bottom - round(tall * (value - bottom) / max(1e-9, top - bottom))

        grid = pygame.Surface(plot.size, pygame.SRCALPHA)
        for t in ticks:
            pygame.draw.line(grid, GRID, (0, sy(t) - plot.y), (plot.width, sy(t) - plot.y), 1)
        surface.blit(grid, plot.topleft)
        for t in ticks:
            draw_text(surface, res, _number(t), tick, MUTED, midright=(plot.x - self.px(6), sy(t)))
        pygame.draw.line(surface, MUTED, plot.bottomleft, plot.bottomright, 1)
        pygame.draw.line(surface, MUTED, plot.topleft, plot.bottomleft, 1)
        if story.limit is not None:
            self.draw_limit(surface, plot, sy(story.limit))
        self.draw_sections(surface, plot, sx, tick)
        self.draw_x_ticks(surface, plot, sx, tick)
        words = story.unit_words[1] if not named else f"{story.unit_words[1]} of each scenario"
        draw_text(
            surface, res, words, tick, MUTED, midtop=(plot.centerx, plot.bottom + tick + self.px(8))
        )
        self.draw_lines(surface, plot, sx, sy)

    def draw_limit(self, surface: pygame.Surface, plot: pygame.Rect, y: int) -> None:
        dash, gap = self.px(6), self.px(4)
        x = plot.x
        while x < plot.right:
            pygame.draw.line(
                surface, LIMIT, (x, y), (min(plot.right, x + dash), y), max(1, self.px(1.5))
            )
            x += dash + gap
        words = self.story.limit_words
        if words:
            size = self.text_px(13)
            draw_text(
                surface,
                self.res,
                words,
                size,
                LIMIT,
                bold=True,
                bottomleft=(plot.x + self.px(6), y - self.px(3)),  # the start: rarely near it
            )

    def draw_sections(self, surface: pygame.Surface, plot: pygame.Rect, sx, tick: int) -> None:
        """A dashed rule where each part (scenario) begins, and the parts' names above, all in
        one size (the one the tightest name needs)."""
        sections = self.story.sections
        if len(sections) < 2:
            return
        labels = []
        for i, section in enumerate(sections):
            start = section.points[0][0]
            end = sections[i + 1].points[0][0] if i + 1 < len(sections) else self.story.units
            if i:
                x = sx(start)
                y = plot.y
                while y < plot.bottom:
                    pygame.draw.line(
                        surface, MUTED, (x, y), (x, min(plot.bottom, y + self.px(4))), 1
                    )
                    y += self.px(8)
            last = i + 1 == len(sections)
            room = (plot.right if last else sx(end)) - sx(start) - self.px(8)
            if room > self.px(30):
                name = section.name
                if self.res.font(MIN_TEXT).size(name)[0] > room and name.startswith("The "):
                    name = name[4:]  # "Crown of Silence" rather than "The Crown of..."
                text, size = fit_line(self.res, name, tick, room)
                labels.append((text, size, sx(start), None if last else sx(end)))
        size = min((label[1] for label in labels), default=tick)
        for text, _, left, right in labels:
            w = self.res.font(size).size(text)[0]
            x = left + self.px(4)
            if right is not None:  # centred over its rounds when it fits there
                x = max(x, (left + right - w) // 2)
            draw_text(surface, self.res, text, size, CREAM, bottomleft=(x, plot.y - self.px(3)))

    def draw_x_ticks(self, surface: pygame.Surface, plot: pygame.Rect, sx, tick: int) -> None:
        """Each section's units numbered from 1, as many as fit."""
        font = self.res.font(tick)
        for section in self.story.sections:
            start = section.points[0][0]
            ends = [u for u, _ in section.points if u > start]
            if not ends:
                continue
            widest = font.size(str(ends[-1] - start))[0] + self.px(8)
            each = (sx(ends[-1]) - sx(start)) / max(1, len(ends))
            step = 1
            while each * step < widest:
                step = {1: 2, 2: 5}.get(step, step + 5)
            for u in ends:
                n = u - start
                if n % step == 0 or (step >= 5 and n == 1):
                    x = sx(u)
                    pygame.draw.line(
                        surface, MUTED, (x, plot.bottom), (x, plot.bottom + self.px(3)), 1
                    )
                    draw_text(
                        surface, self.res, str(n), tick, MUTED, midtop=(x, plot.bottom + self.px(4))
                    )

    def draw_lines(self, surface: pygame.Surface, plot: pygame.Rect, sx, sy) -> None:
        colours = self.colours()
        n = len(colours)
        width = max(2, self.px(3))
        r = max(3, self.px(3.5))
        spread = self.px(2.5)  # lines that run together sit side by side, not on top
        points = self.story.points
        dense = plot.width / max(1, len(points)) < self.px(9)
        for seat, colour in enumerate(colours):
            dy = round((seat - (n - 1) / 2) * spread)
            shape = self.shape(seat)
            for section in self.story.sections:
                pts = [(sx(u), sy(vals[seat]) + dy) for u, vals in section.points]
                if len(pts) > 1:
                    pygame.draw.lines(surface, colour, False, pts, width)
                    for p in pts:
                        pygame.draw.circle(surface, colour, p, width // 2)  # round joints
                for i, p in enumerate(pts):
                    if not dense or i == len(pts) - 1:
                        marker(surface, shape, colour, p, r)

    def stacked(self, n: int) -> bool:
        return n > 2 and not self.story.shared

    def head(self, name: str, size: int, room: int) -> tuple[str, int]:
        """A seat's column head in ``room`` pixels: the whole name, else without "(you)" or
        "(bot)", else "P2" for "Player 2", else cut short."""
        bare = name.rpartition(" (")[0] or name
        short = "P" + bare[7:] if bare.startswith("Player ") else bare
        for text in (name, bare, short):
            fitted = fit_size(self.res, text, size, room, bold=True)
            if self.res.font(fitted, True).size(text)[0] <= room:
                return text, fitted
        return fit_line(self.res, short, size, room, bold=True)

    def draw_figures(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The key figures: a row per figure, a column per seat (its head, with the seat's line
        and marker, is the chart's legend); a figure of the whole table spans the columns."""
        res, story = self.res, self.story
        rows = story.figures
        if not rows:
            return
        size = self.text_px(14)
        rh = self.row_h
        font = res.font(size)
        label_w = max(font.size(r.label)[0] for r in rows) + self.px(14)
        label_w = min(label_w, area.width // 2)
        n = max(1, story.players)
        col = min(self.px(150), (area.width - label_w) // n)
        x0 = area.x + (area.width - label_w - col * n) // 2
        colours = self.colours()
        y = area.y
        stacked = self.stacked(n)  # many seats: the mark above the name, not beside it
        head_h = rh * (2 if stacked else 1)
        for i, name in enumerate(self.names[:n]):
            cx = x0 + label_w + col * i + col // 2
            swatch = self.px(22)
            room = col - self.px(6) if stacked else col - swatch - self.px(8)
            text, head = self.head(name, size, room)
            w = res.font(head, True).size(text)[0]
            left = cx - swatch // 2 if stacked else cx - (w + swatch) // 2
            mid = y + rh // 2 + (self.px(3) if stacked else 0)
            if not story.shared:
                colour = colours[i % len(colours)]
                end = left + swatch - self.px(6)
                pygame.draw.line(surface, colour, (left, mid), (end, mid), max(2, self.px(3)))
                dot = (left + (swatch - self.px(6)) // 2, mid)
                marker(surface, self.shape(i), colour, dot, max(3, self.px(3.5)))
            if stacked:
                bottom = y + head_h - self.px(3)
                draw_text(surface, res, text, head, CREAM, bold=True, midbottom=(cx, bottom))
            else:
                draw_text(surface, res, text, head, CREAM, bold=True, midleft=(left + swatch, mid))
        stripe = pygame.Surface((label_w + col * n + self.px(12), rh), pygame.SRCALPHA)
        stripe.fill((255, 236, 200, 14))
        for r, row in enumerate(rows):
            y = area.y + head_h + rh * r
            if r % 2 == 0:
                surface.blit(stripe, (x0 - self.px(6), y))
            text, lsize = fit_line(res, row.label, size, label_w - self.px(8))
            draw_text(surface, res, text, lsize, CREAM, midleft=(x0, y + rh // 2))
            if row.total is not None:
                cx = x0 + label_w + col * n // 2
                value = _number(row.total)  # one figure for everyone: across the columns
                draw_text(surface, res, value, size, CREAM, center=(cx, y + rh // 2))
                continue
            for i, value in enumerate(row.seats):
                cx = x0 + label_w + col * i + col // 2
                colour = MUTED if value == 0 else CREAM
                draw_text(surface, res, _number(value), size, colour, center=(cx, y + rh // 2))
        draw_divider(surface, (x0 - self.px(6), area.y + head_h), label_w + col * n + self.px(12))
