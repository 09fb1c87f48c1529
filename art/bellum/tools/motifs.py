# ruff: noqa: E501  (SVG path data reads best on one line)
"""Shared motifs for Bellum's illustrations (200x140): each returns SVG elements as a string.

Motifs are drawn in their own local coordinates and placed with ``at(x, y, s)``; colours are
parameters so one motif serves several cards.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from svgshapes import at, circle, ellipse, path  # noqa: E402, F401 (shared; used by illustrations.py)

DARK = "#140a04"


def rect(
    x: float,
    y: float,
    w: float,
    h: float,
    fill: str,
    stroke: str = "none",
    sw: float = 1,
    rx: float = 0,
) -> str:
    s = f' stroke="{stroke}" stroke-width="{sw}"' if stroke != "none" else ""
    r = f' rx="{rx}"' if rx else ""
    return f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" fill="{fill}"{s}{r}/>'


def line(x1: float, y1: float, x2: float, y2: float, col: str, w: float = 2) -> str:
    return f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="{col}" stroke-width="{w}" stroke-linecap="round"/>'


# ----- backgrounds ------------------------------------------------------------------------------


def background(
    top: str, bottom: str, ground: str | None = None, horizon: float = 108
) -> tuple[str, str]:
    """(defs, body) of a sky gradient with an optional ground strip."""
    defs = f'<linearGradient id="sky" x1="0%" y1="0%" x2="0%" y2="100%"><stop offset="0" stop-color="{top}"/><stop offset="1" stop-color="{bottom}"/></linearGradient>'
    body = rect(0, 0, 200, 140, "url(#sky)")
    if ground:
        body += path(
            f"M0,{horizon} C50,{horizon - 6} 150,{horizon + 4} 200,{horizon - 2} L200,140 L0,140 Z",
            ground,
        )
    return defs, body


def sun(cx: float, cy: float, r: float, col: str = "#fff0b0", glow: str = "#ffd070") -> str:
    return circle(cx, cy, r * 1.6, glow, op=0.35) + circle(cx, cy, r, col)


def stars(points: list[tuple[float, float]], col: str = "#fff4d0") -> str:
    return "".join(circle(x, y, 1.2, col) for x, y in points)


def hills(y: float, col: str, amp: float = 12) -> str:
    return path(
        f"M0,{y} C30,{y - amp} 60,{y - amp} 90,{y - 2} C120,{y + 4} 150,{y - amp * 1.3} 200,{y - 4} L200,140 L0,140 Z",
        col,
    )


def sea(y: float, col: str = "#2a5a9a", crest: str = "#a8d0f0") -> str:
    out = rect(0, y, 200, 140 - y, col)
    for i in range(3):
        yy = y + 6 + i * 9
        d = f"M{-10 + i * 7},{yy}" + "".join(" q6,-4 12,0 q6,4 12,0" for _ in range(10))
        out += path(d, stroke=crest, w=1.2)
    return out


def cloud(cx: float, cy: float, s: float = 1, col: str = "#f4f4fa", op: float = 0.9) -> str:
    return "".join(
        ellipse(cx + dx * s, cy + dy * s, rx * s, ry * s, col, op=op)
        for dx, dy, rx, ry in ((0, 0, 22, 8), (-14, 3, 14, 6), (14, 2, 16, 7), (2, -5, 12, 7))
    )


# ----- arms and armour --------------------------------------------------------------------------


def helmet(
    x: float,
    y: float,
    s: float = 1,
    metal: str = "#c8903a",
    crest: str | None = "#c0282a",
    dark: str = "#4a2a0a",
) -> str:
    """A Corinthian helmet, front view; about 48 x 70 at s=1, centre of the dome at (x, y)."""
    b = ""
    if crest:
        b += path("M-26,-12 C-28,-50 28,-50 26,-12 C18,-26 -18,-26 -26,-12 Z", crest, dark, 1.2)
        b += "".join(
            line(i * 4, -40 + abs(i) * 1.2, i * 5, -22, "#00000055", 1) for i in range(-4, 5)
        )
    b += path(
        "M-20,0 C-20,-30 20,-30 20,0 L19,24 L7,32 L5,10 L-5,10 L-7,32 L-19,24 Z", metal, dark, 1.5
    )
    b += path("M-16,-2 Q-9,-7 -3,-3 L-3,3 Q-9,1 -16,4 Z M16,-2 Q9,-7 3,-3 L3,3 Q9,1 16,4 Z", DARK)
    b += path("M-14,-14 C-10,-22 0,-24 6,-22", stroke="#fff0c0", w=2)
    return at(x, y, s, b)


def spear(
    x1: float,
    y1: float,
    x2: float,
    y2: float,
    shaft: str = "#6a4420",
    head: str = "#d8d8d0",
    w: float = 3,
) -> str:
    ang = math.degrees(math.atan2(y2 - y1, x2 - x1))
    tip = at(x2, y2, w / 3, path("M10,0 L-4,-5 L-10,0 L-4,5 Z", head, DARK, 0.8), ang)
    return line(x1, y1, x2, y2, shaft, w) + tip


def emblem(kind: str, col: str) -> str:
    """Shield devices in a 40-unit circle centred on the origin."""
    if kind == "lambda":
        return path("M-10,11 L0,-11 L10,11", stroke=col, w=5)
    if kind == "owl":
        return (
            ellipse(0, 3, 9, 11, col)
            + circle(-4, -2, 3.2, "#f6ecd2")
            + circle(4, -2, 3.2, "#f6ecd2")
            + circle(-4, -2, 1.4, DARK)
            + circle(4, -2, 1.4, DARK)
            + path("M-8,-8 L-5,-4 M8,-8 L5,-4", stroke=col, w=2)
            + path("M-1.5,2 L1.5,2 L0,5 Z", "#e0a020")
        )
    if kind == "star":
        pts = " ".join(
            f"{(12 if i % 2 == 0 else 5) * math.cos(i * math.pi / 8):.1f},{(12 if i % 2 == 0 else 5) * math.sin(i * math.pi / 8):.1f}"
            for i in range(16)
        )
        return f'<polygon points="{pts}" fill="{col}"/>'
    if kind == "gorgon":
        out = "".join(
            path(
                f"M0,0 Q{10 * math.cos(a) + 4 * math.sin(a):.1f},{10 * math.sin(a) - 4 * math.cos(a):.1f} {14 * math.cos(a):.1f},{14 * math.sin(a):.1f}",
                stroke="#3a8a3a",
                w=2,
            )
            for a in [i * math.pi / 5 for i in range(10)]
        )
        return (
            out
            + circle(0, 0, 7.5, col)
            + circle(-2.5, -1.5, 1.3, "#c02020")
            + circle(2.5, -1.5, 1.3, "#c02020")
            + path("M-3,3 Q0,5 3,3", stroke=DARK, w=1)
        )
    if kind == "bull":
        return path(
            "M-6,-2 C-7,6 -3,10 0,10 C3,10 7,6 6,-2 Z M-6,-2 C-12,-4 -14,-10 -11,-13 C-10,-8 -7,-6 -4,-5 Z M6,-2 C12,-4 14,-10 11,-13 C10,-8 7,-6 4,-5 Z",
            col,
        )
    if kind == "pegasus":
        return path(
            "M-10,6 C-6,-2 4,-2 8,4 L12,-6 L10,8 C4,10 -4,10 -10,6 Z M-2,0 C-8,-10 -4,-14 2,-12 C0,-8 0,-4 2,-1 Z",
            col,
        )
    return ""


def shield(
    cx: float,
    cy: float,
    r: float,
    face: str = "#b03020",
    rim: str = "#d8a040",
    device: str = "lambda",
    device_col: str = "#f6ecd2",
) -> str:
    b = (
        circle(0, 0, 20, rim, DARK, 1)
        + circle(0, 0, 16.5, face, "#00000066", 1)
        + emblem(device, device_col)
    )
    b += path("M-14,-10 A17,17 0 0 1 4,-16", stroke="#ffffff55", w=2)
    return at(cx, cy, r / 20, b)


def pelta(cx: float, cy: float, s: float, col: str = "#8a5a2a") -> str:
    """The crescent wicker shield of a peltast."""
    return at(
        cx,
        cy,
        s,
        path(
            "M-20,-10 C-20,14 20,14 20,-10 C12,-2 6,-2 0,-10 C-6,-2 -12,-2 -20,-10 Z",
            col,
            DARK,
            1.5,
        )
        + path("M-14,-2 C-8,8 8,8 14,-2", stroke="#e0c080", w=1.2),
    )


def sword(
    x: float, y: float, s: float = 1, rot: float = 0, blade: str = "#e0e4ec", hilt: str = "#c8a040"
) -> str:
    """A xiphos pointing down (+y), hilt at the origin; about 70 long at s=1."""
    b = path("M-3,4 L-5,30 L-3,52 L0,64 L3,52 L5,30 L3,4 Z", blade, "#5a5e68", 1) + line(
        0, 8, 0, 54, "#a0a8b4", 1
    )
    b += (
        rect(-11, 0, 22, 4, hilt, DARK, 0.8, 2)
        + rect(-2.5, -14, 5, 14, "#5a3010")
        + circle(0, -16, 4, hilt, DARK, 0.8)
    )
    return at(x, y, s, b, rot)


def club(x: float, y: float, s: float = 1, rot: float = 0) -> str:
    return at(
        x,
        y,
        s,
        path("M-3,0 L-8,-50 C-10,-62 10,-62 8,-50 L3,0 Z", "#7a4a20", DARK, 1.2)
        + "".join(
            circle(dx, dy, 2, "#5a3010") for dx, dy in ((-4, -40), (3, -48), (0, -30), (-3, -55))
        ),
        rot,
    )


# ----- architecture -----------------------------------------------------------------------------


def temple(
    cx: float,
    ybase: float,
    w: float,
    h: float,
    n: int = 6,
    stone: str = "#f0ead8",
    shade: str = "#b8ac90",
    roof: str | None = None,
) -> str:
    x0 = cx - w / 2
    out = rect(x0 - 6, ybase - 4, w + 12, 4, shade) + rect(x0 - 3, ybase - 8, w + 6, 4, stone)
    col_h = h * 0.62
    top = ybase - 8 - col_h
    cw = w / (n * 1.9)
    for i in range(n):
        x = x0 + cw * 0.4 + i * (w - cw * 1.3) / max(1, n - 1)
        out += rect(x, top, cw, col_h, stone, shade, 0.6) + line(
            x + cw * 0.5, top + 2, x + cw * 0.5, top + col_h - 2, shade, 0.6
        )
        out += rect(x - cw * 0.25, top - 2, cw * 1.5, 2.5, stone)
    out += rect(x0 - 2, top - 9, w + 4, 7, stone, shade, 0.6)
    out += path(
        f"M{x0 - 4},{top - 9} L{cx},{ybase - h} L{x0 + w + 4},{top - 9} Z",
        roof or stone,
        shade,
        0.8,
    )
    return out


def column(
    x: float,
    ybase: float,
    h: float,
    w: float = 10,
    stone: str = "#ece4d0",
    shade: str = "#a89c80",
    broken: bool = False,
) -> str:
    top = ybase - h
    out = rect(x - w * 0.7, ybase - 4, w * 1.4, 4, stone, shade, 0.6)
    if broken:
        out += path(
            f"M{x - w / 2},{ybase - 4} L{x - w / 2},{top + 6} L{x - 1},{top} L{x + 2},{top + 5} L{x + w / 2},{top + 2} L{x + w / 2},{ybase - 4} Z",
            stone,
            shade,
            0.6,
        )
    else:
        out += rect(x - w / 2, top + 4, w, h - 8, stone, shade, 0.6) + rect(
            x - w * 0.8, top, w * 1.6, 4, stone, shade, 0.6
        )
    for f in (-0.2, 0.2):
        out += line(x + w * f, top + 6, x + w * f, ybase - 6, shade, 0.7)
    return out


def altar(
    cx: float,
    ybase: float,
    w: float = 50,
    h: float = 30,
    stone: str = "#d8d0c0",
    shade: str = "#8a8070",
    blood: bool = False,
) -> str:
    out = rect(cx - w / 2 - 4, ybase - 6, w + 8, 6, shade) + rect(
        cx - w / 2, ybase - h, w, h - 6, stone, shade, 1
    )
    out += rect(cx - w / 2 - 5, ybase - h - 5, w + 10, 6, stone, shade, 1)
    out += circle(cx - w / 2 - 3, ybase - h - 4, 4, stone, shade, 1) + circle(
        cx + w / 2 + 3, ybase - h - 4, 4, stone, shade, 1
    )
    out += path(
        f"M{cx - w / 4},{ybase - h * 0.7} L{cx + w / 4},{ybase - h * 0.7}", stroke=shade, w=1
    )
    if blood:
        out += path(
            f"M{cx - 6},{ybase - h + 1} L{cx - 6},{ybase - h * 0.4} Q{cx - 4},{ybase - h * 0.3} {cx - 2},{ybase - h * 0.4} L{cx - 2},{ybase - h + 1} Z M{cx + 8},{ybase - h + 1} L{cx + 8},{ybase - h * 0.6} Q{cx + 10},{ybase - h * 0.5} {cx + 12},{ybase - h * 0.6} L{cx + 12},{ybase - h + 1} Z",
            "#a01010",
        )
    return out


def flame(cx: float, ybase: float, h: float, outer: str = "#f06a18", inner: str = "#ffd84a") -> str:
    d = "M-0.38,0 C-0.5,-0.35 -0.18,-0.45 -0.22,-0.75 C-0.05,-0.6 0,-0.72 -0.05,-1 C0.28,-0.72 0.5,-0.45 0.38,0 Z"
    return at(cx, ybase, h, path(d, outer)) + at(cx, ybase, h * 0.6, path(d, inner))


def tripod(cx: float, ybase: float, h: float, metal: str = "#c8903a") -> str:
    top = ybase - h
    out = (
        line(cx, top + 10, cx - h * 0.35, ybase, metal, 3)
        + line(cx, top + 10, cx + h * 0.35, ybase, metal, 3)
        + line(cx, top + 10, cx, ybase, metal, 2.5)
    )
    out += line(cx - h * 0.2, ybase - h * 0.4, cx + h * 0.2, ybase - h * 0.4, metal, 2)
    out += path(
        f"M{cx - h * 0.3},{top} Q{cx},{top + h * 0.35} {cx + h * 0.3},{top} Z", metal, DARK, 1
    )
    out += circle(cx - h * 0.3, top - 4, 4, "none", metal, 2) + circle(
        cx + h * 0.3, top - 4, 4, "none", metal, 2
    )
    return out


def vapour(cx: float, y: float, h: float, col: str = "#d8c8f0") -> str:
    return "".join(
        path(
            f"M{cx + dx},{y} C{cx + dx - 10},{y - h * 0.3} {cx + dx + 10},{y - h * 0.6} {cx + dx},{y - h}",
            stroke=col,
            w=3,
            extra=' opacity="0.7"',
        )
        for dx in (-8, 0, 8)
    )


def jar(
    cx: float,
    ybase: float,
    h: float,
    body: str = "#c06a30",
    band: str = "#201008",
    handles: bool = True,
) -> str:
    """A pithos / amphora with black-figure bands."""
    b = path(
        "M-12,-100 L12,-100 L10,-90 C40,-80 44,-40 24,-8 L18,0 L-18,0 L-24,-8 C-44,-40 -40,-80 -10,-90 Z",
        body,
        DARK,
        2,
    )
    if handles:
        b += path(
            "M-10,-88 C-34,-92 -36,-64 -28,-58 M10,-88 C34,-92 36,-64 28,-58", stroke=body, w=5
        ) + path(
            "M-10,-88 C-34,-92 -36,-64 -28,-58 M10,-88 C34,-92 36,-64 28,-58", stroke=DARK, w=1
        )
    b += path("M-34,-50 L34,-50 L33,-42 L-33,-42 Z", band) + path(
        "M-30,-30 L30,-30", stroke=band, w=3
    )
    b += "".join(path(f"M{x},-44 l4,-5 l4,5", stroke="#e8b070", w=1.2) for x in range(-28, 28, 9))
    b += path("M-22,-76 C-30,-60 -30,-40 -22,-20", stroke="#ffffff55", w=3)
    return at(cx, ybase, h / 100, b)


# ----- creatures and people ---------------------------------------------------------------------


def bull_head(
    cx: float, cy: float, s: float = 1, hide: str = "#5a2a14", horn: str = "#f0e0c0"
) -> str:
    b = path("M-14,-10 C-30,-14 -38,-30 -30,-42 C-30,-30 -22,-22 -10,-18 Z", horn, DARK, 1) + path(
        "M14,-10 C30,-14 38,-30 30,-42 C30,-30 22,-22 10,-18 Z", horn, DARK, 1
    )
    b += path("M-20,-12 L-30,-6 L-18,-2 Z M20,-12 L30,-6 L18,-2 Z", hide, DARK, 1)
    b += path(
        "M-18,-12 C-20,8 -12,28 0,30 C12,28 20,8 18,-12 C10,-20 -10,-20 -18,-12 Z", hide, DARK, 1.5
    )
    b += (
        ellipse(0, 20, 11, 9, "#a0604a", DARK, 1) + circle(-4, 20, 2, DARK) + circle(4, 20, 2, DARK)
    )
    b += path("M-6,-4 L-12,-8 L-13,-3 Z M6,-4 L12,-8 L13,-3 Z", "#ff3020") + circle(
        0, 28, 4, "none", "#e0c040", 1.5
    )
    return at(cx, cy, s, b)


def snake(
    pts: list[tuple[float, float]], col: str = "#3a8a3a", w: float = 4, belly: str = "#c8d870"
) -> str:
    d = f"M{pts[0][0]},{pts[0][1]}"
    for (x1, y1), (x2, y2) in zip(pts[1::2], pts[2::2], strict=False):
        d += f" Q{x1},{y1} {x2},{y2}"
    hx, hy = pts[-1]
    px, py = pts[-2]
    ang = math.degrees(math.atan2(hy - py, hx - px))
    head = at(
        hx,
        hy,
        w / 4,
        ellipse(2, 0, 6, 4, col, DARK, 0.6)
        + circle(4, -1.5, 1.2, "#ffd020")
        + path("M8,0 L13,0 L15,-2 M13,0 L15,2", stroke="#d02020", w=0.8),
        ang,
    )
    return (
        path(d, stroke=DARK, w=w + 1.5)
        + path(d, stroke=col, w=w)
        + path(d, stroke=belly, w=w * 0.25)
        + head
    )


def horse(
    cx: float,
    ybase: float,
    s: float = 1,
    coat: str = "#e8e0d0",
    mane: str = "#a08a60",
    flip: bool = False,
    wooden: bool = False,
) -> str:
    """A horse in profile facing right, hooves on the origin's line; about 90 x 70 at s=1."""
    k = DARK
    legw = 6
    b = ""
    for x0, x1 in ((-22, -26), (-14, -12), (14, 18), (22, 28)):
        b += line(x0, -30, x1, -2, k, legw + 1.5) + line(x0, -30, x1, -2, coat, legw)
    b += ellipse(0, -38, 30, 13, coat, k, 1.5)
    b += path("M18,-44 L32,-70 L44,-66 L30,-30 Z", coat, k, 1.5)
    b += path("M32,-72 C40,-76 50,-68 56,-58 L52,-52 C46,-54 40,-58 34,-58 Z", coat, k, 1.5)
    b += path("M34,-72 L36,-80 L40,-72 Z", coat, k, 1) + circle(42, -66, 1.6, k)
    b += path("M30,-74 C24,-62 20,-50 16,-42", stroke=mane, w=5)
    b += path("M-28,-42 C-40,-40 -44,-24 -40,-12", stroke=mane, w=5)
    if wooden:
        b += "".join(line(-26, -38 + dy, 26, -38 + dy, "#5a3a18", 1) for dy in (-6, 0, 6)) + rect(
            -8, -44, 10, 8, "#3a2410", k, 1
        )
    return at(cx, ybase, s, b, flip=flip)


