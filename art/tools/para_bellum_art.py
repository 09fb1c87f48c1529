# ruff: noqa: E501  (SVG path data reads best on one line)
"""Para Bellum's illustrations: ``python art/tools/para_bellum_art.py`` rewrites
``art/para-bellum/illustrations/``:

- ``<key>.svg``: one picture per Command card design (41), a 140x140 scene drawn in the
  round medallion of the card's frame (the table masks it to a disc);
- ``army-<pattern>.svg`` (30 designs) and ``start-<colour>.svg`` (5): a 200x80 picture above
  an Army card's legion band, in the card's own edge colours (a Column marches, a Camp pitches
  its tents, an Outpost holds a watchtower between its two colours, the starting card raises
  its standard).

Scenes are composed from Bellum's motifs (``art/bellum/tools/motifs.py``) and a few of our own
below; everything is nanosvg-safe (see art/README.md).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "art" / "bellum" / "tools"))
from motifs import (  # noqa: E402
    DARK,
    altar,
    anvil,
    at,
    background,
    bird,
    circle,
    coin,
    column,
    ellipse,
    eye,
    face,
    figure,
    flame,
    hammer,
    helmet,
    hills,
    horse,
    jar,
    laurel,
    line,
    path,
    rays,
    rect,
    spear,
    stall,
    stars,
    sun,
    sword,
    temple,
    tree,
    warrior,
)

OUT = ROOT / "art" / "para-bellum" / "illustrations"
LEGION = {
    "red": "#c82c2c",
    "blue": "#2860d4",
    "green": "#2a9642",
    "yellow": "#ecc028",
    "purple": "#8c3eb0",
}
# the colour-blind palette's fills (tabletop/ui/games/para_bellum/marks.py): the Army pictures
# are drawn in both, ``-cb`` for the colour-blind one
LEGION_CB = {
    "red": "#cd600a",
    "blue": "#003c8c",
    "green": "#008787",
    "yellow": "#faf032",
    "purple": "#f0b4eb",
}
SKY = {  # top, bottom, ground
    "order": ("#f3c27a", "#b0502a", "#5a3018"),
    "special_unit": ("#e8906a", "#7a2a1a", "#3a1a0e"),
    "construct": ("#a8c8e0", "#d8d0c0", "#7a6a50"),
    "character": ("#2a1a4a", "#8a5aa0", "#3a2440"),
    "asset": ("#a8d8e8", "#e0e8c8", "#5a8a4a"),
    "alliance": ("#f8e0a0", "#c8903a", "#6a4a1a"),
    "army": ("#b8d4e8", "#f0e0c0", "#8a7a50"),
}
NIGHT = [(40, 14), (60, 30), (80, 10), (120, 18), (150, 30), (160, 12), (140, 40), (96, 34)]


# ----- our own motifs ---------------------------------------------------------------------------


def tower(cx: float, ybase: float, w: float, h: float, stone: str = "#c8b890") -> str:
    """A square stone tower with battlements and a dark window."""
    x = cx - w / 2
    out = rect(x, ybase - h, w, h, stone, "#6a5a40", 1.2)
    merl = w / 5
    out += "".join(
        rect(x + i * merl, ybase - h - merl * 0.8, merl, merl * 0.8, stone, "#6a5a40", 1)
        for i in (0, 2, 4)
    )
    out += rect(cx - w * 0.12, ybase - h * 0.7, w * 0.24, h * 0.2, DARK, rx=w * 0.1)
    out += "".join(
        line(x, ybase - h + k * h / 5, x + w, ybase - h + k * h / 5, "#00000022", 1)
        for k in range(1, 5)
    )
    return out


def tent(cx: float, ybase: float, w: float, col: str) -> str:
    h = w * 0.7
    return (
        path(f"M{cx - w / 2},{ybase} L{cx},{ybase - h} L{cx + w / 2},{ybase} Z", col, DARK, 1.2)
        + path(f"M{cx},{ybase - h} L{cx - w * 0.1},{ybase} L{cx + w * 0.1},{ybase} Z", "#00000055")
        + line(cx, ybase - h, cx, ybase - h - 6, "#5a3a1c", 1.5)
    )


def standard(cx: float, ybase: float, h: float, cloth: str) -> str:
    """A legion's vexillum: a pole, a crossbar, a cloth in the colour, an eagle on top."""
    top = ybase - h
    out = line(cx, ybase, cx, top, "#6a4420", 3)
    out += line(cx - h * 0.22, top + h * 0.18, cx + h * 0.22, top + h * 0.18, "#d8a040", 2.5)
    out += rect(cx - h * 0.2, top + h * 0.18, h * 0.4, h * 0.34, cloth, DARK, 1.2)
    out += path(
        f"M{cx - h * 0.2},{top + h * 0.52} l{h * 0.1},{h * 0.08} l{h * 0.1},-{h * 0.08} l{h * 0.1},{h * 0.08} l{h * 0.1},-{h * 0.08}",
        cloth,
        DARK,
        1,
    )
    out += circle(cx, top + h * 0.35, h * 0.07, "#f0d060", DARK, 0.8)
    out += eagle(cx, top + h * 0.06, h * 0.004)
    return out


