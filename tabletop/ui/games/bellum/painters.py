"""Bellum's zone painters: creatures and relics in play (power now, damage and Shield tokens,
who attacks, blocks or just arrived), cities (a plundered district darkened, turned and
stamped "Plundered") and the Bis piles (dimmed and locked while the pile beside them holds
cards: a legend is bought only once its pile is empty)."""

from __future__ import annotations

import math
from typing import Any

import pygame

from tabletop.rules.steps import plural
from tabletop.ui import palette, textprobe
from tabletop.ui.games.bellum.words import power_now
from tabletop.ui.table import theme
from tabletop.ui.table.painters.badges import PILL_EDGE, pill, pill_rect
from tabletop.ui.table.painters.base import Context
from tabletop.ui.table.painters.fan import FanPainter
from tabletop.ui.table.painters.row import RowPainter, Uncrowded
from tabletop.ui.table.painters.top import TopPainter

RED = (214, 58, 44)
BLUE = (64, 132, 226)
GREEN = (90, 176, 96)
DARK = (16, 10, 20)
ATTACK = (236, 84, 52)
BLOCK = (90, 160, 255)
LOCKED = (150, 150, 160)
STAMP = (220, 40, 30)

# per-flag ribbon across a creature's foot: words and colour (the first flag found is shown);
# the colours are the palette's (colour-blind: orange, dark blue, teal and slate, apart in
# lightness as well as hue, under light words)
palette.register(
    "bellum-ribbons",
    {"attacking": ATTACK, "blocking": BLOCK, "may_attack": GREEN, "arrived": LOCKED},
    {
        "attacking": (180, 73, 4),
        "blocking": (36, 78, 178),
        "may_attack": (94, 162, 135),
        "arrived": (138, 145, 201),
    },
)
RIBBONS = (
    ("attacking", "ATTACKING"),
    ("blocking", "BLOCKING"),
    ("may_attack", "may attack"),
    ("arrived", "just arrived"),
)
# damage and Shield tokens: red and blue already differ for every colour vision
palette.register("bellum-tokens", {"damage": RED, "shield": BLUE}, {"damage": RED, "shield": BLUE})


DISTRICT_W = 52  # a district's short name ("Acro-polis") still reads whole this narrow


class HandPainter(Uncrowded, FanPainter):
    """Your hand: five cards side by side at 1280x720, each name whole."""


class BellumRowPainter(RowPainter):
    """A row whose cards are drawn with Bellum's marks instead of the kit's badges."""

    glow_anywhere = True  # attackers and payments are clicked on the table

    def draw_card(
        self, surface: pygame.Surface, card: str | None, rect: pygame.Rect, entry: dict | None
    ) -> None:
        s = self.scene
        s.art.blit_with_shadow(surface, card, rect)