def wings(
    cx: float,
    cy: float,
    s: float = 1,
    col: str = "#f4f4f8",
    edge: str = "#8a8aa0",
    pair: bool = True,
) -> str:
    d = "M0,0 C-10,-22 -32,-34 -56,-32 C-48,-26 -50,-20 -44,-16 C-52,-13 -48,-7 -40,-5 C-46,-1 -40,4 -30,4 C-20,6 -8,4 0,0 Z"
    feather = path(
        "M-6,-6 C-18,-18 -32,-24 -48,-28 M-10,-2 C-20,-8 -32,-12 -40,-12", stroke=edge, w=1
    )
    one = path(d, col, edge, 1.2) + feather
    out = at(cx, cy, s, one)
    if pair:
        out += at(cx, cy, s, one, flip=True)
    return out


def figure(
    cx: float,
    ybase: float,
    h: float,
    robe: str = "#e8e0d0",
    skin: str = "#d8a070",
    hair: str = "#3a2410",
    hood: bool = False,
    arms: str = "down",
) -> str:
    """A standing robed person, facing us; ``h`` tall."""
    b = path("M-14,-76 C-18,-50 -24,-20 -26,0 L26,0 C24,-20 18,-50 14,-76 Z", robe, DARK, 1.5)
    b += path("M-8,-76 L0,-60 L8,-76", stroke="#00000044", w=1.5)
    if arms == "up":
        b += path("M-13,-72 L-28,-96", stroke=skin, w=5) + path("M13,-72 L28,-96", stroke=skin, w=5)
    elif arms == "out":
        b += path("M-13,-72 L-34,-62", stroke=skin, w=5) + path("M13,-72 L34,-62", stroke=skin, w=5)
    else:
        b += path("M-13,-72 L-20,-44", stroke=robe, w=6) + path("M13,-72 L20,-44", stroke=robe, w=6)
    b += circle(0, -86, 10, skin, DARK, 1)
    if hood:
        b += path(
            "M-13,-84 C-14,-104 14,-104 13,-84 L10,-76 C8,-92 -8,-92 -10,-76 Z", robe, DARK, 1.2
        )
    else:
        b += path("M-10,-88 C-12,-100 12,-100 10,-88 C6,-94 -6,-94 -10,-88 Z", hair)
    return at(cx, ybase, h / 100, b)


