# ruff: noqa: E501  (SVG path data reads best on one line)
"""Small SVG helpers shared by Bellwake's generators (nanosvg-safe: see art/README.md)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

from svgshapes import at, circle, ellipse, path  # noqa: E402, F401 (shared; re-exported)

OUT = Path(__file__).resolve().parents[1]
LICENCE = "Tabletop original art, CC BY 4.0"


def svg(w: int, h: int, title: str, body: str) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">\n'
        f"<!-- {title} | {LICENCE} -->\n{body}\n</svg>\n"
    )


def lin(
    gid: str,
    stops: list[tuple[float, str]],
    x2: str = "0%",
    y2: str = "100%",
    x1: str = "0%",
    y1: str = "0%",
) -> str:
    s = "".join(f'<stop offset="{o}" stop-color="{c}"/>' for o, c in stops)
    return (
        f'<linearGradient id="{gid}" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}">{s}</linearGradient>'
    )


def rad(
    gid: str, cx: float, cy: float, rx: float, ry: float, stops: list[tuple[float, str, float]]
) -> str:
    """A user-space radial gradient (undistorted on any shape); stops: (offset, colour, opacity)."""
    s = "".join(f'<stop offset="{o}" stop-color="{c}" stop-opacity="{a}"/>' for o, c, a in stops)
    return (
        f'<radialGradient id="{gid}" gradientUnits="userSpaceOnUse" cx="0" cy="0" r="1" fx="0" fy="0" '
        f'gradientTransform="translate({cx} {cy}) scale({rx} {ry})">{s}</radialGradient>'
    )


def rect(
    x: float,
    y: float,
    w: float,
    h: float,
    fill: str,
    stroke: str = "none",
    sw: float = 1,
    rx: float = 0,
    op: float = 1,
) -> str:
    s = f' stroke="{stroke}" stroke-width="{sw}"' if stroke != "none" else ""
    r = f' rx="{rx}"' if rx else ""
    o = f' opacity="{op}"' if op != 1 else ""
    return (
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}"{r} fill="{fill}"{s}{o}/>'
    )


def write(rel: str, text: str) -> None:
    out = OUT / rel
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text, "utf-8")


# ----- the bell: the game's emblem, reused by icons, backs and pictures --------------------------

BELL_D = (
    "M-3,-30 L3,-30 L3,-26 C11,-25 15,-19 16,-10 C17,0 18,9 22,15 C24,18 26,19 26,21 "
    "L-26,21 C-26,19 -24,18 -22,15 C-18,9 -17,0 -16,-10 C-15,-19 -11,-25 -3,-26 Z"
)


def bell(fill: str, dark: str, light: str, clapper: bool = True) -> str:
    """A bell about 52 wide and 58 tall, centred on (0, 0); the lip at y 21."""
    parts = [
        path(BELL_D, fill, dark, 1.6),
        path("M-9,-20 C-13,-8 -13,6 -18,16", "none", light, 2.2, 0.8),
        path("M-26,21 L26,21 L24,25 L-24,25 Z", dark),
        rect(-4, -34, 8, 6, dark, rx=2),
    ]
    if clapper:
        parts.append(circle(0, 27, 4, dark))
    return "".join(parts)
