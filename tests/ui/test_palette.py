"""The colour-blind palette: every set of colours a player must tell apart stays apart under
simulated deuteranopia and protanopia, and the standard palette is the one of before.

How it is measured:

- Simulation: Machado, Oliveira & Fernandes (2009), "A Physiologically-based Model for
  Simulation of Color Vision Deficiency", the matrices for protanopia and deuteranopia at
  severity 1.0 (complete dichromacy, the hardest case), applied to linear RGB (sRGB decoded,
  the matrix applied, the result clipped and encoded again).
- Difference: CIEDE2000 (Sharma, Wu & Dalal 2005) between the simulated colours, in CIELAB
  under D65.
- Threshold: 20. A ΔE00 of 1 to 2.3 is just noticeable with two large patches side by side; the
  table's colours are small marks (a marker, a ribbon, a glow) seen apart, on a dark busy felt,
  at a glance, so they need many times that. 20 is what separates, for normal vision, colours
  people name differently (the standard seat colours' closest pair is 26.7), and Okabe & Ito's
  colour-blind set itself keeps only about 12 between its closest pairs under these
  simulations: our variants were moved apart in lightness until every pair passed 20.
"""

from __future__ import annotations

import itertools
import math

import pytest

import tabletop.games
from tabletop.ui import games, palette
from tabletop.ui.table import theme
from tabletop.ui.table.painters import badges

Color = tuple[float, float, float]

PROTANOPIA = (
    (0.152286, 1.052583, -0.204868),
    (0.114503, 0.786281, 0.099216),
    (-0.003882, -0.048116, 1.051998),
)
DEUTERANOPIA = (
    (0.367322, 0.860646, -0.227968),
    (0.280085, 0.672501, 0.047413),
    (-0.011820, 0.042940, 0.968881),
)
VISIONS = {"normal": None, "protanopia": PROTANOPIA, "deuteranopia": DEUTERANOPIA}
THRESHOLD = 20.0

# The standard colours of each set as they were before the palette existed (the standard
# variant must not be worse than these); sets registered later are checked for their
# colour-blind variant only.
TODAY: dict[str, dict[str, Color]] = {
    "seats": {
        "red": (214, 70, 60),
        "blue": (70, 140, 220),
        "green": (80, 170, 90),
        "gold": (200, 150, 40),
        "purple": (150, 90, 200),
    },
    "table": {
        "glow": (255, 216, 90),
        "drop": (120, 230, 150),
        "harm": (230, 50, 40),
        "gain": (110, 220, 140),
        "focus": (170, 110, 240),
    },
    "bahamut-tokens": {"life": (230, 50, 40), "nope": (170, 110, 240)},
    "bahamut-log": {"harm": (255, 150, 130), "nope": (200, 160, 255)},
    "bellum-ribbons": {
        "attacking": (236, 84, 52),
        "blocking": (90, 160, 255),
        "may_attack": (90, 176, 96),
        "arrived": (150, 150, 160),
    },
    "bellum-tokens": {"damage": (214, 58, 44), "shield": (64, 132, 226)},
    "bellum-changes": {"harm": (255, 130, 110), "guard": (130, 190, 255), "gain": (150, 230, 140)},
    "bellwake-pills": {"damage": (214, 58, 44), "progress": (90, 176, 96)},
    "bellwake-roles": {"attacker": (236, 84, 52), "defender": (110, 190, 255)},
    "bellwake-changes": {
        "harm": (255, 130, 110),
        "guard": (130, 190, 255),
        "gain": (150, 230, 140),
        "hush": (190, 190, 230),
    },
}


# ----- colour science -------------------------------------------------------------------------


def to_linear(c: float) -> float:
    c /= 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def to_srgb(v: float) -> float:
    v = max(0.0, min(1.0, v))
    return 255.0 * (12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055)


def simulate(rgb: Color, matrix: tuple[tuple[float, ...], ...] | None) -> Color:
    if matrix is None:
        return tuple(float(c) for c in rgb)  # type: ignore[return-value]
    lin = [to_linear(c) for c in rgb]
    out = [to_srgb(sum(row[j] * lin[j] for j in range(3))) for row in matrix]
    return (out[0], out[1], out[2])


