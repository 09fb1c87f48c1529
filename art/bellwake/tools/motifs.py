# ruff: noqa: E501  (SVG path data reads best on one line)
"""Shared motifs for Bellwake's illustrations (200x140): each returns SVG elements as a string.

Motifs are drawn in local coordinates and placed with ``at(x, y, s)``; colours are parameters.
Backgrounds come in two families: warm candlelight for the keepers' cards, cold grey-blue fog
for the encounter cards.
"""

from __future__ import annotations

import math
import random

from svgkit import at, bell, circle, ellipse, lin, path, rad, rect

DARK = "#120a04"
COLD_DARK = "#0a0e14"

# ----- backgrounds ----------------------------------------------------------------------------

SKIES = {
    "candle": ("#f0b860", "#5a2a0c", "#ffe0a0"),  # top, bottom, glow
    "hearth": ("#c86a28", "#2a0e04", "#ffc070"),
    "dusk": ("#d89a6a", "#3a2a48", "#ffd8a0"),
    "fog": ("#a8b8c8", "#2a3a4c", "#e8f0f6"),
    "night": ("#2a3a5a", "#06080e", "#8aa0c0"),
    "frost": ("#c8dcec", "#4a6a88", "#ffffff"),
    "furnace": ("#e0702a", "#1a0804", "#ffd070"),
    "void": ("#4a5262", "#0a0c10", "#aab4c4"),
}


def sky(name: str, gx: float = 100, gy: float = 60, gid: str = "sky") -> str:
    top, bottom, glow = SKIES[name]
    defs = (
        "<defs>"
        + lin(gid, [(0, top), (1, bottom)])
        + rad(gid + "g", gx, gy, 110, 80, [(0, glow, 0.75), (0.5, glow, 0.2), (1, glow, 0)])
        + "</defs>"
    )
    return defs + rect(0, 0, 200, 140, f"url(#{gid})") + rect(0, 0, 200, 140, f"url(#{gid}g)")


def stars(n: int = 24, seed: int = 1, top: float = 70) -> str:
    rnd = random.Random(seed)
    return "".join(
        circle(
            rnd.uniform(2, 198),
            rnd.uniform(2, top),
            rnd.uniform(0.4, 1.1),
            "#f4f0e0",
            op=round(rnd.uniform(0.4, 0.9), 2),
        )
        for _ in range(n)
    )


def fog(
    y: float, colour: str = "#dfe8f0", op: float = 0.5, seed: int = 3, thick: float = 14
) -> str:
    """A drifting band of fog across the picture at height ``y``."""
    rnd = random.Random(seed)
    d = f"M-5,140 L-5,{y}"
    x = -5
    while x < 205:
        nx = x + rnd.uniform(30, 55)
        d += f" Q{(x + nx) / 2:.0f},{y - rnd.uniform(4, thick):.0f} {nx:.0f},{y + rnd.uniform(-3, 3):.0f}"
        x = nx
    d += " L205,140 Z"
    return path(d, colour, op=op)


def wisps(
    n: int, seed: int, y0: float, y1: float, colour: str = "#eef3f8", op: float = 0.35
) -> str:
    rnd = random.Random(seed)
    out = []
    for _ in range(n):
        x, y, w = rnd.uniform(0, 200), rnd.uniform(y0, y1), rnd.uniform(20, 50)
        out.append(
            path(
                f"M{x:.0f},{y:.0f} C{x + w * 0.3:.0f},{y - 6:.0f} {x + w * 0.6:.0f},{y + 6:.0f} {x + w:.0f},{y:.0f}",
                "none",
                colour,
                rnd.uniform(1.5, 3.5),
                op,
            )
        )
    return "".join(out)


def snow(n: int = 30, seed: int = 5, colour: str = "#ffffff") -> str:
    rnd = random.Random(seed)
    return "".join(
        circle(
            rnd.uniform(0, 200),
            rnd.uniform(0, 140),
            rnd.uniform(0.6, 1.8),
            colour,
            op=round(rnd.uniform(0.4, 0.9), 2),
        )
        for _ in range(n)
    )


