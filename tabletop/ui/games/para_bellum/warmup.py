"""Pictures Para Bellum's table may draw, drawn ahead in small steps by the scene's warm-up
queue, once per window size (a first drawing mid-game would cost a slow frame).
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.games.para_bellum.data import COLOURS, COMMAND, EDGES, SPECIAL_UNITS
from tabletop.ui.games.para_bellum import zoom
from tabletop.ui.games.para_bellum.base import LIT, OK, ParaBellumBase
from tabletop.ui.games.para_bellum.cards import design_of
from tabletop.ui.games.para_bellum.grid import GridGeometry
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
        now = sorted({(g.cw, g.ch) for g in self.geo.values()}, reverse=True)
        zoomed = self.zoom_geometries()
        sizes = now + sorted({(g.cw, g.ch) for g in zoomed} - set(now), reverse=True)
        die_sizes = {g.die for g in zoomed}
        die_sizes |= {g.general_die for g in zoomed}
        own_zoomed = self.zoom_geometries(own_only=True)
        if own is not None:
            die_sizes |= {round(own.die * 1.25), max(own.die * 2, self.px(72))}
            for g in [own] + own_zoomed:
                steps.append(lambda g=g: self._grid_back(g))
                for thing in ("cell", "die"):
                    rect = (
                        pygame.Rect(0, 0, g.cw, g.ch)
                        if thing == "cell"
                        else pygame.Rect(0, 0, g.die, g.die)
                    )
                    for color in (LIT, OK, theme.NOPE):
                        steps.append(
                            lambda r=rect, c=color, t=thing: self._glow(
                                pygame.Surface((1, 1)), r, c, t == "die"
                            )
                        )
                for strong in (False, True):
                    steps.append(
                        lambda st=strong, g=g: self._cell_hint(
                            pygame.Surface((1, 1)), pygame.Rect(0, 0, g.cw, g.ch), st
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
        tiles = sorted({design_of(c) for c in army}) + specials
        for size in sizes:
            steps.extend(lambda c=card, z=size: art.face(c, z) for card in tiles)
        drag_sizes = [(own.cw, own.ch)] if own is not None else []
        drag_sizes += [
            s for s in dict.fromkeys((g.cw, g.ch) for g in own_zoomed) if s not in drag_sizes
        ]
        for size in drag_sizes:
            steps.extend(lambda c=card, z=size: self.drag_image_for(c, z) for card in tiles)
        return steps

    def zoom_geometries(self, own_only: bool = False) -> list[GridGeometry]:
        """Each battlefield's geometry at every window it may zoom to (its cell sizes)."""
        scene = self.scene
        own = scene.lz(f"battlefield.{scene.bottom}")
        out = []
        for lzone in self.zones_of("pbgrid"):
            if own_only and lzone != own:
                continue
            area, gap = scene.card_area(lzone), max(1, self.px(3))
            out += [zoom.fit(area, gap, shown) for shown in zoom.windows_possible()]
        return out

    def _queue_warm_up(self) -> None:
        """Add :meth:`warm_steps` to the scene's warm-up queue once per window size (they run
        last: the queue is popped from its end)."""
        scene = self.scene
        queue = getattr(scene, "_warm", None)
        if self._warmed_for == scene.size or not isinstance(queue, list):
            return
        self._warmed_for = scene.size
        queue[:0] = list(reversed(self.warm_steps()))
