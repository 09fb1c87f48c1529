"""Bellum's effects as data: the named operations the cards of ``cards.json`` are written in,
and the choices they ask (a target, a creature to sacrifice, a card to set aside).

An effect must be carried out if it can be ("If a rallying effect can be carried out, it must
be"), unless its card says "may" (the ``may`` op, or ``optional``); with nothing to choose
from it does nothing.
"""

from __future__ import annotations

from typing import Any

from tabletop.games.bellum.combat import CreaturesState
from tabletop.rules import Action
from tabletop.rules.effects import Effects

EFFECTS = Effects()
Frame = dict[str, Any]
Step = dict[str, Any]


def this(frame: Frame) -> str:
    return str(frame["source"])


# ----- damage -----------------------------------------------------------------------------------


@EFFECTS.op("damage")
def damage(state: EffectsState, frame: Frame, step: Step) -> None:
    """Deal ``amount`` damage to an enemy creature (or to ``ctx``: the creature named when the
    card was played, as Sword of Damocles' "this creature")."""
    seat, amount = frame["seat"], step["amount"]
    if step["target"] == "ctx":
        target = frame["ctx"].get("target")
        if target and state.controller(target) is not None:
            state.hit([target], amount, this(frame))
        return
    state.choose_creature(
        seat,
        state.creatures(1 - seat),
        f"{state.card_name(this(frame))}: deal {amount} damage to which enemy creature?",
        "damage",
        amount=amount,
        by=this(frame),
    )


@EFFECTS.op("damage_each")
def damage_each(state: EffectsState, frame: Frame, step: Step) -> None:
    state.hit(state.creatures(1 - frame["seat"]), step["amount"], this(frame))


@EFFECTS.op("destroy")
def destroy(state: EffectsState, frame: Frame, step: Step) -> None:
    seat, most = frame["seat"], step["max_power"]
    weak = [c for c in state.creatures(1 - seat) if state.power(c) <= most]
    state.choose_creature(
        seat,
        weak,
        f"{state.card_name(this(frame))}: destroy which enemy creature of power {most} or less?",
        "destroy",
    )


# ----- Shield and healing -----------------------------------------------------------------------


@EFFECTS.op("shield")
def shield(state: EffectsState, frame: Frame, step: Step) -> None:
    seat, amount = frame["seat"], step["amount"]
    if step["target"] == "this":
        if state.controller(this(frame)) is not None:
            state.give_shield(this(frame), amount)
        return
    state.choose_creature(
        seat,
        state.creatures(seat),
        f"{state.card_name(this(frame))}: put a Shield token on which of your creatures?",
        "shield",
        amount=amount,
    )


@EFFECTS.op("shield_each")
def shield_each(state: EffectsState, frame: Frame, step: Step) -> None:
    for card in state.creatures(frame["seat"]):
        if step.get("clan") in (None, state.clan(card)):
            state.give_shield(card, step["amount"])


@EFFECTS.op("heal")
def heal(state: EffectsState, frame: Frame, step: Step) -> None:
    seat = frame["seat"]
    state.choose_creature(
        seat,
        state.creatures(seat),
        f"{state.card_name(this(frame))}: which of your creatures is healed?",
        "heal",
        shield=step.get("shield", 0),
    )


# ----- cards ------------------------------------------------------------------------------------


@EFFECTS.op("draw")
def draw(state: EffectsState, frame: Frame, step: Step) -> None:
    state.draw_cards(frame["seat"], step["amount"])


@EFFECTS.op("discard")
def discard(state: EffectsState, frame: Frame, step: Step) -> None:
    seat = frame["seat"]
    why = f" ({state.card_name(this(frame))})"
    state.ask_discard(seat, step["amount"], why, dst=f"discard.{seat}")


@EFFECTS.op("recover")
def recover(state: EffectsState, frame: Frame, step: Step) -> None:
    seat, card = frame["seat"], frame["ctx"].get("target")
    if card and card in state.zones[f"discard.{seat}"]:
        text = f"{state.card_name(card)} returns to {state.seat_name(seat)}'s hand."
        state.move(card, f"discard.{seat}", f"hand.{seat}", text=text)


@EFFECTS.op("tartarus")
def tartarus(state: EffectsState, frame: Frame, step: Step) -> None:
    """You may set a card aside in Tartarus (from the zones named), except ``except``."""
    seat = frame["seat"]
    cards = [
        (card, f"{place}.{seat}")
        for place in step["from"]
        for card in state.zones[f"{place}.{seat}"]
        if card != frame["ctx"].get("except")
    ]
    if not cards:
        return
    actions = [
        Action("tartarus", card, "tartarus", text=f"Set {state.card_name(card)} aside in Tartarus")
        for card, _ in cards
    ]
    actions.append(Action("none", text="Set nothing aside"))
    state.ask_choice(
        seat,
        f"{state.card_name(this(frame))}: you may set a card aside in Tartarus.",
        actions,
        "tartarus",
        then_steps=step.get("then", []),
        source=this(frame),
    )


