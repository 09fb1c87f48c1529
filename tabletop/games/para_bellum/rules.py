"""Para Bellum: the whole game as a flow of steps over the shared rules layer.

The rules are docs/rules/para-bellum.md (section numbers below refer to it). A turn, read from
the bottom of the flow stack up: ``turn_end``, ``draw_phase``, ``action_phase``,
``army_phase``. Placing an Army card pushes the steps of 7.3 (``low_roll``, ``token``,
``big_legion``, ``banners``); cards and Battle Rewards push ``effect`` frames (effects.py).
A decision that may turn out to have nothing to choose is pushed as a ``check`` frame
(:meth:`ParaBellumState.ask`): when it reaches the top it is skipped if there is no choice,
resolved at once if a forced choice has a single option, and otherwise becomes the decision.

Action vocabulary (kind, source, target, option); every action also has a readable ``text``:

- ``place``: source an Army card in hand, target ``cell:r,c`` of the deciding player's
  battlefield (Army phase and Forced March). ``skip``: decline an optional placement.
- ``command``: source an Order in hand, target ``command_discard`` (it goes there once resolved).
- ``deploy``: source a Permanent card in hand; target ``cell:r,c`` for a Special Unit, else
  ``play.N`` (N the deciding seat). A Construct uses 2 actions.
- ``herold`` (4 players): source ``runner.T`` (T the alliance 0/1), target the Alliance card.
- ``muster``: source ``die:GN`` (the General die), target ``army_deck``.
- ``empower``: source ``die:GN``, target a Commander die id (``die:C7``).
- ``activate``: target the Permanent (or Alliance) card; source the die that pays (a die id on
  the matching token), ``coin`` when coins pay everything, or None for an ability without cost;
  option the number of coins paid, as text (``"0"``, ``"1"``, ``"2"``; None without cost).
- ``consult``: source a Commander die id or ``coin``, target ``command_deck``.
- ``motivate``: source a Commander die id, target the Legion die to reroll; option ``both``
  when both Legion dice diagonally above are rerolled (target is then the left one).
- ``requisition``: source an Army card in hand, target ``army_deck`` (its bottom).
- ``pass``: one action, nothing happens. ``end``: end the Action phase (remaining actions lost).
- ``take``: source a card of the Command row, target ``hand.N`` (low roll, take_face_up).
  ``decline``: take no card after a low roll.
- ``token``: source ``token:<type>`` (``token:warlord``), target the die id that gets it.
- ``order``: option ``0``/``1``: which of two big legions resolves first.
- ``opponent``: option the named seat (``"2"``), target ``battlefield.2``.
- ``bonus``: option a colour: the Battle Reward bonus chosen.
- ``lose``: source one of your dice (morale check failure, Siege Tower, Rout), target ``supply``.
- ``discard``: source a card in hand; target ``army_deck`` (Army cards go to its bottom) or
  ``command_discard``.
- ``raise`` / ``lower``: target the die to raise (your own) or lower (the named opponent's).
- ``pick``: target a die to reroll; ``roll``: reroll the dice picked so far.
"""

from __future__ import annotations

from typing import Any

from tabletop.games.para_bellum import grid as G
from tabletop.games.para_bellum.actions import (
    COMMAND_ACTION,
    CONSULT_COIN,
    CONSULT_TEXT,
    EMPOWER_TEXT,
    END,
    MOTIVATE_TEXT,
    MUSTER,
    PASS,
    REQUISITION,
    TOKEN_LABEL,
    a_token,
    deploy_at,
    deploy_to_play,
    die_action,
    discard_action,
    place_action,
    player,
    plural,
    take_action,
    token_label,
)
from tabletop.games.para_bellum.data import (
    ALLIANCE_CARDS,
    ARMY,
    COLOURS,
    COMMAND,
    DECK_COMMAND,
    EDGES,
    KIND,
    LIMITS,
    REWARDS,
    SETUP,
    SPECIAL_UNITS,
    STARTING,
    TOKEN_KIND,
    TOKEN_TYPES,
)
from tabletop.games.para_bellum.effects import OPS, WARD_LIMIT, needs_opponent
from tabletop.games.para_bellum.scoring import final_result
from tabletop.rules import Action, Decision, State
from tabletop.rules.state import copy_data

_SQUARE_WORDS: dict[tuple[str, str | None, str | None], str] = {}
# Square id -> (colour, the key of the cell named first, the other cell's key): the left and
# right cards of a black square, the upper and lower cards of a red one.
_SQUARE_KEYS: dict[str, tuple[str, str, str]] = {
    **{G.black_id(r, c): ("black", G.key(r, c), G.key(r, c + 1)) for r, c in G.CELLS},
    **{G.red_id(r, c): ("red", G.key(r + 1, c), G.key(r, c)) for r, c in G.CELLS},
}

Frame = dict[str, Any]

LOW_ROLLS = frozenset(SETUP["low_roll_card"])
BIG = SETUP["big_legion_cards"]
HAND_TRIGGER = SETUP["hand_limit_trigger"]
HAND_KEEP = SETUP["hand_limit_keep"]
ROUND_LIMIT = SETUP["round_limit"]
BANNERS_TO_END = SETUP["banners_to_end"]
DIE_KIND = {"black": "Legion", "red": "Commander", "blue": "General"}
COLOURS_OF = {"legion": ("black",), "commander": ("red",), "any": ("black", "red")}
# How ``clone`` copies each entry of the data (anything else: the generic deep copy).
FAST_COPY = {
    "players": 0,
    "rng": 0,
    "over": 0,
    "battle_reward": 0,
    "next_die": 0,
    "first": 0,
    "round": 0,
    "turn": 0,
    "active": 0,
    "actions_left": 0,
    "actions_used": 0,
    "end_triggered": 0,
    "undo_floor": 0,
    "winners": 1,
    "start_colour": 1,
    "coins": 1,
    "wards": 1,
    "vp": 1,
    "turned": 1,
    "dice": 2,
    "grid": 2,
    "legions": 3,
    "banners": 3,
    "zones": 4,
    "stack": 5,
}
# Forced choices resolved without asking when they have exactly one option.
AUTO_SINGLE = frozenset(
    {
        "name_opponent",
        "raise_die",
        "lower_die",
        "lose_die",
        "token",
        "take_row",
        "discard",
        "choose_bonus",
    }
)


