"""A game definition: what a game is called, who may play it, and how it starts."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cached_property
from importlib import resources
from typing import Any

from tabletop.rules.cards import COPY_MARK, definition_id
from tabletop.rules.effects import Effects
from tabletop.rules.errors import IllegalAction, LoadError
from tabletop.rules.outcome import COMPETITIVE, DRAWN, STYLES
from tabletop.rules.rng import Rng, seed_state
from tabletop.rules.state import State, copy_data
from tabletop.rules.values import Action
from tabletop.rules.zones import TOP, VISIBILITIES, default_visibility, zone_kind, zone_owner

SEARCH_LEVELS = ("easy", "normal", "hard")  # the bot levels a player picks (tabletop.ai.levels)


@dataclass
class Game:
    """Base of every game. A game sets its fields and overrides :meth:`initial_data`,
    :meth:`all_cards` and :meth:`evaluate`; everything else is shared.

    ``options`` maps each option a game takes to its default value. ``style`` says whether it
    is ``competitive``, played in ``teams`` or ``cooperative`` (:meth:`play_style` may make it
    depend on the number of players). ``zone_kinds`` maps a zone kind (``hand``, ``olympus``)
    to its visibility (see :mod:`tabletop.rules.zones`); kinds not named keep the default.
    ``effects`` is the registry of named operations the card data refers to.
    ``plan_one_turn`` tells the search bots (:mod:`tabletop.ai.ismcts`) to plan the current
    turn only, scoring the position where it passes: right for a game whose turn is many
    decisions and whose evaluation prices what the others may do next.
    ``level_iterations`` caps the iterations of a search level played by name (``{"hard":
    1000}``; the levels are :data:`SEARCH_LEVELS`) in a game where more iterations do not play
    better: its moves and its hints then take less of the player's time. A level it does not
    name keeps its own bounds.
    ``sealed_seats`` says that a card enters a seat's zones only from where everyone sees it,
    and leaves them only to where everyone sees it (a deck builder: each card bought, face up):
    so everyone knows which cards (by id, copy marks and all) each seat holds unseen, though not
    where they lie. Views then carry each seat's unseen cards (``pools``) and samples deal them
    back to that seat.
    ``reveals`` names, in a few words, what an action of the game may show that was hidden or
    left to chance (a card drawn, a die roll): the table's reason why such an action cannot be
    taken back, so that a game without dice never speaks of them.
    """

    id: str
    title: str
    player_counts: tuple[int, ...]
    rules_version: int
    state_class: type[State]
    data_package: str = ""  # package holding cards.json
    options: dict[str, Any] = field(default_factory=dict)
    style: str = COMPETITIVE
    menu_order: int = 100  # where the launcher lists it (then by title)
    zone_kinds: dict[str, str] = field(default_factory=dict)
    effects: Effects = field(default_factory=Effects)
    plan_one_turn: bool = False
    level_iterations: dict[str, int] = field(default_factory=dict)
    sealed_seats: bool = False
    reveals: str = "a card drawn or turned up, or a shuffle"

    def __post_init__(self) -> None:
        if self.style not in STYLES:
            raise ValueError(f"a game's style is one of {', '.join(STYLES)}, not {self.style!r}")
        bad = {k: v for k, v in self.zone_kinds.items() if v not in VISIBILITIES}
        if bad:
            raise ValueError(f"unknown zone visibility: {bad}")
        for level, cap in self.level_iterations.items():
            if level not in SEARCH_LEVELS or not isinstance(cap, int) or cap < 1:
                raise ValueError(
                    f"level_iterations maps a level ({', '.join(SEARCH_LEVELS)}) to at least 1"
                    f" iteration, not {level!r}: {cap!r}"
                )
        self._visibility: dict[str, str] = {}  # zone name -> visibility, filled as asked
        self._defs: dict[str, dict[str, Any]] = {}  # card instance -> definition, as asked
        self._copy_names: dict[str, str] = {}  # card instance -> name, as asked

    def play_style(self, players: int) -> str:
        """``competitive``, ``teams`` or ``cooperative`` for a game of ``players`` seats."""
        return self.style

    def teams(self, players: int) -> list[list[int]]:
        """The seats that win or lose together (every seat alone, unless played in teams)."""
        return [[seat] for seat in range(players)]

    @cached_property
    def top_kinds(self) -> frozenset[str]:
        """The zone kinds whose top card only is face up."""
        return frozenset(kind for kind, v in self.zone_kinds.items() if v == TOP)

    def visibility(self, zone: str) -> str:
        """Who may see ``zone``: the game's ``zone_kinds`` entry, else the default."""
        known = self._visibility.get(zone)
        if known is None:
            known = self.zone_kinds.get(zone_kind(zone)) or default_visibility(zone)
            self._visibility[zone] = known
        return known

    # ----- starting and replaying ------------------------------------------------------------

    def setup(self, seed: int | str = 0, players: int = 2, **options: Any) -> State:
        """A new game, ready for its first decision. Raises ValueError on a bad setting."""
        if isinstance(players, bool) or not isinstance(players, int):
            raise ValueError("players must be a whole number")
        if players not in self.player_counts:
            counts = ", ".join(map(str, self.player_counts))
            raise ValueError(f"{self.title} is played by {counts} players, not {players}.")
        if isinstance(seed, bool) or not isinstance(seed, (int, str)):
            raise ValueError("the seed must be a whole number or text")
        unknown = set(options) - set(self.options)
        if unknown:
            raise ValueError(f"{self.title} has no option {', '.join(sorted(unknown))}.")
        chosen = {**self.options, **options}
        data: dict[str, Any] = {
            "players": players,
            "rng": seed_state(seed),
            "stack": [],
            "zones": {},
            "over": False,
            "winners": [],
        }
        state = self.state_class(self, data, {"seed": seed, "players": players, "options": options})
        state.initial_data(chosen)
        state._run_automatic()
        state.opening = [e for e in state._events if e.kind == "turn"]
        state._events = []
        return state

    def replay(self, setup: dict[str, Any], actions: list[Action]) -> State:
        """The state after ``actions`` from a new game; raises IllegalAction on a bad action."""
        state = self.setup(setup["seed"], setup["players"], **setup.get("options", {}))
        for action in actions:
            state.apply(action)
        return state

    def load(self, text: str | bytes) -> State:
        """Load a save made by :meth:`State.to_json`; raises LoadError with a reason in words."""
        from tabletop.rules.saves import load

        return load(self, text)

    # ----- cards -----------------------------------------------------------------------------

    @cached_property
    def cards(self) -> dict[str, dict[str, Any]]:
        """Card data by card id, from the game's ``cards.json``."""
        if not self.data_package:
            return {}
        text = resources.files(self.data_package).joinpath("cards.json").read_text("utf-8")
        return {card["id"]: card for card in json.loads(text)["cards"]}

    @cached_property
    def names(self) -> dict[str, str]:
        """Card names by card id."""
        return {card: entry["name"] for card, entry in self.cards.items()}

    def card_def(self, card: str) -> dict[str, Any]:
        """The definition of a card instance (``soldier#2`` is a copy of ``soldier``)."""
        found = self._defs.get(card)
        if found is None:
            cards = self.cards
            found = cards[card] if card in cards else cards[definition_id(card)]
            self._defs[card] = found
        return found

    def card_name(self, card: str) -> str:
        name = self._copy_names.get(card)  # a copy (``soldier#2``), named before
        if name is None:
            name = self.names.get(card)
            if name is None:
                name = self.names.get(definition_id(card), card)
            self._copy_names[card] = name
        return name

    def all_cards(self, data: dict[str, Any]) -> list[str]:
        """Every card id in this game (for conservation checks and bots' guesses)."""
        return list(self.cards)

    # ----- for bots --------------------------------------------------------------------------

    def sample(self, view: dict[str, Any], seed: int) -> State:
        """A full state consistent with ``view``: hidden cards dealt at random.

        Bots search on samples so that they never use what their seat may not know.
        """
        skip = ("game", "seat", "decision", "zones", "phase", "pools")
        data = copy_data({k: v for k, v in view.items() if k not in skip})
        data["rng"] = seed_state(seed)
        zones: dict[str, list[str]] = {}
        hidden: list[str] = []
        known: set[str] = set()
        reveals = (view.get("decision") or {}).get("reveals") or {}
        for name, content in view["zones"].items():
            if isinstance(content, list):
                zones[name] = list(content)
                known.update(content)
            elif name in reveals:
                zones[name] = list(reveals[name])
                known.update(reveals[name])
            else:
                zones[name] = [""] * content["count"]
                hidden.append(name)
                if "top" in content and self.visibility(name) == TOP:
                    zones[name][-1] = content["top"]
                    known.add(content["top"])
        unknown = [c for c in self.all_cards(data) if c not in known]
        rng = Rng(data)
        rng.shuffle(unknown)
        if "pools" in view:
            deal_pools(zones, hidden, view["pools"], unknown)
        homes = {name: self.hidden_home(name) for name in hidden}
        hidden.sort(key=lambda name: homes[name] is None)  # the pickiest zones are dealt first
        for name in hidden:
            zone, home = zones[name], homes[name]
            for i in range(len(zone)):
                if not zone[i]:
                    zone[i] = deal(unknown, home)
        for name in reveals:
            rng.shuffle(zones[name])
        data["zones"] = zones
        state = self.state_class(
            self, data, {"seed": seed, "players": data["players"], "options": {}}
        )
        return state

    def hidden_home(self, zone: str) -> frozenset[str] | None:
        """The only definitions the unseen cards of ``zone`` can be (a market pile holds its own
        cards: Bellum's pile II only pile II cards), or None: any unseen card. Samples deal by
        it."""
        return None

    def evaluate(self, state: State, seat: int) -> float:
        """How good ``state`` looks for ``seat`` (higher is better); used by the greedy bot."""
        outcome = state.outcome
        if outcome is not None:
            if outcome.kind == DRAWN:
                return 0.0
            return 1000.0 if seat in outcome.winners else -1000.0
        return 0.0

    def evaluate_seats(self, state: State) -> list[float]:
        """:meth:`evaluate` for every seat, in seat order (the search asks at every leaf). A game
        whose seats' values come from one pass over the state may compute them once here; an
        override must give exactly ``[evaluate(state, s) for s in seats]``, because the greedy
        bot reads :meth:`evaluate` and the search this."""
        return [self.evaluate(state, seat) for seat in range(state.players)]


