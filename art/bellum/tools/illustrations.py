# ruff: noqa: E501  (SVG path data reads best on one line)
"""One illustration per Bellum card (200x140, the frames' window): ``python
art/bellum/tools/illustrations.py`` rewrites ``art/bellum/illustrations/<id>.svg``.

Each picture is composed from the motifs in motifs.py on a sky of its clan (Soldier dawn,
Mythological green hills, Demon underworld red, Oracle night violet; Athens and Sparta
for the districts)."""

from __future__ import annotations

import json
import math
import re
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from motifs import (  # noqa: E402
    DARK,
    altar,
    anvil,
    at,
    background,
    bird,
    boat,
    bolt,
    bull_head,
    circle,
    cloud,
    club,
    coin,
    column,
    dog_head,
    ellipse,
    emblem,
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
    lion_head,
    path,
    pegasus,
    pelta,
    pig,
    rays,
    rect,
    sea,
    shield,
    snake,
    spear,
    stall,
    stars,
    sun,
    sword,
    teeth,
    temple,
    tree,
    tripod,
    trireme,
    vapour,
    warrior,
    wings,
)

ROOT = Path(__file__).resolve().parents[3]
OUT = ROOT / "art" / "bellum" / "illustrations"
SKY = {
    "Soldier": ("#f3c27a", "#b0502a", "#5a3018"),
    "Mythological": ("#a8d8e8", "#5a9a6a", "#2f5a2a"),
    "Demon": ("#2a0404", "#8a1a0a", "#180404"),
    "Oracle": ("#140c38", "#5a3a9a", "#24163a"),
    "athens": ("#9ac8f0", "#f0e4c4", "#b0a080"),
    "sparta": ("#f0b070", "#c06a40", "#7a4a2a"),
    "relic": ("#3a3440", "#8a8090", "#2a2430"),
}
NIGHT = [(20, 14), (44, 30), (70, 10), (120, 18), (160, 30), (186, 12), (140, 8), (96, 34)]
ART: dict[str, Callable[[], str]] = {}
SKY_OF: dict[str, str] = {}


def card(cid: str, sky: str) -> Callable[[Callable[[], str]], Callable[[], str]]:
    def deco(fn: Callable[[], str]) -> Callable[[], str]:
        ART[cid] = fn
        SKY_OF[cid] = sky
        return fn

    return deco


# ----- districts --------------------------------------------------------------------------------


@card("piraeus", "athens")
def _piraeus() -> str:
    return (
        sun(160, 30, 10)
        + sea(86)
        + column(20, 90, 40)
        + column(180, 90, 40)
        + rect(0, 86, 36, 8, "#c8b890")
        + rect(164, 86, 36, 8, "#c8b890")
        + trireme(100, 104, 1.1)
    )


@card("agora", "athens")
def _agora() -> str:
    stoa = (
        rect(10, 40, 180, 8, "#f0ead8", "#b8ac90", 0.8)
        + path("M6,40 L100,26 L194,40 Z", "#c86a40", "#7a3a20", 1)
        + "".join(column(x, 96, 48, 7) for x in range(20, 190, 20))
    )
    return (
        stoa
        + rect(0, 96, 200, 44, "#c8b890")
        + stall(50, 128, 1)
        + stall(150, 128, 1, "#2a5a9a")
        + figure(100, 132, 40, "#6a8ab0")
    )


@card("acropolis", "athens")
def _acropolis() -> str:
    return (
        hills(96, "#a89068", 6)
        + path("M20,140 L40,86 C70,74 130,74 160,86 L184,140 Z", "#b8a078", "#7a6848", 1)
        + temple(100, 82, 90, 46, 8)
        + cloud(30, 30, 0.8)
        + cloud(170, 22, 0.7)
    )


@card("parthenon", "athens")
def _parthenon() -> str:
    return (
        sun(40, 28, 9)
        + temple(100, 126, 170, 104, 8, roof="#f6f0e0")
        + shield(100, 44, 9, "#2a4a8a", "#d8a040", "owl")
    )


@card("pitane", "sparta")
def _pitane() -> str:
    houses = "".join(
        rect(x, 80 - h, 30, h + 30, "#c89a6a", "#6a4a2a", 1)
        + path(
            f"M{x - 3},{80 - h} L{x + 15},{68 - h} L{x + 33},{80 - h} Z", "#a0502a", "#6a3a1a", 1
        )
        + rect(x + 11, 96 - h, 8, 14, "#3a2412")
        for x, h in ((10, 0), (52, 10), (140, 4))
    )
    return (
        houses
        + hills(110, "#7a4a2a", 4)
        + warrior(110, 130, 70, "#a01818")
        + spear(170, 130, 182, 50)
    )


@card("limnai", "sparta")
def _limnai() -> str:
    water = rect(0, 96, 200, 44, "#4a7a6a") + "".join(
        path(f"M{x},{130} Q{x + 3},{104} {x + 6},{92}", stroke="#6a8a3a", w=2)
        + ellipse(x + 6, 92, 2.2, 7, "#5a3a18")
        for x in (8, 22, 34, 150, 166, 182)
    )
    return (
        water
        + temple(100, 96, 80, 48, 4, "#e0d4b8")
        + "".join(path(f"M20,{y} q8,-3 16,0 q8,3 16,0", stroke="#a8d0c0", w=1) for y in (110, 122))
        + "".join(path(f"M130,{y} q8,-3 16,0 q8,3 16,0", stroke="#a8d0c0", w=1) for y in (114, 128))
    )


