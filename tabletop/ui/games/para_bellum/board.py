"""Drawing Para Bellum's zones on the cached board: the battlefields (cards in cells,
dice on squares, tokens under dice, completed legions), the play areas, the Command row, the
decks, the Battle Reward, and the picture of a moving Army card.

Each zone has a signature (what it shows); the board redraws only zones whose signature
changed. The panels, the actions track, the token tray and the Alliance cards are drawn by
:mod:`~tabletop.ui.games.para_bellum.panels`.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.games.para_bellum import grid as G
from tabletop.games.para_bellum.data import EDGES, TOKEN_NAME
from tabletop.ui import palette
from tabletop.ui.cards import CARD_RATIO
from tabletop.ui.games.para_bellum.base import ParaBellumBase
from tabletop.ui.games.para_bellum.cards import fit_text
from tabletop.ui.games.para_bellum.grid import GridGeometry
from tabletop.ui.games.para_bellum.marks import draw_badge
from tabletop.ui.table import theme


class Board(ParaBellumBase):
    """The zones of the table's own kinds, drawn on the cached board (places from ``layout``,
    titles from ``titles``; ``draw_zone`` hands the panels' kinds to ``panels``)."""

    def signature(self, lzone: str) -> tuple[Any, ...]:
        if self._palette != palette.generation():  # the palette setting changed: redraw all
            self._palette = palette.generation()
            self._rot.clear()
            self._ring.clear()
        return (palette.generation(), *self._signature_of(lzone))

    def _signature_of(self, lzone: str) -> tuple[Any, ...]:
        kind = self.scene.zone(lzone).kind
        d = self.d
        scene = self.scene
        if kind == "pbgrid":
            seat = self.seat_of(lzone)
            grid = d.get("grid", [])[seat] if seat < len(d.get("grid", [])) else {}
            dice = tuple(
                (x["id"], x["value"], x["square"], x["token"])
                for x in d.get("dice", [])
                if x["seat"] == seat and x["id"] not in self.rolling and not self._dragged(x["id"])
            )
            landing = tuple(sorted(k for s, k in self.landing if s == seat))
            turned = tuple(c for c in d.get("turned", []) if c in grid.values())
            legions = d.get("legions", [])
            done = len(legions[seat]) if seat < len(legions) else 0
            geo = self.geo.get(lzone)
            shown = (geo.rows, geo.cols, geo.cw, geo.ch) if geo else None
            return (tuple(sorted(grid.items())), dice, landing, turned, done, shown)
        if kind == "pbplay":
            cards = tuple(scene.display.zones.get(scene.sz(lzone), []))
            flying = tuple(sorted(i for z, i in scene.flying if z == lzone))
            return (cards, tuple(c for c in d.get("turned", []) if c in cards), flying)
        if kind == "pbpanel":
            seat = self.seat_of(lzone)
            return (
                d["coins"][seat],
                d["wards"][seat],
                d["vp"][seat],
                tuple(d["banners"][seat]),
                self.hand_kinds(seat),
                self.score(seat),
                scene._is_active(seat),
                self._dragged("coin") and seat == scene.bottom,
                tuple(scene.seat_names()),
            )
        if kind == "pbdeck":
            return (len(scene.display.zones.get(scene.sz(lzone), [])),)
        if kind == "pbrow":
            flying = tuple(sorted(i for z, i in scene.flying if z == lzone))
            return (tuple(scene.display.zones.get("row", [])), flying)
        if kind == "pbactions":
            return (
                d.get("actions_left"),
                d.get("actions_used"),
                d.get("round"),
                d.get("end_triggered"),
                d.get("over"),
                self.actions_title(),
            )
        if kind == "pbtokens":
            seat = scene.bottom
            held = tuple(
                sorted(x["token"] for x in d.get("dice", []) if x["seat"] == seat and x["token"])
            )
            return (held, self._dragged_prefix("token:"))
        if kind == "pballiance":
            team = int(scene.zone(lzone).props.get("team", 0))
            alliances = d.get("alliances") or []
            a = alliances[team] if team < len(alliances) else {}
            return (
                a.get("card"),
                a.get("runner"),
                tuple(d.get("turned", [])),
                self._dragged(f"runner.{team}"),
            )
        return (d.get("battle_reward"),)

    def draw_zone(self, surface: pygame.Surface, lzone: str) -> None:
        kind = self.scene.zone(lzone).kind
        getattr(self, "_draw_" + kind[2:])(surface, lzone)
        self._draw_title(surface, lzone)

    def _draw_grid(self, surface: pygame.Surface, lzone: str) -> None:
        geo = self.geo.get(lzone)
        if geo is None:
            return
        seat = self.seat_of(lzone)
        d = self.d
        grid = d["grid"][seat] if seat < len(d.get("grid", [])) else {}
        back = self._grid_back(geo)
        surface.blit(back, geo.bounds)
        turned = set(d.get("turned", []))
        for key, card in grid.items():
            cell = G.parse_cell(key)
            if cell is None or (seat, key) in self.landing:
                continue
            rect = geo.cell_rect(*cell)
            if card in turned:
                self._draw_used(surface, card, rect, above=True)
            else:
                surface.blit(self.art.face(card, rect.size), rect)
            if key == "0,0":
                pygame.draw.rect(
                    surface,
                    theme.GOLD,
                    rect,
                    max(1, self.px(2)),
                    border_radius=max(3, rect.w // 12),
                )
        # completed legions: a gold rule under the band, from end cap to end cap
        for leg in d.get("legions", [])[seat] if seat < len(d.get("legions", [])) else []:
            if not (G.inside(leg["row"], leg["lo"]) and G.inside(leg["row"], leg["hi"])):
                continue
            left, right = geo.cell_rect(leg["row"], leg["lo"]), geo.cell_rect(leg["row"], leg["hi"])
            if any(
                (seat, G.key(leg["row"], c)) in self.landing
                for c in range(leg["lo"], leg["hi"] + 1)
            ):
                continue
            y = left.centery + round(geo.ch * 0.25)
            width = max(2, self.px(3))
            x0, x1 = left.centerx, right.centerx
            pygame.draw.line(surface, (40, 26, 8), (x0, y + 1), (x1, y + 1), width + 2)
            pygame.draw.line(surface, theme.GOLD, (x0, y), (x1, y), width)
        # squares that exist but hold no die: faint marks (a removed die's square stays empty)
        held = {x["square"] for x in d.get("dice", []) if x["seat"] == seat}
        mark = max(4, geo.die // 3)
        for key, card in grid.items():
            if card not in EDGES:
                continue
            r, c = G.PARSE[key]
            right = grid.get(G.key(r, c + 1))
            if right in EDGES and f"black:{key}" not in held:
                x, y = geo.square_center(f"black:{key}")
                pygame.draw.rect(
                    surface, (20, 20, 24), (x - mark // 2, y - mark // 2, mark, mark), 1
                )
            above = grid.get(G.key(r + 1, c))
            if above in EDGES and f"red:{key}" not in held:
                x, y = geo.square_center(f"red:{key}")
                pygame.draw.rect(
                    surface, (150, 30, 30), (x - mark // 2, y - mark // 2, mark, mark), 1
                )
        shown = [
            die
            for die in d.get("dice", [])
            if die["seat"] == seat
            and die["id"] not in self.rolling
            and not self._dragged(die["id"])
        ]
        for die in shown:  # tokens first: a die (the General in the middle) lies over them
            if die.get("token"):
                self._draw_die_token(surface, die, geo)
        for die in sorted(shown, key=lambda x: x["square"] == "general"):
            self._draw_die(surface, die, geo, token=False)

    def _grid_back(self, geo: GridGeometry) -> pygame.Surface:
        """The shown empty cells of a battlefield as one picture (one blit, not 36)."""
        bounds = geo.bounds
        key = ("gridback", geo.cw, geo.ch, geo.gap, len(geo.rows), len(geo.cols))
        surf = self._rot.get(key)
        if surf is None:
            surf = pygame.Surface(bounds.size, pygame.SRCALPHA)
            cell = self._cell_placeholder(geo.cw, geo.ch, (255, 255, 255, 16), (255, 255, 255, 40))
            for r in geo.rows:
                for c in geo.cols:
                    surf.blit(cell, geo.cell_rect(r, c).move(-bounds.x, -bounds.y))
            self._rot[key] = surf
        return surf

    def _cell_placeholder(self, w: int, h: int, fill: tuple, edge: tuple) -> pygame.Surface:
        key = ("cell", w, h)
        surf = self._rot.get(key)
        if surf is None:
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            radius = max(3, w // 12)
            pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=radius)
            pygame.draw.rect(surf, edge, surf.get_rect(), 1, border_radius=radius)
            self._rot[key] = surf
        return surf

    def _draw_used(
        self, surface: pygame.Surface, card: str, rect: pygame.Rect, above: bool = False
    ) -> None:
        """A card used this turn, drawn flat in its place and shaded, marked "used" where the
        mark never covers its name: on a dark tab at its top edge (``above``: a battlefield
        tile, whose long name fills it to its top, gets the tab mostly in the gap above it);
        on a one-line strip, at its right end, the card beside it."""
        img, tab = self.used_tab(rect, above)
        face = rect
        if rect.w > 2 * rect.h:  # a strip: its name runs along it
            tab.h = rect.h
            tab.topright = rect.topright
            face = pygame.Rect(rect.x, rect.y, rect.w - tab.w - max(1, self.px(2)), rect.h)
            pygame.draw.rect(surface, (20, 14, 8), rect, border_radius=max(2, rect.h // 4))
        surface.blit(self.art.face(card, face.size), face)
        shade = pygame.Surface(face.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 100))
        surface.blit(shade, face)
        pygame.draw.rect(surface, (20, 14, 8), tab, border_radius=max(2, tab.h // 4))
        pygame.draw.rect(surface, (120, 96, 60), tab, 1, border_radius=max(2, tab.h // 4))
        surface.blit(img, img.get_rect(center=tab.center))

    def _draw_die(
        self, surface: pygame.Surface, die: dict[str, Any], geo: GridGeometry, token: bool = True
    ) -> None:
        rect = geo.die_rect(die["square"])
        if token and die.get("token"):
            self._draw_die_token(surface, die, geo)
        img = self.dice_art.face(die["colour"], die["value"], rect.w)
        surface.blit(img, self.dice_art.origin(rect))

    def _draw_die_token(
        self, surface: pygame.Surface, die: dict[str, Any], geo: GridGeometry
    ) -> None:
        """The token under a die on the battlefield, its letter on the side away from the die."""
        square = die["square"]
        rect = geo.token_rect(square)
        left = rect.centerx < geo.die_rect(square).centerx
        self._draw_token(surface, die["token"], rect, left=left)

    def _draw_token(
        self,
        surface: pygame.Surface,
        token: str,
        rect: pygame.Rect,
        letter: bool = False,
        tab: str | None = None,
        left: bool = False,
    ) -> None:
        """A token; a small one (or one whose name is not written beside it: ``letter``) with
        its initial on a dark tab at its bottom right corner (``left``: bottom left, a token
        peeking out at its die's left) (``tab``: other words there, the tray's count when its
        name is written below)."""
        img = self.icon(f"token-{token}.svg", rect.w)
        if img is not None:
            surface.blit(img, rect)
        else:
            pygame.draw.circle(surface, (120, 30, 30), rect.center, rect.w // 2)
        if tab is not None or rect.w < 30 or letter:
            size = self.readable(max(8, rect.w * 11 // 20 if tab is None else rect.w * 2 // 5))
            words = TOKEN_NAME[token][0] if tab is None else tab
            letter = self.scene.res.text(words, size, (255, 255, 255), True)
            if left:
                tab = letter.get_rect(bottomleft=(rect.left - 2, rect.bottom + 1)).inflate(3, -1)
            else:
                tab = letter.get_rect(bottomright=(rect.right + 2, rect.bottom + 1)).inflate(3, -1)
            pygame.draw.rect(surface, (20, 14, 8), tab, border_radius=3)
            surface.blit(letter, letter.get_rect(center=tab.center))

    def _draw_play(self, surface: pygame.Surface, lzone: str) -> None:
        scene = self.scene
        cards = scene.display.zones.get(scene.sz(lzone), [])
        if not cards:
            words = scene.zone(lzone).empty or "No permanents yet"
            if self.strip(lzone):
                self._strip_empty_text(surface, lzone, words)
            else:
                self._empty_text(surface, lzone, words)
            return
        turned = set(self.d.get("turned", []))
        for i, (card, rect) in enumerate(
            zip(cards, self.play_slots(lzone, len(cards)), strict=False)
        ):
            if card is None or (lzone, i) in scene.flying:
                continue
            if self.strip(lzone) and card in turned:
                self._draw_used(surface, card, rect)
            elif self.strip(lzone):
                surface.blit(self.art.face(card, rect.size), rect)
            elif card in turned:
                self._draw_turned(surface, card, rect, scene.rects[lzone])
            else:
                self.art.blit_with_shadow(surface, card, rect)

    def _draw_turned(
        self, surface: pygame.Surface, card: str, rect: pygame.Rect, zone: pygame.Rect
    ) -> None:
        """A card used this turn lies turned 90 degrees (fitted into its slot's width), "used
        this turn" under it ("used" where the slot is narrower), kept inside its zone."""
        key = ("turned", card, rect.w, rect.h)
        img = self._rot.get(key)
        if img is None:
            w = rect.w
            h = max(8, round(w * CARD_RATIO))
            img = pygame.transform.rotate(self.art.with_shadow(card, (h, w)), -90)
            self._rot[key] = img
        surface.blit(img, img.get_rect(center=rect.center))
        size = self.readable(max(9, rect.w // 8))
        for words in ("used this turn", "used"):  # the longer words only where they fit
            tag = self.scene.res.text(words, size, (255, 236, 180), True)
            if tag.get_width() <= rect.w:
                break
        box = tag.get_rect(midtop=(rect.centerx, rect.centery + img.get_height() // 2 + 2))
        inner = zone.inflate(-2 * self.px(8, 3), 0)
        box.x = max(inner.left, min(box.x, inner.right - box.w))
        if box.bottom <= rect.bottom + 2 and box.w <= inner.w:
            surface.blit(tag, box)

    def _empty_text(self, surface: pygame.Surface, lzone: str, text: str) -> None:
        area = self.scene.card_area(lzone)
        size = self.readable(self.px(15, 10))
        lines = self.scene.res.wrap(text, size, area.w - self.px(10))
        y = area.centery - len(lines) * self.scene.res.font(size).get_linesize() // 2
        for line in lines:
            img = self.scene.res.text(line, size, (150, 170, 160))
            surface.blit(img, img.get_rect(midtop=(area.centerx, y)))
            y += img.get_height()

    def _strip_empty_text(self, surface: pygame.Surface, lzone: str, text: str) -> None:
        """An empty play strip's quiet words on one line in its middle (it has no title and
        no room for one: blank, a player could not tell what it was)."""
        rect = self.scene.rects[lzone]
        top = self.readable(self.px(15, 10))
        sizes = list(range(top, min(top, self.readable(9)) - 1, -1))
        words, size = fit_text(self.scene.res, [text], rect.w - 2 * self.px(8, 3), sizes)
        img = self.scene.res.text(words, size, (150, 170, 160))
        surface.blit(img, img.get_rect(center=rect.center))

    def _draw_row(self, surface: pygame.Surface, lzone: str) -> None:
        scene = self.scene
        cards = scene.display.zones.get("row", [])
        if not cards:
            self._empty_text(surface, lzone, "The Command row is empty")
        for i, (card, rect) in enumerate(
            zip(cards, self.row_slots(lzone, len(cards)), strict=False)
        ):
            if card is None or (lzone, i) in scene.flying:
                continue
            self.art.blit_with_shadow(surface, card, rect)

    def _draw_deck(self, surface: pygame.Surface, lzone: str) -> None:
        scene = self.scene
        which = str(scene.zone(lzone).props.get("deck", "command"))
        n = len(scene.display.zones.get(scene.sz(lzone), []))
        rect = self.deck_slot(lzone)
        if n == 0:
            pygame.draw.rect(
                surface, (255, 255, 255, 40), rect, 2, border_radius=max(3, rect.w // 12)
            )
            self._empty_text(surface, lzone, "Empty")
            return
        img = (
            self.art.army_back_shadowed(rect.size)
            if which == "army"
            else self.art.with_shadow(None, rect.size)
        )
        origin = self.art.shadow_origin(rect)
        step = max(1, self.px(3))
        for k in range(min(3, n - 1), -1, -1):
            surface.blit(img, (origin[0] + k * step, origin[1] + k * step))
        scene._badge(surface, str(n), (rect.right - self.px(6), rect.bottom - self.px(6)))

    def _draw_reward(self, surface: pygame.Surface, lzone: str) -> None:
        scene, res = self.scene, self.scene.res
        layout = self.reward_layout(lzone)
        if layout is None:
            return
        area = scene.card_area(lzone)
        if layout.in_strip:  # a small window: the reward's name is the zone's title
            label = str(scene.zone(lzone).label or "Battle Reward")
            words = [f"{label}: {layout.name}", layout.name]
            self._retitle(surface, lzone, words, theme.GOLD, serif=True)
        else:
            title = res.text(layout.name, layout.title_size, theme.GOLD, True, True)
            surface.blit(title, (area.x, area.y))
            sub_size = self.readable(self.px(13, 9))
            sub = res.text("big legion (3+ cards): its colour's bonus", sub_size, theme.MUTED)
            if title.get_width() + self.px(10) + sub.get_width() <= area.w:
                surface.blit(
                    sub,
                    (
                        area.x + title.get_width() + self.px(10),
                        area.y + title.get_height() - sub.get_height(),
                    ),
                )
        ls = res.font(layout.size).get_linesize()
        for row in layout.rows:
            draw_badge(surface, res, row.colour, row.badge, row.radius)
            for i, line in enumerate(row.lines):
                img = res.text(line, layout.size, theme.INK)
                surface.blit(img, (layout.text_x, row.rect.y + i * ls))

    def back_image(self, zone: str, index: int, size: tuple[int, int]) -> pygame.Surface | None:
        """A hidden hand's cards show their own backs: its Army cards (how many is public,
        the view's ``hand_kinds``) first, then its Command cards."""
        kind, _, seat = zone.partition(".")
        if kind != "hand" or not seat.isdigit():
            return None
        kinds = self.d.get("hand_kinds") or []
        army = int(kinds[int(seat)][0]) if int(seat) < len(kinds) else 0
        cards = self.scene.display.zones.get(zone, [])
        hidden = [i for i, c in enumerate(cards) if c is None]
        known = sum(1 for c in cards if c in EDGES)
        if index not in hidden or hidden.index(index) >= army - known:
            return None
        return self.art.army_back_shadowed(size)

    def move_image(
        self, card: str | None, src: str, dst: str, size: tuple[int, int], face_up: bool
    ) -> pygame.Surface | None:
        if card is not None and face_up:
            return None
        if card in EDGES or "army_deck" in (src, dst):
            return self.art.army_back(size)
        return None