def warrior(
    cx: float,
    ybase: float,
    h: float,
    tunic: str = "#b02818",
    metal: str = "#c8903a",
    crest: str | None = "#c0282a",
    device: str = "lambda",
    flip: bool = False,
    spear_on: bool = True,
    shield_on: bool = True,
) -> str:
    """A hoplite seen from the front: helmet, round shield, spear; ``h`` tall."""
    b = path("M-12,-62 L12,-62 L16,-30 L-16,-30 Z", metal, DARK, 1.2)  # cuirass
    b += path("M-16,-30 L16,-30 L18,-18 L-18,-18 Z", tunic, DARK, 1)
    b += line(-8, -18, -10, 0, "#d8a070", 5) + line(8, -18, 10, 0, "#d8a070", 5)
    b += rect(-13, -12, 6, 10, metal, DARK, 0.8, 1) + rect(7, -12, 6, 10, metal, DARK, 0.8, 1)
    out = at(cx, ybase, h / 100, b + helmet(0, -78, 0.42, metal, crest), flip=flip)
    k = h / 100
    sx = -1 if flip else 1
    if spear_on:
        out += spear(
            cx + sx * 18 * k, ybase - 4 * k, cx + sx * 24 * k, ybase - 112 * k, w=max(1.5, 2.8 * k)
        )
    if shield_on:
        out += shield(cx - sx * 16 * k, ybase - 44 * k, 22 * k, tunic, metal, device)
    return out


