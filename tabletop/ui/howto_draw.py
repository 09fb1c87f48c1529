"""Drawing the blocks of a how-to page (:mod:`tabletop.ui.howto_text`) in a column of a given
width: wrapped text with bold and highlighted words, tables, diagrams, pictures of our own
table, and a turn drawn as boxes joined by arrows.

Every block is measured once per width (so the reader knows the whole page's height and where
each heading lies) and rendered only when it first scrolls into view, then cached: a long
rulebook opens at once and scrolls at one blit per visible block.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from tabletop.ui.howto_text import Block
from tabletop.ui.widgets import CREAM, GOLD, GOLD_DIM, MUTED, WOOD_DARK

if TYPE_CHECKING:
    from tabletop.ui.resources import Resources

# design sizes at scale 1.0 (1280x720): nothing a player reads is under 12 px there
SIZES = {"body": 16, "h1": 27, "h2": 21, "h3": 17, "small": 14, "code": 13, "flow": 14}
MIN_PX = 12
BOX_FILL = (44, 28, 16)
ARROW = (232, 196, 100)

Word = tuple[str, str]  # (word, style): "" plain, "b" bold, "c" highlighted, "i" quiet
NO_SPACE = "\x00"  # a word glued to the one before it


def rich_words(text: str) -> list[Word]:
    """The words of ``text`` with their style from markdown emphasis. A word that follows
    another without a space (a colon after a bold word) starts with NO_SPACE."""
    text = re.sub(r"\[([^\]]+)\]\([^)]+\)", r"\1", text)
    out: list[Word] = []
    pattern = re.compile(
        r"\*\*(.+?)\*\*|__(.+?)__|`([^`]+)`|(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])"
    )

    def add(part: str, style: str, glued: bool) -> None:
        words = part.split()
        if words and out and glued and not part[:1].isspace():
            words[0] = NO_SPACE + words[0]
        out.extend((w, style) for w in words)

    pos = 0
    for m in pattern.finditer(text):
        add(text[pos : m.start()], "", True)
        glued = m.start() > 0 and not text[m.start() - 1].isspace()
        if m.group(1) or m.group(2):
            add(m.group(1) or m.group(2), "b", glued)
        elif m.group(3):
            add(m.group(3), "c", glued)
        else:
            add(m.group(4), "i", glued)
        pos = m.end()
    add(text[pos:], "", True)
    return out


@dataclass
class Ink:
    """Fonts and colours of one reader at one scale."""

    res: Resources
    scale: float
    _mono: dict[int, pygame.font.Font] = field(default_factory=dict)

    def size(self, name: str) -> int:
        return max(MIN_PX, round(SIZES[name] * self.scale))

    def px(self, value: float) -> int:
        return max(1, round(value * self.scale))

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        return self.res.font(size, bold)

    def mono(self, size: int) -> pygame.font.Font:
        font = self._mono.get(size)
        if font is None:
            path = self.res.art_path("fonts/DejaVuSansMono.ttf")
            font = pygame.font.Font(str(path) if path.is_file() else None, size)
            self._mono[size] = font
        return font

    def word(self, word: str, style: str, size: int, color: tuple[int, int, int]) -> pygame.Surface:
        if style == "c":
            color = GOLD
        elif style == "i":
            color = (236, 214, 160)  # a defined word: soft gold
        return self.res.text(word, size, color, bold=style == "b")


def wrap_words(
    ink: Ink, words: list[Word], size: int, width: int, bold: bool = False
) -> list[list[tuple[int, str, str]]]:
    """Lines of (x, word, style) that fit ``width``."""
    regular = ink.font(size, bold)
    heavy = ink.font(size, True)
    space = regular.size(" ")[0]
    lines: list[list[tuple[int, str, str]]] = [[]]
    x = 0
    for word, style in words:
        font = heavy if (style == "b" or bold) else regular
        glued = word.startswith(NO_SPACE)
        word = word.lstrip(NO_SPACE)
        w = font.size(word)[0]
        if glued and lines[-1]:
            x -= space
        if lines[-1] and x + w > width:
            if glued:  # carry the word it sticks to onto the new line
                last = lines[-1].pop()
                lines.append([(0, last[1], last[2])])
                x = heavy.size(last[1])[0] if last[2] == "b" else regular.size(last[1])[0]
            else:
                lines.append([])
                x = 0
        lines[-1].append((x, word, "b" if bold else style))
        x += w + space
    return lines


def render_lines(
    ink: Ink,
    lines: list[list[tuple[int, str, str]]],
    size: int,
    color: tuple[int, int, int],
    line_h: int,
    surface: pygame.Surface,
    at: tuple[int, int],
) -> None:
    x0, y = at
    for line in lines:
        for x, word, style in line:
            surface.blit(ink.word(word, style, size, color), (x0 + x, y))
        y += line_h


@dataclass
class Placed:
    """A block measured at a width: where it lies on the page and how tall it is."""

    block: Block
    y: int
    height: int
    image: pygame.Surface | None = None


class PageLayout:
    """A page's blocks placed in a column ``width`` pixels wide."""

    def __init__(self, ink: Ink, blocks: list[Block], width: int, pictures: str) -> None:
        self.ink = ink
        self.width = width
        self.pictures = pictures  # the art folder of the game's pictures
        self.items: list[Placed] = []
        self._pictures: dict[str, pygame.Surface | None] = {}
        y = 0
        previous = ""
        for block in blocks:
            y += self._gap(previous, block.kind)
            height = self._measure(block)
            self.items.append(Placed(block, y, height))
            y += height
            previous = block.kind
        self.height = y + ink.px(40)

    # ----- measuring -----

    def _gap(self, previous: str, kind: str) -> int:
        px = self.ink.px
        if not previous:
            return 0
        if kind == "h1":
            return px(40)
        if kind == "h2":
            return px(26)
        if kind == "h3":
            return px(16)
        if kind in ("li", "row") and previous == kind:
            return px(4) if kind == "li" else 0
        if kind in ("img", "flow", "code"):
            return px(14)
        return px(10)

    def _text_lines(self, block: Block) -> tuple[list, int, int, int]:
        """(lines, font size, line height, indent) of a text block."""
        ink = self.ink
        kind = block.kind
        if kind in ("h1", "h2", "h3"):
            size = ink.size(kind)
            lines = wrap_words(ink, rich_words(block.text), size, self.width, bold=True)
            return lines, size, round(size * 1.3), 0
        size = ink.size("body")
        indent = 0
        if kind == "li":
            indent = ink.px(26 + 24 * block.depth)
        elif kind == "quote":
            indent = ink.px(18)
        lines = wrap_words(ink, rich_words(block.text), size, self.width - indent)
        return lines, size, round(size * 1.42), indent

    def _measure(self, block: Block) -> int:
        kind = block.kind
        ink = self.ink
        if kind == "rule":
            return ink.px(12)
        if kind == "code":
            size = ink.size("code")
            return len(block.lines) * round(size * 1.25) + ink.px(16)
        if kind == "row":
            return self._row(block, None)
        if kind == "img":
            picture = self._picture(block)
            caption = self._caption_lines(block)
            return (
                (picture.get_height() if picture else 0)
                + ink.px(8)
                + len(caption) * round(ink.size("small") * 1.35)
            )
        if kind == "flow":
            return self._flow(block, None)
        lines, _size, line_h, _indent = self._text_lines(block)
        return len(lines) * line_h + (ink.px(8) if kind == "h1" else 0)

    def _caption_lines(self, block: Block) -> list:
        if not block.text:
            return []
        return wrap_words(self.ink, rich_words(block.text), self.ink.size("small"), self.width)

    def _picture(self, block: Block) -> pygame.Surface | None:
        """The block's picture of our table, fitted to the column (None when missing)."""
        name = block.lines[0] if block.lines else ""
        if name in self._pictures:
            return self._pictures[name]
        raw = self.ink.res.try_image(f"{self.pictures}/{name}") if name else None
        picture = None
        if raw is not None:
            w, h = raw.get_size()
            fit = min(self.width / w, self.ink.px(420) / h, self.ink.scale)  # made at 1280x720
            size = (max(1, round(w * fit)), max(1, round(h * fit)))
            picture = raw if size == (w, h) else pygame.transform.smoothscale(raw, size)
        self._pictures[name] = picture
        return picture

    # ----- rendering -----

    def image(self, item: Placed) -> pygame.Surface:
        """The block's picture at this width (rendered on first use)."""
        if item.image is None:
            surf = pygame.Surface((self.width, max(1, item.height)), pygame.SRCALPHA)
            self._render(item.block, surf)
            item.image = surf
        return item.image

    def _render(self, block: Block, surf: pygame.Surface) -> None:
        ink = self.ink
        kind = block.kind
        if kind == "rule":
            pygame.draw.line(surf, GOLD_DIM, (0, ink.px(6)), (self.width, ink.px(6)), 1)
        elif kind == "code":
            size = ink.size("code")
            font = ink.mono(size)
            pygame.draw.rect(surf, (0, 0, 0, 70), surf.get_rect(), border_radius=ink.px(6))
            y = ink.px(8)
            for line in block.lines:
                surf.blit(font.render(line, True, CREAM), (ink.px(10), y))
                y += round(size * 1.25)
        elif kind == "row":
            self._row(block, surf)
        elif kind == "img":
            picture = self._picture(block)
            y = 0
            if picture is not None:
                rect = picture.get_rect(midtop=(self.width // 2, 0))
                surf.blit(picture, rect)
                pygame.draw.rect(surf, GOLD_DIM, rect.inflate(2, 2), 1)
                y = rect.bottom
            y += ink.px(8)
            size = ink.size("small")
            for line in self._caption_lines(block):
                w = line[-1][0] + ink.font(size).size(line[-1][1])[0] if line else 0
                render_lines(ink, [line], size, MUTED, 0, surf, ((self.width - w) // 2, y))
                y += round(size * 1.35)
        elif kind == "flow":
            self._flow(block, surf)
        else:
            lines, size, line_h, indent = self._text_lines(block)
            color = GOLD if kind in ("h1", "h2") else CREAM
            if kind == "li":
                mark = ink.res.text(block.mark, size, GOLD, bold=True)
                surf.blit(mark, (indent - mark.get_width() - ink.px(8), 0))
            if kind == "quote":
                pygame.draw.line(surf, GOLD_DIM, (ink.px(4), 0), (ink.px(4), surf.get_height()), 2)
                color = MUTED
            render_lines(ink, lines, size, color, line_h, surf, (indent, 0))
            if kind == "h1":
                y = surf.get_height() - ink.px(4)
                pygame.draw.line(surf, GOLD_DIM, (0, y), (self.width, y), 1)

    def _row(self, block: Block, surf: pygame.Surface | None) -> int:
        """A table row: cells side by side, the first row bold. Returns its height."""
        ink = self.ink
        n = max(1, len(block.cells))
        size = ink.size("small")
        line_h = round(size * 1.35)
        pad = ink.px(8)
        # the first column is often short (a name): give it a little less room
        widths = [self.width // n] * n
        if n >= 3:
            first = round(self.width * 0.8 / n)
            widths = [first] + [(self.width - first) // (n - 1)] * (n - 1)
        cells = [
            wrap_words(ink, rich_words(c), size, max(20, w - 2 * pad), bold=block.header)
            for c, w in zip(block.cells, widths, strict=False)
        ]
        height = max(len(c) for c in cells) * line_h + 2 * pad if cells else pad
        if surf is not None:
            fill = (0, 0, 0, 90) if block.header else (0, 0, 0, 40)
            pygame.draw.rect(surf, fill, surf.get_rect())
            pygame.draw.line(surf, (*GOLD_DIM, 120), (0, height - 1), (self.width, height - 1), 1)
            x = 0
            for lines, w in zip(cells, widths, strict=False):
                color = GOLD if block.header else CREAM
                render_lines(ink, lines, size, color, line_h, surf, (x + pad, pad))
                x += w
        return height

    def _flow(self, block: Block, surf: pygame.Surface | None) -> int:
        """The turn as boxes in reading order joined by arrows, a note under them. Returns
        the height."""
        ink = self.ink
        steps = [s.split("|", 1) for s in block.lines if "|" in s]
        notes = [s for s in block.lines if "|" not in s]
        n = max(1, len(steps))
        arrow = ink.px(34)
        per_row = max(1, min(n, (self.width + arrow) // (ink.px(170) + arrow)))
        rows = [steps[i : i + per_row] for i in range(0, n, per_row)]
        box_w = (self.width - arrow * (per_row - 1)) // per_row
        title_size, text_size = ink.size("flow") + ink.px(1), ink.size("flow")
        pad = ink.px(10)
        y = 0
        for r, row in enumerate(rows):
            measured = []
            for title, text in row:
                t = wrap_words(ink, rich_words(title.strip()), title_size, box_w - 2 * pad, True)
                b = wrap_words(ink, rich_words(text.strip()), text_size, box_w - 2 * pad)
                measured.append((t, b))
            t_h, b_h = round(title_size * 1.3), round(text_size * 1.35)
            box_h = max(len(t) * t_h + len(b) * b_h for t, b in measured) + 2 * pad + ink.px(6)
            if surf is not None:
                for i, (t, b) in enumerate(measured):
                    x = i * (box_w + arrow)
                    box = pygame.Rect(x, y, box_w, box_h)
                    pygame.draw.rect(surf, BOX_FILL, box, border_radius=ink.px(10))
                    pygame.draw.rect(surf, GOLD, box, max(1, ink.px(2)), border_radius=ink.px(10))
                    number = r * per_row + i + 1
                    badge = ink.res.text(str(number), text_size, WOOD_DARK, bold=True)
                    disc = pygame.Rect(0, 0, text_size + pad, text_size + pad)
                    disc.topright = (box.right - ink.px(6), box.y + ink.px(6))
                    pygame.draw.ellipse(surf, GOLD, disc)
                    surf.blit(badge, badge.get_rect(center=disc.center))
                    render_lines(ink, t, title_size, GOLD, t_h, surf, (x + pad, y + pad))
                    by = y + pad + len(t) * t_h + ink.px(6)
                    render_lines(ink, b, text_size, CREAM, b_h, surf, (x + pad, by))
                    if i < len(row) - 1:
                        self._arrow(surf, (box.right + ink.px(4), box.centery), arrow - ink.px(8))
                if r < len(rows) - 1:  # down to the next row's first box
                    last = pygame.Rect((len(row) - 1) * (box_w + arrow), y, box_w, box_h)
                    x0, y0 = last.centerx, last.bottom
                    y1 = y + box_h + ink.px(14)
                    pygame.draw.line(surf, ARROW, (x0, y0), (x0, y1), max(2, ink.px(3)))
                    pygame.draw.line(surf, ARROW, (x0, y1), (box_w // 2, y1), max(2, ink.px(3)))
                    self._arrow_down(surf, (box_w // 2, y1), ink.px(14))
            y += box_h + (ink.px(30) if r < len(rows) - 1 else 0)
        size = ink.size("small")
        for note in notes:
            y += ink.px(8)
            lines = wrap_words(ink, rich_words(note), size, self.width - ink.px(30))
            if surf is not None:
                loop = ink.res.text("↻", size + ink.px(4), GOLD, bold=True)
                surf.blit(loop, (0, y - ink.px(3)))
                render_lines(ink, lines, size, MUTED, round(size * 1.35), surf, (ink.px(28), y))
            y += len(lines) * round(size * 1.35)
        return y + ink.px(4)

    def _arrow(self, surf: pygame.Surface, start: tuple[int, int], length: int) -> None:
        x, y = start
        head = self.ink.px(10)
        pygame.draw.line(surf, ARROW, (x, y), (x + length - head, y), max(2, self.ink.px(3)))
        pygame.draw.polygon(
            surf,
            ARROW,
            [(x + length, y), (x + length - head, y - head), (x + length - head, y + head)],
        )

    def _arrow_down(self, surf: pygame.Surface, start: tuple[int, int], length: int) -> None:
        x, y = start
        head = self.ink.px(9)
        pygame.draw.line(surf, ARROW, (x, y), (x, y + length - head), max(2, self.ink.px(3)))
        pygame.draw.polygon(
            surf,
            ARROW,
            [(x, y + length), (x - head, y + length - head), (x + head, y + length - head)],
        )
