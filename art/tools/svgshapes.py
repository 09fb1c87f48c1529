"""SVG primitives the art generators share (art/bellum/tools, art/bellwake/tools): each returns
one element as a string, nanosvg-safe (see art/README.md).

A generator in ``art/<game>/tools/`` imports it after ``sys.path.insert(0, <art/tools>)``.
"""

from __future__ import annotations


def at(x: float, y: float, s: float, body: str, rot: float = 0, flip: bool = False) -> str:
    """``body`` moved to (x, y), turned by ``rot`` degrees and scaled by ``s`` (mirrored)."""
    sx = -s if flip else s
    r = f" rotate({rot:.1f})" if rot else ""
    return f'<g transform="translate({x:.1f} {y:.1f}){r} scale({sx:.3f} {s:.3f})">{body}</g>'


def path(
    d: str,
    fill: str = "none",
    stroke: str = "none",
    w: float = 1,
    op: float = 1,
    extra: str = "",
) -> str:
    s = (
        f' stroke="{stroke}" stroke-width="{w}" stroke-linecap="round" stroke-linejoin="round"'
        if stroke != "none"
        else ""
    )
    o = f' opacity="{op}"' if op != 1 else ""
    return f'<path d="{d}" fill="{fill}"{s}{o}{extra}/>'


def circle(
    cx: float, cy: float, r: float, fill: str, stroke: str = "none", w: float = 1, op: float = 1
) -> str:
    s = f' stroke="{stroke}" stroke-width="{w}"' if stroke != "none" else ""
    o = f' opacity="{op}"' if op != 1 else ""
    return f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="{fill}"{s}{o}/>'


def ellipse(
    cx: float,
    cy: float,
    rx: float,
    ry: float,
    fill: str,
    stroke: str = "none",
    w: float = 1,
    op: float = 1,
) -> str:
    s = f' stroke="{stroke}" stroke-width="{w}"' if stroke != "none" else ""
    o = f' opacity="{op}"' if op != 1 else ""
    return f'<ellipse cx="{cx:.1f}" cy="{cy:.1f}" rx="{rx:.1f}" ry="{ry:.1f}" fill="{fill}"{s}{o}/>'
