"""Card faces and backs, composed once per (card, size) from the art and cached.

A face is the frame of the card's type, its illustration in the frame's window, the name in the
title band and the text in the text box, in our font. Types differ by frame *and* icon *and* a
printed type word, never by hue alone. Small cards drop the rules text (unreadable below ~9 px)
and show the type word large instead; hovering a card shows it large with its text.
"""

from __future__ import annotations

import colorsys
import re
import zlib
from collections.abc import Generator, Iterator
from dataclasses import dataclass
from typing import Any, TypeVar

import pygame

from tabletop.rules.cards import definition_id
from tabletop.ui import textprobe
from tabletop.ui.cardnames import SYLLABLES, NameFit, fit_name, wrapped
from tabletop.ui.resources import Resources

REF_W, REF_H = 250, 350  # the frames' reference size
CARD_RATIO = REF_W / REF_H

# Fallback boxes (reference pixels) when a frame does not document its own.
DEFAULT_BOXES = {
    "title": (18, 15, 214, 34),
    "window": (25, 58, 200, 140),
    "text box": (19, 211, 212, 123),
    "icon": (109, 188, 32, 32),
}

# Plain-shape colours when art is missing, per type (light, dark); any other type gets a
# colour of its own from its name (fallback_colours).
FALLBACK = {
    "monster": ((196, 88, 60), (70, 24, 16)),
    "spell": ((90, 120, 200), (22, 30, 70)),
    "action": ((200, 170, 70), (70, 54, 14)),
}
DEFAULT_KIND = "action"  # the frame a type without a frame or colour of its own borrows


def fallback_colours(kind: str) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """(light, dark) plain colours for a card type: FALLBACK's, else a stable hue from its name."""
    if kind in FALLBACK:
        return FALLBACK[kind]
    hue = (zlib.crc32(kind.encode()) % 360) / 360
    light = colorsys.hsv_to_rgb(hue, 0.55, 0.8)
    dark = colorsys.hsv_to_rgb(hue, 0.7, 0.28)
    return (
        tuple(round(c * 255) for c in light),  # type: ignore[return-value]
        tuple(round(c * 255) for c in dark),
    )


TEXT_DARK = (28, 22, 15)  # art/README.md: #1C160F
TITLE_LIGHT = (246, 236, 210)  # art/README.md: #F6ECD2
ALONE_H = 300  # from this height a face is shown on its own (the hover): a size of its own
MIN_TEXT_PX = 12  # no card text a player must read is smaller (tests/ui/test_text_size.py)
T = TypeVar("T")


@dataclass(frozen=True)
class CardInfo:
    """What a card shows: id, name, type word and rules text."""

    id: str
    name: str
    type: str
    text: str


def card_text(card: dict[str, Any]) -> str:
    """A card's rules text, after its power and health when it has them ("2 / 1")."""
    text = str(card.get("text", ""))
    if isinstance(card.get("power"), int) and isinstance(card.get("health"), int):
        stats = f"Power {card['power']} \u00b7 Health {card['health']}"
        return f"{stats}\n{text}" if text else stats
    return text


def fast_blit(surf: pygame.Surface) -> pygame.Surface:
    """A cached, never-edited surface in the display's pixel format, for the fastest blits.

    Not run-length encoded: measured with pygame-ce 2.5 (SIMD alpha blitters), an RLE card
    with its soft shadow blits about 20% slower than a plain one, and SDL re-encodes an RLE
    surface for every new destination surface (1.1 ms at 274x383), so the first blit of each
    card onto the table's board cost a millisecond or two mid-game."""
    if pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    return surf


