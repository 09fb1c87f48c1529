"""Para Bellum: the whole game as a flow of steps over the shared rules layer.

The rules are docs/rules/para-bellum.md (section numbers below refer to it). A turn, read from
the bottom of the flow stack up: ``turn_end``, ``draw_phase``, ``action_phase``,
``army_phase``. Placing an Army card pushes the steps of 7.3 (``low_roll``, ``token``,
``big_legion``, ``banners``); cards and Battle Rewards push ``effect`` frames (effects.py).
A decision that may turn out to have nothing to choose is pushed as a ``check`` frame
(:meth:`ParaBellumState.ask`): when it reaches the top it is skipped if there is no choice,
resolved at once if a forced choice has a single option, and otherwise becomes the decision.

``ParaBellumState`` is defined here (setup, clone, the turn and round, the Draw phase, the
``check`` step) from mixins, one module each, all built on ``board.Board`` (dice, tokens, coins,
cards, the words for squares): ``army_phase`` (section 7 and the morale check),
``action_phase`` (section 8), ``followups`` (the ``effect`` step and the decisions effects and
other steps push) and ``reasons`` (``why_illegal``).

Action vocabulary (kind, source, target, option); every action also has a readable ``text``:

- ``place``: source an Army card in hand, target ``cell:r,c`` of the deciding player's
  battlefield (Army phase and Forced March). ``skip``: decline an optional placement.
- ``command``: source an Order in hand, target ``command_discard`` (it goes there once resolved).
- ``deploy``: source a Permanent card in hand; target ``cell:r,c`` for a Special Unit, else
  ``play.N`` (N the deciding seat). A Construct uses 2 actions.
- ``herold`` (4 players): source ``runner.T`` (T the alliance 0/1), target the Alliance card.
- ``muster``: source ``die:GN`` (the General die), target ``army_deck``.
- ``empower``: source ``die:GN``, target a Commander die id (``die:C7``); option ``1`` or
  ``2``: how much the die is raised (never above 6: a die at 6 is not offered).
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

Events say what changed, so that the table follows a game without the rules' arithmetic:
``details["data"]`` holds public values as they are after the event (``coins``: coins;
``ward``: wards; ``vp``: vp; ``banner``: banners; ``actions``: actions_left; ``activate``:
coins and turned; ``herold``: alliances and turned; ``straighten``: turned; ``turn``: turn,
active, actions_left, actions_used; ``round``: round and alliances; ``end_trigger``:
end_triggered; ``place``: hand_kinds, the card going to the cell ``dst``). ``roll``, ``die``,
``reroll`` and ``token`` carry the die as it is now (``details["die"]``; ``die_removed``: its id
in ``card``); ``banner`` and ``legion`` their ``colour``, ``morale`` whether it ``passed``.
"""

from __future__ import annotations

from typing import Any

from tabletop.games.para_bellum.action_phase import ActionPhase
from tabletop.games.para_bellum.actions import player
from tabletop.games.para_bellum.army_phase import ArmyPhase
from tabletop.games.para_bellum.board import HAND_KEEP, Board, Frame
from tabletop.games.para_bellum.data import (
    ALLIANCE_CARDS,
    ARMY,
    COMMAND,
    DECK_COMMAND,
    REWARDS,
    SETUP,
    STARTING,
)
from tabletop.games.para_bellum.followups import FollowUps
from tabletop.games.para_bellum.reasons import Reasons
from tabletop.games.para_bellum.scoring import final_result
from tabletop.rules.state import copy_data

HAND_TRIGGER = SETUP["hand_limit_trigger"]
ROUND_LIMIT = SETUP["round_limit"]
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


