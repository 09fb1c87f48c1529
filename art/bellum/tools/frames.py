# ruff: noqa: E501  (SVG path data reads best on one line)
"""Bellum's frames, type and clan icons, purchase icons and card back, written as SVG.

Run ``python art/bellum/tools/frames.py``; it rewrites the files in ``art/bellum/``. Every file
is nanosvg-safe (art/README.md): shapes, paths, solid fills, gradients, strokes, transforms.
"""

from __future__ import annotations

from pathlib import Path

OUT = Path(__file__).resolve().parents[1]
LICENCE = "Tabletop original art, CC BY 4.0"
BOXES = "title (18, 15, 214, 34), window (25, 58, 200, 140), text box (19, 211, 212, 123), icon (109, 188, 32, 32)"

# per type: metal (light, mid, dark), body (top, bottom), band, parchment (light, edge), ink
STYLE = {
    "creature": {
        "metal": ("#ffd2a0", "#c8783a", "#5a2a10"),
        "body": ("#8a3a1c", "#2e1006"),
        "band": ("#4a1c0c", "#200a04"),
        "paper": ("#f4e6c6", "#c8a878"),
        "ink": "#1a0a04",
    },
    "spell": {
        "metal": ("#cfe2ff", "#4a7ad0", "#0c1c4a"),
        "body": ("#173070", "#050c26"),
        "band": ("#0e2050", "#040a20"),
        "paper": ("#e0ecf8", "#8aa8d0"),
        "ink": "#050c26",
    },
    "relic": {
        "metal": ("#ffffff", "#b8bcc6", "#4a4e58"),
        "body": ("#d6d2ca", "#8a867e"),
        "band": ("#34343c", "#16161c"),
        "paper": ("#f0efea", "#a8a8a8"),
        "ink": "#222226",
    },
    "district": {
        "metal": ("#e4e4b0", "#9a9a5c", "#3a3a18"),
        "body": ("#77725a", "#2c2a1c"),
        "band": ("#333a1a", "#141808"),
        "paper": ("#ebe6cc", "#a8a078"),
        "ink": "#1c1c0c",
    },
}


def svg(w: int, h: int, title: str, body: str) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">\n'
        f"<!-- {title} | {LICENCE} -->\n{body}\n</svg>\n"
    )


def lin(gid: str, stops: list[tuple[float, str]], x2: str = "0%", y2: str = "100%") -> str:
    s = "".join(f'<stop offset="{o}" stop-color="{c}"/>' for o, c in stops)
    return f'<linearGradient id="{gid}" x1="0%" y1="0%" x2="{x2}" y2="{y2}">{s}</linearGradient>'


