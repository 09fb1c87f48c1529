"""Para Bellum: 2 to 4 players build armies of legions on a grid; the 5th Color Banner ends it.

Layout: ``data`` (cards.json, checked), ``grid`` (pure geometry of a battlefield), ``effects``
(the effect vocabulary), ``rules`` (the state class, setup, the turn, and the action
vocabulary), built from ``board`` (dice, tokens, coins, cards), ``army_phase``,
``action_phase``, ``followups`` (decisions pushed by effects and other steps) and ``reasons``
(``why_illegal``); ``actions`` (the actions as cached values), ``scoring`` (final scores,
winners, the bot's evaluation), ``scenario`` (positions for tests and tools).
The rules are docs/rules/para-bellum.md.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

from tabletop.games.para_bellum.data import ARMY, COMMAND, DECK_COMMAND, OPS, REWARDS, STARTING
from tabletop.games.para_bellum.effects import EFFECTS
from tabletop.games.para_bellum.rules import ParaBellumState
from tabletop.games.para_bellum.scoring import evaluate_all, sides
from tabletop.rules import Game, Rng, State
from tabletop.rules.outcome import COMPETITIVE, TEAMS
from tabletop.rules.rng import seed_state
from tabletop.rules.state import copy_data


@dataclass
class ParaBellum(Game):
    """The game definition; the card data is not in the layer's ``cards`` list format, so the
    lookups are built here."""

    @cached_property
    def cards(self) -> dict[str, dict[str, Any]]:
        return {**STARTING, **ARMY, **COMMAND}

    @cached_property
    def names(self) -> dict[str, str]:
        out = {cid: entry["name"] for cid, entry in self.cards.items()}
        out.update({rid: reward["name"] for rid, reward in REWARDS.items()})
        return out

    def play_style(self, players: int) -> str:
        """Four players play as two alliances of two; fewer play each for themselves."""
        return TEAMS if players == 4 else COMPETITIVE

    def teams(self, players: int) -> list[list[int]]:
        if players == 4:
            return [[0, 2], [1, 3]]
        return super().teams(players)

    def all_cards(self, data: dict[str, Any]) -> list[str]:
        """Every card that lies in a zone: starting, Army, Command and Alliance cards."""
        return list(self.cards)

    def sample(self, view: dict[str, Any], seed: int) -> State:
        """A full state consistent with ``view``. Army and Command cards have different backs,
        so each hidden pile and hand is dealt cards of the right kind and number (the view's
        ``hand_kinds``): Army cards to the Army deck, Command cards to the Command deck."""
        skip = ("game", "seat", "decision", "zones", "hand_kinds", "phase")
        data = copy_data({k: v for k, v in view.items() if k not in skip})
        data["rng"] = seed_state(seed)
        rng = Rng(data)
        known: set[str] = set()
        for content in view["zones"].values():
            if isinstance(content, list):
                known.update(content)
        army = [c for c in ARMY if c not in known]
        command = [c for c in DECK_COMMAND if c not in known]
        rng.shuffle(army)
        rng.shuffle(command)
        zones: dict[str, list[str]] = {}
        for name, content in view["zones"].items():
            if isinstance(content, list):
                zones[name] = list(content)
            elif name.startswith("hand."):
                n_army, n_command = view["hand_kinds"][int(name[5:])]
                zones[name] = [army.pop() for _ in range(n_army)]
                zones[name] += [command.pop() for _ in range(n_command)]
            else:
                zones[name] = []  # the decks, dealt below
        for name, pool in (("army_deck", army), ("command_deck", command)):
            content = view["zones"][name]
            if not isinstance(content, list):
                if len(pool) != content["count"]:
                    raise ValueError(f"the view does not add up: {name}")
                zones[name] = pool
        data["zones"] = zones
        return self.state_class(
            self, data, {"seed": seed, "players": data["players"], "options": {}}
        )

    def evaluate(self, state: State, seat: int) -> float:
        """Score plus potential of ``seat``'s side minus the best other side (see scoring)."""
        if state.is_over:
            return super().evaluate(state, seat)
        return margins(state.data)[seat]

    def evaluate_seats(self, state: State) -> list[float]:
        """:meth:`evaluate` of every seat from one pass over the board (the search scores
        every seat at every leaf)."""
        if state.is_over:
            return super().evaluate_seats(state)
        return margins(state.data)


def margins(data: dict[str, Any]) -> list[float]:
    """Each seat's side's score plus potential minus the best other side's."""
    values = evaluate_all(data)
    groups = sides(data)
    totals = [sum(values[s] for s in side) for side in groups]
    out = [0.0] * data["players"]
    for k, side in enumerate(groups):
        best_other = max(t for j, t in enumerate(totals) if j != k)
        for s in side:
            out[s] = totals[k] - best_other
    return out


GAME = ParaBellum(
    id="para-bellum",
    title="Para Bellum",
    player_counts=(2, 3, 4),
    rules_version=4,  # 2: Herold turns the Alliance card; 3: Empower raises by 1 or 2; 4: End asked
    state_class=ParaBellumState,
    data_package="tabletop.games.para_bellum",
    options={"first_player": None, "battle_reward": None},
    effects=EFFECTS,
    reveals="a card drawn or turned up, a shuffle or a die roll",
    plan_one_turn=True,  # Hard vs greedy, same 60 seeds: 60.0%, whole tree 46.7% (issue 13)
    # More iterations than about 1,000 play no better here (against greedy, on the same seeds:
    # hard:1000 60.5% of 400, hard:3000 57.3% of 372, Hard by its time alone 56.0% of 400), so
    # Hard stops there, in about a quarter of the time a move. Normal at 100 stays below it
    # (Hard won 58.0% of 200 against it; against 300, 48.5%). Issue 13; bot_ladder_results.md,
    # sections 1.9 and 1.17.
    level_iterations={"hard": 1000, "normal": 100},
)
if set(EFFECTS.ops) != OPS:  # the data file's vocabulary and the code's ops are one list
    raise RuntimeError(f"effect ops differ from cards.json: {sorted(set(EFFECTS.ops) ^ OPS)}")
