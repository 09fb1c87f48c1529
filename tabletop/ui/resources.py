"""Finding and caching art, fonts and layouts, the same way from a checkout and a frozen build.

Everything is loaded lazily and cached by (path, size): rasterising an SVG or rendering text
costs milliseconds, a cached blit costs microseconds. Missing art is not an error: the art is
made while the code is written, so callers get ``None`` from :meth:`Resources.try_image` and draw
a plain shape instead.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from tabletop.ui import textprobe
from tabletop.ui.safetext import LINE_LIMIT as TEXT_LIMIT
from tabletop.ui.safetext import safe_text

if TYPE_CHECKING:
    from tabletop.ui.layout import Layout


def _root() -> Path:
    """The folder holding ``art/`` and ``layouts/``."""
    frozen = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and frozen:
        return Path(frozen)
    return Path(__file__).resolve().parents[2]


ROOT: Path = _root()

WRAP_LIMIT = 20_000  # characters wrapped into lines: more than any screen of words


def _split_long(words: list[str], font: pygame.font.Font, width: int) -> Iterable[str]:
    """``words``, each too wide for ``width`` cut into pieces that fit (a long file name)."""
    for word in words:
        if len(word) < 12 or font.size(word)[0] <= width:
            yield word
            continue
        piece = ""
        for char in word:
            if piece and font.size(piece + char)[0] > width:
                yield piece
                piece = ""
            piece += char
        if piece:
            yield piece


FONT_FILES = {
    (False, False): "DejaVuSans.ttf",
    (True, False): "DejaVuSans-Bold.ttf",
    (True, True): "DejaVuSerif-Bold.ttf",
    (False, True): "DejaVuSerif-Bold.ttf",
}
NARROW_FILE = "DejaVuSansCondensed.ttf"  # the regular face, condensed: a small card's name

Color = tuple[int, int, int] | tuple[int, int, int, int]


class Resources:
    """Cached fonts, images, rendered text and layouts under one resource root."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = Path(root) if root is not None else ROOT
        self._fonts: dict[tuple[int, bool, bool, bool], pygame.font.Font] = {}
        self._images: dict[tuple[str, tuple[int, int] | None], pygame.Surface | None] = {}
        self._texts: dict[tuple, pygame.Surface] = {}
        self._wraps: dict[tuple, tuple[str, ...]] = {}
        self._raw: dict[tuple[str, tuple[int, int]], pygame.Surface] = {}  # from prefetch
        self._layouts: dict[tuple[str, int], Layout] = {}

    # ----- paths -------------------------------------------------------------------------------

    def art_path(self, rel: str) -> Path:
        """The path of ``art/<rel>`` (whether or not it exists yet)."""
        return self.root / "art" / rel

    def has_art(self, rel: str) -> bool:
        return self.art_path(rel).is_file()

    def ready(self, rel: str, size: tuple[int, int]) -> bool:
        """Whether ``art/<rel>`` at ``size`` is rasterised already (cached, or delivered by
        :meth:`prefetch`): then it costs a conversion at most, not a rasterisation."""
        key = (rel, (int(size[0]), int(size[1])))
        return key in self._images or key in self._raw

    # ----- fonts and text ----------------------------------------------------------------------

    def font(
        self, size: int, bold: bool = False, serif: bool = False, *, narrow: bool = False
    ) -> pygame.font.Font:
        """The bundled DejaVu font at ``size`` pixels (never SysFont: it fails when frozen);
        ``narrow``: DejaVu Sans Condensed (regular), for a word too wide for a small card."""
        size = max(6, int(size))
        key = (size, bold, serif, narrow)
        font = self._fonts.get(key)
        if font is None:
            if not pygame.font.get_init():
                pygame.font.init()
            path = self.art_path("fonts/" + (NARROW_FILE if narrow else FONT_FILES[(bold, serif)]))
            font = pygame.font.Font(str(path) if path.is_file() else None, size)
            self._fonts[key] = font
        return font

    def text(
        self,
        text: str,
        size: int,
        color: Color = (240, 232, 214),
        bold: bool = False,
        serif: bool = False,
        *,
        narrow: bool = False,
    ) -> pygame.Surface:
        """``text`` rendered once (antialiased, transparent) and cached (``narrow``: in the
        condensed face, see :meth:`font`); every call is noted by the text-size probe when a
        test has switched it on."""
        if textprobe._probe is not None:  # a test records every text (off: one test)
            textprobe.record(text, max(6, int(size)))
        key = (text, int(size), tuple(color), bold, serif, narrow)
        surf = self._texts.get(key)
        if surf is None:
            if len(self._texts) > 4000:
                self._texts.clear()
            shown = safe_text(text, TEXT_LIMIT, newlines=False)  # last guard, on a miss only
            surf = self.font(size, bold, serif, narrow=narrow).render(shown, True, color)
            self._texts[key] = surf
        return surf

    def wrap(
        self, text: str, size: int, width: int, bold: bool = False, serif: bool = False
    ) -> list[str]:
        """``text`` broken into lines that fit ``width`` pixels at ``size`` (cached)."""
        key = (text, int(size), int(width), bold, serif)
        cached = self._wraps.get(key)
        if cached is not None:
            return list(cached)
        if len(self._wraps) > 2000:
            self._wraps.clear()
        font = self.font(size, bold, serif)
        lines: list[str] = []
        for para in safe_text(text, WRAP_LIMIT).split("\n"):  # last guard: on a miss only
            line = ""
            for word in _split_long(para.split(), font, width):
                trial = f"{line} {word}" if line else word
                if font.size(trial)[0] <= width or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        self._wraps[key] = tuple(lines)
        return lines

    # ----- images ------------------------------------------------------------------------------

    def try_image(self, rel: str, size: tuple[int, int] | None = None) -> pygame.Surface | None:
        """``art/<rel>`` at ``size`` (SVG rasterised sharp at that size), or None if missing."""
        size = (max(1, int(size[0])), max(1, int(size[1]))) if size else None
        key = (rel, size)
        if key in self._images:
            return self._images[key]
        path = self.art_path(rel)
        surf = self._raw.pop((rel, size), None) if size else None
        if surf is not None:
            if pygame.display.get_surface() is not None:
                surf = surf.convert_alpha()
            if size and surf.get_size() != size:
                surf = pygame.transform.smoothscale(surf, size)
            self._images[key] = surf
            return surf
        if path.is_file():
            try:
                if path.suffix.lower() == ".svg" and size:
                    surf = pygame.image.load_sized_svg(str(path), size)
                else:
                    surf = pygame.image.load(str(path))
                    if size and surf.get_size() != size:
                        surf = pygame.transform.smoothscale(
                            surf.convert_alpha() if pygame.display.get_surface() else surf, size
                        )
                if pygame.display.get_surface() is not None:
                    surf = surf.convert_alpha()
                if size and surf.get_size() != size:  # SVG sizes keep the aspect: be exact
                    surf = pygame.transform.smoothscale(surf, size)
            except (pygame.error, ValueError, OSError):
                surf = None  # a half-written file from the artist: draw the fallback
        if surf is not None or not path.exists():
            self._images[key] = surf
        return surf

    def prefetch(self, items: Iterable[tuple[str, tuple[int, int]]]) -> threading.Thread:
        """Rasterise SVGs at these sizes in a background thread.

        SDL_image releases the GIL while it rasterises, so the frame loop keeps running; the
        first use of each picture (in the main thread) then only converts it.
        """
        todo = [(rel, (int(w), int(h))) for rel, (w, h) in items]

        def work() -> None:
            for rel, size in todo:
                key = (rel, size)
                if key in self._images or key in self._raw:
                    continue
                path = self.art_path(rel)
                if path.is_file() and path.suffix.lower() == ".svg":
                    try:
                        self._raw[key] = pygame.image.load_sized_svg(str(path), size)
                    except (pygame.error, ValueError, OSError):
                        pass

        thread = threading.Thread(target=work, name="art-prefetch", daemon=True)
        thread.start()
        return thread

    def image(self, rel: str, size: tuple[int, int] | None = None) -> pygame.Surface:
        """Like :meth:`try_image`, but a neutral rounded placeholder when the file is missing."""
        surf = self.try_image(rel, size)
        if surf is not None:
            return surf
        w, h = size or (64, 64)
        surf = pygame.Surface((max(1, int(w)), max(1, int(h))), pygame.SRCALPHA)
        pygame.draw.rect(surf, (70, 64, 58, 255), surf.get_rect(), border_radius=max(2, w // 12))
        pygame.draw.rect(
            surf, (150, 140, 120, 255), surf.get_rect(), 2, border_radius=max(2, w // 12)
        )
        return surf

    def forget_images(self) -> None:
        """Drop cached rasterisations (after a resize, or when new art appears)."""
        self._images.clear()

    # ----- layouts -----------------------------------------------------------------------------

    def layout(self, game_id: str, players: int = 2) -> Layout:
        """The Tiled layout of ``game_id`` for ``players`` (``<id>-<n>p.tmx``, ``<id>-<n>.tmx`` or
        ``<id>.tmx``) in ``layouts/``, else next to the game's data package."""
        from tabletop.ui.layout import Layout

        key = (game_id, players)
        if key not in self._layouts:
            folder = self.root / "layouts"
            path = folder / f"{game_id}-{players}p.tmx"
            if not path.is_file():
                path = folder / f"{game_id}-{players}.tmx"
            if not path.is_file():
                path = folder / f"{game_id}.tmx"
            if not path.is_file():
                path = package_layout(game_id, players) or path
            self._layouts[key] = Layout.load(path)
        return self._layouts[key]


def package_layout(game_id: str, players: int) -> Path | None:
    """A layout kept next to the game's data (``<data_package>/<id>[-<n>p|-<n>].tmx``), for a
    game defined outside tabletop (a modder's, a test's) with none in ``layouts/``."""
    from importlib import resources

    import tabletop.games as games

    try:
        package = games.get(game_id).data_package
        folder = resources.files(package) if package else None
    except (KeyError, ModuleNotFoundError, TypeError):
        return None
    if folder is None:
        return None
    for name in (f"{game_id}-{players}p.tmx", f"{game_id}-{players}.tmx", f"{game_id}.tmx"):
        candidate = folder.joinpath(name)
        if candidate.is_file():
            return Path(str(candidate))
    return None
