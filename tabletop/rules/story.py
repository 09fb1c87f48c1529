"""How a finished game went: a value per seat at the end of each turn or round, and key figures.

Why: the game-over screen shows a small chart (each player's life or points, or a value the
whole table shares) and a few figures (cards played, damage dealt, cards bought). Both are
read from a replay of the game's history from its setup, so a game loaded from a save tells
its story as well as one just played, and nothing has to be recorded while people play.

A game declares what it tracks in ``tabletop/games/<game>/story.py`` as ``STORY``, a
:class:`StoryPlan` (found by :func:`plan_for`; a game without one has no story). The plan says
the game's unit (turn or round: the counter in ``state.data`` and its words), which event kinds
begin or end a unit, the tracked value (:class:`Track`) and the figures (:class:`Figure`, data
that matches events or actions). :func:`tell` replays and returns a :class:`Story`.

A unit's value is read at the moment the event that closes it is emitted (the replay listens to
the state's events as they are made), so a turn's point holds what that turn did and nothing of
the next turn's start.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import import_module
from typing import TYPE_CHECKING, Any

from tabletop.rules.values import Action, Event
from tabletop.rules.zones import zone_kind, zone_owner

if TYPE_CHECKING:
    from tabletop.rules.game import Game
    from tabletop.rules.state import State

Values = tuple[float, ...]

SEAT, SRC, DST, OPPONENT, TABLE = "seat", "src", "dst", "opponent", "table"
WHOSE = (SEAT, SRC, DST, OPPONENT, TABLE)


@dataclass(frozen=True)
class Track:
    """The value the chart follows. ``read(state)`` gives one value per seat, or one value for
    the whole table when ``shared`` (a cooperative game's threat). ``limit`` draws a line
    across the chart where the value decides the game (a score that wins, a threat that
    loses), named ``limit_words``."""

    label: str  # in a player's words: "Life", "Victory points"
    read: Callable[[State], list[float]]
    shared: bool = False
    floor: float = 0.0  # the chart's lowest value shown (the axis starts here)
    limit: float | None = None
    limit_words: str = ""


def per_seat(key: str) -> Callable[[State], list[float]]:
    """A reader of the per-seat list ``state.data[key]`` (``life``: one number per seat)."""

    def read(state: State) -> list[float]:
        return [float(v) for v in state.data[key]]

    return read


def shared(key: str) -> Callable[[State], list[float]]:
    """A reader of the one number ``state.data[key]`` (a value the whole table shares)."""

    def read(state: State) -> list[float]:
        return [float(state.data[key])]

    return read


@dataclass(frozen=True)
class Figure:
    """One key figure, counted from the events (``events``: their kinds) or the players'
    choices (``actions``: their kinds; the figure is the choosing seat's).

    ``whose`` says whose figure an event is: ``seat`` (the event's seat), ``src`` or ``dst``
    (the owner of the zone it comes from or goes to: ``hand.1`` is seat 1's), ``opponent`` (the
    other seat of two: damage taken by one is dealt by the other) or ``table`` (one figure for
    everyone). ``src``/``dst`` keep only events from or to a zone of that kind (``hand``) or of
    one of those kinds.
    ``amount`` adds the events' amounts instead of counting them; ``sign`` keeps only positive
    (1) or negative (-1) amounts, a negative one counted as its size (a threat pushed back).
    ``test`` is for what data cannot say: only the events it accepts count (an enemy's card)."""

    label: str
    events: tuple[str, ...] = ()
    actions: tuple[str, ...] = ()
    whose: str = SEAT
    src: str | tuple[str, ...] | None = None
    dst: str | tuple[str, ...] | None = None
    amount: bool = False
    sign: int = 0
    test: Callable[[Event], bool] | None = None

    def __post_init__(self) -> None:
        if self.whose not in WHOSE:
            raise ValueError(f"a figure's whose is one of {', '.join(WHOSE)}, not {self.whose!r}")
        if bool(self.events) == bool(self.actions):
            raise ValueError(f"figure {self.label!r}: count events or actions, one of the two")

    def event_share(self, event: Event, players: int) -> tuple[int | None, float] | None:
        """(whose: a seat, or None for the table; how much) when ``event`` counts, else None."""
        if event.kind not in self.events:
            return None
        if not _in(event.src, self.src) or not _in(event.dst, self.dst):
            return None
        size = float(event.amount or 0) if self.amount else 1.0
        if self.sign:
            amount = event.amount or 0
            if amount * self.sign <= 0:
                return None
            size = abs(size)
        if self.test is not None and not self.test(event):
            return None
        if self.whose == TABLE:
            return None, size
        seat = _whose(self.whose, event, players)
        if seat is None or not 0 <= seat < players:
            return None
        return seat, size


def _in(zone: str | None, kinds: str | tuple[str, ...] | None) -> bool:
    """Whether ``zone`` is of one of ``kinds`` (None: any zone, or none)."""
    if kinds is None:
        return True
    if zone is None:
        return False
    return zone_kind(zone) in ((kinds,) if isinstance(kinds, str) else kinds)


def _whose(whose: str, event: Event, players: int) -> int | None:
    if whose == SEAT:
        return event.seat
    if whose == SRC:
        return zone_owner(event.src) if event.src else None
    if whose == DST:
        return zone_owner(event.dst) if event.dst else None
    if event.seat is None or players != 2:  # OPPONENT: only two seats name "the other one"
        return None
    return 1 - event.seat


@dataclass(frozen=True)
class StoryPlan:
    """What a game's story follows (its ``story.py`` declares one as ``STORY``).

    ``unit`` is the key of the unit counter in ``state.data`` (``turn``, ``round``);
    ``unit_words`` its name for the axis, one and many ("Turn", "Turns"). An event of a kind in
    ``begins`` opens the next unit (the counter has already moved on: the value then is the end
    of the unit before); one in ``ends`` closes the unit the counter shows. ``section`` names
    the part of the game a state is in (a campaign's scenario), "" for none; an event of a kind
    in ``opens`` begins a new part: a new section of the chart (its line is not joined to the
    last one's), whose first point is the state once that action is over."""

    unit: str
    unit_words: tuple[str, str]
    track: Track
    figures: tuple[Figure, ...] = ()
    begins: tuple[str, ...] = ()
    ends: tuple[str, ...] = ()
    opens: tuple[str, ...] = ()
    section: Callable[[State], str] | None = None


@dataclass(frozen=True)
class Section:
    """A part of the chart: its name, where it starts and its points ``(unit, values)`` (the
    unit is 0 before the first one; a point at unit ``n`` is the end of unit ``n``)."""

    name: str
    points: list[tuple[int, Values]] = field(default_factory=list)


@dataclass(frozen=True)
class FigureRow:
    """A figure as it came out: one number per seat, or ``total`` for the table."""

    label: str
    seats: tuple[float, ...] = ()
    total: float | None = None


@dataclass(frozen=True)
class Story:
    """How the game went: the chart's sections and the key figures."""

    label: str  # the tracked value, in words
    unit_words: tuple[str, str]
    players: int
    shared: bool
    sections: list[Section]
    figures: list[FigureRow]
    floor: float = 0.0
    limit: float | None = None
    limit_words: str = ""

    @property
    def points(self) -> list[tuple[int, Values]]:
        """Every point of every section, in order."""
        return [p for s in self.sections for p in s.points]

    @property
    def last(self) -> Values:
        """The values at the end of the game."""
        return self.sections[-1].points[-1][1]

    @property
    def units(self) -> int:
        """How many units (turns, rounds) the chart covers."""
        return max((p[0] for p in self.points), default=0)


# ----- finding a game's plan -------------------------------------------------------------------


def plan_for(game: Game) -> StoryPlan | None:
    """The game's ``STORY`` from the ``story`` module beside its card data, or None."""
    package = game.data_package or type(game).__module__.rpartition(".")[0]
    if not package:
        return None
    try:
        module = import_module(f"{package}.story")
    except ModuleNotFoundError as exc:
        if exc.name and f"{package}.story".startswith(exc.name):
            return None  # the game tells no story
        raise
    plan = getattr(module, "STORY", None)
    return plan if isinstance(plan, StoryPlan) else None


# ----- telling it ------------------------------------------------------------------------------


class _Teller:
    """Listens to a replay and keeps the points and the figures."""

    def __init__(self, plan: StoryPlan, state: State) -> None:
        self.plan = plan
        self.state = state
        self.players = state.players
        self.sections: list[Section] = []
        seats = 1 if plan.track.shared else self.players
        self.width = seats
        self.figures: list[list[float]] = [[0.0] * self.players for _ in plan.figures]
        self.totals: list[float] = [0.0 for _ in plan.figures]
        self.begins = frozenset(plan.begins)
        self.ends = frozenset(plan.ends)
        self.opens = frozenset(plan.opens)
        self.opening = False

    def unit(self) -> int:
        value = self.state.data.get(self.plan.unit, 0)
        return value if isinstance(value, int) and not isinstance(value, bool) else 0

    def values(self) -> Values:
        return self.values_of(self.state)

    def values_of(self, state: State) -> Values:
        read = self.plan.track.read(state)
        if len(read) != self.width:
            raise ValueError(f"the story's track gave {len(read)} values for {self.width}")
        return tuple(read)

    def section_name(self) -> str:
        return self.plan.section(self.state) if self.plan.section else ""

    def begin_section(self, start: int) -> None:
        self.sections.append(Section(self.section_name(), [(start, self.values())]))

    def point(self, unit: int) -> None:
        """The values now are those at the end of ``unit`` (a later point of it replaces)."""
        points = self.sections[-1].points
        entry = (unit, self.values())
        if points and points[-1][0] == unit:
            points[-1] = entry
        elif points and points[-1][0] > unit:
            return  # a counter that went back (never in a real game): keep the order
        else:
            points.append(entry)

    def start(self) -> int:
        """Where a section starting now begins: before the unit under way (0 before any)."""
        return max(0, self.unit() - 1)

    def heard(self, event: Event) -> None:
        """Called for every event as the state emits it."""
        if event.kind in self.opens:
            self.opening = True  # its first point once the action is over and it is set up
        elif event.kind in self.begins:
            self.point(self.unit() - 1)
        elif event.kind in self.ends:
            self.point(self.unit())

    def count_events(self, events: list[Event]) -> None:
        for i, figure in enumerate(self.plan.figures):
            if not figure.events:
                continue
            for event in events:
                share = figure.event_share(event, self.players)
                if share is None:
                    continue
                seat, size = share
                if seat is None:
                    self.totals[i] += size
                else:
                    self.figures[i][seat] += size

    def count_action(self, seat: int, action: Action) -> None:
        for i, figure in enumerate(self.plan.figures):
            if action.kind in figure.actions:
                if figure.whose == TABLE:
                    self.totals[i] += 1
                elif 0 <= seat < self.players:
                    self.figures[i][seat] += 1

    def story(self) -> Story:
        plan, track = self.plan, self.plan.track
        rows = []
        for figure, seats, total in zip(plan.figures, self.figures, self.totals, strict=True):
            if figure.whose == TABLE:
                rows.append(FigureRow(figure.label, total=total))
            else:
                rows.append(FigureRow(figure.label, seats=tuple(seats)))
        sections = [s for s in self.sections if s.points]
        return Story(
            track.label,
            plan.unit_words,
            self.players,
            track.shared,
            sections,
            rows,
            track.floor,
            track.limit,
            track.limit_words,
        )


def tell(state: State, plan: StoryPlan | None = None) -> Story | None:
    """Replay ``state``'s history from its setup and tell how the game went (None: the game
    declares no story, or its history does not lead to ``state``'s value). Raises what the
    replay raises (an action that is not legal there)."""
    plan = plan or plan_for(state.game)
    if plan is None:
        return None
    setup = state.setup_args
    replay = state.game.setup(setup["seed"], setup["players"], **(setup.get("options") or {}))
    teller = _Teller(plan, replay)
    teller.begin_section(teller.start())
    emit = replay.emit

    def listen(kind: str, text: str, **fields: Any) -> Event:
        event = emit(kind, text, **fields)
        teller.heard(event)
        return event

    replay.emit = listen  # type: ignore[method-assign]  # this replay's own, thrown away after
    try:
        for seat, action in state.history:
            events = replay.apply(action)
            teller.count_action(seat, action)
            teller.count_events(events)
            if teller.opening:
                teller.opening = False
                teller.begin_section(teller.start())
    finally:
        del replay.emit
    teller.point(teller.unit())  # the last unit, finished or not (replacing one just closed)
    story = teller.story()
    if story.last != teller.values_of(state):
        return None  # the history does not lead to this state (one made up by hand)
    return story
