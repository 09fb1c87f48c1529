"""The shared state machine every game builds on.

A game's whole truth is ``State.data``: a JSON-safe dict with

- ``zones``: zone name -> list of card ids (bottom first; the end of the list is the top),
- ``rng``: the generator state (see :mod:`tabletop.rules.rng`),
- ``stack``: the flow, a stack of frames ``{"step": name, ...}``; the top frame is what happens
  next,
- anything else the game needs (counters, tokens, turn numbers). Everything outside ``zones``
  and ``rng`` must be public: :meth:`State.view` shows it to every seat.

A game subclasses :class:`State` and, for each step name in its flow, writes either
``run_<step>(frame)`` (automatic: no one decides) or ``decide_<step>(frame) -> Decision`` plus
``on_<step>(frame, action)``. The base class does the rest: legality checks, events, the action
history, undo, views, clones and saves.
"""

from __future__ import annotations

import marshal
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tabletop.rules.campaign import CampaignMixin
from tabletop.rules.cards import CardStateMixin
from tabletop.rules.effects import EffectsMixin
from tabletop.rules.errors import IllegalAction
from tabletop.rules.outcome import Outcome, outcome_kind
from tabletop.rules.rng import Rng
from tabletop.rules.steps import StepsMixin
from tabletop.rules.triggers import TriggersMixin
from tabletop.rules.values import Action, Decision, Event
from tabletop.rules.zones import TOP, visible_to, zone_kind, zone_owner

if TYPE_CHECKING:
    from tabletop.rules.game import Game

Frame = dict[str, Any]

MAX_AUTOMATIC_STEPS = 10_000


def copy_data(obj: Any) -> Any:
    """Deep copy of JSON-like data (dicts, lists, scalars).

    marshal round-trips exactly these types and is written in C: 2-3 times faster than a
    Python-level copy and 10 times faster than deepcopy (bots clone states thousands of times).
    It is never used for files: saves are JSON.
    """
    return marshal.loads(marshal.dumps(obj))


def clone_data(data: dict[str, Any]) -> dict[str, Any]:
    """A deep copy of a state's data, keys in their order: the zones (flat lists of card ids)
    by slicing, the rest by :func:`copy_data`. A third faster than one ``copy_data`` of it all
    for Bellum and Bellwake, whose zones are most of the data (bots clone in every playout)."""
    shell = dict(data)
    zones = shell["zones"]
    shell["zones"] = None  # keeps its place among the keys
    out = copy_data(shell)
    out["zones"] = {name: cards[:] for name, cards in zones.items()}
    return out


SCALARS = (int, str, float, bool, type(None))


def copy_small(value: Any) -> Any:
    """A copy of a public value for an event: a flat list or dict copied directly (the usual
    case, and 5 times faster than :func:`copy_data`), anything nested by ``copy_data``."""
    kind = type(value)
    if kind in SCALARS:
        return value
    if kind is list and all(type(v) in SCALARS for v in value):
        return value[:]
    if kind is dict and all(type(v) in SCALARS for v in value.values()):
        return dict(value)
    return copy_data(value)


