"""The Settings screen: every setting of :class:`tabletop.ui.settings.Settings`, applied at
once and saved when the screen closes.

Two columns of rows (the look and sound on the left, the play on the right), each row a title,
a line that says what it does, and one control: an On/Off toggle, a stepper (- value +), a
slider or a button. The keyboard reaches every control: Tab or the arrows move the gold ring,
Left/Right change the ringed control, Enter or Space press it, Esc closes the screen.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame
import pygame_gui

from tabletop.ui import sizing, sound
from tabletop.ui.settings import MAX_BOT_DELAY, Settings
from tabletop.ui.widgets import GOLD, GOLD_BRIGHT, MUTED, Overlay, draw_panel, draw_text

SIZES = (0.8, 0.9, 1.0, 1.1, 1.25, 1.5)  # text and interface size
SPEEDS = (0.5, 0.75, 1.0, 1.5, 2.0, 3.0)  # animation speed
ROW_H = 52
ROW_GAP = 8
TOGGLE_W = 120
STEP_W = 196
SLIDER_W = 210
BUTTON_W = 170
# Settings kept in the file but not offered on the screen (none today: every table reads them).
NOT_OFFERED: frozenset[str] = frozenset()


@dataclass
class Row:
    """One setting on the screen: its words and how its control changes the settings."""

    key: str
    title: str
    note: str
    kind: str  # "toggle", "step", "slider", "choice", "button"
    steps: tuple[float, ...] = ()
    limits: tuple[float, float] = (0.0, 1.0)
    increment: float = 0.1
    elements: dict[str, Any] = field(default_factory=dict)
    rect: pygame.Rect = field(default_factory=pygame.Rect)  # the control, for the focus ring


def _rows() -> tuple[list[Row], list[Row]]:
    look = [
        Row("ui_scale", "Text and interface size", "Bigger text and buttons", "step", SIZES),
        Row("palette", "Colours", "Easier to tell apart with colour blindness", "choice"),
        Row("animations", "Animations", "Show each move in motion", "toggle"),
        Row("animation_speed", "Animation speed", "How fast things move", "step", SPEEDS),
        Row("sound", "Sound", "Effects, and a chime when it is your turn", "toggle"),
        Row("volume", "Volume", "How loud the sounds are", "slider", increment=0.1),
        Row("fullscreen", "Fullscreen", "Also with the F11 key", "toggle"),
    ]
    play = [
        Row(
            "bot_delay",
            "Bot pace",
            "A pause before each bot move",
            "slider",
            limits=(0.0, MAX_BOT_DELAY),
        ),
        Row("guide", "First-game guide", "Notes that show what to do next", "toggle"),
        Row("guide_again", "Show the guide again", "In every game, from its start", "button"),
        Row("auto_end_turn", "End my turn by itself", "When nothing else is left", "toggle"),
        Row("auto_pass", "Pass by itself", "When a reaction has nothing to play", "toggle"),
        Row("hints", "Hints", "The Hint button at the table", "toggle"),
    ]
    return _offered(look), _offered(play)


def _offered(rows: list[Row]) -> list[Row]:
    """The rows the screen shows (see NOT_OFFERED)."""
    return [row for row in rows if row.key not in NOT_OFFERED]


def value_text(key: str, s: Settings) -> str:
    """The words a control shows for the setting now."""
    if key == "ui_scale":
        return f"{round(s.ui_scale * 100)}%"
    if key == "animation_speed":
        return f"{s.animation_speed:g}×"
    if key == "volume":
        return f"{round(s.volume * 100)}%"
    if key == "bot_delay":
        return "none" if s.bot_delay < 0.05 else f"{s.bot_delay:.1f} s"
    if key == "palette":
        return "Colour-blind" if s.palette == "colour-blind" else "Standard"
    if key == "guide_again":
        return "Show again"
    return "On" if toggle_value(key, s) else "Off"


def toggle_value(key: str, s: Settings) -> bool:
    if key == "sound":
        return not s.muted
    return bool(getattr(s, key))


def step_value(steps: tuple[float, ...], now: float, direction: int) -> float:
    """The next step up or down from ``now`` (a value between steps goes to its neighbour)."""
    if direction > 0:
        return next((v for v in steps if v > now + 1e-6), steps[-1])
    return next((v for v in reversed(steps) if v < now - 1e-6), steps[0])


class SettingsOverlay(Overlay):
    """Every setting, applied at once and saved when it closes."""

    PANEL = (1140, 640)

    def build(self) -> None:
        s = self.app.settings
        self.focus: int = getattr(self, "focus", -1)  # -1: no ring until a key is pressed
        self.panel = self.center_rect(*self.PANEL)
        p = self.panel
        pad = self.px(40)
        gap = self.px(48)
        col_w = (p.width - 2 * pad - gap) // 2
        self.look, self.play = _rows()
        self.columns: list[tuple[str, pygame.Rect, list[Row]]] = []
        top = p.y + self.px(104)
        for i, (title, rows) in enumerate((("Look and sound", self.look), ("Play", self.play))):
            x = p.x + pad + i * (col_w + gap)
            self.columns.append((title, pygame.Rect(x, top, col_w, 0), rows))
            y = top + self.px(36)
            for row in rows:
                self._build_row(row, pygame.Rect(x, y, col_w, self.px(ROW_H)), s)
                y += self.px(ROW_H + ROW_GAP)
        self.done = pygame_gui.elements.UIButton(
            pygame.Rect(
                p.centerx - self.px(100), p.bottom - self.px(66), self.px(200), self.px(50)
            ),
            "Done",
            self.ui,
            object_id="#primary",
        )
        by_key = {row.key: row for row in self.look + self.play}
        self.rows = by_key
        self.anim = by_key["animations"].elements["button"]  # the names older tests use
        self.full = by_key["fullscreen"].elements["button"]
        self.delay = by_key["bot_delay"].elements["slider"]
        self.order: list[Row | None] = [*self.look, *self.play, None]  # None: Done
        self.focus = min(self.focus, len(self.order) - 1)

    def _build_row(self, row: Row, rect: pygame.Rect, s: Settings) -> None:
        widths = {
            "toggle": TOGGLE_W,
            "step": STEP_W,
            "slider": SLIDER_W,
            "choice": BUTTON_W,
            "button": BUTTON_W,
        }
        cw = self.px(widths[row.kind])
        label_w = rect.width - cw - self.px(14)
        title = row.title
        if row.kind == "slider":
            title = f"{row.title}: {value_text(row.key, s)}"
        row.elements["title"] = pygame_gui.elements.UILabel(
            pygame.Rect(rect.x, rect.y, label_w, self.px(26)), title, self.ui
        )
        row.elements["note"] = pygame_gui.elements.UILabel(
            pygame.Rect(rect.x, rect.y + self.px(26), label_w, self.px(24)),
            row.note,
            self.ui,
            object_id="#muted",
        )
        ch = self.px(42)
        control = pygame.Rect(rect.right - cw, rect.centery - ch // 2, cw, ch)
        row.rect = control
        if row.kind in ("toggle", "choice", "button"):
            button = pygame_gui.elements.UIButton(
                control,
                value_text(row.key, s),
                self.ui,
                object_id="#toggle" if row.kind == "toggle" else None,
            )
            row.elements["button"] = button
            if row.kind == "toggle" and toggle_value(row.key, s):
                button.select()
        elif row.kind == "step":
            bw = self.px(44)
            row.elements["minus"] = pygame_gui.elements.UIButton(
                pygame.Rect(control.x, control.y, bw, ch), "−", self.ui
            )
            row.elements["value"] = pygame_gui.elements.UILabel(
                pygame.Rect(control.x + bw, control.y, cw - 2 * bw, ch),
                value_text(row.key, s),
                self.ui,
                object_id="#center",
            )
            row.elements["plus"] = pygame_gui.elements.UIButton(
                pygame.Rect(control.right - bw, control.y, bw, ch), "+", self.ui
            )
            self._enable_steps(row, s)
        else:  # slider
            low, high = row.limits
            row.elements["slider"] = pygame_gui.elements.UIHorizontalSlider(
                pygame.Rect(control.x, control.y + self.px(4), cw, ch - self.px(8)),
                float(getattr(s, row.key)),
                (low, high),
                self.ui,
                click_increment=row.increment,
            )

    def _enable_steps(self, row: Row, s: Settings) -> None:
        now = float(getattr(s, row.key))
        minus, plus = row.elements["minus"], row.elements["plus"]
        (minus.enable if now > row.steps[0] + 1e-6 else minus.disable)()
        (plus.enable if now < row.steps[-1] - 1e-6 else plus.disable)()

    # ----- drawing -----------------------------------------------------------------------------

    def paint(self, surface: pygame.Surface) -> None:
        res = self.app.res
        p = self.panel
        draw_panel(surface, p, self.scale)
        draw_text(
            surface,
            res,
            "Settings",
            self.px(34),
            GOLD,
            serif=True,
            bold=True,
            shadow=True,
            midtop=(p.centerx, p.y + self.px(20)),
        )
        draw_text(
            surface,
            res,
            "Each change counts at once and is kept for next time",
            self.px(15),
            MUTED,
            midtop=(p.centerx, p.y + self.px(64)),
        )
        for title, rect, _ in self.columns:
            draw_text(surface, res, title, self.px(19), GOLD, bold=True, topleft=rect.topleft)
            y = rect.y + self.px(28)
            pygame.draw.line(surface, GOLD, (rect.x, y), (rect.right, y), max(1, self.px(1)))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        target = self._focus_rect()
        if target is not None:
            ring = target.inflate(self.px(10), self.px(10))
            pygame.draw.rect(
                surface, GOLD_BRIGHT, ring, max(2, self.px(3)), border_radius=self.px(10)
            )

    def _focus_rect(self) -> pygame.Rect | None:
        if not 0 <= self.focus < len(self.order):
            return None
        row = self.order[self.focus]
        return self.done.rect if row is None else row.rect

    # ----- input -------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self._key(event):
            self.dirty = True
            return
        super().handle(event)

    def _key(self, event: pygame.event.Event) -> bool:
        """Tab/arrows move the ring, Left/Right change, Enter/Space press. True: handled."""
        key = event.key
        back = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        n = len(self.order)
        if key == pygame.K_TAB or key in (pygame.K_DOWN, pygame.K_UP):
            step = -1 if key == pygame.K_UP or (key == pygame.K_TAB and back) else 1
            self.focus = (self.focus + step) % n if self.focus >= 0 else (0 if step > 0 else n - 1)
            return True
        if self.focus < 0:
            return False
        row = self.order[self.focus]
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            if row is not None:
                self._change(row, 1 if key == pygame.K_RIGHT else -1)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if row is None:
                self.close()
            else:
                self._change(row, 0)
            return True
        return False

    def on_ui(self, event: pygame.event.Event) -> None:
        element = getattr(event, "ui_element", None)
        if event.type == pygame_gui.UI_BUTTON_PRESSED and element is self.done:
            self.close()
            return
        for index, row in enumerate(self.order):
            if row is None:
                continue
            els = row.elements
            if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and element is els.get("slider"):
                self._set_slider(row, float(element.get_current_value()))
            elif event.type == pygame_gui.UI_BUTTON_PRESSED:
                if element is els.get("button"):
                    self._change(row, 0)
                elif element is els.get("minus"):
                    self._change(row, -1)
                elif element is els.get("plus"):
                    self._change(row, 1)
                else:
                    continue
            else:
                continue
            if self.focus >= 0:
                self.focus = index
            return

    # ----- changing the settings ---------------------------------------------------------------

    def _change(self, row: Row, direction: int) -> None:
        """Press (0) or step (+1/-1) the control of ``row``; applies the setting at once."""
        s = self.app.settings
        if row.kind == "toggle":
            if direction == 0 or (direction > 0) != toggle_value(row.key, s):
                self._toggle(row)
        elif row.kind == "choice":
            s.palette = "standard" if s.palette == "colour-blind" else "colour-blind"
            row.elements["button"].set_text(value_text(row.key, s))
            sizing.apply_palette(self.app)
        elif row.kind == "button":
            if direction == 0:
                s.guide_done.clear()
                s.guide = True
                self._refresh()
                self.app.toast("The first-game guide will show again in every game.")
        elif row.kind == "step":
            if direction == 0:
                direction = 1 if float(getattr(s, row.key)) < row.steps[-1] - 1e-6 else -1
            new = step_value(row.steps, float(getattr(s, row.key)), direction)
            setattr(s, row.key, new)
            if row.key == "ui_scale":
                sizing.relayout(self.app)  # every screen, this one too, at the new size
            else:
                row.elements["value"].set_text(value_text(row.key, s))
                self._enable_steps(row, s)
        elif row.kind == "slider" and direction:
            low, high = row.limits
            now = float(getattr(s, row.key)) + direction * row.increment
            self._set_slider(row, max(low, min(high, now)))
            row.elements["slider"].set_current_value(float(getattr(s, row.key)))

    def _set_slider(self, row: Row, value: float) -> None:
        s = self.app.settings
        setattr(s, row.key, round(value, 2 if row.key == "volume" else 1))
        row.elements["title"].set_text(f"{row.title}: {value_text(row.key, s)}")
        if row.key == "volume":
            self._preview()

    def _toggle(self, row: Row) -> None:
        s = self.app.settings
        if row.key == "fullscreen":
            self.app.toggle_fullscreen()  # lays every screen out again
            return
        if row.key == "sound":
            s.muted = not s.muted
        else:
            setattr(s, row.key, not getattr(s, row.key))
        on = toggle_value(row.key, s)
        button = row.elements["button"]
        button.set_text(value_text(row.key, s))
        (button.select if on else button.unselect)()
        if row.key == "sound" and on:
            self._preview()

    def _preview(self) -> None:
        """A click at the new volume, so the player hears what they chose."""
        sound.click(self.app)

    def _refresh(self) -> None:
        for row in self.order:
            if row is not None and "button" in row.elements:
                row.elements["button"].set_text(value_text(row.key, self.app.settings))
                if row.kind == "toggle":
                    on = toggle_value(row.key, self.app.settings)
                    (row.elements["button"].select if on else row.elements["button"].unselect)()

    def leave(self) -> None:
        if not self.app.settings.save():
            self.app.toast("Your settings could not be saved (the folder is not writable).")
        super().leave()