def ground(y: float, fill: str, hill: float = 6) -> str:
    return path(
        f"M0,140 L0,{y} Q50,{y - hill} 100,{y} Q150,{y + hill} 200,{y - hill / 2} L200,140 Z", fill
    )


def mountains(
    base: float,
    fill: str,
    seed: int = 2,
    peaks: int = 4,
    height: float = 50,
    snowcap: str | None = None,
) -> str:
    rnd = random.Random(seed)
    pts = [(-10, base)]
    step = 220 / peaks
    caps = []
    for i in range(peaks):
        px = -10 + step * (i + 0.5) + rnd.uniform(-10, 10)
        py = base - height * rnd.uniform(0.6, 1.0)
        pts += [(px, py), (-10 + step * (i + 1), base - height * rnd.uniform(0.1, 0.35))]
        if snowcap:
            caps.append(
                path(
                    f"M{px - 9:.0f},{py + 10:.0f} L{px:.0f},{py:.0f} L{px + 9:.0f},{py + 10:.0f} L{px + 3:.0f},{py + 7:.0f} L{px - 3:.0f},{py + 11:.0f} Z",
                    snowcap,
                )
            )
    d = "M" + " L".join(f"{x:.0f},{y:.0f}" for x, y in pts) + f" L210,{base} L210,140 L-10,140 Z"
    return path(d, fill) + "".join(caps)


# ----- places ---------------------------------------------------------------------------------


def stair(
    x0: float,
    y0: float,
    steps: int,
    dx: float,
    dy: float,
    fill: str,
    edge: str,
    ice: str | None = None,
) -> str:
    """Stone steps climbing to the right from (x0, y0), each dx wide and dy high."""
    d = f"M{x0},{140} L{x0},{y0}"
    out = []
    for i in range(steps):
        x, y = x0 + i * dx, y0 - i * dy
        d += f" L{x + dx:.1f},{y:.1f} L{x + dx:.1f},{y - dy:.1f}"
        if ice:
            out.append(path(f"M{x + 1:.1f},{y:.1f} L{x + dx - 1:.1f},{y:.1f}", "none", ice, 2))
            out.append(
                path(
                    f"M{x + dx * 0.3:.1f},{y:.1f} L{x + dx * 0.35:.1f},{y + 5:.1f} L{x + dx * 0.4:.1f},{y:.1f} Z",
                    ice,
                )
            )
    d += f" L{x0 + steps * dx:.1f},140 Z"
    return path(d, fill, edge, 1.2) + "".join(out)


def tower(
    x: float,
    base: float,
    w: float,
    h: float,
    stone: str,
    dark: str,
    bell_fill: str = "#c89040",
    lit: str | None = None,
) -> str:
    """A bell tower: shaft, belfry arch with a bell in it, a pointed roof."""
    top = base - h
    out = [
        rect(x - w / 2, top, w, h, stone, dark, 1),
        path(f"M{x - w / 2 - 3},{top} L{x},{top - w * 0.9} L{x + w / 2 + 3},{top} Z", dark),
        path(
            f"M{x - w * 0.32},{top + w * 0.9} L{x - w * 0.32},{top + w * 0.45} Q{x},{top + w * 0.05} {x + w * 0.32},{top + w * 0.45} L{x + w * 0.32},{top + w * 0.9} Z",
            lit or "#1a1410",
        ),
        at(x, top + w * 0.55, w / 95, bell(bell_fill, DARK, "#fff0c0")),
    ]
    for i in range(3):
        wy = top + w * 1.3 + i * (h - w * 1.3) / 3.2
        out.append(rect(x - 2, wy, 4, 7, lit or "#1a1410"))
    return "".join(out)