def eye(cx: float, cy: float, w: float, iris: str = "#3a6ad0", white: str = "#f6f0e0") -> str:
    b = (
        path("M-30,0 Q0,-22 30,0 Q0,22 -30,0 Z", white, DARK, 1.5)
        + circle(0, 0, 10, iris, DARK, 1)
        + circle(0, 0, 4.5, DARK)
        + circle(-3, -3, 2, "#ffffff")
    )
    return at(cx, cy, w / 60, b)


def rays(
    cx: float, cy: float, r0: float, r1: float, n: int = 12, col: str = "#ffe8a0", w: float = 2
) -> str:
    return "".join(
        line(
            cx + r0 * math.cos(a),
            cy + r0 * math.sin(a),
            cx + r1 * math.cos(a),
            cy + r1 * math.sin(a),
            col,
            w,
        )
        for a in [i * 2 * math.pi / n for i in range(n)]
    )


def tree(
    cx: float,
    ybase: float,
    h: float,
    trunk: str = "#5a3a1c",
    leaf: str = "#3a7a34",
    light: str = "#5aa04a",
) -> str:
    b = path("M-6,0 C-4,-20 -6,-34 -2,-50 L4,-50 C6,-34 4,-20 8,0 Z", trunk, DARK, 1) + path(
        "M0,-40 L-18,-58 M2,-44 L20,-60", stroke=trunk, w=4
    )
    b += "".join(
        ellipse(dx, dy, rx, ry, leaf, DARK, 0.8)
        for dx, dy, rx, ry in ((-20, -62, 20, 14), (20, -64, 22, 15), (0, -78, 26, 18))
    )
    b += "".join(
        ellipse(dx, dy, rx, ry, light)
        for dx, dy, rx, ry in ((-22, -66, 10, 6), (16, -70, 11, 6), (-4, -84, 12, 7))
    )
    return at(cx, ybase, h / 100, b)


