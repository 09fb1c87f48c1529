"""The table's turn flow: the next decision for the person at the screen, the bots' turns (on
a worker thread, paced), the hot-seat curtain, applying actions and taking them back.

Part of :class:`~tabletop.ui.table.scene.TableScene` (a mixin).
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.rules import Action, Decision, IllegalAction
from tabletop.ui import sound
from tabletop.ui.controller import DisplayModel
from tabletop.ui.table import aim, warmup
from tabletop.ui.table.undo import undo_refusal
from tabletop.ui.table.widgets import Picker


class TurnFlow:
    """Decisions, bots, curtain, apply and undo."""

    def _local_turn(self) -> bool:
        """True when the person at the screen must decide now (no curtain, no animation)."""
        return self.interaction is not None and self.curtain_for is None

    def _after_actions(self) -> None:
        """The timeline is done: sync the display and prepare the next decision. Not while a
        later action's moves are still queued (an aimed drop's second move): the display would
        show the state after them, they would then be played on it again (a card drawn shown
        twice), and the next question would open over them; that action's own call does it."""
        if any(step.end == self._after_actions for step in self.timeline.queue):
            return
        self.display = DisplayModel.from_view(self.state.view(self.view_seat))
        self.flying.clear()
        self._spots = None
        self.interaction = None
        self.picker = None
        self.aims = {}
        decision = self.state.decision
        if decision is not None and self.seats[decision.seat].is_human:
            if decision.seat != self.bottom:
                if self.hot_seat:
                    self.curtain_for = decision.seat
                    self.hover = None  # the next player must not see the last one's card
                else:  # one person plays this seat too: turn the table to it at once
                    self._reveal_to(decision.seat)
                    return
            else:
                view = self.state.view(decision.seat)
                self.interaction = self.controller.interaction(decision, view)
                it = self.interaction
                if self.controller.aim_drops and not it.mode and it.picker is None:
                    hands = set(self.controller.drag_zones(decision.seat))
                    self.aims = aim.aims(self.state, decision, it, view, hands)
                    aim.add_aims(self.interaction, self.aims)
                if self.interaction.picker is not None:
                    self.picker = Picker(
                        self.interaction.picker, self.res, self.art, self.draw_as_on_table
                    )
                    self.picker.layout(pygame.Rect((0, 0), self.size), self.scale)
        self.hold.settle()  # the hand keeps its places for the next discard, or closes up
        self.bot_wait = 0.0
        self.thinker.cancel()  # the state moved on: a pending bot answer is stale
        self.hints.forget()  # a hint was about the decision before
        self.ext.sync()
        self._build_buttons()
        self.dirty = True
        sound.after_actions(self)  # the chime when a person decides after a bot
        turn = self._turn_key()
        if turn != self._hover_turn:
            self._hover_turn = turn
            self.hover = None  # a new turn starts without the last one's enlarged card
        self._sync_hover()

    def result_shown(self) -> bool:
        """Whether the table has shown how the game ended, if it has: no action is being
        played out, or the game-over event among its events has begun (its banner)."""
        if not self.timeline.playing:
            return True
        stage = self.shown_stage
        return stage is not None and stage.kind == "game_over"

    def _turn_key(self) -> tuple[Any, ...]:
        """What changes when the turn passes: who decides, whose turn, the turn or round."""
        decision = self.state.decision
        data = self.display.data
        return (
            decision.seat if decision is not None else None,
            self.controller.active_seat(self.display),
            data.get("turn"),
            data.get("round"),
        )

    def _reveal_to(self, seat: int) -> None:
        """Hot-seat: the next person took the mouse; show the table from their side."""
        self.curtain_for = None
        self.bottom = seat
        self.hover = None
        self._static = None
        self._after_actions()

    def apply_drop(self, card: str, target: str, action: Action) -> bool:
        """A card dropped on ``target``: its action, and where the drop aimed at a card on the
        table (aim.py), the choice of that card which the play then asks for."""
        aimed = self.aims.get((card, target))
        if not self.apply(action):
            return False
        decision = self.state.decision
        if aimed is not None and decision is not None and aimed[1] in decision.actions:
            done = self.apply(aimed[1])
            if done:  # one gesture: one Undo takes both moves back
                self._gesture_ends = len(self.state.history)
            return done
        return True

    def apply(self, action: Action) -> bool:
        """Apply ``action`` for whoever decides now; False (and a toast) if it is illegal."""
        seat = self.state.decision.seat if self.state.decision is not None else None
        try:
            events = self.state.apply(action)
        except IllegalAction as err:
            self.show_toast(str(err))
            return False
        if seat == self.bottom:
            self.hold.start(action)  # a card clicked away: the hand keeps its places
        if seat in self.humans:  # a person moved on: a refusal of the step left is stale
            self.toast_text, self.toast_time = "", 0.0  # (a bot's move leaves it to be read)
        self.interaction = None
        self.picker = None
        self.put_back()  # a card still carried goes home (input.py)
        self.guide.applied(action, seat)
        autosave = getattr(self.app, "autosave", None)
        if autosave is not None:
            autosave(self.state, self.seats)
        if not self.timeline.blocking:  # shown from this frame on; else when its turn comes
            self._playing_from(seat)
        self.timeline.push(lambda: self._playing_from(seat))  # the panel's words: this action
        self._animate(events)
        self.timeline.push(lambda: [], self._after_actions)
        self._build_buttons()  # with its events queued: Undo's reason waits for them (undo.py)
        self.dirty = True
        self._sync_hover()
        return True

    def _playing_from(self, seat: int | None) -> list[Any]:
        """The timeline reached an action's events: the prompt panel says whose action is
        played out, until one of its events starts a turn (or ends the game)."""
        self.shown_mover, self.shown_stage = seat, None
        return []

    def update(self, dt: float) -> None:
        self._configure_timeline()
        if self.timeline.busy:
            self.timeline.update(dt)
            self._dirty = True  # the board stays; the animation is drawn over it
        if self.hover is not None:
            self._sync_hover()  # cheap (cached spots): the table may have moved under it
        self.hints.update()  # a hint's answer from its worker thread
        if (
            self._warm
            and not self._board_stale  # not in a frame that redraws the board
            and not self._prefetch.is_alive()
            and not self.thinker.thinking  # both want the GIL: let the bot finish first
            and (self.drag is None or not self.drag.moving)
        ):
            self.warm_up(0.001 if self.timeline.busy else 0.002)  # animated frames draw more
        if self.toast_time > 0:
            self.toast_time -= dt
            if self.toast_time <= 0:
                self.toast_text = ""
                self.dirty = True
        if self.timeline.blocking:
            return
        if self.state.is_over:
            # the game-over screen takes its picture of the table now: let the result banner
            # fade out first (it would cover the header and the log on "See the final table")
            if not self.over_reported and not self.timeline.busy:
                self.over_reported = True
                if self.hover is not None:
                    self.hover = None
                    self.dirty = True
                game_over = getattr(self.app, "game_over", None)
                if game_over is not None:
                    game_over(self.state, self.seats)
            return
        decision = self.state.decision
        if decision is None:
            return
        if self.seats[decision.seat].is_human:
            auto = self._auto_choice(decision)
            if auto is not None:
                self.apply(auto)
            return
        inline = self.fast or not self.bot_threads
        waited, self.bot_wait = self.bot_wait, self.bot_wait + dt
        if not waited and not inline:
            return  # this frame redraws the board after the last action: think from the next
        # The bot thinks on a worker thread over the pacing delay (botworker.py), while frames
        # are cheap; its answer is applied here, on the main thread.
        seat = decision.seat
        thought = self.thinker.ask(
            (len(self.state.history), seat),
            self.bots[seat],
            lambda: self.state.view(seat),
            wait=inline,
        )
        if not thought.done:
            return
        if not inline and not thought.warmed and thought.action is not None:
            thought.warmed = True  # its card's pictures first: it moves when the delay is over
            self._warm += warmup.for_card(self, thought.action.source)
        if self.bot_wait < self.bot_delay:
            return
        self.thinker.cancel()
        action = thought.action
        if thought.error is not None or action is None:  # a bot bug must not freeze the table
            why = f"The bot failed ({thought.error}); it plays the first legal move."
            self.log.add(why, "error")
            action = decision.actions[0]
        if not self.apply(action):
            self.apply(decision.actions[0])

    def _auto_choice(self, decision: Decision) -> Action | None:
        """The lone End (``auto_end_turn``) or lone Pass (``auto_pass``) the table takes by
        itself for the person at the screen; None: the person decides (the default)."""
        if not self._local_turn() or decision.seat != self.bottom:
            return None
        settings = getattr(self.app, "settings", None)
        if getattr(settings, "auto_end_turn", False) and decision.lone_end is not None:
            return decision.lone_end
        if getattr(settings, "auto_pass", False) and decision.lone_pass is not None:
            return decision.lone_pass
        return None

    def undo(self) -> None:
        """Ctrl+Z, the Undo button or the menu: take back the local player's last action, or
        say why not (without skipping what is being played out: the result of a finished
        game is not said before it is seen)."""
        why = undo_refusal(self)
        if why is not None:
            self.show_toast(why)
            return
        if self.timeline.blocking:
            self.timeline.finish()
        self.drag = None  # a card carried meanwhile: the table changes under it
        state = self.state
        # an aimed drop (aim.py) made two moves with one gesture: both are taken back
        moves = 2 if self._gesture_ends == len(state.history) else 1
        self._gesture_ends = -1
        for n in range(moves):
            if n and undo_refusal(self) is not None:
                break
            seat, text = (
                state.history[-1][0],
                state.history[-1][1].text,
            )  # may be this person's other seat
            try:
                state.undo()
            except IllegalAction as err:
                self.show_toast(str(err))
                if not n:
                    return
                break
            what = f"\u201c{text.rstrip('.')}\u201d" if text else "their last move"
            self.log.add(f"{self.controller.seat_name(seat)} takes back {what}.", "info")
        autosave = getattr(self.app, "autosave", None)
        if autosave is not None:
            autosave(self.state, self.seats)
        self._after_actions()
