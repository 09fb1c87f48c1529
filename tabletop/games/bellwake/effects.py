"""Bellwake's effects as data: the 15 operations the cards of ``cards.json`` are written in
(docs/rules/bellwake.md, "Effect operations"), and the choices they ask (a character to heal,
an enemy to hurt, a "may").

An operation with nothing to do does nothing; the next one still resolves. ``frame["seat"]``
is the keeper who plays the card or controls it (the first keeper for encounter cards,
objectives and log entries); ``frame["ctx"]`` may name a ``target`` chosen when the song was
played (dragged onto it).
"""

from __future__ import annotations

from typing import Any

from tabletop.games.bellwake.board import SEATS, BoardState
from tabletop.rules import Action
from tabletop.rules.cards import definition_id
from tabletop.rules.effects import Effects

EFFECTS = Effects()
Frame = dict[str, Any]
Step = dict[str, Any]


def source(frame: Frame) -> str:
    return str(frame["source"])


def keepers(state: EffectsState, frame: Frame, who: str) -> list[int]:
    if who == "each":
        return list(SEATS)
    if who == "most_echo":
        echo = state.data["echo"]
        return [0 if echo[0] >= echo[1] else 1]
    return [int(frame["seat"])]


def is_song(state: EffectsState, card: str | None) -> bool:
    return bool(card) and state.kind(str(card)) == "song"


@EFFECTS.op("draw")
def draw(state: EffectsState, frame: Frame, step: Step) -> None:
    for seat in keepers(state, frame, step.get("who", "you")):
        state.draw_cards(seat, int(step["amount"]))


@EFFECTS.op("gain_echo")
def gain_echo(state: EffectsState, frame: Frame, step: Step) -> None:
    for seat in keepers(state, frame, step.get("who", "you")):
        state.gain_echo(seat, int(step["amount"]), state.card_name(source(frame)))


@EFFECTS.op("lose_echo")
def lose_echo(state: EffectsState, frame: Frame, step: Step) -> None:
    for seat in keepers(state, frame, step.get("who", "each")):
        state.gain_echo(seat, -int(step["amount"]), state.card_name(source(frame)))


@EFFECTS.op("hush")
def hush(state: EffectsState, frame: Frame, step: Step) -> None:
    state.change_hush(int(step["amount"]), state.card_name(source(frame)))


@EFFECTS.op("damage")
def damage(state: EffectsState, frame: Frame, step: Step) -> None:
    amount, target, card = int(step["amount"]), step["target"], source(frame)
    song = is_song(state, card)
    why = state.card_name(card)
    if target == "this":
        state.deal(card, amount, why=why)
    elif target == "attacker":
        attack = state.data.get("attack") or {}
        if attack.get("enemy") and not attack.get("gone"):
            state.deal(attack["enemy"], amount, song=song, why=why)
    elif target == "each_committed":
        for character in list(state.data.get("committed") or ()):
            state.deal(character, amount, why=why)
    else:  # a chosen enemy, engaged or in the staging area
        chosen = frame["ctx"].get("target")
        if chosen:
            state.deal(chosen, amount, song=song, why=why)
            return
        choices = state.hurtable(song)
        if choices:
            state.ask_choice(
                int(frame["seat"]),
                f"{why}: deal {amount} damage to which enemy?",
                [Action("target", c, text=state.card_name(c)) for c in choices],
                "damage_target",
                amount=amount,
                song=song,
                why=why,
            )


@EFFECTS.op("heal")
def heal(state: EffectsState, frame: Frame, step: Step) -> None:
    amount = int(step["amount"])
    if step["target"] == "each_hero":
        for seat in SEATS:
            if state.stands(seat):
                state.heal(state.hero(seat), amount)
        return
    chosen = frame["ctx"].get("target")
    if chosen:
        state.heal(chosen, amount)
        return
    hurt = state.hurt_characters()
    if hurt:
        state.ask_choice(
            int(frame["seat"]),
            f"{state.card_name(source(frame))}: heal which character?",
            [Action("target", c, text=state.card_name(c)) for c in hurt],
            "heal_target",
            amount=amount,
        )


@EFFECTS.op("progress")
def progress(state: EffectsState, frame: Frame, step: Step) -> None:
    state.progress(int(step["amount"]))


@EFFECTS.op("remove_progress")
def remove_progress(state: EffectsState, frame: Frame, step: Step) -> None:
    amount, why = int(step["amount"]), state.card_name(source(frame))
    active = state.zones["active"]
    if active and state.counter(active[0], "progress"):
        location = active[0]
        taken = min(amount, state.counter(location, "progress"))
        state.add_counter(
            location,
            "progress",
            -taken,
            f"{why}: {taken} progress removed from {state.card_name(location)}.",
        )
        return
    objective = state.objective()
    taken = min(amount, state.objective_progress())
    if objective and taken:
        state.data["objective_progress"] -= taken
        state.emit(
            "progress",
            f"{why}: {taken} progress removed from {state.card_name(objective)}.",
            card=objective,
            amount=-taken,
            details=state.data_after("objective_progress"),
        )


@EFFECTS.op("reveal")
def reveal(state: EffectsState, frame: Frame, step: Step) -> None:
    state.push("reveal", left=int(step["amount"]))