class ParaBellumState(State):
    """One game of Para Bellum for 2, 3 or 4 players."""

    # ----- setup (section 5) -----------------------------------------------------------------

    def initial_data(self, options: dict[str, Any]) -> None:
        d = self.data
        n = d["players"]
        first, reward = options.get("first_player"), options.get("battle_reward")
        if first is not None and (type(first) is not int or not 0 <= first < n):
            raise ValueError(f"first_player must be a seat from 0 to {n - 1}.")
        if reward is not None and reward not in REWARDS:
            raise ValueError(f"battle_reward must be one of {', '.join(REWARDS)}.")
        rng = self.rng
        rewards = list(REWARDS)
        chosen_reward = rewards[rng.below(len(rewards))]
        zones: dict[str, list[str]] = {
            "army_deck": [],
            "command_deck": [],
            "row": [],
            "command_discard": [],
            "pending": [],
            "box": [],
        }
        for seat in range(n):
            zones[f"hand.{seat}"] = []
            zones[f"battlefield.{seat}"] = []
            zones[f"play.{seat}"] = []
        d["zones"] = zones
        # 1. Battle Reward
        d["battle_reward"] = reward or chosen_reward
        # 2. Alliances
        alliance_cards = list(ALLIANCE_CARDS)
        rng.shuffle(alliance_cards)
        if n == 4:
            d["alliances"] = []
            for team in (0, 1):
                card = alliance_cards.pop()
                zones[f"alliance.{team}"] = [card]
                d["alliances"].append({"seats": [team, team + 2], "card": card, "runner": False})
        else:
            d["alliances"] = None
        zones["box"].extend(alliance_cards)
        # 3. Command deck and row
        command = list(DECK_COMMAND)
        rng.shuffle(command)
        zones["command_deck"] = command
        for _ in range(SETUP["command_row"]):
            zones["row"].append(command.pop())
        # 4. Starting cards
        starts = list(STARTING)
        rng.shuffle(starts)
        d["grid"] = []
        d["start_colour"] = []
        for seat in range(n):
            card = starts.pop()
            zones[f"battlefield.{seat}"].append(card)
            d["grid"].append({"0,0": card})
            d["start_colour"].append(STARTING[card]["colour"])
        zones["box"].extend(starts)
        # 5. Supplies
        d["dice"] = [
            {
                "id": f"die:G{seat}",
                "seat": seat,
                "colour": "blue",
                "value": SETUP["general_die"],
                "square": "general",
                "token": None,
            }
            for seat in range(n)
        ]
        d["next_die"] = 1
        d["coins"] = [SETUP["coins"]] * n
        d["wards"] = [0] * n
        d["vp"] = [0] * n
        d["banners"] = [[] for _ in range(n)]
        d["legions"] = [[] for _ in range(n)]
        d["turned"] = []
        # 6. Hands
        army = list(ARMY)
        rng.shuffle(army)
        zones["army_deck"] = army
        for seat in range(n):
            for _ in range(SETUP["army_hand"]):
                zones[f"hand.{seat}"].append(army.pop())
            for _ in range(SETUP["command_hand"]):
                zones[f"hand.{seat}"].append(command.pop())
        # 7. First player
        drawn_first = rng.below(n)
        d["first"] = drawn_first if first is None else first
        d.update(
            round=1,
            turn=0,
            active=d["first"],
            actions_left=0,
            actions_used=0,
            end_triggered=None,
            scores=None,
        )
        self.push("turn_start")

    def clone(self) -> ParaBellumState:
        """An independent copy, several times faster than the generic deep copy (bots clone
        thousands of states a second): dice and grids are flat dicts, zones flat lists, and a
        completed legion's dict is never changed once recorded, so it is shared."""
        new: dict[str, Any] = {}
        for k, v in self.data.items():
            kind = FAST_COPY.get(k)
            if kind is None:
                new[k] = copy_data(v) if isinstance(v, (dict, list)) else v
            elif kind == 0:  # a scalar
                new[k] = v
            elif kind == 1:  # a flat list
                new[k] = v[:]
            elif kind == 2:  # a list of flat dicts
                new[k] = [dict(x) for x in v]
            elif kind == 3:  # a list of lists whose items are never changed
                new[k] = [x[:] for x in v]
            elif kind == 4:  # zones
                new[k] = {name: cards[:] for name, cards in v.items()}
            else:  # the stack: frames whose lists may grow, whose dicts never change
                new[k] = [
                    {fk: fv[:] if type(fv) is list else fv for fk, fv in frame.items()}
                    for frame in v
                ]
        twin = self.__class__(self.game, new, self.setup_args)
        twin.history = list(self.history)
        return twin

    # ----- small helpers ---------------------------------------------------------------------

    def who(self, seat: int) -> str:
        return player(seat)

    def hand(self, seat: int) -> list[str]:
        return self.zones[f"hand.{seat}"]

    def team(self, seat: int) -> int:
        return seat % 2 if self.data["players"] == 4 else seat

    def ally(self, seat: int) -> int | None:
        return (seat + 2) % 4 if self.data["players"] == 4 else None

    def opponents(self, seat: int) -> list[int]:
        n = self.data["players"]
        if n == 4:
            return [s for s in range(n) if s % 2 != seat % 2]
        return [s for s in range(n) if s != seat]

    def view(self, seat: int | None) -> dict[str, Any]:
        """The layer's view plus ``hand_kinds``: how many Army and Command cards each hand
        holds (public: the two kinds of card have different backs)."""
        out = super().view(seat)
        out["hand_kinds"] = [
            [
                sum(1 for c in self.zones[f"hand.{s}"] if c in EDGES),
                sum(1 for c in self.zones[f"hand.{s}"] if c not in EDGES),
            ]
            for s in range(self.data["players"])
        ]
        return out

    def can_see(self, seat: int | None, zone: str) -> bool:
        """Hands to their owner; the Army and Command decks to nobody; the rest to all."""
        if zone.startswith("hand."):
            return seat is not None and zone == f"hand.{seat}"
        return zone not in ("army_deck", "command_deck")

    def card_name(self, card: str) -> str:
        return self.game.card_name(card)

    # dice -------------------------------------------------------------------------------------

    def dice_of(self, seat: int, kind: str) -> list[dict[str, Any]]:
        colours = COLOURS_OF[kind]
        return [d for d in self.data["dice"] if d["seat"] == seat and d["colour"] in colours]

    def general_die(self, seat: int) -> dict[str, Any]:
        return self.data["dice"][seat]  # the General dice are created first, in seat order

    def die(self, die_id: str | None) -> dict[str, Any] | None:
        for d in self.data["dice"]:
            if d["id"] == die_id:
                return d
        return None

    def square_words(self, seat: int, square: str) -> str:
        """Where a square is, in the cards a player sees around it ("between the Red Column
        and the Blue Camp"), for log lines and action texts (square ids stay in the fields)."""
        if square == "general":
            return "on the starting card"
        kind, first_key, second_key = _SQUARE_KEYS[square]
        grid = self.data["grid"][seat]
        pair = (kind, grid.get(first_key), grid.get(second_key))
        words = _SQUARE_WORDS.get(pair)
        if words is None:
            _, first, second = pair
            if not first or not second:
                return "on the battlefield"
            tail = " below it" if kind == "red" else ""
            words = f"between the {self.card_name(first)} and the {self.card_name(second)}{tail}"
            _SQUARE_WORDS[pair] = words  # cards never leave a battlefield: the words stay true
        return words

    def cell_words(self, seat: int, r: int, c: int) -> str:
        """Where a cell is, by a card beside it ("right of the Red Column"), for log lines."""
        grid = self.data["grid"][seat]
        for dr, dc, where in ((0, -1, "right of"), (0, 1, "left of"), (-1, 0, "above")):
            other = grid.get(G.key(r + dr, c + dc))
            if other:
                return f"{where} the {self.card_name(other)}"
        other = grid.get(G.key(r + 1, c))
        return f"below the {self.card_name(other)}" if other else "on the battlefield"

    def die_text(self, d: dict[str, Any]) -> str:
        text = f"{DIE_KIND[d['colour']]} die {d['value']}"
        if d["square"] != "general":
            text += " " + self.square_words(d["seat"], d["square"])
        if d["token"]:
            text += f" {token_label(d['token'])}"
        return text

    def add_die(self, seat: int, colour: str, square: str, value: int) -> dict[str, Any]:
        d = self.data
        letter = "L" if colour == "black" else "C"
        die = {
            "id": f"die:{letter}{d['next_die']}",
            "seat": seat,
            "colour": colour,
            "value": value,
            "square": square,
            "token": None,
        }
        d["next_die"] += 1
        d["dice"].append(die)
        return die

    def change_die(self, die: dict[str, Any], delta: int) -> None:
        """Raise or lower a die: at most 6; a Legion or Commander die below 1 leaves with its
        token; the General die never goes below 1."""
        old = die["value"]
        value = min(6, old + delta)
        if die["colour"] == "blue":
            value = max(1, value)
        if value < 1:
            self.remove_die(die)
            return
        die["value"] = value
        if value != old:
            self.emit(
                "die",
                f"{player(die['seat'])}'s {DIE_KIND[die['colour']]} die goes from "
                f"{old} to {value}.",
                seat=die["seat"],
                card=die["id"],
                dst=die["square"],
                amount=value,
            )

    def remove_die(self, die: dict[str, Any]) -> None:
        self.data["dice"].remove(die)
        extra = f" with its {token_label(die['token'])} token" if die["token"] else ""
        self.emit(
            "die_removed",
            f"{player(die['seat'])}'s {DIE_KIND[die['colour']]} die "
            f"{self.square_words(die['seat'], die['square'])} leaves the battlefield{extra}.",
            seat=die["seat"],
            card=die["id"],
            src=die["square"],
        )

    def reroll(self, die: dict[str, Any]) -> None:
        self.mark_revealed()
        die["value"] = self.rng.die()
        self.emit(
            "reroll",
            f"{player(die['seat'])} rerolls the {DIE_KIND[die['colour']]} die "
            f"{self.square_words(die['seat'], die['square'])}: {die['value']}.",
            seat=die["seat"],
            card=die["id"],
            dst=die["square"],
            amount=die["value"],
        )

    def tokens(self, seat: int) -> list[str]:
        return [d["token"] for d in self.data["dice"] if d["seat"] == seat and d["token"]]

    def has_token(self, seat: int, kind: str) -> bool:
        for d in self.data["dice"]:
            if d["seat"] == seat and d["token"] == kind:
                return True
        return False

    def token_options(self, seat: int, kind: str = "either") -> list[tuple[str, dict[str, Any]]]:
        """(token type, die) pairs allowed by 7.3 step 4 and the limits of 4.4."""
        held = self.tokens(seat)
        per_kind = {"legion": 0, "commander": 0}
        for t in held:
            per_kind[TOKEN_KIND[t]] += 1
        free = {"black": [], "red": []}
        for d in self.data["dice"]:
            if d["seat"] == seat and d["token"] is None and d["colour"] != "blue":
                free[d["colour"]].append(d)
        out = []
        for t in TOKEN_TYPES:
            k = TOKEN_KIND[t]
            if kind not in ("either", k):
                continue
            if held.count(t) >= LIMITS["per_type"] or per_kind[k] >= LIMITS[k]:
                continue
            for d in free["black" if k == "legion" else "red"]:
                out.append((t, d))
        return out

    # coins, wards, cards ---------------------------------------------------------------------

    def gain_coins(self, seat: int, amount: int) -> None:
        self.data["coins"][seat] += amount
        self.emit(
            "coins",
            f"{player(seat)} gains {plural(amount, 'coin')}.",
            seat=seat,
            dst=f"coins.{seat}",
            amount=amount,
        )

    def gain_wards(self, seat: int, amount: int) -> None:
        wards = self.data["wards"]
        got = min(WARD_LIMIT, wards[seat] + amount) - wards[seat]
        wards[seat] += got
        self.emit(
            "ward",
            f"{player(seat)} gains {plural(got, 'Ward')} (holds {wards[seat]}).",
            seat=seat,
            amount=got,
        )

    def trigger_end(self, why: str) -> None:
        if self.data["end_triggered"] is None:
            self.data["end_triggered"] = why
            self.emit("end_trigger", f"{why} The game ends after this round.")

    def draw_army(self, seat: int) -> str | None:
        deck = self.zones["army_deck"]
        if not deck:
            self.emit("info", f"{player(seat)} cannot draw: the Army deck is empty.", seat=seat)
            self.trigger_end("The Army deck is empty.")
            return None
        card = deck[-1]
        self.draw_card(card, "army_deck", seat, player(seat), "an Army card")
        return card

    def next_command(self) -> str | None:
        """The top card of the Command deck, reshuffling the discard pile when it is empty."""
        deck = self.zones["command_deck"]
        if not deck:
            discard = self.zones["command_discard"]
            if not discard:
                return None
            self.zones["command_deck"], self.zones["command_discard"] = discard, []
            self.emit(
                "reshuffle",
                "The Command deck is empty: the discard pile is shuffled into a new Command deck.",
                src="command_discard",
                dst="command_deck",
            )
            self.shuffle("command_deck")
            deck = self.zones["command_deck"]
        return deck[-1]

    def draw_command(self, seat: int) -> str | None:
        card = self.next_command()
        if card is None:
            self.emit("info", f"{player(seat)} cannot draw: no Command card is left.", seat=seat)
            return None
        self.draw_card(card, "command_deck", seat, player(seat), "a Command card")
        return card

    def refill_row(self) -> None:
        row = self.zones["row"]
        while len(row) < SETUP["command_row"]:
            card = self.next_command()
            if card is None:
                return
            self.mark_revealed()
            self.move(
                card,
                "command_deck",
                "row",
                text=f"{self.card_name(card)} is turned face up in the Command row.",
            )

    def discard_card(self, seat: int, card: str, why: str = "") -> None:
        """9.2: Army cards to the bottom of the Army deck, Command cards face up on the pile."""
        name = self.card_name(card)
        suffix = f" ({why})" if why else ""
        if card in EDGES:
            self.move(
                card,
                f"hand.{seat}",
                "army_deck",
                top=False,
                text=f"{player(seat)} puts {name} at the bottom of the Army deck{suffix}.",
                secret_to=(seat,),
                public=f"{player(seat)} puts an Army card at the bottom of the Army deck{suffix}.",
            )
        else:
            self.move(
                card,
                f"hand.{seat}",
                "command_discard",
                text=f"{player(seat)} discards {name}{suffix}.",
            )

    # ----- the flow engine helpers -----------------------------------------------------------

    def ask(self, step: str, **fields: Any) -> None:
        """Push a decision that is checked when it comes up (see the module docstring)."""
        self.push("check", ask=step, **fields)

    def run_check(self, frame: Frame) -> None:
        step = frame.pop("ask")
        frame["step"] = step
        actions = getattr(self, "options_" + step)(frame)
        if not actions:
            self.pop()
            skipped = getattr(self, "skip_" + step, None)
            if skipped:
                skipped(frame)
        elif len(actions) == 1 and step in AUTO_SINGLE:
            self._handler("on_", step)(self, frame, actions[0])

    def decision_for(self, frame: Frame, prompt: str) -> Decision:
        return Decision(
            frame["seat"], prompt, tuple(getattr(self, "options_" + frame["step"])(frame))
        )

    # ----- turn and round (section 6) --------------------------------------------------------

    def run_turn_start(self, frame: Frame) -> None:
        self.pop()
        d = self.data
        d["turn"] += 1
        seat = d["active"]
        d["actions_left"] = SETUP["actions_per_turn"][str(d["players"])]
        d["actions_used"] = 0
        self.emit("turn", f"Round {d['round']}: {player(seat)}'s turn.", seat=seat)
        self.push("turn_end")
        self.push("draw_phase")
        self.push("action_phase")
        self.push("army_phase")

    def run_turn_end(self, frame: Frame) -> None:
        self.pop()
        d = self.data
        seat = d["active"]
        if d["turned"]:
            self.emit(
                "straighten", f"{player(seat)} straightens the cards used this turn.", seat=seat
            )
            d["turned"] = []
        d["actions_left"] = 0
        d["actions_used"] = 0
        n = d["players"]
        if seat == (d["first"] - 1) % n:  # the last player of the round
            if d["end_triggered"] is not None:
                self.end_game(d["end_triggered"])
                return
            if d["round"] >= ROUND_LIMIT:
                self.end_game(f"Round {ROUND_LIMIT} is over.")
                return
            d["round"] += 1
            if d["alliances"]:
                for alliance in d["alliances"]:
                    alliance["runner"] = False
            self.emit("round", f"Round {d['round']} begins.", amount=d["round"])
        d["active"] = (seat + 1) % n
        self.push("turn_start")

    def end_game(self, why: str) -> None:
        scores, winners, text = final_result(self.data)
        self.data["scores"] = scores
        self.finish(winners, f"{why} {text}")

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

    def take_from_row(self, seat: int, card: str) -> None:
        self.move(
            card,
            "row",
            f"hand.{seat}",
            text=f"{player(seat)} takes {self.card_name(card)} from the Command row.",
        )
        self.refill_row()

    # take_face_up (mandatory)
    def options_take_row(self, frame: Frame) -> list[Action]:
        seat = frame["seat"]
        return [take_action(card, seat) for card in self.zones["row"]]

    def decide_take_row(self, frame: Frame) -> Decision:
        return self.decision_for(frame, "Take a face-up Command card from the row.")

    def on_take_row(self, frame: Frame, action: Action) -> None:
        self.pop()
        assert action.source is not None
        self.take_from_row(frame["seat"], action.source)

    # 4. tokens
    def options_token(self, frame: Frame) -> list[Action]:
        return [
            Action(
                "token",
                f"token:{t}",
                die["id"],
                text=f"Put {a_token(t)} token under your {self.die_text(die)}",
            )
            for t, die in self.token_options(frame["seat"], frame["kind"])
        ]

    def decide_token(self, frame: Frame) -> Decision:
        what = {
            "either": "a Commander or Legion token",
            "commander": "a Commander token",
            "legion": "a Legion token",
        }[frame["kind"]]
        return self.decision_for(
            frame, f"Take {what} and put it under one of your matching dice without a token."
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

    def name_opponent(self, frame: Frame) -> bool:
        """Fill ``frame["opp"]``; True when a decision to name one was pushed instead."""
        candidates = self.opponents(frame["seat"])
        if len(candidates) == 1:
            frame["opp"] = candidates[0]
            return False
        self.push("name_opponent", seat=frame["seat"])
        return True

    def options_name_opponent(self, frame: Frame) -> list[Action]:
        return [
            Action("opponent", target=f"battlefield.{s}", option=str(s), text=f"Name {player(s)}")
            for s in self.opponents(frame["seat"])
        ]

    def decide_name_opponent(self, frame: Frame) -> Decision:
        under = self.data["stack"][-2]
        if under["step"] == "big_legion":
            what = "your big legion's Battle Reward and morale check"
        else:
            what = self.card_name(under.get("source") or "") or "this effect"
        return self.decision_for(frame, f"Name the opponent for {what}.")

    def on_name_opponent(self, frame: Frame, action: Action) -> None:
        self.pop()
        self.data["stack"][-1]["opp"] = int(action.option or 0)
        self.emit(
            "info",
            f"{player(frame['seat'])} names {player(int(action.option or 0))}.",
            seat=frame["seat"],
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
        )
        if passed:
            return
        if self.dice_of(seat, "legion"):
            self.ask("lose_die", seat=seat, die="legion", why="failed morale check")
        elif self.dice_of(seat, "commander"):
            self.ask("lose_die", seat=seat, die="commander", why="failed morale check")
        elif self.hand(seat):
            self.ask("discard", seat=seat, card="any", why="failed morale check")

    def options_lose_die(self, frame: Frame) -> list[Action]:
        return [
            Action("lose", die["id"], "supply", text=f"Remove your {self.die_text(die)}")
            for die in self.dice_of(frame["seat"], frame["die"])
        ]

    def decide_lose_die(self, frame: Frame) -> Decision:
        kind = {"legion": "Legion", "commander": "Commander", "any": ""}[frame["die"]]
        return self.decision_for(
            frame, f"Remove one of your {kind} dice ({frame['why']}).".replace("  ", " ")
        )

    def on_lose_die(self, frame: Frame, action: Action) -> None:
        self.pop()
        die = self.die(action.source)
        assert die is not None
        self.remove_die(die)

    # discards ---------------------------------------------------------------------------------

    def options_discard(self, frame: Frame) -> list[Action]:
        want = frame["card"]
        out = []
        for card in self.hand(frame["seat"]):
            army = card in EDGES
            if want == "army" and not army or want == "command" and army:
                continue
            out.append(discard_action(card))
        return out

    def decide_discard(self, frame: Frame) -> Decision:
        if frame["why"] == "hand limit":
            left = len(self.hand(frame["seat"])) - HAND_KEEP
            prompt = (
                f"Hand limit: discard down to {HAND_KEEP} cards ({left} more). Army cards "
                "go under the Army deck, Command cards face up on the discard pile."
            )
        else:
            prompt = f"Discard a card ({frame['why']})."
        return self.decision_for(frame, prompt)

    def on_discard(self, frame: Frame, action: Action) -> None:
        self.pop()
        assert action.source is not None
        self.discard_card(frame["seat"], action.source, frame["why"])

    # ----- Action phase (section 8) ----------------------------------------------------------

    def run_action_phase(self, frame: Frame) -> None:
        if self.data["actions_left"] > 0:
            self.push("action", seat=self.data["active"])
        else:
            self.pop()

    def decide_action(self, frame: Frame) -> Decision:
        left = self.data["actions_left"]
        return self.decision_for(
            frame, f"Action phase: {plural(left, 'action')} left. Take an action, or end your turn."
        )

    def permanents(self, seat: int) -> list[str]:
        """Cards ``seat`` may activate: Permanents in battlefield and play area, the Alliance
        card."""
        out = [c for c in self.zones[f"battlefield.{seat}"] if c in SPECIAL_UNITS]
        out.extend(self.zones[f"play.{seat}"])
        if self.data["alliances"]:
            out.extend(self.zones[f"alliance.{seat % 2}"])
        return out

    def payments(
        self, seat: int, card: str, holders: list[dict[str, Any]] | None = None
    ) -> list[Action]:
        """8.2: the ways to pay for ``card``'s ability (``holders``: the dice of ``seat`` on
        the matching token, when the caller already knows them)."""
        cost = COMMAND[card].get("cost")
        if cost is None:
            return []
        points, kind = cost["points"], cost["type"]
        name = self.game.names[card]
        if points == 0:
            return [Action("activate", None, card, None, f"Activate {name} (no cost)")]
        if holders is None:
            holders = [d for d in self.data["dice"] if d["token"] == kind and d["seat"] == seat]
        if not holders:
            return []
        coins = self.data["coins"][seat]
        out = []
        label = TOKEN_LABEL[kind]
        for die in holders:
            for k in range(1, min(points, die["value"]) + 1):
                paid = points - k
                if paid <= coins:
                    where = self.square_words(seat, die["square"])
                    text = f"Activate {name}: lower your {label} die {where} by {k}"
                    if paid:
                        text += f" and pay {plural(paid, 'coin')}"
                    out.append(Action("activate", die["id"], card, str(paid), text))
        if coins >= points:
            out.append(
                Action(
                    "activate",
                    "coin",
                    card,
                    str(points),
                    f"Activate {name}: pay {plural(points, 'coin')} "
                    f"(you have {a_token(kind)} token)",
                )
            )
        return out

    def options_action(self, frame: Frame) -> list[Action]:  # noqa: C901 - the hot path
        d = self.data
        seat = frame["seat"]
        left = d["actions_left"]
        hand = self.zones[f"hand.{seat}"]
        out: list[Action] = []
        append = out.append
        requisitions = []
        su_cells: list[tuple[int, int]] | None = None
        for card in hand:
            if card in EDGES:
                requisitions.append(REQUISITION[card])
                continue
            kind = KIND[card]
            if kind == "order":
                append(COMMAND_ACTION[card])
            elif kind == "special_unit":
                if su_cells is None:
                    su_cells = G.special_unit_cells(d["grid"][seat])
                for r, c in su_cells:
                    append(deploy_at(card, r, c))
            elif kind != "construct" or left >= 2:
                append(deploy_to_play(card, seat))
        if d["alliances"]:
            alliance = d["alliances"][seat % 2]
            if not alliance["runner"] and alliance["card"] not in d["turned"]:
                append(
                    Action(
                        "herold",
                        f"runner.{seat % 2}",
                        alliance["card"],
                        None,
                        f"Herold: place the Runner on {self.game.names[alliance['card']]}",
                    )
                )
        general = d["dice"][seat]

        def words(die: dict[str, Any]) -> str:
            return self.square_words(seat, die["square"])

        commanders = []
        legion: dict[str, dict[str, Any]] = {}
        by_token: dict[str, list[dict[str, Any]]] = {}
        for die in d["dice"]:
            if die["seat"] == seat:
                colour = die["colour"]
                if colour == "red":
                    commanders.append(die)
                elif colour == "black":
                    legion[die["square"]] = die
                token = die["token"]
                if token is not None:
                    if token in by_token:
                        by_token[token].append(die)
                    else:
                        by_token[token] = [die]
        if general["value"] >= 2:
            gid = general["id"]
            if self.zones["army_deck"]:
                append(MUSTER[seat])
            for die in commanders:
                append(die_action("empower", die, words(die), gid, die["id"], None, EMPOWER_TEXT))
        turned = d["turned"]
        for card in self.permanents(seat):
            if card not in turned:
                cost = COMMAND[card]["cost"]
                if cost is not None:
                    out.extend(self.payments(seat, card, by_token.get(cost["type"], [])))
        if commanders:
            for die in commanders:
                append(
                    die_action(
                        "consult", die, words(die), die["id"], "command_deck", None, CONSULT_TEXT
                    )
                )
            if d["coins"][seat] >= 1:
                append(CONSULT_COIN)
            if legion:
                diagonal = G.DIAGONAL
                for die in commanders:
                    above = [legion[sq] for sq in diagonal[die["square"]] if sq in legion]
                    for target in above:
                        append(
                            die_action(
                                "motivate",
                                die,
                                words(die),
                                die["id"],
                                target["id"],
                                None,
                                MOTIVATE_TEXT
                                + "the Legion die "
                                + self.square_words(seat, target["square"]),
                            )
                        )
                    if len(above) == 2:
                        append(
                            die_action(
                                "motivate",
                                die,
                                words(die),
                                die["id"],
                                above[0]["id"],
                                "both",
                                MOTIVATE_TEXT + "both Legion dice above it",
                            )
                        )
        out.extend(requisitions)
        append(PASS)
        append(END)
        return out

    def on_action(self, frame: Frame, action: Action) -> None:
        self.pop()
        d = self.data
        seat = frame["seat"]
        kind = action.kind
        if kind == "end":
            left = d["actions_left"]
            d["actions_left"] = 0
            self.emit(
                "info",
                f"{player(seat)} ends the Action phase"
                + (f" ({plural(left, 'action')} unused)." if left else "."),
                seat=seat,
            )
            return
        cost = 1
        if kind == "deploy" and KIND[action.source or ""] == "construct":
            cost = 2
        d["actions_left"] -= cost
        d["actions_used"] += cost
        getattr(self, "act_" + kind)(seat, action)

    def act_pass(self, seat: int, action: Action) -> None:
        self.emit("info", f"{player(seat)} passes.", seat=seat)

    def act_command(self, seat: int, action: Action) -> None:
        card = action.source
        assert card is not None
        self.move(
            card, f"hand.{seat}", "pending", text=f"{player(seat)} plays {self.card_name(card)}."
        )
        self.push("order_done", card=card)
        self.push("effect", seat=seat, steps=list(COMMAND[card]["effect"]), opp=None, source=card)

    def run_order_done(self, frame: Frame) -> None:
        self.pop()
        card = frame["card"]
        self.move(
            card,
            "pending",
            "command_discard",
            text=f"{self.card_name(card)} goes face up on the Command discard pile.",
        )

    def act_deploy(self, seat: int, action: Action) -> None:
        card = action.source
        assert card is not None
        name = self.card_name(card)
        cell = G.parse_cell(action.target)
        if KIND[card] == "special_unit":
            assert cell is not None
            r, c = cell
            self.data["grid"][seat][G.KEYS[cell]] = card
            self.zones[f"hand.{seat}"].remove(card)
            self.zones[f"battlefield.{seat}"].append(card)
            self.emit(
                "place",
                f"{player(seat)} deploys {name} {self.cell_words(seat, r, c)}.",
                seat=seat,
                card=card,
                src=f"hand.{seat}",
                dst=f"cell:{r},{c}",
            )
        else:
            self.move(
                card,
                f"hand.{seat}",
                f"play.{seat}",
                text=f"{player(seat)} deploys {name} to the play area.",
            )

    def act_herold(self, seat: int, action: Action) -> None:
        alliance = self.data["alliances"][seat % 2]
        alliance["runner"] = True
        card = alliance["card"]
        self.data["turned"].append(card)  # using the card: no Activate of it this turn
        self.emit(
            "herold",
            f"{player(seat)} places the Runner on {self.card_name(card)}: "
            f"{COMMAND[card]['herold_text']}",
            seat=seat,
            card=card,
        )
        self.push(
            "effect", seat=seat, steps=list(COMMAND[card]["herold_effect"]), opp=None, source=card
        )

    def act_muster(self, seat: int, action: Action) -> None:
        self.change_die(self.general_die(seat), -1)
        self.draw_army(seat)

    def act_empower(self, seat: int, action: Action) -> None:
        self.change_die(self.general_die(seat), -1)
        die = self.die(action.target)
        assert die is not None
        self.change_die(die, 2)

    def act_activate(self, seat: int, action: Action) -> None:
        card = action.target
        assert card is not None
        paid = int(action.option or 0)
        die = self.die(action.source)
        text = f"{player(seat)} activates {self.card_name(card)}"
        if die is not None:
            points = COMMAND[card]["cost"]["points"] - paid
            text += f", lowering the die {self.square_words(seat, die['square'])} by {points}"
        if paid:
            text += (" and" if die is not None else ",") + f" paying {plural(paid, 'coin')}"
        self.emit("activate", text + ".", seat=seat, card=card)
        if paid:
            self.data["coins"][seat] -= paid
        if die is not None:
            self.change_die(die, -(COMMAND[card]["cost"]["points"] - paid))
        self.data["turned"].append(card)
        self.push("effect", seat=seat, steps=list(COMMAND[card]["effect"]), opp=None, source=card)

    def act_consult(self, seat: int, action: Action) -> None:
        if action.source == "coin":
            self.data["coins"][seat] -= 1
            self.emit(
                "coins",
                f"{player(seat)} pays 1 coin to Consult.",
                seat=seat,
                src=f"coins.{seat}",
                amount=-1,
            )
        else:
            die = self.die(action.source)
            assert die is not None
            self.change_die(die, -1)
        self.draw_command(seat)

    def act_motivate(self, seat: int, action: Action) -> None:
        die = self.die(action.source)
        assert die is not None
        targets = [self.die(action.target)]
        if action.option == "both":
            left_sq, right_sq = G.diagonal_above(die["square"])
            targets = [self.die_on(seat, left_sq), self.die_on(seat, right_sq)]
        self.emit("info", f"{player(seat)} holds a speech.", seat=seat)
        self.change_die(die, -1)
        for target in targets:
            assert target is not None
            self.reroll(target)

    def die_on(self, seat: int, square: str) -> dict[str, Any] | None:
        for d in self.data["dice"]:
            if d["seat"] == seat and d["square"] == square:
                return d
        return None

    def act_requisition(self, seat: int, action: Action) -> None:
        assert action.source is not None
        self.discard_card(seat, action.source, "Requisition")
        self.gain_coins(seat, 1)

    # ----- effects (Appendix A) --------------------------------------------------------------

    def run_effect(self, frame: Frame) -> None:
        steps = frame["steps"]
        if not steps:
            self.pop()
            return
        step = steps[0]
        if frame["opp"] is None and needs_opponent(step) and self.name_opponent(frame):
            return
        steps.pop(0)
        OPS[step["op"]](self, frame, step)

    def options_raise_die(self, frame: Frame) -> list[Action]:
        amount = frame["amount"]
        return [
            Action(
                "raise",
                target=die["id"],
                option=str(amount),
                text=f"Raise your {self.die_text(die)} by {amount}",
            )
            for die in self.dice_of(frame["seat"], frame["die"])
        ]

    def decide_raise_die(self, frame: Frame) -> Decision:
        return self.decision_for(frame, f"Choose one of your dice to raise by {frame['amount']}.")

    def on_raise_die(self, frame: Frame, action: Action) -> None:
        self.pop()
        die = self.die(action.target)
        assert die is not None
        self.change_die(die, frame["amount"])

    def options_lower_die(self, frame: Frame) -> list[Action]:
        amount = frame["amount"]
        opp = frame["opp"]
        return [
            Action(
                "lower",
                target=die["id"],
                option=str(amount),
                text=f"Lower {player(opp)}'s {self.die_text(die)} by {amount}",
            )
            for die in self.dice_of(opp, frame["die"])
        ]

    def decide_lower_die(self, frame: Frame) -> Decision:
        return self.decision_for(
            frame, f"Choose a die of {player(frame['opp'])} to lower by {frame['amount']}."
        )

    def on_lower_die(self, frame: Frame, action: Action) -> None:
        self.pop()
        die = self.die(action.target)
        assert die is not None
        self.change_die(die, -frame["amount"])

    def options_reroll(self, frame: Frame) -> list[Action]:
        chosen = frame["chosen"]
        out = [
            Action("pick", target=die["id"], text=f"Reroll your {self.die_text(die)}")
            for die in self.dice_of(frame["seat"], frame["die"])
            if die["id"] not in chosen
        ]
        if not out and not chosen:
            return []
        n = len(chosen)
        out.append(
            Action("roll", text=f"Roll the {plural(n, 'chosen die')}" if n else "Reroll nothing")
        )
        return out

    def decide_reroll(self, frame: Frame) -> Decision:
        left = frame["count"] - len(frame["chosen"])
        return self.decision_for(
            frame,
            f"Choose up to {plural(left, 'more die')} to reroll, then roll.".replace(
                "dies", "dice"
            ),
        )

    def on_reroll(self, frame: Frame, action: Action) -> None:
        if action.kind == "pick":
            frame["chosen"].append(action.target)
            if len(frame["chosen"]) < frame["count"]:
                return
        self.pop()
        for die_id in frame["chosen"]:
            die = self.die(die_id)
            if die is not None:
                self.reroll(die)

    # ----- Draw phase (section 9) ------------------------------------------------------------

    def run_draw_phase(self, frame: Frame) -> None:
        self.pop()
        seat = self.data["active"]
        self.draw_army(seat)
        extra = len(self.hand(seat)) - HAND_KEEP
        if len(self.hand(seat)) >= HAND_TRIGGER:
            for _ in range(extra):
                self.ask("discard", seat=seat, card="any", why="hand limit")

    # ----- reasons in words ------------------------------------------------------------------

    def why_illegal(self, action: Action) -> str | None:  # noqa: C901 - one branch per action
        decision = self.decision
        if decision is None:
            return "The game is over."
        if not isinstance(action, Action):
            return None
        frame = self.data["stack"][-1]
        step = frame["step"]
        seat = decision.seat
        kind = action.kind
        if step == "place" and not frame["optional"] and kind in ("skip", "pass", "end"):
            return (
                "You must place an Army card where you can: at least one of your Army "
                "cards fits your battlefield."
            )
        if kind == "place":
            return self._why_place(step, seat, action)
        if step != "action":
            return None
        d = self.data
        card = action.source
        if kind in ("command", "deploy", "requisition"):
            if card not in self.hand(seat):
                return "That card is not in your hand."
            if kind == "requisition" and card not in EDGES:
                return "Requisition discards an Army card from your hand, not a Command card."
            if kind != "requisition" and card in EDGES:
                return "Army cards are placed in the Army phase; they cannot be played now."
            if kind == "command" and KIND[card] != "order":
                return "Only Orders are played with the Command action; Permanents are deployed."
            if kind == "deploy":
                k = KIND[card]
                if k == "order":
                    return "Orders are played with the Command action, not deployed."
                if k == "construct" and d["actions_left"] < 2:
                    return "Deploying a Construct costs 2 actions; you have only 1 left."
                if k == "special_unit":
                    cell = G.parse_cell(action.target)
                    if cell is None:
                        return "A Special Unit goes to a cell of your battlefield."
                    return G.special_unit_problem(d["grid"][seat], *cell)
                if action.target != f"play.{seat}":
                    return "Constructs, Characters and Assets go to your play area."
            return None
        if kind in ("muster", "empower"):
            if self.general_die(seat)["value"] < 2:
                return "Your General die shows 1 and may never go lower."
            if kind == "muster" and not self.zones["army_deck"]:
                return "The Army deck is empty: there is nothing to Muster."
            if kind == "empower" and not self.dice_of(seat, "commander"):
                return "Empower raises a Commander die, and you have none."
            return None
        if kind == "activate":
            return self._why_activate(seat, action)
        if kind == "consult":
            if not self.dice_of(seat, "commander"):
                return "You need a Commander die to Consult (even when paying with a coin)."
            if action.source == "coin" and d["coins"][seat] < 1:
                return "You have no coin to pay with."
            return None
        if kind == "motivate":
            if action.source == "coin":
                return "Coins cannot be used to Motivate: lower one of your Commander dice."
            die = self.die(action.source)
            if die is None or die["seat"] != seat or die["colour"] != "red":
                return "Motivate is paid by lowering one of your Commander dice."
            return (
                "No Legion die of yours lies diagonally above that Commander die (or that "
                "is not one of them)."
            )
        if kind == "herold":
            if not d["alliances"]:
                return "Herold is an action of the 4-player game only."
            if d["alliances"][seat % 2]["runner"]:
                return "Your alliance's Runner is already on the Alliance card this round."
            if d["alliances"][seat % 2]["card"] in d["turned"]:
                return (
                    "Each permanent card may only be used once per turn: your Alliance card "
                    "was activated this turn."
                )
        return None

    def _why_place(self, step: str, seat: int, action: Action) -> str | None:
        if step != "place":
            return "You can place an Army card only in your Army phase (or with Forced March)."
        card = action.source
        if card not in self.hand(seat):
            return "That card is not in your hand."
        edges = EDGES.get(card or "")
        if edges is None:
            return (
                "Only Army cards are placed in the Army phase; Special Units are deployed "
                "with the Deploy action."
            )
        cell = G.parse_cell(action.target)
        if cell is None:
            return "Drop the card on a cell of your battlefield."
        return G.placement_problem(self.data["grid"][seat], edges, *cell)

    def _why_activate(self, seat: int, action: Action) -> str | None:
        card = action.target or ""
        if card not in COMMAND or card not in self.permanents(seat):
            return "You can activate only a Permanent card in your battlefield or play area."
        if card in self.data["turned"]:
            return "Each permanent card may only be used once per turn, and this one is turned."
        cost = COMMAND[card].get("cost")
        if cost is None:
            return f"{self.card_name(card)} has no ability and cannot be activated."
        kind = cost["type"]
        if cost["points"] and not self.has_token(seat, kind):
            return (
                f"You need a die on {a_token(kind)} token to use this ability (coins "
                "too need the token in your battlefield)."
            )
        die = self.die(action.source)
        if action.source not in (None, "coin") and (die is None or die["token"] != kind):
            return f"You can only pay with a die on {a_token(kind)} token."
        return "You cannot pay that: not enough points on the die or not enough coins."
