"""Bellwake's zone painters: the Hush track (18 steps, its marker, the approach of each enemy
waiting in the staging area, a fog thickening toward 17), the round of ten and its seven steps,
the "Campaign log" button, a keeper's party (hero and allies, each gear tucked under its
character, committed and defending characters marked), the enemies engaged with a keeper (the
attacker marked), the staging area, and the active location and objective with their progress
("4 of 11"). Damage is a red pill on the card; a turned (exhausted) card lies across."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.ui import palette
from tabletop.ui.cards import card_size_for_height, fit_card
from tabletop.ui.games.bellwake import venture
from tabletop.ui.games.bellwake.cards import BellwakeArt
from tabletop.ui.table import theme
from tabletop.ui.table.painters import badges
from tabletop.ui.table.painters.badges import PILL_EDGE, pill, pill_rect
from tabletop.ui.table.painters.base import Context, Painter
from tabletop.ui.table.painters.row import RowPainter
from tabletop.ui.table.painters.stack import StackPainter
from tabletop.ui.widgets import cut_at_end

if TYPE_CHECKING:
    from tabletop.ui.table.scene import TableScene

HUSH_LOSS = 17
STEPS = ("Kindle", "Muster", "Venture", "Travel", "Encounter", "Clash", "Rest")
DARK = (16, 10, 20)
HARM = (214, 58, 44)
VENTURE = (90, 170, 230)
DEFEND = (110, 190, 255)
ATTACKER = (236, 84, 52)
PROGRESS = (90, 176, 96)
FOG = (150, 160, 190)
MARKER = (245, 240, 255)
GEAR_TAG = (70, 60, 40)
MIN_TEXT = 12  # no words a player reads below this
FRAME_TOP = 56  # the window's top edge on a 350-high face: the type band lies above
# damage against progress (pills, the objective's bar) and who attacks against who defends;
# the palette rewrites these constants (colour-blind: damage orange-red, progress blue)
palette.register(
    "bellwake-pills",
    {"damage": HARM, "progress": PROGRESS},
    {"damage": (200, 70, 20), "progress": (30, 120, 200)},
)
palette.bind("bellwake-pills", sys.modules[__name__], {"HARM": "damage", "PROGRESS": "progress"})
palette.register(
    "bellwake-roles",
    {"attacker": ATTACKER, "defender": DEFEND},
    {"attacker": ATTACKER, "defender": DEFEND},  # red and light blue: apart for every vision
)


def fit_words(res: Any, words: str, size: int, room: int) -> tuple[str, int]:
    """``words`` and a bold size (``size`` down to 12 px) at which they are no wider than
    ``room`` on a pill (its rounded ends included); at 12 px still too wide, they are cut
    at their end with "\u2026"."""
    for fitted in range(size, MIN_TEXT - 1, -1):
        if res.font(fitted, True).size(words)[0] + max(6, fitted * 2 // 3) <= room:
            return words, fitted
    inner = room - max(6, MIN_TEXT * 2 // 3)
    return cut_at_end(res, [words], MIN_TEXT, inner, 1, bold=True)[0], MIN_TEXT


def gear_tag_height(scene: Any, size: int) -> int:
    """A gear tag's height: its words and a pixel above and below them."""
    return int(scene.res.font(size, True).get_height()) + 2


