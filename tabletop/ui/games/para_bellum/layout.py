"""Where things sit on Para Bellum's table besides the battlefield's cells and squares
(:mod:`~tabletop.ui.games.para_bellum.grid`): the cards of the play areas, the Command row, the
decks and the Alliance cards; the parts of a player's panel; the token tray; the actions track;
the Battle Reward's rows; and where any card or piece the rules name lies now.

Where words are involved the places are measured from the fonts (no two texts touch at any
window size); the costly ones are cached per window size.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.games.para_bellum import grid as G
from tabletop.games.para_bellum.data import COLOURS, LIMITS, REWARDS, SETUP, TOKEN_NAME, TOKEN_TYPES
from tabletop.ui.cards import CARD_RATIO, fit_card
from tabletop.ui.games.para_bellum.base import ParaBellumBase
from tabletop.ui.games.para_bellum.cards import elided
from tabletop.ui.table import theme

if TYPE_CHECKING:
    from tabletop.ui.table.scene import CardSpot


@dataclass
class TokenTray:
    """Where the token tray's pieces and words go. Tokens in two rows of three, each with its
    count below it (with the token's name when the columns are wide enough) or, in a small
    tray, beside it (the count only: the token then shows its initial); the limits line at
    the bottom. Measured from the fonts, so that no two texts touch at any window size."""

    rects: dict[str, pygame.Rect]
    beside: bool  # counts beside the tokens (a small tray), else below them
    named: bool  # "Warlord 0/2", else "0/2" (the token shows its initial)
    size: int  # the counts' text size
    space: int  # from a token's right edge to its count beside it
    limits_bottom: int  # where the limits line ends
    count_on_tab: bool = False  # the name alone below (no room for "Warlord 0/2"): the
    # count then sits on the token's tab, where the initial would be


@dataclass
class RewardRow:
    """One bonus of the Battle Reward as drawn: its badge and its lines."""

    colour: str
    text: str
    lines: list[str]
    rect: pygame.Rect  # the row: badge and lines
    badge: tuple[int, int]
    radius: int
    cut: bool  # shortened with "…" (its tooltip gives the whole text)


@dataclass
class RewardLayout:
    """The Battle Reward card as drawn: its name on a line of its own (or, in a small window,
    in the zone's title strip), and its five bonuses at one text size, wrapped with whole
    line spacing; cut with "…" only when the smallest size cannot hold them all."""

    name: str
    in_strip: bool
    title_size: int
    size: int
    text_x: int
    rows: list[RewardRow]


class Layout(ParaBellumBase):
    """Where the zones' cards and pieces go, and where a named thing is now."""

    def row_slots(self, lzone: str, n: int) -> list[pygame.Rect]:
        """The Command row's cards side by side; in a low row (portrait cards too small for
        their names at 12 px), wide strips two by two, the picture beside the name."""
        area = self.scene.card_area(lzone)
        cw, ch = fit_card(pygame.Rect(0, 0, (area.w - 3 * self.px(8)) // max(4, n), area.h))
        gap = self.px(8)
        if ch < 90 and n <= 4:
            gap = self.px(6, 3)
            w, h = (area.w - gap) // 2, (area.h - gap) // 2
            return [
                pygame.Rect(area.x + (i % 2) * (w + gap), area.y + (i // 2) * (h + gap), w, h)
                for i in range(n)
            ]
        total = n * cw + (n - 1) * gap
        x0 = area.centerx - total // 2
        y = area.centery - ch // 2
        return [pygame.Rect(x0 + i * (cw + gap), y, cw, ch) for i in range(n)]

    def play_slots(self, lzone: str, n: int) -> list[pygame.Rect]:
        """Permanents in a play area: as large as fits, in rows, room left for a turned card."""
        area = self.scene.card_area(lzone)
        n = max(1, n)
        gap = self.px(6, 2)
        if self.strip(lzone):  # a thin strip: wide tiles with the name
            rect = self.scene.rects[lzone].inflate(-self.px(8, 3), -self.px(8, 3))
            w = min(round(rect.h * 5.5), (rect.w - (n - 1) * gap) // n)
            return [pygame.Rect(rect.x + i * (w + gap), rect.y, w, rect.h) for i in range(n)]
        best: tuple[int, int, int] = (0, 1, 1)
        for rows in range(1, n + 1):
            cols = -(-n // rows)
            h = min(
                (area.h - (rows - 1) * gap) / rows, (area.w - (cols - 1) * gap) / cols / CARD_RATIO
            )
            if h > best[0]:
                best = (int(h), rows, cols)
        h, rows, cols = best
        w = max(8, round(h * CARD_RATIO))
        out = []
        for i in range(n):
            row, col = divmod(i, cols)
            out.append(pygame.Rect(area.x + col * (w + gap), area.y + row * (h + gap), w, h))
        return out

    def strip(self, lzone: str) -> bool:
        """A play area too low for portrait cards (4 players' opponents)."""
        return self.scene.rects[lzone].h < self.px(90)

    def deck_slot(self, lzone: str) -> pygame.Rect:
        area = self.scene.card_area(lzone)
        cw, ch = fit_card(area.inflate(-self.px(10), -self.px(10)))
        r = pygame.Rect(0, 0, cw, ch)
        r.center = area.center
        return r

    def panel_hand_rect(self, seat: int) -> pygame.Rect:
        lzone = self.scene.lz(f"panel.{seat}") or ""
        rect = self.scene.rects.get(lzone)
        if rect is None:
            r = pygame.Rect(0, 0, 40, 56)
            r.center = (self.scene.size[0] // 2, 20)
            return r
        h = max(20, min(rect.h // 2, self.px(70)))
        r = pygame.Rect(0, 0, round(h * CARD_RATIO), h)
        r.center = rect.center
        return r

    def alliance_zone(self, team: int) -> str | None:
        for z in self.zones_of("pballiance"):
            if int(self.scene.zone(z).props.get("team", -1)) == team:
                return z
        return None

    def alliance_rects(self, lzone: str) -> tuple[pygame.Rect, pygame.Rect]:
        """The Alliance card and the Runner's place beside it."""
        area = self.scene.card_area(lzone)
        cw, ch = fit_card(pygame.Rect(0, 0, area.w * 55 // 100, area.h))
        card = pygame.Rect(area.x, area.centery - ch // 2, cw, ch)
        r = max(14, min(area.w - cw - self.px(10), ch // 3))
        runner = pygame.Rect(0, 0, r, r)
        runner.center = (
            card.right + (area.right - card.right) // 2,
            card.bottom - r // 2 - self.px(4),
        )
        return card, runner

    def runner_rect(self, team: int) -> pygame.Rect | None:
        z = self.alliance_zone(team)
        if z is None:
            return None
        card, runner = self.alliance_rects(z)
        alliances = self.d.get("alliances") or []
        if team < len(alliances) and alliances[team].get("runner"):
            # on the card's right edge just under the place of its "used" mark (the card is
            # too narrow for both side by side): clear of the mark and of the card's name;
            # the allies' names move right of it (_draw_alliance)
            on = runner.copy()
            on.midtop = (card.right, self.used_tab(card)[1].bottom + self.px(2))
            return on
        return runner

    def coin_rect(self, seat: int) -> pygame.Rect | None:
        lzone = self.scene.lz(f"panel.{seat}") or ""
        if lzone not in self.scene.rects:
            return None
        box = next((b for k, _, _, b, _ in self._stat_boxes(lzone) if k == "coin"), None)
        return box or self._panel_geometry(lzone).get("coin")

    def token_rects(self) -> dict[str, pygame.Rect]:
        tray = self.tray()
        return tray.rects if tray is not None else {}

    def tray(self) -> TokenTray | None:
        """The token tray's geometry (cached per window size): see :class:`TokenTray`."""
        if self._tray is not None:
            return self._tray
        z = next(iter(self.zones_of("pbtokens")), None)
        if z is None or z not in self.scene.rects:
            return None
        res, rect, area = self.scene.res, self.scene.rects[z], self.scene.card_area(z)
        size = self.readable(self.px(13, 9))
        font = res.font(size)
        lh = font.get_linesize()
        limits_bottom = rect.bottom - self.px(5, 2)
        region = pygame.Rect(area.x, area.y, area.w, limits_bottom - lh - self.px(2, 1) - area.y)
        row_h, col_w = region.h // 2, area.w // 3
        gap = self.px(1)
        below = min(row_h - lh - self.px(2, 1), col_w - self.px(8), self.px(54))
        most = LIMITS["per_type"]
        widths = [font.size(f"{TOKEN_NAME[t]} {most}/{most}")[0] for t in TOKEN_TYPES]
        reach = col_w // 2 + area.x - rect.x - 1  # from a column's middle to the zone's edge
        named = (
            all(  # names centred under their tokens: apart, and inside the zone
                (a + b) // 2 + self.px(10, 6) <= col_w
                for row in (widths[:3], widths[3:])
                for a, b in zip(row, row[1:], strict=False)
            )
            and all(w // 2 <= reach for w in widths)
        )
        names = [font.size(TOKEN_NAME[t])[0] for t in TOKEN_TYPES]
        names_only = (
            all(  # the names alone, centred under their tokens, apart and inside
                (a + b) // 2 + self.px(10, 6) <= col_w
                for row in (names[:3], names[3:])
                for a, b in zip(row, row[1:], strict=False)
            )
            and all(w // 2 <= reach for w in names)
        )
        beside = below < self.px(30, 22)
        rects: dict[str, pygame.Rect] = {}
        count_w = font.size(f"{most}/{most}")[0]
        space = self.px(7, 6)  # the initial's tab juts out 2 px: the count starts after it
        side = max(12, min(row_h - self.px(4, 2), col_w - count_w - space - 2, self.px(54)))
        for i, t in enumerate(TOKEN_TYPES):
            row, col = divmod(i, 3)
            x, y = area.x + col * col_w, region.y + row * row_h
            if beside:
                r = pygame.Rect(0, 0, side, side)
                r.midleft = (x + (col_w - side - space - count_w) // 2, y + row_h // 2)
            else:
                r = pygame.Rect(0, 0, below, below)
                r.midtop = (x + col_w // 2, y + (row_h - below - gap - lh) // 2)
            rects[f"token:{t}"] = r
        on_tab = not named and names_only and not beside
        self._tray = TokenTray(
            rects, beside, (named or on_tab) and not beside, size, space, limits_bottom, on_tab
        )
        return self._tray

    def play_rect_of(self, seat: int, card: str) -> pygame.Rect | None:
        lzone = self.scene.lz(f"play.{seat}") or ""
        if lzone not in self.scene.rects:
            return None
        cards = self.scene.display.zones.get(f"play.{seat}", [])
        if card not in cards:
            return None
        return self.play_slots(lzone, len(cards))[cards.index(card)]

    def die_rect(self, die: dict[str, Any]) -> pygame.Rect | None:
        lzone = self.scene.lz(f"battlefield.{die['seat']}") or ""
        geo = self.geo.get(lzone)
        return geo.die_rect(die["square"]) if geo else None

    def card_rect(self, card: str) -> pygame.Rect | None:
        """Where a card lies now: a cell, a play area, the row, an Alliance card, the hand."""
        d = self.d
        for seat, grid in enumerate(d.get("grid", [])):
            for key, c in grid.items():
                if c == card:
                    geo = self.geo.get(self.scene.lz(f"battlefield.{seat}") or "")
                    cell = G.parse_cell(key)
                    if geo and cell:
                        return geo.cell_rect(*cell)
        for seat in range(int(d.get("players", 2))):
            r = self.play_rect_of(seat, card)
            if r is not None:
                return r
        row = self.scene.display.zones.get("row", [])
        if card in row and "row" in self.scene.rects:
            return self.row_slots("row", len(row))[row.index(card)]
        for team, alliance in enumerate(d.get("alliances") or []):
            if alliance.get("card") == card:
                z = self.alliance_zone(team)
                if z:
                    return self.alliance_rects(z)[0]
        for spot in self.scene.spots():
            if spot.card == card:
                return spot.rect
        return None

    def thing_rect(self, thing: str) -> pygame.Rect | None:
        scene = self.scene
        if thing.startswith("die:"):
            die = self.die_by_id(thing)
            return self.die_rect(die) if die else None
        if thing.startswith("cell:"):
            cell = G.parse_cell(thing)
            geo = self.geo.get(scene.lz(f"battlefield.{scene.bottom}") or "")
            return geo.cell_rect(*cell) if geo and cell else None
        if thing.startswith("token:"):
            return self.token_rects().get(thing)
        if thing == "coin":
            return self.coin_rect(scene.bottom)
        if thing.startswith("runner."):
            return self.runner_rect(int(thing[-1]))
        if thing in scene.game.cards:
            return self.card_rect(thing)
        lzone = scene.lz(thing)
        if lzone in scene.rects:
            if thing in ("army_deck", "command_deck"):
                return self.deck_slot(lzone)
            return scene.rects[lzone]
        return None

    def spots(self, lzone: str) -> list[CardSpot]:
        from tabletop.ui.table.scene import CardSpot

        kind = self.scene.zone(lzone).kind
        out: list[CardSpot] = []
        if kind == "pbgrid":
            seat = self.seat_of(lzone)
            geo = self.geo.get(lzone)
            if geo is None:
                return out
            grid = self.d.get("grid", [])[seat] if seat < len(self.d.get("grid", [])) else {}
            for i, (key, card) in enumerate(sorted(grid.items())):
                cell = G.parse_cell(key)
                if cell is not None:
                    out.append(CardSpot(lzone, i, card, geo.cell_rect(*cell), True))
        elif kind == "pbplay":
            cards = self.scene.display.zones.get(self.scene.sz(lzone), [])
            for i, (card, rect) in enumerate(
                zip(cards, self.play_slots(lzone, len(cards)), strict=False)
            ):
                out.append(CardSpot(lzone, i, card, rect, card is not None))
        elif kind == "pbrow":
            cards = self.scene.display.zones.get("row", [])
            for i, (card, rect) in enumerate(
                zip(cards, self.row_slots(lzone, len(cards)), strict=False)
            ):
                out.append(CardSpot(lzone, i, card, rect, card is not None))
        elif kind == "pballiance":
            team = int(self.scene.zone(lzone).props.get("team", 0))
            alliances = self.d.get("alliances") or []
            if team < len(alliances):
                out.append(
                    CardSpot(lzone, 0, alliances[team]["card"], self.alliance_rects(lzone)[0], True)
                )
        return out

    def spot_rect(self, zone: str, card: str | None, index: int | None) -> pygame.Rect | None:
        scene = self.scene
        kind, _, idx = zone.partition(".")
        if zone in ("army_deck", "command_deck") and zone in scene.rects:
            return self.deck_slot(zone)
        if zone == "row" and "row" in scene.rects:
            cards = scene.display.zones.get("row", [])
            i = cards.index(card) if card in cards else (index if index is not None else len(cards))
            return self.row_slots("row", max(len(cards), i + 1))[i]
        if kind == "hand" and idx.isdigit() and int(idx) != scene.bottom:
            return self.panel_hand_rect(int(idx))
        if kind == "play" and idx.isdigit():
            lzone = scene.lz(zone) or ""
            if lzone not in scene.rects:
                return None
            cards = scene.display.zones.get(zone, [])
            i = cards.index(card) if card in cards else (index if index is not None else len(cards))
            return self.play_slots(lzone, max(len(cards), i + 1))[i]
        if kind == "alliance" and idx.isdigit():
            z = self.alliance_zone(int(idx))
            return self.alliance_rects(z)[0] if z else None
        return None

    def _panel_geometry(self, lzone: str) -> dict[str, pygame.Rect]:
        """Where a panel's parts go: the name line, the stats (coin first: it is a piece) and
        the banners, on 3 lines, 2 lines or one strip, as the panel's height allows."""
        rect = self.scene.rects[lzone]
        pad = self.px(8, 3)
        inner = rect.inflate(-2 * pad, -2 * pad)
        inner.x += self.px(6, 2)  # room for the team stripe
        inner.w -= self.px(6, 2)
        if inner.h >= self.px(100):
            lines = 3
        elif inner.h >= self.px(36) and inner.w < 12 * inner.h:
            lines = 2
        else:
            lines = 1
        lh = inner.h // lines
        out: dict[str, pygame.Rect] = {}
        if lines == 3:
            out["name"] = pygame.Rect(inner.x, inner.y, inner.w, lh)
            out["stats"] = pygame.Rect(inner.x, inner.y + lh, inner.w, lh)
            out["banners"] = pygame.Rect(inner.x, inner.y + 2 * lh, inner.w, lh)
        elif lines == 2:
            out["name"] = pygame.Rect(inner.x, inner.y, inner.w, lh)
            split = inner.w * 58 // 100
            out["stats"] = pygame.Rect(inner.x, inner.y + lh, split, lh)
            out["banners"] = pygame.Rect(
                inner.x + split + self.px(8), inner.y + lh, inner.w - split - self.px(8), lh
            )
        else:
            a, b = inner.w * 38 // 100, inner.w * 78 // 100
            out["name"] = pygame.Rect(inner.x, inner.y, a, lh)
            out["stats"] = pygame.Rect(inner.x + a + self.px(8), inner.y, b - a - self.px(8), lh)
            out["banners"] = pygame.Rect(
                inner.x + b + self.px(8), inner.y, inner.w - b - self.px(8), lh
            )
        icon = max(12, min(lh - self.px(6, 2), self.px(32)))
        if lines == 1:
            icon = max(12, min(lh - self.px(14, 4), self.px(28)))
        coin = pygame.Rect(0, 0, icon, icon)
        coin.midleft = out["stats"].midleft
        out["coin"] = coin
        return out

    def _stat_boxes(
        self, lzone: str
    ) -> list[tuple[str, str | None, int, pygame.Rect, pygame.Surface]]:
        """A panel's counters as (key, icon, value, icon box, number picture), left to right,
        as many as fit (drawing and tooltips share them)."""
        res, d = self.scene.res, self.d
        seat = self.seat_of(lzone)
        geo = self._panel_geometry(lzone)
        stats = geo["stats"]
        army, command = self.hand_kinds(seat)
        items: list[tuple[str, str | None, int]] = [
            ("coin", "coin.svg", d["coins"][seat]),
            ("ward", "ward.svg", d["wards"][seat]),
            ("vp", "vp.svg", d["vp"][seat]),
            ("army", None, army),
            ("command", None, command),
        ]
        step = self.px(6, 2) + self.px(4)
        icon = geo["coin"].h  # smaller icons rather than a counter left out
        while True:
            num = self.readable(max(10, icon * 4 // 5))
            txts = [res.text(str(value), num, theme.INK, True) for _, _, value in items]
            width = sum(icon + self.px(3) + t.get_width() for t in txts) + step * (len(items) - 1)
            if width <= stats.w + 2 or icon <= 12:
                break
            icon -= 1
        x = stats.x
        out = []
        for (key, rel, value), txt in zip(items, txts, strict=True):
            if x + icon + txt.get_width() > stats.right + 2:
                break
            box = pygame.Rect(x, stats.centery - icon // 2, icon, icon)
            out.append((key, rel, value, box, txt))
            x = box.right + self.px(3) + txt.get_width() + step
        return out

    def _banner_boxes(self, area: pygame.Rect) -> list[tuple[str, pygame.Rect]]:
        """Where the five Color Banners of a panel go (held ones in colour, with letter and
        pattern; the others as faint outlines)."""
        n = len(COLOURS)
        size = max(12, min(area.h, (area.w - (n - 1) * self.px(3)) // n))
        gap = min(self.px(10), (area.w - n * size) // max(1, n - 1))
        out = []
        x = area.x
        for colour in COLOURS:
            out.append((colour, pygame.Rect(x, area.centery - size // 2, size, size)))
            x += size + gap
        return out

    def action_boxes(self, lzone: str) -> list[pygame.Rect]:
        """Where the Centurion track's helmets go: one per action of the turn."""
        d = self.d
        area = self.scene.card_area(lzone)
        left, used = int(d.get("actions_left") or 0), int(d.get("actions_used") or 0)
        n = max(1, left + used, SETUP["actions_per_turn"][str(d.get("players", 2))])
        size = max(14, min(area.h * 3 // 5, (area.w - (n - 1) * self.px(6)) // n, self.px(50)))
        gap = min(self.px(10), (area.w - n * size) // max(1, n - 1)) if n > 1 else 0
        x0 = area.centerx - (n * size + (n - 1) * gap) // 2
        y = area.y + self.px(2)
        return [pygame.Rect(x0 + i * (size + gap), y, size, size) for i in range(n)]

    def reward_layout(self, lzone: str) -> RewardLayout | None:
        """How the Battle Reward is drawn in ``lzone`` (cached per window size and reward):
        the largest text size, from 16 down to 9 px at 1080p, at which the name on its own
        line and the five bonuses, wrapped, fit; else the name moves into the title strip;
        else, at 9 px, each bonus gets at least a line and the longest are cut with "…"."""
        rid = str(self.d.get("battle_reward") or "")
        reward = REWARDS.get(rid)
        if reward is None or lzone not in self.scene.rects:
            return None
        cached = self._reward.get((rid, lzone))
        if cached is not None:
            return cached
        res = self.scene.res
        area = self.scene.card_area(lzone)
        title_size = self.px(19, 11)
        title_h = res.font(title_size, True, True).get_linesize()
        texts = [str(reward["bonuses"][c]["text"]) for c in COLOURS]
        margin = self.px(11, 5)  # the badges' radius at most
        text_x = area.x + 2 * margin + self.px(8, 3)
        width = area.right - text_x
        floor = self.readable(9)
        plan: tuple[bool, int, list[list[str]], bool] | None = None
        for in_strip in (False, True):
            top = area.y if in_strip else area.y + title_h + self.px(4)
            for size in range(self.px(16, floor), floor - 1, -1):
                font = res.font(size)
                wrapped = [res.wrap(t, size, width) for t in texts]
                lines = [line for w in wrapped for line in w]
                if len(lines) * font.get_linesize() <= area.bottom - top and all(
                    font.size(line)[0] <= width for line in lines
                ):
                    plan = (in_strip, size, wrapped, False)
                    break
            if plan is not None:
                break
        if plan is None:  # a line each at least, the longest bonuses cut
            size = floor
            while size > 7 and (area.h // res.font(size).get_linesize()) < len(texts):
                size -= 1
            font = res.font(size)
            wrapped = [res.wrap(t, size, width) for t in texts]
            spare = max(len(texts), area.h // font.get_linesize()) - len(texts)
            counts = [1] * len(texts)
            for i in sorted(range(len(texts)), key=lambda i: len(wrapped[i])):  # most whole
                counts[i] += min(spare, len(wrapped[i]) - 1)
                spare -= counts[i] - 1
            pairs = zip(wrapped, counts, strict=True)
            shown = [w[: n - 1] + [" ".join(w[n - 1 :])] for w, n in pairs]
            plan = (True, size, [[elided(font, x, width) for x in w] for w in shown], True)
        in_strip, size, wrapped, cutting = plan
        font = res.font(size)
        ls = font.get_linesize()
        top = area.y if in_strip else area.y + title_h + self.px(4)
        used = sum(len(w) for w in wrapped) * ls
        gap = max(0, area.bottom - top - used) // len(texts)
        radius = max(4, min(margin, (ls + gap) * 5 // 12))
        rows = []
        y = top + gap // 2
        for colour, text, lines in zip(COLOURS, texts, wrapped, strict=True):
            rect = pygame.Rect(area.x, y, area.w, len(lines) * ls)
            cut = cutting and " ".join(lines) != text
            rows.append(
                RewardRow(
                    colour, text, lines, rect, (area.x + margin + 1, rect.centery), radius, cut
                )
            )
            y = rect.bottom + gap
        layout = RewardLayout(str(reward["name"]), in_strip, title_size, size, text_x, rows)
        self._reward[(rid, lzone)] = layout
        return layout
