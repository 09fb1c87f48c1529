"""Game-specific parts of the table, behind a few hooks the generic :class:`TableScene` calls.

Most games need nothing here (the default :class:`TableExtension` does nothing). A game with
its own kinds of zone, pieces or animations declares ``EXTENSION``, a subclass of
:class:`TableExtension`, in its table package (see :mod:`tabletop.ui.games`). The scene asks it:

- which zone kinds it draws (``kinds``), their redraw signature and how to draw them on the
  cached board; or, for a zone the kit's painters could draw, its own painters by name
  (``painters``, see :mod:`tabletop.ui.table.painters`), chosen by the layout's properties;
- which cards it draws (``spots``, for hover and hit tests) and where a card of a state zone sits
  (``spot_rect``, for move animations);
- what lies under the mouse (``target_at``: a drop target that is not a zone, such as a grid
  cell, a die or a card) and which pieces can be picked up (``press``: dice, coins, tokens);
- what a click does (``click``), what a drop of a piece does (``drop``), what to draw over the
  board every frame (``draw_over``: glows, selections, a hovered die shown large);
- how to animate an event (``event``: returns None to let the scene do it) and in which colour
  the log shows it (``log_colors``);
- where a hand card usually goes (``usual_target``), to ask the rules why a drop did nothing;
- what the hover shows beside a card drawn large (``card_notes``: its state now, its keywords
  explained in words), and a card's numbers as they are now (``card_numbers``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from tabletop.ui.cards import CardArt

if TYPE_CHECKING:
    from tabletop.rules import Action, Event
    from tabletop.ui.anim import Anim
    from tabletop.ui.table.keyboard import KeyChoice
    from tabletop.ui.table.painters import Painter
    from tabletop.ui.table.scene import CardSpot, Drag, TableScene
    from tabletop.ui.table.widgets import Button


class TableExtension:
    """The hooks, doing nothing: the generic table as it is."""

    kinds: frozenset[str] = frozenset()
    # painters by name, over the kit's (a layout zone names one by kind, arrange or painter)
    painters: dict[str, type[Painter]] = {}
    # the log's colour for the lines of a game's own event kinds (over the table's own)
    log_colors: dict[str, tuple[int, int, int]] = {}

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene

    def card_art(self) -> CardArt:
        s = self.scene
        return CardArt(s.res, s.game.id, s.game.cards)

    def resize(self) -> None:
        """The window changed size (the scene's rects are up to date)."""

    def sync(self) -> None:
        """The display was replaced by the current view and a new interaction was made."""

    def spots(self, lzone: str) -> list[CardSpot]:
        return []

    def spot_rect(self, zone: str, card: str | None, index: int | None) -> pygame.Rect | None:
        return None

    def signature(self, lzone: str) -> tuple[Any, ...]:
        return ()

    def draw_zone(self, surface: pygame.Surface, lzone: str) -> None:
        """Draw one zone of an own kind on the board (clipped to its paint rect)."""

    def covers(self, pos: tuple[int, int]) -> bool:
        """True where a piece of the extension lies on top of a card (no card hover there)."""
        return False

    def target_at(self, pos: tuple[int, int], targets: dict[str, Any]) -> str | None:
        """The drop target under ``pos`` that the scene's zones do not name (None: none):
        by default, the target a zone of :meth:`drop_aliases` stands for."""
        for lzone, meant in self.drop_aliases().items():
            rect = self.scene.rects.get(lzone)
            if rect is not None and rect.collidepoint(pos) and meant in targets:
                return meant
        return None

    def drop_aliases(self) -> dict[str, str]:
        """Layout zones that take a drop meant for a state zone (layout zone -> state zone):
        where a played card is shown waiting, a player drops it to play it. They light up
        with the zone they stand for."""
        return {}

    def press(self, pos: tuple[int, int]) -> Drag | None:
        """A press that picks up a piece (not a hand card); None if nothing is picked up."""
        return None

    def drop(self, drag: Drag, pos: tuple[int, int]) -> None:
        """A piece from :meth:`press` was dropped at ``pos``."""

    def click(self, pos: tuple[int, int], drag: Drag | None) -> bool:
        """A click (``drag``: the hand card pressed, if any); True when it was handled."""
        return False

    def motion(self, pos: tuple[int, int]) -> bool:
        """The mouse moved; True when what :meth:`draw_over` shows changed."""
        return False

    def draw_over(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """Drawn over the board every frame (keep it cheap: cached surfaces only). Returns the
        areas drawn (the window is then refreshed only there next frame), or None when they
        are not known (the whole window is refreshed)."""
        return []

    def event(self, event: Event) -> list[Anim] | None:
        """Follow and animate ``event``; None lets the scene do it."""
        return None

    def usual_target(self, card: str) -> str | None:
        """The state zone ``card`` is usually played to, for the rules to say why a drop away
        from every target does nothing (None: no such zone)."""
        return None

    def card_data(self, card: str) -> tuple[dict[str, Any], dict[str, Any]] | None:
        """``card``'s definition and its entry in the display's ``card_state`` (empty when it
        has none), for :meth:`card_notes`; None for a card the game does not know."""
        state = self.scene.display.data.get("card_state") or {}
        try:
            data = self.scene.game.card_def(card)
        except KeyError:
            return None
        return data, state.get(card, {})

    def card_numbers(self, card: str) -> dict[str, int]:
        """``card``'s numbers now where they differ from what it prints (a gear's bonus, a
        location's effect): stat -> value, drawn over the printed ones wherever the table
        draws the card (:meth:`CardArt.draw_numbers`). None by default."""
        return {}

    def card_notes(self, card: str) -> list[tuple[str, str]]:
        """Notes shown beside ``card`` while the hover shows it large: (a term in bold, its
        words) per paragraph (an empty term: words alone). None by default."""
        return []

    def reason(self, card: str, target: str | None, targets: dict[str, Action]) -> str | None:
        """Why dropping ``card`` on ``target`` does nothing (None: the scene's own reason)."""
        return None

    def move_image(
        self, card: str | None, src: str, dst: str, size: tuple[int, int], face_up: bool
    ) -> pygame.Surface | None:
        """The picture of a moving card (None: the art's face or back)."""
        return None

    def back_image(self, zone: str, index: int, size: tuple[int, int]) -> pygame.Surface | None:
        """The back (with its shadow, blitted at ``shadow_origin``) of the hidden card at
        ``index`` of ``zone``, for a game whose cards have backs of several kinds (None: the
        art's one back)."""
        return None

    def drag_image(self, drag: Drag) -> pygame.Surface | None:
        """What a dragged hand card looks like where it is now (None: the card's face); drawn
        centred on the mouse."""
        return None

    def key(self, event: pygame.event.Event) -> bool:
        """A key press; True when handled."""
        return False

    def key_choices(self) -> list[KeyChoice]:
        """Keyboard play: the game's own things to light besides the decision's cards and
        buttons (pieces to move, cells or dice to click, its own buttons); see keyboard.py."""
        return []

    def key_target_rect(self, target: str) -> pygame.Rect | None:
        """Keyboard play: where a drop target that is not a zone or a card lies (None: the
        scene finds it)."""
        return None

    def prompt_buttons(self) -> list[pygame.Rect]:
        """Where the extension's own buttons lie in the prompt panel (drawn by
        :meth:`draw_over`): the prompt's words stop above them."""
        return []

    def overlay_buttons(self) -> list[Button]:
        """Keyboard play: the buttons of the overlay shown while :attr:`overlay_open`."""
        return []

    @property
    def covers_table(self) -> bool:
        """True while :meth:`draw_over` draws a panel over the whole table: the table's
        animations are then drawn under it, and no card under it rises or is shown large."""
        return False

    @property
    def busy(self) -> bool:
        return False

    @property
    def wants_escape(self) -> bool:
        """True while Esc should go to the extension (to cancel a selection) not the menu."""
        return False

    @property
    def overlay_open(self) -> bool:
        """True while the extension shows a modal overlay that takes all input."""
        return False

    def overlay_event(self, event: pygame.event.Event) -> None:
        """Input while :attr:`overlay_open`."""