def arch_gate(x: float, base: float, w: float, h: float, stone: str, dark: str, inside: str) -> str:
    out = [
        rect(x - w / 2 - 14, base - h - 10, w + 28, h + 10, stone, dark, 1.2),
        path(
            f"M{x - w / 2},{base} L{x - w / 2},{base - h + w / 2} Q{x - w / 2},{base - h} {x},{base - h} Q{x + w / 2},{base - h} {x + w / 2},{base - h + w / 2} L{x + w / 2},{base} Z",
            inside,
            dark,
            1.5,
        ),
    ]
    for i in range(5):
        gx = x - w / 2 + (i + 0.5) * w / 5
        out.append(path(f"M{gx:.1f},{base - h + 4} L{gx:.1f},{base}", "none", dark, 2.2))
    out.append(
        path(f"M{x - w / 2},{base - h * 0.45} L{x + w / 2},{base - h * 0.45}", "none", dark, 2)
    )
    for i in range(4):  # crenels
        cx = x - w / 2 - 14 + i * (w + 28) / 3.5
        out.append(rect(cx, base - h - 18, (w + 28) / 7, 9, stone, dark, 1))
    return "".join(out)


def candle(
    x: float,
    base: float,
    h: float = 16,
    wax: str = "#f6ead0",
    flame: str = "#ffc040",
    glow: bool = True,
) -> str:
    out = []
    if glow:
        out.append(circle(x, base - h - 4, 10, "#ffd890", op=0.25))
    out.append(rect(x - 2.5, base - h, 5, h, wax, "#6a4a2a", 0.6, 1))
    out.append(
        path(
            f"M{x},{base - h - 9} C{x + 3},{base - h - 5} {x + 2.5},{base - h - 1} {x},{base - h - 1} C{x - 2.5},{base - h - 1} {x - 3},{base - h - 5} {x},{base - h - 9} Z",
            flame,
        )
    )
    return "".join(out)


def rings(
    x: float,
    y: float,
    colour: str,
    n: int = 3,
    r0: float = 14,
    gap: float = 8,
    w: float = 2.2,
    op: float = 0.8,
) -> str:
    """Sound rings spreading from (x, y): pairs of arcs either side."""
    out = []
    for i in range(n):
        r = r0 + i * gap
        o = round(op * (1 - i / (n + 1)), 2)
        out.append(
            path(
                f"M{x - r:.1f},{y - r * 0.6:.1f} Q{x - r * 1.3:.1f},{y} {x - r:.1f},{y + r * 0.6:.1f}",
                "none",
                colour,
                w,
                o,
            )
        )
        out.append(
            path(
                f"M{x + r:.1f},{y - r * 0.6:.1f} Q{x + r * 1.3:.1f},{y} {x + r:.1f},{y + r * 0.6:.1f}",
                "none",
                colour,
                w,
                o,
            )
        )
    return "".join(out)


def hanging_bell(
    x: float,
    y: float,
    s: float,
    fill: str = "#c89040",
    dark: str = DARK,
    light: str = "#fff0c0",
    beam: str | None = "#3a2410",
    rot: float = 0,
) -> str:
    out = []
    if beam:
        out.append(path(f"M{x},{y - 34 * s - 20} L{x},{y - 34 * s}", "none", beam, 2))
    out.append(at(x, y, s, bell(fill, dark, light), rot))
    return "".join(out)


# ----- people ---------------------------------------------------------------------------------


