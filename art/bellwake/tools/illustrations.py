# ruff: noqa: E501  (SVG path data reads best on one line)
"""Bellwake's illustrations: one 200x140 picture per card of tabletop/games/bellwake/cards.json.

Run ``python art/bellwake/tools/illustrations.py``; it rewrites ``art/bellwake/illustrations/``.
The keepers' cards (heroes, allies, gear, songs, upgrades, the log) are lit by candles and
bronze; the encounter cards (enemies, locations, perils, objectives) stand in the Hush's fog.
"""

from __future__ import annotations

import json
from pathlib import Path

from motifs import (
    COLD_DARK,
    DARK,
    arch_gate,
    book_item,
    candle,
    cross_out,
    fog,
    gear_item,
    ground,
    hammer_item,
    hanging_bell,
    hooded,
    hound,
    hush_face,
    husk,
    keeper,
    lantern,
    mountains,
    rays,
    rings,
    shield_item,
    sky,
    snow,
    staff,
    stair,
    stars,
    tower,
    wisps,
)
from svgkit import at, bell, circle, ellipse, path, rect, svg, write

ROOT = Path(__file__).resolve().parents[3]
CARDS = ROOT / "tabletop/games/bellwake/cards.json"

HALE = "#7a2e1a"  # Hale's bellwarden red
SEFA = "#2e4a7a"  # Sefa's cantor blue


def belfry_bg(glow: str = "candle") -> str:
    """A warm belfry: the sky, a beam and far mountains."""
    return (
        sky(glow, 100, 50) + mountains(112, "#4a2a18", 4, 5, 36, "#f0e0c0") + ground(118, "#2a160a")
    )


def cold_bg(name: str = "fog", seed: int = 2) -> str:
    return sky(name, 100, 40) + mountains(100, "#3a4a5c", seed, 4, 44, "#dfe8f0")


# ----- keepers and allies ------------------------------------------------------------------


def hale_brann() -> str:
    return (
        belfry_bg("dusk")
        + hanging_bell(150, 52, 0.8)
        + rings(150, 52, "#fff0c0", 2, 26, 9)
        + at(80, 128, 1.55, keeper(HALE, hood=False, item=hammer_item()))
        + at(80, 128, 1.55, shield_item(), flip=True)
    )


def sefa_wren() -> str:
    return (
        sky("candle", 90, 50)
        + rays(92, 56, "#fff0c0", 14, 30, 90, 2, 0.25)
        + rings(92, 56, "#fff8e0", 3, 22, 10)
        + candle(30, 126, 22)
        + candle(172, 126, 26)
        + ground(126, "#3a1e0c", 2)
        + at(96, 130, 1.6, keeper(SEFA, item=book_item()))
    )


def stair_guard() -> str:
    return (
        belfry_bg()
        + stair(-10, 124, 8, 26, 9, "#6a5040", DARK)
        + at(100, 106, 1.2, keeper(HALE, item=staff("#8a6a42") + shield_item()))
    )


def watch_novice() -> str:
    return (
        sky("night", 140, 30)
        + stars(30, 4)
        + mountains(110, "#1e2636", 6, 5, 40)
        + ground(120, "#2a1a10")
        + at(90, 128, 1.2, keeper("#6a5a3a", item=lantern()))
        + circle(150, 30, 9, "#f4f0e0", op=0.8)
    )


def tower_captain() -> str:
    return (
        belfry_bg("dusk")
        + tower(160, 124, 34, 96, "#8a6a4a", DARK)
        + at(80, 130, 1.6, keeper(HALE, hood=False, trim="#ffd860", item=hammer_item("#e0b050")))
    )


def pilgrim_of_the_stair() -> str:
    return (
        cold_bg("dusk", 8)
        + stair(60, 130, 8, 18, 10, "#7a6a60", DARK, "#e8f0f6")
        + at(70, 128, 1.25, keeper("#8a7a5a", item=staff()))
        + wisps(5, 3, 30, 80, "#ffffff", 0.3)
    )


