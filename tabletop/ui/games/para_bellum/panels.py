"""Drawing the zones about the players on Para Bellum's board: each player's panel (starting
colour, name, team, score, coins, Wards, VP markers, cards in hand, the five Color Banners),
the Centurion track of actions used and left, the token tray with its limits, and (4 players)
the Alliance cards with their allies and the Runner.
"""

from __future__ import annotations

import pygame

from tabletop.games.para_bellum.data import LIMITS, TOKEN_KIND, TOKEN_NAME
from tabletop.ui import palette
from tabletop.ui.cards import CARD_RATIO
from tabletop.ui.games.para_bellum.base import ParaBellumBase
from tabletop.ui.games.para_bellum.cards import fit_text
from tabletop.ui.games.para_bellum.marks import COLOURS as LEGION
from tabletop.ui.games.para_bellum.marks import draw_badge, draw_pattern
from tabletop.ui.table import theme

palette.register(  # the two alliances' colours (4 players): A (seats 1+3), B (seats 2+4)
    "para-bellum.teams",
    {"A": (226, 184, 92), "B": (120, 200, 220)},
    {"A": (230, 159, 0), "B": (86, 180, 233)},
)


class _TeamColours:
    """The alliances' colours in the palette now in use, by team index."""

    def __getitem__(self, team: int) -> tuple[int, int, int]:
        return palette.colours("para-bellum.teams")["AB"[team]]


TEAM_COLOURS = _TeamColours()
TEAM_NAMES = ("Alliance A", "Alliance B")


