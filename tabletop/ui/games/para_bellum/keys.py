"""Keyboard play at the Para Bellum table (see tabletop/ui/table/keyboard.py): the pieces to
move (dice, the coin, tokens, the Runner) with where each may go, the things to click (a card
to activate, a die to raise), the Battle Reward's bonus buttons, and the buttons of the choice
menu and the opponent picker. Enter then does what the mouse does with them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.ui.table.keyboard import KeyChoice
from tabletop.ui.table.widgets import Button

if TYPE_CHECKING:
    from tabletop.ui.games.para_bellum.table import ParaBellumTable


def key_choices(ext: ParaBellumTable) -> list[KeyChoice]:
    it = ext.it
    if it is None:
        return []
    out: list[KeyChoice] = []
    for source, targets in it.moves.items():
        rect = ext.thing_rect(source)
        spots = {t: r for t in targets if (r := ext.thing_rect(t)) is not None}
        if rect is not None and spots:
            out.append(KeyChoice("piece", source, rect, spots=spots))
    for thing in it.picks:
        rect = ext.thing_rect(thing)
        if rect is not None:
            out.append(KeyChoice("click", thing, rect))
    for i, b in enumerate(ext.choice_buttons):
        out.append(KeyChoice("click", f"bonus{i}:{b.label}", b.rect))
    return out


def overlay_buttons(ext: ParaBellumTable) -> list[Button]:
    """The choice menu's buttons, or one plate per opponent of the opponent picker (and its
    "See the table")."""
    if ext.menu is not None:
        return list(ext.menu.buttons)
    picker = ext.picker
    if picker is None or picker.hidden:
        return []
    plates = [
        Button(pygame.Rect(r), a.text or a.kind, a)
        for r, a in zip(picker.plates, picker.actions, strict=False)
    ]
    return [*plates, picker.hide_button]
