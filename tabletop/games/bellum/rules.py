"""Bellum (docs/rules/bellum.md): Athens against Sparta, a deck-builder of plunder.

The turn, as the rulebook's section 4 orders it: the start (Rallying, then spells), combat,
the play phase, the offering phase (buying from Olympus), the end (draw 3, keep 5). Creatures,
damage, combat and interruptions are in combat.py; the cards' effects in effects.py.

Zones (``.0``/``.1`` per seat): ``deck``, ``hand``, ``discard``, ``play`` (creatures and
relics), ``city`` (the four districts, district 1 first; a plundered one carries the flag
``plundered``); shared: ``pile.I`` to ``pile.IV`` and ``bis.I`` to ``bis.IV`` (Olympus, top
card face up), ``outside``, ``flip`` (the other sides of double-sided cards), ``tartarus`` and
``pending`` (a spell being resolved).
"""

from __future__ import annotations

from typing import Any

from tabletop.games.bellum.effects import EffectsState
from tabletop.rules import Action, Decision

CITIES = ("athens", "sparta")
CITY_NAMES = {"athens": "Athens", "sparta": "Sparta"}
PILES = ("I", "II", "III", "IV")
HAND_LIMIT = 5
_COSTS: dict[str, tuple[int, str]] = {}  # card -> its cost (see BellumState.cost_of)
END_DRAW = 3
PHASES = {
    "start": "Start of the turn",
    "combat": "Combat",
    "play": "Play phase",
    "offering": "Offering phase",
    "end": "End of the turn",
}
CLAN_WORDS = {
    "Soldier": "Soldier",
    "Mythological": "Mythological",
    "Demon": "Demon",
    "Oracle": "Oracle",
}
Frame = dict[str, Any]


