"""The Army phase (section 7) and the morale check (section 10): placing an Army card, the
legions it completes, the dice rolled, low rolls, tokens, big legions and their Battle Reward,
the Color Banners, and the morale check a big legion (or an effect) forces on an opponent.
"""

from __future__ import annotations

from tabletop.games.para_bellum import grid as G
from tabletop.games.para_bellum.actions import a_token, place_action, player, take_action
from tabletop.games.para_bellum.board import DIE_KIND, Board, Frame
from tabletop.games.para_bellum.data import COLOURS, EDGES, REWARDS, SETUP, TOKEN_KIND
from tabletop.rules import Action, Decision

LOW_ROLLS = frozenset(SETUP["low_roll_card"])
BIG = SETUP["big_legion_cards"]
BANNERS_TO_END = SETUP["banners_to_end"]


class ArmyPhase(Board):
    """The steps of the Army phase and of the morale check (a mixin of ``ParaBellumState``)."""

    # ----- Army phase (section 7) ------------------------------------------------------------

    def placements(self, seat: int) -> list[tuple[str, int, int]]:
        """Every legal (Army card, row, column) for ``seat`` (rule 7.1)."""
        slots = self.frontier(seat)
        out = []
        if not slots:
            return out
        for card in self.hand(seat):
            edges = EDGES.get(card)
            if edges is None:
                continue
            for s in slots:
                if (s.need_left is None or s.need_left == edges.left) and (
                    s.need_right is None or s.need_right == edges.right
                ):
                    out.append((card, s.r, s.c))
        return out

    def frontier(self, seat: int) -> list[G.Slot]:
        """``grid.frontier`` of a battlefield, cached: a grid only ever grows, in place, so the
        grid object and its size identify its content (the cache keeps the object alive, so
        its id cannot be reused)."""
        grid = self.data["grid"][seat]
        cache = self.__dict__.setdefault("_frontier", {})
        hit = cache.get(seat)
        if hit is not None and hit[0] is grid and hit[1] == len(grid):
            return hit[2]
        slots = G.frontier_cached(grid)
        cache[seat] = (grid, len(grid), slots)
        return slots

    def run_army_phase(self, frame: Frame) -> None:
        self.pop()
        seat = self.data["active"]
        if self.placements(seat):
            self.push("place", seat=seat, optional=False)
        else:
            self.emit("info", f"{player(seat)} cannot place any Army card this turn.", seat=seat)

    def options_place(self, frame: Frame) -> list[Action]:
        seat = frame["seat"]
        out = [place_action(card, r, c) for card, r, c in self.placements(seat)]
        if frame["optional"]:
            out.append(Action("skip", text="Place no Army card"))
        return out

    def decide_place(self, frame: Frame) -> Decision:
        if frame["optional"]:
            prompt = "Forced March: you may place one Army card on your battlefield."
        else:
            prompt = "Army phase: place an Army card on your battlefield (you must if you can)."
        return self.decision_for(frame, prompt)

    def on_place(self, frame: Frame, action: Action) -> None:
        self.pop()
        seat = frame["seat"]
        if action.kind == "skip":
            self.emit("info", f"{player(seat)} places no Army card.", seat=seat)
            return
        assert action.source is not None
        cell = G.parse_cell(action.target)
        assert cell is not None
        self.place_army(seat, action.source, *cell)

    def place_army(self, seat: int, card: str, r: int, c: int) -> None:
        """Place the card and resolve the steps of 7.3."""
        d = self.data
        grid = d["grid"][seat]
        self.zones[f"hand.{seat}"].remove(card)
        self.zones[f"battlefield.{seat}"].append(card)
        grid[G.KEYS[(r, c)]] = card
        self.emit(
            "place",
            f"{player(seat)} places {self.card_name(card)} {self.cell_words(seat, r, c)}.",
            seat=seat,
            card=card,
            src=f"hand.{seat}",
            dst=f"cell:{r},{c}",
            details={"data": {"hand_kinds": self.hand_kinds()}},
        )
        legions = G.completed_by(grid, r, c)
        squares: list[tuple[str, str]] = []
        for leg in legions:
            squares.extend(("black", sq) for sq in leg.black_squares())
        if G.army_at(grid, r - 1, c) is not None:
            squares.append(("red", G.red_id(r - 1, c)))
        elif G.special_at(grid, r - 1, c):
            self.emit("info", "The red square on the Special Unit holds no die.", seat=seat)
        if G.army_at(grid, r + 1, c) is not None:
            squares.append(("red", G.red_id(r, c)))
        for leg in legions:
            d["legions"][seat].append(
                {
                    "colour": leg.colour,
                    "row": leg.row,
                    "lo": leg.lo,
                    "hi": leg.hi,
                    "cards": leg.cards,
                }
            )
            self.emit(
                "legion",
                f"{player(seat)} completes a {leg.cards}-card {leg.colour} legion.",
                seat=seat,
                src=G.cell_id(leg.row, leg.lo),  # the legion's first and last cards
                dst=G.cell_id(leg.row, leg.hi),
                amount=leg.cards,
                details={"colour": leg.colour},
            )
        # 2. roll all new dice at once
        new = []
        if squares:
            self.mark_revealed()
            rng = self.rng
            for colour, sq in squares:
                die = self.add_die(seat, colour, sq, rng.die())
                new.append(die)
                self.emit(
                    "roll",
                    f"{player(seat)} rolls a {DIE_KIND[colour]} die "
                    f"{self.square_words(seat, sq)}: {die['value']}.",
                    seat=seat,
                    card=die["id"],
                    dst=sq,
                    amount=die["value"],
                    details={"die": dict(die)},
                )
        # push 7.3 steps 3-6, last first
        if legions:
            self.push("banners", seat=seat, colours=[leg.colour for leg in legions])
        big = [{"colour": leg.colour, "cards": leg.cards} for leg in legions if leg.cards >= BIG]
        if len(big) == 2 and big[0] != big[1]:
            self.push("order_big", seat=seat, legions=big)
        else:
            for leg in reversed(big):
                self.push("big_legion", seat=seat, legion=leg, opp=None, bonus=None)
        for die in new:
            if die["colour"] == "red":
                self.ask("token", seat=seat, kind="either")
        for die in new:
            if die["colour"] == "black" and die["value"] in LOW_ROLLS:
                self.ask("low_roll", seat=seat, die=die["id"], value=die["value"])

    # 3. low rolls
    def options_low_roll(self, frame: Frame) -> list[Action]:
        seat = frame["seat"]
        out = [take_action(card, seat) for card in self.zones["row"]]
        if out:
            out.append(Action("decline", text="Take no card"))
        return out

    def decide_low_roll(self, frame: Frame) -> Decision:
        return self.decision_for(
            frame,
            f"You rolled a {frame['value']}: you may take a face-up Command card from the row.",
        )

    def on_low_roll(self, frame: Frame, action: Action) -> None:
        self.pop()
        if action.kind == "take":
            assert action.source is not None
            self.take_from_row(frame["seat"], action.source)

    # 4. tokens
    def options_token(self, frame: Frame) -> list[Action]:
        said: dict[str, str] = {}  # die id -> the die in words (a die takes either token)
        out = []
        for t, die in self.token_options(frame["seat"], frame["kind"]):
            words = said.get(die["id"])
            if words is None:
                words = said[die["id"]] = self.die_text(die)
            text = f"Put {a_token(t)} token under your {words}"
            out.append(Action("token", f"token:{t}", die["id"], text=text))
        return out

    def decide_token(self, frame: Frame) -> Decision:
        kinds = {TOKEN_KIND[t] for t, _ in self.token_options(frame["seat"], frame["kind"])}
        what = {
            "either": "a Commander or Legion token",
            "commander": "a Commander token",
            "legion": "a Legion token",
        }[frame["kind"] if len(kinds) != 1 else next(iter(kinds))]
        aside = ""
        if frame["kind"] == "either" and len(kinds) == 1:  # say why the other kind is missing
            other = "Legion" if kinds == {"commander"} else "Commander"
            aside = f" (no {other} token has a place now)"
        return self.decision_for(
            frame,
            f"Take {what}{aside} and put it under one of your matching dice without a token.",
        )

    def on_token(self, frame: Frame, action: Action) -> None:
        self.pop()
        assert action.source is not None
        kind = action.source.partition(":")[2]
        die = self.die(action.target)
        assert die is not None
        die["token"] = kind
        self.emit(
            "token",
            f"{player(frame['seat'])} puts {a_token(kind)} token under the "
            f"{DIE_KIND[die['colour']]} die {self.square_words(die['seat'], die['square'])}.",
            seat=frame["seat"],
            card=die["id"],
            src=action.source,
            dst=die["square"],
            details={"die": dict(die)},
        )

    def skip_token(self, frame: Frame) -> None:
        self.emit(
            "info", f"{player(frame['seat'])} has no die that can take a token.", seat=frame["seat"]
        )

    # 5. big legions
    def decide_order_big(self, frame: Frame) -> Decision:
        return Decision(
            frame["seat"],
            "You completed two big legions: which resolves first?",
            tuple(self.options_order_big(frame)),
        )

    def options_order_big(self, frame: Frame) -> list[Action]:
        return [
            Action(
                "order",
                option=str(i),
                text=f"First the {leg['colour']} legion ({leg['cards']} cards)",
            )
            for i, leg in enumerate(frame["legions"])
        ]

    def on_order_big(self, frame: Frame, action: Action) -> None:
        self.pop()
        first = int(action.option or 0)
        order = [frame["legions"][first], frame["legions"][1 - first]]
        for leg in reversed(order):
            self.push("big_legion", seat=frame["seat"], legion=leg, opp=None, bonus=None)

    def run_big_legion(self, frame: Frame) -> None:
        seat = frame["seat"]
        leg = frame["legion"]
        if frame["opp"] is None:
            if self.name_opponent(frame):
                return
        if frame["bonus"] is None:
            if leg["colour"] == self.data["start_colour"][seat]:
                self.ask("choose_bonus", seat=seat, colour=leg["colour"])
                return
            frame["bonus"] = leg["colour"]
        self.pop()
        reward = REWARDS[self.data["battle_reward"]]
        bonus = reward["bonuses"][frame["bonus"]]
        self.emit(
            "reward",
            f"{player(seat)} completes a big {leg['colour']} legion and gains "
            f"the {frame['bonus']} bonus of {reward['name']}: {bonus['text']}",
            seat=seat,
            card=reward["id"],
        )
        self.push("morale", seat=frame["opp"], strength=leg["cards"], by=seat)
        self.push(
            "effect", seat=seat, steps=list(bonus["effect"]), opp=frame["opp"], source=reward["id"]
        )

    def options_choose_bonus(self, frame: Frame) -> list[Action]:
        reward = REWARDS[self.data["battle_reward"]]
        return [
            Action(
                "bonus",
                target=reward["id"],
                option=colour,
                text=f"The {colour} bonus: {reward['bonuses'][colour]['text']}",
            )
            for colour in COLOURS
        ]

    def decide_choose_bonus(self, frame: Frame) -> Decision:
        return self.decision_for(
            frame,
            f"The {frame['colour']} legion matches your starting "
            "card: choose any bonus of the Battle Reward card.",
        )

    def on_choose_bonus(self, frame: Frame, action: Action) -> None:
        self.pop()
        self.data["stack"][-1]["bonus"] = action.option

    # 6. banners
    def run_banners(self, frame: Frame) -> None:
        self.pop()
        seat = frame["seat"]
        banners = self.data["banners"][seat]
        for colour in frame["colours"]:
            if colour not in banners:
                banners.append(colour)
                self.emit(
                    "banner",
                    f"{player(seat)} places the {colour} Color Banner ({len(banners)} of 5).",
                    seat=seat,
                    dst=f"banner.{colour}",
                    amount=len(banners),
                    details={"colour": colour, **self.data_after("banners")},
                )
                if len(banners) == BANNERS_TO_END:
                    self.trigger_end(f"{player(seat)} places their 5th Color Banner.")

    # ----- morale check (section 10) ---------------------------------------------------------

    def run_morale(self, frame: Frame) -> None:
        self.pop()
        seat, strength = frame["seat"], frame["strength"]
        d = self.data
        if d["wards"][seat] > 0:
            d["wards"][seat] -= 1
            self.emit(
                "morale",
                f"{player(seat)} discards a Ward and passes the morale check "
                f"(strength {strength}).",
                seat=seat,
                amount=0,
                details={"passed": True, **self.data_after("wards")},
            )
            return
        self.mark_revealed()
        roll = self.rng.die()
        passed = roll >= strength
        self.emit(
            "morale",
            f"{player(seat)} rolls {roll} against a morale check of strength "
            f"{strength}: {'passed' if passed else 'failed'}.",
            seat=seat,
            amount=roll,
            details={"passed": passed},
        )
        if passed:
            return
        if self.dice_of(seat, "legion"):
            self.ask("lose_die", seat=seat, die="legion", why="failed morale check")
        elif self.dice_of(seat, "commander"):
            self.ask("lose_die", seat=seat, die="commander", why="failed morale check")
        elif self.hand(seat):
            self.ask("discard", seat=seat, card="any", why="failed morale check")
