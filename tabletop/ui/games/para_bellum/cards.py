"""Para Bellum's cards, drawn procedurally over our SVG frames, cached per (card, size).

Army cards are about their legion band: the colour at each edge and whether the band runs
through (a Column: open at both ends, with arrows) or stops in a cap at the centre (Camps and
Outposts: a thick bar and a gap). Colours never rely on hue alone: each has a letter (R B G Y P),
a badge shape (circle, square, triangle, diamond, hexagon) and a pattern on the band (diagonal,
horizontal, dots, checks, vertical). The same face is drawn as a portrait card (hand, hover) or
as a wider *tile* (a battlefield cell), where the band takes more room and the name goes.

Command cards use ``art/para-bellum/frame-<kind>.svg`` (a medallion with the kind's emblem and
two sockets), with the ability cost (token icon and points) and the VP value in the sockets.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

import pygame

from tabletop.games.para_bellum.data import ARMY, COMMAND, REWARDS, STARTING, TOKEN_NAME
from tabletop.ui import palette
from tabletop.ui.cardnames import NARROW, fit_name
from tabletop.ui.cards import REF_H, REF_W, CardArt, CardInfo
from tabletop.ui.games.para_bellum.marks import COLOURS, READ, draw_badge, draw_band
from tabletop.ui.games.para_bellum.pictures import Pictures
from tabletop.ui.games.para_bellum.pictures import masters as picture_masters
from tabletop.ui.resources import Resources

ART = "para-bellum"

KIND_WORD = {
    "order": "ORDER",
    "special_unit": "SPECIAL UNIT \u00b7 PERMANENT",
    "construct": "CONSTRUCT \u00b7 PERMANENT",
    "character": "CHARACTER \u00b7 PERMANENT",
    "asset": "ASSET \u00b7 PERMANENT",
    "alliance": "ALLIANCE \u00b7 PERMANENT",
}
TITLE_BAND = (18, 15, 214, 34)  # a Command face's title band (x, y, w, h at 250 x 350)
KIND_COLOUR = {
    "order": (201, 138, 58),
    "special_unit": (194, 58, 52),
    "construct": (138, 152, 168),
    "character": (154, 88, 200),
    "asset": (78, 154, 74),
    "alliance": (224, 184, 60),
}
PARCHMENT = (244, 234, 210)
PARCHMENT_DARK = (214, 196, 158)
INK = (28, 22, 15)
TITLE = (246, 236, 210)
TITLE_FLOOR = READ


def _designs() -> dict[str, str]:
    """Each Army card -> the first card of its design (same edges, same picture): copies
    share one face per size, so the warm-up draws 30 faces rather than 95."""
    first: dict[str, str] = {}
    out: dict[str, str] = {}
    for cid, entry in ARMY.items():
        out[cid] = first.setdefault(str(entry.get("pattern", cid)), cid)
    return out


DESIGN = _designs()


def design_of(card: str) -> str:
    return DESIGN.get(card, card)


def card_kind(card: str) -> str:
    if card in ARMY:
        return "army"
    if card in STARTING:
        return "starting"
    return str(COMMAND.get(card, {}).get("kind", "order"))


def body_text(card: str) -> str:
    """The card text without its keyword prefix (the kind is printed on its own)."""
    entry = COMMAND.get(card)
    if entry is None:
        return str((ARMY.get(card) or STARTING.get(card) or {}).get("text", ""))
    text = str(entry["text"])
    for prefix in ("Order. ", "Permanent, shared by the two allies. ", "Permanent. "):
        head, sep, rest = text.partition(". ")
        if text.startswith(prefix):
            text = text[len(prefix) :]
        elif sep and head.lower().replace(" ", "_") == entry["kind"]:
            text = rest
    for prefix in ("Permanent, shared by the two allies. ", "Permanent. "):
        if text.startswith(prefix):
            text = text[len(prefix) :]
    return text


# ----- text that fits (also used by the table's titles, token tray and Battle Reward) ---------

ELLIPSIS = "\u2026"


def elided(font: pygame.font.Font, text: str, width: int) -> str:
    """``text`` cut at its end with "…" so that it fits ``width`` (unchanged when it fits;
    empty when not even "…" fits): a deliberate cut, never a clipped glyph."""
    if font.size(text)[0] <= width:
        return text
    cut = text
    while cut and font.size(cut.rstrip() + ELLIPSIS)[0] > width:
        cut = cut[:-1]
    if not cut:
        return ELLIPSIS if font.size(ELLIPSIS)[0] <= width else ""
    return cut.rstrip() + ELLIPSIS


def fit_text(
    res: Resources,
    candidates: Sequence[str],
    width: int,
    sizes: Sequence[int],
    bold: bool = False,
    serif: bool = False,
) -> tuple[str, int]:
    """The first of ``candidates`` (longest words first) that fits ``width`` at one of
    ``sizes`` (largest first), at the largest size it fits; when none does, the last
    candidate at the smallest size, cut with "…"."""
    for text in candidates:
        for size in sizes:
            if res.font(size, bold, serif).size(text)[0] <= width:
                return text, size
    size = sizes[-1]
    return elided(res.font(size, bold, serif), candidates[-1], width), size


def fit_group(
    res: Resources,
    members: Sequence[tuple[Sequence[str], int]],
    sizes: Sequence[int],
    bold: bool = False,
    serif: bool = False,
) -> list[tuple[str, int]]:
    """Like :func:`fit_text` for titles side by side (the two decks): one size and one
    level of shortening for all, so that neighbours match."""
    depth = max(len(c) for c, _ in members)
    for level in range(depth):
        for size in sizes:
            font = res.font(size, bold, serif)
            texts = [c[min(level, len(c) - 1)] for c, _ in members]
            if all(font.size(t)[0] <= w for t, (_, w) in zip(texts, members, strict=True)):
                return [(t, size) for t in texts]
    font = res.font(sizes[-1], bold, serif)
    return [(elided(font, c[-1], w), sizes[-1]) for c, w in members]


def short_name(card: str, name: str) -> str:
    """An Army or starting card's name without its kind word ("Green-Yellow Outpost" ->
    "Green-Yellow"): the face prints OUTPOST, COLUMN, CAMP or STARTING CARD under the band."""
    if card in ARMY or card in STARTING:
        head, _, _ = name.rpartition(" ")
        return head or name
    return name


# ----- the renderer ------------------------------------------------------------------------


class ParaBellumArt(CardArt):
    """Faces for Para Bellum's Army, starting, Command and Alliance cards."""

    def __init__(self, res: Resources, cards: dict[str, dict[str, Any]]) -> None:
        super().__init__(res, ART, {})
        self.cards = cards
        self.info = {
            cid: CardInfo(cid, str(c.get("name", cid)), card_kind(cid), body_text(cid))
            for cid, c in cards.items()
        }
        for rid, reward in REWARDS.items():
            self.info[rid] = CardInfo(rid, reward["name"], "reward", "")
        self._army_backs: dict[tuple[int, int], pygame.Surface] = {}
        self.pictures = Pictures(res)
        self._palette = palette.generation()

    def clear(self) -> None:
        super().clear()
        self._army_backs.clear()
        self.pictures.clear()

    def _palette_check(self) -> None:
        """Faces drawn in another palette are dropped when the palette setting changes."""
        if self._palette != palette.generation():
            self._palette = palette.generation()
            self.clear()

    def face(self, card: str, size: tuple[int, int]) -> pygame.Surface:
        self._palette_check()
        return super().face(DESIGN.get(card, card), size)

    def with_shadow(self, card: str | None, size: tuple[int, int]) -> pygame.Surface:
        self._palette_check()
        return super().with_shadow(DESIGN.get(card, card) if card else card, size)

    # ----- shared helpers ----------------------------------------------------------------------

    def _frame_plain(
        self, w: int, h: int, fill: tuple[int, int, int], edge: tuple[int, int, int]
    ) -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = max(3, min(w, h) // 12)
        rect = surf.get_rect()
        pygame.draw.rect(surf, (14, 10, 6), rect, border_radius=radius)
        pygame.draw.rect(surf, edge, rect.inflate(-2, -2), border_radius=radius)
        inner = rect.inflate(-max(4, w // 20), -max(4, w // 20))
        pygame.draw.rect(surf, fill, inner, border_radius=max(2, radius - 2))
        return surf

    def _text_block(
        self,
        surf: pygame.Surface,
        text: str,
        box: pygame.Rect,
        top: int,
        bottom: int,
        color: tuple[int, int, int],
        bold: bool = False,
        align: str = "center",
    ) -> None:
        """``text`` wrapped into ``box`` at the largest size from ``top`` down that fits (bold
        text at ``bottom`` tries the narrower regular face); at ``bottom`` what still does not
        fit is cut with "…" (a long word, the last line)."""
        res = self.res
        size = max(bottom, top)
        while True:
            lines = res.wrap(text, size, box.w, bold)
            line_h = res.font(size, bold).get_linesize()
            font = res.font(size, bold)
            fits = all(font.size(line)[0] <= box.w for line in lines)
            if (len(lines) * line_h <= box.h and fits) or size <= bottom:
                if not (fits and len(lines) * line_h <= box.h) and bold:
                    plain = res.font(size)
                    narrow = res.wrap(text, size, box.w)
                    if all(plain.size(line)[0] <= box.w for line in narrow) and (
                        len(narrow) <= len(lines)
                    ):
                        bold, lines, font = False, narrow, plain
                break
            size -= 1
        room = max(1, (box.h + line_h // 3) // line_h)
        inside = surf.get_rect().inflate(-2, -2)  # and never onto the card's edge

        def span(n: int) -> tuple[int, int]:
            top = box.centery - n * line_h // 2 if align == "center" else box.top
            return top, top + n * line_h

        while room > 1 and not (inside.top <= span(room)[0] and span(room)[1] <= inside.bottom):
            room -= 1
        if len(lines) > room:
            lines = lines[: room - 1] + [" ".join(lines[room - 1 :])]
        lines = [elided(font, line, box.w) for line in lines]
        if all(line in ("", ELLIPSIS) for line in lines):
            return  # not even a word fits: the hover shows the card large
        y = box.centery - len(lines) * line_h // 2 if align == "center" else box.top
        clip = surf.get_clip()
        surf.set_clip(box.inflate(2, line_h // 2).clip(clip))
        for line in lines:
            img = res.text(line, size, color, bold)
            surf.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += line_h
        surf.set_clip(clip)

    def _title(
        self, surf: pygame.Surface, name: str, band: pygame.Rect, color=TITLE, short: str = ""
    ) -> None:
        """The name on one line, shrunk to fit down to a size that reads (7 px); then its
        ``short`` form; then cut with "…" (the hover shows the card large)."""
        inner = band.inflate(-max(4, band.w // 16), -2)
        sizes = range(max(TITLE_FLOOR, int(band.h * 0.6)), TITLE_FLOOR - 1, -1)
        candidates = [name, short] if short and short != name else [name]
        text, size = fit_text(self.res, candidates, inner.w, sizes, True, True)
        img = self.res.text(text, size, color, True, True)
        surf.blit(img, img.get_rect(center=band.center))

    def _name_block(
        self,
        surf: pygame.Surface,
        name: str,
        box: pygame.Rect,
        top: int,
        color: tuple[int, int, int],
        plate: tuple[int, int, int] | None,
    ) -> None:
        """A card's name whole in ``box`` (see :func:`fit_name`: wrapped, regular when bold is
        too wide, hyphenated between syllables last); when it needs more lines than the box
        holds, on a ``plate`` grown up over the picture, never past the card's top (no
        ``plate``: it never grows, a strip has no picture above its name)."""
        fit = fit_name(self.res, name, box.w, box.h, top, READ, 1.0)
        room = box.bottom - 2 if plate is not None else box.h + 0.5
        if fit.tier > NARROW or fit.height > room:  # a card too small for the name
            # at 12 px even grown to its top: cut, the hover names it
            self._text_block(surf, name, box, top, READ, color, True)
            return
        y = box.centery - fit.height / 2
        if fit.height > box.h + 0.5 and plate is not None:
            y = max(2, box.bottom - fit.height)
            back = pygame.Rect(box.x - 1, round(y) - 1, box.w + 2, round(fit.height) + 2)
            pygame.draw.rect(surf, plate, back, border_radius=max(2, box.w // 16))
        for line in fit.lines:
            img = self.res.text(line, fit.size, color, fit.bold)
            surf.blit(img, img.get_rect(midtop=(box.centerx, round(y))))
            y += fit.step

    # ----- faces -------------------------------------------------------------------------------

    def _render_face(self, card: str, w: int, h: int) -> pygame.Surface:
        kind = card_kind(card)
        if kind in ("army", "starting"):
            surf = self._army_face(card, w, h)
        elif w > h * 0.9 or h < 90:
            surf = self._command_tile(card, w, h)
        else:
            surf = self._command_face(card, w, h)
        return surf.convert_alpha() if pygame.display.get_surface() else surf

    def _army_face(self, card: str, w: int, h: int) -> pygame.Surface:
        entry = ARMY.get(card) or STARTING[card]
        left, right, through = entry["left"], entry["right"], bool(entry["through"])
        start = card in STARTING
        edge = (196, 160, 80) if start else (120, 96, 64)
        surf = self._frame_plain(w, h, PARCHMENT, edge)
        tile = w > h * 0.8
        band_h = round(h * (0.36 if tile else 0.24))
        mid = h // 2 if tile else round(h * 0.56)  # a portrait: its picture above the band
        band = pygame.Rect(0, mid - band_h // 2, w, band_h)
        if tile and start:  # the starting card: its standard above the band
            self._standard(
                surf, pygame.Rect(w // 2 - h // 6, max(2, h // 14), h // 3, h // 3 - 2), left
            )
        draw_band(surf, self.res, band, left, right, through)
        if not tile:
            # as wide as the picture under it: room for the longest pair ("Yellow-Purple")
            title = pygame.Rect(w // 24, h // 22, w - w // 12, max(READ + 4, h // 9))
            short = short_name(card, entry["name"])
            room = title.w - max(4, title.w // 16)
            if self.res.font(READ, True, True).size(short)[0] <= room:
                pygame.draw.rect(
                    surf,
                    (44, 32, 20) if not start else (90, 60, 14),
                    title,
                    border_radius=max(2, title.h // 4),
                )
                self._title(surf, entry["name"], title, short=short)
            else:  # no room for a name that reads: the picture and the band say it
                title = pygame.Rect(title.x, title.y, title.w, 0)
            window = pygame.Rect(
                w // 20, title.bottom + h // 60, w - w // 10, band.top - title.bottom - h // 30
            )
            picture = self.pictures.banner(card, window.size)
            if picture is not None:
                surf.blit(picture, window)
                pygame.draw.rect(surf, (120, 96, 64), window, max(1, w // 120))
            elif start:
                flag = pygame.Rect(w // 2 - w // 8, window.y, w // 4, window.h)
                self._standard(surf, flag, left)
            word = (
                "STARTING CARD"
                if start
                else "COLUMN"
                if through
                else "CAMP"
                if left == right
                else "OUTPOST"
            )
            sub = "runs through: open at both ends" if through else "two halves, each ends in a cap"
            y = band.bottom + h // 20
            big = self.res.text(word, max(READ, w // 11), INK, True)
            if big.get_width() > w - 6:  # "OUTPOST" is wider than "COLUMN": the regular face
                big = self.res.text(word, max(READ, w // 11), INK, False)
            if big.get_width() <= w - 6:
                surf.blit(big, big.get_rect(midtop=(w // 2, y)))
            y += big.get_height() + max(1, h // 60)
            if w // 16 >= READ:
                self._text_block(
                    surf,
                    sub,
                    pygame.Rect(w // 10, y, w - w // 5, h - y - h // 12),
                    w // 16,
                    READ,
                    (90, 70, 40),
                )
        return surf

    def _standard(self, surf: pygame.Surface, rect: pygame.Rect, colour: str) -> None:
        """A small vexillum in the colour: the starting card's mark."""
        if rect.w < 6 or rect.h < 8:
            return
        spec = COLOURS[colour]
        pole_x = rect.centerx
        pygame.draw.line(
            surf, (120, 86, 30), (pole_x, rect.top), (pole_x, rect.bottom), max(1, rect.w // 10)
        )
        cloth = pygame.Rect(rect.x, rect.y + rect.h // 6, rect.w, rect.h * 3 // 5)
        pygame.draw.rect(surf, spec["fill"], cloth)
        pygame.draw.rect(surf, spec["dark"], cloth, max(1, rect.w // 16))
        pygame.draw.line(
            surf,
            (200, 160, 70),
            (rect.x - 2, cloth.top),
            (rect.right + 1, cloth.top),
            max(1, rect.w // 12),
        )
        draw_badge(surf, self.res, colour, cloth.center, max(4, min(cloth.w, cloth.h) // 3))

    def _socket_content(
        self,
        surf: pygame.Surface,
        card: str,
        cost_c: tuple[int, int],
        vp_c: tuple[int, int],
        r: int,
    ) -> None:
        entry = COMMAND[card]
        res = self.res
        cost = entry.get("cost")
        if cost is not None and cost["points"] and cost["type"]:
            # the ability's cost: the points, large, over the token whose die (or coins) pays
            icon = res.try_image(f"{ART}/token-{cost['type']}.svg", (2 * r, 2 * r))
            if icon is not None:
                surf.blit(icon, icon.get_rect(center=cost_c))
            self._cost_number(surf, str(cost["points"]), cost_c, r)
        elif cost is not None and int(r * 0.75) >= READ:  # an ability that costs nothing
            free = res.text("free", int(r * 0.75), (240, 230, 200), True)
            surf.blit(free, free.get_rect(center=cost_c))
        elif entry["kind"] == "order":  # an Order costs the action that plays it
            icon = res.try_image(f"{ART}/centurion.svg", (2 * r, 2 * r))
            if icon is not None:
                surf.blit(icon, icon.get_rect(center=cost_c))
            self._cost_number(surf, "1", cost_c, r)
        vp_size = int(r * 1.15) if int(r * 1.15) >= READ or 2 * r + 2 < READ else READ
        if "vp" in entry and entry["kind"] != "order" and vp_size >= READ:
            icon = res.try_image(f"{ART}/vp.svg", (2 * r, 2 * r))
            if icon is not None:
                surf.blit(icon, icon.get_rect(center=vp_c))
            num = res.text(str(entry["vp"]), vp_size, (255, 248, 220), True)
            shadow = res.text(str(entry["vp"]), vp_size, (20, 14, 8), True)
            surf.blit(shadow, shadow.get_rect(center=(vp_c[0] + 1, vp_c[1] + 2)))
            surf.blit(num, num.get_rect(center=(vp_c[0], vp_c[1] + 1)))

    def _cost_number(
        self, surf: pygame.Surface, text: str, centre: tuple[int, int], r: int
    ) -> None:
        """A cost's number, large and outlined, at the lower right of its circle."""
        size = int(r * 1.3)
        if size < READ and 2 * r + 2 < READ:  # too small to read: the hover shows it large
            return
        if size < READ:  # a small circle: the number alone fills it, over the token
            size = READ
            centre = (centre[0], centre[1] + 1)
            r = 0
        num = self.res.text(text, size, (255, 255, 255), True)
        dark = self.res.text(text, size, (20, 14, 8), True)
        at = num.get_rect(center=(centre[0] + r * 3 // 5, centre[1] + r * 3 // 5))
        for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, 1), (-1, 1), (1, -1)):
            k = max(1, r // 9)
            surf.blit(dark, at.move(dx * k, dy * k))
        surf.blit(num, at)

    def _command_face(self, card: str, w: int, h: int) -> pygame.Surface:
        entry = COMMAND.get(card)
        if entry is None:
            return self._frame_plain(w, h, PARCHMENT, (120, 96, 64))
        kind = entry["kind"]
        frame = self._art(f"{ART}/frame-{kind}.svg", (w, h), (2 * REF_W, 2 * REF_H))
        if frame is not None:
            surf = frame.copy()
        else:
            surf = self._frame_plain(w, h, PARCHMENT, KIND_COLOUR[kind])
        sx, sy = w / REF_W, h / REF_H

        def box(x: float, y: float, bw: float, bh: float) -> pygame.Rect:
            return pygame.Rect(round(x * sx), round(y * sy), round(bw * sx), round(bh * sy))

        if w >= 150:  # a smaller card prints its name large in its text box instead
            self._title(surf, entry["name"], box(*TITLE_BAND))
        else:  # and its kind in the title band, when that reads
            band = box(*TITLE_BAND)
            word = self._kind_word(kind, band.w - 6)
            if word and band.h >= READ:
                tag = self.res.text(word, READ, TITLE, True)
                surf.blit(tag, tag.get_rect(center=band.center))
        disc = self.pictures.disc(card, max(4, round(86 * sx)))
        if disc is not None:  # the card's own picture in the medallion, its kind's badge below
            surf.blit(disc, disc.get_rect(center=box(125, 114, 0, 0).topleft))
            badge = box(110, 145, 30, 30)
            icon = self.res.try_image(f"{ART}/icon-{kind}.svg", badge.size)
            if icon is not None:
                pygame.draw.circle(surf, (20, 14, 8), badge.center, badge.w // 2 + 1)
                surf.blit(icon, icon.get_rect(center=badge.center))
        r = max(5, round(14 * sx))
        self._socket_content(
            surf, card, box(23, 131, 38, 38).center, box(189, 131, 38, 38).center, r
        )
        text_box = box(27, 186, 196, 144)
        word = KIND_WORD[kind]
        tag_size = round(11 * sx)
        tag = self.res.text(word, max(READ, tag_size), (110, 70, 24), True)
        if tag.get_width() > text_box.w:
            tag = self.res.text(word.split(" \u00b7 ")[0], max(READ, tag_size), (110, 70, 24), True)
        if w >= 150 or tag_size >= READ:  # the kind in words, at 12 px at least
            surf.blit(tag, tag.get_rect(midtop=(text_box.centerx, text_box.top)))
        else:
            tag = pygame.Surface((1, 0))
        body = pygame.Rect(
            text_box.x,
            text_box.y + tag.get_height() + 2,
            text_box.w,
            text_box.h - tag.get_height() - 2,
        )
        if w >= 150:
            self._text_block(surf, body_text(card), body, max(READ, round(15 * sx)), READ, INK)
        else:  # too small to read the rules: the name, large (hover shows the text)
            wide = box(14, 176, 222, 160)
            top = max(READ, round(30 * sx))
            self._kind_over_name(surf, kind, wide, entry["name"], top)
            self._name_block(surf, entry["name"], wide, top, INK, PARCHMENT)
        return surf

    def _kind_word(self, kind: str, width: int) -> str:
        """A Command card's kind at 12 px bold in ``width`` ("SPECIAL UNIT", else "UNIT");
        "" when not even the short word fits."""
        font = self.res.font(READ, True)
        word = KIND_WORD[kind].split(" \u00b7 ")[0]
        for words in (word, word.split()[-1]):
            if font.size(words)[0] <= width:
                return words
        return ""

    def _kind_over_name(
        self, surf: pygame.Surface, kind: str, box: pygame.Rect, name: str, top: int
    ) -> None:
        """A small card's kind ("ORDER", "UNIT") at the top of its text box, in place, when
        the title band is too thin to hold it and the name below still fits whole; ``box``
        shrinks to what is left for the name."""
        if round(TITLE_BAND[3] * surf.get_height() / REF_H) >= READ:
            return  # the title band shows it (see _command_face)
        words = self._kind_word(kind, box.w - 4)
        line = self.res.font(READ, True).get_linesize() - 2
        rest = pygame.Rect(box.x, box.y + line, box.w, box.h - line)
        fit = fit_name(self.res, name, rest.w, rest.h, top, READ, 1.0)
        if not words or fit.tier > NARROW or fit.height > rest.h + 0.5:
            return
        tag = self.res.text(words, READ, (110, 70, 24), True)
        surf.blit(tag, tag.get_rect(midtop=(box.centerx, box.y)))
        box.update(rest)

    def _command_strip(
        self, surf: pygame.Surface, card: str, entry: dict[str, Any], w: int, h: int
    ) -> pygame.Surface:
        kind = entry["kind"]
        d = max(8, h - max(6, h // 5))
        centre = (max(4, w // 30) + d // 2 + 2, h // 2)
        margin = max(4, w // 30)
        x = centre[0] + d // 2 + max(3, d // 6)
        box = pygame.Rect(x, 2, w - x - margin, h - 4)
        whole = pygame.Rect(margin, 2, w - 2 * margin, h - 4)
        disc = self.pictures.disc(card, d)
        if (
            disc is not None
            and not self._fits(entry["name"], box)
            and self._fits(entry["name"], whole)
        ):  # the name whole beats its picture (the frame keeps the kind's colour)
            disc, box = None, whole
        if disc is not None:
            ring = max(1, d // 14)
            pygame.draw.circle(surf, KIND_COLOUR.get(kind, TITLE), centre, d // 2 + ring)
            surf.blit(disc, disc.get_rect(center=centre))
        if box.h >= self.res.font(READ, True).get_linesize() - 2:  # else the hover names it
            # fitted as a card's name: "Quarter-" / "master", not "Quartermast" / "er"
            self._name_block(surf, entry["name"], box, max(READ, h * 2 // 5), TITLE, None)
        return surf

    def _fits(self, text: str, box: pygame.Rect) -> bool:
        """Whether ``text`` fits ``box`` whole at the smallest size a face uses (regular)."""
        lines = self.res.wrap(text, READ, box.w)
        font = self.res.font(READ)
        return (
            all(font.size(line)[0] <= box.w for line in lines)
            and len(lines) * font.get_linesize() <= box.h
        )

    def _command_tile(self, card: str, w: int, h: int) -> pygame.Surface:
        """A Command card in a battlefield cell (a Special Unit) or a small wide slot."""
        entry = COMMAND.get(card, {"kind": "order", "name": card})
        kind = entry["kind"]
        surf = self._frame_plain(w, h, (36, 26, 20), KIND_COLOUR.get(kind, (160, 120, 60)))
        if w >= 2.2 * h:  # a wide strip: the picture on the left, the name beside it
            return self._command_strip(surf, card, entry, w, h)
        icon_s = max(8, min(h // 2, w // 3))
        disc = self.pictures.disc(card, icon_s)
        icon = disc or self.res.try_image(f"{ART}/icon-{kind}.svg", (icon_s, icon_s))
        name_box = pygame.Rect(
            w // 16, h * 2 // 5 + icon_s // 2, w - w // 8, h - (h * 2 // 5 + icon_s // 2) - h // 16
        )
        top = max(READ, min(h // 6, w // 5))
        fit = fit_name(self.res, entry["name"], name_box.w, name_box.h, top, READ, 1.0)
        line = self.res.font(READ, True).get_linesize()
        whole = fit.tier <= NARROW and fit.height <= name_box.bottom - 2 and name_box.h >= line - 2
        if not whole:  # a tile too small for the name: its picture (or its kind) says it
            return self._picture_tile(surf, card, kind, entry["name"], w, h)
        if fit.height - name_box.h > icon_s // 2:  # the name's plate would leave a sliver of it
            icon = None
        if icon is not None:
            centre = (w // 2, h * 2 // 5)
            if disc is not None:
                ring = max(1, icon_s // 14)
                pygame.draw.circle(surf, KIND_COLOUR.get(kind, TITLE), centre, icon_s // 2 + ring)
            surf.blit(icon, icon.get_rect(center=centre))
        if name_box.h >= self.res.font(READ, True).get_linesize() - 2:  # else the hover names it
            self._name_block(surf, entry["name"], name_box, top, TITLE, (36, 26, 20))
        return surf

    def _picture_tile(
        self, surf: pygame.Surface, card: str, kind: str, name: str, w: int, h: int
    ) -> pygame.Surface:
        """A tile too small for its name whole (an opponent's Special Unit or permanent at
        1280x720): its picture as large as fits, as the hand's small cards show it, ringed in
        its kind's colour (no picture: its kind's badge); the name cut with "…" below it where
        a line fits (the hover names it whole). Never a blank box, never a lone "Q…"."""
        line = self.res.font(READ, True).get_linesize()
        margin = max(2, min(w, h) // 10)
        d = min(w, h) - 2 * margin
        named = h - d - 2 * margin >= line - 2  # a line of the name fits under the picture
        if named:
            d = min(w - 2 * margin, h - line - margin)
        d = max(4, d)
        centre = (w // 2, margin + d // 2 if named else h // 2)
        disc = self.pictures.disc(card, d)
        icon = disc or self.res.try_image(f"{ART}/icon-{kind}.svg", (d, d))
        if disc is not None:
            ring = max(1, d // 14)
            pygame.draw.circle(surf, KIND_COLOUR.get(kind, TITLE), centre, d // 2 + ring)
        if icon is not None:
            surf.blit(icon, icon.get_rect(center=centre))
        if named or icon is None:
            text = elided(self.res.font(READ, True), name, w - 2 * margin)
            img = self.res.text(text, READ, TITLE, True)
            surf.blit(img, img.get_rect(midbottom=(w // 2, h - max(1, margin // 2))))
        return surf

    # ----- backs -------------------------------------------------------------------------------

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        """The Command card back (the generic back: hidden Command cards, the Command deck)."""
        return self._back("command", size, self._backs)

    def army_back(self, size: tuple[int, int]) -> pygame.Surface:
        return self._back("army", size, self._army_backs)

    def _back(self, which: str, size: tuple[int, int], cache: dict) -> pygame.Surface:
        key = (int(size[0]), int(size[1]))
        surf = cache.get(key)
        if surf is None:
            art = self._art(f"{ART}/card-back-{which}.svg", key, (2 * REF_W, 2 * REF_H))
            if art is None:
                fill = (110, 24, 24) if which == "army" else (28, 58, 106)
                art = self._frame_plain(key[0], key[1], fill, (196, 160, 80))
            surf = art.convert_alpha() if pygame.display.get_surface() else art
            cache[key] = surf
        return surf

    def army_back_shadowed(self, size: tuple[int, int]) -> pygame.Surface:
        key = ("__shadowed_army__", int(size[0]), int(size[1]))
        surf = self._faces.get(key)
        if surf is None:
            base = self.with_shadow(None, size).copy()
            w = key[1]
            pad = max(3, w // 18)
            base.blit(self.army_back(size), (pad, pad))
            self._faces[key] = base
            surf = base
        return surf

    def prepare(self, size: tuple[int, int]) -> Iterator[None]:
        """The work shared by every face at ``size`` (for the table's warm-up): the frames
        scaled from their masters and the shadow."""
        w, h = int(size[0]), int(size[1])
        for kind in KIND_WORD:
            self._art(f"{ART}/frame-{kind}.svg", (w, h), (2 * REF_W, 2 * REF_H))
            yield
        self.shadow((w, h))
        yield

    def masters(self) -> list[tuple[str, tuple[int, int]]]:
        out = [(f"{ART}/frame-{k}.svg", (2 * REF_W, 2 * REF_H)) for k in KIND_WORD]
        out += [(f"{ART}/card-back-{w}.svg", (2 * REF_W, 2 * REF_H)) for w in ("army", "command")]
        return out + picture_masters()

    def token_name(self, token: str) -> str:
        return TOKEN_NAME.get(token, token)