def bolt(
    cx: float, cy: float, s: float = 1, col: str = "#ffe040", edge: str = "#8a5a00", rot: float = 0
) -> str:
    return at(
        cx, cy, s, path("M6,-50 L-14,4 L-2,4 L-10,50 L16,-10 L3,-10 L12,-50 Z", col, edge, 1.5), rot
    )


def coin(cx: float, cy: float, r: float) -> str:
    return (
        circle(cx, cy, r, "#e8c050", "#7a5a10", 1.5)
        + circle(cx, cy, r * 0.78, "none", "#a07a20", 1)
        + at(cx, cy, r / 22, emblem("owl", "#a07a20"))
    )


def lion_head(
    cx: float, cy: float, s: float = 1, mane: str = "#b8741c", face: str = "#e0a850"
) -> str:
    pts = " ".join(
        f"{(30 if i % 2 == 0 else 22) * math.cos(i * math.pi / 10):.1f},{(30 if i % 2 == 0 else 22) * math.sin(i * math.pi / 10):.1f}"
        for i in range(20)
    )
    b = f'<polygon points="{pts}" fill="{mane}" stroke="{DARK}" stroke-width="1"/>' + circle(
        0, 0, 18, face, DARK, 1
    )
    b += (
        path("M-10,-5 L-4,-3 M10,-5 L4,-3", stroke=DARK, w=2.5)
        + path("M-5,4 L5,4 L0,9 Z", "#4a2010")
        + path("M-8,12 Q0,18 8,12", stroke=DARK, w=1.5)
    )
    b += path("M-6,13 L-4,18 L-2,13 M2,13 L4,18 L6,13", "#ffffff")
    return at(cx, cy, s, b)


