"""Generic steps every game calls instead of writing its own.

Immediate helpers (no one decides): :meth:`StepsMixin.draw` (with reshuffle, or "as many as
possible").

Decisions, pushed on the flow stack: ``discard`` (down to a count), ``choose_one``,
``choose_subset`` (toggles plus a confirm, so the choices stay enumerable), ``assign_pairs``
(blockers to attackers, one to one), ``order_items``, ``may`` and ``reaction`` (a window offered
to several seats in turn until all pass).

Each decision step ends by calling the game's continuation ``then_<name>(frame, result)``,
where ``name`` is the ``then`` given when the step was pushed and ``frame`` carries the
``ctx`` given with it; a step pushed without ``then`` simply ends. Frames are JSON data, like
the rest of the state, so a half-made choice survives a save.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from tabletop.rules.values import PASS, Action, Decision, Event

Frame = dict[str, Any]


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


class StepsMixin:
    """Mixed into :class:`~tabletop.rules.state.State`; see the module docstring."""

    data: dict[str, Any]

    # Provided by State (declared here for readers and type checkers).
    def push(self, step: str, **fields: Any) -> None:
        raise NotImplementedError

    def pop(self) -> Frame:
        raise NotImplementedError

    def emit(self, kind: str, text: str, **fields: Any) -> Event:
        raise NotImplementedError

    # ----- shared plumbing -------------------------------------------------------------------

    def seat_name(self, seat: int) -> str:
        """How texts name a seat ("Player 2"); a game may name its seats otherwise."""
        return f"Player {seat + 1}"

    def _then(self, frame: Frame, result: Any) -> None:
        """Call the continuation the step was pushed with, if any."""
        name = frame.get("then")
        if name:
            self._handler("then_", name)(self, frame, result)  # type: ignore[attr-defined]

    # ----- drawing ---------------------------------------------------------------------------

    def draw(
        self,
        seat: int,
        count: int = 1,
        *,
        deck: str = "deck",
        discard: str | None = "discard",
        hand: str | None = None,
        unseen: str = "a card",
    ) -> int:
        """Draw up to ``count`` cards into ``hand`` (``hand.<seat>``); an empty deck is first
        refilled from the shuffled ``discard`` pile. Draws as many as possible: returns how
        many were drawn (fewer when deck and discard run out)."""
        who = self.seat_name(seat)
        zones = self.data["zones"]
        for drawn in range(count):
            if not self.refill_deck(deck, discard):
                where = "deck and discard are empty" if discard else "the deck is empty"
                self.emit("info", f"{who} cannot draw: {where}.")
                return drawn
            self.draw_card(zones[deck][-1], deck, seat, who, unseen, hand=hand)  # type: ignore[attr-defined]
        return count

    def refill_deck(
        self,
        deck: str,
        discard: str | None,
        text: str = "The deck ran out: the discard pile is shuffled into a new deck.",
    ) -> bool:
        """Whether ``deck`` has a card, after refilling it, when empty, with the shuffled
        ``discard`` pile; False when both are empty."""
        zones = self.data["zones"]
        if zones[deck]:
            return True
        if not discard or not zones[discard]:
            return False
        zones[deck], zones[discard] = zones[discard], []
        if "card_state" in self.data:  # into a hidden deck: the cards forget their state
            for card in zones[deck]:
                self.clear_card_state(card)  # type: ignore[attr-defined]
        self.emit("reshuffle", text, src=discard, dst=deck)
        self.shuffle(deck, "")  # type: ignore[attr-defined]  # said above: "... shuffled into"
        return True

    def reveal(
        self, deck: str, dst: str, *, discard: str | None = None, text: str | None = None
    ) -> str | None:
        """Turn the top card of ``deck`` face up into ``dst``, for everyone (an encounter card,
        a card off a shared deck), refilling the deck from ``discard`` when empty; the card, or
        None when there is none. Undo may not go back past it."""
        if not self.refill_deck(deck, discard):
            return None
        card = self.data["zones"][deck][-1]
        self.mark_revealed()  # type: ignore[attr-defined]
        name = self.card_name(card)  # type: ignore[attr-defined]
        self.move(card, deck, dst, text=text or f"{name} is revealed.")  # type: ignore[attr-defined]
        return card

    # ----- discard down to a count -----------------------------------------------------------

    def ask_discard(
        self,
        seat: int,
        count: int,
        why: str = "",
        *,
        src: str | None = None,
        dst: str = "discard",
        then: str | None = None,
        **ctx: Any,
    ) -> None:
        """Ask ``seat`` to discard ``count`` cards from ``src`` (its hand), one at a time; fewer
        when the zone holds fewer. ``why`` ends the prompt ("Discard 2 cards<why>.")."""
        src = src or f"hand.{seat}"
        count = min(count, len(self.data["zones"][src]))
        if count > 0:
            self.push(
                "discard",
                seat=seat,
                left=count,
                why=why,
                src=src,
                dst=dst,
                then=then,
                ctx=jsonable(ctx),
            )

    def discard_to(self, seat: int, limit: int, why: str = "", **kwargs: Any) -> None:
        """Ask ``seat`` to discard down to ``limit`` cards in hand."""
        src = kwargs.get("src") or f"hand.{seat}"
        self.ask_discard(seat, len(self.data["zones"][src]) - limit, why, **kwargs)

    def decide_discard(self, frame: Frame) -> Decision:
        seat, left = frame["seat"], frame["left"]
        src = frame.get("src") or f"hand.{seat}"
        dst = frame.get("dst", "discard")
        return Decision(
            seat,
            f"Discard {plural(left, 'card')}{frame.get('why', '')}.",
            tuple(
                Action("discard", c, dst, text=f"Discard {self.card_name(c)}")  # type: ignore[attr-defined]
                for c in self.data["zones"][src]
            ),
        )

    def on_discard(self, frame: Frame, action: Action) -> None:
        seat = frame["seat"]
        src = frame.get("src") or f"hand.{seat}"
        assert action.source is not None and action.target is not None
        self.move(  # type: ignore[attr-defined]
            action.source,
            src,
            action.target,
            text=f"{self.seat_name(seat)} discards {self.card_name(action.source)}.",  # type: ignore[attr-defined]
        )
        frame.setdefault("discarded", []).append(self.ref(action.source, action.target))
        frame["left"] -= 1
        if frame["left"] == 0 or not self.data["zones"][src]:
            self.pop()
            self._then(frame, self.derefs(frame["discarded"]))

    # ----- choose one ------------------------------------------------------------------------

    def ask_choice(
        self,
        seat: int,
        prompt: str,
        actions: Sequence[Action],
        then: str,
        *,
        reveals: dict[str, list[str]] | None = None,
        **ctx: Any,
    ) -> None:
        """Ask ``seat`` to pick one of ``actions``; ``then_<then>(frame, action)`` follows.
        ``reveals`` shows the deciding seat some cards of hidden zones (only it sees them)."""
        options = []
        for a in actions:
            option = dict(a.to_json(), text=a.text)
            for key in ("source", "target"):
                if key in option:
                    option[key] = self.ref(option[key])
            options.append(option)
        places = None
        if reveals:
            places = {z: [self.zones[z].index(c) for c in cards] for z, cards in reveals.items()}  # type: ignore[attr-defined]
        self.push(
            "choose_one",
            seat=seat,
            prompt=prompt,
            options=options,
            reveals=places,
            then=then,
            ctx=jsonable(ctx),
        )

    def decide_choose_one(self, frame: Frame) -> Decision:
        actions = []
        for option in frame["options"]:
            option = dict(option)
            for key in ("source", "target"):
                if key in option:
                    option[key] = self.deref(option[key])
            actions.append(Action.from_json(option))
        reveals = frame.get("reveals")
        if reveals:
            zones = self.data["zones"]
            reveals = {z: sorted(zones[z][i] for i in places) for z, places in reveals.items()}
        return Decision(frame["seat"], frame["prompt"], tuple(actions), reveals)

    def on_choose_one(self, frame: Frame, action: Action) -> None:
        self.pop()
        self._then(frame, action)

    # ----- choose a subset -------------------------------------------------------------------

    def ask_subset(
        self,
        seat: int,
        prompt: str,
        items: Sequence[str],
        then: str,
        *,
        least: int = 0,
        most: int | None = None,
        labels: dict[str, str] | None = None,
        noun: tuple[str, str] | None = None,
        none: str = "Confirm: none",
        **ctx: Any,
    ) -> None:
        """Ask ``seat`` for between ``least`` and ``most`` of ``items``, one toggle at a time,
        then a confirm; ``then_<then>(frame, chosen)`` follows with the items in their order.
        ``noun`` (singular, plural) names the items in the prompt ("Choose 1 or 2 attackers");
        ``none`` is the confirm's text when nothing is chosen, saying what that does."""
        most = len(items) if most is None else min(most, len(items))
        if least > most:
            raise ValueError(f"cannot choose at least {least} of {len(items)} items")
        self.push(
            "choose_subset",
            seat=seat,
            prompt=prompt,
            items=self.refs(items),
            labels=self.label_list(items, labels),
            chosen=[],
            least=least,
            most=most,
            noun=list(noun) if noun else None,
            none=none,
            then=then,
            ctx=jsonable(ctx),
        )

    def decide_choose_subset(self, frame: Frame) -> Decision:
        items, labels = self.derefs(frame["items"]), frame["labels"]
        chosen = set(frame["chosen"])
        full = len(chosen) >= frame["most"]
        actions = []
        for i, item in enumerate(items):
            name = labels[i] or self.card_name(item)  # type: ignore[attr-defined]
            if i in chosen:
                actions.append(Action("toggle", item, option="off", text=f"Deselect {name}"))
            elif not full:
                actions.append(Action("toggle", item, option="on", text=f"Select {name}"))
        if frame["least"] <= len(chosen) <= frame["most"]:
            names = [labels[i] or self.card_name(items[i]) for i in sorted(chosen)]  # type: ignore[attr-defined]
            text = f"Confirm: {', '.join(names)}" if names else frame.get("none", "Confirm: none")
            actions.append(Action("confirm", text=text))
        how_many = choose_span(frame["least"], frame["most"], frame.get("noun"))
        return Decision(
            frame["seat"],
            f"{frame['prompt']} {how_many}, then Confirm \u2014 {len(chosen)} chosen so far.",
            tuple(actions),
        )

    def on_choose_subset(self, frame: Frame, action: Action) -> None:
        items = self.derefs(frame["items"])
        if action.kind == "confirm":
            self.pop()
            self._then(frame, [items[i] for i in sorted(frame["chosen"])])
            return
        frame["chosen"] = sorted(set(frame["chosen"]) ^ {items.index(action.source)})

    # ----- assign pairs ----------------------------------------------------------------------

    def ask_pairs(
        self,
        seat: int,
        prompt: str,
        left: Sequence[str],
        right: Sequence[str],
        then: str,
        *,
        labels: dict[str, str] | None = None,
        none: str = "Confirm: pair none",
        **ctx: Any,
    ) -> None:
        """Ask ``seat`` to pair items of ``left`` with items of ``right``, one to one (each may
        stay unpaired): blockers onto attackers, gear onto characters. Each pairing is an action
        whose ``source`` is the left item and ``target`` the right one, so the table can offer
        it as a drag; ``then_<then>(frame, pairs)`` follows with ``{left: right}``, at once
        (no one is asked) when one side is empty. ``none`` is the confirm's text with no pair
        made, saying what that does ("Confirm: no blocks")."""
        if not left or not right:
            self._then({"seat": seat, "then": then, "ctx": jsonable(ctx)}, {})
            return
        self.push(
            "assign_pairs",
            seat=seat,
            prompt=prompt,
            left=self.refs(left),
            right=self.refs(right),
            labels=self.label_list([*left, *right], labels),
            pairs=[],  # [left index, right index]
            none=none,
            then=then,
            ctx=jsonable(ctx),
        )

    def decide_assign_pairs(self, frame: Frame) -> Decision:
        left, right = self.derefs(frame["left"]), self.derefs(frame["right"])
        labels = frame["labels"]

        def name(i: int, card: str) -> str:
            return labels[i] or self.card_name(card)  # type: ignore[attr-defined]

        paired = dict(frame["pairs"])
        taken = set(paired.values())
        actions = []
        for i, item in enumerate(left):
            if i in paired:
                j = paired[i]
                other = name(len(left) + j, right[j])
                actions.append(Action("unpair", item, text=f"Take {name(i, item)} off {other}"))
                continue
            for j, target in enumerate(right):
                if j not in taken:
                    text = f"{name(i, item)} onto {name(len(left) + j, target)}"
                    actions.append(Action("pair", item, target, text=text))
        none = frame.get("none", "Confirm: pair none")
        actions.append(Action("confirm", text="Confirm" if paired else none))
        info = {"pairs": {left[i]: right[j] for i, j in paired.items()}}
        return Decision(frame["seat"], frame["prompt"], tuple(actions), info=info)

    def on_assign_pairs(self, frame: Frame, action: Action) -> None:
        left, right = self.derefs(frame["left"]), self.derefs(frame["right"])
        if action.kind == "confirm":
            self.pop()
            self._then(frame, {left[i]: right[j] for i, j in frame["pairs"]})
        elif action.kind == "unpair":
            i = left.index(action.source)
            frame["pairs"] = [p for p in frame["pairs"] if p[0] != i]
        else:
            frame["pairs"].append([left.index(action.source), right.index(action.target)])

    # ----- order items -----------------------------------------------------------------------

    def ask_order(
        self,
        seat: int,
        prompt: str,
        items: Sequence[str],
        then: str,
        *,
        labels: dict[str, str] | None = None,
        pictures: dict[str, str] | None = None,
        **ctx: Any,
    ) -> None:
        """Ask ``seat`` to put ``items`` in an order, choosing the next one each time (the last
        needs no choice); ``then_<then>(frame, ordered)`` follows. With one item or none the
        continuation runs at once. ``pictures`` names the card that shows an item that is not
        a card itself (a trigger shows its source)."""
        frame = {
            "step": "order_items",
            "seat": seat,
            "prompt": prompt,
            "items": self.refs(items),
            "labels": self.label_list(items, labels),
            "pictures": self.refs([(pictures or {}).get(i) for i in items]),
            "ordered": [],  # indexes into items
            "then": then,
            "ctx": jsonable(ctx),
        }
        if len(items) <= 1:
            self._then(frame, list(items))
            return
        self.data["stack"].append(frame)

    def decide_order_items(self, frame: Frame) -> Decision:
        items, labels = self.derefs(frame["items"]), frame["labels"]
        pictures = self.derefs(frame.get("pictures") or [None] * len(items))
        place = len(frame["ordered"]) + 1
        info = {
            "ordered": [items[i] for i in frame["ordered"]],
            "labels": {item: labels[i] for i, item in enumerate(items) if labels[i]},
            "pictures": {item: pictures[i] for i, item in enumerate(items) if pictures[i]},
        }
        return Decision(
            frame["seat"],
            f"{frame['prompt']} Which comes {ordinal(place)}?",
            tuple(
                Action(
                    "next",
                    item,
                    text=f"{labels[i] or self.card_name(item)} {ordinal(place)}",  # type: ignore[attr-defined]
                )
                for i, item in enumerate(items)
                if i not in frame["ordered"]
            ),
            info=info,
        )

    def on_order_items(self, frame: Frame, action: Action) -> None:
        items = self.derefs(frame["items"])
        frame["ordered"].append(items.index(action.source))
        left = [i for i in range(len(items)) if i not in frame["ordered"]]
        if len(left) <= 1:
            self.pop()
            self._then(frame, [items[i] for i in frame["ordered"] + left])

    # ----- may -------------------------------------------------------------------------------

    def ask_may(
        self,
        seat: int,
        prompt: str,
        then: str,
        *,
        yes: str = "Yes",
        no: str = "No",
        idle: str | None = None,
        **ctx: Any,
    ) -> None:
        """An optional effect ("you may ..."): ``then_<then>(frame, True or False)`` follows.
        ``idle``: the effect would do nothing now (no target, nothing to draw), so no one is
        asked a question that cannot matter: ``idle`` is logged and the answer is no."""
        if idle:
            self.emit("info", idle, seat=seat)
            self._then({"seat": seat, "then": then, "ctx": jsonable(ctx)}, False)
            return
        self.push("may", seat=seat, prompt=prompt, yes=yes, no=no, then=then, ctx=jsonable(ctx))

    def decide_may(self, frame: Frame) -> Decision:
        return Decision(
            frame["seat"],
            frame["prompt"],
            (Action("yes", text=frame["yes"]), Action("no", text=frame["no"])),
        )

    def on_may(self, frame: Frame, action: Action) -> None:
        self.pop()
        yes = action.kind == "yes"
        if not yes:  # what "yes" does tells itself in the log; a "no" would leave no trace
            who = self.seat_name(frame["seat"])
            self.emit(
                "info", f"{who} answers no to \u201c{frame['prompt']}\u201d.", seat=frame["seat"]
            )
        self._then(frame, yes)

    # ----- reaction windows ------------------------------------------------------------------

    def open_window(
        self,
        window: str,
        seats: Sequence[int],
        prompt: str,
        *,
        then: str | None = None,
        repeat: bool = True,
        ask_all: bool = False,
        **ctx: Any,
    ) -> None:
        """Offer a reaction window to ``seats`` in order until every one of them has passed.

        The game supplies ``reactions_<window>(frame, seat) -> [Action]`` and
        ``react_<window>(frame, seat, action)``. A seat with no reaction is skipped without
        asking, unless ``ask_all`` (then it is asked too, with only Pass: where its choices
        come from a hidden hand, skipping it would tell the table it holds nothing). With
        ``repeat``, after a reaction every seat may react again, starting with the next one,
        the reacting seat included (it may answer again); without it each seat is asked once.
        ``then_<then>(frame, reacted)`` follows, with the seats that reacted, in order."""
        self.push(
            "reaction",
            window=window,
            seats=list(seats),
            start=0,
            passed=[],
            reacted=[],
            prompt=prompt,
            repeat=repeat,
            ask_all=ask_all,
            then=then,
            ctx=jsonable(ctx),
        )

    def _reactions(self, frame: Frame, seat: int) -> list[Action]:
        return self._handler("reactions_", frame["window"])(self, frame, seat)  # type: ignore[attr-defined]

    def run_reaction(self, frame: Frame) -> None:
        seats = frame["seats"]
        start = frame["start"]
        for seat in seats[start:] + seats[:start]:
            if seat not in frame["passed"]:
                if frame["ask_all"] or self._reactions(frame, seat):
                    self.push("reaction_offer", seat=seat)
                    return
                frame["passed"].append(seat)
        self.pop()
        self._then(frame, frame["reacted"])

    def decide_reaction_offer(self, frame: Frame) -> Decision:
        window = self.data["stack"][-2]
        seat = frame["seat"]
        return Decision(
            seat,
            window["prompt"],
            (*self._reactions(window, seat), Action(PASS, text="Pass")),
        )

    def on_reaction_offer(self, frame: Frame, action: Action) -> None:
        self.pop()
        window, seat = self.data["stack"][-1], frame["seat"]
        if action.kind == PASS:
            window["passed"].append(seat)
            return
        window["reacted"].append(seat)
        if window["repeat"]:
            seats = window["seats"]
            window["passed"] = []
            window["start"] = (seats.index(seat) + 1) % len(seats)
        else:
            window["passed"].append(seat)
        self._handler("react_", window["window"])(self, window, seat, action)  # type: ignore[attr-defined]

    # ----- cards in frames -------------------------------------------------------------------

    def ref(self, item: Any, zone: str | None = None) -> Any:
        """How a frame holds ``item``: a card in a zone everyone sees, or anything that is not
        a card, as it is; a card nobody else may see as its place ``[zone, index]``. The stack
        is public data, so a frame must never name a hidden card. ``zone``: where the card is,
        when the caller knows."""
        if not isinstance(item, str):
            return item
        zone = zone or self.where(item)  # type: ignore[attr-defined]
        if zone is None or self.can_see(None, zone):  # type: ignore[attr-defined]
            return item
        return [zone, self.data["zones"][zone].index(item)]

    def deref(self, ref: Any) -> Any:
        if isinstance(ref, list):
            return self.data["zones"][ref[0]][ref[1]]
        return ref

    def refs(self, items: Sequence[Any]) -> list[Any]:
        return [self.ref(item) for item in items]

    def derefs(self, refs: Sequence[Any]) -> list[Any]:
        return [self.deref(ref) for ref in refs]

    def label_list(self, items: Sequence[str], labels: dict[str, str] | None) -> list[str | None]:
        """The labels of ``items`` in their order (None: the card's name), so that a label's
        key never puts a hidden card's id on the stack."""
        return [(labels or {}).get(item) for item in items]


