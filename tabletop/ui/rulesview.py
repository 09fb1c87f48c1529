"""The rules of a game (``docs/rules/<game>.md``) as scrolled, readable text.

The markdown is simple (headings, paragraphs, bullets, bold, italics, tables), so it is turned
into the small HTML subset pygame_gui's text box understands rather than pulling in a markdown
library.
"""

from __future__ import annotations

import html
import re
import warnings
from typing import TYPE_CHECKING

import pygame
import pygame_gui

import tabletop.games
from tabletop.ui.widgets import FONT_NAME, GOLD, MONO_FONT_NAME, Overlay, draw_panel, draw_text

if TYPE_CHECKING:
    from tabletop.ui.app import App

GOLD_HEX = "#e8c464"
CREAM_HEX = "#f3e7c9"
MUTED_HEX = "#bfae8a"


def _inline(text: str) -> str:
    """Escape, then bold, italics, code and links."""
    text = html.escape(text, quote=False)
    text = re.sub(r"\[([^\]]+)\]\([^)]+\)", r"\1", text)
    text = re.sub(r"\*\*(.+?)\*\*|__(.+?)__", lambda m: f"<b>{m.group(1) or m.group(2)}</b>", text)
    text = re.sub(
        r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])|(?<!\w)_(?!\s)(.+?)(?<!\s)_(?!\w)",
        lambda m: f"<i>{m.group(1) or m.group(2)}</i>",
        text,
    )
    text = re.sub(r"`([^`]+)`", rf"<font color='{GOLD_HEX}'>\1</font>", text)
    return text


def _code_block(lines: list[str], body: int) -> str:
    """A fenced block (the rules' grid diagrams) in a monospace font, spaces kept."""
    size = max(10, round(body * 0.82))
    rows = [html.escape(line, quote=False).replace(" ", "&nbsp;") or "&nbsp;" for line in lines]
    return (
        f"<font face='{MONO_FONT_NAME}' pixel_size={size} color='{CREAM_HEX}'>"
        + "<br>".join(rows)
        + "</font><br><br>"
    )


_ITEM = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+")


def _logical_lines(text: str) -> list[str]:
    """The lines of ``text`` with each list item's indented continuation lines joined to it
    (markdown wraps long items that way), so that an item is one line of the reader."""
    out: list[str] = []
    in_item = in_fence = False
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("```"):
            in_fence = not in_fence
            in_item = False
        if in_fence or stripped.startswith("```"):
            out.append(line)  # a diagram keeps its lines as they are
            continue
        continues = (
            in_item
            and stripped
            and line[:1].isspace()
            and not _ITEM.match(line)
            and not stripped.startswith(("|", "#", ">"))
        )
        if continues:
            out[-1] = out[-1].rstrip() + " " + stripped
            continue
        out.append(line)
        in_item = bool(_ITEM.match(line))
    return out


def markdown_to_html(text: str, body: int = 17) -> str:
    """A readable pygame_gui text box body from simple markdown; ``body`` is the font size."""
    sizes = {1: round(body * 1.6), 2: round(body * 1.3), 3: round(body * 1.12)}
    out: list[str] = []
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            out.append(_inline(" ".join(paragraph)) + "<br><br>")
            paragraph.clear()

    code: list[str] | None = None  # the lines of a fenced block being read
    for raw in _logical_lines(text):
        if raw.strip().startswith("```"):
            if code is None:
                flush()
                code = []
            else:
                out.append(_code_block(code, body))
                code = None
            continue
        if code is not None:
            code.append(raw.rstrip())
            continue
        line = raw.rstrip()
        stripped = line.strip()
        heading = re.match(r"^(#{1,6})\s+(.*)$", stripped)
        bullet = re.match(r"^(\s*)[-*+]\s+(.*)$", line)
        number = re.match(r"^(\s*)(\d+)[.)]\s+(.*)$", line)
        if not stripped:
            flush()
        elif heading:
            flush()
            level = min(3, len(heading.group(1)))
            color = GOLD_HEX if level < 3 else CREAM_HEX
            out.append(
                f"<font pixel_size={sizes[level]} color='{color}'><b>"
                f"{_inline(heading.group(2).strip('# '))}</b></font><br>"
            )
        elif bullet:
            flush()
            depth = len(bullet.group(1).replace("\t", "    ")) // 2
            mark = "•" if depth == 0 else "◦"
            indent = "&nbsp;" * (3 + 4 * depth)
            out.append(
                f"{indent}<font color='{GOLD_HEX}'>{mark}</font>&nbsp;"
                f"{_inline(bullet.group(2))}<br>"
            )
        elif number:
            flush()
            depth = len(number.group(1)) // 2
            indent = "&nbsp;" * (3 + 4 * depth)
            out.append(
                f"{indent}<font color='{GOLD_HEX}'>{number.group(2)}.</font>&nbsp;"
                f"{_inline(number.group(3))}<br>"
            )
        elif stripped.startswith("|"):
            flush()
            cells = [c.strip() for c in stripped.strip("|").split("|")]
            if all(re.fullmatch(r":?-{2,}:?", c) for c in cells if c):
                continue
            out.append(
                "&nbsp;&nbsp;&nbsp;"
                + f" <font color='{MUTED_HEX}'>·</font> ".join(_inline(c) for c in cells)
                + "<br>"
            )
        elif stripped.startswith(">"):
            flush()
            out.append(
                f"<font color='{MUTED_HEX}'><i>{_inline(stripped.lstrip('> '))}</i></font><br>"
            )
        elif re.fullmatch(r"[-*_]{3,}", stripped):
            flush()
            out.append("<br>")
        else:
            if (
                out
                and out[-1].endswith("<br>")
                and not out[-1].endswith("<br><br>")
                and not paragraph
            ):
                out.append("<br>")  # a paragraph right after a list or heading
            paragraph.append(stripped)
    flush()
    return "".join(out).removesuffix("<br><br>")