def dog_head(cx: float, cy: float, s: float = 1, fur: str = "#2a2024", flip: bool = False) -> str:
    b = path(
        "M-18,-10 C-20,-24 -8,-28 2,-22 L28,-8 C32,-4 30,4 24,4 L6,6 C-6,14 -20,8 -18,-10 Z",
        fur,
        "#000000",
        1.2,
    )
    b += (
        path("M-10,-20 L-14,-38 L-2,-24 Z", fur, "#000000", 1)
        + circle(2, -12, 2.5, "#ff3010")
        + circle(29, -5, 2.5, "#000000")
    )
    b += path("M8,4 L12,10 L14,4 M18,4 L20,9 L22,4", "#ffffff")
    return at(cx, cy, s, b, flip=flip)


def face(
    cx: float, cy: float, r: float, skin: str = "#d8a070", hair: str = "#3a2410", eyes: int = 2
) -> str:
    b = circle(0, 0, 20, skin, DARK, 1.2)
    b += path("M-20,-4 C-22,-24 22,-24 20,-4 C14,-14 -14,-14 -20,-4 Z", hair)
    if eyes == 1:
        b += eye(0, -2, 22, "#b03010")
    else:
        b += ellipse(-7, -2, 3, 2, DARK) + ellipse(7, -2, 3, 2, DARK)
    b += path("M-6,10 Q0,13 6,10", stroke=DARK, w=1.5) + path(
        "M0,-1 L-2,6 L1,6", stroke="#00000066", w=1
    )
    return at(cx, cy, r / 20, b)