@card("amyklai", "sparta")
def _amyklai() -> str:
    """The throne of Apollo at Amyklai: a tall bronze statue with helmet and spear."""
    throne = path("M44,130 L50,96 L150,96 L156,130 Z", "#c8a070", "#6a4a2a", 1.5) + rect(
        38, 88, 124, 10, "#d8b080", "#6a4a2a", 1
    )
    statue = (
        path("M86,88 L114,88 L110,36 L90,36 Z", "#e0b040", DARK, 1.5)
        + line(94, 40, 94, 84, "#a07010", 1)
        + line(106, 40, 106, 84, "#a07010", 1)
    )
    statue += (
        helmet(100, 22, 0.5, "#e0b040", "#c0282a", "#6a4a10")
        + spear(126, 96, 132, 4, "#8a6a20", "#f0d060", 3)
        + line(110, 50, 126, 54, "#e0b040", 5)
    )
    statue += path("M72,40 C60,52 64,74 78,76 L90,44 Z", "#c08020", DARK, 1) + line(
        90, 50, 78, 58, "#e0b040", 5
    )
    return sun(164, 24, 10) + throne + statue


@card("mesoa", "sparta")
def _mesoa() -> str:
    return (
        temple(100, 130, 160, 84, 6, "#e0cfae", "#9a8060", "#a0502a")
        + shield(100, 92, 26, "#a01818", "#e0b040", "lambda")
        + spear(34, 132, 60, 30)
        + spear(166, 132, 140, 30)
    )


# ----- the base deck ----------------------------------------------------------------------------


@card("hoplite", "Soldier")
def _hoplite() -> str:
    return (
        sun(150, 40, 12)
        + spear(130, 136, 176, 6, w=4)
        + helmet(92, 72, 1.25)
        + shield(150, 100, 26, "#b02818", "#d8a040", "lambda")
    )


@card("peltast", "Soldier")
def _peltast() -> str:
    """A light skirmisher: crescent wicker shield, a javelin thrown and two in hand."""
    man = warrior(80, 132, 100, "#5a6a2a", "#a07040", None, spear_on=False, shield_on=False)
    hand = spear(96, 110, 110, 30, w=2.5) + spear(100, 112, 116, 34, w=2.5)
    flying = spear(120, 60, 190, 14, w=3) + "".join(
        line(104 + i * 8, 72 - i * 5, 116 + i * 8, 64 - i * 5, "#fff4d0", 1) for i in range(2)
    )
    return (
        sun(40, 30, 10)
        + hills(118, "#7a4020")
        + man
        + pelta(62, 88, 1.25, "#8a5a2a")
        + hand
        + flying
    )


@card("satyr", "Mythological")
def _satyr() -> str:
    pipes = "".join(
        rect(118 + i * 6, 70, 5, 22 + i * 6, "#c8a060", DARK, 0.8) for i in range(6)
    ) + rect(116, 76, 38, 4, "#8a5a2a")
    head = face(80, 70, 30, "#c89060", "#4a2a14") + path(
        "M60,48 C50,30 54,22 58,14 C62,28 68,36 70,44 Z M100,48 C110,30 106,22 102,14 C98,28 92,36 90,44 Z",
        "#e8dcc0",
        DARK,
        1,
    )
    head += path("M68,92 C72,110 88,110 92,92 Z", "#4a2a14") + path(
        "M56,66 L48,58 L60,60 Z M104,66 L112,58 L100,60 Z", "#c89060", DARK, 1
    )
    return tree(24, 120, 70) + head + pipes


@card("nymph", "Mythological")
def _nymph() -> str:
    spring = ellipse(100, 122, 80, 14, "#4a8ac0") + path(
        "M40,122 q10,-4 20,0 q10,4 20,0 M110,126 q10,-4 20,0 q10,4 20,0", stroke="#c0e0f8", w=1.2
    )
    return (
        tree(30, 110, 80, leaf="#3a8a5a")
        + tree(172, 112, 70, leaf="#3a8a5a")
        + spring
        + figure(100, 118, 76, "#a8d8f0", "#f0c8a0", "#c88a30", arms="out")
        + laurel(100, 32, 8, "#6ac06a")
        + path("M66,60 C60,80 70,100 64,118", stroke="#c0e0f8", w=2)
    )


@card("keres", "Demon")
def _keres() -> str:
    return (
        wings(100, 60, 1.35, "#2a1a20", "#8a3a3a")
        + figure(100, 120, 80, "#1a1014", "#b8b0a8", "#0a0406")
        + path("M94,38 L98,34 L96,40 Z M106,38 L102,34 L104,40 Z", "#ff3010")
        + path("M84,80 L70,96 L74,100 M116,80 L130,96 L126,100", stroke="#b8b0a8", w=2.5)
    )


