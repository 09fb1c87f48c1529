"""Keyboard play at the table, for every decision of every game.

Tab / Shift+Tab and the arrow keys move a focus through the legal choices of the pending
decision: the cards and pieces that are the sources of legal actions, then the buttons. The
focused one is ringed, and its targets light up the way a drag lights them. Enter takes the lit
one: a button or a click-card acts at once (the prompt's hint says what it will do), a card
that is dragged is taken, as the mouse picks it up, even with one target (so that Enter never
plays an Army card or a Command card by surprise), and Tab then goes through its targets, Enter
dropping it on the lit one. A new decision starts with nothing lit (the Undo button is among
the choices, last), so that the first Enter never spends a token by surprise: it lights the
first choice. In a picker or a game's own menu the focus goes through its options, and the
number keys 1-9 pick the nth one (on the table they press the nth button). Esc drops a taken
card; with nothing half-made it opens the menu as before. Enter before any focus key, and
Space always, still take the gold button (End the turn), as before. The mouse takes over
with a click or a real move; a nudge of a few pixels (a hand resting on a touchpad) leaves
the light where it is: it put the light out unseen, and the Enter that followed took the
gold button instead of the lit choice.

Why here, generic: the choices come from the decision's :class:`Interaction` (the same drags,
clicks and buttons the mouse uses) plus what a game's extension adds (``key_choices``: dice
and grid cells, its own buttons), and Enter goes through the same paths as a click or a drop,
so the keyboard can never do what the mouse could not.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.rules import Action
from tabletop.ui.table import theme

if TYPE_CHECKING:
    from tabletop.ui.table.geometry import CardSpot
    from tabletop.ui.table.scene import TableScene
    from tabletop.ui.table.widgets import Button, Picker

# the keyboard's focus: white, apart from the gold glow, the green drop and the hint's blue
RING = (255, 255, 255)
NEXT = (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN)
PREVIOUS = (pygame.K_LEFT, pygame.K_UP)
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
DRIFT = 12  # pixels the pointer may drift from where it rested before the mouse takes over
NUMBERS = {getattr(pygame, f"K_{n}"): n for n in range(1, 10)} | {
    getattr(pygame, f"K_KP{n}"): n for n in range(1, 10)
}


@dataclass
class KeyChoice:
    """One thing the focus can light, and what Enter does with it.

    ``kind``: ``act`` (apply ``action``), ``take`` (a card: its ``targets`` by id), ``drop``
    (a target of a taken card: apply ``action``), ``click`` (a click at the centre of ``rect``,
    handled as the mouse's), ``piece`` (a piece to move: its target ids and rectangles in
    ``spots``), ``put`` (a target of a taken piece), ``button`` (a table button), ``pick`` (entry
    ``index`` of the open picker), ``overlay`` (a button of a game's own overlay).
    """

    kind: str
    id: str
    rect: pygame.Rect
    action: Action | None = None
    targets: dict[str, Action] = field(default_factory=dict)
    spots: dict[str, pygame.Rect] = field(default_factory=dict)
    button: Button | None = None
    index: int = -1

    @property
    def key(self) -> tuple[str, str]:
        return (self.kind, self.id)


def spatial(choices: list[KeyChoice]) -> list[KeyChoice]:
    """Top to bottom, then left to right, by rows of roughly one height."""
    if not choices:
        return choices
    band = max(8, min(c.rect.h for c in choices) // 2)
    return sorted(choices, key=lambda c: (c.rect.centery // band, c.rect.x))


class KeyFocus:
    """The focus of keyboard play on one table (see the module docstring)."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.active = False  # shown once a focus key was pressed, until the mouse is used
        self.focus: tuple[str, str] | None = None
        self.held: KeyChoice | None = None  # a card or piece taken, waiting for its target
        self.focus_at = -1  # the length of the history when the focus was last moved
        # where the pointer rested when a key was last pressed: the start of the first move
        # after it (the table's own idea of the pointer is stale after a menu, and unknown
        # before the first move; the system's is not told to a headless table)
        self.anchor: tuple[int, int] | None = None

    # ----- what can be lit ---------------------------------------------------------------------

    def choices(self) -> list[KeyChoice]:
        """The legal choices the focus goes through now, in order."""
        s = self.scene
        if s.curtain_for is not None or s.timeline.blocking:
            return []
        if s.ext.overlay_open:
            return [
                KeyChoice("overlay", f"{i}:{b.label}", b.rect, button=b)
                for i, b in enumerate(s.ext.overlay_buttons())
                if b.enabled
            ]
        overlay = self.overlay()
        if overlay is not None:
            return self._picker_choices(overlay)
        if not s._local_turn():
            return []
        if self.held is not None:
            return self._target_choices(self.held)
        return self._table_choices()

    def overlay(self) -> Picker | None:
        s = self.scene
        return s.browse or (s.picker if s.picker is not None and not s.picker.hidden else None)

    def _table_choices(self) -> list[KeyChoice]:
        s = self.scene
        it = s.interaction
        assert it is not None
        spots = s.card_spots()
        hand: list[KeyChoice] = []
        table: list[KeyChoice] = []
        for card in dict.fromkeys([*it.clicks, *it.drags, *it.drag_off]):
            spot = spots.get(card)
            if spot is None:
                continue
            rect = s._lifted(spot)  # where it is drawn (a hand card shown large rises)
            if card in it.clicks:
                choice = KeyChoice("act", card, rect, action=it.clicks[card])
            elif it.drags.get(card):
                choice = KeyChoice("take", card, rect, targets=dict(it.drags[card]))
            else:
                choice = KeyChoice("act", card, rect, action=it.drag_off[card])
            (hand if spot.zone == "hand.0" else table).append(choice)
        hand.sort(key=lambda c: c.rect.x)
        own = [c for c in s.ext.key_choices() if c.rect.w > 0]
        buttons = [
            KeyChoice("button", f"{i}:{b.label}", b.rect, button=b)
            for i, b in enumerate(s.decision_buttons())
            if b.enabled
        ]
        for name, b in (("hint", s.hint_button), ("undo", s.undo_button)):
            if b is not None and b.enabled:
                buttons.append(KeyChoice("button", name, b.rect, button=b))
        return [*hand, *spatial(table), *own, *buttons]

    def _target_choices(self, held: KeyChoice) -> list[KeyChoice]:
        if held.kind == "piece":
            return spatial([KeyChoice("put", t, r) for t, r in held.spots.items()])
        out = []
        for target, action in held.targets.items():
            rect = self.target_rect(target)
            out.append(KeyChoice("drop", target, rect or held.rect, action=action))
        return spatial(out)

    def _picker_choices(self, picker: Picker) -> list[KeyChoice]:
        out = []
        if not picker.spec.read_only:
            for i, entry in enumerate(picker.spec.entries):
                if entry.action is not None and i < len(picker.cells):
                    out.append(KeyChoice("pick", f"{i}:{entry.card}", picker.cells[i], index=i))
        for i, b in enumerate(picker.buttons):
            if b.enabled:
                out.append(KeyChoice("button", f"p{i}:{b.label}", b.rect, button=b))
        return out

    def target_rect(self, target: str) -> pygame.Rect | None:
        """Where a drop target lies: a game's own (a grid cell), a card, or a zone."""
        s = self.scene
        rect = s.ext.key_target_rect(target)
        if rect is not None:
            return rect
        spot = s.card_spots().get(target)
        if spot is not None:
            return spot.rect
        lzone = s.lz(target)
        return s.rects.get(lzone) if lzone else None

    def lit(self, choices: list[KeyChoice] | None = None) -> KeyChoice | None:
        """The focused choice (once keyboard play began, the first when the last one went)."""
        if not self.active:
            return None
        choices = self.choices() if choices is None else choices
        if not choices:
            return None
        for c in choices:
            if c.key == self.focus:
                return c
        if self.held is not None or self.focus_at == len(self.scene.state.history):
            # a taken card's first target, or the first choice of the same decision (a
            # picker hidden): lighting is not acting, Enter still must be pressed
            self.focus = choices[0].key
            return choices[0]
        self.focus = None  # a new decision: nothing lit until Tab (or Enter) lights one
        return None

    def hover_spot(self) -> CardSpot | None:
        """The card to show large: the lit card, until it is taken (its targets then show)."""
        lit = self.lit() if self.held is None else None
        if lit is None or lit.kind not in ("take", "act"):
            return None
        return self.scene.card_spots().get(lit.id)

    # ----- keys --------------------------------------------------------------------------------

    def mouse_used(self) -> None:
        """The mouse took over: the focus hides (and a taken card is put back)."""
        if self.active or self.held is not None:
            self.active = False
            self.held = None
            self.scene.hover = None  # the mouse shows its own card from its next move
            self.scene._build_buttons()  # the gold button's key is Enter again
            self.scene.dirty = True

    def nudged(self, pos: tuple[int, int], rel: tuple[int, int]) -> bool:
        """A mouse move while keyboard play shows: True for a nudge (the pointer within
        :data:`DRIFT` of where it rested at the last key), which changes nothing; a longer
        move hands play back to the mouse (False)."""
        if not self.active and self.held is None:
            return False
        if self.anchor is None:
            self.anchor = (pos[0] - rel[0], pos[1] - rel[1])
        if max(abs(pos[0] - self.anchor[0]), abs(pos[1] - self.anchor[1])) <= DRIFT:
            return True
        self.mouse_used()
        return False

    def handle(self, event: pygame.event.Event) -> bool:
        """A key press; True when keyboard play used it."""
        key = event.key
        self.anchor = None  # a nudge from here on is not the mouse taking over
        if key == pygame.K_ESCAPE:
            if self.held is not None:
                self.held = None
                self.focus = None
                self.scene._dirty = True
                self.scene._sync_hover()
                return True
            return False
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        if key in NEXT or key in PREVIOUS:
            if event.mod & pygame.KMOD_CTRL:
                return False
            step = -1 if key in PREVIOUS or (key == pygame.K_TAB and shift) else 1
            return self.move(step)
        if key in ENTER:
            choice = self.lit()
            if choice is None:
                it = self.scene.interaction
                no_gold = it is not None and it.default is None  # Enter has no button to take
                if (self.active or no_gold) and self.choices():
                    return self.move(1)  # nothing lit: light the first choice, do nothing yet
                return False
            self.take(choice)
            return True
        if key in NUMBERS:
            return self.number(NUMBERS[key])
        return False

    def move(self, step: int) -> bool:
        if not self.choices():
            return False
        was = None
        if self.active:
            was = self.lit()
        else:
            self.active = True
            self.scene._build_buttons()  # the gold button's key is now Space
            self.scene.dirty = True
        choices = self.choices()
        if was is None:
            i = 0 if step > 0 else len(choices) - 1
        else:
            i = (next(k for k, c in enumerate(choices) if c.key == was.key) + step) % len(choices)
        self.focus = choices[i].key
        self.focus_at = len(self.scene.state.history)
        self._show(choices[i])
        return True

    def number(self, n: int) -> bool:
        """The nth option: of the picker or overlay, of a taken card's targets, else the nth
        button of the prompt panel."""
        choices = self.choices()
        if self.overlay() is not None:
            choices = [c for c in choices if c.kind == "pick"] or choices
        elif self.held is None and not self.scene.ext.overlay_open:
            choices = [c for c in choices if c.kind == "button"]
        if not 1 <= n <= len(choices):
            return False
        self.active = True
        self.focus = choices[n - 1].key
        self.focus_at = len(self.scene.state.history)
        self.take(choices[n - 1])
        return True

    def _show(self, choice: KeyChoice) -> None:
        """Scroll a picker to the lit entry; light a button as the mouse would."""
        s = self.scene
        picker = self.overlay()
        if choice.kind == "pick" and picker is not None and not picker.visible(choice.index):
            picker.scroll = max(0, choice.index // picker.cols - picker.visible_rows + 1)
            if choice.index // picker.cols < picker.scroll:
                picker.scroll = choice.index // picker.cols
            picker._place_cells()
            picker._static = None
            choice.rect = picker.cells[choice.index]
        if picker is not None:
            picker.hover = choice.index if choice.kind == "pick" else None  # as under the mouse
        for b in self._hoverable():
            b.hover = b is choice.button
        s.dirty = True  # the prompt's hint says what Enter does with it
        s._sync_hover()

    def _hoverable(self) -> list[Button]:
        s = self.scene
        if s.ext.overlay_open:
            return list(s.ext.overlay_buttons())
        picker = self.overlay()
        return list(picker.buttons) if picker is not None else list(s.buttons)

    def enter_hint(self) -> str:
        """What Enter does now, in words, for the prompt's hint (empty before keyboard play)."""
        if not self.active:
            return ""
        choices = self.choices()
        if not choices:
            return ""
        lit = self.lit(choices)
        s = self.scene
        if lit is None:
            return "Tab or Enter: light your first choice."
        if lit.kind in ("act", "drop") and lit.action is not None:
            text = lit.action.text or lit.action.kind
            back = " Esc puts the card back." if self.held is not None else ""
            return f"Enter: {text}.{back}"
        if lit.kind == "take":
            name = s.art.name(lit.id)
            if len(lit.targets) == 1:
                return f"Enter picks up {name}; Enter again plays it where it glows."
            return f"Enter picks up {name}; Tab to where it goes, Enter again plays it."
        if lit.kind == "button" and lit.button is not None:
            return f"Enter: {lit.button.label}."
        if lit.kind == "pick":
            return "Enter: choose this card."
        return ""

    # ----- Enter -------------------------------------------------------------------------------

    def take(self, choice: KeyChoice) -> None:
        """What Enter does with ``choice``: the same as the mouse's click or drop."""
        s = self.scene
        s._dirty = True
        kind = choice.kind
        if kind == "act" and choice.action is not None:
            s.apply(choice.action)
        elif kind == "take":  # picked up, as by the mouse: Enter again puts it on a target
            self.held, self.focus = choice, None
            s.dirty = True  # the hint says where it goes
            s._sync_hover()
        elif kind == "drop" and choice.action is not None:
            held, self.held = self.held, None
            s.apply_drop(held.id if held is not None else "", choice.id, choice.action)
        elif kind == "piece":
            if len(choice.spots) == 1:
                self._put(choice, next(iter(choice.spots.values())))
            else:
                self.held, self.focus = choice, None
        elif kind == "put" and self.held is not None:
            held, self.held = self.held, None
            self._put(held, choice.rect)
        elif kind == "click":
            self._click(choice.rect.center)
        elif kind == "button" and choice.button is not None:
            picker = self.overlay()
            if picker is not None and choice.button in picker.buttons:
                self._overlay_click(choice.rect.center)
            else:
                s._button(choice.button)
        elif kind == "pick":
            self._overlay_click(choice.rect.center)
        elif kind == "overlay":
            pos = choice.rect.center
            s.ext.overlay_event(click_event(pygame.MOUSEBUTTONDOWN, pos))
            s.ext.overlay_event(click_event(pygame.MOUSEBUTTONUP, pos))

    def _click(self, pos: tuple[int, int]) -> None:
        s = self.scene
        s.mouse = pos
        s._press(pos)
        s._release(pos)

    def _put(self, piece: KeyChoice, onto: pygame.Rect) -> None:
        """A piece carried onto ``onto``, as the mouse drags it (the game's own drop)."""
        s = self.scene
        drag = s.ext.press(piece.rect.center)
        if drag is None:
            return
        drag.moving = True
        drag.pos = onto.center
        s.drag = drag
        s.mouse = onto.center
        s._release(onto.center)

    def _overlay_click(self, pos: tuple[int, int]) -> None:
        s = self.scene
        picker = self.overlay()
        if picker is not None:
            s._overlay_event(picker, click_event(pygame.MOUSEBUTTONUP, pos))

    # ----- drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, top: bool) -> list[pygame.Rect]:
        """The ring on the lit choice and the glow on its targets; ``top``: the layer over
        pickers and overlays (else the table's). Returns the areas drawn."""
        if not self.active:
            return []
        s = self.scene
        over_table = s.ext.overlay_open or self.overlay() is not None
        if over_table != top:
            return []
        choices = self.choices()
        lit = self.lit(choices)
        if lit is None:
            return []
        width = max(3, theme.px(5, s.scale))
        drawn: list[pygame.Rect] = []
        targets: list[pygame.Rect] = []
        if self.held is not None:
            held = self.held.rect.inflate(width * 2, width * 2)
            drawn.append(pygame.draw.rect(surface, theme.GOLD, held, width, 8))
            targets = [c.rect for c in choices if c is not lit]
        elif lit.kind == "take":
            targets = [r for r in map(self.target_rect, lit.targets) if r is not None]
        elif lit.kind == "piece":
            targets = list(lit.spots.values())
        for rect in targets:
            box = rect.inflate(width, width)
            drawn.append(pygame.draw.rect(surface, theme.GLOW, box, max(2, width // 2), 8))
        ring = lit.rect.inflate(width * 2 + 4, width * 2 + 4)
        drawn.append(pygame.draw.rect(surface, (10, 20, 30), ring.inflate(4, 4), 2, 10))
        drawn.append(pygame.draw.rect(surface, RING, ring, width, 10))
        return drawn


def click_event(kind: int, pos: tuple[int, int]) -> pygame.event.Event:
    """A left-button event at ``pos`` (what a mouse click would post)."""
    fields: dict[str, Any] = {"pos": pos, "button": 1}
    return pygame.event.Event(kind, **fields)