def meander(x0: float, y0: float, length: float, h: float, colour: str, vertical=False) -> str:
    """A Greek key band: one continuous stroked path."""
    u = h
    n = int(length // (u * 1.5))
    pts = []
    for i in range(n):
        x = x0 + i * u * 1.5
        pts += [
            (x, y0 + h),
            (x, y0),
            (x + u, y0),
            (x + u, y0 + h * 0.66),
            (x + u * 0.4, y0 + h * 0.66),
            (x + u * 0.4, y0 + h * 0.33),
            (x + u * 0.7, y0 + h * 0.33),
        ]
        pts += [(x + u * 0.7, y0 + h * 0.33)]
        pts += [(x + u * 0.4, y0 + h * 0.33), (x + u * 0.4, y0 + h), (x + u * 1.5, y0 + h)]
    if vertical:
        pts = [(x0 + (py - y0), y0 + (px - x0)) for px, py in pts]
    d = "M" + " L".join(f"{px:.1f},{py:.1f}" for px, py in pts)
    return (
        f'<path d="{d}" fill="none" stroke="{colour}" stroke-width="1.6" stroke-linejoin="miter"/>'
    )


def waves(x0: float, y0: float, length: float, h: float, colour: str) -> str:
    """The running-dog wave scroll of the spell frames."""
    u = h * 1.6
    n = int(length // u)
    d = f"M{x0},{y0 + h}"
    for i in range(n):
        x = x0 + i * u
        d += (
            f" C{x + u * 0.5},{y0 + h} {x + u * 0.55},{y0} {x + u * 0.3},{y0 + h * 0.2}"
            f" C{x + u * 0.1},{y0 + h * 0.35} {x + u * 0.35},{y0 + h * 0.75} {x + u},{y0 + h}"
        )
    return f'<path d="{d}" fill="none" stroke="{colour}" stroke-width="1.6"/>'


def beads(x0: float, y0: float, length: float, h: float, colour: str) -> str:
    """Bead-and-reel: the relic frames' pattern."""
    out = []
    n = int(length // (h * 1.6))
    for i in range(n):
        cx = x0 + h * 0.8 + i * h * 1.6
        if i % 2 == 0:
            out.append(
                f'<ellipse cx="{cx:.1f}" cy="{y0 + h / 2:.1f}" rx="{h * 0.55:.1f}" ry="{h * 0.38:.1f}" fill="{colour}"/>'
            )
        else:
            out.append(
                f'<circle cx="{cx:.1f}" cy="{y0 + h / 2:.1f}" r="{h * 0.22:.1f}" fill="{colour}"/>'
            )
    return "".join(out)


def stones(x0: float, y0: float, length: float, h: float, colour: str) -> str:
    """Two courses of ashlar blocks: the district frames' pattern."""
    out = [
        f'<rect x="{x0}" y="{y0}" width="{length}" height="{h}" fill="none" stroke="{colour}" stroke-width="1.2"/>',
        f'<line x1="{x0}" y1="{y0 + h / 2}" x2="{x0 + length}" y2="{y0 + h / 2}" stroke="{colour}" stroke-width="1"/>',
    ]
    bw = h * 1.8
    i = 0
    x = x0 + bw
    while x < x0 + length:
        out.append(
            f'<line x1="{x:.1f}" y1="{y0}" x2="{x:.1f}" y2="{y0 + h / 2}" stroke="{colour}" stroke-width="1"/>'
        )
        xo = x - bw / 2
        out.append(
            f'<line x1="{xo:.1f}" y1="{y0 + h / 2}" x2="{xo:.1f}" y2="{y0 + h}" stroke="{colour}" stroke-width="1"/>'
        )
        x += bw
        i += 1
    return "".join(out)


PATTERN = {"creature": meander, "spell": waves, "relic": beads, "district": stones}


def band_shape(kind: str) -> str:
    """The title band: notched (creature), round-ended (spell), scrolled (relic), gabled
    (district); all inside (18, 15, 214, 34)."""
    if kind == "creature":
        return "M18,15 L232,15 L226,32 L232,49 L18,49 L24,32 Z"
    if kind == "spell":
        return "M35,15 L215,15 A17,17 0 0 1 215,49 L35,49 A17,17 0 0 1 35,15 Z"
    if kind == "relic":
        return "M26,15 L224,15 L224,20 L232,20 L232,44 L224,44 L224,49 L26,49 L26,44 L18,44 L18,20 L26,20 Z"
    return "M18,32 L32,15 L218,15 L232,32 L218,49 L32,49 Z"


def frame(kind: str) -> str:
    st = STYLE[kind]
    ml, mm, md = st["metal"]
    defs = "<defs>" + "".join(
        [
            lin("metal", [(0, ml), (0.25, mm), (0.5, md), (0.7, mm), (0.88, ml), (1, md)], "100%"),
            lin("bevel", [(0, md), (0.5, mm), (1, ml)]),
            lin("body", [(0, st["body"][0]), (1, st["body"][1])]),
            lin("band", [(0, st["band"][0]), (1, st["band"][1])]),
            lin("paper", [(0, st["paper"][0]), (1, st["paper"][1])]),
        ]
    )
    defs += "</defs>"
    pat = PATTERN[kind]
    p = [defs]
    p.append('<rect x="0" y="0" width="250" height="350" rx="14" fill="url(#metal)"/>')
    p.append(
        f'<rect x="1.5" y="1.5" width="247" height="347" rx="13" fill="none" stroke="{md}" stroke-width="2"/>'
    )
    p.append(
        f'<rect x="8" y="9" width="234" height="333" rx="9" fill="url(#body)" stroke="{md}" stroke-width="1.5"/>'
    )
    # the pattern strips: top (under the title), between window and text box sides, bottom
    if kind == "relic":  # marble veins in the body
        for d in (
            "M10,80 C40,120 20,160 12,200",
            "M240,60 C210,110 236,150 238,200",
            "M30,340 C60,300 90,330 120,300",
        ):
            p.append(f'<path d="{d}" fill="none" stroke="#a8a49c" stroke-width="1.2"/>')
    p.append(
        pat(22.0, 338.0, 206.0, 7.0, ml) if kind != "creature" else meander(20, 336.5, 210, 8, ml)
    )
    p.append(f'<path d="{band_shape(kind)}" fill="url(#band)" stroke="{ml}" stroke-width="1.5"/>')
    p.append(
        f'<path d="{band_shape(kind)}" fill="none" stroke="{md}" stroke-width="0.6" transform="translate(125 32) scale(0.96 0.8) translate(-125 -32)"/>'
    )
    # the window's bevel
    p.append('<rect x="19" y="52" width="212" height="152" rx="4" fill="url(#bevel)"/>')
    p.append(f'<rect x="23" y="56" width="204" height="144" fill="{md}"/>')
    p.append('<rect x="25" y="58" width="200" height="140" fill="#101010"/>')
    # the text box
    p.append('<rect x="19" y="211" width="212" height="123" rx="5" fill="url(#paper)"/>')
    p.append(
        f'<rect x="21" y="213" width="208" height="119" rx="4" fill="none" stroke="{mm}" stroke-width="1.5"/>'
    )
    p.append(
        pat(26.0, 322.0, 198.0, 6.0, st["paper"][1])
        if kind != "creature"
        else meander(27, 322, 196, 6, st["paper"][1])
    )
    # corner studs / type marks
    for cx, cy in ((13, 13), (237, 13), (13, 337), (237, 337)):
        if kind == "district":
            p.append(
                f'<rect x="{cx - 4}" y="{cy - 4}" width="8" height="8" fill="{ml}" stroke="{md}"/>'
            )
        elif kind == "spell":
            p.append(
                f'<path d="M{cx},{cy - 5} L{cx + 5},{cy} L{cx},{cy + 5} L{cx - 5},{cy} Z" fill="{ml}" stroke="{md}"/>'
            )
        else:
            p.append(f'<circle cx="{cx}" cy="{cy}" r="4" fill="{ml}" stroke="{md}"/>')
    return svg(250, 350, f"Bellum {kind} frame 250x350: {BOXES}", "\n".join(p))


def medallion(fill: str, rim: str, glyph: str, title: str) -> str:
    body = (
        "<defs>"
        + lin("rim", [(0, "#fff4c8"), (0.5, rim), (1, "#3a2a08")], "100%")
        + f'<radialGradient id="disc" gradientUnits="userSpaceOnUse" cx="0" cy="0" r="1" fx="0" fy="0" gradientTransform="translate(26 24) scale(36 36)"><stop offset="0" stop-color="{fill}"/><stop offset="1" stop-color="#000000"/></radialGradient>'
        + "</defs>"
        + '<circle cx="32" cy="32" r="31" fill="url(#rim)"/>'
        + '<circle cx="32" cy="32" r="26" fill="url(#disc)" stroke="#1a1206" stroke-width="1.5"/>'
        + glyph
    )
    return svg(64, 64, title, body)


G = "#f4e2b0"  # glyph colour on medallions
HELMET = (
    '<path d="M16,-2 C14,-16 50,-16 48,-2 L44,-6 C40,-12 24,-12 20,-6 Z" fill="#c0282a" transform="translate(0 18)"/>'
    '<path d="M20,30 C20,14 44,14 44,30 L43,44 L36,47 L35,37 L29,37 L28,47 L21,44 Z" fill="{c}" stroke="#1a1206" stroke-width="1.2"/>'
    '<path d="M23,29 Q27,27 31,29 L31,32 Q27,31 23,32 Z M33,29 Q37,27 41,29 L41,32 Q37,31 33,32 Z" fill="#1a1206"/>'
)


def clan_glyphs() -> dict[str, tuple[str, str]]:
    return {
        "soldier": ("#b02818", HELMET.format(c=G)),
        "mythological": (
            "#2f7a3c",
            '<path d="M20,18 C14,30 18,44 26,46 L38,46 C46,44 50,30 44,18 C42,26 40,34 38,38 L26,38 C24,34 22,26 20,18 Z" fill="none" stroke="#f4e2b0" stroke-width="3"/>'
            '<line x1="20" y1="20" x2="44" y2="20" stroke="#f4e2b0" stroke-width="3"/>'
            '<line x1="28" y1="20" x2="28" y2="44" stroke="#f4e2b0" stroke-width="1.2"/>'
            '<line x1="32" y1="20" x2="32" y2="44" stroke="#f4e2b0" stroke-width="1.2"/>'
            '<line x1="36" y1="20" x2="36" y2="44" stroke="#f4e2b0" stroke-width="1.2"/>'
            '<rect x="24" y="44" width="16" height="5" rx="2" fill="#f4e2b0"/>',
        ),
        "demon": (
            "#6a1a52",
            '<path d="M20,22 C14,14 12,8 16,4 C18,12 22,16 26,19 Z M44,22 C50,14 52,8 48,4 C46,12 42,16 38,19 Z" fill="#f4e2b0"/>'
            '<path d="M20,22 C22,16 42,16 44,22 L44,34 C44,44 38,50 32,52 C26,50 20,44 20,34 Z" fill="#f4e2b0"/>'
            '<path d="M23,30 L30,33 L24,35 Z M41,30 L34,33 L40,35 Z" fill="#d01818"/>'
            '<path d="M26,42 Q32,46 38,42 L36,45 Q32,47 28,45 Z" fill="#3a0a20"/>',
        ),
        "oracle": (
            "#2a3a9a",
            '<path d="M10,32 Q32,12 54,32 Q32,52 10,32 Z" fill="#f4e2b0"/>'
            '<circle cx="32" cy="32" r="8" fill="#3a6ad0"/><circle cx="32" cy="32" r="3.5" fill="#0a0a1a"/>'
            '<circle cx="30" cy="30" r="1.5" fill="#ffffff"/>'
            '<path d="M14,20 L18,24 M32,12 L32,17 M50,20 L46,24" stroke="#f4e2b0" stroke-width="2.5" stroke-linecap="round"/>',
        ),
    }


def clan_any() -> str:
    quads = [
        ("#b02818", "M32,32 L32,6 A26,26 0 0 1 58,32 Z"),
        ("#2f7a3c", "M32,32 L58,32 A26,26 0 0 1 32,58 Z"),
        ("#6a1a52", "M32,32 L32,58 A26,26 0 0 1 6,32 Z"),
        ("#2a3a9a", "M32,32 L6,32 A26,26 0 0 1 32,6 Z"),
    ]
    body = (
        "<defs>"
        + lin("rim", [(0, "#fff4c8"), (0.5, "#c8a040"), (1, "#3a2a08")], "100%")
        + "</defs>"
        '<circle cx="32" cy="32" r="31" fill="url(#rim)"/>'
        + "".join(f'<path d="{d}" fill="{c}"/>' for c, d in quads)
        + '<circle cx="32" cy="32" r="26" fill="none" stroke="#1a1206" stroke-width="1.5"/>'
        '<circle cx="32" cy="32" r="9" fill="#f4e2b0" stroke="#1a1206"/>'
    )
    return svg(64, 64, "Bellum cost: a card of any clan", body)


def type_icons() -> dict[str, str]:
    return {
        "creature": medallion(
            "#c8783a",
            "#d9a060",
            '<circle cx="30" cy="34" r="14" fill="#f4e2b0" stroke="#5a2a10" stroke-width="2"/>'
            '<path d="M24,40 L30,26 L36,40" fill="none" stroke="#8a2a10" stroke-width="3"/>'
            '<line x1="44" y1="10" x2="22" y2="56" stroke="#5a3a14" stroke-width="3"/>'
            '<path d="M44,10 L50,4 L48,14 Z" fill="#f4e2b0"/>',
            "Bellum creature icon",
        ),
        "spell": medallion(
            "#4a7ad0",
            "#8ab0f0",
            '<path d="M32,8 C38,20 46,24 42,38 C40,46 34,50 32,50 C26,50 20,44 22,34 C23,28 27,26 28,20 C31,26 30,30 33,32 C36,26 34,16 32,8 Z" fill="#cfe2ff"/>'
            '<path d="M32,30 C36,36 38,42 32,46 C27,44 27,38 32,30 Z" fill="#ffffff"/>',
            "Bellum spell icon",
        ),
        "relic": medallion(
            "#9a9ea8",
            "#d0d4dc",
            '<path d="M26,12 L38,12 L36,18 C46,22 48,34 42,44 L38,50 L26,50 L22,44 C16,34 18,22 28,18 Z" fill="#f0ece0" stroke="#3a3a40" stroke-width="1.5"/>'
            '<path d="M28,18 C20,16 18,28 22,30 M36,18 C44,16 46,28 42,30" fill="none" stroke="#f0ece0" stroke-width="2.5"/>'
            '<path d="M21,32 L43,32 M22,38 L42,38" stroke="#b03a20" stroke-width="2"/>',
            "Bellum relic icon",
        ),
        "district": medallion(
            "#8a8a50",
            "#c8c890",
            '<path d="M12,24 L32,12 L52,24 Z" fill="#f0ecd0"/><rect x="12" y="25" width="40" height="4" fill="#f0ecd0"/>'
            + "".join(
                f'<rect x="{x}" y="30" width="5" height="16" fill="#f0ecd0"/>'
                for x in (15, 24, 35, 44)
            )
            + '<rect x="10" y="47" width="44" height="4" fill="#f0ecd0"/>',
            "Bellum district icon",
        ),
    }


def purchase_icons() -> dict[str, str]:
    tartarus = svg(
        64,
        64,
        "Bellum purchase: the bought card goes to Tartarus",
        "<defs>" + lin("pit", [(0, "#3a0a06"), (1, "#000000")]) + "</defs>"
        '<circle cx="32" cy="32" r="31" fill="#1a0604" stroke="#e06020" stroke-width="2"/>'
        '<ellipse cx="32" cy="44" rx="22" ry="9" fill="url(#pit)" stroke="#e06020" stroke-width="2"/>'
        '<path d="M18,44 C20,36 24,40 24,34 C28,38 28,42 32,32 C36,42 38,38 40,34 C42,40 44,36 46,44 Z" fill="#f08020"/>'
        '<path d="M32,6 L32,26 M24,19 L32,27 L40,19" fill="none" stroke="#ffe0a0" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>',
    )
    into_play = svg(
        64,
        64,
        "Bellum purchase: the bought card goes into play",
        '<circle cx="32" cy="32" r="31" fill="#0c2a14" stroke="#60d070" stroke-width="2"/>'
        '<rect x="14" y="36" width="36" height="14" rx="2" fill="#2a6a34" stroke="#a0f0a8" stroke-width="1.5"/>'
        '<rect x="24" y="10" width="16" height="22" rx="2" fill="#f4e2b0" stroke="#1a1206" stroke-width="1.5" transform="rotate(-12 32 21)"/>'
        '<path d="M46,14 L46,30 M40,24 L46,31 L52,24" fill="none" stroke="#a0f0a8" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>',
    )
    return {"purchase-tartarus": tartarus, "purchase-into_play": into_play}


def card_back() -> str:
    defs = (
        "<defs>"
        + lin(
            "metal",
            [(0, "#fff1b0"), (0.3, "#d9a93a"), (0.5, "#6e4a0c"), (0.75, "#d9a93a"), (1, "#fff1b0")],
            "100%",
        )
        + lin("sky", [(0, "#0a1440"), (0.6, "#1e3a88"), (1, "#c88a50")])
        + lin("rock", [(0, "#d8d0c0"), (1, "#5a5248")])
        + "</defs>"
    )
    p = [
        defs,
        '<rect x="0" y="0" width="250" height="350" rx="14" fill="url(#metal)"/>',
        '<rect x="10" y="10" width="230" height="330" rx="8" fill="url(#sky)" stroke="#3a2806" stroke-width="2"/>',
    ]
    for x, y in ((40, 40), (200, 60), (70, 90), (180, 120), (120, 30), (215, 180), (30, 160)):
        p.append(f'<circle cx="{x}" cy="{y}" r="1.6" fill="#fff4d0"/>')
    p.append(
        '<path d="M10,300 L60,210 L85,240 L125,130 L165,230 L190,200 L240,300 L240,330 L10,330 Z" fill="url(#rock)"/>'
    )
    p.append('<path d="M110,160 L125,130 L140,160 L132,154 L125,162 L118,154 Z" fill="#ffffff"/>')
    # the temple on the summit
    p.append('<path d="M103,124 L125,110 L147,124 Z" fill="#f6ecd2" stroke="#6e4a0c"/>')
    p.append('<rect x="103" y="124" width="44" height="4" fill="#f6ecd2"/>')
    for x in (106, 114, 122, 130, 138):
        p.append(f'<rect x="{x}" y="128" width="4" height="12" fill="#f6ecd2"/>')
    p.append('<rect x="101" y="140" width="48" height="3" fill="#f6ecd2"/>')
    # clouds round the mountain
    for cx, cy, rx in ((60, 250, 50), (190, 262, 56), (125, 285, 70)):
        p.append(f'<ellipse cx="{cx}" cy="{cy}" rx="{rx}" ry="14" fill="#eef0f8" opacity="0.85"/>')
    # a thunderbolt medallion
    p.append('<circle cx="125" cy="72" r="26" fill="none" stroke="#d9a93a" stroke-width="3"/>')
    p.append(
        '<path d="M130,50 L114,76 L124,76 L118,96 L138,66 L127,66 Z" fill="#ffe070" stroke="#6e4a0c"/>'
    )
    p.append(meander(20, 16, 210, 8, "#d9a93a"))
    p.append(meander(20, 326, 210, 8, "#d9a93a"))
    p.append(
        '<rect x="16" y="28" width="218" height="294" rx="6" fill="none" stroke="#d9a93a" stroke-width="2"/>'
    )
    return svg(250, 350, "Bellum card back: Olympus", "\n".join(p))


def main() -> None:
    for kind in STYLE:
        (OUT / f"frame-{kind}.svg").write_text(frame(kind))
    for kind, text in type_icons().items():
        (OUT / f"icon-{kind}.svg").write_text(text)
    for clan, (fill, glyph) in clan_glyphs().items():
        (OUT / f"clan-{clan}.svg").write_text(
            medallion(fill, "#c8a040", glyph, f"Bellum clan: {clan}")
        )
    (OUT / "clan-any.svg").write_text(clan_any())
    for name, text in purchase_icons().items():
        (OUT / f"{name}.svg").write_text(text)
    (OUT / "card-back.svg").write_text(card_back())


if __name__ == "__main__":
    main()
