"""Small animations and a timeline that plays them one event at a time.

Each step of a :class:`Timeline` starts with a callback that changes what the table shows (a
card leaves its zone) and returns the animations to play; the step holds the timeline until
its animations have had their ``hold`` time, then its end callback runs (the card lands). Some
effects (a floating number) keep fading while the next step starts. With animations off, every
step runs its callbacks at once and nothing is drawn.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


class Anim:
    """Something drawn for ``duration`` seconds; the timeline waits ``hold`` seconds for it."""

    def __init__(self, duration: float, hold: float | None = None, delay: float = 0.0) -> None:
        self.duration = max(1e-3, duration)
        self.hold = self.duration if hold is None else hold
        self.delay = delay
        self.t = -delay

    @property
    def progress(self) -> float:
        return min(1.0, max(0.0, self.t / self.duration))

    @property
    def done(self) -> bool:
        return self.t >= self.duration

    @property
    def started(self) -> bool:
        return self.t >= 0

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the current frame (override)."""


class Slide(Anim):
    """A card (or any picture) moving from one rectangle to another, resized on the way."""

    def __init__(
        self,
        image: pygame.Surface,
        start: pygame.Rect,
        end: pygame.Rect,
        duration: float,
        lift: float = 0.0,
        delay: float = 0.0,
    ) -> None:
        super().__init__(duration, delay=delay)
        self.image, self.start, self.end, self.lift = image, start, end, lift
        self._scaled: dict[tuple[int, int], pygame.Surface] = {}

    def rect(self) -> pygame.Rect:
        t = ease_in_out(self.progress)
        w = round(lerp(self.start.w, self.end.w, t))
        h = round(lerp(self.start.h, self.end.h, t))
        cx = lerp(self.start.centerx, self.end.centerx, t)
        cy = lerp(self.start.centery, self.end.centery, t) - self.lift * math.sin(math.pi * t)
        r = pygame.Rect(0, 0, max(1, w), max(1, h))
        r.center = (round(cx), round(cy))
        return r

    def draw(self, surface: pygame.Surface) -> None:
        if not self.started:
            return
        r = self.rect()
        img = self.image
        if abs(img.get_height() - r.h) > 2:
            # sizes in steps of 1/16 of the way: at most 17 rescales per slide, not one a frame
            h0, h1 = self.start.h, self.end.h
            step = max(4, abs(h1 - h0) // 16)
            h = max(1, round(r.h / step) * step)
            w = max(1, round(h * img.get_width() / max(1, img.get_height())))
            img = self._scaled.get((w, h))
            if img is None:
                # smooth: a nearest-pixel scale drops columns of the letters ("Swlft Glft")
                img = pygame.transform.smoothscale(self.image, (w, h))
                self._scaled[(w, h)] = img
            r = img.get_rect(center=r.center)
        else:
            r = img.get_rect(center=r.center)
        surface.blit(img, r)


class Flash(Anim):
    """A coloured rounded rectangle fading out over a zone (a loss, a card taken back)."""

    def __init__(
        self,
        rect: pygame.Rect,
        color: tuple[int, int, int],
        duration: float,
        hold: float | None = None,
        delay: float = 0.0,
        peak: int = 150,
    ) -> None:
        super().__init__(duration, hold, delay)
        self.rect = rect
        self.surf = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(
            self.surf,
            (*color, 255),
            self.surf.get_rect(),
            border_radius=max(4, min(rect.size) // 10),
        )
        self.peak = peak

    def draw(self, surface: pygame.Surface) -> None:
        if not self.started:
            return
        p = self.progress
        alpha = self.peak * (p / 0.15 if p < 0.15 else (1 - p) / 0.85)
        self.surf.set_alpha(max(0, min(255, round(alpha))))
        surface.blit(self.surf, self.rect)


class FloatText(Anim):
    """A number or word rising and fading above a point (points lost, tokens gained)."""

    def __init__(
        self,
        image: pygame.Surface,
        center: tuple[int, int],
        duration: float,
        rise: float = 60.0,
        hold: float | None = None,
        delay: float = 0.0,
    ) -> None:
        super().__init__(duration, hold, delay)
        self.image, self.center, self.rise = image, center, rise

    def draw(self, surface: pygame.Surface) -> None:
        if not self.started:
            return
        p = self.progress
        self.image.set_alpha(round(255 * (1 if p < 0.6 else (1 - p) / 0.4)))
        r = self.image.get_rect(
            center=(self.center[0], round(self.center[1] - self.rise * ease_out(p)))
        )
        surface.blit(self.image, r)


class Pulse(Anim):
    """Expanding rings around a rectangle (a card attacking, a card striking back)."""

    def __init__(
        self,
        rect: pygame.Rect,
        color: tuple[int, int, int],
        duration: float,
        hold: float | None = None,
        delay: float = 0.0,
    ) -> None:
        super().__init__(duration, hold, delay)
        self.rect, self.color = rect, color
        grow = max(12, rect.w // 4)
        self.surf = pygame.Surface((rect.w + 2 * grow, rect.h + 2 * grow), pygame.SRCALPHA)
        self.grow = grow

    def draw(self, surface: pygame.Surface) -> None:
        if not self.started:
            return
        p = self.progress
        self.surf.fill((0, 0, 0, 0))
        base = self.surf.get_rect()
        for k in (0.0, 0.35):
            q = (p + k) % 1.0 if p < 1 else 1.0
            g = round(self.grow * ease_out(q))
            r = pygame.Rect(0, 0, self.rect.w + 2 * g, self.rect.h + 2 * g)
            r.center = base.center
            alpha = round(230 * (1 - q))
            pygame.draw.rect(
                self.surf,
                (*self.color, alpha),
                r,
                max(2, self.rect.w // 40),
                border_radius=max(6, self.rect.w // 12),
            )
        surface.blit(self.surf, self.surf.get_rect(center=self.rect.center))


class Banner(Anim):
    """A message across the middle of the table (a new turn, the game is over).

    It always lies wholly inside the surface it is drawn on: a picture wider than the surface
    (less a margin) is scaled down once, and the rectangle is moved in from the edges.
    """

    def __init__(
        self,
        image: pygame.Surface,
        center: tuple[int, int],
        duration: float,
        hold: float | None = None,
    ) -> None:
        super().__init__(duration, hold)
        self.image, self.center = image, center
        self._fitted: tuple[tuple[int, int], pygame.Surface] | None = None

    def fitted(self, size: tuple[int, int]) -> pygame.Surface:
        """The picture, scaled down to fit ``size`` with margins when it is larger."""
        if self._fitted is not None and self._fitted[0] == size:
            return self._fitted[1]
        img = self.image
        margin = max(4, size[0] // 60)
        room_w, room_h = max(1, size[0] - 2 * margin), max(1, size[1] - 2 * margin)
        w, h = img.get_size()
        if w > room_w or h > room_h:
            k = min(room_w / w, room_h / h)
            img = pygame.transform.smoothscale(img, (max(1, round(w * k)), max(1, round(h * k))))
        self._fitted = (size, img)
        return img

    def rect(self, size: tuple[int, int]) -> pygame.Rect:
        """Where the banner is drawn on a surface of ``size``."""
        rect = self.fitted(size).get_rect(center=self.center)
        rect.clamp_ip(pygame.Rect((0, 0), size))
        return rect

    def draw(self, surface: pygame.Surface) -> None:
        p = self.progress
        fade = p / 0.15 if p < 0.15 else (1 - p) / 0.25 if p > 0.75 else 1.0
        size = surface.get_size()
        img = self.fitted(size)
        img.set_alpha(round(255 * max(0.0, min(1.0, fade))))
        surface.blit(img, self.rect(size))


class Shake(Anim):
    """Jiggles whatever reads :meth:`offset` (the deck while it is shuffled)."""

    def __init__(self, duration: float, amplitude: float = 6.0) -> None:
        super().__init__(duration)
        self.amplitude = amplitude

    def offset(self) -> tuple[int, int]:
        p = self.progress
        a = self.amplitude * (1 - p)
        return round(a * math.sin(p * 40)), round(a * 0.5 * math.cos(p * 33))


@dataclass
class Step:
    begin: Callable[[], list[Anim]]
    end: Callable[[], None] | None = None
    anims: list[Anim] = field(default_factory=list)
    waited: float = 0.0
    hold: float = 0.0
    playing: bool = True  # False: no move is being played (a dropped card springs back)


class Timeline:
    """Plays steps in order; ``speed`` scales time; ``instant`` skips all drawing."""

    def __init__(self) -> None:
        self.queue: deque[Step] = deque()
        self.current: Step | None = None
        self.active: list[Anim] = []  # everything being drawn, including leftovers
        self.speed = 1.0
        self.instant = False

    @property
    def busy(self) -> bool:
        return bool(self.current or self.queue or self.active)

    @property
    def blocking(self) -> bool:
        """True while a step is still playing (input and bots wait)."""
        return bool(self.current or self.queue)

    @property
    def playing(self) -> bool:
        """True while a step that plays out a move is queued or playing (the prompt then says
        so; a card springing back from a wrong drop is not a move)."""
        current = self.current
        return (current is not None and current.playing) or any(s.playing for s in self.queue)

    def push(
        self,
        begin: Callable[[], list[Anim]],
        end: Callable[[], None] | None = None,
        playing: bool = True,
    ) -> None:
        self.queue.append(Step(begin, end, playing=playing))
        if self.instant:
            self.finish()

    def _start_next(self) -> None:
        while self.current is None and self.queue:
            step = self.queue.popleft()
            step.anims = step.begin() or []
            if self.instant:
                if step.end:
                    step.end()
                continue
            step.hold = max((a.delay + a.hold for a in step.anims), default=0.0)
            self.active.extend(step.anims)
            if step.hold <= 0:
                if step.end:
                    step.end()
                continue
            self.current = step

    def update(self, dt: float) -> bool:
        """Advance by ``dt`` seconds; True if anything is drawn or pending."""
        dt *= self.speed
        self._start_next()
        for anim in self.active:
            anim.update(dt)
        self.active = [a for a in self.active if not a.done]
        if self.current is not None:
            self.current.waited += dt
            if self.current.waited >= self.current.hold:
                step, self.current = self.current, None
                if step.end:
                    step.end()
                self._start_next()
        return self.busy

    def finish(self) -> None:
        """Run every pending step's callbacks now and drop all drawing (skip)."""
        if self.current is not None:
            step, self.current = self.current, None
            if step.end:
                step.end()
        while self.queue:
            step = self.queue.popleft()
            step.begin()
            if step.end:
                step.end()
        self.active.clear()

    def draw(self, surface: pygame.Surface) -> None:
        for anim in self.active:
            anim.draw(surface)

    def shake_offset(self) -> tuple[int, int]:
        for anim in self.active:
            if isinstance(anim, Shake):
                return anim.offset()
        return (0, 0)


class Callback(Anim):
    """An invisible animation that calls back when it ends (a card or a die lands); the
    timeline waits ``hold`` seconds for it (default: its duration)."""

    def __init__(
        self, callback: Callable[[], None], duration: float, hold: float | None = None
    ) -> None:
        super().__init__(duration, hold=duration if hold is None else hold)
        self.callback = callback
        self.called = False

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.done and not self.called:
            self.called = True
            self.callback()