@EFFECTS.op("free_buy")
def free_buy(state: EffectsState, frame: Frame, step: Step) -> None:
    seat = frame["seat"]
    tops = [state.zones[f"pile.{p}"][-1] for p in step["piles"] if state.zones[f"pile.{p}"]]
    actions = [
        Action(
            "free_buy",
            card,
            state.bought_to(card, seat),
            text=f"Buy {state.card_name(card)} for free",
        )
        for card in tops
    ]
    if actions:
        state.ask_choice(
            seat, f"{state.card_name(this(frame))}: buy a card for free.", actions, "free_buy"
        )


# ----- creatures into and out of play -----------------------------------------------------------


@EFFECTS.op("sacrifice")
def sacrifice(state: EffectsState, frame: Frame, step: Step) -> None:
    seat = frame["seat"]
    state.choose_creature(
        seat,
        state.creatures(seat),
        f"{state.card_name(this(frame))}: sacrifice which of your creatures?",
        "sacrifice",
        then_steps=step.get("then", []),
        source=this(frame),
    )


@EFFECTS.op("put_into_play")
def put_into_play(state: EffectsState, frame: Frame, step: Step) -> None:
    seat, place = frame["seat"], step["from"]
    zone = f"{place}.{seat}"
    cards = [
        c
        for c in state.zones[zone]
        if state.kind(c) == "creature" and step.get("clan") in (None, state.clan(c))
    ]
    if not cards:
        return
    what = f"a {step['clan']} creature" if step.get("clan") else "a creature"
    actions = [
        Action("put", c, f"play.{seat}", text=f"Put {state.card_name(c)} into play") for c in cards
    ]
    if step.get("optional"):
        actions.append(Action("none", text="Put nothing into play"))
    state.ask_choice(
        seat,
        f"{state.card_name(this(frame))}: put {what} from your {place} into play.",
        actions,
        "put_into_play",
        zone=zone,
        may_attack=bool(step.get("may_attack")),
    )


@EFFECTS.op("summon")
def summon(state: EffectsState, frame: Frame, step: Step) -> None:
    """Put ``count`` copies of an Outside card into play (as many as are left)."""
    seat = frame["seat"]
    left = [c for c in state.zones["outside"] if state.game.card_def(c)["id"] == step["card"]]
    for card in left[: step["count"]]:
        state.enter_play(card, seat, "outside")


# ----- rules that a card changes ----------------------------------------------------------------


@EFFECTS.op("may")
def may(state: EffectsState, frame: Frame, step: Step) -> None:
    can = state.can_act(step["effect"], frame["seat"], this(frame), frame["ctx"])
    idle = f"{state.effect_of(this(frame))} is skipped: it would do nothing now."
    state.ask_may(
        frame["seat"],
        step["prompt"],
        "may_effect",
        idle=None if can else idle,
        steps=step["effect"],
        source=this(frame),
    )


@EFFECTS.op("unblockable")
def unblockable(state: EffectsState, frame: Frame, step: Step) -> None:
    state.data["unblockable"] = True
    state.emit(
        "unblockable",
        f"This turn, {state.seat_name(frame['seat'])}'s creatures cannot be blocked.",
        seat=frame["seat"],
    )


@EFFECTS.op("token")
def token(state: EffectsState, frame: Frame, step: Step) -> None:
    """A damage token on this relic; at its ``flip_at``-th token it flips."""
    card = this(frame)
    if state.controller(card) is None:
        return
    tokens = state.add_counter(card, "damage", 1, text=f"A token on {state.card_name(card)}.")
    if tokens >= int(state.game.card_def(card)["flip_at"]):
        state.flip(card)


