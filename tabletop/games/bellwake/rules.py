"""Bellwake (docs/rules/bellwake.md): two keepers hold back the Hush over three linked
scenarios, with a campaign log that changes the scenarios after it.

The whole campaign is one state (the toolkit's campaign, tabletop/rules/campaign.py): each
scenario is set up (reset, the log, upgrades, hands, the first objective), played in rounds of
seven steps (Kindle, Muster, Venture, Travel, Encounter, Clash, Rest) and wrapped up
(experience, trauma, the log); between scenarios come the Foundry's choice and the camp. The
table's facts and changes are in board.py, the effects in effects.py, the Clash in clash.py.

Options: ``scenario`` (None: the whole campaign; a scenario id: that scenario alone, which
writes nothing) and ``log`` (log entry ids the campaign starts with, for a single scenario).
"""

from __future__ import annotations

from typing import Any

from tabletop.games.bellwake.board import SEATS
from tabletop.games.bellwake.clash import ClashState
from tabletop.rules import Action, Decision
from tabletop.rules.outcome import LOST
from tabletop.rules.steps import plural

STAGES = ("kindle", "muster", "venture", "travel", "encounter", "clash", "rest")
STAGE_WORDS = {
    "setup": "Setting up",
    "kindle": "Kindle",
    "muster": "Muster",
    "venture": "Venture",
    "travel": "Travel",
    "encounter": "Encounter",
    "clash": "Clash",
    "rest": "Rest",
    "between": "Between scenarios",
}
Frame = dict[str, Any]