def gear_tag(
    scene: Any, surface: pygame.Surface, words: str, size: int, topleft: tuple[int, int]
) -> pygame.Rect:
    """A tucked gear's name on the edge of it that shows: a pill only a pixel taller than
    its words, so that two gear on one character take little of the row's height (a
    character's name no longer fits on a smaller card at 1024x640)."""
    img = scene.res.text(words, size, theme.INK, True)
    wide = img.get_width() + max(6, size * 2 // 3)
    r = pygame.Rect(topleft, (wide, gear_tag_height(scene, size)))
    pygame.draw.rect(surface, GEAR_TAG, r, border_radius=r.h // 2)
    pygame.draw.rect(surface, PILL_EDGE, r, 1, border_radius=r.h // 2)
    surface.blit(img, img.get_rect(center=r.center))
    return r


def text_size(painter: Painter, base: float) -> int:
    """A size in reference pixels, never below 12 px (a player reads it)."""
    return painter.px(base, 12)


# ----- cards in rows ------------------------------------------------------------------------


class MarkedRow(RowPainter):
    """A row whose cards show their damage as a pill and, per card, one ribbon (committed to
    the venture, defending, attacking) over the kit's turned cards and tucked gear."""

    glow_anywhere = True  # characters are clicked on the table (the venture, attacks)

    def ribbon(self, card: str) -> tuple[str, tuple[int, int, int]] | None:
        return None

    def signature(self) -> tuple[Any, ...]:
        d = self.scene.display.data
        return (*super().signature(), repr(d.get("committed")), repr(d.get("attack")))

    def place_turned(
        self, cards: list[str | None], size: tuple[int, int], turned: list[bool]
    ) -> list[pygame.Rect]:
        """The row, its cards a little smaller (down to 3/4) while a turned card that the
        next one overlaps would hide its health chip: five exhausted characters covered each
        other's health, and a play-tester could not tell how close Sefa was to falling."""
        floor = size[1] * 3 // 4
        while True:
            rects = super().place_turned(cards, size, turned)
            if size[1] <= floor or self.health_shows(cards, rects):
                return rects
            size = card_size_for_height(size[1] - max(1, size[1] // 25))

    def health_shows(self, cards: list[str | None], rects: list[pygame.Rect]) -> bool:
        """Whether no turned card of the row has its health chip under the next card."""
        chip_rects = getattr(self.scene.art, "chip_rects", None)
        if chip_rects is None:
            return True
        for card, rect, later in zip(cards, rects, rects[1:], strict=False):
            if card is None or rect.w <= rect.h or later.left >= rect.right:
                continue
            health = chip_rects(card, (rect.h, rect.w)).get("health")
            if health is not None and rect.x + rect.w - health.top >= later.left:
                return False
        return True

    def draw_card(
        self, surface: pygame.Surface, card: str | None, rect: pygame.Rect, entry: dict | None
    ) -> None:
        s = self.scene
        ribbon = self.ribbon(card) if card is not None else None
        if ribbon is not None:
            glow = s.art.glow(rect.size, ribbon[1])
            surface.blit(glow, glow.get_rect(center=rect.center))
        if card is None:
            super().draw_card(surface, card, rect, entry)
            return
        damage = int(((entry or {}).get("counters") or {}).get("damage", 0))
        self.draw_face(surface, card, rect, {**entry, "counters": {}} if entry else None, damage)
        size = max(12, min(rect.w, rect.h) // 7)
        x = rect.x + max(2, rect.w // 30)  # on the left: a row that overlaps covers the right
        if (entry or {}).get("host") is not None:  # tucked gear: its name on the edge that shows
            gear_tag(s, surface, s.game.card_name(card), size, (x, rect.top))
            return
        if damage and rect.w > rect.h:
            self.draw_turned_damage(surface, card, rect, damage, size)
        elif damage:  # upright: over the picture, clear of the stat chips (ward, health) below
            y = rect.top + rect.h * 22 // 100
            pill(s, surface, f"{damage} dmg", size, HARM, midleft=(x, y))
        if ribbon is not None:
            self.draw_ribbon(surface, card, rect, ribbon, size)

    def draw_face(
        self,
        surface: pygame.Surface,
        card: str,
        rect: pygame.Rect,
        entry: dict | None,
        damage: int = 0,
    ) -> None:
        """The card with the badges of its state ``entry`` and its numbers now; on a hurt
        card its health chip shows the health it has left, rimmed in the harm colour. How
        close a character is to falling is read where its health is printed, on every card
        of a row however much of it the next one covers (in a full, exhausted party the
        "N dmg" pills lay over the names and a play-tester could not tell)."""
        s = self.scene
        if entry:
            badges.draw_card(s, surface, card, rect, entry)
        else:
            s.art.blit_with_shadow(surface, card, rect)
        numbers = dict(s.ext.card_numbers(card))
        health = numbers.get("health", s.game.card_def(card).get("health"))
        harmed: tuple[str, ...] = ()
        if damage and isinstance(health, int):
            numbers["health"] = max(0, health - damage)
            harmed = ("health",)
        if isinstance(s.art, BellwakeArt):
            s.art.draw_numbers(surface, card, rect, numbers, harmed)
        elif numbers:
            s.art.draw_numbers(surface, card, rect, numbers)

    def draw_turned_damage(
        self, surface: pygame.Surface, card: str, rect: pygame.Rect, damage: int, size: int
    ) -> pygame.Rect | None:
        """ "N dmg" on a turned card between its name and its top edge, across the picture
        between the two rows of chips, where it covers no name, number or later card of the
        row; where no room is left (a full row overlaps), none: the red health chip says
        it."""
        s = self.scene
        across = rect.w  # the upright face's height
        chips = getattr(s.art, "chip_rects", lambda *_: {})(card, (rect.h, rect.w))
        low = max((r.bottom for r in chips.values()), default=across * 2 // 3)
        left = rect.x + across - low + max(2, size // 4)  # past the name (the face's foot)
        right = rect.x + across - across * FRAME_TOP // 350  # before the type band
        words = f"{damage} dmg"
        for fitted in range(size, MIN_TEXT - 1, -1):
            spot = pill_rect(s, words, fitted, midleft=(left, rect.centery))
            later = self.covering(card, rect, spot.inflate(0, 0))
            end = min([right, *(r.left for r in later)])
            if spot.right <= end:
                return pill(s, surface, words, fitted, HARM, midleft=(left, rect.centery))
        return None

    def draw_ribbon(
        self,
        surface: pygame.Surface,
        card: str,
        rect: pygame.Rect,
        ribbon: tuple[str, tuple[int, int, int]],
        size: int,
    ) -> pygame.Rect:
        """The ribbon on the card's top edge; on a turned card, whose number chips lie along
        its long edges, on its bottom edge, half below it, clear of the chips (a
        play-tester's VENTURING hid Hale's strike and ward). Its words are whole within the
        part of the card no later card covers ("DEFENDIN" was cut by the next ally): a size
        smaller, down to 12 px, then cut with "\u2026"."""
        s = self.scene
        x = rect.x + max(2, rect.w // 30)
        high = s.res.font(size, True).get_height() + max(2, size // 4)
        turned = rect.w > rect.h
        top = rect.top + 2
        if turned:  # over the frame's edge below the chips (their right ends, upright)
            chips = getattr(s.art, "chip_rects", lambda *_: {})(card, (rect.h, rect.w))
            edge = max([r.right for r in chips.values()], default=rect.h - high // 3)
            top = rect.bottom - max(0, min(high // 3, rect.h - edge - 1))
        strip = pygame.Rect(x, top, rect.right - x, high)
        right = min([rect.right, *(r.left for r in self.covering(card, rect, strip))])
        words, fitted = fit_words(s.res, ribbon[0], size, right - x - max(2, size // 6))
        return pill(s, surface, words, fitted, ribbon[1], DARK, topleft=(x, top))

    def covering(self, card: str, rect: pygame.Rect, strip: pygame.Rect) -> list[pygame.Rect]:
        """The rects of the cards drawn after ``card`` (at ``rect``) that lie over ``strip``
        to its right: the part of a row that overlaps."""
        spots = self.spots()
        mine = next((i for i, p in enumerate(spots) if p.card == card and p.rect == rect), None)
        if mine is None:
            return []
        return [
            p.rect
            for p in spots[mine + 1 :]
            if p.rect.colliderect(strip) and p.rect.left > strip.left
        ]


def attack_info(scene: TableScene) -> dict[str, Any]:
    attack = scene.display.data.get("attack")
    return attack if isinstance(attack, dict) else {}


class PartyPainter(MarkedRow):
    """A keeper's hero and allies, each gear of ``gear.N`` tucked under its character."""

    def gear_zone(self) -> str:
        return "gear." + self.state_zone.partition(".")[2]

    def tuck_room(self, depth: int) -> tuple[tuple[int, int], int]:
        """As the kit tucks cards above their host, but each gear's edge at least as high as
        its name tag: at 1024x640 "Quilted Mantle" lay over "Bell-hammer" and Hale's header
        over both. The room comes off the cards' height."""
        size, _ = super().tuck_room(depth)
        peek = max(size[1] // 6, self.tag_height(size))
        area = self.area()
        if size[1] + depth * peek > area.h:
            size = fit_card(area.inflate(0, -depth * peek))
            peek = max(size[1] // 6, self.tag_height(size))
        return size, peek

    def tag_height(self, size: tuple[int, int]) -> int:
        """The height a gear's name tag takes on a card of ``size`` (see draw_card)."""
        return gear_tag_height(self.scene, max(MIN_TEXT, min(size) // 7))

    def cards(self) -> list[str | None]:
        zones = self.scene.display.zones
        return [*zones.get(self.state_zone, []), *zones.get(self.gear_zone(), [])]

    def ribbon(self, card: str) -> tuple[str, tuple[int, int, int]] | None:
        attack = attack_info(self.scene)
        if card == attack.get("defender"):
            return "DEFENDING", DEFEND
        if card in (attack.get("attackers") or ()):
            return "ATTACKING", ATTACKER
        if card in (self.scene.display.data.get("committed") or ()):
            return "VENTURING", VENTURE
        return None


class EnemiesPainter(MarkedRow):
    """The enemies engaged with a keeper, in the order they engaged (the first attacks first)."""

    def ribbon(self, card: str) -> tuple[str, tuple[int, int, int]] | None:
        attack = attack_info(self.scene)
        if card in (attack.get("enemy"), attack.get("attacker")):
            return "ATTACKS", ATTACKER
        if card == attack.get("target"):
            return "ATTACKED", DEFEND
        return None

    def spots(self) -> list[Any]:
        """The attacker is drawn (and hit) on top of the row's overlap."""
        out = super().spots()
        attacker = attack_info(self.scene).get("enemy")
        return sorted(out, key=lambda spot: spot.card == attacker and attacker is not None)

    def draw_card(
        self, surface: pygame.Surface, card: str | None, rect: pygame.Rect, entry: dict | None
    ) -> None:
        super().draw_card(surface, card, rect, entry)
        cards = self.cards()
        if card is not None and len(cards) > 1 and card in cards:  # the order of engagement
            n = cards.index(card) + 1
            pill(
                self.scene,
                surface,
                str(n),
                text_size(self, 15),
                (60, 50, 70),
                bottomleft=rect.bottomleft,
            )


class StagingPainter(MarkedRow):
    """The staging area: enemies (their approach marked on the Hush track) and locations;
    while the keepers venture, the running total over its title (venture.py)."""

    def __init__(self, scene: TableScene, lzone: str) -> None:
        super().__init__(scene, lzone)
        self._tally = venture.PerState(venture.tally)

    def tally(self) -> tuple[int, int] | None:
        """(resolve, dread) while a venture is under way (once per state)."""
        state = getattr(self.scene, "state", None)
        return None if state is None else self._tally.get(state)

    def signature(self) -> tuple[Any, ...]:
        return (*super().signature(), self.tally())

    def draw(self, surface: pygame.Surface, ctx: Context) -> None:
        super().draw(surface, ctx)
        numbers = self.tally()
        if numbers is not None:
            venture.draw_banner(self.scene, surface, self.lzone, numbers, VENTURE)

    def ribbon(self, card: str) -> tuple[str, tuple[int, int, int]] | None:
        if self.scene.game.card_def(card).get("type") == "enemy":
            approach = self.scene.game.card_def(card).get("approach")
            return (f"approach {approach}", (200, 120, 110)) if approach is not None else None
        return None

    def draw_card(
        self, surface: pygame.Surface, card: str | None, rect: pygame.Rect, entry: dict | None
    ) -> None:
        if card is None:
            RowPainter.draw_card(self, surface, card, rect, entry)
            return
        damage = int(((entry or {}).get("counters") or {}).get("damage", 0))
        self.draw_face(surface, card, rect, entry, damage)  # the kit's badge says its damage
        ribbon = self.ribbon(card)
        if ribbon is None:
            return
        s = self.scene
        size = max(12, min(rect.w, rect.h) // 8)
        high = s.res.font(size, True).get_height() + max(2, size // 4)
        strip = pygame.Rect(rect.x, rect.top, rect.w, high)
        right = min([rect.right, *(r.left for r in self.covering(card, rect, strip))])
        if right >= rect.right:  # the whole card shows: centred on its top edge
            words, fitted = fit_words(s.res, ribbon[0], size, rect.w)
            pill(s, surface, words, fitted, ribbon[1], DARK, midtop=rect.midtop)
            return
        x = rect.x + max(2, rect.w // 30)  # the next card covers its right: from the left
        words, fitted = fit_words(s.res, ribbon[0], size, right - x - max(2, size // 6))
        pill(s, surface, words, fitted, ribbon[1], DARK, topleft=(x, rect.top))


class ProgressPile(StackPainter):
    """A pile whose top card shows its progress out of what it needs: "4 of 11"."""

    def progress(self, card: str) -> tuple[int, int] | None:
        return None

    def signature(self) -> tuple[Any, ...]:
        top = self.cards()[-1] if self.cards() else None
        return (*super().signature(), self.progress(top) if top else None)

    def draw_card(
        self, surface: pygame.Surface, card: str | None, rect: pygame.Rect, entry: dict | None
    ) -> None:
        """The card with its progress as a pill (not the kit's counter badge), wherever it is
        drawn: on the pile, lifted under the mouse, or in a pick-a-card window."""
        super().draw_card(surface, card, rect, {**entry, "counters": {}} if entry else None)
        done = self.progress(card) if card is not None else None
        if done is None:
            return
        size = text_size(self, 20)
        fill = PROGRESS if done[0] else (70, 90, 80)
        where = (rect.centerx, rect.y + rect.h * 2 // 5)  # over the picture, not the name
        pill(self.scene, surface, f"{done[0]} of {done[1]}", size, fill, center=where)


class LocationPainter(ProgressPile):
    def progress(self, card: str) -> tuple[int, int] | None:
        state = (self.scene.display.data.get("card_state") or {}).get(card) or {}
        need = self.scene.game.card_def(card).get("progress")
        have = int((state.get("counters") or {}).get("progress", 0))
        return (have, int(need)) if isinstance(need, int) else None


class ObjectivePainter(ProgressPile):
    def progress(self, card: str) -> tuple[int, int] | None:
        need = self.scene.game.card_def(card).get("progress")
        have = int(self.scene.display.data.get("objective_progress") or 0)
        return (have, int(need)) if isinstance(need, int) else None


# ----- the Hush, the round, the campaign button ----------------------------------------------


class HushPainter(Painter):
    """Steps 0 to 17 in a row: the marker (a bell) on the Hush now, under each step the enemies
    of the staging area whose approach it is (they engage once the Hush reaches it), and a fog
    growing toward 17, where the scenario is lost."""

    def hush(self) -> int:
        return int(self.scene.display.data.get("hush") or 0)

    def approaches(self) -> dict[int, list[str]]:
        """The staging area's enemies by the Hush at which they engage (none between two
        scenarios: the finished one's enemies engage no more)."""
        out: dict[int, list[str]] = {}
        if self.scene.display.data.get("stage") == "between":
            return out
        game = self.scene.game
        for card in self.scene.display.zones.get("staging", []):
            if card is None:
                continue
            data = game.card_def(card)
            if data.get("type") == "enemy" and isinstance(data.get("approach"), int):
                out.setdefault(int(data["approach"]), []).append(str(data.get("name", card)))
        return out

    def step(self, n: int) -> pygame.Rect:
        area = self.scene.card_area(self.lzone)
        x0 = area.x + area.w * n // (HUSH_LOSS + 1)
        x1 = area.x + area.w * (n + 1) // (HUSH_LOSS + 1)
        return pygame.Rect(x0, area.y, x1 - x0, area.h)

    def signature(self) -> tuple[Any, ...]:
        return (self.hush(), repr(sorted(self.approaches().items())))

    def draw(self, surface: pygame.Surface, ctx: Context) -> None:
        s, pad = self.scene, self.px(2)
        hush, marks = self.hush(), self.approaches()
        size = text_size(self, 20)
        for n in range(HUSH_LOSS + 1):
            rect = self.step(n).inflate(-2 * pad, -pad)
            fog = n / HUSH_LOSS
            fill = tuple(
                round(a + (b - a) * fog * 0.75) for a, b in zip((22, 38, 44), FOG, strict=True)
            )
            pygame.draw.rect(surface, fill, rect, border_radius=self.px(6, 3))
            edge = HARM if n == HUSH_LOSS else theme.GOLD_DARK
            pygame.draw.rect(surface, edge, rect, max(1, self.px(2)), border_radius=self.px(6, 3))
            if n == hush:
                pygame.draw.rect(surface, MARKER, rect, max(2, self.px(4)), self.px(6, 3))
            ink = DARK if fog > 0.6 else theme.INK
            img = s.res.text(str(n), size, ink if n != hush else (255, 255, 255), True)
            top = rect.y + pad
            surface.blit(img, img.get_rect(midtop=(rect.centerx, top)))
            low = rect.bottom - pad
            if n == hush:  # the marker: a white disc under the number
                r = max(6, min(rect.w // 3, (rect.h - img.get_height()) // 3))
                centre = (rect.centerx, (top + img.get_height() + low) // 2)
                pygame.draw.circle(surface, DARK, centre, r + 2)
                pygame.draw.circle(surface, MARKER, centre, r)
            if n in marks:  # enemies of the staging area engage once the Hush reaches this
                pygame.draw.rect(surface, ATTACKER, rect, max(2, self.px(3)), self.px(6, 3))
            if n in marks and n != hush:  # their count, where the marker leaves room
                words = ", ".join(marks[n])
                tag = s.res.text(words, max(12, size * 3 // 4), theme.INK, True)
                if tag.get_width() > rect.w - 2 * pad:
                    tag = s.res.text(
                        f"{len(marks[n])} foe{'s' if len(marks[n]) > 1 else ''}",
                        max(12, size * 3 // 4),
                        theme.INK,
                        True,
                    )
                spot = tag.get_rect(midbottom=(rect.centerx, low))
                back = spot.inflate(self.px(6, 3), 0)
                pygame.draw.rect(surface, ATTACKER, back, border_radius=back.h // 2)
                surface.blit(tag, spot)


class RoundPainter(Painter):
    """ "Round 4 of 10" and the round's seven steps, the one now lit; between two scenarios
    (and at the end) the scenario to come instead of the steps, which mean nothing then."""

    def signature(self) -> tuple[Any, ...]:
        d = self.scene.display.data
        results = len((d.get("campaign") or {}).get("results") or [])
        return (d.get("round"), d.get("stage"), d.get("phase"), d.get("over"), results)

    def draw(self, surface: pygame.Surface, ctx: Context) -> None:
        s = self.scene
        d = s.display.data
        rect = s.rects[self.lzone].inflate(-self.px(12), -self.px(6))
        stage = str(d.get("stage") or "")
        if d.get("over"):
            head = "The game is over"
        elif stage in ("setup", "between") or not d.get("round"):
            head = str(d.get("phase") or "")
        else:
            head = f"Round {d.get('round')} of 10"
        img = s.res.text(head, text_size(self, 26), theme.GOLD, True)
        surface.blit(img, img.get_rect(topleft=rect.topleft))
        size = text_size(self, 15)
        line = s.res.font(size, True).get_linesize()
        if stage == "between" or d.get("over"):  # no round under way: its steps mean nothing
            words = self.next_scenario()
            lines = s.res.wrap(words, size, rect.w, bold=True)[:2] if words else []
            y = rect.bottom - len(lines) * line - self.px(2)
            for text in lines:
                surface.blit(s.res.text(text, size, theme.MUTED, True), (rect.x, y))
                y += line
            return
        rows = (STEPS[:4], STEPS[4:])
        y = rect.bottom - 2 * line - self.px(2)
        for row in rows:
            x = rect.x
            for word in row:
                lit = word.lower() == stage
                img = s.res.text(word, size, DARK if lit else theme.MUTED, True)
                r = img.get_rect(topleft=(x, y)).inflate(self.px(12, 6), 0)
                r.left = x
                if lit:
                    pygame.draw.rect(surface, theme.GOLD, r, border_radius=r.h // 2)
                surface.blit(img, img.get_rect(center=r.center))
                x = r.right + self.px(4)
            y += line + self.px(2)

    def next_scenario(self) -> str:
        """ "Next: The Foundry Below (scenario 2 of 3)", while a campaign has one to come
        (none after its last, nor once the game is over)."""
        d = self.scene.display.data
        campaign = d.get("campaign") or {}
        scenarios = list(campaign.get("scenarios") or [])
        n = len(campaign.get("results") or [])  # each scenario played has its result
        if d.get("over") or not 0 <= n < len(scenarios):
            return ""
        plans = getattr(self.scene.game, "scenarios", {}) or {}
        name = str((plans.get(scenarios[n]) or {}).get("name", scenarios[n]))
        return f"Next: {name} (scenario {n + 1} of {len(scenarios)})"


class CampaignButton(Painter):
    """The button that opens the campaign log (drawn on the board; the table's click opens)."""

    def button_rect(self) -> pygame.Rect:
        return self.scene.rects[self.lzone].inflate(-self.px(8), -self.px(12))

    def signature(self) -> tuple[Any, ...]:
        return (len(self.scene.display.data.get("campaign", {}).get("log") or ()),)

    def draw(self, surface: pygame.Surface, ctx: Context) -> None:
        s = self.scene
        r = self.button_rect()
        pygame.draw.rect(surface, (44, 36, 60), r, border_radius=self.px(10, 4))
        pygame.draw.rect(surface, theme.GOLD, r, max(1, self.px(2)), border_radius=self.px(10, 4))
        size = text_size(self, 20)
        lines = (
            ["Campaign", "log"]
            if r.w < s.res.text("Campaign log", size, theme.INK, True).get_width() + self.px(12)
            else ["Campaign log"]
        )
        h = s.res.font(size, True).get_linesize()
        y = r.centery - h * len(lines) // 2
        for line in lines:
            img = s.res.text(line, size, theme.INK, True)
            surface.blit(img, img.get_rect(midtop=(r.centerx, y)))
            y += h


PAINTERS = {
    "bellwake-party": PartyPainter,
    "bellwake-enemies": EnemiesPainter,
    "bellwake-staging": StagingPainter,
    "bellwake-location": LocationPainter,
    "bellwake-objective": ObjectivePainter,
    "bellwake-hush": HushPainter,
    "bellwake-round": RoundPainter,
    "bellwake-campaign": CampaignButton,
}