class EffectsState(CreaturesState):
    """The continuations of the effects' choices."""

    def can_act(self, steps: list[Any], seat: int, source: str, ctx: dict[str, Any]) -> bool:
        """Whether any step of an effect would do something now: an optional effect that
        cannot (a Death effect's damage with no enemy creature) is skipped, not asked."""
        return any(self.step_can_act(step, seat, source, ctx) for step in steps)

    def step_can_act(self, step: Step, seat: int, source: str, ctx: dict[str, Any]) -> bool:
        op, zones = step["op"], self.zones
        mine, theirs = self.creatures(seat), self.creatures(1 - seat)
        if op == "damage":
            if step["target"] == "ctx":
                return bool(ctx.get("target")) and self.controller(ctx["target"]) is not None
            return bool(theirs)
        if op == "damage_each":
            return bool(theirs)
        if op == "destroy":
            return any(self.power(c) <= step["max_power"] for c in theirs)
        if op == "shield" and step["target"] == "this":
            return self.controller(source) is not None
        if op == "shield_each":
            return any(step.get("clan") in (None, self.clan(c)) for c in mine)
        if op == "heal" and not step.get("shield"):
            return any(self.counter(c, "damage") for c in mine)
        if op in ("shield", "heal", "sacrifice"):
            return bool(mine)
        if op == "draw":
            return bool(zones[f"deck.{seat}"] or zones[f"discard.{seat}"])
        if op == "discard":
            return bool(zones[f"hand.{seat}"])
        if op == "free_buy":
            return any(zones[f"pile.{p}"] for p in step["piles"])
        if op == "put_into_play":
            return any(
                self.kind(c) == "creature" and step.get("clan") in (None, self.clan(c))
                for c in zones[f"{step['from']}.{seat}"]
            )
        return True  # the others always do something

    def choose_creature(
        self, seat: int, cards: list[str], prompt: str, then: str, **ctx: Any
    ) -> None:
        """Ask ``seat`` which of ``cards`` the effect takes; ``then_<then>`` does it."""
        if not cards:
            return
        actions = [Action("target", c, text=self.card_name(c)) for c in cards]
        self.ask_choice(seat, prompt, actions, then, **ctx)

    def hit(self, cards: list[str], amount: int, by: str) -> None:
        hits = [[c, self.soldier_seat(by)] for c in cards if self.deal(c, amount, by)]
        self.after_damage(hits)

    def give_shield(self, card: str, amount: int) -> None:
        name = self.named(card)
        tokens = "a Shield token" if amount == 1 else f"{amount} Shield tokens"
        self.add_counter(card, "shield", amount, text=f"{name} gets {tokens}.")

    def then_damage(self, frame: Frame, action: Action) -> None:
        assert action.source is not None
        self.hit([action.source], frame["ctx"]["amount"], frame["ctx"]["by"])

    def then_destroy(self, frame: Frame, action: Action) -> None:
        assert action.source is not None
        self.destroy([action.source])

    def then_shield(self, frame: Frame, action: Action) -> None:
        assert action.source is not None
        self.give_shield(action.source, frame["ctx"]["amount"])

    def then_heal(self, frame: Frame, action: Action) -> None:
        card = action.source
        assert card is not None
        if self.counter(card, "damage"):
            self.set_counter(card, "damage", 0, text=f"{self.named(card)} is healed.")
        if frame["ctx"]["shield"]:
            self.give_shield(card, frame["ctx"]["shield"])

    def then_sacrifice(self, frame: Frame, action: Action) -> None:
        assert action.source is not None
        ctx = frame["ctx"]
        self.destroy([action.source], sacrifice=True)
        self.resolve_effect(ctx["then_steps"], frame["seat"], ctx["source"])

    def then_tartarus(self, frame: Frame, action: Action) -> None:
        if action.kind == "none" or action.source is None:
            return
        seat, card = frame["seat"], action.source
        src = f"hand.{seat}" if card in self.zones[f"hand.{seat}"] else f"discard.{seat}"
        self.move(card, src, "tartarus", text=f"{self.named(card)} is cast into Tartarus.")
        self.resolve_effect(frame["ctx"]["then_steps"], seat, frame["ctx"]["source"])

    def then_free_buy(self, frame: Frame, action: Action) -> None:
        assert action.source is not None
        self.gain(action.source, frame["seat"], free=True)

    def then_put_into_play(self, frame: Frame, action: Action) -> None:
        if action.kind == "none" or action.source is None:
            return
        ctx = frame["ctx"]
        self.enter_play(action.source, frame["seat"], ctx["zone"], may_attack=ctx["may_attack"])

    def then_may_effect(self, frame: Frame, yes: bool) -> None:
        if yes:
            self.resolve_effect(frame["ctx"]["steps"], frame["seat"], frame["ctx"]["source"])

    def flip(self, card: str) -> None:
        """A double-sided card turns over: its other side takes its place in play."""
        seat = self.controller(card)
        back = self.game.card_def(card)["flip"]
        if seat is None or back not in self.zones["flip"]:
            return
        name, other = self.card_name(card), self.card_name(back)
        self.clear_card_state(card)
        self.move(card, f"play.{seat}", "flip", text=f"{name} flips over...")
        self.move(back, "flip", f"play.{seat}", text=f"...and becomes {other}.")
        self.emit("flip", f"{name} becomes {other}.", seat=seat, card=back)

    def bought_to(self, card: str, seat: int) -> str:
        """Where a bought card goes: into play with the put-into-play icon, else the discard."""
        into_play = "into_play" in self.game.card_def(card).get("purchase", ())
        return f"play.{seat}" if into_play else f"discard.{seat}"

    def gain(self, card: str, seat: int, *, free: bool = False) -> None:
        raise NotImplementedError

    def draw_cards(self, seat: int, count: int) -> None:
        raise NotImplementedError
