"""Tooltips on Para Bellum's table: what a panel's counter, banner or name line, a token of
the tray or a shortened Battle Reward bonus is, in words, drawn beside it.
"""

from __future__ import annotations

import pygame

from tabletop.games.para_bellum.data import LIMITS, TOKEN_KIND, TOKEN_NAME
from tabletop.ui.games.para_bellum.base import ParaBellumBase
from tabletop.ui.table import theme
from tabletop.ui.table.widgets import panel


class Tips(ParaBellumBase):
    """Tooltips for the panels' counters, banners and name lines, the token tray and
    the cut Battle Reward bonuses (places from ``layout``)."""

    def tip_at(self, pos: tuple[int, int]) -> tuple[str, pygame.Rect] | None:
        """What the icon under the mouse is (a player panel's counters, banners and name line,
        the token tray), or None."""
        scene = self.scene
        if scene.drag is not None and scene.drag.moving:
            return None
        for lzone in self.zones_of("pbpanel"):
            if not scene.rects[lzone].collidepoint(pos):
                continue
            seat = self.seat_of(lzone)
            for key, _rel, value, box, txt in self._stat_boxes(lzone):
                area = box.union(txt.get_rect(midleft=(box.right + self.px(3), box.centery)))
                if area.inflate(self.px(4), self.px(6)).collidepoint(pos):
                    return self._stat_tip(seat, key, value), area
            held = self.d["banners"][seat]
            for colour, box in self._banner_boxes(self._panel_geometry(lzone)["banners"]):
                if box.collidepoint(pos):
                    state = "placed" if colour in held else "not placed yet"
                    return (
                        f"{colour.capitalize()} Color Banner ({state}): a player places it "
                        f"when completing a {colour} legion. The fifth banner ends the game "
                        "after the round."
                    ), box
            line = self._panel_geometry(lzone)["name"]
            if line.collidepoint(pos):
                colour = self.d["start_colour"][seat]
                return (
                    f"{scene.seat_names()[seat]}: {self.score(seat)} VP now. Starting colour: "
                    f"{colour} (a big {colour} legion lets them choose any bonus of the "
                    "Battle Reward)."
                ), line
        for lzone in self.zones_of("pbreward"):
            layout = self.reward_layout(lzone) if scene.rects[lzone].collidepoint(pos) else None
            for row in layout.rows if layout is not None else ():
                if row.cut and row.rect.collidepoint(pos):
                    return (
                        f"{row.colour.capitalize()} bonus: {row.text} (a big {row.colour} "
                        "legion, 3 cards or more, gives it)"
                    ), row.rect
        for tid, rect in self.token_rects().items():
            if rect.collidepoint(pos):
                t = tid[6:]
                kind = TOKEN_KIND[t]
                colour = "red Commander" if kind == "commander" else "black Legion"
                return (
                    f"[{TOKEN_NAME[t]}] token, a {kind.capitalize()} token: it goes under a "
                    f"{colour} die, which then pays [{TOKEN_NAME[t]}] costs. You may hold "
                    f"{LIMITS['per_type']} of each type and {LIMITS[kind]} "
                    f"{kind.capitalize()} tokens in all."
                ), rect
        return None

    def _stat_tip(self, seat: int, key: str, value: int) -> str:
        own = seat == self.scene.bottom and bool(self.scene.humans)
        if key == "coin":
            use = " Drag your coin onto a glowing card or deck to pay." if own else ""
            return f"Coins: {value}. Coins pay for abilities and for Consult.{use}"
        if key == "ward":
            return f"Wards: {value}. A Ward is spent to pass a morale check without rolling."
        if key == "vp":
            return f"VP markers: {value}. Victory points won during the game (not coins)."
        if key == "army":
            return f"Army cards in hand: {value}."
        return f"Command cards in hand: {value}."

    def _draw_tip(self, surface: pygame.Surface) -> None:
        """The tooltip beside its icon (drawn once per text, then blitted)."""
        if self.tip is None:
            return
        text, about = self.tip
        scene, res = self.scene, self.scene.res
        key = ("tip", text, scene.size)
        img = self._rot.get(key)
        if img is None:
            size = self.readable(self.px(16, 11))
            pad = self.px(10, 4)
            width = min(self.px(420, 240), scene.size[0] // 3)
            lines = res.wrap(text, size, width - 2 * pad)
            lh = res.font(size).get_linesize()
            w = max(res.font(size).size(line)[0] for line in lines) + 2 * pad
            img = panel((w, lh * len(lines) + 2 * pad), scene.scale, (*theme.PANEL, 245))
            for i, line in enumerate(lines):
                img.blit(res.text(line, size, theme.INK), (pad, pad + i * lh))
            self._rot[key] = img
        box = img.get_rect(midtop=(about.centerx, about.bottom + self.px(8, 3)))
        if box.bottom > scene.size[1]:
            box.midbottom = (about.centerx, about.top - self.px(8, 3))
        box.clamp_ip(pygame.Rect((0, 0), scene.size))
        surface.blit(img, box)
