"""Positions built to order, for scenario tests, screenshots and the table's development.

A scenario starts a real game, then lays the named cards where they are asked for (every card
still in exactly one zone) and sets the flow to the start of a phase of the active player's
turn. Everything not named keeps a natural place: Army cards in the Army deck, Command cards in
the Command deck (the row is refilled from them).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from tabletop.games.para_bellum import GAME
from tabletop.games.para_bellum import grid as G
from tabletop.games.para_bellum.data import (
    ALLIANCE_CARDS,
    ARMY,
    DECK_COMMAND,
    SETUP,
    STARTING,
)
from tabletop.games.para_bellum.rules import ParaBellumState

DieSpec = tuple[int, str, str, int, str | None]  # seat, "black"/"red", square, value, token


def start_card(colour: str) -> str:
    return f"start-{colour}"


def build(
    players: int = 2,
    *,
    reward: str = "reward-spoils-of-war",
    starts: Sequence[str] | None = None,
    grids: Mapping[int, Mapping[str, str]] | None = None,
    hands: Mapping[int, Sequence[str]] | None = None,
    play: Mapping[int, Sequence[str]] | None = None,
    row: Sequence[str] | None = None,
    army_top: Sequence[str] = (),
    command_top: Sequence[str] = (),
    discard: Sequence[str] = (),
    dice: Iterable[DieSpec] = (),
    general: Mapping[int, int] | None = None,
    coins: Sequence[int] | None = None,
    wards: Sequence[int] | None = None,
    banners: Mapping[int, Sequence[str]] | None = None,
    phase: str = "army",
    actions_left: int | None = None,
    active: int = 0,
    first: int = 0,
    round_: int = 1,
    seed: int = 0,
    alliance_cards: Sequence[str] | None = None,
    empty_army_deck: bool = False,
) -> ParaBellumState:
    """Seat ``active``'s turn at the start of ``phase`` (``army``, ``action`` or ``draw``).

    ``starts`` gives each seat's starting colour (default red, blue, green, yellow);
    ``grids`` the other cards of each battlefield (``{"r,c": card}``; completed legions in
    them are recorded as completed); ``army_top`` / ``command_top`` the next draws, first drawn
    first; ``dice`` the Legion and Commander dice in play.
    """
    state = GAME.setup(seed, players, first_player=first, battle_reward=reward)
    assert isinstance(state, ParaBellumState)
    d = state.data
    starts = list(starts or ["red", "blue", "green", "yellow"][:players])
    grids = grids or {}
    hands = hands or {}
    play = play or {}
    named: list[str] = []
    for seat in range(players):
        named.extend(grids.get(seat, {}).values())
        named.extend(hands.get(seat, ()))
        named.extend(play.get(seat, ()))
    named.extend([*(row or ()), *army_top, *command_top, *discard])
    assert len(named) == len(set(named)), f"a card is named twice: {named}"
    zones: dict[str, list[str]] = {name: [] for name in d["zones"]}
    # starting cards, battlefields, hands, play areas
    d["grid"] = []
    d["start_colour"] = []
    for seat in range(players):
        start = start_card(starts[seat])
        zones[f"battlefield.{seat}"].append(start)
        cells = {"0,0": start}
        for cell, card in grids.get(seat, {}).items():
            assert G.parse_cell(cell) is not None and cell != "0,0", cell
            cells[cell] = card
            zones[f"battlefield.{seat}"].append(card)
        d["grid"].append(cells)
        d["start_colour"].append(starts[seat])
        zones[f"hand.{seat}"] = list(hands.get(seat, ()))
        zones[f"play.{seat}"] = list(play.get(seat, ()))
    zones["box"] = [c for c in STARTING if c not in starts_ids(starts)]
    # alliance cards
    if players == 4:
        chosen = list(alliance_cards or [a["card"] for a in d["alliances"]])
        for team in (0, 1):
            zones[f"alliance.{team}"] = [chosen[team]]
            d["alliances"][team]["card"] = chosen[team]
        zones["box"].extend(c for c in ALLIANCE_CARDS if c not in chosen)
    else:
        zones["box"].extend(ALLIANCE_CARDS)
    # decks and the row
    used = set(named)
    deck = state.zones["army_deck"]
    in_deck = set(deck)
    army_rest = [c for c in sorted(ARMY) if c not in used and c not in in_deck]
    army_rest += [c for c in deck if c not in used]  # the dealt hands go to the bottom
    zones["army_deck"] = [] if empty_army_deck else army_rest + list(reversed(army_top))
    if empty_army_deck:
        zones["box"].extend(army_rest)  # out of the game, for tests of the empty deck
        zones["army_deck"] = list(reversed(army_top))
    command_rest = [c for c in DECK_COMMAND if c not in used]
    if row is None:
        row = command_rest[: SETUP["command_row"]]
        command_rest = command_rest[SETUP["command_row"] :]
    zones["row"] = list(row)
    zones["command_discard"] = list(discard)
    zones["command_deck"] = command_rest + list(reversed(command_top))
    d["zones"] = zones
    # dice
    d["dice"] = [die for die in d["dice"] if die["colour"] == "blue"]
    for seat, value in (general or {}).items():
        d["dice"][seat]["value"] = value
    d["next_die"] = 1
    for seat, colour, square, value, token in dice:
        die = state.add_die(seat, colour, square, value)
        die["token"] = token
    d["coins"] = list(coins) if coins is not None else [SETUP["coins"]] * players
    d["wards"] = list(wards) if wards is not None else [0] * players
    d["legions"] = []
    for seat in range(players):
        done = [leg for leg in G.all_legions(d["grid"][seat]) if leg.complete]
        d["legions"].append(
            [
                {
                    "colour": leg.colour,
                    "row": leg.row,
                    "lo": leg.lo,
                    "hi": leg.hi,
                    "cards": leg.cards,
                }
                for leg in done
            ]
        )
    d["banners"] = [list((banners or {}).get(seat, ())) for seat in range(players)]
    # the flow
    d.update(round=round_, turn=1, active=active, first=first, turned=[], end_triggered=None)
    d["actions_left"] = SETUP["actions_per_turn"][str(players)]
    d["actions_used"] = 0
    stack: list[dict[str, Any]] = [{"step": "turn_end"}, {"step": "draw_phase"}]
    if phase in ("army", "action"):
        stack.append({"step": "action_phase"})
        if actions_left is not None:
            d["actions_left"] = actions_left
    if phase == "army":
        stack.append({"step": "army_phase"})
    d["stack"] = stack
    refresh(state)
    state._run_automatic()
    state._events = []
    return state


def starts_ids(colours: Sequence[str]) -> set[str]:
    return {start_card(c) for c in colours}


def refresh(state: ParaBellumState) -> None:
    """Forget what the state derived from its data, after a test changed the data directly."""
    state._decision = None
    state.__dict__.pop("_frontier", None)


def all_cards() -> list[str]:
    return list(GAME.all_cards({}))


def army(pattern: str, copy: int = 0) -> str:
    """The id of copy ``copy`` (0-based) of an Army card pattern, e.g. ``army("caps-red-blue")``
    or the short forms ``army("red")`` (a Column) and ``army("red-blue")`` (a Camp/Outpost)."""
    if not pattern.startswith(("through-", "caps-")):
        pattern = f"caps-{pattern}" if "-" in pattern else f"through-{pattern}"
    ids = [cid for cid, card in ARMY.items() if card["pattern"] == pattern]
    return ids[copy]


def command(key: str, copy: int = 1) -> str:
    """The id of a Command card by its key (``command("forced-march", 2)``)."""
    from tabletop.games.para_bellum.data import COMMAND

    for cid in (f"cmd-{key}-{copy}", f"cmd-{key}"):
        if cid in COMMAND:
            return cid
    raise KeyError(key)


def rig_dice(state: ParaBellumState, *values: int) -> None:
    """Set the state's generator so that its next die rolls are ``values``, in order (tests)."""
    from tabletop.rules.rng import Rng, seed_state

    for i in range(10_000_000):
        trial = {"rng": seed_state(i)}
        rng = Rng(trial)
        if all(rng.die() == v for v in values):
            state.data["rng"] = seed_state(i)
            return
    raise ValueError(f"no seed gives the rolls {values}")
