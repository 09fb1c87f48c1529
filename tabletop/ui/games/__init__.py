"""Each game's table part, found by convention from the game's id.

A game with its own table part has a package ``tabletop.ui.games.<id, - as _>`` (its
controller, table code, card drawing, event animations) whose ``__init__.py`` declares
``CONTROLLER`` (a :class:`~tabletop.ui.controller.Controller` subclass) and may declare
``EXTENSION`` (a :class:`~tabletop.ui.table.extension.TableExtension` subclass), and may declare
``OPTIONS``, the game options the launcher offers with words: ``{option: (label, [(value,
words), ...])}``, the first value the default (:func:`option_choices`). A game without
a package gets the generic controller and extension. Packages are imported by name, so this
works in the frozen build too (which freezes every ``tabletop`` submodule).
"""

from __future__ import annotations

from functools import cache
from importlib import import_module
from types import ModuleType
from typing import TYPE_CHECKING, Any

from tabletop.rules import Game
from tabletop.ui.controller import Controller

if TYPE_CHECKING:
    from tabletop.ui.table.extension import TableExtension
    from tabletop.ui.table.scene import TableScene


def package_name(game_id: str) -> str:
    return f"{__name__}.{game_id.replace('-', '_')}"


@cache
def table_part(game_id: str) -> ModuleType | None:
    """The package of ``game_id``'s table part, or None when the game has none."""
    name = package_name(game_id)
    try:
        return import_module(name)
    except ModuleNotFoundError as err:
        if err.name == name:
            return None  # no such package (a broken import inside one is raised)
        raise


def option_choices(game_id: str) -> dict[str, tuple[str, list[tuple[Any, str]]]]:
    """The options ``game_id``'s table part offers in the launcher (none by default): option
    -> (its label, its values with their words)."""
    declared = getattr(table_part(game_id), "OPTIONS", None) or {}
    return {str(k): (str(label), list(values)) for k, (label, values) in declared.items()}


def controller_for(game: Game) -> Controller:
    """The controller for ``game`` (the generic one for a game without its own)."""
    part = table_part(game.id)
    cls: type[Controller] = getattr(part, "CONTROLLER", Controller)
    return cls(game)


def extension_for(scene: TableScene) -> TableExtension:
    """The table extension of the scene's game (the do-nothing one for most games)."""
    from tabletop.ui.table.extension import TableExtension

    cls: type[TableExtension] = getattr(table_part(scene.game.id), "EXTENSION", TableExtension)
    return cls(scene)
