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

from collections.abc import Sequence
from typing import Any

from tabletop.rules.values import Action, Decision, Event

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

    def label(self, item: str, labels: dict[str, str] | None = None) -> str:
        """An item of a choice in words: its label, else the card's name."""
        if labels and item in labels:
            return labels[item]
        return self.card_name(item)  # type: ignore[attr-defined]

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
        self.emit("reshuffle", text, src=discard, dst=deck)
        self.shuffle(deck)  # type: ignore[attr-defined]
        return True

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
                "discard", seat=seat, left=count, why=why, src=src, dst=dst, then=then, ctx=ctx
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
        frame.setdefault("discarded", []).append(action.source)
        frame["left"] -= 1
        if frame["left"] == 0 or not self.data["zones"][src]:
            self.pop()
            self._then(frame, frame["discarded"])

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
        """Ask ``seat`` to pick one of ``actions``; ``then_<then>(frame, action)`` follows."""
        self.push(
            "choose_one",
            seat=seat,
            prompt=prompt,
            options=[dict(a.to_json(), text=a.text) for a in actions],
            reveals=reveals,
            then=then,
            ctx=ctx,
        )

    def decide_choose_one(self, frame: Frame) -> Decision:
        return Decision(
            frame["seat"],
            frame["prompt"],
            tuple(Action.from_json(o) for o in frame["options"]),
            frame.get("reveals"),
        )

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
        **ctx: Any,
    ) -> None:
        """Ask ``seat`` for between ``least`` and ``most`` of ``items``, one toggle at a time,
        then a confirm; ``then_<then>(frame, chosen)`` follows with the items in their order."""
        most = len(items) if most is None else min(most, len(items))
        if least > most:
            raise ValueError(f"cannot choose at least {least} of {len(items)} items")
        self.push(
            "choose_subset",
            seat=seat,
            prompt=prompt,
            items=list(items),
            chosen=[],
            least=least,
            most=most,
            labels=labels,
            then=then,
            ctx=ctx,
        )

    def decide_choose_subset(self, frame: Frame) -> Decision:
        chosen, labels = frame["chosen"], frame.get("labels")
        full = len(chosen) >= frame["most"]
        actions = []
        for item in frame["items"]:
            name = self.label(item, labels)
            if item in chosen:
                actions.append(Action("toggle", item, option="off", text=f"Deselect {name}"))
            elif not full:
                actions.append(Action("toggle", item, option="on", text=f"Select {name}"))
        if frame["least"] <= len(chosen) <= frame["most"]:
            names = ", ".join(self.label(c, labels) for c in chosen) or "nothing"
            actions.append(Action("confirm", text=f"Confirm: {names}"))
        least, most = frame["least"], frame["most"]
        span = str(most) if least == most else f"{least} to {most}"
        return Decision(
            frame["seat"],
            f"{frame['prompt']} (choose {span}; {len(chosen)} chosen)",
            tuple(actions),
        )

    def on_choose_subset(self, frame: Frame, action: Action) -> None:
        if action.kind == "confirm":
            self.pop()
            self._then(frame, list(frame["chosen"]))
            return
        chosen = set(frame["chosen"]) ^ {action.source}
        frame["chosen"] = [item for item in frame["items"] if item in chosen]

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
        **ctx: Any,
    ) -> None:
        """Ask ``seat`` to pair items of ``left`` with items of ``right``, one to one (each may
        stay unpaired): blockers onto attackers, gear onto characters. Each pairing is an action
        whose ``source`` is the left item and ``target`` the right one, so the table can offer
        it as a drag; ``then_<then>(frame, pairs)`` follows with ``{left: right}``, at once
        (no one is asked) when one side is empty."""
        if not left or not right:
            self._then({"seat": seat, "then": then, "ctx": ctx}, {})
            return
        self.push(
            "assign_pairs",
            seat=seat,
            prompt=prompt,
            left=list(left),
            right=list(right),
            pairs={},
            labels=labels,
            then=then,
            ctx=ctx,
        )

    def decide_assign_pairs(self, frame: Frame) -> Decision:
        pairs, labels = frame["pairs"], frame.get("labels")
        taken = set(pairs.values())
        actions = []
        for item in frame["left"]:
            name = self.label(item, labels)
            if item in pairs:
                other = self.label(pairs[item], labels)
                actions.append(Action("unpair", item, text=f"Take {name} off {other}"))
                continue
            for target in frame["right"]:
                if target not in taken:
                    text = f"{name} onto {self.label(target, labels)}"
                    actions.append(Action("pair", item, target, text=text))
        actions.append(Action("confirm", text="Confirm" if pairs else "Confirm: no pairs"))
        return Decision(frame["seat"], frame["prompt"], tuple(actions))

    def on_assign_pairs(self, frame: Frame, action: Action) -> None:
        if action.kind == "confirm":
            self.pop()
            self._then(frame, dict(frame["pairs"]))
        elif action.kind == "unpair":
            del frame["pairs"][action.source]
        else:
            frame["pairs"][action.source] = action.target

    # ----- order items -----------------------------------------------------------------------

    def ask_order(
        self,
        seat: int,
        prompt: str,
        items: Sequence[str],
        then: str,
        *,
        labels: dict[str, str] | None = None,
        **ctx: Any,
    ) -> None:
        """Ask ``seat`` to put ``items`` in an order, choosing the next one each time (the last
        needs no choice); ``then_<then>(frame, ordered)`` follows. With one item or none the
        continuation runs at once."""
        frame = {
            "step": "order_items",
            "seat": seat,
            "prompt": prompt,
            "items": list(items),
            "ordered": [],
            "labels": labels,
            "then": then,
            "ctx": ctx,
        }
        if len(items) <= 1:
            self._then(frame, list(items))
            return
        self.data["stack"].append(frame)

    def decide_order_items(self, frame: Frame) -> Decision:
        labels = frame.get("labels")
        left = [i for i in frame["items"] if i not in frame["ordered"]]
        place = len(frame["ordered"]) + 1
        return Decision(
            frame["seat"],
            f"{frame['prompt']} Which comes {ordinal(place)}?",
            tuple(
                Action("next", item, text=f"{self.label(item, labels)} {ordinal(place)}")
                for item in left
            ),
        )

    def on_order_items(self, frame: Frame, action: Action) -> None:
        frame["ordered"].append(action.source)
        left = [i for i in frame["items"] if i not in frame["ordered"]]
        if len(left) <= 1:
            self.pop()
            self._then(frame, frame["ordered"] + left)

    # ----- may -------------------------------------------------------------------------------

    def ask_may(
        self, seat: int, prompt: str, then: str, *, yes: str = "Yes", no: str = "No", **ctx: Any
    ) -> None:
        """An optional effect ("you may ..."): ``then_<then>(frame, True or False)`` follows."""
        self.push("may", seat=seat, prompt=prompt, yes=yes, no=no, then=then, ctx=ctx)

    def decide_may(self, frame: Frame) -> Decision:
        return Decision(
            frame["seat"],
            frame["prompt"],
            (Action("yes", text=frame["yes"]), Action("no", text=frame["no"])),
        )

    def on_may(self, frame: Frame, action: Action) -> None:
        self.pop()
        self._then(frame, action.kind == "yes")

    # ----- reaction windows ------------------------------------------------------------------

    def open_window(
        self,
        window: str,
        seats: Sequence[int],
        prompt: str,
        *,
        then: str | None = None,
        repeat: bool = True,
        **ctx: Any,
    ) -> None:
        """Offer a reaction window to ``seats`` in order until every one of them has passed.

        The game supplies ``reactions_<window>(frame, seat) -> [Action]`` (a seat with none is
        skipped without asking) and ``react_<window>(frame, seat, action)``. With ``repeat``,
        a reaction reopens the window to every seat (one may answer another's reaction);
        without it each seat is asked once. ``then_<then>(frame, reacted)`` follows, with the
        seats that reacted, in order."""
        self.push(
            "reaction",
            window=window,
            seats=list(seats),
            passed=[],
            reacted=[],
            prompt=prompt,
            repeat=repeat,
            then=then,
            ctx=ctx,
        )

    def _reactions(self, frame: Frame, seat: int) -> list[Action]:
        return self._handler("reactions_", frame["window"])(self, frame, seat)  # type: ignore[attr-defined]

    def run_reaction(self, frame: Frame) -> None:
        for seat in frame["seats"]:
            if seat not in frame["passed"]:
                if self._reactions(frame, seat):
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
            (*self._reactions(window, seat), Action("pass", text="Pass")),
        )

    def on_reaction_offer(self, frame: Frame, action: Action) -> None:
        self.pop()
        window, seat = self.data["stack"][-1], frame["seat"]
        window["passed"].append(seat)
        if action.kind == "pass":
            return
        window["reacted"].append(seat)
        if window["repeat"]:
            window["passed"] = [seat]
        self._handler("react_", window["window"])(self, window, seat, action)  # type: ignore[attr-defined]


def ordinal(n: int) -> str:
    return {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth"}.get(n, f"number {n}")
