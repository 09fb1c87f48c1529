"""What the contents of a zone look like on the board: cards (and the depth of a pile), card
counts, empty-zone words, token piles, the supply and the status line.

Part of :class:`~tabletop.ui.table.scene.TableScene` (a mixin).
"""

from __future__ import annotations

import pygame

from tabletop.ui.cards import fast_blit
from tabletop.ui.controller import TokenCount
from tabletop.ui.table import theme


class ZoneDrawing:
    """One zone's contents, drawn clipped to its paint rect on the board."""

    def _draw_card_zone(
        self, surface: pygame.Surface, lzone: str, ctx: tuple[str | None, set[str], set[str]]
    ) -> None:
        focus, clickable, draggable = ctx
        zone = self.zone(lzone)
        if zone.arrange == "stack":
            n = len(self.display.zones.get(self.sz(lzone), []))
            if n > 1:  # the depth of a pile
                rect = self.slots(lzone, 1)[0]
                step = max(1, theme.px(3, self.scale))
                img = self.art.with_shadow(None, rect.size)
                origin = self.art.shadow_origin(rect)
                for k in range(min(3, n - 1), 0, -1):
                    surface.blit(img, (origin[0] + k * step, origin[1] + k * step))
        drag = self.drag
        for spot in self.spots():
            if spot.zone != lzone or (spot.zone, spot.index) in self.flying:
                continue
            if drag and drag.moving and spot.zone == drag.zone and spot.index == drag.index:
                continue
            rect = self._lifted(spot)
            hovered = (
                self.hover is not None
                and self.hover.zone == spot.zone
                and self.hover.index == spot.index
            )
            if (
                spot.card is not None
                and spot.face_up
                and spot.zone == "hand.0"
                and (spot.card in clickable or (spot.card in draggable and hovered))
            ):
                glow = self.art.glow(rect.size)
                surface.blit(glow, glow.get_rect(center=rect.center))
            elif spot.card is not None and spot.card == focus:
                glow = self.art.glow(rect.size, theme.FOCUS)
                surface.blit(glow, glow.get_rect(center=rect.center))
            shown = spot.card if spot.face_up else None
            surface.blit(self.art.with_shadow(shown, rect.size), self.art.shadow_origin(rect))

    def _badge(self, surface: pygame.Surface, text: str, center: tuple[int, int]) -> None:
        img = self.res.text(text, theme.px(20, self.scale, 11), theme.INK, True)
        pad = theme.px(8, self.scale, 3)
        r = img.get_rect(center=center).inflate(2 * pad, pad)
        r.w = max(r.w, r.h)
        r.center = center
        pygame.draw.rect(surface, (16, 10, 20), r, border_radius=r.h // 2)
        pygame.draw.rect(
            surface, theme.GOLD, r, max(1, theme.px(2, self.scale)), border_radius=r.h // 2
        )
        surface.blit(img, img.get_rect(center=r.center))

    def _draw_zone_counts(self, surface: pygame.Surface, lzone: str) -> None:
        """Card counts on piles and on hidden hands; a faint line in an empty zone."""
        zone = self.zone(lzone)
        state_zone = self.sz(lzone)
        n = len(self.display.zones.get(state_zone, []))
        if n == 0 and zone.empty and not any(z == lzone for z, _ in self.flying):
            area = self.card_area(lzone)
            size = theme.px(17, self.scale, 10)
            lines = self.res.wrap(zone.empty, size, area.w - theme.px(16, self.scale))
            line_h = self.res.font(size).get_linesize()
            y = area.centery - line_h * len(lines) // 2
            for line in lines:
                img = self.res.text(line, size, (150, 170, 160))
                surface.blit(img, img.get_rect(midtop=(area.centerx, y)))
                y += line_h
        rect = self.rects[lzone]
        if zone.arrange == "stack" and zone.props.get("count", True) and (n or not zone.empty):
            self._pile_badge(surface, lzone, n)  # an empty pile with its words needs no "0"
        elif state_zone in self.display.hidden:
            self._badge(
                surface,
                f"{n} card{'s' if n != 1 else ''}",
                (rect.right - theme.px(60, self.scale, 30), rect.top + theme.px(16, self.scale, 8)),
            )
        if zone.props.get("browse", lzone == "discard") and n:
            self._draw_browse_hint(surface, lzone)

    def _draw_browse_hint(self, surface: pygame.Surface, lzone: str) -> None:
        """ "click to browse" under a pile, only where it clears the card and its count badge
        (a narrow discard zone has no room for it: the hover glow and the title must do)."""
        rect = self.rects[lzone]
        hint = self.res.text("click to browse", theme.px(14, self.scale, 10), theme.MUTED)
        spot = hint.get_rect(midbottom=(rect.centerx, rect.bottom - theme.px(4, self.scale)))
        slot = self.slots(lzone, 1)[0]
        badge_bottom = slot.bottom + theme.px(20, self.scale, 11)  # the count badge's lower half
        if spot.w <= rect.w - theme.px(8, self.scale) and spot.top >= badge_bottom:
            surface.blit(hint, spot)

    def _pile_badge(
        self, surface: pygame.Surface, lzone: str, n: int, offset: tuple[int, int] = (0, 0)
    ) -> None:
        slot = self.slots(lzone, 1)[0].move(offset)
        corner = (slot.right - theme.px(6, self.scale), slot.bottom - theme.px(6, self.scale))
        self._badge(surface, str(n), corner)

    def _draw_shaking_deck(self, surface: pygame.Surface, offset: tuple[int, int]) -> None:
        """The deck jiggling while it is shuffled, drawn over the board (whose deck area is
        restored from the static layer), so a shuffle costs no board redraws."""
        if "deck" not in self.rects or self._static is None:
            return
        area = self.rects["deck"]
        surface.blit(self._static, area, area)
        n = len(self.display.zones.get("deck", []))
        if not n:
            return
        rect = self.slots("deck", 1)[0]
        img = self.art.with_shadow(None, rect.size)
        origin = self.art.shadow_origin(rect)
        step = max(1, theme.px(3, self.scale))
        for k in range(min(3, n - 1), -1, -1):
            surface.blit(img, (origin[0] + k * step + offset[0], origin[1] + k * step + offset[1]))
        self._pile_badge(surface, "deck", n, offset)

    def _token_icon(self, tok: TokenCount, size: int) -> pygame.Surface:
        key = tok.key
        cached = self._glows.get((size, -2, key))
        if cached is not None:
            return cached
        img = self.res.try_image(tok.icon, (size, size))
        if img is not None:
            img = fast_blit(img.copy())
            self._glows[(size, -2, key)] = img
            return img
        cache_key = (size, size)
        surf = self._glows.get((size, -1, key))
        if surf is None:
            surf = pygame.Surface(cache_key, pygame.SRCALPHA)
            color = tok.color or theme.FOCUS
            c = size // 2
            pygame.draw.circle(surf, (10, 6, 4), (c, c), c)
            pygame.draw.circle(surf, color, (c, c), c - 2)
            pygame.draw.circle(surf, (255, 255, 255), (c, c), c - 2, max(1, size // 14))
            if tok.mark:
                img2 = self.res.text(tok.mark, max(8, size * 3 // 5), (255, 255, 255), True)
                surf.blit(img2, img2.get_rect(center=(c, c)))
            self._glows[(size, -1, key)] = surf
        return surf

    def _draw_token_rows(
        self, surface: pygame.Surface, rect: pygame.Rect, tokens: list, top: int
    ) -> None:
        if not tokens:
            return
        pad = theme.px(12, self.scale, 4)
        rows = len(tokens)
        row_h = max(10, min((rect.bottom - top - pad) // rows, theme.px(66, self.scale, 16)))
        icon = max(12, min(row_h - theme.px(8, self.scale, 2), theme.px(44, self.scale, 14)))
        for r, tok in enumerate(tokens):
            y = top + r * row_h + (row_h - icon) // 2
            count = self.res.text(str(tok.count), theme.px(34, self.scale, 14), theme.INK, True)
            surface.blit(count, count.get_rect(midleft=(rect.x + pad, y + icon // 2)))
            x = rect.x + pad + theme.px(44, self.scale, 18)
            img = self._token_icon(tok, icon)
            step = max(
                4,
                min(
                    icon + 2,
                    (rect.right - pad - x - icon) // max(1, tok.count - 1)
                    if tok.count > 1
                    else icon,
                ),
            )
            if tok.count == 0:
                faded = img.copy()
                faded.set_alpha(60)
                surface.blit(faded, (x, y))
            for k in range(min(tok.count, 12)):
                surface.blit(img, (x + k * step, y))
            label = self.res.text(tok.label, theme.px(14, self.scale, 10), theme.MUTED)
            lx = (
                x + (min(tok.count, 12) - 1) * step + icon + theme.px(8, self.scale, 3)
                if tok.count
                else x + icon + theme.px(8, self.scale, 3)
            )
            if lx + label.get_width() <= rect.right - pad:
                surface.blit(label, label.get_rect(midleft=(lx, y + icon // 2)))

    def _draw_tokens(self, surface: pygame.Surface, lzone: str) -> None:
        rect = self.rects[lzone]
        seat = self.seat_at(self.zone(lzone).owner)
        top = rect.y + self.label_height() + theme.px(8, self.scale, 2)
        if self._is_active(seat):
            r = rect.inflate(-2, -2)
            pygame.draw.rect(
                surface,
                theme.GOLD,
                r,
                max(2, theme.px(3, self.scale)),
                border_radius=theme.px(16, self.scale, 6),
            )
            tag = self.res.text("\u25b6 to play", theme.px(15, self.scale, 10), theme.GOLD, True)
            surface.blit(
                tag,
                tag.get_rect(
                    bottomright=(
                        rect.right - theme.px(10, self.scale, 4),
                        rect.bottom - theme.px(6, self.scale, 2),
                    )
                ),
            )
        self._draw_token_rows(surface, rect, self.controller.tokens(self.display, seat), top)

    def _is_active(self, seat: int) -> bool:
        """Whether ``seat`` is the one whose turn it is (its token zone is outlined)."""
        active = self.controller.active_seat(self.display)
        return (
            active == seat
            and not self.display.data.get("over")
            and bool(self.display.data.get("turn"))
        )

    def _draw_supply(self, surface: pygame.Surface, lzone: str) -> None:
        rect = self.rects[lzone]
        top = rect.y + self.label_height() + theme.px(6, self.scale, 2)
        self._draw_token_rows(surface, rect, self.controller.supply(self.display), top)

    def _draw_status(self, surface: pygame.Surface) -> None:
        rect = self.rects.get("status")
        if rect is None:
            return
        text = self.controller.status(self.display, self.seat_names())
        if text:
            img = self.res.text(text, theme.px(24, self.scale, 12), theme.INK, True, True)
            surface.blit(
                img,
                img.get_rect(
                    center=(rect.centerx, rect.centery - (rect.h // 5 if self.toast_text else 0))
                ),
            )
        if self.toast_text:
            size = theme.px(19, self.scale, 11)
            lines = self.res.wrap(self.toast_text, size, rect.w - theme.px(60, self.scale), True)
            line_h = self.res.font(size, True).get_linesize()
            imgs = [self.res.text(line, size, (255, 236, 226), True) for line in lines[:2]]
            w = max(i.get_width() for i in imgs) + theme.px(36, self.scale, 12)
            h = line_h * len(imgs) + theme.px(14, self.scale, 6)
            box = pygame.Rect(0, 0, w, h)
            box.midbottom = (rect.centerx, rect.bottom)
            pygame.draw.rect(surface, theme.TOAST_BG, box, border_radius=h // 3)
            pygame.draw.rect(
                surface,
                theme.TOAST_EDGE,
                box,
                max(1, theme.px(2, self.scale)),
                border_radius=h // 3,
            )
            y = box.top + theme.px(7, self.scale, 3)
            for img in imgs:
                surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
                y += line_h