def deal_pools(
    zones: dict[str, list[str]],
    hidden: list[str],
    pools: dict[str, list[str]],
    unknown: list[str],
) -> None:
    """Deal each seat's pool (its unseen cards, a view's ``pools``) into the empty places of
    that seat's hidden zones, in the random order of ``unknown``, taking the cards from it. A
    pool's card that is not in ``unknown`` (revealed to the deciding seat, so already placed) is
    skipped; places left empty are dealt afterwards as any other."""
    owner_of = {card: key for key, cards in pools.items() for card in cards}
    taken: dict[str, list[str]] = {key: [] for key in pools}
    rest: list[str] = []
    for card in unknown:
        key = owner_of.get(card)
        if key is None:
            rest.append(card)
        else:
            taken[key].append(card)
    for name in hidden:
        cards = taken.get(str(zone_owner(name)))
        if cards:
            zone = zones[name]
            for i in range(len(zone)):
                if not zone[i] and cards:
                    zone[i] = cards.pop()
    unknown[:] = rest + [card for cards in taken.values() for card in cards]


def deal(unknown: list[str], home: frozenset[str] | None) -> str:
    """Take the last card of ``unknown`` that may go ``home`` (any, when None); any card when
    none may (a view that does not add up is dealt as well as it can be)."""
    if home is not None:
        for i in range(len(unknown) - 1, -1, -1):
            if unknown[i].partition(COPY_MARK)[0] in home:  # definition_id, inlined: hot
                return unknown.pop(i)
    return unknown.pop()


__all__ = ["Game", "IllegalAction", "LoadError"]
