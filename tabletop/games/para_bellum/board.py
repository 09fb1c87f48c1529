"""The state's helpers every part of the flow uses: seats, dice and tokens, coins and Wards,
drawing and discarding cards, the words for squares and cells, and pushing decisions.

``Board`` is the base of the mixins that make up ``ParaBellumState`` (rules.py). Its helpers
make one small change each (a die raised, a card drawn, a decision pushed with ``ask``); the
steps of the flow that use them live in the phase modules.
"""

from __future__ import annotations

from typing import Any

from tabletop.games.para_bellum import grid as G
from tabletop.games.para_bellum.actions import player, token_label
from tabletop.games.para_bellum.data import (
    EDGES,
    LIMITS,
    SETUP,
    TOKEN_KIND,
    TOKEN_TYPES,
)
from tabletop.games.para_bellum.effects import WARD_LIMIT
from tabletop.rules import Action, Decision, State
from tabletop.rules.steps import plural

_SQUARE_WORDS: dict[tuple[str, str | None, str | None], str] = {}
# Square id -> (colour, the key of the cell named first, the other cell's key): the left and
# right cards of a black square, the upper and lower cards of a red one.
_SQUARE_KEYS: dict[str, tuple[str, str, str]] = {
    **{G.black_id(r, c): ("black", G.key(r, c), G.key(r, c + 1)) for r, c in G.CELLS},
    **{G.red_id(r, c): ("red", G.key(r + 1, c), G.key(r, c)) for r, c in G.CELLS},
}

Frame = dict[str, Any]

HAND_KEEP = SETUP["hand_limit_keep"]
DIE_KIND = {"black": "Legion", "red": "Commander", "blue": "General"}
COLOURS_OF = {"legion": ("black",), "commander": ("red",), "any": ("black", "red")}
HAND_ZONES = tuple(f"hand.{seat}" for seat in range(4))  # by seat (4 players at most)


class Board(State):
    """The helpers of a Para Bellum state (the base of the mixins of ``ParaBellumState``)."""

    # ----- small helpers ---------------------------------------------------------------------

    def who(self, seat: int) -> str:
        return player(seat)

    def hand(self, seat: int) -> list[str]:
        return self.zones[f"hand.{seat}"]

    def hand_kinds(self) -> list[list[int]]:
        """How many Army and Command cards each hand holds (public: the two kinds of card
        have different backs)."""
        zones = self.zones
        out = []
        for name in HAND_ZONES[: self.data["players"]]:
            hand = zones[name]
            army = len([c for c in hand if c in EDGES])
            out.append([army, len(hand) - army])
        return out

    def team(self, seat: int) -> int:
        return seat % 2 if self.data["players"] == 4 else seat

    def ally(self, seat: int) -> int | None:
        return (seat + 2) % 4 if self.data["players"] == 4 else None

    def opponents(self, seat: int) -> list[int]:
        n = self.data["players"]
        if n == 4:
            return [s for s in range(n) if s % 2 != seat % 2]
        return [s for s in range(n) if s != seat]

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

    def die_on(self, seat: int, square: str) -> dict[str, Any] | None:
        for d in self.data["dice"]:
            if d["seat"] == seat and d["square"] == square:
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
                details={"die": dict(die)},
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
            details={"die": dict(die)},
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
            details=self.data_after("coins"),
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
            details=self.data_after("wards"),
        )

    def trigger_end(self, why: str) -> None:
        if self.data["end_triggered"] is None:
            self.data["end_triggered"] = why
            self.emit(
                "end_trigger",
                f"{why} The game ends after this round.",
                details=self.data_after("end_triggered"),
            )

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
        refilled = self.refill_deck(
            "command_deck",
            "command_discard",
            "The Command deck is empty: the discard pile is shuffled into a new Command deck.",
        )
        return self.zones["command_deck"][-1] if refilled else None

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

    def take_from_row(self, seat: int, card: str) -> None:
        self.move(
            card,
            "row",
            f"hand.{seat}",
            text=f"{player(seat)} takes {self.card_name(card)} from the Command row.",
        )
        self.refill_row()

    # ----- decisions --------------------------------------------------------------------------

    def ask(self, step: str, **fields: Any) -> None:
        """Push a decision that is checked when it comes up (see rules.py's docstring)."""
        self.push("check", ask=step, **fields)

    _checked: tuple[Frame, list[Action]] | None = None  # options run_check just found

    def decision_for(self, frame: Frame, prompt: str) -> Decision:
        checked = self._checked
        if checked is not None and checked[0] is frame:
            actions = checked[1]
        else:
            actions = getattr(self, "options_" + frame["step"])(frame)
        return Decision(frame["seat"], prompt, tuple(actions))
