"""The replay viewer: the real table, read-only, driven by a timeline and a control bar.

:class:`ReplayTable` is a :class:`~tabletop.ui.table.TableScene` whose seats nobody plays: no
drags, no decisions, no bots, no autosave. A step forward applies the next move of the save to
the table's state and animates its events as in play; a step back, a jump or a change of seat
takes the state from the timeline (replay.py: a checkpoint and a few moves) and redraws. The
table is drawn from one seat's view (that seat at the bottom); every hand is open only once
the replayed game is over, so a replay of an unfinished game never shows what a seat could
not see. The bar (replay_bar.py) sits under the table.

Keys: Left/Right a move, Space play or pause, Home/End the start and the end, Page Up/Down a
turn, +/- the speed, 1-9 a seat, 0 every hand (a finished game), Esc leaves.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.rules import Action, Event, State
from tabletop.ui import sizing
from tabletop.ui.controller import DisplayModel
from tabletop.ui.replay import ALL_SEATS, ReplayTimeline, open_view, seen
from tabletop.ui.replay_bar import (
    BACK,
    FASTER,
    FORWARD,
    LEAVE,
    NEXT_TURN,
    PLAY,
    PREV_TURN,
    SEAT,
    SEEK,
    SLOWER,
    BarInfo,
    ReplayBar,
)
from tabletop.ui.scene import Seat
from tabletop.ui.table import theme, warmup
from tabletop.ui.table.animate import turn_values
from tabletop.ui.table.scene import TableScene
from tabletop.ui.table.widgets import LogLine, LogPanel

if TYPE_CHECKING:
    from tabletop.ui.app import App

SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0)
PAUSE = 0.6  # seconds between two moves at 1x, after a move's animation
WARM_IDLE = 0.006  # seconds of card pictures rendered ahead in a frame where nothing moves
MIN_TABLE_H = 600  # below this the bar lies over the table's bottom edge instead
KEYS_HINT = "Keys: Left and Right a move, Space play or pause, Page Up and Down a turn, Esc leave."


def speed_words(speed: float) -> str:
    return f"{speed:g}x"


class ReplayLog(LogPanel):
    """The table's log, whose lines are wrapped once: a step back sets the log of the new
    position in one go (200 lines), which would otherwise wrap them all again."""

    def __init__(self, log: LogPanel) -> None:
        super().__init__(log.res, log.colors)
        self.set_rect(log.rect, log.scale)
        self._wrapped: dict[tuple[str, str, int, float], list[str]] = {}

    def _wrap(self, entry: LogLine) -> list[str]:
        key = (entry.text, entry.kind, self.rect.w, self.scale)
        lines = self._wrapped.get(key)
        if lines is None:
            if len(self._wrapped) > 4000:
                self._wrapped.clear()
            lines = self._wrapped[key] = super()._wrap(entry)
        return lines

    def set_entries(self, lines: list[tuple[str, str]]) -> None:
        self.entries = [LogLine(text, kind) for text, kind in lines]
        self.scroll = self.unseen = 0
        self._wrapped_for = -1


class ReplayTable(TableScene):
    """See the module docstring."""

    interactive = False

    def __init__(
        self,
        app: App,
        timeline: ReplayTimeline,
        seats: list[Seat],
        *,
        seat: int | None = None,
        position: int | None = None,
        on_leave: Callable[[], None] | None = None,
    ) -> None:
        self.timeline_of_game = timeline
        self.real_seats = list(seats)
        self.on_leave = on_leave
        self.bar = ReplayBar(app.res)
        self.playing = False
        self.speed = 1.0
        self._wait = 0.0
        self._seek_to: int | None = None
        if position is None:  # a finished game is watched from its deal; one under way from now
            position = 0 if timeline.finished else timeline.length
        self.position = timeline.clamp(position)
        humans = [i for i, s in enumerate(seats) if s.is_human]
        first = humans[0] if humans else 0
        if seat == ALL_SEATS and not timeline.finished:
            seat = None
        self.seen_from = first if seat is None else seat
        state = timeline.state_at(self.position)
        # nobody plays these seats: no person decides (no drags), and no bot is ever asked
        super().__init__(app, state, [Seat("bot", "random") for _ in seats])
        self.bots = {}
        self.log = ReplayLog(self.log)
        self.bottom = self.seen_from if self.seen_from != ALL_SEATS else first
        self._static = None
        self._after_actions()
        self._rebuild_log()
        self._queue_warm_up()

    # ----- what the table shows ----------------------------------------------------------------

    @property
    def view_seat(self) -> int | None:
        return None if self.seen_from == ALL_SEATS else self.seen_from

    @property
    def log_seat(self) -> int | None:
        return self.seen_from

    def _restore_log(self, state: State) -> None:
        """The log is the timeline's (see _rebuild_log), not a replay of its own."""

    def _rebuild_log(self) -> None:
        """The log as it stood at this position, as the seat shown may read it."""
        self.log.set_entries(self.timeline_of_game.log_lines(self.position, self.log_seat))
        if self._sigs is not None:
            self._sigs.pop("log", None)  # redraw the log zone
        self.dirty = True

    def _after_actions(self) -> None:
        super()._after_actions()
        if self.seen_from == ALL_SEATS:
            self.display = DisplayModel.from_view(open_view(self.state))
            self._spots = None

    def _animate(self, events: list[Event]) -> None:
        turn = turn_values(events, self._view_after, self.controller.turn_keys)
        for i, raw in enumerate(events):
            event = seen(raw, self.log_seat)
            values = turn[1] if i == turn[0] else None  # the header follows it, as in play
            self.timeline.push(self._begin_event(event, event.text, values))

    def _view_after(self) -> dict[str, Any]:
        if self.seen_from == ALL_SEATS:
            return open_view(self.state)
        return super()._view_after()

    def seat_names(self) -> list[str]:
        names = []
        for i, seat in enumerate(self.real_seats):
            name = self.controller.seat_name(i)
            names.append(name if seat.is_human else f"{name} (bot)")
        return names

    def prompt_texts(self) -> tuple[str, str, str]:
        tl = self.timeline_of_game
        names = self.seat_names()
        head = f"Replay \u00b7 move {self.position} of {tl.length}"
        prompt = self.move_words() or "The deal: the game is about to begin."
        decision = self.state.decision
        if decision is None:
            hint = str(self.state.data.get("end_reason") or "The game is over.")
        else:
            hint = f"Next, {names[decision.seat]} decides: {decision.prompt}"
        return head, prompt, f"{hint}\n{KEYS_HINT}"

    def move_words(self) -> str:
        """The move that led here, as the seat shown may read it: its action's words for its
        own seat (or every hand open), else what the others saw of it (the log's lines)."""
        tl = self.timeline_of_game
        p = self.position
        mover = tl.move_seat(p)
        if mover is None:
            return ""
        name = self.seat_names()[mover]
        if self.seen_from in (ALL_SEATS, mover):
            return f"{name}: {tl.move_text(p)}"
        texts = [seen(e, self.log_seat).text for e in tl.events[p - 1]]
        texts = [t for t in texts if t]  # the log's words name who did it
        if texts:
            return texts[0]
        public = tl.public_move_text(p)  # a choice about what all could see: said as made
        if public:
            return f"{name}: {public}"
        asked = tl.prompts[p - 1].rstrip()
        return f"{name} answered “{asked}”" if asked else f"{name} made a choice."

    def seat_choices(self) -> list[tuple[Any, str]]:
        names = self.seat_names()
        out: list[tuple[Any, str]] = [(i, f"Seen from {n}") for i, n in enumerate(names)]
        if self.timeline_of_game.finished:
            out.append((ALL_SEATS, "All hands open"))
        return out

    def bar_info(self) -> BarInfo:
        tl = self.timeline_of_game
        chosen = dict(self.seat_choices())
        return BarInfo(
            position=self.position,
            length=tl.length,
            playing=self.playing,
            speed=speed_words(self.speed),
            turn=tl.mark_at(self.position).label,
            move=self.move_words() or "The deal: the game is about to begin.",
            seat=chosen.get(self.seen_from, "Seen from"),
            marks=[(m.position, m.label) for m in tl.marks],
            seats=self.seat_choices(),
            chosen=self.seen_from,
        )

    # ----- read-only: nothing is played here ---------------------------------------------------

    def _queue_warm_up(self) -> None:
        """The table's plan, and first of all the pictures of the cards the moves touch (near
        this position first): stepping through them then draws nothing for the first time."""
        super()._queue_warm_up()
        timeline = getattr(self, "timeline_of_game", None)
        if timeline is None or self.art is None:
            return
        for card in reversed(timeline.cards_near(self.position)):  # the last is run first
            self._warm += warmup.for_card(self, card)

    def apply(self, action: Action) -> bool:
        """Nothing is played in a replay (a click that would play is ignored)."""
        return False

    def undo(self) -> None:
        """Nothing is taken back in a replay."""

    @property
    def escape_menu(self) -> bool:
        return False  # Esc closes what is open, else leaves the replay

    @property
    def busy(self) -> bool:
        return bool(
            self.playing
            or self.timeline.busy
            or self.toast_time > 0
            or self.ext.busy
            or self._first is not None
            or self._seek_to is not None
            or (self._warm and not self._board_stale)
        )

    # ----- moving along the timeline -----------------------------------------------------------

    def step_forward(self) -> bool:
        """The next move, animated as in play; False at the end."""
        if self.position >= self.timeline_of_game.length:
            return False
        if self.timeline.blocking:
            self.timeline.finish()  # the last move's animation ends now
        _, action = self.timeline_of_game.moves[self.position]
        events = self.state.apply(action)
        self.position += 1
        self.hover = None
        self._animate(events)
        self.timeline.push(lambda: [], self._after_actions)
        self.dirty = True
        return True

    def go_to(self, position: int) -> None:
        """Show ``position`` at once (a step back, a jump): a checkpoint, a few moves, a redraw."""
        position = self.timeline_of_game.clamp(position)
        if position == self.position + 1 and not self.timeline.busy:
            self.step_forward()
            return
        self._drop_animations()
        if position != self.position:
            fresh = self.timeline_of_game.state_at(position)
            state = self.state  # the same object: the table's parts keep their reference
            state.data, state.history, state._decision = fresh.data, fresh.history, None
            self.position = position
        self._refresh()

    def _refresh(self) -> None:
        self.flying.clear()
        self.hover = None
        self._after_actions()
        self._rebuild_log()

    def _drop_animations(self) -> None:
        tl = self.timeline
        tl.queue.clear()
        tl.current = None
        tl.active.clear()

    def set_seat(self, seat: int) -> None:
        """See the table from ``seat`` (ALL_SEATS: every hand, only for a finished game)."""
        if seat == ALL_SEATS and not self.timeline_of_game.finished:
            self.show_toast("Every hand is shown only once the game is over.")
            return
        if not (seat == ALL_SEATS or 0 <= seat < self.state.players) or seat == self.seen_from:
            return
        self._drop_animations()
        self.seen_from = seat
        if seat != ALL_SEATS:
            self.bottom = seat
        self._static = None
        self._refresh()

    def toggle_play(self) -> None:
        if not self.playing and self.position >= self.timeline_of_game.length:
            self.go_to(0)  # at the end, Play starts again from the deal
        self.playing = not self.playing
        self._wait = PAUSE  # the first move comes at once
        self._dirty = True

    def change_speed(self, delta: int) -> None:
        i = SPEEDS.index(self.speed) if self.speed in SPEEDS else 2
        self.speed = SPEEDS[max(0, min(len(SPEEDS) - 1, i + delta))]
        self._dirty = True

    def command(self, command: Any) -> None:
        """Carry out a command of the bar or a key."""
        tl = self.timeline_of_game
        if isinstance(command, tuple):
            what, value = command
            if what == SEEK:
                self.playing = False
                self._seek_to = value  # once per frame, however many motions came
                self._dirty = True
            elif what == SEAT:
                self.set_seat(value)
            return
        if command == LEAVE:
            self.leave_replay()
        elif command == PLAY:
            self.toggle_play()
        elif command == FORWARD:
            self.playing = False
            self.step_forward()
        elif command == BACK:
            self.playing = False
            self.go_to(self.position - 1)
        elif command == PREV_TURN:
            self.go_to(tl.previous_mark(self.position))
        elif command == NEXT_TURN:
            self.go_to(tl.next_mark(self.position))
        elif command == SLOWER:
            self.change_speed(-1)
        elif command == FASTER:
            self.change_speed(1)
        self._dirty = True

    def leave_replay(self) -> None:
        self.playing = False
        if self.on_leave is not None:
            self.on_leave()
        else:
            self.app.open_launcher()

    # ----- the loop ----------------------------------------------------------------------------

    KEYS = {
        pygame.K_RIGHT: FORWARD,
        pygame.K_LEFT: BACK,
        pygame.K_SPACE: PLAY,
        pygame.K_PAGEUP: PREV_TURN,
        pygame.K_PAGEDOWN: NEXT_TURN,
        pygame.K_PLUS: FASTER,
        pygame.K_EQUALS: FASTER,
        pygame.K_KP_PLUS: FASTER,
        pygame.K_MINUS: SLOWER,
        pygame.K_KP_MINUS: SLOWER,
    }

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self._key_event(event)
            return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            before = self._bar_look()
            taken, command = self.bar.handle(event)
            if taken or self._bar_look() != before:
                self._dirty = True  # the frame again, over the same board
            if taken:
                if self.hover is not None:
                    self.hover = None
                    self.dirty = True
                if command is not None:
                    self.command(command)
                return
        if event.type in (
            pygame.MOUSEMOTION,
            pygame.MOUSEBUTTONDOWN,
            pygame.MOUSEBUTTONUP,
            pygame.MOUSEWHEEL,
            pygame.WINDOWLEAVE,
        ):
            super().handle(event)  # hover a card, scroll the log, look through a pile

    def _bar_look(self) -> tuple[Any, ...]:
        menu = self.bar.menu
        return (self.bar.hover, self.bar.dragging, menu is not None, menu.hover if menu else -1)

    def _key_event(self, event: pygame.event.Event) -> None:
        key = event.key
        tl = self.timeline_of_game
        if key == pygame.K_ESCAPE:
            if self.bar.menu is not None:
                self.bar.menu = None
            elif self.browse is not None:
                self.browse = None
                self.dirty = True
            elif self.ext.overlay_open or self.ext.wants_escape:
                super().handle(event)
            else:
                self.leave_replay()
            self._dirty = True
            return
        if self.bar.menu is not None and key in (pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN):
            if key == pygame.K_RETURN:
                menu, self.bar.menu = self.bar.menu, None
                if 0 <= menu.hover < len(menu.items):
                    self.set_seat(menu.items[menu.hover][0])
            else:
                self.bar.menu_key(-1 if key == pygame.K_UP else 1)
            self._dirty = True
            return
        if key == pygame.K_HOME:
            self.playing = False
            self.go_to(0)
        elif key == pygame.K_END:
            self.playing = False
            self.go_to(tl.length)
        elif key in self.KEYS:
            self.command(self.KEYS[key])
        elif pygame.K_1 <= key <= pygame.K_9:
            self.set_seat(key - pygame.K_1)
        elif key in (pygame.K_0, pygame.K_KP0):
            self.set_seat(ALL_SEATS)
        self._dirty = True

    def update(self, dt: float) -> None:
        if self._first is not None:
            self._dirty = True
            if self._first.run():
                self._first = None
            return
        if self._seek_to is not None:
            target, self._seek_to = self._seek_to, None
            if target != self.position:
                self.go_to(target)
        self._configure_timeline()
        self.timeline.speed *= self.speed
        if self.timeline.busy:
            self.timeline.update(dt)
            self._dirty = True
        if self.hover is not None:
            self._sync_hover()
        if self._warm and not self._board_stale and not self._prefetch.is_alive():
            # a still table has the frame to itself; an animated one draws more
            self.warm_up(0.002 if self.timeline.busy or self.playing else WARM_IDLE)
        if self.toast_time > 0:
            self.toast_time -= dt
            if self.toast_time <= 0:
                self.toast_text = ""
                self.dirty = True
        if not self.playing or self.timeline.blocking:
            return
        self._wait += dt
        if self._wait < PAUSE / self.speed:
            return
        self._wait = 0.0
        if not self.step_forward():
            self.playing = False
            self._dirty = True

    # ----- sizes and drawing -------------------------------------------------------------------

    def bar_height(self, size: tuple[int, int]) -> int:
        return ReplayBar.height(self.bar_scale(size))

    def bar_scale(self, size: tuple[int, int]) -> float:
        return sizing.table_scale(self.app, theme.scale_of(size))

    def table_size(self, size: tuple[int, int]) -> tuple[int, int]:
        """The table's part of the window: above the bar, unless that would be too small."""
        w, h = size
        below = h - self.bar_height(size)
        return (w, below) if below >= MIN_TABLE_H else (w, h)

    def resize(self, size: tuple[int, int]) -> None:
        """``size`` is the window's: the table gets the part above the bar."""
        self.window = (max(1, size[0]), max(1, size[1]))
        scale = self.bar_scale(self.window)
        bar_h = ReplayBar.height(scale)
        self.bar.layout(pygame.Rect(0, self.window[1] - bar_h, self.window[0], bar_h), scale)
        super().resize(self.table_size(self.window))

    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != getattr(self, "window", None):
            self.resize(surface.get_size())
        area = pygame.Rect((0, 0), self.size)
        TableScene.draw(self, surface.subsurface(area))
        self.bar.draw(surface, self.bar_info())


