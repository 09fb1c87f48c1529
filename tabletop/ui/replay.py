"""A replay's timeline: a save's setup and moves, replayed once, with checkpoints.

A replay is the save itself (seed, players, options and the list of moves), so the game is
replayed bit for bit by the rules. Position ``p`` is the table after the first ``p`` moves (0:
the deal, ``length``: the end). Why checkpoints: stepping back one move from the end of a long
game by replaying from the deal costs tens of milliseconds (several dropped frames); a copy of
the state every few moves (every move, when they fit in :data:`CHECKPOINT_BUDGET`: a state is
a few kilobytes) puts any position at most that many moves from one. The copies are marshal
bytes (compact, and loaded at C speed in microseconds; never written to a file).

Turn marks are the positions where a turn, a round or a scenario begins, in the game's own
words (the heading the log shows, "Turn 3: Athens plays.", else the phase, "Round 3 of 10").

Pure Python, no pygame: the viewer is replay_scene.py.
"""

from __future__ import annotations

import marshal
from bisect import bisect_right
from collections import deque
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tabletop.rules import Action, Event, State
from tabletop.ui.kit import table_cards

if TYPE_CHECKING:
    from tabletop.rules import Game

CHECKPOINT_EVERY = None  # None: as often as the memory budget allows (every move, usually)
CHECKPOINT_BUDGET = 24_000_000  # bytes of checkpoints at most (a long game of 850 moves: 2 MB)
HEADING = "turn"  # the toolkit's kind of event for a turn's heading (state.opening)
LOG_LINES = 200  # log lines shown at a position (as a resumed table does)


@dataclass(frozen=True)
class Mark:
    """Where a turn (a round, a scenario) begins: a position and its words."""

    position: int
    label: str


