"""The look shared by the app's own screens: felt and wood, gold accents, scaled pygame_gui.

Why pygame_gui: buttons, drop-downs, text entries, scrolled text and the file dialog come
themed from one JSON file (``theme.json``) and read their input from events, which is what the
headless tests post. What pygame_gui does not draw well (the table backdrop, wooden panels,
big serif titles, toasts) is drawn here by hand and cached per window size, so an idle screen
costs nothing.

pygame_gui is imported only where a screen of it is built, so that ``tabletop play`` opens a
table without paying for it (about 150 ms of start-up).

Every shell screen is a :class:`UIScene`: it owns one ``pygame_gui.UIManager`` built for the
current window size and scale, and rebuilds its elements when the window is resized.
"""

from __future__ import annotations

import copy
import json
import random
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.ui.placing import free_place, px
from tabletop.ui.safetext import LINE_LIMIT, safe_text
from tabletop.ui.scene import Scene

if TYPE_CHECKING:
    import pygame_gui

    from tabletop.ui.app import App
    from tabletop.ui.keynav import KeyNav
    from tabletop.ui.resources import Resources

# ----- palette --------------------------------------------------------------------------------

GOLD = (232, 196, 100)
GOLD_DIM = (156, 122, 52)
GOLD_BRIGHT = (250, 224, 140)
CREAM = (243, 231, 201)
MUTED = (191, 174, 138)
WOOD = (58, 37, 21)
WOOD_DARK = (29, 18, 11)
WOOD_LIGHT = (92, 58, 32)
FELT = (24, 84, 54)
FELT_DARK = (9, 38, 24)
SHADOW = (0, 0, 0)

BASE_SIZE = (1280, 720)  # the design size: scale 1.0
MIN_SIZE = (800, 600)  # below this the app shows a notice instead of a screen
FONT_NAME = "dejavu"
MONO_FONT_NAME = "dejavu_mono"


def ui_scale(size: tuple[int, int], base: tuple[int, int] = BASE_SIZE) -> float:
    """How much bigger than the design size to draw, in steps of 0.05 (fewer theme rebuilds)."""
    scale = min(size[0] / base[0], size[1] / base[1])
    scale = max(0.7, min(2.6, scale))
    return round(scale * 20) / 20


# ----- the pygame_gui theme -------------------------------------------------------------------


@lru_cache(maxsize=1)
def _base_theme() -> dict[str, Any]:
    text = resources.files("tabletop.ui").joinpath("theme.json").read_text("utf-8")
    return json.loads(text)


def theme_for(scale: float, res: Resources) -> dict[str, Any]:
    """The theme with every font size multiplied by ``scale`` and our font files filled in."""
    theme = copy.deepcopy(_base_theme())
    regular = str(res.art_path("fonts/DejaVuSans.ttf"))
    bold = str(res.art_path("fonts/DejaVuSans-Bold.ttf"))

    def walk(node: Any) -> None:
        if not isinstance(node, dict):
            return
        for key, value in node.items():
            if key == "font" and isinstance(value, dict):
                if "size" in value:
                    value["size"] = str(max(8, round(float(value["size"]) * scale)))
                if value.get("name") == FONT_NAME:
                    # pygame_gui shapes text as Latin script by default, which pulls "rn"
                    # together into an "m" ("tum 1"): shape it as our own text is drawn
                    value.setdefault("script", "Zyyy")
                    value["regular_path"] = regular
                    value["bold_path"] = bold
                    value["italic_path"] = regular
                    value["bold_italic_path"] = bold
            elif key == "misc" and isinstance(value, dict):
                for name in (
                    "shape_corner_radius",
                    "title_bar_height",
                    "list_item_height",
                    "sliding_button_width",
                    "open_button_width",
                ):
                    if name in value:
                        value[name] = str(max(2, round(float(value[name]) * scale)))
            else:
                walk(value)

    walk(theme)
    return theme


