"""The actions of Para Bellum as values, most of them built once and reused.

Why: the Action phase and the Army phase are the hot path of bots (the greedy bot lists the
legal actions of thousands of positions a second), and an action is an immutable value, so the
same (card, cell) or (die, value) always gives the same shared object. The vocabulary itself is
described in rules.py.
"""

from __future__ import annotations

from typing import Any

from tabletop.games.para_bellum import grid as G
from tabletop.games.para_bellum.data import ARMY, COMMAND, EDGES, KIND, TOKEN_NAME, TOKEN_TYPES
from tabletop.rules import Action


def player(seat: int) -> str:
    return f"Player {seat + 1}"


def token_label(kind: str) -> str:
    return TOKEN_LABEL[kind]


def a_token(kind: str) -> str:
    """``a [Warlord]`` / ``an [Archer]``."""
    label = TOKEN_LABEL[kind]
    return ("an " if label[1] in "AEIOU" else "a ") + label


TOKEN_LABEL = {t: f"[{TOKEN_NAME[t]}]" for t in TOKEN_TYPES}
# Actions that never change, built once (the action decision is the hot path of bots).
PASS = Action("pass", text="Pass (use an action, do nothing)")
END = Action("end", text="End the Action phase")
MUSTER = [
    Action(
        "muster",
        f"die:G{seat}",
        "army_deck",
        None,
        "Muster: lower your General die by 1, draw an Army card",
    )
    for seat in range(4)
]
# Empower raises the Commander die by 1 or 2, the player's choice (the option).
EMPOWER_TEXT = {
    amount: f"Empower: lower your General die by 1, raise your {{die}} by {amount}"
    for amount in ("1", "2")
}
CONSULT_TEXT = "Consult: lower your {die} by 1, draw a Command card"
MOTIVATE_TEXT = "Motivate: lower your {die} by 1, reroll "
CONSULT_COIN = Action(
    "consult", "coin", "command_deck", None, "Consult: pay 1 coin, draw a Command card"
)
REQUISITION = {
    card: Action(
        "requisition",
        card,
        "army_deck",
        None,
        f"Requisition: put {ARMY[card]['name']} under the Army deck, gain 1 coin",
    )
    for card in ARMY
}
COMMAND_ACTION = {
    card: Action("command", card, "command_discard", None, f"Command: play {COMMAND[card]['name']}")
    for card in COMMAND
    if KIND[card] == "order"
}
_DEPLOY: dict[tuple[str, int, int], Action] = {}
_PLACE: dict[tuple[str, int, int], Action] = {}
_DISCARD: dict[str, Action] = {}
_TAKE: dict[tuple[str, int], Action] = {}
_DIE_ACTIONS: dict[tuple[Any, ...], Action] = {}


def cell_from_start(r: int, c: int) -> str:
    """A cell as a player finds it from the starting card ("in the row above your starting
    card, 2 columns to the left"): the grid shows no numbers."""
    if c == 0:
        straight = {-1: "directly below", 1: "directly above", 2: "two cells above"}
        return f"{straight.get(r, 'on')} your starting card"
    rows = {
        -1: "in the row below your starting card",
        0: "in your starting card's row",
        1: "in the row above your starting card",
        2: "two rows above your starting card",
    }
    side = "left" if c < 0 else "right"
    count = f"{abs(c)} column{'s' if abs(c) != 1 else ''}"
    return f"{rows.get(r, f'in row {r}')}, {count} to the {side}"


def _cell_action(
    cache: dict[tuple[str, int, int], Action], kind: str, card: str, name: str, r: int, c: int
) -> Action:
    action = cache.get((card, r, c))
    if action is None:
        verb = kind.capitalize()
        action = cache[(card, r, c)] = Action(
            kind, card, "cell:" + G.KEYS[(r, c)], None, f"{verb} {name} {cell_from_start(r, c)}"
        )
    return action


def place_action(card: str, r: int, c: int) -> Action:
    """The (cached) action placing an Army card in cell (r, c)."""
    return _cell_action(_PLACE, "place", card, ARMY[card]["name"], r, c)


def discard_action(card: str) -> Action:
    action = _DISCARD.get(card)
    if action is None:
        army = card in EDGES
        name = (ARMY[card] if army else COMMAND[card])["name"]
        action = _DISCARD[card] = Action(
            "discard", card, "army_deck" if army else "command_discard", None, f"Discard {name}"
        )
    return action


def take_action(card: str, seat: int) -> Action:
    action = _TAKE.get((card, seat))
    if action is None:
        action = _TAKE[(card, seat)] = Action(
            "take", card, f"hand.{seat}", None, f"Take {COMMAND[card]['name']}"
        )
    return action


def die_action(
    kind: str,
    die: dict[str, Any],
    where: str,
    source: str,
    target: str,
    option: str | None,
    text: str,
) -> Action:
    """An action naming a Commander die, cached by everything it shows (``text`` is a format
    string with ``{die}``, filled only when the action is built; ``where`` says where the die
    is, in words)."""
    key = (kind, die["id"], where, die["value"], die["token"], source, target, option, text)
    action = _DIE_ACTIONS.get(key)
    if action is None:
        if len(_DIE_ACTIONS) > 200_000:
            _DIE_ACTIONS.clear()
        label = f"Commander die {die['value']} {where}"
        if die["token"]:
            label += " " + TOKEN_LABEL[die["token"]]
        action = _DIE_ACTIONS[key] = Action(kind, source, target, option, text.format(die=label))
    return action


_DEPLOY_PLAY: dict[tuple[str, int], Action] = {}


def deploy_at(card: str, r: int, c: int) -> Action:
    """The (cached) action deploying a Special Unit to cell (r, c)."""
    return _cell_action(_DEPLOY, "deploy", card, COMMAND[card]["name"], r, c)


def deploy_to_play(card: str, seat: int) -> Action:
    """The (cached) action deploying a Construct, Character or Asset to the play area."""
    action = _DEPLOY_PLAY.get((card, seat))
    if action is None:
        cost = " (2 actions)" if KIND[card] == "construct" else ""
        action = _DEPLOY_PLAY[(card, seat)] = Action(
            "deploy",
            card,
            f"play.{seat}",
            None,
            f"Deploy {COMMAND[card]['name']} to your play area{cost}",
        )
    return action