class State(StepsMixin, CardStateMixin, TriggersMixin, EffectsMixin, CampaignMixin):
    """One game in progress. See the module docstring for what a game must provide; the
    mixins are the toolkit's generic steps, per-card state, triggers, effects and campaigns."""

    def __init__(self, game: Game, data: dict[str, Any], setup: dict[str, Any]) -> None:
        self.game = game
        self.data = data
        self.setup_args = setup  # seed, players, options: enough to replay from the start
        self.history: list[tuple[int, Action]] = []
        self._decision: Decision | None = None
        self._events: list[Event] = []
        # The headings the setup announced ("Turn 1: Athens plays."): the setup's other events
        # (the deal) are not shown, but a log must not start at turn 2.
        self.opening: list[Event] = []
        self._pending = 0  # 1 while an action is applied but not yet in the history

    # ----- the public contract -------------------------------------------------------------

    @property
    def players(self) -> int:
        return self.data["players"]

    @property
    def decision(self) -> Decision | None:
        """The one pending decision, or None once the game is over."""
        if self.data.get("over"):
            return None
        if self._decision is None:
            frame = self.data["stack"][-1]
            self._decision = self._handler("decide_", frame["step"])(self, frame)
        return self._decision

    @property
    def legal_actions(self) -> tuple[Action, ...]:
        decision = self.decision
        return decision.actions if decision else ()

    @property
    def is_over(self) -> bool:
        return bool(self.data.get("over"))

    @property
    def winners(self) -> list[int]:
        """The winning seats (empty while the game runs, and for a draw)."""
        return list(self.data.get("winners") or [])

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended (None while it runs)."""
        d = self.data
        if not d.get("over"):
            return None
        winners = list(d.get("winners") or [])
        kind = outcome_kind(winners, d.get("end_kind"), self.game.play_style(self.players))
        return Outcome(tuple(winners), kind, str(d.get("end_reason") or ""))

    def apply(self, action: Action) -> list[Event]:
        """Apply a legal action and return the events it caused.

        An illegal or stale action raises :class:`IllegalAction` with a reason in words and
        leaves the state exactly as it was.
        """
        decision = self.decision
        if decision is None:
            raise IllegalAction("The game is over.")
        try:
            legal = decision.actions[decision.actions.index(action)]
        except ValueError:
            reason = None
            if isinstance(action, Action):
                reason = self.why_illegal(action) or self.refusal(action, decision)
            raise IllegalAction(
                reason or f"That is not a legal choice now. {decision.prompt}"
            ) from None
        self._events = []
        frame = self.data["stack"][-1]
        self._pending = 1
        self._handler("on_", frame["step"])(self, frame, legal)
        self._pending = 0
        self.history.append((decision.seat, legal))
        self._decision = None
        self._run_automatic()
        events, self._events = self._events, []
        return events

    def view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may know, JSON-safe (None: a spectator who sees only public facts).
        With sealed seats (:class:`Game`), ``pools`` names each seat's cards out of sight, as
        sorted card ids (each was seen as it came in); which card lies where stays unseen."""
        out = self.public_copy()
        out["game"] = self.game.id
        out["seat"] = seat
        zones: dict[str, Any] = {}
        out["zones"] = zones
        sealed = self.game.sealed_seats
        unseen: dict[str, list[str]] = {}  # with sealed seats: each seat's cards out of sight
        for name, cards in self.data["zones"].items():
            if self.can_see(seat, name):
                zones[name] = list(cards)
                continue
            top = bool(cards) and self.visibility(name) == TOP
            zones[name] = {"count": len(cards), "top": cards[-1]} if top else {"count": len(cards)}
            if sealed and cards and (owner := zone_owner(name)) is not None:
                unseen.setdefault(str(owner), []).extend(cards[:-1] if top else cards)
        if sealed:
            out["pools"] = {k: sorted(v) for k, v in unseen.items() if v}
        phase = self.phase()
        if phase:
            out["phase"] = phase
        decision = self.decision
        if decision is not None:
            if decision.seat == seat:
                out["decision"] = decision.to_json()
            else:
                out["decision"] = {"seat": decision.seat, "prompt": decision.prompt}
        return out

    def public_copy(self) -> dict[str, Any]:
        """A deep copy of the data but the zones and the generator, for a view (one copy of
        it all at once: a copy per key costs a call per key). A game whose data has a known
        shape may copy it faster."""
        return copy_data({k: v for k, v in self.data.items() if k != "zones" and k != "rng"})

    def clone(self) -> State:
        """An independent copy (for bots' search). Shares nothing mutable with this state."""
        twin = self.__class__(self.game, clone_data(self.data), self.setup_args)
        twin.history = list(self.history)
        return twin

    def to_json(self) -> str:
        """A versioned save: setup, the action history and a snapshot to check it against."""
        from tabletop.rules.saves import dump

        return dump(self)

    def can_undo(self, seat: int) -> bool:
        """Whether ``seat`` may take back the last action: its own, revealing nothing new."""
        return (
            bool(self.history)
            and self.history[-1][0] == seat
            and len(self.history) > self.data.get("undo_floor", 0)
        )

    def undo(self) -> None:
        """Take back the last action by replaying the history without it."""
        if not self.history:
            raise IllegalAction("There is nothing to undo.")
        if len(self.history) <= self.data.get("undo_floor", 0):
            raise IllegalAction("That action revealed new information and cannot be taken back.")
        earlier = self.game.replay(self.setup_args, [a for _, a in self.history[:-1]])
        self.data, self.history, self._decision = earlier.data, earlier.history, None

    # ----- hooks a game overrides ------------------------------------------------------------

    def phase(self) -> str | None:
        """The phase of the turn in words ("Army phase"), for the table: views carry it, so
        that nothing outside the rules reads the step names of the flow."""
        return None

    def chapter(self) -> str:
        """The part of a longer game under way ("The Foundry Below", a campaign's scenario),
        for save names and the Load list: "" for a game of one part."""
        return ""

    def visibility(self, zone: str) -> str:
        """Who may see ``zone`` (see :mod:`tabletop.rules.zones`), from the game's table."""
        return self.game.visibility(zone)

    def can_see(self, seat: int | None, zone: str) -> bool:
        """Whether ``seat`` sees every card of ``zone`` (by default: hands only to their
        owner, decks to nobody, the rest to all; a game declares others in ``zone_kinds``)."""
        return visible_to(self.visibility(zone), zone, seat)

    def why_illegal(self, action: Action) -> str | None:
        """A specific reason why ``action`` is not legal now, for the table to show (a game
        says what only it knows; :meth:`refusal` answers the rest)."""
        return None

    def why_not_usable(self, card: str) -> str | None:
        """Why ``card``, a card on the table the deciding player points at, cannot be used
        now (a pile's top they cannot afford), for the table to say; None: nothing to say."""
        return None

    def refusal(self, action: Action, decision: Decision) -> str | None:
        """The toolkit's reason for any action the decision does not offer, told from what it
        does offer: the kind, the card, the place or the option that is not on offer."""
        same = [a for a in decision.actions if a.kind == action.kind]
        if not same:
            return None

        def now(why: str) -> str:
            return f"That is not a legal choice now. {why}. {decision.prompt}"

        name = self.card_name(action.source) if action.source else ""
        sources = {a.source for a in same}
        if action.source is not None and action.source not in sources:
            if sources == {None}:
                return now("That choice takes no card")
            return now(f"{name} cannot be chosen for that")
        same = [a for a in same if a.source == action.source]
        if action.target not in {a.target for a in same}:
            where = "there" if action.target is None else "to that place"
            return now(f"{name or 'That'} cannot go {where}")
        return now("That option is not on offer")

    def card_name(self, card: str) -> str:
        name = self.game.names.get(card)  # the hot path: a card that is its own definition
        return name if name is not None else self.game.card_name(card)

    # ----- helpers for games -----------------------------------------------------------------

    @property
    def rng(self) -> Rng:
        return Rng(self.data)

    @property
    def zones(self) -> dict[str, list[str]]:
        return self.data["zones"]

    def push(self, step: str, **fields: Any) -> None:
        """Schedule ``step`` to happen next (on top of the flow stack)."""
        self.data["stack"].append({"step": step, **fields})

    def pop(self) -> Frame:
        return self.data["stack"].pop()

    def emit(self, kind: str, text: str, **fields: Any) -> Event:
        event = Event(kind, text, **fields)
        self._events.append(event)
        return event

    def data_after(self, *keys: str) -> dict[str, Any]:
        """Event details holding the public values ``keys`` as they are now (life totals,
        tokens, the turn): the table takes them as they come instead of recomputing them."""
        return {"data": {key: copy_small(self.data[key]) for key in keys}}

    def mark_revealed(self) -> None:
        """Something new became known (a draw, a shuffle, a die): undo may not go back past it."""
        self.data["undo_floor"] = len(self.history) + self._pending

    def draw_card(
        self,
        card: str,
        src: str,
        seat: int,
        who: str,
        unseen: str = "a card",
        hand: str | None = None,
    ) -> Event:
        """``card`` from ``src`` into ``hand`` (``hand.<seat>``): only that seat learns which
        card (the others read "<who> draws <unseen>."), and undo may not go back past it."""
        self.mark_revealed()
        return self.move(
            card,
            src,
            hand or f"hand.{seat}",
            text=f"{who} draws {self.card_name(card)}.",
            secret_to=(seat,),
            public=f"{who} draws {unseen}.",
        )

    def move(
        self,
        card: str,
        src: str,
        dst: str,
        *,
        top: bool = True,
        text: str | None = None,
        secret_to: tuple[int, ...] | None = None,
        public: str | None = None,
    ) -> Event:
        """Move ``card`` from zone ``src`` to zone ``dst`` (to its top, or bottom). A card that
        goes where not everyone sees it loses its counters, flags and attachments; taking the
        top card of a ``top`` pile shows the next one, so undo may not go back past it."""
        cards = self.zones[src]
        top_kinds = self.game.top_kinds
        if top_kinds and len(cards) > 1 and cards[-1] == card and zone_kind(src) in top_kinds:
            self.mark_revealed()
        cards.remove(card)
        if "card_state" in self.data and self.visibility(dst) != "public":
            self.clear_card_state(card)
        if top:
            self.zones[dst].append(card)
        else:
            self.zones[dst].insert(0, card)
        text = text or f"{self.card_name(card)} moves from {src} to {dst}."
        return self.emit(
            "move", text, card=card, src=src, dst=dst, secret_to=secret_to, public=public
        )

    def shuffle(self, zone: str, text: str | None = None) -> None:
        self.rng.shuffle(self.zones[zone])
        self.mark_revealed()
        self.emit("shuffle", f"The {zone} is shuffled." if text is None else text, dst=zone)

    def where(self, card: str) -> str | None:
        """The zone holding ``card``, or None."""
        for name, cards in self.zones.items():
            if card in cards:
                return name
        return None

    def finish(self, winners: list[int], reason: str, kind: str | None = None) -> None:
        """End the game now; the flow stops wherever it was. ``kind`` (see
        :mod:`tabletop.rules.outcome`) is needed only where the winners do not tell it."""
        if kind is not None:
            outcome_kind(winners, kind, "")  # checks it
            self.data["end_kind"] = kind
        self.data["over"] = True
        self.data["winners"] = sorted(winners)
        self.data["end_reason"] = reason
        self.emit("game_over", reason, amount=len(winners))

    # ----- the flow engine -------------------------------------------------------------------

    def _run_automatic(self) -> None:
        """Run automatic steps until a decision is pending or the game is over."""
        data = self.data
        runners = self._runners()
        for _ in range(MAX_AUTOMATIC_STEPS):
            if data["over"] if "over" in data else False:
                return
            frame = data["stack"][-1]  # a step may replace the stack (a campaign's next scenario)
            step = frame["step"]
            runner = runners.get(step, runners)  # runners itself: not looked up yet
            if runner is runners:
                runner = runners[step] = self._handler("run_", step, required=False)
            if runner is None:
                return
            runner(self, frame)
        raise RuntimeError("the flow did not reach a decision")

    @classmethod
    def _runners(cls) -> dict[str, Callable[..., Any] | None]:
        """Step name -> the unbound ``run_<step>`` method (None: a decision), filled as asked:
        the flow engine's lookup, once per class."""
        runners = cls.__dict__.get("_run_handlers")
        if runners is None:
            runners = {}
            cls._run_handlers = runners
        return runners

    @classmethod
    def _handler(cls, prefix: str, step: str, required: bool = True) -> Callable[..., Any]:
        """The unbound ``<prefix><step>`` method, looked up once per class (hot path)."""
        cache = cls.__dict__.get("_handlers")
        if cache is None:
            cache = {}
            cls._handlers = cache
        key = prefix + step
        try:
            return cache[key]
        except KeyError:
            method = getattr(cls, key, None)
            if method is None and required:
                raise RuntimeError(f"{cls.__name__} has no step handler {key}") from None
            cache[key] = method
            return method
