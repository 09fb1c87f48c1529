"""Marks drawn over the cards of the table for the decision at hand (see tabletop/ui/kit.py):
the cards that can be clicked or dragged, the chosen ones (a gold frame and a tick), the pairs
made (a line from one card to the other, and a small copy of the first tucked on the second's
corner), while a card is dragged, every card it may be dropped on, and the card a hovered
button names (two buttons that read alike but for "(left)" and "(right)" show their card).

Part of :class:`~tabletop.ui.table.scene.TableScene` (a mixin); drawn over the board every
frame, from cached pictures.
"""

from __future__ import annotations

import pygame

from tabletop.rules import Action
from tabletop.ui.table import theme
from tabletop.ui.table.geometry import CardSpot
from tabletop.ui.table.widgets import mark_badge

LINK = (255, 226, 120)
Color = tuple[int, int, int]
TARGET = (236, 120, 90)  # a card waiting to be paired with (an attacker to block)


class CardMarks:
    """What the decision marks on the table's cards."""

    def card_spots(self) -> dict[str, CardSpot]:
        """Each face-up card drawn on the table, by id (the top-most spot of a card)."""
        return {s.card: s for s in self.spots() if s.card is not None and s.face_up}

    def glowing_cards(self) -> list[str]:
        """Cards lit up now: those the dragged card may be dropped on."""
        drag = self.drag
        if drag is None or not drag.moving or not self._local_turn() or self.interaction is None:
            return []
        spots = self.card_spots()
        return [t for t in self.interaction.targets(drag.card) if t in spots]

    def button_cards(self) -> list[str]:
        """The card the hovered (or keyboard-lit) button of the decision names, lit on the
        table while no card is dragged: its action's card, else the card it acts on. Two
        buttons for two copies of one card, told apart by "(left)" and "(right)", then also
        show which card each means."""
        drag = self.drag
        if (drag is not None and drag.moving) or not self._local_turn():
            return []
        spots = self.card_spots()
        for button in self.decision_buttons():
            action = button.value
            if button.hover and isinstance(action, Action):
                for card in (action.source, action.target):
                    if card in spots:
                        return [card]
        return []

    def _light_card(
        self, surface: pygame.Surface, rect: pygame.Rect, color: Color
    ) -> list[pygame.Rect]:
        """A card lit as a place to drop on: a glow around it and a frame."""
        width = max(2, theme.px(4, self.scale))
        glow = self.art.glow(rect.size, color)
        return [
            surface.blit(glow, glow.get_rect(center=rect.center)),
            pygame.draw.rect(surface, color, rect.inflate(6, 6), width, 8),
        ]

    def _draw_marks(self, surface: pygame.Surface) -> list[pygame.Rect]:
        it = self.interaction if self._local_turn() else None
        if it is None or self.timeline.blocking:
            return []
        spots = self.card_spots()
        drawn: list[pygame.Rect] = []
        drag = self.drag
        moving = drag.card if drag is not None and drag.moving else None
        width = max(2, theme.px(4, self.scale))
        if it.mode == "pairs" and moving is None:  # the cards to pair with, while none is held
            for card in {t for zones in it.drags.values() for t in zones} | set(it.pairs.values()):
                spot = spots.get(card)
                if spot is not None:
                    rect = spot.rect.inflate(width * 2, width * 2)
                    drawn.append(pygame.draw.rect(surface, TARGET, rect, width, 8))
        for card in {*it.clicks, *it.drags, *it.drag_off} - it.selected - {moving}:
            spot = spots.get(card)
            if spot is not None and spot.zone != "hand.0":  # the hand shows its own glow
                rect = spot.rect.inflate(width, width)
                drawn.append(pygame.draw.rect(surface, theme.GLOW, rect, max(1, width // 2), 8))
        for left, right in it.pairs.items():
            a, b = spots.get(left), spots.get(right)
            if a is None or b is None or left == moving:
                continue
            drawn.append(self._draw_link(surface, a.rect, b.rect))
            drawn.append(self._tuck(surface, left, b.rect))
        for card in it.selected - {moving}:
            spot = spots.get(card)
            if spot is None:
                continue
            drawn.append(pygame.draw.rect(surface, theme.GOLD, spot.rect.inflate(4, 4), width, 8))
            drawn.append(mark_badge(surface, self.res, self.scale, "\u2713", spot.rect))
        over = self.spot_at(drag.pos) if moving and drag is not None else None
        for card in self.glowing_cards():
            color = theme.GLOW_OK if over is not None and over.card == card else theme.GLOW
            drawn += self._light_card(surface, spots[card].rect, color)
        for card in self.button_cards():
            drawn += self._light_card(surface, spots[card].rect, theme.GLOW)
        return drawn

    def _draw_link(self, surface: pygame.Surface, a: pygame.Rect, b: pygame.Rect) -> pygame.Rect:
        """A thick line between two paired cards, with a dot at each end."""
        width = max(3, theme.px(6, self.scale))
        start, end = a.center, b.center  # joined edge to edge, so that no name is crossed
        if a.bottom < b.top or b.bottom < a.top:
            start, end = (a.midbottom, b.midtop) if a.bottom < b.top else (a.midtop, b.midbottom)
        elif a.right < b.left or b.right < a.left:
            start, end = (a.midright, b.midleft) if a.right < b.left else (a.midleft, b.midright)
        box = pygame.draw.line(surface, (30, 20, 6), start, end, width + 4)
        pygame.draw.line(surface, LINK, start, end, width)
        for p in (start, end):
            pygame.draw.circle(surface, (30, 20, 6), p, width * 2)
            pygame.draw.circle(surface, LINK, p, width * 2 - 2)
        return box.inflate(width * 4, width * 4)

    def _tuck(self, surface: pygame.Surface, card: str, onto: pygame.Rect) -> pygame.Rect:
        """A small copy of ``card`` overlapping the lower corner of the card it is paired to."""
        w = max(16, onto.w * 9 // 20)
        size = (w, round(w * 350 / 250))
        rect = pygame.Rect((0, 0), size)
        rect.midright = (onto.right + w // 4, onto.top + onto.h * 2 // 5)  # over the picture
        shadow = self.art.shadow(size)
        surface.blit(shadow, shadow.get_rect(center=(rect.centerx + 4, rect.centery + 5)))
        surface.blit(self.art.face(card, size), rect)
        pygame.draw.rect(surface, LINK, rect, max(2, theme.px(3, self.scale)), 6)
        return rect.inflate(16, 16)
