"""Taking back an action at the table: whether the person at the screen may, why not in
words, and the Undo button of the prompt panel's heading row.

The same answer serves the button, Ctrl+Z and the menu's Undo item, so all three agree.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.ui.table import theme
from tabletop.ui.table.widgets import Button

if TYPE_CHECKING:
    from tabletop.ui.table.scene import TableScene

UNDO = "undo"  # the value of the enabled Undo button
LABEL = "Undo"


def undo_refusal(scene: TableScene) -> str | None:
    """Why the local player may not take back the last action now (None: they may).

    Only while the decision at hand is the person's own: once their action has passed the
    decision to another player (a bot thinking on its worker thread, or another person), it
    stands. The answer depends on the state alone, never on how far a bot's thinking has got,
    so the button's look and a click agree whenever the bot's answer lands.
    """
    if not scene.humans:
        return "Nothing to undo: bots are playing."
    state = scene.state
    seat = scene.bottom
    if state.is_over:  # the final table: the result stands
        if not scene.result_shown():  # said once the moves that decided it are seen
            return "Wait until the moves are played out."
        return "The game is over: its last move cannot be taken back."
    if not state.history:
        return "There is nothing to undo yet."
    last = state.history[-1][0]
    mine = last is not None and _decides(scene, last)  # the person's own, of either seat
    if mine:
        seat = last  # one person playing two seats takes back either seat's last action
    decision = state.decision
    if decision is not None and not _decides(scene, decision.seat):
        if mine:
            who = scene.controller.seat_name(decision.seat)
            return f"Your last action can no longer be taken back: {who} decides next."
        who = scene.controller.seat_name(last)
        return f"You can only take back your own last action; {who} acted since."
    if state.can_undo(seat):
        return None
    if last != seat:
        who = scene.controller.seat_name(state.history[-1][0])
        return f"You can only take back your own last action; {who} acted since."
    return f"That cannot be taken back: it showed something new ({scene.game.reveals})."


def _decides(scene: TableScene, seat: int) -> bool:
    """Whether ``seat``'s decisions are the person's at the screen (their own seat, or
    another they play too)."""
    return seat in scene.humans and scene.person_of(seat) == scene.person_of(scene.bottom)


def undo_button(scene: TableScene, prompt: pygame.Rect) -> Button | None:
    """The Undo button at the top right of the prompt panel, greyed (a click says why) when
    the last action cannot be taken back; none while bots play alone or behind the curtain."""
    if not scene.humans or scene.curtain_for is not None:
        return None
    scale = scene.scale
    pad = theme.px(16, scale, 6)
    w, h = theme.px(130, scale, 84), theme.px(40, scale, 26)
    rect = pygame.Rect(prompt.right - pad - w, prompt.y + theme.px(8, scale, 3), w, h)
    why = undo_refusal(scene)
    return Button(rect, LABEL, UNDO if why is None else why, key_hint="", enabled=why is None)