def keeper(
    cloak: str,
    skin: str = "#e8c49a",
    hood: bool = True,
    trim: str = "#f0d890",
    item: str = "",
    face: bool = True,
) -> str:
    """A cloaked keeper, feet at (0, 0), about 62 tall; ``item`` is drawn in the right hand
    (local coordinates, the hand at (13, -30))."""
    out = [
        ellipse(0, 0, 16, 3, "#000000", op=0.3),
        path("M-9,-44 C-16,-40 -18,-20 -18,0 L18,0 C18,-20 16,-40 9,-44 Z", cloak, DARK, 1.2),
        path("M-18,0 L18,0 L16,-4 L-16,-4 Z", trim, op=0.8),
        path("M0,-42 L0,-4", "none", DARK, 0.8, 0.5),
    ]
    if hood:
        out.append(
            path("M-10,-44 C-12,-58 12,-58 10,-44 C8,-40 -8,-40 -10,-44 Z", cloak, DARK, 1.2)
        )
        if face:
            out.append(ellipse(0, -48, 5, 6, skin))
            out.append(path("M-3,-49 L-1,-49 M1,-49 L3,-49", "none", DARK, 1))
    else:
        out.append(circle(0, -50, 7, skin, DARK, 1))
        out.append(path("M-7,-52 C-7,-60 7,-60 7,-52 C4,-56 -4,-56 -7,-52 Z", "#5a3a1a"))
    out.append(path("M9,-38 C14,-34 15,-30 13,-28", "none", cloak, 5))
    out.append(circle(13, -29, 2.6, skin))
    out.append(item)
    return "".join(out)


def staff(colour: str = "#6a4a2a") -> str:
    return path("M13,-60 L13,0", "none", colour, 2.4)


def lantern() -> str:
    return (
        path("M13,-29 L13,-24", "none", DARK, 1)
        + circle(13, -18, 9, "#ffd890", op=0.3)
        + rect(9, -24, 8, 11, "#ffc040", DARK, 1, 1.5)
        + path("M9,-24 L13,-27 L17,-24", "none", DARK, 1)
    )


def hammer_item(head: str = "#c89040") -> str:
    return path("M13,-28 L24,-56", "none", "#6a4a2a", 3) + path(
        "M16,-60 L30,-54 L28,-49 L14,-55 Z", head, DARK, 1
    )


def shield_item(face: str = "#8a5a2a") -> str:
    return path("M6,-36 L22,-36 C22,-22 18,-14 14,-10 C10,-14 6,-22 6,-36 Z", face, DARK, 1.2) + at(
        14, -26, 0.14, bell("#e8c070", DARK, "#fff0c0", False)
    )


def book_item() -> str:
    return path("M5,-34 L21,-34 L21,-22 L5,-22 Z", "#7a2a1a", DARK, 1) + path(
        "M13,-34 L13,-22", "none", "#f0d890", 1
    )


# ----- the silent ones --------------------------------------------------------------------------


def hound(body: str = "#1e2430", eye: str = "#c8e0ff") -> str:
    """A hollow hound, paws at y 0, facing left, about 70 long."""
    out = [
        ellipse(0, 0, 34, 3, "#000000", op=0.35),
        path(
            "M-30,-30 C-36,-34 -42,-30 -44,-26 L-36,-22 C-34,-18 -30,-16 -26,-18 L-24,-8 L-28,0 L-22,0 L-18,-10 L-16,-16 C-4,-12 10,-12 18,-16 L22,-6 L18,0 L24,0 L28,-10 L28,-20 C34,-24 38,-32 40,-40 C36,-32 32,-28 26,-28 C14,-34 -2,-36 -16,-34 C-20,-38 -26,-38 -30,-30 Z",
            body,
            COLD_DARK,
            1,
        ),
        path("M-30,-36 L-26,-44 L-23,-35 Z", body),
        ellipse(-32, -28, 2.2, 1.6, eye),
        circle(-32, -28, 5, eye, op=0.25),
        path("M-10,-28 C-4,-24 4,-24 10,-28 M-8,-22 C-2,-18 4,-18 8,-22", "none", "#3a4658", 1.2),
    ]
    return "".join(out)