def short(value: Any) -> str:
    """A value a player typed, quoted for a one-line message (never a screenful)."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


class BellwakeState(ClashState):
    # ----- the campaign ----------------------------------------------------------------------

    def initial_data(self, options: dict[str, Any]) -> None:
        game = self.game
        order = list(game.campaign_plan["order"])  # type: ignore[attr-defined]
        one = options.get("scenario")
        if one not in (None, "", "campaign"):
            if not isinstance(one, str) or one not in game.scenarios:  # type: ignore[attr-defined]
                known = ", ".join(order)
                raise ValueError(f"Bellwake has no scenario {short(one)} (known: {known}).")
            order = [one]
        log = options.get("log") or []
        if isinstance(log, str):
            log = [part.strip() for part in log.split(",") if part.strip()]
        if not isinstance(log, list):
            raise ValueError("Bellwake's log option is a list of campaign log entries.")
        entries = []
        for entry in log:
            card = game.cards.get(entry) if isinstance(entry, str) else None
            if not card or card["type"] != "log_entry":
                raise ValueError(f"Bellwake has no campaign log entry {short(entry)}.")
            entries.append({"scenario": None, "key": "entry", "value": entry, "text": card["name"]})
        self.data.update(turn=0, echo=[0, 0], hush=0, round=0, stage="setup")
        self.start_campaign(order, entries)

    def chapter(self) -> str:
        plans = self.game.scenarios  # type: ignore[attr-defined]
        return str(plans[self.scenario]["name"]) if self.scenario in plans else ""

    def phase(self) -> str | None:
        d = self.data
        if d.get("over"):
            c = self.campaign
            return "The campaign is over" if c and len(c["scenarios"]) > 1 else "Game over"
        stage = d.get("stage", "")
        if stage in ("setup", "between"):
            return STAGE_WORDS[stage]
        return f"Round {d['round']} of {self.constants['round_limit']} · {STAGE_WORDS[stage]}"

    def setup_scenario(self, scenario: str) -> None:
        """Step 1, the reset; the other steps of the setup follow as steps of the flow."""
        d, game = self.data, self.game
        plan = game.scenarios[scenario]  # type: ignore[attr-defined]
        zones: dict[str, list[str]] = {}
        for seat in SEATS:
            for kind in ("deck", "hand", "party", "gear", "discard", "engaged"):
                zones[f"{kind}.{seat}"] = []
        for name in (
            "encounter",
            "revealed",
            "staging",
            "active",
            "encounter_discard",
            "victory",
            "silenced",
            "objective",
            "objectives",
            "complete",
            "set_aside",
            "played",
            "box",
        ):
            zones[name] = []
        placed: set[str] = set()

        def put(card: str, zone: str) -> None:
            zones[zone].append(card)
            placed.add(card)

        for seat in SEATS:
            put(self.hero(seat), f"party.{seat}")
            for card in game.deck_of(seat):  # type: ignore[attr-defined]
                put(card, f"deck.{seat}")
        for definition, count in plan["encounter"]:
            for card in game.instances(definition)[:count]:  # type: ignore[attr-defined]
                put(card, "encounter")
        for definition in plan["set_aside"]:
            spare = [c for c in game.instances(definition) if c not in placed]  # type: ignore[attr-defined]
            put(spare[0], "set_aside")
        for objective in plan["objectives"]:
            put(objective, "objectives")
        for card in game.all_cards(d):
            if card not in placed:
                zones["box"].append(card)
        d["zones"] = zones
        d.pop("card_state", None)
        c = self.constants
        d.update(
            hush=int(plan.get("hush_start", c["hush_start"])),
            round=1,
            turn=d.get("turn", 0) + 1,
            echo=[int(c["echo_start"])] * 2,
            tolled=False,
            objective_progress=0,
            committed=[],
            venture=None,
            attack=None,
            stage="setup",
        )
        rng = self.rng
        for name in ("deck.0", "deck.1", "encounter"):
            rng.shuffle(zones[name])
        self.mark_revealed()
        title = plan["name"]
        self.emit("scenario", f"{title} begins.", details={"scenario": scenario})
        for seat in SEATS:
            trauma = self.trauma(seat)
            if trauma:
                hero = self.hero(seat)
                damage = min(trauma * int(c["damage_per_trauma"]), self.stat(hero, "health") - 1)
                self.set_counter(
                    hero, "damage", damage, f"{self.card_name(hero)} carries {trauma} trauma."
                )
        self.push("round", next=0)
        self.push("begin_first_objective")
        self.push("deal_hands")
        self.push("apply_upgrades")
        self.push("apply_log")

    def run_apply_log(self, frame: Frame) -> None:
        self.pop()
        for entry in reversed(self.log_entry_ids()):
            self.fire("scenario_start", card=entry, seat=0)
            self.resolve_triggers()

    def run_apply_upgrades(self, frame: Frame) -> None:
        self.pop()
        for seat in reversed(SEATS):
            for upgrade in reversed(self.upgrades(seat)):
                self.fire("scenario_start", card=upgrade, seat=seat)
                self.resolve_triggers()

    def run_deal_hands(self, frame: Frame) -> None:
        self.pop()
        for seat in SEATS:
            self.draw_cards(seat, int(self.constants["starting_hand"]))

    def run_begin_first_objective(self, frame: Frame) -> None:
        self.pop()
        self.begin_objective()

    # ----- triggers --------------------------------------------------------------------------

    def trigger_sources(self, event: str, ctx: dict[str, Any]) -> list[tuple[str, int]]:
        """Every event names the one card it is about (and its keeper)."""
        return [(ctx["card"], int(ctx.get("seat", 0)))]

    def when_is_this_card(self, trigger: Frame, ctx: Frame) -> bool:
        return bool(trigger["source"] == ctx.get("card", trigger["source"]))

    def when_this_stands(self, trigger: Frame, ctx: Frame) -> bool:
        return self.in_play(trigger["source"])

    def when_stands(self, trigger: Frame, ctx: Frame) -> bool:
        return self.in_play(trigger["source"])

    def when_attached(self, trigger: Frame, ctx: Frame) -> bool:
        return self.host(trigger["source"]) is not None

    def when_active(self, trigger: Frame, ctx: Frame) -> bool:
        return trigger["source"] in self.zones["active"]

    def when_in_staging(self, trigger: Frame, ctx: Frame) -> bool:
        return trigger["source"] in self.zones["staging"]

    def when_always(self, trigger: Frame, ctx: Frame) -> bool:
        return True

    def when_progress_can_land(self, trigger: Frame, ctx: Frame) -> bool:
        """Progress has somewhere to go: an active location or an objective under way."""
        return bool(self.zones["active"] or self.zones["objective"])

    def when_complete(self, trigger: Frame, ctx: Frame, objective: str) -> bool:
        return objective in self.zones["complete"]

    def when_not_complete(self, trigger: Frame, ctx: Frame, objective: str) -> bool:
        return objective not in self.zones["complete"]

    def when_scenario(self, trigger: Frame, ctx: Frame, scenario: str) -> bool:
        return self.scenario == scenario

    # ----- the round -------------------------------------------------------------------------

    def run_round(self, frame: Frame) -> None:
        d = self.data
        if frame["next"] < len(STAGES):
            stage = STAGES[frame["next"]]
            frame["next"] += 1
            if d["stage"] != stage:  # no words: the table shows the step from here on
                d["stage"] = stage
                details = self.data_after("stage")
                details["data"]["phase"] = self.phase()
                self.emit("stage", "", details=details)
            getattr(self, f"begin_{stage}")()
            return
        limit = int(self.constants["round_limit"])
        if d["round"] >= limit:
            self.end_of_scenario(False, f"Round {limit} is over.")
            return
        frame["next"] = 0
        d["round"] += 1
        d["turn"] += 1
        d["stage"] = STAGES[0]  # a round opens with its first step: the table shows it at once
        details = self.data_after("round", "stage")
        details["data"]["phase"] = self.phase()
        self.emit("round", f"Round {d['round']} of {limit} begins.", details=details)

    def begin_kindle(self) -> None:
        c = self.constants
        for seat in SEATS:
            gain = c["echo_per_kindle"] if self.stands(seat) else c["echo_per_kindle_fallen"]
            self.gain_echo(seat, int(gain), "Kindle")
            self.draw_cards(seat, int(c["draw_per_kindle"]))
        for seat in reversed(SEATS):
            for gear in reversed(self.zones[f"gear.{seat}"]):
                if self.fire("kindle", card=gear, seat=seat):
                    self.resolve_triggers()

    def begin_muster(self) -> None:
        self.push("muster", keeper=0)

    def begin_venture(self) -> None:
        self.data["venture"] = {"resolve": 0}
        self.push("venture", part=0)

    def begin_travel(self) -> None:
        if not self.zones["active"] and self.locations_staged():
            self.push("travel")

    def begin_encounter(self) -> None:
        self.push("encounter", part=0)

    def begin_clash(self) -> None:
        self.push("clash")

    def begin_rest(self) -> None:
        for seat in SEATS:
            for card in self.zones[f"party.{seat}"]:
                if self.has_flag(card, "exhausted"):
                    self.set_flag(card, "exhausted", False, f"{self.card_name(card)} readies.")
        self.data["tolled"] = False
        self.change_hush(int(self.constants["hush_rise_at_rest"]), "Rest")
        if self.scenario_done():
            return
        for enemy in reversed(self.zones["staging"]):
            if self.fire("rest", card=enemy, seat=0):
                self.resolve_triggers()

    def locations_staged(self) -> list[str]:
        return [c for c in self.zones["staging"] if self.kind(c) == "location"]

    # ----- muster ----------------------------------------------------------------------------

    def decide_muster(self, frame: Frame) -> Decision:
        seat = frame["keeper"]
        actions = self.plays(seat)
        cost = self.toll_cost()
        if not self.data["tolled"] and self.data["echo"][seat] >= cost:
            actions.append(Action("toll", None, "bell", text=f"Toll the bell ({cost} echo)"))
        actions.append(Action("stop", text="Stop mustering"))
        return Decision(
            seat, f"{self.seat_name(seat)}: play cards, toll the bell, or stop.", tuple(actions)
        )

    def plays(self, seat: int) -> list[Action]:
        """The cards ``seat`` may play in the Muster, each with where it is dragged."""
        echo = self.data["echo"][seat]
        out = []
        for card in self.zones[f"hand.{seat}"]:
            entry = self.game.card_def(card)
            if entry.get("fast") or int(entry.get("cost") or 0) > echo:
                continue
            name = entry["name"]
            for target in self.play_targets(seat, card):
                where = (
                    ""
                    if target in ("played", f"party.{seat}")
                    else (f" on {self.card_name(target)}")
                )
                out.append(Action("play", card, target, text=f"Play {name}{where}"))
        return out

    def play_targets(self, seat: int, card: str) -> list[str]:
        entry = self.game.card_def(card)
        kind = entry["type"]
        if kind == "ally":
            return [f"party.{seat}"]
        if kind == "gear":
            return self.characters(seat)
        ops = entry.get("effect", [])
        if any(op["op"] == "damage" and op["target"] == "enemy" for op in ops):
            return self.hurtable(song=True)
        if any(op["op"] == "heal" and op["target"] == "character" for op in ops):
            return self.hurt_characters()
        return ["played"]

    def why_illegal(self, action: Action) -> str | None:
        frame = self.data["stack"][-1]
        if frame.get("step") != "muster" or action.kind != "play" or not action.source:
            return None
        seat = frame["keeper"]
        if action.source not in self.zones[f"hand.{seat}"]:
            return f"That card is not in {self.seat_name(seat)}'s hand."
        entry = self.game.card_def(action.source)
        cost = int(entry.get("cost") or 0)
        if entry.get("fast"):
            window = "an attack" if entry["fast"] == "attack" else "the venture"
            return f"{entry['name']} is a fast song: it is played only during {window}."
        if cost > self.data["echo"][seat]:
            return (
                f"{entry['name']} costs {cost} echo; {self.seat_name(seat)} has "
                f"{self.data['echo'][seat]}."
            )
        if not self.play_targets(seat, action.source):
            return f"{entry['name']} has nothing to work on now."
        if entry["type"] == "gear":
            return "Gear goes on one of your own characters."
        return None

    def on_muster(self, frame: Frame, action: Action) -> None:
        seat = frame["keeper"]
        if action.kind == "stop":
            self.emit("muster", f"{self.seat_name(seat)} stops mustering.", seat=seat)
            if seat == 0:
                frame["keeper"] = 1
            else:
                self.pop()
            return
        if action.kind == "toll":
            self.toll(seat)
            return
        card = action.source
        assert card is not None and action.target is not None
        entry = self.game.card_def(card)
        if entry["type"] == "song":
            target = None if action.target == "played" else action.target
            self.play_song(seat, action, target)
            return
        name = entry["name"]
        self.pay_echo(seat, int(entry.get("cost") or 0), name)
        if entry["type"] == "ally":
            self.move(
                card,
                f"hand.{seat}",
                f"party.{seat}",
                text=f"{self.seat_name(seat)} plays {name}: it joins the party.",
            )
            if self.fire("joins", card=card, seat=seat):
                self.resolve_triggers()
        else:
            self.move(
                card, f"hand.{seat}", f"gear.{seat}", text=f"{self.seat_name(seat)} plays {name}."
            )
            self.attach(card, action.target)

    def toll(self, seat: int) -> None:
        d = self.data
        self.pay_echo(seat, self.toll_cost(), "the bell")
        d["tolled"] = True
        self.emit("toll", f"{self.seat_name(seat)} tolls the bell.", seat=seat)
        self.change_hush(-int(self.constants["toll_push_back"]), "The bell")
        for enemy in reversed(self.enemies_in_play()):
            if self.fire("toll", card=enemy, seat=0):
                self.resolve_triggers()

    # ----- venture ---------------------------------------------------------------------------

    def run_venture(self, frame: Frame) -> None:
        part = frame["part"]
        frame["part"] += 1
        if part in SEATS:
            ready = self.ready(part)
            if ready:
                count = int(self.constants["reveal_per_venture"])
                reveal = f"{plural(count, 'encounter card')} {'is' if count == 1 else 'are'}"
                self.ask_subset(
                    part,
                    f"{self.seat_name(part)}: commit to the venture. Dread now {self.dread()}, "
                    f"and {reveal} revealed after you commit.",
                    ready,
                    "committed",
                    noun=("character", "characters"),
                    none="Confirm: commit no one",
                )
        elif part == 2:
            self.push("reveal", left=int(self.constants["reveal_per_venture"]))
        elif part == 3:
            if self.fast_songs_anywhere("venture"):
                self.open_window("venture", list(SEATS), "The venture: play a fast song?")
        elif part == 4:
            self.resolve_venture()
        else:
            # "A committed character stays committed until the end of the Venture step": only
            # now, after what the venture's progress set off (The Gate of Tollhaven's reveal:
            # a Numbing Cold hurts the committed), are they released.
            self.pop()
            self.data["committed"], self.data["venture"] = [], None

    def then_committed(self, frame: Frame, chosen: list[str]) -> None:
        for card in chosen:
            self.exhaust(card)
        self.data["committed"] += chosen
        if chosen:
            names = ", ".join(self.card_name(c) for c in chosen)
            self.emit(
                "commit", f"{self.seat_name(frame['seat'])} commits {names}.", seat=frame["seat"]
            )

    def venture_resolve(self) -> int:
        """The resolve of the committed characters still in play, plus the songs'."""
        d = self.data
        bonus = int((d.get("venture") or {}).get("resolve", 0))
        mods = self.mods()
        return sum(self.stat(c, "resolve", mods) for c in d["committed"]) + bonus

    def resolve_venture(self) -> None:
        resolve, dread = self.venture_resolve(), self.dread(self.mods())
        against = f"resolve {resolve} against dread {dread}"
        if resolve > dread:
            self.emit(
                "venture",
                f"The venture succeeds: {against}; {resolve - dread} progress.",
                amount=resolve - dread,
            )
            self.progress(resolve - dread)
        elif dread > resolve:
            rise = self.figure("failed_venture", "hush", dread - resolve)
            what = f"the Hush rises by {rise}" if rise else "the Hush does not rise"
            self.emit("venture", f"The venture fails: {against}; {what}.", amount=resolve - dread)
            self.change_hush(rise, "The venture failed")
        else:
            self.emit(
                "venture",
                f"The venture is a tie: {against}; no progress, and the Hush does not rise.",
                amount=0,
            )

    # ----- revealing encounter cards ---------------------------------------------------------

    def run_reveal(self, frame: Frame) -> None:
        if frame["left"] <= 0:
            self.pop()
            return
        frame["left"] -= 1
        card = self.reveal(
            "encounter",
            "revealed",
            discard="encounter_discard",
        )
        if card is None:
            self.emit("info", "The encounter deck and its discard pile are empty.")
            frame["left"] = 0
            return
        entry = self.game.card_def(card)
        if "surge" in entry.get("keywords", ()):
            frame["left"] += 1
        if entry["type"] == "peril":
            self.push("peril_done", card=card)
        else:
            self.move(card, "revealed", "staging", text=f"{entry['name']} enters the staging area.")
            self.arrive(card)
        if self.fire("revealed", card=card, seat=0):
            self.resolve_triggers()

    def run_peril_done(self, frame: Frame) -> None:
        self.pop()
        if frame["card"] in self.zones["revealed"]:
            self.move(
                frame["card"],
                "revealed",
                "encounter_discard",
                text=f"{self.card_name(frame['card'])} goes to the encounter discard.",
            )

    # ----- travel ----------------------------------------------------------------------------

    def decide_travel(self, frame: Frame) -> Decision:
        actions = [
            Action("travel", c, "active", text=f"Travel to {self.card_name(c)}")
            for c in self.locations_staged()
        ]
        actions.append(Action("stay", text="Stay here"))
        return Decision(0, "Travel to a location of the staging area, or stay?", tuple(actions))

    def on_travel(self, frame: Frame, action: Action) -> None:
        self.pop()
        if action.kind == "stay":
            self.emit("travel", "The keepers stay.")
            return
        card = action.source
        assert card is not None
        self.move(card, "staging", "active", text=f"The keepers travel to {self.card_name(card)}.")
        if self.fire("travelled_here", card=card, seat=0):
            self.resolve_triggers()

    # ----- encounter -------------------------------------------------------------------------

    def run_encounter(self, frame: Frame) -> None:
        part = frame["part"]
        frame["part"] += 1
        if part in SEATS:
            if self.stands(part) and self.staged_enemies():
                self.push("engage", keeper=part)
            return
        self.pop()
        hush = self.data["hush"]
        for enemy in self.staged_enemies():
            if self.stat(enemy, "approach") <= hush:
                self.engage(enemy, why="the Hush reached its approach")

    def staged_enemies(self) -> list[str]:
        return [c for c in self.zones["staging"] if self.kind(c) == "enemy"]

    def decide_engage(self, frame: Frame) -> Decision:
        seat = frame["keeper"]
        actions = [
            Action("engage", c, f"engaged.{seat}", text=f"Engage {self.card_name(c)}")
            for c in self.staged_enemies()
        ]
        actions.append(Action("distance", text="Keep your distance"))
        return Decision(
            seat, f"{self.seat_name(seat)}: engage an enemy from the staging area?", tuple(actions)
        )

    def on_engage(self, frame: Frame, action: Action) -> None:
        self.pop()
        if action.kind == "engage":
            assert action.source is not None
            self.engage(action.source, frame["keeper"])

    # ----- the end of a scenario, the choice and the camp ------------------------------------

    def end_of_scenario(self, won: bool, reason: str) -> None:
        if self.scenario_done():
            return
        c = self.campaign
        assert c is not None
        scenario = self.scenario
        worth = sum(int(self.game.card_def(x).get("victory") or 0) for x in self.zones["victory"])
        if c["index"] + 1 < len(c["scenarios"]):
            k = self.constants
            gain = int(k["xp_win"] if won else k["xp_loss"])
            gain += worth * int(k["xp_per_victory_point"])
            for seat in SEATS:
                if gain:
                    self.adjust_record(
                        seat, "experience", gain, f"{self.seat_name(seat)} gains {gain} experience."
                    )
                if self.hero(seat) in self.zones["silenced"]:
                    self.adjust_record(
                        seat,
                        "trauma",
                        int(k["trauma_per_fall"]),
                        f"{self.card_name(self.hero(seat))} carries trauma.",
                    )
            for entry in self.game.log_entries:  # type: ignore[attr-defined]
                when = self.game.cards[entry]["written"]
                if (
                    when["scenario"] == scenario
                    and when["result"] == ("won" if won else "lost")
                    and "choice" not in when
                ):
                    self.write_entry(entry)
        title = self.game.scenarios[scenario]["name"]  # type: ignore[attr-defined]
        verdict = "won" if won else "lost"
        self.data["stage"] = "between"
        self.end_scenario(
            list(SEATS) if won else [],
            f"{title} is {verdict}: {reason}",
            won=won,
            rounds=self.data["round"],
            victory=worth,
            hush=self.data["hush"],
        )

    def campaign_result(self) -> tuple[list[int], str | None, str]:
        c = self.campaign
        assert c is not None
        last = c["results"][-1]
        if len(c["scenarios"]) == 1:
            return last["winners"], None if last["winners"] else LOST, last["reason"]
        verdict = "won" if last["won"] else "lost"
        return (
            last["winners"],
            None if last["won"] else LOST,
            f"The campaign is {verdict}. {last['reason']}",
        )

    def between_scenarios(self, result: dict[str, Any]) -> None:
        plan = self.game.campaign_plan  # type: ignore[attr-defined]
        self.data["stage"] = "between"
        self.push("camp", keeper=0)
        if result["scenario"] == plan["choice_after"] and result["won"]:
            words = {"recast": "Recast the bell", "rescue": "Rescue the founder"}
            self.ask_choice(
                0,
                "The Foundry Below is won: what do you save?",
                [Action("choose", option=k, text=words.get(k, k)) for k in plan["choices"]],
                "foundry_choice",
                scenario=result["scenario"],
            )

    def then_foundry_choice(self, frame: Frame, action: Action) -> None:
        entry = self.game.campaign_plan["choices"][action.option]  # type: ignore[attr-defined]
        self.write_entry(entry, scenario=frame["ctx"]["scenario"])

    def write_entry(self, entry: str, scenario: str | None = None) -> None:
        """Write the log entry card ``entry`` in the campaign log, named there by its name."""
        name = self.game.cards[entry]["name"]
        said = f"Written in the campaign log: \u201c{name}\u201d."
        self.log("entry", entry, name, scenario=scenario, said=said)

    def learnable(self, seat: int) -> list[str]:
        owned, xp = set(self.upgrades(seat)), self.experience(seat)
        return [
            u
            for u in self.game.upgrade_ids  # type: ignore[attr-defined]
            if u not in owned and int(self.game.cards[u]["cost"]) <= xp
        ]

    def run_camp(self, frame: Frame) -> None:
        seat = frame["keeper"]
        if seat >= len(SEATS):
            self.pop()
            return
        if self.learnable(seat):
            self.push("learn", keeper=seat)
        else:
            frame["keeper"] += 1

    def decide_learn(self, frame: Frame) -> Decision:
        seat = frame["keeper"]
        actions = [
            Action(
                "learn",
                u,
                option=None,
                text=f"Learn {self.game.cards[u]['name']} ({self.game.cards[u]['cost']} xp)",
            )
            for u in self.learnable(seat)
        ]
        actions.append(Action("keep", text="Keep the experience"))
        return Decision(
            seat,
            f"The camp: {self.seat_name(seat)} has {self.experience(seat)} "
            "experience. Learn an upgrade?",
            tuple(actions),
        )

    def on_learn(self, frame: Frame, action: Action) -> None:
        self.pop()
        seat = frame["keeper"]
        if action.kind == "keep":
            self.data["stack"][-1]["keeper"] += 1
            return
        upgrade = action.source
        assert upgrade is not None
        name, cost = self.game.cards[upgrade]["name"], int(self.game.cards[upgrade]["cost"])
        self.adjust_record(
            seat, "experience", -cost, f"{self.seat_name(seat)} spends {cost} experience."
        )
        self.add_to_record(seat, "upgrades", upgrade, f"{self.seat_name(seat)} learns {name}.")
