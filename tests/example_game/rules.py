"""Skirmish (see RULES.md): a small game written with the toolkit the way a real one is.

What it proves, piece by piece: card copies (``footman#4``), zones with visibility (a market
whose top card only is face up), per-card counters, flags and attachments, the generic steps
(draw with reshuffle, discard down to N, choose one, a subset, pairs, an order, a "may", a
reaction window for several seats), triggers ordered by the active player, effects as data,
outcomes with draws, and a two-scenario campaign with a log.
"""

from __future__ import annotations

from typing import Any

from tabletop.rules import Action, Decision, State
from tabletop.rules.cards import copies

START_LIFE = 10
HAND = 4
PLAYS = 2
ROUNDS = 20
Frame = dict[str, Any]


class SkirmishState(State):
    # ----- setup -----------------------------------------------------------------------------

    def initial_data(self, options: dict[str, Any]) -> None:
        if options["campaign"]:
            self.start_campaign(["border", "capital"])
        else:
            self.setup_scenario("skirmish")

    def setup_scenario(self, scenario: str) -> None:
        d, n = self.data, self.players
        cards = self.game.cards
        zones: dict[str, list[str]] = {"market": [], "pending": []}
        for definition, entry in cards.items():
            if entry.get("copies"):
                instances = copies(definition, entry["copies"] * n)
                for seat in range(n):
                    own = instances[seat * entry["copies"] : (seat + 1) * entry["copies"]]
                    zones.setdefault(f"deck.{seat}", []).extend(own)
            if entry.get("market"):
                zones["market"].extend(copies(definition, entry["market"]))
        for seat in range(n):
            zones.update({f"hand.{seat}": [], f"play.{seat}": [], f"discard.{seat}": []})
        d["zones"] = zones
        d.pop("card_state", None)
        rng = self.rng
        for name in sorted(zones):
            rng.shuffle(zones[name])
        extra = [0] * n
        if scenario == "capital":
            border = self.logged("border_winners", [])
            extra = [0 if seat in border else 2 for seat in range(n)]
        d.update(life=[START_LIFE + e for e in extra], round=1, active=0, plays=0)
        for seat in range(n):
            self.draw(seat, HAND, deck=f"deck.{seat}", discard=f"discard.{seat}")
        self.push("turn_start")

    # ----- words and zones -------------------------------------------------------------------

    def type_of(self, card: str) -> str:
        return self.game.card_def(card)["type"]

    def power(self, card: str) -> int:
        bonus = sum(1 for gear in self.attached(card) if self.type_of(gear) == "gear")
        return int(self.game.card_def(card)["power"]) + bonus

    def health(self, card: str) -> int:
        return int(self.game.card_def(card)["health"])

    def owner(self, card: str) -> int:
        zone = self.where(card)
        assert zone is not None
        return int(zone.partition(".")[2])

    def creatures(self, seat: int) -> list[str]:
        return [c for c in self.zones[f"play.{seat}"] if self.type_of(c) == "creature"]

    def ready(self, seat: int) -> list[str]:
        return [
            c
            for c in self.zones[f"play.{seat}"]
            if self.type_of(c) == "creature" and not self.has_flag(c, "exhausted")
        ]

    def draw_one(self, seat: int, count: int = 1) -> None:
        self.draw(seat, count, deck=f"deck.{seat}", discard=f"discard.{seat}")

    # ----- the turn --------------------------------------------------------------------------

    def run_turn_start(self, frame: Frame) -> None:
        self.pop()
        seat = self.data["active"]
        self.emit("turn", f"Round {self.data['round']}: {self.seat_name(seat)} plays.", seat=seat)
        for card in self.zones[f"play.{seat}"]:
            self.set_flag(card, "exhausted", False)
        self.data["plays"] = 0
        self.push("turn_end")
        self.push("main")
        self.push("draw_step")
        self.fire("turn_start", seat=seat)
        self.resolve_triggers()

    def run_draw_step(self, frame: Frame) -> None:
        self.pop()
        self.draw_one(self.data["active"])

    def trigger_sources(self, event: str, ctx: dict[str, Any]) -> list[tuple[str, int]]:
        return [(c, s) for s in range(self.players) for c in self.zones[f"play.{s}"]]

    def when_own_turn(self, trigger: dict[str, Any], ctx: dict[str, Any]) -> bool:
        return trigger["seat"] == ctx["seat"]

    def when_is_this_card(self, trigger: dict[str, Any], ctx: dict[str, Any]) -> bool:
        return trigger["source"] == ctx["card"]

    def decide_main(self, frame: Frame) -> Decision:
        seat = self.data["active"]
        actions: list[Action] = []
        hand = self.zones[f"hand.{seat}"]
        if self.data["plays"] < PLAYS:
            for card in hand:
                name, kind = self.card_name(card), self.type_of(card)
                if kind in ("creature", "spell"):
                    target = f"play.{seat}" if kind == "creature" else "pending"
                    actions.append(Action("play", card, target, text=f"Play {name}"))
                elif kind == "gear":
                    for host in self.creatures(seat):
                        text = f"Attach {name} to {self.card_name(host)}"
                        actions.append(Action("play", card, host, text=text))
            market = self.zones["market"]
            if market and hand:
                text = f"Recruit {self.card_name(market[-1])} (discard a card)"
                actions.append(Action("recruit", market[-1], f"discard.{seat}", text=text))
        if self.ready(seat):
            actions.append(Action("attack", text="Attack"))
        actions.append(Action("end", text="End the turn"))
        return Decision(seat, "Play a card, recruit, attack or end your turn.", tuple(actions))

    def on_main(self, frame: Frame, action: Action) -> None:
        seat = self.data["active"]
        if action.kind == "end":
            self.pop()
        elif action.kind == "attack":
            self.pop()
            self.ask_subset(seat, "Choose your attackers.", self.ready(seat), "attackers", least=1)
        elif action.kind == "recruit":
            self.data["plays"] += 1
            self.ask_discard(
                seat, 1, " to pay for the recruit", dst=f"discard.{seat}", then="recruit_paid"
            )
        else:
            self.data["plays"] += 1
            card = action.source
            assert card is not None and action.target is not None
            self.move(
                card,
                f"hand.{seat}",
                "pending",
                text=f"{self.seat_name(seat)} plays {self.card_name(card)}.",
            )
            self.push("resolve_play", card=card, seat=seat, target=action.target)
            others = [(seat + i) % self.players for i in range(1, self.players)]
            self.open_window(
                "counter",
                others,
                f"{self.seat_name(seat)} plays "
                f"{self.card_name(card)}. Cancel it with your Counter?",
                then="countered",
                card=card,
            )

    def then_recruit_paid(self, frame: Frame, discarded: list[str]) -> None:
        seat = frame["seat"]
        card = self.zones["market"][-1]
        self.move(
            card,
            "market",
            f"discard.{seat}",
            text=f"{self.seat_name(seat)} recruits {self.card_name(card)}.",
        )

    # ----- the reaction window ---------------------------------------------------------------

    def reactions_counter(self, frame: Frame, seat: int) -> list[Action]:
        if frame["ctx"].get("cancelled"):
            return []
        return [
            Action("react", c, "pending", text=f"Cancel it with {self.card_name(c)}")
            for c in self.zones[f"hand.{seat}"]
            if self.type_of(c) == "reaction"
        ]

    def react_counter(self, frame: Frame, seat: int, action: Action) -> None:
        assert action.source is not None
        self.move(
            action.source,
            f"hand.{seat}",
            f"discard.{seat}",
            text=f"{self.seat_name(seat)} cancels it with {self.card_name(action.source)}.",
        )
        frame["ctx"]["cancelled"] = True

    def then_countered(self, frame: Frame, reacted: list[int]) -> None:
        if frame["ctx"].get("cancelled"):
            self.data["stack"][-1]["cancelled"] = True  # the resolve_play frame under the window

    def then_may_draw(self, frame: Frame, yes: bool) -> None:
        if yes:
            self.draw_one(frame["seat"])

    def run_resolve_play(self, frame: Frame) -> None:
        self.pop()
        card, seat, target = frame["card"], frame["seat"], frame["target"]
        name = self.card_name(card)
        if frame.get("cancelled"):
            self.move(card, "pending", f"discard.{seat}", text=f"{name} is cancelled.")
            return
        kind = self.type_of(card)
        if kind == "creature":
            self.move(card, "pending", target, text=f"{name} enters play.")
            self.fire("enters", card=card, seat=seat)
            self.resolve_triggers()
        elif kind == "gear":
            self.move(card, "pending", f"play.{seat}", text=f"{name} is put into play.")
            self.attach(card, target)
        else:
            self.push("to_discard", card=card, seat=seat)
            self.resolve_effect(self.game.card_def(card)["effect"], seat, card)

    def run_to_discard(self, frame: Frame) -> None:
        self.pop()
        self.move(
            frame["card"],
            "pending",
            f"discard.{frame['seat']}",
            text=f"{self.card_name(frame['card'])} goes to the discard pile.",
        )

    # ----- combat: a subset, a choice of opponent, then pairs --------------------------------

    def then_attackers(self, frame: Frame, attackers: list[str]) -> None:
        seat = frame["seat"]
        opponents = [(seat + i) % self.players for i in range(1, self.players)]
        choices = [
            Action("defender", option=str(o), text=f"Attack {self.seat_name(o)}") for o in opponents
        ]
        if len(choices) == 1:
            self.then_defender({"seat": seat, "ctx": {"attackers": attackers}}, choices[0])
            return
        self.ask_choice(
            seat, "Which opponent do you attack?", choices, "defender", attackers=attackers
        )

    def then_defender(self, frame: Frame, action: Action) -> None:
        attackers, defender = frame["ctx"]["attackers"], int(action.option or 0)
        for card in attackers:
            self.set_flag(card, "exhausted")
        self.ask_pairs(
            defender,
            "Assign your blockers, one to each attacker you block.",
            self.ready(defender),
            attackers,
            "blocks",
            attackers=attackers,
            defender=defender,
        )

    def then_blocks(self, frame: Frame, pairs: dict[str, str]) -> None:
        ctx = frame["ctx"]
        defender = ctx["defender"]
        blocked = {attacker: blocker for blocker, attacker in pairs.items()}
        dead: list[str] = []
        for attacker in ctx["attackers"]:
            blocker = blocked.get(attacker)
            if blocker is None:
                self.lose_life(defender, self.power(attacker))
                continue
            for hit, by in ((blocker, attacker), (attacker, blocker)):
                if self.power(by) and self.add_counter(
                    hit, "damage", self.power(by)
                ) >= self.health(hit):
                    dead.append(hit)
        for card in dead:
            self.destroy(card)
        self.check_end()

    def destroy(self, card: str) -> None:
        seat = self.owner(card)
        for gear in self.attached(card):
            self.move(
                gear, f"play.{seat}", f"discard.{seat}", text=f"{self.card_name(gear)} falls off."
            )
        self.clear_card_state(card)
        self.move(
            card, f"play.{seat}", f"discard.{seat}", text=f"{self.card_name(card)} is destroyed."
        )

    def lose_life(self, seat: int, amount: int) -> None:
        life = self.data["life"]
        life[seat] = max(0, life[seat] - amount)
        self.emit(
            "life",
            f"{self.seat_name(seat)} loses {amount} life ({life[seat]} left).",
            seat=seat,
            amount=-amount,
            details={"life": life[seat]},
        )

    # ----- the end of a turn, a scenario, the game -------------------------------------------

    def run_turn_end(self, frame: Frame) -> None:
        self.pop()
        seat = self.data["active"]
        self.push("next_turn")
        self.discard_to(seat, HAND, " to end your turn with 4", dst=f"discard.{seat}")

    def run_next_turn(self, frame: Frame) -> None:
        self.pop()
        d = self.data
        d["active"] = (d["active"] + 1) % self.players
        if d["active"] == 0:
            d["round"] += 1
            if d["round"] > ROUNDS:
                self.end_now(f"After {ROUNDS} rounds")
                return
        self.push("turn_start")

    def check_end(self) -> None:
        if 0 in self.data["life"]:
            self.end_now(f"{self.seat_name(self.data['life'].index(0))} has no life left")

    def end_now(self, why: str) -> None:
        life = self.data["life"]
        best = [s for s, v in enumerate(life) if v == max(life)]
        winners = best if len(best) == 1 else []
        words = (
            f"{self.seat_name(best[0])} wins" if winners else "the players with the most life draw"
        )
        reason = f"{why}: {words}."
        if self.campaign:
            scenario = self.scenario
            if scenario == "border":
                self.log(
                    "border_winners",
                    winners,
                    f"The Border is won by {', '.join(map(self.seat_name, winners)) or 'nobody'}.",
                )
            self.end_scenario(winners, reason)
        else:
            self.finish(winners, reason)

    def campaign_result(self) -> tuple[list[int], str | None, str]:
        results = self.campaign["results"]  # type: ignore[index]
        tally = [sum(seat in r["winners"] for r in results) for seat in range(self.players)]
        best = [s for s, v in enumerate(tally) if v == max(tally)]
        if len(best) > 1:
            best = [s for s in best if s in results[-1]["winners"]]
        if len(best) == 1 and max(tally):
            return best, None, f"{self.seat_name(best[0])} wins the campaign."
        return [], "drawn", "Nobody wins the campaign."
