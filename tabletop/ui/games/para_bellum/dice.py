"""Para Bellum's dice: faces from ``art/dice`` cached per size, and the roll animation.

A die is drawn from ``art/dice/die-<colour>-<value>.svg`` (pips, shading) rasterised once per
size. A roll tumbles through random faces with a little hop and spin for about half a second
and lands on its value; the board shows the die again only when it has landed.
"""

from __future__ import annotations

import random

import pygame

from tabletop.ui.anim import Anim, ease_out
from tabletop.ui.resources import Resources

MORALE = "white"  # the morale die is drawn as a white die (no art: drawn here)
SMALL_DIE = 26  # smaller dice are drawn flat with large pips: the art's shaded pips blur


class DiceArt:
    """Die faces per (colour, value, size), with a soft shadow baked in."""

    def __init__(self, res: Resources) -> None:
        self.res = res
        self._cache: dict[tuple[str, int, int], pygame.Surface] = {}

    def clear(self) -> None:
        self._cache.clear()

    def face(self, colour: str, value: int, size: int) -> pygame.Surface:
        """The die showing ``value`` at ``size`` pixels, shadow included (size + margin)."""
        value = max(1, min(6, int(value)))
        key = (colour, value, int(size))
        surf = self._cache.get(key)
        if surf is None:
            surf = self._render(colour, value, int(size))
            self._cache[key] = surf
        return surf

    def _render(self, colour: str, value: int, size: int) -> pygame.Surface:
        pad = max(2, size // 10)
        surf = pygame.Surface((size + 2 * pad, size + 2 * pad), pygame.SRCALPHA)
        shadow = pygame.Rect(pad + pad // 2, pad + pad, size, size)
        pygame.draw.rect(surf, (0, 0, 0, 90), shadow, border_radius=max(2, size // 5))
        img = None
        if colour != MORALE and size >= SMALL_DIE:
            img = self.res.try_image(f"dice/die-{colour}-{value}.svg", (size, size))
        if img is not None:
            surf.blit(img, (pad, pad))
        else:
            self._plain(surf, pygame.Rect(pad, pad, size, size), colour, value)
        if pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
        return surf

    @staticmethod
    def _plain(surf: pygame.Surface, rect: pygame.Rect, colour: str, value: int) -> None:
        body = {"black": (38, 38, 46), "red": (200, 30, 42), "blue": (31, 95, 208)}.get(
            colour, (244, 242, 236)
        )
        pip = (20, 20, 24) if colour == MORALE else (255, 255, 255)
        pygame.draw.rect(surf, (10, 10, 12), rect, border_radius=max(2, rect.w // 5))
        pygame.draw.rect(surf, body, rect.inflate(-2, -2), border_radius=max(2, rect.w // 5))
        spots = {
            1: [(0.5, 0.5)],
            2: [(0.25, 0.75), (0.75, 0.25)],
            3: [(0.25, 0.75), (0.5, 0.5), (0.75, 0.25)],
            4: [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)],
            5: [(0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)],
            6: [(0.25, 0.25), (0.75, 0.25), (0.25, 0.5), (0.75, 0.5), (0.25, 0.75), (0.75, 0.75)],
        }[value]
        r = max(2, round(rect.w * 0.11)) if rect.w < SMALL_DIE else max(1, rect.w // 10)
        for fx, fy in spots:
            pygame.draw.circle(
                surf, pip, (rect.x + round(fx * rect.w), rect.y + round(fy * rect.h)), r
            )

    @staticmethod
    def origin(rect: pygame.Rect) -> tuple[int, int]:
        """Where to blit :meth:`face` so the die itself covers ``rect``."""
        pad = max(2, rect.w // 10)
        return rect.x - pad, rect.y - pad


class DieRoll(Anim):
    """A die tumbling onto ``rect`` and landing on ``value``."""

    def __init__(
        self,
        dice: DiceArt,
        colour: str,
        value: int,
        rect: pygame.Rect,
        duration: float = 0.55,
        delay: float = 0.0,
        seed: int = 0,
        hop: int = 0,
    ) -> None:
        super().__init__(duration, delay=delay)
        self.dice, self.colour, self.value, self.rect = dice, colour, value, rect
        rng = random.Random(seed)
        self.faces = [rng.randint(1, 6) for _ in range(8)] + [value]
        self.spin = rng.choice((-1, 1)) * rng.randint(300, 540)
        self.hop = hop or max(6, rect.h)
        self._rotated: dict[tuple[int, int], pygame.Surface] = {}

    def draw(self, surface: pygame.Surface) -> None:
        if not self.started:
            return
        p = self.progress
        k = min(len(self.faces) - 1, int(p * len(self.faces) * 1.1))
        value = self.faces[k] if p < 0.85 else self.value
        img = self.dice.face(self.colour, value, self.rect.w)
        angle = round(self.spin * (1 - ease_out(p)) / 15) * 15
        if angle % 360:
            key = (value, angle)
            rotated = self._rotated.get(key)
            if rotated is None:
                rotated = pygame.transform.rotate(img, angle)
                self._rotated[key] = rotated
            img = rotated
        bounce = abs(1 - p * 1.3) if p < 0.77 else 0.0
        y = self.rect.centery - round(self.hop * (1 - ease_out(p)) * bounce)
        surface.blit(img, img.get_rect(center=(self.rect.centerx, y)))


class DieGlint(Anim):
    """A changed die: a ring pulses around it (raised, lowered, paid)."""

    def __init__(
        self, rect: pygame.Rect, color: tuple[int, int, int], duration: float = 0.6
    ) -> None:
        super().__init__(duration)
        self.rect, self.color = rect, color

    def draw(self, surface: pygame.Surface) -> None:
        if not self.started:
            return
        p = self.progress
        grow = round(self.rect.w * 0.5 * ease_out(p))
        r = self.rect.inflate(2 * grow, 2 * grow)
        ring = pygame.Surface(r.size, pygame.SRCALPHA)
        alpha = round(230 * (1 - p))
        pygame.draw.rect(
            ring,
            (*self.color, alpha),
            ring.get_rect(),
            max(2, self.rect.w // 10),
            border_radius=max(3, r.w // 4),
        )
        surface.blit(ring, r)
