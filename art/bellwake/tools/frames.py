# ruff: noqa: E501  (SVG path data reads best on one line)
"""Bellwake's frames, type and stat icons, card backs, the bell and the Hush fog, as SVG.

Run ``python art/bellwake/tools/frames.py``; it rewrites the files in ``art/bellwake/``.
Player cards are warm bronze and candlelight, encounter cards cold pewter and grey-blue fog;
within each family the types differ by their title band's shape and their border pattern.
"""

from __future__ import annotations

import math
import random

from svgkit import at, bell, circle, ellipse, lin, path, rad, rect, svg, write

BOXES = "title (18, 15, 214, 34), window (25, 58, 200, 140), text box (19, 211, 212, 123), icon (109, 188, 32, 32)"

WARM = {
    "metal": ("#ffe2a8", "#c08a3e", "#4a2a0c"),
    "paper": ("#f6ead0", "#d2b688"),
    "band": ("#4a2810", "#1e0e04"),
}
COLD = {
    "metal": ("#e8f0f6", "#8094a8", "#1e2a38"),
    "paper": ("#e6ecf0", "#a4b4c2"),
    "band": ("#233448", "#0a121c"),
}

# per type: family, body gradient (top, bottom), band shape, border pattern
STYLE = {
    "hero": (WARM, ("#7a2e14", "#2a0c04"), "crown", "bells"),
    "ally": (WARM, ("#6a4018", "#241204"), "notched", "rivets"),
    "gear": (WARM, ("#5a4a38", "#1e1810"), "plate", "bolts"),
    "song": (WARM, ("#8a5a14", "#2e1a04"), "round", "staff"),
    "upgrade": (WARM, ("#6e5a1c", "#261e06"), "gable", "laurel"),
    "log_entry": (WARM, ("#5a3a2a", "#1e120a"), "scroll", "stitch"),
    "enemy": (COLD, ("#2a3444", "#080c12"), "jagged", "cracks"),
    "location": (COLD, ("#4a5a6a", "#141c26"), "arch", "stones"),
    "peril": (COLD, ("#5a7088", "#18222e"), "round", "frost"),
    "objective": (COLD, ("#34486a", "#0c1424"), "crenel", "steps"),
}
PLAYER = ("hero", "ally", "gear", "song", "upgrade", "log_entry")


def band_shape(shape: str) -> str:
    """The title band inside (18, 15, 214, 34)."""
    return {
        "crown": "M18,20 L30,15 L60,19 L90,15 L125,19 L160,15 L190,19 L220,15 L232,20 L232,49 L18,49 Z",
        "notched": "M18,15 L232,15 L226,32 L232,49 L18,49 L24,32 Z",
        "plate": "M24,15 L226,15 L232,21 L232,43 L226,49 L24,49 L18,43 L18,21 Z",
        "round": "M35,15 L215,15 A17,17 0 0 1 215,49 L35,49 A17,17 0 0 1 35,15 Z",
        "gable": "M18,32 L32,15 L218,15 L232,32 L218,49 L32,49 Z",
        "scroll": "M26,15 L224,15 L224,20 L232,20 L232,44 L224,44 L224,49 L26,49 L26,44 L18,44 L18,20 L26,20 Z",
        "jagged": "M18,15 L40,19 L62,15 L84,19 L106,15 L125,19 L144,15 L166,19 L188,15 L210,19 L232,15 L228,32 L232,49 L18,49 L22,32 Z",
        "arch": "M18,49 L18,24 C60,12 190,12 232,24 L232,49 Z",
        "crenel": "M18,15 L40,15 L40,20 L60,20 L60,15 L190,15 L190,20 L210,20 L210,15 L232,15 L232,49 L18,49 Z",
    }[shape]


