"""Game options from the command line (``--option KEY=VALUE``), for ``tabletop play`` and
``tabletop simulate`` alike; kept apart from the UI so that simulating never loads pygame."""

from __future__ import annotations

import json
from typing import Any

from tabletop.rules import Game


def parse_options(items: list[str] | None, game: Game) -> dict[str, Any]:
    """``["scenario=foundry-below", "log=the-gate-held,the-gate-fell"]`` -> the game's options
    (a value that reads as JSON is that value: ``first_player=0``, ``scenario=null``); raises
    ValueError with a one-line reason."""
    out: dict[str, Any] = {}
    for item in items or []:
        key, sep, value = item.partition("=")
        key = key.strip()
        if not sep or not key:
            raise ValueError(f"bad --option {item!r}: use KEY=VALUE, e.g. scenario=lower-stair")
        if key not in game.options:
            known = ", ".join(game.options) or "none"
            raise ValueError(f"{game.title} has no option {key!r} (options: {known})")
        try:
            out[key] = json.loads(value)
        except (ValueError, RecursionError):  # nested past the parser's depth: words too
            out[key] = value.strip()
    return out