class PlayPainter(BellumRowPainter):
    """Creatures and relics in play: a creature's power now in a disc over its printed power
    (red when damaged), its damage and Shield tokens as pills, and a ribbon saying whether it
    attacks, blocks, may attack or just arrived."""

    def __init__(self, scene: Any, lzone: str) -> None:
        super().__init__(scene, lzone)
        self._seen: dict[tuple[int, int, int, int], int] = {}  # a card's rect -> where it is hidden
        self._places: dict[tuple[Any, ...], tuple[list[pygame.Rect], int]] = {}

    def draw_card(
        self, surface: pygame.Surface, card: str | None, rect: pygame.Rect, entry: dict | None
    ) -> None:
        s = self.scene
        entry = entry or {}
        flags = entry.get("flags") or ()
        ribbons = palette.colours("bellum-ribbons")
        if "attacking" in flags or "blocking" in flags:
            colour = ribbons["attacking"] if "attacking" in flags else ribbons["blocking"]
            glow = s.art.glow(rect.size, colour)
            surface.blit(glow, glow.get_rect(center=rect.center))
        super().draw_card(surface, card, rect, entry)
        if card is None:
            return
        data = s.game.card_def(card)
        counters = entry.get("counters") or {}
        size = max(12, min(rect.w // 7, theme.px(22, s.scale, 14)))  # a large card too
        blocked = []  # in the card's own coordinates, as its marks are
        if data.get("type") == "creature":
            now = power_now(data, entry)
            hurt = now < int(data.get("power", 0))
            r = max(size, rect.w * 23 // 250)
            centre = (rect.x + rect.w * 42 // 250, rect.y + rect.h * 194 // 350)
            rim = r + max(2, r // 6)
            pygame.draw.circle(surface, DARK, centre, rim)
            pygame.draw.circle(surface, RED if hurt else (150, 80, 30), centre, r)
            img = s.res.text(str(now), max(12, r * 5 // 4), theme.INK, True)
            surface.blit(img, img.get_rect(center=centre))
            disc = pygame.Rect(0, 0, 2 * rim + 2, 2 * rim + 2)
            disc.center = centre
            blocked.append(disc.move(-rect.x, -rect.y))
        pills = self.token_pills(data, counters)
        texts = [words for words, _ in pills]
        inset = max(1, rect.w // 50)
        room = pygame.Rect(inset, inset, rect.w - 2 * inset, rect.h - 2 * inset)
        seen = self._seen.get(tuple(rect), rect.right) - rect.x  # a card over it hides the rest
        room.w = min(room.w, seen - inset - 2)
        marks = s.art.marks(card, rect.size)
        for flag, words in RIBBONS:
            if flag in flags:  # across the card, clear of what its face prints if it can be
                spot, small = self.ribbon_place(words, size, room, marks, blocked, texts)
                ribbon = banner(s, surface, words, small, ribbons[flag], spot.move(rect.topleft))
                blocked.append(ribbon.move(-rect.x, -rect.y))
                break
        if not pills:
            return
        spots, small = self.pill_places(texts, size, room, marks, blocked)
        for (words, colour), spot in zip(pills, spots, strict=True):
            pill(s, surface, words, small, colour, topleft=spot.move(rect.topleft).topleft)

    def ribbon_place(
        self,
        words: str,
        size: int,
        room: pygame.Rect,
        marks: list[tuple[str, pygame.Rect]],
        blocked: list[pygame.Rect],
        pills: list[str],
    ) -> tuple[pygame.Rect, int]:
        """Where a ribbon ("just arrived", "ATTACKING") lies on a card, in the card's
        coordinates, and its text size: centred across the card, as high as it is clear of
        what the face prints (the type band: over it, it hid half of "CREATURE"; the pile's
        tag, the clan and power badges, the name; not the cost and purchase icons, which say
        nothing once the card is in play), of the power now, and leaving room for the token
        ``pills`` clear of all that (at 12 px at least), from ``size`` down to 12 px. Where
        nothing is clear (a small card with tokens, bought with its icons), over the whole
        type band: the band then says the creature's state, no half-hidden word under it."""
        key = ("ribbon", words, size, tuple(room), tuple((n, tuple(m)) for n, m in marks))
        key += (tuple(tuple(b) for b in blocked), tuple(pills))
        found = self._places.get(key)
        if found is not None:
            return found[0][0], found[1]
        s = self.scene
        keep = [m for n, m in marks if n not in ("cost", "purchase")] + blocked
        everything = [m for _, m in marks] + blocked
        sizes = [pill_rect(s, t, 12).size for t in pills]
        spot = None
        for small in range(size, 11, -1):
            r = pill_rect(s, words, small)
            if r.w > room.w:
                continue
            for y in range(room.top, room.bottom - r.h + 1, 2):
                r.midtop = (room.centerx, y)
                if r.collidelist(keep) < 0 and (
                    not pills or clear_places(sizes, room, [*everything, r]) is not None
                ):
                    spot = (r.copy(), small)
                    break
            if spot is not None:
                break
        if spot is None:
            band = next((m for n, m in marks if n == "title"), pygame.Rect(room.x, 0, room.w, 0))
            small = next((n for n in range(size, 11, -1) if pill_rect(s, words, n).w <= room.w), 12)
            r = pill_rect(s, words, small)
            r.size = (max(r.w, min(room.w, band.w)), max(r.h, band.h))
            r.center = (room.centerx, band.centery)
            spot = (r, small)
        self._places[key] = ([spot[0]], spot[1])
        return spot

    @staticmethod
    def token_pills(data: dict, counters: dict) -> list[tuple[str, tuple[int, int, int]]]:
        """The words and colour of each pill of a card's tokens: its damage and Shield on a
        creature, a relic's own tokens (Altar of Sacrifice, Pithos)."""
        tokens = palette.colours("bellum-tokens")
        out = []
        damage = int(counters.get("damage", 0))
        if damage and data.get("type") != "creature":  # a relic counts with the tokens
            out.append((plural(damage, "token"), TOKEN))
        elif damage:
            out.append((f"-{damage} dmg", tokens["damage"]))
        if counters.get("shield"):
            out.append((f"Shield {int(counters['shield'])}", tokens["shield"]))
        for name in sorted(k for k in counters if k not in ("damage", "shield") and counters[k]):
            out.append((plural(counters[name], "token"), TOKEN))
        return out

    def draw_cards(self, surface: pygame.Surface, ctx: Context) -> None:
        """Where each card is seen: a card laid over another hides the other's right side,
        and no pill goes there."""
        spots = self.spots()
        self._seen = {
            tuple(a.rect): min(
                (
                    b.rect.x
                    for b in spots[i + 1 :]
                    if b.rect.colliderect(a.rect) and b.rect.x > a.rect.x
                ),
                default=a.rect.right,
            )
            for i, a in enumerate(spots)
        }
        super().draw_cards(surface, ctx)

    def pill_places(
        self,
        texts: list[str],
        size: int,
        room: pygame.Rect,
        marks: list[tuple[str, pygame.Rect]],
        blocked: list[pygame.Rect],
    ) -> tuple[list[pygame.Rect], int]:
        """Places for the token pills of ``texts`` and their text size: the top-left-most clear
        of every mark printed on the card (its pile's tag, its power and cost, its name...),
        of the power now and the ribbon, and of each other, from ``size`` down to 12 px (at
        each size over the clan icon rather than smaller, see COVERABLE); on the smallest
        cards, where they cover least."""
        key = (
            tuple(texts),
            size,
            tuple(room),
            tuple((n, tuple(m)) for n, m in marks),
            tuple(tuple(b) for b in blocked),
        )
        found = self._places.get(key)
        if found is not None:
            return found
        if len(self._places) > 256:
            self._places.clear()
        s = self.scene
        for tiers in COVERABLE:
            for small in range(size, 11, -1):  # at each size, each tier in turn
                sizes = [pill_rect(s, t, small).size for t in texts]
                for allowed in tiers:
                    keep = [m for n, m in marks if n not in allowed] + blocked
                    spots = clear_places(sizes, room, keep)
                    if spots is not None:
                        found = self._places[key] = (spots, small)
                        return found
        sizes = [pill_rect(s, t, 12).size for t in texts]
        weighted = [(m, COVER_COST.get(n, 50)) for n, m in marks] + [(b, 1000) for b in blocked]
        found = self._places[key] = (least_covering(sizes, room, weighted), 12)
        return found


# what a token pill may cover when no place is clear: the clan icon (the hover names the clan)
# rather than a smaller pill; the type band as well (the zone's title says what lies there)
# only at the smallest size; and what covering a mark costs where even that leaves no room
COVERABLE: tuple[tuple[tuple[str, ...], ...], ...] = (((), ("clan",)), (("clan", "title"),))
COVER_COST = {"clan": 1, "title": 2}
TOKEN = (120, 110, 90)


def banner(
    scene: Any,
    surface: pygame.Surface,
    text: str,
    size: int,
    fill: tuple[int, int, int],
    rect: pygame.Rect,
) -> pygame.Rect:
    """A ribbon's words on a rounded band filling ``rect`` (a pill's look, at any size)."""
    img = scene.res.text(text, size, theme.INK, True)
    radius = rect.h // 2
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    pygame.draw.rect(surface, PILL_EDGE, rect, max(1, size // 9), border_radius=radius)
    surface.blit(img, img.get_rect(center=rect.center))
    return rect


def clear_places(
    sizes: list[tuple[int, int]], room: pygame.Rect, blocked: list[pygame.Rect]
) -> list[pygame.Rect] | None:
    """The top-left-most place in ``room`` for each of ``sizes`` in turn, clear of
    ``blocked`` and of the places before it; None when one has no place."""
    taken = list(blocked)
    out = []
    for w, h in sizes:
        spot = next(
            (
                r
                for y in _steps(room.top, room.bottom - h)
                for x in _steps(room.left, room.right - w)
                if (r := pygame.Rect(x, y, w, h)).collidelist(taken) < 0
            ),
            None,
        )
        if spot is None:
            return None
        out.append(spot)
        taken.append(spot.inflate(2, 2))
    return out


def least_covering(
    sizes: list[tuple[int, int]], room: pygame.Rect, weighted: list[tuple[pygame.Rect, int]]
) -> list[pygame.Rect]:
    """For each of ``sizes`` in turn, the place in ``room`` that covers least of the weighted
    rects and of the places before it (the top-left-most of equals)."""
    taken = list(weighted)
    out = []
    for w, h in sizes:
        best: tuple[int, int, int, pygame.Rect] | None = None
        for y in _steps(room.top, max(room.top, room.bottom - h), 3):
            for x in _steps(room.left, max(room.left, room.right - w), 3):  # or sticking out
                r = pygame.Rect(x, y, w, h)
                cost = 0
                for other, weight in taken:
                    c = r.clip(other)
                    cost += weight * c.w * c.h
                if best is None or cost < best[0]:
                    best = (cost, y, x, r)
        assert best is not None
        spot = best[3]
        out.append(spot)
        taken.append((spot.inflate(2, 2), 1000))
    return out


def _steps(low: int, high: int, step: int = 2) -> list[int]:
    """``low`` to ``high`` every ``step``, ``high`` included (nothing when high < low)."""
    if high < low:
        return []
    out = list(range(low, high + 1, step))
    return out if out[-1] == high else [*out, high]


class CityPainter(Uncrowded, BellumRowPainter):
    """A city's four districts; a plundered one lies darkened, turned a little and stamped.
    District names are short: four lie side by side in the smallest windows."""

    smallest_w = DISTRICT_W

    def draw_card(
        self, surface: pygame.Surface, card: str | None, rect: pygame.Rect, entry: dict | None
    ) -> None:
        s = self.scene
        if "plundered" not in ((entry or {}).get("flags") or ()) or card is None:
            super().draw_card(surface, card, rect, entry)
            return
        key = ("bellum-plundered", card, rect.size)
        img = s._glows.get(key)
        if img is None:
            img = self.plundered_image(card, rect.size)
            s._glows[key] = img
        surface.blit(img, img.get_rect(center=rect.center))

    def plundered_image(self, card: str, size: tuple[int, int]) -> pygame.Surface:
        s = self.scene
        face = s.art.face(card, size).copy()
        face = pygame.transform.grayscale(face)
        shade = pygame.Surface(size, pygame.SRCALPHA)
        shade.fill((20, 8, 6, 150))
        face.blit(shade, (0, 0))
        w, h = size
        fs = max(12, w // 6)
        length = s.res.font(fs, True).size("PLUNDERED")[0] + fs
        angle, room = 35.0, w * 1.25
        if length > room:  # a narrow card: the stamp along its diagonal, at a readable size
            angle, room = math.degrees(math.atan2(h, w)), math.hypot(w, h) * 0.9
        k = min(1.0, room / length)
        with textprobe.shown_at(k):  # scaled below when even the diagonal is too short
            word = s.res.text("PLUNDERED", fs, (255, 236, 220), True)
        band = pygame.Surface((word.get_width() + fs, word.get_height() + fs // 3), pygame.SRCALPHA)
        band.fill((*STAMP, 235))
        pygame.draw.rect(band, (255, 220, 200), band.get_rect(), max(1, fs // 8))
        band.blit(word, word.get_rect(center=band.get_rect().center))
        if k < 1.0:
            band = pygame.transform.smoothscale_by(band, k)
        band = pygame.transform.rotate(band, angle)
        face.blit(band, band.get_rect(center=(w // 2, h // 2)))
        return pygame.transform.rotate(face, 8)


class BisPainter(TopPainter):
    """A Bis pile of legends: dimmed with a lock while its pile still holds cards."""

    def pile_zone(self) -> str:
        return "pile." + self.state_zone.partition(".")[2]

    def locked(self) -> bool:
        return bool(self.scene.display.zones.get(self.pile_zone()))

    def signature(self) -> tuple[Any, ...]:
        return (*super().signature(), self.locked())

    def draw(self, surface: pygame.Surface, ctx: Context) -> None:
        super().draw(surface, ctx)
        if not self.locked() or not self.cards():
            return
        s = self.scene
        rect = self.slots(1)[0]
        shade = s._glows.get(("bellum-lock", rect.size))
        if shade is None:
            shade = pygame.Surface(rect.inflate(self.px(12), self.px(12)).size, pygame.SRCALPHA)
            shade.fill((10, 14, 12, 165))
            s._glows[("bellum-lock", rect.size)] = shade
        surface.blit(shade, shade.get_rect(center=rect.center))
        size = max(12, self.px(18))
        numeral = self.state_zone.partition(".")[2]
        small = max(12, self.px(15))
        # on one pill, or one a line when the zone is too narrow ("until III is" / "empty")
        room = s.rects[self.lzone].w - max(6, small * 2 // 3) - self.px(4, 2)  # the pill's ends
        lines = s.res.wrap(f"until {numeral} is empty", small, room, True)
        # both pills above the legend's name (over it, "until I is empty" hid "Bellero-")
        # and, where there is room, above its power and cost: over its picture and its
        # pile's tag (the zone's title says the pile)
        top = self.cards()[-1]
        marks = s.art.marks(top, rect.size) if top else []
        keep = [m.top for n, m in marks if n in ("text", "power", "cost")]
        bottom = rect.y + min(keep, default=rect.h) - 1
        locked = pill_rect(s, "Locked", size)
        high = locked.h + 1 + sum(pill_rect(s, line, small).h + 1 for line in lines)
        y = max(rect.top + 1, bottom - high) + locked.h + 1
        pill(s, surface, "Locked", size, (70, 66, 60), midbottom=(rect.centerx, y - 1))
        for line in lines:
            y = pill(s, surface, line, small, DARK, midtop=(rect.centerx, y)).bottom + 1


PAINTERS = {
    "bellum-hand": HandPainter,
    "bellum-play": PlayPainter,
    "bellum-city": CityPainter,
    "bellum-bis": BisPainter,
}