def pattern(kind: str, x0: float, y0: float, length: float, h: float, colour: str) -> str:
    """A horizontal border strip of the type's pattern."""
    out = []
    if kind == "bells":
        for i in range(int(length // 14)):
            out.append(at(x0 + 7 + i * 14, y0 + h / 2, h / 70, bell(colour, colour, colour, False)))
    elif kind in ("rivets", "bolts"):
        out.append(path(f"M{x0},{y0 + h / 2} L{x0 + length},{y0 + h / 2}", "none", colour, 1))
        for i in range(int(length // 12) + 1):
            cx = x0 + i * 12
            if kind == "rivets":
                out.append(circle(cx, y0 + h / 2, h * 0.3, colour))
            else:
                out.append(rect(cx - h * 0.3, y0 + h * 0.2, h * 0.6, h * 0.6, colour))
    elif kind == "staff":
        for j in range(3):
            y = y0 + j * h / 2
            out.append(path(f"M{x0},{y:.1f} L{x0 + length},{y:.1f}", "none", colour, 0.7))
        for i in range(int(length // 24)):
            cx = x0 + 10 + i * 24
            cy = y0 + (h / 2 if i % 2 else h * 0.25)
            out.append(ellipse(cx, cy, 2.2, 1.6, colour))
            out.append(path(f"M{cx + 2},{cy:.1f} L{cx + 2},{cy - h:.1f}", "none", colour, 0.8))
    elif kind == "laurel":
        out.append(path(f"M{x0},{y0 + h / 2} L{x0 + length},{y0 + h / 2}", "none", colour, 0.8))
        for i in range(int(length // 8)):
            cx = x0 + 4 + i * 8
            dy = -1 if i % 2 else 1
            out.append(ellipse(cx, y0 + h / 2 + dy * h * 0.22, 3, 1.4, colour))
    elif kind == "stitch":
        for i in range(int(length // 8)):
            cx = x0 + i * 8
            out.append(path(f"M{cx},{y0 + h / 2} L{cx + 5},{y0 + h / 2}", "none", colour, 1.2))
    elif kind == "cracks":
        d = f"M{x0},{y0 + h / 2}"
        rnd = random.Random(7)
        for i in range(1, int(length // 6) + 1):
            d += f" L{x0 + i * 6},{y0 + rnd.uniform(0, h):.1f}"
        out.append(path(d, "none", colour, 1))
    elif kind == "stones":
        out.append(rect(x0, y0, length, h, "none", colour, 1))
        for i in range(1, int(length // 16) + 1):
            x = x0 + i * 16
            out.append(path(f"M{x},{y0} L{x},{y0 + h}", "none", colour, 0.9))
    elif kind == "frost":
        for i in range(int(length // 14)):
            cx, cy, r = x0 + 7 + i * 14, y0 + h / 2, h * 0.45
            for a in (0, 60, 120):
                dx, dy = r * math.cos(math.radians(a)), r * math.sin(math.radians(a))
                out.append(
                    path(
                        f"M{cx - dx:.1f},{cy - dy:.1f} L{cx + dx:.1f},{cy + dy:.1f}",
                        "none",
                        colour,
                        0.9,
                    )
                )
    elif kind == "steps":
        d = f"M{x0},{y0 + h}"
        for i in range(int(length // 10)):
            x = x0 + i * 10
            up = y0 if i % 2 == 0 else y0 + h
            d += f" L{x},{up} L{x + 10},{up}"
        out.append(path(d, "none", colour, 1))
    return "".join(out)


def frame(kind: str) -> str:
    fam, body, shape, pat = STYLE[kind]
    ml, mm, md = fam["metal"]
    pl, pe = fam["paper"]
    defs = (
        "<defs>"
        + "".join(
            [
                lin(
                    "metal",
                    [(0, ml), (0.25, mm), (0.5, md), (0.7, mm), (0.88, ml), (1, md)],
                    "100%",
                ),
                lin("bevel", [(0, md), (0.5, mm), (1, ml)]),
                lin("body", [(0, body[0]), (1, body[1])]),
                lin("band", [(0, fam["band"][0]), (1, fam["band"][1])]),
                lin("paper", [(0, pl), (1, pe)]),
                rad(
                    "glow",
                    125,
                    205,
                    140,
                    120,
                    [(0, "#ffd890" if kind in PLAYER else "#c8dcf0", 0.35), (1, "#000000", 0)],
                ),
            ]
        )
        + "</defs>"
    )
    p = [defs]
    p.append('<rect x="0" y="0" width="250" height="350" rx="14" fill="url(#metal)"/>')
    p.append(rect(1.5, 1.5, 247, 347, "none", md, 2, 13))
    p.append(
        f'<rect x="8" y="9" width="234" height="333" rx="9" fill="url(#body)" stroke="{md}" stroke-width="1.5"/>'
    )
    p.append('<rect x="8" y="9" width="234" height="333" rx="9" fill="url(#glow)"/>')
    if kind not in PLAYER:  # fog drifting across the encounter body
        for y, op in ((90, 0.16), (160, 0.12), (300, 0.14)):
            p.append(
                ellipse(40, y, 40, 10, "#dfe8f0", op=op)
                + ellipse(210, y + 20, 44, 9, "#dfe8f0", op=op)
            )
    p.append(pattern(pat, 22, 337, 206, 7, ml))
    band = band_shape(shape)
    p.append(f'<path d="{band}" fill="url(#band)" stroke="{ml}" stroke-width="1.5"/>')
    p.append(
        f'<path d="{band}" fill="none" stroke="{md}" stroke-width="0.6" transform="translate(125 32) scale(0.96 0.8) translate(-125 -32)"/>'
    )
    # the window's bevel
    p.append('<rect x="19" y="52" width="212" height="152" rx="4" fill="url(#bevel)"/>')
    p.append(rect(23, 56, 204, 144, md))
    p.append(rect(25, 58, 200, 140, "#101010"))
    # the text box
    p.append('<rect x="19" y="211" width="212" height="123" rx="5" fill="url(#paper)"/>')
    p.append(rect(21, 213, 208, 119, "none", mm, 1.5, 4))
    p.append(pattern(pat, 27, 323, 196, 6, pe))
    for cx, cy in ((13, 13), (237, 13), (13, 337), (237, 337)):
        if kind in PLAYER:
            p.append(circle(cx, cy, 4, ml, md))
        else:
            p.append(path(f"M{cx},{cy - 5} L{cx + 5},{cy} L{cx},{cy + 5} L{cx - 5},{cy} Z", ml, md))
    return svg(250, 350, f"Bellwake {kind} frame 250x350: {BOXES}", "\n".join(p))


# ----- icons -------------------------------------------------------------------------------

G = "#fbefd0"  # glyph colour


def medallion(fill: str, glyph: str, title: str, cold: bool = False) -> str:
    rim = "#8094a8" if cold else "#c08a3e"
    body = (
        "<defs>"
        + lin(
            "rim",
            [
                (0, "#fff6dc" if not cold else "#f4f8fc"),
                (0.5, rim),
                (1, "#20160a" if not cold else "#101822"),
            ],
            "100%",
        )
        + rad("disc", 26, 24, 36, 36, [(0, fill, 1), (1, "#000000", 1)])
        + "</defs>"
        + circle(32, 32, 31, "url(#rim)")
        + circle(32, 32, 26, "url(#disc)", "#120c04", 1.5)
        + glyph
    )
    return svg(64, 64, title, body)


HAMMER = path("M18,48 L40,26", "none", G, 5.5) + path(
    "M30,14 L48,32 L42,38 L24,20 Z", G, "#1a1206", 1.2
)
SHIELD = path("M32,12 L48,18 C48,34 44,44 32,52 C20,44 16,34 16,18 Z", G, "#1a1206", 1.2) + path(
    "M32,18 L32,46 M22,24 L42,24", "none", "#7a5a30", 2
)
HEART = path(
    "M32,50 C18,40 12,32 12,24 C12,17 18,13 23,13 C27,13 30,15 32,19 C34,15 37,13 41,13 C46,13 52,17 52,24 C52,32 46,40 32,50 Z",
    G,
    "#1a1206",
    1.2,
)
FLAME = path(
    "M32,10 C40,22 46,28 44,38 C43,46 38,50 32,50 C26,50 21,46 20,38 C19,30 26,24 32,10 Z",
    G,
    "#1a1206",
    1.2,
) + path(
    "M32,26 C36,32 38,36 37,41 C36,45 34,46 32,46 C30,46 27,44 27,40 C27,36 30,32 32,26 Z",
    "#e0902a",
)
EYE = (
    path("M8,32 Q32,12 56,32 Q32,52 8,32 Z", G, "#1a1206", 1.2)
    + circle(32, 32, 9, "#3a4a60")
    + circle(32, 32, 4, "#05080c")
    + path("M10,42 Q20,38 30,44 Q42,50 54,42", "none", "#c8d4e0", 2.5, 0.9)
)
STEPS_ICON = path(
    "M12,50 L12,42 L22,42 L22,34 L32,34 L32,26 L42,26 L42,18 L52,18 L52,50 Z", G, "#1a1206", 1.2
)
FEET = path("M14,14 L32,30 L50,14 L50,24 L32,40 L14,24 Z", G, "#1a1206", 1.2) + path(
    "M14,32 L32,48 L50,32 L50,40 L32,56 L14,40 Z", G, "#1a1206", 1.2, 0.75
)
PERSON = (
    circle(32, 18, 7, G, "#1a1206", 1.2)
    + path("M32,26 C20,26 16,38 14,52 L50,52 C48,38 44,26 32,26 Z", G, "#1a1206", 1.2)
    + path("M44,30 L50,30 L50,40 L44,40 Z", "#ffc040", "#1a1206", 1)
)
FLAG = (
    path("M20,52 L20,12", "none", G, 3.5)
    + path("M21,13 L48,19 L21,28 Z", G, "#1a1206", 1.2)
    + path("M12,52 L44,52", "none", G, 3)
)
STAR = path(
    "M32,10 L37,25 L53,25 L40,34 L45,50 L32,40 L19,50 L24,34 L11,25 L27,25 Z", G, "#1a1206", 1.2
)
LAUREL = "".join(
    at(
        32 + side * 17 * math.sin(math.radians(a)),
        34 + 17 * math.cos(math.radians(a)),
        1,
        ellipse(0, 0, 5, 2.2, G),
        rot=math.degrees(math.atan2(-math.sin(math.radians(a)), side * math.cos(math.radians(a)))),
    )
    for side in (-1, 1)
    for a in (20, 50, 80, 110, 140)
)
WAVES = "".join(
    path(f"M{32 - r},{32 - r * 0.6} Q{32 - r * 1.25},32 {32 - r},{32 + r * 0.6}", "none", G, 2.6)
    + path(f"M{32 + r},{32 - r * 0.6} Q{32 + r * 1.25},32 {32 + r},{32 + r * 0.6}", "none", G, 2.6)
    for r in (16, 22)
)
SMALL_BELL = at(32, 30, 0.62, bell(G, "#1a1206", "#ffffff"))
NOTE = (
    ellipse(22, 44, 7, 5, G, "#1a1206", 1)
    + ellipse(42, 40, 7, 5, G, "#1a1206", 1)
    + path("M28,44 L28,16 L48,12 L48,40", "none", G, 3.5)
    + path("M28,16 L48,12 L48,18 L28,22 Z", G)
)
MASK = (
    path(
        "M18,14 C18,10 46,10 46,14 L46,34 C46,46 38,54 32,54 C26,54 18,46 18,34 Z",
        G,
        "#1a1206",
        1.2,
    )
    + ellipse(25, 29, 4, 5, "#05080c")
    + ellipse(39, 29, 4, 5, "#05080c")
    + path("M26,44 L38,44", "none", "#05080c", 2)
)
SNOW = "".join(
    path(
        f"M{32 - 20 * math.cos(math.radians(a)):.1f},{32 - 20 * math.sin(math.radians(a)):.1f} L{32 + 20 * math.cos(math.radians(a)):.1f},{32 + 20 * math.sin(math.radians(a)):.1f}",
        "none",
        G,
        3.5,
    )
    for a in (90, 30, 150)
) + circle(32, 32, 4, G)
ARCH = path(
    "M14,52 L14,28 C14,14 50,14 50,28 L50,52 L42,52 L42,30 C42,22 22,22 22,30 L22,52 Z",
    G,
    "#1a1206",
    1.2,
)
TOWER = (
    path("M22,52 L24,22 L40,22 L42,52 Z", G, "#1a1206", 1.2)
    + path("M20,22 L32,8 L44,22 Z", G, "#1a1206", 1.2)
    + path("M29,30 L35,30 L35,38 L29,38 Z", "#2a3a52")
)
BOOK = (
    path(
        "M10,18 C20,14 28,16 32,20 C36,16 44,14 54,18 L54,48 C44,44 36,46 32,50 C28,46 20,44 10,48 Z",
        G,
        "#1a1206",
        1.2,
    )
    + path("M32,20 L32,50", "none", "#7a5a30", 1.5)
    + path("M15,26 L27,26 M15,32 L27,32 M37,26 L49,26 M37,32 L49,32", "none", "#7a5a30", 1.3)
)
UP = path("M32,10 L50,30 L40,30 L40,52 L24,52 L24,30 L14,30 Z", G, "#1a1206", 1.2)
GEAR_GLYPH = (
    "".join(
        rect(-4, -22, 8, 10, G, rx=1).replace(
            "<rect", f'<rect transform="translate(32 32) rotate({a})"'
        )
        for a in range(0, 360, 45)
    )
    + circle(32, 32, 14, G, "#1a1206", 1.2)
    + circle(32, 32, 5, "#5a4a38")
)

TYPE_ICONS = {
    "hero": ("#8a2e14", SMALL_BELL, False),
    "ally": ("#6a4a1c", PERSON, False),
    "gear": ("#4a4a44", GEAR_GLYPH, False),
    "song": ("#8a6a14", NOTE, False),
    "upgrade": ("#6e5a1c", UP, False),
    "log_entry": ("#5a3a2a", BOOK, False),
    "enemy": ("#2a3444", MASK, True),
    "location": ("#4a5a6a", ARCH, True),
    "peril": ("#4a6a88", SNOW, True),
    "objective": ("#34486a", TOWER, True),
}
# stat icons: fill, glyph, cold rim
STAT_ICONS = {
    "strike": ("#b8481c", HAMMER, False),
    "ward": ("#2e5a90", SHIELD, False),
    "health": ("#a8203c", HEART, False),
    "resolve": ("#6a3ea0", FLAME, False),
    "dread": ("#1e2634", EYE, True),
    "approach": ("#4a6078", FEET, True),
    "progress": ("#207a6a", STEPS_ICON, True),
    "victory": ("#a8801c", STAR, False),
    "echo": ("#9a6a20", SMALL_BELL + WAVES, False),
    "experience": (
        "#7a6a18",
        LAUREL
        + STAR.replace(
            'stroke-width="1.2"', 'stroke-width="1.2" transform="translate(16 16) scale(0.5)"'
        ),
        False,
    ),
}


# ----- backs, the bell, the fog ----------------------------------------------------------------


def back(encounter: bool) -> str:
    if encounter:
        ml, mm, md = COLD["metal"]
        sky = ("#5a6e84", "#10161e")
        glow = "#d8e4f0"
        title = "Bellwake encounter card back 250x350: the Hush, fog over a silent bell"
    else:
        ml, mm, md = WARM["metal"]
        sky = ("#8a4a14", "#1e0c04")
        glow = "#ffd890"
        title = "Bellwake player card back 250x350: a bronze bell ringing in candlelight"
    defs = (
        "<defs>"
        + "".join(
            [
                lin(
                    "metal",
                    [(0, ml), (0.25, mm), (0.5, md), (0.7, mm), (0.88, ml), (1, md)],
                    "100%",
                ),
                lin("sky", [(0, sky[0]), (1, sky[1])]),
                rad("halo", 125, 165, 95, 95, [(0, glow, 0.7), (0.6, glow, 0.15), (1, glow, 0)]),
            ]
        )
        + "</defs>"
    )
    p = [defs, '<rect x="0" y="0" width="250" height="350" rx="14" fill="url(#metal)"/>']
    p.append(rect(1.5, 1.5, 247, 347, "none", md, 2, 13))
    p.append(
        f'<rect x="10" y="10" width="230" height="330" rx="9" fill="url(#sky)" stroke="{md}" stroke-width="1.5"/>'
    )
    p.append(rect(18, 18, 214, 314, "none", ml, 1.2, 6))
    p.append(rect(22, 22, 206, 306, "none", mm, 0.8, 5))
    p.append('<rect x="10" y="10" width="230" height="330" rx="9" fill="url(#halo)"/>')
    if encounter:
        for i in range(9):
            y = 60 + i * 32
            p.append(
                path(
                    f"M22,{y} C70,{y - 14} 110,{y + 14} 160,{y} C190,{y - 8} 210,{y + 6} 228,{y}",
                    "none",
                    "#e8f0f6",
                    5,
                    0.12 + 0.03 * (i % 3),
                )
            )
        p.append(at(125, 165, 1.5, bell("#5a6a7a", "#1e2a38", "#a8b8c8", clapper=False)))
        for y, op in ((190, 0.55), (210, 0.45), (150, 0.25)):
            p.append(ellipse(125, y, 90, 14, "#dfe8f0", op=op))
        p.append(path("M125,60 L125,110", "none", ml, 2))
    else:
        for i in range(3):
            r = 50 + i * 14
            p.append(
                path(
                    f"M{125 - r},{165 - r * 0.5} Q{125 - r * 1.25},165 {125 - r},{165 + r * 0.5}",
                    "none",
                    ml,
                    3,
                    0.8 - i * 0.2,
                )
            )
            p.append(
                path(
                    f"M{125 + r},{165 - r * 0.5} Q{125 + r * 1.25},165 {125 + r},{165 + r * 0.5}",
                    "none",
                    ml,
                    3,
                    0.8 - i * 0.2,
                )
            )
        p.append(path("M125,60 L125,110", "none", ml, 2.5))
        p.append(at(125, 165, 1.5, bell("#d09a48", "#4a2a0c", "#fff0c0")))
        for x in (60, 190):
            p.append(rect(x - 6, 270, 12, 34, "#f6ead0", "#4a2a0c", 1, 2))
            p.append(
                path(
                    f"M{x},{258} C{x + 6},{264} {x + 5},{270} {x},{270} C{x - 5},{270} {x - 6},{264} {x},{258} Z",
                    "#ffc040",
                )
            )
    for cx, cy in ((30, 30), (220, 30), (30, 320), (220, 320)):
        p.append(circle(cx, cy, 6, ml, md, 1.2))
    return svg(250, 350, title, "\n".join(p))


def bell_icon() -> str:
    body = (
        "<defs>"
        + lin("b", [(0, "#ffe6a8"), (0.5, "#c08a3e"), (1, "#5a340e")], "100%")
        + "</defs>"
        + path("M32,2 L32,8", "none", "#4a2a0c", 3)
        + at(32, 34, 0.95, bell("url(#b)", "#3a2008", "#fff4d0"))
    )
    return svg(64, 64, "Bellwake bell icon 64x64 (the toll); transparent background", body)


def hush_fog() -> str:
    """A 1600x300 strip of fog, opaque-ish at the bottom and clear at the top, to lay over the
    table's lower or upper edge as the Hush rises; tiles horizontally."""
    rnd = random.Random(11)
    defs = "<defs>" + lin("fade", [(0, "#c8d4e0"), (1, "#c8d4e0")]) + "</defs>"
    p = [defs]
    for band, (y0, op) in enumerate(((230, 0.5), (190, 0.32), (150, 0.2), (110, 0.12), (80, 0.07))):
        d = f"M0,300 L0,{y0}"
        x = 0
        while x < 1600:
            nx = x + rnd.uniform(120, 220)
            nx = min(nx, 1600)
            d += f" Q{(x + nx) / 2:.0f},{y0 - rnd.uniform(20, 50):.0f} {nx:.0f},{y0 if nx == 1600 else y0 + rnd.uniform(-10, 10):.0f}"
            x = nx
        d += " L1600,300 Z"
        p.append(path(d, "#b4c2d0" if band % 2 else "#dde6ee", op=op))
    for _ in range(40):
        p.append(
            ellipse(
                rnd.uniform(0, 1600),
                rnd.uniform(160, 290),
                rnd.uniform(40, 120),
                rnd.uniform(6, 16),
                "#eef3f8",
                op=round(rnd.uniform(0.08, 0.2), 2),
            )
        )
    return svg(
        1600,
        300,
        "Bellwake Hush fog strip 1600x300, transparent at the top; tiles horizontally",
        "\n".join(p),
    )


def main() -> None:
    for kind in STYLE:
        write(f"frame-{kind}.svg", frame(kind))
    for kind, (fill, glyph, cold) in TYPE_ICONS.items():
        write(f"icon-{kind}.svg", medallion(fill, glyph, f"Bellwake type icon: {kind}", cold))
    for name, (fill, glyph, cold) in STAT_ICONS.items():
        write(f"stat-{name}.svg", medallion(fill, glyph, f"Bellwake stat icon: {name}", cold))
    write("back-player.svg", back(False))
    write("back-encounter.svg", back(True))
    write("bell.svg", bell_icon())
    write("hush-fog.svg", hush_fog())


if __name__ == "__main__":
    main()