class ReplayTimeline:
    """Every position of one game, quickly: see the module docstring."""

    def __init__(
        self,
        game: Game,
        setup: dict[str, Any],
        moves: list[tuple[int, Action]],
        every: int | None = CHECKPOINT_EVERY,
    ) -> None:
        self.game = game
        self.setup = {
            "seed": setup["seed"],
            "players": setup["players"],
            "options": dict(setup.get("options") or {}),
        }
        self.moves = list(moves)
        state = self._new_state()
        first = marshal.dumps(state.data)
        if every is None:  # states grow as a game goes on: room for four times the first one
            every = -(-4 * len(first) * max(1, len(self.moves)) // CHECKPOINT_BUDGET)
        self.every = max(1, int(every))
        self.opening: list[Event] = list(state.opening)
        self.events: list[list[Event]] = []  # the events of each move, as the rules told them
        self._checkpoints: list[bytes] = [first]
        self.marks: list[Mark] = []
        key = self._turn_key(state)
        self.marks.append(Mark(0, self._label(state, self.opening)))
        self.prompts: list[str] = []  # what each move answered (public: every view has it)
        for i, (_, action) in enumerate(self.moves, start=1):
            decision = state.decision
            self.prompts.append(decision.prompt if decision is not None else "")
            events = state.apply(action)
            self.events.append(events)
            if i % self.every == 0:
                self._checkpoints.append(marshal.dumps(state.data))
            now = self._turn_key(state)
            if now != key:
                key = now
                self.marks.append(Mark(i, self._label(state, events)))
        self.final = state
        self._lines: dict[tuple[int, int | None], list[tuple[str, str]]] = {}
        self._mark_positions = [m.position for m in self.marks]

    @classmethod
    def of_state(cls, state: State, every: int | None = CHECKPOINT_EVERY) -> ReplayTimeline:
        """The timeline of a game in memory (one that just ended: its history is the save)."""
        return cls(state.game, state.setup_args, list(state.history), every)

    # ----- positions ---------------------------------------------------------------------------

    @property
    def length(self) -> int:
        """The number of moves: the last position."""
        return len(self.moves)

    @property
    def finished(self) -> bool:
        """Whether the replayed game reached its end (only then may every hand be shown)."""
        return self.final.is_over

    def clamp(self, position: int) -> int:
        return max(0, min(self.length, int(position)))

    def state_at(self, position: int) -> State:
        """A new state at ``position``: the nearest checkpoint at or before it, plus the moves
        after it (at most ``every - 1`` of them; none when every move has its checkpoint)."""
        position = self.clamp(position)
        index = min(position // self.every, len(self._checkpoints) - 1)
        start = index * self.every
        state = self.game.state_class(
            self.game, marshal.loads(self._checkpoints[index]), self.setup
        )
        state.history = list(self.moves[:start])
        for _, action in self.moves[start:position]:
            state.apply(action)
        return state

    def matches(self, snapshot: dict[str, Any]) -> bool:
        """Whether the replayed end is the saved snapshot, bit for bit."""
        return self.final.data == snapshot

    # ----- words -------------------------------------------------------------------------------

    def mark_at(self, position: int) -> Mark:
        """The turn that ``position`` is in."""
        return self.marks[max(0, bisect_right(self._mark_positions, position) - 1)]

    def previous_mark(self, position: int) -> int:
        """The start of this turn, or of the one before when already at its start."""
        here = self.mark_at(position)
        if here.position < position:
            return here.position
        i = self.marks.index(here)
        return self.marks[max(0, i - 1)].position

    def next_mark(self, position: int) -> int:
        """The start of the next turn (the end, after the last one)."""
        i = bisect_right(self._mark_positions, position)
        return self.marks[i].position if i < len(self.marks) else self.length

    def move_seat(self, position: int) -> int | None:
        """The seat that made the move leading to ``position`` (None at the deal)."""
        return self.moves[position - 1][0] if position > 0 else None

    def move_text(self, position: int) -> str:
        """The move leading to ``position`` in words (its action's text)."""
        if position <= 0:
            return ""
        action = self.moves[position - 1][1]
        return action.text or action.kind.replace("_", " ").capitalize()

    def public_move_text(self, position: int) -> str | None:
        """The move's words when everything it names was in plain sight (a blocker paired with
        an attacker on the table); None when it names a card some seat could not see, or one
        this cannot tell (a card's id in a hand, a pile's order)."""
        if position <= 0:
            return None
        action = self.moves[position - 1][1]
        before = self.state_at(position - 1)
        seen = table_cards(before.view(None))  # a pile's face-up top too
        named = [action.source, action.target]
        if action.option and action.option.partition("#")[0] in before.game.cards:
            named.append(action.option)  # an option that names no card ("2") hides nothing
        for part in named:
            if part is not None and part not in before.zones and part not in seen:
                return None
        return self.move_text(position)

    def log_lines(self, position: int, seat: int | None) -> list[tuple[str, str]]:
        """The last log lines (text, kind) at ``position`` as ``seat`` may read them (None: only
        what everyone saw; :data:`ALL_SEATS`: every secret too)."""
        lines: deque[tuple[str, str]] = deque(maxlen=LOG_LINES)
        for i in range(self.clamp(position) - 1, -1, -1):
            lines.extendleft(reversed(self._move_lines(i, seat)))
            if len(lines) >= LOG_LINES:
                return list(lines)
        lines.extendleft(reversed(self._said(self.opening, seat)))
        return list(lines)

    def _move_lines(self, index: int, seat: int | None) -> list[tuple[str, str]]:
        """The log lines of move ``index`` for ``seat`` (made once: a step back sets the whole
        log of its position)."""
        key = (index, seat)
        lines = self._lines.get(key)
        if lines is None:
            lines = self._lines[key] = self._said(self.events[index], seat)
        return lines

    @staticmethod
    def _said(events: list[Event], seat: int | None) -> list[tuple[str, str]]:
        """The lines of ``events`` for ``seat``; a wordless event (a step begun, for the
        table's marks) has none, as at the table."""
        return [(text, e.kind) for e in events if (text := seen(e, seat).text)]

    def cards_near(self, position: int) -> list[str]:
        """The cards the moves touch, those nearest ``position`` first (backwards first: a
        step back is the move whose pictures are not drawn yet). For the table to render
        their pictures ahead."""
        order: dict[str, None] = {}
        p = self.clamp(position)
        for i in [*range(p - 1, -1, -1), *range(p, self.length)]:
            for event in self.events[i]:
                if event.card:
                    order.setdefault(event.card)
        return list(order)

    # ----- helpers -----------------------------------------------------------------------------

    def _new_state(self) -> State:
        s = self.setup
        return self.game.setup(s["seed"], s["players"], **s["options"])

    @staticmethod
    def _turn_key(state: State) -> tuple[Any, ...]:
        d = state.data
        campaign = d.get("campaign")
        return (
            d.get("turn"),
            d.get("round"),
            campaign.get("index") if isinstance(campaign, dict) else None,
        )

    def _label(self, state: State, events: list[Event]) -> str:
        for event in events:
            if event.kind == HEADING and event.for_seat(None).text:
                return event.for_seat(None).text
        phase = (state.phase() or "").split(" \u00b7 ")[0]
        scenario = self._scenario_name(state)
        if scenario and phase:
            return f"{scenario} \u00b7 {phase}"
        return phase or scenario or "The start"

    @staticmethod
    def _scenario_name(state: State) -> str:
        campaign = state.data.get("campaign")
        if not isinstance(campaign, dict) or len(campaign.get("scenarios") or ()) < 2:
            return ""
        from tabletop.ui.games import campaign_plan  # no pygame in it

        plan = campaign_plan(state.game)
        scenario = state.scenario
        return plan.name(scenario) if plan and scenario else str(scenario or "")


ALL_SEATS = -1  # "all hands open": every seat's secrets (only for a finished game)


def seen(event: Event, seat: int | None) -> Event:
    """``event`` as ``seat`` may see it (:data:`ALL_SEATS`: as it happened)."""
    return event if seat == ALL_SEATS else event.for_seat(seat)


def open_view(state: State) -> dict[str, Any]:
    """The table with every hand open: each zone that some seat sees, shown whole (a deck
    that nobody sees stays face down). Only for a game that is over."""
    view = state.view(None)
    zones = view["zones"]
    for name, cards in state.data["zones"].items():
        if isinstance(zones.get(name), list):
            continue
        if any(state.can_see(seat, name) for seat in range(state.players)):
            zones[name] = list(cards)
    return view
