"""Pictures Para Bellum's table may draw, drawn ahead in small steps by the scene's warm-up
queue, once per window size (a first drawing mid-game would cost a slow frame).
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.games.para_bellum.data import COLOURS, COMMAND, EDGES, SPECIAL_UNITS
from tabletop.ui.games.para_bellum.base import LIT, OK, ParaBellumBase
from tabletop.ui.table import theme


class WarmUp(ParaBellumBase):
    """The table's pictures (those of ``board``, ``panels``, ``over`` and ``gestures``), queued
    for the scene's warm-up."""

    def warm_steps(self) -> list[Any]:
        """Pictures this table may draw, as small steps for the table's warm-up queue: card
        tiles at each battlefield's cell size, the dragged tile, dice at every size, glows,
        banners, Command cards in the row (a first drawing mid-game would cost a slow frame)."""
        scene, art = self.scene, self.art
        cards = list(scene.game.cards)
        army = [c for c in cards if c in EDGES]
        specials = sorted(SPECIAL_UNITS)
        steps: list[Any] = []
        own = self.geo.get(scene.lz(f"battlefield.{scene.bottom}") or "")
        sizes = sorted({(g.cw, g.ch) for g in self.geo.values()}, reverse=True)
        die_sizes = {g.die for g in self.geo.values()}
        die_sizes |= {max(12, round(g.die * 0.85)) for g in self.geo.values()}
        if own is not None:
            die_sizes |= {round(own.die * 1.25), max(own.die * 2, self.px(72))}
            for thing in ("cell", "die"):
                rect = (
                    pygame.Rect(0, 0, own.cw, own.ch)
                    if thing == "cell"
                    else pygame.Rect(0, 0, own.die, own.die)
                )
                for color in (LIT, OK, theme.NOPE):
                    steps.append(
                        lambda r=rect, c=color, t=thing: self._glow(
                            pygame.Surface((1, 1)), r, c, t == "die"
                        )
                    )
            steps.append(lambda: self._grid_back(own))
            for strong in (False, True):
                steps.append(
                    lambda st=strong: self._cell_hint(
                        pygame.Surface((1, 1)), pygame.Rect(0, 0, own.cw, own.ch), st
                    )
                )
        for colour in ("black", "red", "blue"):
            for value in range(1, 7):
                for size in sorted(die_sizes):
                    steps.append(lambda c=colour, v=value, z=size: self.dice_art.face(c, v, z))
        for lzone in self.zones_of("pbpanel"):
            area = self._panel_geometry(lzone)["banners"]
            size = max(12, min(area.h, (area.w - 4 * self.px(3)) // 5))
            for colour in COLOURS:
                for held in (False, True):
                    steps.append(
                        lambda c=colour, h=held, z=size: self._banner(
                            pygame.Surface((z, z), pygame.SRCALPHA), pygame.Rect(0, 0, z, z), c, h
                        )
                    )
        if "row" in scene.rects:
            row = self.row_slots("row", 4)[0].size
            steps.extend(
                lambda c=card, z=row: art.with_shadow(c, z) for card in cards if card in COMMAND
            )
        for size in sizes:
            steps.extend(lambda c=card, z=size: art.face(c, z) for card in army + specials)
        if own is not None:
            steps.extend(lambda c=card: self.drag_image_for(c) for card in army + specials)
        return steps

    def _queue_warm_up(self) -> None:
        """Add :meth:`warm_steps` to the scene's warm-up queue once per window size (they run
        last: the queue is popped from its end)."""
        scene = self.scene
        queue = getattr(scene, "_warm", None)
        if self._warmed_for == scene.size or not isinstance(queue, list):
            return
        self._warmed_for = scene.size
        queue[:0] = list(reversed(self.warm_steps()))