IN_APP_END = "<!-- in-app rules end here"


def rules_text(app: App, game_id: str) -> str:
    """The markdown of a game's rules, or a sentence saying there is none yet."""
    path = app.res.root / "docs" / "rules" / f"{game_id}.md"
    try:
        # What follows the marker (data layout, effect vocabulary) is for modders, not players.
        return path.read_text("utf-8").partition(IN_APP_END)[0].rstrip() + "\n"
    except OSError:
        try:
            title = tabletop.games.get(game_id).title
        except KeyError:
            title = game_id
        return f"# {title}\n\nThe rules of {title} are not written down here yet."


class RulesOverlay(Overlay):
    """A game's rules over the current screen; Back (or Esc) returns."""

    base_size = (1100, 720)

    def __init__(self, app: App, game_id: str) -> None:
        self.game_id = game_id
        self.markdown = rules_text(app, game_id)
        try:
            self.title = tabletop.games.get(game_id).title
        except KeyError:
            self.title = game_id
        super().__init__(app)

    def build(self) -> None:
        w, h = self.size
        margin = self.px(40)
        pw = min(w - 2 * margin, self.px(940))
        self.panel = pygame.Rect(0, 0, pw, h - 2 * margin)
        self.panel.center = (w // 2, h // 2)
        p = self.panel
        pad = self.px(28)
        body = max(13, self.px(17))
        sizes = {body, round(body * 1.6), round(body * 1.3), round(body * 1.12)}
        self._preload(sizes)
        box = pygame.Rect(
            p.x + pad, p.y + self.px(84), p.width - 2 * pad, p.height - self.px(84) - self.px(92)
        )
        markdown = self.markdown
        first = markdown.lstrip().split("\n", 1)
        if first[0].strip("# ").strip() == self.title:  # the panel's title says it already
            markdown = first[1] if len(first) > 1 else ""
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", UserWarning)
            self.text = pygame_gui.elements.UITextBox(
                markdown_to_html(markdown, body), box, self.ui
            )
        self.back = pygame_gui.elements.UIButton(
            pygame.Rect(
                p.centerx - self.px(110), p.bottom - self.px(72), self.px(220), self.px(50)
            ),
            "Back",
            self.ui,
            object_id="#primary",
        )

    def _preload(self, sizes: set[int]) -> None:
        fonts = self.ui.get_theme().get_font_dictionary()
        wanted = []
        for size in sizes:
            for style, bold, italic in (
                ("regular", False, False),
                ("bold", True, False),
                ("italic", False, True),
                ("bold_italic", True, True),
            ):
                font_id = fonts.create_font_id(size, FONT_NAME, bold, italic, True)
                if not fonts.check_font_preloaded(font_id):
                    wanted.append({"name": FONT_NAME, "point_size": size, "style": style})
        mono = max(10, round(min(sizes) * 0.82))
        if not fonts.check_font_preloaded(fonts.create_font_id(mono, MONO_FONT_NAME, False, False)):
            wanted.append({"name": MONO_FONT_NAME, "point_size": mono, "style": "regular"})
        if wanted:
            self.ui.preload_fonts(wanted)

    def paint(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.panel, self.scale)
        draw_text(
            surface,
            self.app.res,
            f"Rules of {self.title}",
            self.px(32),
            GOLD,
            serif=True,
            bold=True,
            shadow=True,
            midtop=(self.panel.centerx, self.panel.y + self.px(24)),
        )

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            # A sixth of a page per notch: pygame_gui's own wheel step crawls through long rules.
            self.scroll_by(-event.y / 6)
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
        super().handle(event)

    def scroll_by(self, pages: float) -> None:
        """Scroll the text by a number of visible pages (negative: up)."""
        bar = getattr(self.text, "scroll_bar", None)
        if bar is None:
            return  # the whole text fits
        step = pages * bar.visible_percentage
        bar.set_scroll_from_start_percentage(bar.start_percentage + step)
        self.dirty = True

    @property
    def scroll_fraction(self) -> float:
        """How far down the text is scrolled (0 at the top), for tests."""
        bar = getattr(self.text, "scroll_bar", None)
        return 0.0 if bar is None else bar.start_percentage

    def on_ui(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back:
            self.close()