def eagle(cx: float, cy: float, s: float, col: str = "#e0b040") -> str:
    """A gold eagle with spread wings, about 100 x 60 at s=1."""
    body = path(
        "M0,-22 C8,-22 10,-14 6,-8 C30,-26 46,-22 50,-30 C50,-10 30,6 10,8 L14,28 L0,20 L-14,28 L-10,8 C-30,6 -50,-10 -50,-30 C-46,-22 -30,-26 -6,-8 C-10,-14 -8,-22 0,-22 Z",
        col,
        DARK,
        2,
    )
    body += circle(2, -16, 2, DARK) + path("M6,-15 L12,-12 L6,-11 Z", "#c06a10")
    return at(cx, cy, s, body)


def arrow(x1: float, y1: float, x2: float, y2: float, w: float = 2) -> str:
    return spear(x1, y1, x2, y2, "#8a6a3a", "#e8e8e0", w) + line(
        x1, y1, x1 + (x1 - x2) * 0.08, y1 + (y1 - y2) * 0.08, "#f0f0f0", w + 2
    )


def bow(cx: float, cy: float, h: float) -> str:
    return path(
        f"M{cx},{cy - h / 2} Q{cx + h * 0.45},{cy} {cx},{cy + h / 2}", stroke="#6a4420", w=4
    ) + line(cx, cy - h / 2, cx, cy + h / 2, "#f0e8d0", 1)


def chest(cx: float, ybase: float, w: float) -> str:
    h = w * 0.55
    x = cx - w / 2
    return (
        rect(x, ybase - h, w, h, "#7a4a1a", DARK, 1.5, 3)
        + path(
            f"M{x},{ybase - h} Q{cx},{ybase - h * 1.6} {x + w},{ybase - h} Z", "#8a5a2a", DARK, 1.5
        )
        + rect(x, ybase - h * 0.75, w, h * 0.12, "#d8a040")
        + rect(cx - w * 0.08, ybase - h * 0.9, w * 0.16, h * 0.3, "#f0d060", DARK, 1, 2)
    )


def cart(cx: float, ybase: float, w: float) -> str:
    x = cx - w / 2
    r = w * 0.16
    return (
        rect(x, ybase - r - w * 0.3, w, w * 0.3, "#8a5a2a", DARK, 1.5, 2)
        + circle(x + w * 0.22, ybase - r, r, "#5a3a1c", DARK, 2)
        + circle(x + w * 0.78, ybase - r, r, "#5a3a1c", DARK, 2)
        + circle(x + w * 0.22, ybase - r, r * 0.25, "#d8a040")
        + circle(x + w * 0.78, ybase - r, r * 0.25, "#d8a040")
        + line(x + w, ybase - r - w * 0.15, x + w * 1.3, ybase - r, "#5a3a1c", 3)
    )


def arch(cx: float, ybase: float, w: float, h: float) -> str:
    x = cx - w / 2
    hole = w * 0.4
    return (
        rect(x, ybase - h, w, h * 0.22, "#e8dcc0", "#8a7a5a", 1.2)
        + path(
            f"M{x},{ybase - h * 0.78} L{x + w},{ybase - h * 0.78} L{x + w},{ybase} L{cx + hole / 2},{ybase} L{cx + hole / 2},{ybase - h * 0.45} A{hole / 2},{hole / 2} 0 0 0 {cx - hole / 2},{ybase - h * 0.45} L{cx - hole / 2},{ybase} L{x},{ybase} Z",
            "#f0e6cc",
            "#8a7a5a",
            1.2,
        )
        + rect(x - 3, ybase - h - 4, w + 6, 5, "#d8c8a0", "#8a7a5a", 1)
    )