def open_replay(
    app: App,
    state: State,
    seats: list[Seat],
    *,
    seat: int | None = None,
    position: int | None = None,
    on_leave: Callable[[], None] | None = None,
) -> ReplayTable:
    """Show the replay of ``state``'s game (its setup and history) in the app."""
    timeline = ReplayTimeline.of_state(state)
    scene = ReplayTable(app, timeline, seats, seat=seat, position=position, on_leave=on_leave)
    app.switch(scene)
    return scene


@dataclass
class ReplayRequest:
    """``tabletop replay FILE``: the game read from the file, checked before a window opens."""

    state: State
    seats: list[Seat]
    seat: int | None

    def open(self, app: App) -> ReplayTable:
        """The viewer; leaving it ends the app (it was opened for this replay alone)."""
        return open_replay(app, self.state, self.seats, seat=self.seat, on_leave=app.quit)


def read_for_replay(path: str, seat: str | None, max_frames: int | None = None) -> ReplayRequest:
    """The save at ``path`` and the seat to see it from; a UsageError in words for a file that
    cannot be replayed (not there, not a save, damaged) or a seat it does not have."""
    from tabletop.rules import LoadError
    from tabletop.ui import storage
    from tabletop.ui.app import UsageError

    if max_frames is not None and max_frames < 1:
        raise UsageError("--max-frames must be at least 1")
    if not str(path).strip():
        raise UsageError("give the save's file to watch: tabletop replay FILE")
    if Path(path).suffix == ".journal" and Path(path).with_suffix(".json").is_file():
        save = Path(path).with_suffix(".json").name
        raise UsageError(f"{path}: this is a save's journal; watch the save beside it, {save}")
    try:
        loaded = storage.load_file(Path(path))
    except LoadError as exc:
        raise UsageError(f"{path}: {exc}") from None
    state = loaded.state
    chosen: int | None = None
    if seat is not None:
        text = seat.strip().lower()
        if text in ("all", "0"):
            if not state.is_over:
                raise UsageError(
                    "--seat all: every hand is shown only once the game is over, and this one "
                    "is unfinished"
                )
            chosen = ALL_SEATS
        elif text.isdigit() and 1 <= int(text) <= state.players:
            chosen = int(text) - 1
        else:
            raise UsageError(
                f"bad --seat {seat!r}: this game has players 1 to {state.players} (or all, "
                "once it is over)"
            )
    return ReplayRequest(state, loaded.seats, chosen)


def watch_file(app: App, path: Path) -> str:
    """The replay of the save at ``path`` (the Load screen's "Watch the replay"); leaving it
    goes back to the game at the table if the screen was opened over one, else to the
    launcher. Returns why the file cannot be replayed ("" when the replay opened)."""
    from tabletop.rules import LoadError
    from tabletop.ui import app_saves, storage

    app.flush_saves()
    try:
        loaded = storage.load_file(Path(path))
    except LoadError as exc:
        return f"This save cannot be replayed. {exc}"
    app_saves.keep_picture(app)  # the Load list's picture of the table being left
    game, save_path = app.game, app.save_path
    app.game = None  # nothing is played meanwhile: no picture or save of the replay

    def back() -> None:
        if game is not None and not game[0].is_over:
            app.resume(game[0], game[1], save_path)
        else:
            app.open_launcher()

    open_replay(app, loaded.state, loaded.seats, on_leave=back)
    return ""