def boat(cx: float, y: float, w: float, wood: str = "#4a2a14") -> str:
    return path(
        f"M{cx - w / 2},{y - 6} C{cx - w / 3},{y + 8} {cx + w / 3},{y + 8} {cx + w / 2},{y - 6} Z",
        wood,
        DARK,
        1.2,
    ) + line(cx - w / 2 - 4, y - 12, cx - w / 2 + 4, y - 4, wood, 3)


def teeth(cx: float, cy: float, s: float = 1) -> str:
    b = "".join(
        at(
            dx,
            dy,
            1,
            path(
                "M-4,0 C-5,-8 -2,-14 0,-14 C2,-14 5,-8 4,0 C2,3 -2,3 -4,0 Z",
                "#f4efe0",
                "#6a6050",
                1,
            ),
            rot,
        )
        for dx, dy, rot in ((-16, 2, -20), (-5, -2, -5), (6, 0, 10), (17, 4, 25))
    )
    return at(cx, cy, s, b)


def lyre(cx: float, cy: float, s: float = 1, col: str = "#e0b040") -> str:
    b = path(
        "M-14,-22 C-24,-4 -16,14 -8,16 L8,16 C16,14 24,-4 14,-22 C12,-10 10,-2 8,4 L-8,4 C-10,-2 -12,-10 -14,-22 Z",
        "none",
        col,
        3,
    )
    b += line(-16, -20, 16, -20, col, 3) + "".join(
        line(x, -20, x, 14, "#f6ecd2", 0.8) for x in (-5, -2, 1, 4)
    )
    return at(cx, cy, s, b)


