"""What every bot shares: the one verb ``choose(view) -> Action`` and reading actions from a view.

A bot is handed exactly what ``state.view(seat)`` returns for the deciding seat, never the
state itself, so it can only use what that seat may know.
"""

from __future__ import annotations

from typing import Any, Protocol

from tabletop.rules import Action


class Bot(Protocol):
    """Anything that picks one of the legal actions listed in a view."""

    name: str
    seed: int

    def choose(self, view: dict[str, Any]) -> Action:
        """One of the legal actions in ``view["decision"]["actions"]``."""
        ...


def legal_actions(view: dict[str, Any]) -> list[Action]:
    """The legal actions a view offers its seat, with their text; ValueError if it offers none."""
    return [action_from_json(entry) for entry in raw_actions(view)]


def raw_actions(view: dict[str, Any]) -> list[dict[str, Any]]:
    """The JSON form of the legal actions in a view; ValueError if it offers none."""
    decision = view.get("decision") if isinstance(view, dict) else None
    raw = decision.get("actions") if isinstance(decision, dict) else None
    if not raw or not isinstance(raw, list):
        raise ValueError("this view offers its seat no decision to take")
    return raw


def action_from_json(entry: dict[str, Any]) -> Action:
    """One action of a view's decision, keeping its text."""
    if not isinstance(entry, dict):
        raise ValueError(f"not an action: {entry!r}"[:200])
    return Action.from_json(entry)