def choir_scholar() -> str:
    return (
        sky("candle", 100, 40)
        + candle(40, 120, 20)
        + candle(160, 120, 20)
        + ground(120, "#3a1e0c", 1)
        + at(100, 130, 1.5, keeper(SEFA, trim="#e8d8a0", item=book_item()))
        + at(140, 40, 0.6, gear_item("scroll"))
    )


def wayfinder() -> str:
    return (
        cold_bg("dusk", 3)
        + path("M20,140 C60,110 120,120 140,90 C150,76 170,70 190,66", "none", "#f0d890", 3, 0.8)
        + ground(126, "#2a1e16")
        + at(70, 130, 1.35, keeper("#4a6a3a", item=lantern()))
        + path("M150,80 L150,60 L168,66 L150,72", "#c8402a", DARK, 1)
    )


def bell_guard_veteran() -> str:
    return (
        belfry_bg("hearth")
        + at(
            100,
            132,
            1.7,
            keeper("#5a1e14", hood=False, trim="#ffd860", item=hammer_item("#e0b050")),
        )
        + at(100, 132, 1.7, shield_item("#a06030"), flip=True)
        + rings(100, 40, "#fff0c0", 2, 20, 10)
    )


def agna_fell() -> str:
    return (
        sky("furnace", 150, 90)
        + rect(120, 60, 70, 80, "#3a1a0c", DARK)
        + path("M130,140 L130,90 Q155,66 180,90 L180,140 Z", "#ff9a30")
        + ellipse(155, 120, 18, 8, "#ffe080")
        + at(155, 100, 0.6, bell("#c89040", DARK, "#fff0c0"))
        + at(70, 132, 1.6, keeper("#6a4020", hood=False, skin="#d8a880", item=hammer_item()))
    )


# ----- gear --------------------------------------------------------------------------------


def on_cloth(item: str, glow: str = "candle") -> str:
    return (
        sky(glow, 100, 60)
        + path("M0,140 L0,100 C60,92 140,108 200,96 L200,140 Z", "#5a2a18", DARK, 1)
        + path("M0,112 C60,104 140,120 200,108", "none", "#e0b070", 1, 0.5)
        + at(100, 70, 1.2, item)
    )


def bell_hammer() -> str:
    return on_cloth(gear_item("hammer")) + rings(130, 40, "#fff0c0", 2, 14, 8)


def quilted_mantle() -> str:
    return on_cloth(gear_item("mantle"), "hearth")


def tuning_fork() -> str:
    return on_cloth(gear_item("fork"), "candle")


def echo_stone() -> str:
    return (
        sky("night", 100, 70)
        + stars(20, 8)
        + ground(118, "#1e1a16")
        + at(100, 82, 1.2, gear_item("stone"))
    )


# ----- songs -------------------------------------------------------------------------------


def notes(seed: int, colour: str = "#fff0c0") -> str:
    out = []
    for i, (x, y) in enumerate(((40, 40), (62, 28), (140, 34), (164, 50), (120, 20))):
        j = (i + seed) % 5
        out.append(
            ellipse(x, y + j * 2, 4, 3, colour, op=0.85)
            + path(f"M{x + 4},{y + j * 2} L{x + 4},{y + j * 2 - 14}", "none", colour, 1.5, 0.85)
        )
    return "".join(out)


def hold_fast() -> str:
    return (
        belfry_bg("dusk")
        + at(150, 128, 1.1, hound("#1e2430"))
        + at(80, 130, 1.5, keeper(HALE, hood=False, item=staff()))
        + at(80, 130, 1.5, shield_item("#b07a30"), flip=True)
        + rings(58, 88, "#fff0c0", 3, 12, 8)
    )


def counter_peal() -> str:
    return (
        belfry_bg("hearth")
        + hanging_bell(80, 56, 0.9, rot=-14)
        + rings(80, 56, "#fff0c0", 3, 26, 9)
        + path("M120,60 L150,80 L136,84 L170,110", "none", "#fff0c0", 4)
        + at(175, 126, 0.9, hooded("#3a4656"))
    )