def jsonable(value: Any) -> Any:
    """``value`` as the JSON data it will be in a save (tuples become lists); raises TypeError
    at once for anything a save could not hold, instead of a save that will not load."""
    if not value and isinstance(value, (dict, list)):
        return type(value)()  # the common case, an empty ctx: nothing to check
    try:
        return _plain_copy(value)  # what JSON would give back, 5 times faster (triggers' ctx)
    except _NotPlain:
        pass
    try:
        return json.loads(json.dumps(value))
    except (TypeError, ValueError) as exc:
        raise TypeError(f"the state holds JSON data only: {exc}") from None


class _NotPlain(Exception):
    """A value :func:`_plain_copy` leaves to a JSON round trip (a key that is not text...)."""


_PLAIN_SCALARS = frozenset((str, int, bool, float, type(None)))


def _plain_copy(value: Any) -> Any:
    """A copy of dicts with text keys, lists, tuples (as lists) and plain scalars: exactly what
    a JSON round trip gives for them; raises _NotPlain for anything else."""
    kind = type(value)
    if kind in _PLAIN_SCALARS:
        return value
    if kind is dict:
        out = {}
        for key, item in value.items():
            if type(key) is not str:
                raise _NotPlain
            out[key] = _plain_copy(item)
        return out
    if kind is list or kind is tuple:
        return [_plain_copy(item) for item in value]
    raise _NotPlain


def choose_span(least: int, most: int, noun: Sequence[str] | None = None) -> str:
    """How many to choose, in words: "Choose 2 cards", "Choose 1 or 2 attackers", "Choose up
    to 3", "Choose 1 or none"."""
    one, many = noun or ("", "")

    def named(n: int) -> str:
        word = one if n == 1 else many
        return f"{n} {word}" if word else str(n)

    if least == most:
        return f"Choose {named(most)}"
    if least == 0:
        return f"Choose {named(1)} or none" if most == 1 else f"Choose up to {named(most)}"
    if most == least + 1:
        return f"Choose {least} or {named(most)}"
    return f"Choose {least} to {named(most)}"


def ordinal(n: int) -> str:
    return {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth"}.get(n, f"number {n}")
