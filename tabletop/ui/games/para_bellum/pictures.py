"""The illustrations on Para Bellum's cards (``art/para-bellum/illustrations``, made by
``art/tools/para_bellum_art.py``): one per Command card design, shown in the frame's round
medallion, and one per Army card design, shown above the legion band.

Pictures are scaled from a master rasterisation (prefetched in the background, see
:meth:`ParaBellumArt.masters`) and cached per size, so a face costs no SVG work in a frame.
"""

from __future__ import annotations

import pygame

from tabletop.games.para_bellum.data import ARMY, COMMAND, STARTING
from tabletop.ui import palette
from tabletop.ui.resources import Resources

ART = "para-bellum"
DISC_MASTER = (280, 280)  # the Command pictures' master rasterisation (140x140 drawn twice)
ARMY_MASTER = (400, 160)  # the Army pictures' (200x80)


def picture_of(card: str) -> tuple[str, tuple[int, int]] | None:
    """The illustration of ``card`` and its master size, or None (no picture). Army pictures
    are in the legion colours: the colour-blind palette's have their own files (``-cb``)."""
    cb = "-cb" if palette.mode() == palette.COLOUR_BLIND else ""
    if card in COMMAND:
        return f"{ART}/illustrations/{COMMAND[card]['key']}.svg", DISC_MASTER
    if card in ARMY:
        return f"{ART}/illustrations/army-{ARMY[card]['pattern']}{cb}.svg", ARMY_MASTER
    if card in STARTING:
        return f"{ART}/illustrations/{card}{cb}.svg", ARMY_MASTER
    return None


def masters() -> list[tuple[str, tuple[int, int]]]:
    """Every picture's master in the palette now in use (for Resources.prefetch)."""
    seen: dict[str, tuple[int, int]] = {}
    for card in [*COMMAND, *ARMY, *STARTING]:
        pic = picture_of(card)
        if pic is not None:
            seen.setdefault(*pic)
    return list(seen.items())


class Pictures:
    """The pictures at the sizes faces ask for, cached."""

    def __init__(self, res: Resources) -> None:
        self.res = res
        self._cache: dict[tuple[str, int, int, bool], pygame.Surface | None] = {}

    def clear(self) -> None:
        self._cache.clear()

    def _scaled(
        self, rel: str, master: tuple[int, int], size: tuple[int, int]
    ) -> pygame.Surface | None:
        if size[0] <= master[0] and size[1] <= master[1] and self.res.ready(rel, master):
            big = self.res.try_image(rel, master)
            if big is None:
                return None
            return pygame.transform.smoothscale(big, size)
        img = self.res.try_image(rel, size)
        if img is not None and img.get_size() != size:
            img = pygame.transform.smoothscale(img, size)
        return img

    def disc(self, card: str, d: int) -> pygame.Surface | None:
        """``card``'s picture as a disc ``d`` pixels across (a Command card's medallion)."""
        pic = picture_of(card)
        if pic is None or d < 4:
            return None
        key = (pic[0], d, d, True)
        if key not in self._cache:
            img = self._scaled(pic[0], pic[1], (d, d))
            if img is not None:
                img = img.convert_alpha() if pygame.display.get_surface() else img
                mask = pygame.Surface((d, d), pygame.SRCALPHA)
                pygame.draw.circle(mask, (255, 255, 255, 255), (d / 2, d / 2), d / 2)
                img = img.copy()
                img.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            self._cache[key] = img
        return self._cache[key]

    def banner(self, card: str, size: tuple[int, int]) -> pygame.Surface | None:
        """``card``'s picture filling ``size`` (an Army card's picture above its band),
        cut to the size's proportions rather than stretched."""
        pic = picture_of(card)
        w, h = int(size[0]), int(size[1])
        if pic is None or w < 8 or h < 8:
            return None
        key = (pic[0], w, h, False)
        if key not in self._cache:
            mw, mh = pic[1]
            scale = max(w / mw, h / mh)
            full = (max(w, round(mw * scale)), max(h, round(mh * scale)))
            img = self._scaled(pic[0], pic[1], full)
            if img is not None:
                crop = pygame.Rect(0, 0, w, h)
                crop.center = (full[0] // 2, full[1] - h // 2 if full[1] > h else h // 2)
                img = img.subsurface(crop.clip(img.get_rect())).copy()
                img = img.convert() if pygame.display.get_surface() else img
            self._cache[key] = img
        return self._cache[key]