def ring_the_alarm() -> str:
    return (
        sky("night", 100, 40)
        + stars(24, 2)
        + tower(100, 140, 40, 86, "#6a5a4a", DARK, lit="#ffc040")
        + rings(100, 76, "#ffe0a0", 4, 30, 12, 3)
    )


def hymn_of_clarity() -> str:
    return (
        sky("frost", 100, 40)
        + rays(100, 30, "#ffffff", 16, 10, 120, 3, 0.35)
        + fog(110, "#4a5a6c", 0.7, 4)
        + at(100, 132, 1.4, keeper(SEFA, item=book_item()))
        + notes(1, "#ffffff")
    )


def mending_chant() -> str:
    return (
        sky("candle", 100, 70)
        + candle(40, 118)
        + candle(160, 118)
        + ground(118, "#3a1e0c", 2)
        + at(100, 118, 1.3, path("M-30,0 C-30,-10 30,-10 30,0 Z", "#6a4a2a"))
        + at(
            100,
            80,
            0.55,
            path(
                "M0,30 C-24,14 -32,4 -32,-8 C-32,-20 -20,-26 -10,-24 C-4,-22 -1,-18 0,-14 C1,-18 4,-22 10,-24 C20,-26 32,-20 32,-8 C32,4 24,14 0,30 Z",
                "#e84a5a",
                "#5a1a1a",
                2,
            ),
        )
        + rings(100, 76, "#ffffff", 3, 26, 8, 2, 0.6)
        + notes(2)
    )


def name_the_nameless() -> str:
    return (
        cold_bg("void", 5)
        + at(140, 130, 1.3, hooded("#2a3444", eye="#c8e0ff"))
        + at(50, 132, 1.3, keeper(SEFA, item=book_item()))
        + path("M70,72 L90,74 L108,70 L126,78", "none", "#ffe080", 3)
        + rays(124, 76, "#ffe080", 8, 6, 20, 2, 0.8)
    )


def great_canticle() -> str:
    return (
        sky("candle", 100, 30)
        + rays(100, 30, "#fff8e0", 18, 14, 130, 3, 0.3)
        + "".join(
            at(x, 128, 1.0, keeper(c, item=book_item()))
            for x, c in ((40, SEFA), (80, HALE), (120, "#4a6a3a"), (160, "#6a4020"))
        )
        + notes(3)
        + rings(100, 30, "#ffffff", 3, 18, 10)
    )


# ----- enemies -----------------------------------------------------------------------------


def hollow_hound() -> str:
    return (
        cold_bg("fog", 1)
        + fog(108, "#c8d4e0", 0.5, 6)
        + at(100, 126, 1.6, hound())
        + fog(124, "#e0e8f0", 0.45, 9)
    )


def hushed_novice() -> str:
    return (
        cold_bg("fog", 4)
        + fog(110, "#c8d4e0", 0.4, 2)
        + at(100, 134, 1.45, hooded("#5a6878", eye=None))
        + candle(140, 132, 18, "#c8d0d8", "#8aa0b8", False)
        + cross_out(140, 105, 6, "#1e2634")
    )


def silent_brother() -> str:
    return (
        sky("void", 100, 30)
        + arch_gate(100, 140, 70, 100, "#4a5462", COLD_DARK, "#0e1218")
        + at(100, 136, 1.55, hooded("#2a3240", eye="#9ab8e0"))
        + fog(122, "#b4c2d0", 0.45, 5)
    )


def mist_weaver() -> str:
    out = [cold_bg("fog", 7)]
    for i in range(7):
        x = 20 + i * 27
        out.append(
            path(
                f"M100,50 C{(100 + x) / 2},{60 + i * 3} {x},{90} {x},140",
                "none",
                "#eef3f8",
                1.5,
                0.6,
            )
        )
    out.append(at(100, 120, 1.3, hooded("#8090a4", "#1e2634", eye="#ffffff")))
    out.append(fog(112, "#dfe8f0", 0.55, 11))
    out.append(wisps(6, 4, 20, 70, "#ffffff", 0.45))
    return "".join(out)