@card("acolyte", "Oracle")
def _acolyte() -> str:
    lamp = path("M128,70 C128,76 144,76 144,70 Z", "#c8903a", DARK, 1) + flame(136, 70, 16)
    return (
        stars(NIGHT)
        + column(30, 126, 80)
        + column(170, 126, 80)
        + figure(100, 130, 90, "#e8e0f0", "#d8a070", hood=True)
        + line(116, 82, 132, 72, "#d8a070", 4)
        + lamp
        + circle(136, 62, 20, "#ffd870", op=0.25)
    )


@card("augury", "Oracle")
def _augury() -> str:
    return (
        stars(NIGHT)
        + eye(100, 96, 80, "#6a4ac0")
        + "".join(
            bird(x, y, s, "#0a0614")
            for x, y, s in (
                (48, 30, 1.2),
                (80, 22, 1.0),
                (112, 34, 1.3),
                (148, 20, 1.1),
                (168, 46, 0.9),
                (36, 54, 0.8),
            )
        )
    )


@card("libation", "Mythological")
def _libation() -> str:
    kylix = (
        path("M60,40 C64,62 96,66 100,44 Z", "#1a0a04", DARK, 1)
        + path("M60,40 L100,44", stroke="#c06a30", w=2)
        + line(56, 44, 50, 36, "#1a0a04", 3)
    )
    pour = path("M98,46 C106,60 104,80 106,104", stroke="#a01828", w=4) + ellipse(
        106, 108, 16, 4, "#a01828"
    )
    return hills(112, "#3a6a3a", 6) + altar(106, 136, 60, 26) + at(30, 16, 1, kylix, 18) + pour


@card("javelin", "Soldier")
def _javelin() -> str:
    trail = "".join(
        line(20 + i * 14, 116 - i * 10, 38 + i * 14, 104 - i * 10, "#fff4d0", 1.2) for i in range(4)
    )
    return (
        sun(170, 30, 12)
        + hills(116, "#7a4020")
        + trail
        + spear(30, 120, 176, 24, w=4)
        + shield(60, 112, 14, "#3a2a20", "#a07040", "star", "#d8a040")
    )


@card("blood-offering", "Demon")
def _blood_offering() -> str:
    knife = at(
        150,
        36,
        1,
        path("M0,0 L30,-4 L34,0 L30,4 Z", "#e0e4ec", DARK, 1) + rect(-14, -3, 14, 6, "#5a3010"),
        30,
    )
    return (
        altar(100, 136, 76, 40, "#8a8078", "#4a4038", blood=True)
        + flame(100, 92, 52, "#d02010", "#ff8030")
        + knife
        + "".join(circle(x, y, 2.4, "#c01010") for x, y in ((170, 70), (174, 84), (166, 96)))
    )


# ----- pile I -----------------------------------------------------------------------------------


@card("myrmidon", "Soldier")
def _myrmidon() -> str:
    ant = (
        ellipse(0, 0, 8, 6, DARK)
        + ellipse(12, 0, 5, 4, DARK)
        + ellipse(-14, 0, 9, 7, DARK)
        + "".join(
            path(f"M{x},0 L{x - 4},8 M{x},0 L{x + 4},-8", stroke=DARK, w=1.2) for x in (-2, 2, 6)
        )
        + path("M15,-3 L20,-9 M15,-2 L22,-5", stroke=DARK, w=1)
    )
    return (
        sun(40, 30, 10)
        + warrior(60, 130, 86, "#3a4a6a", crest="#2a2a2a", device="star")
        + warrior(140, 130, 86, "#3a4a6a", crest="#2a2a2a", device="star", flip=True)
        + at(100, 120, 1.4, ant)
    )


@card("shieldbearer", "Soldier")
def _shieldbearer() -> str:
    return (
        sun(170, 24, 9)
        + shield(100, 74, 52, "#b02818", "#d8a040", "lambda")
        + shield(40, 110, 22, "#8a2010", "#b8883a", "star")
        + shield(162, 110, 22, "#8a2010", "#b8883a", "star")
    )


@card("dryad", "Mythological")
def _dryad() -> str:
    trunk_face = (
        ellipse(100, 82, 11, 14, "#8a6a40", DARK, 1)
        + ellipse(96, 80, 2, 1.4, DARK)
        + ellipse(104, 80, 2, 1.4, DARK)
        + path("M96,88 Q100,90 104,88", stroke=DARK, w=1)
    )
    return (
        hills(116, "#2f5a2a")
        + tree(100, 134, 136, "#6a4a24", "#3a8a3a", "#6ab84a")
        + trunk_face
        + path("M90,100 L74,92 M110,100 L126,92", stroke="#6a4a24", w=4)
        + "".join(circle(x, y, 2, "#f0a0c0") for x, y in ((60, 50), (130, 36), (150, 60), (78, 30)))
    )