class BellumState(EffectsState):
    # ----- setup -----------------------------------------------------------------------------

    def initial_data(self, options: dict[str, Any]) -> None:
        d, rng = self.data, self.rng
        city = options.get("city") or "random"
        if city not in (*CITIES, "random"):
            raise ValueError(f"a city is athens, sparta or random, not {city!r}")
        first, limit = options.get("first_player"), options.get("turn_limit", 80)
        # exact types: a save's options come from a file, and 0.0 or True must not pass as a seat
        if first is not None and (type(first) is not int or first not in (0, 1)):
            raise ValueError("first_player must be 0 or 1.")
        if type(limit) is not int or limit < 1:
            raise ValueError("turn_limit must be a whole number of at least 1.")
        if city == "random":
            city = CITIES[rng.below(2)]
        d["cities"] = [city, CITIES[1 - CITIES.index(city)]]
        zones: dict[str, list[str]] = {}
        cards = self.game.cards
        for seat in range(2):
            districts = [c for c, e in cards.items() if e["pile"] == d["cities"][seat]]
            zones[f"city.{seat}"] = sorted(districts, key=lambda c: cards[c]["district"])
            for kind in ("deck", "hand", "discard", "play"):
                zones[f"{kind}.{seat}"] = []
        for card in self.game.all_cards(d):  # type: ignore[arg-type]
            pile = cards[self.game.card_def(card)["id"]]["pile"]
            if pile == "base":
                zones[f"deck.{self.owner_of(card)}"].append(card)
            elif pile in ("outside", "flip"):
                zones.setdefault(pile, []).append(card)
            elif pile not in CITIES:
                numeral, _, bis = pile.partition(" ")
                zones.setdefault(f"{'bis' if bis else 'pile'}.{numeral}", []).append(card)
        for name in ("outside", "flip", "tartarus", "pending"):
            zones.setdefault(name, [])
        for name in sorted(zones):
            if name.startswith(("pile.", "bis.", "deck.")):
                rng.shuffle(zones[name])
        d["zones"] = zones
        first = rng.below(2) if first is None else first
        d.update(first=first, active=first, turn=1, stage="start", unblockable=False)
        d["plundered"] = [0, 0]
        d["turn_limit"] = limit
        for seat, count in ((first, 2), (1 - first, 3)):
            self.draw_cards(seat, count)
        self.push("turn_start")

    def city_name(self, seat: int) -> str:
        return CITY_NAMES[self.data["cities"][seat]]

    def seat_name(self, seat: int) -> str:
        return self.city_name(seat)

    def phase(self) -> str | None:
        return PHASES.get(self.data.get("stage", ""))

    def draw_cards(self, seat: int, count: int) -> None:
        self.draw(seat, count, deck=f"deck.{seat}", discard=f"discard.{seat}")

    # ----- triggers --------------------------------------------------------------------------

    def trigger_sources(self, event: str, ctx: dict[str, Any]) -> list[tuple[str, int]]:
        if event in ("death", "assault", "deployment", "plunder"):
            return [(ctx["card"], ctx["seat"])]
        if event == "rallying":
            seat = ctx["seat"]
            return [(c, seat) for c in self.zones[f"play.{seat}"]]
        return [(c, s) for s in range(2) for c in self.zones[f"play.{s}"]]

    def when_is_this_card(self, trigger: dict[str, Any], ctx: dict[str, Any]) -> bool:
        return bool(trigger["source"] == ctx["card"])

    def when_own_turn(self, trigger: dict[str, Any], ctx: dict[str, Any]) -> bool:
        return bool(trigger["seat"] == ctx["seat"])

    def when_own_card(self, trigger: dict[str, Any], ctx: dict[str, Any]) -> bool:
        return bool(trigger["seat"] == ctx["seat"])

    def when_enemy_card(self, trigger: dict[str, Any], ctx: dict[str, Any]) -> bool:
        return bool(trigger["seat"] != ctx["seat"])

    def when_own_creature_destroyed(self, trigger: dict[str, Any], ctx: dict[str, Any]) -> bool:
        return bool(trigger["seat"] == ctx["seat"] and trigger["source"] != ctx["card"])

    def when_in_play(self, trigger: dict[str, Any], ctx: dict[str, Any]) -> bool:
        """A card that left play before its Rallying resolves does not resolve it (FAQ)."""
        return self.controller(trigger["source"]) == trigger["seat"]

    # ----- the start of the turn -------------------------------------------------------------

    def run_turn_start(self, frame: Frame) -> None:
        self.pop()
        d = self.data
        seat = d["active"]
        d["stage"] = "start"
        self.emit("turn", f"Turn {d['turn']}: {self.seat_name(seat)} plays.", seat=seat)
        self.push("turn_end")
        self.push("main")
        self.push("start")
        self.fire("rallying", seat=seat)
        self.resolve_triggers()

    def castable(self, seat: int) -> list[str]:
        """Spells a player may play now (Interruptions wait for the moment they name)."""
        return [
            c
            for c in self.zones[f"hand.{seat}"]
            if self.kind(c) == "spell" and not self.game.card_def(c).get("interruption")
        ]

    def decide_start(self, frame: Frame) -> Decision:
        seat = self.data["active"]
        actions = [
            Action("play", c, "pending", text=f"Play {self.card_name(c)}")
            for c in self.castable(seat)
        ]
        if self.attackers_ready(seat):
            actions.append(Action("attack", text="Attack: choose attackers"))
        actions.append(Action("no_combat", text="No combat: play phase"))
        return Decision(
            seat, "Start of your turn: play spells, then attack or not.", tuple(actions)
        )

    def on_start(self, frame: Frame, action: Action) -> None:
        seat = self.data["active"]
        if action.kind == "play":
            assert action.source is not None
            self.play_spell(action.source, seat, self.game.card_def(action.source)["effect"])
            return
        self.pop()
        self.data["stage"] = "play"
        if action.kind == "attack":
            self.data["stage"] = "combat"
            self.ask_subset(
                seat,
                "Attack with which creatures?",
                self.attackers_ready(seat),
                "attackers",
                least=1,
                noun=("attacker", "attackers"),
            )

    def play_spell(
        self, card: str, seat: int, effect: list[Any], target: str | None = None
    ) -> None:
        """A spell resolves fully, then goes to its player's discard pile."""
        self.move(
            card,
            f"hand.{seat}",
            "pending",
            text=f"{self.seat_name(seat)} plays {self.card_name(card)}.",
        )
        self.push("spell_done", card=card, seat=seat)
        self.resolve_effect(effect, seat, card, {"target": target})

    def run_spell_done(self, frame: Frame) -> None:
        self.pop()
        card, seat = frame["card"], frame["seat"]
        if card in self.zones["pending"]:
            self.move(card, "pending", f"discard.{seat}", text=f"{self.named(card)} is spent.")

    # ----- the play and offering phases ------------------------------------------------------

    def payers(self, card: str, seat: int) -> list[str]:
        """The cards of ``seat``'s hand that can pay for ``card`` (a relic has no clan)."""
        clan = self.game.card_def(card).get("cost", {}).get("clan", "any")
        hand = self.zones[f"hand.{seat}"]
        return [c for c in hand if clan == "any" or self.clan(c) == clan]

    def cost_of(self, card: str) -> tuple[int, str]:
        """How many cards ``card`` costs, and the cost in words (kept by card: a definition
        never changes, and every play phase asks it for each offer)."""
        known = _COSTS.get(card)
        if known is None:
            known = _COSTS[card] = self._cost_of(card)
        return known

    def _cost_of(self, card: str) -> tuple[int, str]:
        cost = self.game.card_def(card).get("cost", {})
        if cost.get("free"):
            return 0, "free"
        count, clan = int(cost.get("count", 1)), cost.get("clan", "any")
        article = "an " if clan[0] in "AEIOU" else "a "
        what = "any card" if clan == "any" else f"{'2 ' if count == 2 else article}{clan}"
        return count, f"discard {what}{'s' if count == 2 and clan != 'any' else ''}"

    def offers(self) -> list[str]:
        """The cards of Olympus that can be bought: each pile's top, and each Bis pile's top
        once the pile beside it is empty."""
        out = []
        for numeral in PILES:
            pile, bis = self.zones[f"pile.{numeral}"], self.zones[f"bis.{numeral}"]
            if pile:
                out.append(pile[-1])
            elif bis:
                out.append(bis[-1])
        return out

    def buys(self, seat: int) -> list[Action]:
        actions = []
        for card in self.offers():
            count, words = self.cost_of(card)
            if len(self.payers(card, seat)) >= count:
                text = f"Buy {self.card_name(card)} ({words})"
                actions.append(Action("buy", card, self.bought_to(card, seat), text=text))
        return actions

    def decide_main(self, frame: Frame) -> Decision:
        seat = self.data["active"]
        actions: list[Action] = []
        offering = self.data["stage"] == "offering"
        if not offering:
            castable = None  # asked once, for the first spell in hand
            for card in self.zones[f"hand.{seat}"]:
                name = self.card_name(card)
                if self.kind(card) in ("creature", "relic"):
                    actions.append(Action("play", card, f"play.{seat}", text=f"Play {name}"))
                    continue
                if castable is None:
                    castable = self.castable(seat)
                if card in castable:
                    actions.append(Action("play", card, "pending", text=f"Play {name}"))
        actions += self.buys(seat)
        actions.append(Action("end", text="End your turn"))
        prompt = (
            "Offering phase: buy from Olympus, or end your turn."
            if offering
            else "Play phase: play cards, buy from Olympus, or end your turn."
        )
        return Decision(seat, prompt, tuple(actions))

    def on_main(self, frame: Frame, action: Action) -> None:
        seat = self.data["active"]
        card = action.source
        if action.kind == "end":
            self.pop()
            return
        assert card is not None
        if action.kind == "buy":
            self.data["stage"] = "offering"
            self.buy(card, seat)
        elif self.kind(card) == "spell":
            self.play_spell(card, seat, self.game.card_def(card)["effect"])
        else:
            self.emit("play", f"{self.seat_name(seat)} plays {self.card_name(card)}.", seat=seat)
            self.enter_play(card, seat, f"hand.{seat}")

    def buy(self, card: str, seat: int) -> None:
        count, words = self.cost_of(card)
        payers = self.payers(card, seat)
        if count == 0:
            self.gain(card, seat, free=True)
        elif len(payers) == count:
            self.then_payment({"seat": seat, "ctx": {"card": card}}, payers)
        else:
            self.ask_subset(
                seat,
                f"To buy {self.card_name(card)}, {words}.",
                payers,
                "payment",
                least=count,
                most=count,
                noun=("card", "cards"),
                card=card,
            )

    def then_payment(self, frame: Frame, paid: list[str]) -> None:
        seat, card = frame["seat"], frame["ctx"]["card"]
        for payer in paid:
            text = f"{self.seat_name(seat)} discards {self.card_name(payer)} as an offering."
            self.move(payer, f"hand.{seat}", f"discard.{seat}", text=text)
        self.gain(card, seat)

    def gain(self, card: str, seat: int, *, free: bool = False) -> None:
        """``card`` is bought: to the discard pile or into play; its purchase effects resolve
        (a card bought for free too)."""
        src = self.where(card)
        assert src is not None
        how = " for free" if free else ""
        self.emit(
            "buy", f"{self.seat_name(seat)} buys {self.card_name(card)}{how}.", seat=seat, card=card
        )
        purchase = self.game.card_def(card).get("purchase", ())
        self.fire("bought", card=card, seat=seat)
        self.resolve_triggers()
        if "tartarus" in purchase:
            self.resolve_effect(
                [{"op": "tartarus", "from": ["discard"]}], seat, card, {"except": card}
            )
        dst = self.bought_to(card, seat)
        if dst.startswith("play."):
            self.enter_play(card, seat, src)
        else:
            self.move(card, src, dst, text=f"{self.card_name(card)} goes to the discard pile.")

    # ----- the end of the turn ---------------------------------------------------------------

    def run_turn_end(self, frame: Frame) -> None:
        self.pop()
        seat = self.data["active"]
        self.data["stage"] = "end"
        self.push("next_turn")
        self.draw_cards(seat, END_DRAW)
        self.discard_to(
            seat, HAND_LIMIT, " (at most 5 cards at the end of the turn)", dst=f"discard.{seat}"
        )

    def run_next_turn(self, frame: Frame) -> None:
        self.pop()
        d = self.data
        for seat in range(2):
            for card in self.zones[f"play.{seat}"]:
                name = self.named(card)
                if self.has_flag(card, "may_attack"):
                    text = f"{name}: its leave to attack at once ends."
                    self.set_flag(card, "may_attack", False, text=text)
                if self.has_flag(card, "arrived"):
                    text = f"{name} has settled in: it may attack from now on."
                    self.set_flag(card, "arrived", False, text=text)
        d["unblockable"] = False
        if d["turn"] >= d["turn_limit"]:
            self.safety_end()
            return
        d["turn"] += 1
        d["active"] = 1 - d["active"]
        self.push("turn_start")

    def safety_end(self) -> None:
        """Our completion: a game that stalls ends after the turn limit."""
        p = self.data["plundered"]
        limit = self.data["turn_limit"]
        if p[0] == p[1]:
            self.finish([], f"After {limit} turns both cities have lost {p[0]} districts: a draw.")
            return
        winner = 0 if p[1] > p[0] else 1
        self.finish(
            [winner],
            f"After {limit} turns {self.city_name(winner)} has plundered more districts "
            f"({p[1 - winner]} to {p[winner]}).",
        )

    # ----- refusals --------------------------------------------------------------------------

    def why_illegal(self, action: Action) -> str | None:
        card = action.source
        if card is None or self.where(card) is None:
            return None
        if action.kind == "buy":
            return self.why_not_buy(card)
        if action.kind != "play":
            return None
        name = self.card_name(card)
        if self.game.card_def(card).get("interruption"):
            return f"{name} is an Interruption: it is played only at the moment its text names."
        phase = self.data.get("stage")
        if phase == "start" and self.kind(card) != "spell":
            return (
                "At the start of your turn only spells can be played; "
                "creatures and relics wait for the play phase."
            )
        if phase == "offering":
            return "You have started buying: the play phase is over."
        return None

    def why_not_usable(self, card: str) -> str | None:
        """A card of Olympus pointed at in the play phase: why it cannot be bought."""
        decision = self.decision
        if decision is None or decision.seat != self.data["active"]:
            return None
        if self.data.get("stage") not in ("play", "offering"):
            return None
        return self.why_not_buy(card)

    def why_not_buy(self, card: str) -> str | None:
        name, zone = self.card_name(card), self.where(card) or ""
        if not zone.startswith(("pile.", "bis.")):
            return None
        numeral = zone.partition(".")[2]
        if zone.startswith("bis.") and self.zones[f"pile.{numeral}"]:
            return f"{name} is a legend: it can be bought only once pile {numeral} is empty."
        if self.zones[zone][-1] != card:
            return "Only the top card of a pile can be bought."
        count, words = self.cost_of(card)
        if len(self.payers(card, self.data["active"])) < count:
            return f"To buy {name} you must {words}, and your hand has not enough."
        return None