def bell_thief() -> str:
    return (
        sky("night", 150, 30)
        + stars(18, 6)
        + tower(160, 140, 36, 96, "#3a4452", COLD_DARK, "#3a4452")
        + at(80, 130, 1.3, hooded("#2a2e36", eye="#ffd890", mouthless=False))
        + at(108, 96, 0.5, bell("#c89040", DARK, "#fff0c0"))
        + path("M96,84 L100,104", "none", "#2a2e36", 4)
    )


def bronze_husk() -> str:
    return (
        sky("furnace", 100, 110)
        + rect(0, 110, 200, 30, "#1a0c06")
        + at(100, 134, 1.2, husk())
        + wisps(4, 5, 20, 60, "#ffd8a0", 0.25)
    )


def the_unsung() -> str:
    out = [sky("void", 100, 40), rays(100, 40, "#dfe8f0", 20, 18, 120, 2, 0.2)]
    out.append(
        path("M60,140 C70,100 80,70 100,60 C120,70 130,100 140,140 Z", "#b8c4d0", "#2a3440", 1.2)
    )
    out.append(path("M80,140 C86,110 92,90 100,80 C108,90 114,110 120,140 Z", "#e0e8f0", op=0.6))
    out.append(hush_face(100, 46, 0.9))
    out.append(
        path("M84,30 L88,18 L94,28 L100,14 L106,28 L112,18 L116,30 Z", "#8a94a4", "#2a3440", 1)
    )
    out.append(fog(120, "#dfe8f0", 0.5, 13))
    out.append(wisps(8, 2, 60, 130, "#ffffff", 0.4))
    return "".join(out)


# ----- locations ---------------------------------------------------------------------------


def frostbitten_steps() -> str:
    return (
        sky("frost", 160, 20)
        + mountains(90, "#6a84a0", 9, 3, 50, "#ffffff")
        + stair(-6, 136, 9, 24, 11, "#8a9aac", "#2a3a4c", "#ffffff")
        + snow(40, 3)
        + fog(126, "#ffffff", 0.35, 3)
    )


def rope_bridge() -> str:
    out = [cold_bg("fog", 12), rect(0, 70, 30, 70, "#3a4452"), rect(170, 70, 30, 70, "#3a4452")]
    out.append(path("M30,72 Q100,100 170,72", "none", "#6a4a2a", 2))
    out.append(path("M30,86 Q100,114 170,86", "none", "#8a6a42", 3))
    for i in range(1, 14):
        x = 30 + i * 10
        t = (x - 30) / 140
        y1 = 72 + 112 * t * (1 - t)
        y2 = 86 + 112 * t * (1 - t)
        out.append(path(f"M{x},{y1:.1f} L{x},{y2:.1f}", "none", "#6a4a2a", 1))
        out.append(rect(x - 4, y2 - 1, 8, 3, "#8a6a42"))
    out.append(fog(118, "#dfe8f0", 0.6, 1))
    return "".join(out)


def cold_refectory() -> str:
    out = [sky("void", 40, 60), rect(0, 0, 200, 140, "#2a323c", op=0.5)]
    for x in (30, 100, 170):
        out.append(
            path(
                f"M{x - 18},80 L{x - 18},30 Q{x},12 {x + 18},30 L{x + 18},80 Z", "#8aa0b8", op=0.35
            )
        )
    out.append(path("M10,100 L190,100 L180,112 L20,112 Z", "#5a4a3a", "#1e1810", 1.2))
    out.append(rect(26, 112, 6, 26, "#3a3028") + rect(168, 112, 6, 26, "#3a3028"))
    for x in (50, 80, 110, 140):
        out.append(ellipse(x, 98, 9, 3, "#a8b4c0", "#2a3440", 1))
    out.append(candle(160, 98, 12, "#c8d0d8", "#5a6a7a", False))
    out.append(snow(14, 7, "#dfe8f0"))
    return "".join(out)