@card("harpy", "Demon")
def _harpy() -> str:
    body = (
        ellipse(100, 76, 16, 22, "#5a3a4a", DARK, 1)
        + circle(100, 48, 10, "#c8a088", DARK, 1)
        + path("M90,46 C88,30 112,30 110,46 C106,40 94,40 90,46 Z", "#1a0a10")
    )
    talons = path(
        "M92,96 L86,112 M92,96 L92,114 M108,96 L114,112 M108,96 L108,114", stroke="#e0c040", w=2.5
    )
    return (
        wings(100, 66, 1.5, "#4a2a3a", "#a05a6a")
        + body
        + talons
        + path("M95,48 L98,46 M102,46 L105,48", stroke="#ff2010", w=1.5)
    )


@card("seer", "Oracle")
def _seer() -> str:
    return (
        stars(NIGHT)
        + figure(100, 134, 96, "#d8d0e8", "#d8b090", "#d8d8d8", arms="up")
        + path("M94,42 L98,44 M102,44 L106,42", stroke=DARK, w=1.5)
        + eye(100, 20, 36, "#8a6ad0")
        + rays(100, 20, 20, 28, 10, "#e8d8ff", 1.5)
    )


@card("omen", "Oracle")
def _omen() -> str:
    comet = path("M150,26 C120,36 80,56 30,90 C84,64 122,46 150,34 Z", "#d8c8ff")
    return (
        stars(NIGHT)
        + hills(118, "#1a1028")
        + comet
        + circle(152, 30, 7, "#ffffff")
        + circle(152, 30, 12, "#e8d8ff", op=0.35)
        + bird(60, 100, 1.6, "#0a0410")
    )


@card("spear-volley", "Soldier")
def _spear_volley() -> str:
    rain = "".join(
        spear(x, y, x + 40, y + 56, w=2.5)
        for x, y in ((10, 6), (40, -4), (70, 10), (100, 0), (130, 8), (30, 40), (80, 36), (120, 40))
    )
    return hills(118, "#7a4020") + rain + shield(160, 118, 16, "#b02818", "#d8a040", "lambda")


@card("shepherds-offering", "Mythological")
def _shepherds_offering() -> str:
    lamb = (
        "".join(
            circle(x, y, 7, "#f8f4ea", "#b8b0a0", 0.8)
            for x, y in ((86, 74), (96, 70), (106, 74), (92, 80), (102, 80))
        )
        + ellipse(116, 70, 6, 5, "#3a3030")
        + "".join(line(x, 84, x, 94, "#3a3030", 2.5) for x in (86, 92, 102, 108))
    )
    crook = path("M150,130 L150,52 C150,40 164,40 164,52", stroke="#6a4420", w=3)
    return (
        hills(110, "#4a8a3a")
        + altar(98, 126, 56, 24, "#e0d8c8")
        + at(0, 4, 1, lamb)
        + crook
        + sun(40, 26, 10)
    )


# ----- pile II ----------------------------------------------------------------------------------


@card("centaur", "Mythological")
def _centaur() -> str:
    torso = (
        path("M96,88 L92,56 L112,56 L112,88 Z", "#d8a070", DARK, 1.2)
        + circle(102, 46, 9, "#d8a070", DARK, 1)
        + path("M93,44 C92,34 112,34 111,44 C106,38 98,38 93,44 Z", "#4a2a10")
    )
    bow = (
        path("M124,30 C140,50 140,70 124,90", stroke="#6a4420", w=3)
        + line(124, 30, 124, 90, "#f0e8d0", 1)
        + line(110, 60, 124, 60, "#d8a070", 4)
        + spear(100, 60, 150, 60, "#8a6a40", "#d8d8d0", 1.5)
    )
    return hills(118, "#2f5a2a") + horse(80, 130, 1.0, "#8a5a30", "#3a2010") + torso + bow


@card("veteran-hoplite", "Soldier")
def _veteran_hoplite() -> str:
    return (
        sun(40, 30, 12)
        + laurel(100, 64, 50, "#5a8a3a")
        + helmet(100, 70, 1.05, "#b88838", "#e0e0e0")
        + path("M86,54 L96,70 M108,50 L112,62", stroke="#5a3a10", w=1.5)
        + spear(30, 130, 60, 10)
        + spear(170, 130, 140, 10)
    )


@card("empusa", "Demon")
def _empusa() -> str:
    hair = flame(100, 54, 46, "#f06a18", "#ffd84a")
    body = (
        figure(100, 134, 92, "#3a0a18", "#c8a090", "#3a0a18", arms="out")
        + line(88, 132, 84, 140, "#c8903a", 6)
        + line(112, 132, 116, 140, "#6a6a6a", 5)
    )
    return (
        hair
        + body
        + path("M95,42 L98,44 M102,44 L105,42", stroke="#ff2010", w=2)
        + path("M95,50 L97,54 L99,50 M101,50 L103,54 L105,50", "#ffffff")
    )


@card("oracle-of-dodona", "Oracle")
def _oracle_of_dodona() -> str:
    return (
        stars(NIGHT)
        + hills(120, "#24163a")
        + tree(100, 132, 130, "#5a3a1c", "#2a5a34", "#4a8a4a")
        + bird(70, 44, 1.0, "#f4f4f8")
        + bird(128, 36, 1.1, "#f4f4f8")
        + bird(150, 58, 0.9, "#f4f4f8")
        + eye(100, 112, 34, "#8a6ad0")
    )


