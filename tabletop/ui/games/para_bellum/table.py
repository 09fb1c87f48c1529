"""Para Bellum's table: battlefield grids with dice, panels, the Command row, the Battle Reward.

This is the game's :class:`~tabletop.ui.table.extension.TableExtension`: the generic table
draws the hand, the piles, the log and the prompt; this draws the zone kinds below, tells what
lies under the mouse, and turns gestures on pieces into the rules' actions (see
:mod:`tabletop.ui.games.para_bellum.controller` for which gesture is which action).

Zone kinds (properties in ``layouts/para-bellum-<n>.tmx``):

- ``pbgrid`` (``battlefield.P``): the 4x9 grid, cards in cells, dice on squares, tokens under
  dice, the General die on the starting card.
- ``pbplay`` (``play.P``): Constructs, Characters and Assets; a used card lies turned.
- ``pbpanel`` (``panel.P``): name, starting colour, team, score, coins (the coin is a piece),
  Wards, VP markers, cards in hand by kind, the five Color Banners.
- ``pbdeck`` (``army_deck``, ``command_deck``; property ``deck``), ``pbrow`` (the Command row),
  ``pbreward`` (the Battle Reward card's five bonuses), ``pbactions`` (the Centurion track:
  actions used and left), ``pbtokens`` (the token tray), ``pballiance`` (4 players, property
  ``team``: the Alliance card, its allies and the Runner).

Redrawing: each zone has a signature (what it shows); the board redraws only zones whose
signature changed. Glows (every card that can be used now), selections, the hovered die,
tooltips (the panels' counters and banners, the token tray), the payment menu and the Battle
Reward's bonus buttons (labels wrapped at one size, which the scene's buttons cannot do) are
drawn over the board each frame from cached surfaces. The actions track is titled with whose
actions it shows, over the layout's label.

Small windows: a zone whose layout gives a ``title`` (instead of a ``label``) is titled here,
shrunk a little, then in a shorter form ("Army", "Playing"), then cut with "…", so that no
title runs past its zone (own kinds on the board, the generic ``pending`` zone over it). The
token tray, the Battle Reward and the card names measure their words the same way: every text
is whole or deliberately shortened (a cut Battle Reward bonus has a tooltip with all of it).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.games.para_bellum import grid as G
from tabletop.games.para_bellum.data import (
    COLOURS,
    COMMAND,
    EDGES,
    LIMITS,
    REWARDS,
    SETUP,
    SPECIAL_UNITS,
    TOKEN_KIND,
    TOKEN_NAME,
    TOKEN_TYPES,
)
from tabletop.games.para_bellum.scoring import seat_score
from tabletop.rules import Action, Event
from tabletop.ui.anim import Anim, Callback, FloatText, Pulse, Slide
from tabletop.ui.cards import CARD_RATIO, fit_card
from tabletop.ui.games.para_bellum.cards import (
    ART,
    ParaBellumArt,
    draw_badge,
    draw_pattern,
    elided,
    fit_group,
    fit_text,
)
from tabletop.ui.games.para_bellum.cards import COLOURS as LEGION
from tabletop.ui.games.para_bellum.controller import (
    COLOUR_WORD,
    ParaBellumInteraction,
    banner_colour,
)
from tabletop.ui.games.para_bellum.grid import GridGeometry
from tabletop.ui.table import theme
from tabletop.ui.table.dice import MORALE, DiceArt, DieGlint, DieRoll
from tabletop.ui.table.extension import TableExtension
from tabletop.ui.table.present import Recorder
from tabletop.ui.table.widgets import Button, panel

if TYPE_CHECKING:
    from tabletop.ui.table.scene import CardSpot, Drag, TableScene

KINDS = frozenset(
    {
        "pbgrid",
        "pbplay",
        "pbpanel",
        "pbdeck",
        "pbrow",
        "pbreward",
        "pbactions",
        "pbtokens",
        "pballiance",
    }
)
TEAM_COLOURS = ((226, 184, 92), (120, 200, 220))  # alliance A (seats 1+3), B (seats 2+4)
TEAM_NAMES = ("Alliance A", "Alliance B")
DIE_WORD = {"black": "Legion", "red": "Commander", "blue": "General"}
OK = theme.GLOW_OK
LIT = theme.GLOW


@dataclass
class Thing:
    """Something under the mouse: a die, a card, a cell, a piece or a zone."""

    id: str
    rect: pygame.Rect
    kind: str  # die, card, cell, coin, token, runner, zone


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


def place_beside(
    size: tuple[int, int],
    pos: tuple[int, int],
    avoid: list[pygame.Rect],
    bounds: pygame.Rect,
    gap: int,
) -> pygame.Rect:
    """A rectangle of ``size`` inside ``bounds``, near ``pos`` but covering none of ``avoid``
    (the dice and the card a menu is about), or as little of them as can be."""
    around = [a.unionall(avoid[1:]) for a in avoid[:1]] + avoid
    candidates = []
    for a in around:
        for anchor, point in (
            ("midbottom", (pos[0], a.top - gap)),
            ("midtop", (pos[0], a.bottom + gap)),
            ("midright", (a.left - gap, pos[1])),
            ("midleft", (a.right + gap, pos[1])),
        ):
            r = pygame.Rect((0, 0), size)
            setattr(r, anchor, point)
            candidates.append(r)
    r = pygame.Rect((0, 0), size)
    r.center = pos
    candidates.append(r)
    best: tuple[int, int, pygame.Rect] | None = None
    for r in candidates:
        r.clamp_ip(bounds)
        covered = sum(r.clip(a).w * r.clip(a).h for a in avoid)
        far = abs(r.centerx - pos[0]) + abs(r.centery - pos[1])
        if best is None or (covered, far) < best[:2]:
            best = (covered, far, r)
    assert best is not None
    return best[2]


class ChoiceMenu:
    """A small menu: one gesture meant several actions (pay with the die or coins, reroll one
    Legion die or both). Short labels and a Cancel entry, placed beside the dice and the card it
    is about so they stay in sight; Cancel, Esc or a click outside closes it."""

    def __init__(
        self,
        title: str,
        entries: list[tuple[str, Action]],
        pos: tuple[int, int],
        scene: TableScene,
        avoid: list[pygame.Rect] | None = None,
    ) -> None:
        self.title, self.scene = title, scene
        self.actions = [a for _, a in entries]
        s = scene.scale
        res = scene.res
        self.pad = theme.px(12, s, 5)
        bh = theme.px(44, s, 26)
        gap = theme.px(6, s, 3)
        size = theme.px(21, s, 12)  # the buttons' own label size: labels are not shrunk
        self.title_size = theme.px(19, s, 11)
        labels = [label for label, _ in entries] + ["Cancel"]
        width = max(res.font(size, True).size(label)[0] for label in labels)
        width += theme.px(40, s, 16) + theme.px(60, s, 24)  # the label's margin, the Esc hint
        title_w = res.font(self.title_size, True).size(title)[0] + theme.px(12, s, 4)
        width = max(width, title_w) + 2 * self.pad
        w = min(width, max(theme.px(260, s, 160), scene.size[0] * 45 // 100))
        self.title_lines = res.wrap(title, self.title_size, w - 2 * self.pad, True)[:2]
        head = len(self.title_lines) * res.font(self.title_size, True).get_linesize()
        head += theme.px(16, s, 8)
        h = head + (len(entries) + 1) * (bh + gap) + self.pad
        bounds = pygame.Rect((0, 0), scene.size).inflate(-theme.px(8, s, 2), -theme.px(8, s, 2))
        self.rect = place_beside((w, h), pos, avoid or [], bounds, theme.px(14, s, 6))
        y = self.rect.y + head
        self.buttons: list[Button] = []
        for i, (label, action) in enumerate(entries):
            rect = pygame.Rect(self.rect.x + self.pad, y, w - 2 * self.pad, bh)
            self.buttons.append(Button(rect, label, action, primary=i == 0))
            y += bh + gap
        rect = pygame.Rect(self.rect.x + self.pad, y, w - 2 * self.pad, bh)
        self.cancel = Button(rect, "Cancel", "close", key_hint="Esc")
        self.buttons.append(self.cancel)
        self.involved: list[str] = []  # the dice and cards it is about (ringed meanwhile)

    def handle(self, event: pygame.event.Event) -> Action | str | None:
        if event.type == pygame.MOUSEMOTION:
            for b in self.buttons:
                b.hover = b.rect.collidepoint(event.pos)
            return "redraw"
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for b in self.buttons:
                if b.rect.collidepoint(event.pos):
                    return b.value
            if not self.rect.collidepoint(event.pos):
                return "close"
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return "close"
        return None

    def draw(self, surface: pygame.Surface) -> None:
        s, res = self.scene.scale, self.scene.res
        surface.blit(panel(self.rect.size, s, (*theme.PANEL, 245), (*theme.GOLD, 230)), self.rect)
        y = self.rect.y + theme.px(8, s, 3)
        for line in self.title_lines:
            img = res.text(line, self.title_size, theme.GOLD, True)
            surface.blit(img, (self.rect.x + self.pad, y))
            y += res.font(self.title_size, True).get_linesize()
        for b in self.buttons:
            b.draw(surface, res, s)


class WrapButton(Button):
    """A button whose label wraps to two lines at a size given by its group (all the Battle
    Reward bonuses at one size), with the colour's badge at its left."""

    def __init__(self, rect: pygame.Rect, label: str, value: Any, size: int, badge: str) -> None:
        super().__init__(rect, label, value)
        self.size, self.badge = size, badge
        self.lines: list[str] = []  # the label as drawn (tests check nothing is cut off)
        self._wrapped: dict[tuple[bool, tuple[int, int]], pygame.Surface] = {}

    def render(self, res: Any, scale: float) -> pygame.Surface:
        key = (self.hover, self.rect.size)
        surf = self._wrapped.get(key)
        if surf is None:
            label, self.label = self.label, " "
            surf = super().render(res, scale).copy()  # the plate, without a label
            self.label = label
            r = surf.get_rect()
            radius = max(6, min(r.h // 3, theme.px(12, scale, 6)))
            left = theme.px(12, scale, 5)
            draw_badge(surf, res, self.badge, (left + radius, r.centery), radius)
            x = left + 2 * radius + theme.px(10, scale, 4)
            lines = self.lines = res.wrap(self.label, self.size, r.w - x - left, True)[:2]
            lh = res.font(self.size, True).get_linesize()
            y = r.centery - lh * len(lines) // 2
            for line in lines:
                img = res.text(line, self.size, theme.INK, True)
                surf.blit(img, (x, y))
                y += lh
            self._wrapped[key] = surf
        return surf


def bonus_buttons(
    actions: list[Action], area: pygame.Rect, res: Any, scale: float
) -> list[WrapButton]:
    """The Battle Reward's bonuses as buttons at the bottom of the prompt panel (at most 3/5
    of it: the prompt stays readable above): one text size for all, the largest at which
    every label fits in two lines of its button."""
    pad = theme.px(16, scale, 6)
    gap = theme.px(8, scale, 3)
    n = len(actions)
    w = area.w - 2 * pad
    labels = [bonus_label(a) for a in actions]
    radius = max(6, theme.px(12, scale, 6))
    room = w - 2 * theme.px(12, scale, 5) - 2 * radius - theme.px(10, scale, 4)
    cap = (area.h * 3 // 5 - (n - 1) * gap) // max(1, n)
    margin = theme.px(10, scale, 4)
    size = theme.px(20, scale, 12)
    while size > 9:
        wrapped = [res.wrap(t, size, room, True) for t in labels]
        lines = max(len(x) for x in wrapped)
        if lines <= 2 and lines * res.font(size, True).get_linesize() + margin <= cap:
            break
        size -= 1
    lines = max(len(res.wrap(t, size, room, True)[:2]) for t in labels)
    need = lines * res.font(size, True).get_linesize() + 2 * margin
    bh = max(8, min(cap, max(theme.px(52, scale, 28), need)))
    y = area.bottom - pad - n * bh - (n - 1) * gap
    out = []
    for label, action in zip(labels, actions, strict=True):
        rect = pygame.Rect(area.x + pad, y, w, bh)
        out.append(WrapButton(rect, label, action, size, action.option or "red"))
        y += bh + gap
    return out


def bonus_label(action: Action) -> str:
    """The label "Red: Gain 3 coins." from the action text "The red bonus: Gain 3 coins."."""
    colour = action.option or ""
    text = action.text
    if ": " in text:
        text = text.split(": ", 1)[1]
    return f"{colour.capitalize()}: {text}" if colour else text


class SeatPicker:
    """Choosing which opponent to name (3 and 4 players): one large plate per candidate with
    what matters for the choice (Wards stop a morale check, dice can be lost, coins stolen)."""

    def __init__(self, ext: ParaBellumTable, prompt: str, actions: list[Action]) -> None:
        self.ext, self.prompt, self.actions = ext, prompt, actions
        self.hidden = False
        self.hover: int | None = None
        self.plates: list[pygame.Rect] = []
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.hide_button = Button(pygame.Rect(0, 0, 1, 1), "See the table", "hide")
        self.layout()

    def layout(self) -> None:
        scene = self.ext.scene
        s = scene.scale
        n = len(self.actions)
        pw, ph = theme.px(380, s, 220), theme.px(250, s, 150)
        gap = theme.px(24, s, 8)
        head, foot = theme.px(110, s, 60), theme.px(90, s, 50)
        w = n * pw + (n - 1) * gap + 2 * gap
        h = head + ph + foot
        self.rect = pygame.Rect(0, 0, min(scene.size[0] - 20, w), h)
        self.rect.center = (scene.size[0] // 2, scene.size[1] // 2)
        x = self.rect.centerx - (n * pw + (n - 1) * gap) // 2
        self.plates = [
            pygame.Rect(x + i * (pw + gap), self.rect.y + head, pw, ph) for i in range(n)
        ]
        bw, bh = theme.px(230, s, 120), theme.px(48, s, 28)
        self.hide_button.rect = pygame.Rect(0, 0, bw, bh)
        self.hide_button.rect.center = (self.rect.centerx, self.rect.bottom - foot // 2)

    def handle(self, event: pygame.event.Event) -> Action | str | None:
        if event.type == pygame.MOUSEMOTION:
            hover = next((i for i, r in enumerate(self.plates) if r.collidepoint(event.pos)), None)
            self.hide_button.hover = self.hide_button.rect.collidepoint(event.pos)
            self.hover = hover
            return "redraw"
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.hide_button.rect.collidepoint(event.pos):
                return "hide"
            for i, r in enumerate(self.plates):
                if r.collidepoint(event.pos):
                    return self.actions[i]
        return None

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.ext.scene
        s, res = scene.scale, scene.res
        dim = pygame.Surface(scene.size, pygame.SRCALPHA)
        dim.fill((4, 8, 6, 150))
        surface.blit(dim, (0, 0))
        surface.blit(panel(self.rect.size, s, (*theme.PANEL, 245), (*theme.GOLD, 230)), self.rect)
        y = self.rect.y + theme.px(18, s, 6)
        for line in res.wrap(self.prompt, theme.px(26, s, 14), self.rect.w - theme.px(40, s), True)[
            :2
        ]:
            img = res.text(line, theme.px(26, s, 14), theme.INK, True)
            surface.blit(img, img.get_rect(midtop=(self.rect.centerx, y)))
            y += img.get_height()
        sub = res.text("Click the player you name.", theme.px(17, s, 11), theme.MUTED)
        surface.blit(sub, sub.get_rect(midtop=(self.rect.centerx, y + 4)))
        d = scene.display.data
        for i, (action, plate) in enumerate(zip(self.actions, self.plates, strict=False)):
            seat = int(action.option or 0)
            hot = i == self.hover
            pygame.draw.rect(
                surface,
                (40, 30, 52) if hot else (28, 22, 36),
                plate,
                border_radius=theme.px(12, s, 4),
            )
            pygame.draw.rect(
                surface,
                theme.GOLD if hot else theme.PANEL_EDGE,
                plate,
                theme.px(3 if hot else 2, s),
                border_radius=theme.px(12, s, 4),
            )
            pad = theme.px(14, s, 5)
            name = scene.seat_names()[seat]
            colour = d["start_colour"][seat]
            draw_badge(
                surface,
                res,
                colour,
                (plate.x + pad + theme.px(14, s, 6), plate.y + pad + theme.px(14, s, 6)),
                theme.px(14, s, 6),
            )
            img = res.text(name, theme.px(24, s, 13), theme.INK, True)
            surface.blit(img, (plate.x + pad + theme.px(36, s, 14), plate.y + pad))
            dice = [x for x in d["dice"] if x["seat"] == seat and x["colour"] != "blue"]
            legion = sum(1 for x in dice if x["colour"] == "black")
            lines = [
                f"Wards: {d['wards'][seat]} (a Ward stops a morale check)",
                f"Legion dice: {legion} \u00b7 Commander dice: {len(dice) - legion}",
                f"Coins: {d['coins'][seat]} \u00b7 cards in hand: {self.ext.hand_count(seat)}",
                f"Banners: {len(d['banners'][seat])} of 5 \u00b7 score {self.ext.score(seat)} VP",
            ]
            ly = plate.y + pad + theme.px(44, s, 18)
            for line in lines:
                img = res.text(line, theme.px(17, s, 10), theme.INK if hot else theme.MUTED)
                surface.blit(img, (plate.x + pad, ly))
                ly += img.get_height() + theme.px(6, s, 2)
            tag = res.text(action.text or "Name", theme.px(20, s, 11), theme.GOLD, True)
            surface.blit(tag, tag.get_rect(midbottom=(plate.centerx, plate.bottom - pad)))
        self.hide_button.draw(surface, res, s)


class ParaBellumTable(TableExtension):
    """Para Bellum's zones, pieces, gestures and animations."""

    kinds = KINDS

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.dice_art = DiceArt(scene.res)
        self.geo: dict[str, GridGeometry] = {}
        self.selected: str | None = None  # a piece, a hand card or a target chosen by a click
        self.sel_role = "source"
        self.hover_die: str | None = None
        self.rolling: set[str] = set()  # dice whose roll is being animated
        self.landing: set[tuple[int, str]] = set()  # (seat, "r,c") cards flying into a cell
        self.menu: ChoiceMenu | None = None
        self.picker: SeatPicker | None = None
        self.choice_buttons: list[WrapButton] = []  # the Battle Reward's bonuses, when chosen
        self.tip: tuple[str, pygame.Rect] | None = None  # a tooltip: its text, what it is about
        self._ring: dict[tuple[int, tuple[int, int, int]], pygame.Surface] = {}
        self._rot: dict[tuple[str, int, int], pygame.Surface] = {}
        self._icons: dict[tuple[str, int], pygame.Surface | None] = {}
        self._hits: list[tuple[pygame.Rect, Thing]] | None = None
        self._warmed_for: tuple[int, int] | None = None
        self._titles: dict[str, tuple[str, int, tuple[int, int]]] | None = None
        self._tray: TokenTray | None = None
        self._reward: dict[tuple[str, str], RewardLayout] = {}

    # ----- helpers --------------------------------------------------------------------------------

    def card_art(self) -> ParaBellumArt:
        return ParaBellumArt(self.scene.res, self.scene.game.cards)

    @property
    def art(self) -> ParaBellumArt:
        return self.scene.art  # type: ignore[return-value]

    @property
    def d(self) -> dict[str, Any]:
        return self.scene.display.data

    @property
    def it(self) -> ParaBellumInteraction | None:
        it = self.scene.interaction
        if it is None or not self.scene._local_turn() or not isinstance(it, ParaBellumInteraction):
            return None
        return it

    def seat_of(self, lzone: str) -> int:
        return self.scene.seat_at(self.scene.zone(lzone).owner)

    def zones_of(self, kind: str) -> list[str]:
        return [z for z, zone in self.scene.layout.zones.items() if zone.kind == kind]

    def icon(self, rel: str, size: int) -> pygame.Surface | None:
        key = (rel, size)
        if key not in self._icons:
            self._icons[key] = self.scene.res.try_image(f"{ART}/{rel}", (size, size))
        return self._icons[key]

    def hand_count(self, seat: int) -> int:
        return len(self.scene.display.zones.get(f"hand.{seat}", []))

    def hand_kinds(self, seat: int) -> tuple[int, int]:
        cards = self.scene.display.zones.get(f"hand.{seat}", [])
        if cards and all(c is not None for c in cards):
            army = sum(1 for c in cards if c in EDGES)
            return army, len(cards) - army
        kinds = (self.d.get("hand_kinds") or [[0, 0]] * (seat + 1))[seat]
        army = min(int(kinds[0]), len(cards))
        return army, len(cards) - army

    def score(self, seat: int) -> int:
        d = self.d
        data = {**d, "zones": self.scene.display.zones}
        try:
            return int(seat_score(data, seat)["total"])
        except (KeyError, IndexError, TypeError):
            return 0

    def px(self, base: float, minimum: int = 1) -> int:
        return theme.px(base, self.scene.scale, minimum)

    def team_of(self, seat: int) -> int | None:
        return seat % 2 if self.d.get("players") == 4 else None

    # ----- lifecycle ------------------------------------------------------------------------------

    def resize(self) -> None:
        self._hits = None
        self._warmed_for = None
        self.geo = {}
        for lzone in self.zones_of("pbgrid"):
            area = self.scene.card_area(lzone)
            gap = max(1, self.px(3))
            self.geo[lzone] = GridGeometry.fit(area, gap)
        self.dice_art.clear()
        self._ring.clear()
        self._rot.clear()
        self._icons.clear()
        self._titles = None
        self._tray = None
        self._reward.clear()
        self.menu = None
        self.tip = None
        if self.picker is not None:
            self.picker.layout()
        self._layout_choices()

    def _layout_choices(self) -> None:
        it = self.it
        rect = self.scene.rects.get("prompt")
        self.choice_buttons = []
        if it is not None and it.choices and rect is not None:
            self.choice_buttons = bonus_buttons(it.choices, rect, self.scene.res, self.scene.scale)

    def sync(self) -> None:
        self._hits = None
        self.hover_die = None
        self.rolling.clear()
        self.landing.clear()
        self.selected = None
        self.menu = None
        self.picker = None
        self.tip = None
        self._layout_choices()
        it = self.it
        if it is not None and it.step == "name_opponent" and self.d.get("players", 2) > 2:
            opp = [a for a in it.actions if a.kind == "opponent"]
            if len(opp) >= 2:
                self.picker = SeatPicker(self, self.scene.state.decision.prompt, opp)

    @property
    def busy(self) -> bool:
        return bool(self.rolling or self.landing)

    @property
    def wants_escape(self) -> bool:
        return self.selected is not None or self.menu is not None

    @property
    def overlay_open(self) -> bool:
        return self.menu is not None or (self.picker is not None and not self.picker.hidden)

    def overlay_event(self, event: pygame.event.Event) -> None:
        scene = self.scene
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            scene.mouse = event.pos
        if event.type == pygame.VIDEORESIZE:
            scene.resize((event.w, event.h))
            return
        owner = self.menu or self.picker
        assert owner is not None
        result = owner.handle(event)
        if result is None:
            return
        scene._dirty = True
        if result == "close":
            self.menu = None
        elif result == "hide" and self.picker is not None:
            self.picker.hidden = True
            scene.dirty = True
        elif isinstance(result, Action):
            self.menu = None
            self.picker = None
            self._select(None)
            scene.apply(result)

    def show_picker(self) -> None:
        if self.picker is not None:
            self.picker.hidden = False
            self.scene._dirty = True

    # ----- geometry of the other zones ------------------------------------------------------------

    def row_slots(self, lzone: str, n: int) -> list[pygame.Rect]:
        area = self.scene.card_area(lzone)
        cw, ch = fit_card(pygame.Rect(0, 0, (area.w - 3 * self.px(8)) // max(4, n), area.h))
        gap = self.px(8)
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
            w = min(round(rect.h * 2.8), (rect.w - (n - 1) * gap) // n)
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
            on = runner.copy()
            on.center = (card.centerx, card.bottom - on.h // 2 - self.px(6))
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
        size = self.px(13, 9)
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
        self._tray = TokenTray(rects, beside, named and not beside, size, space, limits_bottom)
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

    def die_by_id(self, die_id: str) -> dict[str, Any] | None:
        for die in self.d.get("dice", []):
            if die["id"] == die_id:
                return die
        return None

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

    # ----- spots (hover, hit tests, animations) ---------------------------------------------------

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

    def move_image(
        self, card: str | None, src: str, dst: str, size: tuple[int, int], face_up: bool
    ) -> pygame.Surface | None:
        if card is not None and face_up:
            return None
        if card in EDGES or "army_deck" in (src, dst):
            return self.art.army_back(size)
        return None

    # ----- signatures and drawing -----------------------------------------------------------------

    def signature(self, lzone: str) -> tuple[Any, ...]:
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
            return (tuple(sorted(grid.items())), dice, landing, turned, done)
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

    def _dragged(self, piece: str) -> bool:
        drag = self.scene.drag
        return bool(drag and drag.moving and drag.piece and drag.card == piece)

    def _dragged_prefix(self, prefix: str) -> str | None:
        drag = self.scene.drag
        if drag and drag.moving and drag.piece and drag.card.startswith(prefix):
            return drag.card
        return None

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
            surface.blit(self.art.face(card, rect.size), rect)
            if key == "0,0":
                pygame.draw.rect(
                    surface,
                    theme.GOLD,
                    rect,
                    max(1, self.px(2)),
                    border_radius=max(3, rect.w // 12),
                )
            if card in turned:
                self._used_mark(surface, rect)
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
        for die in d.get("dice", []):
            if die["seat"] != seat or die["id"] in self.rolling or self._dragged(die["id"]):
                continue
            self._draw_die(surface, die, geo)

    def _grid_back(self, geo: GridGeometry) -> pygame.Surface:
        """The 36 empty cells of a battlefield as one picture (one blit, not 36)."""
        bounds = geo.bounds
        key = ("gridback", geo.cw, geo.ch, geo.gap)
        surf = self._rot.get(key)
        if surf is None:
            surf = pygame.Surface(bounds.size, pygame.SRCALPHA)
            cell = self._cell_placeholder(geo.cw, geo.ch, (255, 255, 255, 16), (255, 255, 255, 40))
            for r in (2, 1, 0, -1):
                for c in range(-4, 5):
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

    def _used_mark(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 110))
        surface.blit(shade, rect)
        img = self.scene.res.text("used", max(9, rect.h // 6), (255, 236, 180), True)
        surface.blit(img, img.get_rect(center=rect.center))

    def _draw_die(self, surface: pygame.Surface, die: dict[str, Any], geo: GridGeometry) -> None:
        rect = geo.die_rect(die["square"])
        if die.get("token"):
            self._draw_token(surface, die["token"], geo.token_rect(die["square"]))
        img = self.dice_art.face(die["colour"], die["value"], rect.w)
        surface.blit(img, self.dice_art.origin(rect))

    def _draw_token(
        self, surface: pygame.Surface, token: str, rect: pygame.Rect, letter: bool = False
    ) -> None:
        """A token; a small one (or one whose name is not written beside it: ``letter``) with
        its initial on a dark tab at its corner."""
        img = self.icon(f"token-{token}.svg", rect.w)
        if img is not None:
            surface.blit(img, rect)
        else:
            pygame.draw.circle(surface, (120, 30, 30), rect.center, rect.w // 2)
        if rect.w < 30 or letter:
            size = max(8, rect.w * 11 // 20)
            letter = self.scene.res.text(TOKEN_NAME[token][0], size, (255, 255, 255), True)
            tab = letter.get_rect(bottomright=(rect.right + 2, rect.bottom + 1)).inflate(3, -1)
            pygame.draw.rect(surface, (20, 14, 8), tab, border_radius=3)
            surface.blit(letter, letter.get_rect(center=tab.center))

    def _draw_play(self, surface: pygame.Surface, lzone: str) -> None:
        scene = self.scene
        cards = scene.display.zones.get(scene.sz(lzone), [])
        if not cards:
            if not self.strip(lzone):
                self._empty_text(surface, lzone, scene.zone(lzone).empty or "No permanents yet")
            return
        turned = set(self.d.get("turned", []))
        for i, (card, rect) in enumerate(
            zip(cards, self.play_slots(lzone, len(cards)), strict=False)
        ):
            if card is None or (lzone, i) in scene.flying:
                continue
            if self.strip(lzone):
                surface.blit(self.art.face(card, rect.size), rect)
                if card in turned:
                    self._used_mark(surface, rect)
            elif card in turned:
                self._draw_turned(surface, card, rect)
            else:
                surface.blit(self.art.with_shadow(card, rect.size), self.art.shadow_origin(rect))

    def _draw_turned(self, surface: pygame.Surface, card: str, rect: pygame.Rect) -> None:
        """A card used this turn lies turned 90 degrees (fitted into its slot's width)."""
        key = ("turned", card, rect.w, rect.h)
        img = self._rot.get(key)
        if img is None:
            w = rect.w
            h = max(8, round(w * CARD_RATIO))
            img = pygame.transform.rotate(self.art.with_shadow(card, (h, w)), -90)
            self._rot[key] = img
        surface.blit(img, img.get_rect(center=rect.center))
        tag = self.scene.res.text("used this turn", max(9, rect.w // 8), (255, 236, 180), True)
        box = tag.get_rect(midtop=(rect.centerx, rect.centery + img.get_height() // 2 + 2))
        if box.bottom <= rect.bottom + 2:
            surface.blit(tag, box)

    def _empty_text(self, surface: pygame.Surface, lzone: str, text: str) -> None:
        area = self.scene.card_area(lzone)
        size = self.px(15, 10)
        lines = self.scene.res.wrap(text, size, area.w - self.px(10))
        y = area.centery - len(lines) * self.scene.res.font(size).get_linesize() // 2
        for line in lines:
            img = self.scene.res.text(line, size, (150, 170, 160))
            surface.blit(img, img.get_rect(midtop=(area.centerx, y)))
            y += img.get_height()

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
            surface.blit(self.art.with_shadow(card, rect.size), self.art.shadow_origin(rect))

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
        size = max(11, min(line.h * 3 // 4, self.px(24)))
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
            num = max(10, icon * 4 // 5)
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

    # ----- tooltips -------------------------------------------------------------------------------

    def tip_at(self, pos: tuple[int, int]) -> tuple[str, pygame.Rect] | None:
        """What the icon under the mouse is (a player panel's counters, banners and name line,
        the token tray), or None."""
        scene = self.scene
        if scene.drag is not None and scene.drag.moving:
            return None
        for lzone in self.zones_of("pbpanel"):
            if not scene.rects[lzone].collidepoint(pos):
                continue
            seat = self.seat_of(lzone)
            for key, _rel, value, box, txt in self._stat_boxes(lzone):
                area = box.union(txt.get_rect(midleft=(box.right + self.px(3), box.centery)))
                if area.inflate(self.px(4), self.px(6)).collidepoint(pos):
                    return self._stat_tip(seat, key, value), area
            held = self.d["banners"][seat]
            for colour, box in self._banner_boxes(self._panel_geometry(lzone)["banners"]):
                if box.collidepoint(pos):
                    state = "placed" if colour in held else "not placed yet"
                    return (
                        f"{colour.capitalize()} Color Banner ({state}): a player places it "
                        f"when completing a {colour} legion. The fifth banner ends the game "
                        "after the round."
                    ), box
            line = self._panel_geometry(lzone)["name"]
            if line.collidepoint(pos):
                colour = self.d["start_colour"][seat]
                return (
                    f"{scene.seat_names()[seat]}: {self.score(seat)} VP now. Starting colour: "
                    f"{colour} (a big {colour} legion lets them choose any bonus of the "
                    "Battle Reward)."
                ), line
        for lzone in self.zones_of("pbreward"):
            layout = self.reward_layout(lzone) if scene.rects[lzone].collidepoint(pos) else None
            for row in layout.rows if layout is not None else ():
                if row.cut and row.rect.collidepoint(pos):
                    return (
                        f"{row.colour.capitalize()} bonus: {row.text} (a big {row.colour} "
                        "legion, 3 cards or more, gives it)"
                    ), row.rect
        for tid, rect in self.token_rects().items():
            if rect.collidepoint(pos):
                t = tid[6:]
                kind = TOKEN_KIND[t]
                colour = "red Commander" if kind == "commander" else "black Legion"
                return (
                    f"[{TOKEN_NAME[t]}] token, a {kind.capitalize()} token: it goes under a "
                    f"{colour} die, which then pays [{TOKEN_NAME[t]}] costs. You may hold "
                    f"{LIMITS['per_type']} of each type and {LIMITS[kind]} "
                    f"{kind.capitalize()} tokens in all."
                ), rect
        return None

    def _stat_tip(self, seat: int, key: str, value: int) -> str:
        own = seat == self.scene.bottom and bool(self.scene.humans)
        if key == "coin":
            use = " Drag your coin onto a glowing card or deck to pay." if own else ""
            return f"Coins: {value}. Coins pay for abilities and for Consult.{use}"
        if key == "ward":
            return f"Wards: {value}. A Ward is spent to pass a morale check without rolling."
        if key == "vp":
            return f"VP markers: {value}. Victory points won during the game (not coins)."
        if key == "army":
            return f"Army cards in hand: {value}."
        return f"Command cards in hand: {value}."

    def _draw_tip(self, surface: pygame.Surface) -> None:
        """The tooltip beside its icon (drawn once per text, then blitted)."""
        if self.tip is None:
            return
        text, about = self.tip
        scene, res = self.scene, self.scene.res
        key = ("tip", text, scene.size)
        img = self._rot.get(key)
        if img is None:
            size = self.px(16, 11)
            pad = self.px(10, 4)
            width = min(self.px(420, 240), scene.size[0] // 3)
            lines = res.wrap(text, size, width - 2 * pad)
            lh = res.font(size).get_linesize()
            w = max(res.font(size).size(line)[0] for line in lines) + 2 * pad
            img = panel((w, lh * len(lines) + 2 * pad), scene.scale, (*theme.PANEL, 245))
            for i, line in enumerate(lines):
                img.blit(res.text(line, size, theme.INK), (pad, pad + i * lh))
            self._rot[key] = img
        box = img.get_rect(midtop=(about.centerx, about.bottom + self.px(8, 3)))
        if box.bottom > scene.size[1]:
            box.midbottom = (about.centerx, about.top - self.px(8, 3))
        box.clamp_ip(pygame.Rect((0, 0), scene.size))
        surface.blit(img, box)

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
            letter = self.scene.res.text(spec["letter"], max(8, w * 2 // 5), ink, True)
            if not held:
                letter = letter.copy()
                letter.set_alpha(130)
            img.blit(letter, letter.get_rect(center=(cloth.centerx, cloth.centery - w // 24)))
            self._rot[key] = img
        surface.blit(img, box)

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
        floor = 9
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
            sub = res.text("big legion (3+ cards): its colour's bonus", self.px(13, 9), theme.MUTED)
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

    # ----- titles the table draws itself: they shrink, then shorten, to fit their zone -------

    def title_sizes(self) -> list[int]:
        """Zone title sizes, largest first: the table's label size down to 3 less (9 px at
        least), as the generic table shrinks its labels."""
        size = self.scene.label_size
        return list(range(size, max(9, size - 3) - 1, -1))

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

    def _draw_actions(self, surface: pygame.Surface, lzone: str) -> None:
        scene, res = self.scene, self.scene.res
        d = self.d
        title = self.actions_title()
        self._retitle(surface, lzone, [title, title.replace(" this turn", ""), "Actions"])
        area = scene.card_area(lzone)
        if d.get("over"):  # no helmets left lit: nobody acts any more
            box = self.action_boxes(lzone)[0]
            img = res.text("The game is over", self.px(15, 10), theme.INK, True)
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
            step = str(((d.get("stack") or [{}])[-1]).get("step", ""))
            text = "Army phase: place a card first" if step == "place" else "no actions left"
        img = res.text(text, self.px(15, 10), theme.INK, True)
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
            if tid != dragged:
                self._draw_token(surface, t, rect, letter=not tray.named)
            count = held.count(t)
            label = f"{count}/{LIMITS['per_type']}"
            if tray.named:
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
            list(range(tray.size, min(tray.size, 9) - 1, -1)),
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
        surface.blit(self.art.with_shadow(a["card"], card.size), self.art.shadow_origin(card))
        if a["card"] in self.d.get("turned", []):
            self._used_mark(surface, card)
        names = scene.seat_names()
        right = pygame.Rect(
            card.right + self.px(8),
            card.y,
            scene.rects[lzone].right - card.right - self.px(14),
            card.h,
        )
        y = right.y
        tag = res.text(TEAM_NAMES[team], self.px(17, 10), TEAM_COLOURS[team], True)
        surface.blit(tag, (right.x, y))
        y += tag.get_height()
        for s in a["seats"]:
            img = res.text(names[s], self.px(14, 9), theme.INK)
            if img.get_width() > right.w:
                img = res.text(f"Player {s + 1}", self.px(14, 9), theme.INK)
            surface.blit(img, (right.x, y))
            y += img.get_height()
        rr = self.runner_rect(team)
        if rr is not None and not self._dragged(f"runner.{team}"):
            img = self.icon("runner.svg", rr.w)
            if img is not None:
                surface.blit(img, rr)
            cap = res.text("Runner", self.px(12, 9), theme.MUTED)
            spot = cap.get_rect(midbottom=(rr.centerx, rr.top - 1))
            if not a["runner"] and spot.top >= y:  # only where the names leave room
                surface.blit(cap, spot)

    # ----- what is under the mouse ----------------------------------------------------------------

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

    # ----- gestures -------------------------------------------------------------------------------

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

    def menu_entries(
        self, actions: list[Action], title: str
    ) -> tuple[str, list[tuple[str, Action]]]:
        """Short words for a menu: "Pay 2 from the die", "Reroll both (5 and 6)"."""
        entries = []
        for a in actions:
            label = a.text or a.kind
            if a.kind == "activate" and a.target in COMMAND:
                cost = COMMAND[a.target].get("cost") or {}
                points, paid = int(cost.get("points", 0)), int(a.option or 0)
                if a.source == "coin":
                    label = f"Pay {points} coin{'s' if points != 1 else ''}"
                elif a.source:
                    label = f"Pay {points - paid} from the die"
                    if paid:
                        label += f" + {paid} coin{'s' if paid != 1 else ''}"
                token = TOKEN_NAME.get(str(cost.get("type")), "")
                title = f"{self.art.name(a.target)}: pay {points} [{token}]"
            elif a.kind == "motivate":
                source = self.die_by_id(a.source or "")
                if a.option == "both":
                    values = " and ".join(str(x["value"]) for x in self._dice_above(a.source or ""))
                    label = f"Reroll both ({values})"
                else:
                    target = self.die_by_id(a.target or "")
                    label = f"Reroll the {target['value']}" if target else "Reroll it"
                if source is not None:
                    v = source["value"]
                    title = f"Motivate: your Commander die goes {v} \u2192 {v - 1}"
            entries.append((label, a))
        return title, entries

    def _piece_name(self, piece: str) -> str:
        if piece == "coin":
            return "Coin"
        if piece.startswith("token:"):
            return f"[{TOKEN_NAME.get(piece[6:], piece)}] token"
        if piece.startswith("runner."):
            return "Runner"
        die = self.die_by_id(piece)
        if die is not None:
            return f"{DIE_WORD[die['colour']]} die {die['value']}"
        return self.art.name(piece)

    def _thing_name(self, thing: str) -> str:
        if thing.startswith("die:"):
            return self._piece_name(thing)
        if thing in ("army_deck", "command_deck"):
            return "the " + thing.replace("_", " ").title().replace("Deck", "deck")
        return self.art.name(thing)

    def piece_reason(self, piece: str, target: str) -> str:
        """Why a piece dropped on ``target`` does nothing, using the rules' words."""
        state = self.scene.state
        decision = state.decision
        if decision is None:
            return "The game is over."
        if decision.seat != self.scene.bottom:
            return f"Wait: {self.scene.controller.seat_name(decision.seat)} is deciding."
        die = self.die_by_id(piece)
        if piece.startswith("token:"):
            why = self.token_reason(piece[6:], target)
            if why:
                return why
        kind = None
        if target in COMMAND:
            kind = "activate"
        elif piece.startswith("token:"):
            kind = "token"
        elif piece.startswith("runner."):
            kind = "herold"
        elif die is not None and die["colour"] == "blue":
            kind = "muster" if target == "army_deck" else "empower"
        elif target == "command_deck":
            kind = "consult"
        elif die is not None and die["colour"] == "red" and target.startswith("die:"):
            kind = "motivate"
        why = state.why_illegal(Action(kind, piece, target)) if kind else None
        if why:
            return why
        if piece == "coin":
            return (
                "Coins pay for abilities (with the token) and for Consult: drop the coin on a "
                "glowing card or deck."
            )
        if die is not None and die["colour"] == "black" and target in ("army_deck", "command_deck"):
            return (
                "Black Legion dice only pay for abilities: drop one on a card whose cost "
                "matches its token."
            )
        if self.it is None:
            return decision.prompt
        return f"That does nothing now. {decision.prompt}"

    def token_reason(self, token: str, target: str) -> str | None:
        """Why a token dropped on ``target`` does not go there ("A Warlord token goes under a
        red Commander die."); None when the rules' own reason should be used."""
        state = self.scene.state
        frame = (state.data.get("stack") or [{}])[-1]
        name = TOKEN_NAME.get(token, token)
        kind = TOKEN_KIND.get(token, "commander")
        article = "An" if name[:1] in "AEIOU" else "A"
        where = "a red Commander die" if kind == "commander" else "a black Legion die"
        rule = f"{article} {name} token goes under {where}."
        if frame.get("step") != "token":
            return (
                "You take a token only after rolling a new Commander die in the Army phase. " + rule
            )
        die = self.die_by_id(target)
        if die is None:
            return f"Drop the token on one of your dice. {rule}"
        if die["seat"] != self.scene.bottom:
            return f"You can put tokens only under your own dice. {rule}"
        if die["colour"] == "blue":
            return f"The General die never takes a token. {rule}"
        if (die["colour"] == "red") != (kind == "commander"):
            return rule
        if die.get("token"):
            held = TOKEN_NAME.get(die["token"], die["token"])
            return f"That die already has a [{held}] token: a die takes one token."
        wanted = str(frame.get("kind", "either"))
        if wanted not in ("either", kind):
            return f"Now you take a {wanted.capitalize()} token: put it under {where}."
        mine = [x["token"] for x in self.d.get("dice", []) if x["seat"] == die["seat"]]
        if mine.count(token) >= LIMITS["per_type"]:
            return f"You already have {LIMITS['per_type']} [{name}] tokens, the most of a type."
        same = sum(1 for t in mine if t and TOKEN_KIND[t] == kind)
        if same >= LIMITS[kind]:
            return f"You already have {LIMITS[kind]} {kind.capitalize()} tokens, the most."
        return None

    def reason(self, card: str, target: str | None, targets: dict[str, Action]) -> str | None:
        """A hand card dropped where it cannot go: the rules' reason for that exact spot."""
        state = self.scene.state
        decision = state.decision
        if decision is None or target is None:
            return None
        if card in EDGES and (target.startswith("cell:") or target.startswith("battlefield.")):
            why = state.why_illegal(Action("place", card, target))
            if why:
                return why
            if not any(a.kind == "place" for a in targets.values()):
                return "Army cards are placed in the Army phase; this card has no place now."
        if card in SPECIAL_UNITS and target.startswith(("cell:", "battlefield.")):
            why = state.why_illegal(Action("deploy", card, target))
            if why:
                return f"You can't deploy it there: {why[:1].lower()}{why[1:]}"
            return None
        if card in COMMAND and target in ("army_deck", "command_deck", f"play.{self.scene.bottom}"):
            kind = "command" if COMMAND[card]["kind"] == "order" else "deploy"
            why = state.why_illegal(Action(kind, card, target))
            if why and card in SPECIAL_UNITS:
                return f"You can't deploy it there: {why[:1].lower()}{why[1:]}"
            return why
        return None

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

    def selection_hint(self) -> str:
        """What to do with the selected thing, in words ("Heavy Cavalry: drag or click a
        glowing [Cavalry] die (or a coin) to pay 2.")."""
        thing, role = self.selected or "", self.sel_role
        partners = self._partners(thing, role)
        kinds = {a.kind for acts in partners.values() for a in acts}
        cancel = "\nClick it again or press Esc to cancel."
        if role == "target":
            name = self._thing_name(thing)
            if thing in COMMAND and "activate" in kinds:
                cost = COMMAND[thing].get("cost") or {}
                points = int(cost.get("points", 0))
                token = TOKEN_NAME.get(str(cost.get("type")), "")
                dice = [p for p in partners if p.startswith("die:")]
                if dice:
                    coin = " (or a coin)" if "coin" in partners else ""
                    what = f"a glowing [{token}] die{coin}"
                else:
                    what = "your coin"
                return f"{name}: drag or click {what} to pay {points}.{cancel}"
            words = {
                "herold": "drag or click your alliance's glowing Runner onto it (Herold)",
                "motivate": "click the glowing red Commander die below it to Motivate "
                "(that die goes down by 1, this one is rerolled)",
                "empower": "click your glowing blue General die to Empower it (+2)",
                "token": "click a glowing token in the tray to put it under this die",
                "consult": "click a glowing red die (or your coin) to Consult",
                "muster": "click your blue General die to Muster",
            }
            said = [words[k] for k in words if k in kinds]
            what = "; or ".join(said) if said else "click a glowing piece to use on it"
            return f"{name}: {what}.{cancel}"
        name = self._piece_name(thing)
        targets = [t for t in partners]
        words_by_kind = {
            "activate": "a glowing card to pay for its ability",
            "consult": "the Command deck to Consult (draw a Command card)",
            "motivate": "a glowing Legion die diagonally above it to Motivate",
            "empower": "a glowing Commander die to Empower it (+2)",
            "muster": "the Army deck to Muster (draw an Army card)",
            "token": "a glowing die to put the token under it",
            "herold": "the Alliance card (Herold)",
            "place": "a glowing cell to place it",
            "command": "the Discard pile to play the Order",
            "requisition": "the Army deck to Requisition it (+1 coin)",
        }
        said = [w for k, w in words_by_kind.items() if k in kinds]
        if "deploy" in kinds:
            if any(t.startswith("cell:") for t in targets):
                said.append("a glowing cell of your battlefield to deploy it")
            else:
                said.append("your play area to deploy it")
        what = ", or ".join(said) if said else "a glowing target"
        return f"{name}: click {what} (or drag it there).{cancel}"

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

    def drag_image_for(self, card: str) -> pygame.Surface | None:
        scene = self.scene
        geo = self.geo.get(scene.lz(f"battlefield.{scene.bottom}") or "")
        if geo is None:
            return None
        key = ("drag", card, geo.cw, geo.ch)
        img = self._rot.get(key)
        if img is None:
            img = self.art.with_shadow(card, (geo.cw, geo.ch)).copy()
            img.set_alpha(225)
            self._rot[key] = img
        return img

    def key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE and self.selected is not None:
            self._select(None)
            return True
        return False

    # ----- over the board -------------------------------------------------------------------------

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

    def draw_over(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """Glows, hints, titles, menus over the board; returns where it drew when every
        piece was a plain blit (so the window is refreshed only there next frame), else None."""
        scene = self.scene
        self._queue_warm_up()
        window = surface
        recorder = Recorder(window)
        surface = recorder  # type: ignore[assignment]  # blits only, until `known` is False
        known = True
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
                    thing.startswith(("die:", "token:", "coin", "runner.")),
                )
        it = self.it
        if it is not None and not targets and (drag is None or not drag.moving):
            hover = scene.hover
            shown: dict[str, Any] = {}
            if hover is not None and hover.zone == "hand.0" and hover.card in it.drags:
                shown = it.drags[hover.card]  # a hand card under the mouse: where it can go
            elif it.step == "place":
                shown = {t: None for zones in it.drags.values() for t in zones}
            for thing in shown:
                if thing.startswith("cell:"):
                    rect = self.thing_rect(thing)
                    if rect is not None:
                        self._cell_hint(surface, rect, hover is not None)
        if it is not None and not targets and self.menu is None:
            for thing in it.picks:  # things to click: lit all the time
                rect = self.thing_rect(thing)
                if rect is not None:
                    self._glow(surface, rect, LIT, thing.startswith("die:"))
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
                    self.selected.startswith(("die:", "token:", "coin", "runner.")),
                )
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

    def _ring_at(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        color: tuple[int, int, int],
        thick: bool = False,
    ) -> None:
        size = max(rect.w, rect.h) + (self.px(14, 6) if thick else self.px(6, 3))
        key = (size * (2 if thick else 1), color)
        img = self._ring.get(key)
        if img is None:
            img = pygame.Surface((size, size), pygame.SRCALPHA)
            c = size // 2
            if thick:
                for i in range(4):
                    pygame.draw.circle(img, (*color, 70 + 45 * i), (c, c), c - i * 2, 3)
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
                f"on a [{TOKEN_NAME[die['token']]}] token: pays [{TOKEN_NAME[die['token']]}] points"
            )
        elif die["colour"] != "blue":
            lines.append("no token: cannot pay for abilities")
        name = scene.seat_names()[die["seat"]]
        lines.append(name)
        size = self.px(16, 10)
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

    # ----- events to animations -------------------------------------------------------------------

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
        if kind == "info" and "holds a speech" in event.text:
            return []
        del d
        return None

    def _legion_pulse(self, event: Event, lzone: str) -> list[Anim]:
        """Rings in the legion's colour around the cards of a completed legion."""
        first, last = G.parse_cell(event.src), G.parse_cell(event.dst)
        geo = self.geo.get(lzone)
        m = COLOUR_WORD.search(event.text)
        if first is None or last is None or geo is None or m is None:
            return []
        span = geo.cell_rect(*first).union(geo.cell_rect(*last))
        return [Pulse(span, LEGION[m.group(1)]["fill"], 0.8)]

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
                out: list[Anim] = [self._float_at(f"+{amount} coins", rect, theme.GOLD, 30)]
                if other is not None:
                    out.append(self._float_at(f"-{amount} coins", other, theme.DAMAGE, 30))
                return out
            word = f"{amount:+d} coin{'s' if abs(amount) != 1 else ''}"
            return [self._float_at(word, rect, theme.GOLD if amount >= 0 else theme.DAMAGE, 30)]
        if kind == "ward":
            return [self._float_at(f"+{amount} Ward", rect, (150, 190, 255), 30)]
        if kind == "vp":
            return [self._float_at(f"+{amount} VP", rect, theme.GOLD, 32)]
        if kind == "banner":
            colour = banner_colour(event) or "red"
            return [
                Pulse(rect, LEGION[colour]["fill"], 0.8),
                self._float_at(
                    f"{colour.capitalize()} Banner!", rect, LEGION[colour]["fill"], 34, 0.8
                ),
            ]
        # morale: the morale die rolls beside the panel (0: a Ward was used instead)
        if amount == 0:
            return [self._float_at("Ward: morale holds", rect, (150, 190, 255), 28, 0.8)]
        size = max(24, min(rect.h // 2, self.px(56)))
        die_rect = pygame.Rect(0, 0, size, size)
        die_rect.center = (rect.right - size, rect.centery)
        passed = "passed" in event.text
        word = "Morale holds" if passed else "Morale fails!"
        return [
            DieRoll(self.dice_art, MORALE, amount, die_rect, 0.6, seed=amount * 7),
            self._float_at(word, rect, theme.GAIN if passed else theme.DAMAGE, 30, 0.9),
        ]