def furnace_mouth() -> str:
    return (
        sky("void", 100, 90)
        + rect(0, 0, 200, 140, "#2a1a14")
        + path("M40,140 L40,70 Q100,10 160,70 L160,140 Z", "#4a2a1a", "#100806", 2)
        + path("M56,140 L56,78 Q100,34 144,78 L144,140 Z", "#ff8a20")
        + ellipse(100, 112, 40, 20, "#ffe070")
        + rays(100, 100, "#ffc060", 10, 48, 90, 3, 0.35)
        + fog(128, "#b4c2d0", 0.35, 4)
    )


def casting_pit() -> str:
    return (
        sky("void", 100, 110)
        + ellipse(100, 110, 80, 22, "#1a0c06")
        + ellipse(100, 108, 64, 16, "#ff9a30")
        + ellipse(100, 106, 40, 8, "#ffe080")
        + path("M60,0 L60,60 M140,0 L140,60", "none", "#3a2a20", 3)
        + at(100, 60, 0.8, bell("#4a3a30", "#100806", "#8a6a50"))
        + path("M100,24 L100,32", "none", "#3a2a20", 3)
        + wisps(5, 8, 70, 100, "#ffd8a0", 0.4)
    )


def hall_of_still_bells() -> str:
    out = [sky("void", 100, 40)]
    for x in (20, 60, 100, 140, 180):
        out.append(rect(x - 5, 0, 10, 140, "#3a4452", op=0.6))
    out.append(rect(0, 18, 200, 8, "#2a3240"))
    for i, x in enumerate((35, 80, 125, 170)):
        out.append(
            hanging_bell(x, 62 + (i % 2) * 10, 0.62, "#7a8898", COLD_DARK, "#c8d4e0", "#2a3240")
        )
    out.append(fog(110, "#dfe8f0", 0.55, 5))
    out.append(wisps(6, 3, 40, 110))
    return "".join(out)


# ----- perils ------------------------------------------------------------------------------


def creeping_silence() -> str:
    return (
        cold_bg("void", 4)
        + candle(100, 126, 20, "#c8d0d8", "#8aa0b8", False)
        + fog(118, "#dfe8f0", 0.45, 2)
        + fog(98, "#eef3f8", 0.3, 8)
        + wisps(10, 6, 40, 120, "#ffffff", 0.45)
        + cross_out(150, 40, 8, "#dfe8f0")
        + rings(150, 40, "#dfe8f0", 2, 14, 8, 2, 0.35)
    )


def numbing_cold() -> str:
    return (
        sky("frost", 100, 30)
        + ground(124, "#dfe8f0", 3)
        + at(
            100, 130, 1.4, keeper("#8aa4c0", skin="#c8d8e8", trim="#ffffff", item=staff("#a8b8c8"))
        )
        + at(60, 128, 0.9, keeper("#7a94b0", skin="#c8d8e8", trim="#ffffff"))
        + snow(50, 9)
        + "".join(
            path(f"M{x},0 L{x + 3},{18 + (x % 7) * 2} L{x + 6},0 Z", "#ffffff", op=0.7)
            for x in range(6, 200, 22)
        )
    )


def forgotten_path() -> str:
    return (
        cold_bg("fog", 10)
        + path("M30,140 C60,120 110,118 120,100 C128,86 150,80 170,78", "none", "#c8b48a", 5, 0.6)
        + fog(104, "#dfe8f0", 0.8, 7, 20)
        + fog(120, "#eef3f8", 0.6, 3)
        + path("M60,132 L64,118 M64,118 L72,120", "none", "#4a3a2a", 2)
    )


def echoes_fade() -> str:
    return (
        cold_bg("void", 6)
        + hanging_bell(100, 64, 0.9, "#6a7a8a", COLD_DARK, "#b4c2d0", "#3a4452")
        + rings(100, 64, "#dfe8f0", 4, 28, 12, 2.5, 0.25)
        + fog(110, "#dfe8f0", 0.4, 12)
    )


