"""Keyboard focus over a screen's pygame_gui controls, so that the launcher and the Esc menu
work without a mouse, as the table does.

Tab or Down light the next control (Shift+Tab, Up the one before), in the order the screen
made them (or its ``focus_order``); a ring shows the lit one. Enter or Space presses a lit
button and steps a lit drop-down to its next choice (Left and Right step it either way); a lit
text field takes what is typed at once (Tab leaves it). A mouse click puts the ring out. With
``digits``, 1-9 press the nth button. A screen takes part by setting ``keynav`` (see
:class:`tabletop.ui.widgets.UIScene`); what it does with a press is its own ``on_ui``, as for
a click.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UITextEntryLine

from tabletop.ui.widgets import top_windows

if TYPE_CHECKING:
    from tabletop.ui.widgets import UIScene

FOCUSABLE = (UIButton, UIDropDownMenu, UITextEntryLine)
RING = (255, 255, 255)  # the table's keyboard focus is white too (its hint is blue)


class KeyNav:
    """Which control of a screen the keyboard has lit, and what its keys do."""

    def __init__(self, digits: bool = False) -> None:
        self.index = -1  # nothing lit until a key asks for it
        self.digits = digits

    def controls(self, scene: UIScene) -> list[Any]:
        """The screen's enabled, shown controls, in the order it made them (a dialog's
        controls are not the screen's: while one is open the keys are its own)."""
        root = scene.ui.get_root_container()
        found = [
            e
            for e in root.elements
            if isinstance(e, FOCUSABLE) and e.visible and getattr(e, "is_enabled", True)
        ]
        order = getattr(scene, "focus_order", None)  # a screen may read in another order
        return order(found) if order is not None else found

    def lit(self, scene: UIScene) -> Any | None:
        controls = self.controls(scene)
        return controls[self.index] if 0 <= self.index < len(controls) else None

    def handle(self, scene: UIScene, event: pygame.event.Event) -> bool:
        """Act on a key; True when it was the keyboard focus's to act on. A mouse click puts
        the ring out (the mouse chose; Enter with nothing lit is the screen's own)."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.index = -1
            return False
        if event.type != pygame.KEYDOWN or scene.windows_open():
            return False
        key, back = event.key, bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        controls = self.controls(scene)
        if not controls:
            return False
        typing = scene.typing()
        if key == pygame.K_TAB or (not typing and key in (pygame.K_DOWN, pygame.K_UP)):
            if typing:
                scene.ui.set_focus_set(None)  # the text field lets the keyboard go
            step = -1 if key == pygame.K_UP or (key == pygame.K_TAB and back) else 1
            n = len(controls)
            self.index = (
                (self.index + step) % n if 0 <= self.index < n else (0 if step > 0 else n - 1)
            )
            if isinstance(controls[self.index], UITextEntryLine):  # lit: typing goes in
                scene.ui.set_focus_set(controls[self.index])
            return True
        if typing:
            return False
        if self.digits and pygame.K_1 <= key <= pygame.K_9:  # counted as shown, a greyed one too
            root = scene.ui.get_root_container().elements
            buttons = [e for e in root if isinstance(e, UIButton) and e.visible]
            nth = key - pygame.K_1
            if nth >= len(buttons):
                return False
            if buttons[nth] in controls:  # a greyed item does nothing, as to a click
                self.index = controls.index(buttons[nth])
                self.press(scene, buttons[nth])
            return True
        lit = self.lit(scene)
        if lit is None:
            return False
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if isinstance(lit, UIButton):
                self.press(scene, lit)
            elif isinstance(lit, UIDropDownMenu):
                self.step(scene, lit, 1)
            else:
                scene.ui.set_focus_set(lit)  # the text field takes the keyboard, as on a click
            return True
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and isinstance(lit, UIDropDownMenu):
            self.step(scene, lit, 1 if key == pygame.K_RIGHT else -1)
            return True
        return False

    def press(self, scene: UIScene, button: UIButton) -> None:
        """The button's click: the screen's own handling of it, with its sound. The text the
        key also typed ("3", a space) is dropped: the screen it opens (Save, with its name
        field) must not receive it."""
        from tabletop.ui import sound

        sound.click(scene.app)
        scene.app.swallow_text = True  # SDL sends the key's text just after it
        scene.on_ui(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button))

    def step(self, scene: UIScene, menu: UIDropDownMenu, direction: int) -> None:
        """The drop-down's next (or previous) choice, as if picked from its list; the screen is
        laid out again from what it now holds (a drop-down cannot be set in place)."""
        texts = [o[0] if isinstance(o, tuple) else str(o) for o in menu.options_list]
        chosen = menu.selected_option
        now = chosen[0] if isinstance(chosen, tuple) else str(chosen)
        if not texts:
            return
        i = texts.index(now) if now in texts else -1
        text = texts[(i + direction) % len(texts)]
        event = pygame.event.Event(
            pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
            ui_element=menu,
            text=text,
            selected_option_id=text,
        )
        scene.on_ui(event)
        scene.relayout()

    def draw(self, scene: UIScene, surface: pygame.Surface) -> None:
        lit = self.lit(scene)
        if lit is None or scene.windows_open():
            return
        ring = lit.rect.inflate(scene.px(10), scene.px(10))
        pygame.draw.rect(surface, RING, ring, max(2, scene.px(3)), border_radius=scene.px(10))


# ----- an open question ---------------------------------------------------------------------------


def question_answers(scene: UIScene) -> list[UIButton]:
    """The answers of the question open on top of ``scene``, the gold one (Enter's) first;
    [] when no question is open."""
    windows = top_windows(scene.ui)
    if not windows:
        return []
    top = windows[-1]
    confirm, cancel = getattr(top, "confirm_button", None), getattr(top, "cancel_button", None)
    if confirm is None or cancel is None:
        return []
    return [confirm, cancel] if getattr(top, "enter_acts", True) else [cancel, confirm]


def question_key(scene: UIScene, event: pygame.event.Event) -> bool:
    """Keys for an open question, as for a screen's controls: Tab lights its answers in turn
    (the gold one first), Left and Right the one on that side; Enter or Space takes the lit
    answer, or with none lit the gold one (as the question's hint says); Esc closes it (Keep
    it). True when the key was the question's."""
    if event.type != pygame.KEYDOWN:
        return False
    answers = question_answers(scene)
    if not answers:
        return False
    dialog = top_windows(scene.ui)[-1]
    lit = getattr(dialog, "lit_answer", None)
    key = event.key
    if key == pygame.K_ESCAPE:
        dialog.kill()  # Keep it
    elif key == pygame.K_TAB:
        step = -1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1
        i = answers.index(lit) if lit in answers else (-1 if step > 0 else len(answers))
        dialog.lit_answer = answers[(i + step) % len(answers)]
    elif key in (pygame.K_LEFT, pygame.K_RIGHT):
        side = min if key == pygame.K_LEFT else max
        dialog.lit_answer = side(answers, key=lambda b: b.rect.x)
    elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
        from tabletop.ui import sound

        sound.click(scene.app)
        scene.app.swallow_text = True  # the space typed nowhere
        pressed = pygame.event.Event(
            pygame_gui.UI_BUTTON_PRESSED, ui_element=lit if lit in answers else answers[0]
        )
        dialog.process_event(pressed)  # as its click: confirmed (an event) or closed
    else:
        return False
    return True


def draw_question_ring(scene: UIScene, surface: pygame.Surface) -> None:
    """The ring around the lit answer of an open question, as around a lit control."""
    answers = question_answers(scene)
    if not answers:
        return
    lit = getattr(top_windows(scene.ui)[-1], "lit_answer", None)
    if lit in answers:
        ring = lit.rect.inflate(scene.px(8), scene.px(8))
        pygame.draw.rect(surface, RING, ring, max(2, scene.px(3)), border_radius=scene.px(10))
