"""The table: one game drawn from one seat's view, played by mouse, bots and hot-seat.

Data flow: the pending decision becomes an :class:`~tabletop.ui.controller.Interaction` (drags,
clicks, buttons, a picker); a gesture becomes an action; ``state.apply`` returns events; each
event is a step of the timeline that moves the :class:`DisplayModel` (what is drawn) one event
forward while it animates; at the end the display is replaced by the new view.

Zone names in the layout are seat *positions* (``hand.0`` at the bottom); :meth:`lz` maps a
state zone to its layout zone for the seat at the bottom.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.rules import Action, Event, IllegalAction, State
from tabletop.ui.anim import (
    Anim,
    Banner,
    Callback,
    Flash,
    FloatText,
    Pulse,
    Shake,
    Slide,
    Timeline,
)
from tabletop.ui.cards import CardArt, fast_blit, fit_card
from tabletop.ui.controller import DisplayModel, Interaction, PickEntry, PickerSpec, TokenCount
from tabletop.ui.games import controller_for, extension_for
from tabletop.ui.layout import Layout, Zone, too_small
from tabletop.ui.scene import Scene, Seat
from tabletop.ui.table import felt, theme, warmup
from tabletop.ui.table.botworker import BotWorker
from tabletop.ui.table.present import Presenter, Recorder
from tabletop.ui.table.widgets import Button, LogPanel, Picker, panel

if TYPE_CHECKING:
    from tabletop.ui.app import App

DRAG_THRESHOLD = 5  # pixels a press must move before it becomes a drag
TOAST_SECONDS = 4.0
RESTORED_LOG_LINES = 200  # log texts a resumed game shows from before it was saved
BASE_DURATION = {
    "move": 0.42,
    "flash": 0.7,
    "banner": 1.1,
    "float": 1.0,
    "pulse": 0.75,
    "shake": 0.45,
}


def make_bot(name: str, seed: int) -> Any:
    """The bot for a seat; an unknown name raises (the launcher and saves only offer known ones)."""
    from tabletop import ai

    return ai.get(name, seed)


@dataclass
class Drag:
    """A press on a card in the hand; it becomes a drag once the mouse moves far enough."""

    card: str
    zone: str  # layout zone it came from
    index: int
    start: tuple[int, int]
    grab: tuple[int, int]  # offset of the press inside the card
    rect: pygame.Rect
    moving: bool = False
    pos: tuple[int, int] = (0, 0)
    piece: bool = False  # a die, coin or token picked up by the game's extension
    image: pygame.Surface | None = None  # what is drawn under the mouse (pieces)


@dataclass
class CardSpot:
    """Where one card of the display is drawn (for hit tests and animations)."""

    zone: str  # layout zone
    index: int
    card: str | None
    rect: pygame.Rect
    face_up: bool


class TableScene(Scene):
    """The table for any game with a layout and a controller (generic over games)."""

    def __init__(self, app: App, state: State, seats: list[Seat]) -> None:
        self._dirty = True
        self._board: pygame.Surface | None = None
        self._board_stale = True
        self._board_changed: list[pygame.Rect] | None = None  # board areas not yet shown
        self._present = Presenter()
        self._window_ours, self._window_flips = False, -2  # see _window_kept
        self._sigs: dict[str, tuple[Any, ...]] | None = None
        self._warm: list[warmup.Step] = []
        self._spots: list[CardSpot] | None = None
        super().__init__(app)
        self.state = state
        self.seats = list(seats)
        self.game = state.game
        self.res = app.res
        self.controller = controller_for(self.game)
        self.layout: Layout = self.res.layout(self.game.id, state.players)
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
        self.display = DisplayModel.from_view(state.view(self.view_seat))
        self.interaction: Interaction | None = None
        self.buttons: list[Button] = []
        self.picker: Picker | None = None
        self.browse: Picker | None = None
        self.drag: Drag | None = None
        self.hover: CardSpot | None = None
        self.mouse = (0, 0)
        self._hover_turn: tuple[Any, ...] | None = None  # see _after_actions
        self.flying: set[tuple[str, int]] = set()  # display slots hidden while a card flies
        self.curtain_for: int | None = None
        self.toast_text = ""
        self.toast_time = 0.0
        self.bot_wait = 0.0
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
            self.log.add(f"{self.game.title}: game resumed.", "turn")
        else:
            self.log.add(f"{self.game.title}: a new game.", "turn")
        self._prefetch = self.res.prefetch(self.art.masters())
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
            for _, action in state.history:
                lines.extend((e.for_seat(log_seat).text, e.kind) for e in twin.apply(action))
        except Exception:  # a save is checked when loaded; never fail a table over its log
            return
        for text, kind in lines:
            self.log.add(text, kind)

    # ----- redraw bookkeeping ----------------------------------------------------------------

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
        return self.browse is None and not self.ext.wants_escape and not self.ext.overlay_open

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

    # ----- seats and names -------------------------------------------------------------------

    @property
    def view_seat(self) -> int | None:
        """Whose view is drawn: the human at the bottom; None (a spectator) when bots play."""
        return self.bottom if self.humans else None

    @property
    def hot_seat(self) -> bool:
        return len(self.humans) >= 2

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

    # ----- timing ------------------------------------------------------------------------------

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
        if self._warm and self.humans and not self._board_stale:
            return True  # card pictures to render ahead: a second or two at full frame rate
        decision = self.state.decision
        if decision is None:
            return not self.over_reported
        return not self.seats[decision.seat].is_human and self.curtain_for is None

    # ----- geometry ----------------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        self.size = (max(1, size[0]), max(1, size[1]))
        self.scale = theme.scale_of(self.size, self.layout.size)
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

    def _queue_warm_up(self) -> None:
        """Card faces (and backs, glows) at every size the table shows them, to render while
        nothing else happens, so that a card first seen mid-game does not cost a slow frame."""
        self._warm = warmup.plan(self)

    def warm_up(self, budget: float = 0.002) -> None:
        """Render queued card pictures for about ``budget`` seconds (at least one step)."""
        warmup.run(self._warm, budget)

    def zone(self, lzone: str) -> Zone:
        return self.layout.zones[lzone]

    def label_height(self) -> int:
        return self.res.font(self.label_size, True).get_linesize()

    @property
    def label_size(self) -> int:
        return theme.px(17, self.scale, 11)

    def card_area(self, lzone: str) -> pygame.Rect:
        rect = self.rects[lzone]
        pad = theme.px(8, self.scale, 3)
        top = self.label_height() + pad
        return pygame.Rect(rect.x + pad, rect.y + top, rect.w - 2 * pad, rect.h - top - pad)

    def card_size(self, lzone: str) -> tuple[int, int]:
        return fit_card(self.card_area(lzone))

    def slots(self, lzone: str, n: int) -> list[pygame.Rect]:
        """Where ``n`` cards sit in a zone: spread in a row or fan, or piled on a stack."""
        area = self.card_area(lzone)
        cw, ch = self.card_size(lzone)
        arrange = self.zone(lzone).arrange
        if arrange == "stack" or n <= 0:
            r = pygame.Rect(0, 0, cw, ch)
            r.center = area.center
            return [r.copy() for _ in range(max(0, n))]
        gap = max(2, cw // 12)
        step = float(cw + gap)
        if n > 1 and cw + step * (n - 1) > area.w:
            step = (area.w - cw) / (n - 1)
        total = cw + step * (n - 1)
        x0 = area.centerx - total / 2
        y = area.centery - ch // 2
        return [pygame.Rect(round(x0 + i * step), y, cw, ch) for i in range(n)]

    def spots(self) -> list[CardSpot]:
        """Every drawn card, bottom-most first (the last hit is the top card)."""
        if self._spots is not None:
            return self._spots
        out: list[CardSpot] = []
        for lzone, zone in self.layout.zones.items():
            if zone.kind in self.ext.kinds:
                out.extend(self.ext.spots(lzone))
                continue
            if zone.kind != "cards":
                continue
            cards = self.display.zones.get(self.sz(lzone), [])
            rects = self.slots(lzone, len(cards))
            if zone.arrange == "stack":
                start = max(0, len(cards) - 1)
                items = list(enumerate(cards))[start:]
            else:
                items = list(enumerate(cards))
            for i, card in items:
                face_up = card is not None and zone.face != "down"
                out.append(CardSpot(lzone, i, card, rects[i], face_up))
        self._spots = out
        return out

    def spot_at(self, pos: tuple[int, int]) -> CardSpot | None:
        if self.ext.covers(pos):
            return None  # a piece (a die) lies on the card there
        for spot in reversed(self.spots()):
            if (spot.zone, spot.index) in self.flying:
                continue
            if (
                self.drag
                and self.drag.moving
                and spot.zone == self.drag.zone
                and spot.index == self.drag.index
            ):
                continue
            if self._lifted(spot).collidepoint(pos):
                return spot
        return None

    def zone_at(self, pos: tuple[int, int]) -> str | None:
        for name, rect in self.rects.items():
            kind = self.zone(name).kind
            if (kind in ("cards", "tokens") or kind in self.ext.kinds) and rect.collidepoint(pos):
                return name
        return None

    def spot_rect(self, zone: str, card: str | None, index: int | None = None) -> pygame.Rect:
        """The rectangle of ``card`` (or slot ``index``) in state zone ``zone`` right now."""
        lzone = self.lz(zone)
        own = self.ext.spot_rect(zone, card, index)
        if own is not None:
            return own
        if lzone not in self.rects:
            r = pygame.Rect(0, 0, 80, 112)
            r.center = (self.size[0] // 2, self.size[1] // 2)
            return r
        cards = self.display.zones.get(zone, [])
        if index is None:
            index = cards.index(card) if card in cards else max(0, len(cards) - 1)
        rects = self.slots(lzone, max(len(cards), index + 1))
        return rects[index] if self.zone(lzone).kind == "cards" else self.rects[lzone].copy()

    def _lifted(self, spot: CardSpot) -> pygame.Rect:
        """Own-hand cards rise a little under the mouse, and while they can be clicked."""
        if (
            spot.zone == "hand.0"
            and self.hover is not None
            and self.hover.zone == spot.zone
            and self.hover.index == spot.index
            and self._local_turn()
        ):
            return spot.rect.move(0, -spot.rect.h // 10)
        return spot.rect

    # ----- the flow: decisions, bots, curtain ---------------------------------------------------

    def _local_turn(self) -> bool:
        """True when the person at the screen must decide now (no curtain, no animation)."""
        return self.interaction is not None and self.curtain_for is None

    def _after_actions(self) -> None:
        """The timeline is done: sync the display and prepare the next decision."""
        self.display = DisplayModel.from_view(self.state.view(self.view_seat))
        self.flying.clear()
        self._spots = None
        self.interaction = None
        self.picker = None
        decision = self.state.decision
        if decision is not None and self.seats[decision.seat].is_human:
            if decision.seat != self.bottom:
                if self.hot_seat:
                    self.curtain_for = decision.seat
                    self.hover = None  # the next player must not see the last one's card
            else:
                view = self.state.view(decision.seat)
                self.interaction = self.controller.interaction(decision, view)
                if self.interaction.picker is not None:
                    self.picker = Picker(self.interaction.picker, self.res, self.art)
                    self.picker.layout(pygame.Rect((0, 0), self.size), self.scale)
        self.bot_wait = 0.0
        self.thinker.cancel()  # the state moved on: a pending bot answer is stale
        self.ext.sync()
        self._build_buttons()
        self.dirty = True
        turn = self._turn_key()
        if turn != self._hover_turn:
            self._hover_turn = turn
            self.hover = None  # a new turn starts without the last one's enlarged card
        self._sync_hover()

    def _turn_key(self) -> tuple[Any, ...]:
        """What changes when the turn passes: who decides, whose turn, the turn or round."""
        decision = self.state.decision
        data = self.display.data
        return (
            decision.seat if decision is not None else None,
            self.controller.active_seat(self.display),
            data.get("turn"),
            data.get("round"),
        )

    def _hover_to(self, pos: tuple[int, int]) -> None:
        """The card under ``pos`` becomes the one shown enlarged (or none)."""
        spot = self.spot_at(pos)
        old = (self.hover.zone, self.hover.index, self.hover.card) if self.hover else None
        new = (spot.zone, spot.index, spot.card) if spot else None
        if old != new:
            self.hover = spot
            self.dirty = True  # a hand card rises under the mouse: its zone is redrawn
        elif spot is not None and self.hover is not None and spot.rect != self.hover.rect:
            self.hover = spot
            self._dirty = True

    def _sync_hover(self) -> None:
        """The enlarged card follows the table, not only the mouse: once the table changed (an
        action, a card landing, a new view, a resize), it stays only while the same card still
        lies at the same place under the mouse; a card that left, or one that slid in under a
        still mouse, shows nothing until the mouse moves."""
        spot = self.hover
        if spot is None:
            return
        now = self.spot_at(self.mouse) if self.drag is None or not self.drag.moving else None
        if now is None or (now.zone, now.index, now.card) != (spot.zone, spot.index, spot.card):
            self.hover = None
            self.dirty = True
        elif now.rect != spot.rect or now.face_up != spot.face_up:
            self.hover = now
            self._dirty = True

    def _reveal_to(self, seat: int) -> None:
        """Hot-seat: the next person took the mouse; show the table from their side."""
        self.curtain_for = None
        self.bottom = seat
        self.hover = None
        self._static = None
        self._after_actions()

    def apply(self, action: Action) -> bool:
        """Apply ``action`` for whoever decides now; False (and a toast) if it is illegal."""
        try:
            events = self.state.apply(action)
        except IllegalAction as err:
            self.show_toast(str(err))
            return False
        self.interaction = None
        self.picker = None
        self.drag = None
        self._build_buttons()
        autosave = getattr(self.app, "autosave", None)
        if autosave is not None:
            autosave(self.state, self.seats)
        self._animate(events)
        self.timeline.push(lambda: [], self._after_actions)
        self.dirty = True
        self._sync_hover()
        return True

    def update(self, dt: float) -> None:
        self._configure_timeline()
        if self.timeline.busy:
            self.timeline.update(dt)
            self._dirty = True  # the board stays; the animation is drawn over it
        if self.hover is not None:
            self._sync_hover()  # cheap (cached spots): the table may have moved under it
        if (
            self._warm
            and not self._board_stale  # not in a frame that redraws the board
            and not self._prefetch.is_alive()
            and not self.thinker.thinking  # both want the GIL: let the bot finish first
            and (self.drag is None or not self.drag.moving)
        ):
            self.warm_up(0.001 if self.timeline.busy else 0.002)  # animated frames draw more
        if self.toast_time > 0:
            self.toast_time -= dt
            if self.toast_time <= 0:
                self.toast_text = ""
                self.dirty = True
        if self.timeline.blocking:
            return
        if self.state.is_over:
            # the game-over screen takes its picture of the table now: let the result banner
            # fade out first (it would cover the header and the log on "See the final table")
            if not self.over_reported and not self.timeline.busy:
                self.over_reported = True
                if self.hover is not None:
                    self.hover = None
                    self.dirty = True
                game_over = getattr(self.app, "game_over", None)
                if game_over is not None:
                    game_over(self.state, self.seats)
            return
        decision = self.state.decision
        if decision is None or self.seats[decision.seat].is_human:
            return
        inline = self.fast or not self.bot_threads
        waited, self.bot_wait = self.bot_wait, self.bot_wait + dt
        if not waited and not inline:
            return  # this frame redraws the board after the last action: think from the next
        # The bot thinks on a worker thread over the pacing delay (botworker.py), while frames
        # are cheap; its answer is applied here, on the main thread.
        seat = decision.seat
        thought = self.thinker.ask(
            (len(self.state.history), seat),
            self.bots[seat],
            lambda: self.state.view(seat),
            wait=inline,
        )
        if not thought.done:
            return
        if not inline and not thought.warmed and thought.action is not None:
            thought.warmed = True  # its card's pictures first: it moves when the delay is over
            self._warm += warmup.for_card(self, thought.action.source)
        if self.bot_wait < self.bot_delay:
            return
        self.thinker.cancel()
        action = thought.action
        if thought.error is not None or action is None:  # a bot bug must not freeze the table
            why = f"The bot failed ({thought.error}); it plays the first legal move."
            self.log.add(why, "error")
            action = decision.actions[0]
        if not self.apply(action):
            self.apply(decision.actions[0])

    # ----- events to animations ----------------------------------------------------------------

    def _d(self, key: str) -> float:
        return BASE_DURATION[key]

    def _animate(self, events: list[Event]) -> None:
        # Hot-seat: the log stays on screen when the other player takes the mouse, so it
        # only ever holds public texts (each player sees their own cards in their hand).
        log_seat = None if self.hot_seat else self.view_seat
        for raw in events:
            event = raw.for_seat(self.view_seat)
            self.timeline.push(self._begin_event(event, raw.for_seat(log_seat).text))

    def _begin_event(self, event: Event, log_text: str):  # noqa: ANN202 - a closure factory
        def begin() -> list[Anim]:
            self.log.add(log_text, event.kind)
            self._spots = None
            self.dirty = True
            own = self.ext.event(event)
            if own is not None:
                return own
            if event.kind == "move" and event.src and event.dst:
                return self._move(event)
            self.controller.apply_event(self.display, event)
            return self._effect(event)

        return begin

    def _image(self, card: str | None, size: tuple[int, int], face_up: bool) -> pygame.Surface:
        if card is not None and face_up:
            return self.art.face(card, size)
        return self.art.back(size)

    def _move(self, event: Event) -> list[Anim]:
        assert event.src and event.dst
        src_rect = self.spot_rect(event.src, event.card)
        _, removed = self.display.take(event.card, event.src)
        card = event.card if event.card is not None else removed
        index = self.display.put(card, event.dst)
        self._spots = None
        dst_rect = self.spot_rect(event.dst, None, index)
        shown = self.display.zones[event.dst][index]
        face_up = shown is not None and self.zone_face(event.dst)
        if self.lz(event.src) == "deck" and self.lz(event.dst) == self.lz(f"hand.{event.seat}"):
            face_up = face_up and shown is not None
        key = (self.lz(event.dst) or "", index)
        self.flying.add(key)
        size = src_rect.size if src_rect.h >= dst_rect.h else dst_rect.size
        image = self.ext.move_image(shown, event.src, event.dst, size, face_up)
        if image is None:
            image = self._image(shown if shown is not None else None, size, face_up)
        slide = Slide(image, src_rect, dst_rect, self._d("move"), lift=theme.px(30, self.scale))
        end = Callback(lambda: self._land(key), slide.duration)
        return [slide, end]

    def _land(self, key: tuple[str, int]) -> None:
        self.flying.discard(key)
        self.dirty = True

    def zone_face(self, zone: str) -> bool:
        lzone = self.lz(zone)
        return lzone in self.layout.zones and self.zone(lzone).face != "down"

    def _float(
        self, text: str, center: tuple[int, int], color: tuple[int, int, int], size: int = 46
    ) -> FloatText:
        img = self._outlined(text, theme.px(size, self.scale, 16), color)
        return FloatText(
            img,
            center,
            self._d("float"),
            rise=theme.px(70, self.scale, 20),
            hold=self._d("float") * 0.6,
        )

    def _outlined(self, text: str, size: int, color: tuple[int, int, int]) -> pygame.Surface:
        base = self.res.font(size, True).render(text, True, color)
        edge = self.res.font(size, True).render(text, True, (10, 6, 4))
        surf = pygame.Surface((base.get_width() + 4, base.get_height() + 4), pygame.SRCALPHA)
        for dx, dy in ((0, 0), (4, 0), (0, 4), (4, 4), (2, 0), (0, 2), (4, 2), (2, 4)):
            surf.blit(edge, (dx, dy))
        surf.blit(base, (2, 2))
        return surf

    def _tokens_rect(self, seat: int | None) -> pygame.Rect:
        if seat is None:
            return self.rects.get("supply", pygame.Rect(0, 0, 10, 10))
        return self.rects.get(f"tokens.{self.pos_of(seat)}", pygame.Rect(0, 0, 10, 10))

    def _effect(self, event: Event) -> list[Anim]:
        """Animations for the generic events other than moves (a game's own kinds are its
        extension's, see :meth:`TableExtension.event`)."""
        kind = event.kind
        if kind == "shuffle" or kind == "reshuffle":
            return [Shake(self._d("shake"), theme.px(8, self.scale, 3))]
        if kind in ("turn", "game_over"):
            return [self._banner(event.text, self._d("banner"))]
        return []

    def _banner(self, text: str, duration: float) -> Banner:
        """A message across the table, wrapped (two lines at most, evenly long) and shrunk as
        needed to fit the window's width with margins: the final result is a long sentence."""
        res = self.res
        pad = theme.px(26, self.scale, 10)
        margin = theme.px(40, self.scale, 16)
        room = self.size[0] - 2 * margin - 2 * pad
        lines, size = banner_lines(res, text, theme.px(40, self.scale, 18), room)
        line_h = res.font(size, True, True).get_linesize()
        imgs = [res.text(line, size, theme.INK, True, True) for line in lines]
        width = max(img.get_width() for img in imgs)
        surf = panel(
            (width + 2 * pad, line_h * (len(imgs) - 1) + imgs[0].get_height() + pad),
            self.scale,
            (*theme.PANEL, 235),
            (*theme.GOLD, 230),
        )
        y = pad // 2
        for img in imgs:
            surf.blit(img, img.get_rect(midtop=(surf.get_width() // 2, y)))
            y += line_h
        center = (
            self.rects["status"].center
            if "status" in self.rects
            else (self.size[0] // 2, self.size[1] // 2)
        )
        rect = surf.get_rect(center=center)  # over the status line, but inside the margins
        rect.clamp_ip(pygame.Rect((0, 0), self.size).inflate(-2 * margin, -2 * margin))
        return Banner(surf, rect.center, duration, hold=duration * 0.55)

    # ----- input -------------------------------------------------------------------------------

    def show_toast(self, text: str) -> None:
        self.toast_text = text
        self.toast_time = TOAST_SECONDS
        self.log.add(text, "error")
        self.dirty = True

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.VIDEORESIZE:
            self.resize((event.w, event.h))
            return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos
        elif event.type == pygame.WINDOWLEAVE:
            self.mouse = (-1, -1)  # the mouse left the window: nothing is under it
            if self.hover is not None:
                self.hover = None
                self.dirty = True
        if too_small(self.size):
            return
        if self.curtain_for is not None:
            if (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE)
            ):
                self._reveal_to(self.curtain_for)
            return
        if self.ext.overlay_open:
            self.ext.overlay_event(event)
            return
        if event.type == pygame.KEYDOWN:
            if not self.ext.key(event):
                self._key(event)
            return
        if self.timeline.blocking:
            if event.type == pygame.MOUSEMOTION and self.drag is None:
                self._hover_to(event.pos)  # the enlarged card follows the mouse meanwhile
            if (
                event.type == pygame.MOUSEBUTTONDOWN
                and event.button == 1
                and not self.state.is_over
                and self.state.decision is not None
                and self.seats[self.state.decision.seat].is_human
            ):
                self.timeline.finish()  # a click skips the animation
                self.dirty = True
            return
        overlay = self.browse or (self.picker if self.picker and not self.picker.hidden else None)
        if overlay is not None:
            self._overlay_event(overlay, event)
            return
        if event.type == pygame.MOUSEWHEEL:
            if self.rects.get("log", pygame.Rect(0, 0, 0, 0)).collidepoint(self.mouse):
                if self.log.handle_wheel(event.y):
                    self.dirty = True
            return
        if event.type == pygame.MOUSEMOTION:
            self._motion(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)

    def _key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.timeline.blocking:
                self.timeline.finish()
                return
            if (
                self.browse is None
                and self.interaction
                and self.interaction.default
                and (self.picker is None or self.picker.hidden)
            ):
                self.apply(self.interaction.default)
        elif event.key == pygame.K_ESCAPE and self.browse is not None:
            self.browse = None
            self.dirty = True

    def _overlay_event(self, overlay: Picker, event: pygame.event.Event) -> None:
        result = overlay.handle(event, self.mouse)
        if result is None:
            return
        what, entry = result
        self.dirty = True
        if what == "close":
            self.browse = None
        elif what == "hide":
            overlay.hidden = True
            self._build_buttons()
        elif what == "pick" and isinstance(entry, PickEntry) and entry.action is not None:
            self.apply(entry.action)

    def _motion(self, event: pygame.event.Event) -> None:
        drag = self.drag
        if drag is not None:
            dx, dy = event.pos[0] - drag.start[0], event.pos[1] - drag.start[1]
            if not drag.moving and abs(dx) + abs(dy) >= DRAG_THRESHOLD:
                drag.moving = True
                self.hover = None
                self.dirty = True  # the card leaves its slot on the board
            drag.pos = event.pos
            self._dirty = True
            return
        for b in self.buttons:
            h = b.rect.collidepoint(event.pos)
            if h != b.hover:
                b.hover = h
                self.dirty = True
        if self.ext.motion(event.pos):
            self._dirty = True
        self._hover_to(event.pos)

    def _press(self, pos: tuple[int, int]) -> None:
        for b in self.buttons:
            if b.rect.collidepoint(pos):
                return  # buttons act on release
        spot = self.spot_at(pos)
        if spot is None or spot.card is None or spot.zone != "hand.0" or not self.humans:
            if self.humans:
                self.drag = self.ext.press(pos)
            return
        rect = self._lifted(spot)
        self.drag = Drag(
            spot.card,
            spot.zone,
            spot.index,
            pos,
            (pos[0] - rect.x, pos[1] - rect.y),
            rect.copy(),
            pos=pos,
        )

    def _release(self, pos: tuple[int, int]) -> None:
        drag, self.drag = self.drag, None
        if drag is not None and drag.moving:
            self._drop(drag, pos)
            return
        for b in self.buttons:
            if b.rect.collidepoint(pos):
                self._button(b)
                return
        if drag is not None and not drag.piece:  # a click on a hand card
            it = self.interaction
            if it and drag.card in it.clicks:
                self.apply(it.clicks[drag.card])
                return
        if self.ext.click(pos, drag):
            return
        zone = self.zone_at(pos)
        if zone is not None and self.zone(zone).props.get("browse", zone == "discard"):
            if self.display.zones.get(self.sz(zone)):
                self.open_browse(self.sz(zone))
        elif (
            drag is not None
            and self._local_turn()
            and self.interaction
            and self.interaction.targets(drag.card)
        ):
            self.show_toast("Drag the card onto a glowing zone to play it.")

    def _button(self, button: Button) -> None:
        value = button.value
        self.dirty = True
        if value == "show-picker" and self.picker is not None:
            self.picker.hidden = False
            self._build_buttons()
        elif isinstance(value, Action):
            self.apply(value)

    def _drop(self, drag: Drag, pos: tuple[int, int]) -> None:
        """A drop on a glowing zone applies its action; anywhere else the card springs back."""
        self.dirty = True
        if drag.piece:
            self.ext.drop(drag, pos)
            return
        lzone = self.zone_at(pos)
        it = self.interaction if self._local_turn() else None
        targets = it.targets(drag.card) if it else {}
        target = self.ext.target_at(pos, targets)
        if target is None:
            target = self.sz(lzone) if lzone else None
        if target is not None and target in targets:
            self.apply(targets[target])
            return
        self._spring_back(drag, pos)
        if lzone == drag.zone:
            return  # dropped back in the hand: no harm meant
        self.show_toast(self.reason(drag.card, target, targets))

    def reason(self, card: str, target: str | None, targets: dict[str, Action]) -> str:
        """Why this drop does nothing, in words: the rules' reason when they give one."""
        own = self.ext.reason(card, target, targets)
        if own:
            return own
        name = self.art.name(card)
        kinds = [a.kind for a in targets.values()]
        if not kinds and self.interaction:
            kinds = [a.kind for z in self.interaction.drags.values() for a in z.values()]
        kind = kinds[0] if kinds else "play"
        guess = target or (next(iter(targets)) if targets else self.ext.usual_target(card))
        why = None
        if self.state.decision is not None:
            why = self.state.why_illegal(Action(kind, card, guess))
        if why:
            return why
        if targets:
            return f"{name} cannot go there: drop it on a glowing zone."
        decision = self.state.decision
        if decision is None:
            return "The game is over."
        if decision.seat != self.bottom:
            return f"Wait: {self.controller.seat_name(decision.seat)} is deciding."
        return f"{name} cannot be used now. {decision.prompt}"

    def _spring_back(self, drag: Drag, pos: tuple[int, int]) -> None:
        start = pygame.Rect(pos[0] - drag.grab[0], pos[1] - drag.grab[1], drag.rect.w, drag.rect.h)
        key = (drag.zone, drag.index)
        self.flying.add(key)
        image = drag.image or self.art.face(drag.card, drag.rect.size)
        slide = Slide(image, start, drag.rect, 0.22)

        def begin() -> list[Anim]:
            return [slide]

        self.timeline.push(begin, lambda: self._land(key))

    def undo(self) -> None:
        """Ctrl+Z: take back the local player's last action, or say why not."""
        seat = self.bottom
        if not self.humans:
            self.show_toast("Nothing to undo: bots are playing.")
            return
        if self.timeline.blocking:
            self.timeline.finish()
        state = self.state
        if not state.can_undo(seat):
            if not state.history:
                why = "There is nothing to undo yet."
            elif state.history[-1][0] != seat:
                who = self.controller.seat_name(state.history[-1][0])
                why = f"You can only take back your own last action; {who} acted since."
            else:
                why = (
                    "That action revealed new information (a draw, a shuffle or a hidden "
                    "card) and cannot be taken back."
                )
            self.show_toast(why)
            return
        text = state.history[-1][1].text
        try:
            state.undo()
        except IllegalAction as err:
            self.show_toast(str(err))
            return
        self.log.add(f"{self.controller.seat_name(seat)} takes back: {text}.", "info")
        autosave = getattr(self.app, "autosave", None)
        if autosave is not None:
            autosave(self.state, self.seats)
        self._after_actions()

    def open_browse(self, zone: str = "discard") -> None:
        """Click on the discard pile: its cards, large and read-only."""
        cards = [c for c in self.display.zones.get(zone, []) if c]
        if not cards:
            return
        spec = PickerSpec(
            f"Discard pile ({len(cards)} card{'s' if len(cards) != 1 else ''}, newest first)",
            tuple(PickEntry(c, None, self.art.name(c)) for c in reversed(cards)),
            zone,
            read_only=True,
        )
        self.browse = Picker(spec, self.res, self.art)
        self.browse.layout(pygame.Rect((0, 0), self.size), self.scale)
        self.dirty = True

    # ----- the prompt panel ----------------------------------------------------------------------

    def _build_buttons(self) -> None:
        self.buttons = []
        rect = self.rects.get("prompt")
        if rect is None:
            return
        values: list[tuple[str, Any, bool, str]] = []
        it = self.interaction
        if it is not None and self.curtain_for is None:
            for action in it.buttons:
                primary = action == it.default
                values.append(
                    (action.text or action.kind, action, primary, "Enter" if primary else "")
                )
            if self.picker is not None and self.picker.hidden:
                values.insert(0, ("Show the choices", "show-picker", True, ""))
        if not values:
            return
        pad = theme.px(16, self.scale, 6)
        bh = theme.px(52, self.scale, 28)
        gap = theme.px(10, self.scale, 4)
        y = rect.bottom - pad - len(values) * bh - (len(values) - 1) * gap
        for label, value, primary, hint in values:
            self.buttons.append(
                Button(
                    pygame.Rect(rect.x + pad, y, rect.w - 2 * pad, bh), label, value, primary, hint
                )
            )
            y += bh + gap

    def prompt_texts(self) -> tuple[str, str, str]:
        """Heading, prompt and hint of the prompt panel (what to do next, always)."""
        names = self.seat_names()
        decision = self.state.decision
        if decision is None:
            reason = str(self.state.data.get("end_reason", "The game is over."))
            return "Game over", reason, ""
        if self.curtain_for is not None:
            return (
                "Pass the mouse",
                f"{names[self.curtain_for]}'s turn to decide.",
                "Click anywhere when ready.",
            )
        if self.timeline.blocking:
            return "", "", ""
        if self.interaction is not None:
            head = "Your move" if not self.hot_seat else f"{names[decision.seat]}: your move"
            hint = self.interaction.hint
            focus = self.interaction.focus
            if focus and focus in self.art.info:
                hint = f"{self.art.name(focus)}: {self.art.info[focus].text}\n{hint}"
            if self.picker is not None and self.picker.hidden:
                hint = "Click \u201cShow the choices\u201d to pick a card."
            return head, decision.prompt, hint
        seat = decision.seat
        waiting = (
            f"{names[seat]} is thinking\u2026"
            if not self.seats[seat].is_human
            else f"Waiting for {names[seat]}\u2026"
        )
        return "Please wait", waiting, f"{names[seat]} decides: {decision.prompt}"

    def _draw_prompt(self, surf: pygame.Surface) -> None:
        """Heading, prompt and hint onto the board (the panel itself is in the static layer)."""
        rect = self.rects["prompt"]
        scale, res = self.scale, self.res
        head, prompt, hint = self.prompt_texts()
        live = self.interaction is not None and self.curtain_for is None
        if live:
            pygame.draw.rect(
                surf,
                theme.GOLD,
                rect,
                max(2, theme.px(3, scale)),
                border_radius=theme.px(14, scale, 6),
            )
        pad = theme.px(16, scale, 6)
        x0 = rect.x + pad
        y = rect.y + theme.px(12, scale, 4)
        if head:
            img = res.text(head, theme.px(20, scale, 12), theme.GOLD, True)
            surf.blit(img, (x0, y))
            y += img.get_height() + theme.px(8, scale, 3)
        width = rect.w - 2 * pad
        bottom_limit = (self.buttons[0].rect.top - pad) if self.buttons else rect.bottom - pad
        size = theme.px(24, scale, 13)
        while size > 11:
            lines = res.wrap(prompt, size, width, True)
            hint_lines = res.wrap(hint, max(10, size - 5), width) if hint else []
            need = (
                len(lines) * res.font(size, True).get_linesize()
                + len(hint_lines) * res.font(max(10, size - 5)).get_linesize()
                + pad
            )
            if y + need <= bottom_limit:
                break
            size -= 1
        for line in lines:
            img = res.text(line, size, theme.INK, True)
            surf.blit(img, (x0, y))
            y += res.font(size, True).get_linesize()
        y += theme.px(8, scale, 2)
        for line in hint_lines:
            img = res.text(line, max(10, size - 5), theme.MUTED)
            surf.blit(img, (x0, y))
            y += res.font(max(10, size - 5)).get_linesize()

    # ----- drawing -----------------------------------------------------------------------------

    def _render_static(self) -> pygame.Surface:
        """Felt, zone frames and labels: drawn once per window size and seat."""
        w, h = self.size
        surf = (
            pygame.Surface(self.size).convert()
            if pygame.display.get_surface()
            else pygame.Surface(self.size)
        )
        felt = self.felt()
        if felt is not None:
            surf.blit(felt, (0, 0))
        else:
            for y in range(h):
                t = y / max(1, h - 1)
                color = [
                    round(a + (b - a) * abs(t - 0.45) * 1.6)
                    for a, b in zip(theme.FELT_TOP, theme.FELT_BOTTOM, strict=True)
                ]
                pygame.draw.line(surf, [max(0, min(255, c)) for c in color], (0, y), (w, y))
        names = self.seat_names()
        if "log" in self.rects:
            self.log.draw_frame(surf)
        if "prompt" in self.rects:
            surf.blit(
                panel(
                    self.rects["prompt"].size,
                    self.scale,
                    (*theme.PANEL, 235),
                    (*theme.PANEL_EDGE, 230),
                ),
                self.rects["prompt"],
            )
        for lzone, zone in self.layout.zones.items():
            rect = self.rects[lzone]
            if zone.kind in ("log", "prompt", "status"):
                continue
            frame = pygame.Surface(rect.size, pygame.SRCALPHA)
            radius = theme.px(16, self.scale, 6)
            pygame.draw.rect(frame, theme.ZONE_FILL, frame.get_rect(), border_radius=radius)
            pygame.draw.rect(
                frame,
                theme.ZONE_EDGE,
                frame.get_rect(),
                max(1, theme.px(2, self.scale)),
                border_radius=radius,
            )
            surf.blit(frame, rect)
            label = self.zone_label(lzone, names)
            if not label:
                continue
            img = self.res.text(label, self.label_size, theme.MUTED, True)
            pad = theme.px(10, self.scale, 4)
            if img.get_width() > rect.w - 2 * pad:
                img = self.res.text(label, max(9, self.label_size - 3), theme.MUTED, True)
            surf.blit(img, (rect.x + pad, rect.y + theme.px(5, self.scale, 2)))
        return surf

    def felt(self) -> pygame.Surface | None:
        """The table cloth covering the window, cached per size (felt.py: about 25 ms, where
        rasterising felt.svg took 120-420 ms on the first frame of every table)."""
        if self._felt is None or self._felt.get_size() != self.size:
            self._felt = felt.render(self.res, self.size)
        return self._felt

    def zone_label(self, lzone: str, names: list[str]) -> str:
        zone = self.zone(lzone)
        label = zone.label
        if zone.owner < 0 or not label:
            return label
        seat = self.seat_at(zone.owner)
        if not self.hot_seat and self.humans and seat == self.bottom:
            return f"Your {label}"
        return f"{names[seat]} \u00b7 {label.capitalize()}"

    def draw(self, surface: pygame.Surface) -> None:
        self._dirty = False
        if surface.get_size() != self.size:
            self.resize(surface.get_size())
        if too_small(self.size):
            self._draw_too_small(surface)
            self._present.forget()
            return
        if self._board is None or self._board_stale or self._board.get_size() != self.size:
            self._board = self._render_board()
            self._board_stale = False
        changed, self._board_changed = self._board_changed, []
        # the board, copied only where the window can differ from it (present.py)
        self._present.show(surface, self._board, changed if self._window_kept(surface) else None)
        shake = self.timeline.shake_offset()
        if shake != (0, 0):
            self._draw_shaking_deck(surface, shake)
        self._draw_glows(surface)
        over = self.ext.draw_over(surface)
        anims = Recorder(surface) if self._anims_recordable() else None
        self.timeline.draw(anims or surface)
        self._draw_drag(surface)
        self._draw_hover(surface)
        if self.picker is not None:
            self.picker.draw(surface)
        if self.browse is not None:
            self.browse.draw(surface)
        if self.curtain_for is not None:
            self._draw_curtain(surface)
        unrecorded = (
            shake != (0, 0)
            or (self.drag is not None and self.drag.moving)
            or self.hover is not None
            or self.picker is not None
            or self.browse is not None
            or self.curtain_for is not None
            or over is None
        )
        self._present.drawn(
            [*over, *anims.rects]
            if anims is not None and over is not None and not unrecorded
            else None
        )

    def _window_kept(self, surface: pygame.Surface) -> bool:
        """Whether ``surface`` is the window and still holds just what this table drew in the
        last frame shown (no other frame, overlay or toast since): see present.py."""
        app = self.app
        flips = getattr(app, "draws", None)
        ours = (
            surface is getattr(app, "screen", None)
            and flips is not None
            and not getattr(app, "overlays", None)
            and not getattr(app, "toasts", None)
        )
        kept = ours and self._window_ours and flips == self._window_flips + 1
        self._window_ours, self._window_flips = bool(ours), flips if flips is not None else -2
        return bool(kept)

    def _anims_recordable(self) -> bool:
        """Whether every animation only blits (so that a Recorder sees where it drew)."""
        return all(type(a) in RECORDABLE for a in self.timeline.active)

    def _render_board(self) -> pygame.Surface:
        """Everything at rest (felt, zones, cards, tokens, log, prompt) as one opaque layer.

        Only zones whose content changed are redrawn: each zone restores its own paint rect
        (its rectangle plus a margin smaller than half the gap to any neighbour) from the static
        layer and draws clipped to it, so zones never paint over each other.
        """
        board = self._board
        key = (self.size, self.bottom)
        full = board is None or board.get_size() != self.size or self._sigs is None
        if self._static is None or self._static_key != key:
            self._static = self._render_static()
            self._static_key = key
            full = True
        if board is None or board.get_size() != self.size:
            board = pygame.Surface(self.size)
            if pygame.display.get_surface() is not None:
                board = board.convert()
        sigs = {z: self._signature(z) for z in self.layout.zones}
        if full:
            todo = list(self.layout.zones)
            board.blit(self._static, (0, 0))
            self._board_changed = None
        else:
            assert self._sigs is not None
            todo = [z for z, sig in sigs.items() if self._sigs.get(z) != sig]
            areas = [self.paint_rect(z) for z in todo]
            for area in areas:
                board.blit(self._static, area, area)
            if self._board_changed is not None:
                self._board_changed += areas
        self._sigs = sigs
        ctx = self._card_context()
        for z in todo:
            board.set_clip(self.paint_rect(z))
            self._draw_zone(board, z, ctx)
        board.set_clip(None)
        return board

    def paint_rect(self, lzone: str) -> pygame.Rect:
        """The area a zone may paint: its rectangle and a thin margin for shadows and glows."""
        m = max(1, theme.px(4, self.scale))
        return self.rects[lzone].inflate(2 * m, 2 * m).clip(pygame.Rect((0, 0), self.size))

    def _card_context(self) -> tuple[str | None, set[str], set[str]]:
        it = self.interaction if self._local_turn() else None
        if it is None:
            return None, set(), set()
        return it.focus, set(it.clicks), set(it.drags)

    def _signature(self, lzone: str) -> tuple[Any, ...]:
        """Everything a zone's drawing depends on (a change means: redraw that zone)."""
        zone = self.zone(lzone)
        kind = zone.kind
        if kind in self.ext.kinds:
            return self.ext.signature(lzone)
        if kind == "cards":
            state_zone = self.sz(lzone)
            cards = tuple(self.display.zones.get(state_zone, []))
            flying = tuple(sorted(i for z, i in self.flying if z == lzone))
            hover = self.hover.index if self.hover and self.hover.zone == lzone else None
            drag = self.drag
            dragged = drag.index if drag and drag.moving and drag.zone == lzone else None
            focus, clicks, drags = self._card_context()
            marks = tuple(c in clicks or c in drags or c == focus for c in cards if c)
            return (
                cards,
                flying,
                hover,
                dragged,
                marks,
                state_zone in self.display.hidden,
                self._local_turn(),
            )
        if kind == "tokens":
            seat = self.seat_at(zone.owner)
            return (tuple(self.controller.tokens(self.display, seat)), self._is_active(seat))
        if kind == "supply":
            return tuple(self.controller.supply(self.display))
        if kind == "status":
            return (self.controller.status(self.display, self.seat_names()), self.toast_text)
        if kind == "log":
            return (len(self.log.entries), self.log.scroll)
        if kind == "prompt":
            buttons = tuple((b.label, b.hover, b.primary, b.rect.topleft) for b in self.buttons)
            return (self.prompt_texts(), self._local_turn(), buttons)
        return ()

    def _draw_zone(
        self, board: pygame.Surface, lzone: str, ctx: tuple[str | None, set[str], set[str]]
    ) -> None:
        kind = self.zone(lzone).kind
        if kind in self.ext.kinds:
            self.ext.draw_zone(board, lzone)
        elif kind == "cards":
            self._draw_card_zone(board, lzone, ctx)
            self._draw_zone_counts(board, lzone)
        elif kind == "tokens":
            self._draw_tokens(board, lzone)
        elif kind == "supply":
            self._draw_supply(board, lzone)
        elif kind == "status":
            self._draw_status(board)
        elif kind == "log":
            self.log.draw(board)
        elif kind == "prompt":
            self._draw_prompt(board)
            for b in self.buttons:
                b.draw(board, self.res, self.scale)

    def _zone_glow(self, rect: pygame.Rect, color: tuple[int, int, int]) -> pygame.Surface:
        key = (rect.w, rect.h, color)
        surf = self._glows.get(key)
        if surf is None:
            grow = theme.px(14, self.scale, 5)
            surf = pygame.Surface((rect.w + 2 * grow, rect.h + 2 * grow), pygame.SRCALPHA)
            for i in range(grow, 0, -2):
                alpha = round(160 * (1 - i / grow) ** 1.5) + 12
                r = pygame.Rect(grow - i, grow - i, rect.w + 2 * i, rect.h + 2 * i)
                pygame.draw.rect(
                    surf, (*color, alpha), r, 3, border_radius=theme.px(16, self.scale, 6) + i
                )
            inner = pygame.Rect(grow, grow, rect.w, rect.h)
            pygame.draw.rect(surf, (*color, 40), inner, border_radius=theme.px(16, self.scale, 6))
            pygame.draw.rect(
                surf,
                (*color, 230),
                inner,
                max(2, theme.px(3, self.scale)),
                border_radius=theme.px(16, self.scale, 6),
            )
            self._glows[key] = surf
        return surf

    def glowing_zones(self) -> list[str]:
        """Layout zones lit up now: the legal targets of the dragged card."""
        drag = self.drag
        if drag is None or not drag.moving or not self._local_turn() or self.interaction is None:
            return []
        targets = self.interaction.targets(drag.card)
        return [z for z in (self.lz(t) for t in targets) if z and z in self.rects]

    def _draw_glows(self, surface: pygame.Surface) -> None:
        glowing = self.glowing_zones()
        over = self.zone_at(self.drag.pos) if self.drag else None
        for lzone in glowing:
            rect = self.rects[lzone]
            color = theme.GLOW_OK if lzone == over else theme.GLOW
            glow = self._zone_glow(rect, color)
            surface.blit(glow, glow.get_rect(center=rect.center))

    def _draw_card_zone(
        self, surface: pygame.Surface, lzone: str, ctx: tuple[str | None, set[str], set[str]]
    ) -> None:
        focus, clickable, draggable = ctx
        zone = self.zone(lzone)
        if zone.arrange == "stack":
            n = len(self.display.zones.get(self.sz(lzone), []))
            if n > 1:  # the depth of a pile
                rect = self.slots(lzone, 1)[0]
                step = max(1, theme.px(3, self.scale))
                img = self.art.with_shadow(None, rect.size)
                origin = self.art.shadow_origin(rect)
                for k in range(min(3, n - 1), 0, -1):
                    surface.blit(img, (origin[0] + k * step, origin[1] + k * step))
        drag = self.drag
        for spot in self.spots():
            if spot.zone != lzone or (spot.zone, spot.index) in self.flying:
                continue
            if drag and drag.moving and spot.zone == drag.zone and spot.index == drag.index:
                continue
            rect = self._lifted(spot)
            hovered = (
                self.hover is not None
                and self.hover.zone == spot.zone
                and self.hover.index == spot.index
            )
            if (
                spot.card is not None
                and spot.face_up
                and spot.zone == "hand.0"
                and (spot.card in clickable or (spot.card in draggable and hovered))
            ):
                glow = self.art.glow(rect.size)
                surface.blit(glow, glow.get_rect(center=rect.center))
            elif spot.card is not None and spot.card == focus:
                glow = self.art.glow(rect.size, theme.FOCUS)
                surface.blit(glow, glow.get_rect(center=rect.center))
            shown = spot.card if spot.face_up else None
            surface.blit(self.art.with_shadow(shown, rect.size), self.art.shadow_origin(rect))

    def _badge(self, surface: pygame.Surface, text: str, center: tuple[int, int]) -> None:
        img = self.res.text(text, theme.px(20, self.scale, 11), theme.INK, True)
        pad = theme.px(8, self.scale, 3)
        r = img.get_rect(center=center).inflate(2 * pad, pad)
        r.w = max(r.w, r.h)
        r.center = center
        pygame.draw.rect(surface, (16, 10, 20), r, border_radius=r.h // 2)
        pygame.draw.rect(
            surface, theme.GOLD, r, max(1, theme.px(2, self.scale)), border_radius=r.h // 2
        )
        surface.blit(img, img.get_rect(center=r.center))

    def _draw_zone_counts(self, surface: pygame.Surface, lzone: str) -> None:
        """Card counts on piles and on hidden hands; a faint line in an empty zone."""
        zone = self.zone(lzone)
        state_zone = self.sz(lzone)
        n = len(self.display.zones.get(state_zone, []))
        if n == 0 and zone.empty and not any(z == lzone for z, _ in self.flying):
            area = self.card_area(lzone)
            size = theme.px(17, self.scale, 10)
            lines = self.res.wrap(zone.empty, size, area.w - theme.px(16, self.scale))
            line_h = self.res.font(size).get_linesize()
            y = area.centery - line_h * len(lines) // 2
            for line in lines:
                img = self.res.text(line, size, (150, 170, 160))
                surface.blit(img, img.get_rect(midtop=(area.centerx, y)))
                y += line_h
        rect = self.rects[lzone]
        if zone.arrange == "stack" and zone.props.get("count", True) and (n or not zone.empty):
            self._pile_badge(surface, lzone, n)  # an empty pile with its words needs no "0"
        elif state_zone in self.display.hidden:
            self._badge(
                surface,
                f"{n} card{'s' if n != 1 else ''}",
                (rect.right - theme.px(60, self.scale, 30), rect.top + theme.px(16, self.scale, 8)),
            )
        if zone.props.get("browse", lzone == "discard") and n:
            self._draw_browse_hint(surface, lzone)

    def _draw_browse_hint(self, surface: pygame.Surface, lzone: str) -> None:
        """ "click to browse" under a pile, only where it clears the card and its count badge
        (a narrow discard zone has no room for it: the hover glow and the title must do)."""
        rect = self.rects[lzone]
        hint = self.res.text("click to browse", theme.px(14, self.scale, 10), theme.MUTED)
        spot = hint.get_rect(midbottom=(rect.centerx, rect.bottom - theme.px(4, self.scale)))
        slot = self.slots(lzone, 1)[0]
        badge_bottom = slot.bottom + theme.px(20, self.scale, 11)  # the count badge's lower half
        if spot.w <= rect.w - theme.px(8, self.scale) and spot.top >= badge_bottom:
            surface.blit(hint, spot)

    def _pile_badge(
        self, surface: pygame.Surface, lzone: str, n: int, offset: tuple[int, int] = (0, 0)
    ) -> None:
        slot = self.slots(lzone, 1)[0].move(offset)
        corner = (slot.right - theme.px(6, self.scale), slot.bottom - theme.px(6, self.scale))
        self._badge(surface, str(n), corner)

    def _draw_shaking_deck(self, surface: pygame.Surface, offset: tuple[int, int]) -> None:
        """The deck jiggling while it is shuffled, drawn over the board (whose deck area is
        restored from the static layer), so a shuffle costs no board redraws."""
        if "deck" not in self.rects or self._static is None:
            return
        area = self.rects["deck"]
        surface.blit(self._static, area, area)
        n = len(self.display.zones.get("deck", []))
        if not n:
            return
        rect = self.slots("deck", 1)[0]
        img = self.art.with_shadow(None, rect.size)
        origin = self.art.shadow_origin(rect)
        step = max(1, theme.px(3, self.scale))
        for k in range(min(3, n - 1), -1, -1):
            surface.blit(img, (origin[0] + k * step + offset[0], origin[1] + k * step + offset[1]))
        self._pile_badge(surface, "deck", n, offset)

    def _token_icon(self, tok: TokenCount, size: int) -> pygame.Surface:
        key = tok.key
        cached = self._glows.get((size, -2, key))
        if cached is not None:
            return cached
        img = self.res.try_image(tok.icon, (size, size))
        if img is not None:
            img = fast_blit(img.copy())
            self._glows[(size, -2, key)] = img
            return img
        cache_key = (size, size)
        surf = self._glows.get((size, -1, key))
        if surf is None:
            surf = pygame.Surface(cache_key, pygame.SRCALPHA)
            color = tok.color or theme.FOCUS
            c = size // 2
            pygame.draw.circle(surf, (10, 6, 4), (c, c), c)
            pygame.draw.circle(surf, color, (c, c), c - 2)
            pygame.draw.circle(surf, (255, 255, 255), (c, c), c - 2, max(1, size // 14))
            if tok.mark:
                img2 = self.res.text(tok.mark, max(8, size * 3 // 5), (255, 255, 255), True)
                surf.blit(img2, img2.get_rect(center=(c, c)))
            self._glows[(size, -1, key)] = surf
        return surf

    def _draw_token_rows(
        self, surface: pygame.Surface, rect: pygame.Rect, tokens: list, top: int
    ) -> None:
        if not tokens:
            return
        pad = theme.px(12, self.scale, 4)
        rows = len(tokens)
        row_h = max(10, min((rect.bottom - top - pad) // rows, theme.px(66, self.scale, 16)))
        icon = max(12, min(row_h - theme.px(8, self.scale, 2), theme.px(44, self.scale, 14)))
        for r, tok in enumerate(tokens):
            y = top + r * row_h + (row_h - icon) // 2
            count = self.res.text(str(tok.count), theme.px(34, self.scale, 14), theme.INK, True)
            surface.blit(count, count.get_rect(midleft=(rect.x + pad, y + icon // 2)))
            x = rect.x + pad + theme.px(44, self.scale, 18)
            img = self._token_icon(tok, icon)
            step = max(
                4,
                min(
                    icon + 2,
                    (rect.right - pad - x - icon) // max(1, tok.count - 1)
                    if tok.count > 1
                    else icon,
                ),
            )
            if tok.count == 0:
                faded = img.copy()
                faded.set_alpha(60)
                surface.blit(faded, (x, y))
            for k in range(min(tok.count, 12)):
                surface.blit(img, (x + k * step, y))
            label = self.res.text(tok.label, theme.px(14, self.scale, 10), theme.MUTED)
            lx = (
                x + (min(tok.count, 12) - 1) * step + icon + theme.px(8, self.scale, 3)
                if tok.count
                else x + icon + theme.px(8, self.scale, 3)
            )
            if lx + label.get_width() <= rect.right - pad:
                surface.blit(label, label.get_rect(midleft=(lx, y + icon // 2)))

    def _draw_tokens(self, surface: pygame.Surface, lzone: str) -> None:
        rect = self.rects[lzone]
        seat = self.seat_at(self.zone(lzone).owner)
        top = rect.y + self.label_height() + theme.px(8, self.scale, 2)
        if self._is_active(seat):
            r = rect.inflate(-2, -2)
            pygame.draw.rect(
                surface,
                theme.GOLD,
                r,
                max(2, theme.px(3, self.scale)),
                border_radius=theme.px(16, self.scale, 6),
            )
            tag = self.res.text("\u25b6 to play", theme.px(15, self.scale, 10), theme.GOLD, True)
            surface.blit(
                tag,
                tag.get_rect(
                    bottomright=(
                        rect.right - theme.px(10, self.scale, 4),
                        rect.bottom - theme.px(6, self.scale, 2),
                    )
                ),
            )
        self._draw_token_rows(surface, rect, self.controller.tokens(self.display, seat), top)

    def _is_active(self, seat: int) -> bool:
        """Whether ``seat`` is the one whose turn it is (its token zone is outlined)."""
        active = self.controller.active_seat(self.display)
        return (
            active == seat
            and not self.display.data.get("over")
            and bool(self.display.data.get("turn"))
        )

    def _draw_supply(self, surface: pygame.Surface, lzone: str) -> None:
        rect = self.rects[lzone]
        top = rect.y + self.label_height() + theme.px(6, self.scale, 2)
        self._draw_token_rows(surface, rect, self.controller.supply(self.display), top)

    def _draw_status(self, surface: pygame.Surface) -> None:
        rect = self.rects.get("status")
        if rect is None:
            return
        text = self.controller.status(self.display, self.seat_names())
        if text:
            img = self.res.text(text, theme.px(24, self.scale, 12), theme.INK, True, True)
            surface.blit(
                img,
                img.get_rect(
                    center=(rect.centerx, rect.centery - (rect.h // 5 if self.toast_text else 0))
                ),
            )
        if self.toast_text:
            size = theme.px(19, self.scale, 11)
            lines = self.res.wrap(self.toast_text, size, rect.w - theme.px(60, self.scale), True)
            line_h = self.res.font(size, True).get_linesize()
            imgs = [self.res.text(line, size, (255, 236, 226), True) for line in lines[:2]]
            w = max(i.get_width() for i in imgs) + theme.px(36, self.scale, 12)
            h = line_h * len(imgs) + theme.px(14, self.scale, 6)
            box = pygame.Rect(0, 0, w, h)
            box.midbottom = (rect.centerx, rect.bottom)
            pygame.draw.rect(surface, theme.TOAST_BG, box, border_radius=h // 3)
            pygame.draw.rect(
                surface,
                theme.TOAST_EDGE,
                box,
                max(1, theme.px(2, self.scale)),
                border_radius=h // 3,
            )
            y = box.top + theme.px(7, self.scale, 3)
            for img in imgs:
                surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
                y += line_h

    def _draw_drag(self, surface: pygame.Surface) -> None:
        drag = self.drag
        if drag is None or not drag.moving:
            return
        rect = pygame.Rect(
            drag.pos[0] - drag.grab[0], drag.pos[1] - drag.grab[1], drag.rect.w, drag.rect.h
        )
        image = drag.image if drag.image is not None else self.ext.drag_image(drag)
        if image is not None:
            surface.blit(image, image.get_rect(center=rect.center if drag.piece else drag.pos))
            return
        shadow = self.art.shadow(rect.size)
        surface.blit(shadow, shadow.get_rect(center=(rect.centerx + 8, rect.centery + 12)))
        surface.blit(self.art.face(drag.card, rect.size), rect)

    def _draw_hover(self, surface: pygame.Surface) -> None:
        spot = self.hover
        if spot is None or spot.card is None or not spot.face_up or self.drag is not None:
            return
        if self.browse is not None or (self.picker is not None and not self.picker.hidden):
            return
        if (spot.zone, spot.index) in self.flying:
            return
        h = max(spot.rect.h + 20, min(round(self.size[1] * 0.5), theme.px(520, self.scale)))
        size = (round(h * 250 / 350), h)
        if size[1] <= spot.rect.h:
            return
        rect = pygame.Rect((0, 0), size)
        gap = theme.px(16, self.scale, 6)
        src = self._lifted(spot)
        if spot.zone.startswith("hand.") and src.top - gap - size[1] >= 0:
            rect.midbottom = (src.centerx, src.top - gap)
        elif spot.zone.startswith("hand.") and src.bottom + gap + size[1] <= self.size[1]:
            rect.midtop = (src.centerx, src.bottom + gap)
        else:
            if src.right + gap + size[0] <= self.size[0]:
                rect.left = src.right + gap
            else:
                rect.right = src.left - gap
            rect.centery = src.centery
        rect.clamp_ip(pygame.Rect((0, 0), self.size))
        shadow = self.art.shadow(size)
        surface.blit(shadow, shadow.get_rect(center=(rect.centerx + 6, rect.centery + 8)))
        surface.blit(self.art.face(spot.card, size), rect)

    def _draw_curtain(self, surface: pygame.Surface) -> None:
        assert self.curtain_for is not None
        surface.fill((12, 22, 18))
        felt = self.felt()
        if felt is not None:
            surface.blit(felt, (0, 0))
        dim = pygame.Surface(self.size, pygame.SRCALPHA)
        dim.fill((0, 0, 0, 120))
        surface.blit(dim, (0, 0))
        name = self.controller.seat_name(self.curtain_for)
        big = self.res.text(
            f"{name}, take the mouse", theme.px(56, self.scale, 22), theme.INK, True, True
        )
        small = self.res.text(
            "The other player looks away. Click anywhere to continue.",
            theme.px(24, self.scale, 12),
            theme.MUTED,
        )
        cx, cy = self.size[0] // 2, self.size[1] // 2
        surface.blit(big, big.get_rect(center=(cx, cy - big.get_height() // 2)))
        surface.blit(small, small.get_rect(center=(cx, cy + small.get_height())))

    def _draw_too_small(self, surface: pygame.Surface) -> None:
        surface.fill((14, 20, 18))
        w, h = self.size
        size = max(10, min(22, w // 30))
        lines = [
            "The window is too small for the table.",
            f"Please make it at least {800}\u00d7{600}.",
        ]
        y = h // 2 - size * len(lines)
        for line in lines:
            img = self.res.text(line, size, theme.INK, True)
            surface.blit(img, img.get_rect(center=(w // 2, y)))
            y += size * 2


def banner_lines(res: Any, text: str, size: int, room: int) -> tuple[list[str], int]:
    """``text`` as at most two lines of about equal length, each at most ``room`` pixels
    wide, at the largest size down to 60% of ``size`` that allows it (more lines below)."""
    low = max(11, size * 3 // 5)
    for s in range(size, low - 1, -1):
        font = res.font(s, True, True)
        lines = res.wrap(text, s, room, True, True)
        if len(lines) <= 2 and all(font.size(line)[0] <= room for line in lines):
            break
    else:
        s = low
        lines = res.wrap(text, s, room, True, True)
    if len(lines) == 2:  # even the two lines out: the narrowest width that keeps two
        lo, hi = font.size(text)[0] // 2, room
        while lo < hi:
            mid = (lo + hi) // 2
            if len(res.wrap(text, s, mid, True, True)) <= 2:
                hi = mid
            else:
                lo = mid + 1
        lines = res.wrap(text, s, hi, True, True)
    return lines, s


RECORDABLE = (Slide, Flash, FloatText, Pulse, Banner, Shake, Callback)  # they only blit

__all__ = ["TableScene"]