def lab(rgb: Color) -> Color:
    r, g, b = (to_linear(c) for c in rgb)
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def ciede2000(lab1: Color, lab2: Color) -> float:
    """CIEDE2000 with kL = kC = kH = 1 (Sharma, Wu & Dalal 2005)."""
    L1, a1, b1 = lab1
    L2, a2, b2 = lab2
    c_bar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_bar**7 / (c_bar**7 + 25**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl, dc = L2 - L1, c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    elif abs(h2p - h1p) <= 180:
        dh = h2p - h1p
    elif h2p - h1p > 180:
        dh = h2p - h1p - 360
    else:
        dh = h2p - h1p + 360
    d_h = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_bar, cp_bar = (L1 + L2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_bar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_bar = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        h_bar = (h1p + h2p + 360) / 2
    else:
        h_bar = (h1p + h2p - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(h_bar - 30))
        + 0.24 * math.cos(math.radians(2 * h_bar))
        + 0.32 * math.cos(math.radians(3 * h_bar + 6))
        - 0.20 * math.cos(math.radians(4 * h_bar - 63))
    )
    d_theta = 30 * math.exp(-(((h_bar - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(cp_bar**7 / (cp_bar**7 + 25**7))
    s_l = 1 + 0.015 * (l_bar - 50) ** 2 / math.sqrt(20 + (l_bar - 50) ** 2)
    s_c = 1 + 0.045 * cp_bar
    s_h = 1 + 0.015 * cp_bar * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt(
        (dl / s_l) ** 2 + (dc / s_c) ** 2 + (d_h / s_h) ** 2 + r_t * (dc / s_c) * (d_h / s_h)
    )


def difference(a: Color, b: Color, vision: str) -> float:
    matrix = VISIONS[vision]
    return ciede2000(lab(simulate(a, matrix)), lab(simulate(b, matrix)))


def closest(colours: dict[str, Color], vision: str) -> tuple[float, str, str]:
    return min(
        (difference(colours[a], colours[b], vision), a, b)
        for a, b in itertools.combinations(colours, 2)
    )


# ----- the science is right -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lab1", "lab2", "expected"),
    [  # Sharma, Wu & Dalal (2005), table 1: pairs 1, 7, 17 and 25
        ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
        ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
        ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
        ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ],
)
def test_ciede2000_gives_the_published_values(lab1: Color, lab2: Color, expected: float) -> None:
    assert ciede2000(lab1, lab2) == pytest.approx(expected, abs=1e-4)


def test_the_simulations_confuse_what_dichromats_confuse() -> None:
    red, green, blue = (214, 58, 44), (90, 176, 96), (40, 90, 200)
    grey = (128, 128, 128)
    for vision in ("protanopia", "deuteranopia"):
        sim = simulate(grey, VISIONS[vision])
        assert max(abs(a - b) for a, b in zip(sim, grey, strict=True)) < 2  # greys stay
        # red and green of the same lightness fall together; red and blue do not
        olive, lime = (150, 110, 40), (120, 125, 40)
        assert difference(olive, lime, vision) < 6
        assert difference(red, blue, vision) > 30
    assert difference(red, green, "normal") > 50


# ----- every registered set -------------------------------------------------------------------


def registered() -> dict[str, tuple[dict[str, Color], dict[str, Color]]]:
    """Every set, once every game's table part (and the kit) has registered its own."""
    assert badges.COLOURS  # the kit's sets
    for game_id in tabletop.games.ids():
        games.table_part(game_id)
    return palette.registered()


def test_every_game_and_the_kit_register_their_sets() -> None:
    sets = registered()
    for key in TODAY:
        assert key in sets, key
    for key, (standard, colour_blind) in sets.items():
        assert standard.keys() == colour_blind.keys(), key
        assert len(standard) >= 2, key


@pytest.mark.parametrize("vision", ["normal", "protanopia", "deuteranopia"])
def test_the_colour_blind_variant_keeps_every_pair_apart(vision: str) -> None:
    failures = []
    for key, (_, colour_blind) in sorted(registered().items()):
        worst, a, b = closest(colour_blind, vision)
        if worst < THRESHOLD:
            failures.append(f"{key}: {a}/{b} only {worst:.1f} apart")
    assert not failures, f"under {vision}: " + "; ".join(failures)


@pytest.mark.parametrize("vision", ["normal", "protanopia", "deuteranopia"])
def test_the_standard_variant_is_not_worse_than_before(vision: str) -> None:
    sets = registered()
    for key, before in TODAY.items():
        standard = sets[key][0]
        assert standard.keys() == before.keys(), key
        assert closest(standard, vision)[0] >= closest(before, vision)[0] - 1e-9, key


def test_the_colour_blind_variant_is_better_where_the_standard_fails() -> None:
    """The point of it: sets that fail for a dichromat in the standard palette pass in the
    colour-blind one (and these include the seats and the table's signals)."""
    failing = []
    for key, (standard, colour_blind) in registered().items():
        if min(closest(standard, v)[0] for v in ("protanopia", "deuteranopia")) < THRESHOLD:
            failing.append(key)
            for vision in ("protanopia", "deuteranopia"):
                assert closest(colour_blind, vision)[0] >= THRESHOLD, (key, vision)
    assert {"seats", "table", "bellum-ribbons", "bellwake-pills"} <= set(failing)


# ----- switching ------------------------------------------------------------------------------


def test_switching_the_palette_rewrites_the_bound_colours_and_back() -> None:
    sets = registered()
    from tabletop.ui.games.bellum import painters as bellum_painters
    from tabletop.ui.games.bellwake import painters as bellwake_painters

    before = (list(badges.COLOURS), theme.GLOW_OK, theme.DAMAGE, bellwake_painters.PROGRESS)
    generation = palette.generation()
    try:
        palette.set_mode(palette.COLOUR_BLIND)
        assert palette.generation() != generation
        assert badges.COLOURS == list(sets["seats"][1].values())
        assert theme.GLOW_OK == sets["table"][1]["drop"]
        assert theme.NOPE == theme.FOCUS == sets["table"][1]["focus"]
        assert bellwake_painters.PROGRESS == sets["bellwake-pills"][1]["progress"]
        ribbons = palette.colours("bellum-ribbons")
        assert ribbons["may_attack"] == sets["bellum-ribbons"][1]["may_attack"]
        assert bellum_painters.RIBBONS[0][0] == "attacking"
    finally:
        palette.set_mode(palette.STANDARD)
    after = (list(badges.COLOURS), theme.GLOW_OK, theme.DAMAGE, bellwake_painters.PROGRESS)
    assert after == before
    assert badges.COLOURS == [TODAY["seats"][k] for k in TODAY["seats"]]


def test_an_unknown_mode_is_the_standard_one() -> None:
    palette.set_mode("sepia")
    assert palette.mode() == palette.STANDARD