class Panels(ParaBellumBase):
    """The players' panels, the actions track, the token tray, the Alliance cards (places from
    ``layout``, tokens and the "used" mark from ``board``, titles from ``titles``)."""

    def _draw_panel(self, surface: pygame.Surface, lzone: str) -> None:
        scene, res = self.scene, self.scene.res
        seat = self.seat_of(lzone)
        d = self.d
        rect = scene.rects[lzone]
        geo = self._panel_geometry(lzone)
        active = scene._is_active(seat)
        team = self.team_of(seat)
        if team is not None:
            stripe = pygame.Rect(
                rect.x + self.px(5, 2),
                rect.y + self.px(8, 3),
                max(3, self.px(6)),
                rect.h - self.px(16, 6),
            )
            pygame.draw.rect(surface, TEAM_COLOURS[team], stripe, border_radius=stripe.w // 2)
        if active:
            pygame.draw.rect(
                surface,
                theme.GOLD,
                rect.inflate(-2, -2),
                max(2, self.px(3)),
                border_radius=self.px(16, 6),
            )
        # the name line: starting colour, name, team, score
        line = geo["name"]
        size = self.readable(max(11, min(line.h * 3 // 4, self.px(24))))
        r = max(6, min(size * 3 // 5, line.h // 2 - 1))
        draw_badge(surface, res, d["start_colour"][seat], (line.x + r + 1, line.centery), r)
        names = scene.seat_names()
        score = res.text(f"{self.score(seat)} VP", size, theme.GOLD, True)
        x_name = line.x + 2 * r + self.px(8)
        room = line.right - score.get_width() - self.px(8) - x_name
        labels = [names[seat], f"Player {seat + 1}", f"P{seat + 1}"]
        if team is not None:
            labels.insert(0, f"{names[seat]} · {TEAM_NAMES[team]}")
        if active:
            labels.insert(0, f"▶ {labels[0]}")
        img = res.text(labels[-1], size, theme.INK, True)
        for label in labels:
            img = res.text(label, size, theme.GOLD if active else theme.INK, True)
            if img.get_width() <= room:
                break
        surface.blit(img, img.get_rect(midleft=(x_name, line.centery)))
        surface.blit(score, score.get_rect(midright=(line.right, line.centery)))
        # the stats: coins, Wards, VP markers, cards in hand (Army / Command)
        for key, rel, _value, box, txt in self._stat_boxes(lzone):
            if key == "coin" and self._dragged("coin") and seat == scene.bottom:
                pass  # the coin is in the hand of the mouse
            elif rel is not None:
                img = self.icon(rel, box.h)
                if img is not None:
                    surface.blit(img, box)
            else:
                small = pygame.Rect(0, 0, max(6, round(box.h * CARD_RATIO)), box.h)
                small.center = box.center
                back = (
                    self.art.army_back(small.size) if key == "army" else self.art.back(small.size)
                )
                surface.blit(back, small)
            surface.blit(txt, txt.get_rect(midleft=(box.right + self.px(3), box.centery)))
        for colour, box in self._banner_boxes(geo["banners"]):
            self._banner(surface, box, colour, colour in d["banners"][seat])

    def _banner(self, surface: pygame.Surface, box: pygame.Rect, colour: str, held: bool) -> None:
        key = ("banner", colour, box.w, int(held))
        img = self._rot.get(key)
        if img is None:
            w = box.w
            img = pygame.Surface(box.size, pygame.SRCALPHA)
            cloth = pygame.Rect(
                round(w * 12 / 64), round(w * 15 / 64), round(w * 40 / 64), round(w * 37 / 64)
            )
            tip = cloth.y + cloth.h * 29 // 37
            pts = [
                cloth.topleft,
                cloth.topright,
                (cloth.right, tip),
                (cloth.centerx, cloth.bottom),
                (cloth.x, tip),
            ]
            spec = LEGION[colour]
            if held:
                pole = self.icon("banner.svg", w)
                if pole is not None:
                    img.blit(pole, (0, 0))
                pygame.draw.polygon(img, spec["fill"], pts)
                layer = pygame.Surface(img.get_size(), pygame.SRCALPHA)
                draw_pattern(layer, colour, cloth)
                mask = pygame.Surface(img.get_size(), pygame.SRCALPHA)
                pygame.draw.polygon(mask, (255, 255, 255, 255), pts)
                layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
                img.blit(layer, (0, 0))
                pygame.draw.polygon(img, spec["dark"], pts, max(1, w // 24))
                ink = spec["ink"]
            else:
                pygame.draw.polygon(img, (255, 255, 255, 18), pts)
                pygame.draw.polygon(img, (*spec["fill"], 120), pts, max(1, w // 22))
                ink = (*spec["fill"],)
            letter = self.scene.res.text(
                spec["letter"], self.readable(max(8, w * 2 // 5)), ink, True
            )
            if not held:
                letter = letter.copy()
                letter.set_alpha(130)
            img.blit(letter, letter.get_rect(center=(cloth.centerx, cloth.centery - w // 24)))
            self._rot[key] = img
        surface.blit(img, box)

    def _draw_actions(self, surface: pygame.Surface, lzone: str) -> None:
        scene, res = self.scene, self.scene.res
        d = self.d
        title = self.actions_title()
        self._retitle(surface, lzone, [title, title.replace(" this turn", ""), "Actions"])
        area = scene.card_area(lzone)
        if d.get("over"):  # no helmets left lit: nobody acts any more
            box = self.action_boxes(lzone)[0]
            img = res.text("The game is over", self.readable(self.px(15, 10)), theme.INK, True)
            surface.blit(img, img.get_rect(midtop=(area.centerx, box.bottom + self.px(4))))
            return
        left, used = int(d.get("actions_left") or 0), int(d.get("actions_used") or 0)
        boxes = self.action_boxes(lzone)
        size = boxes[0].h
        y = boxes[0].y
        helmet = self.icon("centurion.svg", size)
        for i, box in enumerate(boxes):
            if i < used:
                pygame.draw.circle(surface, (30, 22, 16), box.center, size // 2)
                pygame.draw.line(surface, (120, 100, 80), box.topleft, box.bottomright, 2)
            elif helmet is not None:
                surface.blit(helmet, box)
            else:
                pygame.draw.circle(surface, (160, 30, 30), box.center, size // 2)
        if left:
            text = f"{left} action{'s' if left != 1 else ''} left this turn"
        else:
            army = d.get("phase") == "Army phase"
            text = "Army phase: place a card first" if army else "no actions left"
        img = res.text(text, self.readable(self.px(15, 10)), theme.INK, True)
        surface.blit(img, img.get_rect(midtop=(area.centerx, y + size + self.px(4))))

    def _draw_tokens(self, surface: pygame.Surface, lzone: str) -> None:
        scene, res = self.scene, self.scene.res
        tray = self.tray()
        if tray is None:
            return
        seat = scene.bottom
        held = [x["token"] for x in self.d.get("dice", []) if x["seat"] == seat and x["token"]]
        dragged = self._dragged_prefix("token:")
        for tid, rect in tray.rects.items():
            t = tid[6:]
            count = held.count(t)
            label = f"{count}/{LIMITS['per_type']}"
            if tid != dragged:
                tab = label if tray.count_on_tab else None
                self._draw_token(surface, t, rect, letter=not tray.named, tab=tab)
            if tray.count_on_tab:
                label = TOKEN_NAME[t]
            elif tray.named:
                label = f"{TOKEN_NAME[t]} {label}"
            color = theme.INK if count < LIMITS["per_type"] else theme.MUTED
            img = res.text(label, tray.size, color)
            if tray.beside:
                surface.blit(img, img.get_rect(midleft=(rect.right + tray.space, rect.centery)))
            else:
                surface.blit(img, img.get_rect(midtop=(rect.centerx, rect.bottom + self.px(1))))
        commander = sum(1 for t in held if TOKEN_KIND[t] == "commander")
        counts = (
            f"{commander}/{LIMITS['commander']} red \u00b7 "
            f"{len(held) - commander}/{LIMITS['legion']} black"
        )
        rect = scene.rects[lzone]
        text, size = fit_text(
            res,
            [f"your limits: {counts}", f"limits: {counts}", counts],
            rect.w - 2 * self.px(8, 3),
            list(range(tray.size, min(tray.size, self.readable(9)) - 1, -1)),
        )
        img = res.text(text, size, theme.MUTED)
        surface.blit(img, img.get_rect(midbottom=(rect.centerx, tray.limits_bottom)))

    def _draw_alliance(self, surface: pygame.Surface, lzone: str) -> None:
        scene, res = self.scene, self.scene.res
        team = int(scene.zone(lzone).props.get("team", 0))
        alliances = self.d.get("alliances") or []
        if team >= len(alliances):
            return
        a = alliances[team]
        card, runner_home = self.alliance_rects(lzone)
        if a["card"] in self.d.get("turned", []):
            self._draw_used(surface, a["card"], card)
        else:
            self.art.blit_with_shadow(surface, a["card"], card)
        names = scene.seat_names()
        rr = self.runner_rect(team)
        left = card.right + self.px(8)
        if rr is not None and a["runner"]:  # the Runner on the card juts out to its right
            left = max(left, rr.right + self.px(4))
        right = pygame.Rect(left, card.y, scene.rects[lzone].right - left - self.px(6), card.h)
        y = right.y
        tag = res.text(TEAM_NAMES[team], self.readable(self.px(17, 10)), TEAM_COLOURS[team], True)
        surface.blit(tag, (right.x, y))
        y += tag.get_height()
        for s in a["seats"]:
            img = res.text(names[s], self.readable(self.px(14, 9)), theme.INK)
            if img.get_width() > right.w:
                img = res.text(f"Player {s + 1}", self.px(14, 9), theme.INK)
            surface.blit(img, (right.x, y))
            y += img.get_height()
        if rr is not None and not self._dragged(f"runner.{team}"):
            img = self.icon("runner.svg", rr.w)
            if img is not None:
                surface.blit(img, rr)
            cap = res.text("Runner", self.readable(self.px(12, 9)), theme.MUTED)
            spot = cap.get_rect(midbottom=(rr.centerx, rr.top - 1))
            if not a["runner"] and spot.top >= y:  # only where the names leave room
                surface.blit(cap, spot)
