"""Bellwake's table (docs/rules/bellwake.md): the zones, the numbers of every card as they are
now (printed, plus gear, locations, upgrades and log entries), damage and leaving play,
progress and exploring, the Hush, engagement, and the end of a scenario.

Zones (``.0`` is Hale Brann's keeper, ``.1`` Sefa Wren's): ``deck``, ``hand``, ``party`` (the
hero and allies), ``gear`` (each attached to a character of that party), ``discard``,
``engaged`` (enemies in the order they engaged); shared: ``encounter`` (hidden), ``revealed``,
``staging`` (in the order the cards came), ``active`` (the active location),
``encounter_discard``, ``victory``, ``silenced`` (fallen heroes), ``objective`` (the current
one), ``objectives`` (those still to come), ``complete``, ``set_aside``, ``played`` (a song
while it resolves) and ``box`` (every card this scenario does not use).

Per-card state: the counters ``damage`` and ``progress``, the flag ``exhausted``, gear attached
to its character.
"""

from __future__ import annotations

from typing import Any

from tabletop.rules import State

SEATS = (0, 1)
KEEPER_NAMES = ("Hale", "Sefa")
ENCOUNTER_TYPES = frozenset({"enemy", "location", "peril"})
Frame = dict[str, Any]
# The zones of cards in play (party, staging, engaged, active, gear).
IN_PLAY_ZONES = (
    "party.0",
    "gear.0",
    "engaged.0",
    "party.1",
    "gear.1",
    "engaged.1",
    "staging",
    "active",
)
# The zones whose cards' lasting effects hold, in the order statics reads them, with the
# keeper each counts for.
STATIC_ZONES = (
    ("party.0", 0),
    ("gear.0", 0),
    ("party.1", 1),
    ("gear.1", 1),
    ("active", 0),
    ("staging", 0),
)
Static = tuple[str, int, dict[str, Any]]  # source card, its keeper, one modify op