@EFFECTS.op("return_discarded_enemy")
def return_discarded_enemy(state: EffectsState, frame: Frame, step: Step) -> None:
    pile = state.zones["encounter_discard"]
    enemy = next((c for c in reversed(pile) if state.kind(c) == "enemy"), None)
    if enemy is None:
        state.resolve_effect(list(step.get("else", [])), frame["seat"], frame["source"])
        return
    state.move(
        enemy,
        "encounter_discard",
        "staging",
        text=f"{state.card_name(enemy)} returns to the staging area.",
    )
    state.arrive(enemy)


@EFFECTS.op("put_into_play")
def put_into_play(state: EffectsState, frame: Frame, step: Step) -> None:
    card = state.find_copy(step["card"], "set_aside" if step["from"] == "set_aside" else "box")
    if card is None:
        return
    zone = state.where(card)
    assert zone is not None
    if step["zone"] == "staging":
        state.move(card, zone, "staging", text=f"{state.card_name(card)} enters the staging area.")
        state.arrive(card)
    else:
        seat = 0 if step.get("keeper") == "first" else int(frame["seat"])
        state.move(
            card,
            zone,
            f"party.{seat}",
            text=f"{state.card_name(card)} joins {state.seat_name(seat)}'s party.",
        )


@EFFECTS.op("may")
def may(state: EffectsState, frame: Frame, step: Step) -> None:
    """Ask; with ``if``, only when that condition holds (no question that can do nothing)."""
    if not state.holds(step.get("if"), {"source": frame["source"], "seat": frame["seat"]}, {}):
        return
    state.ask_may(
        int(frame["seat"]),
        step["prompt"],
        "may",
        effect=step["effect"],
        keeper=frame["seat"],
        card=frame["source"],
    )


@EFFECTS.op("exhaust")
def exhaust(state: EffectsState, frame: Frame, step: Step) -> None:
    card = source(frame)
    if state.in_play(card):
        state.exhaust(card)


@EFFECTS.op("modify")
def modify(state: EffectsState, frame: Frame, step: Step) -> None:
    """A fast song's change for the attack (``defender``) or the venture (``venture``);
    lasting changes are ``static`` and read by :meth:`BoardState.modifier`."""
    amount = int(step["amount"])
    if step["target"] == "venture":
        venture = state.data.setdefault("venture", {"resolve": 0})
        venture["resolve"] = venture.get("resolve", 0) + amount
        state.emit(
            "venture",
            f"{state.card_name(source(frame))}: +{amount} resolve for the venture.",
            amount=amount,
        )
    elif step["target"] == "defender":
        attack = state.data.get("attack") or {}
        if attack.get("defender"):
            attack[step["stat"]] = attack.get(step["stat"], 0) + amount
            state.emit(
                "attack",
                f"{state.card_name(attack['defender'])} gets +{amount} "
                f"{step['stat']} for this attack.",
                card=attack["defender"],
            )


@EFFECTS.op("add_to_deck")
def add_to_deck(state: EffectsState, frame: Frame, step: Step) -> None:
    seat = int(frame["seat"])
    for _ in range(int(step.get("copies", 1))):
        card = state.find_copy(step["card"], "box", seat)
        if card is None:
            return
        state.move(
            card,
            "box",
            f"deck.{seat}",
            text=f"{state.card_name(card)} is shuffled into {state.seat_name(seat)}'s deck.",
        )
        state.shuffle(f"deck.{seat}", f"{state.seat_name(seat)}'s deck is shuffled.")


class EffectsState(BoardState):
    """The continuations of the effects' choices, and what they share."""

    def draw_cards(self, seat: int, count: int) -> None:
        """No reshuffle: "a player deck that runs out is not reshuffled"."""
        self.draw(seat, count, deck=f"deck.{seat}", discard=None)

    def find_copy(self, definition: str, zone: str, seat: int | None = None) -> str | None:
        """A copy of ``definition`` in ``zone`` (one of ``seat``'s, when given)."""
        for card in self.zones[zone]:
            if definition_id(card) == definition and (seat is None or self.owner(card) == seat):
                return card
        return None

    def hurtable(self, song: bool) -> list[str]:
        """The enemies a damage effect may choose (not an Unyielding one, for a song)."""
        out = []
        for enemy in self.enemies_in_play():
            if song and "unyielding" in self.game.card_def(enemy).get("keywords", ()):
                continue
            out.append(enemy)
        return out

    def hurt_characters(self) -> list[str]:
        return [c for s in SEATS for c in self.zones[f"party.{s}"] if self.counter(c, "damage")]

    def arrive(self, card: str) -> None:
        """A card has come into the staging area: Ambush engages at once."""
        if "ambush" in self.game.card_def(card).get("keywords", ()):
            self.engage(card, why="Ambush")

    def then_damage_target(self, frame: Frame, action: Action) -> None:
        ctx = frame["ctx"]
        assert action.source is not None
        self.deal(action.source, int(ctx["amount"]), song=bool(ctx["song"]), why=ctx["why"])

    def then_heal_target(self, frame: Frame, action: Action) -> None:
        assert action.source is not None
        self.heal(action.source, int(frame["ctx"]["amount"]))

    def then_may(self, frame: Frame, yes: bool) -> None:
        ctx = frame["ctx"]
        if yes:
            self.resolve_effect(ctx["effect"], int(ctx["keeper"]), ctx["card"])
