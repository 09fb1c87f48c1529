"""What Para Bellum's table draws over the board every frame, from cached pictures: glows
on the targets of the dragged or selected thing and on every usable card, hints on the cells
where a card can go, rings on usable pieces, the selection, the hovered die shown large, the
Battle Reward's bonus buttons, the opponent picker, the choice menu and the tooltip; and where
it drew, so that the window is refreshed only there.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.games.para_bellum.actions import a_token, token_label
from tabletop.ui import palette
from tabletop.ui.games.para_bellum.base import DIE_WORD, LIT, OK, PIECES, ParaBellumBase
from tabletop.ui.games.para_bellum.controller import ParaBellumInteraction
from tabletop.ui.table import theme
from tabletop.ui.table.present import Recorder
from tabletop.ui.table.widgets import panel


class Over(ParaBellumBase):
    """Glows, hints, rings, the hovered die, menus and tips over the board (what is lit from
    ``gestures``, places from ``layout``, titles, tokens and the tooltip from ``titles``,
    ``board`` and ``tips``; it queues ``warmup``'s steps)."""

    def draw_over(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """Glows, hints, titles, menus over the board; returns where it drew when every
        piece was a plain blit (so the window is refreshed only there next frame), else None."""
        scene = self.scene
        self._rings_drawn = False  # a ring or glow around a round piece: see _ring_at
        known = not self._repaint_for_palette(surface)
        self._queue_warm_up()
        window = surface
        recorder = Recorder(window)
        surface = recorder  # type: ignore[assignment]  # blits only, until `known` is False
        for lzone in self.titles():  # titles of the generic table's zones ("Being played")
            if scene.zone(lzone).kind not in self.kinds:
                self._draw_title(surface, lzone)
        targets, over = self.lit_targets()
        drag = scene.drag
        for thing in targets:
            if (
                drag is not None
                and drag.moving
                and not drag.piece
                and scene.lz(thing) in scene.rects
            ):
                continue  # the scene already lights whole zones for hand cards
            rect = self.thing_rect(thing)
            if rect is not None:
                self._glow(
                    surface,
                    rect,
                    OK if thing == over else LIT,
                    thing.startswith(PIECES),
                )
        it = self.it
        if it is not None and not targets and (drag is None or not drag.moving):
            hover = scene.hover
            shown: dict[str, Any] = {}
            if hover is not None and hover.zone == "hand.0" and hover.card in it.drags:
                shown = it.drags[hover.card]  # a hand card under the mouse: where it can go
            elif "place" in it.kinds:
                shown = {t: None for zones in it.drags.values() for t in zones}
            for thing in shown:
                if thing.startswith("cell:"):
                    rect = self.thing_rect(thing)
                    if rect is not None:
                        self._cell_hint(surface, rect, hover is not None)
        if it is not None and not targets and self.menu is None:
            chosen = self.chosen_dice()
            for thing in it.picks:  # things to click: lit all the time
                rect = self.thing_rect(thing)
                if rect is None:
                    continue
                if chosen is not None:  # dice to choose: a thin ring; gold is for the chosen
                    self._ring_at(surface, rect, (255, 236, 160))
                else:
                    self._glow(surface, rect, LIT, thing.startswith("die:"))
            for die_id in chosen or ():
                rect = self.thing_rect(die_id)
                if rect is not None:
                    self._glow(surface, rect, LIT, True)
            self._draw_usable(surface, it)
            if drag is None or not drag.moving:
                for piece in it.moves:  # pieces that can be used: a thin ring
                    rect = self.thing_rect(piece)
                    if rect is not None and piece != self.selected:
                        self._ring_at(surface, rect, (255, 236, 160))
        if self.selected is not None:
            rect = self.thing_rect(self.selected)
            if rect is not None:
                self._glow(
                    surface,
                    rect,
                    theme.NOPE,
                    self.selected.startswith(PIECES),
                )
        if self._rings_drawn:  # a die's glow may reach the General die's pips
            self._general_over_glows(surface)
        # Below, pieces drawn with pygame.draw on the window itself: their extent is not noted.
        if self.hover_die and (drag is None or not drag.moving):
            self._draw_die_hover(window, self.hover_die)
            known = False
        for b in self.choice_buttons if it is not None else ():
            b.draw(window, scene.res, scene.scale)
            known = False
        if self.picker is not None and not self.picker.hidden:
            self.picker.draw(window)
            known = False
        if self.menu is not None:
            for thing in self.menu.involved:
                rect = self.thing_rect(thing)
                if rect is not None:
                    self._glow(surface, rect, LIT, thing.startswith("die:"))
            self.menu.draw(window)
            known = False
        elif self.hover_die is None and (drag is None or not drag.moving):
            if self.picker is None or self.picker.hidden:
                self._draw_tip(surface)
        return recorder.rects if known else None

    def chosen_dice(self) -> list[str] | None:
        """While dice are being chosen to reroll: the ids chosen so far (the rules' reroll
        step in the view's stack); None at any other decision."""
        it = self.it
        if it is None or not {"pick", "roll"} <= it.kinds:
            return None
        for frame in reversed(self.d.get("stack", [])):
            if frame.get("step") == "reroll":
                return list(frame.get("chosen", []))
        return None

    def _repaint_for_palette(self, surface: pygame.Surface) -> bool:
        """After a change of the palette setting, the whole board at once (every zone, the
        generic ones too, in the new colours) onto ``surface``; whether it did."""
        if self._board_palette == palette.generation():
            return False
        self._board_palette = palette.generation()
        scene = self.scene
        scene._sigs = None
        scene._board = scene._render_board()
        scene._board_stale = False
        surface.blit(scene._board, (0, 0))
        return True

    def usable_cards(self, it: ParaBellumInteraction) -> list[str]:
        """Cards that can be used now besides the ones clicked outright: Permanents whose
        ability a die or coins pay (the paying piece is dragged onto them), the Alliance card
        (the Runner), and hand cards that can be deployed or played as an Order."""
        out: list[str] = []
        for targets in it.moves.values():
            for target, actions in targets.items():
                if target not in out and any(a.kind in ("activate", "herold") for a in actions):
                    out.append(target)
        for card, zones in it.drags.items():
            if any(a.kind in ("deploy", "command") for a in zones.values()):
                out.append(card)
        return [c for c in out if c not in it.picks]

    def _draw_usable(self, surface: pygame.Surface, it: ParaBellumInteraction) -> None:
        """Every card with a legal ability, deployment or Order glows (cached glows only)."""
        scene = self.scene
        usable = self.usable_cards(it)
        if not usable:
            return
        drag = scene.drag
        hand = {s.card: s for s in scene.spots() if s.zone == "hand.0" and s.card}
        for card in usable:
            if card == self.selected or (drag is not None and drag.moving and drag.card == card):
                continue
            spot = hand.get(card)
            if spot is not None:
                hovered = scene.hover is not None and scene.hover.card == card
                if not hovered:  # the scene itself lights the hovered hand card
                    rect = scene._lifted(spot)
                    glow = self.art.glow(rect.size)
                    surface.blit(glow, glow.get_rect(center=rect.center))
                continue
            rect = self.card_rect(card)
            if rect is not None:
                self._glow(surface, rect, LIT, False)

    def _cell_hint(self, surface: pygame.Surface, rect: pygame.Rect, strong: bool) -> None:
        """A cell where a card could go: a dashed gold outline (brighter for the hovered card)."""
        key = ("hint", rect.w, rect.h, int(strong))
        img = self._rot.get(key)
        if img is None:
            img = pygame.Surface(rect.size, pygame.SRCALPHA)
            img.fill((*LIT, 50 if strong else 22))
            alpha = 230 if strong else 140
            dash = max(4, rect.w // 10)
            width = max(2, self.px(3)) if strong else max(1, self.px(2))
            for x in range(0, rect.w, 2 * dash):
                pygame.draw.line(img, (*LIT, alpha), (x, 0), (min(rect.w, x + dash), 0), width)
                pygame.draw.line(
                    img, (*LIT, alpha), (x, rect.h - 1), (min(rect.w, x + dash), rect.h - 1), width
                )
            for y in range(0, rect.h, 2 * dash):
                pygame.draw.line(img, (*LIT, alpha), (0, y), (0, min(rect.h, y + dash)), width)
                pygame.draw.line(
                    img, (*LIT, alpha), (rect.w - 1, y), (rect.w - 1, min(rect.h, y + dash)), width
                )
            self._rot[key] = img
        surface.blit(img, rect)

    def _glow(
        self, surface: pygame.Surface, rect: pygame.Rect, color: tuple[int, int, int], round_: bool
    ) -> None:
        if round_:
            self._ring_at(surface, rect, color, thick=True)
            return
        glow = self.scene._zone_glow(rect, color)
        surface.blit(glow, glow.get_rect(center=rect.center))

    def _general_over_glows(self, surface: pygame.Surface) -> None:
        """The General die drawn again over the glows of the Commander dice just above and
        below it (a thick glow reaches past a die's corners, onto its neighbour's pips)."""
        for die in self.d.get("dice", []):
            if die["square"] != "general" or self._dragged(die["id"]) or die["id"] in self.rolling:
                continue
            rect = self.thing_rect(die["id"])
            if rect is not None:
                img = self.dice_art.face(die["colour"], die["value"], rect.w)
                surface.blit(img, self.dice_art.origin(rect))

    def _ring_at(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        color: tuple[int, int, int],
        thick: bool = False,
    ) -> None:
        self._rings_drawn = True
        side = max(rect.w, rect.h)
        # a thick glow lies wholly outside the die's corners, so it never hides a pip
        inner = round(side * 0.72) + 1
        size = 2 * (inner + 10) if thick else side + self.px(6, 3)
        key = (size * (2 if thick else 1), color)
        img = self._ring.get(key)
        if img is None:
            img = pygame.Surface((size, size), pygame.SRCALPHA)
            c = size // 2
            if thick:
                for i in range(4):
                    pygame.draw.circle(img, (*color, 70 + 45 * i), (c, c), inner + 9 - i * 2, 3)
            else:
                pygame.draw.circle(img, (*color, 210), (c, c), c - 1, max(2, size // 16))
            self._ring[key] = img
        surface.blit(img, img.get_rect(center=rect.center))

    def _draw_die_hover(self, surface: pygame.Surface, die_id: str) -> None:
        """A hovered die, large, with its token and what it is for (drawn once, cached)."""
        target = surface
        die = self.die_by_id(die_id)
        rect = self.die_rect(die) if die else None
        if die is None or rect is None:
            return
        scene, res = self.scene, self.scene.res
        key = ("hover", die_id, die["value"], die.get("token"), die["square"], rect.topleft)
        cached = self._rot.get(key)
        if cached is not None:
            surface.blit(cached[0], cached[1])
            return
        big = max(rect.w * 2, self.px(72))
        lines = [f"{DIE_WORD[die['colour']]} die showing {die['value']}"]
        if die["square"] == "general":
            lines.append("on the starting card")
        else:
            sq_kind = (
                "black square (side contact)"
                if die["colour"] == "black"
                else "red square (top/bottom contact)"
            )
            lines.append(f"on a {sq_kind}")
        if die.get("token"):
            lines.append(
                f"on {a_token(die['token'])} token: pays {token_label(die['token'])} points"
            )
        elif die["colour"] != "blue":
            lines.append("no token: cannot pay for abilities")
        name = scene.seat_names()[die["seat"]]
        lines.append(name)
        size = self.readable(self.px(16, 10))
        imgs = [
            res.text(line, size, theme.INK if i else theme.GOLD, i == 0)
            for i, line in enumerate(lines)
        ]
        w = big + self.px(24) + max(i.get_width() for i in imgs) + self.px(16)
        h = max(big + self.px(16), sum(i.get_height() for i in imgs) + self.px(16))
        box = pygame.Rect(0, 0, w, h)
        box.midbottom = (rect.centerx, rect.top - self.px(10))
        if box.top < 0:
            box.midtop = (rect.centerx, rect.bottom + self.px(10))
        box.clamp_ip(pygame.Rect((0, 0), scene.size))
        at = box.topleft
        card = panel(box.size, scene.scale, (*theme.PANEL, 240), (*theme.GOLD, 220))
        self._rot[key] = (card, at)
        surface = card  # drawn once onto its own picture, then blitted
        box = box.move(-at[0], -at[1])
        drect = pygame.Rect(box.x + self.px(10), box.centery - big // 2, big, big)
        if die.get("token"):
            t = pygame.Rect(0, 0, round(big * 0.7), round(big * 0.7))
            t.center = (drect.centerx + big * 2 // 5, drect.centery + big * 2 // 5)
            self._draw_token(surface, die["token"], t)
        surface.blit(
            self.dice_art.face(die["colour"], die["value"], big), self.dice_art.origin(drect)
        )
        y = box.centery - sum(i.get_height() for i in imgs) // 2
        for img in imgs:
            surface.blit(img, (drect.right + self.px(20), y))
            y += img.get_height()
        self._draw_die_hover(target, die_id)