class BoardState(State):
    """The table's facts and the changes every step shares."""

    # ----- reading the table -----------------------------------------------------------------

    @property
    def constants(self) -> dict[str, Any]:
        return self.game.constants  # type: ignore[attr-defined,no-any-return]

    def seat_name(self, seat: int) -> str:
        return KEEPER_NAMES[seat]

    def kind(self, card: str) -> str:
        return str(self.game.card_def(card)["type"])

    def hero(self, seat: int) -> str:
        return self.game.heroes[seat]  # type: ignore[attr-defined,no-any-return]

    def owner(self, card: str) -> int:
        """The keeper a player card belongs to (encounter cards: the first keeper)."""
        return self.game.owners.get(card, 0)  # type: ignore[attr-defined,no-any-return]

    def stands(self, seat: int) -> bool:
        """Whether ``seat``'s hero has not fallen."""
        return self.hero(seat) in self.zones[f"party.{seat}"]

    def characters(self, seat: int) -> list[str]:
        return list(self.zones[f"party.{seat}"])

    def ready(self, seat: int) -> list[str]:
        return [c for c in self.zones[f"party.{seat}"] if not self.has_flag(c, "exhausted")]

    def enemies_in_play(self) -> list[str]:
        """Enemies in the staging area, then those engaged with each keeper."""
        staged = [c for c in self.zones["staging"] if self.kind(c) == "enemy"]
        return staged + self.zones["engaged.0"] + self.zones["engaged.1"]

    def in_play(self, card: str) -> bool:
        """Whether ``card`` is in a party, gear, engaged, the staging area or active (a card
        is in one zone only, so only those zones are searched: the hot path of statics)."""
        z = self.zones
        return any(card in z[name] for name in IN_PLAY_ZONES)

    def objective(self) -> str | None:
        current = self.zones["objective"]
        return current[0] if current else None

    def objective_progress(self) -> int:
        return int(self.data.get("objective_progress", 0))

    def dread(self, mods: dict[tuple[str, str], int] | None = None) -> int:
        """The dread of the staging area: every enemy and location there."""
        table = self.mods() if mods is None else mods
        staged = self.zones["staging"]
        return sum(self.stat(c, "dread", table) for c in staged if self.kind(c) != "peril")

    # ----- numbers as they are now -----------------------------------------------------------

    def statics(self, only: frozenset[str] | None = None) -> list[Static]:
        """Every modify op that holds now: gear, heroes, the active location, the staging
        area, the campaign log and each keeper's upgrades (the hot path of every number).
        ``only``: the sources to look at (None: all)."""
        z = self.zones
        lasting = self.game.lasting  # type: ignore[attr-defined]
        out: list[Static] = []
        sources: list[tuple[list[str], int]] = [(z[name], seat) for name, seat in STATIC_ZONES]
        sources += [(self.log_entry_ids(), 0)]
        sources += [(self.upgrades(seat), seat) for seat in SEATS]
        for cards, seat in sources:
            for source in cards:
                entries = lasting.get(source)
                if entries is None or (only is not None and source not in only):
                    continue
                for entry in entries:
                    condition = entry.get("while")
                    if (
                        condition
                        and condition != "always"
                        and not self.holds(condition, {"source": source, "seat": seat}, {})
                    ):
                        continue
                    out += [(source, seat, op) for op in entry["effect"]]
        return out

    def mods(self) -> dict[tuple[str, str], int]:
        """What every lasting effect adds to each card's numbers now: ``(card, stat) ->
        amount``. Built in one pass, so that reading many numbers costs one pass."""
        z = self.zones
        out: dict[tuple[str, str], int] = {}
        once: set[tuple[str, str]] = set()

        def add(card: str, stat: str, amount: int) -> None:
            out[card, stat] = out.get((card, stat), 0) + amount

        for source, seat, op in self.statics():
            target, stat, amount = op["target"], op["stat"], int(op["amount"])
            if target == "host":
                host = self.host(source)
                if host:
                    add(host, stat, amount)
            elif target == "your_hero":
                add(self.hero(seat), stat, amount)
            elif target == "heroes":
                for hero in self.game.heroes:  # type: ignore[attr-defined]
                    add(hero, stat, amount)
            elif target == "enemies":
                for enemy in self.enemies_in_play():
                    add(enemy, stat, amount)
            elif target == "other_staging_enemies":
                for enemy in z["staging"]:
                    if enemy == source or self.kind(enemy) != "enemy":
                        continue
                    if op.get("once"):
                        if (enemy, stat) in once:
                            continue
                        once.add((enemy, stat))
                    add(enemy, stat, amount)
            elif target == "card":
                for card in self.game.instances(op["card"]):  # type: ignore[attr-defined]
                    add(card, stat, amount)
        attack = self.data.get("attack")
        if attack and attack.get("defender") and attack.get("ward"):
            add(attack["defender"], "ward", int(attack["ward"]))
        return out

    def stat(self, card: str, stat: str, mods: dict[tuple[str, str], int] | None = None) -> int:
        """A card's ``stat`` now: printed, plus what holds, never below 0 (``mods``: a table
        from :meth:`mods`, when many numbers are read at once)."""
        printed = self.game.card_def(card).get(stat) or 0
        table = self.mods() if mods is None else mods
        return max(0, int(printed) + table.get((card, stat), 0))

    def figure(self, target: str, stat: str, base: int) -> int:
        """A number that is not on a card (the toll's cost, a failed venture's rise)."""
        sources = self.game.sources_of(target, stat)  # type: ignore[attr-defined]
        extra = sum(
            int(op["amount"])
            for _, _, op in self.statics(sources)
            if op["target"] == target and op["stat"] == stat
        )
        return max(0, base + extra)

    def toll_cost(self) -> int:
        return self.figure("toll", "cost", int(self.constants["toll_cost"]))

    def health_left(self, card: str, mods: dict[tuple[str, str], int] | None = None) -> int:
        return self.stat(card, "health", mods) - self.counter(card, "damage")

    # ----- the campaign record ---------------------------------------------------------------

    def log_entry_ids(self) -> list[str]:
        c = self.campaign
        return [e["value"] for e in c["log"] if e["key"] == "entry"] if c else []

    def upgrades(self, seat: int) -> list[str]:
        c = self.campaign
        return list(c["seats"][seat].get("upgrades", ())) if c else []

    def experience(self, seat: int) -> int:
        c = self.campaign
        return int(c["seats"][seat].get("experience", 0)) if c else 0

    def trauma(self, seat: int) -> int:
        c = self.campaign
        return int(c["seats"][seat].get("trauma", 0)) if c else 0

    # ----- changes ---------------------------------------------------------------------------

    def scenario_done(self) -> bool:
        """Whether this scenario has just ended (nothing of it may happen after that)."""
        d = self.data
        return bool(d.get("over")) or d["stack"][0]["step"] == "next_scenario"

    def change_hush(self, amount: int, why: str) -> None:
        """The Hush rises by ``amount`` (falls, when negative), within 0 and the limit;
        reaching the limit loses the scenario."""
        d, limit = self.data, int(self.constants["hush_loss"])
        before = d["hush"]
        d["hush"] = max(int(self.constants["hush_min"]), min(limit, before + amount))
        change = d["hush"] - before
        if change:
            verb = f"rises by {change}" if change > 0 else f"falls by {-change}"
            self.emit(
                "hush",
                f"{why}: the Hush {verb} to {d['hush']}.",
                amount=change,
                details=self.data_after("hush"),
            )
        elif amount:  # said, so that a card's effect never ends in silence
            self.emit("info", f"{why}: the Hush stays at {d['hush']}.")
        if d["hush"] >= limit:
            self.end_of_scenario(False, f"The Hush reached {limit}.")

    def pay_echo(self, seat: int, cost: int, what: str) -> None:
        """A cost paid in echo: "Hale pays 1 echo (Bell-hammer)." (a loss reads otherwise)."""
        self.gain_echo(seat, -cost, what, verb="pays")

    def gain_echo(self, seat: int, amount: int, why: str = "", verb: str = "") -> None:
        echo = self.data["echo"]
        before = echo[seat]
        echo[seat] = max(0, before + amount)
        change = echo[seat] - before
        tail = f" ({why})" if why else ""
        if change:
            verb = verb or ("gains" if change > 0 else "loses")
            self.emit(
                "echo",
                f"{self.seat_name(seat)} {verb} {abs(change)} echo{tail}.",
                seat=seat,
                amount=change,
                details=self.data_after("echo"),
            )
        elif amount < 0:  # "Bell-thief triggers." is never left without what it did
            self.emit("info", f"{self.seat_name(seat)} has no echo to lose{tail}.", seat=seat)

    def exhaust(self, card: str) -> None:
        if not self.has_flag(card, "exhausted"):
            self.set_flag(card, "exhausted", text=f"{self.card_name(card)} is exhausted.")

    def deal(self, card: str, amount: int, *, song: bool = False, why: str = "") -> None:
        """``amount`` damage on ``card`` (ward does not count: attacks subtract it before);
        a card whose damage reaches its health leaves play."""
        if amount <= 0 or not self.in_play(card) or self.scenario_done():
            return
        name = self.card_name(card)
        if song and "unyielding" in self.game.card_def(card).get("keywords", ()):
            self.emit("info", f"{name} is Unyielding: songs cannot hurt it.", card=card)
            return
        tail = f" ({why})" if why else ""
        total = self.add_counter(card, "damage", amount, f"{name} takes {amount} damage{tail}.")
        if total >= self.stat(card, "health"):
            self.leave_play(card)

    def heal(self, card: str, amount: int) -> None:
        taken = min(amount, self.counter(card, "damage"))
        if taken:
            self.add_counter(card, "damage", -taken, f"{self.card_name(card)} heals {taken}.")

    def leave_play(self, card: str) -> None:
        """A character, enemy or location goes: its gear to its keeper's discard pile."""
        zone = self.where(card)
        assert zone is not None
        name, kind = self.card_name(card), self.kind(card)
        for gear in self.attached(card):
            seat = self.owner(gear)
            self.move(
                gear,
                f"gear.{seat}",
                f"discard.{seat}",
                text=f"{self.card_name(gear)} goes to the discard pile.",
            )
        self.clear_card_state(card)
        committed = self.data.get("committed") or []
        if card in committed:
            committed.remove(card)
        if kind == "hero":
            self.fall(card, zone)
        elif kind == "ally":
            seat = self.owner(card)
            self.move(card, zone, f"discard.{seat}", text=f"{name} leaves play.")
        else:
            worth = int(self.game.card_def(card).get("victory") or 0)
            dst = "victory" if worth else "encounter_discard"
            verb = "is silenced" if kind == "enemy" else "is explored"
            where = " and goes to the victory display" if worth else ""
            self.move(card, zone, dst, text=f"{name} {verb}{where}.")
            if card == (self.data.get("attack") or {}).get("enemy"):
                self.data["attack"]["gone"] = True
            if kind == "enemy":
                self.check_won()

    def fall(self, hero: str, zone: str) -> None:
        seat = int(zone.partition(".")[2])
        other = 1 - seat
        self.move(hero, zone, "silenced", text=f"{self.card_name(hero)} falls.")
        if not self.stands(other):
            self.end_of_scenario(False, "Both heroes have fallen.")
            return
        for enemy in list(self.zones[f"engaged.{seat}"]):
            self.move(
                enemy,
                f"engaged.{seat}",
                f"engaged.{other}",
                text=f"{self.card_name(enemy)} turns to {self.seat_name(other)}.",
            )

    def engage(self, enemy: str, seat: int | None = None, why: str = "") -> None:
        """``enemy`` engages ``seat``, a keeper's choice: "Sefa engages Hushed Novice." With
        no seat it engages by itself (``why``: the Hush reached its approach, or Ambush) the
        keeper with fewer engaged enemies, a tie the first keeper, never a keeper whose hero
        has fallen; its line then says why and whom, so that it never reads like a choice."""
        enemy_name = self.card_name(enemy)
        if seat is None:
            standing = [s for s in SEATS if self.stands(s)]
            if not standing:
                return
            seat = min(standing, key=lambda s: (len(self.zones[f"engaged.{s}"]), s))
            name = self.seat_name(seat)
            if len(standing) == 1:
                whom = f"{self.seat_name(1 - seat)} has fallen"
            elif len(self.zones[f"engaged.{seat}"]) == len(self.zones[f"engaged.{1 - seat}"]):
                whom = f"a tie goes to {name}"
            else:
                whom = f"{name} has fewer enemies"
            text = f"{enemy_name} engages {name} ({why}; {whom})."
        else:
            text = f"{self.seat_name(seat)} engages {enemy_name}."
        zone = self.where(enemy)
        assert zone is not None
        self.move(enemy, zone, f"engaged.{seat}", text=text)

    def progress(self, amount: int) -> None:
        """Progress on the active location; the overflow (all of it, with none) goes to the
        objective, and what a complete objective cannot take is lost."""
        if amount <= 0 or self.scenario_done():
            return
        active = self.zones["active"]
        if active:
            location = active[0]
            need = self.stat(location, "progress") - self.counter(location, "progress")
            put = min(need, amount)
            amount -= put
            total = self.add_counter(
                location, "progress", put, f"{put} progress on {self.card_name(location)}."
            )
            if total >= self.stat(location, "progress"):
                if amount > 0:
                    # Its "When explored" text resolves when its progress reaches its value,
                    # so before the overflow reaches the objective (whose completion begins
                    # the next one): the overflow waits under the explored triggers.
                    self.push("overflow", amount=amount)
                    self.explore(location)
                    return
                self.explore(location)
        self.progress_objective(amount)

    def run_overflow(self, frame: Frame) -> None:
        self.pop()
        self.progress_objective(int(frame["amount"]))

    def progress_objective(self, amount: int) -> None:
        """Progress on the current objective; what a complete objective cannot take is lost."""
        objective = self.objective()
        if amount <= 0 or objective is None or self.scenario_done():
            return
        d = self.data
        goal = int(self.game.card_def(objective)["progress"])
        put = min(amount, goal - d["objective_progress"])
        d["objective_progress"] += put
        self.emit(
            "progress",
            f"{put} progress on {self.card_name(objective)} ({d['objective_progress']} of {goal}).",
            card=objective,
            amount=put,
            details=self.data_after("objective_progress"),
        )
        if d["objective_progress"] >= goal:
            self.complete_objective(objective)

    def explore(self, location: str) -> None:
        self.leave_play(location)
        self.fire("explored", card=location, seat=0)
        self.resolve_triggers()

    def complete_objective(self, objective: str) -> None:
        self.move(
            objective, "objective", "complete", text=f"{self.card_name(objective)} is complete."
        )
        self.data["objective_progress"] = 0
        if self.zones["objectives"]:
            self.begin_objective()
        else:
            self.check_won()

    def begin_objective(self) -> None:
        card = self.zones["objectives"][0]
        self.move(card, "objectives", "objective", text=f"{self.card_name(card)} begins.")
        self.fire("begins", card=card, seat=0)
        self.resolve_triggers()

    def check_won(self) -> None:
        """The last objective complete (and the card it names silenced too) wins."""
        z = self.zones
        if z["objective"] or z["objectives"] or not z["complete"] or self.scenario_done():
            return
        for objective in z["complete"]:
            also = self.game.card_def(objective).get("also_silence")
            if also and also not in z["victory"] and also not in z["encounter_discard"]:
                return
        last = self.card_name(z["complete"][-1])
        self.end_of_scenario(True, f"{last} is complete.")

    def end_of_scenario(self, won: bool, reason: str) -> None:
        raise NotImplementedError  # the wrap-up: rules.py