class ParaBellumState(Reasons, FollowUps, ActionPhase, ArmyPhase, Board):
    """One game of Para Bellum for 2, 3 or 4 players: the setup, the flow engine's helpers and
    the turn; the phases, follow-ups and reasons come from the mixins (see the module list
    above)."""

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

    def public_copy(self) -> dict[str, Any]:
        """The layer's deep copy for a view, twice as fast: scalars, flat lists and lists of
        flat dicts (the dice, the grids) copied directly, the rest in one generic copy."""
        out: dict[str, Any] = {}
        rest: dict[str, Any] = {}
        for k, v in self.data.items():
            if k == "zones" or k == "rng":
                continue
            kind = FAST_COPY.get(k)
            if kind == 0:
                out[k] = v
            elif kind == 1:
                out[k] = v[:]
            elif kind == 2:
                out[k] = [dict(x) for x in v]
            else:
                out[k] = rest[k] = v  # replaced below, in its place among the keys
        if rest:
            out.update(copy_data(rest))
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        """The layer's view plus ``hand_kinds``: how many Army and Command cards each hand
        holds (public: the two kinds of card have different backs)."""
        out = super().view(seat)
        out["hand_kinds"] = self.hand_kinds()
        return out

    def phase(self) -> str:
        """The phase of the turn, from the flow (a turn pushes ``turn_end``, ``draw_phase``,
        ``action_phase`` and ``army_phase``; a phase's frame stays until it is over). What the
        placement of the Army phase pushes (low rolls, tokens, big legions, the bonus, morale
        checks, banners) still belongs to the Army phase, even though the ``action_phase``
        frame waits below it."""
        stack = self.data["stack"]
        steps = [f["step"] for f in stack]
        if "action_phase" in steps:
            for frame in stack[steps.index("action_phase") + 1 :]:
                step = frame["step"]
                if step in ("action", "order_done", "end_actions") or (
                    step == "place" and frame.get("optional")
                ):
                    return "Action phase"
                if step == "effect" and frame.get("source") in COMMAND:
                    return "Action phase"
            return "Army phase"
        if "draw_phase" in steps or (steps and steps[-1] in ("discard", "check")):
            return "Draw phase"
        return ""

    def can_see(self, seat: int | None, zone: str) -> bool:
        """Hands to their owner; the Army and Command decks to nobody; the rest to all."""
        if zone.startswith("hand."):
            return seat is not None and zone == f"hand.{seat}"
        return zone not in ("army_deck", "command_deck")

    # ----- the flow engine helpers -----------------------------------------------------------

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
        else:
            # The flow stops at this decision: make it now from the options just found, so
            # that they are not worked out twice (nothing changes before it is asked for).
            self._checked = (frame, actions)
            try:
                self._decision = self._handler("decide_", step)(self, frame)
            finally:
                self._checked = None

    # ----- turn and round (section 6) --------------------------------------------------------

    def run_turn_start(self, frame: Frame) -> None:
        self.pop()
        d = self.data
        d["turn"] += 1
        seat = d["active"]
        d["actions_left"] = SETUP["actions_per_turn"][str(d["players"])]
        d["actions_used"] = 0
        self.emit(
            "turn",
            f"Round {d['round']}: {player(seat)}'s turn.",
            seat=seat,
            details=self.data_after("turn", "active", "actions_left", "actions_used"),
        )
        self.push("turn_end")
        self.push("draw_phase")
        self.push("action_phase")
        self.push("army_phase")

    def run_turn_end(self, frame: Frame) -> None:
        self.pop()
        d = self.data
        seat = d["active"]
        if d["turned"]:
            d["turned"] = []
            self.emit(
                "straighten",
                f"{player(seat)} straightens the cards used this turn.",
                seat=seat,
                details=self.data_after("turned"),
            )
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
            self.emit(
                "round",
                f"Round {d['round']} begins.",
                amount=d["round"],
                details=self.data_after("round", "alliances"),
            )
        d["active"] = (seat + 1) % n
        self.push("turn_start")

    def end_game(self, why: str) -> None:
        scores, winners, text = final_result(self.data)
        self.data["scores"] = scores
        self.finish(winners, f"{why} {text}")

    # ----- Draw phase (section 9) ------------------------------------------------------------

    def run_draw_phase(self, frame: Frame) -> None:
        self.pop()
        seat = self.data["active"]
        self.draw_army(seat)
        extra = len(self.hand(seat)) - HAND_KEEP
        if len(self.hand(seat)) >= HAND_TRIGGER:
            for _ in range(extra):
                self.ask("discard", seat=seat, card="any", why="hand limit")