@card("sword-of-damocles", "Soldier")
def _sword_of_damocles() -> str:
    """A king on his throne, a sword hanging over his head by one hair."""
    throne = path("M58,134 L62,70 C62,60 138,60 138,70 L142,134 Z", "#8a4a20", DARK, 1.5) + rect(
        54, 104, 92, 10, "#a05a28", DARK, 1
    )
    king = figure(100, 134, 62, "#6a2a8a", "#d8a070", "#3a2410") + path(
        "M90,76 L92,68 L96,73 L100,66 L104,73 L108,68 L110,76 Z", "#e0b040", DARK, 0.8
    )
    return (
        line(100, 0, 100, 8, "#f6f0e0", 0.8)
        + throne
        + king
        + sword(100, 10, 0.72)
        + path("M92,88 L96,86 M104,86 L108,88", stroke=DARK, w=1.5)
    )


@card("altar-of-sacrifice", "Demon")
def _altar_of_sacrifice() -> str:
    return (
        altar(100, 136, 96, 48, "#b8b0a0", "#6a6050", blood=True)
        + flame(100, 84, 70, "#f06a18", "#ffd84a")
        + "".join(circle(x, 122, 4, "#a01010", "#400000", 1) for x in (70, 85, 100, 115, 130))
    )


@card("shield-of-athena", "Oracle")
def _shield_of_athena() -> str:
    return (
        stars(NIGHT)
        + rays(100, 72, 54, 70, 16, "#e8d8ff", 2)
        + shield(100, 72, 52, "#2a4a8a", "#e0b040", "owl", "#e8e0c8")
    )


@card("dragons-teeth", "Soldier")
def _dragons_teeth() -> str:
    ground = rect(0, 100, 200, 40, "#5a3018") + "".join(
        path(f"M{x},{y} q10,-4 20,0", stroke="#3a1a08", w=2)
        for x, y in ((10, 120), (60, 130), (130, 118), (160, 132))
    )
    sprout = (
        helmet(60, 92, 0.45, "#a07040", "#602010")
        + helmet(140, 94, 0.45, "#a07040", "#602010")
        + spear(76, 108, 70, 70, w=2)
        + spear(124, 110, 130, 72, w=2)
    )
    falling = "".join(
        path(f"M{x},{y} l-4,10", stroke="#f4efe0", w=1, extra=' opacity="0.6"')
        for x, y in ((86, 18), (100, 14), (114, 18))
    )
    return (
        sun(160, 30, 10)
        + ground
        + sprout
        + rect(52, 100, 20, 6, "#5a3018")
        + rect(132, 102, 20, 6, "#5a3018")
        + falling
        + teeth(100, 44, 1.3)
        + teeth(100, 116, 0.8)
    )


# ----- pile III ---------------------------------------------------------------------------------


@card("minotaur", "Demon")
def _minotaur() -> str:
    maze = "".join(
        rect(10 + i * 12, 12 + i * 10, 180 - i * 24, 116 - i * 20, "none", "#5a1a10", 3)
        for i in range(4)
    )
    return maze + bull_head(100, 74, 1.5)


@card("cyclops", "Mythological")
def _cyclops() -> str:
    return (
        hills(120, "#2f5a2a")
        + face(100, 64, 50, "#c8a080", "#4a3020", 1)
        + club(160, 140, 1.4, 20)
        + path("M76,96 L80,104 L84,96 M116,96 L120,104 L124,96", "#f6f0e0")
    )


@card("forge-of-hephaestus", "relic")
def _forge() -> str:
    return (
        flame(150, 118, 80, "#f06a18", "#ffd84a")
        + rect(118, 114, 64, 24, "#3a2a24", DARK, 1)
        + anvil(80, 130, 1.3)
        + hammer(70, 30, 1.2, -40)
        + "".join(
            circle(x, y, 1.8, "#ffd040") for x, y in ((100, 70), (110, 60), (94, 58), (120, 76))
        )
    )


@card("gorgons-gaze", "Mythological")
def _gorgons_gaze() -> str:
    beams = path("M60,50 L200,30 L200,90 Z", "#c8f0a0", extra=' opacity="0.35"')
    statue = figure(160, 134, 80, "#a0a0a0", "#b8b8b8", "#909090", arms="out")
    head = "".join(
        snake(
            [(50, 50), (50 + 30 * dx, 50 + 30 * dy), (50 + 36 * dx + 6, 50 + 34 * dy - 6)],
            "#3a8a3a",
            3,
        )
        for dx, dy in ((-0.8, -0.6), (-0.2, -1), (0.5, -0.9), (-1, 0), (-0.8, 0.6))
    )
    return (
        beams
        + statue
        + head
        + face(50, 50, 18, "#8ab080", "#2a5a2a")
        + path("M40,48 L46,48 M54,48 L60,48", stroke="#ffff60", w=2.5)
    )


@card("polemarch", "Soldier")
def _polemarch() -> str:
    banner = (
        line(160, 130, 160, 20, "#6a4420", 3)
        + path("M160,22 L196,30 L160,42 Z", "#b02818", DARK, 1)
        + at(176, 32, 0.3, emblem("lambda", "#f6ecd2"))
    )
    return (
        sun(40, 30, 10) + warrior(90, 132, 118, "#8a1810", "#e0b040", "#e02020", "lambda") + banner
    )


