"""What every painter is, and what the painters of cards share.

A :class:`Painter` draws one zone's contents on the cached board (clipped to the zone's paint
rect) and says what that drawing depends on (its redraw signature). A :class:`CardPainter` also
decides where the zone's cards lie: the scene's geometry asks it for slots and spots, so hit
tests, hover and animations always match what is drawn. It draws each card with the kit's
badges (badges.py: counters, a turned card, cards tucked under their host), the zone's empty
words, a card count where the viewer cannot see the cards, and a browse hint.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from tabletop.ui.cards import fit_card
from tabletop.ui.table import theme
from tabletop.ui.table.painters import badges

if TYPE_CHECKING:
    from tabletop.ui.layout import Zone
    from tabletop.ui.table.geometry import CardSpot
    from tabletop.ui.table.scene import TableScene

Context = tuple[str | None, set[str], set[str]]  # the focus card, clickable, draggable cards


class Painter:
    """Draws one layout zone; the default draws nothing and holds no cards."""

    holds_cards = False  # cards lie in it (slots, spots)
    target = False  # a drop target for a dragged card (see TableGeometry.zone_at)

    def __init__(self, scene: TableScene, lzone: str) -> None:
        self.scene = scene
        self.lzone = lzone

    @property
    def zone(self) -> Zone:
        return self.scene.layout.zones[self.lzone]

    def px(self, value: float, low: int = 1) -> int:
        return theme.px(value, self.scene.scale, low)

    def prop(self, name: str, default: Any) -> Any:
        """A layout property of the zone, ``default`` when it is not set (or empty)."""
        value = self.zone.props.get(name)
        return default if value is None or value == "" else value

    def int_prop(self, name: str, default: int, low: int = 1) -> int:
        """A whole-number layout property, at least ``low``."""
        return max(low, int(self.prop(name, default)))

    def signature(self) -> tuple[Any, ...]:
        """Everything the drawing depends on (a change means: redraw the zone)."""
        return ()

    def draw(self, surface: pygame.Surface, ctx: Context) -> None:
        """Draw the zone's contents on the board (the frame and label are already there)."""

    def slots(self, n: int) -> list[pygame.Rect]:
        """Where the zone's first ``n`` cards lie (the zone's own, then free places)."""
        return []

    def spots(self) -> list[CardSpot]:
        """The cards drawn, bottom-most first."""
        return []

    def content(self) -> list[pygame.Rect]:
        """Where the zone shows something a note over the table would hide (the first-game
        guide's place): by default all of it."""
        return [self.scene.rects[self.lzone].copy()]


