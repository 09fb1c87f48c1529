"""Bellum's creatures in play: power and tokens, damage and Shield, destruction, combat, the
interruption windows, and cards arriving in play (see docs/rules/bellum.md).

Power, as the glossary reads it: a creature's power now is its printed power less its damage
tokens; it deals that in combat and is destroyed when it reaches 0 or less ("destroyed" covers a
sacrifice too). A Shield token ignores one whole instance of damage and is removed.
"""

from __future__ import annotations

from typing import Any

from tabletop.rules import Action, State

Frame = dict[str, Any]
Hit = list[Any]  # [creature, seat whose Soldier dealt the damage, or -1]
OPTIONAL_TRIGGERS = ("death", "plunder")  # "optional, at the discretion of its controller"
# the keyword a trigger's event is written with on its card (the others: Permanent effects)
KEYWORDS = {
    "rallying": "Rallying",
    "assault": "Assault",
    "deployment": "Deployment",
    "death": "Death",
    "plunder": "Plunder",
}
INTERRUPT_PROMPTS = {
    "soldier_damage": "One of your Soldiers dealt damage: play an Interruption?",
    "attackers_declared": "Your opponent declared attackers: play an Interruption?",
    "own_destroyed": "Your creature was destroyed: play an Interruption?",
}


class CreaturesState(State):
    """The creatures part of :class:`~tabletop.games.bellum.rules.BellumState`."""

    def city_name(self, seat: int) -> str:
        raise NotImplementedError

    def play_spell(self, card: str, seat: int, effect: list[Any], target: str | None) -> None:
        raise NotImplementedError

    # ----- what a card is, where it is -------------------------------------------------------

    def printed_power(self, card: str) -> int:
        return int(self.game.card_def(card).get("power", 0))

    def power(self, card: str) -> int:
        """Printed power less damage tokens ("Power is never reset")."""
        return self.printed_power(card) - self.counter(card, "damage")

    def kind(self, card: str) -> str:
        return str(self.game.card_def(card)["type"])

    def clan(self, card: str) -> str | None:
        return self.game.card_def(card).get("clan")

    def creatures(self, seat: int) -> list[str]:
        return [c for c in self.zones[f"play.{seat}"] if self.kind(c) == "creature"]

    def owner_of(self, card: str) -> int | None:
        """The seat whose Base deck ``card`` is in (each player's deck holds a card of each
        Base name, told apart by its copy number: ``peltast#1`` is the first player's); None
        for any other card, of which there is one only (or whose copies one player summons)."""
        if self.game.card_def(card).get("pile") != "base":
            return None
        _, mark, number = card.rpartition("#")
        return int(number) - 1 if mark and number.isdigit() else None

    def named(self, card: str) -> str:
        """A card as the log names it: with its owner where a card of that name may be on
        both sides ("Sparta's Peltast"), else by its name alone ("Talos")."""
        owner = self.owner_of(card)
        name = self.card_name(card)
        return name if owner is None else f"{self.seat_name(owner)}'s {name}"

    def effect_of(self, card: str, keyword: str = "") -> str:
        """ "Keres's Death effect", or where the owner is named, "The Death effect of Sparta's
        Keres" (as a sentence begins)."""
        kind = f"{keyword} effect" if keyword else "effect"
        if self.owner_of(card) is None:
            return f"{self.card_name(card)}'s {kind}"
        return f"The {kind} of {self.named(card)}"

    def controller(self, card: str) -> int | None:
        for seat in range(2):
            if card in self.zones[f"play.{seat}"]:
                return seat
        return None

    def can_attack(self, card: str) -> bool:
        """A creature cannot attack in the turn it entered play unless its text says so."""
        return not self.has_flag(card, "arrived") or self.has_flag(card, "may_attack")

    # ----- arriving in play ------------------------------------------------------------------

    def enter_play(self, card: str, seat: int, src: str, *, may_attack: bool = False) -> None:
        """``card`` arrives in play for ``seat``: Deployment triggers, wherever it came from."""
        name = self.named(card)
        self.move(card, src, f"play.{seat}", text=f"{name} comes into play.")
        if self.kind(card) == "creature":
            self.set_flag(
                card, "arrived", text=f"{name} has just arrived: it cannot attack this turn."
            )
            if may_attack:
                self.set_flag(card, "may_attack", text=f"{name} may attack this turn.")
            self.fire("deployment", card=card, seat=seat)
        self.resolve_triggers()

    # ----- damage, Shield, destruction -------------------------------------------------------

    def deal(self, card: str, amount: int, by: str | None) -> bool:
        """Deal ``amount`` damage to ``card`` from ``by``; whether it suffered any (a Shield
        ignores the whole of it)."""
        if amount <= 0 or self.controller(card) is None:
            return False
        name = self.named(card)
        if self.counter(card, "shield") > 0:
            text = f"The Shield on {name} ignores {amount} damage."
            self.add_counter(card, "shield", -1, text=text)
            return False
        tokens = self.add_counter(card, "damage", amount, text=f"{name} suffers {amount} damage.")
        left = self.printed_power(card) - tokens
        self.emit(
            "damage",
            f"{name} has power {left} left." if left > 0 else f"{name} has no power left.",
            card=card,
            amount=amount,
            seat=self.controller(card),
            details={"power": self.printed_power(card) - tokens, "by": by},
        )
        return True

    def soldier_seat(self, by: str | None) -> int:
        """The seat whose Soldier ``by`` is, or -1 (a spell, a relic, another clan)."""
        if by is None or self.kind(by) != "creature" or self.clan(by) != "Soldier":
            return -1
        seat = self.controller(by)
        if seat is None:  # destroyed at the same moment: its last place tells whose it was
            zone = self.where(by) or ""
            seat = int(zone.split(".")[1]) if zone.startswith("discard.") else -1
        return seat

    def after_damage(self, hits: list[Hit]) -> None:
        """Once damage is dealt: Soldiers' interruptions, then the creatures at 0 power die.

        Damage dealt inside a Sword of Damocles window (the Sword's own) waits for the check
        that follows that window: in combat, the creatures it kills die with the others, all
        at once, and their Death effects trigger with the Plunder effect."""
        if not self.in_damage_window():
            self.push("state_check")
        self.interrupt("soldier_damage", sorted({h[1] for h in hits if h[1] >= 0}), hits=hits)

    def in_damage_window(self) -> bool:
        """Whether a window "when a creature suffers damage" is open (a state check follows it)."""
        return any(
            f["step"] == "reaction" and f["ctx"].get("when") == "soldier_damage"
            for f in self.data["stack"]
        )

    def run_state_check(self, frame: Frame) -> None:
        """Every creature at power 0 or less is destroyed, all at once; a plundered district's
        effect triggers with their Death effects (the active player orders them)."""
        self.pop()
        dead = [c for s in range(2) for c in self.creatures(s) if self.power(c) <= 0]
        if frame.get("plunder"):
            self.fire("plunder", card=frame["plunder"], seat=frame["defender"])
        self.destroy(dead)

    def destroy(self, cards: list[str], *, sacrifice: bool = False) -> None:
        """Move ``cards`` from play to their discard piles (an Outside card goes back outside),
        firing Death, "destroyed" and "sacrifice" triggers; then the destroyed cards' owners
        may interrupt, then the triggers resolve."""
        gone: list[Hit] = []
        for card in cards:
            seat = self.controller(card)
            if seat is None:
                continue
            outside = bool(self.game.card_def(card).get("outside_return"))
            dst = "outside" if outside else f"discard.{seat}"
            how = "is sacrificed" if sacrifice else "is destroyed"
            where = "goes back outside the game" if outside else "goes to the discard pile"
            self.emit("destroyed", f"{self.named(card)} {how}.", card=card, seat=seat)
            self.clear_card_state(card)
            self.move(card, f"play.{seat}", dst, text=f"{self.named(card)} {where}.")
            gone.append([card, seat])
            self.fire("death", card=card, seat=seat)
            self.fire("destroyed", card=card, seat=seat)
            if sacrifice:
                self.fire("sacrifice", card=card, seat=seat)
        self.resolve_triggers()
        if gone:
            self.interrupt("own_destroyed", sorted({g[1] for g in gone}), gone=gone)

    # ----- optional triggers: Death and Plunder ----------------------------------------------

    def resolve_trigger(self, trigger: dict[str, Any]) -> None:
        if trigger["event"] not in OPTIONAL_TRIGGERS:
            super().resolve_trigger(trigger)
            return
        name = self.card_name(trigger["source"])
        word = KEYWORDS[trigger["event"]]
        effect = f"{self.effect_of(trigger['source'], word)} ({trigger['text']})"
        can = self.can_act(trigger["effect"], trigger["seat"], trigger["source"], trigger["ctx"])
        self.ask_may(
            trigger["seat"],
            f"{name}'s {word} effect: {trigger['text']}?",
            "optional_trigger",
            yes=f"Yes: {trigger['text']}",
            no="No",
            idle=None if can else f"{effect} is skipped: it would do nothing now.",
            trigger=trigger,
        )

    def can_act(self, steps: list[Any], seat: int, source: str, ctx: dict[str, Any]) -> bool:
        """Whether an effect would do anything now (see :mod:`tabletop.games.bellum.effects`)."""
        return True

    def trigger_name(self, trigger: dict[str, Any]) -> str:
        """A trigger's card with its owner where both sides may have one (the order window
        told two Keres apart only by "1st" and "2nd")."""
        return self.named(trigger["source"])

    def trigger_line(self, trigger: dict[str, Any], label: str, resolves: bool) -> str:
        """ "Acolyte's Deployment effect triggers: draw a card." (it read "Acolyte: draw a
        card triggers."), "The Death effect of Sparta's Keres triggers: ...", and one that
        does not resolve says why (its card left play: the FAQ's sacrificed Demon)."""
        card, text = trigger["source"], trigger["text"]
        effect = self.effect_of(card, KEYWORDS.get(trigger["event"], ""))
        plain = f"{self.trigger_name(trigger)}: {text}" if text else self.trigger_name(trigger)
        nth = label[len(plain) :] if label.startswith(plain) else ""  # " (2nd)" of two alike
        if not resolves:
            return f"{effect} does not resolve{nth}: {self.card_name(card)} has left play."
        return f"{effect} triggers: {text}{nth}." if text else f"{effect} triggers{nth}."

    def then_optional_trigger(self, frame: Frame, yes: bool) -> None:
        if yes:
            super().resolve_trigger(frame["ctx"]["trigger"])

    # ----- interruptions ---------------------------------------------------------------------

    def interrupt(self, when: str, seats: list[int], **ctx: Any) -> None:
        """Open the window of ``when`` for ``seats``: a seat is asked only when it holds an
        Interruption that can be played there."""
        if seats and any(self.interruptions(seat, when, ctx) for seat in seats):
            self.open_window("interrupt", seats, INTERRUPT_PROMPTS[when], when=when, **ctx)

    def interruptions(self, seat: int, when: str, ctx: dict[str, Any]) -> list[Action]:
        out: list[Action] = []
        for card in self.zones[f"hand.{seat}"]:
            spec = self.game.card_def(card).get("interruption")
            if not spec or spec["when"] != when:
                continue
            name = self.card_name(card)
            if when == "soldier_damage":
                for target in dict.fromkeys(h[0] for h in ctx["hits"] if h[1] == seat):
                    if self.controller(target) is not None:
                        text = f"Play {name} on {self.card_name(target)}"
                        out.append(Action("interrupt", card, target, text=text))
            elif when == "attackers_declared":
                out.append(Action("interrupt", card, f"play.{seat}", text=f"Play {name}"))
            elif when == "own_destroyed":
                for target, owner in ctx["gone"]:
                    if owner != seat:
                        continue
                    what = self.card_name(target)
                    if target in self.zones[f"discard.{seat}"]:
                        text = f"Play {name}: {what} back to your hand"
                    elif target in self.zones["outside"]:  # a Spartoi: nothing back, a draw
                        text = f"Play {name}: {what} stays outside the game; draw a card"
                    else:
                        continue
                    out.append(Action("interrupt", card, target, text=text))
        return out

    def reactions_interrupt(self, frame: Frame, seat: int) -> list[Action]:
        return self.interruptions(seat, frame["ctx"]["when"], frame["ctx"])

    def react_interrupt(self, frame: Frame, seat: int, action: Action) -> None:
        card = action.source
        assert card is not None
        self.play_spell(
            card, seat, self.game.card_def(card)["interruption"]["effect"], action.target
        )

    # ----- combat ----------------------------------------------------------------------------

    def attackers_ready(self, seat: int) -> list[str]:
        return [c for c in self.creatures(seat) if self.can_attack(c)]

    def then_attackers(self, frame: Frame, attackers: list[str]) -> None:
        seat = frame["seat"]
        names = ", ".join(self.card_name(c) for c in attackers)
        self.data["stage"] = "combat"
        self.emit(
            "attack",
            f"{self.seat_name(seat)} attacks with {names}.",
            seat=seat,
            details={"attackers": list(attackers)},
        )
        for card in attackers:
            self.set_flag(card, "attacking", text=f"{self.named(card)} is attacking.")
        self.push("blocks", attackers=attackers, defender=1 - seat)
        self.interrupt("attackers_declared", [1 - seat], defender=1 - seat)
        for card in attackers:
            self.fire("assault", card=card, seat=seat)
        self.resolve_triggers()

    def run_blocks(self, frame: Frame) -> None:
        self.pop()
        defender = frame["defender"]
        attackers = [c for c in frame["attackers"] if self.controller(c) == 1 - defender]
        if not attackers:
            self.emit("combat", "No attacker is left: the combat ends.")
            self.push("combat_end")  # the flags go, the play phase begins
            return
        blockers = [] if self.data.get("unblockable") else self.creatures(defender)
        self.ask_pairs(
            defender,
            "Assign your blockers: drag one of your creatures onto each attacker you block.",
            blockers,
            attackers,
            "blocks",
            none="Confirm: no blocks",
            attackers=attackers,
            defender=defender,
        )

    def then_blocks(self, frame: Frame, pairs: dict[str, str]) -> None:
        """All damage at once; one district plundered if any attacker is unblocked."""
        ctx = frame["ctx"]
        defender, attackers = ctx["defender"], ctx["attackers"]
        blocked = {attacker: blocker for blocker, attacker in pairs.items()}
        for blocker, attacker in pairs.items():
            self.set_flag(blocker, "blocking", text=f"{self.named(blocker)} is blocking.")
            self.emit(
                "block",
                f"{self.named(blocker)} blocks {self.named(attacker)}.",
                seat=defender,
                card=blocker,
                details={"attacker": attacker},
            )
        blows = []
        for attacker in attackers:
            blocker = blocked.get(attacker)
            if blocker is not None:
                blows += [(blocker, self.power(attacker), attacker)]
                blows += [(attacker, self.power(blocker), blocker)]
        hits = [[t, self.soldier_seat(by)] for t, amount, by in blows if self.deal(t, amount, by)]
        unblocked = [a for a in attackers if a not in blocked]
        plundered = self.plunder(defender) if unblocked else None
        if self.data.get("over"):
            return
        self.push("combat_end")
        self.push("state_check", plunder=plundered, defender=defender)
        self.interrupt("soldier_damage", sorted({h[1] for h in hits if h[1] >= 0}), hits=hits)

    def plunder(self, seat: int) -> str | None:
        """Flip ``seat``'s lowest district not yet plundered; the last one ends the game."""
        city = self.zones[f"city.{seat}"]
        left = [d for d in city if not self.has_flag(d, "plundered")]
        if not left:
            return None
        district = left[0]
        name = self.card_name(district)
        self.set_flag(district, "plundered", text=f"{name} is plundered!")
        self.data["plundered"][seat] += 1
        raider = self.seat_name(1 - seat)  # counted as the status line counts: by the raider
        self.emit(
            "plunder",
            f"{raider} plunders {self.seat_name(seat)}'s {name} "
            f"(districts plundered: {raider} {self.data['plundered'][seat]}/4).",
            seat=seat,
            card=district,
            details=self.data_after("plundered"),
        )
        if len(left) == 1:
            city_name = self.city_name(seat)
            self.finish([1 - seat], f"All four districts of {city_name} are plundered.")
        return district

    def run_combat_end(self, frame: Frame) -> None:
        self.pop()
        for seat in range(2):
            for card in self.creatures(seat):
                for flag in ("attacking", "blocking"):
                    if self.has_flag(card, flag):
                        text = f"{self.named(card)} returns to its place."
                        self.set_flag(card, flag, False, text=text)
        self.data["stage"] = "play"
