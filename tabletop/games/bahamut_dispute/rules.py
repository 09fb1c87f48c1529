"""Bahamut Dispute: the whole game, as a flow of steps over the shared rules layer.

The turn, read from the bottom of the stack up: ``monsters`` (start-of-turn damage), ``draw``,
``play_phase`` (play up to 2 cards or end the turn), ``turn_end`` (discard to 5). Playing a card
puts it in ``pending`` and pushes ``resolve`` with a ``cancel_window`` for the opponent on top;
a cancelled card may get a ``reactivate_window``. Rulings the rulebook leaves open are in
docs/rules/bahamut-dispute.md and marked in the code with "Our completion".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.rules import Action, Decision, State
from tabletop.rules.steps import plural

BALEFUL = "baleful-bahamut"
BABY = "baby-bahamut"
GOBLIN = "grouchy-goblin"
HAND_LIMIT = 5
START_LIFE = 4
START_NOPE = 2
SUPPLY_NOPE = 2
CANCEL_COST = 1
REACTIVATE_COST = 2
START_DAMAGE = {BALEFUL: 4, BABY: 1}

# What each "choose" purpose picks from, where the card goes, and the prompt.
CHOICES: dict[str, tuple[str, str]] = {
    "pawn-begone": ("discard", "Choose a monster in play to discard."),
    "spiritual-ritual": ("field", "Choose a monster from your hand to play into your field."),
    "archival-revival": (
        "field",
        "Choose a monster from the discard pile to play into your field.",
    ),
    "spectacles-of-miracles": ("hand", "Choose any card from the deck to add to your hand."),
    "plume-of-doom": ("hand", "Choose any card from the discard pile to add to your hand."),
    "fierce-pierce": ("discard", "Choose a card from your opponent's hand to discard."),
}


END_TURN = Action("end", text="End the turn")
_PLAY_ACTIONS: dict[tuple[str, int, str], Action] = {}  # see BahamutState.play_action


def player(seat: int) -> str:
    return f"Player {seat + 1}"


def place(zone: str) -> str:
    """A zone in words: ``hand.1`` -> "Player 2's hand"."""
    kind, _, owner = zone.partition(".")
    if owner:
        return f"{player(int(owner))}'s {kind}"
    return {"discard": "the discard pile", "pending": "the table"}.get(kind, f"the {kind}")


class BahamutState(State):
    """The state of one game of Bahamut Dispute (two seats: 0 and 1)."""

    # ----- setup -----------------------------------------------------------------------------

    def initial_data(self, options: dict[str, Any]) -> None:
        d = self.data
        deck = list(self.game.cards)
        self.rng.shuffle(deck)
        d["zones"] = {
            "deck": deck,
            "discard": [],
            "pending": [],
            "hand.0": [],
            "hand.1": [],
            "field.0": [],
            "field.1": [],
        }
        for _ in range(HAND_LIMIT):
            for seat in (0, 1):
                self.zones[f"hand.{seat}"].append(deck.pop())
        first, limit = options["first_player"], options["turn_limit"]
        # Exact types: a save's options come from a file, and 0.0 or True must not pass as a seat.
        if first is not None and (type(first) is not int or first not in (0, 1)):
            raise ValueError("first_player must be 0 or 1.")
        if type(limit) is not int or limit < 1:
            raise ValueError("turn_limit must be a whole number of at least 1.")
        d.update(
            life=[START_LIFE] * 2,
            nope=[START_NOPE] * 2,
            supply={"life": 0, "nope": SUPPLY_NOPE},
            turn=0,
            active=0,
            plays_left=0,
            turn_limit=limit,
        )
        if first is None:
            # Our completion: a coin toss replaces rock-paper-scissors; its winner decides.
            winner = self.rng.below(2)
            self.push("choose_first", seat=winner)
        else:
            d["active"] = 1 - first  # start_turn passes the turn on to `first`
            self.push("start_turn")

    # ----- small helpers ---------------------------------------------------------------------

    def hand(self, seat: int) -> list[str]:
        return self.zones[f"hand.{seat}"]

    def field(self, seat: int) -> list[str]:
        return self.zones[f"field.{seat}"]

    def type_of(self, card: str) -> str:
        return self.game.cards[card]["type"]

    def monsters_in_play(self) -> list[str]:
        return self.field(0) + self.field(1)

    def damage(self, target: int, amount: int, *, reflectable: bool = True) -> None:
        """Deal damage: one life token per point goes back to the supply.

        Grouchy Goblin reflects damage dealt to its owner onto the opponent once; reflected
        damage is not reflected again (Our completion), and Baleful Bahamut is never reflected.
        """
        if reflectable and GOBLIN in self.field(target):
            self.emit(
                "reflect",
                f"Grouchy Goblin reflects {amount} damage back at {player(1 - target)}.",
                seat=target,
                card=GOBLIN,
                amount=amount,
            )
            target = 1 - target
        lost = min(amount, self.data["life"][target])
        self.data["life"][target] -= lost
        self.data["supply"]["life"] += lost
        self.emit(
            "damage",
            f"{player(target)} takes {amount} damage and has "
            f"{self.data['life'][target]} life left.",
            seat=target,
            amount=amount,
            details=self.data_after("life", "supply"),
        )
        if self.data["life"][target] == 0:
            self.finish(
                [1 - target], f"{player(target)} has no life left: {player(1 - target)} wins!"
            )

    # ----- the turn --------------------------------------------------------------------------

    def decide_choose_first(self, frame: dict) -> Decision:
        seat = frame["seat"]
        return Decision(
            seat,
            f"{player(seat)} won the coin toss. Who plays first?",
            (
                Action("first", option=str(seat), text="I play first"),
                Action("first", option=str(1 - seat), text="My opponent plays first"),
            ),
        )

    def on_choose_first(self, frame: dict, action: Action) -> None:
        self.pop()
        first = int(action.option or 0)
        self.emit(
            "info",
            f"{player(frame['seat'])} won the coin toss; {player(first)} plays first.",
            seat=first,
        )
        self.data["active"] = 1 - first
        self.push("start_turn")

    def run_start_turn(self, frame: dict) -> None:
        self.pop()
        d = self.data
        d["turn"] += 1
        if d["turn"] > d["turn_limit"]:
            self.finish([], f"After {d['turn_limit']} turns the game is called a draw.")
            return
        d["active"] = seat = 1 - d["active"]
        first_turn = d["turn"] == 1
        d["plays_left"] = 1 if first_turn else 2
        self.emit(
            "turn",
            f"Turn {d['turn']}: {player(seat)} plays.",
            seat=seat,
            details=self.data_after("turn", "active", "plays_left"),
        )
        self.push("turn_end")
        self.push("play_phase")
        if not first_turn:  # "During the very first turn of the game, no cards can be drawn"
            self.push("draw")
        self.push("monsters")

    def run_monsters(self, frame: dict) -> None:
        self.pop()
        seat = self.data["active"]
        for card in list(self.field(seat)):
            amount = START_DAMAGE.get(card)
            if amount and not self.is_over:
                self.emit(
                    "attack",
                    f"{self.card_name(card)} attacks {player(1 - seat)}.",
                    seat=seat,
                    card=card,
                    amount=amount,
                )
                self.damage(1 - seat, amount, reflectable=card != BALEFUL)

    def run_draw(self, frame: dict) -> None:
        self.pop()
        self.draw(self.data["active"])

    def playable(self, card: str) -> bool:
        return card != BALEFUL  # "This card can only be played via a spell card."

    def decide_play_phase(self, frame: dict) -> Decision:
        seat = self.data["active"]
        left = self.data["plays_left"]
        actions = []
        if left > 0:
            hand = self.hand(seat)
            actions = [self.play_action(card, seat) for card in hand if self.playable(card)]
        actions.append(END_TURN)
        prompt = (
            f"Play a card ({left} left to play this turn) or end your turn."
            if left
            else "You cannot play more cards this turn: end your turn."
        )
        return Decision(seat, prompt, tuple(actions))

    def play_action(self, card: str, seat: int) -> Action:
        """The action playing ``card``: "Play Spiritual Ritual", with what will happen when it
        is not what the card says (the rules allow playing it anyway): "(no monster in hand: no
        effect)". Kept by card, seat and note: the same few come back in every play phase."""
        note = self.play_note(card, seat)
        key = (card, seat, note)
        action = _PLAY_ACTIONS.get(key)
        if action is None:
            text = f"Play {self.card_name(card)}" + (f" ({note})" if note else "")
            action = _PLAY_ACTIONS[key] = Action("play", card, f"field.{seat}", text=text)
        return action

    def play_note(self, card: str, seat: int) -> str:
        """Why ``card`` would do nothing now, or less than it says; "" when it does what it
        says. Only what the player may see is used: their hand, the fields, the discard pile,
        how many cards the deck and the opponent's hand hold."""
        check = _EMPTY_CHECKS.get(card)  # only this card's check: the hot path of every hand
        if check is not None:
            empty = check(self, card, seat)
            if empty:
                return f"{empty}: no effect"
        if card in ("alabaster-caster", "obsidian-comedian") and self.first_turn():
            left = min(2, len(self.hand(seat)) - 1)  # the hand once this card is played
            discard = f"you still discard {plural(left, 'card')}" if left else "nothing to discard"
            extra = " and no extra play" if card == "obsidian-comedian" else ""
            return f"no card is drawn{extra} on the very first turn; {discard}"
        return ""

    def on_play_phase(self, frame: dict, action: Action) -> None:
        seat = self.data["active"]
        if action.kind == "end":
            self.pop()
            self.emit("info", f"{player(seat)} ends the turn.", seat=seat)
            return
        card = action.source
        assert card is not None
        # Our completion: a card counts toward the limit when played, even if it is cancelled.
        self.data["plays_left"] -= 1
        self.move(
            card, f"hand.{seat}", "pending", text=f"{player(seat)} plays {self.card_name(card)}."
        )
        self.offer_play(card, seat)

    def offer_play(self, card: str, seat: int, under: int = 0) -> None:
        """``card`` (on the table) is played: it resolves after the opponent's chance to cancel
        it. ``under`` frames stay on top of it (what must happen first)."""
        frames = [{"step": "resolve", "card": card, "seat": seat, "cancelled": False}]
        if self.data["nope"][1 - seat] >= CANCEL_COST:
            frames.append({"step": "cancel_window", "card": card, "seat": 1 - seat})
        stack = self.data["stack"]
        stack[len(stack) - under : len(stack) - under] = frames

    def why_illegal(self, action: Action) -> str | None:
        decision = self.decision
        if decision is None:
            return "The game is over."
        if action.kind != "play" or action.source is None:
            return None
        card = action.source
        if card not in self.game.cards:
            return f"There is no card {card!r} in {self.game.title}."
        frame = self.data["stack"][-1]
        name = self.card_name(card)
        if frame["step"] != "play_phase":
            return f"You cannot play a card now: {decision.prompt}"
        seat = self.data["active"]
        if card not in self.hand(seat):
            return f"{name} is not in the hand of the player whose turn it is."
        if card == BALEFUL:
            return "Baleful Bahamut can only be played via a spell card."
        if self.data["plays_left"] <= 0:
            if self.data["turn"] == 1:
                return "On the very first turn of the game only 1 card can be played."
            return "You have played all the cards you may play this turn."
        if action.target != f"field.{seat}":
            return "Drop the card on your own field to play it."
        return None

    # ----- Necro-nope-nicon ------------------------------------------------------------------

    def decide_cancel_window(self, frame: dict) -> Decision:
        card, seat = frame["card"], frame["seat"]
        name = self.card_name(card)
        return Decision(
            seat,
            f"{player(1 - seat)} plays {name}. Spend a Necro-nope-nicon token to cancel it?",
            (
                Action("cancel", card, "discard", text=f"Cancel {name} (1 token)"),
                Action("allow", card, text=f"Let {name} resolve"),
            ),
        )

    def on_cancel_window(self, frame: dict, action: Action) -> None:
        self.pop()
        if action.kind == "allow":
            return
        seat = frame["seat"]
        self.spend_nope(seat, CANCEL_COST)
        resolve = self.data["stack"][-1]
        resolve["cancelled"] = True
        owner = resolve["seat"]
        self.emit(
            "cancel",
            f"{player(seat)} cancels {self.card_name(frame['card'])} with a Necro-nope-nicon.",
            seat=seat,
            card=frame["card"],
            details=self.data_after("nope", "supply"),
        )
        if self.data["nope"][owner] >= REACTIVATE_COST:
            self.push("reactivate_window", card=frame["card"], seat=owner)

    def decide_reactivate_window(self, frame: dict) -> Decision:
        card, seat = frame["card"], frame["seat"]
        name = self.card_name(card)
        return Decision(
            seat,
            f"{name} was cancelled. Spend 2 Necro-nope-nicon tokens to "
            "reactivate it? (A reactivation cannot be cancelled.)",
            (
                Action("reactivate", card, f"field.{seat}", text=f"Reactivate {name} (2 tokens)"),
                Action("accept", card, "discard", text=f"Let {name} be discarded"),
            ),
        )

    def on_reactivate_window(self, frame: dict, action: Action) -> None:
        self.pop()
        if action.kind == "reactivate":
            self.spend_nope(frame["seat"], REACTIVATE_COST)
            self.data["stack"][-1]["cancelled"] = False
            self.emit(
                "reactivate",
                f"{player(frame['seat'])} reactivates {self.card_name(frame['card'])}.",
                seat=frame["seat"],
                card=frame["card"],
                details=self.data_after("nope", "supply"),
            )

    def spend_nope(self, seat: int, count: int) -> None:
        self.data["nope"][seat] -= count
        self.data["supply"]["nope"] += count

    # ----- resolving cards -------------------------------------------------------------------

    def run_resolve(self, frame: dict) -> None:
        self.pop()
        card, seat = frame["card"], frame["seat"]
        if frame["cancelled"]:
            self.move(
                card,
                "pending",
                "discard",
                text=f"{self.card_name(card)} is discarded without effect.",
            )
            return
        if self.type_of(card) == "monster":
            self.move(
                card,
                "pending",
                f"field.{seat}",
                text=f"{self.card_name(card)} enters {player(seat)}'s field.",
            )
            return
        self.push("to_discard", card=card)
        getattr(self, "effect_" + card.replace("-", "_"))(seat)

    def run_to_discard(self, frame: dict) -> None:
        self.pop()
        self.move(
            frame["card"],
            "pending",
            "discard",
            text=f"{self.card_name(frame['card'])} goes to the discard pile.",
        )

    def no_effect(self, card: str, why: str) -> None:
        self.emit("info", f"{self.card_name(card)} has no effect: {why}", card=card)

    def choose(self, seat: int, purpose: str) -> None:
        """Ask ``seat`` to pick a card for ``purpose``, or report that there is nothing to pick."""
        if self.choice_cards(seat, purpose):
            if purpose in ("spectacles-of-miracles", "fierce-pierce"):
                self.mark_revealed()  # the choice shows a hidden zone: no undo past it
            self.push("choose", seat=seat, purpose=purpose)
        else:
            self.no_effect(purpose, "there is no card to choose.")

    def choice_cards(self, seat: int, purpose: str) -> list[str]:
        """The cards ``purpose`` may pick, sorted so that no hidden order leaks."""
        if purpose == "pawn-begone":
            cards = self.monsters_in_play()
        elif purpose == "spiritual-ritual":
            cards = [c for c in self.hand(seat) if self.type_of(c) == "monster"]
        elif purpose == "archival-revival":
            cards = [c for c in self.zones["discard"] if self.type_of(c) == "monster"]
        elif purpose == "spectacles-of-miracles":
            cards = self.zones["deck"]
        elif purpose == "plume-of-doom":
            cards = self.zones["discard"]
        else:  # fierce-pierce
            cards = self.hand(1 - seat)
        return sorted(cards)

    def decide_choose(self, frame: dict) -> Decision:
        seat, purpose = frame["seat"], frame["purpose"]
        where, prompt = CHOICES[purpose]
        target = {"discard": "discard", "field": f"field.{seat}", "hand": f"hand.{seat}"}[where]
        words = {"discard": "Discard {}", "field": "Put {} into play", "hand": "Take {}"}[where]
        cards = self.choice_cards(seat, purpose)
        reveals = None
        if purpose == "spectacles-of-miracles":
            reveals = {"deck": cards}
        elif purpose == "fierce-pierce":
            reveals = {f"hand.{1 - seat}": cards}
        return Decision(
            seat,
            prompt,
            tuple(Action("choose", c, target, text=words.format(self.card_name(c))) for c in cards),
            reveals,
        )

    def on_choose(self, frame: dict, action: Action) -> None:
        self.pop()
        seat, purpose, card = frame["seat"], frame["purpose"], action.source
        assert card is not None and action.target is not None
        src = self.where(card)
        assert src is not None
        name = self.card_name(card)
        if purpose == "pawn-begone":
            self.move(card, src, "discard", text=f'{name} is discarded by "Pawn Begone!".')
        elif purpose in ("spiritual-ritual", "archival-revival"):
            # "This card can only be played via a spell card": the monster is itself played,
            # so the opponent may cancel it too, once the spell has resolved (the spell's
            # to_discard frame is on top and goes first).
            spell = self.card_name(purpose)
            self.move(card, src, "pending", text=f"{player(seat)} plays {name} via {spell}.")
            self.offer_play(card, seat, under=1)
        elif purpose == "spectacles-of-miracles":
            self.move(
                card,
                "deck",
                action.target,
                text=f"{player(seat)} takes {name} from the deck.",
                secret_to=(seat,),
                public=f"{player(seat)} takes a card from the deck.",
            )
            self.shuffle("deck")
        elif purpose == "plume-of-doom":
            self.move(
                card,
                "discard",
                action.target,
                text=f"{player(seat)} takes {name} from the discard pile.",
            )
        else:  # fierce-pierce
            self.move(
                card,
                src,
                "discard",
                text=f"{player(seat)} makes {player(1 - seat)} discard {name}.",
            )

    def run_turn_end(self, frame: dict) -> None:
        self.pop()
        seat = self.data["active"]
        self.push("start_turn")
        self.discard_to(seat, HAND_LIMIT, " to end your turn with 5")

    def decide_declare(self, frame: dict) -> Decision:
        seat = frame["seat"]
        names = sorted(
            (c for c in self.game.cards if c != "conjuration-incantation"), key=self.card_name
        )
        return Decision(
            seat,
            "Declare a card: if your opponent has it in hand, you take it.",
            tuple(Action("declare", option=c, text=f"Declare {self.card_name(c)}") for c in names),
        )

    def on_declare(self, frame: dict, action: Action) -> None:
        self.pop()
        seat, card = frame["seat"], action.option
        assert card is not None
        name = self.card_name(card)
        self.mark_revealed()  # the answer tells what the opponent holds: no undo past it
        self.emit("declare", f"{player(seat)} declares {name}.", seat=seat, card=card)
        if card in self.hand(1 - seat):
            self.move(
                card,
                f"hand.{1 - seat}",
                f"hand.{seat}",
                text=f"{player(seat)} takes {name} from {player(1 - seat)}'s hand.",
            )
        else:
            self.emit("info", f"{player(1 - seat)} does not have {name}.", seat=1 - seat)

    # ----- the sixteen effects (monsters simply enter the field) ------------------------------

    def effect_pawn_begone(self, seat: int) -> None:
        self.choose(seat, "pawn-begone")

    def effect_spiritual_ritual(self, seat: int) -> None:
        self.choose(seat, "spiritual-ritual")

    def effect_archival_revival(self, seat: int) -> None:
        self.choose(seat, "archival-revival")

    def effect_strange_exchange(self, seat: int) -> None:
        zone_a, zone_b = self.where(BALEFUL), self.where(BABY)
        assert zone_a is not None and zone_b is not None
        if any(z.startswith(("hand", "deck")) for z in (zone_a, zone_b)):
            self.mark_revealed()  # where a hidden Bahamut was is now known: no undo past it
        if zone_a == zone_b:
            self.no_effect("strange-exchange", "both Bahamuts are in the same place.")
            return
        a, b = self.zones[zone_a], self.zones[zone_b]
        a[a.index(BALEFUL)], b[b.index(BABY)] = BABY, BALEFUL
        self.emit(
            "swap",
            f"Baleful Bahamut (in {place(zone_a)}) and Baby Bahamut (in "
            f"{place(zone_b)}) swap places.",
            card=BALEFUL,
            src=zone_a,
            dst=zone_b,
        )
        if "deck" in (zone_a, zone_b):
            self.shuffle("deck")

    def effect_stabber_dagger(self, seat: int) -> None:
        self.damage(1 - seat, 2)

    def effect_swift_gift(self, seat: int) -> None:
        if self.data["supply"]["nope"] == 0:
            self.no_effect("swift-gift", "the supply has no Necro-nope-nicon token.")
            return
        self.data["supply"]["nope"] -= 1
        self.data["nope"][seat] += 1
        self.emit(
            "token",
            f"{player(seat)} takes a Necro-nope-nicon token from the supply.",
            seat=seat,
            amount=1,
            details=self.data_after("nope", "supply"),
        )

    # "During the very first turn of the game, no cards can be drawn, and only 1 card can be
    # played." The sentence covers the whole turn: no card text lifts it.

    def first_turn(self) -> bool:
        return self.data["turn"] == 1

    def card_draws(self, seat: int, count: int, card: str) -> None:
        if self.first_turn():
            self.emit(
                "info",
                f"{self.card_name(card)} draws nothing: no cards can be drawn during the very "
                "first turn.",
                card=card,
            )
            return
        self.draw(seat, count)

    def effect_prime_time(self, seat: int) -> None:
        if self.first_turn():
            self.no_effect("prime-time", "only 1 card can be played during the very first turn.")
            return
        self.data["plays_left"] += 2
        self.emit("info", f"{player(seat)} may play up to 2 additional cards this turn.", seat=seat)

    def effect_obsidian_comedian(self, seat: int) -> None:
        self.card_draws(seat, 2, "obsidian-comedian")
        self.ask_discard(seat, 2, " (The Obsidian Comedian)")
        if not self.first_turn():  # no additional play during the very first turn
            self.data["plays_left"] += 1

    def effect_alabaster_caster(self, seat: int) -> None:
        self.card_draws(seat, 3, "alabaster-caster")
        self.ask_discard(seat, 2, " (The Alabaster Caster)")

    def effect_spectacles_of_miracles(self, seat: int) -> None:
        self.choose(seat, "spectacles-of-miracles")

    def effect_plume_of_doom(self, seat: int) -> None:
        self.choose(seat, "plume-of-doom")

    def effect_fierce_pierce(self, seat: int) -> None:
        self.choose(seat, "fierce-pierce")

    def effect_conjuration_incantation(self, seat: int) -> None:
        self.push("declare", seat=seat)


def _no_monster_in_hand(s: BahamutState, card: str, seat: int) -> str | None:
    hand = s.hand(seat)
    if any(c != card and s.type_of(c) == "monster" for c in hand):
        return None
    return "no monster in hand"


# Why a card would do nothing now (see play_note): each card's own check, run only for it.
_EMPTY_CHECKS: dict[str, Callable[[BahamutState, str, int], str | None]] = {
    "spiritual-ritual": _no_monster_in_hand,
    "archival-revival": lambda s, card, seat: (
        None
        if any(s.type_of(c) == "monster" for c in s.zones["discard"])
        else "no monster in the discard pile"
    ),
    "pawn-begone": lambda s, card, seat: None if s.field(0) or s.field(1) else "no monster in play",
    "plume-of-doom": lambda s, card, seat: (
        None if s.zones["discard"] else "the discard pile is empty"
    ),
    "spectacles-of-miracles": lambda s, card, seat: (
        None if s.zones["deck"] else "the deck is empty"
    ),
    "fierce-pierce": lambda s, card, seat: (
        None if s.hand(1 - seat) else "your opponent's hand is empty"
    ),
    "prime-time": lambda s, card, seat: (
        "no extra plays on the very first turn" if s.first_turn() else None
    ),
}
