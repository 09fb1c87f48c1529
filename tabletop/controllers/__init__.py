"""Controllers: how each game's decisions become things to do on the table.

A controller never imports pygame: it turns a :class:`~tabletop.rules.Decision` into drags,
clicks, buttons and pickers (:class:`Interaction`), and says what the table shows beyond cards
(token counts, a status line). The generic :class:`Controller` covers most of a game; a game's
module states only its difference.
"""

from __future__ import annotations

from importlib import import_module

from tabletop.controllers.base import (
    Controller,
    DisplayModel,
    Interaction,
    PickerSpec,
    TokenCount,
)
from tabletop.rules import Game

_MODULES = {
    "bahamut-dispute": "tabletop.controllers.bahamut",
    "para-bellum": "tabletop.ui.games.para_bellum",
}


def get(game: Game) -> Controller:
    """The controller for ``game`` (the generic one for a game without its own)."""
    module = _MODULES.get(game.id)
    if module is None:
        return Controller(game)
    return import_module(module).CONTROLLER(game)


__all__ = ["Controller", "DisplayModel", "Interaction", "PickerSpec", "TokenCount", "get"]