@card("sibyl-of-cumae", "Oracle")
def _sibyl() -> str:
    cave = path("M0,140 L0,40 C40,0 160,0 200,40 L200,140 Z", "#2a1a30") + path(
        "M40,140 C40,60 160,60 160,140 Z", "#0a0410"
    )
    leaves = "".join(
        at(x, y, 1, ellipse(0, 0, 6, 2.5, "#8ac060", DARK, 0.5), r)
        for x, y, r in ((60, 30, 20), (140, 24, -30), (170, 60, 60), (30, 70, -40), (120, 40, 80))
    )
    return (
        cave
        + figure(100, 134, 78, "#b8a0d8", "#d8b090", "#d8d8d8", hood=True)
        + vapour(100, 60, 50)
        + leaves
    )


@card("charons-obol", "Demon")
def _charons_obol() -> str:
    river = rect(0, 96, 200, 44, "#1a1a30") + path(
        "M0,110 q20,-4 40,0 q20,4 40,0 q20,-4 40,0 q20,4 40,0 q20,-4 40,0", stroke="#5a5a8a", w=1.2
    )
    ferry = (
        boat(60, 100, 70)
        + figure(64, 94, 44, "#1a1a1a", "#c8c8c0", hood=True)
        + line(80, 50, 96, 118, "#4a2a14", 2.5)
    )
    return river + ferry + coin(150, 56, 26)


# ----- pile IV ----------------------------------------------------------------------------------


@card("talos", "Mythological")
def _talos() -> str:
    bronze = "#c08030"
    giant = (
        path("M80,34 L120,34 L124,80 L76,80 Z", bronze, DARK, 1.5)
        + rect(80, 80, 14, 50, bronze, DARK, 1)
        + rect(106, 80, 14, 50, bronze, DARK, 1)
        + path("M76,36 L60,80 L68,82 L82,46 Z M124,36 L140,80 L132,82 L118,46 Z", bronze, DARK, 1)
    )
    giant += (
        helmet(100, 22, 0.5, bronze, None)
        + line(100, 40, 100, 76, "#ffd070", 2)
        + circle(100, 58, 4, "#ffd070")
    )
    return sea(110) + rect(0, 124, 200, 16, "#8a7050") + giant + trireme(30, 112, 0.4)


@card("chimera", "Demon")
def _chimera() -> str:
    body = ellipse(100, 92, 40, 18, "#b8741c", DARK, 1.5) + "".join(
        line(x, 100, x, 128, "#b8741c", 7) for x in (72, 84, 116, 128)
    )
    goat = path("M104,74 C106,60 116,56 120,62 L116,76 Z", "#d8d0c0", DARK, 1) + path(
        "M112,60 C108,46 118,40 126,46 C120,48 116,52 116,60 Z", "#8a7a6a", DARK, 1
    )
    tail = snake([(60, 90), (44, 80), (40, 64), (36, 50), (48, 44)], "#3a7a3a", 4)
    return (
        hills(124, "#180404", 3)
        + tail
        + body
        + goat
        + lion_head(146, 78, 0.9)
        + path("M168,82 C180,78 190,84 196,80 C188,92 178,90 168,88 Z", "#ff8020")
    )


@card("trojan-horse", "Soldier")
def _trojan_horse() -> str:
    walls = rect(0, 60, 200, 60, "#c8a878", "#7a5a38", 1) + "".join(
        rect(x, 52, 12, 10, "#c8a878", "#7a5a38", 1) for x in range(0, 200, 22)
    )
    platform = (
        rect(50, 120, 104, 8, "#6a4420", DARK, 1)
        + circle(62, 130, 7, "#4a2a10", DARK, 1)
        + circle(142, 130, 7, "#4a2a10", DARK, 1)
    )
    return walls + platform + horse(100, 120, 1.15, "#a0703a", "#6a4420", wooden=True)


@card("oracle-of-delphi", "Oracle")
def _oracle_of_delphi() -> str:
    return (
        stars(NIGHT)
        + column(30, 134, 100)
        + column(170, 134, 100)
        + vapour(100, 70, 66, "#e0d0ff")
        + tripod(100, 134, 64)
        + laurel(100, 24, 14, "#6ac06a")
    )


@card("thunderbolt", "Mythological")
def _thunderbolt() -> str:
    dark = (
        rect(0, 0, 200, 140, "#1a2a4a")
        + cloud(60, 22, 1.5, "#3a4a6a")
        + cloud(150, 18, 1.6, "#3a4a6a")
    )
    return (
        dark
        + hills(124, "#1a2a1a", 4)
        + circle(100, 70, 40, "#ffe040", op=0.25)
        + bolt(100, 70, 1.2)
        + bolt(40, 90, 0.45, rot=-20)
        + bolt(164, 92, 0.45, rot=20)
    )


