"""How a game ended: who won, what kind of end it was, and why, in words.

Why a value of its own: "no winners" means a draw in a competitive game but a defeat in a
cooperative one, so the simulator, the game-over screen and the bots read ``kind`` instead of
guessing from the winners.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

WON, DRAWN, LOST = "won", "drawn", "lost"
KINDS = (WON, DRAWN, LOST)

COMPETITIVE, TEAMS, COOPERATIVE = "competitive", "teams", "cooperative"
STYLES = (COMPETITIVE, TEAMS, COOPERATIVE)


@dataclass(frozen=True, slots=True)
class Outcome:
    """``winners``: the winning seats; ``kind``: ``won`` (some seats won), ``drawn``, or
    ``lost`` (every seat lost, as a cooperative team does); ``reason``: a sentence."""

    winners: tuple[int, ...]
    kind: str
    reason: str

    def to_json(self) -> dict[str, Any]:
        return {"winners": list(self.winners), "kind": self.kind, "reason": self.reason}


def outcome_kind(winners: list[int], kind: str | None, style: str) -> str:
    """The kind of an end: the one given, else ``won`` when someone won, else a draw, or a
    defeat for a cooperative game."""
    if kind is not None:
        if kind not in KINDS:
            raise ValueError(f"an outcome is one of {', '.join(KINDS)}, not {kind!r}")
        if (kind == WON) != bool(winners):
            raise ValueError("an outcome is 'won' exactly when it has winners")
        return kind
    if winners:
        return WON
    return LOST if style == COOPERATIVE else DRAWN
