"""Controllers: how a game's decisions become things to do on the table; here the generic one.

A controller never imports pygame: it turns a :class:`~tabletop.rules.Decision` into drags,
clicks, buttons and pickers (:class:`Interaction`), and says what the table shows beyond cards
(token counts, a status line, the final score). The generic :class:`Controller` covers most of
a game; a game's own (``tabletop/ui/games/<game>/``, found by :mod:`tabletop.ui.games`) states
only its difference. The generic one:

- An action whose ``source`` is a card the deciding seat may drag (a card in its own hand) and
  whose ``target`` is a zone or a card on the table becomes a *drag*: while that card is
  dragged, its targets glow. A card lying elsewhere on the table (any zone the seat sees) is
  dragged the same way, and its action stays a button too (``table_drags``).
- The toolkit's generic decisions (a subset, pairs, an order): see :mod:`tabletop.ui.kit`.
- Actions of a "picker" kind (or any kind offering two or more distinct cards) become a
  *picker*: the cards shown large, one click picks. Cards named by ``option`` (declare a card)
  work the same way.
- Everything else is a *button* with the action's text.

The rules decide legality; the controller only arranges the legal actions.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from tabletop.rules import Action, Decision, Event, Game
from tabletop.rules.outcome import DRAWN, LOST, outcome_kind
from tabletop.rules.state import copy_data
from tabletop.ui import kit


@dataclass(frozen=True)
class TokenCount:
    """A pile of tokens to draw: its icon (art path), a label and how many; without the icon's
    picture, a disc of ``color`` (None: the table's own) marked ``mark``."""

    key: str
    icon: str
    label: str
    count: int
    color: tuple[int, int, int] | None = None
    mark: str = ""


@dataclass(frozen=True)
class ScoreSheet:
    """A finished game's score by source: a row per source, a value per seat.

    ``title`` heads the labels' column; the row labelled ``total`` (if any) is drawn bold under
    a rule, and in it and in the ``decisive`` rows the winners' values are in gold.
    """

    title: str
    rows: list[tuple[str, list[str]]]
    total: str | None = None
    decisive: frozenset[str] = frozenset()


@dataclass(frozen=True)
class PickEntry:
    card: str
    action: Action | None  # None: shown only (browsing a pile, an item already ordered)
    caption: str = ""
    badge: str = ""  # a mark drawn large on the card ("1st", a tick for a selected one)


@dataclass(frozen=True)
class PickerSpec:
    """Cards shown large to pick one (or just to look at, when ``read_only``)."""

    title: str
    entries: tuple[PickEntry, ...]
    zone: str | None = None
    read_only: bool = False
    actions: tuple[Action, ...] = ()  # buttons under the cards (Confirm)
    disabled: tuple[tuple[str, str], ...] = ()  # buttons shown greyed: (label, why not)
    selected: frozenset[str] = frozenset()  # cards drawn marked as chosen
    sub: str = ""  # the line under the title ("" : the usual one)
    hover_badge: str = ""  # the mark a card would get, shown on the one under the mouse


@dataclass
class Interaction:
    """What the deciding seat can do now, ready for the table to show."""

    seat: int
    prompt: str
    hint: str = ""
    drags: dict[str, dict[str, Action]] = field(default_factory=dict)  # card -> zone -> action
    clicks: dict[str, Action] = field(default_factory=dict)  # card -> action on a click
    buttons: list[Action] = field(default_factory=list)
    picker: PickerSpec | None = None
    default: Action | None = None  # Enter / Space
    focus: str | None = None  # a card the decision is about (one to act on)
    mode: str = ""  # a toolkit decision: "subset", "pairs", "order" (see kit.py)
    selected: set[str] = field(default_factory=set)  # cards marked as chosen (or paired)
    pairs: dict[str, str] = field(default_factory=dict)  # card -> the card it is paired with
    drag_off: dict[str, Action] = field(default_factory=dict)  # card -> action on a drag away
    disabled: list[tuple[str, str]] = field(default_factory=list)  # greyed buttons: label, why

    def targets(self, card: str) -> dict[str, Action]:
        return self.drags.get(card, {})

    @property
    def actions(self) -> list[Action]:
        out = [a for zones in self.drags.values() for a in zones.values()]
        out += list(self.clicks.values()) + self.buttons
        if self.picker:
            out += [e.action for e in self.picker.entries if e.action]
            out += list(self.picker.actions)
        return out


@dataclass
class DisplayModel:
    """What the table draws: zones (None for a card the viewer cannot see) and public counters.

    It starts as a copy of a view and follows events one at a time while they are animated,
    then is replaced by the new view, so the screen never shows the future before its
    animation.
    """

    zones: dict[str, list[str | None]]
    hidden: set[str]
    data: dict[str, Any]

    @classmethod
    def from_view(cls, view: dict[str, Any]) -> DisplayModel:
        zones: dict[str, list[str | None]] = {}
        hidden: set[str] = set()
        for name, content in view["zones"].items():
            if isinstance(content, list):
                zones[name] = list(content)
            else:
                zones[name] = [None] * int(content.get("count", 0))
                if zones[name] and content.get("top") is not None:
                    zones[name][-1] = content["top"]  # a "top" zone shows its top card
                hidden.add(name)
        data = {k: v for k, v in view.items() if k not in ("zones", "decision")}
        return cls(zones, hidden, data)

    def count(self, zone: str) -> int:
        return len(self.zones.get(zone, []))

    def take(self, card: str | None, zone: str) -> tuple[int, str | None]:
        """Remove ``card`` (or, when hidden, the top hidden card) from ``zone``."""
        cards = self.zones.setdefault(zone, [])
        if card is not None and card in cards:
            i = cards.index(card)
        elif None in cards:
            i = len(cards) - 1 - cards[::-1].index(None)
        elif cards:
            i = len(cards) - 1
        else:
            return -1, None
        return i, cards.pop(i)

    def put(self, card: str | None, zone: str) -> int:
        """Add ``card`` on top of ``zone`` (as hidden when the viewer cannot see that zone)."""
        cards = self.zones.setdefault(zone, [])
        cards.append(None if zone in self.hidden else card)
        return len(cards) - 1


class Controller:
    """The generic controller. Subclass per game and override only what differs."""

    picker_kinds: frozenset[str] = frozenset()
    click_kinds: frozenset[str] = frozenset()
    default_kinds: tuple[str, ...] = ("end", "pass", "done")
    drag_zone_kinds: tuple[str, ...] = ("hand",)
    table_drags: bool = True  # cards lying on the table are dragged to their targets too
    aim_drops: bool = True  # a card may be dropped onto the table card its play then picks
    seat_counters: tuple[str, ...] = ()  # names of per-seat lists of the view, shown as tokens
    # the view's values the status line reads that a new turn changes: once the table shows
    # a turn (or round) begin, those its events do not carry come from the state after the
    # action, so the header never names the last turn's phase beside the new player
    turn_keys: tuple[str, ...] = ("active", "turn", "round", "phase")

    def __init__(self, game: Game) -> None:
        self.game = game

    # ----- names -------------------------------------------------------------------------------

    def seat_name(self, seat: int) -> str:
        return f"Player {seat + 1}"

    def seat_word(self, seat: int) -> str:
        """A seat's name in one word, for the titles of its zones too narrow for the whole
        name ("Ann's deck" where "Ann Lee · Deck" does not fit); "" (the default): such a
        title drops the name ("Deck")."""
        return ""

    def card_name(self, card: str) -> str:
        return self.game.card_name(card)

    def is_card(self, card: str | None) -> bool:
        """Whether ``card`` names a card: a definition, or a copy of one (``footman#2``)."""
        return card is not None and (
            card in self.game.cards or card.partition("#")[0] in self.game.cards
        )

    # ----- decisions ---------------------------------------------------------------------------

    def drag_zones(self, seat: int) -> list[str]:
        return [f"{kind}.{seat}" for kind in self.drag_zone_kinds]

    def interaction(self, decision: Decision, view: dict[str, Any]) -> Interaction:
        """Arrange ``decision``'s legal actions as drags, clicks, buttons and a picker."""
        seat = decision.seat
        draggable: set[str] = set()
        for zone in self.drag_zones(seat):
            content = view["zones"].get(zone)
            if isinstance(content, list):
                draggable.update(content)
        on_table = kit.table_cards(view) if self.table_drags else set()
        zones = set(view["zones"])
        out = Interaction(seat, decision.prompt)
        groups: dict[str, list[Action]] = {}
        for action in kit.arrange(self, decision, view, out):
            groups.setdefault(action.kind, []).append(action)
        for kind, actions in groups.items():
            if self._is_picker(kind, actions) and out.picker is None:
                out.picker = self.picker_for(decision, kind, actions)
            for action in actions:
                source, target = action.source, action.target
                if (
                    source is not None
                    and target is not None
                    and (target in zones or target in on_table)
                ):
                    if source in draggable:
                        out.drags.setdefault(source, {})[target] = action
                        if kind in self.click_kinds:
                            out.clicks[source] = action
                        continue
                    if source in on_table and not self._picked(out, action):
                        out.drags.setdefault(source, {})[target] = action
                        out.buttons.append(action)  # a drag of a card on the table, or a button
                        continue
                if not self._picked(out, action):
                    out.buttons.append(action)
        for action in out.buttons:
            if action.kind in self.default_kinds:
                out.default = action
                break
        if out.picker is None and len(out.buttons) == 1 and not out.drags:
            out.default = out.buttons[0]
        if out.picker is not None and not out.picker.read_only and not out.picker.actions:
            # the other answers ("Set nothing aside", "Pass") under the cards too: the prompt's
            # own buttons lie dimmed behind the window
            others = [a for a in out.buttons if a.source is None or not self.is_card(a.source)]
            if others:
                out.picker = replace(out.picker, actions=tuple(others))
        sources = {a.source for a in decision.actions if a.source}
        if len(sources) == 1 and not out.drags and not out.picker and not out.mode:
            out.focus = next(iter(sources))
        out.hint = self.hint(out)
        return out

    @staticmethod
    def _picked(out: Interaction, action: Action) -> bool:
        return out.picker is not None and action in [e.action for e in out.picker.entries]

    def _is_picker(self, kind: str, actions: list[Action]) -> bool:
        if all(a.source is None and self.is_card(a.option) for a in actions):
            return True
        if not all(self.is_card(a.source) for a in actions):
            return False
        distinct = len({a.source for a in actions}) == len(actions)
        return (
            distinct
            and (kind in self.picker_kinds or len(actions) >= 2)
            and kind not in self.click_kinds
            and not all(a.kind == "play" for a in actions)
        )

    def picker_for(self, decision: Decision, kind: str, actions: Iterable[Action]) -> PickerSpec:
        entries = []
        zone = None
        for action in actions:
            card = action.source if action.source else action.option
            assert card is not None
            entries.append(PickEntry(card, action, action.text or str(action)))
        if decision.reveals:
            zone = next(iter(decision.reveals))
        return PickerSpec(decision.prompt, tuple(entries), zone)

    def hint(self, it: Interaction) -> str:
        """One sentence saying what to do next with the mouse or keyboard."""
        parts = []
        if it.mode == kit.SUBSET:
            where = "in the picker" if it.picker else "on the table"
            parts.append(f"Click cards {where} to select or deselect them (gold: chosen).")
        elif it.mode == kit.PAIRS:
            parts.append(
                "Drag a card onto the card it goes with (they light up); click a paired card "
                "to take it back."
            )
        elif it.mode == kit.ORDER:
            parts.append("Click the cards in the order they happen.")
        elif it.picker:
            parts.append("Click a card to choose it.")
        elif it.clicks:
            parts.append("Click a card in your hand, or drag it to the glowing pile.")
        elif it.drags:
            # a card on the table that can be dragged is a button too: say both ways
            from_hand = any(a not in it.buttons for to in it.drags.values() for a in to.values())
            parts.append(
                "Drag a card from your hand onto a glowing zone."
                if from_hand
                else "Drag a card onto a glowing zone, or choose with the buttons below."
            )
        if it.mode in (kit.SUBSET, kit.PAIRS) and it.default is not None:
            parts.append("Then press Confirm (Enter).")
        elif it.mode in (kit.SUBSET, kit.PAIRS):
            parts.append("Confirm once enough are chosen.")
        elif it.default is not None and not it.picker:
            verb = "Or press" if parts else "Press"
            parts.append(f"{verb} Enter: {it.default.text or it.default.kind}.")
        elif it.buttons and not it.picker:
            parts.append("Choose with the buttons below.")
        return " ".join(parts)

    # ----- what the table shows besides cards ---------------------------------------------------

    def tokens(self, display: DisplayModel, seat: int) -> list[TokenCount]:
        """The generic answer: each of ``seat_counters`` (a layout may name them, see the
        scene) read from the view's per-seat list of that name, drawn as discs."""
        out = []
        for key in self.seat_counters:
            values = display.data.get(key)
            if isinstance(values, list) and seat < len(values):
                label = key.replace("_", " ").capitalize()
                out.append(TokenCount(key, f"{key}.svg", label, int(values[seat])))
        return out

    def supply(self, display: DisplayModel) -> list[TokenCount]:
        return []

    def end_status(self, display: DisplayModel, names: list[str]) -> str:
        """The status line of a finished game, from its outcome: who won, a draw, or a defeat
        of every seat."""
        d = display.data
        winners = [w for w in d.get("winners") or [] if 0 <= w < len(names)]
        players = int(d.get("players", len(names)))
        kind = outcome_kind(winners, d.get("end_kind"), self.game.play_style(players))
        if kind == DRAWN:
            return "The game is a draw."
        if kind == LOST:
            return "Everyone lost."
        return " and ".join(names[w] for w in winners) + " won!"

    def status(self, display: DisplayModel, names: list[str]) -> str:
        """The generic answer: the round (or turn) and whose turn it is, when the view says."""
        d = display.data
        if d.get("over"):
            return self.end_status(display, names)
        active = d.get("active")
        count = d.get("round") or d.get("turn")
        if not isinstance(active, int) or not 0 <= active < len(names):
            return ""
        word = "Round" if d.get("round") else "Turn"
        phase = f" \u00b7 {d['phase']}" if d.get("phase") else ""
        head = f"{word} {count} \u00b7 " if count else ""
        return f"{head}{names[active]} to play{phase}"

    def active_seat(self, display: DisplayModel) -> int | None:
        return display.data.get("active")

    def seat_marks(self, view: dict[str, Any]) -> list[tuple[tuple[int, int, int], str]] | None:
        """Each seat's colour and marker shape ("circle", "square", "triangle", "diamond",
        "hexagon", "down") as the table shows that seat, for the game-over chart; None (the
        generic answer): the chart's own seat colours."""
        return None

    def score_sheet(self, view: dict[str, Any]) -> ScoreSheet | None:
        """The final score by source for the game-over screen, read from a finished game's
        public ``view``; None when the game offers no breakdown (the generic answer)."""
        return None

    def apply_event(self, display: DisplayModel, event: Event) -> None:
        """Follow one event other than a move in the display, from what the event says
        changed: the public values in its ``details["data"]`` (counters, the turn) and a
        reshuffle of one pile into another. A game adds only what is its own (a swap).

        The table itself follows ``move`` events, since it animates them card by card.
        """
        details = event.details or {}
        for key, value in (details.get("data") or {}).items():
            display.data[key] = copy_data(value)
        if event.kind == "reshuffle" and event.src and event.dst:
            moved = display.zones.get(event.src, [])
            display.zones[event.dst] = [None] * len(moved) + display.zones.get(event.dst, [])
            display.zones[event.src] = []