def catapult(cx: float, ybase: float, s: float) -> str:
    b = (
        rect(-30, -14, 60, 8, "#7a4a1a", DARK, 1.2)
        + circle(-20, -4, 7, "#5a3a1c", DARK, 1.5)
        + circle(20, -4, 7, "#5a3a1c", DARK, 1.5)
        + path("M-8,-14 L0,-36 L8,-14 Z", "#8a5a2a", DARK, 1.2)
        + line(0, -30, 34, -58, "#6a4420", 4)
        + ellipse(36, -60, 8, 5, "#5a3a1c", DARK, 1)
        + circle(36, -66, 5, "#8a8a8a", DARK, 1)
    )
    return at(cx, ybase, s, b)


def house(cx: float, ybase: float, w: float, wall: str = "#e8d8b8", roof: str = "#b05a30") -> str:
    h = w * 0.55
    x = cx - w / 2
    return (
        rect(x, ybase - h, w, h, wall, "#7a6a50", 1.2)
        + path(
            f"M{x - 4},{ybase - h} L{cx},{ybase - h * 1.6} L{x + w + 4},{ybase - h} Z",
            roof,
            DARK,
            1.2,
        )
        + rect(cx - w * 0.1, ybase - h * 0.55, w * 0.2, h * 0.55, "#5a3a1c")
    )


def road(col: str = "#c8b080") -> str:
    return path("M80,140 L96,86 L104,86 L120,140 Z", col, "#8a7050", 1) + "".join(
        line(100, y, 100, y + 6, "#f0e8d0", 1.5) for y in (92, 104, 120)
    )


# ----- Command cards: one scene per design (140x140, centred on x=100) ------------------------------

SCENES: dict[str, Callable[[], str]] = {}


def scene(key: str) -> Callable[[Callable[[], str]], Callable[[], str]]:
    def deco(fn: Callable[[], str]) -> Callable[[], str]:
        SCENES[key] = fn
        return fn

    return deco


