"""The words of "How to play": a game's own how-to page and its full rules, as a player reads
them, parsed into blocks for the reader (:mod:`tabletop.ui.howto`).

The how-to page lives in the game's UI folder (``tabletop/ui/games/<game>/howto.md``), so that
adding a game touches nothing else. The full rules come from the game's rules document, which
is also written for the people who maintain the game: before a player sees it, whole sections
for maintainers (the contents list, balance measurements) are left out, and so is every
sentence or aside that names a file, a folder, a module or a test. The documents' **From the
rulebook** / **Our completion** marks stay: they tell a player where a rule comes from.

Markdown understood: headings, paragraphs, bullets (nested), numbered items, tables, quotes,
fenced blocks, pictures (``![caption](file.png)`` from ``art/<game>/howto/``) and a fenced
``flow`` block, one step per line, ``Step name | what you decide``, drawn as boxes and arrows.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from importlib import resources
from typing import TYPE_CHECKING

import tabletop.games

if TYPE_CHECKING:
    from tabletop.ui.resources import Resources

IN_APP_END = "<!-- in-app rules end here"
HIDDEN_START = "<!-- not for players -->"  # a passage for maintainers, up to HIDDEN_END
HIDDEN_END = "<!-- /not for players -->"

# Sections a player does not need: the reader makes its own contents; balance figures are
# measurements of the bots.
DROPPED_SECTIONS = re.compile(r"^(contents|balance( notes)?|\d+\.\s*balance notes)$", re.I)

# What a developer's note looks like: a file name, a folder path, a module, a command line, a
# program identifier, a test.
DEV_PATTERNS = (
    r"\b[\w-]+\.(?:json|py|md|txt|tmx|tsx|svg|png|toml|spec|ya?ml|cfg|ini|csv)\b",
    r"\b(?:tabletop|tests?|docs|shared|art|layouts|benchmarks|build|rules|games)/",
    r"\btabletop\.\w",
    r"\btabletop (?:play|simulate)\b",
    r"\bpython\b",
    r"`[^`]*\b[a-z]+_[a-z_]+\b[^`]*`",  # a snake_case identifier
    r"`(?-i:[a-z]+\.[a-z_]+)`",  # state.data
    r"\bsee the tests?\b",
    r"\b(?:the app's|unit|our|its) tests?\b",
    r"\bmodules?\b",
    r"\bdata file\b",
    r"\bmixins?\b",
    r"--[a-z]",
)
DEV = re.compile("|".join(DEV_PATTERNS), re.I)


@dataclass
class Block:
    """One piece of the page: ``kind`` is h1/h2/h3, p, li, row, code, quote, img, flow, rule."""

    kind: str
    text: str = ""
    depth: int = 0  # list nesting
    mark: str = ""  # a list item's bullet or number
    cells: list[str] = field(default_factory=list)  # a table row
    lines: list[str] = field(default_factory=list)  # a fenced block, a flow's steps
    header: bool = False  # a table's first row
    anchor: str = ""  # a heading's place in the contents


@dataclass
class Page:
    """A how-to page followed by the full rules."""

    title: str
    game_id: str
    blocks: list[Block]


# ----- cleaning the rules for players ---------------------------------------------------------


def _drop_hidden(text: str) -> str:
    text = text.partition(IN_APP_END)[0]
    return re.sub(re.escape(HIDDEN_START) + r".*?" + re.escape(HIDDEN_END), "", text, flags=re.S)


def scrub(text: str) -> str:
    """``text`` without developer notes: asides in brackets that hold one go, then whole
    sentences that hold one. What is left reads on its own."""
    if not DEV.search(text):
        return text
    # ", `army_cards`" inside an aside: the aside keeps its words for players
    text = re.sub(r",\s*`[a-z]+_[a-z_]+`", "", text)
    text = re.sub(r"\s*\(`[a-z]+_[a-z_]+`[^()]*\)", "", text)
    # asides (possibly nested once) that still hold a note
    aside = re.compile(r"\s*\((?:[^()]|\([^()]*\))*\)")
    text = aside.sub(lambda m: "" if DEV.search(m.group(0)) else m.group(0), text)
    if not DEV.search(text):
        return text
    sentences = re.split(r"(?<=[.!?:])\s+(?=[A-Z*(\"])", text)
    kept = [s for s in sentences if not DEV.search(s)]
    out = " ".join(kept).strip()
    if re.fullmatch(r"[-*+\d.)\s]*(\*\*[^*]+\*\*\s*(\([^)]*\))?\s*:?)?\s*", out):
        return ""  # only a mark ("**Our completion**:") is left
    return out


def _sections(lines: list[str]) -> list[str]:
    """``lines`` without the sections a player does not need (a heading and what follows it
    until the next heading of the same or a higher level)."""
    out: list[str] = []
    skip_level = 0
    in_fence = False
    for line in lines:
        if line.strip().startswith("```"):
            in_fence = not in_fence
        heading = None if in_fence else re.match(r"^(#{1,6})\s+(.*)$", line.strip())
        if heading:
            level = len(heading.group(1))
            if skip_level and level <= skip_level:
                skip_level = 0
            if not skip_level and DROPPED_SECTIONS.match(_plain(heading.group(2))):
                skip_level = level
        if not skip_level:
            out.append(line)
    return out


def _plain(text: str) -> str:
    text = re.sub(r"`([^`]*)`", r"\1", text)
    text = re.sub(r"\*\*(.+?)\*\*|__(.+?)__", lambda m: m.group(1) or m.group(2), text)
    text = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", r"\1", text)
    return text.strip().strip("#").strip()


# ----- parsing --------------------------------------------------------------------------------

_ITEM = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+")


def _logical_lines(text: str) -> list[str]:
    """Lines, with a list item's (or a paragraph's) wrapped continuation joined to it."""
    out: list[str] = []
    in_fence = False
    joinable = False  # the last line is a paragraph or an item that may continue
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("```"):
            in_fence = not in_fence
            out.append(line)
            joinable = False
            continue
        if in_fence:
            out.append(line)
            continue
        starts = (
            not stripped
            or _ITEM.match(line)
            or stripped.startswith(("|", "#", ">", "!["))
            or re.fullmatch(r"[-*_]{3,}", stripped)
        )
        if joinable and not starts:
            out[-1] = out[-1].rstrip() + " " + stripped
            continue
        out.append(line)
        joinable = bool(stripped) and not stripped.startswith(("|", "#", ">", "!["))
    return out


def anchor_of(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", _plain(text).lower()).strip("-")


def parse(text: str, *, clean: bool = False) -> list[Block]:
    """Blocks from markdown; ``clean``: leave out developer notes (the rules documents)."""
    if clean:
        text = "\n".join(_sections(_drop_hidden(text).splitlines()))
    blocks: list[Block] = []
    fence: list[str] | None = None
    fence_kind = ""
    table_rows = 0
    for raw in _logical_lines(text):
        stripped = raw.strip()
        if stripped.startswith("```"):
            if fence is None:
                fence, fence_kind = [], stripped[3:].strip().lower()
            else:
                if fence_kind == "flow":
                    steps = [s.strip() for s in fence if s.strip()]
                    blocks.append(Block("flow", lines=steps))
                elif not (clean and any(DEV.search(f) for f in fence)):
                    blocks.append(Block("code", lines=fence))
                fence = None
            continue
        if fence is not None:
            fence.append(raw.rstrip())
            continue
        if not stripped.startswith("|"):
            table_rows = 0
        if not stripped or stripped.startswith("<!--"):
            continue
        line = scrub(raw.rstrip()) if clean else raw.rstrip()
        if not line.strip():
            continue
        stripped = line.strip()
        heading = re.match(r"^(#{1,6})\s+(.*)$", stripped)
        image = re.match(r"^!\[([^\]]*)\]\(([^)\s]+)\)$", stripped)
        bullet = re.match(r"^(\s*)([-*+])\s+(.*)$", line)
        number = re.match(r"^(\s*)(\d+)[.)]\s+(.*)$", line)
        if heading:
            level = min(3, len(heading.group(1)))
            title = _plain(heading.group(2))
            blocks.append(Block(f"h{level}", title, anchor=anchor_of(title)))
        elif image:
            blocks.append(Block("img", image.group(1), lines=[image.group(2)]))
        elif bullet:
            depth = len(bullet.group(1).replace("\t", "    ")) // 2
            blocks.append(Block("li", bullet.group(3), depth=depth, mark="•" if not depth else "◦"))
        elif number:
            depth = len(number.group(1)) // 2
            blocks.append(Block("li", number.group(3), depth=depth, mark=number.group(2) + "."))
        elif stripped.startswith("|"):
            cells = [c.strip() for c in stripped.strip("|").split("|")]
            if all(re.fullmatch(r":?-{2,}:?", c) for c in cells if c):
                continue
            blocks.append(Block("row", cells=cells, header=table_rows == 0))
            table_rows += 1
        elif stripped.startswith(">"):
            blocks.append(Block("quote", stripped.lstrip("> ")))
        elif re.fullmatch(r"[-*_]{3,}", stripped):
            blocks.append(Block("rule"))
        else:
            blocks.append(Block("p", stripped))
    return _without_empty_sections(blocks)


def _without_empty_sections(blocks: list[Block]) -> list[Block]:
    """A heading whose whole section was left out goes too."""
    out: list[Block] = []
    for i, block in enumerate(blocks):
        if block.kind in ("h2", "h3"):
            level = int(block.kind[1])
            nxt = blocks[i + 1] if i + 1 < len(blocks) else None
            if nxt is None or (nxt.kind[0] == "h" and int(nxt.kind[1]) <= level):
                continue
        out.append(block)
    return out


# ----- a game's page --------------------------------------------------------------------------


def game_title(game_id: str) -> str:
    try:
        return tabletop.games.get(game_id).title
    except KeyError:
        return game_id


def howto_markdown(game_id: str) -> str | None:
    """The game's how-to page from its UI folder, or None when it has none."""
    package = f"tabletop.ui.games.{game_id.replace('-', '_')}"
    try:
        return resources.files(package).joinpath("howto.md").read_text("utf-8")
    except (ModuleNotFoundError, FileNotFoundError, OSError):
        return None


def rules_markdown(res: Resources, game_id: str) -> str | None:
    path = res.root / "docs" / "rules" / f"{game_id}.md"
    try:
        return path.read_text("utf-8")
    except OSError:
        return None


FULL_RULES = "The full rules"


def page(res: Resources, game_id: str) -> Page:
    """The how-to page of ``game_id`` with its full rules below it, cleaned for players."""
    title = game_title(game_id)
    blocks: list[Block] = []
    howto = howto_markdown(game_id)
    if howto is not None:
        blocks += [b for b in parse(howto) if b.kind != "h1"]
    rules = rules_markdown(res, game_id)
    if rules is None:
        blocks.append(Block("p", f"The rules of {title} are not written down here yet."))
    else:
        blocks.append(Block("h1", FULL_RULES, anchor=anchor_of(FULL_RULES)))
        blocks += [b for b in parse(rules, clean=True) if b.kind != "h1"]
    return Page(title, game_id, blocks)


def player_text(blocks: list[Block]) -> str:
    """All the words of ``blocks`` (for tests and searches)."""
    parts: list[str] = []
    for b in blocks:
        parts += [b.text, *b.cells, *([] if b.kind == "img" else b.lines)]
    return "\n".join(p for p in parts if p)