@card("temple-of-ares", "relic")
def _temple_of_ares() -> str:
    return (
        sun(100, 24, 14, "#ff8a60", "#d02010")
        + temple(100, 134, 160, 96, 6, "#d8c8b0", "#8a6a50", "#8a1a10")
        + shield(100, 92, 18, "#8a1a10", "#c0c0c0", "star", "#f6ecd2")
        + spear(60, 134, 64, 60)
        + spear(140, 134, 136, 60)
    )


# ----- legends ----------------------------------------------------------------------------------


@card("achilles", "Soldier")
def _achilles() -> str:
    return (
        sun(100, 40, 30, "#fff4c0", "#ffd040")
        + helmet(100, 74, 1.3, "#f0c040", "#f0f0f0", "#7a5a10")
        + spear(20, 136, 64, 6, "#6a4420", "#f0d060", 4)
        + spear(176, 136, 150, 6, "#6a4420", "#f0d060", 4)
        + path("M140,124 L186,110", stroke=DARK, w=2)
        + path("M186,110 L180,106 L182,114 Z", DARK)
    )


@card("bellerophon", "Soldier")
def _bellerophon() -> str:
    rider = (
        path("M92,70 L88,46 L104,46 L104,70 Z", "#b02818", DARK, 1)
        + helmet(96, 36, 0.35, "#c8903a", "#c0282a")
        + spear(84, 70, 150, 14, w=2.5)
    )
    return cloud(40, 110, 1.4) + cloud(160, 120, 1.2) + pegasus(90, 118, 1.1) + rider


@card("medusa", "Mythological")
def _medusa() -> str:
    heads = []
    for ang, dist in (
        (-150, 46),
        (-120, 52),
        (-90, 56),
        (-60, 52),
        (-30, 46),
        (-170, 40),
        (-10, 40),
    ):
        a = math.radians(ang)
        x1, y1 = 100 + 28 * math.cos(a), 70 + 28 * math.sin(a)
        x2, y2 = 100 + dist * math.cos(a + 0.3), 70 + dist * math.sin(a + 0.3)
        x3, y3 = 100 + (dist + 8) * math.cos(a - 0.1), 70 + (dist + 8) * math.sin(a - 0.1)
        heads.append(snake([(100, 60), (x1, y1), (x2, y2), (x2 + 1, y2), (x3, y3)], "#3a9a3a", 5))
    return (
        "".join(heads)
        + face(100, 74, 30, "#a8c898", "#2a5a2a")
        + path("M86,72 L94,72 M106,72 L114,72", stroke="#ffff40", w=3)
        + path("M92,90 L94,96 L96,90 M104,90 L106,96 L108,90", "#ffffff")
    )


@card("cassandra", "Oracle")
def _cassandra() -> str:
    troy = (
        rect(0, 100, 200, 40, "#3a1a2a")
        + "".join(rect(x, 84, 16, 20, "#5a3a4a") for x in (10, 40, 150, 176))
        + flame(30, 100, 36, "#f06a18", "#ffd84a")
        + flame(170, 100, 40, "#f06a18", "#ffd84a")
    )
    return (
        stars(NIGHT)
        + troy
        + figure(100, 136, 104, "#e0d0f0", "#e0b090", "#3a1a10", arms="up")
        + path("M95,48 L95,56 M105,48 L105,56", stroke="#80c0ff", w=1.5)
        + eye(100, 18, 30, "#c04040")
    )


@card("cerberus", "Demon")
def _cerberus() -> str:
    body = ellipse(100, 100, 50, 20, "#2a2024", "#000000", 1) + "".join(
        line(x, 110, x, 134, "#2a2024", 8) for x in (64, 80, 120, 136)
    )
    chain = "".join(
        ellipse(x, 86 + (x - 60) * 0.05, 4, 2.5, "none", "#a0a0a0", 1.5) for x in range(20, 60, 7)
    )
    return (
        flame(20, 134, 60, "#a01010", "#f06a18")
        + flame(180, 134, 60, "#a01010", "#f06a18")
        + body
        + dog_head(64, 56, 1.0, flip=True)
        + dog_head(104, 46, 1.1)
        + dog_head(140, 66, 1.0)
        + chain
        + snake([(150, 100), (170, 90), (176, 72), (182, 60), (172, 50)], "#3a7a3a", 4)
    )


@card("circe", "Oracle")
def _circe() -> str:
    wand = (
        line(126, 64, 160, 28, "#e0c060", 2.5)
        + circle(160, 28, 6, "#f0e0ff")
        + rays(160, 28, 8, 16, 8, "#f0e0ff", 1.2)
    )
    return (
        stars(NIGHT)
        + figure(100, 134, 100, "#7a3aa0", "#e0b090", "#1a0a10", arms="out")
        + wand
        + pig(40, 134, 1.0)
        + pig(160, 136, 0.8)
    )


@card("heracles", "Soldier")
def _heracles() -> str:
    hero = path("M76,130 L80,74 L120,74 L124,130 Z", "#d8a070", DARK, 1.5) + face(
        100, 56, 18, "#d8a070", "#3a2010"
    )
    return (
        sun(40, 30, 12)
        + hero
        + lion_head(100, 48, 1.0)
        + face(100, 60, 13, "#d8a070", "#3a2010")
        + path("M70,80 C60,100 64,120 70,130 L80,130 L80,80 Z", "#b8741c", DARK, 1)
        + club(150, 134, 1.6, 20)
    )


