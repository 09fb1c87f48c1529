"""The table: one game drawn from one seat's view, played by mouse, bots and hot-seat.

Data flow: the pending decision becomes an :class:`~tabletop.ui.controller.Interaction` (drags,
clicks, buttons, a picker); a gesture becomes an action; ``state.apply`` returns events; each
event is a step of the timeline that moves the :class:`DisplayModel` (what is drawn) one event
forward while it animates; at the end the display is replaced by the new view.

Zone names in the layout are seat *positions* (``hand.0`` at the bottom); :meth:`lz` maps a
state zone to its layout zone for the seat at the bottom.

:class:`TableScene` holds the table's state and is made of one part per job:

- geometry.py: zone rectangles, card slots and spots, hit tests;
- flow.py: decisions, bots, the hot-seat curtain, apply and undo;
- animate.py: events to animations;
- input.py: mouse and keys, hover, drag and drop, buttons, pickers;
- marks.py: chosen, paired and droppable cards marked for the decision at hand;
- handhold.py: the own hand's places kept while its cards are clicked away one at a time;
- prompt.py: the prompt panel's texts and buttons;
- board.py: the static layer, the cached board and each frame drawn over it;
- zones.py: each zone's painter (painters/: a hand, a row, piles, a grid, a track, tokens;
  card badges), the shaking deck, the status line.

A game's own part of the table is its :class:`~tabletop.ui.table.extension.TableExtension`.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.rules import Action, Event, State
from tabletop.ui import sizing
from tabletop.ui.anim import Timeline
from tabletop.ui.cards import CardArt
from tabletop.ui.controller import DisplayModel, Interaction
from tabletop.ui.games import controller_for, extension_for
from tabletop.ui.layout import Layout
from tabletop.ui.scene import Scene, Seat
from tabletop.ui.table import firstframe, theme, warmup
from tabletop.ui.table.animate import EventAnimation
from tabletop.ui.table.board import BoardDrawing
from tabletop.ui.table.botworker import BotWorker, between_frames
from tabletop.ui.table.flow import TurnFlow
from tabletop.ui.table.geometry import CardSpot, TableGeometry
from tabletop.ui.table.guide import Guide
from tabletop.ui.table.handhold import HandHold
from tabletop.ui.table.hint import Hints
from tabletop.ui.table.input import Drag, TableInput
from tabletop.ui.table.keyboard import KeyFocus
from tabletop.ui.table.marks import CardMarks
from tabletop.ui.table.painters import Painter
from tabletop.ui.table.present import Presenter
from tabletop.ui.table.prompt import PromptPanel
from tabletop.ui.table.widgets import Button, LogPanel, Picker
from tabletop.ui.table.zones import ZoneDrawing

if TYPE_CHECKING:
    from tabletop.ui.app import App

RESTORED_LOG_LINES = 200  # log texts a resumed game shows from before it was saved


def make_bot(name: str, seed: int) -> Any:
    """The bot for a seat; an unknown name raises (the launcher and saves only offer known ones)."""
    from tabletop import ai

    return ai.get(name, seed)


class TableScene(
    TurnFlow,
    TableInput,
    EventAnimation,
    PromptPanel,
    CardMarks,
    BoardDrawing,
    ZoneDrawing,
    TableGeometry,
    Scene,
):
    """The table for any game with a layout and a controller (generic over games)."""

    interactive = True  # a game being played (a replay: False, and says no "drag here")

    def __init__(self, app: App, state: State, seats: list[Seat]) -> None:
        self._dirty = True
        self._board: pygame.Surface | None = None
        self._board_stale = True
        self._board_changed: list[pygame.Rect] | None = None  # board areas not yet shown
        self._present = Presenter()
        self._window_ours, self._window_flips = False, -2  # see _window_kept
        self._sigs: dict[str, tuple[Any, ...]] | None = None
        self._warm: list[warmup.Step] = []
        self._first: firstframe.FirstBoard | None = None  # the first board, built in slices
        self._spots: list[CardSpot] | None = None
        self._painters: dict[str, Painter | None] = {}  # by layout zone, see zones.py
        self.aims: dict[tuple[str, str], tuple[Action, Action]] = {}  # drops aimed (aim.py)
        self._gesture_ends = -1  # the history's length after an aimed drop's two moves
        super().__init__(app)
        self.state = state
        self.seats = list(seats)
        self.game = state.game
        self.res = app.res
        self.controller = controller_for(self.game)
        self.layout: Layout = self.res.layout(self.game.id, state.players)
        counters = self.layout.props.get("counters")  # per-seat values shown as tokens
        if counters and not self.controller.seat_counters:
            self.controller.seat_counters = tuple(c.strip() for c in str(counters).split(","))
        self.ext = extension_for(self)
        self.art: CardArt = self.ext.card_art()
        self.timeline = Timeline()
        self.log = LogPanel(self.res, self.ext.log_colors)
        self.humans = [i for i, s in enumerate(self.seats) if s.is_human]
        self.bottom = self.humans[0] if self.humans else 0
        seed = state.setup_args.get("seed", 0)
        base = seed if isinstance(seed, int) else sum(map(ord, str(seed)))
        self.bots = {
            i: make_bot(s.bot, base * 7919 + i) for i, s in enumerate(self.seats) if not s.is_human
        }
        for bot in self.bots.values():
            if hasattr(bot, "pause"):  # a search waits while a frame is drawn (botworker.py)
                bot.pause = between_frames
        self.display = DisplayModel.from_view(state.view(self.view_seat))
        self.interaction: Interaction | None = None
        self.buttons: list[Button] = []
        self.undo_button: Button | None = None  # in the prompt panel (see undo.py)
        self.keys = KeyFocus(self)  # keyboard play (keyboard.py)
        self.hold = HandHold(self)  # the hand's places kept over a run of discards
        self.hints = Hints(self)  # the Hint button and H (hint.py)
        self.hint_button: Button | None = None
        self.picker: Picker | None = None
        self.browse: Picker | None = None
        self.drag: Drag | None = None
        self.pressed_unusable: str | None = None  # a table card pressed that is not in play now
        self.hover: CardSpot | None = None
        self.mouse = (0, 0)
        self._hover_turn: tuple[Any, ...] | None = None  # see _after_actions
        self.flying: set[tuple[str, int]] = set()  # display slots hidden while a card flies
        self.curtain_for: int | None = None
        self.toast_text = ""
        self.tooltip_rect: pygame.Rect | None = None  # a grey button's reason (tooltip.py)
        self._shown_kept: tuple[Any, ...] | None = None  # what an app message avoids (prompt.py)
        self.toast_time = 0.0
        self.bot_wait = 0.0
        # What the timeline has shown of the action being played out, for the prompt panel's
        # words (prompt.py): whose action it is, and the newest turn, round or game-over event
        # among its events yet shown (None: none so far)
        self.shown_mover: int | None = None
        self.shown_stage: Event | None = None
        self.thinker = BotWorker()
        # Bots think on a worker thread in the real loop; in the test loop (frames without real
        # time) and with --fast they think inline, so that every run takes the same frames.
        self.bot_threads = bool(getattr(app, "realtime", True))
        self.over_reported = False
        self.size = (1, 1)
        self.scale = 1.0
        self.rects: dict[str, pygame.Rect] = {}
        self._static: pygame.Surface | None = None
        self._felt: pygame.Surface | None = None
        self._static_key: tuple[Any, ...] = ()
        self._glows: dict[tuple[Any, ...], pygame.Surface] = {}
        if state.history:
            self._restore_log(state)
            if not state.is_over:  # a finished game loaded to look at is not resumed
                self.log.add(f"{self.game.title}: game resumed.", "turn")
        else:
            self.log.add(f"{self.game.title}: a new game.", "turn")
            for event in state.opening:  # "Turn 1: Athens plays."
                self.log.add(event.for_seat(None if self.hot_seat else self.view_seat).text, "turn")
        self.guide = Guide(self)
        self._prefetch = self.res.prefetch(firstframe.prefetch_order(self))
        self.resize(app.screen.get_size())
        self._configure_timeline()
        self._after_actions()

    def _restore_log(self, state: State) -> None:
        """A resumed game shows the log it had: its history is replayed from the setup (tens of
        milliseconds for a long game) and the last texts kept, as this seat may see them."""
        log_seat = None if self.hot_seat else self.view_seat
        setup = state.setup_args
        try:
            twin = self.game.setup(setup["seed"], setup["players"], **setup.get("options", {}))
            lines: deque[tuple[str, str]] = deque(maxlen=RESTORED_LOG_LINES)
            lines.extend((e.for_seat(log_seat).text, e.kind) for e in twin.opening)
            for _, action in state.history:
                lines.extend((e.for_seat(log_seat).text, e.kind) for e in twin.apply(action))
        except Exception:  # a save is checked when loaded; never fail a table over its log
            return
        for text, kind in lines:
            self.log.add(text, kind)

    @property
    def dirty(self) -> bool:
        return self._dirty

    @dirty.setter
    def dirty(self, value: bool) -> None:
        """Setting ``dirty`` means the table itself may have changed: the zones whose content
        changed are redrawn on the cached board (see :meth:`_render_board`).

        Frames that only move an animation or a dragged card set ``_dirty`` alone and reuse
        the board (one opaque blit), which keeps animated frames cheap.
        """
        self._dirty = bool(value)
        if value:
            self._board_stale = True
            self._spots = None

    @property
    def escape_menu(self) -> bool:
        """Esc opens the app's menu, except while the discard pile is browsed (Esc closes it)."""
        return (
            self.browse is None
            and not self.ext.wants_escape
            and not self.ext.overlay_open
            and self.keys.held is None  # Esc first puts back a card taken by keyboard
        )

    def leave(self) -> None:
        """The app switched to another screen: drop the big pictures (board, layers, card
        cache: 60-100 MB at 1080p) now. The scene itself sits in reference cycles and is only
        freed by a full garbage collection, which may come several games later."""
        self.thinker.cancel()
        self._warm = []
        self.art.clear()
        self._glows.clear()
        self._board = self._static = self._felt = None
        self.picker = self.browse = None

    @property
    def view_seat(self) -> int | None:
        """Whose view is drawn: the human at the bottom; None (a spectator) when bots play."""
        return self.bottom if self.humans else None

    @property
    def hot_seat(self) -> bool:
        """Two or more people share the screen (a seat played by the same person as the one
        before it does not count: no curtain between one person's seats)."""
        return sum(1 for i in self.humans if not self.seats[i].same_person) >= 2

    def person_of(self, seat: int) -> int:
        """The first seat of the person who plays ``seat``: with one person at the screen, all
        the human seats are theirs; with several, a seat played by "the same person" belongs
        to the nearest human seat before it that is not such a seat (bots between them or
        not)."""
        if not self.seats[seat].is_human:
            return seat
        if not self.hot_seat:
            return self.humans[0]
        while seat > 0 and self.seats[seat].same_person:
            seat -= 1
            while seat > 0 and not self.seats[seat].is_human:
                seat -= 1
        return seat

    def seat_names(self) -> list[str]:
        names = []
        for i, seat in enumerate(self.seats):
            name = self.controller.seat_name(i)
            if not seat.is_human:
                name += " (bot)"
            elif not self.hot_seat and i == self.bottom:
                name += " (you)"
            names.append(name)
        return names

    def pos_of(self, seat: int) -> int:
        return (seat - self.bottom) % self.state.players

    def seat_at(self, pos: int) -> int:
        return (self.bottom + pos) % self.state.players

    def lz(self, zone: str | None) -> str | None:
        """The layout zone showing state zone ``zone`` from the bottom seat's side."""
        if zone is None:
            return None
        kind, _, idx = zone.partition(".")
        if idx.isdigit():
            return f"{kind}.{self.pos_of(int(idx))}"
        return zone

    def sz(self, lzone: str) -> str:
        """The state zone shown in layout zone ``lzone``."""
        kind, _, idx = lzone.partition(".")
        if idx.isdigit():
            return f"{kind}.{self.seat_at(int(idx))}"
        return lzone

    @property
    def fast(self) -> bool:
        return bool(getattr(self.app, "fast", False))

    def _configure_timeline(self) -> None:
        settings = getattr(self.app, "settings", None)
        animations = bool(getattr(settings, "animations", True))
        self.timeline.instant = self.fast or not animations
        self.timeline.speed = float(getattr(settings, "animation_speed", 1.0) or 1.0)

    @property
    def bot_delay(self) -> float:
        if self.fast:
            return 0.0
        return float(getattr(getattr(self.app, "settings", None), "bot_delay", 0.5))

    @property
    def busy(self) -> bool:
        if self.timeline.busy or self.toast_time > 0 or (self.drag and self.drag.moving):
            return True
        if self.ext.busy:
            return True
        if self._first is not None:
            return True  # the first board, a few slices a frame
        if self._warm and self.humans and not self._board_stale:
            return True  # card pictures to render ahead: a second or two at full frame rate
        decision = self.state.decision
        if decision is None:
            return not self.over_reported
        return not self.seats[decision.seat].is_human and self.curtain_for is None

    def resize(self, size: tuple[int, int]) -> None:
        self.size = (max(1, size[0]), max(1, size[1]))
        self.scale = sizing.table_scale(self.app, theme.scale_of(self.size, self.layout.size))
        self.rects = self.layout.rects(self.size)
        self.art.clear()
        self._static = None
        self._sigs = None
        self._spots = None
        self._glows.clear()
        self.ext.resize()
        if "log" in self.rects:
            self.log.set_rect(self.rects["log"], self.scale)
        for picker in (self.picker, self.browse):
            if picker is not None:
                picker.layout(pygame.Rect((0, 0), self.size), self.scale)
        self._build_buttons()
        self._queue_warm_up()
        self.dirty = True
        # the real loop builds the first board over a few frames (firstframe.py); tests and
        # --fast runs build it in the frame that draws it, as before
        self._first = firstframe.FirstBoard(self) if self.bot_threads and not self.fast else None

    def update(self, dt: float) -> None:
        if self._first is not None:  # animations and bots wait for the first board
            self._dirty = True
            if self._first.run():
                self._first = None
            return
        super().update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if self._first is not None:
            if surface is self.app.screen and self.app.running:
                self._dirty = False
                self._present.forget()  # the window keeps what it showed
                return
            self._first.finish()  # a picture of the table is wanted now
            self._first = None
        super().draw(surface)

    def _queue_warm_up(self) -> None:
        """Card faces (and backs, glows) at every size the table shows them, to render while
        nothing else happens, so that a card first seen mid-game does not cost a slow frame."""
        self._warm = warmup.plan(self)

    def warm_up(self, budget: float = 0.002) -> None:
        """Render queued card pictures for about ``budget`` seconds (at least one step)."""
        warmup.run(self._warm, budget)


__all__ = ["CardSpot", "Drag", "TableScene"]
