"""The rules of a game (``docs/rules/<game>.md``): their text as the app reads it, and
markdown turned into the small HTML subset pygame_gui's text box understands (for screens that
show a short text in a text box).

The rules reader itself is :class:`tabletop.ui.howto.HowToOverlay` ("How to play"), which
shows the game's how-to page above the full rules; ``RulesOverlay`` is its older name.
"""

from __future__ import annotations

import html
import re
from typing import TYPE_CHECKING

import tabletop.games
from tabletop.ui.howto import HowToOverlay
from tabletop.ui.widgets import MONO_FONT_NAME

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


# The reader of a game's rules is the how-to reader: its how-to page, then these rules
# cleaned of what is written for maintainers (tabletop/ui/howto_text.py).
RulesOverlay = HowToOverlay