def the_quiet_spreads() -> str:
    return (
        cold_bg("void", 11)
        + "".join(
            at(x, 130, 0.9, hooded("#3a4656", eye="#9ab8e0"), flip=x > 100) for x in (40, 100, 160)
        )
        + fog(104, "#dfe8f0", 0.55, 9, 18)
        + wisps(8, 12, 20, 80, "#ffffff", 0.35)
    )


# ----- objectives --------------------------------------------------------------------------


def the_climb() -> str:
    return (
        sky("frost", 150, 20)
        + mountains(80, "#7a90a8", 13, 3, 60, "#ffffff")
        + stair(10, 140, 10, 18, 9, "#7a8a9c", "#2a3a4c", "#ffffff")
        + "".join(
            at(x, y, 0.5, keeper(c, item=staff())) for x, y, c in ((60, 107, HALE), (78, 98, SEFA))
        )
        + snow(24, 6)
    )


def the_gate_of_tollhaven() -> str:
    return (
        cold_bg("dusk", 14)
        + arch_gate(100, 136, 64, 80, "#6a7482", COLD_DARK, "#1a2028")
        + hanging_bell(100, 40, 0.5, "#c89040")
        + fog(124, "#dfe8f0", 0.45, 5)
    )


def the_bellows() -> str:
    return (
        sky("furnace", 100, 100)
        + path("M30,90 L120,70 L120,110 L30,120 Z", "#5a3a20", "#1a0c06", 1.5)
        + "".join(
            path(f"M{40 + i * 16},{88 - i * 3} L{40 + i * 16},{118 - i}", "none", "#3a2410", 1.5)
            for i in range(5)
        )
        + path("M120,84 L160,90 L160,96 L120,98 Z", "#8a6a42", "#1a0c06", 1)
        + ellipse(176, 94, 16, 10, "#ffd070")
        + rays(176, 94, "#ffe0a0", 8, 12, 30, 2, 0.6)
    )


def the_pour() -> str:
    return (
        sky("furnace", 120, 40)
        + path("M60,20 L110,20 L104,44 L66,44 Z", "#3a2a20", "#100806", 1.5)
        + path("M100,40 C112,60 116,80 118,100", "none", "#ffd070", 7)
        + ellipse(118, 112, 44, 12, "#1a0c06")
        + ellipse(118, 110, 34, 8, "#ff9a30")
        + wisps(5, 3, 40, 100, "#ffd8a0", 0.35)
    )


def the_spire() -> str:
    return (
        sky("night", 100, 30)
        + stars(30, 9)
        + fog(120, "#b4c2d0", 0.45, 6)
        + tower(100, 140, 34, 96, "#5a6474", COLD_DARK, lit="#ffc040")
        + fog(132, "#dfe8f0", 0.5, 2)
    )


def the_great_bell() -> str:
    return (
        sky("dusk", 100, 50)
        + rays(100, 60, "#fff0c0", 18, 40, 130, 3, 0.3)
        + rect(20, 12, 160, 8, "#3a2410")
        + at(100, 70, 1.5, bell("#d8a048", DARK, "#fff4d0"))
        + rings(100, 70, "#fff8e0", 3, 46, 12, 3)
        + fog(128, "#dfe8f0", 0.4, 3)
    )


# ----- the campaign log and upgrades ---------------------------------------------------------


def log_page(extra: str, glow: str = "candle") -> str:
    return (
        sky(glow, 100, 50)
        + rect(0, 100, 200, 40, "#3a1e0c")
        + at(100, 70, 1.5, gear_item("scroll"))
        + extra
    )


def the_gate_held() -> str:
    return log_page(
        at(150, 106, 0.5, arch_gate(0, 0, 40, 44, "#8a7a6a", DARK, "#3a2a1a")) + candle(36, 120)
    )


def the_gate_fell() -> str:
    return log_page(
        at(150, 110, 0.5, hooded("#2a3240", eye="#9ab8e0")) + cross_out(52, 112, 8, "#6a1a10"),
        "dusk",
    )


def the_bell_was_recast() -> str:
    return log_page(at(150, 100, 0.6, bell("#e0b050", DARK, "#fff4d0")) + candle(36, 120))


