"""Bellum's card faces: a frame per type (creature, spell, relic, district), the illustration,
and what a player reads at a glance: the power in a large bronze circle (a district's number in
a stone one), the cost (the clan icon of the card to discard, "x2" for a legend, "Free"), the
pile (I..IV, "II bis", Base...), the purchase marks (Tartarus, into play), the card's clan, and
its type word with the clan ("Creature \u00b7 Soldier") above the rules text.

Nothing a player must read is drawn below 12 px: when the rules text does not fit at 12 px
(hand-sized cards, ~120 px wide), the face shows the name large in the text box and the type
word in the title band instead, and the table's hover shows the card large with its text.

Construct it as ``BellumArt(res, game_id, cards)`` (``cards``: id -> card data, as in
``tabletop/games/bellum/cards.json``; a list of cards works too).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

import pygame

from tabletop.rules.cards import definition_id
from tabletop.ui.cardface import MIN_PX, FramedArt
from tabletop.ui.cardnames import CUT_FACE, WHOLE, words_in, wrapped
from tabletop.ui.cards import REF_W, TEXT_DARK, CardInfo
from tabletop.ui.resources import Resources

TYPE_WORD = {"creature": "Creature", "spell": "Spell", "relic": "Relic", "district": "District"}
PILE_WORD = {
    "base": "Base",
    "outside": "Outside",
    "flip": "Flip",
    "athens": "Athens",
    "sparta": "Sparta",
}
PURCHASE_ICON = {"tartarus": "purchase-tartarus", "into_play": "purchase-into_play"}

# Badge places (centre x, centre y, radius) in frame units (250 x 350).
POWER_AT = (42, 194, 25)  # bottom-left of the window, over the text box's corner
COST_AT = (208, 194, 23)  # bottom-right of the window
CLAN_AT = (42, 75, 16)  # top-left of the window: the card's own clan
PILE_AT = (221, 62)  # top-right corner of the window (the plaque's top-right)
PURCHASE_AT = (208, 152, 16)  # above the cost, one below the other going up

BRONZE = ((232, 170, 96), (120, 58, 20), (60, 24, 6))  # light, mid, rim
STONE = ((226, 222, 200), (130, 128, 104), (52, 50, 36))
INK_LIGHT = (255, 246, 222)
PLATE = (236, 226, 200)  # under a small card's name grown up over the picture
NAME_GAP = 0.92  # a name's lines, as close as the kit sets them
TAG_INK = {
    "creature": (120, 52, 20),
    "spell": (24, 48, 120),
    "relic": (70, 70, 80),
    "district": (70, 74, 30),
}


def _boost(s: float) -> float:
    """Badges grow a little on small cards, where they carry what the rules text would."""
    return 1.12 if s < 0.8 else 1.0


def type_line(card: dict[str, Any]) -> str:
    """ "Creature \u00b7 Soldier", "District \u00b7 Athens", "Relic"."""
    word = TYPE_WORD.get(str(card.get("type")), str(card.get("type", "card")).title())
    if card.get("clan"):
        return f"{word} \u00b7 {card['clan']}"
    if card.get("type") == "district" and card.get("pile") in ("athens", "sparta"):
        return f"{word} \u00b7 {PILE_WORD[card['pile']]}"
    return word


def pile_word(card: dict[str, Any]) -> str:
    pile = str(card.get("pile", ""))
    return PILE_WORD.get(pile, pile)


def _badge_at(
    x: float, y: float, r: float, s: float, clear: int, ceiling: int
) -> tuple[tuple[int, int], int]:
    """A badge's centre and radius on a face at scale ``s``, lifted so that it ends above
    ``clear`` (a small card's name, grown over the picture, stays readable beneath it), but
    never over ``ceiling`` (the title band's bottom)."""
    radius = max(8, round(r * s * _boost(s)))
    cy = min(round(y * s), clear + 3 - radius)  # 3: the plate's edge and the line's leading
    return (round(x * s), max(cy, ceiling + radius)), radius


def _shadow(surf: pygame.Surface, centre: tuple[int, int], r: int) -> None:
    """A badge's soft shadow, blended onto the face: drawn straight onto a face with its own
    alpha, a translucent circle would replace the pixels beneath it and let the table show
    through the card."""
    spot = pygame.Surface((2 * r + 4, 2 * r + 4), pygame.SRCALPHA)
    pygame.draw.circle(spot, (0, 0, 0, 110), (r + 2, r + 2), r + 1)
    surf.blit(spot, (centre[0] + 1 - r - 2, centre[1] + 2 - r - 2))


class BellumArt(FramedArt):
    """Renders and caches Bellum's faces (the back and the shadows are CardArt's)."""

    FIRST_KIND = "creature"

    def __init__(
        self,
        res: Resources,
        game_id: str = "bellum",
        cards: dict[str, dict[str, Any]] | Iterable[dict[str, Any]] = (),
    ) -> None:
        super().__init__(res, game_id, cards)
        self._marks: dict[tuple[str, int, int], list[tuple[str, pygame.Rect]]] = {}

    # ----- sizes ---------------------------------------------------------------------------

    def _body_box(self, kind: str, w: int, h: int) -> tuple[pygame.Rect, int]:
        """The rules-text area below the type line, and the type line's size."""
        box = self._inner(kind, w, h)
        tag = max(MIN_PX, round(12 * w / REF_W))
        line = self.res.font(tag, True).get_linesize()
        return pygame.Rect(box.x, box.y + line, box.w, box.h - line), tag

    def _rules_body(self, kind: str, members: list[str], w: int, h: int) -> pygame.Rect | None:
        return self._body_box(kind, w, h)[0]

    # ----- faces ---------------------------------------------------------------------------

    def _render_face(self, card: str, w: int, h: int) -> pygame.Surface:
        data = self.cards.get(card, {})
        info = self.info_of(card) or CardInfo(card, card, "card", "")
        kind = self.kind_of(info.type)
        s = w / REF_W

        surf = self._compose(card, kind, w, h)
        title = self._box(kind, "title", w, h)
        size = self.rules_size(w, h)
        name_top = h  # badges keep above it: a small card's name may grow over the picture
        if size:
            self._draw_title(surf, info.name, title)
            self._draw_rules(surf, data, info, kind, size)
        else:
            name_top = self._draw_small_text(surf, data, info, kind, title)
        clear = (name_top, title.bottom)

        box = self._box(kind, "text box", w, h)
        marks = [("title", title), ("text", pygame.Rect(0, min(name_top, box.top), w, h))]
        marks += [("clan", r) for r in self._draw_clan(surf, data, s)]
        marks += [("pile", r) for r in self._draw_pile(surf, data, s)]
        marks += [("purchase", r) for r in self._draw_purchase(surf, data, s)]
        marks += [("power", r) for r in self._draw_power(surf, data, s, clear)]
        marks += [("cost", r) for r in self._draw_cost(surf, data, s, clear)]
        self._marks[(card, w, h)] = marks
        return self._finish(surf)

    def marks(self, card: str, size: tuple[int, int]) -> list[tuple[str, pygame.Rect]]:
        """Where a face of ``size`` prints what a player reads, in face coordinates, each
        named: "title" (the band), "text" (the text box, or the name grown over the picture),
        "clan", "pile" (its tag: "Base", "IV"), "purchase", "power" and "cost" (the badges).
        The table lays its token pills clear of them."""
        self.face(card, size)
        key = (card if card in self.info else definition_id(card), int(size[0]), int(size[1]))
        if key not in self._marks:  # the face was cached before its marks were kept
            self._render_face(*key)
        return list(self._marks[key])

    def _draw_rules(
        self, surf: pygame.Surface, data: dict, info: CardInfo, kind: str, size: int
    ) -> None:
        res = self.res
        w, h = surf.get_size()
        body, tag_size = self._body_box(kind, w, h)
        tag = res.text(type_line(data), tag_size, TAG_INK.get(kind, (90, 70, 40)), True)
        surf.blit(tag, tag.get_rect(midbottom=(body.centerx, body.top)))
        self._draw_body(surf, info.text, size, body)

    def _draw_small_text(
        self, surf: pygame.Surface, data: dict, info: CardInfo, kind: str, band: pygame.Rect
    ) -> int:
        """Small cards: the type word in the title band (when it fits at 12 px), the name large
        in the text box; returns the top of the name, for the badges to keep clear of."""
        w, h = surf.get_size()
        self._draw_type_word(surf, TYPE_WORD.get(info.type, info.type.title()).upper(), band)
        return self._draw_name_words(surf, info.name, self._inner(kind, w, h))

    def _draw_name_words(self, surf: pygame.Surface, name: str, box: pygame.Rect) -> int:
        """Small faces: the name large in the text box, broken only between its words (and
        at its own hyphens), as Bellwake's are: a new player read "Cassan-dra" on a legend's
        pile. Bold before regular, the largest size first, in the box, then the card's whole
        width, then grown up over the picture on a light plate, then all that in the
        condensed face (_name_settings: "Thunderbolt of Zeus" whole at 1280x720). A name
        that fits nowhere at 12 px shows what fits and ends in "\u2026" (the hover shows the
        card whole). Returns the top of what it drew, for the badges to keep clear of it."""
        res = self.res
        wide, top = self._name_room(surf.get_width(), box)
        for grow, area, face, size in self._name_settings(box, wide, top):
            lines = wrapped(res, name, size, area.w, face[0], WHOLE, face[1])
            if lines is not None and self._name_fits(lines, size, face, box, grow):
                return self._blit_name(surf, lines, size, face, area, box)
        lines = words_in(res, name, wide.w, narrow=True)
        shown = [self._cut(line, wide.w) for line in lines]
        cut = next((i for i, line in enumerate(shown) if line.endswith("\u2026")), None)
        shown = shown if cut is None else shown[: cut + 1]  # a name is cut at its end only
        while len(shown) > 1 and not self._name_fits(shown, MIN_PX, CUT_FACE, box, True):
            shown = [*shown[:-2], self._cut(f"{shown[-2]} {shown[-1]}", wide.w)]
        return self._blit_name(surf, shown, MIN_PX, CUT_FACE, wide, box)

    def _name_fits(
        self, lines: list[str], size: int, face: tuple[bool, bool], box: pygame.Rect, grow: bool
    ) -> bool:
        """Whether ``lines`` fit the box's height (``grow``: up to near the face's top)."""
        font = self.res.font(size, face[0], narrow=face[1])
        height = font.get_linesize() * NAME_GAP * len(lines)
        return height <= box.h + 0.5 or (grow and box.bottom - height >= 2)

    def _blit_name(
        self,
        surf: pygame.Surface,
        lines: list[str],
        size: int,
        face: tuple[bool, bool],
        area: pygame.Rect,
        box: pygame.Rect,
    ) -> int:
        """The name's lines centred in ``box`` (from its bottom up where they need more
        height; on a light plate where they leave the box, up or across the frame's rims;
        ``face``: bold, narrow); the top of what was drawn."""
        res = self.res
        font = res.font(size, face[0], narrow=face[1])
        step = font.get_linesize() * NAME_GAP
        height = step * len(lines)
        y = box.centery - height / 2
        top = min(box.top, round(y))
        taller = height > box.h + 0.5
        widest = max((font.size(line)[0] for line in lines), default=0)  # "": no line at all
        if taller or widest > box.w:  # over the rims too
            y = max(2, box.bottom - height) if taller else y
            plate = pygame.Rect(area.x - 2, round(y) - 2, area.w + 4, round(height) + 4)
            pygame.draw.rect(surf, PLATE, plate, border_radius=max(2, area.w // 20))
            top = min(top, plate.top)
        for line in lines:
            img = res.text(line, size, TEXT_DARK, face[0], narrow=face[1])
            surf.blit(img, img.get_rect(midtop=(area.centerx, round(y))))
            y += step
        return top

    # ----- badges --------------------------------------------------------------------------

    def _disc(
        self,
        surf: pygame.Surface,
        centre: tuple[int, int],
        r: int,
        colours: tuple[tuple[int, int, int], ...],
    ) -> None:
        light, mid, rim = colours
        _shadow(surf, centre, r)
        pygame.draw.circle(surf, rim, centre, r)
        pygame.draw.circle(surf, light, centre, max(1, r - max(1, r // 8)))
        pygame.draw.circle(surf, mid, (centre[0], centre[1] + r // 10), max(1, r - max(2, r // 4)))

    def _number(self, surf: pygame.Surface, text: str, centre: tuple[int, int], size: int) -> None:
        res = self.res
        shadow = res.text(text, size, (20, 8, 2), True, True)
        for dx, dy in ((1, 1), (-1, 1), (1, -1), (-1, -1), (0, 2)):
            surf.blit(shadow, shadow.get_rect(center=(centre[0] + dx, centre[1] + dy)))
        img = res.text(text, size, INK_LIGHT, True, True)
        surf.blit(img, img.get_rect(center=centre))

    def _draw_power(
        self, surf: pygame.Surface, data: dict, s: float, clear: tuple[int, int]
    ) -> list[pygame.Rect]:
        if data.get("type") == "district" and isinstance(data.get("district"), int):
            value, colours = str(data["district"]), STONE
        elif isinstance(data.get("power"), int):
            value, colours = str(data["power"]), BRONZE
        else:
            return []
        x, y, r = POWER_AT
        centre, radius = _badge_at(x, y, r, s, *clear)
        self._disc(surf, centre, radius, colours)
        size = max(MIN_PX + 2, round(radius * (1.25 if len(value) < 2 else 1.05)))
        self._number(surf, value, (centre[0], centre[1] + max(0, radius // 12)), size)
        disc = pygame.Rect(0, 0, 2 * radius + 2, 2 * radius + 2)
        disc.center = centre
        return [disc]

    def _draw_cost(
        self, surf: pygame.Surface, data: dict, s: float, clear: tuple[int, int]
    ) -> list[pygame.Rect]:
        cost = data.get("cost")
        if not isinstance(cost, dict):
            return []
        res = self.res
        x, y, r = COST_AT
        centre, radius = _badge_at(x, y, r, s, *clear)
        if cost.get("free"):
            size = max(MIN_PX, round(radius * 0.75))
            img = res.text("Free", size, INK_LIGHT, True)
            pill = pygame.Rect(0, 0, img.get_width() + max(6, size // 2), max(radius, size + 4))
            pill.center = centre
            pygame.draw.rect(surf, (10, 40, 16), pill.inflate(2, 2), border_radius=pill.h // 2)
            pygame.draw.rect(surf, (40, 120, 56), pill, border_radius=pill.h // 2)
            pygame.draw.rect(surf, (150, 230, 160), pill, 1, border_radius=pill.h // 2)
            surf.blit(img, img.get_rect(center=pill.center))
            return [pill.inflate(2, 2)]
        clan = str(cost.get("clan", "any")).lower()
        icon = res.try_image(f"{self.game_id}/clan-{clan}.svg", (2 * radius, 2 * radius))
        _shadow(surf, centre, radius)
        if icon is not None:
            surf.blit(icon, icon.get_rect(center=centre))
        else:
            pygame.draw.circle(surf, (200, 160, 70), centre, radius)
        out = [pygame.Rect(centre[0] - radius, centre[1] - radius, 2 * radius, 2 * radius)]
        count = int(cost.get("count", 1))
        if count > 1:
            size = max(MIN_PX, round(radius * 0.72))
            img = res.text(f"\u00d7{count}", size, INK_LIGHT, True)
            tag = pygame.Rect(0, 0, img.get_width() + 4, img.get_height())
            tag.center = (centre[0] + radius * 3 // 4, centre[1] + radius * 3 // 4)
            tag.right = min(tag.right, surf.get_width() - 2)
            pygame.draw.rect(surf, (150, 20, 20), tag.inflate(2, 2), border_radius=tag.h // 3)
            pygame.draw.rect(surf, (30, 8, 4), tag.inflate(2, 2), 1, border_radius=tag.h // 3)
            surf.blit(img, img.get_rect(center=tag.center))
            out.append(tag.inflate(2, 2))
        return out

    def _draw_clan(self, surf: pygame.Surface, data: dict, s: float) -> list[pygame.Rect]:
        clan = data.get("clan")
        if not clan:
            return []
        x, y, r = CLAN_AT
        radius = max(6, round(r * s))
        icon = self.res.try_image(
            f"{self.game_id}/clan-{str(clan).lower()}.svg", (2 * radius, 2 * radius)
        )
        where = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        where.center = (round(x * s), round(y * s))
        if icon is not None:
            surf.blit(icon, icon.get_rect(center=where.center))
        return [where]

    def _draw_pile(self, surf: pygame.Surface, data: dict, s: float) -> list[pygame.Rect]:
        word = pile_word(data)
        if not word or data.get("type") == "district":  # a district's city is in its type line
            return []
        res = self.res
        size = max(MIN_PX, round(13 * s))
        img = res.text(word, size, INK_LIGHT, True, True)
        plaque = pygame.Rect(0, 0, img.get_width() + max(6, size // 2), img.get_height() + 2)
        plaque.topright = (round(PILE_AT[0] * s), round(PILE_AT[1] * s))
        legend = "bis" in word
        fill = (120, 20, 24) if legend else (26, 20, 14)
        pygame.draw.rect(surf, (0, 0, 0), plaque.inflate(2, 2), border_radius=max(2, plaque.h // 4))
        pygame.draw.rect(surf, fill, plaque, border_radius=max(2, plaque.h // 4))
        edge = (240, 200, 110) if legend else (170, 140, 90)
        pygame.draw.rect(surf, edge, plaque, 1, border_radius=max(2, plaque.h // 4))
        surf.blit(img, img.get_rect(center=plaque.center))
        return [plaque.inflate(2, 2)]

    def _draw_purchase(self, surf: pygame.Surface, data: dict, s: float) -> list[pygame.Rect]:
        x, y, r = PURCHASE_AT
        out = []
        radius = max(6, round(r * s))
        cy = round(y * s)
        for mark in data.get("purchase") or ():
            name = PURCHASE_ICON.get(mark)
            if name is None:
                continue
            icon = self.res.try_image(f"{self.game_id}/{name}.svg", (2 * radius, 2 * radius))
            where = pygame.Rect(0, 0, 2 * radius, 2 * radius)
            where.center = (round(x * s), cy)
            if icon is not None:
                surf.blit(icon, icon.get_rect(center=where.center))
                out.append(where)
            cy -= 2 * radius + max(1, radius // 4)
        return out

    # ----- warm-up -------------------------------------------------------------------------

    def prepare(self, size: tuple[int, int]) -> Iterator[None]:
        """The work shared by every face at ``size``, in small steps: the rules-text size,
        each type's frame scaled from its master, the icons, the shadow."""
        w, h = int(size[0]), int(size[1])
        yield from self._prepare_frames(w, h)
        self.shadow((w, h))
        yield
