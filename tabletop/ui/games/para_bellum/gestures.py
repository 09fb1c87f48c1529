"""What lies under the mouse on Para Bellum's table and what the mouse does with it.

Dice over cards over cells: the hit list is rebuilt only after the table changed. Pieces (dice,
the coin, tokens, the Runner) are picked up and dropped on their targets; a click picks a
glowing thing, or selects a piece or a card and then its other end; a gesture that means
several actions opens the choice menu. See
:mod:`~tabletop.ui.games.para_bellum.controller` for which gesture is which action.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.games.para_bellum import grid as G
from tabletop.games.para_bellum.data import EDGES, SPECIAL_UNITS
from tabletop.rules import Action
from tabletop.ui.games.para_bellum.base import PIECES, ParaBellumBase
from tabletop.ui.games.para_bellum.cards import design_of
from tabletop.ui.games.para_bellum.widgets import ChoiceMenu

if TYPE_CHECKING:
    from tabletop.ui.table.scene import Drag


@dataclass
class Thing:
    """Something under the mouse: a die, a card, a cell, a piece or a zone."""

    id: str
    rect: pygame.Rect
    kind: str  # die, card, cell, coin, token, runner, zone


class Gestures(ParaBellumBase):
    """Hit tests and what presses, drops, clicks, moves and keys do (places from ``layout``,
    names, hints and reasons from ``words``, the tooltip from ``tips``)."""

    def _hit_list(self) -> list[tuple[pygame.Rect, Thing]]:
        """Dice, pieces and cards with the area that picks each, topmost first; rebuilt after
        anything on the table changed (events, a new view, a resize), not every frame."""
        if self._hits is not None:
            return self._hits
        scene = self.scene
        d = self.d
        hits: list[tuple[pygame.Rect, Thing]] = []
        for die in reversed(d.get("dice", [])):
            rect = self.die_rect(die)
            if rect is not None:
                grow = max(4, rect.w // 5)
                hits.append((rect.inflate(grow, grow), Thing(die["id"], rect, "die")))
        for tid, rect in self.token_rects().items():
            hits.append((rect, Thing(tid, rect, "token")))
        if scene.bottom < int(d.get("players", 2)):
            coin = self.coin_rect(scene.bottom)
            if coin is not None:
                hits.append((coin.inflate(self.px(16), self.px(8)), Thing("coin", coin, "coin")))
        for team in (0, 1):
            rr = self.runner_rect(team)
            if rr is not None:
                hits.append((rr, Thing(f"runner.{team}", rr, "runner")))
        for lzone, zone in scene.layout.zones.items():
            if zone.kind in ("pbplay", "pbrow", "pballiance", "pbgrid"):
                for spot in self.spots(lzone):
                    if spot.card:
                        hits.append((spot.rect, Thing(spot.card, spot.rect, "card")))
        self._hits = hits
        return hits

    def things_at(self, pos: tuple[int, int]) -> list[Thing]:
        """Everything under ``pos``, the most specific first (dice over cards over cells)."""
        scene = self.scene
        out = [thing for area, thing in self._hit_list() if area.collidepoint(pos)]
        for lzone, geo in self.geo.items():
            if not scene.rects[lzone].collidepoint(pos):
                continue
            seat = self.seat_of(lzone)
            if seat == scene.bottom:
                cell = geo.cell_at(pos, clamp=True)
                if cell is not None:
                    r, c = cell
                    rect = geo.cell_rect(r, c) if G.inside(r, c) else pygame.Rect(pos, (1, 1))
                    out.append(Thing(G.cell_id(r, c), rect, "cell"))
            out.append(Thing(f"battlefield.{seat}", scene.rects[lzone], "zone"))
        # zones the scene knows (decks, piles, play areas, hands)
        lzone = scene.zone_at(pos)
        if lzone is not None and scene.zone(lzone).kind != "pbgrid":
            out.append(Thing(scene.sz(lzone), scene.rects[lzone], "zone"))
        return out

    def covers(self, pos: tuple[int, int]) -> bool:
        return any(t.kind == "die" and t.rect.collidepoint(pos) for _, t in self._hit_list())

    def target_at(self, pos: tuple[int, int], targets: dict[str, Any]) -> str | None:
        things = self.things_at(pos)
        for t in things:
            if t.id in targets:
                return t.id
        for t in things:
            if t.kind in ("cell", "zone"):
                return t.id
        return None

    def press(self, pos: tuple[int, int]) -> Drag | None:
        """Pick up a piece: a die, the coin, a token or the Runner (even when it cannot be used
        now: the drop then says why)."""
        from tabletop.ui.table.scene import Drag

        scene = self.scene
        self.hover_die = None
        for t in self.things_at(pos):
            if t.kind == "die":
                die = self.die_by_id(t.id)
                if die is None or die["seat"] != scene.bottom:
                    continue
                img = self.dice_art.face(die["colour"], die["value"], round(t.rect.w * 1.25))
            elif t.kind == "coin":
                img = self.icon("coin.svg", round(t.rect.w * 1.2))
            elif t.kind == "token":
                img = self.icon(f"token-{t.id[6:]}.svg", t.rect.w)
                self._say_if_no_place(t.id)
            elif t.kind == "runner":
                if self.team_of(scene.bottom) != int(t.id[-1]):
                    continue
                img = self.icon("runner.svg", t.rect.w)
            else:
                continue
            lzone = scene.zone_at(pos) or ""
            return Drag(
                t.id,
                lzone,
                -1,
                pos,
                (pos[0] - t.rect.x, pos[1] - t.rect.y),
                t.rect.copy(),
                pos=pos,
                piece=True,
                image=img,
            )
        return None

    def _say_if_no_place(self, token: str) -> None:
        """A token taken up while the decision places tokens but none of its kind has a place
        (no Legion die without a token, a limit reached): said at once, not after a drop
        on nothing that glows."""
        it = self.it
        if it is None:
            return
        placed = [s for s in getattr(it, "moves", {}) if s.startswith("token:")]
        if placed and token not in placed:
            name = self._piece_name(token)
            self.scene.show_toast(f"No die of yours can take the {name} now.")

    def drop(self, drag: Drag, pos: tuple[int, int]) -> None:
        it = self.it
        moves = it.move_targets(drag.card) if it else {}
        for t in self.things_at(pos):
            if t.id in moves:
                self._do(
                    moves[t.id], pos, f"{self._piece_name(drag.card)} on {self._thing_name(t.id)}"
                )
                return
        self.scene._spring_back(drag, pos)
        target = next((t.id for t in self.things_at(pos) if t.id != drag.card), None)
        if target is None or drag.rect.collidepoint(pos):
            return
        self.scene.show_toast(self.piece_reason(drag.card, target))

    def _do(self, actions: list[Action], pos: tuple[int, int], title: str) -> None:
        """Apply the one action of a gesture, or ask which when it meant several."""
        self._select(None)
        if len(actions) == 1:
            self.scene.apply(actions[0])
            return
        ordered = sorted(  # the usual choice first: fewest coins, one die rerolled
            actions,
            key=lambda a: (int(a.option) if (a.option or "").isdigit() else 0, a.option == "both"),
        )
        title, entries = self.menu_entries(ordered, title)
        avoid = [r for r in (self.thing_rect(t) for t in self._involved(ordered)) if r]
        self.menu = ChoiceMenu(title, entries, pos, self.scene, avoid)
        self.menu.involved = self._involved(ordered)
        self.scene._dirty = True

    def _involved(self, actions: list[Action]) -> list[str]:
        """The dice and cards a menu's actions are about (the menu must not hide them)."""
        out: list[str] = []
        for a in actions:
            for thing in (a.source, a.target):
                if thing and thing not in out and thing != "coin":
                    out.append(thing)
            if a.kind == "motivate" and a.option == "both":
                out.extend(d["id"] for d in self._dice_above(a.source or ""))
        return out

    def _dice_above(self, die_id: str) -> list[dict[str, Any]]:
        """The Legion dice diagonally above a Commander die (Motivate's targets)."""
        die = self.die_by_id(die_id)
        if die is None:
            return []
        mine = {x["square"]: x for x in self.d.get("dice", []) if x["seat"] == die["seat"]}
        return [mine[sq] for sq in G.DIAGONAL.get(die["square"], ()) if sq in mine]

    def click(self, pos: tuple[int, int], drag: Drag | None) -> bool:
        """Clicks: a glowing thing to pick, a piece then its target (or a card then a die)."""
        scene = self.scene
        it = self.it
        if it is None:
            return False
        things = self.things_at(pos)
        ids = [t.id for t in things]
        if drag is not None and not drag.piece:
            ids.insert(0, drag.card)
        # 0. a bonus of the Battle Reward (buttons of the table's own)
        for b in self.choice_buttons:
            if b.rect.collidepoint(pos):
                self.choice_buttons = []
                scene.apply(b.value)
                return True
        # 1. a selection waits for its other end
        if self.selected is not None:
            partners = self._partners(self.selected, self.sel_role)
            for thing in ids:
                if thing in partners:
                    self._apply_partner(self.selected, thing, partners[thing], pos)
                    return True
            if self.selected in ids:
                self._select(None)
                return True
            other = any(t in it.picks or t in it.moves or t in it.drags for t in ids)
            if self.sel_role == "source" and not other:  # not a new choice: say why not
                self._say_why_not(self.selected, ids)
        # 2. things to pick
        for thing in ids:
            if thing in it.picks:
                self._do(it.picks[thing], pos, self._thing_name(thing))
                return True
        # 3. a piece or a hand card to move: select it; a card with an ability: select it
        for thing in ids:
            if thing in it.moves or thing in it.drags:
                self._select(thing, "source")
                return True
            if it.sources_for(thing):
                self._select(thing, "target")
                return True
        if self.selected is not None:
            self._select(None)
            return True
        return False

    def _say_why_not(self, selected: str, ids: list[str]) -> None:
        """The selected piece or card clicked onto something it cannot go to: the rules'
        reason, as for a drop there (what was clicked may still be picked next)."""
        target = next((t for t in ids if t != selected), None)
        if target is None:
            return
        if selected.startswith(PIECES):
            why = self.piece_reason(selected, target)
        else:
            why = self.reason(selected, target, {})
        if why:
            self.scene.show_toast(why)

    def _select(self, thing: str | None, role: str = "source") -> None:
        """Select a piece, a hand card or a target (None: nothing); the prompt then says what
        the selection waits for."""
        self.selected, self.sel_role = thing, role
        self.scene._dirty = True
        it = self.it
        if it is None:
            return
        hint = self.selection_hint() if thing is not None else it.base_hint
        if hint != it.hint:
            it.hint = hint
            self.scene.dirty = True  # the prompt panel is redrawn

    def _partners(self, thing: str, role: str) -> dict[str, list[Action]]:
        it = self.it
        if it is None:
            return {}
        if role == "target":
            return it.sources_for(thing)
        if thing in it.moves:
            return it.moves[thing]
        return {t: [a] for t, a in it.drags.get(thing, {}).items()}

    def _apply_partner(
        self, selected: str, thing: str, actions: list[Action], pos: tuple[int, int]
    ) -> None:
        if self.sel_role == "target":
            title = f"{self._piece_name(thing)} on {self._thing_name(selected)}"
        else:
            title = f"{self._piece_name(selected)} on {self._thing_name(thing)}"
        self._do(actions, pos, title)

    def motion(self, pos: tuple[int, int]) -> bool:
        changed = False
        for b in self.choice_buttons:
            h = b.rect.collidepoint(pos)
            if h != b.hover:
                b.hover, changed = h, True
        tip = self.tip_at(pos)
        if tip != self.tip:
            self.tip, changed = tip, True
        hover = None
        for t in self.things_at(pos):
            if t.kind == "die":
                hover = t.id
                break
        if hover != self.hover_die:
            self.hover_die = hover
            return True
        return (
            changed or self.selected is not None or bool(self.scene.drag and self.scene.drag.piece)
        )

    def lit_targets(self) -> tuple[dict[str, Any], str | None]:
        """What glows now: the targets of the dragged or selected thing, and the one under the
        mouse (drawn green)."""
        it = self.it
        scene = self.scene
        if it is None:
            return {}, None
        drag = scene.drag
        if drag is not None and drag.moving:
            targets = it.move_targets(drag.card) if drag.piece else it.targets(drag.card)
            over = self.target_at(drag.pos, targets) if targets else None
            return dict(targets), over
        if self.selected is not None:
            partners = self._partners(self.selected, self.sel_role)
            over = next((t.id for t in self.things_at(scene.mouse) if t.id in partners), None)
            return dict(partners), over
        return {}, None

    def drag_image(self, drag: Drag) -> pygame.Surface | None:
        """An Army card or Special Unit over your battlefield shrinks to a cell's size, so the
        glowing cells around it stay visible."""
        scene = self.scene
        if drag.card not in EDGES and drag.card not in SPECIAL_UNITS:
            return None
        lzone = scene.lz(f"battlefield.{scene.bottom}") or ""
        geo = self.geo.get(lzone)
        if geo is None or not scene.rects[lzone].collidepoint(drag.pos):
            return None
        return self.drag_image_for(drag.card)

    def drag_image_for(
        self, card: str, size: tuple[int, int] | None = None
    ) -> pygame.Surface | None:
        """The tile of ``card`` in the air, at the own battlefield's cell size (or ``size``:
        the warm-up draws it ahead for every zoom)."""
        if size is None:
            scene = self.scene
            geo = self.geo.get(scene.lz(f"battlefield.{scene.bottom}") or "")
            if geo is None:
                return None
            size = (geo.cw, geo.ch)
        key = ("drag", design_of(card), *size)
        img = self._rot.get(key)
        if img is None:
            img = self.art.with_shadow(card, size).copy()
            img.set_alpha(225)
            self._rot[key] = img
        return img

    def key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE and self.selected is not None:
            self._select(None)
            return True
        return False