def hooded(
    robe: str = "#3a4656",
    inner: str = "#05070a",
    eye: str | None = None,
    seam: str = "#5a6a7c",
    mouthless: bool = True,
) -> str:
    """A silent robed figure, feet at (0, 0), about 70 tall, its hood an empty dark."""
    out = [
        ellipse(0, 0, 18, 3, "#000000", op=0.35),
        path("M-10,-50 C-20,-44 -22,-20 -24,0 L24,0 C22,-20 20,-44 10,-50 Z", robe, COLD_DARK, 1.2),
        path("M-12,-50 C-16,-66 16,-66 12,-50 C10,-44 -10,-44 -12,-50 Z", robe, COLD_DARK, 1.2),
        ellipse(0, -52, 7, 8, inner),
        path("M0,-44 L0,-2 M-10,-30 L-14,-2 M10,-30 L14,-2", "none", seam, 0.9),
        path("M-8,-36 C-4,-32 4,-32 8,-36 L6,-26 L-6,-26 Z", robe, COLD_DARK, 1),
    ]
    if eye:
        out.append(ellipse(-2.5, -53, 1.4, 0.9, eye) + ellipse(2.5, -53, 1.4, 0.9, eye))
    if mouthless:
        out.append(path("M-3,-48 L3,-48", "none", seam, 0.8))
    return "".join(out)


def husk(metal: str = "#a8743a", dark: str = "#3a2410", glow: str = "#ffb040") -> str:
    """A hulking bronze husk, feet at (0, 0), about 80 tall."""
    out = [
        ellipse(0, 0, 28, 4, "#000000", op=0.4),
        path("M-14,-2 L-18,-30 L-10,-30 L-6,-2 Z M14,-2 L18,-30 L10,-30 L6,-2 Z", metal, dark, 1.2),
        path(
            "M-26,-34 C-28,-56 -16,-66 0,-66 C16,-66 28,-56 26,-34 C20,-26 -20,-26 -26,-34 Z",
            metal,
            dark,
            1.4,
        ),
        path(
            "M-26,-56 C-38,-52 -40,-36 -36,-20 L-30,-20 C-30,-34 -28,-44 -22,-50 Z M26,-56 C38,-52 40,-36 36,-20 L30,-20 C30,-34 28,-44 22,-50 Z",
            metal,
            dark,
            1.2,
        ),
        at(0, -74, 0.42, bell(metal, dark, "#ffe0a0", False)),
        path("M-5,-78 L5,-78", "none", glow, 2.5),
        path("M-18,-50 C-8,-46 8,-46 18,-50 M-20,-40 C-8,-36 8,-36 20,-40", "none", dark, 1.2),
        path("M-6,-58 L-2,-50 L-7,-44", "none", glow, 1.2, 0.8),
    ]
    return "".join(out)


