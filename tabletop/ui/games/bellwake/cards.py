"""Bellwake's card faces and backs: a frame per type (warm bronze for the keepers' cards, cold
pewter and fog for the encounter cards), the illustration, and the numbers a player reads at a
glance as chips, each an icon and a number:

* heroes and allies: strike and ward bottom-left of the window, resolve and health bottom-right;
  an ally's cost in echo top-left;
* gear and songs: the echo cost top-left; an upgrade's price in experience there instead;
* enemies: dread and approach bottom-left, strike, ward and health bottom-right, victory
  top-left (when it is worth any);
* locations: dread bottom-left, progress bottom-right, victory top-left;
* objectives: the progress they need bottom-right and the stage ("Stage 1") top-left.

Above the rules text: the type line ("Ally", "Hero \u00b7 Bellwarden", "Fast song \u00b7 during an
attack", "Enemy \u00b7 Ambush", "Upgrade \u00b7 2 experience").

Nothing a player must read is drawn below 12 px: when the rules text, the type line or a name
does not fit at 12 px (hand-sized cards, ~120 px wide), the face shows the name large in the
text box and the type word in the title band, and the table's hover shows the card large.

Two backs: ``back-player.svg`` for heroes, allies, gear, songs, upgrades and log entries, and
``back-encounter.svg`` for enemies, locations, perils and objectives. ``back(size, card)``
chooses by the card's type (``card`` may also be the word "player" or "encounter").

Construct it as ``BellwakeArt(res, game_id, cards)`` (``cards``: id -> card data, as in
``tabletop/games/bellwake/cards.json``, or a list of cards).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Iterator
from typing import Any

import pygame

from tabletop.rules.cards import definition_id
from tabletop.ui.cardface import MASTER, MIN_PX, FramedArt
from tabletop.ui.cardnames import CUT_FACE, WHOLE, ink_rect, words_in, wrapped
from tabletop.ui.cards import REF_W, TEXT_DARK, TITLE_LIGHT, CardInfo
from tabletop.ui.resources import Resources
from tabletop.ui.table import theme

ENCOUNTER_TYPES = frozenset({"enemy", "location", "peril", "objective"})
TYPE_WORD = {
    "hero": "Hero",
    "ally": "Ally",
    "gear": "Gear",
    "song": "Song",
    "enemy": "Enemy",
    "location": "Location",
    "peril": "Peril",
    "objective": "Objective",
    "log_entry": "Campaign log",
    "upgrade": "Upgrade",
}
SHORT_WORD = {"log_entry": "Log"}  # the title band of small faces
FAST_WINDOW = {"attack": "during an attack", "venture": "during the venture"}
EARNED = {"camp": "earned at camp", "log": "from the campaign log"}

# Chip columns, in frame units (250 x 350): x of the column's outer edge, y of the lowest
# chip's centre; chips stack upwards. Single badges: (x, y) of their outer corner.
LEFT_X, RIGHT_X, BOTTOM_Y = 28, 222, 184
CHIP_H = 27  # a chip's height at the reference size (and at least MIN_CHIP_PX)
MIN_CHIP_PX = 17
COST_AT = (28, 62)  # top-left corner of the window: the cost (or victory, stage) chip
LEFT_STATS = {
    "hero": ("strike", "ward"),
    "ally": ("strike", "ward"),
    "enemy": ("dread", "approach"),
    "location": ("dread",),
}
RIGHT_STATS = {
    "hero": ("resolve", "health"),
    "ally": ("resolve", "health"),
    "enemy": ("strike", "ward", "health"),
    "location": ("progress",),
    "objective": ("progress",),
}
WARM_CHIP = ((24, 14, 6), (214, 164, 92))  # fill, rim
CHANGED_FILL = (8, 8, 10)  # a number changed from the printed one (its rim: gain or harm)
COLD_CHIP = ((10, 16, 24), (168, 186, 206))
INK_LIGHT = (255, 246, 222)
PLATE = (236, 226, 200)  # under a name grown up over the picture
NAME_GAP = 0.92  # a name's lines, as close as the kit sets them
TAG_INK = {"player": (110, 58, 20), "encounter": (34, 52, 80)}


def deck_of(card_type: str) -> str:
    """ "encounter" for enemies, locations, perils and objectives; "player" for the rest."""
    return "encounter" if card_type in ENCOUNTER_TYPES else "player"


def type_line(card: dict[str, Any]) -> str:
    """The line above the rules text: "Ally", "Fast song \u00b7 during an attack"..."""
    kind = str(card.get("type", "card"))
    word = TYPE_WORD.get(kind, kind.replace("_", " ").title())
    if kind == "song" and card.get("fast"):
        fast = str(card["fast"])
        return f"Fast song \u00b7 {FAST_WINDOW.get(fast, 'during ' + fast)}"
    if kind == "hero" and card.get("title"):
        return f"{word} \u00b7 {card['title']}"
    if kind == "upgrade" and isinstance(card.get("cost"), int):
        return f"{word} \u00b7 {card['cost']} experience"
    if kind == "objective" and isinstance(card.get("stage"), int):
        return f"{word} \u00b7 stage {card['stage']}"
    if card.get("keywords"):
        return f"{word} \u00b7 " + ", ".join(str(k).title() for k in card["keywords"])
    if kind == "ally" and card.get("earned") in EARNED:
        return f"{word} \u00b7 {EARNED[card['earned']]}"
    return word


def short_word(card: dict[str, Any]) -> str:
    """The type word small faces show in the title band ("FAST SONG", "LOG")."""
    kind = str(card.get("type", "card"))
    if kind == "song" and card.get("fast"):
        return "FAST SONG"
    return SHORT_WORD.get(kind, TYPE_WORD.get(kind, kind.title())).upper()


def badges(card: dict[str, Any]) -> dict[str, list[tuple[str, str]]]:
    """What the face shows as chips, by place: "left" and "right" columns (listed top to
    bottom) and "top" (the window's top-left: cost, stage or victory); each chip is (icon,
    text)."""
    kind = str(card.get("type", ""))

    def stat(name: str) -> tuple[str, str] | None:
        value = card.get(name)
        return (name, str(value)) if isinstance(value, int) else None

    out: dict[str, list[tuple[str, str]]] = {"left": [], "right": [], "top": []}
    for place, names in (("left", LEFT_STATS), ("right", RIGHT_STATS)):
        out[place] = [s for s in (stat(n) for n in names.get(kind, ())) if s]
    cost = card.get("cost")
    if isinstance(cost, int):
        out["top"].append(("experience" if kind == "upgrade" else "echo", str(cost)))
    elif kind == "objective" and isinstance(card.get("stage"), int):
        out["top"].append(("", f"Stage {card['stage']}"))
    victory = card.get("victory")
    if kind in ENCOUNTER_TYPES and isinstance(victory, int) and victory > 0:
        out["top"].append(("victory", str(victory)))
    return out


class BellwakeArt(FramedArt):
    """Renders and caches Bellwake's faces and its two backs (shadows and glows are CardArt's).

    ``face(card, size)`` and ``back(size, card)`` return cached Surfaces of exactly ``size``;
    ``with_shadow(card, size)`` a face with its drop shadow (blit it at ``shadow_origin``),
    ``back_with_shadow(card, size)`` the same for the card's back."""

    FIRST_KIND = "ally"

    def __init__(
        self,
        res: Resources,
        game_id: str = "bellwake",
        cards: dict[str, dict[str, Any]] | Iterable[dict[str, Any]] = (),
    ) -> None:
        super().__init__(res, game_id, cards)
        self._deck_backs: dict[tuple[str, int, int], pygame.Surface] = {}
        self._chips: dict[tuple[Any, ...], pygame.Surface] = {}

    def clear(self) -> None:
        super().clear()
        self._deck_backs.clear()
        self._chips.clear()

    def data_of(self, card: str) -> dict[str, Any]:
        return self.cards.get(card) or self.cards.get(definition_id(card)) or {}

    def deck(self, card: str) -> str:
        """ "player" or "encounter": which back ``card`` has ("player"/"encounter" pass through)."""
        if card in ("player", "encounter"):
            return card
        return deck_of(self.type_of(card))

    # ----- sizes ---------------------------------------------------------------------------

    def _tag_fit(self, text: str, width: int, w: int) -> tuple[int, bool] | None:
        """(size, bold) for a type line that fits ``width``, at least 12 px; else None."""
        top = max(MIN_PX, round(12.5 * w / REF_W))
        for bold in (True, False):
            for size in range(top, MIN_PX - 1, -1):
                if self.res.font(size, bold).size(text)[0] <= width:
                    return size, bold
        return None

    def _title_size(self, name: str, band: pygame.Rect) -> int | None:
        inner = band.inflate(-max(10, band.w // 12), 0)
        for size in range(max(MIN_PX, round(band.h * 0.56)), MIN_PX - 1, -1):
            if self.res.font(size, True, True).size(name)[0] <= inner.w:
                return size
        return None

    def _rules_body(self, kind: str, members: list[str], w: int, h: int) -> pygame.Rect | None:
        """Below the type line; None when a type line or a name does not fit at 12 px."""
        inner = self._inner(kind, w, h)
        band = self._box(kind, "title", w, h)
        tags = [self._tag_fit(type_line(self.data_of(c)), inner.w, w) for c in members]
        names = [self._title_size(self.info[c].name, band) for c in members]
        if any(t is None for t in tags) or any(n is None for n in names):
            return None
        line = max(self.res.font(t[0], t[1]).get_linesize() for t in tags if t) if tags else 0
        return pygame.Rect(inner.x, inner.y + line, inner.w, inner.h - line)

    # ----- faces ---------------------------------------------------------------------------

    def _render_face(self, card: str, w: int, h: int) -> pygame.Surface:
        data = self.data_of(card)
        info = self.info_of(card) or CardInfo(card, card, "card", "")
        kind = self.kind_of(info.type)
        surf = self._compose(definition_id(card), kind, w, h)
        title = self._box(kind, "title", w, h)
        size = self.rules_size(w, h)
        if size:
            self._draw_name(surf, info.name, title)
            self._draw_rules(surf, data, info, kind, size)
        else:
            self._draw_small_text(surf, data, info, kind, self._band_free(card, title, w, h))
        self._draw_badges(surf, data)
        return self._finish(surf)

    @staticmethod
    def _word_gap(w: int) -> int:
        """The room between a chip and the type word beside it in the title band."""
        return max(4, w // 16)

    def _band_free(self, card: str, band: pygame.Rect, w: int, h: int) -> pygame.Rect:
        """The part of the title band no chip lies on (a small face's chips move up into
        its corners), a gap clear of each chip, for the type word ("2ALLY" read as one
        word at 1024x640)."""
        free = band.copy()
        gap = self._word_gap(w)
        for rect in self.chip_rects(card, (w, h)).values():
            if rect.clip(free).h <= free.h // 3:  # its edge only: the word clears it
                continue
            if rect.centerx < free.centerx:
                free.width, free.left = free.right - rect.right - gap, rect.right + gap
            else:
                free.width = rect.left - gap - free.left
        return free

    def _type_word_fits(self, data: dict[str, Any], size: tuple[int, int], left: int) -> bool:
        """Whether a small face's type word (or its short form) fits at 12 px in its title
        band right of ``left`` (a cost chip in the corner) with a gap: where it does not,
        the cost shows its number alone, so that the word is never drawn against it."""
        w, h = size
        band = self._box(self.kind_of(str(data.get("type", "card"))), "title", w, h)
        room = band.right - left - self._word_gap(w)
        room -= max(4, room // 12)  # as _draw_type_word keeps inside its band
        word = short_word(data).split()[0]
        return self.res.font(MIN_PX, False).size(word)[0] <= room

    def _draw_name(self, surf: pygame.Surface, name: str, band: pygame.Rect) -> None:
        size = self._title_size(name, band) or MIN_PX
        shadow = self.res.text(name, size, (0, 0, 0), True, True)
        img = self.res.text(name, size, TITLE_LIGHT, True, True)
        rect = img.get_rect(center=band.center)
        surf.blit(shadow, rect.move(1, 1))
        surf.blit(img, rect)

    def _draw_rules(
        self, surf: pygame.Surface, data: dict, info: CardInfo, kind: str, size: int
    ) -> None:
        res = self.res
        w, h = surf.get_size()
        inner = self._inner(kind, w, h)
        line = type_line(data) if data else TYPE_WORD.get(info.type, info.type.title())
        tag_size, bold = self._tag_fit(line, inner.w, w) or (MIN_PX, False)
        tag = res.text(line, tag_size, TAG_INK[deck_of(info.type)], bold)
        surf.blit(tag, tag.get_rect(midtop=(inner.centerx, inner.top)))
        top = inner.top + res.font(tag_size, bold).get_linesize()
        body = pygame.Rect(inner.x, top, inner.w, inner.bottom - top)
        self._draw_body(surf, info.text, size, body)

    def _draw_small_text(
        self, surf: pygame.Surface, data: dict, info: CardInfo, kind: str, band: pygame.Rect
    ) -> None:
        """Small cards: the type word in the title band (when it fits at 12 px), the name
        large in the text box."""
        w, h = surf.get_size()
        word = short_word(data) if data else info.type.upper()
        self._draw_type_word(surf, word, band, word.split()[0])  # FAST SONG, then FAST
        chips = self.chip_rects(str(data.get("id", "")), (w, h)).values() if data else ()
        self._draw_name_words(surf, info.name, self._inner(kind, w, h), list(chips))

    def _draw_name_words(
        self, surf: pygame.Surface, name: str, box: pygame.Rect, chips: list[pygame.Rect]
    ) -> None:
        """Small faces: the name large in the text box, broken only between its words (and
        at its own hyphens): a play-tester read "Tollha-ven" and "Bro-ther". Bold before
        regular, the largest size first, then the card's whole width, then grown up over the
        picture on a light plate, then all that in the condensed face (_name_settings), each
        line's letters clear of the chips (drawn over it, they hid "Silent Bro-"). A name
        that fits nowhere at 12 px shows what fits and ends in "\u2026" (the hover shows the
        card whole)."""
        res = self.res
        wide, top = self._name_room(surf.get_width(), box)
        for grow, area, face, size in self._name_settings(box, wide, top):
            lines = wrapped(res, name, size, area.w, face[0], WHOLE, face[1])
            if lines is None:
                continue
            spots = self._name_lines(lines, size, face, area, box, grow, chips)
            if spots is not None:
                self._blit_name(surf, spots, size, face, area, box)
                return
        lines = words_in(res, name, wide.w, narrow=True)
        for keep in range(len(lines), 0, -1):  # as many lines as are clear of the chips
            shown = [*lines[: keep - 1], " ".join(lines[keep - 1 :])]
            shown = [self._cut(line, wide.w) for line in shown]
            cut = next((i for i, line in enumerate(shown) if line.endswith("\u2026")), None)
            shown = shown if cut is None else shown[: cut + 1]  # a name is cut at its end only
            spots = self._name_lines(shown, MIN_PX, CUT_FACE, wide, box, True, chips)
            if spots is not None or keep == 1:
                spots = spots or self._name_lines(shown, MIN_PX, CUT_FACE, wide, box, True, [])
                self._blit_name(surf, spots or [], MIN_PX, CUT_FACE, wide, box)
                return

    def _name_lines(
        self,
        lines: list[str],
        size: int,
        face: tuple[bool, bool],
        area: pygame.Rect,
        box: pygame.Rect,
        grow: bool,
        chips: list[pygame.Rect],
    ) -> list[tuple[str, pygame.Rect]] | None:
        """Where each line goes (``face``: bold, narrow): centred in ``box`` when they fit
        its height, else (``grow``) from its bottom up (the letters of the last line on its
        bottom), never above the face's top; None when they do not fit so or a line's
        letters would lie under a chip ("Sefa" / "Wren" under the chips of a 54 px hero)."""
        font = self.res.font(size, face[0], narrow=face[1])
        step = font.get_linesize() * NAME_GAP
        height = step * len(lines)
        if height > box.h + 0.5 and not grow:
            return None
        if height <= box.h + 0.5:
            y = box.centery - height / 2
        else:  # from the bottom up: the last line's letters, not its empty descent, end there
            last = pygame.Rect((0, 0), font.size(lines[-1]))
            y = box.bottom - height + last.bottom - ink_rect(font, lines[-1], last).bottom
        if y < 2:
            return None
        out = []
        for line in lines:
            rect = pygame.Rect((0, round(y)), font.size(line))
            rect.centerx = area.centerx
            if ink_rect(font, line, rect).collidelist(chips) != -1:
                return None
            out.append((line, rect))
            y += step
        return out

    def _blit_name(
        self,
        surf: pygame.Surface,
        spots: list[tuple[str, pygame.Rect]],
        size: int,
        face: tuple[bool, bool],
        area: pygame.Rect,
        box: pygame.Rect,
    ) -> None:
        """The name's lines, on a light plate where they rise above ``box``."""
        if not spots:
            return
        top = spots[0][1].top
        if top < box.top:
            plate = pygame.Rect(area.x - 2, top - 2, area.w + 4, box.bottom - top + 2)
            pygame.draw.rect(surf, PLATE, plate, border_radius=max(2, area.w // 20))
        for line, rect in spots:
            surf.blit(self.res.text(line, size, TEXT_DARK, face[0], narrow=face[1]), rect)

    # ----- chips ---------------------------------------------------------------------------

    @staticmethod
    def chip_height(w: int) -> int:
        """A chip's height in pixels on a face ``w`` wide (17 px at least: a 13 px number)."""
        return max(MIN_CHIP_PX, round(CHIP_H * w / REF_W))

    def _chip(
        self,
        icon: str,
        text: str,
        h: int,
        cold: bool,
        tone: tuple[tuple[int, int, int], tuple[int, int, int]] | None = None,
        least: int = 0,
        text_px: int | None = None,
    ) -> pygame.Surface:
        """An icon and a number on a dark pill (``icon`` "" : text only), cached; ``tone``
        (fill, rim) for a number changed from the printed one, at least ``least`` wide, its
        number at ``text_px`` (None: as large as the chip's height allows)."""
        key = (icon, text, h, cold, tone, least, text_px)
        chip = self._chips.get(key)
        if chip is None:
            colours = tone or (COLD_CHIP if cold else WARM_CHIP)
            chip = self._chips[key] = self._make_chip(icon, text, h, colours, least, text_px)
        return chip

    def _make_chip(
        self,
        icon: str,
        text: str,
        h: int,
        colours: tuple[tuple[int, int, int], tuple[int, int, int]],
        least: int = 0,
        text_px: int | None = None,
    ) -> pygame.Surface:
        res = self.res
        size = text_px or max(MIN_PX + 1, round(h * (0.74 if icon else 0.6)))
        fill, rim = colours
        changed = colours not in (WARM_CHIP, COLD_CHIP)  # a number now: in its rim's colour
        img = res.text(text, size, rim if changed else INK_LIGHT, True, True)
        shadow = res.text(text, size, (0, 0, 0), True, True)
        pad = max(3, h // 5)
        icon_w = h if icon else 0
        width = max(least, icon_w + img.get_width() + 2 * pad)
        chip = pygame.Surface((width, h), pygame.SRCALPHA)
        rect = chip.get_rect()
        pygame.draw.rect(chip, fill, rect, border_radius=h // 2)
        rim_w = max(2, h // 9) if changed else max(1, h // 14)
        pygame.draw.rect(chip, rim, rect, rim_w, border_radius=h // 2)
        if icon:
            art = res.try_image(f"{self.game_id}/stat-{icon}.svg", (h, h))
            if art is not None:
                chip.blit(art, (0, 0))
            else:
                pygame.draw.circle(chip, rim, (h // 2, h // 2), h // 2)
        centre = ((icon_w + width) // 2, h // 2 + max(0, h // 24))
        chip.blit(shadow, shadow.get_rect(center=(centre[0] + 1, centre[1] + 1)))
        chip.blit(img, img.get_rect(center=centre))
        return chip

    def draw_numbers(
        self,
        surface: pygame.Surface,
        card: str,
        rect: pygame.Rect,
        numbers: dict[str, int],
        harmed: Collection[str] = (),
    ) -> None:
        """Each number now on its printed chip's place (a turned card's turned with it), on a
        chip rimmed in the table's gain colour where it is higher, its harm colour where it
        is lower: a keeper reads the strike, ward and health that count. A stat of ``harmed``
        (the health left of a hurt character) is rimmed in the harm colour whatever it is."""
        turned = rect.w > rect.h
        size = (rect.h, rect.w) if turned else (rect.w, rect.h)
        places = self.chip_rects(card, size)
        printed = self.data_of(card)
        layer = pygame.Surface(size, pygame.SRCALPHA)
        for stat, value in numbers.items():
            at = places.get(stat)
            base = printed.get(stat)
            hurt = stat in harmed
            if at is None or not isinstance(base, int) or (value == base and not hurt):
                continue
            lower = value < base or hurt
            tone = (CHANGED_FILL, theme.DAMAGE) if lower else (CHANGED_FILL, theme.GAIN)
            icon = self._icon_in(stat, str(base), at, False)
            room = self._room(stat, at, places, numbers, size[0])
            chip = self._chip_within(icon, str(value), at, tone, room)
            box = chip.get_rect(centery=at.centery)
            if at.centerx < size[0] // 2:
                box.left = at.left
            else:
                box.right = at.right
            layer.blit(chip, box)
        if turned:
            layer = pygame.transform.rotate(layer, -90)
        surface.blit(layer, rect)

    def _room(
        self,
        stat: str,
        at: pygame.Rect,
        places: dict[str, pygame.Rect],
        numbers: dict[str, int],
        w: int,
    ) -> int:
        """How wide the chip of ``stat`` (printed at ``at``) may grow from its column's edge
        toward the chip beside it: up to a gap before it, or half the way when that one
        changes too (and grows toward it), never past the face's margin."""
        gap, margin = max(1, at.h // 8), max(1, w // 50)
        left = at.centerx < w // 2
        limit = w - margin if left else margin
        for name, other in places.items():
            if name == stat or other.top >= at.bottom or other.bottom <= at.top:
                continue
            grows = name in numbers
            if left and other.centerx > at.centerx:
                edge = (at.right + other.left) // 2 if grows else other.left - gap
                limit = min(limit, edge)
            elif not left and other.centerx < at.centerx:
                edge = (other.right + at.left + 1) // 2 if grows else other.right + gap
                limit = max(limit, edge)
        return limit - at.left if left else at.right - limit

    def _chip_within(
        self,
        icon: str,
        text: str,
        at: pygame.Rect,
        tone: tuple[tuple[int, int, int], tuple[int, int, int]],
        room: int,
    ) -> pygame.Surface:
        """A changed number's chip no wider than ``room`` where one can be: a printed 9 that
        is 10 now grew over its neighbour. As drawn, then its number at 12 px, then without
        its icon (as :meth:`chip_rects` leaves a number alone where room is short)."""
        tries = [(icon, None), (icon, MIN_PX), ("", None), ("", MIN_PX)]
        chip = self._chip(icon, text, at.h, False, tone, at.w)
        for icon_now, text_px in tries if chip.get_width() > room else ():
            chip = self._chip(icon_now, text, at.h, False, tone, min(at.w, room), text_px)
            if chip.get_width() <= room:
                break
        return chip

    def chip_rects(self, card: str, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        """Where each chip of ``card`` sits on its face at ``size`` (keys: the icon names,
        "stage" for an objective's stage): the table can point at a number, and tests look.

        On a small face (a party row with gear tucked above it) chips are larger than the
        design scaled down, for a readable number; there the columns move out to the face's
        edges and the top chip up to its corner where they would cover each other."""
        w = int(size[0])
        data = self.data_of(card)
        s = w / REF_W
        ch = self.chip_height(w)
        gap = max(1, ch // 8)
        margin = max(1, w // 50)
        cold = deck_of(str(data.get("type"))) == "encounter"
        places = badges(data)
        columns: dict[str, list[tuple[str, pygame.Rect]]] = {"left": [], "right": []}
        for place, x in (("left", LEFT_X), ("right", RIGHT_X)):
            bottom = round(BOTTOM_Y * s) + ch // 2
            for i, (icon, text) in enumerate(reversed(places[place])):
                rect = pygame.Rect(0, 0, self._chip(icon, text, ch, cold).get_width(), ch)
                rect.bottom = bottom - i * (ch + gap)
                if place == "left":
                    rect.left = round(x * s)
                else:
                    rect.right = round(x * s)
                columns[place].append((icon, rect))
        lefts, rights = (r for _, r in columns["left"]), [r for _, r in columns["right"]]
        if any(a.colliderect(b.inflate(2 * gap, 0)) for a in lefts for b in rights):
            for _, rect in columns["left"]:
                rect.left = margin
            for _, rect in columns["right"]:
                rect.right = w - margin
        for (icon, rect), (_, right) in ((a, b) for a in columns["left"] for b in columns["right"]):
            if min(rect.clip(right).size) > gap:  # still: its number alone, without its icon
                text = dict(places["left"])[icon]
                rect.width = self._chip("", text, ch, cold).get_width()
        out = {icon: rect for column in columns.values() for icon, rect in column}
        x, y = COST_AT
        for icon, text in places["top"][:1]:
            big = round(ch * 1.12)
            cw = self._chip(icon, text, big, cold).get_width()
            top = pygame.Rect(round(x * s), round(y * s), cw, big)
            if any(top.colliderect(r) for _, r in columns["left"]):  # to the corner, as large
                cw = self._chip(icon, text, ch, cold).get_width()  # as the others
                top = pygame.Rect(margin, margin, cw, ch)
                if not self._type_word_fits(data, (w, int(size[1])), top.right):
                    top.width = self._chip("", text, ch, cold).get_width()  # its number alone
            top.right = min(top.right, w - margin)  # a wide "Stage 2" on a small face
            top.left = max(top.left, margin)
            out[icon or "stage"] = top
        return out

    def _icon_in(self, name: str, text: str, rect: pygame.Rect, cold: bool) -> str:
        """The icon a chip shows in ``rect``: none for a stage, nor where :meth:`chip_rects`
        left room for the number alone."""
        if name == "stage" or rect.w < self._chip(name, text, rect.h, cold).get_width():
            return ""
        return name

    def _draw_badges(self, surf: pygame.Surface, data: dict) -> None:
        if not data:
            return
        w, h = surf.get_size()
        cold = deck_of(str(data.get("type"))) == "encounter"
        rects = self.chip_rects(str(data.get("id", "")), (w, h))
        texts = {icon or "stage": text for chips in badges(data).values() for icon, text in chips}
        for name, rect in rects.items():
            icon = self._icon_in(name, texts[name], rect, cold)
            chip = self._chip(icon, texts[name], rect.h, cold)
            shade = pygame.Surface(chip.get_size(), pygame.SRCALPHA)
            pygame.draw.rect(shade, (0, 0, 0, 90), shade.get_rect(), border_radius=rect.h // 2)
            surf.blit(shade, rect.move(1, 2))
            surf.blit(chip, rect)

    # ----- backs ---------------------------------------------------------------------------

    def back(self, size: tuple[int, int], card: str | None = None) -> pygame.Surface:
        """The back of ``card`` at ``size``: the encounter back for enemies, locations, perils
        and objectives, the player back otherwise (and for ``card`` None)."""
        deck = self.deck(card) if card else "player"
        key = (deck, int(size[0]), int(size[1]))
        surf = self._deck_backs.get(key)
        if surf is None:
            art = self._art(f"{self.game_id}/back-{deck}.svg", key[1:], MASTER)
            if art is None:
                surf = super().back(key[1:])
            else:
                surf = art.convert_alpha() if pygame.display.get_surface() else art
            self._deck_backs[key] = surf
        return surf

    def back_with_shadow(self, card: str, size: tuple[int, int]) -> pygame.Surface:
        """``card``'s back with its drop shadow baked in; blit it at ``shadow_origin(rect)``."""
        deck = self.deck(card)
        key = (f"__back_shadowed__{deck}", int(size[0]), int(size[1]))
        surf = self._faces.get(key)
        if surf is None:
            surf = self._on_shadow(self.back(key[1:], deck))
            self._faces[key] = surf
        return surf

    # ----- warm-up -------------------------------------------------------------------------

    def masters(self) -> list[tuple[str, tuple[int, int]]]:
        backs = [(f"{self.game_id}/back-{d}.svg", MASTER) for d in ("player", "encounter")]
        rest = [m for m in super().masters() if not m[0].endswith("/card-back.svg")]
        return backs + rest

    def prepare(self, size: tuple[int, int]) -> Iterator[None]:
        """The work shared by every face at ``size``, in small steps: the rules-text size,
        each type's frame scaled from its master, the icons, both backs, the shadow."""
        w, h = int(size[0]), int(size[1])
        yield from self._prepare_frames(w, h)
        for deck in ("player", "encounter"):
            self.back((w, h), deck)
            yield
        self.shadow((w, h))
        yield
