"""Para Bellum's table: battlefield grids with dice, panels, the Command row, the Battle Reward.

This is the game's :class:`~tabletop.ui.table.extension.TableExtension`: the generic table
draws the hand, the piles, the log and the prompt; this draws the zone kinds below, tells what
lies under the mouse, and turns gestures on pieces into the rules' actions (see
:mod:`tabletop.ui.games.para_bellum.controller` for which gesture is which action).

Zone kinds (properties in ``layouts/para-bellum-<n>.tmx``):

- ``pbgrid`` (``battlefield.P``): the 4x9 grid, zoomed to its cards, their free neighbours
  and the playable cells (:mod:`~tabletop.ui.games.para_bellum.zoom`); cards in cells, dice on
  squares, tokens under dice, the General die on the starting card.
- ``pbplay`` (``play.P``): Constructs, Characters and Assets; a used card lies turned.
- ``pbpanel`` (``panel.P``): name, starting colour, team, score, coins (the coin is a piece),
  Wards, VP markers, cards in hand by kind, the five Color Banners.
- ``pbdeck`` (``army_deck``, ``command_deck``; property ``deck``), ``pbrow`` (the Command row),
  ``pbreward`` (the Battle Reward card's five bonuses), ``pbactions`` (the Centurion track:
  actions used and left), ``pbtokens`` (the token tray), ``pballiance`` (4 players, property
  ``team``: the Alliance card, its allies and the Runner).

The extension is made of parts, one module each, joined here (each part is a mixin on
:class:`~tabletop.ui.games.para_bellum.base.ParaBellumBase`; this class holds the state they
share and reacts to resizes, new views and overlays):

- ``layout``: where the zones' cards and pieces go, and where a named thing is now (``zoom``:
  which part of each battlefield is shown);
- ``board`` and ``panels``: drawing the zones on the cached board (redrawn only where a zone's
  signature changed); ``titles``: zone titles that shrink, then shorten, to fit;
- ``gestures``: what is under the mouse, presses, drops, clicks, selections; ``words``: what
  the table says about them (names, menu labels, hints, why a drop does nothing);
- ``over``: glows, hints, menus and tooltips drawn over the board each frame (``tips``: the
  tooltips' words); ``warmup``: pictures drawn ahead;
- ``animations``: the rules' events as animations; ``widgets``: the choice menu, the Battle
  Reward's bonus buttons, the opponent picker.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.games.para_bellum import grid as G
from tabletop.rules import Action
from tabletop.ui import palette
from tabletop.ui.games.para_bellum import keys, zoom
from tabletop.ui.games.para_bellum.animations import Animations
from tabletop.ui.games.para_bellum.board import Board
from tabletop.ui.games.para_bellum.dice import DiceArt
from tabletop.ui.games.para_bellum.gestures import Gestures, Thing
from tabletop.ui.games.para_bellum.grid import GridGeometry
from tabletop.ui.games.para_bellum.layout import Layout, RewardLayout, TokenTray
from tabletop.ui.games.para_bellum.over import Over
from tabletop.ui.games.para_bellum.panels import Panels
from tabletop.ui.games.para_bellum.tips import Tips
from tabletop.ui.games.para_bellum.titles import Titles
from tabletop.ui.games.para_bellum.warmup import WarmUp
from tabletop.ui.games.para_bellum.widgets import ChoiceMenu, SeatPicker, WrapButton, bonus_buttons
from tabletop.ui.games.para_bellum.words import Words

if TYPE_CHECKING:
    from tabletop.ui.table.keyboard import KeyChoice
    from tabletop.ui.table.scene import TableScene
    from tabletop.ui.table.widgets import Button

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


class ParaBellumTable(
    Animations, Over, WarmUp, Gestures, Words, Tips, Panels, Board, Titles, Layout
):
    """Para Bellum's zones, pieces, gestures and animations: the parts joined, and the
    state they share."""

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
        self._palette = palette.generation()  # the palette the caches were drawn in
        self._board_palette = palette.generation()  # ... and the scene's board

    def resize(self) -> None:
        self._hits = None
        self._warmed_for = None
        self.geo = {}
        self.fit_grids()
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

    def prompt_buttons(self) -> list[pygame.Rect]:
        """The Battle Reward's bonus buttons: the prompt's words stop above them."""
        return [b.rect for b in self.choice_buttons]

    def fit_grids(self) -> None:
        """Each battlefield's geometry, zoomed to its window (:mod:`zoom`): on a resize and
        on each new view, never during a drag."""
        d = self.d
        grids = d.get("grid", [])
        legal: list[tuple[int, int]] = []
        it = self.it
        if it is not None:
            legal = [c for c in (G.parse_cell(a.target) for a in it.actions) if c is not None]
        for lzone in self.zones_of("pbgrid"):
            seat = self.seat_of(lzone)
            grid = grids[seat] if seat < len(grids) else {}
            shown = zoom.window(grid, legal if seat == self.scene.bottom else ())
            old = self.geo.get(lzone)
            if old is not None and (old.rows, old.cols) == shown:
                continue
            self.geo[lzone] = zoom.fit(self.scene.card_area(lzone), max(1, self.px(3)), shown)
            self._hits = None

    def sync(self) -> None:
        self.fit_grids()
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
        if it is not None and it.kinds == {"opponent"} and self.d.get("players", 2) > 2:
            opp = [a for a in it.actions if a.kind == "opponent"]
            if len(opp) >= 2:
                self.picker = SeatPicker(self, self.scene.state.decision.prompt, opp)

    @property
    def busy(self) -> bool:
        return bool(self.rolling or self.landing)

    def key_choices(self) -> list[KeyChoice]:
        return keys.key_choices(self)

    def key_target_rect(self, target: str) -> pygame.Rect | None:
        return self.thing_rect(target)

    def overlay_buttons(self) -> list[Button]:
        return keys.overlay_buttons(self)

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
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_z
            and event.mod & pygame.KMOD_CTRL
        ):  # Ctrl+Z works as the Undo button does, the window open or not
            scene.undo()  # taken back: the new view decides whether a window opens again
            return
        owner = self.menu or self.picker
        assert owner is not None
        if (
            owner is self.picker
            and event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and not self.picker.rect.collidepoint(event.pos)
        ):  # a glowing battlefield beside the window names its player, as the prompt says
            it = self.it
            named = [t.id for t in self.things_at(event.pos) if it and t.id in it.picks]
            if named:
                self.picker = None
                self._do(it.picks[named[0]], event.pos, self._thing_name(named[0]))
                scene._dirty = True
                return
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
