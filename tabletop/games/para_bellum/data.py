"""Para Bellum's card data (``cards.json``), loaded once, checked, and turned into fast lookups.

Why a module of its own: the rules, the geometry and the effects all read the same few tables
(the colours on each Army card's edges, each Command card's kind and cost), and a loader that
rejects an unknown effect op or a malformed card catches data bugs at import, not mid-game.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources
from typing import Any

RAW: dict[str, Any] = json.loads(
    resources.files("tabletop.games.para_bellum").joinpath("cards.json").read_text("utf-8")
)

COLOURS: tuple[str, ...] = tuple(RAW["colours"])
SETUP: dict[str, Any] = RAW["setup"]
SCORING: dict[str, Any] = RAW["scoring"]
LIMITS: dict[str, int] = RAW["token_limits"]
ROWS: tuple[int, ...] = tuple(RAW["grid"]["rows"])
COLUMNS: tuple[int, ...] = tuple(RAW["grid"]["columns"])
OPS: frozenset[str] = frozenset(RAW["effect_ops"])

TOKEN_KIND: dict[str, str] = {t["id"]: t["kind"] for t in RAW["token_types"]}
TOKEN_NAME: dict[str, str] = {t["id"]: t["name"] for t in RAW["token_types"]}
TOKEN_TYPES: tuple[str, ...] = tuple(TOKEN_KIND)

KINDS = ("order", "special_unit", "construct", "character", "asset", "alliance")
PERMANENT_KINDS = ("special_unit", "construct", "character", "asset", "alliance")


@dataclass(frozen=True, slots=True)
class Edges:
    """What an Army card (or a starting card) shows: its legion band."""

    left: str
    right: str
    through: bool


STARTING: dict[str, dict[str, Any]] = {c["id"]: c for c in RAW["starting_cards"]}
ARMY: dict[str, dict[str, Any]] = {c["id"]: c for c in RAW["army_cards"]}
COMMAND: dict[str, dict[str, Any]] = {c["id"]: c for c in RAW["command_cards"]}
REWARDS: dict[str, dict[str, Any]] = {r["id"]: r for r in RAW["battle_rewards"]}

# Every card that can stand in a battlefield cell as an Army card (the starting cards count).
EDGES: dict[str, Edges] = {
    cid: Edges(c["left"], c["right"], bool(c["through"])) for cid, c in {**STARTING, **ARMY}.items()
}
KIND: dict[str, str] = {cid: c["kind"] for cid, c in COMMAND.items()}
ALLIANCE_CARDS: tuple[str, ...] = tuple(c for c, k in KIND.items() if k == "alliance")
DECK_COMMAND: tuple[str, ...] = tuple(c for c, k in KIND.items() if k != "alliance")
SPECIAL_UNITS: frozenset[str] = frozenset(c for c, k in KIND.items() if k == "special_unit")


def card_name(card: str) -> str:
    entry = COMMAND.get(card) or ARMY.get(card) or STARTING.get(card) or REWARDS.get(card)
    return entry["name"] if entry else card


def _check_steps(steps: Any, where: str) -> None:
    """Reject effects that use an op the vocabulary does not have (Appendix A)."""
    if not isinstance(steps, list):
        raise ValueError(f"{where}: an effect must be a list of steps")
    for step in steps:
        if not isinstance(step, dict) or step.get("op") not in OPS:
            raise ValueError(f"{where}: unknown effect step {step!r}")
        for key in ("then", "else"):
            if key in step:
                _check_steps(step[key], where)
        if step.get("target") not in (None, "opponent", "self"):
            raise ValueError(f"{where}: unknown target {step.get('target')!r}")


def validate() -> None:
    """Check the data file's shape; raises ValueError naming the first problem."""
    ids = [c["id"] for c in (*RAW["starting_cards"], *RAW["army_cards"], *RAW["command_cards"])]
    if len(ids) != len(set(ids)):
        raise ValueError("card ids are not unique")
    for cid, edges in EDGES.items():
        if edges.left not in COLOURS or edges.right not in COLOURS:
            raise ValueError(f"{cid}: unknown colour")
        if edges.through and edges.left != edges.right:
            raise ValueError(f"{cid}: a Column must show one colour")
    for cid, card in COMMAND.items():
        if card["kind"] not in KINDS:
            raise ValueError(f"{cid}: unknown kind {card['kind']!r}")
        _check_steps(card["effect"], cid)
        if card["kind"] == "alliance":
            _check_steps(card["herold_effect"], cid)
        cost = card.get("cost")
        if cost is not None and cost["points"] > 0 and cost["type"] not in TOKEN_KIND:
            raise ValueError(f"{cid}: unknown token type in its cost")
        if card["kind"] in PERMANENT_KINDS and "vp" not in card:
            raise ValueError(f"{cid}: a Permanent card needs a VP value")
    for rid, reward in REWARDS.items():
        if set(reward["bonuses"]) != set(COLOURS):
            raise ValueError(f"{rid}: needs one bonus per colour")
        for colour, bonus in reward["bonuses"].items():
            _check_steps(bonus["effect"], f"{rid} {colour}")


validate()
