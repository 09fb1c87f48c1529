"""Para Bellum's events as animations: a card flying into its cell, dice rolling, changing
and removed, tokens put under dice, coins, Wards, VP and banners on the panels, completed
legions, the morale die.
"""

from __future__ import annotations

import pygame

from tabletop.games.para_bellum import grid as G
from tabletop.games.para_bellum.data import TOKEN_NAME
from tabletop.rules import Event
from tabletop.ui.anim import Anim, Callback, Flash, FloatText, Pulse, Slide
from tabletop.ui.games.para_bellum.base import ParaBellumBase
from tabletop.ui.games.para_bellum.dice import MORALE, DieGlint, DieRoll
from tabletop.ui.games.para_bellum.marks import COLOURS as LEGION
from tabletop.ui.table import theme


class Animations(ParaBellumBase):
    """The rules' events, followed on the display and animated (places from ``layout``)."""

    def event(self, event: Event) -> list[Anim] | None:  # noqa: C901 - one branch per event kind
        scene = self.scene
        controller = scene.controller
        kind = event.kind
        d = self.d
        self._hits = None  # what lies where may change now
        if kind == "place" and event.card and event.seat is not None and event.dst:
            seat = event.seat
            src = scene.spot_rect(f"hand.{seat}", event.card)
            controller.apply_event(scene.display, event)
            scene._spots = None
            cell = G.parse_cell(event.dst)
            geo = self.geo.get(scene.lz(f"battlefield.{seat}") or "")
            if cell is None or geo is None:
                return []
            dst = geo.cell_rect(*cell)
            key = (seat, G.key(*cell))
            self.landing.add(key)
            image = self.art.face(event.card, dst.size)
            slide = Slide(image, src, dst, scene._d("move"), lift=self.px(30))

            def land() -> None:
                self.landing.discard(key)
                scene.dirty = True

            return [slide, Callback(land, slide.duration)]
        if kind in ("roll", "reroll") and event.card:
            controller.apply_event(scene.display, event)
            die = self.die_by_id(event.card)
            rect = self.die_rect(die) if die else None
            if die is None or rect is None:
                return []
            self.rolling.add(die["id"])
            die_id = die["id"]

            def landed() -> None:
                self.rolling.discard(die_id)
                scene.dirty = True

            roll = DieRoll(
                self.dice_art,
                die["colour"],
                die["value"],
                rect,
                0.55,
                seed=hash(die_id) & 0xFFFF,
                hop=rect.h,
            )
            return [
                roll,
                Callback(landed, roll.duration, hold=0.12),
                self._float_at(f"{die['value']}", rect, (255, 255, 255), 30, 0.5),
            ]
        if kind == "die" and event.card:
            old = self.die_by_id(event.card)
            before = old["value"] if old else None
            controller.apply_event(scene.display, event)
            die = self.die_by_id(event.card)
            rect = self.die_rect(die) if die else None
            if die is None or rect is None:
                return []
            delta = die["value"] - (before or die["value"])
            color = theme.GAIN if delta >= 0 else theme.DAMAGE
            text = f"{delta:+d}" if delta else str(die["value"])
            return [DieGlint(rect, color), self._float_at(text, rect, color, 30)]
        if kind == "die_removed" and event.card:
            die = self.die_by_id(event.card)
            rect = self.die_rect(die) if die else None
            controller.apply_event(scene.display, event)
            if rect is None:
                return []
            return [
                DieGlint(rect, theme.DAMAGE, 0.8),
                self._float_at("\u2716 removed", rect, (255, 120, 100), 26),
            ]
        if kind == "token" and event.card and event.src:
            controller.apply_event(scene.display, event)
            die = self.die_by_id(event.card)
            rect = self.die_rect(die) if die else None
            if rect is None:
                return []
            name = TOKEN_NAME.get(event.src.partition(":")[2], "")
            return [DieGlint(rect, theme.GOLD), self._float_at(f"[{name}]", rect, theme.GOLD, 26)]
        if kind in ("coins", "ward", "vp", "banner", "morale") and event.seat is not None:
            controller.apply_event(scene.display, event)
            return self._panel_effect(event)
        if kind == "legion" and event.seat is not None:
            controller.apply_event(scene.display, event)
            lzone = scene.lz(f"battlefield.{event.seat}") or ""
            rect = scene.rects.get(lzone)
            if rect is None:
                return []
            words = [self._float_at(f"Legion of {event.amount} cards!", rect, theme.GOLD, 34, 0.7)]
            return self._legion_pulse(event, lzone) + words
        if kind == "reward" and event.seat is not None:
            controller.apply_event(scene.display, event)
            rect = scene.rects.get("reward") or scene.rects.get("status")
            return [Pulse(rect, theme.GOLD, 0.8)] if rect is not None else []
        if kind in ("activate", "herold") and event.card:
            controller.apply_event(scene.display, event)
            rect = self.card_rect(event.card)
            return [Pulse(rect, theme.GOLD, scene._d("pulse"))] if rect is not None else []
        if kind == "end_trigger":
            controller.apply_event(scene.display, event)
            return [scene._banner("Last round! " + event.text.split(".")[0] + ".", 1.6)]
        if kind in ("actions", "straighten", "round"):
            controller.apply_event(scene.display, event)
            return []
        del d
        return None

    def _legion_pulse(self, event: Event, lzone: str) -> list[Anim]:
        """Rings in the legion's colour around the cards of a completed legion."""
        first, last = G.parse_cell(event.src), G.parse_cell(event.dst)
        geo = self.geo.get(lzone)
        colour = (event.details or {}).get("colour")
        if first is None or last is None or geo is None or colour not in LEGION:
            return []
        span = geo.cell_rect(*first).union(geo.cell_rect(*last))
        return [Pulse(span, LEGION[colour]["fill"], 0.8)]

    def _float_at(
        self,
        text: str,
        rect: pygame.Rect,
        color: tuple[int, int, int],
        size: int,
        hold: float | None = None,
    ) -> FloatText:
        img = self.scene._outlined(text, self.px(size, 12), color)
        duration = self.scene._d("float")
        return FloatText(
            img,
            rect.center,
            duration,
            rise=self.px(50, 16),
            hold=duration * 0.5 if hold is None else hold,
        )

    def _panel_float(
        self,
        text: str,
        rect: pygame.Rect,
        color: tuple[int, int, int],
        size: int,
        hold: float | None = None,
    ) -> FloatText:
        """A callout about a player panel (coins, a Banner, morale), beside the panel rather
        than over it, so that what changed stays readable: on that seat's own battlefield, at
        its point nearest the panel, the whole rise inside it (above or below the panel, it
        rose over the decks or another seat's labels, as if they had gained it); where the
        battlefield has no room, below a panel in the window's upper half (rising towards
        it), above one in the lower half (rising away)."""
        img = self.scene._outlined(text, self.px(size, 12), color)
        duration = self.scene._d("float")
        rise = self.px(50, 16)
        gap = self.px(4, 2)
        h = img.get_height()
        field = self._field_of_panel(rect)
        if field is not None and field.w >= img.get_width() + 2 * gap:
            half = img.get_width() // 2
            low, high = field.top + gap + h // 2 + rise, field.bottom - gap - h // 2
            if low <= high:
                x = max(field.left + gap + half, min(field.right - gap - half, rect.centerx))
                y = max(low, min(high, rect.centery))
                hold = duration * 0.5 if hold is None else hold
                return FloatText(img, (x, y), duration, rise=rise, hold=hold)
        if rect.centery < self.scene.size[1] // 2:
            y = rect.bottom + gap + h // 2 + rise
        else:
            y = rect.top - gap - h // 2
        y = max(h // 2 + round(rise), min(self.scene.size[1] - h // 2, y))
        half = img.get_width() // 2
        x = max(half, min(self.scene.size[0] - half, rect.centerx))
        return FloatText(
            img, (x, y), duration, rise=rise, hold=duration * 0.5 if hold is None else hold
        )

    def _field_of_panel(self, rect: pygame.Rect) -> pygame.Rect | None:
        """The card area of the battlefield of the seat whose panel is ``rect`` (None: none)."""
        scene = self.scene
        for seat in range(int(self.d.get("players", 2))):
            if scene.rects.get(scene.lz(f"panel.{seat}") or "") == rect:
                field = scene.lz(f"battlefield.{seat}")
                return scene.card_area(field) if field in scene.rects else None
        return None

    def _panel_effect(self, event: Event) -> list[Anim]:
        scene = self.scene
        seat = event.seat
        assert seat is not None
        lzone = scene.lz(f"panel.{seat}") or ""
        rect = scene.rects.get(lzone)
        if rect is None:
            return []
        kind, amount = event.kind, event.amount or 0
        if kind == "coins":
            src, dst = event.src or "", event.dst or ""
            if src.startswith("coins.") and dst.startswith("coins."):
                other = scene.rects.get(scene.lz(f"panel.{src[6:]}") or "")
                out: list[Anim] = [self._panel_float(f"+{amount} coins", rect, theme.GOLD, 30)]
                if other is not None:
                    out.append(self._panel_float(f"-{amount} coins", other, theme.DAMAGE, 30))
                return out
            word = f"{amount:+d} coin{'s' if abs(amount) != 1 else ''}"
            return [self._panel_float(word, rect, theme.GOLD if amount >= 0 else theme.DAMAGE, 30)]
        if kind == "ward":
            return [self._panel_float(f"+{amount} Ward", rect, (150, 190, 255), 30)]
        if kind == "vp":
            return [self._panel_float(f"+{amount} VP", rect, theme.GOLD, 32)]
        if kind == "banner":
            colour = (event.details or {}).get("colour", "red")
            return [  # a flash inside the panel: rings around it ran off the window's edge
                Flash(rect, LEGION[colour]["fill"], 0.8, peak=110),
                self._panel_float(
                    f"{colour.capitalize()} Banner!", rect, LEGION[colour]["fill"], 34, 0.8
                ),
            ]
        # morale: the morale die rolls beside the panel (0: a Ward was used instead)
        if amount == 0:
            return [self._panel_float("Ward: morale holds", rect, (150, 190, 255), 28, 0.8)]
        size = max(24, min(rect.h // 2, self.px(56)))
        die_rect = pygame.Rect(0, 0, size, size)
        die_rect.center = (rect.right - size, rect.centery)
        passed = bool((event.details or {}).get("passed"))
        word = "Morale holds" if passed else "Morale fails!"
        return [
            DieRoll(self.dice_art, MORALE, amount, die_rect, 0.6, seed=amount * 7),
            self._panel_float(word, rect, theme.GAIN if passed else theme.DAMAGE, 30, 0.9),
        ]