class CardPainter(Painter):
    """A zone of cards: where each lies is :meth:`place`'s, the drawing is shared."""

    holds_cards = True
    target = True
    pile = False  # a pile: one card drawn, its depth and a count badge on it
    glow_anywhere = False  # clickable cards glow in this zone too, not only in one's hand

    @property
    def state_zone(self) -> str:
        return self.scene.sz(self.lzone)

    def cards(self) -> list[str | None]:
        return self.scene.display.zones.get(self.state_zone, [])

    def area(self) -> pygame.Rect:
        return self.scene.card_area(self.lzone)

    def card_size(self) -> tuple[int, int]:
        return self.scene.card_size(self.lzone)

    def card_sizes(self) -> list[tuple[int, int]]:
        """Every size its cards may be drawn at soon (the warm-up renders them ahead): the
        one size of the zone, unless its cards get smaller as it fills (row.Uncrowded)."""
        return [self.card_size()]

    def crowd(self) -> int:
        """How many places the zone's cards take (a hand keeping the places of cards gone)."""
        return len(self.cards())

    # ----- where cards lie ---------------------------------------------------------------

    def place(self, cards: list[str | None], size: tuple[int, int]) -> list[pygame.Rect]:
        """Upright rects of ``size`` for ``cards`` (what each painter decides)."""
        raise NotImplementedError

    def layout(self, cards: list[str | None]) -> list[pygame.Rect]:
        """One rect per card of ``cards``: a turned card lies across, a card attached to one
        of the zone's cards is tucked under it (the host's place is found by :meth:`place`)."""
        state = badges.states(self.scene.display)
        if not state:
            return self.place(cards, self.card_size())
        tucked = badges.tucked(cards, state)
        hosts = [i for i, card in enumerate(cards) if i not in tucked]
        under = badges.guests(cards, tucked)
        depth = max((len(v) for v in under.values()), default=0)
        size, peek = self.tuck_room(depth) if depth else (self.card_size(), 0)
        turned = [badges.is_turned(state, cards[i]) for i in hosts]
        places = self.place_turned([cards[i] for i in hosts], size, turned)
        out: list[pygame.Rect | None] = [None] * len(cards)
        for i, rect in zip(hosts, places, strict=True):
            out[i] = rect.move(0, depth * peek // 2)
        for i, host in tucked.items():
            out[i] = out[host].move(0, -peek * (under[host].index(i) + 1))  # type: ignore[union-attr]
        return [r for r in out if r is not None]

    def tuck_room(self, depth: int) -> tuple[tuple[int, int], int]:
        """The size of a host card with cards tucked ``depth`` deep under it, and how far each
        tucked card's top edge peeks out above it (room for it comes off the height)."""
        area = self.area()
        size = fit_card(area.inflate(0, -round(area.h * depth / (6 + depth))))
        return size, size[1] // 6

    def place_turned(
        self, cards: list[str | None], size: tuple[int, int], turned: list[bool]
    ) -> list[pygame.Rect]:
        """:meth:`place`, each turned card's rect then lying across its place's centre."""
        rects = self.place(cards, size)
        return [badges.across(r) if t else r for r, t in zip(rects, turned, strict=True)]

    def slots(self, n: int) -> list[pygame.Rect]:
        cards = self.cards()
        if n <= len(cards):
            return self.layout(cards[:n]) if n else []
        return self.layout([*cards, *[None] * (n - len(cards))])

    def drawn(self, cards: list[str | None]) -> range:
        """The indexes of the cards drawn (all of them; a pile only its top card)."""
        return range(len(cards) - 1, len(cards)) if self.pile else range(len(cards))

    def face_up(self, card: str | None) -> bool:
        return card is not None and self.zone.face != "down"

    def spots(self) -> list[CardSpot]:
        from tabletop.ui.table.geometry import CardSpot

        cards = self.cards()
        rects = self.layout(cards)
        state = badges.states(self.scene.display)
        order = badges.bottom_first(cards, state) if state else range(len(cards))
        shown = self.drawn(cards)
        return [
            CardSpot(self.lzone, i, cards[i], rects[i], self.face_up(cards[i]))
            for i in order
            if i in shown
        ]

    def content(self) -> list[pygame.Rect]:
        """Its title row (the title, a hidden hand's count), its cards and, empty, its words:
        the rest is felt a note may lie on."""
        s = self.scene
        rect = s.rects[self.lzone]
        out = [pygame.Rect(rect.x, rect.y, rect.w, s.label_height() + self.px(8, 3))]
        out += [spot.rect.inflate(self.px(8, 3), self.px(8, 3)) for spot in self.spots()]
        if not self.cards() and self.zone.empty:
            area = self.area()
            size = self.px(17, 12)
            lines = s.res.wrap(self.empty_words(), size, area.w - self.px(16))
            wide = max((s.res.font(size).size(line)[0] for line in lines), default=0)
            words = pygame.Rect(0, 0, wide, s.res.font(size).get_linesize() * len(lines))
            words.center = area.center
            out.append(words.inflate(self.px(16, 6), self.px(8, 3)))
        return out

    # ----- drawing -----------------------------------------------------------------------

    def signature(self) -> tuple[Any, ...]:
        s = self.scene
        cards = tuple(self.cards())
        flying = tuple(sorted(i for z, i in s.flying if z == self.lzone))
        # only the own hand's drawing depends on the hover (a card rises, see _lifted): a
        # hover elsewhere redraws no zone (the card shown large is drawn over the board)
        hover = s.hover.index if s.hover and s.hover.zone == self.lzone == "hand.0" else None
        drag = s.drag
        dragged = drag.index if drag and drag.moving and drag.zone == self.lzone else None
        focus, clicks, drags = s._card_context()
        marks = tuple(c in clicks or c in drags or c == focus for c in cards if c)
        out = (
            cards,
            flying,
            hover,
            dragged,
            marks,
            self.state_zone in s.display.hidden,
            s._local_turn(),
        )
        numbers = tuple(tuple(s.ext.card_numbers(c).items()) for c in cards if c is not None)
        out = (*out, numbers) if any(numbers) else out
        state = badges.states(s.display)
        return (*out, badges.signature(state, cards)) if state else out

    def draw(self, surface: pygame.Surface, ctx: Context) -> None:
        self.draw_under(surface)
        self.draw_cards(surface, ctx)
        self.draw_counts(surface)

    def draw_under(self, surface: pygame.Surface) -> None:
        """What lies under the cards (a pile's depth, a grid's cells)."""

    def draw_cards(self, surface: pygame.Surface, ctx: Context) -> None:
        s = self.scene
        focus, clickable, draggable = ctx
        drag = s.drag
        state = badges.states(s.display)
        for spot in self.spots():
            if (spot.zone, spot.index) in s.flying:
                continue
            if drag and drag.moving and spot.zone == drag.zone and spot.index == drag.index:
                continue
            rect = s._lifted(spot)
            hovered = (
                s.hover is not None and s.hover.zone == spot.zone and s.hover.index == spot.index
            )
            if (
                spot.card is not None
                and spot.face_up
                and (spot.zone == "hand.0" or self.glow_anywhere)
                and (spot.card in clickable or (spot.card in draggable and hovered))
            ):
                glow = s.art.glow(rect.size)
                surface.blit(glow, glow.get_rect(center=rect.center))
            elif spot.card is not None and spot.card == focus:
                glow = s.art.glow(rect.size, theme.FOCUS)
                surface.blit(glow, glow.get_rect(center=rect.center))
            entry = state.get(spot.card) if state and spot.card is not None else None
            card = spot.card if spot.face_up else None
            back = s.ext.back_image(spot.zone, spot.index, rect.size) if card is None else None
            if back is not None:  # a hidden card with a back of its own kind
                surface.blit(back, s.art.shadow_origin(rect))
            else:
                self.draw_card(surface, card, rect, entry)

    def draw_card(
        self, surface: pygame.Surface, card: str | None, rect: pygame.Rect, entry: dict | None
    ) -> None:
        """One card (None: its back) with the badges of its state ``entry``: a game's painter
        draws its own marks instead by overriding this."""
        s = self.scene
        if entry:
            badges.draw_card(s, surface, card, rect, entry)
        else:
            s.art.blit_with_shadow(surface, card, rect)
        numbers = s.ext.card_numbers(card) if card is not None else None
        if numbers:
            s.art.draw_numbers(surface, card, rect, numbers)

    def empty_words(self) -> str:
        """What the zone says while empty, and what to do there while a person may."""
        s, zone = self.scene, self.zone
        if zone.empty_hint and s.interactive and s.humans:  # a person may drag there
            return f"{zone.empty}: {zone.empty_hint}"
        return zone.empty

    def count_badge(self, n: int) -> bool:
        """Whether a pile shows its count (not an empty pile with its words, or count=false)."""
        return self.pile and bool(self.prop("count", True)) and (n > 0 or not self.zone.empty)

    def draw_counts(self, surface: pygame.Surface) -> None:
        """Card counts on piles and on hidden hands; a faint line in an empty zone."""
        s = self.scene
        zone, lzone = self.zone, self.lzone
        n = len(self.cards())
        if n == 0 and zone.empty and not any(z == lzone for z, _ in s.flying):
            area = self.area()
            size = self.px(17, 12)
            lines = s.res.wrap(self.empty_words(), size, area.w - self.px(16))
            line_h = s.res.font(size).get_linesize()
            y = area.centery - line_h * len(lines) // 2
            for line in lines:
                img = s.res.text(line, size, (150, 170, 160))
                surface.blit(img, img.get_rect(midtop=(area.centerx, y)))
                y += line_h
        rect = s.rects[lzone]
        if self.pile:
            if self.count_badge(n):
                top = self.cards()[-1] if n else None
                s._pile_badge(surface, lzone, n, face_up=top is not None)
        elif self.state_zone in s.display.hidden:
            text = f"{n} card{'s' if n != 1 else ''}"
            centre = (rect.right - self.px(60, 30), rect.top + self.px(16, 8))
            label = getattr(s, "label_rects", {}).get(lzone)
            half = s.res.font(theme.px(20, s.scale, 11), True).size(text)[0] // 2 + self.px(14, 6)
            if label is not None and centre[0] - half < label.right + self.px(8, 3):
                centre = (rect.right - half - self.px(4, 2), rect.bottom - self.px(16, 8))
            s._badge(surface, text, centre)  # beside the zone's title, or below when no room
        if zone.props.get("browse", lzone == "discard") and n:
            self.draw_browse_hint(surface)

    def draw_browse_hint(self, surface: pygame.Surface) -> None:
        """ "click to browse" under a pile, only where it clears the card and its count badge
        (a narrow discard zone has no room for it: the hover glow and the title must do)."""
        s = self.scene
        rect = s.rects[self.lzone]
        hint = s.res.text("click to browse", self.px(14, 12), theme.MUTED)
        spot = hint.get_rect(midbottom=(rect.centerx, rect.bottom - self.px(4)))
        slot = self.slots(1)[0]
        badge_bottom = slot.bottom + self.px(20, 11)  # the count badge's lower half
        n = len(self.cards())
        if self.count_badge(n):
            top = self.cards()[-1] if n else None
            badge = s.pile_badge_rect(self.lzone, n, face_up=top is not None)
            badge_bottom = max(badge_bottom, badge.bottom)
        if spot.w <= rect.w - self.px(8) and spot.top >= badge_bottom:
            surface.blit(hint, spot)