scene("forced-march")(lambda: road() + warrior(78, 118, 62) + warrior(122, 120, 64, flip=True))
scene("war-chest")(
    lambda: (
        chest(100, 112, 70)
        + coin(74, 116, 8)
        + coin(128, 118, 8)
        + coin(112, 64, 7)
        + rays(100, 70, 40, 56, 10, "#fff4c0", 1.5)
    )
)
scene("scouting-party")(
    lambda: (
        hills(96, "#7a5a3a", 10)
        + eye(100, 44, 70)
        + figure(84, 128, 54, "#8a6a3a", hood=True)
        + figure(118, 130, 50, "#6a5a3a", hood=True)
    )
)
scene("council-of-war")(
    lambda: (
        rect(56, 96, 88, 10, "#7a4a1a", DARK, 1.2)
        + helmet(74, 80, 0.42)
        + helmet(100, 74, 0.46, crest="#2860d4")
        + helmet(126, 80, 0.42, crest="#2a9642")
        + rect(96, 86, 8, 10, "#f0e8d0")
    )
)
scene("sabotage")(
    lambda: (
        column(86, 126, 70, 14, broken=True)
        + column(116, 126, 40, 14, broken=True)
        + flame(100, 126, 40)
        + hammer(132, 60, 0.8, 30)
    )
)
scene("volley")(
    lambda: (
        hills(104, "#6a4a2a", 6)
        + "".join(
            arrow(40 + i * 16, 20 + (i % 2) * 10, 60 + i * 16, 70 + (i % 2) * 10) for i in range(6)
        )
    )
)
scene("rally-the-troops")(
    lambda: (
        rays(100, 40, 20, 60, 14)
        + standard(100, 132, 100, LEGION["red"])
        + warrior(64, 132, 44)
        + warrior(136, 132, 44, flip=True)
    )
)
scene("stirring-speech")(
    lambda: (
        rays(100, 56, 24, 64, 16)
        + figure(100, 128, 76, "#e8e0d0", arms="up")
        + rect(72, 126, 56, 10, "#c8b890", "#7a6a50", 1)
    )
)
scene("supply-train")(
    lambda: road("#b09870") + cart(92, 128, 64) + jar(84, 96, 22) + jar(102, 96, 24, "#a05a28")
)
scene("terror-raid")(
    lambda: (
        house(84, 120, 40)
        + house(124, 124, 34, roof="#8a3a20")
        + flame(84, 98, 44)
        + flame(124, 104, 34)
        + sword(60, 70, 0.7, -30)
    )
)
scene("double-time")(
    lambda: (
        "".join(line(40, y, 70, y, "#fff4d0", 2) for y in (60, 76, 92))
        + warrior(104, 126, 70)
        + warrior(134, 128, 56)
    )
)
scene("tribute")(
    lambda: (
        altar(100, 126, 70, 36)
        + coin(86, 82, 9)
        + coin(104, 80, 9)
        + coin(96, 70, 9)
        + coin(114, 88, 8)
        + sun(100, 34, 10)
    )
)
scene("field-promotion")(lambda: laurel(100, 70, 44) + helmet(100, 80, 0.9))
scene("triumph")(lambda: arch(100, 126, 90, 92) + laurel(100, 36, 22, "#d8a040"))
scene("archers")(
    lambda: (
        hills(110, "#5a3a1a", 6)
        + bow(70, 72, 70)
        + arrow(62, 72, 150, 50, 2.5)
        + figure(118, 130, 46, "#6a8a3a")
    )
)
scene("heavy-cavalry")(
    lambda: (
        horse(100, 128, 1.05, "#5a3a22", "#2a1a10") + helmet(100, 40, 0.5) + spear(70, 110, 150, 30)
    )
)
scene("sappers")(
    lambda: (
        "".join(
            rect(
                40 + (i % 4) * 30 + (i // 4 % 2) * 15,
                70 + (i // 4) * 16,
                28,
                14,
                "#b8a888",
                "#6a5a40",
                1,
            )
            for i in range(12)
        )
        + hammer(112, 60, 1.1, -20)
        + rect(70, 110, 30, 20, DARK)
    )
)
scene("praetorian-guard")(
    lambda: warrior(100, 130, 110, "#6a2a8a", "#e0c060", "#f0d060", device="owl")
)
scene("skirmishers")(
    lambda: (
        hills(110, "#7a5a2a", 8)
        + warrior(76, 128, 64, "#6a8a3a", shield_on=False)
        + warrior(126, 130, 60, "#8a7a3a", flip=True, shield_on=False)
        + spear(60, 40, 150, 20)
    )
)
scene("mounted-scouts")(
    lambda: hills(100, "#6a7a3a", 8) + horse(98, 128, 0.9) + bird(130, 36, 1.2) + bird(70, 30, 0.8)
)
scene("standard-bearers")(
    lambda: standard(86, 132, 110, LEGION["purple"]) + standard(124, 132, 96, LEGION["yellow"])
)
scene("forge")(lambda: flame(70, 120, 50) + anvil(112, 128, 1.3) + hammer(118, 62, 1.2, 30))
scene("siege-tower")(
    lambda: (
        tower(100, 116, 46, 92, "#9a6a3a")
        + circle(84, 120, 8, "#5a3a1c", DARK, 2)
        + circle(116, 120, 8, "#5a3a1c", DARK, 2)
    )
)
scene("catapult")(lambda: catapult(92, 126, 1.4) + circle(150, 30, 5, "#8a8a8a", DARK, 1))
scene("barracks")(
    lambda: (
        tent(70, 120, 40, "#d8c8a0")
        + tent(130, 120, 40, "#c8b890")
        + house(100, 126, 50, roof="#8a3a20")
    )
)
scene("watchtower")(
    lambda: (
        hills(112, "#6a5a3a", 6) + tower(100, 130, 36, 100) + standard(100, 34, 26, LEGION["red"])
    )
)
scene("triumphal-arch")(lambda: arch(100, 130, 104, 108) + standard(100, 24, 22, LEGION["yellow"]))
scene("legate")(
    lambda: (
        face(100, 72, 34)
        + laurel(100, 62, 38, "#d8a040")
        + rect(66, 108, 68, 32, "#e8e0d0", "#8a8070", 1)
    )
)
scene("quartermaster")(
    lambda: stall(100, 126, 1.2) + jar(70, 130, 26) + jar(134, 130, 22, "#a05a28")
)
scene("augur")(
    lambda: (
        stars(NIGHT)
        + bird(80, 40, 1.5, "#f0e8d0")
        + bird(120, 30, 1.0, "#f0e8d0")
        + figure(100, 132, 60, "#e8e0d0", hood=True, arms="up")
    )
)
scene("spymaster")(
    lambda: stars(NIGHT) + eye(100, 60, 90, "#2a9642") + figure(100, 136, 50, "#2a2030", hood=True)
)
scene("tribune")(lambda: helmet(100, 66, 1.3, crest="#c82c2c"))
scene("chaplain")(
    lambda: (
        altar(100, 126, 60, 30)
        + flame(100, 96, 40)
        + figure(58, 130, 56, "#e8e0d0", hood=True)
        + figure(142, 130, 56, "#e8e0d0", hood=True)
    )
)
scene("drillmaster")(
    lambda: (
        warrior(74, 130, 60)
        + warrior(100, 130, 60)
        + warrior(126, 130, 60)
        + spear(150, 130, 150, 30)
    )
)
scene("road")(lambda: hills(90, "#5a8a4a", 6) + road() + column(132, 110, 16, 8) + tree(62, 96, 30))
scene("market")(lambda: stall(84, 126, 1.1) + stall(130, 128, 0.9, "#2860d4") + coin(100, 40, 10))
scene("temple")(lambda: temple(100, 126, 100, 80, 6) + sun(60, 30, 9))
scene("villa")(lambda: house(100, 122, 80) + tree(48, 126, 50) + tree(152, 126, 44))
scene("pact-of-the-eagle")(lambda: laurel(100, 74, 56, "#d8a040") + eagle(100, 70, 0.9))
scene("iron-oath")(lambda: sword(80, 80, 1.4, -40) + sword(120, 80, 1.4, 40) + anvil(100, 130, 1.0))
scene("golden-accord")(lambda: laurel(100, 72, 50, "#d8a040") + coin(100, 70, 26))


def command_svg(key: str, kind: str, name: str) -> str:
    top, bottom, ground = SKY[kind]
    defs, body = background(top, bottom, ground, 112)
    if kind == "character":
        body += stars(NIGHT)
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="140" height="140" viewBox="30 0 140 140">\n'
        f"<!-- Para Bellum: {name} (140x140, shown in a disc) | Tabletop original art, CC BY 4.0 -->\n"
        f"<defs>{defs}</defs>\n{body}\n{SCENES[key]()}\n</svg>\n"
    )


# ----- Army cards: one picture per design (200x80), in its edge colours ---------------------------


def army_art(left: str, right: str, through: bool, start: bool, legion: dict[str, str]) -> str:
    a, b = legion[left], legion[right]
    ground = hills(62, "#8a7a50", 4)
    if start:
        return (
            ground
            + standard(100, 78, 74, a)
            + tent(42, 70, 30, "#e0d0a8")
            + tent(158, 70, 30, "#e0d0a8")
        )
    if through:  # a Column: a file of legionaries marching across the card
        return ground + "".join(
            warrior(x, 76, 46, a, crest=a, device="lambda", spear_on=True)
            for x in (30, 70, 110, 150, 190)
        )
    if left == right:  # a Camp: tents round the standard
        return (
            ground
            + tent(40, 70, 44, a)
            + tent(160, 70, 44, a)
            + tent(100, 64, 34, "#e0d0a8")
            + standard(100, 78, 70, a)
        )
    # an Outpost: a watchtower between the two colours' camps
    return (
        ground
        + tent(36, 70, 40, a)
        + tent(164, 70, 40, b)
        + tower(100, 78, 26, 56)
        + line(100, 22, 100, 8, "#6a4420", 2)
        + path("M100,8 L112,11 L100,14 Z", a, DARK, 0.8)
        + path("M100,14 L112,17 L100,20 Z", b, DARK, 0.8)
    )


def army_svg(
    name: str, left: str, right: str, through: bool, start: bool, legion: dict[str, str] = LEGION
) -> str:
    top, bottom, _ = SKY["army"]
    defs, body = background(top, bottom, None)
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80" viewBox="0 0 200 80">\n'
        f"<!-- Para Bellum: {name} (200x80) | Tabletop original art, CC BY 4.0 -->\n"
        f"<defs>{defs}</defs>\n{body}\n{army_art(left, right, through, start, legion)}\n</svg>\n"
    )


def main() -> None:
    data = json.loads((ROOT / "tabletop/games/para_bellum/cards.json").read_text())
    OUT.mkdir(parents=True, exist_ok=True)
    written = 0
    seen: set[str] = set()
    for c in data["command_cards"]:
        if c["key"] in seen:
            continue
        seen.add(c["key"])
        if c["key"] not in SCENES:
            raise SystemExit(f"no illustration for {c['key']}")
        (OUT / f"{c['key']}.svg").write_text(command_svg(c["key"], c["kind"], c["name"]))
        written += 1
    for c in data["army_cards"]:
        if c["pattern"] in seen:
            continue
        seen.add(c["pattern"])
        for suffix, legion in (("", LEGION), ("-cb", LEGION_CB)):
            svg = army_svg(c["name"], c["left"], c["right"], bool(c["through"]), False, legion)
            (OUT / f"army-{c['pattern']}{suffix}.svg").write_text(svg)
            written += 1
    for c in data["starting_cards"]:
        for suffix, legion in (("", LEGION), ("-cb", LEGION_CB)):
            svg = army_svg(c["name"], c["left"], c["right"], True, True, legion)
            (OUT / f"{c['id']}{suffix}.svg").write_text(svg)
            written += 1
    print(f"{written} illustrations in {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