def the_founder_was_rescued() -> str:
    return log_page(
        at(152, 126, 0.7, keeper("#6a4020", hood=False, skin="#d8a880", item=hammer_item()))
        + candle(36, 120)
    )


def the_bell_cracked() -> str:
    return log_page(
        at(150, 100, 0.6, bell("#7a6a5a", DARK, "#b4a898"))
        + path("M146,82 L152,92 L146,100 L154,112", "none", DARK, 2),
        "dusk",
    )


def upgrade_bg(item: str) -> str:
    return (
        sky("candle", 100, 60)
        + rays(100, 66, "#fff0c0", 12, 34, 110, 3, 0.3)
        + ground(126, "#3a1e0c", 2)
        + at(100, 70, 1.1, item)
    )


def tempered() -> str:
    return upgrade_bg(
        path(
            "M0,34 C-26,18 -34,6 -34,-8 C-34,-22 -22,-28 -11,-26 C-5,-24 -1,-20 0,-15 C1,-20 5,-24 11,-26 C22,-28 34,-22 34,-8 C34,6 26,18 0,34 Z",
            "#c8302a",
            "#3a0a06",
            2,
        )
        + path("M-18,-6 L18,-6 M-14,4 L14,4", "none", "#ffd0a0", 2, 0.7)
    )


def clear_voice() -> str:
    return (
        sky("candle", 100, 60)
        + rays(100, 66, "#fff0c0", 12, 34, 110, 3, 0.3)
        + ground(126, "#3a1e0c", 2)
        + at(84, 132, 1.5, keeper(SEFA, hood=False, item=book_item()))
        + rings(90, 56, "#ffffff", 4, 14, 10, 3, 0.9)
        + notes(2)
    )


def iron_arm() -> str:
    return upgrade_bg(gear_item("arm"))


def deep_breath() -> str:
    return upgrade_bg(gear_item("lungs")) + notes(4)


def a_veteran_joins() -> str:
    return (
        sky("hearth", 100, 50)
        + ground(126, "#2a160a", 2)
        + at(
            70, 132, 1.3, keeper("#5a1e14", hood=False, trim="#ffd860", item=hammer_item("#e0b050"))
        )
        + at(140, 132, 1.2, keeper(HALE, hood=False, item=staff()))
    )


OPEN_BOOK = (
    path(
        "M-40,-20 C-24,-28 -8,-26 0,-18 C8,-26 24,-28 40,-20 L40,22 C24,14 8,16 0,24 C-8,16 -24,14 -40,22 Z",
        "#f6ead0",
        DARK,
        1.5,
    )
    + path("M0,-18 L0,24", "none", "#6a4a2a", 1.5)
    + "".join(
        path(f"M{x0},{y} L{x0 + 26},{y - 2}", "none", "#6a4a2a", 1.3)
        for x0 in (-34, 6)
        for y in (-10, -2, 6)
    )
    + path(
        "M-44,22 C-26,16 -8,18 0,28 C8,18 26,16 44,22 L44,28 C26,22 8,24 0,32 C-8,24 -26,22 -44,28 Z",
        "#7a2a1a",
        DARK,
        1,
    )
)


def the_great_canticle() -> str:
    return upgrade_bg(OPEN_BOOK) + notes(0) + rings(100, 40, "#ffffff", 3, 24, 10)


def picture(card_id: str) -> str:
    """The picture of ``card_id``: the function named after it ("bell-thief": bell_thief)."""
    return globals()[card_id.replace("-", "_")]()


def main() -> None:
    cards = json.loads(CARDS.read_text("utf-8"))["cards"]
    missing = [c["id"] for c in cards if c["id"].replace("-", "_") not in globals()]
    if missing:
        raise SystemExit(f"no picture for: {', '.join(missing)}")
    for card in cards:
        body = picture(card["id"])
        title = f"Bellwake illustration 200x140: {card['name']} ({card['type']})"
        write(f"illustrations/{card['id']}.svg", svg(200, 140, title, body))


if __name__ == "__main__":
    main()