def laurel(cx: float, cy: float, r: float, col: str = "#4a8a3a") -> str:
    out = ""
    for side in (-1, 1):
        for i in range(7):
            a = math.pi / 2 + side * (0.35 + i * 0.33)
            x, y = cx + r * math.cos(a), cy + r * math.sin(a)
            out += at(x, y, 1, ellipse(0, 0, 5, 2.2, col, DARK, 0.5), math.degrees(a) + 90 * side)
    return out


def bird(cx: float, cy: float, s: float = 1, col: str = "#1a1a20") -> str:
    return at(cx, cy, s, path("M-12,-2 Q-6,-8 0,0 Q6,-8 12,-2 Q6,-4 0,2 Q-6,-4 -12,-2 Z", col))


def pig(cx: float, ybase: float, s: float = 1) -> str:
    b = (
        ellipse(0, -14, 18, 11, "#f0a8a8", DARK, 1)
        + circle(16, -18, 8, "#f0a8a8", DARK, 1)
        + ellipse(23, -17, 3, 4, "#e08888", DARK, 0.8)
    )
    b += (
        path("M12,-25 L14,-32 L18,-25 Z", "#f0a8a8", DARK, 1)
        + circle(17, -20, 1.2, DARK)
        + "".join(line(x, -6, x, 0, DARK, 3) for x in (-10, -4, 6, 12))
    )
    b += path("M-18,-16 q-6,-2 -4,4", stroke=DARK, w=1)
    return at(cx, ybase, s, b)


def anvil(cx: float, ybase: float, s: float = 1) -> str:
    b = path(
        "M-30,-30 L30,-30 C30,-22 20,-20 12,-18 L10,-8 L18,0 L-18,0 L-10,-8 L-12,-18 C-26,-20 -40,-24 -44,-30 Z",
        "#4a4e58",
        DARK,
        1.5,
    ) + path("M-40,-29 L28,-29", stroke="#9aa0ac", w=1.5)
    return at(cx, ybase, s, b)


def hammer(cx: float, cy: float, s: float = 1, rot: float = 0) -> str:
    return at(
        cx,
        cy,
        s,
        rect(-2.5, 0, 5, 40, "#7a4a20", DARK, 0.8) + rect(-12, -8, 24, 10, "#5a5e68", DARK, 1, 2),
        rot,
    )


def trireme(cx: float, y: float, s: float = 1) -> str:
    b = path("M-40,-4 L44,-4 L52,-14 L48,-2 C40,6 -30,6 -40,-4 Z", "#5a3018", DARK, 1.2) + path(
        "M-40,-4 C-46,-8 -48,-14 -44,-18", stroke="#5a3018", w=3
    )
    b += "".join(line(x, 0, x - 6, 10, "#c8a070", 1.2) for x in range(-30, 40, 8)) + line(
        0, -4, 0, -40, "#4a2a10", 2.5
    )
    b += (
        path("M-18,-38 L18,-38 L16,-12 L-16,-12 Z", "#f0e8d0", DARK, 1)
        + circle(0, -25, 5, "#b03020")
        + circle(46, -6, 2, "#f0f0f0")
        + circle(46, -6, 1, DARK)
    )
    return at(cx, y, s, b)


def stall(cx: float, ybase: float, s: float = 1, awning: str = "#b03020") -> str:
    b = rect(-20, -24, 40, 24, "#a07040", DARK, 1) + path(
        "M-24,-24 L24,-24 L20,-36 L-20,-36 Z", awning, DARK, 1
    )
    b += (
        "".join(path(f"M{x},-24 L{x + 3},-36", stroke="#f6ecd2", w=2) for x in (-14, -4, 6))
        + jar(-10, -24, 12, "#c06a30", "#201008", False)
        + circle(6, -28, 4, "#d0a030")
        + circle(13, -27, 3.5, "#8a2a6a")
    )
    return at(cx, ybase, s, b)


def pegasus(
    cx: float, ybase: float, s: float = 1, coat: str = "#f4f4f8", flip: bool = False
) -> str:
    return horse(cx, ybase, s, coat, "#c8c8e0", flip) + at(
        cx, ybase, s, wings(-4, -46, 0.9, "#ffffff", "#8a8aa8", False) + "", flip=flip
    )