def _drain(steps: Generator[None, None, T]) -> T:
    """Run a step-wise computation to its end; its return value."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


def broken_lines(res: Resources, text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """``text`` wrapped to ``width`` at ``size``, a word too long for a line broken with a
    hyphen between syllables (a small card's name stays readable instead of shrinking)."""
    lines = wrapped(res, text, size, width, bold, SYLLABLES)
    return lines if lines is not None else fit_name(res, text, width, 10**6, size, size).lines


def _rank(fit: NameFit) -> tuple[int, int]:
    """Better settings of a name first: a better tier, then fewer lines."""
    return fit.tier, len(fit.lines)


def card_size_for_height(h: float) -> tuple[int, int]:
    h = max(14, int(h))
    return max(10, round(h * CARD_RATIO)), h


def fit_card(area: pygame.Rect) -> tuple[int, int]:
    """The largest card size that fits ``area`` keeping the card's aspect."""
    h = min(area.h, area.w / CARD_RATIO)
    return card_size_for_height(h)


class CardArt:
    """Renders and caches the cards of one game."""

    def __init__(self, res: Resources, game_id: str, cards: dict[str, dict[str, Any]]) -> None:
        self.res = res
        self.game_id = game_id
        self.info = {
            cid: CardInfo(cid, c.get("name", cid), c.get("type", "card"), card_text(c))
            for cid, c in cards.items()
        }
        self._faces: dict[tuple[str, int, int], pygame.Surface] = {}
        self._backs: dict[tuple[int, int], pygame.Surface] = {}
        self._glows: dict[tuple[int, int, tuple[int, int, int]], pygame.Surface] = {}
        self._shadows: dict[tuple[int, int], pygame.Surface] = {}
        self._boxes: dict[str, dict[str, tuple[float, float, float, float]]] = {}
        self._art_cache: dict[tuple[str, tuple[int, int]], pygame.Surface] = {}
        self._kinds: dict[str, str] = {}

    def clear(self) -> None:
        """Forget every rendered card (after a resize)."""
        self._faces.clear()
        self._art_cache.clear()
        self._backs.clear()
        self._glows.clear()
        self._shadows.clear()

    def info_of(self, card: str) -> CardInfo | None:
        """What ``card`` shows: its own entry, or its definition's for a copy (``soldier#2``)."""
        return self.info.get(card) or self.info.get(definition_id(card))

    def type_of(self, card: str) -> str:
        info = self.info_of(card)
        return info.type if info else "card"

    def name(self, card: str) -> str:
        info = self.info_of(card)
        return info.name if info else card

    def kind_of(self, card_type: str) -> str:
        """The frame a card of ``card_type`` is drawn in: its own when the game has a
        ``frame-<type>.svg`` or FALLBACK knows the type, else DEFAULT_KIND's."""
        kinds = self._kinds
        kind = kinds.get(card_type)
        if kind is None:
            own = card_type in FALLBACK or self.res.has_art(f"{self.game_id}/frame-{card_type}.svg")
            kind = card_type if own else DEFAULT_KIND
            kinds[card_type] = kind
        return kind

    # ----- the frame's documented rectangles ----------------------------------------------------

    def boxes(self, kind: str) -> dict[str, tuple[float, float, float, float]]:
        """Title band, window, text box and icon rectangles, read from the frame's comment."""
        if kind in self._boxes:
            return self._boxes[kind]
        boxes = dict(DEFAULT_BOXES)
        path = self.res.art_path(f"{self.game_id}/frame-{kind}.svg")
        if path.is_file():
            head = path.read_text("utf-8", errors="replace")[:2000]
            for name in DEFAULT_BOXES:
                m = re.search(re.escape(name) + r"\s*\(([\d.\s,]+)\)", head)
                if m:
                    parts = [float(p) for p in m.group(1).split(",") if p.strip()]
                    if len(parts) == 4:
                        boxes[name] = (parts[0], parts[1], parts[2], parts[3])
        self._boxes[kind] = boxes
        return boxes

    @staticmethod
    def _scaled(box: tuple[float, float, float, float], w: int, h: int) -> pygame.Rect:
        sx, sy = w / REF_W, h / REF_H
        return pygame.Rect(
            round(box[0] * sx), round(box[1] * sy), round(box[2] * sx), round(box[3] * sy)
        )

    # ----- faces -------------------------------------------------------------------------------

    def face(self, card: str, size: tuple[int, int]) -> pygame.Surface:
        """The face of ``card`` at ``size`` (cached)."""
        card = card if card in self.info else definition_id(card)  # copies share one face
        key = (card, int(size[0]), int(size[1]))
        surf = self._faces.get(key)
        if surf is None:
            surf = self._render_face(card, key[1], key[2])
            self._faces[key] = surf
        return surf

    def _render_face(self, card: str, w: int, h: int) -> pygame.Surface:
        res = self.res
        info = self.info_of(card) or CardInfo(card, card, "card", "")
        kind = self.kind_of(info.type)
        boxes = self.boxes(kind)
        window = self._scaled(boxes["window"], w, h)
        title = self._scaled(boxes["title"], w, h)
        textbox = self._scaled(boxes["text box"], w, h)
        icon_box = self._scaled(boxes["icon"], w, h)

        frame = self._art(f"{self.game_id}/frame-{kind}.svg", (w, h), (2 * REF_W, 2 * REF_H))
        if frame is not None:
            surf = frame.copy()  # copying beats blitting alpha onto alpha
        else:
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            self._fallback_frame(surf, kind, title, window, textbox)

        box = self.boxes(kind)["window"]
        art = self._art(
            f"{self.game_id}/illustrations/{card}.svg",
            window.size,
            (round(box[2] * 2), round(box[3] * 2)),
        )
        if art is not None:
            if (
                pygame.display.get_surface() is not None
                and art.get_flags() & pygame.SRCALPHA
                and min(
                    art.get_at(p)[3] for p in ((0, 0), (art.get_width() - 1, art.get_height() - 1))
                )
                == 255
            ):
                art = art.convert()  # an opaque picture: a plain copy, no blending
            surf.blit(art, window.topleft)
        else:
            self._fallback_window(surf, kind, window)

        icon = res.try_image(f"{self.game_id}/icon-{kind}.svg", icon_box.size)
        if icon is not None:  # under the text: a small card's name plate may cover it
            surf.blit(icon, icon_box.topleft)
        else:
            pygame.draw.circle(surf, fallback_colours(kind)[1], icon_box.center, icon_box.w // 2)
            with textprobe.exempt("the type's icon: the type word is printed on the card"):
                letter = res.text(kind[0].upper(), max(6, icon_box.h * 2 // 3), TITLE_LIGHT, True)
            surf.blit(letter, letter.get_rect(center=icon_box.center))
        self._draw_text_box(surf, info, textbox, icon_box.h, title)
        return surf.convert_alpha() if pygame.display.get_surface() else surf

    def masters(self) -> list[tuple[str, tuple[int, int]]]:
        """The SVG rasterisations every face is scaled from (for Resources.prefetch)."""
        out = [(f"{self.game_id}/card-back.svg", (2 * REF_W, 2 * REF_H))]
        kinds = sorted({i.type for i in self.info.values() if self.kind_of(i.type) == i.type})
        for kind in kinds:
            out.append((f"{self.game_id}/frame-{kind}.svg", (2 * REF_W, 2 * REF_H)))
        for card, info in self.info.items():
            kind = self.kind_of(info.type)
            box = self.boxes(kind)["window"]
            out.append(
                (f"{self.game_id}/illustrations/{card}.svg", (round(box[2] * 2), round(box[3] * 2)))
            )
        return out

    def _art(
        self, rel: str, size: tuple[int, int], master: tuple[int, int]
    ) -> pygame.Surface | None:
        """``rel`` at ``size``: scaled down from its ``master`` rasterisation when that is
        ready (Resources.prefetch makes them in the background): about 1 ms instead of 5-13 ms
        per new size. Otherwise (before the prefetch delivers it, on the table's first frame, or
        for sizes above the master) rasterised directly at ``size``: a frame's master costs
        75 ms, a hand-sized frame 13 ms."""
        key = (rel, size)
        if key in self._art_cache:
            return self._art_cache[key]
        if size[0] > master[0] or size[1] > master[1] or not self.res.ready(rel, master):
            out = self.res.try_image(rel, size)
        else:
            big = self.res.try_image(rel, master)
            if big is None:
                return None
            if big.get_bitsize() not in (24, 32):
                big = big.convert_alpha()
            out = big if big.get_size() == size else pygame.transform.smoothscale(big, size)
        if out is not None and rel.rsplit("/", 1)[-1].startswith("frame-"):
            self._art_cache[key] = out  # frames are shared by every card of a type
        return out

    def _fallback_frame(
        self,
        surf: pygame.Surface,
        kind: str,
        title: pygame.Rect,
        window: pygame.Rect,
        textbox: pygame.Rect,
    ) -> None:
        light, dark = fallback_colours(kind)
        rect = surf.get_rect()
        radius = max(3, rect.w // 18)
        pygame.draw.rect(surf, (18, 12, 4), rect, border_radius=radius)
        pygame.draw.rect(surf, light, rect.inflate(-4, -4), border_radius=radius)
        pygame.draw.rect(
            surf, dark, rect.inflate(-rect.w // 16, -rect.w // 16), border_radius=radius
        )
        pygame.draw.rect(surf, (24, 16, 8), title, border_radius=max(2, radius // 2))
        pygame.draw.rect(surf, (240, 226, 196), textbox, border_radius=max(2, radius // 2))

    def _fallback_window(self, surf: pygame.Surface, kind: str, window: pygame.Rect) -> None:
        light, dark = fallback_colours(kind)
        for i in range(window.h):
            t = i / max(1, window.h - 1)
            shade = [round(d + (lt // 2 - d) * (1 - t)) for lt, d in zip(light, dark, strict=True)]
            pygame.draw.line(
                surf, shade, (window.left, window.top + i), (window.right - 1, window.top + i)
            )
        icon = self.res.try_image(
            f"{self.game_id}/icon-{kind}.svg", (window.h * 2 // 3, window.h * 2 // 3)
        )
        if icon is not None:
            surf.blit(icon, icon.get_rect(center=window.center))

    def _fits(
        self, text: str, box: pygame.Rect, size: int, bold: bool, serif: bool, line_gap: float = 1.0
    ) -> bool:
        res = self.res
        lines = res.wrap(text, size, box.w, bold, serif)
        font = res.font(size, bold, serif)
        return len(lines) * font.get_linesize() * line_gap <= box.h and all(
            font.size(line)[0] <= box.w for line in lines
        )

    def _common_size(
        self,
        texts: list[str],
        box: pygame.Rect,
        top: int,
        bottom: int,
        bold: bool,
        line_gap: float = 1.0,
    ) -> int | None:
        """The largest size in [bottom, top] at which every text fits ``box`` (longest texts
        are tried first, so most sizes are rejected after one wrap)."""
        return _drain(self._common_size_steps(texts, box, top, bottom, bold, line_gap))

    def _common_size_steps(
        self,
        texts: list[str],
        box: pygame.Rect,
        top: int,
        bottom: int,
        bold: bool,
        line_gap: float = 1.0,
    ) -> Generator[None, None, int | None]:
        """:meth:`_common_size`, one wrap per step (``yield``), for :meth:`prepare`."""
        ordered = sorted(set(texts), key=len, reverse=True)
        for size in range(top, bottom - 1, -1):
            for text in ordered:
                fits = self._fits(text, box, size, bold, False, line_gap)
                yield
                if not fits:
                    break
            else:
                return size
        return None

    def text_size(self, w: int, h: int) -> int | None:
        """One rules-text size per card size, so that every card reads the same (None: too
        small to read, show the name instead)."""
        key = ("__text__", w, h)
        if key not in self._faces:
            _drain(self._text_size_steps(w, h))
        return self._faces[key].get_width() or None  # cached as a 1-px-wide marker

    def _text_size_steps(self, w: int, h: int) -> Generator[None, None, None]:
        """:meth:`text_size`'s search, one wrap per step; caches its answer at the end."""
        key = ("__text__", w, h)
        if key in self._faces:
            return
        kinds = {self.kind_of(info.type) for info in self.info.values()}
        boxes = {
            tuple(
                self._text_inner(
                    self._scaled(self.boxes(k)["text box"], w, h),
                    self._scaled(self.boxes(k)["icon"], w, h).h,
                )
            )
            for k in kinds or {DEFAULT_KIND}
        }
        best: int | None = None
        for args in boxes:
            box = pygame.Rect(*args)
            body = pygame.Rect(box.x, box.y, box.w, box.h - self._type_h(box))
            size = yield from self._common_size_steps(
                [i.text for i in self.info.values()],
                body,
                max(MIN_TEXT_PX, box.h // 6),
                MIN_TEXT_PX,
                False,
            )
            if size is None:
                best = None
                break
            best = size if best is None else min(best, size)
        self._faces[key] = pygame.Surface((best or 0, 1))

    def name_size(self, inner: pygame.Rect) -> int:
        """One name size per card size (the largest at which every name fits the text box)."""
        key = ("__name__", inner.w, inner.h)
        if key not in self._faces:
            _drain(self._name_size_steps(inner))
        return self._faces[key].get_width()

    def _name_size_steps(self, inner: pygame.Rect) -> Generator[None, None, None]:
        key = ("__name__", inner.w, inner.h)
        if key in self._faces:
            return
        top = max(MIN_TEXT_PX, min(inner.h // 3, inner.w // 6))
        size = yield from self._common_size_steps(
            [i.name for i in self.info.values()], inner, top, MIN_TEXT_PX, True, 0.92
        )
        self._faces[key] = pygame.Surface((size or 0, 1))  # 0: no size fits, see _draw_name

    def prepare(self, size: tuple[int, int]) -> Iterator[None]:
        """The work every face at ``size`` shares, one small step (at most a millisecond or
        two) per ``next()``: the rules-text and name size searches, each type's frame scaled
        from its master, the type icons, the shadow. Drawing a face does this on demand, in one
        lump of 5-15 ms; the table runs these steps ahead, between frames (table/warmup.py)."""
        w, h = int(size[0]), int(size[1])
        yield from self._text_size_steps(w, h)
        kinds = sorted({self.kind_of(i.type) for i in self.info.values()})
        readable = self.text_size(w, h)
        for kind in kinds:
            boxes = self.boxes(kind)
            icon = self._scaled(boxes["icon"], w, h)
            if not readable:
                inner = self._text_inner(self._scaled(boxes["text box"], w, h), icon.h)
                yield from self._name_size_steps(inner)
            frame = f"{self.game_id}/frame-{kind}.svg"
            if self.res.ready(frame, (2 * REF_W, 2 * REF_H)):
                self.res.try_image(frame, (2 * REF_W, 2 * REF_H))  # the master, converted once
                yield
            self._art(frame, (w, h), (2 * REF_W, 2 * REF_H))
            yield
            self.res.try_image(f"{self.game_id}/icon-{kind}.svg", icon.size)
            yield
        if readable:  # each name fitted to its title band (new font sizes: 1-3 ms for some)
            scratch = pygame.Surface((w, h), pygame.SRCALPHA)
            for info in self.info.values():
                kind = self.kind_of(info.type)
                self._draw_title(scratch, info.name, self._scaled(self.boxes(kind)["title"], w, h))
                yield
        self.shadow((w, h))
        yield

    def _type_h(self, box: pygame.Rect) -> int:
        return self.res.font(max(MIN_TEXT_PX, box.h // 10), True).get_linesize()

    @staticmethod
    def _text_inner(box: pygame.Rect, icon_h: int) -> pygame.Rect:
        pad = max(2, box.w // 22)
        inner = box.inflate(-2 * pad, -2 * pad)
        inner.top = box.top + max(pad, icon_h // 2 + 1)
        inner.h = box.bottom - pad - inner.top
        return inner

    def _draw_title(self, surf: pygame.Surface, name: str, band: pygame.Rect) -> None:
        """The name in the title band, shrunk to fit one line."""
        res = self.res
        inner = band.inflate(-max(6, band.w // 14), -2)
        for size in range(max(MIN_TEXT_PX, int(band.h * 0.58)), MIN_TEXT_PX - 1, -1):
            if res.font(size, True, True).size(name)[0] <= inner.w:
                break
        font = res.font(size, True, True)
        while len(name) > 1 and font.size(name + "…")[0] > inner.w and font.size(name)[0] > inner.w:
            name = name[:-1].rstrip()
        if font.size(name)[0] > inner.w:
            name += "…"
        img = res.text(name, size, TITLE_LIGHT, True, True)
        surf.blit(img, img.get_rect(center=band.center))

    def _draw_text_box(
        self, surf: pygame.Surface, info: CardInfo, box: pygame.Rect, icon_h: int, band: pygame.Rect
    ) -> None:
        """Type word and rules text; on small cards the type word goes to the title band and
        the name, large, to the text box, so that a hand of small cards stays readable."""
        res = self.res
        inner = self._text_inner(box, icon_h)
        word = info.type.upper()
        size = self.text_size(surf.get_width(), surf.get_height())
        type_size = max(MIN_TEXT_PX, box.h // 10)
        if not size and surf.get_height() >= ALONE_H:  # shown large on its own: its own size
            size, inner = self._own_text(surf, info, box, inner)
        if size:
            self._draw_title(surf, info.name, band)
            tag = res.text(word, type_size, (110, 70, 24), True)
            surf.blit(tag, tag.get_rect(midtop=(inner.centerx, inner.top)))
            y = inner.top + self._type_h(box)
            line_h = res.font(size).get_linesize()
            for line in res.wrap(info.text, size, inner.w):
                img = res.text(line, size, TEXT_DARK)
                surf.blit(img, img.get_rect(midtop=(inner.centerx, y)))
                y += line_h
            return
        tag = res.text(word, max(MIN_TEXT_PX, int(band.h * 0.55)), TITLE_LIGHT, True)
        surf.blit(tag, tag.get_rect(center=band.center))
        size = self.name_size(inner)
        if not size:
            self._draw_name_plate(surf, info.name, inner)
            return
        lines = res.wrap(info.name, size, inner.w, True)
        step = res.font(size, True).get_linesize() * 0.92
        y = inner.centery - step * len(lines) / 2
        for line in lines:
            img = res.text(line, size, TEXT_DARK, True)
            surf.blit(img, img.get_rect(midtop=(inner.centerx, round(y))))
            y += step

    def _own_text(
        self, surf: pygame.Surface, info: CardInfo, box: pygame.Rect, inner: pygame.Rect
    ) -> tuple[int, pygame.Rect]:
        """A card shown large on its own (the hover) whose rules text does not fit at the size
        shared by every card: its own largest size of at least MIN_TEXT_PX, and a long text
        at MIN_TEXT_PX on a light plate that grows up over the picture as far as it needs.
        The size and the area the type word and the text start in."""
        type_h = self._type_h(box)
        body = pygame.Rect(inner.x, inner.y + type_h, inner.w, inner.h - type_h)
        top = max(MIN_TEXT_PX, box.h // 6)
        size = self._common_size([info.text], body, top, MIN_TEXT_PX, False)
        if size:
            return size, inner
        lines = self.res.wrap(info.text, MIN_TEXT_PX, inner.w)
        need = len(lines) * self.res.font(MIN_TEXT_PX).get_linesize() + type_h
        grown = pygame.Rect(inner.x, max(2, inner.bottom - need), inner.w, 0)
        grown.h = inner.bottom - grown.y
        plate = grown.inflate(max(6, inner.w // 20), 6)
        pygame.draw.rect(surf, (236, 226, 200), plate, border_radius=max(3, inner.w // 30))
        return MIN_TEXT_PX, grown

    def _draw_name_plate(self, surf: pygame.Surface, name: str, inner: pygame.Rect) -> None:
        """A card too small for its name at a readable size in the text box: the name at
        MIN_TEXT_PX, long words broken with a hyphen, on a light plate that grows from the text
        box up over the picture as far as it needs (the whole card shows on hover)."""
        res = self.res
        w, h = surf.get_size()
        side = max(3, w // 14)
        width = w - 2 * side
        fit = fit_name(res, name, width, 0, MIN_TEXT_PX, MIN_TEXT_PX, 1.0)
        if fit.tier > SYLLABLES:  # a word no syllable break fits: the card's whole width
            side, width = 2, w - 4
            fit = min(fit, fit_name(res, name, width, 0, MIN_TEXT_PX, MIN_TEXT_PX, 1.0), key=_rank)
        lines, bold = fit.lines, fit.bold
        step = res.font(MIN_TEXT_PX, bold).get_linesize() - 1
        block = step * len(lines)
        top = min(inner.centery - block // 2, inner.bottom - block)
        top = max(side, top)
        if top < inner.top:
            plate = pygame.Rect(side - 1, top - 2, width + 2, min(h - top, block + 4))
            pygame.draw.rect(surf, (236, 226, 200), plate, border_radius=max(2, w // 30))
        y = top
        for line in lines:
            img = res.text(line, MIN_TEXT_PX, TEXT_DARK, bold)
            surf.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += step

    # ----- backs, glows, shadows ---------------------------------------------------------------

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        key = (int(size[0]), int(size[1]))
        surf = self._backs.get(key)
        if surf is None:
            # scaled from one prefetched rasterisation (an SVG at each size costs 5-20 ms)
            art = self._art(f"{self.game_id}/card-back.svg", key, (2 * REF_W, 2 * REF_H))
            if art is not None:
                surf = art
            else:
                surf = pygame.Surface(key, pygame.SRCALPHA)
                rect = surf.get_rect()
                radius = max(3, rect.w // 18)
                pygame.draw.rect(surf, (16, 10, 20), rect, border_radius=radius)
                pygame.draw.rect(
                    surf, (196, 160, 80), rect.inflate(-4, -4), 2, border_radius=radius
                )
                inner = rect.inflate(-rect.w // 6, -rect.w // 6)
                pygame.draw.rect(surf, (64, 28, 72), inner, border_radius=radius)
                for i in range(-inner.h, inner.w, max(4, rect.w // 10)):
                    pygame.draw.line(
                        surf,
                        (86, 44, 96),
                        (inner.left + i, inner.top),
                        (inner.left + i + inner.h, inner.bottom),
                    )
                pygame.draw.rect(surf, (196, 160, 80), inner, 2, border_radius=radius)
                pygame.draw.circle(surf, (196, 160, 80), rect.center, rect.w // 5, 2)
            surf = surf.convert_alpha() if pygame.display.get_surface() else surf
            self._backs[key] = surf
        return surf

    def glow(
        self, size: tuple[int, int], color: tuple[int, int, int] = (255, 216, 90)
    ) -> pygame.Surface:
        """A soft halo to blit centred on a card of ``size`` (legal drop, hover, pick)."""
        key = (int(size[0]), int(size[1]), color)
        surf = self._glows.get(key)
        if surf is None:
            w, h = key[0], key[1]
            gw, gh = round(w * 290 / 250), round(h * 390 / 350)
            art = None
            if color == (255, 216, 90):
                art = self.res.try_image("ui/glow-card.svg", (gw, gh))
            if art is not None:
                surf = art
            else:
                surf = pygame.Surface((gw, gh), pygame.SRCALPHA)
                steps = max(3, (gw - w) // 2)
                for i in range(steps, 0, -1):
                    alpha = int(200 * (1 - i / steps) ** 2) + 10
                    rect = pygame.Rect(0, 0, w + 2 * i, h + 2 * i)
                    rect.center = (gw // 2, gh // 2)
                    pygame.draw.rect(
                        surf, (*color, alpha), rect, 2, border_radius=max(4, w // 14) + i
                    )
            self._glows[key] = surf
        return surf

    def with_shadow(self, card: str | None, size: tuple[int, int]) -> pygame.Surface:
        """A face (or the back, for None) with its drop shadow baked in: one blit per card.

        Blit it at ``shadow_origin(rect)``.
        """
        key = ("__shadowed__" + (card or ""), int(size[0]), int(size[1]))
        surf = self._faces.get(key)
        if surf is None:
            w, h = key[1], key[2]
            surf = self._on_shadow(self.face(card, (w, h)) if card else self.back((w, h)))
            self._faces[key] = surf
        return surf

    def _on_shadow(self, card: pygame.Surface) -> pygame.Surface:
        """A new surface: ``card`` (a face or a back) over its drop shadow, ready to blit at
        ``shadow_origin``."""
        w, h = card.get_size()
        pad = max(3, w // 18)
        canvas = self._shadows.get((-w, -h))
        if canvas is None:  # the shadow alone, on a canvas with room for the card
            canvas = pygame.Surface((w + 2 * pad + 2, h + 2 * pad + 3), pygame.SRCALPHA)
            canvas.blit(self.shadow((w, h)), (2, 3))
            self._shadows[(-w, -h)] = canvas
        surf = canvas.copy()
        surf.blit(card, (pad, pad))
        return fast_blit(surf)

    @staticmethod
    def shadow_origin(rect: pygame.Rect) -> tuple[int, int]:
        pad = max(3, rect.w // 18)
        return rect.x - pad, rect.y - pad

    def blit_with_shadow(
        self, surface: pygame.Surface, card: str | None, rect: pygame.Rect
    ) -> pygame.Rect:
        """``card`` (None: its back) at ``rect`` with its drop shadow: the one blit every
        table, pile and pick-a-card window draws a card with."""
        return surface.blit(self.with_shadow(card, rect.size), self.shadow_origin(rect))

    def draw_numbers(
        self, surface: pygame.Surface, card: str, rect: pygame.Rect, numbers: dict[str, int]
    ) -> None:
        """``card``'s ``numbers`` now (stat -> value, where they differ from what is printed)
        drawn over the printed ones of its face at ``rect``; a face that prints no numbers
        draws nothing."""

    def shadow(self, size: tuple[int, int]) -> pygame.Surface:
        key = (int(size[0]), int(size[1]))
        surf = self._shadows.get(key)
        if surf is None:
            w, h = key
            pad = max(3, w // 18)
            surf = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
            for i in range(pad, -1, -1):  # outermost first: each smaller rect overwrites
                rect = pygame.Rect(pad - i, pad - i, w + 2 * i, h + 2 * i)
                alpha = round(120 * (1 - i / (pad + 1)) ** 1.6)
                pygame.draw.rect(surf, (0, 0, 0, alpha), rect, border_radius=max(4, w // 14) + i)
            self._shadows[key] = surf
        return surf
