"""The table cloth, built in milliseconds from the seamless felt tile and the light of felt.svg.

Why not rasterise ``art/table/felt.svg``: its thousands of tiny fibre strokes cost 120 ms at
960x540 and 420 ms at 1920x1080, on the first frame of every table (start-up) and again for a
new size. Its look is a radial gradient and a vignette under faint strokes; here the gradient
and vignette are computed from the same stops on a small grid and smoothed up to the window,
and the faint strokes come from ``art/table/felt-tile.svg`` (4 ms), added and subtracted around
its base colour. About 15 ms at 1920x1080.
"""

from __future__ import annotations

from collections.abc import Generator

import pygame

from tabletop.ui.resources import Resources

TILE = "table/felt-tile.svg"
TILE_SIDE = 256
TILE_BASE = (0x1A, 0x43, 0x3A)  # the tile's plain colour (see the SVG's comment)
# felt.svg, in its own 1600x900 units: radial gradient "felt" and the vignette "vign"
ART_SIZE = (1600.0, 900.0)
LIGHT_CENTER, LIGHT_RADII = (800.0, 420.0), (1000.0, 620.0)
LIGHT_STOPS = ((0.0, (0x24, 0x5A, 0x4C)), (0.6, (0x17, 0x3D, 0x34)), (1.0, (0x0A, 0x1A, 0x15)))
VIGNETTE_CENTER, VIGNETTE_RADII = (800.0, 450.0), (1000.0, 640.0)
VIGNETTE_FROM, VIGNETTE_ALPHA = 0.62, 0.6
GRID_W = 48  # columns of the computed light; rows follow the window's shape
# felt.svg's faint gold emblem in the middle: two rings and an eight-pointed star
EMBLEM_COLOR = (0xD6, 0xC0, 0x7A)
EMBLEM_RINGS = ((250.0, 3.0, 0.06), (235.0, 1.5, 0.045))  # radius, stroke width, opacity
EMBLEM_STAR = (  # (x, y) in art units, stroke 2, opacity 0.045
    (800, 225), (846, 339), (959, 291), (911, 404), (1025, 450), (911, 496), (959, 609),
    (846, 561), (800, 675), (754, 561), (641, 609), (689, 496), (575, 450), (689, 404),
    (641, 291), (754, 339),
)  # fmt: skip


def _ramp(t: float) -> tuple[float, float, float]:
    """The gradient's colour at ``t`` (0 centre, 1 edge; padded beyond)."""
    t = max(0.0, min(1.0, t))
    for (t0, c0), (t1, c1) in zip(LIGHT_STOPS, LIGHT_STOPS[1:], strict=False):
        if t <= t1:
            k = (t - t0) / (t1 - t0)
            return (
                c0[0] + (c1[0] - c0[0]) * k,
                c0[1] + (c1[1] - c0[1]) * k,
                c0[2] + (c1[2] - c0[2]) * k,
            )
    return tuple(float(c) for c in LIGHT_STOPS[-1][1])  # type: ignore[return-value]


def light(size: tuple[int, int]) -> pygame.Surface:
    """The felt's gradient and vignette covering ``size`` (the 16:9 art centred and cropped,
    as an SVG would be drawn to cover the window)."""
    w, h = max(1, size[0]), max(1, size[1])
    cover = max(w / ART_SIZE[0], h / ART_SIZE[1])  # window pixels per art unit
    gw = max(2, min(GRID_W, w))
    gh = max(2, min(round(gw * h / w), h))
    small = pygame.Surface((gw, gh))
    ox = (ART_SIZE[0] - w / cover) / 2  # art units cropped on the left / top
    oy = (ART_SIZE[1] - h / cover) / 2
    xs = [ox + (i + 0.5) / gw * w / cover for i in range(gw)]
    ys = [oy + (j + 0.5) / gh * h / cover for j in range(gh)]
    # squared distances along each axis, in each ellipse's radii
    lx = [((x - LIGHT_CENTER[0]) / LIGHT_RADII[0]) ** 2 for x in xs]
    vx = [((x - VIGNETTE_CENTER[0]) / VIGNETTE_RADII[0]) ** 2 for x in xs]
    span = 1.0 - VIGNETTE_FROM
    for j, y in enumerate(ys):
        ly = ((y - LIGHT_CENTER[1]) / LIGHT_RADII[1]) ** 2
        vy = ((y - VIGNETTE_CENTER[1]) / VIGNETTE_RADII[1]) ** 2
        for i in range(gw):
            v = ((vx[i] + vy) ** 0.5 - VIGNETTE_FROM) / span
            shade = 1.0 - VIGNETTE_ALPHA * (0.0 if v <= 0 else 1.0 if v >= 1 else v)
            r, g, b = _ramp((lx[i] + ly) ** 0.5)
            small.set_at((i, j), (round(r * shade), round(g * shade), round(b * shade)))
    if pygame.display.get_surface() is not None:
        small = small.convert()
    return pygame.transform.smoothscale(small, (w, h))


def emblem(size: tuple[int, int]) -> tuple[pygame.Surface, tuple[int, int]]:
    """felt.svg's emblem for a window of ``size``, and where to blit it."""
    w, h = max(1, size[0]), max(1, size[1])
    cover = max(w / ART_SIZE[0], h / ART_SIZE[1])
    half = round(260 * cover) + 2
    surf = pygame.Surface((2 * half, 2 * half), pygame.SRCALPHA)

    def at(x: float, y: float) -> tuple[float, float]:
        return half + (x - 800) * cover, half + (y - 450) * cover

    for radius, width, opacity in EMBLEM_RINGS:
        color = (*EMBLEM_COLOR, round(255 * opacity))
        pygame.draw.circle(
            surf, color, (half, half), round(radius * cover), max(1, round(width * cover))
        )
    star = [at(x, y) for x, y in EMBLEM_STAR]
    pygame.draw.polygon(surf, (*EMBLEM_COLOR, round(255 * 0.045)), star, max(1, round(2 * cover)))
    return surf, (round(w / 2) - half, round(h / 2) - half)


def render(res: Resources, size: tuple[int, int]) -> pygame.Surface:
    """The whole cloth at ``size``: light, the tile's strokes around its base colour, and the
    emblem."""
    steps = render_steps(res, size)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


def render_steps(res: Resources, size: tuple[int, int]) -> Generator[None, None, pygame.Surface]:
    """:func:`render` in slices of a few milliseconds each (the light; the emblem; each row of
    the tile's strokes), since the table's first board is built over several frames
    (firstframe.py); returns the cloth."""
    out = light(size)
    yield
    out.blit(*emblem(size))
    try:
        tile = res.try_image(TILE, (TILE_SIDE, TILE_SIDE))
    except Exception:  # art is made while we work: a bad file means a plain cloth
        tile = None
    if tile is None:
        return out
    base = pygame.Surface(tile.get_size())
    base.fill(TILE_BASE)
    lighter = tile.copy()  # what the strokes add to the base colour...
    lighter.blit(base, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    darker = base.copy()  # ...and what they take away
    darker.blit(tile, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    tw, th = tile.get_size()
    yield
    for y in range(0, size[1], th):
        for x in range(0, size[0], tw):
            out.blit(lighter, (x, y), special_flags=pygame.BLEND_RGB_ADD)
            out.blit(darker, (x, y), special_flags=pygame.BLEND_RGB_SUB)
        yield  # a row of tiles at a time: 2-3 ms each at 1920x1080
    return out
