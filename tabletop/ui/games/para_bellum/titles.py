"""Zone titles Para Bellum's table draws itself: they shrink, then shorten, to fit.

A zone whose layout gives a ``title`` (instead of a ``label``) is titled here, shrunk a little,
then in a shorter form ("Army", "Playing"), then cut with "…", so that no title runs past its
zone (own kinds on the board, the generic ``pending`` zone over it). The actions track is
titled with whose actions it shows, over the layout's label.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from tabletop.ui.games.para_bellum.base import ParaBellumBase
from tabletop.ui.games.para_bellum.cards import fit_group, fit_text
from tabletop.ui.table import theme


class Titles(ParaBellumBase):
    """Titles of the zones whose layout gives a ``title``, fitted to their zone."""

    def title_sizes(self) -> list[int]:
        """Zone title sizes, largest first: the table's label size down to 3 less (9 px at
        least), as the generic table shrinks its labels."""
        size = self.scene.label_size
        low = self.readable(max(9, size - 3))
        return list(range(max(size, low), low - 1, -1))

    def title_words(self, lzone: str) -> list[str]:
        """A titled zone's words, longest first: "Player 2 (bot) · Play area", "Player 2 ·
        Play area", "Play area" (or "Your play area"), then the layout's ``short`` forms."""
        scene = self.scene
        zone = scene.zone(lzone)
        title = str(zone.props.get("title") or "")
        shorts = [w for w in str(zone.props.get("short") or "").split("|") if w]
        if zone.owner < 0:
            return [title, *shorts]
        seat = scene.seat_at(zone.owner)
        if not scene.hot_seat and scene.humans and seat == scene.bottom:
            return [f"Your {title}", title.capitalize(), *shorts]
        name, plain = scene.seat_names()[seat], scene.controller.seat_name(seat)
        words = [f"{n} \u00b7 {title.capitalize()}" for n in dict.fromkeys((name, plain))]
        return [*words, title.capitalize(), *shorts]

    def titles(self) -> dict[str, tuple[str, int, tuple[int, int]]]:
        """Words, size and place of the titles of zones whose layout gives a ``title`` (and no
        ``label``, which the generic table would draw at one size, overflowing narrow zones).
        Zones of one ``title_group`` (the two decks) share a size and a form. Cached per
        window size."""
        if self._titles is not None:
            return self._titles
        scene = self.scene
        pad, top = self.px(10, 4), self.px(5, 2)
        groups: dict[str, list[str]] = {}
        for lzone, zone in scene.layout.zones.items():
            if zone.props.get("title") and lzone in scene.rects:
                groups.setdefault(str(zone.props.get("title_group") or lzone), []).append(lzone)
        out: dict[str, tuple[str, int, tuple[int, int]]] = {}
        for members in groups.values():
            rects = [scene.rects[z] for z in members]
            fits = fit_group(
                scene.res,
                [(self.title_words(z), r.w - 2 * pad) for z, r in zip(members, rects, strict=True)],
                self.title_sizes(),
                True,
            )
            for z, r, (text, size) in zip(members, rects, fits, strict=True):
                out[z] = (text, size, (r.x + pad, r.y + top))
        self._titles = out
        return out

    def _draw_title(self, surface: pygame.Surface, lzone: str) -> None:
        title = self.titles().get(lzone)
        if title is not None:
            text, size, pos = title
            surface.blit(self.scene.res.text(text, size, theme.MUTED, True), pos)

    def actions_title(self) -> str:
        """Whose actions the track shows: "Your actions this turn", "Player 2's actions"."""
        d = self.d
        if d.get("over"):
            return "Actions"
        seat = int(d.get("active", 0))
        scene = self.scene
        if scene.humans and not scene.hot_seat and seat == scene.bottom:
            return "Your actions this turn"
        return f"{scene.controller.seat_name(seat)}'s actions this turn"

    def _retitle(
        self,
        surface: pygame.Surface,
        lzone: str,
        words: Sequence[str],
        color: tuple[int, int, int] = theme.MUTED,
        serif: bool = False,
    ) -> None:
        """Write a title over a zone's label: the label's strip is repainted as the static
        layer has it there (felt, the zone's fill), then the first of ``words`` that fits
        goes on it (shrunk a little, then shorter words, then cut with "…")."""
        scene, res = self.scene, self.scene.res
        rect = scene.rects[lzone]
        felt = scene.felt()
        pad = self.px(10, 4)
        top = rect.y + self.px(5, 2)
        strip = pygame.Rect(rect.x + pad, top, rect.w - 2 * pad, scene.label_height())
        if felt is not None:
            surface.blit(felt, strip, strip)
            fill = pygame.Surface(strip.size, pygame.SRCALPHA)
            fill.fill(theme.ZONE_FILL)
            surface.blit(fill, strip)
        text, size = fit_text(res, words, strip.w, self.title_sizes(), True, serif)
        surface.blit(res.text(text, size, color, True, serif), (strip.x, top))