def gear_item(kind: str) -> str:
    """Standalone objects for gear and upgrade pictures, centred on (0, 0), about 70 across."""
    if kind == "hammer":
        return (
            path("M-30,30 L16,-16", "none", "#6a4a2a", 8)
            + path("M-30,30 L16,-16", "none", "#8a6a42", 3)
            + path("M2,-34 L34,-2 L24,8 L-8,-24 Z", "#c89040", DARK, 1.5)
            + path("M6,-28 L28,-6", "none", "#ffe0a0", 1.5, 0.8)
        )
    if kind == "mantle":
        out = [
            path(
                "M-14,-32 C-30,-28 -38,0 -40,30 L40,30 C38,0 30,-28 14,-32 C8,-24 -8,-24 -14,-32 Z",
                "#7a3a22",
                DARK,
                1.5,
            )
        ]
        for i in range(5):
            y = -18 + i * 11
            out.append(path(f"M{-34 + i * 1.2},{y} L{34 - i * 1.2},{y}", "none", "#e0b070", 1, 0.6))
        for i in range(-3, 4):
            out.append(
                path(f"M{i * 10},{-26 + abs(i) * 2} L{i * 11},30", "none", "#e0b070", 1, 0.5)
            )
        out.append(circle(0, -26, 4, "#e8c070", DARK, 1))
        return "".join(out)
    if kind == "fork":
        return (
            path("M-10,-36 L-10,0 C-10,10 10,10 10,0 L10,-36", "none", "#d8dce0", 5)
            + path("M0,8 L0,36", "none", "#a8acb0", 5)
            + rings(0, -18, "#ffe0a0", 3, 18, 8)
        )
    if kind == "stone":
        return (
            circle(0, 0, 34, "#ffe0a0", op=0.18)
            + path(
                "M-22,8 C-26,-10 -12,-24 4,-22 C20,-20 26,-6 22,10 C18,22 -16,24 -22,8 Z",
                "#6a7a8a",
                "#1e2a38",
                1.5,
            )
            + path("M-8,-6 L0,-12 L8,-6 L6,4 L-6,4 Z", "#ffe0a0", op=0.9)
            + rings(0, 0, "#ffe0a0", 3, 30, 9, 2, 0.6)
        )
    if kind == "arm":
        return (
            path(
                "M-40,24 C-20,20 -6,10 4,-6 C8,-14 18,-18 26,-14 C34,-10 36,0 30,6 C24,12 14,10 10,6 C0,18 -16,30 -40,36 Z",
                "#8a8e96",
                "#20242c",
                1.5,
            )
            + path("M-30,26 L-30,34 M-18,20 L-16,30 M-6,12 L-2,22", "none", "#cfd4dc", 1.5)
            + circle(24, -2, 5, "#cfd4dc", "#20242c")
        )
    if kind == "lungs":
        return path(
            "M-4,-30 L-4,-10 C-10,-14 -26,-10 -28,8 C-30,24 -20,30 -8,26 C-4,20 -4,0 -4,-10 Z M4,-30 L4,-10 C10,-14 26,-10 28,8 C30,24 20,30 8,26 C4,20 4,0 4,-10 Z",
            "#f0c8a0",
            "#6a3a1a",
            1.5,
        ) + wisps(4, 9, -40, -20, "#ffffff", 0.6)
    if kind == "voice":
        return path(
            "M-20,-10 C-20,-26 10,-30 16,-16 C20,-8 14,0 10,2 L10,14 L-6,14 L-6,6 C-14,4 -20,0 -20,-10 Z",
            "#e8c49a",
            "#6a3a1a",
            1.2,
        ) + rings(20, -8, "#ffffff", 3, 10, 8, 2.5, 0.9)
    if kind == "scroll":
        return (
            path("M-34,-24 L30,-24 L30,24 L-34,24 Z", "#f0e0b8", "#6a4a2a", 1.5)
            + ellipse(-34, 0, 5, 24, "#d8c090", "#6a4a2a", 1.2)
            + ellipse(30, 0, 5, 24, "#d8c090", "#6a4a2a", 1.2)
            + "".join(
                path(
                    f"M-24,{-14 + i * 8} L{20 - (i % 2) * 10},{-14 + i * 8}", "none", "#6a4a2a", 1.5
                )
                for i in range(4)
            )
        )
    raise ValueError(kind)


def hush_face(x: float, y: float, s: float, pale: str = "#d8e0e8") -> str:
    """A pale face without a mouth, eyes closed: the Unsung."""
    return at(
        x,
        y,
        s,
        path(
            "M0,-20 C12,-20 16,-8 15,2 C14,14 8,22 0,24 C-8,22 -14,14 -15,2 C-16,-8 -12,-20 0,-20 Z",
            pale,
            "#4a5868",
            1,
        )
        + path("M-9,-2 Q-5,1 -2,-2 M2,-2 Q5,1 9,-2", "none", "#4a5868", 1.2),
    )


def cross_out(x: float, y: float, r: float, colour: str = "#101820") -> str:
    return path(
        f"M{x - r},{y - r} L{x + r},{y + r} M{x + r},{y - r} L{x - r},{y + r}", "none", colour, 3
    )


def rays(
    x: float,
    y: float,
    colour: str,
    n: int = 12,
    r0: float = 20,
    r1: float = 60,
    w: float = 2,
    op: float = 0.35,
) -> str:
    out = []
    for i in range(n):
        a = 2 * math.pi * i / n
        out.append(
            path(
                f"M{x + r0 * math.cos(a):.1f},{y + r0 * math.sin(a):.1f} L{x + r1 * math.cos(a):.1f},{y + r1 * math.sin(a):.1f}",
                "none",
                colour,
                w,
                op,
            )
        )
    return "".join(out)
