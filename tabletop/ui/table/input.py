"""Input at the table: mouse, keys, hover, presses that become drags, drops on zones (or a
spring back with the reason in words), buttons, the pickers and browsing a pile.

Part of :class:`~tabletop.ui.table.scene.TableScene` (a mixin).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from tabletop.rules import Action
from tabletop.ui.anim import Anim, Slide
from tabletop.ui.controller import PickEntry, PickerSpec
from tabletop.ui.layout import too_small
from tabletop.ui.table.hint import HINT
from tabletop.ui.table.undo import UNDO
from tabletop.ui.table.widgets import Button, Picker

if TYPE_CHECKING:
    from tabletop.ui.table.geometry import CardSpot

DRAG_THRESHOLD = 5  # pixels a press must move before it becomes a drag
TOAST_SECONDS = 4.0


def drag_words(targets: dict[str, Action]) -> str:
    """What a click on a card that is dragged to act says: to play it, or what its drop does
    ("Buy Talos ..."), never "play" for a card that is not played (a card to discard)."""
    actions = list(targets.values())
    if all(a.kind == "play" for a in actions):
        return "Drag the card onto a glowing zone to play it."
    texts = sorted({a.text for a in actions if a.text})
    if len(texts) == 1:
        return f"Drag the card onto a glowing zone: {texts[0]}."
    return "Drag the card onto a glowing zone."


@dataclass
class Drag:
    """A press on a card in the hand; it becomes a drag once the mouse moves far enough."""

    card: str
    zone: str  # layout zone it came from
    index: int
    start: tuple[int, int]
    grab: tuple[int, int]  # offset of the press inside the card
    rect: pygame.Rect
    moving: bool = False
    pos: tuple[int, int] = (0, 0)
    piece: bool = False  # a die, coin or token picked up by the game's extension
    image: pygame.Surface | None = None  # what is drawn under the mouse (pieces)


class TableInput:
    """Events from the app's loop to gestures, and gestures to actions."""

    def _hover_to(self, pos: tuple[int, int]) -> None:
        """The card under ``pos`` becomes the one shown enlarged (or none: none under a
        game's panel over the table)."""
        spot = None if self.ext.covers_table else self.spot_at(pos)
        old = (self.hover.zone, self.hover.index, self.hover.card) if self.hover else None
        new = (spot.zone, spot.index, spot.card) if spot else None
        if old != new:
            self.hover = spot
            self.dirty = True  # a hand card rises under the mouse: its zone is redrawn
        elif spot is not None and self.hover is not None and spot.rect != self.hover.rect:
            self.hover = spot
            self._dirty = True

    def _sync_hover(self) -> None:
        """The enlarged card follows the table, not only the mouse: once the table changed (an
        action, a card landing, a new view, a resize), it stays only while the same card still
        lies at the same place under the mouse; a card that left, or one that slid in under a
        still mouse, shows nothing until the mouse moves."""
        if self.keys.active:  # keyboard play: the lit card is the one shown large
            lit = self.keys.hover_spot()
            key = (lit.zone, lit.index, lit.card) if lit else None
            old = (self.hover.zone, self.hover.index, self.hover.card) if self.hover else None
            if key != old or (
                lit is not None and self.hover is not None and lit.rect != self.hover.rect
            ):
                self.hover = lit
                self.dirty = True
            return
        spot = self.hover
        if spot is None:
            return
        now = self.spot_at(self.mouse) if self.drag is None or not self.drag.moving else None
        if now is None or (now.zone, now.index, now.card) != (spot.zone, spot.index, spot.card):
            self.hover = None
            self.dirty = True
        elif now.rect != spot.rect or now.face_up != spot.face_up:
            self.hover = now
            self._dirty = True

    def show_toast(self, text: str) -> None:
        self.toast_text = text
        self.toast_time = TOAST_SECONDS  # a callout, not history: the log leaves it out
        self.dirty = True

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.VIDEORESIZE:
            self.resize((event.w, event.h))
            return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.keys.mouse_used()
            elif event.type == pygame.MOUSEMOTION and event.rel != (0, 0):
                if self.keys.nudged(event.pos, event.rel):
                    return  # keyboard play goes on: its light stays, Enter takes it
        elif event.type == pygame.WINDOWLEAVE:
            self.mouse = (-1, -1)  # the mouse left the window: nothing is under it
            if self.hover is not None:
                self.hover = None
                self.dirty = True
        if too_small(self.size):
            return
        if self.curtain_for is not None:
            if (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE)
            ):
                self._reveal_to(self.curtain_for)
            return
        if event.type == pygame.KEYDOWN and self.keys.handle(event):
            return  # keyboard play (keyboard.py)
        if self.ext.overlay_open:
            self.ext.overlay_event(event)
            return
        if event.type == pygame.KEYDOWN:
            if not self.ext.key(event):
                self._key(event)
            return
        if event.type == pygame.MOUSEWHEEL and self._log_wheel(event):
            return  # the log scrolls even while an animation plays
        if self.timeline.blocking:
            if event.type == pygame.MOUSEMOTION and self.drag is None:
                self._hover_to(event.pos)  # the enlarged card follows the mouse meanwhile
                self._hover_heading(event.pos)  # a grey Undo says why meanwhile too
            undo = self.undo_button
            if (
                event.type == pygame.MOUSEBUTTONUP
                and event.button == 1
                and undo is not None
                and undo.rect.collidepoint(event.pos)
            ):
                self._button(undo)  # as at rest: it takes back, or says why not
                return
            if (
                event.type == pygame.MOUSEBUTTONDOWN
                and event.button == 1
                and not self.state.is_over
                and self.state.decision is not None
                and self.seats[self.state.decision.seat].is_human
            ):
                self.timeline.finish()  # a click skips the animation
                self.dirty = True
            return
        overlay = self.browse or (self.picker if self.picker and not self.picker.hidden else None)
        if overlay is not None:
            self._overlay_event(overlay, event)
            return
        if self.guide.handle(event):  # its two buttons; every other click is the table's
            return
        if event.type == pygame.MOUSEWHEEL:
            return
        if event.type == pygame.MOUSEMOTION:
            self._motion(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)

    def _log_wheel(self, event: pygame.event.Event) -> bool:
        """The wheel over the log (not under a picker): scroll it; True when it was there."""
        if self.browse or (self.picker and not self.picker.hidden) or self.ext.overlay_open:
            return False
        if not self.rects.get("log", pygame.Rect(0, 0, 0, 0)).collidepoint(self.mouse):
            return False
        if self.log.handle_wheel(event.y):
            self.dirty = True
        return True

    def _key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
        elif event.key == pygame.K_h and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            self.hints.toggle()
        elif event.key == pygame.K_END and self.log.jump_to_newest():
            self.dirty = True
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.timeline.blocking:
                self.timeline.finish()
                return
            if (
                self.browse is None
                and self.interaction
                and self.interaction.default
                and (self.picker is None or self.picker.hidden)
            ):
                self.apply(self.interaction.default)
        elif event.key == pygame.K_ESCAPE and self.browse is not None:
            self.browse = None
            self.dirty = True

    def _overlay_event(self, overlay: Picker, event: pygame.event.Event) -> None:
        result = overlay.handle(event, self.mouse)
        if result is None:
            return
        what, entry = result
        self.dirty = True
        if what == "close":
            self.browse = None
        elif what == "hide":
            overlay.hidden = True
            self._build_buttons()
        elif what == "pick" and isinstance(entry, PickEntry) and entry.action is not None:
            self.apply(entry.action)
        elif what == "act" and isinstance(entry, Action):
            self.apply(entry)
        elif what == "disabled":
            self.show_toast(str(entry))

    def _motion(self, event: pygame.event.Event) -> None:
        drag = self.drag
        let_go = tuple(getattr(event, "buttons", (1,)))[:1] == (0,)
        if let_go:
            self.pressed_unusable = None  # its release was not heard: nothing to explain
        if drag is not None and let_go:
            # the button was let go where the window did not hear it (outside it, or while it
            # shrank): the card goes back, rather than staying on the pointer
            self.drag = None
            if drag.moving:
                self._spring_back(drag, event.pos)
            self.dirty = True
            return
        if drag is not None:
            dx, dy = event.pos[0] - drag.start[0], event.pos[1] - drag.start[1]
            if not drag.moving and abs(dx) + abs(dy) >= DRAG_THRESHOLD:
                if not drag.piece and not self._local_turn():
                    # another player decides: the card stays in its place, and says why
                    self.drag = None
                    self.show_toast(self.waiting_words())
                    return
                drag.moving = True
                self.hover = None
                self.dirty = True  # the card leaves its slot on the board
            drag.pos = event.pos
            self._dirty = True
            return
        for b in self.buttons:
            h = b.rect.collidepoint(event.pos)
            if h != b.hover:
                b.hover = h
                self.dirty = True
        if self.ext.motion(event.pos):
            self._dirty = True
        self._hover_to(event.pos)

    def _hover_heading(self, pos: tuple[int, int]) -> None:
        """The heading's buttons (Hint, Undo) lit under the mouse while moves are played out."""
        for b in (self.hint_button, self.undo_button):
            if b is not None and b.rect.collidepoint(pos) != b.hover:
                b.hover = not b.hover
                self.dirty = True

    def _press(self, pos: tuple[int, int]) -> None:
        self.pressed_unusable = None
        for b in self.buttons:
            if b.rect.collidepoint(pos):
                return  # buttons act on release
        # no card under a game's panel over the table is taken up
        spot = None if self.ext.covers_table else self.spot_at(pos)
        if spot is None or spot.card is None or not self.humans or not self._pressable(spot):
            if self.humans:
                self.drag = self.ext.press(pos)
            if self.drag is None and spot is not None and spot.face_up and self._local_turn():
                self.pressed_unusable = spot.card  # said on release, when the rules say why
            return
        rect = self._lifted(spot)
        self.drag = Drag(
            spot.card,
            spot.zone,
            spot.index,
            pos,
            (pos[0] - rect.x, pos[1] - rect.y),
            rect.copy(),
            pos=pos,
        )

    def _pressable(self, spot: CardSpot) -> bool:
        """A card of the own hand, or a card on the table that the decision drags or clicks."""
        if spot.zone == "hand.0":
            return True
        it = self.interaction if self._local_turn() else None
        card = spot.card
        return it is not None and (card in it.drags or card in it.clicks or card in it.drag_off)

    def _release(self, pos: tuple[int, int]) -> None:
        drag, self.drag = self.drag, None
        pointed, self.pressed_unusable = self.pressed_unusable, None
        if drag is not None and drag.moving:
            self._drop(drag, pos)
            return
        if self.log.jump_at(pos):  # the log's "new lines" bar: to the newest
            self.dirty = True
            return
        for b in self.buttons:
            if b.rect.collidepoint(pos):
                self._button(b)
                return
        why = self.state.why_not_usable(pointed) if pointed is not None else None
        if why and self.state.decision is not None:  # clicked or dragged: the rules say why not
            self.show_toast(why)
            return
        if drag is not None and not drag.piece:  # a click on a hand card
            it = self.interaction
            if it and drag.card in it.clicks:
                self.apply(it.clicks[drag.card])
                return
        if self.ext.click(pos, drag):
            return
        zone = self.zone_at(pos)
        if zone is not None and self.zone(zone).props.get("browse", zone == "discard"):
            if self.display.zones.get(self.sz(zone)):
                self.open_browse(self.sz(zone))
        elif (
            drag is not None
            and self._local_turn()
            and self.interaction
            and self.interaction.targets(drag.card)
        ):
            self.show_toast(drag_words(self.interaction.targets(drag.card)))

    def _button(self, button: Button) -> None:
        value = button.value
        self.dirty = True
        if not button.enabled:
            self.show_toast(str(value))
        elif value == UNDO and button is self.undo_button:
            self.undo()
        elif value == HINT and button is self.hint_button:
            self.hints.toggle()
        elif value == "show-picker" and self.picker is not None:
            self.picker.hidden = False
            self._build_buttons()
        elif isinstance(value, Action):
            self.apply(value)

    def _drop(self, drag: Drag, pos: tuple[int, int]) -> None:
        """A drop on a glowing zone applies its action; anywhere else the card springs back."""
        self.dirty = True
        if drag.piece:
            self.ext.drop(drag, pos)
            return
        lzone = self.zone_at(pos)
        if lzone != drag.zone and self.still_home(drag, pos):
            self._spring_back(drag, pos)  # let go before it left its place: no harm meant
            return
        it = self.interaction if self._local_turn() else None
        targets = it.targets(drag.card) if it else {}
        target = self.ext.target_at(pos, targets)
        under = self.spot_at(pos)
        on_card = under.card if under is not None and under.face_up else None
        if target is None and on_card in targets:
            target = on_card
        if target is None:
            target = self.sz(lzone) if lzone else None
        if target is not None and target in targets:
            self.apply_drop(drag.card, target, targets[target])
            return
        if it is not None and drag.card in it.drag_off:
            self.apply(it.drag_off[drag.card])  # a paired card dragged away: taken off
            return
        self._spring_back(drag, pos)
        onto_cards = it is not None and (
            it.mode == "pairs" or any(t not in self.display.zones for t in targets)
        )
        if onto_cards and on_card is not None and on_card != drag.card:
            self.show_toast(self.card_reason(drag.card, on_card, targets))
            return
        if lzone == drag.zone:
            return  # dropped back where it lay: no harm meant
        self.show_toast(self.reason(drag.card, target, targets))

    def still_home(self, drag: Drag, pos: tuple[int, int]) -> bool:
        """Whether a card carried to ``pos`` still lies more than half over the zone it came
        from: a card let go just above the hand, its top edge over the glowing field and the
        mouse with it, was played although the player saw it over the hand. A drop counts
        once the card has left its place (a piece of the game's own: where the mouse is)."""
        home = self.rects.get(drag.zone)
        if drag.piece or home is None:
            return False
        card = pygame.Rect(pos[0] - drag.grab[0], pos[1] - drag.grab[1], *drag.rect.size)
        over = card.clip(home)
        return 2 * over.w * over.h > card.w * card.h

    def card_reason(self, card: str, onto: str, targets: dict[str, Action]) -> str:
        """Why dropping ``card`` onto the card ``onto`` does nothing: the rules' words."""
        decision = self.state.decision
        kinds = [a.kind for a in targets.values()] or ["pair"]
        if decision is not None:
            action = Action(kinds[0], card, onto)
            why = self.state.why_illegal(action) or self.state.refusal(action, decision)
            if why:
                return why
        return f"{self.art.name(card)} cannot go onto {self.art.name(onto)}."

    def reason(self, card: str, target: str | None, targets: dict[str, Action]) -> str:
        """Why this drop does nothing, in words: the rules' reason when they give one."""
        own = self.ext.reason(card, target, targets)
        if own:
            return own
        name = self.art.name(card)
        kinds = [a.kind for a in targets.values()]
        if not kinds and self.interaction:
            kinds = [a.kind for z in self.interaction.drags.values() for a in z.values()]
        kind = kinds[0] if kinds else "play"
        guess = target or (next(iter(targets)) if targets else self.ext.usual_target(card))
        why = None
        if self.state.decision is not None:
            why = self.state.why_illegal(Action(kind, card, guess))
        if why:
            return why
        if targets:
            return f"{name} cannot go there: drop it on a glowing zone."
        decision = self.state.decision
        if decision is None or decision.seat != self.bottom:
            return self.waiting_words()
        return f"{name} cannot be used now. {decision.prompt}"

    def waiting_words(self) -> str:
        """Why nothing can be played now, the decision being no longer the person's."""
        decision = self.state.decision
        if decision is None:
            return "The game is over."
        if decision.seat != self.bottom:
            return f"Wait: {self.controller.seat_name(decision.seat)} is deciding."
        return "Wait until the moves are played out."

    def put_back(self) -> None:
        """An action is applied (a key took a choice while the mouse carried a card): the
        card goes back to its place, as from a wrong drop, rather than vanish from the mouse.
        Carried into another player's decision, it stayed on the mouse (drawn over the Undo
        button while a bot thought); no card is taken up then (:meth:`_motion`)."""
        drag, self.drag = self.drag, None
        if drag is not None and drag.moving and not drag.piece:
            self._spring_back(drag, drag.pos)

    def _spring_back(self, drag: Drag, pos: tuple[int, int]) -> None:
        start = pygame.Rect(pos[0] - drag.grab[0], pos[1] - drag.grab[1], drag.rect.w, drag.rect.h)
        key = (drag.zone, drag.index)
        self.flying.add(key)
        image = drag.image or self.art.face(drag.card, drag.rect.size)
        slide = Slide(image, start, drag.rect, 0.22)

        def begin() -> list[Anim]:
            return [slide]

        self.timeline.push(begin, lambda: self._land(key), playing=False)

    def open_browse(self, zone: str = "discard") -> None:
        """Click on a pile one may look through (a discard pile): its cards, large and
        read-only, under the pile's own name."""
        cards = [c for c in self.display.zones.get(zone, []) if c]
        if not cards:
            return
        lzone = self.lz(zone)
        forms = self.label_forms(lzone, self.seat_names()) if lzone in self.rects else []
        # the first form without a seat's note: "Sparta · Discard", "Your discard", "Tartarus"
        name = next((f for f in forms if "(" not in f), "Discard pile")
        spec = PickerSpec(
            f"{name} ({len(cards)} card{'s' if len(cards) != 1 else ''}, newest first)",
            tuple(PickEntry(c, None, self.art.name(c)) for c in reversed(cards)),
            zone,
            read_only=True,
        )
        self.browse = Picker(spec, self.res, self.art, self.draw_as_on_table)
        self.browse.layout(pygame.Rect((0, 0), self.size), self.scale)
        self.dirty = True
