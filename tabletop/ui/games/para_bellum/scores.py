"""Para Bellum's final score by source, and each player's colour and shape, for the
game-over screen.

The rules leave it in a finished game's ``view["scores"]``: per seat (``players``) points by
source with ``total`` after its sources, and (``alliances``) the sides' totals.
"""

from __future__ import annotations

from typing import Any

from tabletop.ui.controller import ScoreSheet
from tabletop.ui.games.para_bellum.marks import COLOURS

TITLE = "VP by source"
ALLIANCE = "Alliance total"


def score_sheet(view: dict[str, Any], labels: dict[str, str]) -> ScoreSheet | None:
    """The score rows, each source named by ``labels`` (else its key in words)."""
    scores = view.get("scores")
    players = scores.get("players") if isinstance(scores, dict) else None
    if not isinstance(players, list) or not players or not isinstance(players[0], dict):
        return None
    keys = list(players[0])
    if "total" not in keys:
        return None
    rows = [
        (labels.get(k) or k.replace("_", " ").capitalize().replace("Vp", "VP"), k)
        for k in keys[: keys.index("total") + 1]
    ]
    out = [(label, [str(p.get(key, "")) for p in players]) for label, key in rows]
    sides = scores.get("alliances")
    alliance = labels.get("alliance", ALLIANCE)
    if isinstance(sides, list) and sides:
        per_seat = ["" for _ in players]
        for side in sides:
            for seat in side.get("seats", []):
                if 0 <= seat < len(per_seat):
                    per_seat[seat] = str(side.get("total", ""))
        out.append((alliance, per_seat))
    return ScoreSheet(TITLE, out, rows[-1][0], frozenset({alliance}))


class ScoresBySource:
    """Mixin for the game's controller: :meth:`score_sheet` from its ``score_labels``."""

    def score_sheet(self, view: dict[str, Any]) -> ScoreSheet | None:
        return score_sheet(view, dict(getattr(self, "score_labels", ())))

    def seat_marks(self, view: dict[str, Any]) -> list[tuple[tuple[int, int, int], str]] | None:
        """Each player's colour and badge shape: their starting card's, as the table marks
        them, so that the chart's red circle is the player whose badge is a red circle."""
        colours = view.get("start_colour")
        if not isinstance(colours, list) or not all(c in COLOURS for c in colours):
            return None
        return [(COLOURS[c]["fill"], COLOURS[c]["shape"]) for c in colours]
