"""The small immutable values of the rules contract: actions, decisions and events.

Everything here is JSON-safe so that saves, replays, bots and the table speak one language.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

JsonDict = dict[str, Any]

# Standard action kinds every game uses in the same sense, so that a tool (the table's
# auto-end and auto-pass settings, a bot, a test) can tell them from the others:
END = "end"  # ends the turn or the phase of the deciding seat ("End the turn")
STOP = "stop"  # ends an open-ended stage of the deciding seat ("Stop mustering")
PASS = "pass"  # declines a reaction window ("Pass")
ENDING_KINDS = frozenset({END, STOP})


@dataclass(slots=True, eq=False)
class Action:
    """One legal choice of a decision. Treat it as immutable (not frozen only because frozen
    dataclasses are three times slower to build, and bots build thousands a second).

    ``kind`` says what sort of choice it is (``play``, ``cancel``, ``end``...). ``source`` is the
    card or piece it moves and ``target`` where to (a zone name, a cell such as ``cell:1,-2`` or a
    card id): the table lights up targets while a ``source`` is dragged. ``option`` carries any
    other parameter (a declared card name, a bonus). ``text`` is for people and is not part of the
    action's identity.
    """

    kind: str
    source: str | None = None
    target: str | None = None
    option: str | None = None
    text: str = field(default="", compare=False)

    def __eq__(self, other: object) -> bool:
        """Equal when kind, source, target and option are (the dataclass's comparison, but
        it stops at the first field that differs: ``apply`` compares with every legal action
        before the chosen one)."""
        if other.__class__ is not self.__class__:
            return NotImplemented
        return (
            self.kind == other.kind  # type: ignore[attr-defined]
            and self.source == other.source  # type: ignore[attr-defined]
            and self.target == other.target  # type: ignore[attr-defined]
            and self.option == other.option  # type: ignore[attr-defined]
        )

    def __hash__(self) -> int:
        return hash((self.kind, self.source, self.target, self.option))

    @property
    def ends_turn(self) -> bool:
        """Whether this action ends the turn, or a phase or stage, of the deciding seat."""
        return self.kind in ENDING_KINDS

    def to_json(self) -> JsonDict:
        out: JsonDict = {"kind": self.kind}
        if self.source is not None:
            out["source"] = self.source
        if self.target is not None:
            out["target"] = self.target
        if self.option is not None:
            out["option"] = self.option
        return out

    def to_json_with_text(self) -> JsonDict:
        """:meth:`to_json` plus ``text``, as a decision's JSON lists it (built in one go:
        a view holds every legal action)."""
        out: JsonDict = {"kind": self.kind}
        if self.source is not None:
            out["source"] = self.source
        if self.target is not None:
            out["target"] = self.target
        if self.option is not None:
            out["option"] = self.option
        out["text"] = self.text
        return out

    @classmethod
    def from_json(cls, data: Any) -> Action:
        """Build an action from its JSON form; raises ValueError on anything malformed."""
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise ValueError(f"not an action: {data!r}"[:200])
        unknown = set(data) - {"kind", "source", "target", "option", "seat", "text"}
        if unknown:
            raise ValueError(f"unknown action fields: {sorted(unknown)}")
        for key in ("source", "target", "option"):
            if data.get(key) is not None and not isinstance(data[key], str):
                raise ValueError(f"action field {key!r} must be text")
        return cls(
            data["kind"],
            data.get("source"),
            data.get("target"),
            data.get("option"),
            str(data.get("text", "")),
        )

    def __str__(self) -> str:
        return self.text or " ".join(str(v) for v in self.to_json().values())


@dataclass(slots=True)
class Decision:
    """The one pending choice of a game: who decides, a prompt in words, the legal actions.

    ``reveals`` maps hidden zones to the cards this decision lets the deciding seat see (a search
    of the deck, a look at an opponent's hand), sorted so that no order leaks. ``info`` tells
    the deciding seat how far a choice made in several actions has come (the pairs made, the
    items already put in order), so that the table never reads the flow.
    """

    seat: int
    prompt: str
    actions: tuple[Action, ...]
    reveals: dict[str, list[str]] | None = None
    info: JsonDict | None = None

    def to_json(self) -> JsonDict:
        out: JsonDict = {
            "seat": self.seat,
            "prompt": self.prompt,
            "actions": [a.to_json_with_text() for a in self.actions],
        }
        if self.reveals:
            out["reveals"] = {k: sorted(v) for k, v in self.reveals.items()}
        if self.info:
            out["info"] = self.info
        return out

    @property
    def lone_end(self) -> Action | None:
        """The one legal action when all that is left is to end the turn (or the phase):
        the decision the table may take by itself with the ``auto_end_turn`` setting."""
        actions = self.actions
        return actions[0] if len(actions) == 1 and actions[0].ends_turn else None

    @property
    def lone_pass(self) -> Action | None:
        """The one legal action when a reaction window offers nothing but Pass."""
        actions = self.actions
        return actions[0] if len(actions) == 1 and actions[0].kind == PASS else None

    def find(
        self,
        kind: str,
        source: str | None = None,
        target: str | None = None,
        option: str | None = None,
    ) -> Action | None:
        """The legal action matching the given fields (None matches anything), or None."""
        for action in self.actions:
            if action.kind != kind:
                continue
            if source is not None and action.source != source:
                continue
            if target is not None and action.target != target:
                continue
            if option is not None and action.option != option:
                continue
            return action
        return None


@dataclass(slots=True)
class Event:
    """Something that happened, for the table to animate and the log to print.

    ``secret_to`` lists the seats allowed to see ``card`` (None: everyone). Others get
    ``public`` as text and no card id. ``details`` holds what else changed, JSON-safe (a card's
    counters after the change, the zone a piece went to), so the table never recomputes it.
    """

    kind: str
    text: str
    seat: int | None = None
    card: str | None = None
    src: str | None = None
    dst: str | None = None
    amount: int | None = None
    secret_to: tuple[int, ...] | None = None
    public: str | None = None
    details: JsonDict | None = None

    def for_seat(self, seat: int | None) -> Event:
        """This event as ``seat`` may see it (None: a spectator sees only public facts)."""
        if self.secret_to is None or (seat is not None and seat in self.secret_to):
            return self
        return replace(self, card=None, text=self.public or self.text, secret_to=None, details=None)

    def to_json(self) -> JsonDict:
        return {k: getattr(self, k) for k in self.__slots__ if getattr(self, k) is not None}