@card("typhon", "Demon")
def _typhon() -> str:
    legs = snake([(90, 96), (70, 110), (50, 130), (30, 120), (20, 100)], "#3a6a2a", 8) + snake(
        [(110, 96), (130, 110), (150, 130), (170, 120), (184, 98)], "#3a6a2a", 8
    )
    body = path("M80,100 L86,44 L114,44 L120,100 Z", "#5a3a2a", DARK, 1.5) + face(
        100, 34, 16, "#8a6a50", "#1a0a04"
    )
    return (
        cloud(40, 20, 1.4, "#4a2020")
        + cloud(160, 24, 1.4, "#4a2020")
        + legs
        + wings(100, 54, 1.2, "#3a1a14", "#8a3a2a")
        + body
        + path("M92,32 L96,34 M104,34 L108,32", stroke="#ff3010", w=2)
        + bolt(150, 70, 0.5, "#ff6020", "#600000", 10)
        + flame(100, 28, 20, "#f06a18", "#ffd84a")
    )


# ----- outside and flip cards -------------------------------------------------------------------


@card("spartoi", "Soldier")
def _spartoi() -> str:
    ground = rect(0, 96, 200, 44, "#5a3018")
    men = "".join(
        warrior(x, 118, 64, "#6a3020", "#8a7060", "#3a1a10", "star", flip=(i % 2 == 1))
        for i, x in enumerate((40, 100, 160))
    )
    return sun(170, 24, 8) + ground + men + rect(0, 112, 200, 28, "#5a3018") + teeth(100, 130, 1.0)


@card("pegasus", "Mythological")
def _pegasus() -> str:
    return cloud(40, 120, 1.6) + cloud(160, 124, 1.4) + cloud(150, 30, 1) + pegasus(96, 114, 1.2)


@card("altar-of-blood", "Demon")
def _altar_of_blood() -> str:
    return (
        rays(100, 70, 40, 70, 14, "#a01010", 3)
        + altar(100, 136, 96, 50, "#6a1010", "#300404", blood=True)
        + flame(100, 84, 74, "#c00808", "#ff6030")
        + bull_head(100, 112, 0.45, "#3a0404", "#d8c8b0")
    )


@card("pithos-of-pandora", "relic")
def _pithos() -> str:
    return (
        jar(100, 134, 116, "#c06a30")
        + "".join(
            circle(x, y, 2.4, "#1a0a0a")
            for x, y in ((94, 14), (108, 10), (100, 4), (120, 14), (80, 10))
        )
        + path("M90,18 C86,8 96,2 100,8 C104,2 114,8 110,18", stroke="#2a0a0a", w=2)
    )


@card("hope", "relic")
def _hope() -> str:
    butterfly = path(
        "M100,40 C86,22 70,28 78,44 C70,56 90,60 100,46 C110,60 130,56 122,44 C130,28 114,22 100,40 Z",
        "#a8e0ff",
        "#3a6a9a",
        1.2,
    ) + line(100, 36, 100, 52, DARK, 2)
    return (
        circle(100, 44, 40, "#fff8d0", op=0.35)
        + rays(100, 44, 30, 44, 14, "#fff4c0", 1.5)
        + jar(100, 136, 70, "#c06a30")
        + butterfly
    )


def sky_for(card: dict) -> str:
    if card["id"] in SKY_OF:
        return SKY_OF[card["id"]]
    return card.get("clan") or ("relic" if card["type"] == "relic" else "athens")


ALPHA = re.compile(r'(fill|stroke)="#([0-9a-fA-F]{6})([0-9a-fA-F]{2})"')


def nanosvg_safe(text: str) -> str:
    """#RRGGBBAA (which nanosvg does not read) as a colour and an opacity."""
    return ALPHA.sub(lambda m: f'{m[1]}="#{m[2]}" {m[1]}-opacity="{int(m[3], 16) / 255:.2f}"', text)


def render(card: dict) -> str:
    top, bottom, ground = SKY[sky_for(card)]
    defs, body = background(top, bottom, ground if card["id"] not in NO_GROUND else None)
    art = ART[card["id"]]()
    return nanosvg_safe(
        '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="140" viewBox="0 0 200 140">\n'
        f"<!-- Illustration: {card['name']} (200x140) | Tabletop original art, CC BY 4.0 -->\n"
        f"<defs>{defs}</defs>\n{body}\n{art}\n</svg>\n"
    )


NO_GROUND = {
    "minotaur",
    "sibyl-of-cumae",
    "thunderbolt",
    "shield-of-athena",
    "charons-obol",
    "talos",
    "piraeus",
    "parthenon",
    "mesoa",
}


def main() -> None:
    cards = json.loads((ROOT / "tabletop/games/bellum/cards.json").read_text())["cards"]
    OUT.mkdir(parents=True, exist_ok=True)
    missing = [c["id"] for c in cards if c["id"] not in ART]
    if missing:
        raise SystemExit(f"no illustration for {missing}")
    for c in cards:
        (OUT / f"{c['id']}.svg").write_text(render(c))


if __name__ == "__main__":
    main()
