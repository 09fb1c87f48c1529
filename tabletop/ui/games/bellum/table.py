"""Bellum on the table: its painters (painters.py), the hover's notes (words.py), and the
animations of its own events: the exchange of combat damage, blocks, attacks, destroyed
creatures, a plundered district, flips, purchases and an unblockable turn."""

from __future__ import annotations

import sys

import pygame

from tabletop.rules import Event
from tabletop.ui import palette
from tabletop.ui.anim import Anim, Flash, Pulse
from tabletop.ui.cards import CardArt
from tabletop.ui.games.bellum.cards import BellumArt
from tabletop.ui.games.bellum.controller import BellumController
from tabletop.ui.games.bellum.painters import PAINTERS
from tabletop.ui.games.bellum.words import notes
from tabletop.ui.table import theme
from tabletop.ui.table.extension import TableExtension

HARM = (255, 130, 110)
GUARD = (130, 190, 255)
GAIN = (150, 230, 140)
# floating words and log lines: harm against a block and a gain (colour-blind: orange, white, sky)
palette.register(
    "bellum-changes",
    {"harm": HARM, "guard": GUARD, "gain": GAIN},
    {"harm": (245, 130, 40), "guard": (240, 240, 240), "gain": (90, 170, 255)},
)
palette.bind(
    "bellum-changes", sys.modules[__name__], {"HARM": "harm", "GUARD": "guard", "GAIN": "gain"}
)


class BellumTable(TableExtension):
    painters = PAINTERS
    log_colors = {
        "damage": HARM,
        "destroyed": HARM,
        "plunder": (255, 90, 70),
        "attack": HARM,
        "block": GUARD,
        "buy": GAIN,
        "flip": theme.GOLD,
    }
    palette.bind(
        "bellum-changes",
        log_colors,
        {"damage": "harm", "destroyed": "harm", "attack": "harm", "block": "guard", "buy": "gain"},
    )
    events = frozenset(
        {"damage", "block", "attack", "destroyed", "plunder", "flip", "buy", "unblockable"}
    )

    def resize(self) -> None:
        self.sync()

    def sync(self) -> None:
        """Seats are named by their cities (the view says which is whose)."""
        ctl = self.scene.controller
        if isinstance(ctl, BellumController):
            ctl.learn(self.scene.display.data)

    def card_art(self) -> CardArt:
        s = self.scene
        return BellumArt(s.res, s.game.id, s.game.cards)

    def where(self, card: str | None) -> str | None:
        if card is None:
            return None
        for zone, cards in self.scene.display.zones.items():
            if card in cards:
                return zone
        return None

    def card_notes(self, card: str) -> list[tuple[str, str]]:
        known = self.card_data(card)
        if known is None:
            return []
        return notes(*known, self.where(card) or "")

    def usual_target(self, card: str) -> str | None:
        return f"play.{self.scene.bottom}"

    # ----- events ------------------------------------------------------------------------

    def event(self, event: Event) -> list[Anim] | None:
        if event.kind not in self.events:
            return None
        self.scene.controller.apply_event(self.scene.display, event)
        return self.effect(event)

    def card_rect(self, card: str | None) -> pygame.Rect | None:
        zone = self.where(card)
        if zone is None or self.scene.lz(zone) not in self.scene.rects:
            return None
        return self.scene.spot_rect(zone, card)

    def side_rect(self, seat: int | None) -> pygame.Rect:
        s = self.scene
        if seat is None:
            return s.rects.get("status", pygame.Rect(0, 0, *s.size))
        return s.rects[s.lz(f"play.{seat}") or "status"]

    def effect(self, event: Event) -> list[Anim]:
        s = self.scene
        kind = event.kind
        rect = self.card_rect(event.card)
        details = event.details or {}
        if kind == "damage" and rect is not None:
            power = details.get("power")
            words = f"-{event.amount}" if event.amount else "Shield!"
            out: list[Anim] = [
                Flash(rect, theme.DAMAGE, s._d("flash"), hold=0.35),
                s._float(words, rect.center, (255, 110, 90), 46),
            ]
            if isinstance(power, int):
                left = f"power {power}" if power > 0 else "no power left"
                out.append(s._float(left, rect.midbottom, theme.INK, 26))
            return out
        if kind == "block" and rect is not None:
            other = self.card_rect(details.get("attacker"))
            out = [Pulse(rect, GUARD, s._d("pulse")), s._float("Blocks!", rect.center, GUARD, 34)]
            if other is not None:
                out.append(Pulse(other, HARM, s._d("pulse")))
            return out
        if kind == "attack":
            side = self.side_rect(event.seat)
            return [Pulse(side, HARM, s._d("pulse")), s._float("Attack!", side.center, HARM, 48)]
        if kind == "destroyed" and rect is not None:
            return [
                Flash(rect, (40, 10, 10), s._d("flash"), hold=0.4),
                s._float("Destroyed", rect.center, HARM, 34),
            ]
        if kind == "plunder":
            where = rect or self.side_rect(event.seat)
            return [
                Flash(where, (255, 60, 40), s._d("flash"), hold=0.6),
                s._float("Plundered!", where.center, (255, 90, 70), 46),
            ]
        if kind == "flip":
            where = rect or self.side_rect(event.seat)
            return [
                Pulse(where, theme.GOLD, s._d("pulse")),
                s._float("Flipped", where.center, theme.GOLD, 34),
            ]
        if kind == "buy":  # over the buyer's side: over the pile it covered the pile's title
            where = self.side_rect(event.seat)
            name = s.art.name(event.card) if event.card else ""
            return [s._float(f"Bought {name}".strip(), where.center, GAIN, 34)]
        if kind == "unblockable":
            side = self.side_rect(event.seat)
            return [s._float("Cannot be blocked!", side.center, theme.GOLD, 36)]
        return []


EXTENSION = BellumTable