def make_manager(app: App, size: tuple[int, int], scale: float) -> pygame_gui.UIManager:
    """A UI manager for one screen at one scale (50 ms; built on entry and on resize only)."""
    import pygame_gui  # here, not above: a table opened by ``tabletop play`` starts without it

    manager = pygame_gui.UIManager(
        size, theme_path=theme_for(scale, app.res), enable_live_theme_updates=False
    )
    regular = str(app.res.art_path("fonts/DejaVuSans.ttf"))
    bold = str(app.res.art_path("fonts/DejaVuSans-Bold.ttf"))
    manager.add_font_paths(FONT_NAME, regular, bold, regular, bold)
    mono = str(app.res.art_path("fonts/DejaVuSansMono.ttf"))
    manager.add_font_paths(MONO_FONT_NAME, mono, mono, mono, mono)  # the rules' diagrams
    return manager


# ----- drawing helpers ------------------------------------------------------------------------


def draw_text(
    surface: pygame.Surface,
    res: Resources,
    text: str,
    size: int,
    color: tuple[int, int, int],
    *,
    bold: bool = False,
    serif: bool = False,
    shadow: bool = False,
    **anchor: Any,
) -> pygame.Rect:
    """Blit cached text placed by a pygame.Rect anchor keyword (``center=``, ``topleft=``...)."""
    image = res.text(text, size, color, bold=bold, serif=serif)
    rect = image.get_rect(**anchor)
    if shadow:
        dark = res.text(text, size, (0, 0, 0), bold=bold, serif=serif)
        offset = max(1, size // 18)
        dark = dark.copy()
        dark.set_alpha(150)
        surface.blit(dark, rect.move(offset, offset + 1))
    surface.blit(image, rect)
    return rect


MIN_TEXT = 12  # no text a player must read is smaller (pixels, at any window size)


def text_px(value: float, scale: float) -> int:
    """A design-size font size at ``scale``, never under :data:`MIN_TEXT`."""
    return max(MIN_TEXT, px(value, scale))


def fit_size(
    res: Resources, text: str, size: int, width: int, *, bold: bool = False, serif: bool = False
) -> int:
    """The largest font size up to ``size`` at which ``text`` fits in ``width`` pixels, but
    never under :data:`MIN_TEXT` (a caller with less room wraps or abbreviates)."""
    size = max(size, MIN_TEXT)
    text = safe_text(text, LINE_LIMIT, newlines=False)  # a font cannot measure every text
    while size > MIN_TEXT and res.font(size, bold, serif).size(text)[0] > width:
        size -= 1
    return size


def fit_line(
    res: Resources, text: str, size: int, width: int, *, bold: bool = False, serif: bool = False
) -> tuple[str, int]:
    """``text`` and the size to draw it in ``width`` pixels: smaller down to :data:`MIN_TEXT`,
    then cut short with an ellipsis (never smaller than a player can read)."""
    text = safe_text(text, LINE_LIMIT, newlines=False)  # from outside: drawable, not 10 MB
    size = fit_size(res, text, size, width, bold=bold, serif=serif)
    font = res.font(size, bold, serif)
    if font.size(text)[0] <= width:
        return text, size
    while len(text) > 1 and font.size(text.rstrip(" ,;:.·") + "…")[0] > width:
        text = text[:-1]
    return text.rstrip(" ,;:.·") + "…", size


def wrap_cut(
    res: Resources, text: str, size: int, width: int, lines: int, *, bold: bool = False
) -> list[str]:
    """``text`` wrapped to ``width`` in at most ``lines`` lines; a longer one loses words from
    its middle, marked "…", so that both its start and its end show: two long choices that
    begin alike (two Motivates of one die) still read apart by what ends them. Text of lines
    of its own, or whose middle holds no cut that fits, is cut at its end instead."""
    wrapped = res.wrap(text, size, width, bold=bold)
    if len(wrapped) <= lines:
        return wrapped
    words = text.split()
    head, tail = len(words) // 2, len(words) // 2
    while "\n" not in text and head + (len(words) - tail) > 2:
        if head > len(words) - tail:  # cut the longer side; the start keeps an odd word
            head -= 1
        else:
            tail += 1
        trial = res.wrap(" ".join([*words[:head], "\u2026", *words[tail:]]), size, width, bold=bold)
        if len(trial) <= lines:
            return trial
    return cut_at_end(res, wrapped, size, width, lines, bold=bold)


def cut_at_end(
    res: Resources,
    wrapped: list[str],
    size: int,
    width: int,
    lines: int,
    *,
    bold: bool = False,
    narrow: bool = False,
) -> list[str]:
    """The first ``lines`` of ``wrapped``, the last ending in "…" within ``width`` (letters
    dropped from its end until the mark fits; ``narrow``: measured in the condensed face)."""
    font = res.font(size, bold, narrow=narrow)
    last = wrapped[lines - 1].rstrip(" .,;:")
    while len(last) > 1 and font.size(last + "\u2026")[0] > width:
        last = last[:-1].rstrip(" .,;:")
    return [*wrapped[: lines - 1], last + "\u2026"]


MORE_HELP = "\u2026 more in How to play (in the Esc menu)"
SENTENCE_END = re.compile(
    r"(?<=[.!?])\s+(?=[A-Z\u201c\"(])"
)  # where one sentence ends and the next begins


def wrap_whole(
    res: Resources, text: str, size: int, width: int, lines: int, *, more: str = MORE_HELP
) -> list[str]:
    """``text`` wrapped to ``width`` in at most ``lines`` lines, its lines of its own (a list
    of ways to act, one a line) and its sentences kept whole: those that do not fit are left
    out and ``more`` (if any) says where to read them, so that no instruction stops
    mid-sentence. A first sentence that does not fit alone is cut at its end ("Drag a ready
    character onto…"; a cut in its middle read "Drag a ready character … on your hero.")."""
    wrapped = res.wrap(text, size, width)
    if len(wrapped) <= lines:
        return wrapped
    kept: list[str] = []
    tail = res.wrap(more, size, width) if more else []
    for para in text.split("\n"):
        sentences = SENTENCE_END.split(para)
        taken = len(sentences)
        while taken:  # the paragraph whole, else as many of its first sentences as fit
            para_lines = res.wrap(" ".join(sentences[:taken]), size, width)
            if len(kept) + len(para_lines) + len(tail) <= lines:
                break
            taken -= 1
        if taken:
            kept.extend(para_lines)
        if taken < len(sentences):
            break
    if not kept:  # an instruction read from its start: cut at its end, never in its middle
        return cut_at_end(res, wrapped, size, width, lines)
    return kept + tail


def _vertical_gradient(
    size: tuple[int, int], top: tuple[int, ...], bottom: tuple[int, ...]
) -> pygame.Surface:
    """A gradient made small and stretched: cheap at any size."""
    strip = pygame.Surface((1, 64), pygame.SRCALPHA)
    for y in range(64):
        t = y / 63
        strip.set_at(
            (0, y), tuple(round(a + (b - a) * t) for a, b in zip(top, bottom, strict=True))
        )
    return pygame.transform.smoothscale(strip, size)


@lru_cache(maxsize=1)
def _noise_tile() -> pygame.Surface:
    """A seeded speckle that gives flat colours the grain of cloth."""
    rng = random.Random(7)
    tile = pygame.Surface((96, 96), pygame.SRCALPHA)
    for y in range(96):
        for x in range(96):
            v = rng.random()
            if v < 0.5:
                tile.set_at((x, y), (0, 0, 0, rng.randrange(6, 22)))
            else:
                tile.set_at((x, y), (255, 255, 255, rng.randrange(2, 10)))
    return tile


def _vignette(size: tuple[int, int], strength: int = 190) -> pygame.Surface:
    """Dark edges, bright middle: a lamp over the table."""
    w, h = 48, 27
    small = pygame.Surface((w, h), pygame.SRCALPHA)
    for y in range(h):
        for x in range(w):
            dx = (x + 0.5) / w - 0.5
            dy = ((y + 0.5) / h - 0.45) * 1.1
            d = min(1.0, (dx * dx + dy * dy) ** 0.5 / 0.72)
            small.set_at((x, y), (0, 0, 0, round(strength * d**2.2)))
    return pygame.transform.smoothscale(small, size)


class Backdrop:
    """The table seen from above: felt (the artist's, when there is one), lit from the middle,
    framed in dark wood. Rendered once per window size."""

    def __init__(self, res: Resources) -> None:
        self.res = res
        self._cache: dict[tuple[int, int], pygame.Surface] = {}

    def surface(self, size: tuple[int, int]) -> pygame.Surface:
        size = (max(1, size[0]), max(1, size[1]))
        cached = self._cache.get(size)
        if cached is None:
            if len(self._cache) > 3:
                self._cache.clear()
            cached = self._render(size)
            self._cache[size] = cached
        return cached

    def _render(self, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        out = pygame.Surface(size)
        felt = self._felt(size)
        if felt is not None:
            out.blit(felt, felt.get_rect(center=(w // 2, h // 2)))
            out.blit(_vignette(size, 110), (0, 0))
        else:
            out.blit(_vertical_gradient(size, (*FELT, 255), (*FELT_DARK, 255)), (0, 0))
            tile = _noise_tile()
            for y in range(0, h, tile.get_height()):
                for x in range(0, w, tile.get_width()):
                    out.blit(tile, (x, y))
            out.blit(_vignette(size), (0, 0))
        rim = max(6, min(w, h) // 70)
        wood = _vertical_gradient((w, rim), (*WOOD_LIGHT, 255), (*WOOD_DARK, 255))
        out.blit(wood, (0, 0))
        out.blit(pygame.transform.flip(wood, False, True), (0, h - rim))
        side = pygame.transform.rotate(
            _vertical_gradient((h, rim), (*WOOD_LIGHT, 255), (*WOOD_DARK, 255)), 90
        )
        out.blit(side, (0, 0))
        out.blit(pygame.transform.flip(side, True, False), (w - rim, 0))
        pygame.draw.rect(out, GOLD_DIM, pygame.Rect(rim, rim, w - 2 * rim, h - 2 * rim), 1)
        return out.convert() if pygame.display.get_surface() else out

    def _felt(self, size: tuple[int, int]) -> pygame.Surface | None:
        """The artist's seamless felt tile over the whole window (5 ms; rasterising the full
        felt.svg takes 270 ms at 1280x720 and 470 ms at 1920x1080, too slow for start-up)."""
        side = max(128, round(256 * ui_scale(size)))
        try:
            tile = self.res.try_image("table/felt-tile.svg", (side, side))
        except Exception:  # art is made while we work: a bad file means the plain felt
            return None
        if tile is None:
            return None
        out = pygame.Surface(size)
        tw, th = tile.get_size()
        for y in range(0, size[1], th):
            for x in range(0, size[0], tw):
                out.blit(tile, (x, y))
        return out


_panel_cache: dict[tuple[int, int, int], pygame.Surface] = {}


def panel_surface(size: tuple[int, int], scale: float) -> pygame.Surface:
    """A dark wooden board with a gold edge and a soft shadow (cached per size)."""
    key = (size[0], size[1], round(scale * 100))
    cached = _panel_cache.get(key)
    if cached is not None:
        return cached
    if len(_panel_cache) > 24:
        _panel_cache.clear()
    w, h = size
    pad = px(18, scale)
    radius = px(14, scale)
    out = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    for i in range(pad, 0, -2):  # a cheap soft shadow: stacked translucent rounded rects
        alpha = round(70 * (1 - i / pad) ** 2) + 4
        rect = pygame.Rect(pad - i, pad - i + px(6, scale), w + 2 * i, h + 2 * i)
        pygame.draw.rect(out, (0, 0, 0, alpha), rect, border_radius=radius + i)
    body = pygame.Rect(pad, pad, w, h)
    board = _vertical_gradient((w, h), (52, 33, 19, 246), (30, 19, 11, 246))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    board.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    out.blit(board, body)
    pygame.draw.rect(out, GOLD, body, max(2, px(2, scale)), border_radius=radius)
    inset = body.inflate(-px(12, scale), -px(12, scale))
    pygame.draw.rect(out, (*GOLD_DIM, 150), inset, 1, border_radius=max(2, radius - px(5, scale)))
    _panel_cache[key] = out
    return out


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    image = panel_surface(rect.size, scale)
    pad = (image.get_width() - rect.width) // 2
    surface.blit(image, (rect.x - pad, rect.y - pad))


@lru_cache(maxsize=16)
def _divider(width: int) -> pygame.Surface:
    strip = pygame.Surface((64, 1), pygame.SRCALPHA)
    for x in range(64):
        t = x / 63
        strip.set_at((x, 0), (*GOLD_DIM, round(210 * (1 - abs(t - 0.5) * 2) ** 0.6)))
    return pygame.transform.smoothscale(strip, (max(1, width), 1))


def draw_divider(surface: pygame.Surface, left: tuple[int, int], width: int) -> None:
    """A thin gold rule that fades out at both ends."""
    surface.blit(_divider(width), left)


def dim(surface: pygame.Surface, alpha: int = 150, blur: bool = True) -> pygame.Surface:
    """A darkened, softly blurred copy of ``surface``: the backdrop of an overlay (30 ms at
    1920x1080: blurred at a quarter of the size, then scaled back up)."""
    w, h = surface.get_size()
    out = surface.copy()
    if blur and w >= 8 and h >= 8:
        small = pygame.transform.smoothscale(surface, (max(2, w // 4), max(2, h // 4)))
        small = pygame.transform.box_blur(small, 2)
        out = pygame.transform.smoothscale(small, (w, h))
    keep = max(0, 255 - alpha)
    out.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)
    return out


def draw_too_small(surface: pygame.Surface, res: Resources) -> None:
    """The notice shown instead of a screen while the window is below the usable size."""
    w, h = surface.get_size()
    surface.fill(WOOD_DARK)
    size = max(9, min(22, w // 22, h // 5))
    lines = ["Make the window larger", f"(at least {MIN_SIZE[0]} × {MIN_SIZE[1]})"]
    total = len(lines) * (size + 6)
    y = h // 2 - total // 2
    for i, line in enumerate(lines):
        color = GOLD if i == 0 else MUTED
        image = res.text(line, size if i == 0 else max(8, size - 4), color, bold=i == 0)
        surface.blit(image, image.get_rect(midtop=(w // 2, y)))
        y += size + 6


@dataclass
class Toast:
    """A short message at the bottom of the window that fades away by itself."""

    text: str
    ttl: float = 4.5
    age: float = 0.0
    FADE = 0.5
    # where the message was placed, and for what (window, scale, size, avoided rects): the
    # search runs once, not every frame the message is drawn
    _placed: tuple[Any, pygame.Rect, Any] | None = field(default=None, repr=False, compare=False)

    @property
    def alive(self) -> bool:
        return self.age < self.ttl

    @property
    def fading(self) -> bool:
        return self.ttl - self.age < self.FADE

    def layout(
        self,
        size: tuple[int, int],
        res: Resources,
        scale: float,
        avoid: Sequence[pygame.Rect] = (),
    ) -> tuple[pygame.Rect, list[pygame.Surface], int]:
        """Where the message lies, its lines and their step: at the bottom of the window; at
        its top instead where it would cover one of ``avoid`` (the screen's buttons: Start,
        the prompt's answers; at the table, what the table shows), else where it covers none
        of them (:func:`free_place`)."""
        w, h = size
        text_size = max(12, px(17, scale))
        lines = res.wrap(self.text, text_size, min(w - px(80, scale), px(760, scale)))
        images = [res.text(line, text_size, CREAM) for line in lines]
        line_h = text_size + px(6, scale)
        box_w = max((i.get_width() for i in images), default=0) + px(48, scale)
        box_h = line_h * len(images) + px(26, scale)
        box = pygame.Rect(0, 0, box_w, box_h)
        # it stays where it lies while that covers nothing to avoid (what it avoids changes as
        # the table's cards move: a message must not jump while it is read), and moves when
        # it would cover something or the window changed
        key, shown = (size, scale, box.size), tuple(map(tuple, avoid))
        placed = self._placed
        if (
            placed is None
            or placed[0] != key
            or (placed[2] != shown and placed[1].collidelist(list(avoid)) >= 0)
        ):
            self._placed = (key, free_place(box, size, scale, avoid), shown)
        return self._placed[1].copy(), images, line_h

    def draw(
        self,
        surface: pygame.Surface,
        res: Resources,
        scale: float,
        avoid: Sequence[pygame.Rect] = (),
    ) -> None:
        box, images, line_h = self.layout(surface.get_size(), res, scale, avoid)
        box_w = box.w
        alpha = 255
        if self.fading:
            alpha = max(0, round(255 * (self.ttl - self.age) / self.FADE))
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        radius = px(10, scale)
        pygame.draw.rect(layer, (20, 12, 7, 235), layer.get_rect(), border_radius=radius)
        pygame.draw.rect(layer, GOLD, layer.get_rect(), max(1, px(2, scale)), border_radius=radius)
        y = px(13, scale)
        for image in images:
            layer.blit(image, image.get_rect(midtop=(box_w // 2, y)))
            y += line_h
        layer.set_alpha(alpha)
        surface.blit(layer, box)


# ----- the base of the app's own screens ------------------------------------------------------


def _button_pressed() -> int:
    import pygame_gui

    return pygame_gui.UI_BUTTON_PRESSED


class UIScene(Scene):
    """A screen built from pygame_gui elements over a hand-drawn background.

    Subclasses implement :meth:`build` (create elements for ``self.ui`` at ``self.scale``),
    :meth:`paint` (hand-drawn parts under the elements) and :meth:`on_ui` (element events).
    Redraws happen only after input, for a moment after it (hover and press states), and a few
    times a second while a text field has the caret.
    """

    base_size: tuple[int, int] = BASE_SIZE
    escape_menu = False  # Esc does not open the game menu over this screen
    cache_paint = True  # paint() covers the window and changes only through repaint()
    SETTLE = 0.35  # seconds of redraws after the last input
    keynav: KeyNav | None = None  # keyboard focus over the controls (keynav.py), if any

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.size = app.size
        self.scale = self.fit_scale(self.size)
        self.ui = make_manager(app, self.size, self.scale)
        self._since_input = 0.0
        self._blink = 0.0
        self._painted: pygame.Surface | None = None
        self.build()

    # hooks for subclasses
    def build(self) -> None:
        """Create the elements for ``self.size`` and ``self.scale``."""

    def paint(self, surface: pygame.Surface) -> None:
        """Draw what lies under the elements."""

    def on_ui(self, event: pygame.event.Event) -> None:
        """A pygame_gui event (button pressed, option chosen...)."""

    def leave(self) -> None:
        """This screen goes away: drop its elements."""
        self.ui.clear_and_reset()

    def relayout(self) -> None:
        """Make the elements again from what the screen holds (after a keyboard choice)."""
        self.resize(self.size)

    def toast_avoid(self) -> list[pygame.Rect]:
        """What a message must not cover: the screen's buttons."""
        root = self.ui.get_root_container().elements
        return [e.rect for e in root if type(e).__name__ == "UIButton" and e.visible]

    def windows_open(self) -> bool:
        """Whether a dialog is open over the screen (its keys are its own)."""
        return bool(top_windows(self.ui))

    def typing(self) -> bool:
        """Whether a text field has the keyboard."""
        return self._typing()

    # the Scene contract
    def handle(self, event: pygame.event.Event) -> None:
        from tabletop.ui.keynav import question_key

        if question_key(self, event) or (
            self.keynav is not None and self.keynav.handle(self, event)
        ):
            self._since_input = 0.0
            self.dirty = True
            return
        self.ui.process_events(event)  # elements also listen to their children's UI events
        if event.type >= pygame.USEREVENT and hasattr(event, "ui_element"):
            if getattr(event, "ui_element", None) is not None and event.type == _button_pressed():
                from tabletop.ui import sound

                sound.click(self.app)
            self.on_ui(event)
            self.dirty = True
            return
        if event.type in (
            pygame.MOUSEMOTION,
            pygame.MOUSEBUTTONDOWN,
            pygame.MOUSEBUTTONUP,
            pygame.MOUSEWHEEL,
            pygame.KEYDOWN,
            pygame.KEYUP,
            pygame.TEXTINPUT,
            pygame.TEXTEDITING,
        ):
            self._since_input = 0.0
            self.dirty = True

    def update(self, dt: float) -> None:
        self.ui.update(dt)
        self._since_input += dt
        if self._since_input < self.SETTLE:
            self.dirty = True
        if self._typing():
            self._blink += dt
            if self._blink >= 0.1:
                self._blink = 0.0
                self.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        if not self.cache_paint:
            self.paint(surface)
        else:  # a full-window screen: paint once, then one blit per frame
            if self._painted is None or self._painted.get_size() != surface.get_size():
                self._painted = pygame.Surface(surface.get_size()).convert()
                self.paint(self._painted)
            surface.blit(self._painted, (0, 0))
        self.ui.draw_ui(surface)
        if self.keynav is not None:
            self.keynav.draw(self, surface)
        from tabletop.ui.keynav import draw_question_ring

        draw_question_ring(self, surface)

    def repaint(self) -> None:
        """What :meth:`paint` draws changed: paint it again at the next frame."""
        self._painted = None
        self.dirty = True

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self._painted = None
        scale = self.fit_scale(size)
        if scale != self.scale:
            self.scale = scale
            self.ui.clear_and_reset()
            self.ui = make_manager(self.app, size, scale)
        else:
            self.ui.clear_and_reset()
            self.ui.set_window_resolution(size)
        self.build()
        self.dirty = True

    @property
    def busy(self) -> bool:
        return self._since_input < self.SETTLE or self._typing()

    def _typing(self) -> bool:
        from pygame_gui.elements import UITextEntryLine

        focused = self.ui.get_focus_set()
        return any(isinstance(e, UITextEntryLine) for e in focused or ())

    # helpers
    def fit_scale(self, size: tuple[int, int]) -> float:
        """The scale for ``size`` with the player's text and interface size (sizing.py)."""
        from tabletop.ui import sizing

        return sizing.scene_scale(self.app, size, self.base_size, self.content_size())

    def content_size(self) -> tuple[int, int] | None:
        """The design size of what must fit in the window (None: ``base_size``)."""
        return None

    def px(self, value: float) -> int:
        return px(value, self.scale)

    def center_rect(self, w: float, h: float, dy: float = 0) -> pygame.Rect:
        """A rectangle of design size (w, h), centred in the window, ``dy`` below the middle."""
        rect = pygame.Rect(0, 0, self.px(w), self.px(h))
        rect.center = (self.size[0] // 2, self.size[1] // 2 + self.px(dy))
        return rect


class Overlay(UIScene):
    """A screen over another one (the game menu, settings, rules, a dialog).

    The app draws a dimmed picture of the screen below, then the overlay. ``close`` returns to
    the screen below.
    """

    cache_paint = False  # it paints a panel, not the whole window

    def content_size(self) -> tuple[int, int] | None:
        panel = getattr(self, "PANEL", None)  # a panel may grow with the interface size
        return (int(panel[0]), int(panel[1])) if panel else None

    def close(self) -> None:
        self.app.close_overlay(self)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            windows = top_windows(self.ui)
            if windows:
                windows[-1].kill()  # Esc closes a dialog first
            else:
                self.close()
            self.dirty = True
            return
        super().handle(event)


def top_windows(manager: pygame_gui.UIManager) -> list[pygame_gui.elements.UIWindow]:
    """The open dialogs of a screen, bottom first."""
    import pygame_gui

    return [
        e
        for e in manager.get_root_container().elements
        if isinstance(e, pygame_gui.elements.UIWindow) and e.alive()
    ]


# pygame_gui's confirmation dialog grows to this size (and warns) when opened smaller, as our
# scaled dialogs are in a small window
DIALOG_MIN = (260, 200)


def dialog_rect(width: int, height: int, center: tuple[int, int]) -> pygame.Rect:
    """A confirmation dialog's rectangle: ``width`` x ``height`` (already scaled), never below
    :data:`DIALOG_MIN`, centred on ``center``."""
    rect = pygame.Rect(0, 0, max(width, DIALOG_MIN[0]), max(height, DIALOG_MIN[1]))
    rect.center = center
    return rect


def file_dialog(
    scene: UIScene, title: str, *, save: bool, initial: str | None = None
) -> pygame_gui.windows.UIFileDialog:
    """A themed file chooser over ``scene`` (blocking the elements under it)."""
    import pygame_gui

    from tabletop.ui import storage

    folder = storage.saves_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        folder = storage.data_dir()
    w = min(scene.size[0] - scene.px(60), scene.px(720))
    h = min(scene.size[1] - scene.px(60), scene.px(520))
    rect = pygame.Rect(0, 0, max(320, w), max(320, h))
    rect.center = (scene.size[0] // 2, scene.size[1] // 2)
    start = str(folder / initial) if initial else str(folder)
    dialog = pygame_gui.windows.UIFileDialog(
        rect,
        scene.ui,
        window_title=title,
        initial_file_path=start,
        allow_existing_files_only=not save,
        allowed_suffixes={".json"} if not save else None,
    )
    dialog.set_blocking(True)
    return dialog
