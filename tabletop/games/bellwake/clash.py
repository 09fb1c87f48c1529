"""Bellwake's Clash (docs/rules/bellwake.md, "6. Clash"): engaged enemies attack in the order
they engaged (the first keeper's, then the second's): defend by exhausting a ready character or
take the blow, fast songs from either keeper, then damage = strike - ward; then each keeper
attacks the enemies engaged with them, exhausting the attackers.

``data["attack"]`` is the attack under way: ``{"enemy", "keeper", "defender" (or None),
"ward" (Hold Fast's bonus), "gone" (the attacker was silenced)}``.
"""

from __future__ import annotations

from typing import Any

from tabletop.games.bellwake.board import SEATS
from tabletop.games.bellwake.effects import EffectsState
from tabletop.rules import Action, Decision

Frame = dict[str, Any]


class ClashState(EffectsState):
    # ----- the step --------------------------------------------------------------------------

    def run_clash(self, frame: Frame) -> None:
        attacked = frame.setdefault("attacked", [])
        if frame.get("part", "enemies") == "enemies":
            for seat in SEATS:
                for enemy in self.zones[f"engaged.{seat}"]:
                    if enemy not in attacked:
                        attacked.append(enemy)
                        self.push("enemy_attack", enemy=enemy, keeper=seat)
                        return
            frame["part"] = "keepers"
        handled = frame.setdefault("handled", [])
        for seat in SEATS:
            if not self.stands(seat):
                continue
            for enemy in self.zones[f"engaged.{seat}"]:
                if enemy in handled:
                    continue
                handled.append(enemy)
                ready = self.ready(seat)
                if ready:
                    name, ward = self.card_name(enemy), self.stat(enemy, "ward")
                    health = f"{self.health_left(enemy)} health"
                    guard = f"its ward takes {ward} off your total strike" if ward else "no ward"
                    self.ask_subset(
                        seat,
                        f"Attack {name} ({health} left, {guard})?",
                        ready,
                        "attackers",
                        noun=("attacker", "attackers"),
                        none="Confirm: hold (attack with no one)",
                        enemy=enemy,
                    )
                    return
        self.pop()

    # ----- an enemy attacks ------------------------------------------------------------------

    def run_enemy_attack(self, frame: Frame) -> None:
        """Skip an attack that cannot happen (the enemy left, or turned to the other keeper
        after a fall: it attacks there, later); else the keeper defends or takes the blow."""
        self.pop()
        enemy, seat = frame["enemy"], frame["keeper"]
        if enemy in self.zones[f"engaged.{seat}"]:
            self.push("defend", enemy=enemy, keeper=seat)
        elif enemy in self.zones[f"engaged.{1 - seat}"]:
            self.data["stack"][-1]["attacked"].remove(enemy)

    def decide_defend(self, frame: Frame) -> Decision:
        enemy, seat = frame["enemy"], frame["keeper"]
        name = self.card_name(enemy)
        strike = self.stat(enemy, "strike")
        actions = [
            Action("defend", c, enemy, text=f"Defend with {self.card_name(c)}")
            for c in self.ready(seat)
        ]
        hero = self.hero(seat)
        actions.append(Action("take", None, enemy, text=f"Take the blow ({self.card_name(hero)})"))
        question = f"{name} attacks {self.seat_name(seat)} (strike {strike}): "
        if len(actions) > 1:
            question += "defend with a ready character, or take the blow with your hero."
        else:  # none ready: the words ask for nothing the keeper cannot do
            question += "none of your characters is ready to defend; your hero takes the blow."
        return Decision(seat, question, tuple(actions))

    def on_defend(self, frame: Frame, action: Action) -> None:
        self.pop()
        enemy, seat = frame["enemy"], frame["keeper"]
        defender = action.source if action.kind == "defend" else None
        self.data["attack"] = {"enemy": enemy, "keeper": seat, "defender": defender, "ward": 0}
        if defender:
            self.exhaust(defender)
            self.emit(
                "defend",
                f"{self.card_name(defender)} defends against {self.card_name(enemy)}.",
                seat=seat,
                card=defender,
                details=self.data_after("attack"),  # the table marks the attack from here
            )
        else:
            self.emit(
                "defend",
                f"{self.seat_name(seat)} takes the blow of {self.card_name(enemy)}.",
                seat=seat,
                card=enemy,
                details=self.data_after("attack"),
            )
        self.push("attack_damage")
        if self.fast_songs_anywhere("attack"):
            self.open_window(
                "attack",
                list(SEATS),
                f"{self.card_name(enemy)} attacks: play a fast song?",
            )

    def run_attack_damage(self, frame: Frame) -> None:
        self.pop()
        attack = self.data["attack"]
        enemy, seat = attack["enemy"], attack["keeper"]
        target = attack["defender"] or self.hero(seat)
        self.push("attack_end")
        if attack.get("gone") or enemy not in self.zones[f"engaged.{seat}"]:
            self.emit("attack", f"The attack of {self.card_name(enemy)} ends.", card=enemy)
            return
        if not self.in_play(target):
            self.emit("attack", f"The attack of {self.card_name(enemy)} ends.", card=enemy)
            return
        table = self.mods()  # both numbers from one pass over what holds
        strike, ward = self.stat(enemy, "strike", table), self.stat(target, "ward", table)
        amount = max(0, strike - ward)
        self.emit(
            "attack",
            strike_words([self.card_name(enemy)], self.card_name(target), strike, ward),
            card=enemy,
            amount=amount,
        )
        self.deal(target, amount, why=self.card_name(enemy))
        if self.scenario_done():
            return
        if attack["defender"]:
            if self.in_play(target):
                self.fire("defended", card=target, seat=seat)
                self.resolve_triggers()
        elif enemy in self.zones[f"engaged.{seat}"]:
            # Not when the blow felled the hero: the enemy has turned to the other keeper and
            # "an attack under way ends", so its "After it attacks undefended" does not come.
            self.fire("attacked_undefended", card=enemy, seat=0)
            self.resolve_triggers()

    def run_attack_end(self, frame: Frame) -> None:
        self.pop()
        self.data["attack"] = None
        # no words: the table's marks of the attack go as what follows is shown
        self.emit("attack_end", "", details=self.data_after("attack"))

    # ----- fast songs ------------------------------------------------------------------------

    def fast_songs(self, seat: int, window: str) -> list[Action]:
        """The fast songs ``seat`` may play now, each with the target it is dragged onto."""
        echo = self.data["echo"][seat]
        attack = self.data.get("attack") or {}
        out = []
        for card in self.zones[f"hand.{seat}"]:
            entry = self.game.card_def(card)
            if entry.get("fast") != window or int(entry.get("cost") or 0) > echo:
                continue
            target = self.fast_target(entry, window, attack)
            if target is not None:
                out.append(Action("play", card, target, text=f"Play {entry['name']}"))
        return out

    def fast_target(self, entry: dict[str, Any], window: str, attack: dict[str, Any]) -> str | None:
        """Where a fast song is dragged now, or None when it has nothing to work on (an
        attack whose attacker was silenced is over: no song helps it any more)."""
        if window == "venture":
            return "venture"
        if attack.get("gone"):
            return None
        ops = entry.get("effect", [])
        if any(op["op"] == "modify" and op["target"] == "defender" for op in ops):
            return attack.get("defender")
        if any(op["op"] == "damage" and op["target"] == "attacker" for op in ops):
            enemy = attack.get("enemy")
            if not enemy:
                return None
            if "unyielding" in self.game.card_def(enemy).get("keywords", ()):
                return None
            return str(enemy)
        return None

    def fast_songs_anywhere(self, window: str) -> bool:
        return any(self.fast_songs(seat, window) for seat in SEATS)

    def reactions_attack(self, frame: Frame, seat: int) -> list[Action]:
        return self.fast_songs(seat, "attack")

    def react_attack(self, frame: Frame, seat: int, action: Action) -> None:
        self.play_song(seat, action)

    def reactions_venture(self, frame: Frame, seat: int) -> list[Action]:
        return self.fast_songs(seat, "venture")

    def react_venture(self, frame: Frame, seat: int, action: Action) -> None:
        self.play_song(seat, action)

    def play_song(self, seat: int, action: Action, target: str | None = None) -> None:
        """Pay for a song, resolve it from the ``played`` zone, then discard it."""
        card = action.source
        assert card is not None
        cost = int(self.game.card_def(card).get("cost") or 0)
        self.pay_echo(seat, cost, self.card_name(card))
        self.move(
            card,
            f"hand.{seat}",
            "played",
            text=f"{self.seat_name(seat)} plays {self.card_name(card)}.",
        )
        self.push("song_done", card=card, seat=seat)
        ctx = {"target": target} if target else {}
        self.resolve_effect(self.game.card_def(card).get("effect", []), seat, card, ctx)

    def run_song_done(self, frame: Frame) -> None:
        self.pop()
        card, seat = frame["card"], frame["seat"]
        if card in self.zones["played"]:
            self.move(
                card,
                "played",
                f"discard.{seat}",
                text=f"{self.card_name(card)} goes to the discard pile.",
            )

    # ----- keepers attack --------------------------------------------------------------------

    def then_attackers(self, frame: Frame, chosen: list[str]) -> None:
        enemy = frame["ctx"]["enemy"]
        if not chosen or not self.in_play(enemy):
            if not chosen:
                self.emit(
                    "attack",
                    f"{self.seat_name(frame['seat'])} holds against {self.card_name(enemy)}.",
                    seat=frame["seat"],
                    card=enemy,
                )
            return
        for card in chosen:
            self.exhaust(card)
        mods = self.mods()
        strike = sum(self.stat(c, "strike", mods) for c in chosen)
        ward = self.stat(enemy, "ward", mods)
        amount = max(0, strike - ward)
        names = [self.card_name(c) for c in chosen]
        self.emit(
            "attack",
            strike_words(names, self.card_name(enemy), strike, ward),
            seat=frame["seat"],
            card=enemy,
            amount=amount,
        )
        self.deal(enemy, amount, why="attack")


def strike_words(strikers: list[str], target: str, strike: int, ward: int) -> str:
    """A blow in words, the ward's share said, never as a formula: "Sefa Wren strikes Stair
    Guard for 1; its ward of 2 stops it all."."""
    who = strikers[0] if len(strikers) == 1 else f"{', '.join(strikers[:-1])} and {strikers[-1]}"
    verb = "strikes" if len(strikers) == 1 else "strike"
    together = "" if len(strikers) == 1 else " together"
    if strike <= 0:
        return f"{who} {verb} {target}{together} with no strike: no damage."
    if ward <= 0:
        return f"{who} {verb} {target}{together} for {strike} damage."
    if ward >= strike:
        return f"{who} {verb} {target}{together} for {strike}; its ward of {ward} stops it all."
    return (
        f"{who} {verb} {target}{together} for {strike}; its ward of {ward} stops {ward}, "
        f"so {strike - ward} damage."
    )
